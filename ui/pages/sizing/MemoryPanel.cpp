#include "MemoryPanel.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include "catalog/Catalog.h"
#include "i18n/CitationText.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "i18n/MemoryFormat.h"
#include "pages/sizing/SizingRun.h"
#include "widgets/Colors.h"
#include "widgets/MemoryBar.h"

using namespace suanpan;

namespace {

const char *const kPartNames[] = {"sizingWeights",     "sizingGradients", "sizingOptimizer",
                                  "sizingActivations", "sizingKvCache",   "sizingOverhead"};

QLabel *valueLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QFont bold(QFont f)
{
    f.setBold(true);
    return f;
}

} // namespace

MemoryPanel::MemoryPanel(QWidget *parent) : QGroupBox(parent)
{
    setObjectName(QStringLiteral("sizingMemoryGroup"));
    auto *layout = new QVBoxLayout(this);

    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(3);
    for (int i = 0; i < PartCount; ++i) {
        m_swatch[i] = new QLabel(this);
        m_swatch[i]->setFixedSize(12, 12);
        m_swatch[i]->setStyleSheet(QStringLiteral("background-color: %1; border-radius: 2px;")
                                       .arg(MemoryBar::partColor(i).name()));
        m_caption[i] = new QLabel(this);
        m_caption[i]->setObjectName(QLatin1String(kPartNames[i]) + QLatin1String("Label"));
        m_value[i] = valueLabel(this, QLatin1String(kPartNames[i]));
        grid->addWidget(m_swatch[i], i, 0);
        grid->addWidget(m_caption[i], i, 1);
        grid->addWidget(m_value[i], i, 2);
    }
    m_totalCaption = new QLabel(this);
    m_totalCaption->setObjectName(QStringLiteral("sizingTotalLabel"));
    m_totalCaption->setFont(bold(m_totalCaption->font()));
    m_total = valueLabel(this, QStringLiteral("sizingTotal"));
    m_total->setFont(bold(m_total->font()));
    m_capacityCaption = new QLabel(this);
    m_capacityCaption->setObjectName(QStringLiteral("sizingCapacityLabel"));
    m_capacity = valueLabel(this, QStringLiteral("sizingCapacity"));
    grid->addWidget(m_totalCaption, PartCount, 1);
    grid->addWidget(m_total, PartCount, 2);
    grid->addWidget(m_capacityCaption, PartCount + 1, 1);
    grid->addWidget(m_capacity, PartCount + 1, 2);
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);

    m_bar = new MemoryBar(this);
    m_bar->setObjectName(QStringLiteral("sizingMemoryBar"));
    layout->addWidget(m_bar);
    // Said once, where memory is read: the GB of every memory figure in the app.
    m_unitNote = new QLabel(this);
    m_unitNote->setObjectName(QStringLiteral("sizingMemoryUnit"));
    m_unitNote->setWordWrap(true);
    m_unitNote->setTextFormat(Qt::PlainText);
    QPalette muted = m_unitNote->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_unitNote->setPalette(muted);
    layout->addWidget(m_unitNote);

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("sizingVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setFont(bold(m_verdict->font()));
    layout->addWidget(m_verdict);

    m_remediesTitle = new QLabel(this);
    m_remediesTitle->setObjectName(QStringLiteral("sizingRemediesTitle"));
    m_remediesTitle->setWordWrap(true);
    m_remedies = new QLabel(this);
    m_remedies->setObjectName(QStringLiteral("sizingRemedies"));
    m_remedies->setWordWrap(true);
    m_remedies->setTextFormat(Qt::RichText);
    m_remedies->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_remedies, &QLabel::linkActivated, this, [this](const QString &link) {
        bool ok = false;
        const int index = link.section(QLatin1Char(':'), 1).toInt(&ok);
        if (link.startsWith(QLatin1String("remedy:")) && ok)
            emit remedyRequested(index);
    });
    layout->addWidget(m_remediesTitle);
    layout->addWidget(m_remedies);
    layout->addStretch(1);

    retranslateUi();
    showNothing();
}

void MemoryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

