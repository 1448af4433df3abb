#include "export/Citations.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <vector>

#include "catalog/CatalogTexts.h"

namespace suanpan {

namespace {

const CatalogTexts &texts()
{
    static const CatalogTexts none;
    const Result<CatalogTexts> &builtin = builtinCatalogTexts();
    return builtin ? builtin.value() : none;
}

// A pattern of labels.json with {1}, {2}, ... filled in.
std::string fill(std::string_view key, ExportLanguage language,
                 std::initializer_list<std::string_view> args)
{
    std::string out = exportLabel(key, language);
    int n = 1;
    for (std::string_view a : args) {
        const std::string mark = "{" + std::to_string(n++) + "}";
        if (const auto at = out.find(mark); at != std::string::npos)
            out.replace(at, mark.size(), a);
    }
    return out;
}

bool allDigits(std::string_view s)
{
    if (s.empty())
        return false;
    for (char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c)))
            return false;
    return true;
}

std::string citeOne(const Citation &c, ExportLanguage language)
{
    const CitationSource *s = texts().findSource(c.sourceId);
    if (!s)
        return c.text;
    const std::string title = pickName(s->titleZh, s->titleEn, language);
    std::string out;
    if (s->kind == "article")
        out = s->date.empty()
                  ? fill("cite.article", language, {title})
                  : fill("cite.article_dated", language, {title, readableDate(s->date, language)});
    else
        out = title;
    if (c.locator.empty())
        return out;
    std::string where = c.locator;
    constexpr std::string_view kStep = "step ";
    if (where.starts_with(kStep))
        where = fill("cite.step", language, {std::string_view(where).substr(kStep.size())});
    else if (where == "FAQ")
        where = exportLabel("cite.faq", language);
    return fill("cite.at", language, {out, where});
}

std::string join(const std::vector<std::string> &parts, ExportLanguage language)
{
    const std::string separator = exportLabel("cite.separator", language);
    std::string out;
    for (const std::string &p : parts)
        out += (out.empty() ? "" : separator) + p;
    return out;
}

} // namespace

std::string citeSources(std::string_view source, ExportLanguage language)
{
    std::vector<std::string> parts;
    for (const Citation &c : parseCitations(source, texts().sources)) {
        std::string one = citeOne(c, language);
        if (!one.empty() && std::find(parts.begin(), parts.end(), one) == parts.end())
            parts.push_back(std::move(one));
    }
    return join(parts, language);
}

std::string citeFirstSource(std::string_view source, ExportLanguage language)
{
    const std::vector<Citation> all = parseCitations(source, texts().sources);
    return all.empty() ? std::string() : citeOne(all.front(), language);
}

std::string describeSource(const Assumption &a, ExportLanguage language, bool withDate)
{
    const Provenance &p = a.provenance;
    std::string out = citeSources(p.source, language);
    const AssumptionText *t = texts().findAssumption(a.key);
    // A value the user set cites them, not what the article said.
    const std::string note =
        t && t->source == p.source ? pickName(t->noteZh, t->noteEn, language) : std::string();
    if (!note.empty())
        out = out.empty() ? note : fill("cite.says", language, {out, note});
    // An article's citation already carries its date.
    const std::string date = readableDate(p.date, language);
    if (withDate && !date.empty() && out.find(date) == std::string::npos)
        out = fill("cite.as_of", language, {out, date});
    return out;
}

std::string readableDate(std::string_view iso, ExportLanguage language)
{
    const std::string_view year = iso.substr(0, 4);
    if (!allDigits(year))
        return std::string(iso);
    if (iso.size() == 4)
        return std::string(iso);
    const bool month = iso.size() >= 7 && iso[4] == '-' && allDigits(iso.substr(5, 2));
    if (!month)
        return std::string(iso);
    const int m = std::stoi(std::string(iso.substr(5, 2)));
    if (m < 1 || m > 12)
        return std::string(iso);
    const std::string monthName = exportLabel("month." + std::to_string(m), language);
    if (iso.size() == 7)
        return fill("date.month", language, {year, monthName});
    const bool day = iso.size() == 10 && iso[7] == '-' && allDigits(iso.substr(8, 2));
    if (!day)
        return std::string(iso);
    const std::string d = std::to_string(std::stoi(std::string(iso.substr(8, 2))));
    return fill("date.day", language, {year, monthName, d});
}

} // namespace suanpan
