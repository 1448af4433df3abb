#include "CardMatch.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "TextScan.h"

namespace suanpan {

namespace ts = textscan;

namespace {

struct NameTokens {
    std::string model;              // the first token with a digit: H100, 4090, L40S
    std::set<std::string> variants; // SXM, PCIE, NVL, D, TI, ...
    std::optional<double> memoryGb; // "80GB" in the name
};

bool isMemoryToken(const std::string &t, double &gb)
{
    std::size_t digits = 0;
    while (digits < t.size() && t[digits] >= '0' && t[digits] <= '9')
        ++digits;
    if (digits == 0 || digits > 4)
        return false;
    const std::string_view rest = std::string_view(t).substr(digits);
    if (rest != "GB" && rest != "G")
        return false;
    gb = 0.0;
    for (std::size_t i = 0; i < digits; ++i)
        gb = gb * 10 + (t[i] - '0');
    return true;
}

NameTokens tokensOf(std::string_view name)
{
    // Words that say nothing about which part it is: brand, family, memory type.
    static const std::set<std::string, std::less<>> kNoise{
        "NVIDIA", "GEFORCE", "TESLA", "QUADRO", "RTX",   "HBM2",  "HBM2E",
        "HBM3",   "HBM3E",   "GDDR6", "GDDR6X", "GDDR7", "CHINA", "HGX"};
    NameTokens out;
    std::string token;
    int parenthesis = 0;
    const auto flush = [&] {
        if (token.empty())
            return;
        const std::string t = ts::upper(token);
        token.clear();
        double gb = 0.0;
        if (kNoise.count(t))
            return;
        if (isMemoryToken(t, gb)) {
            out.memoryGb = gb;
            return;
        }
        if (ts::startsWith(t, "SXM")) {
            out.variants.insert("SXM");
            return;
        }
        if (out.model.empty() && t.find_first_of("0123456789") != std::string::npos) {
            out.model = t;
            return;
        }
        out.variants.insert(t);
    };
    for (const char c : name) {
        if (c == '(' || c == ')') {
            flush();
            parenthesis += c == '(' ? 1 : -1;
            continue;
        }
        const bool alnum =
            (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (parenthesis > 0)
            continue; // "(China)" and other remarks in catalog names
        if (alnum)
            token += c;
        else
            flush();
    }
    flush();
    return out;
}

} // namespace

std::string matchCardId(std::string_view gpuName, const std::vector<Card> &cards,
                        std::optional<double> memoryBytes)
{
    const NameTokens smi = tokensOf(gpuName.substr(0, 256));
    if (smi.model.empty())
        return {};
    constexpr double kGiB = 1073741824.0;
    std::string best;
    std::size_t bestExtras = std::numeric_limits<std::size_t>::max();
    for (const Card &card : cards) {
        NameTokens c = tokensOf(card.nameEn);
        if (c.model.empty())
            c = tokensOf(card.id);
        if (c.model != smi.model)
            continue;
        if (!std::includes(c.variants.begin(), c.variants.end(), smi.variants.begin(),
                           smi.variants.end()))
            continue;
        std::size_t extras = 0;
        bool conflict = false;
        for (const std::string &v : c.variants) {
            if (smi.variants.count(v))
                continue;
            // Only the SXM form factor may be implied by a bare name.
            conflict = conflict || v != "SXM";
            ++extras;
        }
        if (conflict)
            continue;
        const double cardGb = card.memoryBytes / kGiB;
        if (smi.memoryGb && card.memoryBytes > 0 && std::abs(*smi.memoryGb - cardGb) > 1.0)
            continue;
        // The driver reserves a little: an 80 GiB card reports ~79.6 GiB.
        if (memoryBytes && card.memoryBytes > 0) {
            const double ratio = *memoryBytes / card.memoryBytes;
            if (ratio < 0.9 || ratio > 1.02)
                continue;
        }
        if (extras < bestExtras) {
            best = card.id;
            bestExtras = extras;
        }
    }
    return best;
}

} // namespace suanpan
