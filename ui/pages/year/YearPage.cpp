#include "YearPage.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include "charts/ChartView.h"
#include "charts/Charts.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/YearText.h"
#include "pages/year/ScheduleModel.h"

using namespace suanpan;

namespace {

// Number editors with each column's bounds and decimals (ScheduleModel).
class ScheduleDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        const int column = index.column();
        if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor)) {
            spin->setDecimals(ScheduleModel::decimals(column));
            spin->setRange(ScheduleModel::minimum(column), ScheduleModel::maximum(column));
        } else if (auto *ints = qobject_cast<QSpinBox *>(editor)) {
            ints->setRange(int(ScheduleModel::minimum(column)),
                           int(ScheduleModel::maximum(column)));
        }
        return editor;
    }
};

} // namespace

YearPage::YearPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new ScheduleModel(document, this))
{
    setObjectName(QStringLiteral("yearPage"));
    buildUi();
    auto stale = [this] {
        m_stale = true;
        refresh();
    };
    connect(m_document->results(), &ProjectResults::evaluated, this, stale);
    connect(m_document->results(), &ProjectResults::portfolioOptionChanged, this, stale);
    for (auto signal : {&ProjectDocument::optionInserted, &ProjectDocument::optionRemoved,
                        &ProjectDocument::optionChanged})
        connect(m_document, signal, this, &YearPage::fillOwnedOptions);
    connect(m_document, &ProjectDocument::reset, this, &YearPage::fillOwnedOptions);
    connect(m_owned, &QComboBox::currentIndexChanged, this, [this] {
        if (m_owned->currentIndex() >= 0)
            m_document->results()->setPortfolioOwnedOption(
                m_owned->currentData().toString().toStdString());
    });
    fillOwnedOptions();
    retranslateUi();
}

void YearPage::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_ownedLabel = new QLabel(this);
    m_owned = new QComboBox(this);
    m_owned->setObjectName(QStringLiteral("yearOwnedOption"));
    m_owned->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_ownedLabel->setBuddy(m_owned);
    top->addWidget(m_ownedLabel);
    top->addWidget(m_owned);
    top->addStretch(1);
    layout->addLayout(top);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("yearSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    m_method = new QLabel(this);
    m_method->setObjectName(QStringLiteral("yearMethod"));
    m_method->setWordWrap(true);
    layout->addWidget(m_method);

    m_scheduleLabel = new QLabel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("yearSchedule"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new ScheduleDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ScheduleModel::Workload,
                                                      QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    // As tall as its rows: the charts take the rest of the page.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    m_scheduleLabel->setBuddy(m_table);
    layout->addWidget(m_scheduleLabel);
    layout->addWidget(m_table);

    auto *chartLayout = new QHBoxLayout;
    m_demand = new ChartView(this);
    m_demand->setObjectName(QStringLiteral("yearDemandChart"));
    m_demand->setExportName(chartKey(ChartKind::Demand));
    m_cost = new ChartView(this);
    m_cost->setObjectName(QStringLiteral("yearCostChart"));
    m_cost->setExportName(chartKey(ChartKind::OwnedCards));
    chartLayout->addWidget(m_demand, 1);
    chartLayout->addWidget(m_cost, 1);
    layout->addLayout(chartLayout, 1);
}

void YearPage::fillOwnedOptions()
{
    const std::string current = m_document->results()->portfolioOwnedOption();
    QSignalBlocker block(m_owned);
    m_owned->clear();
    for (const Option &o : m_document->project().options) {
        if (o.acquisition == Acquisition::Rent)
            continue;
        QString name = DisplayText::name(o);
        if (name.isEmpty())
            name = DisplayText::optionName(o, m_document->catalog());
        m_owned->addItem(name, QString::fromStdString(o.id));
    }
    const int at = m_owned->findData(QString::fromStdString(current));
    m_owned->setCurrentIndex(at >= 0 ? at : 0);
    m_owned->setEnabled(m_owned->count() > 1);
    // A removed option: the document falls back to the first owned one.
    if (at < 0 && !current.empty())
        m_document->results()->setPortfolioOwnedOption(
            m_owned->count() > 0 ? m_owned->currentData().toString().toStdString() : std::string());
    m_stale = true;
    refresh();
}

void YearPage::refresh()
{
    if (!isVisible() || !m_stale)
        return;
    m_stale = false;
    const auto &year = m_document->results()->portfolio();
    ChartContext context;
    context.project = &m_document->project();
    context.catalog = &m_document->catalog();
    context.evaluation = &m_document->results()->evaluation();
    m_method->setText(year.ok() ? YearText::method(year.value()) : QString());
    m_method->setVisible(year.ok());
    if (!year.ok()) {
        m_summary->setText(ErrorText::error(year.error()).toHtmlEscaped());
    } else {
        context.portfolio = &year.value();
        const QStringList sentences =
            YearText::summary(year.value(), m_document->project(), m_document->catalog());
        QString html =
            QStringLiteral("<b>") + sentences.front().toHtmlEscaped() + QStringLiteral("</b>");
        for (qsizetype i = 1; i < sentences.size(); ++i)
            html += CostText::sentenceGap() + sentences[i].toHtmlEscaped();
        m_summary->setText(html);
    }
    m_demand->updateChart(buildChart(ChartKind::Demand, context));
    m_cost->updateChart(buildChart(ChartKind::OwnedCards, context));
}

void YearPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fillOwnedOptions(); // option names in the new language; refreshes the rest
    }
    QWidget::changeEvent(event);
}

void YearPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void YearPage::retranslateUi()
{
    //: Year page: the hosted or built option whose cards the team would own
    m_ownedLabel->setText(tr("&Own cards of:"));
    //: Year page: the table of when each workload runs
    m_scheduleLabel->setText(tr("&Schedule (double-click a cell to change it)"));
    m_model->retranslate();
}
