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
#include <QUndoStack>
#include <QVBoxLayout>

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
    : QWidget(parent), m_document(document), m_model(new ComparisonModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_lines(new CostLineModel(this)),
      m_assumptions(new AssumptionModel(document, this))
{
    setObjectName(QStringLiteral("comparePage"));
    m_model->setCatalog(&m_document->catalog());
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ComparisonModel::SortRole);
    buildUi();

    connect(m_document, &ProjectDocument::reset, this, [this] {
        m_selectedOptionId.clear();
        fillWorkloads();
        invalidate();
    });
    const auto workloadsChanged = [this] {
        fillWorkloads();
        invalidate();
    };
    connect(m_document, &ProjectDocument::workloadInserted, this, workloadsChanged);
    connect(m_document, &ProjectDocument::workloadRemoved, this, workloadsChanged);
    connect(m_document, &ProjectDocument::workloadChanged, this, workloadsChanged);
    connect(m_document, &ProjectDocument::optionInserted, this, &ComparePage::invalidate);
    connect(m_document, &ProjectDocument::optionRemoved, this, &ComparePage::invalidate);
    connect(m_document, &ProjectDocument::optionChanged, this, &ComparePage::invalidate);
    connect(m_document, &ProjectDocument::assumptionsChanged, this, &ComparePage::invalidate);
    connect(m_document, &ProjectDocument::costLinesChanged, this, &ComparePage::invalidate);
    // Assumptions and anything else without its own signal.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &ComparePage::invalidate);
    connect(m_workload, &QComboBox::currentIndexChanged, this, [this] {
        m_selectedOptionId.clear();
        showWorkload();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        const int option = selectedOptionIndex();
        const auto &options = m_document->project().options;
        if (option >= 0 && option < int(options.size()))
            m_selectedOptionId = options[size_t(option)].id;
        showSelectedOption();
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
    if (m_dirty)
        evaluateNow();
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
    showWorkload();
}

void ComparePage::fillWorkloads()
{
    const QString current = m_workload->currentData().toString();
    QSignalBlocker block(m_workload);
    m_workload->clear();
    for (const Workload &w : m_document->project().workloads)
        m_workload->addItem(DisplayText::bilingualName(w.name), fromStd(w.id));
    const int i = m_workload->findData(current);
    m_workload->setCurrentIndex(i >= 0 ? i : (m_workload->count() > 0 ? 0 : -1));
}

void ComparePage::invalidate()
{
    m_dirty = true;
    if (isVisible())
        evaluateNow();
}

void ComparePage::evaluateNow()
{
    // The project's switched-off lines are part of the project: evaluate() reads them.
    m_evaluation = evaluate(m_document->project(), m_document->catalog());
    m_dirty = false;
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
    if (m_dirty)
        return; // evaluated when shown
    const std::string workloadId = currentWorkloadId();
    const Project &project = m_document->project();
    const Workload *workload = nullptr;
    for (const Workload &w : project.workloads)
        if (w.id == workloadId)
            workload = &w;

    std::vector<ComparisonModel::Row> rows;
    if (workload) {
        for (size_t i = 0; i < project.options.size(); ++i) {
            const Option &o = project.options[i];
            const PairResult *p = m_evaluation.pair(workloadId, o.id);
            if (!p)
                continue;
            rows.push_back({int(i), DisplayText::bilingualName(o.name.empty() ? o.id : o.name),
                            o.acquisition, *p});
        }
    }
    m_model->setRows(std::move(rows), workload && !isTraining(workload->scenario));

    // Keep the selected option across re-evaluations; else select the winner.
    const WorkloadRanking *ranking = nullptr;
    for (const WorkloadRanking &r : m_evaluation.rankings)
        if (r.workloadId == workloadId)
            ranking = &r;
    std::string select = m_selectedOptionId;
    if (select.empty() && ranking && !ranking->optionIds.empty())
        select = ranking->optionIds.front();
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const int option = m_proxy->index(r, 0).data(ComparisonModel::OptionIndexRole).toInt();
        if (option >= 0 && option < int(project.options.size()) &&
            project.options[size_t(option)].id == select) {
            QSignalBlocker block(m_table->selectionModel());
            m_table->selectRow(r);
            m_selectedOptionId = select;
            break;
        }
    }

    // The winner in a sentence.
    m_winner->setText(workload ? CostText::rankingSentence(
                                     m_evaluation, *workload,
                                     [this](const std::string &id) { return optionName(id); })
                               : tr("Add a workload to compare options for it."));

    QStringList problems;
    for (const Error &e : m_evaluation.problems)
        problems << CostText::problem(e);
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());

    showSelectedOption();
    std::vector<std::string> leaders;
    if (ranking)
        for (size_t i = 0; i < ranking->optionIds.size() && i < 2; ++i)
            leaders.push_back(ranking->optionIds[i]);
    showInsights(leaders);
}

void ComparePage::showSelectedOption()
{
    const PairResult *p = m_evaluation.pair(currentWorkloadId(), m_selectedOptionId);
    m_lines->setLines(p ? p->lines : std::vector<CostLine>{});
    if (p)
        //: Compare page tab title; %1 is the option's name
        m_tabs->setTabText(0, tr("Cost lines of %1").arg(optionName(p->optionId)));
    else
        //: Compare page tab: the cost lines of the selected option
        m_tabs->setTabText(0, tr("Cost lines of the selected option"));
}

void ComparePage::showInsights(const std::vector<std::string> &leaders)
{
    // Only what concerns this workload's two best options (or the selected one).
    const auto concerns = [&](const std::string &id) {
        return id == m_selectedOptionId ||
               std::find(leaders.begin(), leaders.end(), id) != leaders.end();
    };
    QStringList breakEvens;
    for (const BreakEven &b : m_evaluation.breakEvens)
        if (concerns(b.ownOptionId) && concerns(b.rentOptionId))
            breakEvens << CostText::breakEvenSentence(optionName(b.ownOptionId),
                                                      optionName(b.rentOptionId), b);
    m_breakEven->setText(breakEvens.isEmpty()
                             ? tr("No break-even between the leading options: owning and "
                                  "renting are not both among them.")
                             : breakEvens.join(QLatin1Char('\n')));

    QStringList flips;
    for (const DecisionFlip &f : m_evaluation.flips) {
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

    const Tornado *tornado = m_evaluation.tornado(currentWorkloadId());
    if (!tornado || tornado->bars.empty())
        m_tornadoTitle->setText(tr("No sensitivity: nothing to vary."));
    else
        //: Title above the sensitivity table; %1 "cost per run" or "total over N months",
        //: %2 an option
        m_tornadoTitle->setText(tr("Inputs that move the %1 of %2 most:")
                                    .arg(CostText::totalName(tornado->scope, m_evaluation).toLower(),
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
