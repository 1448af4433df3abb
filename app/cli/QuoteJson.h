#pragma once

#include <nlohmann/json.hpp>

#include "cost/Quotes.h"
#include "model/Project.h"

namespace suanpan::cli {

// The JSON of providers' quotes, shared by `quote import`, `quote list` and
// `evaluate` so a key means the same in all three.

// Where a quote-priced option's price comes from: {"quote_id", "provider",
// "quoted_on", "valid_until", "expired", "stale", "confirmed",
// "text": {"en": "from X's quote of D", "zh": "来自X D的报价"}}.
nlohmann::json quoteSourceJson(const ProviderQuote &q, const std::string &today);

// A quote's fields (the project JSON's) and its normalised figures:
// "normalised" (list and used CNY per card-hour, per effective PFLOP-hour,
// per run, over the horizon), "leaves_out" (hidden-cost lines with the
// inputs they assume), "questions" (checklist item ids), "source".
nlohmann::json quoteJson(const ProviderQuote &q, const QuoteNormal &n, const std::string &today);

} // namespace suanpan::cli
