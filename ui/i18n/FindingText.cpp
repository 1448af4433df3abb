#include "FindingText.h"

#include <cmath>

#include <QLocale>
#include <QStringList>

#include "catalog/Catalog.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/EstimateText.h"
#include "i18n/MoneyFormat.h"
#include "i18n/StdText.h"

using namespace suanpan;

namespace {

// A number with its unit, never broken across lines.
QString withUnit(const QString &text)
{
    return QString(text).replace(QLatin1Char(' '), QChar::Nbsp);
}

// A bandwidth as people quote it: "400 Gb/s", "23.4 Gb/s".
int gbitDecimals(double v)
{
    return std::fabs(v - std::round(v)) < 0.05 ? 0 : 1;
}

// Below this share of the plan a change reads as "what was planned".
constexpr double kSameShare = 0.005;

} // namespace

QString FindingText::number(double value, int decimals)
{
    if (!std::isfinite(value))
        return EstimateText::unavailable();
    return QLocale().toString(value, 'f', decimals);
}

QString FindingText::status(CheckStatus status)
{
    switch (status) {
    case CheckStatus::NotChecked:
        return tr("Not checked");
    case CheckStatus::Pass:
        //: Checklist status: the item was checked and is fine
        return tr("Pass");
    case CheckStatus::Fail:
        //: Checklist status: the item was checked and is not fine
        return tr("Fail");
    case CheckStatus::NotApplicable:
        //: Checklist status: the item does not apply to this project
        return tr("Not applicable");
    case CheckStatus::Waived:
        //: Checklist status: accepted knowingly without passing, with a reason
        return tr("Waived");
    }
    return {};
}

QString FindingText::supply(Supply supply)
{
    switch (supply) {
    case Supply::Cloud:
        //: How an option gets its cards; after "do not concern"
        return tr("renting from a GPU cloud");
    case Supply::Rent:
        return tr("renting servers in a provider's data centre");
    case Supply::Host:
        return tr("own servers hosted in a rented cabinet");
    case Supply::Build:
        return tr("own servers in your own room");
    }
    return {};
}

QString FindingText::leftOut(Supply supply, const QStringList &items)
{
    //: Checklist items not counted for an option; %1 how it gets its cards
    //: ("renting from a GPU cloud"), %2 the items' names, separated by "; "
    return tr("Left out, as they do not concern %1: %2.")
        .arg(FindingText::supply(supply), items.join(tr("; ")));
}

QString FindingText::severity(Severity severity)
{
    switch (severity) {
    case Severity::Blocker:
        //: Checklist severity: never sign while this is open
        return tr("Blocker");
    case Severity::Major:
        return tr("Major");
    case Severity::Minor:
        return tr("Minor");
    }
    return {};
}

QString FindingText::evidenceKind(EvidenceKind kind)
{
    switch (kind) {
    case EvidenceKind::Iperf3:
        //: Evidence kind: output of "iperf3 -J" (network speed test)
        return tr("iperf3 network test");
    case EvidenceKind::NvidiaSmi:
        //: Evidence kind: nvidia-smi --query-gpu CSV output
        return tr("nvidia-smi table");
    case EvidenceKind::NvidiaSmiQ:
        //: Evidence kind: the long report of "nvidia-smi -q"
        return tr("nvidia-smi -q report");
    case EvidenceKind::Topo:
        //: Evidence kind: the card connection matrix of "nvidia-smi topo -m"
        return tr("Card topology (topo -m)");
    case EvidenceKind::Scaling:
        return tr("Scaling table");
    case EvidenceKind::TrainingLog:
        return tr("Training log");
    case EvidenceKind::Document:
        return tr("Document");
    case EvidenceKind::Photo:
        return tr("Photo");
    case EvidenceKind::Note:
        //: Evidence kind: a plain text note
        return tr("Text note");
    }
    return {};
}

QString FindingText::text(const Bilingual &text)
{
    return DisplayText::name(text.zh, text.en);
}