void MemoryPanel::retranslateUi()
{
    //: Group title: memory needed on each card
    setTitle(tr("Memory per card"));
    //: Memory part: the model's weights
    m_caption[Weights]->setText(tr("Weights"));
    m_caption[Gradients]->setText(tr("Gradients"));
    //: Memory part: AdamW master weights, momentum and variance
    m_caption[Optimizer]->setText(tr("Optimizer states"));
    //: Memory part: intermediate results kept for the backward pass
    m_caption[Activations]->setText(tr("Activations"));
    //: Memory part: attention keys and values of the requests being served
    m_caption[KvCache]->setText(tr("KV cache"));
    //: Memory part: CUDA context, framework buffers, fragmentation
    m_caption[Overhead]->setText(tr("Overhead"));
    m_totalCaption->setText(tr("Total per card"));
    //: Memory of the chosen card (usable part for serving)
    m_capacityCaption->setText(tr("Card capacity"));
    //: Title above a list of changes that make the job fit in memory
    m_remediesTitle->setText(tr("What would make it fit, best first:"));
    m_unitNote->setText(MemoryFormat::unitNote());
}

void MemoryPanel::setVerdict(const QString &text, bool good)
{
    m_verdict->setText(text);
    QPalette p = m_verdict->palette();
    p.setColor(QPalette::WindowText, good ? passColor() : warningColor());
    m_verdict->setPalette(p);
}

void MemoryPanel::showNothing()
{
    for (int i = 0; i < PartCount; ++i) {
        m_value[i]->setText(EstimateText::unavailable());
        m_value[i]->setToolTip(QString());
    }
    m_total->setText(EstimateText::unavailable());
    m_capacity->setText(EstimateText::unavailable());
    m_verdict->clear();
    m_verdict->setVisible(false);
    m_bar->clear();
    m_remediesTitle->setVisible(false);
    m_remedies->setVisible(false);
}

void MemoryPanel::showRun(const SizingRun &run, const Card &card)
{
    const MemoryBreakdown &m = run.memory;
    const bool serving = run.memoryInputs.mode == MemoryMode::Infer;
    const double parts[PartCount] = {m.weights,     m.gradients, m.optimizer,
                                     m.activations, m.kvCache,   m.overhead};

    QString tips[PartCount];
    partTips(run, tips);

    std::vector<MemoryBar::Part> bar;
    for (int i = 0; i < PartCount; ++i) {
        const QString value = MemoryFormat::size(parts[i]);
        m_value[i]->setText(value);
        m_value[i]->setToolTip(tips[i]);
        m_caption[i]->setToolTip(tips[i]);
        bar.push_back({m_caption[i]->text(), value, parts[i], MemoryBar::partColor(i)});
    }
    // Only the parts the job has.
    const bool visible[PartCount] = {true, !serving, !serving, true, serving, true};
    for (int i = 0; i < PartCount; ++i) {
        m_swatch[i]->setVisible(visible[i]);
        m_caption[i]->setVisible(visible[i]);
        m_value[i]->setVisible(visible[i]);
    }

    showTotals(run, card, std::move(bar));
    showRemedies(run);
}

// What each part is and how it is worked out, by mode (serving, adapters,
// full training).
void MemoryPanel::partTips(const SizingRun &run, QString (&tips)[PartCount])
{
    const MemoryBreakdown &m = run.memory;
    const MemoryMode mode = run.memoryInputs.mode;
    const bool serving = mode == MemoryMode::Infer;
    const bool adapters = mode == MemoryMode::LoRA || mode == MemoryMode::QLoRA;
    if (serving)
        tips[Weights] = tr("The model's weights at the serving precision, divided over the "
                           "tensor-parallel cards (INT4: 4.25 bits per parameter with group "
                           "scales, AWQ/GPTQ).");
    else if (adapters)
        tips[Weights] =
            tr("The frozen base model (16-bit; QLoRA: 4-bit NormalFloat, 4.127 bits per "
               "parameter, for the linear layers) plus the adapters, divided over TP x "
               "PP (QLoRA paper, Dettmers et al. 2023).");
    else
        tips[Weights] =
            tr("Parameters / (TP x PP) x 2 bytes (16-bit weights; FP8 keeps 3, FP32 4); "
               "ZeRO-3 also divides by the data-parallel cards (ZeRO paper, Rajbhandari "
               "et al. 2020).");
    tips[Gradients] =
        adapters ? tr("Gradients of the adapters only: 2 bytes per trainable parameter (%1 "
                      "trainable).")
                       .arg(EstimateText::integer(m.trainableParams))
                 : tr("Parameters / (TP x PP) x 2 bytes (4 in FP32); ZeRO-2 and ZeRO-3 also divide "
                      "by the data-parallel cards (ZeRO paper).");
    tips[Optimizer] =
        adapters
            ? tr("AdamW states of the adapters only: 12 bytes per trainable parameter.")
            : tr("AdamW: fp32 master weights, momentum and variance, 12 bytes per parameter / "
                 "(TP x PP); ZeRO-1 and up also divide by the data-parallel cards (ZeRO paper: "
                 "K = 12).");
    tips[Activations] =
        serving
            ? tr("One layer's working set for a chunked prefill of up to 8,192 tokens.")
            : tr("Per layer s x b x h x (34 + 5 a s / h) bytes without recomputation, 34 s b h "
                 "with selective and 2 s b h with full recomputation, divided by TP (tensor and "
                 "sequence parallel), for the layers and micro-batches the first pipeline stage "
                 "holds; plus fp32 logits (Korthikanti et al. 2022).");
    //: %1 bytes per value (e.g. 1 or 2), %2 its precision (e.g. FP8)
    tips[KvCache] = tr("Keys and values of every request in flight on one replica: 2 x layers x KV "
                       "heads / TP x head size x %1 bytes per value (%2 KV cache; multi-head "
                       "latent attention keeps one compressed latent), x (prompt + output "
                       "tokens).")
                        .arg(QLocale().toString(bytesPerValue(run.memoryInputs.kvPrecision)),
                             DisplayText::precision(run.memoryInputs.kvPrecision));
    tips[Overhead] = tr("CUDA context and framework buffers (0.8 GB) plus 7.5 % of everything else "
                        "for allocator fragmentation (%1).")
                         .arg(CitationText::cite("formulas.md"));
}

