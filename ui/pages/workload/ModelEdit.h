#pragma once

#include "model/Workload.h"

// How the Workload page changes a model so that every figure it shows (the
// totals, the architecture fields, the count derived from them, the KV size)
// describes one and the same model. Core's engine counts parameters from a
// complete architecture and takes the typed totals only without one
// (ModelMath.h), so the two must never disagree.
class ModelEdit final
{
public:
    struct Result {
        suanpan::ModelShape model;
        // The typed counts did not match the architecture, which was set
        // aside: the engine now assumes a Llama-like shape of that size.
        bool droppedArchitecture = false;
    };

    // A count typed within this share of the architecture's count is that
    // count, rounded as people quote it ("8B" for 8.03 B, "6.74B").
    static constexpr double kSameCount = 0.005;

    // `total` typed as the model's parameter count. A dense model's active
    // count follows it; a mixture of experts keeps its active count. A total
    // the architecture does not give drops the architecture.
    static Result withTotal(const suanpan::ModelShape &model, double total);
    // `active` typed as the parameters used per token (mixture of experts).
    static Result withActive(const suanpan::ModelShape &model, double active);
    // After an architecture field changed: a complete architecture gives the
    // totals; a dense model's active count is its total.
    static suanpan::ModelShape withCountsFollowing(suanpan::ModelShape model);
    // A dense model (no experts) uses every parameter for every token.
    static bool isDense(const suanpan::ModelShape &model);

private:
    static Result withCounts(const suanpan::ModelShape &model, double total, double active);
    static bool sameCount(double typed, double counted);
    static suanpan::ModelShape withoutArchitecture(const suanpan::ModelShape &model);
};
