#include "SizingPage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include "cost/CostInputs.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "models/WorkloadListModel.h"
#include "pages/sizing/InferencePanel.h"
#include "pages/sizing/MemoryPanel.h"
#include "pages/sizing/TrainingPanel.h"
#include "settings/Settings.h"
#include "widgets/WheelGuard.h"

using namespace suanpan;

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QSpinBox *countSpin(const char *name, int maximum, QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(QLatin1String(name));
    spin->setRange(1, maximum);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    spin->setMinimumWidth(80);
    return spin;
}

QComboBox *choiceCombo(const char *name, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QLatin1String(name));
    // Long catalog names must not widen the page; the popup shows them whole.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    return combo;
}

QLabel *caption(const char *name, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name) + QLatin1String("Label"));
    label->setBuddy(buddy);
    return label;
}

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

QString bulleted(const QStringList &lines)
{
    QStringList out;
    for (const QString &line : lines)
        out << QString(QChar(0x2022)) + QChar::Nbsp + line;
    return out.join(QLatin1Char('\n'));
}

// Selects the item with `data`; false if there is none.
bool selectData(QComboBox *combo, const QVariant &data)
{
    const int i = combo->findData(data);
    if (i < 0)
        return false;
    const QSignalBlocker block(combo);
    combo->setCurrentIndex(i);
    return true;
}

} // namespace

SizingPage::SizingPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("sizingPage"));
    buildUi();
    fillChoiceCombos();
    fillCatalogCombos();
    fillWorkloads();
    restoreView();
    connectControls();
    WheelGuard::install(this);
    retranslateUi();

    connect(document, &ProjectDocument::reset, this, [this] {
        m_wanted = std::max(0, m_document->planSelection()->workloadIndex());
        fillCatalogCombos();
        fillWorkloads();
        // Until a card is chosen here, start with the one the seeds recommend.
        if (Settings::sizingView().cardId.isEmpty())
            selectRecommendedCard();
        refresh();
    });
    // The shared selection may have moved to a new workload before this page
    // hears of it; a workload removed before it moves its index.
    const auto listChanged = [this] {
        m_wanted = std::max(0, m_document->planSelection()->workloadIndex());
        fillWorkloads();
        refresh();
    };
    // A card or facility added, edited or removed on the Catalog page.
    connect(document, &ProjectDocument::catalogChanged, this, [this] {
        fillCatalogCombos();
        refresh();
    });
    connect(document, &ProjectDocument::workloadInserted, this, listChanged);
    connect(document, &ProjectDocument::workloadRemoved, this, listChanged);
    connect(document, &ProjectDocument::workloadChanged, this, [this](int index) {
        // The name may have changed; the figures follow every edit.
        const auto &workloads = m_document->project().workloads;
        if (index >= 0 && index < m_workload->count() && std::size_t(index) < workloads.size())
            m_workload->setItemText(index,
                                    WorkloadListModel::displayName(workloads[std::size_t(index)]));
        refresh();
    });
    // The workload chosen on another planning page is the one sized here.
    PlanSelection *selection = document->planSelection();
    connect(selection, &PlanSelection::workloadChanged, this, [this, selection] {
        if (selection->workloadIndex() != currentWorkload())
            setCurrentWorkload(selection->workloadIndex());
    });
}

void SizingPage::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildSetup());

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
    setTextColor(m_problem, QColor(0xc6, 0x28, 0x28));
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
}

