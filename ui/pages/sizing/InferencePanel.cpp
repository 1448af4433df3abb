#include "InferencePanel.h"

#include <cmath>

#include <QEvent>
#include <QLabel>

#include "i18n/CitationText.h"
#include "i18n/EstimateText.h"
#include "pages/sizing/SizingRun.h"

using namespace suanpan;

InferencePanel::InferencePanel(QWidget *parent) : QGroupBox(parent), m_rows(this)
{
    setObjectName(QStringLiteral("sizingInferenceGroup"));
    m_ttft = m_rows.add("sizingTtft");
    m_tpot = m_rows.add("sizingTpot");
    m_decodeStep = m_rows.add("sizingDecodeStep");
    m_decodeTerms = m_rows.addNote("sizingDecodeTerms");
    m_tokensPerSecond = m_rows.add("sizingTokensPerSecond");
    m_tokensPerCard = m_rows.add("sizingTokensPerCard");
    m_maxConcurrency = m_rows.add("sizingMaxConcurrency");
    m_knee = m_rows.add("sizingKnee");
    m_bound = m_rows.add("sizingBound");
    m_replicas = m_rows.add("sizingReplicas");
    m_note = m_rows.addNote("sizingInferenceNote");
    retranslateUi();
    showNothing(QString());
}

void InferencePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void InferencePanel::retranslateUi()
{
    //: Group title: serving (inference) latency and throughput
    setTitle(tr("Serving"));
    //: Time to first token
    m_rows.setCaption(m_ttft, tr("First-token latency (TTFT)"));
    //: Time per output token
    m_rows.setCaption(m_tpot, tr("Time per output token (TPOT)"));
    //: One iteration that generates a token for every request in the batch
    m_rows.setCaption(m_decodeStep, tr("One decode step"));
    m_rows.setCaption(m_tokensPerSecond, tr("Generated tokens/s"));
    m_rows.setCaption(m_tokensPerCard, tr("Per card"));
    m_rows.setCaption(m_maxConcurrency, tr("Requests that fit at a time"));
    //: The concurrency beyond which latency grows faster than throughput
    m_rows.setCaption(m_knee, tr("Latency knee"));
    //: What limits the speed of generating tokens
    m_rows.setCaption(m_bound, tr("Decoding is"));
    m_rows.setCaption(m_replicas, tr("Replicas for the workload"));
}

