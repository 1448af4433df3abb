#include "ComparePage.h"

#include <algorithm>
#include <set>

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/EstimateText.h"
#include "i18n/MoneyFormat.h"
#include "i18n/StdText.h"
#include "i18n/VerdictText.h"
#include "models/ComparisonModel.h"
#include "models/ComparisonProxyModel.h"
#include "models/CostLineModel.h"
#include "pages/compare/AssumptionModel.h"
#include "pages/compare/SearchDialog.h"
#include "pages/compare/WhatIfPanel.h"
#include "widgets/WorkloadCombo.h"

using namespace suanpan;

namespace {

// Draws its column on one line, elided, in a view that wraps words: the
// assumptions' sources (whole in their tooltips) beside names that wrap.
class OneLineDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->features &= ~QStyleOptionViewItem::WrapText;
    }
};

constexpr int kTornadoBars = 8;
constexpr int kMaxFlips = 4;

} // namespace

ComparePage::ComparePage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_selection(document->planSelection()),
      m_model(new ComparisonModel(this)), m_proxy(new ComparisonProxyModel(this)),
      m_lines(new CostLineModel(this)), m_assumptions(new AssumptionModel(document, this))
{
    setObjectName(QStringLiteral("comparePage"));
    m_model->setCatalog(&m_document->catalog());
    m_proxy->setSourceModel(m_model);
    buildUi();

    // The workload list; a workload's other fields (notes typed key by key)
    // leave it alone.
    connect(m_document, &ProjectDocument::reset, this, &ComparePage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadInserted, this, &ComparePage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadRemoved, this, &ComparePage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadChanged, this, &ComparePage::renameWorkload);
    // Every figure: the document's evaluation, after any change at all.
    connect(m_document->results(), &ProjectResults::evaluated, this, [this] {
        if (m_shownEvaluation != m_document->results()->evaluationCount())
            refresh();
    });
    connect(m_selection, &PlanSelection::workloadChanged, this,
            &ComparePage::followSelectedWorkload);
    connect(m_selection, &PlanSelection::optionChanged, this, [this] {
        // Behind the evaluation, an edit pending or hidden: refresh() shows it all.
        if (m_dirty || !isVisible() || m_document->results()->isStale() ||
            m_shownEvaluation != m_document->results()->evaluationCount()) {
            m_dirty = true;
            return;
        }
        selectOptionRow();
        showSelectedOption();
        showInsights();
    });
    connect(m_workload, &QComboBox::currentIndexChanged, this,
            [this] { m_selection->setWorkloadId(currentWorkloadId()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (m_selectingRow)
            return;
        const int option = selectedOptionIndex();
        const auto &options = m_document->project().options;
        if (option >= 0 && option < int(options.size()))
            m_selection->setOptionId(options[size_t(option)].id);
    });
    connect(m_lines, &CostLineModel::lineToggled, this, &ComparePage::setLineEnabled);

    fillWorkloads();
    retranslateUi();
}

ComparePage::~ComparePage() = default;

void ComparePage::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buildTopRow());
    buildHeadlines(layout);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(buildComparisonTable(split));
    auto *bottom = new QWidget(split);
    auto *bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(buildDetailTabs(bottom), 3);
    bottomLayout->addWidget(buildInsights(bottom), 2);
    split->addWidget(bottom);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    // Until the user drags it, the table is as tall as its rows (fitSplit).
    connect(split, &QSplitter::splitterMoved, this, [this] { m_splitMoved = true; });
    m_split = split;
    layout->addWidget(split, 1);
}

// The workload to compare and the search button.
QHBoxLayout *ComparePage::buildTopRow()
{
    auto *top = new QHBoxLayout;
    m_workloadLabel = new QLabel(this);
    m_workload = new QComboBox(this);
    m_workload->setObjectName(QStringLiteral("compareWorkload"));
    m_workload->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_workloadLabel->setBuddy(m_workload);
    top->addWidget(m_workloadLabel);
    top->addWidget(m_workload);
    top->addStretch(1);
    m_search = new QPushButton(this);
    m_search->setObjectName(QStringLiteral("compareSearch"));
    connect(m_search, &QPushButton::clicked, this, [this] {
        if (currentWorkloadId().empty())
            return;
        auto *dialog = new SearchDialog(m_document, currentWorkloadId(), this);
        dialog->start();
    });
    top->addWidget(m_search);
    return top;
}

