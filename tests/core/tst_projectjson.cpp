// Project documents as JSON: an exact round trip of every field, strict
// types with the offending JSON path, defaults for omitted fields, and the
// limits untrusted text needs.

#include <QtTest>

#include <cmath>
#include <limits>

#include <nlohmann/json.hpp>

#include "io/JsonCodec.h"
#include "support/CodePrint.h"
#include "support/FullProject.h"
#include "util/Embedded.h"

using namespace suanpan;
using namespace suanpan::test;
using nlohmann::json;

namespace {

QString text(const Error &e)
{
    return QString::fromStdString(std::string(errorCodeText(e.code)) + " | " + e.subject + " | " +
                                  detailText(e));
}

// Every leaf that the writer emits for a default-constructed value must
// differ in the full one, so a field added later cannot hide from the test.
void expectAllDiffer(const json &full, const json &defaults, const char *what)
{
    const json a = full.flatten();
    const json b = defaults.flatten();
    for (const auto &[pointer, value] : b.items()) {
        if (value.is_null())
            continue; // an empty array or object; its elements are checked on their own
        // A text in one language is a plain string, in two {"zh", "en"}
        // (notes, a quote's basis, a free-text source): compare its English half.
        if (!a.contains(pointer) && a.contains(pointer + "/en")) {
            QVERIFY2(a.at(pointer + "/en") != value && a.contains(pointer + "/zh"),
                     qPrintable(QString::fromLatin1(what) + pointer.c_str()));
            continue;
        }
        QVERIFY2(a.contains(pointer), qPrintable(QString::fromLatin1(what) + pointer.c_str()));
        QVERIFY2(a.at(pointer) != value, qPrintable(QString::fromLatin1(what) + pointer.c_str()));
    }
}

} // namespace

class TestProjectJson final : public QObject
{
    Q_OBJECT

private slots:
    void fullProjectSetsEveryField()
    {
        const Project p = fullProject();
        expectAllDiffer(toJson(p.userCatalog.cards[0]), toJson(Card{}), "card");
        expectAllDiffer(toJson(p.userCatalog.facilities[0]), toJson(Facility{}), "facility");
        expectAllDiffer(toJson(p.userCatalog.contracts[0]), toJson(Contract{}), "contract");
        expectAllDiffer(toJson(p.workloads[0]), toJson(Workload{}), "workload");
        // A hosted option cannot name a quote; the rented second one does.
        Option quoted{};
        quoted.quoteId = "q-x";
        expectAllDiffer(toJson(p.options[0]), toJson(quoted), "option");
        QCOMPARE(p.options[1].quoteId, p.quotes[0].id);
        expectAllDiffer(toJson(p.quotes[0]), toJson(ProviderQuote{}), "quote");
        expectAllDiffer(toJson(p.checklist[0]), toJson(ChecklistEntry{}), "checklist");
        expectAllDiffer(toJson(p.assumptions[0]), toJson(Assumption{}), "assumption");
        expectAllDiffer(toJson(p.evidence[0]), toJson(EvidenceRecord{}), "evidence");
        expectAllDiffer(toJson(p)["meta"], toJson(Project{})["meta"], "meta");
        // Budgets are null by default (no limit), so check them by name.
        const json procurement = toJson(p).at("procurement");
        QCOMPARE(toJson(Project{}).at("procurement"),
                 json::parse(R"({"capital_budget_cny": null, "monthly_budget_cny": null,)"
                             R"( "restricted_card_source": false})"));
        for (const auto &[key, value] : procurement.items())
            QVERIFY2(value != toJson(Project{}).at("procurement").at(key), key.c_str());
        // Lists of plain values: the full project has some, the default none.
        QVERIFY(toJson(Project{}).at("disabled_cost_lines").empty());
        QVERIFY(!toJson(p).at("disabled_cost_lines").empty());
    }

    void roundTrip()
    {
        const Project p = fullProject();
        const Result<Project> fromJson = projectFromJson(toJson(p));
        QVERIFY2(fromJson.ok(), qPrintable(fromJson ? QString() : text(fromJson.error())));
        QVERIFY(fromJson.value() == p);

        const std::string doc = projectToJsonText(p);
        const Result<Project> fromText = projectFromJsonText(doc);
        QVERIFY2(fromText.ok(), qPrintable(fromText ? QString() : text(fromText.error())));
        QVERIFY(fromText.value() == p);
        QCOMPARE(projectToJsonText(fromText.value()), doc);
    }

