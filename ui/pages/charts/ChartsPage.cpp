#include "ChartsPage.h"

#include <algorithm>

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "charts/ChartKit.h"
#include "charts/ChartView.h"
#include "document/ExportNames.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/DisplayText.h"
#include "widgets/WorkloadCombo.h"

using namespace suanpan;

namespace {

constexpr int kKindRole = Qt::UserRole;

} // namespace

ChartsPage::ChartsPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_selection(document->planSelection())
{
    setObjectName(QStringLiteral("chartsPage"));
    buildUi();
    connect(m_document, &ProjectDocument::reset, this, &ChartsPage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadInserted, this, &ChartsPage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadRemoved, this, &ChartsPage::fillWorkloads);
    connect(m_document, &ProjectDocument::workloadChanged, this, &ChartsPage::renameWorkload);
    connect(m_document->results(), &ProjectResults::evaluated, this, [this] {
        if (m_drawnEvaluation == m_document->results()->evaluationCount())
            return; // already drawn from it (read when the page was shown)
        m_chartStale = true;
        redraw();
    });
    connect(m_selection, &PlanSelection::workloadChanged, this,
            &ChartsPage::followSelectedWorkload);
    // The tornado is the selected option's (picked on Compare, else the winner).
    connect(m_selection, &PlanSelection::optionChanged, this, [this] {
        m_chartStale = true;
        // In the middle of an edit: evaluated() follows and redraws.
        if (!m_document->results()->isStale())
            redraw();
    });
    connect(m_document->results(), &ProjectResults::portfolioOptionChanged, this, [this] {
        m_chartStale = true;
        redraw();
    });
    connect(m_workload, &QComboBox::currentIndexChanged, this, [this] {
        m_selection->setWorkloadId(m_workload->currentData().toString().toStdString());
    });
    connect(m_charts, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            showChart(ChartKind(m_charts->item(row)->data(kKindRole).toInt()));
    });
    fillWorkloads();
    retranslateUi();
}

ChartsPage::~ChartsPage() = default;

void ChartsPage::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_workloadLabel = new QLabel(this);
    m_workload = new QComboBox(this);
    m_workload->setObjectName(QStringLiteral("chartsWorkload"));
    m_workload->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_workloadLabel->setBuddy(m_workload);
    top->addWidget(m_workloadLabel);
    top->addWidget(m_workload);
    top->addStretch(1);

    m_view = new ChartView(this);
    m_view->setObjectName(QStringLiteral("chartView"));
    const auto button = [this, top](const char *name, QAction *action) {
        auto *b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, action, &QAction::trigger);
        top->addWidget(b);
        return b;
    };
    m_exportPng = button("chartsExportPng", m_view->exportPngAction());
    m_exportSvg = button("chartsExportSvg", m_view->exportSvgAction());
    m_copy = button("chartsCopy", m_view->copyAction());
    layout->addLayout(top);

    auto *body = new QHBoxLayout;
    m_charts = new QListWidget(this);
    m_charts->setObjectName(QStringLiteral("chartList"));
    m_charts->setSpacing(3);
    for (ChartKind kind : allChartKinds()) {
        auto *item = new QListWidgetItem(m_charts);
        item->setData(kKindRole, int(kind));
    }
    m_charts->setCurrentRow(0);
    m_charts->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    body->addWidget(m_charts);
    body->addWidget(m_view, 1);
    layout->addLayout(body, 1);
}

void ChartsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ChartsPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_drawnEvaluation != m_document->results()->evaluationCount() ||
        m_document->results()->isStale())
        m_chartStale = true;
    redraw();
}