// The verdict, what keeps the page from pricing, and the money columns' scope.
void ComparePage::buildHeadlines(QVBoxLayout *layout)
{
    m_winner = new QLabel(this);
    m_winner->setObjectName(QStringLiteral("compareWinner"));
    m_winner->setWordWrap(true);
    m_winner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_winner);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("compareProblems"));
    m_problems->setWordWrap(true);
    m_problems->setVisible(false);
    layout->addWidget(m_problems);
    // What the money columns cover, right above them.
    m_scope = new QLabel(this);
    m_scope->setObjectName(QStringLiteral("compareScope"));
    m_scope->setWordWrap(true);
    m_scope->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_scope);
}

QTableView *ComparePage::buildComparisonTable(QWidget *parent)
{
    m_table = new QTableView(parent);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ComparisonModel::VerdictColumn, Qt::AscendingOrder);
    // Rows, several at once (Shift, Ctrl, Ctrl+A) for Ctrl+C (TableCopy); the
    // current row is the option the page explains.
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Figures at their width; the option's name and the risks share what is
    // left and wrap (fitColumns), so every column stays in view at 1280 px.
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ComparisonModel::NameColumn,
                                                      QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(ComparisonModel::RisksColumn,
                                                      QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->viewport()->installEventFilter(this);
    // Rows take their height after the columns take their widths (names and
    // money wrap), later than the table is filled: fit the split again then.
    connect(m_table->verticalHeader(), &QHeaderView::sectionResized, this, [this] { fitSplit(); });
    return m_table;
}