QGroupBox *SizingPage::buildSetup()
{
    m_setupGroup = new QGroupBox(this);
    m_setupGroup->setObjectName(QStringLiteral("sizingSetupGroup"));
    QWidget *g = m_setupGroup;

    m_workload = choiceCombo("sizingWorkload", g);
    m_workload->setMinimumContentsLength(24);
    m_workloadLabel = caption("sizingWorkload", m_workload, g);
    m_card = choiceCombo("sizingCard", g);
    m_cardLabel = caption("sizingCard", m_card, g);
    m_cards = countSpin("sizingCards", 65'536, g);
    m_cardsLabel = caption("sizingCards", m_cards, g);
    m_network = choiceCombo("sizingNetwork", g);
    m_networkLabel = caption("sizingNetwork", m_network, g);
    m_tp = countSpin("sizingTp", 64, g);
    m_tpLabel = caption("sizingTp", m_tp, g);
    m_pp = countSpin("sizingPp", 128, g);
    m_ppLabel = caption("sizingPp", m_pp, g);
    m_zero = choiceCombo("sizingZero", g);
    m_zeroLabel = caption("sizingZero", m_zero, g);
    m_recompute = choiceCombo("sizingRecompute", g);
    m_recomputeLabel = caption("sizingRecompute", m_recompute, g);
    m_microBatch = countSpin("sizingMicroBatch", 1024, g);
    m_microBatchLabel = caption("sizingMicroBatch", m_microBatch, g);
    m_dataParallel = new QLabel(g);
    m_dataParallel->setObjectName(QStringLiteral("sizingDataParallel"));
    m_dataParallelLabel = caption("sizingDataParallel", nullptr, g);
    m_mfuOverride = new QCheckBox(g);
    m_mfuOverride->setObjectName(QStringLiteral("sizingMfuOverride"));
    m_mfu = new QDoubleSpinBox(g);
    m_mfu->setObjectName(QStringLiteral("sizingMfu"));
    m_mfu->setRange(1.0, 100.0);
    m_mfu->setDecimals(1);
    m_mfu->setKeyboardTracking(false);
    m_mfu->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_mfu->setMinimumWidth(80);

    // Three label-editor pairs per row.
    auto *grid = new QGridLayout(m_setupGroup);
    const auto put = [grid](int row, int pair, QWidget *label, QWidget *editor, int span = 1) {
        grid->addWidget(label, row, 2 * pair, Qt::AlignRight | Qt::AlignVCenter);
        grid->addWidget(editor, row, 2 * pair + 1, 1, 2 * span - 1);
    };
    put(0, 0, m_workloadLabel, m_workload, 2);
    put(0, 2, m_cardLabel, m_card);
    put(1, 0, m_cardsLabel, m_cards);
    put(1, 1, m_tpLabel, m_tp);
    put(1, 2, m_networkLabel, m_network);
    put(2, 0, m_ppLabel, m_pp);
    put(2, 1, m_zeroLabel, m_zero);
    put(2, 2, m_recomputeLabel, m_recompute);
    put(3, 0, m_microBatchLabel, m_microBatch);
    put(3, 1, m_dataParallelLabel, m_dataParallel);
    put(3, 2, m_mfuOverride, m_mfu);
    for (int c : {1, 3, 5})
        grid->setColumnStretch(c, 1);
    m_setupGrid = grid;
    return m_setupGroup;
}

void SizingPage::connectControls()
{
    const auto changed = [this] {
        saveView();
        refresh();
    };
    connect(m_workload, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_wanted = index;
        refresh();
        m_document->planSelection()->setWorkloadIndex(index);
    });
    for (QComboBox *combo : {m_card, m_network, m_zero, m_recompute})
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    for (QSpinBox *spin : {m_cards, m_tp, m_pp, m_microBatch})
        connect(spin, &QSpinBox::valueChanged, this, changed);
    connect(m_mfu, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_mfuOverride, &QCheckBox::toggled, this, [this, changed](bool on) {
        m_mfu->setEnabled(on);
        changed();
    });
}

void SizingPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SizingPage::retranslateUi()
{
    //: Group title: what the workload is sized on
    m_setupGroup->setTitle(tr("Size on"));
    m_workloadLabel->setText(tr("Workload"));
    m_cardLabel->setText(tr("Card"));
    //: Number of cards
    m_cardsLabel->setText(tr("Cards"));
    //: Network between servers (Gb/s), from a facility template
    m_networkLabel->setText(tr("Network"));
    m_network->setToolTip(tr("The network between servers, taken from a facility template; it "
                             "sets how fast gradients are exchanged between servers."));
    //: Tensor parallel degree (TP)
    m_tpLabel->setText(tr("Tensor parallel"));
    //: Pipeline parallel degree (PP)
    m_ppLabel->setText(tr("Pipeline parallel"));
    //: ZeRO optimizer-state sharding (DeepSpeed)
    m_zeroLabel->setText(tr("ZeRO"));
    //: Activation recomputation (gradient checkpointing)
    m_recomputeLabel->setText(tr("Recomputation"));
    //: Sequences per micro-batch
    m_microBatchLabel->setText(tr("Micro-batch"));
    //: Data parallel degree (DP) = cards / (TP x PP)
    m_dataParallelLabel->setText(tr("Data parallel"));
    m_dataParallel->setToolTip(tr("Cards / (tensor parallel x pipeline parallel)."));
    //: Check box: use the user's own MFU instead of the default
    m_mfuOverride->setText(tr("My MFU"));
    m_mfuOverride->setToolTip(
        tr("Use your own MFU (end-to-end at this scale, e.g. from a benchmark run) instead of "
           "the default for this card class."));
    //: Percent suffix of a spin box; Chinese writes it without a space
    m_mfu->setSuffix(tr(" %"));
    m_emptyHint->setText(tr("This project has no workloads yet. Add one on the \"Scenario & "
                            "workload\" page to size it here."));
    //: Group title: the seeds' recommendations and warnings
    m_adviceGroup->setTitle(tr("Advice"));
    m_recommendationsTitle->setText(tr("For this workload"));
    m_trapsTitle->setText(tr("Traps for this card and count"));
    // The caption columns keep the width of their widest caption, shown or
    // not, so switching between training and serving moves nothing.
    int widths[6] = {};
    for (int i = 0; i < m_setupGrid->count(); ++i) {
        int row = 0, column = 0, rows = 0, columns = 0;
        m_setupGrid->getItemPosition(i, &row, &column, &rows, &columns);
        QWidget *widget = m_setupGrid->itemAt(i)->widget();
        if (widget && columns == 1 && column % 2 == 0)
            widths[column] = std::max(widths[column], widget->sizeHint().width());
    }
    for (int column : {0, 2, 4})
        m_setupGrid->setColumnMinimumWidth(column, widths[column]);
    fillChoiceCombos();
    fillCatalogCombos();
    fillWorkloads();
    refresh();
}

void SizingPage::fillChoiceCombos()
{
    {
        const int zero = m_zero->currentIndex();
        const QSignalBlocker block(m_zero);
        m_zero->clear();
        //: ZeRO stage 0: nothing sharded
        m_zero->addItem(tr("Off"), 0);
        m_zero->addItem(tr("Stage 1 (optimizer states)"), 1);
        m_zero->addItem(tr("Stage 2 (+ gradients)"), 2);
        m_zero->addItem(tr("Stage 3 (+ weights)"), 3);
        m_zero->setCurrentIndex(zero < 0 ? 1 : zero);
    }
    {
        const int recompute = m_recompute->currentIndex();
        const QSignalBlocker block(m_recompute);
        m_recompute->clear();
        //: Recomputation: none
        m_recompute->addItem(tr("None"), int(Recompute::None));
        m_recompute->addItem(tr("Selective (attention)"), int(Recompute::Selective));
        //: Recomputation: the whole forward pass
        m_recompute->addItem(tr("Full"), int(Recompute::Full));
        m_recompute->setCurrentIndex(recompute < 0 ? 1 : recompute);
    }
}

void SizingPage::fillCatalogCombos()
{
    const Catalog &catalog = m_document->catalog();
    {
        const QVariant current = m_card->currentData();
        const QSignalBlocker block(m_card);
        m_card->clear();
        for (const Card &card : catalog.cards)
            m_card->addItem(DisplayText::cardWithMemory(card), qs(card.id));
        m_card->setCurrentIndex(std::max(0, m_card->findData(current)));
    }
    {
        const QVariant current = m_network->currentData();
        const QSignalBlocker block(m_network);
        m_network->clear();
        for (const Facility &f : catalog.facilities)
            //: A facility template and its network between servers
            m_network->addItem(
                tr("%1, %2 Gb/s")
                    .arg(DisplayText::facilityName(f), QLocale().toString(f.network.gbitPerS)),
                qs(f.id));
        m_network->setCurrentIndex(std::max(0, m_network->findData(current)));
    }
}

void SizingPage::fillWorkloads()
{
    const QSignalBlocker block(m_workload);
    m_workload->clear();
    for (const Workload &w : m_document->project().workloads)
        m_workload->addItem(WorkloadListModel::displayName(w));
    m_workload->setCurrentIndex(
        m_workload->count() == 0 ? -1 : std::clamp(m_wanted, 0, m_workload->count() - 1));
}

