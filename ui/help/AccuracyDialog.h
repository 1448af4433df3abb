#pragma once

#include <QDialog>

#include "util/Result.h"
#include "verify/PublishedRuns.h"

class QLabel;
class QTabWidget;
class QTableWidget;

// Help > How accurate are the estimates?: the engine's default estimates
// (core's PublishedRuns, the figures tests/core/tst_validation_runs checks
// and the README prints) against published training runs (card-hours) and
// serving benchmarks (output tokens/s), row by row with the ratio, whether it
// is within the tolerance, and the source, so a consultant can show a client
// where a figure comes from. Rows' names and sources stay in English: they
// are citations. Non-modal; computed when it opens.
class AccuracyDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit AccuracyDialog(QWidget *parent = nullptr);

    // "x1.07": an estimate over a published figure (the multiplication sign,
    // locale digits, two decimals); a dash when there is none.
    static QString ratioText(double ratio);
    // "1.3": a tolerance as the header and the verdicts say it.
    static QString toleranceText(double tolerance);
    // A translated sentence for a known gap's code; empty for a code this
    // version does not know.
    static QString gapSentence(suanpan::GapCode code);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum Column { Name, Cards, Published, Estimate, Ratio, Verdict, ColumnCount };

    void compute();
    void retranslateUi();
    QTableWidget *makeTable(const char *objectName);
    void fillTable(QTableWidget *table, const suanpan::Result<suanpan::PublishedComparisons> &set);
    void showDetails(QTableWidget *table);
    QString headerText() const;
    QString cardsText(const suanpan::PublishedComparison &row) const;
    static QString verdictText(const suanpan::PublishedComparison &row);
    static QString verdictToolTip(const suanpan::PublishedComparison &row);
    static QString detailsText(const suanpan::PublishedComparison &row);
    const suanpan::PublishedComparison *rowAt(QTableWidget *table, int row) const;

    suanpan::Result<suanpan::PublishedComparisons> m_training;
    suanpan::Result<suanpan::PublishedComparisons> m_serving;
    QLabel *m_header;
    QTabWidget *m_tabs;
    QTableWidget *m_trainingTable;
    QTableWidget *m_servingTable;
    QLabel *m_details;
};
