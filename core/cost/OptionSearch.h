#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "model/Option.h"
#include "model/Project.h"
#include "util/Result.h"

namespace suanpan {

struct SearchSettings {
    const std::atomic<bool> *cancel = nullptr; // checked between cards; set to stop early
    std::function<void(double)> progress;      // 0..1, from the calling thread
    int maxCards = 4096;                       // largest card count tried
    std::vector<std::string> cardIds;          // empty: every catalog card
    int maxDropped = 20;                       // dropped candidates kept, cheapest first
    // Owned (host, build) candidates up to this many cards: beyond 64 cards
    // self-building exceeds a normal company (seed 000), and pricing one job
    // as a share of a huge owned cluster assumes demand nobody stated.
    int maxOwnedCards = 64;
};

// One enumerated option with its price for the workload.
struct SearchCandidate {
    std::string id;  // synthetic: "<card>x<count>@<facility>/<contract>/<acquisition>"
    Option option;   // synthetic option (id = candidate id)
    PairResult pair; // the workload on it (lines only for kept candidates)
    std::vector<std::string> reasons; // survivors: "cheapest", "fastest", "pareto_tradeoff";
                                      // dropped: "does_not_fit", "misses_deadline",
                                      // "misses_latency", "spot_long_job" (a spot job over
                                      // 12 h, seed 003), "dominated"
    std::string dominatedBy;          // "dominated": the candidate id that is cheaper and faster
};

struct SearchResult {
    std::string workloadId;
    // Pareto front of likely cost vs likely time (training: job hours;
    // inference: first-token latency), cheapest first.
    std::vector<SearchCandidate> front;
    // The best of the dropped, cheapest first (those that do not fit last).
    std::vector<SearchCandidate> dropped;
    long long candidates = 0; // options enumerated and priced
    long long feasible = 0;
    long long doesNotFit = 0;
    long long missesDeadline = 0;
    long long missesLatency = 0;
    long long spotLongJob = 0;
    long long dominated = 0;
    bool cancelled = false;
    std::vector<Error> problems; // why nothing could be searched, or options left out
};

// Enumerates catalog cards x card counts (1, 2, 4, 8, 16, 24, ... within each
// facility's scale tier) x facility templates x contract templates, with the
// acquisitions each site allows: rent everywhere but an office room; host
// (own servers, a contract without compute price) in cabinet sites; build
// in an office room. Prices each candidate as evaluate() prices a pair,
// drops what does not fit memory, misses the deadline or the latency target,
// and returns the Pareto front of cost vs time with the reason each survivor
// is there. The project's assumptions, user catalog and switched-off cost
// lines apply.
SearchResult searchOptions(const Project &project, const std::string &workloadId,
                           const Catalog &catalog, const SearchSettings &settings = {});

} // namespace suanpan
