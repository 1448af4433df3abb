#include "PlanPanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "document/VerifySelection.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/FindingText.h"
#include "i18n/MoneyFormat.h"
#include "verify/Evidence.h"

using namespace suanpan;

namespace {

enum Column { WorkloadColumn, TimeColumn, CostColumn, ColumnCount };

const QString kArrow = QStringLiteral("\u2192");
const QString kPlannedToMeasured = QStringLiteral("%1 \u2192 %2");

bool hasFacts(const MeasuredFacts &f)
{
    return f.mfu || f.scalingEfficiency || f.interNodeGbitPerS;
}

QString workloadName(const Project &project, const std::string &id)
{
    for (const Workload &w : project.workloads)
        if (w.id == id)
            return DisplayText::name(w);
    return QString::fromStdString(id);
}

// "planned -> measured" with every input at its likely value (core's
// planVsMeasured compares both sides so; no draws); the corners go in the
// tooltip, named as such, for they are not the P10-P90 shown elsewhere.
// Serving jobs have no job time: a dash rather than "0 h".
QString cornersTip(const QString &planned, const QString &measured)
{
    //: Tooltip of a plan-vs-measured cell; %1 and %2 are ranges such as "3.5-6.0 h"
    return PlanPanel::tr("Every input at its best and its worst end: planned %1, measured %2. "
                         "The table shows every input at its likely value.")
        .arg(planned, measured);
}

QTableWidgetItem *timeCell(const Range &planned, const Range &measured)
{
    if (!(planned.likely > 0.0))
        return new QTableWidgetItem(MoneyFormat::missing());
    auto *item = new QTableWidgetItem(
        kPlannedToMeasured.arg(CostText::jobTime(Range::exactly(planned.likely)),
                               CostText::jobTime(Range::exactly(measured.likely))));
    item->setToolTip(cornersTip(CostText::jobTime(planned), CostText::jobTime(measured)));
    return item;
}

QTableWidgetItem *costCell(const Range &planned, const Range &measured)
{
    auto *item = new QTableWidgetItem(kPlannedToMeasured.arg(MoneyFormat::amount(planned.likely),
                                                             MoneyFormat::amount(measured.likely)));
    item->setToolTip(cornersTip(MoneyFormat::range(planned), MoneyFormat::range(measured)));
    return item;
}

} // namespace

PlanPanel::PlanPanel(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("planSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_sentences = new QLabel(this);
    m_sentences->setObjectName(QStringLiteral("planSentences"));
    m_sentences->setWordWrap(true);
    m_sentences->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_sentences);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("planTable"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // The figures keep their width; the workload's name gives way (elided,
    // whole in its tooltip), so no header is cut on a narrow panel.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(WorkloadColumn, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    layout->addWidget(m_table, 1);

    // The plan is the document's evaluation; the evidence, the catalog's
    // cards and the switched-off lines change it too.
    connect(document->results(), &ProjectResults::evaluated, this, &PlanPanel::invalidate);
    retranslateUi();
}

void PlanPanel::setOptionId(const std::string &optionId)
{
    m_optionId = optionId;
    invalidate();
}

void PlanPanel::retranslateUi()
{
    m_table->setHorizontalHeaderLabels({tr("Workload"), tr("Time: planned %1 measured").arg(kArrow),
                                        tr("Cost: planned %1 measured").arg(kArrow)});
    m_dirty = true;
    refresh();
}

void PlanPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

// The measured what-ifs cost an evaluation or two: worked out only while the
// panel is seen, else when it is next shown.
void PlanPanel::invalidate()
{
    m_dirty = true;
    refresh();
}

void PlanPanel::refresh()
{
    if (!m_dirty || !isVisible())
        return;
    m_dirty = false;
    const Project &project = m_document->project();
    const bool option = !m_optionId.empty();
    // The document's results: the plan is its evaluation, kept per option
    // until the project changes.
    static const ProjectResults::Verification kNone;
    const ProjectResults::Verification &verification =
        option ? m_document->results()->verification(m_optionId) : kNone;
    const MeasuredFacts &facts = verification.facts;
    const std::vector<PlanVsMeasured> &rows = verification.rows;
    m_table->setVisible(!rows.empty());
    m_sentences->setVisible(!rows.empty());
    if (!option) {
        m_summary->setText(tr("Choose an option at the top of the page to compare its plan with "
                              "what was measured on the delivered machines."));
        return;
    }
    if (!hasFacts(facts)) {
        m_summary->setText(tr("Nothing measured for %1 yet. Import a training log (gives the "
                              "real MFU), a scaling table (scaling efficiency) or an iperf3 "
                              "result (bandwidth between machines) to see the plan re-costed with "
                              "measured figures.")
                               .arg(VerifySelection::of(m_document)->optionName(m_optionId)));
        return;
    }
    if (rows.empty()) {
        m_summary->setText(tr("Measured: %1. No workload is planned on %2, so there is nothing "
                              "to re-cost.")
                               .arg(FindingText::measuredFacts(facts),
                                    VerifySelection::of(m_document)->optionName(m_optionId)));
        return;
    }
    m_summary->setText(tr("Measured: %1. Each workload re-costed with these figures in place of "
                          "the plan's assumptions:")
                           .arg(FindingText::measuredFacts(facts)));
    m_table->setRowCount(int(rows.size()));
    QStringList sentences;
    for (int r = 0; r < int(rows.size()); ++r) {
        const PlanVsMeasured &row = rows[std::size_t(r)];
        const QString name = workloadName(project, row.workloadId);
        auto *workload = new QTableWidgetItem(name);
        workload->setToolTip(name);
        m_table->setItem(r, WorkloadColumn, workload);
        if (row.priced) {
            m_table->setItem(r, TimeColumn, timeCell(row.plannedHours, row.measuredHours));
            m_table->setItem(r, CostColumn, costCell(row.plannedCny, row.measuredCny));
        } else {
            // No time and no cost, rather than "0 h" and "¥0"; the sentence says why.
            for (const int column : {int(TimeColumn), int(CostColumn)}) {
                auto *item = new QTableWidgetItem(MoneyFormat::missing());
                item->setToolTip(tr("Does not fit on this option"));
                m_table->setItem(r, column, item);
            }
        }
        sentences << FindingText::planVsMeasured(row, name).toHtmlEscaped();
    }
    m_sentences->setText(sentences.join(QLatin1String("<br>")));
}