QString FindingText::cardName(const std::string &id, const Catalog &catalog)
{
    if (id.empty())
        //: A card nvidia-smi reported that matches no card Suanpan knows
        return tr("a card Suanpan does not know");
    if (const Card *card = catalog.findCard(id))
        return DisplayText::cardName(*card);
    return DisplayText::unknownEntry(id);
}

QString FindingText::gpuList(const std::vector<std::string> &indices)
{
    QStringList out;
    for (const std::string &i : indices)
        out << qs(i);
    return QLocale().createSeparatedList(out);
}

QString FindingText::finding(const Finding &f, const Catalog &catalog)
{
    switch (f.code) {
    case FindingCode::CardModel: {
        QStringList names;
        for (const std::string &n : f.params)
            names << qs(n);
        if (f.passed)
            return tr("The cards are the ordered %1.").arg(cardName(f.expectedText, catalog));
        //: %1: card names as nvidia-smi printed them; %2, %3: card names
        return tr("nvidia-smi reports %1, read as %2, but the order is for %3.")
            .arg(QLocale().createSeparatedList(names), cardName(f.measuredText, catalog),
                 cardName(f.expectedText, catalog));
    }
    case FindingCode::CardCount:
        return tr("nvidia-smi shows %n card(s) on this machine; the order puts %1 on each "
                  "machine.",
                  "", int(f.measured))
            .arg(number(f.expected, 0));
    case FindingCode::PersistenceMode: {
        if (f.passed)
            return tr("Persistence mode is on for all %n card(s).", "", int(f.expected));
        //: %1: GPU numbers such as "0, 3 and 5"; %2 and %3: counts
        return tr("Persistence mode is off on GPU %1: only %2 of %3 cards have it on.")
            .arg(gpuList(f.params), number(f.measured, 0), number(f.expected, 0));
    }
    case FindingCode::NvlinkAllPairs: {
        if (f.passed)
            return tr("All %n card pair(s) are joined by NVLink, as the plan's tensor parallelism "
                      "needs.",
                      "", int(f.expected));
        QStringList pairs;
        for (const std::string &p : f.params)
            pairs << qs(p);
        //: %3: card pairs such as "0-4, 1-5"
        return tr("Only %1 of %2 card pairs are joined by NVLink (not joined: %3), but the plan "
                  "splits each layer across cards (tensor parallel).")
            .arg(number(f.measured, 0), number(f.expected, 0), pairs.join(QLatin1String(", ")));
    }
    case FindingCode::NetworkBandwidth:
        //: %1, %2, %3: speeds in Gb/s (gigabits per second)
        return tr("Measured %1 between machines; the provider promised %2, so at least %3 is "
                  "expected.")
            .arg(withUnit(tr("%1 Gb/s").arg(number(f.measured, gbitDecimals(f.measured)))),
                 withUnit(tr("%1 Gb/s").arg(number(f.reference, gbitDecimals(f.reference)))),
                 withUnit(tr("%1 Gb/s").arg(number(f.expected, gbitDecimals(f.expected)))));
    case FindingCode::ScalingEfficiency: {
        const QString from = f.params.size() > 0 ? qs(f.params[0]) : QString();
        const QString to = f.params.size() > 1 ? qs(f.params[1]) : QString();
        const QString worst = f.params.size() > 2 ? qs(f.params[2]) : to;
        //: %1, %2: card counts; %3, %4: percentages; %5: a card count
        return tr("From %1 to %2 cards the speed-up reached %3 of linear; at least %4 is "
                  "expected. The weakest step was the one to %5 cards.")
            .arg(from, to, EstimateText::percent(f.measured), EstimateText::percent(f.expected),
                 worst);
    }
    case FindingCode::PowerUnderLoad: {
        //: %1, %3, %4: watts; %2: a percentage
        QString s =
            tr("Under load the weakest card drew %1, %2 of its %3 rating; at least %4 "
               "shows the job really loads the cards.")
                .arg(withUnit(tr("%1 W").arg(number(f.measured, 0))),
                     EstimateText::percent(f.reference > 0 ? f.measured / f.reference : 0.0),
                     withUnit(tr("%1 W").arg(number(f.reference, 0))),
                     withUnit(tr("%1 W").arg(number(f.expected, 0))));
        if (!f.passed && !f.params.empty())
            s += QLatin1Char(' ') + tr("Below it: GPU %1.").arg(gpuList(f.params));
        return s;
    }
    case FindingCode::PowerLimit: {
        QString s = tr("The lowest power limit set on a card is %1; the card is rated %2, so at "
                       "least %3 is expected.")
                        .arg(withUnit(tr("%1 W").arg(number(f.measured, 0))),
                             withUnit(tr("%1 W").arg(number(f.reference, 0))),
                             withUnit(tr("%1 W").arg(number(f.expected, 0))));
        if (!f.passed && !f.params.empty())
            s += QLatin1Char(' ') + tr("Capped: GPU %1.").arg(gpuList(f.params));
        return s;
    }
    case FindingCode::Mfu:
        return mfu(f);
    case FindingCode::Impossible:
        return impossible(f);
    case FindingCode::Unprovable:
        return unprovable(f);
    case FindingCode::Count:
        break;
    }
    return {};
}

