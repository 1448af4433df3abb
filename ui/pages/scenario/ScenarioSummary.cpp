#include "ScenarioSummary.h"

#include <cmath>

#include <QLocale>

#include "catalog/Catalog.h"
#include "estimate/JobSizing.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"
#include "widgets/CountEdit.h"

using namespace suanpan;

namespace {

// One server: what the fine-tuning scenarios promise to run on.
constexpr int kOneServer = 8;

// "BF16, 200 M tokens and batch 64". Qt's Chinese pattern ends "a, b he c"
// with no space before a number; the enumeration comma throughout reads better.
QString listOf(const QStringList &items)
{
    if (LanguageManager::isChinese())
        return items.join(QChar(0x3001));
    return QLocale().createSeparatedList(items);
}

int wholeDays(double d)
{
    return int(std::lround(d));
}

} // namespace

const char *ScenarioSummary::typicalCard(Scenario scenario)
{
    switch (scenario) {
    case Scenario::LoRA:
    case Scenario::QLoRA:
        return "rtx-4090";
    case Scenario::FullFineTune:
        return "a800-80g-sxm";
    case Scenario::PreTraining:
    case Scenario::Inference:
        break;
    }
    return nullptr;
}

ScenarioFit ScenarioSummary::checkFit(const Workload &workload, const Catalog &catalog,
                                      const SizingAssumptions &assumptions)
{
    ScenarioFit fit;
    const char *id = typicalCard(workload.scenario);
    const Card *card = id ? catalog.findCard(id) : nullptr;
    if (!card || !(workload.trainingTokens > 0.0))
        return fit;
    LayoutSearchInputs in = layoutSearchInputsFor(workload, defaultNetwork(), assumptions);
    in.maxCards = kOneServer;
    fit.cardId = card->id;
    fit.maxCards = kOneServer;
    fit.result = searchLayout(in, *card);
    return fit;
}

QString ScenarioSummary::text(const ScenarioChange &change, const ScenarioFit &fit,
                              const Catalog &catalog)
{
    const QString scenario = DisplayText::scenario(change.scenario);
    QString out;
    if (change.added) {
        QStringList items = settings(change.before, change.after, true);
        //: An item in the list of presets set; %1 a model such as Llama-2-7B
        items.prepend(tr("the model %1").arg(modelText(change.after.model)));
        //: %1 the new workload's name, %2 a scenario, %3 a list of settings
        out = tr("Added the workload \"%1\" with the %2 presets: %3.")
                  .arg(DisplayText::name(change.after), scenario, listOf(items));
    } else if (change.modelKept) {
        const QStringList items = settings(change.before, change.after, false);
        const QString model = modelText(change.after.model);
        out = items.isEmpty()
                  //: %1 the user's model, %2 a scenario such as "LoRA fine-tune"
                  ? tr("Kept your model %1; its job settings already match the %2 presets.")
                        .arg(model, scenario)
                  //: %1 the user's model, %2 a scenario, %3 a list of settings
                  : tr("Kept your model %1; set the %2 presets: %3.")
                        .arg(model, scenario, listOf(items));
    } else {
        QStringList items = settings(change.before, change.after, false);
        if (!(change.after.model == change.before.model)) {
            const bool empty = !(change.before.model.paramsTotal > 0.0);
            items.prepend(
                empty ? tr("the model %1").arg(modelText(change.after.model))
                      //: %1 the preset model now set, %2 the preset model it replaced
                      : tr("the model %1 (was %2)")
                            .arg(modelText(change.after.model), modelText(change.before.model)));
        }
        out = items.isEmpty()
                  //: %1 a scenario such as "LoRA fine-tune"
                  ? tr("The workload already has the %1 presets.").arg(scenario)
                  //: %1 a scenario, %2 a list of settings
                  : tr("Set the %1 presets: %2.").arg(scenario, listOf(items));
    }
    const QString fitNote = fitText(fit, change.after, catalog);
    if (fitNote.isEmpty())
        return out;
    // A job that cannot work is said first: a long message loses its end.
    const bool works = fit.result.outcome == LayoutSearchResult::Outcome::Found;
    //: Two sentences one after the other (Chinese: no space between them)
    return works ? tr("%1 %2").arg(out, fitNote) : tr("%1 %2").arg(fitNote, out);
}

