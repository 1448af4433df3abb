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
};

// The first limit `project` exceeds, as Error "project.too_large" with
// subject = `subject` and detail "<what> <count> > <limit>" (what: workloads,
// options, pairs, assumptions, user_cards, user_facilities, user_contracts,
// checklist, evidence); nothing when it is within all of them.
std::optional<Error> exceededLimit(const Project &project, const std::string &subject);

} // namespace suanpan
