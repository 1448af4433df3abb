#pragma once

#include <string>

namespace suanpan {

enum class Confidence { High, Medium, Low };

// Where a figure comes from: a seed article, a paper, a vendor page or "user".
struct Provenance {
    std::string source; // e.g. "seed 003", "ZeRO paper (arXiv 1910.02054)"
    std::string date;   // ISO date (YYYY-MM or YYYY-MM-DD)
    Confidence confidence = Confidence::Medium;
    // The source in Chinese words when `source` is free text rather than codes
    // of sources.json (catalog spec sources: "NVIDIA H100 datasheet"); empty
    // when the codes say it all (the UI words them in either language).
    std::string sourceZh{};

    bool operator==(const Provenance &) const = default;
};

// Every guessed number is a range; a known number has low == likely == high.
struct Range {
    double low = 0.0;
    double likely = 0.0;
    double high = 0.0;

    static Range exactly(double v) { return {v, v, v}; }
    bool isExact() const { return low == likely && likely == high; }
    bool operator==(const Range &) const = default;
};

// A named, ranged input to the engine (MFU, utilisation, horizon, ...), with
// its unit and where its default came from.
struct Assumption {
    std::string key; // stable, e.g. "mfu", "power_price_cny_per_kwh"
    Range value;
    std::string unit; // SI or CNY-based unit code, e.g. "fraction", "cny_per_kwh", "months"
    Provenance provenance;

    bool operator==(const Assumption &) const = default;
};

} // namespace suanpan
