#include "VerdictText.h"

#include <QLocale>

#include "i18n/CostText.h"
#include "i18n/MemoryFormat.h"
#include "i18n/MoneyFormat.h"
#include "model/Workload.h"

using namespace suanpan;

namespace {

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

int eligibleCount(const WorkloadVerdict &v)
{
    int n = 0;
    for (const Standing &s : v.standings)
        n += s.eligible() ? 1 : 0;
    return n;
}

QString listSeparator()
{
    return QLocale().language() == QLocale::Chinese ? QStringLiteral("\uff1b")
                                                    : QStringLiteral("; ");
}

// The decision flip on the driver's input between the same two options, if
// the evaluation has one: its threshold is the value to quote.
const DecisionFlip *flipFor(const Evaluation &ev, const WorkloadVerdict &v, const WinDriver &d)
{
    for (const DecisionFlip &f : ev.flips)
        if (f.workloadId == v.workloadId && f.input == d.input &&
            ((f.winnerAbove == v.recommended && f.winnerBelow == d.rivalId) ||
             (f.winnerBelow == v.recommended && f.winnerAbove == d.rivalId)))
            return &f;
    return nullptr;
}

} // namespace

QString VerdictText::why(const WorkloadVerdict &v, const Workload &w, int eligible)
{
    QString why;
    if (v.has(VerdictReason::OnlyEligible))
        why = tr("the only option that passes every check");
    else if (v.has(VerdictReason::MeetsDeadline))
        //: %n options, %1 the deadline in days
        why = tr("the cheapest of the %n options that meet the %1-day deadline and pass every "
                 "check",
                 "", eligible)
                  .arg(number(w.deadlineDays, 0));
    else if (v.has(VerdictReason::MeetsLatency))
        //: %n options, %1 the first-token target in seconds
        why = tr("the cheapest of the %n options that meet the %1 s first-token target and pass "
                 "every check",
                 "", eligible)
                  .arg(number(w.ttftTargetSeconds, 2));
    else
        why = tr("the cheapest of the %n options that pass every check", "", eligible);
    if (v.has(VerdictReason::Fastest))
        //: Appended to why an option is recommended
        why = tr("%1, and the fastest").arg(why);
    return why;
}

QString VerdictText::runnerUpCost(const WorkloadVerdict &v, const Names &name)
{
    const Standing *rec = v.standing(v.recommended);
    const Standing *next = v.standing(v.runnerUp);
    if (!rec || !next)
        return {};
    const double extra = next->cost - rec->cost;
    const double ratio = rec->cost > 0.0 ? next->cost / rec->cost : 0.0;
    // "26 %" reads well; "7,023 %" does not: past three times, how many times.
    const QString fraction =
        ratio >= 3.0
            //: The runner-up's cost as a multiple of the recommended one's
            ? tr("%1 times as much").arg(QLocale().toString(ratio, 'f', ratio < 10.0 ? 1 : 0))
            : MoneyFormat::percent(rec->cost > 0.0 ? extra / rec->cost : 0.0);
    if (v.perRun)
        //: %1 the runner-up option, %2 how much more it costs (the medians), %3 in percent
        return tr("The runner-up, %1, costs %2 more per run (%3).")
            .arg(name(v.runnerUp), MoneyFormat::amount(extra), fraction);
    //: %1 the runner-up option, %2 how much more it costs over the plan, %3 in percent
    return tr("The runner-up, %1, costs %2 more over the plan (%3).")
        .arg(name(v.runnerUp), MoneyFormat::amount(extra), fraction);
}

