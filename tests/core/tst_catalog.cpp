// The built-in catalog loads cleanly and holds what the engine relies on;
// broken catalog files are refused with a code that names file and JSON path.

#include <QtTest>

#include <algorithm>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "catalog/Catalog.h"
#include "catalog/CatalogTexts.h"
#include "cost/CostInputs.h"
#include "io/JsonCodec.h"
#include "model/Units.h"
#include "support/CodePrint.h"

using namespace suanpan;

namespace {

const std::string kData = SUANPAN_TEST_DATA;

QString text(const Error &e)
{
    return QString::fromStdString(std::string(errorCodeText(e.code)) + " | " + e.subject + " | " +
                                  detailText(e));
}

bool ordered(const Range &r)
{
    return r.low <= r.likely && r.likely <= r.high;
}

std::string brokenDir(const char *name)
{
    return kData + "/catalog_broken/" + name;
}

} // namespace

class TestCatalog final : public QObject
{
    Q_OBJECT

private slots:
    void builtinLoads()
    {
        const Result<Catalog> &catalog = builtinCatalog();
        QVERIFY2(catalog.ok(), qPrintable(catalog ? QString() : text(catalog.error())));
        QVERIFY(catalog.value().cards.size() >= 17);
        QVERIFY(!catalog.value().assumptions.empty());
        // Loaded once: the same object every time.
        QCOMPARE(&builtinCatalog(), &catalog);
    }

