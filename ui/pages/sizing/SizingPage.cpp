#include "SizingPage.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QUndoStack>
#include <QVBoxLayout>

#include "cost/CostInputs.h"
#include "document/ChangeValue.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "i18n/StdText.h"
#include "i18n/VerdictText.h"
#include "models/WorkloadListModel.h"
#include "pages/sizing/InferencePanel.h"
#include "pages/sizing/MemoryPanel.h"
#include "pages/sizing/SetupPanel.h"
#include "pages/sizing/TrainingPanel.h"
#include "settings/Settings.h"
#include "widgets/Colors.h"
#include "widgets/WheelGuard.h"

using namespace suanpan;

namespace {

QLabel *bulletList(const char *name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

void setTextColor(QLabel *label, const QColor &color)
{
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, color);
    label->setPalette(p);
}

} // namespace

SizingPage::SizingPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("sizingPage"));
    buildUi();
    // Built when first shown: on the workload the other pages share.
    m_wanted = std::max(0, document->planSelection()->workloadIndex());
    m_setup->fillCatalog(document->catalog());
    fillWorkloads();
    fillOptions();
    restoreView();
    connectDocument();
    WheelGuard::install(this);
    retranslateUi();
}

void SizingPage::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_setup = new SetupPanel(this);
    layout->addWidget(m_setup);

    m_emptyHint = new QLabel(this);
    m_emptyHint->setObjectName(QStringLiteral("sizingEmptyHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_emptyHint);

    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("sizingScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto *host = new QWidget(m_scroll);
    host->setObjectName(QStringLiteral("sizingResults"));
    auto *grid = new QGridLayout(host);
    grid->setContentsMargins(0, 0, 0, 0);

    m_problem = new QLabel(host);
    m_problem->setObjectName(QStringLiteral("sizingProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    setTextColor(m_problem, warningColor());
    m_memory = new MemoryPanel(host);
    m_training = new TrainingPanel(host);
    m_inference = new InferencePanel(host);

    m_adviceGroup = new QGroupBox(host);
    m_adviceGroup->setObjectName(QStringLiteral("sizingAdviceGroup"));
    auto *advice = new QVBoxLayout(m_adviceGroup);
    m_recommendationsTitle = new QLabel(m_adviceGroup);
    m_recommendationsTitle->setObjectName(QStringLiteral("sizingRecommendationsTitle"));
    m_recommendationsTitle->setWordWrap(true);
    QFont bold = m_recommendationsTitle->font();
    bold.setBold(true);
    m_recommendationsTitle->setFont(bold);
    m_recommendations = bulletList("sizingRecommendations", m_adviceGroup);
    m_trapsTitle = new QLabel(m_adviceGroup);
    m_trapsTitle->setObjectName(QStringLiteral("sizingTrapsTitle"));
    m_trapsTitle->setWordWrap(true);
    m_trapsTitle->setFont(bold);
    m_traps = bulletList("sizingTraps", m_adviceGroup);
    advice->addWidget(m_recommendationsTitle);
    advice->addWidget(m_recommendations);
    advice->addWidget(m_trapsTitle);
    advice->addWidget(m_traps);

    grid->addWidget(m_problem, 0, 0, 1, 2);
    grid->addWidget(m_memory, 1, 0);
    grid->addWidget(m_training, 1, 1);
    grid->addWidget(m_inference, 1, 1);
    grid->addWidget(m_adviceGroup, 2, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(3, 1);
    m_scroll->setWidget(host);
    layout->addWidget(m_scroll, 1);

    connect(m_training, &TrainingPanel::findLayoutRequested, this, &SizingPage::findLayout);
    connect(m_training, &TrainingPanel::useLayoutRequested, this, &SizingPage::useLayout);
    connect(m_memory, &MemoryPanel::remedyRequested, this, &SizingPage::applyRemedy);
    connect(m_setup, &SetupPanel::workloadChosen, this, [this](int index) {
        m_wanted = index;
        refresh();
        m_document->planSelection()->setWorkloadIndex(index);
    });
    connect(m_setup, &SetupPanel::optionChosen, this, &SizingPage::chooseOption);
    connect(m_setup, &SetupPanel::changed, this, [this] {
        saveView();
        refresh();
    });
}

void SizingPage::connectDocument()
{
    ProjectDocument *document = m_document;
    PlanSelection *selection = document->planSelection();
    connect(document, &ProjectDocument::reset, this, [this, selection] {
        m_wanted = std::max(0, selection->workloadIndex());
        m_setup->fillCatalog(m_document->catalog());
        fillWorkloads();
        fillOptions();
        // A project without options (a new one, a template) starts where its
        // workload fits: the seeds' card at the fewest cards that fit. One
        // with options shows the selected one, unless the user chose to size
        // a card of their own (remembered).
        if (m_document->project().options.empty())
            startFromRecommendation();
        else if (!Settings::sizingView().ownChoice)
            m_followSelection = true;
        refresh();
    });
    // A card or facility added, edited or removed on the Catalog page.
    connect(document, &ProjectDocument::catalogChanged, this, [this] {
        m_setup->fillCatalog(m_document->catalog());
        refresh();
    });
    // The shared selection may have moved to a new workload before this page
    // hears of it; a workload removed before it moves its index.
    const auto listChanged = [this, selection] {
        m_wanted = std::max(0, selection->workloadIndex());
        fillWorkloads();
        refresh();
    };
    connect(document, &ProjectDocument::workloadInserted, this, listChanged);
    connect(document, &ProjectDocument::workloadRemoved, this, listChanged);
    connect(document, &ProjectDocument::workloadChanged, this, [this](int index) {
        const auto &workloads = m_document->project().workloads;
        if (index >= 0 && std::size_t(index) < workloads.size())
            m_setup->setWorkloadName(index,
                                     WorkloadListModel::displayName(workloads[std::size_t(index)]));
        refresh();
    });
    // Options added, removed or edited: the list, and the sized option's figures.
    for (auto signal : {&ProjectDocument::optionInserted, &ProjectDocument::optionRemoved,
                        &ProjectDocument::optionChanged})
        connect(document, signal, this, [this] {
            fillOptions();
            refresh();
        });
    connect(document, &ProjectDocument::assumptionsChanged, this, &SizingPage::refresh);
    // Compare's figures and the verdict arrive after each edit (the draws a
    // little later): the lines that quote them follow.
    connect(document->results(), &ProjectResults::evaluated, this, [this] {
        if (isVisible() && !m_dirty)
            showResults();
    });
    // The workload and option chosen on another planning page are sized here.
    connect(selection, &PlanSelection::workloadChanged, this, [this, selection] {
        if (selection->workloadIndex() != currentWorkload())
            setCurrentWorkload(selection->workloadIndex());
    });
    // A picked option is shown at once. A new winner is known only from the
    // evaluation, which must not run in the middle of an edit: it is shown
    // when control returns to the event loop.
    connect(selection, &PlanSelection::optionChanged, this, [this, selection] {
        if (Settings::sizingView().ownChoice)
            return; // the user sizes a card of their own here
        if (selection->isOptionPicked()) {
            showOption(selection->pickedOptionId());
            refresh();
        } else {
            m_followSelection = true;
            scheduleRefresh();
        }
    });
}

// The project changed: refresh once when control returns to the event loop
// (after the edit's last signal, when the document has evaluated), or when
// the page is next shown. Its own controls refresh at once.
void SizingPage::scheduleRefresh()
{
    m_dirty = true;
    if (!isVisible() || m_queued)
        return;
    m_queued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_queued = false;
            if (m_dirty && isVisible())
                refreshFollowing();
        },
        Qt::QueuedConnection);
}

void SizingPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty || m_followSelection)
        refreshFollowing();
}

// Outside any edit (queued, or on showing the page): the selected option
// may be read, which evaluates the project if an edit left it stale.
void SizingPage::refreshFollowing()
{
    if (m_followSelection && !Settings::sizingView().ownChoice)
        followSelectedOption();
    m_followSelection = false;
    refresh();
}

void SizingPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SizingPage::retranslateUi()
{
    m_emptyHint->setText(tr("This project has no workloads yet. Add one on the Workload page "
                            "to size it here."));
    //: Group title: the seeds' recommendations and warnings
    m_adviceGroup->setTitle(tr("Advice"));
    m_recommendationsTitle->setText(tr("For this workload"));
    m_trapsTitle->setText(tr("Traps for this card and count"));
    m_setup->fillCatalog(m_document->catalog());
    fillWorkloads();
    fillOptions();
    refresh();
}

void SizingPage::fillWorkloads()
{
    QStringList names;
    for (const Workload &w : m_document->project().workloads)
        names << WorkloadListModel::displayName(w);
    m_setup->setWorkloads(names, m_wanted);
}

void SizingPage::fillOptions()
{
    std::vector<std::pair<std::string, QString>> options;
    for (const Option &o : m_document->project().options)
        options.emplace_back(o.id, DisplayText::name(o));
    m_setup->setOptions(options);
    if (const Option *o = sizedOption())
        m_setup->showOption(*o);
}

int SizingPage::currentWorkload() const
{
    return m_setup->workloadIndex();
}

void SizingPage::setCurrentWorkload(int index)
{
    m_wanted = index;
    const int count = int(m_document->project().workloads.size());
    if (index < 0 || index >= count)
        return; // the list is refilled and follows m_wanted
    fillWorkloads();
    refresh();
}

SizingAssumptions SizingPage::assumptions() const
{
    const Project &project = m_document->project();
    return sizingAssumptions(CatalogView(m_document->catalog(), project), project);
}

const Workload *SizingPage::workload() const
{
    const auto &workloads = m_document->project().workloads;
    const int i = m_setup->workloadIndex();
    return i >= 0 && std::size_t(i) < workloads.size() ? &workloads[std::size_t(i)] : nullptr;
}

const Option *SizingPage::sizedOption() const
{
    const std::string id = m_setup->setup().optionId;
    for (const Option &o : m_document->project().options)
        if (!id.empty() && o.id == id)
            return &o;
    return nullptr;
}

void SizingPage::restoreView()
{
    const SizingView v = Settings::sizingView();
    SizingSetup s;
    s.optionId = v.ownChoice ? std::string() : m_document->planSelection()->optionId();
    s.layoutByHand = v.layoutByHand;
    s.cardId = v.cardId.toStdString();
    s.cards = v.cards;
    s.facilityId = v.facilityId.toStdString();
    s.tensorParallel = v.tensorParallel;
    s.pipelineParallel = v.pipelineParallel;
    s.zeroStage = v.zeroStage;
    s.recompute = fromCode<Recompute>(v.recompute.toStdString()).value_or(Recompute::Selective);
    s.microBatch = v.microBatch;
    if (v.mfuOverride)
        s.mfu = v.mfuPercent / 100.0;
    m_setup->applySetup(s);
    if (const Option *o = sizedOption())
        m_setup->showOption(*o);
    else if (s.cardId.empty() || !m_document->catalog().findCard(s.cardId))
        startFromRecommendation();
}

void SizingPage::saveView() const
{
    const SizingSetup s = m_setup->setup();
    SizingView v;
    v.ownChoice = s.optionId.empty();
    v.layoutByHand = s.layoutByHand;
    v.cardId = qs(s.cardId);
    v.cards = s.cards;
    v.facilityId = qs(s.facilityId);
    v.tensorParallel = s.tensorParallel;
    v.pipelineParallel = s.pipelineParallel;
    v.zeroStage = s.zeroStage;
    v.recompute = qs(std::string(toCode(s.recompute)));
    v.microBatch = s.microBatch;
    v.mfuOverride = s.mfu.has_value();
    v.mfuPercent = s.mfu ? *s.mfu * 100.0 : Settings::sizingView().mfuPercent;
    Settings::setSizingView(v);
}

SizingSetup SizingPage::setup() const
{
    SizingSetup s = m_setup->setup();
    if (const Option *o = sizedOption()) {
        s.cardId = o->cardId;
        s.cards = o->cardCount;
        s.facilityId = o->facilityId;
    } else {
        s.optionId.clear();
    }
    return s;
}

void SizingPage::followSelectedOption()
{
    showOption(m_document->planSelection()->optionId());
}

void SizingPage::showOption(const std::string &optionId)
{
    SizingSetup s = m_setup->setup();
    s.optionId = optionId;
    m_setup->applySetup(s);
    if (const Option *o = sizedOption())
        m_setup->showOption(*o);
}

void SizingPage::chooseOption(const std::string &optionId)
{
    if (optionId.empty()) {
        // The user's own card and count start from the option shown.
        saveView();
        refresh();
        return;
    }
    if (const Option *o = sizedOption())
        m_setup->showOption(*o);
    saveView();
    // Compare and the charts look at the same option.
    m_document->planSelection()->setOptionId(optionId);
    refresh();
}

void SizingPage::startFromRecommendation()
{
    const Workload *w = workload();
    if (!w && !m_document->project().workloads.empty())
        w = &m_document->project().workloads.front();
    if (!w)
        return;
    // At the network the page sizes on, so the count it recommends is the one it shows.
    const SizingTarget t = recommendedTarget(*w, m_document->catalog(), assumptions(),
                                             networkFor(m_setup->setup(), m_document->catalog()));
    if (!t.card)
        return;
    SizingSetup s = m_setup->setup();
    s.optionId.clear();
    s.cardId = t.card->id;
    s.cards = t.cards;
    s.layoutByHand = false;
    m_setup->applySetup(s);
}

SizingPage::LayoutKey SizingPage::layoutKey() const
{
    // The search tries every count and layout itself: only these matter.
    const SizingSetup s = setup();
    SizingSetup key;
    key.cardId = s.cardId;
    key.facilityId = s.facilityId;
    key.mfu = s.mfu;
    const Workload *w = workload();
    return {w ? *w : Workload{}, key};
}

void SizingPage::refresh()
{
    m_dirty = false;
    const Workload *w = workload();
    m_emptyHint->setVisible(!w);
    m_scroll->setVisible(w != nullptr);
    m_setup->setEnabled(w != nullptr);
    if (!w)
        return;
    const Catalog &catalog = m_document->catalog();
    const SizingSetup s = setup();
    const bool training = isTraining(w->scenario);
    m_setup->setTraining(training, memoryModeFor(w->scenario) == MemoryMode::Train);
    m_training->setVisible(training);
    m_inference->setVisible(!training);

    const SizingRun run = runSizing(*w, s, catalog, assumptions());
    if (!s.layoutByHand && run.problem == SizingRun::Problem::None)
        m_setup->showEngineLayout(run.sizing.layout);
    m_setup->setSource(sourceText(run, s));
    const QString problem = problemText(run, s, training);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());

    const Card *card = catalog.findCard(s.cardId);
    m_remedies = run.remedies;
    m_remedyTarget = run.target;
    if (run.problem == SizingRun::Problem::None && card) {
        m_memory->showRun(run, *card);
        if (training)
            m_training->showRun(run, *card, pricedPair(s));
        else
            m_inference->showRun(run, *w);
    } else {
        m_memory->showNothing();
        m_training->showNothing(QString());
        m_inference->showNothing(QString());
    }

    if (m_layoutKey && !(*m_layoutKey == layoutKey())) {
        m_layout.reset();
        m_layoutKey.reset();
    }
    m_training->showLayoutResult(m_layout ? &*m_layout : nullptr, w->deadlineDays, card);
    showAdvice(run);
    m_run = run;
}

