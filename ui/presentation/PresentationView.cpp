#include "PresentationView.h"

#include <algorithm>

#include <QApplication>
#include <QChart>
#include <QCloseEvent>
#include <QDate>
#include <QFontInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "charts/ChartView.h"
#include "document/ExportNames.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "i18n/VerdictText.h"
#include "models/ComparisonModel.h"
#include "presentation/Shortlist.h"

using namespace suanpan;

namespace {

// Type sizes relative to the application font: read across a meeting room.
constexpr double kBodyScale = 2.0;
constexpr double kHeadingScale = 3.0;
constexpr double kRiskScale = 1.5; // several sentences under the comparison
constexpr double kTitleScale = 4.0;

// Charts worth a slide, in the order a consultant tells the story: what it
// costs over time, where the money goes, what a unit of work costs, what
// could change the answer, then the technical fit.
const ChartKind kSlideCharts[] = {
    ChartKind::CumulativeCost,   ChartKind::CostBreakdown, ChartKind::UnitCost, ChartKind::Tornado,
    ChartKind::CostDistribution, ChartKind::Scaling,       ChartKind::Latency,  ChartKind::Memory};

QFont scaled(QFont font, double scale, bool bold = false)
{
    // QFontInfo: the size actually used, also for fonts set in pixels.
    font.setPointSizeF(QFontInfo(font).pointSizeF() * scale);
    font.setBold(bold);
    return font;
}

// The slides, one at a time. A QStackedWidget answers its layout's size
// questions by asking every slide: each slide shown asked all the slides
// built before it to lay out their wrapped text again, so a deck of 50
// workloads with long names took 50 s to export. The screen (or the deck's
// page) sets the size: the stack asks none of its slides.
class SlideStack final : public QStackedWidget
{
public:
    using QStackedWidget::QStackedWidget;
    QSize sizeHint() const override { return {1280, 720}; }
    QSize minimumSizeHint() const override { return {320, 180}; }
    bool hasHeightForWidth() const override { return false; }
};

} // namespace