QString VerdictText::decided(const WorkloadVerdict &v, const Evaluation &ev, const Names &name)
{
    const QString rec = name(v.recommended);
    if (!v.decidedBy)
        //: A toss-up that nothing else decides either; %1 the option listed first
        return tr("Nothing else tells them apart either: %1 is listed first.").arg(rec);
    switch (*v.decidedBy) {
    case Decider::Speed: {
        const PairResult *a = ev.pair(v.workloadId, v.recommended);
        const PairResult *b = ev.pair(v.workloadId, v.runnerUp);
        if (a && b && a->inference && b->inference)
            //: %1 option, %2 and %3 first-token times in seconds, %4 the other option
            return tr("Take %1: it answers first in %2 s, against %3 s for %4.")
                .arg(rec, number(a->inference->at.ttftSeconds, 2),
                     number(b->inference->at.ttftSeconds, 2), name(v.runnerUp));
        if (a && b)
            //: %1 option, %2 and %3 job times ("4.2 hours"), %4 the other option
            return tr("Take %1: it finishes in %2, against %3 for %4.")
                .arg(rec, CostText::jobTime(Range::exactly(a->jobHours.likely)),
                     CostText::jobTime(Range::exactly(b->jobHours.likely)), name(v.runnerUp));
        return tr("Take %1: it is faster.").arg(rec);
    }
    case Decider::Flexibility:
        //: %1 the option; the other one is a monthly or yearly plan, or a purchase
        return tr("Take %1: it is paid by the hour, with no commitment.").arg(rec);
    case Decider::LeadTime:
        //: %1 the rented option; the other one is bought
        return tr("Take %1: it can be rented now, while bought cards wait for delivery.").arg(rec);
    case Decider::Risk:
        //: %1 the option
        return tr("Take %1: it carries fewer risks (see the risk column).").arg(rec);
    }
    return {};
}

QString VerdictText::headline(const WorkloadVerdict &v, const Workload &w, const Evaluation &ev,
                              const Names &name)
{
    if (v.has(VerdictReason::NothingPriced) || v.recommended.empty())
        return tr("No option can run this workload; each option says why.");
    const QString gap = CostText::sentenceGap();
    const QString rec = name(v.recommended);
    if (v.compromised()) {
        const Standing *s = v.standing(v.recommended);
        QStringList breaches;
        for (const BreachItem &b : s ? s->breaches : std::vector<BreachItem>{})
            breaches << breach(b);
        //: %1 the least bad option, %2 what it breaks
        return tr("No option passes every check. The least bad is %1: %2.")
            .arg(rec, breaches.join(listSeparator()));
    }
    if (v.tossUp) {
        const Standing *a = v.standing(v.recommended);
        const Standing *b = v.standing(v.runnerUp);
        const QString medians =
            a && b ? MoneyFormat::amount(a->cost) + tr(" and ") + MoneyFormat::amount(b->cost)
                   : QString();
        //: %1 and %2 options, %3 their two median costs ("Y4,699 and Y4,701")
        const QString s = tr("Cost does not decide between %1 and %2: their medians are %3.")
                              .arg(rec, name(v.runnerUp), medians);
        return s + gap + decided(v, ev, name);
    }
    //: %1 the option, %2 why
    QString s = tr("%1 is recommended: %2.").arg(rec, why(v, w, eligibleCount(v)));
    const QString next = runnerUpCost(v, name);
    return next.isEmpty() ? s : s + gap + next;
}

QString VerdictText::chances(const WorkloadVerdict &v, const Evaluation &ev, const Names &name,
                             const Catalog *catalog)
{
    if (ev.sampling.samples <= 0 || v.recommended.empty() || v.compromised())
        return {};
    const QString gap = CostText::sentenceGap();
    const QString rec = name(v.recommended);
    QStringList out;
    // Alone, it has no rival in any draw: the headline already says why.
    const int eligible = eligibleCount(v);
    if (eligible <= 1)
        return {};
    if (v.chanceCheapest && *v.chanceCheapest >= 0.995) {
        //: %1 option: the cheapest of the eligible options in (nearly) every draw
        out << tr("%1 is the cheapest in every plausible future drawn.").arg(rec);
        return out.join(gap);
    }
    if (v.chanceBeatsRunnerUp && !v.runnerUp.empty())
        //: %1 option, %2 the runner-up, %3 share of the Monte Carlo draws (ties shared)
        out << tr("%1 costs less than %2 in %3 of the plausible futures.")
                   .arg(rec, name(v.runnerUp), MoneyFormat::percent(*v.chanceBeatsRunnerUp));
    const Standing *rival = nullptr;
    for (const Standing &s : v.standings)
        if (s.optionId != v.recommended && s.eligible() &&
            (!rival || s.chanceCheapest > rival->chanceCheapest))
            rival = &s;
    if (eligible > 2 && v.chanceCheapest) {
        //: %n options, %1 option, %2 share of the draws
        QString s = tr("Of all %n options, %1 is the cheapest in %2", "", eligible)
                        .arg(rec, MoneyFormat::percent(*v.chanceCheapest));
        if (rival && rival->chanceCheapest > 0.0)
            //: Continues the sentence above; %1 option, %2 share of the draws
            s += tr("; %1 in %2")
                     .arg(name(rival->optionId), MoneyFormat::percent(rival->chanceCheapest));
        out << s + tr(".");
    }
    if (v.driver) {
        const WinDriver &d = *v.driver;
        const DecisionFlip *flip = flipFor(ev, v, d);
        const double value = flip ? flip->threshold : d.value;
        QString input = CostText::inputName(d.input.substr(d.input.find('/') + 1));
        if (const size_t slash = d.input.find('/'); slash != std::string::npos)
            input = CostText::tr("%1 of %2").arg(input, name(d.input.substr(0, slash)));
        const QString at = CostText::inputThreshold(d.input, value, catalog);
        out << (d.rivalWinsBelow
                    //: %1 option, %2 an input, %3 its value
                    ? tr("%1 is cheaper mostly when %2 is below %3.")
                    : tr("%1 is cheaper mostly when %2 is above %3."))
                   .arg(name(d.rivalId), input, at);
    }
    return out.join(gap);
}