void SizingPage::showResults()
{
    const Workload *w = workload();
    if (!m_run || !w || m_run->workload.id != w->id)
        return;
    const SizingSetup s = setup();
    m_setup->setSource(sourceText(*m_run, s));
    const Card *card = m_document->catalog().findCard(s.cardId);
    if (m_run->problem == SizingRun::Problem::None && card && isTraining(w->scenario))
        m_training->showRun(*m_run, *card, pricedPair(s));
}

QString SizingPage::problemText(const SizingRun &run, const SizingSetup &s, bool training) const
{
    switch (run.problem) {
    case SizingRun::Problem::NoModel:
        return tr("Enter the model's parameters, or import its config.json, on the Workload page.");
    case SizingRun::Problem::NoCard:
        return tr("Choose a card.");
    case SizingRun::Problem::LayoutMismatch: {
        const int modelParallel = std::max(s.tensorParallel, 1) * std::max(s.pipelineParallel, 1);
        return training ? tr("%n card(s) cannot be split into tensor parallel %1 x pipeline "
                             "parallel %2: use a multiple of %3 cards.",
                             "", s.cards)
                              .arg(s.tensorParallel)
                              .arg(s.pipelineParallel)
                              .arg(modelParallel)
                        : tr("%n card(s) cannot be split into replicas of %1 cards: use a "
                             "multiple of %1.",
                             "", s.cards)
                              .arg(s.tensorParallel);
    }
    case SizingRun::Problem::None:
        break;
    }
    if (run.sizing.batchTooSmall)
        //: %n cards, %1 the global batch in sequences
        return tr("No layout splits a global batch of %1 sequences over %n card(s): every "
                  "data-parallel card needs at least one sequence per step. Use fewer cards or "
                  "a larger batch.",
                  "", s.cards)
            .arg(QLocale().toString(globalBatchOf(run.sizing.trainingInputs)));
    if (const Workload *w = workload(); w && !validate(*w).empty())
        return tr("This workload has fields to correct (marked on the Workload page); the "
                  "figures below may be off.");
    return {};
}

