#include "TrainingPanel.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

#include "estimate/LayoutSearch.h"
#include "estimate/ModelMath.h"
#include "i18n/CitationText.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "i18n/MemoryFormat.h"
#include "pages/sizing/SizingRun.h"
#include "widgets/Colors.h"

using namespace suanpan;

namespace {

void setWarningColor(QLabel *label)
{
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, warningColor());
    label->setPalette(p);
}

} // namespace

TrainingPanel::TrainingPanel(QWidget *parent) : QGroupBox(parent), m_rows(this)
{
    setObjectName(QStringLiteral("sizingTrainingGroup"));
    m_modelFlops = m_rows.add("sizingModelFlops");
    m_executedFlops = m_rows.add("sizingExecutedFlops");
    m_peak = m_rows.add("sizingPeak");
    m_mfu = m_rows.add("sizingMfuValue");
    m_mfuReasons = m_rows.addNote("sizingMfuReasons");
    m_scaling = m_rows.add("sizingScaling");
    m_scalingWarning = m_rows.addNote("sizingScalingWarning");
    setWarningColor(m_scalingWarning);
    m_wallTime = m_rows.add("sizingWallTime");
    m_cardHours = m_rows.add("sizingCardHours");
    m_cardHoursReserve = m_rows.add("sizingCardHoursReserve");
    m_note = m_rows.addNote("sizingTrainingNote");

    auto *buttons = new QHBoxLayout;
    m_findLayout = new QPushButton(this);
    m_findLayout->setObjectName(QStringLiteral("sizingFindLayout"));
    m_useLayout = new QPushButton(this);
    m_useLayout->setObjectName(QStringLiteral("sizingUseLayout"));
    m_useLayout->setVisible(false);
    buttons->addWidget(m_findLayout);
    buttons->addWidget(m_useLayout);
    buttons->addStretch(1);
    m_rows.layout()->addRow(buttons);
    m_layoutResult = m_rows.addNote("sizingLayoutResult");
    m_layoutResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    connect(m_findLayout, &QPushButton::clicked, this, &TrainingPanel::findLayoutRequested);
    connect(m_useLayout, &QPushButton::clicked, this, &TrainingPanel::useLayoutRequested);
    retranslateUi();
    showNothing(QString());
    showLayoutResult(nullptr, 0.0, nullptr);
}

void TrainingPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void TrainingPanel::retranslateUi()
{
    //: Group title: training time and compute
    setTitle(tr("Training"));
    //: FLOPs the model needs (6 N D + attention)
    m_rows.setCaption(m_modelFlops, tr("Model FLOPs"));
    //: FLOPs the cards execute, including recomputation
    m_rows.setCaption(m_executedFlops, tr("Executed FLOPs"));
    m_rows.setCaption(m_peak, tr("Peak per card"));
    //: Model FLOPs utilisation; Chinese: youxiao suanli liyonglv (MFU)
    m_rows.setCaption(m_mfu, tr("Effective compute utilisation (MFU)"));
    m_rows.setCaption(m_scaling, tr("Scaling efficiency"));
    m_rows.setCaption(m_wallTime, m_pricedTime
                                      //: The time Compare shows for the option (P10-P90)
                                      ? tr("Time, as on Compare")
                                      //: The job's time from the MFU range
                                      : tr("Wall-clock time"));
    //: Cards x hours
    m_rows.setCaption(m_cardHours, tr("Card-hours"));
    //: Card-hours x 1.5 for failed runs that must be repeated (seed 000)
    m_rows.setCaption(m_cardHoursReserve, tr("With 1.5x re-run reserve"));
    m_findLayout->setText(tr("Find Layout"));
    m_findLayout->setToolTip(
        tr("Search the card counts (1, 2, 4, 8, 16, ... up to 4,096) and every tensor, pipeline "
           "and data-parallel split, ZeRO stage, recomputation and micro-batch on this card for "
           "the smallest count that fits in memory and meets the workload's deadline."));
    m_useLayout->setText(tr("Use This Layout"));
    m_useLayout->setToolTip(tr("Set the card count and the layout above to the one found."));
}

void TrainingPanel::clearValues()
{
    for (QLabel *l : {m_modelFlops, m_executedFlops, m_peak, m_mfu, m_scaling, m_wallTime,
                      m_cardHours, m_cardHoursReserve})
        l->setText(EstimateText::unavailable());
    m_mfuReasons->clear();
    m_mfuReasons->setVisible(false);
    m_scalingWarning->setVisible(false);
}

