#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "util/Result.h"

namespace suanpan {

// One card count of a scaling run. Efficiency is against linear scaling from
// the smallest card count: (T_n / T_base) / (n / n_base) (seed 003: 16 -> 64
// cards at 2.5x speed-up is 62.5 %).
struct ScalingPoint {
    int cards = 0;
    double throughput = 0.0;     // mean over the rows with this card count
    int runs = 0;                // rows averaged
    double speedup = 1.0;        // T_n / T_base
    double efficiency = 1.0;     // vs the smallest card count
    double stepEfficiency = 1.0; // vs the previous card count
};

struct ScalingFacts {
    std::vector<ScalingPoint> points; // ascending card count, at least two
    double overallEfficiency = 1.0;   // at the largest card count
    double worstStepEfficiency = 1.0;
    int worstStepCards = 0; // the card count whose step scaled worst
};

// (throughput / baseThroughput) / (cards / baseCards).
double scalingEfficiency(int baseCards, double baseThroughput, int cards, double throughput);

// A "cards,throughput" table: commas, semicolons, tabs or spaces; an optional
// header (columns then map by name: "cards"/"gpus"/"n" and
// "throughput"/"tokens"/"samples"...); '#' comments; repeated card counts are
// averaged. Errors: "scaling.parse" (subject "line N", detail the field),
// "scaling.invalid" (cards not a positive integer or throughput not positive;
// subject "line N"), "scaling.too_few" (fewer than two card counts),
// "scaling.columns" (subject "line N"), "scaling.too_large".
Result<ScalingFacts> parseScalingTable(std::string_view text);

// What the caller knows about the run a training log comes from.
struct TrainingRunSpec {
    int cards = 0;
    double peakFlopsPerCard = 0.0; // dense, at the precision trained
    double params = 0.0;           // active parameters
};

struct TrainingLogFacts {
    int steps = 0;
    double medianStepSeconds = 0.0;
    double meanStepSeconds = 0.0;
    double minStepSeconds = 0.0;
    double maxStepSeconds = 0.0;
    double stepSecondsCv = 0.0;   // coefficient of variation: run-to-run stability
    double tokensPerStep = 0.0;   // median
    double tokensPerSecond = 0.0; // tokensPerStep / medianStepSeconds
    // The cards MFU is measured on: the log's cards column (its median) when
    // it has one, else the spec's (the option's whole cluster).
    int cards = 0;
    bool cardsFromLog = false;
    std::optional<double> mfu; // when the spec is complete
};

// 6 . params . tokensPerStep / (stepSeconds . cards . peak) (seed 004:
// training compute ~ 6 x parameters x tokens). 0 when an input is not positive.
double measuredMfu(double params, double tokensPerStep, double stepSeconds, int cards,
                   double peakFlopsPerCard);

// A "step_time_s,tokens_per_step[,cards]" table (same syntax as the scaling
// table; header names "step_time"/"seconds", "tokens" and optionally
// "cards"/"gpus"/"world_size", a positive whole number). MFU uses the median step
// time: the first steps (compilation, warm-up) and checkpoint saves are slow
// outliers that a mean would charge to the cluster. Errors as the scaling
// table's with prefix "training_log.", plus "training_log.empty".
Result<TrainingLogFacts> parseTrainingLog(std::string_view text, const TrainingRunSpec &spec);

} // namespace suanpan