    // A name per language (schema 9 of the store): written as a plain
    // string when it has one language, {"zh", "en"} when it has a Chinese
    // one; read in either form, and a plain "<zh> / <en>" of older files is
    // split as the store's migration splits it.
    void namesPerLanguage_data()
    {
        QTest::addColumn<QString>("name"); // the JSON value
        QTest::addColumn<QString>("zh");
        QTest::addColumn<QString>("en");
        QTest::addColumn<QString>("written"); // as the writer puts it back
        const QString zu = QString::fromUtf8("\xe7\xa7\x9f");
        const QString both = "{\"en\":\"Rent\",\"zh\":\"" + zu + "\"}";
        QTest::newRow("plain") << "\"Rent\""
                               << ""
                               << "Rent"
                               << "\"Rent\"";
        QTest::newRow("both") << "{\"zh\": \"" + zu + "\", \"en\": \"Rent\"}" << zu << "Rent"
                              << both;
        QTest::newRow("Chinese only") << "{\"zh\": \"" + zu + "\"}" << zu << ""
                                      << "{\"en\":\"\",\"zh\":\"" + zu + "\"}";
        QTest::newRow("English only object") << "{\"en\": \"Rent\"}"
                                             << ""
                                             << "Rent"
                                             << "\"Rent\"";
        QTest::newRow("old zh / en") << "\"" + zu + " / Rent\"" << zu << "Rent" << both;
        QTest::newRow("slash kept") << "\"A / B test\""
                                    << ""
                                    << "A / B test"
                                    << "\"A / B test\"";
    }
    void namesPerLanguage()
    {
        QFETCH(QString, name);
        QFETCH(QString, zh);
        QFETCH(QString, en);
        QFETCH(QString, written);
        const QString doc = QStringLiteral("{\"meta\": {\"title\": %1}, \"workloads\": [{\"id\": "
                                           "\"w1\", \"name\": %1}], \"options\": [{\"id\": "
                                           "\"o1\", \"name\": %1}]}")
                                .arg(name);
        const Result<Project> p = projectFromJsonText(doc.toStdString());
        QVERIFY2(p.ok(), qPrintable(p ? QString() : text(p.error())));
        const Project &project = p.value();
        for (const auto &[gotZh, gotEn] :
             {std::pair{project.meta.titleZh, project.meta.title},
              std::pair{project.workloads.at(0).nameZh, project.workloads.at(0).name},
              std::pair{project.options.at(0).nameZh, project.options.at(0).name}}) {
            QCOMPARE(QString::fromStdString(gotZh), zh);
            QCOMPARE(QString::fromStdString(gotEn), en);
        }
        const json j = toJson(project);
        for (const json &value : {j.at("meta").at("title"), j.at("workloads").at(0).at("name"),
                                  j.at("options").at(0).at("name")})
            QCOMPARE(QString::fromStdString(value.dump()), written);
        // And back: the same project.
        const Result<Project> again = projectFromJson(j);
        QVERIFY(again.ok());
        QVERIFY(again.value() == project);
    }

    void writerHeader()
    {
        const json j = toJson(Project{});
        QCOMPARE(j.at("format").get<std::string>(), std::string("suanpan-project"));
        QCOMPARE(j.at("schema").get<int>(), 1);
        // Absent rather than null: no explicit unit price.
        QVERIFY(!toJson(Contract{}).contains("unit_price_cny_per_card_hour"));
    }

    void onlyIdsTakeDefaults()
    {
        const Result<Project> p = projectFromJsonText(
            R"({"workloads": [{"id": "w1"}], "options": [{"id": "o1"}], "checklist": [{}]})");
        QVERIFY2(p.ok(), qPrintable(p ? QString() : text(p.error())));
        Workload w;
        w.id = "w1";
        Option o;
        o.id = "o1";
        Project expected;
        expected.workloads = {w};
        expected.options = {o};
        expected.checklist = {ChecklistEntry{}};
        QVERIFY(p.value() == expected);

        const Result<Project> empty = projectFromJsonText("{}");
        QVERIFY(empty.ok());
        QVERIFY(empty.value() == Project{});
    }