void TrainingPanel::showNothing(const QString &note)
{
    clearValues();
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void TrainingPanel::showRun(const SizingRun &run, const Card &card, const PairResult *priced)
{
    if (!run.hasTraining) {
        showNothing(tr("Enter the training tokens on the workload page to estimate the time."));
        return;
    }
    const TrainingInputs &in = run.trainingInputs;
    const TrainingEstimate &e = run.train;
    const bool hasPeak = e.peak.flops > 0.0;
    m_note->setVisible(!hasPeak);
    if (!hasPeak)
        m_note->setText(
            tr("%1 has no peak figure for %2 or a precision near it: time and MFU "
               "cannot be estimated.")
                .arg(DisplayText::cardName(card), DisplayText::precision(in.precision)));

    showFlops(in, e, hasPeak);

    if (!hasPeak) {
        for (QLabel *l : {m_mfu, m_scaling, m_wallTime, m_cardHours, m_cardHoursReserve})
            l->setText(EstimateText::unavailable());
        m_mfuReasons->setVisible(false);
        m_scalingWarning->setVisible(false);
        return;
    }

    showMfu(e);
    showScaling(in, e);
    showTime(in, e, priced);
}

// The work in FLOPs and the card's peak at the workload's precision.
void TrainingPanel::showFlops(const TrainingInputs &in, const TrainingEstimate &e, bool hasPeak)
{
    const double active = modelSizes(in.model).paramsActive;
    m_modelFlops->setText(EstimateText::flops(e.modelFlops));
    m_rows.setToolTip(
        m_modelFlops,
        tr("6 x active parameters x tokens (forward 2, backward 4; Kaplan et al. 2020) plus causal "
           "attention, 6 x layers x hidden size x sequence length per token (PaLM appendix B, "
           "halved for the causal mask). Here %1 active parameters and %2 tokens.")
            .arg(EstimateText::integer(active), EstimateText::integer(in.tokens)));
    m_executedFlops->setText(EstimateText::flops(e.hardwareFlops));
    m_rows.setToolTip(m_executedFlops,
                      tr("What the cards execute: the model FLOPs, x 8/6 with full recomputation "
                         "(the forward pass runs twice). MFU counts model FLOPs only."));
    m_peak->setText(hasPeak ? tr("%1 (%2)").arg(EstimateText::flopRate(e.peak.flops),
                                                DisplayText::precision(e.peak.precision))
                            : EstimateText::unavailable());
    m_rows.setToolTip(m_peak, tr("Dense peak of one card at the workload's precision, from the "
                                 "catalog; a card without that precision runs at the nearest one "
                                 "it has (FP8 on an A100 runs at BF16)."));
}

// The MFU, the user's or the default with its reasons.
void TrainingPanel::showMfu(const TrainingEstimate &e)
{
    m_mfu->setText(e.mfuFromUser ? tr("%1 (your figure)").arg(EstimateText::percent(e.mfu.likely))
                                 : EstimateText::percentRange(e.mfu));
    m_rows.setToolTip(
        m_mfu,
        e.mfuFromUser
            ? tr("Model FLOPs per second achieved / peak. Your figure is taken per training step "
                 "at this scale, as papers report it: no scaling loss is applied on top; "
                 "interruptions still take their time.")
            : tr("Model FLOPs per second achieved / peak (%1). The default is what tuned "
                 "frameworks reach on this card class, times the factors below; the range runs "
                 "from 0.7 to 1.2 times the likely value, untuned to well tuned (%2: 40-55 % "
                 "tuned, under 30 % with the wrong framework or topology).")
                  .arg(CitationText::cite("seed 003"), CitationText::cite("seed 004")));
    QStringList reasons;
    for (const MfuReason &r : e.mfuReasons)
        reasons << EstimateText::mfuReason(r, e.cards);
    m_mfuReasons->setText(EstimateText::bulleted(reasons));
    m_mfuReasons->setToolTip(tr("The default MFU is the card class's figure multiplied by each "
                                "factor below (the reasons the engine records); interruptions "
                                "then lengthen the wall time."));
    m_mfuReasons->setVisible(!reasons.isEmpty());
}

// Scaling efficiency over the cards, with the warning under 75 %.
void TrainingPanel::showScaling(const TrainingInputs &in, const TrainingEstimate &e)
{
    m_scaling->setText(EstimateText::percent(e.scalingEfficiency));
    m_rows.setToolTip(
        m_scaling,
        tr("Step time at %n card(s) against linear scaling from one card (%5): compute / "
           "(compute x (1 + pipeline bubble) + exposed communication). Gradients are reduced "
           "over %1 between servers, bucketed behind the backward pass (ZeRO-3 gathers weights "
           "beside compute); tensor-parallel traffic stays in the NVLink domain; the pipeline "
           "bubble is (p - 1) / (v x m) (Narayanan et al. 2021). Global batch: %2 sequences "
           "(%3). Here the bubble is %4.",
           "", e.cards)
            .arg(DisplayText::network(in.network), EstimateText::integer(e.globalBatch),
                 in.globalBatch > 0 ? tr("the workload's")
                                    : tr("published practice for this model and cluster size"),
                 EstimateText::percent(e.pipelineBubble), CitationText::cite("seed 003")));
    const bool slow = e.scalingEfficiency < 0.75 && e.cards > 1;
    m_scalingWarning->setVisible(slow);
    if (slow)
        m_scalingWarning->setText(
            tr("Under 75 %: a cluster that scales this poorly is not suited to large parallel "
               "training; adding cards wastes more and more money (%1).")
                .arg(CitationText::cite("seed 003")));
}

// The run's time and card-hours: Compare's draws when the option is priced,
// else the MFU range.
void TrainingPanel::showTime(const TrainingInputs &in, const TrainingEstimate &e,
                             const PairResult *priced)
{
    m_pricedTime = priced && priced->priced && priced->training;
    if (m_pricedTime) {
        m_wallTime->setText(CostText::jobTime(priced->jobHours));
        m_rows.setToolTip(m_wallTime,
                          tr("The run with its interruptions, as Compare's Time column shows it: "
                             "P10-P90 of the draws. The MFU range alone gives %1.")
                              .arg(EstimateText::durationRange(e.wallSeconds)));
    } else {
        m_wallTime->setText(EstimateText::durationRange(e.wallSeconds));
        m_rows.setToolTip(m_wallTime,
                          tr("Model FLOPs / (%n card(s) x peak x MFU); the low end uses the high "
                             "MFU and the high end the low MFU. Not an option of the project, so "
                             "no draws: Compare's ranges are P10-P90.",
                             "", e.cards));
    }
    retranslateUi();
    if (m_pricedTime) {
        // The same band as the time above, so the two rows multiply out.
        const Range &h = priced->jobHours;
        const double n = e.cards;
        const double reserve = in.rerunReserve;
        m_cardHours->setText(EstimateText::cardHoursSpan({h.low * n, h.likely * n, h.high * n}));
        m_rows.setToolTip(m_cardHours,
                          tr("The time above (Compare's, P10-P90) x %n card(s).", "", e.cards));
        m_cardHoursReserve->setText(EstimateText::cardHoursSpan(
            {h.low * n * reserve, h.likely * n * reserve, h.high * n * reserve}));
    } else {
        m_cardHours->setText(EstimateText::cardHoursRange(e.cardHours));
        m_rows.setToolTip(m_cardHours, tr("Wall-clock hours x %n card(s).", "", e.cards));
        m_cardHoursReserve->setText(EstimateText::cardHoursRange(e.cardHoursWithReserve));
    }
    m_rows.setToolTip(m_cardHoursReserve,
                      tr("Card-hours x %1: most teams underestimate how often a failed training "
                         "run must be repeated (%2). Budget with this line.")
                          .arg(QLocale().toString(in.rerunReserve, 'f', 1),
                               CitationText::cite("seed 000 step 2")));
}

void TrainingPanel::showLayoutResult(const LayoutSearchResult *r, double deadlineDays,
                                     const Card *card)
{
    m_useLayout->setVisible(r && r->outcome != LayoutSearchResult::Outcome::NothingFitsMemory);
    if (!r) {
        m_layoutResult->setToolTip(QString());
        m_layoutResult->setText(
            tr("Find Layout searches for the fewest cards of this type that fit the job and "
               "meet its deadline."));
        return;
    }
    m_layoutResult->setToolTip(
        tr("Tried %1 configurations: counts 1, 2, 4, 8, then multiples of 8; tensor parallel up "
           "to twice the card's fast-link domain; pipeline up to 64; ZeRO 0-3; three "
           "recomputation modes; micro-batches 1, 2 and 4. The time is the likely one.")
            .arg(EstimateText::integer(double(r->evaluated))));
    const LayoutCandidate &b = r->best;
    const int n = b.layout.cards();
    const QString layout = EstimateText::layout(b.layout);
    const QString time = EstimateText::duration(b.wallSeconds);
    const QString memory = MemoryFormat::size(b.memoryBytes);
    const QString deadline = EstimateText::duration(deadlineDays * 86400.0);
    switch (r->outcome) {
    case LayoutSearchResult::Outcome::Found:
        if (deadlineDays > 0.0)
            m_layoutResult->setText(
                //: %1 deadline, %2 parallel layout, %3 likely time, %4 memory per card
                tr("Smallest that meets the deadline of %1: %n card(s), %2. Likely %3, %4 per "
                   "card.",
                   "", n)
                    .arg(deadline, layout, time, memory));
        else
            m_layoutResult->setText(
                //: %1 parallel layout, %2 likely time, %3 memory per card
                tr("Smallest that fits in memory (no deadline set): %n card(s), %1. Likely %2, %3 "
                   "per card.",
                   "", n)
                    .arg(layout, time, memory));
        break;
    case LayoutSearchResult::Outcome::DeadlineMissed:
        m_layoutResult->setText(
            //: %1 deadline, %2 parallel layout, %3 likely time
            tr("No count up to 4,096 cards meets the deadline of %1. The fastest that fits: %n "
               "card(s), %2, likely %3.",
               "", n)
                .arg(deadline, layout, time));
        break;
    case LayoutSearchResult::Outcome::NoLayout: // searchLayout() tries other counts
    case LayoutSearchResult::Outcome::NothingFitsMemory:
        m_layoutResult->setText(
            //: %1 least memory per card any layout reaches, %2 the card's memory
            tr("Nothing fits in memory on this card: the best layout still needs %1 per card, the "
               "card has %2.")
                .arg(MemoryFormat::size(r->smallestMemoryBytes),
                     card ? MemoryFormat::size(card->memoryBytes) : EstimateText::unavailable()));
        break;
    }
}