// The selected option, the assumptions and the what-if panel, as tabs.
QTabWidget *ComparePage::buildDetailTabs(QWidget *parent)
{
    m_tabs = new QTabWidget(parent);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    // The selected option: how it is priced, then its cost lines.
    auto *selected = new QWidget(m_tabs);
    selected->setObjectName(QStringLiteral("selectedOptionTab"));
    auto *selectedLayout = new QVBoxLayout(selected);
    m_detail = new QLabel(selected);
    m_detail->setObjectName(QStringLiteral("compareSelectedDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    selectedLayout->addWidget(m_detail);
    m_lineTable = new QTableView(selected);
    m_lineTable->setObjectName(QStringLiteral("costLineTable"));
    m_lineTable->setModel(m_lines);
    m_lineTable->verticalHeader()->hide();
    m_lineTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_lineTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_lineTable->horizontalHeader()->setStretchLastSection(true);
    selectedLayout->addWidget(m_lineTable, 1);
    m_tabs->addTab(selected, QString());
    m_assumptionTable = new QTableView(m_tabs);
    m_assumptionTable->setObjectName(QStringLiteral("assumptionTable"));
    m_assumptionTable->setModel(m_assumptions);
    m_assumptionTable->verticalHeader()->hide();
    m_assumptionTable->setEditTriggers(QAbstractItemView::DoubleClicked |
                                       QAbstractItemView::EditKeyPressed |
                                       QAbstractItemView::AnyKeyPressed);
    m_assumptionTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Names and sources are long (an article's title) and the tab is half the
    // page: names get what they need first (fitAssumptionColumns) and wrap
    // onto more lines where that is not enough, never cut; sources get the
    // rest, on one line, elided, whole in their tooltips.
    m_assumptionTable->setWordWrap(true);
    m_assumptionTable->setTextElideMode(Qt::ElideRight);
    m_assumptionTable->setItemDelegateForColumn(AssumptionModel::SourceColumn,
                                                new OneLineDelegate(m_assumptionTable));
    m_assumptionTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_assumptionTable->horizontalHeader()->setSectionResizeMode(AssumptionModel::NameColumn,
                                                                QHeaderView::Interactive);
    m_assumptionTable->horizontalHeader()->setSectionResizeMode(AssumptionModel::SourceColumn,
                                                                QHeaderView::Stretch);
    m_assumptionTable->viewport()->installEventFilter(this);
    // New words (a language switch, another project) need new widths.
    connect(m_assumptions, &QAbstractItemModel::modelReset, this,
            [this] { fitAssumptionColumns(); });
    connect(m_assumptions, &QAbstractItemModel::layoutChanged, this,
            [this] { fitAssumptionColumns(); });
    connect(m_assumptions, &QAbstractItemModel::dataChanged, this,
            [this] { fitAssumptionColumns(); });
    m_tabs->addTab(m_assumptionTable, QString());
    auto *whatIfScroll = new QScrollArea(m_tabs);
    whatIfScroll->setObjectName(QStringLiteral("whatIfScroll"));
    whatIfScroll->setWidgetResizable(true);
    whatIfScroll->setFrameShape(QFrame::NoFrame);
    whatIfScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    whatIfScroll->setWidget(new WhatIfPanel(m_document, whatIfScroll));
    m_tabs->addTab(whatIfScroll, QString());

    return m_tabs;
}

// Break-even, decision flips and the tornado, in a scrolling group.
QGroupBox *ComparePage::buildInsights(QWidget *parent)
{
    m_insightsGroup = new QGroupBox(parent);
    m_insightsGroup->setObjectName(QStringLiteral("insightsGroup"));
    auto *groupLayout = new QVBoxLayout(m_insightsGroup);
    auto *scroll = new QScrollArea(m_insightsGroup);
    scroll->setObjectName(QStringLiteral("insightsScroll"));
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    auto *insights = new QVBoxLayout(content);
    insights->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(content);
    groupLayout->addWidget(scroll);
    m_breakEven = new QLabel(m_insightsGroup);
    m_breakEven->setObjectName(QStringLiteral("compareBreakEven"));
    m_breakEven->setWordWrap(true);
    m_flips = new QLabel(m_insightsGroup);
    m_flips->setObjectName(QStringLiteral("compareFlips"));
    m_flips->setWordWrap(true);
    m_tornadoTitle = new QLabel(m_insightsGroup);
    m_tornadoTitle->setObjectName(QStringLiteral("compareTornadoTitle"));
    m_tornadoTitle->setWordWrap(true);
    m_tornado = new QTableWidget(0, 2, m_insightsGroup);
    m_tornado->setObjectName(QStringLiteral("tornadoTable"));
    m_tornado->verticalHeader()->hide();
    m_tornado->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tornado->setSelectionMode(QAbstractItemView::NoSelection);
    m_tornado->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tornado->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    insights->addWidget(m_breakEven);
    insights->addWidget(m_flips);
    insights->addWidget(m_tornadoTitle);
    // Tall enough for every bar; the scroll area scrolls the whole panel.
    m_tornado->setMinimumHeight(m_tornado->horizontalHeader()->sizeHint().height() +
                                kTornadoBars * m_tornado->verticalHeader()->defaultSectionSize() +
                                4);
    insights->addWidget(m_tornado);
    insights->addStretch(1);
    return m_insightsGroup;
}

bool ComparePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    if (watched == m_assumptionTable->viewport() &&
        (event->type() == QEvent::Resize || (event->type() == QEvent::Show && m_assumptionsUnfit)))
        fitAssumptionColumns();
    return QWidget::eventFilter(watched, event);
}

// The name column gets the width the figures leave, up to its longest name,
// keeping some for the risks; both wrap below that.
void ComparePage::fitColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    int figures = 0;
    for (int c = 0; c < m_proxy->columnCount(); ++c)
        if (c != ComparisonModel::NameColumn && c != ComparisonModel::RisksColumn)
            figures += header->sectionSize(c);
    constexpr int kMinName = 140;
    constexpr int kRisks = 180;
    // Public in the base class: the width of a column's widest cell.
    const auto *view = static_cast<const QAbstractItemView *>(m_table);
    const auto needs = [&](int column) {
        return std::max(view->sizeHintForColumn(column), header->sectionSizeHint(column));
    };
    const int longest = needs(ComparisonModel::NameColumn);
    // The risks wrap (short words after commas): when the figures leave too
    // little, they give way first, down to about one word a line; then the
    // names, down to a narrower floor (they wrap onto a third line).
    constexpr int kMinRisks = 76;
    constexpr int kNameFloor = 100;
    const int width = m_table->viewport()->width();
    const int risks =
        std::clamp(width - figures - kMinName, kMinRisks,
                   std::max(kMinRisks, std::min(kRisks, needs(ComparisonModel::RisksColumn))));
    const int room = width - figures - risks;
    header->resizeSection(ComparisonModel::NameColumn,
                          std::clamp(room, kNameFloor, std::max(longest, kMinName)));
    header->resizeSection(ComparisonModel::RisksColumn, risks);
    fitSplit();
}

// Assumption names whole when the figures leave room for them and a little
// of the source (which elides first: its tooltip has it whole).
void ComparePage::fitAssumptionColumns()
{
    // Measuring every name is a text layout of the whole table (about a
    // third of an edit's frame): a hidden table -- another tab, another
    // page -- is fitted when it shows.
    if (!m_assumptionTable->isVisible()) {
        m_assumptionsUnfit = true;
        return;
    }
    m_assumptionsUnfit = false;
    QHeaderView *header = m_assumptionTable->horizontalHeader();
    const auto *view = static_cast<const QAbstractItemView *>(m_assumptionTable);
    // As ResizeToContents will size them: the header's own sizes may be stale here.
    const auto needs = [&](int column) {
        return std::max(view->sizeHintForColumn(column), header->sectionSizeHint(column));
    };
    int figures = 0;
    for (int c = 0; c < m_assumptions->columnCount(); ++c)
        if (c != AssumptionModel::NameColumn && c != AssumptionModel::SourceColumn)
            figures += needs(c);
    // What the figures leave: the names take what they need of it, leaving
    // the source an eighth of the table (its first words, whole in the
    // tooltip), but never less than half of it; a longer name wraps.
    const int width = m_assumptionTable->viewport()->width();
    const int rest = width - figures;
    const int source = width / 8 + 8;
    header->resizeSection(
        AssumptionModel::NameColumn,
        std::max(std::min(needs(AssumptionModel::NameColumn), rest - source), rest / 2));
    // Rows as tall as their wrapped names at these widths.
    m_assumptionTable->resizeRowsToContents();
}

// The table as tall as its rows (a plan compares a handful of options, their
// names and money on two lines), up to a little over half the page; the
// selected option's details and the insights get the rest.
void ComparePage::fitSplit()
{
    if (m_splitMoved || !m_split || m_split->height() <= 0)
        return;
    // The rows' heights at the columns' present widths: the header's own
    // lengths follow only at the next layout.
    const auto *view = static_cast<const QAbstractItemView *>(m_table);
    int rows = 0;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        // As the header sizes them: the cells' height, at least the
        // header's own (one line of its type) and its minimum.
        rows += std::max({view->sizeHintForRow(r), m_table->verticalHeader()->sectionSizeHint(r),
                          m_table->verticalHeader()->minimumSectionSize()});
    // No scroll bar counted: at this height the table needs none (the columns
    // fit its width, fitColumns), and counting one that shows for a moment
    // while the rows settle made the height swing between two values.
    const int needed = m_table->horizontalHeader()->height() + rows + 2 * m_table->frameWidth();
    const int total = m_split->height() - m_split->handleWidth();
    const int cap = total * 3 / 5;
    const int table = std::min(needed, cap);
    // A vertical scroll bar only when the rows cannot all show: one that
    // comes and goes while they settle narrows the columns, the names wrap,
    // the rows grow, and the height never settles.
    m_table->setVerticalScrollBarPolicy(needed > cap ? Qt::ScrollBarAsNeeded
                                                     : Qt::ScrollBarAlwaysOff);
    const QList<int> sizes{table, total - table};
    if (m_split->sizes() != sizes)
        m_split->setSizes(sizes);
}

void ComparePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ComparePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Asked for now: an edit still pending is evaluated at once.
    if (m_dirty || m_shownEvaluation != m_document->results()->evaluationCount() ||
        m_document->results()->isStale())
        showWorkload();
}

