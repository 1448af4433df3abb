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
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/MoneyFormat.h"
#include "models/ComparisonModel.h"
#include "models/CostLineModel.h"
#include "pages/compare/AssumptionModel.h"
#include "pages/compare/SearchDialog.h"
#include "pages/compare/WhatIfPanel.h"

using namespace suanpan;

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

constexpr int kTornadoBars = 8;
constexpr int kMaxFlips = 4;

} // namespace

ComparePage::ComparePage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_selection(document->planSelection()),
      m_model(new ComparisonModel(this)), m_proxy(new QSortFilterProxyModel(this)),
      m_lines(new CostLineModel(this)), m_assumptions(new AssumptionModel(document, this))
{
    setObjectName(QStringLiteral("comparePage"));
    m_model->setCatalog(&m_document->catalog());
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ComparisonModel::SortRole);
    buildUi();

    // The workload list; a workload's other fields (notes typed key by key)
    // leave it alone.
    connect(m_document, &ProjectDocument::reset, this, &ComparePage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadInserted, this, &ComparePage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadRemoved, this, &ComparePage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadChanged, this, &ComparePage::renameWorkload);
    // Every figure: the document's evaluation, after any change at all.
    connect(m_document, &ProjectDocument::evaluated, this, [this] {
        if (m_shownEvaluation != m_document->evaluationCount())
            refresh();
    });
    connect(m_selection, &PlanSelection::workloadChanged, this,
            &ComparePage::followSelectedWorkload);
    connect(m_selection, &PlanSelection::optionChanged, this, [this] {
        // Behind the evaluation, an edit pending or hidden: refresh() shows it all.
        if (m_dirty || !isVisible() || m_document->isEvaluationStale() ||
            m_shownEvaluation != m_document->evaluationCount()) {
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
    layout->addLayout(top);

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

    auto *split = new QSplitter(Qt::Vertical, this);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ComparisonModel::TotalColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    split->addWidget(m_table);

    auto *bottom = new QWidget(split);
    auto *bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(bottom);
    m_tabs->setObjectName(QStringLiteral("compareTabs"));
    m_lineTable = new QTableView(m_tabs);
    m_lineTable->setObjectName(QStringLiteral("costLineTable"));
    m_lineTable->setModel(m_lines);
    m_lineTable->verticalHeader()->hide();
    m_lineTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_lineTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_lineTable->horizontalHeader()->setStretchLastSection(true);
    m_tabs->addTab(m_lineTable, QString());
    m_assumptionTable = new QTableView(m_tabs);
    m_assumptionTable->setObjectName(QStringLiteral("assumptionTable"));
    m_assumptionTable->setModel(m_assumptions);
    m_assumptionTable->verticalHeader()->hide();
    m_assumptionTable->setEditTriggers(QAbstractItemView::DoubleClicked |
                                       QAbstractItemView::EditKeyPressed |
                                       QAbstractItemView::AnyKeyPressed);
    m_assumptionTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_assumptionTable->horizontalHeader()->setStretchLastSection(true);
    m_tabs->addTab(m_assumptionTable, QString());
    auto *whatIfScroll = new QScrollArea(m_tabs);
    whatIfScroll->setObjectName(QStringLiteral("whatIfScroll"));
    whatIfScroll->setWidgetResizable(true);
    whatIfScroll->setFrameShape(QFrame::NoFrame);
    whatIfScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    whatIfScroll->setWidget(new WhatIfPanel(m_document, whatIfScroll));
    m_tabs->addTab(whatIfScroll, QString());
    bottomLayout->addWidget(m_tabs, 3);

    m_insightsGroup = new QGroupBox(bottom);
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
    bottomLayout->addWidget(m_insightsGroup, 2);
    split->addWidget(bottom);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
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
    if (m_dirty || m_shownEvaluation != m_document->evaluationCount() ||
        m_document->isEvaluationStale())
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
         //: Sensitivity table header: how much the total moves between low and high
         tr("Swing")});
    m_model->retranslate();
    m_lines->retranslate();
    m_assumptions->retranslate();
    // Bilingual names show the half of the new language.
    fillWorkloads();
    refresh();
}

void ComparePage::fillWorkloads()
{
    QSignalBlocker block(m_workload);
    m_workload->clear();
    for (const Workload &w : m_document->project().workloads)
        m_workload->addItem(DisplayText::bilingualName(w.name), fromStd(w.id));
    m_workload->setCurrentIndex(m_workload->findData(fromStd(m_selection->workloadId())));
}

void ComparePage::renameWorkload(int index)
{
    const auto &workloads = m_document->project().workloads;
    if (index >= 0 && index < m_workload->count() && std::size_t(index) < workloads.size())
        m_workload->setItemText(index,
                                DisplayText::bilingualName(workloads[std::size_t(index)].name));
}

void ComparePage::followSelectedWorkload()
{
    {
        QSignalBlocker block(m_workload);
        m_workload->setCurrentIndex(m_workload->findData(fromStd(m_selection->workloadId())));
    }
    refresh();
}

