#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "estimate/JobSizing.h"
#include "util/CodeTable.h"
#include "util/Result.h"

namespace suanpan {

struct Catalog;

// Issue 12: the engine's DEFAULT estimates held against published runs
// (resources/validation/training_runs.json and serving_results.json). Each
// row is sized the way the app sizes a new job: sizeJob() with the row's
// card and count, no layout and no MFU for training (the engine chooses,
// within the recomputation the run's launch script fixed, when the row gives it),
// the row's tensor-parallel degree for serving when the source fixed it,
// the network of the facility a run of that scale sits in and the catalog's
// sizing assumptions. Nothing is tuned per row. The Help dialog, the
// validation test and the README table all read these figures.

enum class PublishedMeasure {
    CardHours,             // training: card-hours of the run
    OutputTokensPerSecond, // serving: generated tokens/s over all cards
};

// Why a published row is expected outside its tolerance, in a code the UI
// words in either language (kGapCodes: the file's text).
enum class GapCode : int { None, LayoutChoice, Count };
inline constexpr std::array<std::string_view, std::size_t(GapCode::Count)> kGapCodes{
    "", "layout_choice"};

// One published row against the engine's estimate.
struct PublishedComparison {
    std::string id;
    std::string name;   // as the source names the run (English: a citation)
    std::string nameZh; // the same in Chinese
    std::string source; // where the published figure comes from
    std::string sourceZh;
    std::string note; // how the row was mapped (outcome note, then note)
    // Empty unless the row is expected outside the tolerance: the long reason
    // (English) and a code the UI words (the file's "known_gap_code").
    std::string knownGap;
    GapCode knownGapCode = GapCode::None;
    std::string cardId;
    int cards = 0;
    PublishedMeasure measure = PublishedMeasure::CardHours;
    double tolerance = 1.0; // within when 1/tolerance <= ratio <= tolerance

    double published = 0.0;
    double estimate = 0.0; // 0 when the engine gave none
    double ratio = 0.0;    // estimate / published; 0 when either is missing
    bool fits = false;     // memory fits (training layout; serving requests in flight)
    ParallelLayout layout; // the engine's layout (serving: TP per replica)
    double mfu = 0.0;      // training: the engine's likely MFU
    // Training: the row fixed the recomputation (the run's launch script), so
    // the engine chose the rest of the layout with layout.recompute.
    bool recomputeFixed = false;
    int concurrency = 0; // serving: requests in flight ("max": the most that fit)
    KvReadPattern kvReads =
        KvReadPattern::OncePerKvHead; // serving: the source engine's decode kernel
    bool maxConcurrency = false;

    // Set when the row could not be sized (unknown card, unreadable config,
    // no published outcome, sizeJob refused): the figures above are not set.
    std::optional<Error> problem;

    // Fits and the ratio is within the tolerance.
    bool within() const;
    // Within, or outside as its known gap says: the test passes it.
    bool asExpected() const;
};

struct PublishedComparisons {
    PublishedMeasure measure = PublishedMeasure::CardHours;
    double tolerance = 1.0;
    std::vector<PublishedComparison> rows;

    int withinCount() const;
};

// A model config by file name ("llama-2-7b.json"): its text, or empty when
// there is none.
using ConfigText = std::function<std::string_view(std::string_view name)>;

// The rows of one document (the text of training_runs.json or
// serving_results.json), each sized and compared. A document that cannot be
// read gives an error: "json.*" from the parser and the field reader
// (subject "<fileName>:<JSON pointer>"). A row that cannot be sized stays in
// the list with its `problem`: "validation.unknown_card" (detail = card id),
// "validation.config" (detail = the config's own error code),
// "validation.no_model" (neither config nor params),
// "validation.no_outcome", "validation.sizing" (sizeJob refused; detail =
// the problem), "validation.no_fit" (not one request fits), or a json.* code
// for a field of the wrong type.
Result<PublishedComparisons> compareTrainingRuns(std::string_view text, const std::string &fileName,
                                                 const Catalog &catalog,
                                                 const SizingAssumptions &assumptions,
                                                 const ConfigText &configs);
Result<PublishedComparisons>
compareServingResults(std::string_view text, const std::string &fileName, const Catalog &catalog,
                      const SizingAssumptions &assumptions, const ConfigText &configs);

// The same over the built-in documents and model configs compiled into the
// binary, with the built-in catalog and a new project's sizing assumptions.
Result<PublishedComparisons> builtinTrainingComparisons();
Result<PublishedComparisons> builtinServingComparisons();

} // namespace suanpan