void ComparePage::retranslateUi()
{
    //: Compare page: the workload whose options are compared
    m_workloadLabel->setText(tr("&Workload:"));
    //: Button: enumerate cards, counts, sites and contracts for the workload
    m_search->setText(tr("&Search Options..."));
    //: Compare page tab: the project's assumptions, editable
    m_tabs->setTabText(1, tr("Assumptions"));
    //: Tab with sliders that move the key assumptions
    m_tabs->setTabText(2, tr("What if"));
    m_assumptionTable->setToolTip(tr("Every assumption of the evaluation with its source. "
                                     "Edit low, likely or high; the change is saved with the "
                                     "project and can be undone."));
    m_lineTable->setToolTip(
        tr("Hover a line to see how it is computed. Untick a hidden cost to leave it out of "
           "every total; the choice is saved with the project and can be undone."));
    //: Compare page: group with break-even points, decision flips and sensitivity
    m_insightsGroup->setTitle(tr("What would change the decision"));
    m_tornado->setHorizontalHeaderLabels(
        {//: Sensitivity table header: the assumption that is varied
         tr("Input"),
         //: Sensitivity table header: how much the cost moves between low and high
         tr("Swing")});
    m_model->retranslate();
    m_lines->retranslate();
    m_assumptions->retranslate();
    fitAssumptionColumns();
    // Bilingual names show the half of the new language.
    fillWorkloads();
    refresh();
}

