#pragma once

#include <vector>

#include <QAbstractTableModel>
#include <QString>

#include "cost/Evaluation.h"

namespace suanpan {
struct Catalog;
}

// One row per option for one workload: the pair's fit, time and money from
// an Evaluation, next to the option's total over the planning horizon. A
// thin adapter: the Compare page and the slides hand the rows over;
// everything shown is worded at data() time so a language switch only needs
// dataChanged.
//
// Every money column says what it covers: the workload's cost in its pair's
// scope (per run for training, over the horizon for serving) and the
// option's horizon total (the evaluation's months and busy share), in the
// header. A pair the engine could not price reads "Not priced" with why,
// never an amount.
class ComparisonModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        AcquisitionColumn,
        VerdictColumn, // the project's verdict on the option (Verdict.h)
        ChanceColumn,  // the share of the draws in which it is the cheapest
        TimeColumn,
        WorkloadCostColumn, // PairResult::total, in PairResult::scope
        HorizonTotalColumn, // OptionResult::total
        UnitCostColumn,     // per effective PFLOP-hour (training), per million tokens (serving)
        RisksColumn,
        ColumnCount
    };
    // Raw numbers for sorting (likely values); none for a pair not priced.
    static constexpr int SortRole = Qt::UserRole;
    // Index of the option in the project.
    static constexpr int OptionIndexRole = Qt::UserRole + 1;
    // Whether the pair was priced (ComparisonProxyModel sorts the others last).
    static constexpr int PricedRole = Qt::UserRole + 2;

    // Where the verdict puts the option for the workload.
    enum class Place { Recommended, RunnerUp, Eligible, LeftOut };

    struct Row {
        int optionIndex = -1;
        QString name;
        suanpan::Acquisition acquisition = suanpan::Acquisition::Rent;
        suanpan::PairResult pair;
        suanpan::Range horizonTotal;  // the option's OptionResult::total
        suanpan::Standing standing{}; // the verdict's, for this workload
        int rank = 0;                 // its place in the verdict's order
        Place place = Place::LeftOut;
        bool tossUp = false;   // recommended or runner-up of a toss-up
        bool sampled = false;  // the chances are in
        QString priceSource{}; // "from <provider>'s quote of <date>", or empty (catalog)
    };

    explicit ComparisonModel(QObject *parent = nullptr);

    // The rows for one workload: every option of the project the evaluation
    // priced for it, in the verdict's order, each with where the verdict puts it.
    static std::vector<Row> rowsFor(const suanpan::Project &project,
                                    const suanpan::Evaluation &evaluation,
                                    const suanpan::WorkloadVerdict *verdict);

    // `evaluation` says what "over the horizon" means (its months and busy
    // share); it is not kept.
    void setRows(std::vector<Row> rows, bool inference, const suanpan::Evaluation &evaluation);
    // Names the cards and contracts risk tooltips mention (ids without it).
    void setCatalog(const suanpan::Catalog *catalog) { m_catalog = catalog; }
    const Row *row(int r) const;
    // The scope of the workload cost column.
    suanpan::CostScope scope() const;
    // Rewords headers and cells in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const Row &row, int column) const;
    static QString place(const Row &row);
    QVariant sortValue(const Row &row, int column) const;
    QVariant numbers(const Row &row, int column) const;
    QString tooltip(const Row &row, int column) const;
    QString headerTooltip(int section) const;
    static bool isMoney(int column);

    std::vector<Row> m_rows;
    bool m_inference = false;
    // Only the horizon's months, for CostText's words.
    suanpan::Evaluation m_horizon;
    const suanpan::Catalog *m_catalog = nullptr;
};