QString FindingText::mfu(const Finding &f)
{
    const int steps = f.params.empty() ? 0 : qs(f.params.front()).toInt();
    //: MFU: model FLOPs utilisation; %1, %2, %3: percentages
    QString s = tr("The training log shows %1 MFU (median over %n step(s)); the plan assumes "
                   "%2, so at least %3 is expected.",
                   "", steps)
                    .arg(EstimateText::percent(f.measured), EstimateText::percent(f.reference),
                         EstimateText::percent(f.expected));
    // Which cards the MFU divides by: the log's own count, or the option's.
    const int cards = f.params.size() > 1 ? qs(f.params[1]).toInt() : 0;
    if (cards > 0 && f.reason == FindingReason::CardsFromLog)
        s += QLatin1Char(' ') + tr("The run used %n card(s), as its log says.", "", cards);
    else if (cards > 0)
        s += QLatin1Char(' ') +
             tr("Measured as if the run used all %n card(s) of the option: if it ran on fewer, "
                "add a cards column to the log.",
                "", cards);
    return s;
}

QString FindingText::impossible(const Finding &f)
{
    const QString gpu = f.params.size() > 1 ? qs(f.params[1]) : QString();
    switch (f.reason) {
    case FindingReason::Mfu:
        //: MFU: model FLOPs utilisation; %1: the log's MFU, %2: the bound, both percentages
        return tr("The training log implies %1 MFU, more than the %2 any published training "
                  "run has come near (the best dense BF16 runs reach 40-55 %): the log, the "
                  "card or the model size is not what the plan says. It cannot pass.")
            .arg(EstimateText::percent(f.measured), EstimateText::percent(f.expected));
    case FindingReason::Bandwidth:
        //: %1, %2: speeds in Gb/s; each iperf3 stream runs over one network link
        return tr("The iperf3 result, %1, is more than the %2 its streams can carry at the "
                  "network's line rate (one link per stream). It cannot pass.")
            .arg(withUnit(tr("%1 Gb/s").arg(number(f.measured, gbitDecimals(f.measured)))),
                 withUnit(tr("%1 Gb/s").arg(number(f.expected, gbitDecimals(f.expected)))));
    case FindingReason::PowerDraw:
        //: %1: a GPU number; %2, %3: watts
        return tr("GPU %1 reports drawing %2, which no card under a %3 bound can. It cannot "
                  "pass.")
            .arg(gpu, withUnit(tr("%1 W").arg(number(f.measured, 0))),
                 withUnit(tr("%1 W").arg(number(f.expected, 0))));
    case FindingReason::PowerLimit:
        //: %1: a GPU number; %2, %3: watts
        return tr("GPU %1 reports a power limit of %2, above the %3 any such card allows. It "
                  "cannot pass.")
            .arg(gpu, withUnit(tr("%1 W").arg(number(f.measured, 0))),
                 withUnit(tr("%1 W").arg(number(f.expected, 0))));
    case FindingReason::None:
    case FindingReason::Loopback:
    case FindingReason::SameHost:
    case FindingReason::ShortRun:
    case FindingReason::TooFewStreams:
    case FindingReason::RepeatedSerials:
    case FindingReason::CardsFromLog:
    case FindingReason::CardsFromPlan:
    case FindingReason::Count:
        break;
    }
    //: %1: a measured number
    return tr("A measurement (%1) is impossible. It cannot pass.").arg(number(f.measured, 2));
}

