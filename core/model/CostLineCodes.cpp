#include "CostLineCodes.h"

#include <algorithm>

#include "util/CodeTable.h"

namespace suanpan {

namespace {

constexpr bool codesFit()
{
    return std::all_of(kCostLineCodes.begin(), kCostLineCodes.end(),
                       [](std::string_view c) { return c.size() <= kMaxCostLineCodeBytes; });
}
static_assert(codesFit(), "raise kMaxCostLineCodeBytes");

} // namespace

std::optional<LineCode> lineCodeOf(std::string_view code)
{
    return codeFromText<LineCode>(kCostLineCodes, code);
}

bool isCostLineCode(std::string_view code)
{
    return lineCodeOf(code).has_value();
}

} // namespace suanpan
