#pragma once

#include <string>
#include <vector>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

#include "catalog/Catalog.h"
#include "charts/Charts.h"
#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "cost/Verdict.h"
#include "model/Project.h"
#include "report/ReportSections.h"

class ProjectDocument;

// One piece of the report that the page layout places whole (a table may
// be split between its rows, repeating its header).
struct ReportBlock {
    enum class Kind { Heading, Text, Table, Chart };
    Kind kind = Kind::Text;
    QString html;      // Heading, Text: the rich text; Table: the header row
    QStringList rows;  // Table: one <tr> each
    int level = 1;     // Heading: 1 section, 2 workload
    int tocEntry = -1; // Heading of a section: its entry in the contents
    bool pageBreakBefore = false;
    ChartKind chart = ChartKind::CumulativeCost; // Chart
    std::string workloadId;                      // Chart
};

// The report's words and figures, in the current language (ReportLanguage
// sets it for the export): every figure is the document's evaluation seen
// through the shortlist, as the presentation shows it, and worded by the
// functions the Compare page words it with (ComparisonModel, CostText,
// MoneyFormat, DurationFormat), so the report and the page agree cell for
// cell.
class ReportContent final
{
    Q_DECLARE_TR_FUNCTIONS(ReportContent)

public:
    ReportContent(const ProjectDocument *document, const ReportOptions &options);

    // The cover's lines (title first); empty without the cover section.
    const QStringList &cover() const { return m_cover; }
    const QString &title() const { return m_title; }
    // The running header: the project's title, else its file name; and the
    // report's date in the language's words.
    const QString &header() const { return m_header; }
    const QString &date() const { return m_date; }
    // One line: the recommendation for each workload.
    const QString &verdict() const { return m_verdict; }
    const std::vector<ReportBlock> &blocks() const { return m_blocks; }
    // The section titles in the contents, in order.
    const QStringList &tocTitles() const { return m_tocTitles; }
    // What the charts draw: the shortlisted options and their evaluation,
    // from the content's own copy of the project (the document may change
    // while the report is drawn).
    ChartContext chartContext(const std::string &workloadId) const;

    // Sections per workload (summary, options, charts, hidden costs,
    // break-even, risks) detail this many at most, the project's first,
    // and say so: the largest project (50 x 40) took 100 s and 478 pages.
    static constexpr std::size_t kDetailedWorkloads = 10;
    // Names and the title are cut with an ellipsis past these lengths.
    static constexpr int kMaxNameChars = 120;
    static constexpr int kMaxTitleChars = 200;

private:
    void heading(const QString &text, int level, bool section = false, bool newPage = false);
    void text(const QString &html);
    void chart(ChartKind kind, const std::string &workloadId);
    void bullets(const QStringList &sentences);
    void table(const QStringList &headers, const std::vector<QStringList> &rows,
               const std::vector<int> &rightAligned = {});

    void addCover();
    void addSummary();
    void addWorkloads();
    void addOptions();
    void addCharts();
    void addHiddenCosts();
    void addBreakEven();
    void addRisks();
    void addAssumptions();
    void addVerification();
    void addSignOff();

    // The workloads the per-workload sections detail, and the note that
    // says so when that is not all of them.
    std::vector<const suanpan::Workload *> detailed() const;
    void detailNote();
    QString optionName(const std::string &id) const;
    QString workloadName(const std::string &id) const;
    QStringList flipSentences(const std::string &workloadId) const;
    QStringList breakEvenSentences(const std::string &workloadId) const;
    // The recommended option of each workload, each once.
    std::vector<std::string> winners() const;

    const ProjectDocument *m_document; // while the constructor runs
    ReportOptions m_options;
    suanpan::Project m_project;
    suanpan::Catalog m_catalog;
    std::optional<suanpan::Portfolio> m_portfolio;
    suanpan::ProjectVerdict
        m_projectVerdict; // the document's, copied: the report is written on a worker
    std::vector<std::string> m_optionIds;
    bool m_allOptions = true;
    suanpan::Evaluation m_evaluation;
    QString m_title;
    QString m_header;
    QString m_date;
    QString m_verdict;
    QStringList m_cover;
    QStringList m_tocTitles;
    std::vector<ReportBlock> m_blocks;
};