void ComparePage::fillWorkloads()
{
    fillWorkloadCombo(m_workload, m_document->project(), m_selection->workloadId());
}

void ComparePage::renameWorkload(int index)
{
    renameWorkloadItem(m_workload, m_document->project(), index);
}

void ComparePage::followSelectedWorkload()
{
    selectWorkload(m_workload, m_selection->workloadId());
    refresh();
}

void ComparePage::refresh()
{
    m_dirty = true;
    // Hidden: shown when it becomes visible. An edit pending: evaluated() follows.
    if (isVisible() && !m_document->results()->isStale())
        showWorkload();
}

std::string ComparePage::currentWorkloadId() const
{
    return m_workload->currentData().toString().toStdString();
}

QString ComparePage::optionName(const std::string &optionId) const
{
    for (const Option &o : m_document->project().options)
        if (o.id == optionId)
            return DisplayText::nameOrId(o);
    return qs(optionId);
}

int ComparePage::selectedOptionIndex() const
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return -1;
    return m_proxy->data(current, ComparisonModel::OptionIndexRole).toInt();
}

void ComparePage::showWorkload()
{
    const Evaluation &evaluation = m_document->results()->evaluation();
    m_shownEvaluation = m_document->results()->evaluationCount();
    m_dirty = false;
    const std::string workloadId = m_selection->workloadId();
    const Project &project = m_document->project();
    const Workload *workload = nullptr;
    for (const Workload &w : project.workloads)
        if (w.id == workloadId)
            workload = &w;

    const WorkloadVerdict *verdict = evaluation.verdict(workloadId);
    const bool serving = workload && !isTraining(workload->scenario);
    m_model->setRows(ComparisonModel::rowsFor(project, evaluation, verdict), serving, evaluation);
    selectOptionRow();
    m_scope->setText(CostText::comparisonScope(m_model->scope(), evaluation) +
                     CostText::sentenceGap() + CostText::rangesNote(evaluation));
    m_scope->setVisible(m_model->rowCount() > 0);

    // The project's verdict on this workload in sentences; a workload with
    // invalid fields is not priced at all (core leaves it out), and the
    // problems below say why.
    if (!workload)
        m_winner->setText(tr("Add a workload to compare options for it."));
    else if (!verdict && !evaluation.issues.empty())
        m_winner->setText(tr("This workload cannot be priced until the problems below are fixed."));
    else if (!verdict || verdict->standings.empty())
        m_winner->setText(tr("Add options on the Options page to compare them."));
    else
        m_winner->setText(verdictText(*verdict, *workload, evaluation));

    showProblems();
    showSelectedOption();
    showInsights();
    fitColumns();
}

