#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/Contract.h"
#include "model/CostLineCodes.h"
#include "model/Project.h"
#include "model/Quote.h"
#include "model/Range.h"
#include "util/Result.h"

namespace suanpan {

struct Catalog;
struct OptionResult;
struct EvaluateSettings;

// Providers' quotes in the cost engine: the terms a quote amounts to, and
// each quote normalised to the project's own use (issue 31; seed 003:
// 对照报价单逐项拆解, seed 001: 报价单位不一致).

// The catalog contract whose terms a quote leaves to Suanpan's defaults
// (its hidden-cost ranges, support, replacement time): "hourly" for a
// card-hour, "yearly" for a year, "monthly" for every monthly unit and a term.
std::string_view quoteBaseContractId(QuoteUnit per);

// Cards one unit of the quote's price pays for: 1 for a card-hour or
// card-month, 8 for a server-month (HGX boards; billed as whole machines),
// the quote's cards for a cabinet-month, a year or a term.
int quoteUnitCards(const ProviderQuote &q);

// Hours one unit of the price pays for: 1, 730 a month (8 760 / 12), 8 760 a
// year, 730 x term months for a term.
double quoteUnitHours(const ProviderQuote &q);

// The quote's price per card-hour as written: price / (unit cards x unit hours).
double quoteListCnyPerCardHour(const ProviderQuote &q);

// The contract the engine prices an option named after the quote with
// (Option::quoteId): id "quote:<id>", the list price per card-hour as its
// unit price; billed per hour (card-hour), per month (the monthly units and a
// term) or per year; the quote's minimum term (a term quote's own term, a
// year at least 12 months); whole machines for a server-month. What the
// quote includes costs nothing: electricity (power billing included), the
// bandwidth and storage lines (zero), 7x24 support, 4-hour replacement. What
// it leaves out takes `base`'s values (the catalog contract
// quoteBaseContractId names: bandwidth 0-2 000 CNY a month, storage 0.1-0.3
// CNY per GB-month, ...) and, without electricity, the facility's metered
// tariff x PUE. The deposit is the quote's. Provenance: the provider, the
// quote date, high confidence (a written offer).
Contract quoteContract(const ProviderQuote &q, const Contract *base);

inline constexpr std::string_view kQuoteContractPrefix = "quote:";

const ProviderQuote *findQuote(const Project &project, std::string_view id);

// The date a quote's validity is judged on: `today` when set (tests, a
// what-if), else the current UTC date.
std::string quoteDay(const std::string &today);

// The CNY per card-hour the project actually uses of a rented option over
// the horizon: what it pays for the cards (the rent and minimum_term lines,
// likely) / (cards x busy hours). A monthly term pays for idle hours too, an
// hourly one for its billing granularity and minimum term; this puts them
// on the same footing. Nothing when the option has no busy hours or no rent.
// Compare, the Quotes page, the report and the CLI all read this one figure.
std::optional<double> usedCnyPerCardHour(const OptionResult &o, int cards);

// A hidden-cost line Suanpan adds because the quote leaves it out: the
// line's code (model/CostLineCodes.h), its amount over the horizon and the
// inputs it assumes (FormulaInput names, values, units, sources).
struct QuoteGapInput {
    std::string name;
    Range value;
    std::string unit;
    std::string source;
};
struct QuoteGap {
    LineCode line = LineCode::Rent;
    Range cny;
    std::vector<QuoteGapInput> inputs;
};

// The questions to ask the provider before signing: the checklist items
// (resources/checklists, contract.* and facility.*) the quote does not
// answer, in checklist order. The UI words them with the checklist's text.
std::vector<std::string> quoteQuestions(const ProviderQuote &q);

// One quote normalised to the project's own use (the seed's item-by-item
// comparison). The figures come from evaluate() on the project with one
// option priced from the quote -- the project's own option that names it
// (its card count and facility), else `quoteCards` cards at the catalog's
// GPU cloud (a cabinet-month at the Bao'an IDC) -- so the Quotes page shows
// what Compare shows for that option.
struct WorkloadRun {
    std::string workloadId;
    Range cny; // one run (training) or over the horizon (serving)
    bool perRun = true;
};
struct QuoteNormal {
    std::string quoteId;
    std::string optionId; // the project's option it was priced as ("" = a trial option)
    std::string facilityId;
    int cards = 0;
    double listCnyPerCardHour = 0.0;                // as written
    std::optional<double> usedCnyPerCardHour;       // at the project's use
    std::optional<double> cnyPerEffectivePflopHour; // used price / (peak x MFU), first training run
    std::vector<WorkloadRun> runs;
    std::optional<Range> horizonCny; // the option over the horizon, every enabled line
    double busyShare = 0.0;          // of the horizon's hours
    double horizonMonths = 0.0;
    std::vector<QuoteGap> leavesOut;
    std::vector<std::string> questions;
    bool expired = false;
    bool stale = false;
    int ageDays = 0;
    std::vector<Error> problems; // why a figure is missing (the evaluation's problems)
};
QuoteNormal normaliseQuote(const Project &project, const Catalog &catalog,
                           const ProviderQuote &quote, const std::string &today = {});

} // namespace suanpan