int SizingPage::currentWorkload() const
{
    return m_workload->currentIndex();
}

void SizingPage::setCurrentWorkload(int index)
{
    m_wanted = index;
    if (index < 0 || index >= m_workload->count())
        return; // the list is refilled and follows m_wanted
    if (index == m_workload->currentIndex())
        refresh();
    else
        m_workload->setCurrentIndex(index); // refresh() follows
}

SizingAssumptions SizingPage::assumptions() const
{
    const Project &project = m_document->project();
    return sizingAssumptions(CatalogView(m_document->catalog(), project), project);
}

const Workload *SizingPage::workload() const
{
    const auto &workloads = m_document->project().workloads;
    const int i = m_workload->currentIndex();
    return i >= 0 && std::size_t(i) < workloads.size() ? &workloads[std::size_t(i)] : nullptr;
}

void SizingPage::restoreView()
{
    const SizingView v = Settings::sizingView();
    SizingSetup s;
    s.cardId = v.cardId.toStdString();
    s.cards = v.cards;
    s.facilityId = v.facilityId.toStdString();
    s.tensorParallel = v.tensorParallel;
    s.pipelineParallel = v.pipelineParallel;
    s.zeroStage = v.zeroStage;
    s.recompute = fromCode<Recompute>(v.recompute.toStdString()).value_or(Recompute::Selective);
    s.microBatch = v.microBatch;
    applySetup(s);
    {
        const QSignalBlocker a(m_mfuOverride), b(m_mfu);
        m_mfuOverride->setChecked(v.mfuOverride);
        m_mfu->setValue(v.mfuPercent);
        m_mfu->setEnabled(v.mfuOverride);
    }
    if (s.cardId.empty() || !m_document->catalog().findCard(s.cardId))
        selectRecommendedCard();
}

void SizingPage::saveView() const
{
    const SizingSetup s = setup();
    SizingView v;
    v.cardId = qs(s.cardId);
    v.cards = s.cards;
    v.facilityId = qs(s.facilityId);
    v.tensorParallel = s.tensorParallel;
    v.pipelineParallel = s.pipelineParallel;
    v.zeroStage = s.zeroStage;
    v.recompute = qs(std::string(toCode(s.recompute)));
    v.microBatch = s.microBatch;
    v.mfuOverride = m_mfuOverride->isChecked();
    v.mfuPercent = m_mfu->value();
    Settings::setSizingView(v);
}

SizingSetup SizingPage::setup() const
{
    SizingSetup s;
    s.cardId = m_card->currentData().toString().toStdString();
    s.cards = m_cards->value();
    s.facilityId = m_network->currentData().toString().toStdString();
    s.tensorParallel = m_tp->value();
    s.pipelineParallel = m_pp->value();
    s.zeroStage = m_zero->currentData().toInt();
    s.recompute = Recompute(m_recompute->currentData().toInt());
    s.microBatch = m_microBatch->value();
    if (m_mfuOverride->isChecked())
        s.mfu = m_mfu->value() / 100.0;
    return s;
}

void SizingPage::applySetup(const SizingSetup &s)
{
    selectData(m_card, qs(s.cardId));
    selectData(m_network, qs(s.facilityId));
    selectData(m_zero, s.zeroStage);
    selectData(m_recompute, int(s.recompute));
    for (auto [spin, value] :
         {std::pair{m_cards, s.cards}, std::pair{m_tp, s.tensorParallel},
          std::pair{m_pp, s.pipelineParallel}, std::pair{m_microBatch, s.microBatch}}) {
        const QSignalBlocker block(spin);
        spin->setValue(value);
    }
}

void SizingPage::selectRecommendedCard()
{
    const Workload *w = workload();
    if (!w && !m_document->project().workloads.empty())
        w = &m_document->project().workloads.front();
    if (!w)
        return;
    // The first card the seeds recommend for this kind of job that the catalog has.
    for (const Advice &a : adviseWorkload(*w)) {
        if (!a.code.starts_with("rec.cards."))
            continue;
        for (const std::string &id : a.ids)
            if (selectData(m_card, qs(id)))
                return;
    }
}