    // Older documents have no "kv_precision": the cache follows the weights
    // (Auto), as their estimates did; a given one is read back as written.
    void kvPrecision()
    {
        const Result<Project> old = projectFromJsonText(
            R"({"workloads": [{"id": "w1", "scenario": "inference", "precision": "fp8"}]})");
        QVERIFY2(old.ok(), qPrintable(old ? QString() : text(old.error())));
        QCOMPARE(old.value().workloads.at(0).kvPrecision, KvPrecision::Auto);
        QCOMPARE(toJson(old.value().workloads.at(0)).at("kv_precision").get<std::string>(),
                 std::string("auto"));
        const Result<Project> fp8 =
            projectFromJsonText(R"({"workloads": [{"id": "w1", "kv_precision": "fp8"}]})");
        QVERIFY2(fp8.ok(), qPrintable(fp8 ? QString() : text(fp8.error())));
        QCOMPARE(fp8.value().workloads.at(0).kvPrecision, KvPrecision::FP8);
    }

    // Older documents have no "evidence"; a record needs only its id and kind.
    void evidenceIsOptional()
    {
        const Result<Project> none = projectFromJsonText(R"({"checklist": []})");
        QVERIFY(none.ok());
        QVERIFY(none.value().evidence.empty());
        const Result<Project> one =
            projectFromJsonText(R"({"evidence": [{"id": "ev-1", "kind": "topo"}]})");
        QVERIFY2(one.ok(), qPrintable(one ? QString() : text(one.error())));
        EvidenceRecord expected;
        expected.id = "ev-1";
        expected.kind = EvidenceKind::Topo;
        QCOMPARE(one.value().evidence.size(), std::size_t(1));
        QVERIFY(one.value().evidence[0] == expected);
    }

    // Older documents have no "procurement": no budgets, no source for
    // restricted cards. A budget may be null (no limit) or left out.
    void procurement()
    {
        const Result<Project> none = projectFromJsonText("{}");
        QVERIFY(none.ok());
        QVERIFY(none.value().procurement == Procurement{});
        const Result<Project> some = projectFromJsonText(
            R"({"procurement": {"capital_budget_cny": 5e6, "monthly_budget_cny": null}})");
        QVERIFY2(some.ok(), qPrintable(some ? QString() : text(some.error())));
        QCOMPARE(some.value().procurement.capitalBudgetCny, std::optional<double>(5e6));
        QVERIFY(!some.value().procurement.monthlyBudgetCny);
        QVERIFY(!some.value().procurement.restrictedCardSource);
        const json written = toJson(some.value()).at("procurement");
        QCOMPARE(written.at("capital_budget_cny").get<double>(), 5e6);
        QVERIFY(written.at("monthly_budget_cny").is_null());
    }

    // Older documents have no "disabled_cost_lines"; the codes come back
    // sorted whatever order the document lists them in.
    void disabledCostLines()
    {
        const Result<Project> none = projectFromJsonText("{}");
        QVERIFY(none.ok());
        QVERIFY(none.value().disabledCostLines.empty());
        const Result<Project> some = projectFromJsonText(
            R"({"disabled_cost_lines": ["upload", "rerun_reserve", "engineer_time"]})");
        QVERIFY2(some.ok(), qPrintable(some ? QString() : text(some.error())));
        QCOMPARE(some.value().disabledCostLines,
                 (std::vector<std::string>{"engineer_time", "rerun_reserve", "upload"}));
        const json written = toJson(some.value());
        QCOMPARE(written.at("disabled_cost_lines"),
                 json::parse(R"(["engineer_time", "rerun_reserve", "upload"])"));
    }

    // The cap that the project file enforces holds for JSON too.
    void evidenceTextCap()
    {
        json doc = toJson(fullProject());
        doc["evidence"][0]["text"] = std::string(kMaxEvidenceBytes, 'x');
        QVERIFY(projectFromJson(doc).ok());
        doc["evidence"][0]["text"] = std::string(kMaxEvidenceBytes + 1, 'x');
        const Result<Project> over = projectFromJson(doc);
        QVERIFY(!over.ok());
        QCOMPARE(text(over.error()),
                 QStringLiteral("json.invalid | /evidence/0/text | out_of_range: %1")
                     .arg(kMaxEvidenceBytes + 1));
    }