// The headline and how sure it is; what keeps each other option out is its
// Verdict cell (the reason in a few words, in full on hover).
QString ComparePage::verdictText(const WorkloadVerdict &verdict, const Workload &workload,
                                 const Evaluation &evaluation) const
{
    const auto name = [this](const std::string &id) { return optionName(id); };
    QString text = VerdictText::headline(verdict, workload, evaluation, name);
    const QString chances = VerdictText::chances(verdict, evaluation, name, &m_document->catalog());
    if (!chances.isEmpty())
        text += CostText::sentenceGap() + chances;
    return text;
}

void ComparePage::showProblems()
{
    const Evaluation &evaluation = m_document->results()->evaluation();
    QStringList problems;
    for (const ValidationIssue &issue : evaluation.issues)
        problems << CostText::issue(issue, m_document->project());
    for (const Error &e : evaluation.problems)
        problems << ErrorText::error(e);
    problems.removeDuplicates();
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
}

// The shared selection's option (the winner unless one was picked here),
// without telling the selection what it already knows.
void ComparePage::selectOptionRow()
{
    const std::string select = m_selection->optionId();
    const auto &options = m_document->project().options;
    // Not by blocking the selection model's signals: the view repaints the
    // rows from them, and without them a row left half highlighted.
    const QScopedValueRollback<bool> selecting(m_selectingRow, true);
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const int option = m_proxy->index(r, 0).data(ComparisonModel::OptionIndexRole).toInt();
        if (option >= 0 && option < int(options.size()) && options[size_t(option)].id == select) {
            m_table->selectionModel()->setCurrentIndex(m_proxy->index(r, 0),
                                                       QItemSelectionModel::ClearAndSelect |
                                                           QItemSelectionModel::Rows);
            return;
        }
    }
}

void ComparePage::showSelectedOption()
{
    const PairResult *p = m_document->results()->evaluation().pair(m_selection->workloadId(),
                                                                   m_selection->optionId());
    m_lines->setLines(p ? p->lines : std::vector<CostLine>{});
    if (p)
        //: Compare page tab title; %1 is the option's name
        m_tabs->setTabText(0, tr("Cost lines of %1").arg(optionName(p->optionId)));
    else
        //: Compare page tab: the cost lines of the selected option
        m_tabs->setTabText(0, tr("Cost lines of the selected option"));

    // How the option is priced: the layout the engine chose and its memory,
    // the share of owned cards a run pays for, or why it is not priced.
    QStringList detail;
    if (p && !p->priced) {
        detail << CostText::notPricedReason(*p);
    } else if (p) {
        //: The selected option on Compare; %1 a layout with its memory per card
        detail << tr("Priced with %1.").arg(CostText::layoutSentence(*p));
        for (const Flag &f : p->flags)
            if (f.code == FlagCode::MemoryTight)
                detail << CostText::flagSentence(f, &m_document->catalog());
        if (p->capacity)
            detail << CostText::capacitySentence(*p->capacity);
    }
    m_detail->setText(detail.join(QLatin1Char('\n')));
    m_detail->setVisible(!detail.isEmpty());
}

void ComparePage::showInsights()
{
    showBreakEvens();
    showFlips();
    showTornado();
}

// The cash paybacks that concern this workload: each owned option that can
// run it against the best rented option for it (and against the selected
// one, when that is rented too). One sentence per pair, the core's month and
// busy share, which agree by construction.
void ComparePage::showBreakEvens()
{
    const Evaluation &evaluation = m_document->results()->evaluation();
    const std::string workloadId = m_selection->workloadId();
    const auto priced = [&](const std::string &optionId) {
        const PairResult *p = evaluation.pair(workloadId, optionId);
        return p && p->priced;
    };
    const auto rented = [&](const std::string &optionId) {
        const OptionResult *o = evaluation.option(optionId);
        return o && o->acquisition == Acquisition::Rent;
    };
    std::vector<std::string> rents;
    if (const WorkloadVerdict *v = evaluation.verdict(workloadId))
        for (const Standing &st : v->standings)
            if (rented(st.optionId) && priced(st.optionId)) {
                rents.push_back(st.optionId);
                break;
            }
    const std::string selected = m_selection->optionId();
    if (rented(selected) && priced(selected) &&
        std::find(rents.begin(), rents.end(), selected) == rents.end())
        rents.push_back(selected);
    QStringList sentences;
    for (const BreakEven &b : evaluation.breakEvens)
        if (priced(b.ownOptionId) &&
            std::find(rents.begin(), rents.end(), b.rentOptionId) != rents.end())
            sentences << CostText::breakEvenSentence(optionName(b.ownOptionId),
                                                     optionName(b.rentOptionId), b);
    m_breakEven->setText(sentences.isEmpty()
                             ? tr("No break-even for this workload: no owned option and rented "
                                  "option can both run it.")
                             : EstimateText::bulleted(sentences));
}