std::vector<QWidget *> SizingPage::trainingControls() const
{
    return {m_networkLabel,    m_network,    m_ppLabel,           m_pp,
            m_zeroLabel,       m_zero,       m_recomputeLabel,    m_recompute,
            m_microBatchLabel, m_microBatch, m_dataParallelLabel, m_dataParallel,
            m_mfuOverride,     m_mfu};
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
    const Workload *w = workload();
    m_emptyHint->setVisible(!w);
    m_scroll->setVisible(w != nullptr);
    m_setupGroup->setEnabled(w != nullptr);
    if (!w)
        return;
    const Catalog &catalog = m_document->catalog();
    const SizingSetup s = setup();
    const bool training = isTraining(w->scenario);

    // Serving uses TP (cards per replica) only.
    for (QWidget *x : trainingControls())
        x->setVisible(training);
    // Adapters are small: sharding them over data-parallel cards saves nothing.
    const bool zero = memoryModeFor(w->scenario) == MemoryMode::Train;
    m_zero->setEnabled(zero);
    m_zero->setToolTip(zero ? tr("Shards optimizer states (stage 1), then gradients (2), then "
                                 "weights (3) over the data-parallel cards (Rajbhandari et al. "
                                 "2020).")
                            : tr("LoRA and QLoRA train small adapters: ZeRO saves nothing "
                                 "here."));
    m_tp->setToolTip(training ? tr("Cards that split every layer between them (Megatron-LM).")
                              : tr("Cards per serving replica, splitting every layer between "
                                   "them."));
    m_training->setVisible(training);
    m_inference->setVisible(!training);

    const int modelParallel = std::max(s.tensorParallel, 1) * std::max(s.pipelineParallel, 1);
    m_dataParallel->setText(s.cards % modelParallel == 0
                                ? QLocale().toString(s.cards / modelParallel)
                                : EstimateText::unavailable());

    const SizingRun run = runSizing(*w, s, catalog, assumptions());
    const Card *card = catalog.findCard(s.cardId);
    QString problem;
    switch (run.problem) {
    case SizingRun::Problem::NoModel:
        problem = tr("Enter the model's parameters, or import its config.json, on the workload "
                     "page.");
        break;
    case SizingRun::Problem::NoCard:
        problem = tr("Choose a card.");
        break;
    case SizingRun::Problem::LayoutMismatch:
        problem = training ? tr("%n card(s) cannot be split into tensor parallel %1 x pipeline "
                                "parallel %2: use a multiple of %3 cards.",
                                "", s.cards)
                                 .arg(s.tensorParallel)
                                 .arg(s.pipelineParallel)
                                 .arg(modelParallel)
                           : tr("%n card(s) cannot be split into replicas of %1 cards: use a "
                                "multiple of %1.",
                                "", s.cards)
                                 .arg(s.tensorParallel);
        break;
    case SizingRun::Problem::None:
        if (!validate(*w).empty())
            problem = tr("This workload has fields to correct (marked on the workload page); the "
                         "figures below may be off.");
        break;
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());

    if (run.problem == SizingRun::Problem::None && card) {
        m_memory->showRun(run, *card, catalog);
        if (training)
            m_training->showRun(run, *card);
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
}

void SizingPage::showAdvice(const SizingRun &run)
{
    const Catalog &catalog = m_document->catalog();
    QStringList recommendations, traps;
    for (const Advice &a : run.advice)
        (a.kind == Advice::Kind::Warning ? traps : recommendations)
            << EstimateText::advice(a, catalog);
    m_recommendations->setText(bulleted(recommendations));
    m_traps->setText(traps.isEmpty() ? tr("None known for this card and count.") : bulleted(traps));
    setTextColor(m_traps, traps.isEmpty() ? palette().color(QPalette::WindowText)
                                          : QColor(0xc6, 0x28, 0x28));
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

void SizingPage::useLayout()
{
    if (!m_layout || m_layout->outcome == LayoutSearchResult::Outcome::NothingFitsMemory)
        return;
    const ParallelLayout &l = m_layout->best.layout;
    SizingSetup s = setup();
    s.cards = l.cards();
    s.tensorParallel = l.tensorParallel;
    s.pipelineParallel = l.pipelineParallel;
    s.zeroStage = l.zeroStage;
    s.recompute = l.recompute;
    s.microBatch = l.microBatch;
    applySetup(s);
    saveView();
    refresh();
}
