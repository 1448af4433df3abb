#include "CostLineCodes.h"

#include <algorithm>

namespace suanpan {

namespace {

constexpr bool codesFit()
{
    return std::all_of(kCostLineCodes.begin(), kCostLineCodes.end(),
                       [](std::string_view c) { return c.size() <= kMaxCostLineCodeBytes; });
}
static_assert(codesFit(), "raise kMaxCostLineCodeBytes");

} // namespace

bool isCostLineCode(std::string_view code)
{
    return std::find(kCostLineCodes.begin(), kCostLineCodes.end(), code) != kCostLineCodes.end();
}

} // namespace suanpan