// The values at which this workload's two best options swap, each naming
// both options.
void ComparePage::showFlips()
{
    const Evaluation &evaluation = m_document->results()->evaluation();
    const std::string workloadId = m_selection->workloadId();
    const QStringList flips = CostText::flipSentences(
        evaluation, workloadId, [this](const std::string &id) { return optionName(id); },
        &m_document->catalog(), kMaxFlips);
    m_flips->setText(flips.isEmpty() ? tr("No decision flip within the assumptions' ranges.")
                                     : EstimateText::bulleted(flips));
}

// The selected option's tornado, in its pair's scope (the Trade-offs page
// draws the same one).
void ComparePage::showTornado()
{
    const Evaluation &evaluation = m_document->results()->evaluation();
    const Tornado *tornado = m_selection->tornado();
    const PairResult *pair =
        tornado ? evaluation.pair(tornado->workloadId, tornado->optionId) : nullptr;
    if (pair && !pair->priced)
        //: %1 is an option
        m_tornadoTitle->setText(
            tr("No sensitivity: %1 cannot run this workload, so it has no cost to vary.")
                .arg(optionName(pair->optionId)));
    else if (!tornado || tornado->bars.empty())
        m_tornadoTitle->setText(tr("No sensitivity: nothing to vary."));
    else if (tornado->scope == CostScope::PerRun)
        //: Title above the sensitivity table; %1 "cost per run", %2 an option
        m_tornadoTitle->setText(tr("Inputs that move the %1 of %2 most:")
                                    .arg(CostText::totalName(tornado->scope, evaluation).toLower(),
                                         optionName(tornado->optionId)));
    else
        // A serving pair's cost is this workload's over the horizon (its
        // column on the table), not the option's total beside it.
        //: Title above the sensitivity table of a serving workload; %1 an option
        m_tornadoTitle->setText(tr("Inputs that move the cost of this workload over %n "
                                   "month(s) on %1 most:",
                                   "", evaluation.horizonMonths)
                                    .arg(optionName(tornado->optionId)));
    const int bars = tornado ? std::min(int(tornado->bars.size()), kTornadoBars) : 0;
    const QString total =
        tornado ? CostText::workloadCostName(tornado->scope, evaluation) : QString();
    m_tornado->setRowCount(bars);
    for (int i = 0; i < bars; ++i) {
        const SensitivityBar &b = tornado->bars[size_t(i)];
        auto *name = new QTableWidgetItem(CostText::inputName(b.input));
        //: Tooltip of a sensitivity row; %1 "Cost per run" or "This workload over 24 months", %2
        //: and %3 that cost with the input at its low and its high value
        name->setToolTip(
            tr("%1 with the input at its low value: %2; at its high value: %3")
                .arg(total, MoneyFormat::amount(b.totalAtLow), MoneyFormat::amount(b.totalAtHigh)));
        auto *swing = new QTableWidgetItem(MoneyFormat::amount(b.swing()));
        swing->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_tornado->setItem(i, 0, name);
        m_tornado->setItem(i, 1, swing);
    }
}

void ComparePage::setLineEnabled(const std::string &code, bool enabled)
{
    // One undo step; costLinesChanged re-evaluates and resets the check box.
    m_document->setCostLineEnabled(code, enabled);
}