void ComparePage::refresh()
{
    m_dirty = true;
    // Hidden: shown when it becomes visible. An edit pending: evaluated() follows.
    if (isVisible() && !m_document->isEvaluationStale())
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
            return DisplayText::bilingualName(o.name.empty() ? o.id : o.name);
    return fromStd(optionId);
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
    const Evaluation &evaluation = m_document->evaluation();
    m_shownEvaluation = m_document->evaluationCount();
    m_dirty = false;
    const std::string workloadId = m_selection->workloadId();
    const Project &project = m_document->project();
    const Workload *workload = nullptr;
    for (const Workload &w : project.workloads)
        if (w.id == workloadId)
            workload = &w;

    std::vector<ComparisonModel::Row> rows;
    if (workload) {
        for (size_t i = 0; i < project.options.size(); ++i) {
            const Option &o = project.options[i];
            const PairResult *p = evaluation.pair(workloadId, o.id);
            if (!p)
                continue;
            rows.push_back({int(i), DisplayText::bilingualName(o.name.empty() ? o.id : o.name),
                            o.acquisition, *p});
        }
    }
    m_model->setRows(std::move(rows), workload && !isTraining(workload->scenario));
    selectOptionRow();

    // The winner in a sentence.
    m_winner->setText(workload ? CostText::rankingSentence(
                                     evaluation, *workload,
                                     [this](const std::string &id) { return optionName(id); })
                               : tr("Add a workload to compare options for it."));

    QStringList problems;
    for (const Error &e : evaluation.problems)
        problems << CostText::problem(e);
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());

    showSelectedOption();
    showInsights();
}

// The shared selection's option (the winner unless one was picked here),
// without telling the selection what it already knows.
void ComparePage::selectOptionRow()
{
    const std::string select = m_selection->optionId();
    const auto &options = m_document->project().options;
    QSignalBlocker block(m_table->selectionModel());
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const int option = m_proxy->index(r, 0).data(ComparisonModel::OptionIndexRole).toInt();
        if (option >= 0 && option < int(options.size()) && options[size_t(option)].id == select) {
            m_table->selectRow(r);
            return;
        }
    }
}

void ComparePage::showSelectedOption()
{
    const PairResult *p =
        m_document->evaluation().pair(m_selection->workloadId(), m_selection->optionId());
    m_lines->setLines(p ? p->lines : std::vector<CostLine>{});
    if (p)
        //: Compare page tab title; %1 is the option's name
        m_tabs->setTabText(0, tr("Cost lines of %1").arg(optionName(p->optionId)));
    else
        //: Compare page tab: the cost lines of the selected option
        m_tabs->setTabText(0, tr("Cost lines of the selected option"));
}

void ComparePage::showInsights()
{
    const Evaluation &evaluation = m_document->evaluation();
    std::vector<std::string> leaders;
    for (const WorkloadRanking &r : evaluation.rankings)
        if (r.workloadId == m_selection->workloadId())
            for (size_t i = 0; i < r.optionIds.size() && i < 2; ++i)
                leaders.push_back(r.optionIds[i]);
    // Only what concerns this workload's two best options (or the selected one).
    const std::string selected = m_selection->optionId();
    const auto concerns = [&](const std::string &id) {
        return id == selected || std::find(leaders.begin(), leaders.end(), id) != leaders.end();
    };
    QStringList breakEvens;
    for (const BreakEven &b : evaluation.breakEvens)
        if (concerns(b.ownOptionId) && concerns(b.rentOptionId))
            breakEvens << CostText::breakEvenSentence(optionName(b.ownOptionId),
                                                      optionName(b.rentOptionId), b);
    m_breakEven->setText(breakEvens.isEmpty()
                             ? tr("No break-even between the leading options: owning and "
                                  "renting are not both among them.")
                             : breakEvens.join(QLatin1Char('\n')));

    QStringList flips;
    for (const DecisionFlip &f : evaluation.flips) {
        if (leaders.size() < 2 || !concerns(f.winnerAbove) || !concerns(f.winnerBelow) ||
            (f.winnerAbove != leaders[0] && f.winnerBelow != leaders[0]))
            continue;
        const size_t slash = f.input.find('/');
        const QString inputOption =
            slash == std::string::npos ? QString() : optionName(f.input.substr(0, slash));
        const QString s =
            CostText::flipSentence(f, optionName(f.winnerAbove), optionName(f.winnerBelow),
                                   inputOption, &m_document->catalog());
        if (!flips.contains(s))
            flips << s;
        if (flips.size() >= kMaxFlips)
            break;
    }
    m_flips->setText(flips.isEmpty() ? tr("No decision flip within the assumptions' ranges.")
                                     : flips.join(QLatin1Char('\n')));

    const Tornado *tornado = evaluation.tornado(currentWorkloadId());
    if (!tornado || tornado->bars.empty())
        m_tornadoTitle->setText(tr("No sensitivity: nothing to vary."));
    else
        //: Title above the sensitivity table; %1 "cost per run" or "total over N months",
        //: %2 an option
        m_tornadoTitle->setText(tr("Inputs that move the %1 of %2 most:")
                                    .arg(CostText::totalName(tornado->scope, evaluation).toLower(),
                                         optionName(tornado->optionId)));
    const int bars = tornado ? std::min(int(tornado->bars.size()), kTornadoBars) : 0;
    m_tornado->setRowCount(bars);
    for (int i = 0; i < bars; ++i) {
        const SensitivityBar &b = tornado->bars[size_t(i)];
        auto *name = new QTableWidgetItem(CostText::inputName(b.input));
        //: Tooltip of a sensitivity row: total cost at the input's low and high value
        name->setToolTip(
            tr("Total at the low value %1, at the high value %2")
                .arg(MoneyFormat::amount(b.totalAtLow), MoneyFormat::amount(b.totalAtHigh)));
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
