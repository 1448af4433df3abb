#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "Project.h"
#include "util/Result.h"

namespace suanpan {

// The largest project Suanpan opens, creates or saves. A plan compares a
// handful of jobs on a few dozen options; a file far beyond that is a mistake
// or an attack (300 workloads x 300 options took 11 GB and 100 s to
// evaluate). Every pair (workload x option) is priced with sensitivity, so
// kMaxPairs bounds the work: about a millisecond a pair. Documented in
// README.md ("Limits").
struct ProjectLimits {
    static constexpr std::size_t kMaxWorkloads = 50;
    static constexpr std::size_t kMaxOptions = 200;
    static constexpr std::size_t kMaxPairs = 2000; // workloads x options
    static constexpr std::size_t kMaxAssumptions = 1000;
    static constexpr std::size_t kMaxUserCatalogEntries =
        500; // each of cards, facilities, contracts
    static constexpr std::size_t kMaxChecklistEntries = 20000;
    static constexpr std::size_t kMaxEvidenceRecords = 1000;
    // A team holds two or three quotes per decision (seed 003); 500 is a
    // year of them.
    static constexpr std::size_t kMaxQuotes = 500;
};

// The largest value each count and amount of a project may hold. Every one
// is far beyond anything real (the reason is given per line) yet small
// enough that the engine's arithmetic on it stays finite and its work
// bounded: validation (model/Validation.h, code "too_large"), the store and
// project JSON (through exceededLimit), the CLI's options and the GUI's
// editors all read these. Documented in README.md ("Limits").
struct FieldLimits {
    // Cards in one option, one schedule, one facility tier; the CLI's
    // `estimate --cards` too. The largest clusters built so far hold about
    // 200 000 cards (xAI Colossus, 2025).
    static constexpr int kMaxCards = 1'000'000;

    // Model shape. The largest published models have about 2e12 parameters,
    // 126 layers, a hidden size of 16 384 (Llama 3.1 405B), 256 experts
    // (DeepSeek-V3) and a vocabulary of 256 000 (Gemma); each bound is a
    // hundred to a thousand times that.
    static constexpr double kMaxParams = 1e15;
    static constexpr int kMaxLayers = 100'000;
    static constexpr int kMaxHiddenSize = 10'000'000; // also head and latent dimensions
    static constexpr int kMaxHeads = 100'000;
    static constexpr int kMaxFfnSize = 100'000'000;
    static constexpr int kMaxVocabSize = 100'000'000;
    static constexpr int kMaxExperts = 100'000;

    // Jobs. 1e16 tokens is 600 times Llama 3's 15.6e12; 1e8 tokens of
    // context is 100 times the longest offered (1e6).
    static constexpr double kMaxTrainingTokens = 1e16;
    static constexpr int kMaxContextTokens = 100'000'000; // sequence, prompt, output
    static constexpr int kMaxGlobalBatch = 100'000'000;
    static constexpr int kMaxLoraRank = 65'536;
    static constexpr int kMaxConcurrency = 10'000'000;
    static constexpr double kMaxRequestsPerSecond = 10'000'000.0;
    static constexpr double kMaxTtftSeconds = 3600.0;
    static constexpr double kMaxDatasetBytes = 1e18; // an exabyte
    // Time: the plan's horizon is at most 600 months (kMaxScheduleMonths).
    static constexpr double kMaxDays = 18'300.0;   // 600 months
    static constexpr double kMaxHours = 438'000.0; // 600 months of 730 hours

    // Cards. The largest today: 288 GB of HBM (B300), 8 TB/s, 9e15 FP4
    // FLOP/s (B200), 1.2 kW, 1.8 TB/s NVLink, 72 cards in one NVLink domain.
    static constexpr double kMaxMemoryBytes = 1e13;
    static constexpr double kMaxBandwidthBytesPerS = 1e15; // memory and card links
    static constexpr double kMaxFlops = 1e18;
    static constexpr double kMaxWatts = 100'000.0;
    static constexpr int kMaxLinkDomain = 100'000;
    static constexpr int kMaxPcieGen = 20;
    static constexpr int kMaxYear = 2200;

    // Sites and networks. PUE of a working site is below 3; the densest
    // racks draw about 130 kW; 8 x 800 Gb/s is the most a server carries.
    static constexpr double kMaxPue = 10.0;
    static constexpr double kMaxCabinetKw = 10'000.0;
    static constexpr double kMaxNetworkGbitPerS = 100'000.0;

    // Money, in CNY. A card-hour rents for 2 to 100, a card costs up to
    // 450 000, a cabinet 48 000 a month, power 1 a kWh (catalog); a
    // price a thousand times that is a typing error, and 1e308 breaks every
    // total it enters.
    static constexpr double kMaxCnyPerCardHour = 100'000.0;
    static constexpr double kMaxCnyPerCard = 100'000'000.0;
    static constexpr double kMaxCnyPerMonth = 1'000'000'000.0; // cabinet rent, bandwidth
    static constexpr double kMaxCnyPerUnit = 1000.0;           // per kWh, per GB, per GB-month
    static constexpr double kMaxCny = 1e13;                    // budgets, deposits
    static constexpr double kMaxPriceFactor = 100.0;
    static constexpr double kMaxPerHour = 1000.0;      // spot reclaims per hour
    static constexpr double kMaxCompensation = 1000.0; // free hours per hour down

    // Text, in bytes of UTF-8: an id is a short code, a name fits a title
    // line (about 340 Chinese characters), notes a few pages.
    static constexpr std::size_t kMaxIdBytes = 256;
    static constexpr std::size_t kMaxNameBytes = 1024;
    static constexpr std::size_t kMaxNoteBytes = 65'536;

    // Monte Carlo draws (EvaluateSettings::kMaxSamples, the CLI's
    // --samples): the draws keep a cost and an hours figure per pair
    // and draw (16 bytes). 2e7 is the default 10 000 draws on a project of
    // kMaxPairs (430 MB in `evaluate`, README "Limits").
    static constexpr int kMaxDraws = 1'000'000;
    static constexpr std::size_t kMaxDrawPairs = 20'000'000;
};

// Compute vouchers (model/Project.h Voucher). One per project: the same rent
// cannot be claimed from two programmes, and the cap is the project's. The
// largest programme announced (Shenzhen, about 5e8 CNY a year for the whole
// city) bounds a cap far above any one team's; a refund later than the
// longest horizon (600 months) never comes back inside it.
struct VoucherLimits {
    static constexpr std::size_t kMaxVouchers = 1;
    static constexpr std::size_t kMaxProviders = 100;
    static constexpr double kMaxCapCnyPerYear = 1e10;
    static constexpr double kMaxRefundMonths = 600.0;
};

// The most draws `evaluate` makes for `pairs` workload x option pairs (and
// the portfolio for its cost-curve points): kMaxDraws, fewer where draws x pairs would pass
// FieldLimits::kMaxDrawPairs.
int maxDraws(std::size_t pairs);

// The first limit `project` exceeds, nothing when it is within all of them:
// - a count, as Error "project.too_large" with subject = `subject` and
//   detail "<what> <count> > <limit>" (what: workloads, options, pairs,
//   assumptions, user_cards, user_facilities, user_contracts, checklist,
//   evidence, quotes);
// - a value or text over its FieldLimits bound, as Error
//   "project.over_limit", detail "<field> <value> > <limit>" (a text's value
//   and limit in bytes), the field as validation names it
//   ("options[1].card_count 10000000 > 1000000").
std::optional<Error> exceededLimit(const Project &project, const std::string &subject);

} // namespace suanpan
