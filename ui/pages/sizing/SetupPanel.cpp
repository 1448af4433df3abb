#include "SetupPanel.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include "catalog/Catalog.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "i18n/StdText.h"
#include "model/Option.h"

using namespace suanpan;

namespace {

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

void setSpin(QSpinBox *spin, int value)
{
    const QSignalBlocker block(spin);
    spin->setValue(value);
}

} // namespace

SetupPanel::SetupPanel(QWidget *parent) : QGroupBox(parent)
{
    setObjectName(QStringLiteral("sizingSetupGroup"));
    buildUi();
    connectControls();
    retranslateUi();
}

void SetupPanel::buildUi()
{
    m_workload = choiceCombo("sizingWorkload", this);
    m_workload->setMinimumContentsLength(24);
    m_workloadLabel = caption("sizingWorkload", m_workload, this);
    m_on = choiceCombo("sizingOn", this);
    m_on->setMinimumContentsLength(24);
    m_onLabel = caption("sizingOn", m_on, this);
    m_card = choiceCombo("sizingCard", this);
    m_cardLabel = caption("sizingCard", m_card, this);
    m_cards = countSpin("sizingCards", 65'536, this);
    m_cardsLabel = caption("sizingCards", m_cards, this);
    m_network = choiceCombo("sizingNetwork", this);
    m_networkLabel = caption("sizingNetwork", m_network, this);
    m_layoutMode = choiceCombo("sizingLayoutMode", this);
    m_layoutModeLabel = caption("sizingLayoutMode", m_layoutMode, this);
    m_tp = countSpin("sizingTp", 64, this);
    m_tpLabel = caption("sizingTp", m_tp, this);
    m_pp = countSpin("sizingPp", 128, this);
    m_ppLabel = caption("sizingPp", m_pp, this);
    m_zero = choiceCombo("sizingZero", this);
    m_zeroLabel = caption("sizingZero", m_zero, this);
    m_recompute = choiceCombo("sizingRecompute", this);
    m_recomputeLabel = caption("sizingRecompute", m_recompute, this);
    m_microBatch = countSpin("sizingMicroBatch", 1024, this);
    m_microBatchLabel = caption("sizingMicroBatch", m_microBatch, this);
    m_dataParallel = new QLabel(this);
    m_dataParallel->setObjectName(QStringLiteral("sizingDataParallel"));
    m_dataParallelLabel = caption("sizingDataParallel", nullptr, this);
    m_mfuOverride = new QCheckBox(this);
    m_mfuOverride->setObjectName(QStringLiteral("sizingMfuOverride"));
    m_mfu = new QDoubleSpinBox(this);
    m_mfu->setObjectName(QStringLiteral("sizingMfu"));
    m_mfu->setRange(1.0, 100.0);
    m_mfu->setDecimals(1);
    m_mfu->setKeyboardTracking(false);
    m_mfu->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_mfu->setMinimumWidth(80);
    m_mfu->setValue(40.0); // a tuned run's MFU (seed 004: 40-55 %) until the user sets theirs
    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("sizingSource"));
    m_source->setWordWrap(true);
    m_source->setTextFormat(Qt::PlainText);

    // Three label-editor pairs per row.
    m_grid = new QGridLayout(this);
    const auto put = [this](int row, int pair, QWidget *label, QWidget *editor, int span = 1) {
        m_grid->addWidget(label, row, 2 * pair, Qt::AlignRight | Qt::AlignVCenter);
        m_grid->addWidget(editor, row, 2 * pair + 1, 1, 2 * span - 1);
    };
    put(0, 0, m_workloadLabel, m_workload);
    put(0, 1, m_onLabel, m_on, 2);
    put(1, 0, m_cardLabel, m_card);
    put(1, 1, m_cardsLabel, m_cards);
    put(1, 2, m_networkLabel, m_network);
    put(2, 0, m_layoutModeLabel, m_layoutMode);
    put(2, 1, m_tpLabel, m_tp);
    put(2, 2, m_ppLabel, m_pp);
    put(3, 0, m_zeroLabel, m_zero);
    put(3, 1, m_recomputeLabel, m_recompute);
    put(3, 2, m_microBatchLabel, m_microBatch);
    put(4, 0, m_dataParallelLabel, m_dataParallel);
    put(4, 1, m_mfuOverride, m_mfu);
    m_grid->addWidget(m_source, 5, 0, 1, 6);
    for (int c : {1, 3, 5})
        m_grid->setColumnStretch(c, 1);
}

void SetupPanel::connectControls()
{
    const auto changed = [this] {
        enableForMode();
        emit this->changed();
    };
    connect(m_workload, &QComboBox::currentIndexChanged, this, &SetupPanel::workloadChosen);
    connect(m_on, &QComboBox::currentIndexChanged, this, [this] {
        enableForMode();
        emit optionChosen(m_on->currentData().toString().toStdString());
    });
    for (QComboBox *combo : {m_card, m_network, m_layoutMode, m_zero, m_recompute})
        connect(combo, &QComboBox::currentIndexChanged, this, changed);
    for (QSpinBox *spin : {m_cards, m_tp, m_pp, m_microBatch})
        connect(spin, &QSpinBox::valueChanged, this, changed);
    connect(m_mfu, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_mfuOverride, &QCheckBox::toggled, this, changed);
}

void SetupPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void SetupPanel::retranslateUi()
{
    //: Group title: what the workload is sized on
    setTitle(tr("Size on"));
    m_workloadLabel->setText(tr("Workload"));
    //: What is sized: one of the project's options, or a card and count of the user's choice
    m_onLabel->setText(tr("Option"));
    m_on->setToolTip(tr("An option of the project, sized as Compare prices it, or a card and "
                        "count of your own choice."));
    m_cardLabel->setText(tr("Card"));
    //: Number of cards
    m_cardsLabel->setText(tr("Cards"));
    //: Network between servers (Gb/s), from a facility template
    m_networkLabel->setText(tr("Network"));
    m_network->setToolTip(tr("The network between servers, taken from a facility template; it "
                             "sets how fast gradients are exchanged between servers."));
    //: How the training job is split over the cards
    m_layoutModeLabel->setText(tr("Layout"));
    m_layoutMode->setToolTip(tr("The engine chooses the fastest layout that fits at this card "
                                "count, as every option is priced; or set one by hand."));
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
    m_on->setItemText(m_on->count() - 1, tr("A card and count of my choice"));
    fillChoices();
    setTraining(m_training, m_fullTraining);
    // The caption columns keep the width of their widest caption, shown or
    // not, so switching between training and serving moves nothing.
    int widths[6] = {};
    for (int i = 0; i < m_grid->count(); ++i) {
        int row = 0, column = 0, rows = 0, columns = 0;
        m_grid->getItemPosition(i, &row, &column, &rows, &columns);
        QWidget *widget = m_grid->itemAt(i)->widget();
        if (widget && columns == 1 && column % 2 == 0)
            widths[column] = std::max(widths[column], widget->sizeHint().width());
    }
    for (int column : {0, 2, 4})
        m_grid->setColumnMinimumWidth(column, widths[column]);
}

void SetupPanel::fillChoices()
{
    const auto refill = [](QComboBox *combo, int fallback, const auto &items) {
        const int current = combo->currentIndex();
        const QSignalBlocker block(combo);
        combo->clear();
        for (const auto &[text, data] : items)
            combo->addItem(text, data);
        combo->setCurrentIndex(current < 0 ? fallback : current);
    };
    refill(m_layoutMode, 0,
           std::vector<std::pair<QString, QVariant>>{
               //: Layout mode: the engine's choice, the one Compare prices with
               {tr("Chosen by the engine, as priced"), false},
               //: Layout mode: the user sets TP, PP, ZeRO, ... below
               {tr("Set by hand"), true}});
    refill(m_zero, 1,
           std::vector<std::pair<QString, QVariant>>{//: ZeRO stage 0: nothing sharded
                                                     {tr("Off"), 0},
                                                     {tr("Stage 1 (optimizer states)"), 1},
                                                     {tr("Stage 2 (+ gradients)"), 2},
                                                     {tr("Stage 3 (+ weights)"), 3}});
    refill(m_recompute, 1,
           std::vector<std::pair<QString, QVariant>>{
               //: Recomputation: none
               {tr("None"), int(Recompute::None)},
               {tr("Selective (attention)"), int(Recompute::Selective)},
               //: Recomputation: the whole forward pass
               {tr("Full"), int(Recompute::Full)}});
}

