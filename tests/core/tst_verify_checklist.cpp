// The built-in verification checklists load cleanly and read well in both
// languages; broken templates are refused with a code naming file and JSON
// path; the summary counts, orders and gates signing as a manager expects.

#include <QtTest>

#include <algorithm>
#include <set>

#include "io/FileText.h"
#include "support/CodePrint.h"
#include "support/Fixtures.h"
#include "util/Embedded.h"
#include "verify/Checklist.h"
#include "verify/ChecklistSummary.h"
#include "verify/Checks.h"

using namespace suanpan;

namespace {

const std::string kData = SUANPAN_TEST_DATA;
const std::string kBroken = kData + "/evidence/checklist_broken/";
const std::string kResources = kData + "/../../resources/checklists/";

QString text(const Error &e)
{
    return QString::fromStdString(std::string(errorCodeText(e.code)) + " | " + e.subject + " | " +
                                  detailText(e));
}

bool hasNonAscii(const std::string &s)
{
    return std::any_of(s.begin(), s.end(),
                       [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
}

const std::vector<ChecklistTemplate> &builtin()
{
    return builtinChecklists().value();
}

ChecklistTemplate loadFixture(const std::string &name)
{
    const Result<std::string> t = readFileText(kBroken + name);
    if (!t)
        qFatal("fixture %s missing", name.c_str());
    Result<ChecklistTemplate> c = loadChecklistText(t.value(), name);
    if (!c)
        qFatal("fixture %s does not load: %s", name.c_str(), qPrintable(text(c.error())));
    return c.value();
}

ChecklistEntry entry(const std::string &item, CheckStatus status, const std::string &option = {})
{
    ChecklistEntry e;
    e.itemId = item;
    e.optionId = option;
    e.status = status;
    return e;
}

QStringList ids(const std::vector<OpenItem> &items)
{
    QStringList out;
    for (const OpenItem &i : items)
        out << QString::fromStdString(i.itemId);
    return out;
}

} // namespace

class TestVerifyChecklist final : public QObject
{
    Q_OBJECT

private slots:
    void builtinLoads()
    {
        const auto &templates = builtinChecklists();
        QVERIFY2(templates.ok(), qPrintable(templates ? QString() : text(templates.error())));
        QCOMPARE(&builtinChecklists(), &templates);
        QCOMPARE(templates.value().size(), std::size_t(4));
    }

    void builtinTemplates_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("items");
        QTest::newRow("six steps (seed 000)") << 0 << "six_steps" << 6;
        QTest::newRow("facility (seeds 000, 001, 004)") << 1 << "facility" << 8;
        QTest::newRow("contract (seeds 000, 001, 004)") << 2 << "contract" << 12;
        QTest::newRow("acceptance (seeds 001, 004)") << 3 << "acceptance" << 7;
    }

    void builtinTemplates()
    {
        QFETCH(int, index);
        QFETCH(QString, id);
        QFETCH(int, items);
        QVERIFY(builtinChecklists().ok());
        const ChecklistTemplate &t = builtin().at(index);
        QCOMPARE(QString::fromStdString(t.id), id);
        QCOMPARE(int(t.items.size()), items);
        QVERIFY(!t.title.zh.empty() && !t.title.en.empty());
    }

    // The six steps in the seed's order: task type, card-hours x 1.5, site
    // visit, iperf3, lease, failure plan.
    void sixStepsInOrder()
    {
        QVERIFY(builtinChecklists().ok());
        QStringList got;
        for (const ChecklistItem &item : builtin().at(0).items)
            got << QString::fromStdString(item.id);
        QCOMPARE(got, (QStringList{"six.task_type", "six.card_hours", "six.site_visit",
                                   "six.network_iperf3", "six.lease_power_billing",
                                   "six.failure_plan"}));
        const ChecklistItem *network = findChecklistItem(builtin(), "six.network_iperf3");
        QVERIFY(network);
        QCOMPARE(network->severity, Severity::Blocker);
        QCOMPARE(network->relatesTo, std::string("facility.network"));
        QVERIFY(std::count(network->evidence.begin(), network->evidence.end(),
                           EvidenceKind::Iperf3) == 1);
    }

    void idsUniqueAcrossFiles()
    {
        QVERIFY(builtinChecklists().ok());
        std::set<std::string> seen;
        for (const ChecklistTemplate &t : builtin())
            for (const ChecklistItem &item : t.items)
                QVERIFY2(seen.insert(item.id).second, item.id.c_str());
        QCOMPARE(seen.size(), std::size_t(33));
    }

    // Every text is there in both languages, the Chinese one is Chinese, and
    // the English one is not a copy of it.
    void bothLanguagesEverywhere()
    {
        QVERIFY(builtinChecklists().ok());
        for (const ChecklistTemplate &t : builtin()) {
            for (const ChecklistItem &item : t.items) {
                for (const Bilingual *b : {&item.title, &item.why, &item.how, &item.good}) {
                    QVERIFY2(!b->zh.empty() && !b->en.empty(), item.id.c_str());
                    QVERIFY2(hasNonAscii(b->zh), item.id.c_str());
                    QVERIFY2(b->zh != b->en, item.id.c_str());
                    // Plain words for a manager: short enough to read at a glance.
                    QVERIFY2(b->en.size() < 600, item.id.c_str());
                }
                QVERIFY2(!item.evidence.empty(), item.id.c_str());
            }
        }
    }

    // The generator embeds the files byte for byte (including the UTF-8 of
    // the Chinese text, split across literals).
    void embeddedMatchesFiles()
    {
        for (const std::string &name : builtinChecklistFiles()) {
            const Result<std::string> onDisk = readFileText(kResources + name);
            QVERIFY2(onDisk.ok(), name.c_str());
            QVERIFY2(embeddedFile(name) == onDisk.value(), name.c_str());
        }
    }

    void enumCodesRoundTrip()
    {
        for (const auto &e : enumCodes<EvidenceKind>())
            QCOMPARE(fromCode<EvidenceKind>(e.code), std::optional<EvidenceKind>(e.value));
        QCOMPARE(toCode(Severity::Blocker), std::string_view("blocker"));
        QCOMPARE(toCode(EvidenceKind::NvidiaSmiQ), std::string_view("nvidia_smi_q"));
        QVERIFY(!fromCode<Severity>("critical"));
    }

    void brokenTemplates_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("subject");
        QTest::newRow("not JSON") << "not_json.json" << ErrorCode::ChecklistParse
                                  << "not_json.json";
        QTest::newRow("truncated")
            << "truncated.json" << ErrorCode::ChecklistParse << "truncated.json";
        QTest::newRow("missing why")
            << "missing_why.json" << ErrorCode::ChecklistMissing << "missing_why.json:/items/0/why";
        QTest::newRow("evidence not an array")
            << "wrong_type.json" << ErrorCode::ChecklistType << "wrong_type.json:/items/0/evidence";
        QTest::newRow("unknown severity") << "unknown_severity.json" << ErrorCode::ChecklistEnum
                                          << "unknown_severity.json:/items/1/severity";
        QTest::newRow("unknown evidence kind")
            << "unknown_evidence.json" << ErrorCode::ChecklistEnum
            << "unknown_evidence.json:/items/0/evidence/1";
        QTest::newRow("duplicate id") << "duplicate_id.json" << ErrorCode::ChecklistDuplicateId
                                      << "duplicate_id.json:/items/2/id";
        QTest::newRow("empty English title") << "empty_text.json" << ErrorCode::ChecklistInvalid
                                             << "empty_text.json:/items/0/title/en";
        QTest::newRow("misspelt key") << "misspelt_key.json" << ErrorCode::ChecklistUnknownField
                                      << "misspelt_key.json:/items/0/sevrity";
        QTest::newRow("relates_to names no field")
            << "unknown_relates_to.json" << ErrorCode::ChecklistInvalid
            << "unknown_relates_to.json:/items/1/relates_to";
        QTest::newRow("id with spaces")
            << "bad_id.json" << ErrorCode::ChecklistInvalid << "bad_id.json:/items/1/id";
        QTest::newRow("no evidence kinds") << "no_evidence.json" << ErrorCode::ChecklistInvalid
                                           << "no_evidence.json:/items/2/evidence";
        QTest::newRow("schema from the future")
            << "schema_2.json" << ErrorCode::ChecklistTooNew << "schema_2.json:/schema";
    }