void ChartsPage::retranslateUi()
{
    //: Trade-offs page: the workload the charts are about
    m_workloadLabel->setText(tr("&Workload:"));
    m_exportPng->setText(m_view->exportPngAction()->text());
    m_exportPng->setToolTip(m_view->exportPngAction()->toolTip());
    m_exportSvg->setText(m_view->exportSvgAction()->text());
    m_exportSvg->setToolTip(m_view->exportSvgAction()->toolTip());
    m_copy->setText(m_view->copyAction()->text());
    m_copy->setToolTip(m_view->copyAction()->toolTip());
    m_view->setToolTip(tr("Hover a line or bar for its exact value; right-click to export or "
                          "copy the chart."));
    for (int row = 0; row < m_charts->count(); ++row)
        m_charts->item(row)->setText(
            chartTitle(ChartKind(m_charts->item(row)->data(kKindRole).toInt())));
    // Wide enough for the longest title in this language, with the items'
    // spacing and text margins on both sides.
    int widest = 0;
    for (int row = 0; row < m_charts->count(); ++row)
        widest = std::max(widest,
                          m_charts->fontMetrics().horizontalAdvance(m_charts->item(row)->text()));
    m_charts->setFixedWidth(widest + 2 * (m_charts->spacing() + m_charts->frameWidth()) + 24);
    // Bilingual workload names show the half of the new language.
    fillWorkloads();
    m_chartStale = true;
    redraw();
}

void ChartsPage::fillWorkloads()
{
    fillWorkloadCombo(m_workload, m_document->project(), m_selection->workloadId());
    m_chartStale = true;
}

void ChartsPage::renameWorkload(int index)
{
    renameWorkloadItem(m_workload, m_document->project(), index);
}

void ChartsPage::followSelectedWorkload()
{
    selectWorkload(m_workload, m_selection->workloadId());
    m_chartStale = true;
    // Chosen in the middle of an edit (a workload added): evaluated() follows.
    if (!m_document->results()->isStale())
        redraw();
}

ChartContext ChartsPage::context() const
{
    ChartContext c;
    c.project = &m_document->project();
    c.catalog = &m_document->catalog();
    c.evaluation = &m_document->results()->evaluation();
    c.workloadId = m_selection->workloadId();
    // The one Compare shows too (PlanSelection computes it once).
    c.tornado = m_selection->tornado();
    if (const auto &year = m_document->results()->portfolio(); year.ok())
        c.portfolio = &year.value();
    return c;
}

void ChartsPage::showChart(ChartKind kind)
{
    m_kind = kind;
    for (int row = 0; row < m_charts->count(); ++row)
        if (m_charts->item(row)->data(kKindRole).toInt() == int(kind) &&
            m_charts->currentRow() != row) {
            QSignalBlocker block(m_charts);
            m_charts->setCurrentRow(row);
        }
    m_chartStale = true;
    redraw();
}

void ChartsPage::updateChartList(const ChartContext &context)
{
    for (int row = 0; row < m_charts->count(); ++row) {
        QListWidgetItem *item = m_charts->item(row);
        const QString why =
            chartUnavailableReason(ChartKind(item->data(kKindRole).toInt()), context);
        item->setFlags(why.isEmpty() ? item->flags() | Qt::ItemIsEnabled
                                     : item->flags() & ~Qt::ItemIsEnabled);
        item->setToolTip(why);
    }
}

void ChartsPage::redraw()
{
    // Hidden: drawn when shown (which reads an evaluation still pending at once).
    if (!isVisible() || !m_chartStale)
        return;
    const ChartContext c = context();
    m_drawnEvaluation = m_document->results()->evaluationCount();
    updateChartList(c);
    const bool available = chartAvailable(m_kind, c);
    m_view->updateChart(buildChart(m_kind, c));
    m_view->setExportName(ExportNames::safe(chartTitle(m_kind), chartKey(m_kind)));
    for (QAction *a : {m_view->exportPngAction(), m_view->exportSvgAction(), m_view->copyAction()})
        a->setEnabled(available);
    for (QPushButton *b : {m_exportPng, m_exportSvg, m_copy})
        b->setEnabled(available);
    m_chartStale = false;
}
