#include <iomanip>
#include <iostream>

#include <nlohmann/json.hpp>

#include "Args.h"
#include "Commands.h"
#include "Messages.h"
#include "catalog/Catalog.h"
#include "io/JsonCodec.h"

namespace suanpan::cli {

namespace {

// Scripts read flat keys: the card JSON plus name_en / name_zh, a "source"
// on every price quote next to its provenance, and market_status_source.
nlohmann::json cardForCli(const Card &card)
{
    nlohmann::json j = toJson(card);
    j["name_en"] = card.nameEn;
    j["name_zh"] = card.nameZh;
    for (const char *key : {"rent", "purchase"})
        for (auto &quote : j[key])
            quote["source"] = quote["provenance"]["source"];
    if (const auto market = card.figureProvenance.find("market_status");
        market != card.figureProvenance.end())
        j["market_status_source"] = market->second.source;
    return j;
}

template <class T, class ToJson>
nlohmann::json listJson(const char *key, const std::vector<T> &items, ToJson &&convert)
{
    nlohmann::json list = nlohmann::json::array();
    for (const auto &item : items)
        list.push_back(convert(item));
    return {{key, list}};
}

void printCards(std::ostream &out, const std::vector<Card> &cards)
{
    out << std::left << std::setw(16) << "id" << std::setw(9) << "mem GB" << std::setw(10)
        << "BW GB/s" << std::setw(11) << "BF16 TF/s" << std::setw(7) << "TDP W"
        << "name\n";
    for (const auto &c : cards) {
        const auto bf16 = c.peakFlops.count(Precision::BF16)   ? c.peakFlops.at(Precision::BF16)
                          : c.peakFlops.count(Precision::FP16) ? c.peakFlops.at(Precision::FP16)
                                                               : 0.0;
        out << std::left << std::setw(16) << c.id << std::setw(9)
            << std::llround(c.memoryBytes / (1 << 30)) << std::setw(10)
            << std::llround(c.memoryBandwidthBytesPerS / 1e9) << std::setw(11)
            << std::llround(bf16 / 1e12) << std::setw(7) << std::llround(c.tdpWatts) << c.nameEn
            << "\n";
    }
}

template <class T> void printNamed(std::ostream &out, const std::vector<T> &items)
{
    for (const auto &item : items)
        out << std::left << std::setw(16) << item.id << item.nameEn << " / " << item.nameZh << "\n";
}

} // namespace

int runCatalog(const std::vector<std::string> &words, Io io)
{
    const Args args(words, {"json"});
    if (!args.error().empty())
        return fail(io, kUsage, args.error());
    if (const auto unknown = args.unknown({"json"}); !unknown.empty())
        return fail(io, kUsage, "unknown option --" + unknown.front());
    if (args.positionals().size() != 1)
        return fail(io, kUsage, "usage: catalog cards|facilities|contracts|assumptions [--json]");
    const auto &loaded = builtinCatalog();
    if (!loaded.ok())
        return fail(io, kFailed, "built-in catalog is broken: " + describe(loaded.error()));
    const Catalog &catalog = loaded.value();
    const std::string what = args.positionals().front();
    const bool json = args.has("json");
    const auto plain = [](const auto &item) { return toJson(item); };
    if (what == "cards") {
        if (json)
            io.out << listJson("cards", catalog.cards, cardForCli).dump(2) << "\n";
        else
            printCards(io.out, catalog.cards);
    } else if (what == "facilities") {
        if (json)
            io.out << listJson("facilities", catalog.facilities, plain).dump(2) << "\n";
        else
            printNamed(io.out, catalog.facilities);
    } else if (what == "contracts") {
        if (json)
            io.out << listJson("contracts", catalog.contracts, plain).dump(2) << "\n";
        else
            printNamed(io.out, catalog.contracts);
    } else if (what == "assumptions") {
        if (json) {
            io.out << listJson("assumptions", catalog.assumptions, plain).dump(2) << "\n";
        } else {
            for (const auto &a : catalog.assumptions)
                io.out << std::left << std::setw(34) << a.key << a.value.low << " / "
                       << a.value.likely << " / " << a.value.high << " " << a.unit << "  ("
                       << a.provenance.source << ")\n";
        }
    } else {
        return fail(io, kUsage,
                    "unknown catalog '" + what + "'; use cards|facilities|contracts|assumptions");
    }
    return kOk;
}

} // namespace suanpan::cli
