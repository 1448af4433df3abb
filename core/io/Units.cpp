#include "Units.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace suanpan {

Result<double> parseCount(std::string_view text)
{
    std::string s;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)) && c != '_' && c != ',')
            s += c;
    if (s.empty())
        return Error{ErrorCode::UnitsEmpty, "", ""};
    double scale = 1.0;
    switch (s.back()) {
    case 'k':
    case 'K':
        scale = 1e3;
        break;
    case 'm':
    case 'M':
        scale = 1e6;
        break;
    case 'b':
    case 'B':
    case 'g':
    case 'G':
        scale = 1e9;
        break;
    case 't':
    case 'T':
        scale = 1e12;
        break;
    default:
        break;
    }
    if (scale != 1.0)
        s.pop_back();
    double value = 0.0;
    const char *begin = s.data();
    const char *end = s.data() + s.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end || s.empty())
        return Error{ErrorCode::UnitsSyntax, "", std::string(text)};
    value *= scale;
    if (!std::isfinite(value) || value < 0.0 || value > 1e18)
        return Error{ErrorCode::UnitsOutOfRange, "", std::string(text)};
    return value;
}

} // namespace suanpan