QString SizingPage::sourceText(const SizingRun &run, const SizingSetup &s) const
{
    const Option *option = sizedOption();
    if (!option)
        return s.layoutByHand
                   ? tr("A card, count and layout of your choice: not an option of the project.")
                   : tr("A card and count of your choice, in the layout the engine chooses: not "
                        "an option of the project.");
    const QString name = DisplayText::name(*option);
    if (!s.layoutByHand) {
        //: %1 an option's name
        QString text = tr("Sized as Compare prices %1: the layout the engine chooses at this "
                          "card count.")
                           .arg(name);
        // Where the project's verdict puts it, in the verdict's own words.
        if (const WorkloadVerdict *v = m_document->results()->verdict(run.workload.id)) {
            if (v->recommended == option->id)
                text += CostText::sentenceGap() +
                        tr("It is the option the project recommends for this workload.");
            else if (const Standing *st = v->standing(option->id); st && !st->breaches.empty())
                //: %1 why the verdict leaves the option out
                text +=
                    CostText::sentenceGap() + tr("The project's verdict leaves it out: %1.")
                                                  .arg(VerdictText::breach(st->breaches.front()));
        }
        return text;
    }
    if (run.problem != SizingRun::Problem::None)
        return tr("Your layout for %1.").arg(name);
    // What Compare prices the option with: the evaluation's own pair.
    const PairResult *priced =
        m_document->results()->evaluation().pair(run.workload.id, option->id);
    if (!priced)
        return tr("Your layout for %1.").arg(name);
    //: %1 an option's name, %2 the layout Compare prices it with
    return tr("Your layout for %1; Compare prices it with %2.")
        .arg(name, EstimateText::layout(priced->layout));
}