PresentationView::PresentationView(const ProjectDocument *document, QWidget *parent)
    : QWidget(parent, Qt::Window), m_document(document), m_stack(new SlideStack(this)),
      m_footer(new QLabel(this)), m_editingLanguage(LanguageManager::instance()->language())
{
    setObjectName(QStringLiteral("presentationView"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowModality(Qt::WindowModal);
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, Qt::white);
    pal.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(pal);

    m_optionIds = Shortlist::optionIds(document->project());
    m_allOptions = !Shortlist::leavesOut(document->project(), m_optionIds);
    m_evaluation = Shortlist::narrow(document->results()->evaluation(), m_optionIds);
    useSelectedTornado();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(48, 32, 48, 16);
    // The screen sets the size. The slides' wrapped text would otherwise
    // make the window as tall as at its narrowest (900 px): taller than a
    // 1280 x 800 meeting-room screen, its footer out of sight. A slide fits
    // by itself (its risks scroll).
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    layout->addWidget(m_stack, 1);
    m_footer->setObjectName(QStringLiteral("presentationFooter"));
    m_footer->setAlignment(Qt::AlignRight);
    m_footer->setStyleSheet(QStringLiteral("color: #666;"));
    layout->addWidget(m_footer);

    planSlides();
    rebuild();
    showSlide(0);
}

PresentationView::~PresentationView() = default;

// The tornado slide of the planning pages' workload is about the option
// selected there, as on Compare and Trade-offs, when that option is on show;
// the other workloads' are about their shown winners (Shortlist::narrow).
void PresentationView::useSelectedTornado()
{
    const PlanSelection *selection = m_document->planSelection();
    const Tornado *selected = selection->tornado();
    // An option that cannot run the workload has no tornado to show.
    if (!selected || selected->bars.empty() ||
        std::find(m_optionIds.begin(), m_optionIds.end(), selected->optionId) == m_optionIds.end())
        return;
    auto &tornadoes = m_evaluation.tornadoes;
    std::erase_if(tornadoes,
                  [selected](const Tornado &t) { return t.workloadId == selected->workloadId; });
    tornadoes.push_back(*selected);
}

int PresentationView::slideCount() const
{
    return int(m_slides.size());
}

int PresentationView::currentSlide() const
{
    return m_stack->currentIndex();
}

void PresentationView::showSlide(int index)
{
    if (m_slides.empty())
        return;
    index = std::clamp(index, 0, slideCount() - 1);
    ensureBuilt(index);
    m_stack->setCurrentIndex(index);
    updateFooter();
}

// A slide's widgets are made when it is first shown: opening the view (and
// a deck export's first step) does not build every table and chart at once.
void PresentationView::ensureBuilt(int index)
{
    if (m_built[std::size_t(index)])
        return;
    const Slide &s = m_slides[std::size_t(index)];
    QWidget *slide = nullptr;
    if (s.workloadId.empty() && !s.chart)
        slide = titleSlide();
    else if (s.chart)
        slide = chartSlide(s.workloadId, s.kind);
    else
        slide = comparisonSlide(s.workloadId);
    QWidget *placeholder = m_stack->widget(index);
    m_stack->insertWidget(index, slide);
    m_stack->removeWidget(placeholder);
    delete placeholder;
    m_built[std::size_t(index)] = true;
}

void PresentationView::setFontFamilies(const QStringList &families)
{
    m_fontFamilies = families;
    QFont f = font();
    if (families.isEmpty())
        f = QApplication::font(this);
    else
        f.setFamilies(families);
    setFont(f);
    rebuild();
}

int PresentationView::comparisonSlideOf(const std::string &workloadId) const
{
    for (std::size_t i = 0; i < m_slides.size(); ++i)
        if (m_slides[i].workloadId == workloadId && !m_slides[i].chart)
            return int(i);
    return -1;
}

int PresentationView::chartSlideOf(const std::string &workloadId, ChartKind kind) const
{
    for (std::size_t i = 0; i < m_slides.size(); ++i)
        if (m_slides[i].workloadId == workloadId && m_slides[i].chart && m_slides[i].kind == kind)
            return int(i);
    return -1;
}

void PresentationView::planSlides()
{
    m_slides.clear();
    m_slides.push_back({});
    const Project &project = m_document->project();
    for (const Workload &w : project.workloads) {
        m_slides.push_back({w.id, false});
        ChartContext context{&project, &m_document->catalog(), &m_evaluation, w.id, m_optionIds};
        for (ChartKind kind : kSlideCharts)
            if (chartAvailable(kind, context))
                m_slides.push_back({w.id, true, kind});
    }
    // The year plan closes the story: how many cards to own, what to rent.
    if (m_document->results()->portfolio().ok())
        for (ChartKind kind : {ChartKind::Demand, ChartKind::OwnedCards})
            m_slides.push_back({{}, true, kind});
}

// Slides are made again on a language switch (a chart words its axes and
// legend when it is built): the one on show at once, the others when shown.
void PresentationView::rebuild()
{
    const int current = std::max(m_stack->currentIndex(), 0);
    while (m_stack->count() > 0) {
        QWidget *old = m_stack->widget(0);
        m_stack->removeWidget(old);
        delete old;
    }
    // Placeholders; showSlide() builds each slide when it is first shown.
    m_built.assign(m_slides.size(), false);
    for (std::size_t i = 0; i < m_slides.size(); ++i)
        m_stack->addWidget(new QWidget);
    setWindowTitle(tr("Presentation"));
    showSlide(current);
}

QLabel *PresentationView::heading(const QString &text, double scale, QWidget *parent) const
{
    auto *label = new QLabel(text, parent);
    label->setFont(scaled(font(), scale, true));
    label->setWordWrap(true);
    return label;
}

QWidget *PresentationView::titleSlide()
{
    const ProjectMeta &meta = m_document->project().meta;
    auto *slide = new QWidget;
    slide->setObjectName(QStringLiteral("slideTitle"));
    auto *layout = new QVBoxLayout(slide);
    layout->addStretch(1);
    const QString title =
        DisplayText::title(meta).isEmpty() ? tr("GPU compute plan") : DisplayText::title(meta);
    layout->addWidget(heading(title, kTitleScale, slide));
    QStringList lines;
    if (!meta.client.empty())
        //: Presentation title slide; %1 is the client's name
        lines << tr("For %1").arg(QString::fromStdString(meta.client));
    if (!meta.author.empty())
        //: Presentation title slide; %1 is who prepared the plan
        lines << tr("Prepared by %1").arg(QString::fromStdString(meta.author));
    lines << QLocale().toString(QDate::currentDate(), QLocale::LongFormat);
    auto *sub = new QLabel(lines.join(QLatin1Char('\n')), slide);
    sub->setFont(scaled(font(), kBodyScale));
    layout->addWidget(sub);
    layout->addSpacing(24);
    QStringList workloads;
    for (const Workload &w : m_document->project().workloads)
        workloads << QStringLiteral("• %1 — %2")
                         .arg(workloadName(w.id), DisplayText::scenario(w.scenario));
    auto *list = new QLabel(workloads.join(QLatin1Char('\n')), slide);
    list->setFont(scaled(font(), kBodyScale));
    list->setWordWrap(true);
    layout->addWidget(list);
    auto *shown = new QLabel(
        m_allOptions ? tr("All %n options are compared.", "", int(m_optionIds.size()))
                     : tr("The %n shortlisted options are compared.", "", int(m_optionIds.size())),
        slide);
    shown->setFont(scaled(font(), kBodyScale));
    layout->addWidget(shown);
    layout->addStretch(2);
    return slide;
}

QWidget *PresentationView::comparisonSlide(const std::string &workloadId)
{
    const Project &project = m_document->project();
    const auto w = std::find_if(project.workloads.begin(), project.workloads.end(),
                                [&](const Workload &x) { return x.id == workloadId; });
    auto *slide = new QWidget;
    slide->setObjectName(QStringLiteral("slideComparison"));
    auto *layout = new QVBoxLayout(slide);
    layout->addWidget(heading(workloadName(workloadId), kHeadingScale, slide));
    if (!m_allOptions) {
        // The ranking and the winner's sentence are among these options only.
        auto *scope = new QLabel(
            //: Presentation, under a workload's heading; %n options on show, %1 in the project
            tr("Ranked among the %n shortlisted options; the project has %1.", "",
               int(m_optionIds.size()))
                .arg(tr("%n option(s)", "", int(project.options.size()))),
            slide);
        scope->setObjectName(QStringLiteral("presentationScope"));
        scope->setFont(scaled(font(), kRiskScale));
        scope->setWordWrap(true);
        layout->addWidget(scope);
    }

    // Best first, as the project's verdict ranks them.
    const WorkloadVerdict *verdict = m_evaluation.verdict(workloadId);
    std::vector<ComparisonModel::Row> rows =
        ComparisonModel::rowsFor(project, m_evaluation, verdict);
    QStringList risks; // "option: what could go wrong", in the verdict's order
    for (const ComparisonModel::Row &row : rows)
        for (const Flag &flag : row.pair.flags)
            risks << tr("%1: %2").arg(optionName(row.pair.optionId),
                                      CostText::flagSentence(flag, &m_document->catalog()));
    auto *model = new ComparisonModel(slide);
    model->setCatalog(&m_document->catalog());
    model->setRows(std::move(rows), !isTraining(w->scenario), m_evaluation);
    QTableView *table = slideTable(model, slide);
    layout->addSpacing(16);
    layout->addWidget(table);
    // What the two money columns cover (the same line as on Compare).
    auto *covers = new QLabel(CostText::comparisonScope(model->scope(), m_evaluation) +
                                  CostText::sentenceGap() + CostText::rangesNote(m_evaluation),
                              slide);
    covers->setObjectName(QStringLiteral("presentationMoneyScope"));
    covers->setFont(scaled(font(), kRiskScale));
    covers->setWordWrap(true);
    layout->addWidget(covers);

    const QString said = verdictSentence(verdict, *w);
    auto *winner = new QLabel(said, slide);
    winner->setObjectName(QStringLiteral("presentationWinner"));
    winner->setFont(scaled(font(), kBodyScale, true));
    winner->setWordWrap(true);
    layout->addSpacing(16);
    layout->addWidget(winner);

    addRisks(risks, slide, layout);
    return slide;
}

// The comparison as a table in large type: fewer columns than on Compare.
QTableView *PresentationView::slideTable(ComparisonModel *model, QWidget *slide)
{
    auto *table = new QTableView(slide);
    table->setObjectName(QStringLiteral("presentationTable"));
    table->setModel(model);
    table->setFont(scaled(font(), kBodyScale));
    table->horizontalHeader()->setFont(scaled(font(), kBodyScale, true));
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->setShowGrid(false);
    table->setAlternatingRowColors(true);
    table->setWordWrap(true);
    // Fewer columns than on the Compare page, so the type can be large: the
    // option's name says how it is bought, the money cells say when it does
    // not fit, and the risks are told in sentences under the table.
    table->setColumnHidden(ComparisonModel::AcquisitionColumn, true);
    table->setColumnHidden(ComparisonModel::UnitCostColumn, true);
    // The chances are said under the table, in the verdict's sentence.
    table->setColumnHidden(ComparisonModel::ChanceColumn, true);
    table->setColumnHidden(ComparisonModel::RisksColumn, true);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(ComparisonModel::NameColumn,
                                                    QHeaderView::Stretch);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // As tall as its rows: the winner's sentence sits right under the table.
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Never squeezed: a row left out of sight would be an option left out.
    table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // Rows grow when a name wraps once the columns have their widths; the
    // table's height must follow them, or the last row is cut.
    // Its height is set from the rows and the header themselves: the size hint
    // lags a language switch by a frame and cut the last row by a pixel or two.
    const auto fitRows = [table] {
        table->setFixedHeight(table->horizontalHeader()->height() +
                              table->verticalHeader()->length() + 2 * table->frameWidth());
    };
    connect(table->verticalHeader(), &QHeaderView::sectionResized, table, fitRows);
    connect(table->horizontalHeader(), &QHeaderView::geometriesChanged, table, fitRows);
    return table;
}

// The verdict's headline and its chances, under the table.
QString PresentationView::verdictSentence(const WorkloadVerdict *verdict, const Workload &w) const
{
    const auto name = [this](const std::string &id) { return optionName(id); };
    QString said = verdict ? VerdictText::headline(*verdict, w, m_evaluation, name)
                           : tr("Add options on the Options page to compare them.");
    if (verdict)
        if (const QString chances =
                VerdictText::chances(*verdict, m_evaluation, name, &m_document->catalog());
            !chances.isEmpty())
            said += CostText::sentenceGap() + chances;
    return said;
}

// What the Risks column only names, in sentences to talk through (or the
// space they would take).
void PresentationView::addRisks(const QStringList &risks, QWidget *slide, QVBoxLayout *layout)
{
    if (!risks.isEmpty()) {
        //: Presentation: heading of the risk flags of the compared options, in sentences
        auto *title = heading(tr("Risks to discuss"), kBodyScale, slide);
        title->setObjectName(QStringLiteral("presentationRisksTitle"));
        // The list yields when the slide is full (many risks on a small
        // screen): it scrolls rather than push the table out of sight.
        auto *scroll = new QScrollArea(slide);
        scroll->setObjectName(QStringLiteral("presentationRisksScroll"));
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        auto *list = new QLabel(QStringLiteral("• ") + risks.join(QStringLiteral("\n• ")));
        list->setObjectName(QStringLiteral("presentationRisks"));
        list->setFont(scaled(font(), kRiskScale));
        list->setWordWrap(true);
        list->setTextFormat(Qt::PlainText);
        list->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        scroll->setWidget(list);
        scroll->viewport()->setAutoFillBackground(false);
        list->setAutoFillBackground(false);
        layout->addSpacing(24);
        layout->addWidget(title);
        layout->addWidget(scroll, 1);
    } else {
        layout->addStretch(1);
    }
}

QWidget *PresentationView::chartSlide(const std::string &workloadId, ChartKind kind)
{
    auto *slide = new QWidget;
    slide->setObjectName(QStringLiteral("slideChart"));
    auto *layout = new QVBoxLayout(slide);
    //: Presentation heading of the year plan's slides
    layout->addWidget(
        heading(isYearChart(kind) ? tr("Year plan") : workloadName(workloadId), kBodyScale, slide));
    auto *view = new ChartView(slide);
    view->setExportName(ExportNames::safe(chartTitle(kind), chartKey(kind)));
    view->setFocusPolicy(Qt::NoFocus);
    ChartContext context{&m_document->project(),
                         &m_document->catalog(),
                         &m_evaluation,
                         workloadId,
                         m_optionIds,
                         kBodyScale};
    if (const auto &year = m_document->results()->portfolio(); year.ok())
        context.portfolio = &year.value();
    context.fontFamilies = m_fontFamilies;
    view->replaceChart(buildChart(kind, context));
    layout->addWidget(view, 1);
    return slide;
}

QString PresentationView::optionName(const std::string &optionId) const
{
    for (const Option &o : m_document->project().options)
        if (o.id == optionId)
            return DisplayText::nameOrId(o);
    return DisplayText::unknownEntry(optionId);
}

QString PresentationView::workloadName(const std::string &workloadId) const
{
    for (const Workload &w : m_document->project().workloads)
        if (w.id == workloadId)
            return DisplayText::nameOrId(w);
    return DisplayText::unknownEntry(workloadId);
}

void PresentationView::updateFooter()
{
    //: Presentation footer: slide number and the keys; keep the key names
    m_footer->setText(tr("%1 / %2   ← → move · L 中文/English · Esc leave")
                          .arg(currentSlide() + 1)
                          .arg(slideCount()));
}

void PresentationView::toggleLanguage()
{
    LanguageManager::instance()->setLanguage(LanguageManager::isChinese()
                                                 ? QLatin1String(LanguageManager::kEnglish)
                                                 : QLatin1String(LanguageManager::kChinese),
                                             false);
}

void PresentationView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void PresentationView::closeEvent(QCloseEvent *event)
{
    if (LanguageManager::instance()->language() != m_editingLanguage)
        LanguageManager::instance()->setLanguage(m_editingLanguage, false);
    QWidget::closeEvent(event);
}

void PresentationView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_PageDown:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        showSlide(currentSlide() + 1);
        break;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
    case Qt::Key_PageUp:
        showSlide(currentSlide() - 1);
        break;
    case Qt::Key_Home:
        showSlide(0);
        break;
    case Qt::Key_End:
        showSlide(slideCount() - 1);
        break;
    case Qt::Key_L:
        toggleLanguage();
        break;
    case Qt::Key_Escape:
        close();
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}