    void exampleLoads()
    {
        const std::string_view doc = embeddedFile("shenzhen-example.json");
        QVERIFY2(!doc.empty(), "resources/examples/shenzhen-example.json is not embedded");
        const Result<Project> p = projectFromJsonText(doc);
        QVERIFY2(p.ok(), qPrintable(p ? QString() : text(p.error())));
        QVERIFY(!p.value().workloads.empty());
        // The example names everything in both languages, none "<zh> / <en>".
        QVERIFY(!p.value().meta.titleZh.empty() && !p.value().meta.title.empty());
        for (const Workload &w : p.value().workloads) {
            QVERIFY2(!w.nameZh.empty() && !w.name.empty(), w.id.c_str());
            QVERIFY2(w.name.find(" / ") == std::string::npos, w.name.c_str());
        }
        for (const Option &o : p.value().options) {
            QVERIFY2(!o.nameZh.empty() && !o.name.empty(), o.id.c_str());
            QVERIFY2(o.name.find(" / ") == std::string::npos, o.name.c_str());
        }
    }

    void refused_data()
    {
        QTest::addColumn<QString>("doc");
        QTest::addColumn<QString>("error");

        QTest::newRow("card_count string") << R"({"options": [{"id": "o1", "card_count": "8"}]})"
                                           << "json.type | /options/0/card_count | integer";
        QTest::newRow("card_count fraction") << R"({"options": [{"id": "o1", "card_count": 8.5}]})"
                                             << "json.type | /options/0/card_count | integer";
        QTest::newRow("card_count beyond int")
            << R"({"options": [{"id": "o1", "card_count": 1e12}]})"
            << "json.invalid | /options/0/card_count | out_of_range: 1000000000000.0";
        QTest::newRow("card_count zero") << R"({"options": [{"id": "o1", "card_count": 0}]})"
                                         << "json.invalid | /options/0/card_count | "
                                            "not_positive: 0";
        QTest::newRow("chosen string") << R"({"options": [{"id": "o1", "chosen": "yes"}]})"
                                       << "json.type | /options/0/chosen | boolean";
        QTest::newRow("params_total string")
            << R"({"workloads": [{"id": "w1", "model": {"params_total": "7e9"}}]})"
            << "json.type | /workloads/0/model/params_total | number";
        QTest::newRow("model array") << R"({"workloads": [{"id": "w1", "model": []}]})"
                                     << "json.type | /workloads/0/model | object";
        QTest::newRow("null name") << R"({"workloads": [{"id": "w1", "name": null}]})"
                                   // a name is a string or {"zh", "en"}
                                   << "json.type | /workloads/0/name | object";
        QTest::newRow("unknown scenario")
            << R"({"workloads": [{"id": "w1", "scenario": "training"}]})"
            << "json.enum | /workloads/0/scenario | training";
        // What a refusal quotes stays one line (libFuzzer, project_json: a
        // scenario with an escaped CR made a two-line refusal).
        QTest::newRow("unknown scenario with line breaks")
            << R"({"workloads": [{"id": "w1", "scenario": "lo\r\nra\u0007"}]})"
            << "json.enum | /workloads/0/scenario | lo  ra ";
        QTest::newRow("duplicate id with a tab")
            << R"({"options": [{"id": "o\t1"}, {"id": "o\t1"}]})"
            << "json.invalid | /options/1/id | duplicate_id: o 1";
        // A TF32 or INT4 KV cache is no format serving engines offer.
        QTest::newRow("kv_precision tf32")
            << R"({"workloads": [{"id": "w1", "kv_precision": "tf32"}]})"
            << "json.enum | /workloads/0/kv_precision | tf32";
        QTest::newRow("kv_precision number")
            << R"({"workloads": [{"id": "w1", "kv_precision": 8}]})"
            << "json.type | /workloads/0/kv_precision | string";
        QTest::newRow("sequence_length zero")
            << R"({"workloads": [{"id": "w1", "sequence_length": 0}]})"
            << "json.invalid | /workloads/0/sequence_length | not_positive: 0";
        QTest::newRow("kv_heads not dividing heads")
            << R"({"workloads": [{"id": "w1", "model": {"attention_heads": 32, "kv_heads": 5}}]})"
            << "json.invalid | /workloads/0/model/kv_heads | inconsistent: 5";
        QTest::newRow("missing id") << R"({"workloads": [{"name": "x"}]})"
                                    << "json.missing | /workloads/0/id | ";
        QTest::newRow("empty id") << R"({"workloads": [{"id": ""}]})"
                                  << "json.invalid | /workloads/0/id | required: ";
        QTest::newRow("duplicate id") << R"({"options": [{"id": "o1"}, {"id": "o1"}]})"
                                      << "json.invalid | /options/1/id | duplicate_id: o1";
        QTest::newRow("workloads object") << R"({"workloads": {}})"
                                          << "json.type | /workloads | array";
        QTest::newRow("workload string") << R"({"workloads": ["w1"]})"
                                         << "json.type | /workloads/0 | object";
        QTest::newRow("meta title number") << R"({"meta": {"title": 5}})"
                                           << "json.type | /meta/title | object";
        QTest::newRow("check status") << R"({"checklist": [{"status": "done"}]})"
                                      << "json.enum | /checklist/0/status | done";
        QTest::newRow("user card incomplete")
            << R"({"user_catalog": {"cards": [{"id": "c", "name": {"zh": "c", "en": "c"}}]}})"
            << "json.missing | /user_catalog/cards/0/vendor | ";
        QTest::newRow("assumption confidence")
            << R"({"assumptions": [{"key": "mfu", "value": {"low": 0.3, "likely": 0.4,)"
               R"( "high": 0.5}, "unit": "fraction", "provenance": {"source": "s",)"
               R"( "date": "d", "confidence": "sure"}}]})"
            << "json.enum | /assumptions/0/provenance/confidence | sure";
        QTest::newRow("evidence kind") << R"({"evidence": [{"id": "ev-1", "kind": "rumour"}]})"
                                       << "json.enum | /evidence/0/kind | rumour";
        QTest::newRow("evidence without kind") << R"({"evidence": [{"id": "ev-1"}]})"
                                               << "json.missing | /evidence/0/kind | ";
        QTest::newRow("evidence empty id") << R"({"evidence": [{"id": "", "kind": "note"}]})"
                                           << "json.invalid | /evidence/0/id | required: ";
        QTest::newRow("evidence text number")
            << R"({"evidence": [{"id": "ev-1", "kind": "note", "text": 3}]})"
            << "json.type | /evidence/0/text | string";
        QTest::newRow("evidence duplicate id")
            << R"({"evidence": [{"id": "ev-1", "kind": "note"}, {"id": "ev-1", "kind": "iperf3"}]})"
            << "json.invalid | /evidence/1/id | duplicate_id: ev-1";
        QTest::newRow("switched-off line unknown")
            << R"({"disabled_cost_lines": ["upload", "bribes"]})"
            << "json.invalid | /disabled_cost_lines/1 | unknown_code: bribes";
        QTest::newRow("switched-off line twice")
            << R"({"disabled_cost_lines": ["upload", "storage", "upload"]})"
            << "json.invalid | /disabled_cost_lines/2 | duplicate_id: upload";
        QTest::newRow("switched-off line number") << R"({"disabled_cost_lines": [3]})"
                                                  << "json.type | /disabled_cost_lines/0 | string";
        QTest::newRow("switched-off lines object") << R"({"disabled_cost_lines": {}})"
                                                   << "json.type | /disabled_cost_lines | array";
        QTest::newRow("capital budget negative")
            << R"({"procurement": {"capital_budget_cny": -5}})"
            << "json.invalid | /procurement/capital_budget_cny | negative: -5";
        QTest::newRow("monthly budget zero")
            << R"({"procurement": {"monthly_budget_cny": 0}})"
            << "json.invalid | /procurement/monthly_budget_cny | not_positive: 0";
        QTest::newRow("capital budget string")
            << R"({"procurement": {"capital_budget_cny": "5M"}})"
            << "json.type | /procurement/capital_budget_cny | number";
        QTest::newRow("restricted source string")
            << R"({"procurement": {"restricted_card_source": "yes"}})"
            << "json.type | /procurement/restricted_card_source | boolean";
        QTest::newRow("procurement array") << R"({"procurement": []})"
                                           << "json.type | /procurement | object";
        QTest::newRow("format") << R"({"format": "other-app"})"
                                << "json.not_project | /format | other-app";
        QTest::newRow("schema 2") << R"({"format": "suanpan-project", "schema": 2})"
                                  << "json.too_new | /schema | 2";
        QTest::newRow("schema string") << R"({"schema": "1"})"
                                       << "json.type | /schema | integer";
        QTest::newRow("top-level array") << "[]"
                                         << "json.type |  | object";
        QTest::newRow("top-level number") << "1"
                                          << "json.type |  | object";
    }