// The project's evaluation of the option being sized, when it is sized as
// Compare prices it (the engine's layout at the option's card, count and
// facility).
const PairResult *SizingPage::pricedPair(const SizingSetup &s) const
{
    const Option *option = sizedOption();
    const Workload *w = workload();
    if (!option || !w || s.layoutByHand)
        return nullptr;
    return m_document->results()->evaluation().pair(w->id, option->id);
}

void SizingPage::showAdvice(const SizingRun &run)
{
    const Catalog &catalog = m_document->catalog();
    QStringList recommendations, traps;
    for (const Advice &a : run.advice)
        (a.kind == Advice::Kind::Warning ? traps : recommendations)
            << EstimateText::advice(a, catalog);
    m_recommendations->setText(EstimateText::bulleted(recommendations));
    m_traps->setText(traps.isEmpty() ? tr("None known for this card and count.")
                                     : EstimateText::bulleted(traps));
    setTextColor(m_traps, traps.isEmpty() ? palette().color(QPalette::WindowText) : warningColor());
}

// A remedy's workload and option changes are one undo step; the page's own
// card, count and layout are view settings and change at once.
void SizingPage::applyRemedy(int index)
{
    const Workload *w = workload();
    if (!w || index < 0 || std::size_t(index) >= m_remedies.size())
        return;
    const Remedy r = m_remedies[std::size_t(index)];
    const int wi = currentWorkload();
    const Option *option = sizedOption();
    int oi = -1;
    for (std::size_t i = 0; option && i < m_document->project().options.size(); ++i)
        if (m_document->project().options[i].id == option->id)
            oi = int(i);
    const std::string cardId = r.target.card ? r.target.card->id : setup().cardId;
    const bool workloadChanges = r.workload.scenario != w->scenario ||
                                 r.workload.precision != w->precision ||
                                 r.workload.concurrency != w->concurrency;
    const bool optionChanges =
        option && (option->cardId != cardId || option->cardCount != r.target.cards);
    if (workloadChanges || optionChanges) {
        QUndoStack *stack = m_document->undoStack();
        //: Undo step of a remedy; %1 what it changes
        stack->beginMacro(tr("Apply: %1").arg(EstimateText::remedy(r, *w, m_remedyTarget)));
        changeValue(m_document, wi, WorkloadFields::Scenario, r.workload.scenario);
        changeValue(m_document, wi, WorkloadFields::Precision, r.workload.precision);
        changeValue(m_document, wi, WorkloadFields::Concurrency, r.workload.concurrency);
        if (oi >= 0) {
            changeValue(m_document, oi, OptionFields::Card, cardId);
            changeValue(m_document, oi, OptionFields::CardCount, r.target.cards);
        }
        stack->endMacro();
    }
    SizingSetup s = m_setup->setup();
    if (oi < 0) {
        s.cardId = cardId;
        s.cards = r.target.cards;
    }
    s.layoutByHand = r.target.layout.has_value();
    if (r.target.layout) {
        s.tensorParallel = r.target.layout->tensorParallel;
        s.pipelineParallel = r.target.layout->pipelineParallel;
        s.zeroStage = r.target.layout->zeroStage;
        s.recompute = r.target.layout->recompute;
        s.microBatch = r.target.layout->microBatch;
    }
    m_setup->applySetup(s);
    if (const Option *o = sizedOption())
        m_setup->showOption(*o);
    saveView();
    refresh();
}

void SizingPage::findLayout()
{
    const Workload *w = workload();
    const Catalog &catalog = m_document->catalog();
    const Card *card = catalog.findCard(setup().cardId);
    if (!w || !card || !isTraining(w->scenario))
        return;
    m_layout = searchLayout(layoutSearchInputs(*w, setup(), catalog, assumptions()), *card);
    m_layoutKey = layoutKey();
    refresh();
}

// The search's count and layout, on this card: a choice of the user's own.
void SizingPage::useLayout()
{
    if (!m_layout || (m_layout->outcome != LayoutSearchResult::Outcome::Found &&
                      m_layout->outcome != LayoutSearchResult::Outcome::DeadlineMissed))
        return;
    const ParallelLayout &l = m_layout->best.layout;
    SizingSetup s = setup();
    s.optionId.clear();
    s.cards = l.cards();
    s.layoutByHand = true;
    s.tensorParallel = l.tensorParallel;
    s.pipelineParallel = l.pipelineParallel;
    s.zeroStage = l.zeroStage;
    s.recompute = l.recompute;
    s.microBatch = l.microBatch;
    m_setup->applySetup(s);
    saveView();
    refresh();
}