QString FindingText::unprovable(const Finding &f)
{
    const QString detail = f.params.size() > 1 ? qs(f.params[1]) : QString();
    switch (f.reason) {
    case FindingReason::Loopback:
        //: %1: a network address such as 127.0.0.1
        return tr("The iperf3 server was this same machine (%1): the test measured no network "
                  "between machines. It cannot pass.")
            .arg(detail);
    case FindingReason::SameHost:
        //: %1: a network address
        return tr("Both ends of the iperf3 test had the address %1: it measured no network "
                  "between machines. It cannot pass.")
            .arg(detail);
    case FindingReason::ShortRun:
        //: %1, %2: durations in seconds
        return tr("The iperf3 test ran %1, less than the %2 a steady figure needs. It cannot "
                  "pass.")
            .arg(withUnit(tr("%1 s").arg(number(f.measured, 1))),
                 withUnit(tr("%1 s").arg(number(f.expected, 0))));
    case FindingReason::TooFewStreams:
        //: %n: parallel iperf3 streams; %1: network links per machine
        return tr("The iperf3 test used %n stream(s), but each machine has %1 network links: it "
                  "cannot show that every link works. It cannot pass.",
                  "", int(f.measured))
            .arg(number(f.expected, 0));
    case FindingReason::RepeatedSerials: {
        QStringList serials;
        for (std::size_t i = 1; i < f.params.size(); ++i)
            serials << qs(f.params[i]);
        //: %n: cards listed; %1: different cards; %2: serial numbers
        return tr("nvidia-smi lists %n card(s) but only %1 different ones: the same serial "
                  "number appears more than once (%2). It cannot pass.",
                  "", int(f.measured))
            .arg(number(f.expected, 0), serials.join(QLatin1String(", ")));
    }
    case FindingReason::None:
    case FindingReason::Mfu:
    case FindingReason::Bandwidth:
    case FindingReason::PowerDraw:
    case FindingReason::PowerLimit:
    case FindingReason::CardsFromLog:
    case FindingReason::CardsFromPlan:
    case FindingReason::Count:
        break;
    }
    return tr("This evidence cannot prove what the item claims. It cannot pass.");
}

QString FindingText::ask(AskCode code)
{
    switch (code) {
    case AskCode::Impossible:
        return tr("Ask the provider for the raw output of a new run on the delivered machines; "
                  "do not sign on these figures.");
    case AskCode::Unprovable:
        return tr("Ask the provider to repeat the test between two different delivered machines, "
                  "with one stream per network link and at least 10 seconds, and send the "
                  "output.");
    case AskCode::CardModel:
        return tr("Ask the provider to deliver the card model you ordered, or to agree a lower "
                  "price in writing before you accept.");
    case AskCode::CardCount:
        return tr("Ask the provider why the card count differs from the order and to deliver "
                  "the ordered number on each machine.");
    case AskCode::PersistenceMode:
        return tr("Ask the provider to switch persistence mode on for every card (nvidia-smi "
                  "-pm 1) and keep it on after a restart.");
    case AskCode::PowerAndCooling:
        return tr("Ask whether power or cooling holds the cards back, then repeat the test with "
                  "a job that keeps every card busy.");
    case AskCode::PowerLimit:
        return tr("Ask the provider to lift the power cap (nvidia-smi -pl) or to state it, and "
                  "a lower price, in the contract.");
    case AskCode::NvlinkMachine:
        return tr("Ask for a machine whose cards are all joined by NVLink (an SXM / HGX board), "
                  "or change the plan so that it does not split layers across cards.");
    case AskCode::NetworkBandwidth:
        return tr("Ask the provider for the promised bandwidth: have them check the network "
                  "cards, cables and switch ports, then measure again before you pay.");
    case AskCode::ScalingInterconnect:
        return tr("Ask the provider to check NVLink, the PCIe switches and the network between "
                  "machines, then repeat the scaling run.");
    case AskCode::FrameworkSupport:
        return tr("Ask the provider's engineers to help tune the training setup (parallel "
                  "layout, communication), or re-plan time and cost with the measured MFU.");
    case AskCode::Count:
        break;
    }
    return {};
}