    void refused()
    {
        QFETCH(QString, doc);
        QFETCH(QString, error);
        const Result<Project> p = projectFromJsonText(doc.toStdString());
        QVERIFY(!p.ok());
        QCOMPARE(text(p.error()), error);
    }

    void unparsable_data()
    {
        QTest::addColumn<QByteArray>("doc");
        QTest::newRow("NaN token")
            << QByteArray(R"({"workloads": [{"id": "w", "dataset_bytes": NaN}]})");
        QTest::newRow("-nan token") << QByteArray(R"({"meta": -nan})");
        QTest::newRow("Infinity token") << QByteArray(R"([Infinity])");
        QTest::newRow("truncated") << QByteArray(R"({"workloads": [{"id": )");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("trailing garbage") << QByteArray("{} x");
        QTest::newRow("invalid UTF-8") << QByteArray("{\"meta\": {\"title\": \"\xff\"}}");
        QTest::newRow("N/A") << QByteArray("[N/A]");
    }

    void unparsable()
    {
        QFETCH(QByteArray, doc);
        const Result<Project> p = projectFromJsonText(std::string_view(doc.data(), doc.size()));
        QVERIFY(!p.ok());
        QCOMPARE(p.error().code, ErrorCode::JsonParse);
        QCOMPARE(QString::fromStdString(p.error().subject), QString());
        QVERIFY2(QString::fromStdString(p.error().detail).startsWith(QLatin1String("byte ")),
                 qPrintable(text(p.error())));
    }