QString VerdictText::breachShort(Breach b)
{
    switch (b) {
    case Breach::NotShortlisted:
        //: Few words: the option is not ticked for the comparison on the Options page
        return tr("not compared");
    case Breach::DoesNotFit:
        return tr("does not fit");
    case Breach::MissesDeadline:
        return tr("misses the deadline");
    case Breach::MissesLatency:
        return tr("misses the first-token target");
    case Breach::SpotNeverFinishes:
        return tr("spot never finishes");
    case Breach::OverCapitalBudget:
        return tr("over capital budget");
    case Breach::OverMonthlyBudget:
        return tr("over monthly budget");
    case Breach::RestrictedPurchase:
        return tr("restricted, no source");
    case Breach::OverCapacity:
        return tr("too few hours");
    case Breach::QuoteExpired:
        //: Few words: the option's price comes from a provider's quote past its validity
        return tr("quote expired");
    }
    return {};
}

QString VerdictText::breach(const BreachItem &b)
{
    const auto at = [&b](size_t i) { return i < b.values.size() ? b.values[i] : 0.0; };
    const bool figures = b.values.size() >= 2;
    switch (b.code) {
    case Breach::NotShortlisted:
        return tr("not in the comparison (tick it on the Options page)");
    case Breach::DoesNotFit:
        if (!figures)
            return tr("does not fit");
        //: %1 memory needed per card, %2 the card's memory
        return tr("does not fit: it needs %1 per card, the card has %2")
            .arg(MemoryFormat::size(at(0)), MemoryFormat::size(at(1)));
    case Breach::MissesDeadline:
        if (!figures)
            return breachShort(b.code);
        //: %1 days the job takes, %2 the deadline in days
        return tr("misses the deadline: %1 days against %2")
            .arg(number(at(0), 1), number(at(1), 0));
    case Breach::MissesLatency:
        if (!figures)
            return breachShort(b.code);
        //: %1 and %2 seconds
        return tr("misses the first-token target: %1 s against %2 s")
            .arg(number(at(0), 2), number(at(1), 2));
    case Breach::SpotNeverFinishes:
        return tr("spot instances are reclaimed too often for the job to finish");
    case Breach::OverCapitalBudget:
        //: %1 cash on day one, %2 the budget
        return tr("over the capital budget: %1 on day one, the budget is %2")
            .arg(MoneyFormat::amount(at(0)), MoneyFormat::amount(at(1)));
    case Breach::OverMonthlyBudget:
        //: %1 spend in a month, %2 the budget
        return tr("over the monthly budget: %1 in a month, the budget is %2")
            .arg(MoneyFormat::amount(at(0)), MoneyFormat::amount(at(1)));
    case Breach::RestrictedPurchase:
        return tr("buys a card not sold new into China, and the project names no source for "
                  "it (File > Project Properties)");
    case Breach::OverCapacity:
        //: %1 hours the scheduled runs need, %2 hours in the plan
        return tr("the schedule's runs need %1 hours on these cards, more than the %2 in the "
                  "plan")
            .arg(MoneyFormat::quantity(at(0)), MoneyFormat::quantity(at(1)));
    case Breach::QuoteExpired:
        if (b.values.empty())
            return breachShort(b.code);
        //: %1 days since the provider's quote stopped being valid
        return tr("priced from a quote %1 days past its validity: confirm it with the provider "
                  "before it is recommended")
            .arg(MoneyFormat::quantity(at(0)));
    }
    return {};
}

