#include "ScenarioPage.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "cost/CostInputs.h"
#include "document/ApplyScenario.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "io/Example.h"
#include "pages/scenario/ScenarioSummary.h"
#include "widgets/CountEdit.h"

using namespace suanpan;

namespace {

const Scenario kScenarios[] = {Scenario::PreTraining, Scenario::FullFineTune, Scenario::LoRA,
                               Scenario::QLoRA, Scenario::Inference};

// A scenario's card: a click anywhere on it presses its button.
class CardFrame final : public QFrame
{
public:
    using QFrame::QFrame;
    void setButton(QPushButton *button) { m_button = button; }

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (m_button && event->button() == Qt::LeftButton &&
            rect().contains(event->position().toPoint()))
            m_button->click();
        QFrame::mouseReleaseEvent(event);
    }

private:
    QPushButton *m_button = nullptr;
};

QLabel *wrapped(const char *objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    // Clicks go to the card, which presses its button.
    label->setAttribute(Qt::WA_TransparentForMouseEvents);
    return label;
}

} // namespace

ScenarioPage::ScenarioPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("scenarioPage"));
    buildUi();
    retranslateUi();

    const auto refresh = [this] { refreshTarget(); };
    connect(document, &ProjectDocument::reset, this, refresh);
    connect(document, &ProjectDocument::fileStateChanged, this, [this] { refreshBanner(); });
    connect(document, &ProjectDocument::workloadInserted, this, refresh);
    connect(document, &ProjectDocument::workloadRemoved, this, refresh);
    connect(document, &ProjectDocument::workloadChanged, this, refresh);
    // The choice applies to the workload the planning pages show.
    connect(document->planSelection(), &PlanSelection::workloadChanged, this, refresh);
}

// The example's banner: says plainly that this is the example and offers a
// new project from the chosen scenario.
void ScenarioPage::buildBanner(QWidget *host, QVBoxLayout *layout)
{
    m_banner = new QFrame(host);
    m_banner->setObjectName(QStringLiteral("scenarioExampleBanner"));
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setStyleSheet(
        QStringLiteral("QFrame#scenarioExampleBanner { background: palette(alternate-base); "
                       "border: 1px solid palette(highlight); border-radius: 6px; }"));
    m_bannerText = new QLabel(m_banner);
    m_bannerText->setObjectName(QStringLiteral("scenarioExampleText"));
    m_bannerText->setWordWrap(true);
    m_bannerText->setTextFormat(Qt::PlainText);
    m_startNew = new QCheckBox(m_banner);
    m_startNew->setObjectName(QStringLiteral("scenarioStartNew"));
    connect(m_startNew, &QCheckBox::toggled, this, [this] { refreshTarget(); });
    auto *bannerLayout = new QVBoxLayout(m_banner);
    bannerLayout->setContentsMargins(10, 8, 10, 8);
    bannerLayout->addWidget(m_bannerText);
    bannerLayout->addWidget(m_startNew);
    layout->addWidget(m_banner);
}