    void depthLimit()
    {
        const auto nested = [](std::size_t depth) {
            return std::string(depth, '[') + std::string(depth, ']');
        };
        QVERIFY(parseJson(nested(64)).ok());
        const Result<json> deep = parseJson(nested(65));
        QVERIFY(!deep.ok());
        QCOMPARE(text(deep.error()), QStringLiteral("json.too_deep |  | 64"));

        const Result<Project> p = projectFromJsonText(std::string(100000, '['));
        QVERIFY(!p.ok());
        QCOMPARE(p.error().code, ErrorCode::JsonTooDeep);
    }

    void sizeLimit()
    {
        // Refused before parsing: nothing of it is read.
        const std::string huge = std::string(64u << 20, ' ') + "{}";
        const Result<json> p = parseJson(huge);
        QVERIFY(!p.ok());
        QCOMPARE(text(p.error()), QStringLiteral("json.too_large |  | 67108866"));
    }

    // The parser quotes what it read; a runaway string must not make a
    // megabyte-long message.
    void parseMessageIsBounded()
    {
        const Result<json> p = parseJson("[\"" + std::string(1 << 20, 'x'));
        QVERIFY(!p.ok());
        QCOMPARE(p.error().code, ErrorCode::JsonParse);
        QVERIFY(p.error().detail.size() <= 300);
    }

    // Documents built in code (not parsed) can hold NaN; readers refuse it.
    void nonFiniteInMemory()
    {
        json j = toJson(fullProject());
        j["workloads"][0]["training_tokens"] = std::numeric_limits<double>::quiet_NaN();
        const Result<Project> p = projectFromJson(j);
        QVERIFY(!p.ok());
        QCOMPARE(text(p.error()),
                 QStringLiteral("json.invalid | /workloads/0/training_tokens | not_finite: nan"));
        j = toJson(fullProject());
        j["procurement"]["monthly_budget_cny"] = std::numeric_limits<double>::infinity();
        const Result<Project> q = projectFromJson(j);
        QVERIFY(!q.ok());
        QCOMPARE(
            text(q.error()),
            QStringLiteral("json.invalid | /procurement/monthly_budget_cny | not_finite: inf"));
    }