QString FindingText::fact(FactCode code, double value)
{
    const int n = std::isfinite(value) ? int(std::lround(value)) : 0;
    switch (code) {
    case FactCode::GbitPerS:
        return withUnit(tr("%1 Gb/s").arg(number(value, gbitDecimals(value))));
    case FactCode::Retransmits:
        return tr("%n retransmission(s)", "", n);
    case FactCode::Streams:
        //: Parallel network connections of an iperf3 test
        return tr("%n stream(s)", "", n);
    case FactCode::DurationS:
        //: Length of a test in seconds
        return withUnit(tr("%1 s run").arg(number(value, 0)));
    case FactCode::Gpus:
        return tr("%n card(s)", "", n);
    case FactCode::MinPowerDrawW:
        return withUnit(tr("lowest draw %1 W").arg(number(value, 0)));
    case FactCode::MinPowerLimitW:
        return withUnit(tr("lowest power limit %1 W").arg(number(value, 0)));
    case FactCode::GpuPairs:
        return tr("%n card pair(s)", "", n);
    case FactCode::NvlinkPairs:
        return tr("%n pair(s) joined by NVLink", "", n);
    case FactCode::ScalingEfficiency:
        return tr("%1 of linear scaling").arg(EstimateText::percent(value));
    case FactCode::WorstStepEfficiency:
        return tr("weakest step %1").arg(EstimateText::percent(value));
    case FactCode::MaxCards:
        return tr("up to %n card(s)", "", n);
    case FactCode::Steps:
        return tr("%n step(s)", "", n);
    case FactCode::StepSeconds:
        return withUnit(tr("median step %1 s").arg(number(value, 2)));
    case FactCode::TokensPerSecond:
        return withUnit(tr("%1 tokens/s").arg(number(value, 0)));
    case FactCode::StepSecondsCv:
        //: How much step times vary from step to step, as a percentage
        return tr("step times vary by %1").arg(EstimateText::percent(value));
    case FactCode::Mfu:
        return tr("%1 MFU").arg(EstimateText::percent(value));
    case FactCode::Count:
        break;
    }
    return {};
}

QString FindingText::importError(const QString &fileName, const Error &error)
{
    //: %1 is a file name, %2 a sentence saying what is wrong with it
    return tr("\"%1\" was not imported: %2 The project was not changed.")
        .arg(fileName, ErrorText::error(error));
}

QString FindingText::measuredFacts(const MeasuredFacts &facts)
{
    QStringList parts;
    if (facts.mfu)
        parts << tr("%1 MFU").arg(EstimateText::percent(*facts.mfu));
    if (facts.scalingEfficiency)
        parts << tr("%1 of linear scaling").arg(EstimateText::percent(*facts.scalingEfficiency));
    if (facts.interNodeGbitPerS)
        parts << tr("%1 between machines")
                     .arg(withUnit(tr("%1 Gb/s").arg(number(
                         *facts.interNodeGbitPerS, gbitDecimals(*facts.interNodeGbitPerS)))));
    return QLocale().createSeparatedList(parts);
}