SizingSetup SetupPanel::setup() const
{
    SizingSetup s;
    s.optionId = m_on->currentData().toString().toStdString();
    s.layoutByHand = m_layoutMode->currentData().toBool();
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

void SetupPanel::applySetup(const SizingSetup &s)
{
    selectData(m_on, qs(s.optionId)) || selectData(m_on, QString());
    selectData(m_layoutMode, s.layoutByHand);
    selectData(m_card, qs(s.cardId));
    selectData(m_network, qs(s.facilityId));
    selectData(m_zero, s.zeroStage);
    selectData(m_recompute, int(s.recompute));
    setSpin(m_cards, s.cards);
    setSpin(m_tp, s.tensorParallel);
    setSpin(m_pp, s.pipelineParallel);
    setSpin(m_microBatch, s.microBatch);
    {
        const QSignalBlocker a(m_mfuOverride), b(m_mfu);
        m_mfuOverride->setChecked(s.mfu.has_value());
        if (s.mfu)
            m_mfu->setValue(*s.mfu * 100.0);
    }
    enableForMode();
}

bool SetupPanel::ownChoice() const
{
    return m_on->currentData().toString().isEmpty();
}

void SetupPanel::setWorkloads(const QStringList &names, int current)
{
    const QSignalBlocker block(m_workload);
    m_workload->clear();
    m_workload->addItems(names);
    m_workload->setCurrentIndex(names.isEmpty() ? -1
                                                : std::clamp(current, 0, int(names.size()) - 1));
}

void SetupPanel::setWorkloadName(int index, const QString &name)
{
    if (index >= 0 && index < m_workload->count())
        m_workload->setItemText(index, name);
}

int SetupPanel::workloadIndex() const
{
    return m_workload->currentIndex();
}

void SetupPanel::setOptions(const std::vector<std::pair<std::string, QString>> &options)
{
    const QVariant current = m_on->currentData();
    const QSignalBlocker block(m_on);
    m_on->clear();
    for (const auto &[id, name] : options)
        m_on->addItem(name, qs(id));
    m_on->addItem(tr("A card and count of my choice"), QString());
    const int at = m_on->findData(current);
    m_on->setCurrentIndex(at < 0 ? m_on->count() - 1 : at);
    enableForMode();
}

void SetupPanel::fillCatalog(const Catalog &catalog)
{
    {
        const QVariant current = m_card->currentData();
        const QSignalBlocker block(m_card);
        m_card->clear();
        for (const Card &card : catalog.cards)
            m_card->addItem(DisplayText::cardWithMemory(card), qs(card.id));
        m_card->setCurrentIndex(std::max(0, m_card->findData(current)));
    }
    const QVariant current = m_network->currentData();
    const QSignalBlocker block(m_network);
    m_network->clear();
    for (const Facility &f : catalog.facilities)
        //: A facility template and its network ("400 Gb/s InfiniBand per card")
        m_network->addItem(
            tr("%1, %2").arg(DisplayText::facilityName(f), DisplayText::network(f.network)),
            qs(f.id));
    m_network->setCurrentIndex(std::max(0, m_network->findData(current)));
}

void SetupPanel::showOption(const Option &option)
{
    selectData(m_card, qs(option.cardId));
    selectData(m_network, qs(option.facilityId));
    setSpin(m_cards, option.cardCount);
}

void SetupPanel::showEngineLayout(const ParallelLayout &l)
{
    setSpin(m_tp, l.tensorParallel);
    setSpin(m_pp, l.pipelineParallel);
    setSpin(m_microBatch, l.microBatch);
    selectData(m_zero, l.zeroStage);
    selectData(m_recompute, int(l.recompute));
    m_dataParallel->setText(QLocale().toString(l.dataParallel));
}

void SetupPanel::setTraining(bool training, bool fullTraining)
{
    m_training = training;
    m_fullTraining = fullTraining;
    // Serving uses TP (cards per replica) only.
    for (QWidget *w :
         {static_cast<QWidget *>(m_networkLabel), static_cast<QWidget *>(m_network),
          static_cast<QWidget *>(m_ppLabel), static_cast<QWidget *>(m_pp),
          static_cast<QWidget *>(m_zeroLabel), static_cast<QWidget *>(m_zero),
          static_cast<QWidget *>(m_recomputeLabel), static_cast<QWidget *>(m_recompute),
          static_cast<QWidget *>(m_microBatchLabel), static_cast<QWidget *>(m_microBatch),
          static_cast<QWidget *>(m_dataParallelLabel), static_cast<QWidget *>(m_dataParallel),
          static_cast<QWidget *>(m_mfuOverride), static_cast<QWidget *>(m_mfu)})
        w->setVisible(training);
    m_zero->setToolTip(fullTraining
                           ? tr("Shards optimizer states (stage 1), then gradients (2), then "
                                "weights (3) over the data-parallel cards (Rajbhandari et al. "
                                "2020).")
                           : tr("LoRA and QLoRA train small adapters: ZeRO saves nothing here."));
    m_tp->setToolTip(training ? tr("Cards that split every layer between them (Megatron-LM).")
                              : tr("Cards per serving replica, splitting every layer between "
                                   "them."));
    enableForMode();
}

void SetupPanel::setSource(const QString &text)
{
    m_source->setText(text);
    m_source->setVisible(!text.isEmpty());
}

void SetupPanel::enableForMode()
{
    // An option's card, count and network are edited on the Options page.
    const bool own = ownChoice();
    for (QWidget *w : {static_cast<QWidget *>(m_card), static_cast<QWidget *>(m_cards),
                       static_cast<QWidget *>(m_network)})
        w->setEnabled(own);
    const bool byHand = m_layoutMode->currentData().toBool();
    for (QWidget *w : {static_cast<QWidget *>(m_tp), static_cast<QWidget *>(m_pp),
                       static_cast<QWidget *>(m_recompute), static_cast<QWidget *>(m_microBatch)})
        w->setEnabled(byHand);
    m_zero->setEnabled(byHand && m_fullTraining);
    m_mfu->setEnabled(m_mfuOverride->isChecked());
    if (byHand) {
        const int modelParallel = m_tp->value() * (m_training ? m_pp->value() : 1);
        m_dataParallel->setText(m_cards->value() % modelParallel == 0
                                    ? QLocale().toString(m_cards->value() / modelParallel)
                                    : EstimateText::unavailable());
    }
}