    void entityReadersNamePaths()
    {
        json card = toJson(fullCard());
        card["peak_flops"]["fp64"] = 1e15;
        const Result<Card> c = cardFromJson(card, "/cards/7");
        QVERIFY(!c.ok());
        QCOMPARE(text(c.error()), QStringLiteral("json.enum | /cards/7/peak_flops/fp64 | fp64"));

        json facility = toJson(fullFacility());
        facility["pue"]["low"] = 0.5;
        const Result<Facility> f = facilityFromJson(facility, "/facilities/0");
        QVERIFY(!f.ok());
        QCOMPARE(text(f.error()),
                 QStringLiteral("json.invalid | /facilities/0/pue/low | out_of_range: 0.5"));

        json contract = toJson(fullContract());
        contract["price_factor"] = {{"low", 0.7}, {"likely", 0.6}, {"high", 0.8}};
        const Result<Contract> k = contractFromJson(contract, "/contracts/1");
        QVERIFY(!k.ok());
        QCOMPARE(text(k.error()),
                 QStringLiteral("json.invalid | /contracts/1/price_factor | range_order: "
                                "0.7/0.6/0.8"));

        json quote = toJson(fullCard());
        quote["rent"][1].erase("cny");
        const Result<Card> q = cardFromJson(quote, "/c");
        QVERIFY(!q.ok());
        QCOMPARE(text(q.error()), QStringLiteral("json.missing | /c/rent/1/cny | "));

        // Keys are escaped per RFC 6901.
        json odd = toJson(fullCard());
        odd["figure_provenance"]["a/b~c"] = 1;
        const Result<Card> e = cardFromJson(odd, "");
        QVERIFY(!e.ok());
        QCOMPARE(text(e.error()),
                 QStringLiteral("json.type | /figure_provenance/a~1b~0c | object"));
    }

    // A rent quote names its channel: the facility kinds whose sellers it
    // comes from. A quote without one (saved before channels existed) still
    // loads, applies to every facility and is written back without the field.
    void rentQuoteChannels()
    {
        const json full = toJson(fullCard());
        QCOMPARE(full.at("rent").at(1).at("facility_kinds"),
                 json::parse(R"(["idc_cabinet", "hosted_cluster", "remote_region"])"));
        QCOMPARE(full.at("rent").at(2).at("mode"), json("daily"));
        QVERIFY(!full.at("purchase").at(0).contains("facility_kinds"));

        json old = full;
        old["rent"][0].erase("facility_kinds");
        const Result<Card> read = cardFromJson(old, "");
        QVERIFY2(read.ok(), qPrintable(read ? QString() : text(read.error())));
        QVERIFY(read.value().rent[0].facilityKinds.empty());
        for (const auto &kind : enumCodes<FacilityKind>())
            QVERIFY(quoteApplies(read.value().rent[0], kind.value));
        QVERIFY(!quoteApplies(read.value().rent[1], FacilityKind::GpuCloud));
        QVERIFY(!toJson(read.value()).at("rent").at(0).contains("facility_kinds"));
    }

    void rentQuoteChannelRefused_data()
    {
        QTest::addColumn<QString>("kinds");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown kind") << R"(["gpu_cloud", "moon_base"])"
                                      << "json.enum | /c/rent/0/facility_kinds/1 | moon_base";
        QTest::newRow("office rooms never rent")
            << R"(["office_room"])"
            << "json.invalid | /c/rent/0/facility_kinds | out_of_range: office_room";
        QTest::newRow("not a list") << R"("gpu_cloud")"
                                    << "json.type | /c/rent/0/facility_kinds | array";
        QTest::newRow("number in the list") << R"([3])"
                                            << "json.type | /c/rent/0/facility_kinds/0 | string";
    }
    void rentQuoteChannelRefused()
    {
        QFETCH(QString, kinds);
        QFETCH(QString, error);
        json card = toJson(fullCard());
        card["rent"][0]["facility_kinds"] = json::parse(kinds.toStdString());
        const Result<Card> c = cardFromJson(card, "/c");
        QVERIFY(!c.ok());
        QCOMPARE(text(c.error()), error);
    }
};

QTEST_APPLESS_MAIN(TestProjectJson)
#include "tst_projectjson.moc"