    void brokenTemplates()
    {
        QFETCH(QString, file);
        QFETCH(ErrorCode, code);
        QFETCH(QString, subject);
        const Result<std::string> t = readFileText(kBroken + file.toStdString());
        QVERIFY(t.ok());
        const Result<ChecklistTemplate> c = loadChecklistText(t.value(), file.toStdString());
        QVERIFY(!c.ok());
        QCOMPARE(c.error().code, code);
        QCOMPARE(QString::fromStdString(c.error().subject), subject);
    }

    void brokenDetails()
    {
        const auto load = [](const std::string &name) {
            return loadChecklistText(readFileText(kBroken + name).value(), name);
        };
        QCOMPARE(load("unknown_severity.json").error().detail, std::string("critical"));
        QCOMPARE(load("duplicate_id.json").error().detail, std::string("test.item_0"));
        QCOMPARE(detailText(load("unknown_relates_to.json").error()),
                 std::string("unknown_field: contract.replacment_hours"));
        QCOMPARE(load("wrong_type.json").error().expected, JsonKind::Array);
    }

    void duplicateAcrossFiles()
    {
        const std::string valid = readFileText(kBroken + "valid.json").value();
        std::string other = valid;
        other.replace(other.find("\"id\": \"test\""), 12, "\"id\": \"test2\"");
        // Same item ids in a second template with its own id.
        const auto r = loadChecklistTexts({{"a.json", valid}, {"b.json", other}});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::ChecklistDuplicateId);
        QCOMPARE(r.error().subject, std::string("b.json:/items/0/id"));
        QCOMPARE(r.error().detail, std::string("test.item_0"));
        // The same template twice.
        const auto twice = loadChecklistTexts({{"a.json", valid}, {"c.json", valid}});
        QVERIFY(!twice.ok());
        QCOMPARE(twice.error().subject, std::string("c.json:/checklist/id"));
    }

    // Items that check the same thing are linked in the data: the six-step
    // iperf3 item by the acceptance iperf3 item, the hardware-age item by the
    // nvidia-smi card model and count.
    void builtinLinks_data()
    {
        QTest::addColumn<QString>("item");
        QTest::addColumn<QString>("provenBy");
        QTest::addColumn<QStringList>("codes");
        QTest::newRow("network between machines") << "six.network_iperf3"
                                                  << "accept.iperf3_nodes" << QStringList();
        QTest::newRow("real stock")
            << "contract.hardware_age"
            << "accept.nvidia_smi"
            << QStringList{"check.card_model", "check.card_count", "check.unprovable"};
    }

    void builtinLinks()
    {
        QFETCH(QString, item);
        QFETCH(QString, provenBy);
        QFETCH(QStringList, codes);
        const ChecklistItem *i = findChecklistItem(builtin(), item.toStdString());
        QVERIFY(i);
        QCOMPARE(i->provenBy.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(i->provenBy.front().item), provenBy);
        QStringList got;
        for (const FindingCode c : i->provenBy.front().codes)
            got << QString::fromUtf8(findingCodeText(c));
        QCOMPARE(got, codes);
    }

    // One finding suggests a status for its own item and every item it proves.
    void suggestionReachesLinkedItems()
    {
        const auto finding = [](FindingCode code, const char *item, bool passed) {
            Finding f;
            f.code = code;
            f.itemId = item;
            f.passed = passed;
            return f;
        };
        const ChecklistItem *six = findChecklistItem(builtin(), "six.network_iperf3");
        const ChecklistItem *age = findChecklistItem(builtin(), "contract.hardware_age");
        QVERIFY(six && age);
        // iperf3: 12.6 of 400 Gb/s fails both network items, and nothing else.
        const std::vector<Finding> iperf{
            finding(FindingCode::NetworkBandwidth, "accept.iperf3_nodes", false)};
        QCOMPARE(suggestedStatus(iperf, *six), CheckStatus::Fail);
        QCOMPARE(itemsWithSuggestion(iperf, builtin()),
                 (std::vector<std::string>{"six.network_iperf3", "accept.iperf3_nodes"}));
        // A loopback run proves nothing for either.
        QCOMPARE(
            suggestedStatus({finding(FindingCode::Unprovable, "accept.iperf3_nodes", false)}, *six),
            CheckStatus::Fail);
        // nvidia-smi: the model and count reach the real-stock item; persistence mode does not.
        const std::vector<Finding> smi{
            finding(FindingCode::CardModel, "accept.nvidia_smi", true),
            finding(FindingCode::CardCount, "accept.nvidia_smi", true),
            finding(FindingCode::PersistenceMode, "accept.nvidia_smi", false)};
        QCOMPARE(suggestedStatus(smi, *age), CheckStatus::Pass);
        QCOMPARE(suggestedStatus(smi, "accept.nvidia_smi"), CheckStatus::Fail);
        QCOMPARE(itemsWithSuggestion(smi, builtin()),
                 (std::vector<std::string>{"contract.hardware_age", "accept.nvidia_smi"}));
        // A training log's MFU finding reaches the item about MFU.
        const std::vector<Finding> log{finding(FindingCode::Mfu, "accept.training_repeats", false)};
        QCOMPARE(itemsWithSuggestion(log, builtin()),
                 (std::vector<std::string>{"accept.training_repeats"}));
        // Nothing evidenced: nothing suggested.
        QCOMPARE(suggestedStatus({}, *six), CheckStatus::NotChecked);
    }

    void brokenLinks_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("detail");
        QTest::newRow("unknown item")
            << R"({"item": "test.nothing"})" << ErrorCode::ChecklistInvalid
            << "a.json:/items/0/proven_by/0/item"
            << "unknown_item: test.nothing";
        QTest::newRow("itself") << R"({"item": "test.item_0"})" << ErrorCode::ChecklistInvalid
                                << "a.json:/items/0/proven_by/0/item"
                                << "self: test.item_0";
        QTest::newRow("not a finding code")
            << R"({"item": "test.item_1", "codes": ["card_model"]})" << ErrorCode::ChecklistEnum
            << "a.json:/items/0/proven_by/0/codes/0"
            << "card_model";
        // Spelt like one, but no check of this version raises it: it could never match.
        QTest::newRow("unknown finding code")
            << R"({"item": "test.item_1", "codes": ["check.warp_drive"]})"
            << ErrorCode::ChecklistEnum << "a.json:/items/0/proven_by/0/codes/0"
            << "check.warp_drive";
        QTest::newRow("misspelt key")
            << R"({"item": "test.item_1", "code": []})" << ErrorCode::ChecklistUnknownField
            << "a.json:/items/0/proven_by/0/code"
            << "code";
    }

    void brokenLinks()
    {
        QFETCH(QString, link);
        QFETCH(ErrorCode, code);
        QFETCH(QString, subject);
        QFETCH(QString, detail);
        std::string valid = readFileText(kBroken + "valid.json").value();
        // The first item gets the link.
        const std::size_t at = valid.find("\"evidence\"");
        QVERIFY(at != std::string::npos);
        valid.insert(at, "\"proven_by\": [" + link.toStdString() + "], ");
        const auto r = loadChecklistTexts({{"a.json", valid}});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, code);
        QCOMPARE(QString::fromStdString(r.error().subject), subject);
        QCOMPARE(QString::fromStdString(detailText(r.error())), detail);
        // A good link loads.
        std::string good = readFileText(kBroken + "valid.json").value();
        good.insert(good.find("\"evidence\""), R"("proven_by": [{"item": "test.item_1"}], )");
        const auto ok = loadChecklistTexts({{"a.json", good}});
        QVERIFY2(ok.ok(), qPrintable(ok ? QString() : text(ok.error())));
        QCOMPARE(ok.value().front().items.front().provenBy.front().item,
                 std::string("test.item_1"));
    }

    void hostileTemplates()
    {
        const std::string deep = std::string(5000, '[') + std::string(5000, ']');
        QCOMPARE(loadChecklistText(deep, "deep.json").error().code, ErrorCode::ChecklistTooDeep);
        QCOMPARE(loadChecklistText("", "empty.json").error().code, ErrorCode::ChecklistParse);
        QCOMPARE(loadChecklistText("{\"schema\": 1, \"checklist\": {\"id\": \"x\", \"title\": "
                                   "{\"zh\": \"\xff\", \"en\": \"x\"}}, \"items\": []}",
                                   "utf8.json")
                     .error()
                     .code,
                 ErrorCode::ChecklistParse);
        QCOMPARE(loadChecklistText("[1, 2]", "array.json").error().code, ErrorCode::ChecklistType);
    }

    // --- summary -------------------------------------------------------

    void summaryCounts()
    {
        const std::vector<ChecklistTemplate> t{loadFixture("valid.json")};
        // item_0 blocker, item_1 major, item_2 minor.
        const std::vector<ChecklistEntry> entries{entry("test.item_0", CheckStatus::Pass),
                                                  entry("test.item_1", CheckStatus::Fail)};
        const ChecklistSummary s = summarize(t, entries);
        QCOMPARE(s.counts.total, 3);
        QCOMPARE(s.counts.pass, 1);
        QCOMPARE(s.counts.fail, 1);
        QCOMPARE(s.counts.notChecked, 1);
        QCOMPARE(s.counts.notApplicable, 0);
        QCOMPARE(s.counts.waived, 0);
        QCOMPARE(ids(s.open), (QStringList{"test.item_1", "test.item_2"}));
        QCOMPARE(ids(s.doNotSignUntil), QStringList{"test.item_1"});
        QVERIFY(!s.readyToSign());
    }

    // applies_to: which options an item concerns, by how they get their cards.
    void appliesToParsed_data()
    {
        QTest::addColumn<QString>("appliesTo");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("subject");
        QTest::newRow("two") << R"(["cloud", "host"])" << ErrorCode::Count << QString();
        QTest::newRow("unknown supply") << R"(["cloud", "satellite"])" << ErrorCode::ChecklistEnum
                                        << "t.json:/items/0/applies_to/1";
        QTest::newRow("empty") << "[]" << ErrorCode::ChecklistInvalid
                               << "t.json:/items/0/applies_to";
        QTest::newRow("twice") << R"(["rent", "rent"])" << ErrorCode::ChecklistInvalid
                               << "t.json:/items/0/applies_to/1";
        QTest::newRow("not a list")
            << R"("rent")" << ErrorCode::ChecklistType << "t.json:/items/0/applies_to";
    }
    void appliesToParsed()
    {
        QFETCH(QString, appliesTo);
        QFETCH(ErrorCode, code);
        QFETCH(QString, subject);
        const QString text =
            QStringLiteral(
                R"({"schema": 1, "checklist": {"id": "t", "title": {"zh": "z", "en": "e"}},
                "items": [{"id": "t.a", "title": {"zh": "z", "en": "e"}, "why": {"zh": "z", "en": "e"},
                           "how": {"zh": "z", "en": "e"}, "good": {"zh": "z", "en": "e"},
                           "severity": "blocker", "relates_to": "", "evidence": ["note"],
                           "applies_to": %1}]})")
                .arg(appliesTo);
        const Result<ChecklistTemplate> t = loadChecklistText(text.toStdString(), "t.json");
        if (code == ErrorCode::Count) {
            QVERIFY(t.ok());
            const ChecklistItem &item = t.value().items.front();
            QCOMPARE(item.appliesTo, (std::vector<Supply>{Supply::Cloud, Supply::Host}));
            QVERIFY(item.appliesToSupply(Supply::Host));
            QVERIFY(!item.appliesToSupply(Supply::Rent));
            return;
        }
        QVERIFY(!t.ok());
        QCOMPARE(t.error().code, code);
        QCOMPARE(QString::fromStdString(t.error().subject), subject);
    }

    // Renting from a GPU cloud is not held to a site visit, dual feeds and a
    // generator, or a cabinet's power quota; hosting is. Left out items are
    // in no count and never block, and are listed once.
    void summaryLeavesOutWhatAnOptionDoesNotNeed()
    {
        QVERIFY(builtinChecklists().ok());
        const std::vector<std::string> dataCentre{"six.site_visit", "facility.power_redundancy",
                                                  "facility.power_quota"};
        const ChecklistSummary cloud = summarize(builtin(), {}, "o", Supply::Cloud);
        const ChecklistSummary host = summarize(builtin(), {}, "o", Supply::Host);
        const ChecklistSummary all = summarize(builtin(), {}, "o");
        QCOMPARE(all.counts.total, 33);
        QVERIFY(all.notForThisOption.empty());
        for (const std::string &id : dataCentre) {
            QVERIFY(std::count(cloud.notForThisOption.begin(), cloud.notForThisOption.end(), id));
            QVERIFY(!std::count(host.notForThisOption.begin(), host.notForThisOption.end(), id));
            for (const OpenItem &o : cloud.doNotSignUntil)
                QVERIFY(o.itemId != id);
        }
        QCOMPARE(cloud.counts.total + int(cloud.notForThisOption.size()), 33);
        QCOMPARE(host.counts.total + int(host.notForThisOption.size()), 33);
        QVERIFY(cloud.counts.total < host.counts.total);
        // Items every option needs stay for all.
        const std::string everyone = "accept.iperf3_nodes";
        for (const Supply s : {Supply::Cloud, Supply::Rent, Supply::Host, Supply::Build}) {
            const ChecklistSummary one = summarize(builtin(), {}, "o", s);
            QVERIFY(
                !std::count(one.notForThisOption.begin(), one.notForThisOption.end(), everyone));
        }
    }

    // How the example's options get their cards.
    void supplyOfOptions()
    {
        const Project p = test::example();
        const Catalog &c = test::builtin();
        QCOMPARE(supplyOf(p, c, "o-4090-cloud-hourly"), std::optional(Supply::Cloud));
        QCOMPARE(supplyOf(p, c, "o-h800-hosted-monthly"), std::optional(Supply::Rent));
        QCOMPARE(supplyOf(p, c, "o-a800-baoan-host"), std::optional(Supply::Host));
        QCOMPARE(supplyOf(p, c, "o-4090-office-build"), std::optional(Supply::Build));
        QCOMPARE(supplyOf(p, c, ""), std::optional<Supply>());
        QCOMPARE(supplyOf(p, c, "no-such-option"), std::optional<Supply>());
    }

    void summaryNothingChecked()
    {
        QVERIFY(builtinChecklists().ok());
        const ChecklistSummary s = summarize(builtin(), {});
        QCOMPARE(s.counts.total, 33);
        QCOMPARE(s.counts.notChecked, 33);
        int gating = 0;
        for (const ChecklistTemplate &t : builtin())
            for (const ChecklistItem &item : t.items)
                gating += item.severity != Severity::Minor;
        QCOMPARE(int(s.doNotSignUntil.size()), gating);
        // Blockers first.
        QCOMPARE(s.open.front().severity, Severity::Blocker);
        QCOMPARE(s.open.back().severity, Severity::Minor);
        QVERIFY(
            std::is_sorted(s.open.begin(), s.open.end(), [](const OpenItem &a, const OpenItem &b) {
                return a.severity < b.severity;
            }));
    }

    // Blockers before majors before minors; within a severity failures first,
    // then template order.
    void summaryOrdering()
    {
        QVERIFY(builtinChecklists().ok());
        std::vector<ChecklistEntry> entries;
        for (const ChecklistTemplate &t : builtin())
            for (const ChecklistItem &item : t.items)
                entries.push_back(entry(item.id, CheckStatus::Pass));
        entries.push_back(entry("contract.minimum_term", CheckStatus::Fail));         // minor
        entries.push_back(entry("contract.deposit_refund", CheckStatus::NotChecked)); // major
        entries.push_back(entry("six.card_hours", CheckStatus::Fail));                // major
        entries.push_back(entry("accept.nvlink_topology", CheckStatus::NotChecked));  // blocker
        entries.push_back(entry("facility.power_quota", CheckStatus::Fail));          // blocker
        entries.push_back(entry("six.site_visit", CheckStatus::Waived));              // blocker
        entries.push_back(entry("facility.floor_load", CheckStatus::NotApplicable));  // major
        const ChecklistSummary s = summarize(builtin(), entries);
        QCOMPARE(ids(s.open),
                 (QStringList{"facility.power_quota", "accept.nvlink_topology", "six.card_hours",
                              "contract.deposit_refund", "contract.minimum_term"}));
        QCOMPARE(ids(s.doNotSignUntil),
                 (QStringList{"facility.power_quota", "accept.nvlink_topology", "six.card_hours",
                              "contract.deposit_refund"}));
        QCOMPARE(s.counts.fail, 3);
        QCOMPARE(s.counts.notChecked, 2);
        QCOMPARE(s.counts.waived, 1);
        QCOMPARE(s.counts.notApplicable, 1);
        QCOMPARE(s.counts.pass, 33 - 7);
        QCOMPARE(s.open.front().status, CheckStatus::Fail);
        QCOMPARE(s.open.front().checklistId, std::string("facility"));
    }

    // Waived and not-applicable items never hold up signing; only minors open
    // means ready to sign.
    void summaryReadyToSign()
    {
        const std::vector<ChecklistTemplate> t{loadFixture("valid.json")};
        const ChecklistSummary s = summarize(t, {entry("test.item_0", CheckStatus::Waived),
                                                 entry("test.item_1", CheckStatus::NotApplicable)});
        QVERIFY(s.readyToSign());
        QCOMPARE(ids(s.open), QStringList{"test.item_2"});
    }

    // An option's own entry shadows the project-wide one; the newest entry
    // (appended last) wins; entries for items no template has are reported.
    void summaryPerOption()
    {
        const std::vector<ChecklistTemplate> t{loadFixture("valid.json")};
        const std::vector<ChecklistEntry> entries{entry("test.item_0", CheckStatus::Pass),
                                                  entry("test.item_0", CheckStatus::Fail, "opt-b"),
                                                  entry("test.item_1", CheckStatus::Fail),
                                                  entry("test.item_1", CheckStatus::Pass),
                                                  entry("test.item_2", CheckStatus::Pass, "opt-a"),
                                                  entry("gone.item", CheckStatus::Pass)};
        const ChecklistSummary project = summarize(t, entries);
        QCOMPARE(project.counts.pass, 2);
        QCOMPARE(project.counts.notChecked, 1);
        const ChecklistSummary a = summarize(t, entries, "opt-a");
        QCOMPARE(a.counts.pass, 3);
        QVERIFY(a.readyToSign());
        const ChecklistSummary b = summarize(t, entries, "opt-b");
        QCOMPARE(b.counts.fail, 1);
        QCOMPARE(ids(b.doNotSignUntil), QStringList{"test.item_0"});
        QCOMPARE(project.unknownItemIds, std::vector<std::string>{"gone.item"});
        QCOMPARE(statusOf(entries, "test.item_2", "opt-b"), CheckStatus::NotChecked);
        QCOMPARE(statusOf(entries, "test.item_2", "opt-a"), CheckStatus::Pass);
    }
};

QTEST_APPLESS_MAIN(TestVerifyChecklist)
#include "tst_verify_checklist.moc"