// Why a figure moved or did not, after the sentence that says how much: the
// engine's re-chosen layout, or a layout that hardly uses the network.
QString FindingText::planVsMeasuredReason(const PlanVsMeasured &row, double timeShare, bool same)
{
    const bool network = row.used.interNodeGbitPerS.has_value();
    if (layoutChanged(row)) {
        const QString after = EstimateText::parallelSplit(row.measuredLayout);
        const QString before = EstimateText::parallelSplit(row.plannedLayout);
        QString kept;
        if (row.plannedLayoutSlowdown) {
            const double slowdown = *row.plannedLayoutSlowdown;
            kept = slowdown < 1.0
                       //: %1: a percentage such as "12 %"
                       ? tr("the planned layout would run %1 slower than planned")
                             .arg(EstimateText::percent(slowdown))
                       //: %1: a factor such as "14.6"
                       : tr("the planned layout would take %1 times as long as "
                            "planned")
                             .arg(number(1.0 + slowdown, 1));
        }
        if (network && !kept.isEmpty())
            //: %1: the new layout ("TP 8 x PP 8 x DP 1"); %2: the planned one; %3: "the planned
            //: layout would run 12 % slower than planned"
            return tr("With the measured network Suanpan re-chose %1 (planned: %2), "
                      "which sends less between servers; %3.")
                .arg(after, before, kept);
        if (network)
            return tr("With the measured network Suanpan re-chose %1 (planned: %2), "
                      "which sends less between servers.")
                .arg(after, before);
        if (!kept.isEmpty())
            return tr("With these figures Suanpan re-chose %1 (planned: %2); %3.")
                .arg(after, before, kept);
        return tr("With these figures Suanpan re-chose %1 (planned: %2).").arg(after, before);
    }
    // A failed bandwidth check beside an unchanged figure: say why.
    if (row.used.bandwidthCheckFailed && same && std::fabs(timeShare) <= 0.01) {
        if (!(row.plannedHours.likely > 0.0))
            return tr("Serving sends little between servers, so the slower network "
                      "hardly changes it.");
        //: %1: a layout such as "TP 8 x PP 8 x DP 1"
        return tr("Its layout, %1, sends little between servers, so the slower "
                  "network hardly changes the run.")
            .arg(EstimateText::parallelSplit(row.plannedLayout));
    }
    return {};
}

QString FindingText::planVsMeasured(const PlanVsMeasured &row, const QString &workload)
{
    if (!row.priced)
        //: %1: a workload name
        return tr("%1 does not fit on this option, so there is nothing to re-cost.").arg(workload);
    const QString facts = measuredFacts(row.used);
    const double planned = row.plannedCny.likely;
    const double delta = row.measuredCny.likely - planned;
    const bool same = !(std::fabs(delta) > kSameShare * std::fabs(planned));
    QString time;
    double timeShare = 0.0;
    const double plannedHours = row.plannedHours.likely;
    if (plannedHours > 0.0 && std::isfinite(row.measuredHours.likely)) {
        timeShare = row.measuredHours.likely / plannedHours - 1.0;
        const QString sign = timeShare >= 0 ? QStringLiteral("+") : QString();
        //: %1 is a signed percentage such as "+38 %"
        time = QLatin1Char(' ') + tr("(time %1)").arg(sign + EstimateText::percent(timeShare));
    }
    QString sentence;
    if (same && row.used.bandwidthCheckFailed)
        //: %1: a workload name; %2: measured facts such as "12.6 Gb/s between machines"; %3:
        //: "(time +0.3 %)" or empty
        sentence = tr("%1: the measured %2 fails the bandwidth check, yet this option costs what "
                      "was planned%3.")
                       .arg(workload, facts, time);
    else if (same)
        //: %1: a workload name; %2: measured facts such as "31 % MFU"
        sentence = tr("%1: with the measured %2, this option costs what was planned%3.")
                       .arg(workload, facts, time);
    else if (delta > 0)
        //: %1: a workload name; %2: measured facts; %3: an amount; %4: "(time +38 %)" or empty
        sentence = tr("%1: with the measured %2, this option costs %3 more than planned%4.")
                       .arg(workload, facts, MoneyFormat::amount(std::fabs(delta)), time);
    else
        sentence = tr("%1: with the measured %2, this option costs %3 less than planned%4.")
                       .arg(workload, facts, MoneyFormat::amount(std::fabs(delta)), time);
    const QString reason = planVsMeasuredReason(row, timeShare, same);
    if (reason.isEmpty())
        return sentence;
    //: Two sentences in a row: %1 what changed, %2 why
    return tr("%1 %2").arg(sentence, reason);
}