void ScenarioPage::buildUi()
{
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("scenarioScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *host = new QWidget(scroll);
    auto *layout = new QVBoxLayout(host);

    m_title = new QLabel(host);
    m_title->setObjectName(QStringLiteral("scenarioTitle"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    m_title->setFont(titleFont);
    m_intro = wrapped("scenarioIntro", host);
    m_target = wrapped("scenarioTarget", host);
    QFont bold = m_target->font();
    bold.setBold(true);
    m_target->setFont(bold);
    layout->addWidget(m_title);
    buildBanner(host, layout);
    layout->addWidget(m_intro);
    layout->addWidget(m_target);

    // Arrow keys move between the cards' buttons (QAbstractButton does so
    // within a button group); Tab and the mnemonics work as everywhere.
    m_group = new QButtonGroup(this);
    m_group->setExclusive(false);
    auto *grid = new QGridLayout;
    grid->setSpacing(10);
    for (Scenario s : kScenarios) {
        m_cards.push_back(makeCard(s, host));
        grid->addWidget(m_cards.back().frame, int(m_cards.size()) - 1, 0);
    }
    layout->addLayout(grid);
    layout->addStretch(1);
    scroll->setWidget(host);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
}

ScenarioPage::Card ScenarioPage::makeCard(Scenario scenario, QWidget *parent)
{
    const QString code = QString::fromUtf8(toCode(scenario).data());
    Card card;
    card.scenario = scenario;
    auto *frame = new CardFrame(parent);
    card.frame = frame;
    frame->setObjectName(QLatin1String("scenarioCard_") + code);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setCursor(Qt::PointingHandCursor);

    card.button = new QPushButton(frame);
    frame->setButton(card.button);
    card.button->setObjectName(QLatin1String("scenario_") + code);
    card.button->setMinimumWidth(190);
    card.button->setMinimumHeight(48);
    QFont big = card.button->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    card.button->setFont(big);
    card.button->setAutoDefault(true);
    m_group->addButton(card.button);
    connect(card.button, &QPushButton::clicked, this, [this, scenario] { cardClicked(scenario); });

    card.description = wrapped("scenarioDescription", frame);
    card.cards = wrapped("scenarioCards", frame);
    card.billing = wrapped("scenarioBilling", frame);
    card.presets = wrapped("scenarioPresets", frame);
    QPalette muted = card.presets->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    card.presets->setPalette(muted);

    auto *text = new QVBoxLayout;
    text->setSpacing(3);
    text->addWidget(card.description);
    text->addWidget(card.cards);
    text->addWidget(card.billing);
    text->addWidget(card.presets);
    auto *row = new QHBoxLayout(frame);
    row->setContentsMargins(10, 8, 10, 8);
    row->setSpacing(14);
    row->addWidget(card.button, 0, Qt::AlignTop);
    row->addLayout(text, 1);
    return card;
}

void ScenarioPage::cardClicked(Scenario scenario)
{
    if (startsNewProject())
        emit newProjectRequested(scenario);
    else
        choose(scenario);
}

bool ScenarioPage::startsNewProject() const
{
    return m_document->origin() == ProjectDocument::Origin::Example && m_startNew->isChecked();
}

void ScenarioPage::refreshBanner()
{
    const bool example = m_document->origin() == ProjectDocument::Origin::Example;
    m_banner->setVisible(example);
    if (!example)
        m_startNew->setChecked(false); // the next example starts in its default again
    const auto &workloads = m_document->project().workloads;
    const int current = m_document->planSelection()->workloadIndex();
    const QString workload =
        current >= 0 ? DisplayText::name(workloads[std::size_t(current)]) : QString();
    if (m_startNew->isChecked())
        m_bannerText->setText(tr("This is the example project. Choosing a scenario below now "
                                 "starts a new, untitled project from it; the example stays as it "
                                 "is."));
    else
        //: %1 the example's workload a scenario card would change
        m_bannerText->setText(tr("This is the example project. Choosing a scenario below changes "
                                 "its workload \"%1\" (Undo takes it back). To plan your own job, "
                                 "start a new project from the scenario you choose instead.")
                                  .arg(workload));
}

int ScenarioPage::choose(Scenario scenario)
{
    const ScenarioChange change =
        ApplyScenario::apply(m_document, m_document->planSelection()->workloadIndex(), scenario);
    const Project &project = m_document->project();
    const ScenarioFit fit = ScenarioSummary::checkFit(
        change.after, m_document->catalog(),
        sizingAssumptions(CatalogView(m_document->catalog(), project), project));
    emit scenarioApplied(change.index);
    ProjectDocument *document = m_document;
    emit editNote([document, change, fit] {
        return ScenarioSummary::text(change, fit, document->catalog());
    });
    return change.index;
}

void ScenarioPage::changeEvent(QEvent *event)
{
    // The presets' counts follow the locale, which may change after the language.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ScenarioPage::retranslateUi()
{
    m_title->setText(tr("What kind of job are you planning?"));
    m_intro->setText(
        tr("Each kind of job needs different cards and a different way of paying for them. "
           "Choose one to give the workload sensible job settings. A model you imported, picked "
           "or typed stays; the preset model comes only with a workload that has none of its "
           "own. You can change everything on the Workload page, and Undo takes the choice "
           "back."));
    //: Check box on the example's banner (Scenario page)
    m_startNew->setText(tr("&Start a new project from the scenario I choose"));
    for (Card &card : m_cards)
        retranslateCard(card);
    refreshTarget();
}

void ScenarioPage::retranslateCard(Card &card)
{
    switch (card.scenario) {
    case Scenario::PreTraining:
        //: Scenario button; keep the mnemonic letter unique on the page
        card.button->setText(tr("&Pre-training"));
        card.description->setText(
            tr("Train a model from scratch, or continue pre-training on hundreds of billions of "
               "tokens. Card memory, NVLink inside servers and IB or RoCE between them, and weeks "
               "of stable running decide the plan."));
        card.cards->setText(
            tr("Typical cards: H800, A800, H100/H200 class, eight per server, servers joined by "
               "IB or RoCE."));
        card.billing->setText(
            tr("Billing: monthly or yearly, for a hosted cluster or your own servers in a rented "
               "cabinet."));
        break;
    case Scenario::FullFineTune:
        card.button->setText(tr("F&ull fine-tune"));
        card.description->setText(
            tr("Update every weight of an existing model with your own data. The optimizer keeps "
               "several copies of the whole model, so even a 7B model wants 80 GB cards with a "
               "fast link between them."));
        card.cards->setText(tr("Typical cards: A800, H800, H20; four to eight 80 GB cards."));
        card.billing->setText(tr("Billing: hourly for a short run, monthly when runs repeat."));
        break;
    case Scenario::LoRA:
        card.button->setText(tr("Lo&RA fine-tune"));
        card.description->setText(
            tr("Train small adapter matrices while the base model stays frozen. A 7B model fits "
               "on 24 GB cards, so price and flexibility matter more than the interconnect."));
        card.cards->setText(tr("Typical cards: RTX 4090, L20, L40S."));
        card.billing->setText(tr("Billing: hourly on a GPU cloud, stopped when the run ends."));
        break;
    case Scenario::QLoRA:
        card.button->setText(tr("&QLoRA fine-tune"));
        card.description->setText(
            tr("LoRA on a base model stored in 4 bits. Even large models fit on a few 24 to 48 GB "
               "cards, at some cost in speed."));
        card.cards->setText(tr("Typical cards: RTX 4090, L20, A6000."));
        card.billing->setText(tr("Billing: hourly on a GPU cloud."));
        break;
    case Scenario::Inference:
        card.button->setText(tr("&Inference"));
        card.description->setText(
            tr("Serve a trained model to users. The time to the first token, the throughput at "
               "that latency and the cost per million tokens decide the plan."));
        card.cards->setText(tr("Typical cards: L20, RTX 4090, L4."));
        card.billing->setText(
            tr("Billing: monthly for the steady load, plus hourly capacity for peaks."));
        break;
    }
    // The presets as core defines them, so this text cannot drift from them.
    const Workload w = projectTemplate(card.scenario).workloads.front();
    const QLocale here = locale();
    if (isTraining(card.scenario))
        //: %1 a model such as Llama-2-7B, %2 a token count such as "200 M"; %n days
        card.presets->setText(
            tr("Starts with: %1, %2 training tokens, a deadline of %n day(s).", "",
               int(w.deadlineDays))
                .arg(DisplayText::modelName(w.model),
                     CountEdit::format(CountEdit::Kind::Tokens, w.trainingTokens, here)));
    else
        //: %1 a model, %2 a number format such as INT8, %3 and %4 token counts, %5 a latency
        card.presets->setText(
            tr("Starts with: %1 at %2, %3 prompt and %4 output tokens, %n request(s) at once, "
               "first token within %5.",
               "", w.concurrency)
                .arg(DisplayText::modelName(w.model), DisplayText::precision(w.precision),
                     here.toString(w.promptTokens), here.toString(w.outputTokens),
                     EstimateText::latency(w.ttftTargetSeconds)));
}

void ScenarioPage::refreshTarget()
{
    const auto &workloads = m_document->project().workloads;
    const int current = m_document->planSelection()->workloadIndex();
    const bool has = current >= 0;
    if (startsNewProject())
        m_target->setText(tr("Your choice starts a new project."));
    else if (has)
        //: %1 is the name of the workload the chosen scenario applies to
        m_target->setText(tr("Your choice applies to the workload \"%1\".")
                              .arg(DisplayText::name(workloads[std::size_t(current)])));
    else
        m_target->setText(tr("The project has no workload yet: your choice adds one."));
    // The scenario the workload has now is outlined.
    for (Card &card : m_cards) {
        const bool applied = has && workloads[std::size_t(current)].scenario == card.scenario;
        card.frame->setStyleSheet(
            applied ? QStringLiteral("QFrame#%1 { border: 2px solid palette(highlight); "
                                     "border-radius: 6px; }")
                          .arg(card.frame->objectName())
                    : QString());
    }
    refreshBanner();
}
