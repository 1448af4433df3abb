#pragma once

#include <functional>
#include <string>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "cost/Evaluation.h"
#include "cost/Verdict.h"

namespace suanpan {
struct Catalog;
struct Workload;
} // namespace suanpan

// Words for the project's verdict (core/cost/Verdict.h): every sentence that
// recommends -- Compare's headline, the Trade-offs notes, the slides, the
// report, the year plan -- is made here from the one verdict, so a figure
// appears with one value wherever it is said.
class VerdictText final
{
    Q_DECLARE_TR_FUNCTIONS(VerdictText)

public:
    using Names = std::function<QString(const std::string &)>;

    // The recommendation and why: "A is recommended: the cheapest of the 3
    // options that pass every check, and the fastest; B, the runner-up,
    // costs Y1,200 more per run (26 %)." A toss-up says what decides it
    // instead; a compromise says that every option breaks a check.
    static QString headline(const suanpan::WorkloadVerdict &verdict,
                            const suanpan::Workload &workload,
                            const suanpan::Evaluation &evaluation, const Names &optionName);
    // How sure: "A costs less than B in 87 % of the plausible futures. A is
    // the cheapest in 80 %; C in 20 %, mostly when X is below Y." Empty
    // without draws. The value of "mostly when" is the decision flip's when
    // the flip is on the same input, so one figure has one value.
    static QString chances(const suanpan::WorkloadVerdict &verdict,
                           const suanpan::Evaluation &evaluation, const Names &optionName,
                           const suanpan::Catalog *catalog = nullptr);
    // One line per option that breaks a check: "B: over the capital budget
    // (Y1.53 M on day one; the budget is Y500 k)."
    static QStringList leftOut(const suanpan::WorkloadVerdict &verdict, const Names &optionName);
    // A breach in a few words ("over the capital budget"), and with its figures.
    static QString breachShort(suanpan::Breach breach);
    static QString breach(const suanpan::BreachItem &breach);
    // The recommendation in a line for covers and tables: "A" or "A (a toss-up
    // with B)"; "none" when nothing can run the workload.
    static QString recommendation(const suanpan::WorkloadVerdict &verdict, const Names &optionName);
    // "Chance it is the cheapest" for a table column: "87 %", "-" without draws.
    static QString chanceCell(const suanpan::Standing &standing, bool sampled);

    // The year plan's mix: "Rent everything: Y2.24 M over 24 months (P10-P90
    // ...)", with the workloads that needed more cards or miss a deadline.
    static QStringList mix(const suanpan::YearMix &mix, int horizonMonths, const Names &optionName,
                           const Names &workloadName);
    // The recommendations together against the budgets, one line each.
    static QStringList checks(const suanpan::ProjectVerdict &verdict, const Names &optionName);

private:
    static QString why(const suanpan::WorkloadVerdict &verdict, const suanpan::Workload &workload,
                       int eligible);
    static QString decided(const suanpan::WorkloadVerdict &verdict,
                           const suanpan::Evaluation &evaluation, const Names &optionName);
    static QString runnerUpCost(const suanpan::WorkloadVerdict &verdict, const Names &optionName);
};