// The total, the card's capacity, the bar (its parts: `bar`) and the verdict.
void MemoryPanel::showTotals(const SizingRun &run, const Card &card,
                             std::vector<MemoryBar::Part> bar)
{
    const MemoryBreakdown &m = run.memory;
    const bool serving = run.memoryInputs.mode == MemoryMode::Infer;
    m_total->setText(MemoryFormat::size(m.total));
    const QString totalTip = tr("The sum of the parts above, per card.");
    m_total->setToolTip(totalTip);
    m_totalCaption->setToolTip(totalTip);
    const QString capacity = MemoryFormat::size(m.capacity);
    if (serving) {
        m_capacity->setText(tr("%1 of %2").arg(capacity, MemoryFormat::size(card.memoryBytes)));
        m_capacity->setToolTip(
            tr("Serving engines use only part of the card and keep the rest as headroom: %1 "
               "(vLLM gpu_memory_utilization).")
                .arg(EstimateText::percent(run.memoryInputs.inferenceMemoryFraction)));
    } else {
        m_capacity->setText(capacity);
        m_capacity->setToolTip(tr("The memory of one card, from the catalog."));
    }
    m_capacityCaption->setToolTip(m_capacity->toolTip());
    m_bar->setParts(std::move(bar), m.capacity, capacity);
    m_bar->setToolTip(tr("Memory per card against the card's capacity (the line).") +
                      QLatin1Char('\n') + MemoryFormat::unitNote());

    m_verdict->setVisible(true);
    m_verdict->setToolTip(
        tr("Total memory per card against the card's capacity (for serving, its usable part)."));
    if (m.fits)
        //: %1 memory needed per card, %2 the card's capacity
        setVerdict(tr("Fits: %1 of %2").arg(MemoryFormat::size(m.total), capacity), true);
    else
        //: %1 the missing memory, %2 memory needed, %3 the card's capacity
        setVerdict(tr("Short by %1: needs %2 per card, the card has %3")
                       .arg(MemoryFormat::size(m.shortBy), MemoryFormat::size(m.total), capacity),
                   false);
}

// The remedies for a job that does not fit, each with an Apply link.
void MemoryPanel::showRemedies(const SizingRun &run)
{
    QStringList lines;
    for (std::size_t i = 0; i < run.remedies.size(); ++i) {
        const Remedy &r = run.remedies[i];
        const QString what = EstimateText::remedy(r, run.workload, run.target);
        const QString total = MemoryFormat::size(r.totalBytes);
        const QString line = r.fits ? tr("%1: %2 per card, fits").arg(what, total)
                                    : tr("%1: %2 per card, still short").arg(what, total);
        //: Link after a remedy: apply this change (one undo step for project edits)
        lines << QString(QChar(0x2022)) + QChar::Nbsp + line.toHtmlEscaped() +
                     QStringLiteral(" <a href=\"remedy:%1\">%2</a>").arg(i).arg(tr("Apply"));
    }
    m_remedies->setText(lines.join(QLatin1String("<br/>")));
    m_remediesTitle->setVisible(!lines.isEmpty());
    m_remedies->setVisible(!lines.isEmpty());
    m_remedies->setToolTip(tr("Each line is one change and what the engine estimates after it. "
                              "Apply makes the change: on the workload or the option as one undo "
                              "step, on this page's card and layout at once."));
}