QStringList ScenarioSummary::settings(const Workload &before, const Workload &after, bool all)
{
    const QLocale here;
    QStringList items;
    const auto changed = [all](auto a, auto b) { return all || a != b; };
    if (changed(before.precision, after.precision))
        // A number format names itself ("BF16").
        items << DisplayText::precision(after.precision);
    if (changed(before.sequenceLength, after.sequenceLength))
        //: A preset; %1 a token count such as 4,096
        items << tr("%1-token sequences").arg(here.toString(after.sequenceLength));
    if (isTraining(after.scenario)) {
        if (changed(before.trainingTokens, after.trainingTokens))
            //: A preset: the training tokens; %1 a count such as "200 M"
            items << tr("%1 tokens")
                         .arg(CountEdit::format(CountEdit::Kind::Tokens, after.trainingTokens,
                                                here));
        if (changed(before.globalBatch, after.globalBatch))
            //: A preset: the global batch, in sequences per optimizer step
            items << tr("batch %L1").arg(after.globalBatch);
        if (changed(before.deadlineDays, after.deadlineDays))
            items << (after.deadlineDays > 0.0
                          //: A preset: the training run's deadline
                          ? tr("a %Ln-day deadline", "", wholeDays(after.deadlineDays))
                          : tr("no deadline"));
        const bool adapters = after.scenario == Scenario::LoRA || after.scenario == Scenario::QLoRA;
        if (adapters && changed(before.loraRank, after.loraRank))
            //: A preset; %1 the LoRA rank such as 16
            items << tr("LoRA rank %1").arg(here.toString(after.loraRank));
        return items;
    }
    if (changed(before.promptTokens, after.promptTokens) ||
        changed(before.outputTokens, after.outputTokens))
        //: A preset; %1 and %2 token counts
        items << tr("%1 prompt and %2 output tokens")
                     .arg(here.toString(after.promptTokens), here.toString(after.outputTokens));
    if (changed(before.concurrency, after.concurrency))
        //: A preset: requests served at the same time
        items << tr("%Ln request(s) at once", "", after.concurrency);
    if (changed(before.requestsPerSecond, after.requestsPerSecond))
        items << (after.requestsPerSecond > 0.0
                      //: A preset; %1 a rate such as 2.5
                      ? tr("%1 requests per second").arg(here.toString(after.requestsPerSecond))
                      : tr("no request rate"));
    if (changed(before.ttftTargetSeconds, after.ttftTargetSeconds))
        items << (after.ttftTargetSeconds > 0.0
                      //: A preset; %1 a latency such as "1.00 s"
                      ? tr("first token within %1")
                            .arg(EstimateText::latency(after.ttftTargetSeconds))
                      : tr("no latency target"));
    return items;
}

QString ScenarioSummary::modelText(const ModelShape &model)
{
    const QString name = DisplayText::modelName(model);
    if (!name.isEmpty())
        return name;
    //: A model known only by its size; %1 a count such as "70 B"
    return tr("of %1 parameters")
        .arg(CountEdit::format(CountEdit::Kind::Parameters, model.paramsTotal, QLocale()));
}

QString ScenarioSummary::fitText(const ScenarioFit &fit, const Workload &workload,
                                 const Catalog &catalog)
{
    const Card *card = fit.cardId.empty() ? nullptr : catalog.findCard(fit.cardId);
    if (!card)
        return {};
    const LayoutSearchResult &r = fit.result;
    const QString name = DisplayText::cardName(*card);
    switch (r.outcome) {
    case LayoutSearchResult::Outcome::Found:
        // One card is what the scenario promises; more is worth saying.
        if (r.best.layout.cards() <= 1)
            return {};
        //: %n cards, %1 a card such as RTX 4090, %2 how they are split
        //: ("TP 2 x PP 4 x DP 1"), %3 a duration
        return tr("It needs %n %1 card(s) (%2), about %3.", "", r.best.layout.cards())
            .arg(name, EstimateText::parallelSplit(r.best.layout),
                 EstimateText::duration(r.best.wallSeconds));
    case LayoutSearchResult::Outcome::NoLayout: // searchLayout() tries other counts
    case LayoutSearchResult::Outcome::NothingFitsMemory:
        //: %n cards (one server), %1 a card such as RTX 4090, %2 and %3 memory sizes
        return tr("Does not fit %n %1 card(s): at best %2 per card, more than their %3.", "",
                  fit.maxCards)
            .arg(name, MemoryFormat::size(r.smallestMemoryBytes),
                 MemoryFormat::size(card->memoryBytes));
    case LayoutSearchResult::Outcome::DeadlineMissed:
        //: %n cards (one server), %1 a card such as RTX 4090, %2 a duration, %3 days
        return tr("On %n %1 card(s) it takes %2 at best, past its %3-day deadline.", "",
                  fit.maxCards)
            .arg(name, EstimateText::duration(r.best.wallSeconds),
                 QLocale().toString(workload.deadlineDays));
    }
    return {};
}
