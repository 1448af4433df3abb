#include "ModelEdit.h"

#include <algorithm>
#include <cmath>

#include "estimate/ModelMath.h"

using namespace suanpan;

bool ModelEdit::isDense(const ModelShape &model)
{
    return model.experts <= 0;
}

ModelEdit::Result ModelEdit::withTotal(const ModelShape &model, double total)
{
    return withCounts(model, total, isDense(model) ? total : model.paramsActive);
}

ModelEdit::Result ModelEdit::withActive(const ModelShape &model, double active)
{
    if (isDense(model))
        return withCounts(model, model.paramsTotal, model.paramsTotal);
    return withCounts(model, model.paramsTotal, active);
}

ModelShape ModelEdit::withCountsFollowing(ModelShape model)
{
    if (hasArchitecture(model)) {
        const ModelSizes sizes = modelSizes(model);
        model.paramsTotal = sizes.paramsTotal;
        model.paramsActive = sizes.paramsActive;
    } else if (isDense(model)) {
        model.paramsActive = model.paramsTotal;
    }
    return model;
}

ModelEdit::Result ModelEdit::withCounts(const ModelShape &model, double total, double active)
{
    if (!hasArchitecture(model)) {
        ModelShape m = model;
        m.paramsTotal = total;
        m.paramsActive = active;
        return {m, false};
    }
    // An emptied count contradicts nothing: the architecture gives it. Active
    // 0 reads as "same as the total" in core.
    const ModelSizes sizes = modelSizes(model);
    const bool totalAgrees = total <= 0.0 || sameCount(total, sizes.paramsTotal);
    const double perToken = active > 0.0 ? active : std::max(total, 0.0);
    const bool activeAgrees = perToken <= 0.0 || sameCount(perToken, sizes.paramsActive);
    if (totalAgrees && activeAgrees)
        return {withCountsFollowing(model), false};
    ModelShape m = withoutArchitecture(model);
    m.paramsTotal = total;
    m.paramsActive = active;
    return {m, true};
}

bool ModelEdit::sameCount(double typed, double counted)
{
    return std::abs(typed - counted) <= kSameCount * std::max(std::abs(typed), std::abs(counted));
}

ModelShape ModelEdit::withoutArchitecture(const ModelShape &model)
{
    // What the form shows besides the counts: whether it is a mixture of
    // experts, and how many experts a token uses. The rest was the old
    // model's, and so is the config file it came from.
    ModelShape m;
    m.experts = model.experts;
    m.expertsPerToken = model.expertsPerToken;
    return m;
}