void InferencePanel::showNothing(const QString &note)
{
    for (QLabel *l : {m_ttft, m_tpot, m_decodeStep, m_tokensPerSecond, m_tokensPerCard,
                      m_maxConcurrency, m_knee, m_bound, m_replicas})
        l->setText(EstimateText::unavailable());
    m_decodeTerms->clear();
    m_decodeTerms->setVisible(false);
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void InferencePanel::showRun(const SizingRun &run, const Workload &w)
{
    if (!run.hasInference) {
        showNothing(tr("Enter the prompt and output tokens on the workload page to estimate "
                       "latency and throughput."));
        return;
    }
    const InferenceInputs &in = run.inferenceInputs;
    const InferenceEstimate &e = run.infer;
    if (e.replicas <= 0) {
        showNothing(tr("This card has no peak or memory bandwidth figure for the workload's "
                       "precision: latency cannot be estimated."));
        return;
    }
    const int perReplica = int(std::ceil(double(in.concurrency) / e.replicas));

    m_ttft->setText(EstimateText::latency(e.at.ttftSeconds));
    m_rows.setToolTip(
        m_ttft,
        tr("Prefill of one %1-token prompt, compute-bound: (2 x active parameters x prompt + "
           "causal attention) / (TP x peak x 60 %), plus one decode step, with %2 requests per "
           "replica (%3). Measure it with vLLM or Triton before signing (%4).")
            .arg(EstimateText::integer(in.promptTokens), EstimateText::integer(perReplica),
                 CitationText::cite("formulas.md"), CitationText::cite("seed 001")));
    m_tpot->setText(EstimateText::latency(e.at.tpotSeconds));
    m_rows.setToolTip(m_tpot, tr("One decode step (below), plus the other requests' prefills "
                                 "that continuous batching interleaves."));
    m_decodeStep->setText(EstimateText::latency(e.decodeStepSeconds));
    m_rows.setToolTip(
        m_decodeStep,
        tr("One iteration at %n request(s) per replica: the matrix multiplications, then "
           "attention over the KV cache, then the tensor-parallel all-reduces, one after another, "
           "each as long as its own compute or memory traffic takes (per-operator roofline).",
           "", perReplica));
    QStringList terms;
    for (const LatencyReason &r : decodeReasons(e.decode))
        terms << EstimateText::latencyReason(r);
    m_decodeTerms->setText(EstimateText::bulleted(terms));
    m_decodeTerms->setVisible(!terms.isEmpty());
    m_tokensPerSecond->setText(EstimateText::tokensPerSecond(e.at.tokensPerSecond));
    m_rows.setToolTip(m_tokensPerSecond,
                      tr("Generated tokens per second over all %n card(s) at %1 requests in "
                         "flight: replicas x batch x output tokens / request cycle.",
                         "", in.cards)
                          .arg(EstimateText::integer(in.concurrency)));
    m_tokensPerCard->setText(EstimateText::tokensPerSecond(e.tokensPerSecondPerCard));
    m_rows.setToolTip(m_tokensPerCard, tr("Generated tokens per second / cards."));

    m_maxConcurrency->setText(EstimateText::integer(e.maxConcurrency));
    m_rows.setToolTip(m_maxConcurrency,
                      tr("(usable card memory - weights - overhead) / (KV bytes per token x "
                         "(prompt + output)), per replica, x %n replica(s).",
                         "", e.replicas));
    m_knee->setText(e.knee > 0 ? tr("%n request(s) at a time", "", e.knee)
                               : EstimateText::unavailable());
    m_rows.setToolTip(m_knee,
                      tr("The concurrency with the best throughput per unit of latency "
                         "(Kleinrock's power); beyond it latency grows faster than throughput. "
                         "Find it by measuring several concurrencies (%1).")
                          .arg(CitationText::cite("seed 001")));
    const QString critical = EstimateText::integer(e.criticalBatch);
    m_bound->setText(
        e.computeBound ? tr("compute-bound (above about %1 requests per replica)").arg(critical)
                       : tr("bandwidth-bound (up to about %1 requests per replica)").arg(critical));
    m_rows.setToolTip(m_bound, tr("Roofline: decoding reads every weight once per step; it turns "
                                  "compute-bound above the critical batch, peak x bytes per "
                                  "parameter / (2 x memory bandwidth)."));

    if (w.ttftTargetSeconds > 0.0 && run.replicasForTarget > 0) {
        const int t = std::max(in.tensorParallel, 1);
        m_replicas->setText(tr("%n replica(s)", "", run.replicasForTarget) + QLatin1String(" = ") +
                            tr("%n card(s)", "", run.replicasForTarget * t));
    } else if (w.ttftTargetSeconds > 0.0) {
        m_replicas->setText(tr("none up to 4,096 cards"));
    } else {
        m_replicas->setText(EstimateText::unavailable());
    }
    m_rows.setToolTip(m_replicas,
                      w.ttftTargetSeconds > 0.0
                          ? tr("The fewest replicas of %n card(s) that serve the workload's %1 "
                               "concurrent requests with a first-token latency at or under %2 and "
                               "fit in memory.",
                               "", std::max(in.tensorParallel, 1))
                                .arg(EstimateText::integer(in.concurrency),
                                     EstimateText::latency(w.ttftTargetSeconds))
                          : tr("Set a first-token latency target on the workload page."));

    if (!e.at.fits)
        m_note->setText(
            tr("The KV cache of %1 requests at a time does not fit: at most %2 on these "
               "cards.")
                .arg(EstimateText::integer(in.concurrency),
                     EstimateText::integer(e.maxConcurrency)));
    m_note->setVisible(!e.at.fits);
}