QStringList VerdictText::leftOut(const WorkloadVerdict &v, const Names &name)
{
    QStringList out;
    for (const Standing &s : v.standings) {
        if (s.breaches.empty() || s.optionId == v.recommended)
            continue;
        QStringList parts;
        for (const BreachItem &b : s.breaches)
            parts << breach(b);
        //: An option left out of the recommendation; %1 its name, %2 why
        out << tr("%1: %2.").arg(name(s.optionId), parts.join(listSeparator()));
    }
    return out;
}

QString VerdictText::recommendation(const WorkloadVerdict &v, const Names &name)
{
    if (v.recommended.empty())
        //: No option can run the workload
        return tr("none");
    if (v.compromised())
        //: %1 option that breaks a check but is the least bad
        return tr("%1 (breaks a check)").arg(name(v.recommended));
    if (v.tossUp && !v.runnerUp.empty())
        //: %1 the option taken, %2 the one it ties with on cost
        return tr("%1 (a toss-up on cost with %2)").arg(name(v.recommended), name(v.runnerUp));
    return name(v.recommended);
}

QString VerdictText::chanceCell(const Standing &s, bool sampled)
{
    if (!sampled || !s.eligible())
        return MoneyFormat::missing();
    return MoneyFormat::percent(s.chanceCheapest);
}

QStringList VerdictText::mix(const YearMix &m, int horizonMonths, const Names &optionName,
                             const Names &workloadName)
{
    QStringList out;
    const QString total = MoneyFormat::amount(m.total.likely);
    const QString band = m.total.low < m.total.high
                             ? tr(" (P10-P90 %1)").arg(MoneyFormat::span(m.total.low, m.total.high))
                             : QString();
    if (m.ownedCards == 0)
        //: Year plan; %1 the median total, %2 its P10-P90 or nothing, %n months
        out << tr("Year plan: rent everything, %1%2 over %n months.", "", horizonMonths)
                   .arg(total, band);
    else
        //: Year plan; %1 cards of %2 (the owned option), %3 median total, %4 its band, %5 the
        //: median of renting everything, %6 chance, %n months
        out << tr("Year plan: own %1 cards of %2 and rent the rest, %3%4 over %n months, against "
                  "%5 renting everything; cheaper in %6 of the plausible futures.",
                  "", horizonMonths)
                   .arg(QLocale().toString(m.ownedCards), optionName(m.ownedOptionId), total, band,
                        MoneyFormat::amount(m.allRented.likely),
                        MoneyFormat::percent(m.chanceBeatsRenting));
    for (const std::string &id : m.raisedWorkloads)
        //: %1 a workload
        out << tr("%1 runs on more cards than its schedule names, to meet its deadline.")
                   .arg(workloadName(id));
    for (const std::string &id : m.lateWorkloads)
        //: %1 a workload
        out << tr("%1 misses its deadline on any number of cards.").arg(workloadName(id));
    return out;
}

QStringList VerdictText::checks(const ProjectVerdict &v, const Names &optionName)
{
    QStringList out;
    for (const ProjectCheck &c : v.checks) {
        QStringList names;
        for (const std::string &id : c.optionIds)
            names << optionName(id);
        const QString need = MoneyFormat::amount(c.need);
        const QString budget = MoneyFormat::amount(c.budget);
        const bool capital = c.kind == ProjectCheckKind::CapitalBudget;
        if (c.ok())
            out << (capital
                        //: %1 cash, %2 budget
                        ? tr("Together the recommended options need %1 on day one, within the "
                             "capital budget of %2.")
                        : tr("Together the recommended options spend %1 in a month, within the "
                             "monthly budget of %2."))
                       .arg(need, budget);
        else
            out << (capital
                        //: %1 cash, %2 budget, %3 the options
                        ? tr("Together the recommended options need %1 on day one, over the "
                             "capital budget of %2 (%3).")
                        : tr("Together the recommended options spend %1 in a month, over the "
                             "monthly budget of %2 (%3)."))
                       .arg(need, budget, names.join(listSeparator()));
    }
    return out;
}
