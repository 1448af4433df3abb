#include "export/ExportLabels.h"

#include <cctype>
#include <map>

#include <nlohmann/json.hpp>

#include "model/Names.h"
#include "util/Embedded.h"

namespace suanpan {

namespace {

struct Words {
    std::string zh;
    std::string en;
};

// Loaded once from the compiled-in table; a broken table is a build defect
// (tst_export checks that it loads and covers every code), so it yields an
// empty map rather than an error here.
const std::map<std::string, Words, std::less<>> &table()
{
    static const std::map<std::string, Words, std::less<>> words = [] {
        std::map<std::string, Words, std::less<>> out;
        const auto doc = nlohmann::json::parse(embeddedFile("labels.json"), nullptr, false);
        if (!doc.is_object() || !doc.contains("labels") || !doc["labels"].is_object())
            return out;
        for (const auto &[key, value] : doc["labels"].items()) {
            if (!value.is_object())
                continue;
            Words w;
            if (value.contains("zh") && value["zh"].is_string())
                w.zh = value["zh"].get<std::string>();
            if (value.contains("en") && value["en"].is_string())
                w.en = value["en"].get<std::string>();
            out.emplace(key, std::move(w));
        }
        return out;
    }();
    return words;
}

} // namespace

std::optional<ExportLanguage> exportLanguage(std::string_view code)
{
    if (code == "zh_CN" || code == "zh")
        return ExportLanguage::Chinese;
    if (code == "en")
        return ExportLanguage::English;
    return std::nullopt;
}

std::string exportLabel(std::string_view key, ExportLanguage language)
{
    const auto &words = table();
    if (const auto it = words.find(key); it != words.end())
        return pickName(it->second.zh, it->second.en, language);
    const auto dot = key.find('.');
    return std::string(dot == std::string_view::npos ? key : key.substr(dot + 1));
}

std::string formulaText(std::string_view code, ExportLanguage language)
{
    std::string out;
    std::string token;
    const auto flush = [&] {
        if (token.empty())
            return;
        if (std::isdigit(static_cast<unsigned char>(token.front()))) {
            out += token;
        } else {
            std::string name = exportLabel("input." + token, language);
            // Mid-formula an English name is lower case ("run hours"), an
            // acronym ("PUE") stays.
            if (language == ExportLanguage::English && name.size() > 1 &&
                std::isupper(static_cast<unsigned char>(name[0])) &&
                !std::isupper(static_cast<unsigned char>(name[1])))
                name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
            out += name;
        }
        token.clear();
    };
    for (const char c : code) {
        switch (c) {
        case '*':
            flush();
            out += " \xc3\x97 "; // U+00D7 multiplication sign
            break;
        case '/':
            flush();
            out += " \xc3\xb7 "; // U+00F7 division sign
            break;
        case '+':
            flush();
            out += " + ";
            break;
        case '-':
            flush();
            // A leading minus (a credit such as resale) takes no spaces.
            out += out.empty() || out.back() == '(' ? "\xe2\x88\x92" : " \xe2\x88\x92 ";
            break;
        case '(':
        case ')':
            flush();
            out += c;
            break;
        case ',': // between the arguments of min() and max()
            flush();
            out += ", ";
            break;
        case ' ':
            flush();
            break;
        default:
            token += c;
        }
    }
    flush();
    return out;
}

bool hasExportLabel(std::string_view key)
{
    return table().find(key) != table().end();
}

std::string pickName(const std::string &nameZh, const std::string &nameEn, ExportLanguage language)
{
    return nameIn(nameZh, nameEn, language == ExportLanguage::Chinese);
}

} // namespace suanpan

namespace suanpan {

std::string quoteSourceText(const std::string &provider, const std::string &quotedOn,
                            ExportLanguage language)
{
    std::string out = exportLabel("quote.source", language);
    for (const auto &[mark, value] :
         {std::pair<std::string_view, const std::string &>{"{1}", provider}, {"{2}", quotedOn}})
        if (const auto at = out.find(mark); at != std::string::npos)
            out.replace(at, mark.size(), value);
    return out;
}

} // namespace suanpan