    void builtinHasTemplates_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("id");
        for (const char *id : {"office-room", "idc-baoan", "idc-nanshan", "hosted-cluster",
                               "gpu-cloud", "remote-guizhou"})
            QTest::newRow(id) << QStringLiteral("facility") << QString::fromLatin1(id);
        for (const char *id : {"hourly", "monthly", "yearly", "spot"})
            QTest::newRow(id) << QStringLiteral("contract") << QString::fromLatin1(id);
    }

    void builtinHasTemplates()
    {
        QFETCH(QString, kind);
        QFETCH(QString, id);
        QVERIFY(builtinCatalog().ok());
        const Catalog &c = builtinCatalog().value();
        if (kind == QLatin1String("facility"))
            QVERIFY(c.findFacility(id.toStdString()) != nullptr);
        else
            QVERIFY(c.findContract(id.toStdString()) != nullptr);
    }

    void builtinFiguresAreUsable()
    {
        QVERIFY(builtinCatalog().ok());
        const Catalog &c = builtinCatalog().value();
        for (const Card &card : c.cards) {
            const auto flops = [&](Precision p) {
                const auto it = card.peakFlops.find(p);
                return it == card.peakFlops.end() ? 0.0 : it->second;
            };
            QVERIFY2(flops(Precision::BF16) > 0 || flops(Precision::FP16) > 0, card.id.c_str());
            for (const PriceQuote &q : card.rent)
                QVERIFY2(ordered(q.cny), card.id.c_str());
            for (const PriceQuote &q : card.purchase)
                QVERIFY2(ordered(q.cny), card.id.c_str());
        }
        for (const Facility &f : c.facilities) {
            QVERIFY2(ordered(f.pue) && f.pue.low >= 1.0, f.id.c_str());
            QVERIFY2(ordered(f.cabinetRentCnyPerMonth), f.id.c_str());
            QVERIFY2(ordered(f.electricityCnyPerKwh), f.id.c_str());
        }
        for (const Contract &k : c.contracts) {
            QVERIFY2(ordered(k.priceFactor), k.id.c_str());
            QVERIFY2(!k.unitPriceCnyPerCardHour || ordered(*k.unitPriceCnyPerCardHour),
                     k.id.c_str());
            QVERIFY2(ordered(k.bandwidthCnyPerMonth), k.id.c_str());
            QVERIFY2(ordered(k.storageCnyPerGbMonth), k.id.c_str());
            QVERIFY2(ordered(k.uploadCnyPerGb), k.id.c_str());
        }
        for (const Assumption &a : c.assumptions)
            QVERIFY2(ordered(a.value), a.key.c_str());
    }

    // Every unit the built-in assumptions and the engine's inputs are given in
    // is one the UI words (model/Units.h): none is shown as a bare number.
    void builtinUnitsAreKnown()
    {
        const Catalog &c = builtinCatalog().value();
        for (const Assumption &a : c.assumptions)
            QVERIFY2(unitFromText(a.unit), (a.key + ": " + a.unit).c_str());
        for (int i = 0; i < kInputCount; ++i) {
            const InputInfo &info = inputInfo(InputId(i));
            QVERIFY2(unitFromText(info.unit), std::string(info.key).c_str());
            QCOMPARE(inputUnit(info.key), info.unit);
            // An assumption input has the catalog's unit.
            if (const Assumption *a =
                    info.assumption ? c.findAssumption(std::string(info.key)) : nullptr)
                QCOMPARE(std::string_view(a->unit), info.unit);
        }
        QCOMPARE(inputUnit("no_such_input"), std::string_view());
        for (int u = 0; u < int(Unit::Count); ++u)
            QCOMPARE(unitFromText(unitText(Unit(u))), std::optional<Unit>(Unit(u)));
    }

    // Every built-in rent quote says which kind of seller it comes from, so an
    // option is priced from the quotes of its own facility's kind (Pricing.h).
    void builtinRentQuotesNameTheirChannel()
    {
        QVERIFY(builtinCatalog().ok());
        int quotes = 0;
        for (const Card &card : builtinCatalog().value().cards)
            for (std::size_t i = 0; i < card.rent.size(); ++i, ++quotes) {
                const PriceQuote &q = card.rent[i];
                const QByteArray where =
                    QByteArray(card.id.c_str()) + " rent " + QByteArray::number(qulonglong(i));
                QVERIFY2(!q.facilityKinds.empty(), where);
                QVERIFY2(std::find(q.facilityKinds.begin(), q.facilityKinds.end(),
                                   FacilityKind::OfficeRoom) == q.facilityKinds.end(),
                         where);
                QVERIFY2(!q.basis.empty() && !q.provenance.source.empty(), where);
                // An estimate is marked and never claims more than low confidence.
                if (q.provenance.source.find("[EST]") != std::string::npos ||
                    q.provenance.source.find("estimate") != std::string::npos)
                    QVERIFY2(q.provenance.confidence == Confidence::Low, where);
            }
        QVERIFY(quotes >= 17);
    }

    // Issue 31: every card's market status is dated and sourced, and the
    // restricted ones carry the date the restriction holds from. The A800 and
    // H800 are in-country stock since NVIDIA's Form 8-K of 2023-10-24 (the
    // October 2023 rule in force at once for them); the H20 needs a licence
    // since 2025-04-09 (8-K of 2025-04-15); the A100/H100 since 2022-08-26.
    void builtinMarketStatusIsDatedAndSourced_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("since");
        QTest::newRow("A800 SXM") << "a800-80g-sxm" << int(MarketStatus::InCountryStock)
                                  << "2023-10-23";
        QTest::newRow("A800 PCIe")
            << "a800-80g-pcie" << int(MarketStatus::InCountryStock) << "2023-10-23";
        QTest::newRow("H800") << "h800-sxm" << int(MarketStatus::InCountryStock) << "2023-10-23";
        QTest::newRow("H20") << "h20" << int(MarketStatus::LicenceRequired) << "2025-04-09";
        QTest::newRow("H100") << "h100-sxm" << int(MarketStatus::ExportRestricted) << "2022-08-26";
        QTest::newRow("L40S") << "l40s" << int(MarketStatus::ExportRestricted) << "2023-10-23";
        QTest::newRow("RTX 4090") << "rtx-4090" << int(MarketStatus::ExportRestricted)
                                  << "2023-11-17";
        QTest::newRow("L20") << "l20" << int(MarketStatus::ChinaSpecific) << "2023-11";
    }

    void builtinMarketStatusIsDatedAndSourced()
    {
        QFETCH(QString, card);
        QFETCH(int, status);
        QFETCH(QString, since);
        QVERIFY(builtinCatalog().ok());
        const Catalog &catalog = builtinCatalog().value();
        const Card *c = catalog.findCard(card.toStdString());
        QVERIFY(c);
        QCOMPARE(int(c->marketStatus), status);
        QCOMPARE(QString::fromStdString(c->marketStatusSince), since);
        for (const Card &any : catalog.cards) {
            const auto it = any.figureProvenance.find("market_status");
            QVERIFY2(it != any.figureProvenance.end(), any.id.c_str());
            QVERIFY2(!it->second.source.empty() && !it->second.sourceZh.empty(), any.id.c_str());
            QVERIFY2(!it->second.date.empty(), any.id.c_str());
            // A restriction without a date cannot be checked against its rule.
            if (newSaleRestricted(any.marketStatus))
                QVERIFY2(!any.marketStatusSince.empty(), any.id.c_str());
        }
    }

    // Seed 003's 4090 box at 300-600 CNY a day is a day plan, not an hourly
    // price; the Shenzhen IDC and retail cloud quotes are separate channels.
    void rtx4090QuotesByChannel()
    {
        QVERIFY(builtinCatalog().ok());
        const Card *c = builtinCatalog().value().findCard("rtx-4090");
        QVERIFY(c);
        const auto find = [&](const char *source) -> const PriceQuote * {
            for (const PriceQuote &q : c->rent)
                if (q.provenance.source.find(source) != std::string::npos)
                    return &q;
            return nullptr;
        };
        const PriceQuote *box = find("seed 003");
        QVERIFY(box);
        QCOMPARE(box->mode, BillingMode::Daily);
        QCOMPARE(box->facilityKinds, std::vector{FacilityKind::IdcCabinet});
        const PriceQuote *retail = find("deployment guide");
        QVERIFY(retail);
        QCOMPARE(retail->mode, BillingMode::Hourly);
        QCOMPARE(retail->facilityKinds, std::vector{FacilityKind::GpuCloud});
        QCOMPARE(retail->cny, (Range{2.5, 3.5, 7.0}));
        const PriceQuote *idc = find("seed 001");
        QVERIFY(idc);
        QCOMPARE(idc->facilityKinds,
                 (std::vector{FacilityKind::IdcCabinet, FacilityKind::HostedCluster}));
        QCOMPARE(idc->cny, (Range{10.0, 15.0, 25.0}));
    }

    // The folder the built-in catalog is compiled from reads back the same.
    void sourceDirMatchesBuiltin()
    {
        QVERIFY(builtinCatalog().ok());
        const Result<Catalog> dir = loadCatalogDir(kData + "/../../resources/catalogs");
        QVERIFY2(dir.ok(), qPrintable(dir ? QString() : text(dir.error())));
        const Catalog &a = dir.value();
        const Catalog &b = builtinCatalog().value();
        QVERIFY(a.cards == b.cards);
        QVERIFY(a.facilities == b.facilities);
        QVERIFY(a.contracts == b.contracts);
        QVERIFY(a.assumptions == b.assumptions);
    }

    // Every assumption names itself and says what its source says in both
    // languages, and cites only sources the table knows: no raw "seed 003"
    // or free English reaches the Chinese UI.
    void builtinAssumptionsAreBilingual()
    {
        QVERIFY(builtinCatalog().ok());
        const Result<CatalogTexts> &texts = builtinCatalogTexts();
        QVERIFY2(texts.ok(), qPrintable(texts ? QString() : text(texts.error())));
        const CatalogTexts &t = texts.value();
        QVERIFY(builtinCatalog().value().assumptions.size() > 40);
        QCOMPARE(t.assumptions.size(), builtinCatalog().value().assumptions.size());
        for (const Assumption &a : builtinCatalog().value().assumptions) {
            const QByteArray where = QByteArray::fromStdString(a.key);
            const AssumptionText *words = t.findAssumption(a.key);
            QVERIFY2(words, where);
            QVERIFY2(!words->nameZh.empty() && !words->nameEn.empty(), where);
            QVERIFY2(words->nameZh != words->nameEn, where);
            QVERIFY2(!words->noteZh.empty() && !words->noteEn.empty(), where);
            QCOMPARE(words->source, a.provenance.source);
            const std::vector<Citation> cites =
                suanpan::parseCitations(a.provenance.source, t.sources);
            QVERIFY2(!cites.empty(), where);
            for (const Citation &c : cites)
                QVERIFY2(!c.sourceId.empty() &&
                             c.locator.find_first_not_of("0123456789 step") == std::string::npos,
                         where + " cites " + QByteArray::fromStdString(c.text));
        }
    }

    // What the Catalog page explains a figure with (a quote's basis, an
    // entry's notes, a spec source in free words) is stored in both
    // languages; the Chinese half cites articles by title, never "seed 003".
    void builtinCatalogTextsAreBilingual()
    {
        QVERIFY(builtinCatalog().ok() && builtinCatalogTexts().ok());
        const Catalog &c = builtinCatalog().value();
        const std::vector<CitationSource> &sources = builtinCatalogTexts().value().sources;
        int texts = 0;
        const auto both = [&texts](const std::string &zh, const std::string &en,
                                   const QByteArray &where) {
            ++texts;
            QVERIFY2(!zh.empty() && !en.empty(), where);
            QVERIFY2(zh != en, where);
            QVERIFY2(zh.find("seed 0") == std::string::npos &&
                         zh.find("Seed 0") == std::string::npos,
                     where + " zh: " + QByteArray::fromStdString(zh));
        };
        // Prose (not a source's codes) names the articles by title in English too.
        const auto prose = [&both](const std::string &zh, const std::string &en,
                                   const QByteArray &where) {
            both(zh, en, where);
            QVERIFY2(en.find("seed 0") == std::string::npos &&
                         en.find("Seed 0") == std::string::npos,
                     where + " en: " + QByteArray::fromStdString(en));
        };
        // Codes of sources.json are worded by the UI; anything else needs its own Chinese.
        const auto source = [&](const Provenance &p, const QByteArray &where) {
            const std::vector<Citation> cites = suanpan::parseCitations(p.source, sources);
            const bool codes =
                !cites.empty() && std::all_of(cites.begin(), cites.end(), [](const Citation &ct) {
                    return !ct.sourceId.empty() && ct.locator.empty();
                });
            if (!codes)
                both(p.sourceZh, p.source, where + " source");
        };
        for (const Card &card : c.cards) {
            const QByteArray id = QByteArray::fromStdString(card.id);
            prose(card.notesZh, card.notes, id + " notes");
            source(card.specProvenance, id);
            for (const auto &[field, p] : card.figureProvenance)
                source(p, id + " " + QByteArray::fromStdString(field));
            for (const std::vector<PriceQuote> *quotes : {&card.rent, &card.purchase})
                for (const PriceQuote &q : *quotes) {
                    prose(q.basisZh, q.basis, id + " basis " + QByteArray::fromStdString(q.basis));
                    source(q.provenance, id + " quote");
                }
        }
        for (const Facility &f : c.facilities) {
            prose(f.notesZh, f.notes, QByteArray::fromStdString(f.id));
            source(f.provenance, QByteArray::fromStdString(f.id));
        }
        for (const Contract &k : c.contracts) {
            prose(k.notesZh, k.notes, QByteArray::fromStdString(k.id));
            source(k.provenance, QByteArray::fromStdString(k.id));
        }
        QVERIFY(texts > 100);
    }

    // A user's entry written before texts had two languages, or typed in one,
    // keeps its one text (in the English half, where it always was); a text
    // in both languages reads and writes back as both.
    void catalogTextsInOneOrTwoLanguages()
    {
        const Result<Catalog> minimal = loadCatalogDir(kData + "/catalog_minimal");
        QVERIFY(minimal.ok());
        nlohmann::json j = toJson(minimal.value().cards.front());
        j["notes"] = "only one";
        j["rent"] = nlohmann::json::array({nlohmann::json::parse(
            R"({"mode": "hourly", "cny": {"low": 1, "likely": 2, "high": 3},
                "basis": {"zh": "\u6309\u91cf"},
                "provenance": {"source": {"zh": "\u89c4\u683c\u4e66", "en": "datasheet"},
                               "date": "2026", "confidence": "low"}})")});
        Catalog into;
        const std::string doc = R"({"schema": 1, "cards": [)" + j.dump() + "]}";
        const Status s = loadCatalogText(CatalogFileKind::Cards, doc, "user.json", into);
        QVERIFY2(s.ok(), qPrintable(s ? QString() : text(s.error())));
        const Card &card = into.cards.front();
        QCOMPARE(card.notes, std::string("only one"));
        QVERIFY(card.notesZh.empty());
        QCOMPARE(card.rent.front().basisZh, std::string("\u6309\u91cf"));
        QVERIFY(card.rent.front().basis.empty());
        QCOMPARE(card.rent.front().provenance.source, std::string("datasheet"));
        QCOMPARE(card.rent.front().provenance.sourceZh, std::string("\u89c4\u683c\u4e66"));
        const nlohmann::json back = toJson(card);
        QVERIFY(back["notes"].is_string());
        QCOMPARE(back["rent"][0]["basis"]["zh"].get<std::string>(), std::string("\u6309\u91cf"));
        QCOMPARE(back["rent"][0]["provenance"]["source"]["en"].get<std::string>(),
                 std::string("datasheet"));
        // Neither a string nor an object: the path says where.
        j["notes"] = 3;
        const std::string bad = R"({"schema": 1, "cards": [)" + j.dump() + "]}";
        Catalog none;
        const Status b = loadCatalogText(CatalogFileKind::Cards, bad, "user.json", none);
        QVERIFY(!b.ok());
        QVERIFY2(b.error().subject == "user.json:/cards/0/notes", b.error().subject.c_str());
    }

    // The four seed articles are cited by their Chinese titles and a date.
    void builtinSourcesNameTheSeedArticles_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("titleStart");
        QTest::newRow("seed 000") << "seed 000" << QStringLiteral("深圳GPU集群搭建方案");
        QTest::newRow("seed 001") << "seed 001" << QStringLiteral("训练和推理的核心差异");
        QTest::newRow("seed 003") << "seed 003" << QStringLiteral("深圳AI训练服务器租用成本怎么算");
        QTest::newRow("seed 004") << "seed 004" << QStringLiteral("深圳AI训练服务器租用前算力配置");
    }

    void builtinSourcesNameTheSeedArticles()
    {
        QFETCH(QString, id);
        QFETCH(QString, titleStart);
        QVERIFY(builtinCatalogTexts().ok());
        const CitationSource *s = builtinCatalogTexts().value().findSource(id.toStdString());
        QVERIFY(s != nullptr);
        QCOMPARE(QString::fromStdString(s->kind), QStringLiteral("article"));
        QVERIFY2(QString::fromStdString(s->titleZh).startsWith(titleStart), s->titleZh.c_str());
        QVERIFY(!s->titleEn.empty());
        QCOMPARE(QString::fromStdString(s->date), QStringLiteral("2026"));
    }

    void parseCitations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected"); // "<sourceId>|<locator>|<text>"
        QTest::newRow("one article") << "seed 003" << QStringList{"seed 003||seed 003"};
        QTest::newRow("two, trimmed")
            << " seed 003 ;seed 004" << QStringList{"seed 003||seed 003", "seed 004||seed 004"};
        QTest::newRow("step locator (Advice)")
            << "seed 000 step 1" << QStringList{"seed 000|step 1|seed 000 step 1"};
        QTest::newRow("FAQ locator") << "seed 004 FAQ" << QStringList{"seed 004|FAQ|seed 004 FAQ"};
        QTest::newRow("seeds list (Advice)")
            << "seeds 000, 004" << QStringList{"seed 000||seed 000", "seed 004||seed 004"};
        QTest::newRow("longest id wins")
            << "prices.md 3b" << QStringList{"prices.md 3b||prices.md 3b"};
        QTest::newRow("user") << "user" << QStringList{"user||user"};
        QTest::newRow("unknown kept whole")
            << "catalog h100-sxm" << QStringList{"||catalog h100-sxm"};
        QTest::newRow("prefix needs a word end") << "usership" << QStringList{"||usership"};
        QTest::newRow("empty parts skipped") << ";; ;" << QStringList{};
    }

    void parseCitations()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QVERIFY(builtinCatalogTexts().ok());
        QStringList got;
        for (const Citation &c :
             suanpan::parseCitations(text.toStdString(), builtinCatalogTexts().value().sources))
            got << QString::fromStdString(c.sourceId + "|" + c.locator + "|" + c.text);
        QCOMPARE(got, expected);
    }

    // Broken text files are refused with the file and JSON path.
    void brokenCatalogTexts_data()
    {
        QTest::addColumn<QString>("assumptions");
        QTest::addColumn<QString>("sources");
        QTest::addColumn<QString>("error"); // "code | subject | detail"
        const QString oneSource = R"({"sources": [{"id": "user", "kind": "user",
            "title": {"zh": "z", "en": "e"}, "date": ""}]})";
        const QString oneAssumption = R"({"assumptions": [{"key": "k", "name": {"zh": "z",
            "en": "e"}, "provenance": {"source": "user", "note": {"zh": "z", "en": "e"}}}]})";
        QTest::newRow("no name") << R"({"assumptions": [{"key": "k", "provenance": {"source": "s",
                  "note": {"zh": "z", "en": "e"}}}]})"
                                 << oneSource
                                 << "catalog.missing | assumptions.json:/assumptions/0/name | ";
        QTest::newRow("note without zh")
            << R"({"assumptions": [{"key": "k", "name": {"zh": "z", "en": "e"},
                  "provenance": {"source": "s", "note": {"en": "e"}}}]})"
            << oneSource
            << "catalog.missing | assumptions.json:/assumptions/0/provenance/note/zh | ";
        QTest::newRow("unknown kind")
            << oneAssumption
            << R"({"sources": [{"id": "x", "kind": "rumour", "title": {"zh": "z", "en": "e"},
                  "date": ""}]})"
            << "catalog.enum | sources.json:/sources/0/kind | rumour";
        QTest::newRow("duplicate source")
            << oneAssumption
            << R"({"sources": [{"id": "x", "kind": "paper", "title": {"zh": "z", "en": "e"},
                  "date": ""}, {"id": "x", "kind": "paper", "title": {"zh": "z", "en": "e"},
                  "date": ""}]})"
            << "catalog.invalid | sources.json:/sources/1 | duplicate_id: x";
        QTest::newRow("truncated") << oneAssumption << R"({"sources": [)"
                                   << "catalog.parse | sources.json | ";
    }

    void brokenCatalogTexts()
    {
        QFETCH(QString, assumptions);
        QFETCH(QString, sources);
        QFETCH(QString, error);
        const Result<CatalogTexts> t =
            loadCatalogTexts(assumptions.toStdString(), sources.toStdString());
        QVERIFY(!t.ok());
        QVERIFY2(text(t.error()).startsWith(error), qPrintable(text(t.error())));
    }

    void minimalFixtureLoads()
    {
        // The broken fixtures are this one with one defect each.
        const Result<Catalog> c = loadCatalogDir(kData + "/catalog_minimal");
        QVERIFY2(c.ok(), qPrintable(c ? QString() : text(c.error())));
        QCOMPARE(c.value().cards.size(), std::size_t(1));
        QCOMPARE(c.value().facilities.size(), std::size_t(1));
        QVERIFY(c.value().contracts.empty());
    }

    void brokenFixtures_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("subject"); // after "<dir>/"
        QTest::addColumn<QString>("detail");  // a prefix of the detail

        const auto row = [](const char *dir, ErrorCode code, const char *subject,
                            const char *detail) {
            QTest::newRow(dir) << QString::fromLatin1(dir) << code << QString::fromLatin1(subject)
                               << QString::fromLatin1(detail);
        };
        row("truncated", ErrorCode::CatalogParse, "cards.json", "byte ");
        row("nan_literal", ErrorCode::CatalogParse, "cards.json", "byte ");
        row("invalid_utf8", ErrorCode::CatalogParse, "cards.json", "byte ");
        row("wrong_type", ErrorCode::CatalogType, "cards.json:/cards/0/memory_bytes", "number");
        row("missing_field", ErrorCode::CatalogMissing, "cards.json:/cards/0/peak_flops", "");
        row("negative_memory", ErrorCode::CatalogInvalid, "cards.json:/cards/0/memory_bytes",
            "not_positive: -85899345920");
        row("unknown_enum", ErrorCode::CatalogEnum, "cards.json:/cards/0/market_status", "stolen");
        row("duplicate_id", ErrorCode::CatalogInvalid, "cards.json:/cards/1/id",
            "duplicate_id: test-card");
        row("schema_2", ErrorCode::CatalogTooNew, "cards.json:/schema", "2");
        row("pue_below_one", ErrorCode::CatalogInvalid, "facilities.json:/facilities/0/pue/likely",
            "out_of_range: 0.9");
        // A rent quote's channel must be a kind of facility that rents.
        row("unknown_channel", ErrorCode::CatalogEnum,
            "cards.json:/cards/0/rent/0/facility_kinds/1", "moon_base");
        row("office_channel", ErrorCode::CatalogInvalid,
            "cards.json:/cards/0/rent/0/facility_kinds", "out_of_range: office_room");
    }

    void brokenFixtures()
    {
        QFETCH(QString, dir);
        QFETCH(ErrorCode, code);
        QFETCH(QString, subject);
        QFETCH(QString, detail);
        const std::string path = brokenDir(qPrintable(dir));
        const Result<Catalog> c = loadCatalogDir(path);
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, code);
        QCOMPARE(QString::fromStdString(c.error().subject),
                 QString::fromStdString(path + "/") + subject);
        QVERIFY2(QString::fromStdString(detailText(c.error())).startsWith(detail),
                 qPrintable(text(c.error())));
    }

    // What a refusal quotes from the file (an id, a value) stays one line
    // (libFuzzer: an escaped line break in a quoted value made two).
    void refusalsAreOneLine_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("error");
        QTest::newRow("duplicate id") << "duplicate_id"
                                      << "test-card"
                                      << R"(test\ncard)"
                                      << "catalog.invalid | cards.json:/cards/1/id | "
                                         "duplicate_id: test card";
        QTest::newRow("enum value") << "unknown_enum"
                                    << "stolen"
                                    << R"(sto\r\nlen\t)"
                                    << "catalog.enum | cards.json:/cards/0/market_status | "
                                       "sto  len ";
    }

    void refusalsAreOneLine()
    {
        QFETCH(QString, dir);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, error);
        QFile f(QString::fromStdString(brokenDir(qPrintable(dir)) + "/cards.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray doc = f.readAll().replace(from.toUtf8(), to.toUtf8());
        Catalog into;
        const Status s = loadCatalogText(CatalogFileKind::Cards,
                                         std::string_view(doc.constData(), size_t(doc.size())),
                                         "cards.json", into);
        QVERIFY(!s.ok());
        QCOMPARE(text(s.error()), error);
    }

    void deepNesting()
    {
        Catalog into;
        const Status s =
            loadCatalogText(CatalogFileKind::Cards, std::string(100000, '['), "cards.json", into);
        QVERIFY(!s.ok());
        QCOMPARE(text(s.error()), QStringLiteral("catalog.too_deep | cards.json | 64"));
    }

    void wrongTopLevel_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("array") << "[]"
                               << "catalog.type | f.json | object";
        QTest::newRow("no schema") << R"({"cards": []})"
                                   << "catalog.missing | f.json:/schema | ";
        QTest::newRow("schema string") << R"({"schema": "1", "cards": []})"
                                       << "catalog.type | f.json:/schema | integer";
        QTest::newRow("schema 0") << R"({"schema": 0, "cards": []})"
                                  << "catalog.invalid | f.json:/schema | out_of_range: 0";
        QTest::newRow("no array") << R"({"schema": 1, "facilities": []})"
                                  << "catalog.missing | f.json:/cards | ";
        QTest::newRow("array is object") << R"({"schema": 1, "cards": {}})"
                                         << "catalog.type | f.json:/cards | array";
        QTest::newRow("entry not object") << R"({"schema": 1, "cards": [1]})"
                                          << "catalog.type | f.json:/cards/0 | object";
    }

    void wrongTopLevel()
    {
        QFETCH(QString, json);
        QFETCH(QString, error);
        Catalog into;
        const Status s =
            loadCatalogText(CatalogFileKind::Cards, json.toStdString(), "f.json", into);
        QVERIFY(!s.ok());
        QCOMPARE(text(s.error()), error);
    }

    void failedFileLeavesCatalogAlone()
    {
        QVERIFY(builtinCatalog().ok());
        Catalog into = builtinCatalog().value();
        const std::size_t before = into.cards.size();
        // A card already in `into` repeats an id across files: refused, nothing added.
        const Result<Catalog> minimal = loadCatalogDir(kData + "/catalog_minimal");
        QVERIFY(minimal.ok());
        Card clash = minimal.value().cards.front();
        clash.id = into.cards.front().id;
        const std::string doc = R"({"schema": 1, "cards": [)" + toJson(clash).dump() + "]}";
        const Status s = loadCatalogText(CatalogFileKind::Cards, doc, "more.json", into);
        QVERIFY(!s.ok());
        QCOMPARE(text(s.error()), QString::fromStdString("catalog.invalid | more.json:/cards/0/id "
                                                         "| duplicate_id: " +
                                                         clash.id));
        QCOMPARE(into.cards.size(), before);
    }

    void missingDir()
    {
        const std::string dir = kData + "/no-such-catalog";
        const Result<Catalog> c = loadCatalogDir(dir);
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, ErrorCode::CatalogNotFound);
        QCOMPARE(QString::fromStdString(c.error().subject), QString::fromStdString(dir));
    }

    void unreadableFile()
    {
        // A directory where cards.json should be cannot be read as a file.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::string dir = tmp.path().toStdString();
        std::filesystem::create_directory(dir + "/cards.json");
        const Result<Catalog> c = loadCatalogDir(dir);
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, ErrorCode::CatalogIo);
        QCOMPARE(QString::fromStdString(c.error().subject),
                 QString::fromStdString(dir + "/cards.json"));
    }

    void withProjectOverrides()
    {
        QVERIFY(builtinCatalog().ok());
        const Catalog &base = builtinCatalog().value();
        QVERIFY(!base.cards.empty() && !base.assumptions.empty());

        Project p;
        Card edited = base.cards.front();
        edited.memoryBytes *= 2;
        Card added = base.cards.front();
        added.id = "my-own-card";
        p.userCatalog.cards = {edited, added};
        Facility facility = base.facilities.front();
        facility.id = "my-room";
        p.userCatalog.facilities = {facility};
        Assumption mfu = base.assumptions.front();
        mfu.value = Range::exactly(0.123);
        p.assumptions = {mfu};

        const Catalog merged = base.withProject(p);
        QCOMPARE(merged.cards.size(), base.cards.size() + 1);
        QCOMPARE(merged.findCard(edited.id)->memoryBytes, edited.memoryBytes);
        QVERIFY(merged.findCard("my-own-card") != nullptr);
        QVERIFY(merged.findFacility("my-room") != nullptr);
        QCOMPARE(merged.facilities.size(), base.facilities.size() + 1);
        QCOMPARE(merged.contracts.size(), base.contracts.size());
        QCOMPARE(merged.assumptions.size(), base.assumptions.size());
        QCOMPARE(merged.findAssumption(mfu.key)->value, Range::exactly(0.123));
        // The base is untouched.
        QVERIFY(base.findCard("my-own-card") == nullptr);
        QVERIFY(base.findCard("no-such-card") == nullptr);
        QVERIFY(base.findContract("no-such-contract") == nullptr);
        QVERIFY(base.findAssumption("no-such-key") == nullptr);
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
