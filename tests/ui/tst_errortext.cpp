// ErrorText words every coded error core can return and names every field in
// human words, in both languages. The codes are read from core's sources, so
// a new code without a sentence fails here.
#include <QDirIterator>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "model/CardFields.h"
#include "model/ContractFields.h"
#include "model/FacilityFields.h"
#include "model/Limits.h"
#include "model/OptionFields.h"
#include "model/Validation.h"
#include "model/WorkloadFields.h"

#include "../core/support/CodePrint.h"
#include <climits>

using namespace suanpan;

class TestErrorText final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyCoreErrorCodeHasASentence_data();
    void everyCoreErrorCodeHasASentence();
    void everyValidationCodeHasASentence_data();
    void everyValidationCodeHasASentence();
    void everyContradictionHasASentence();
    void quotedTextIsOneLine();
    void fieldLabels_data();
    void fieldLabels();
    void validationFieldsHaveHumanNames();
    void tableFieldsHaveLabels();
    void overLimitFieldsHaveHumanNames();
    void chineseSentences();

private:
};

void TestErrorText::initTestCase()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestErrorText::cleanupTestCase()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestErrorText::everyCoreErrorCodeHasASentence_data()
{
    QTest::addColumn<int>("code");
    for (int c = 0; c < int(ErrorCode::Count); ++c) {
        // The published-run table's codes are read by the estimates'
        // validation, never shown by the app (ErrorText::error says so).
        if (areaOf(ErrorCode(c)) == ErrorArea::Validation)
            continue;
        QTest::newRow(errorCodeText(ErrorCode(c)).data()) << c;
    }
}

void TestErrorText::everyCoreErrorCodeHasASentence()
{
    QFETCH(int, code);
    const auto c = ErrorCode(code);
    using A = ErrorArea;
    const A area = areaOf(c);
    const bool inFile = area == A::Catalog || area == A::Checklist;
    const bool json = area == A::Json;
    // config.json importer: the subject is the config's own field name.
    const bool config = area == A::Config;
    const bool aFile =
        area == A::Store || area == A::Project || area == A::Export || area == A::File;
    const std::string subject = inFile   ? "cards.json:/cards/3/memory_bytes"
                                : json   ? "/workloads/1/sequence_length"
                                : config ? "num_hidden_layers"
                                         : "/home/li/plan.suanpan";
    const QString text = ErrorText::error(Error{c, subject, "-1", IssueCode::NotPositive});
    const QString codeText = QString::fromUtf8(errorCodeText(c).data());
    QVERIFY2(!text.isEmpty(), qPrintable(codeText));
    QVERIFY2(!text.contains(QLatin1String("Unexpected")),
             qPrintable(codeText + QLatin1String(": ") + text));
    QVERIFY2(!text.contains(codeText), qPrintable(text));
    if (inFile)
        QVERIFY2(text.contains(QLatin1String("cards.json")), qPrintable(text));
    if (config && c != ErrorCode::ConfigNotObject && c != ErrorCode::ConfigParse)
        QVERIFY2(text.contains(QLatin1String("num_hidden_layers")), qPrintable(text));
    if (aFile && c != ErrorCode::ExportCancelled)
        QVERIFY2(text.contains(QLatin1String("plan.suanpan")), qPrintable(text));
    // Chinese too, with no English left in it.
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    const QString zh = ErrorText::error(Error{c, subject, "-1", IssueCode::NotPositive});
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QVERIFY2(zh != text, qPrintable(zh));
}

void TestErrorText::everyValidationCodeHasASentence_data()
{
    QTest::addColumn<int>("code");
    for (int c = 0; c < int(IssueCode::Count); ++c)
        QTest::newRow(issueCodeText(IssueCode(c)).data()) << c;
}

void TestErrorText::everyValidationCodeHasASentence()
{
    QFETCH(int, code);
    const QString text = ErrorText::issue({IssueCode(code), "options[1].card_count", "0"}, true);
    // Not the fallback, which shows the code for support.
    QVERIFY2(!text.contains(QLatin1String("is not valid (")), qPrintable(text));
    QVERIFY2(text.startsWith(QLatin1String("Option 2: ")), qPrintable(text));
    QVERIFY2(text.endsWith(QLatin1Char('.')), qPrintable(text));
    const QString inline_ = ErrorText::issue({IssueCode(code), "card_count", "0"}, false);
    QVERIFY2(!inline_.startsWith(QLatin1String("Option")), qPrintable(inline_));
}

// An inconsistent value is worded by the rule it breaks (Contradiction), the
// same whichever field carries it and whether it comes as an issue or an error.
void TestErrorText::everyContradictionHasASentence()
{
    QSet<QString> english, chinese;
    for (int r = int(Contradiction::None) + 1; r < int(Contradiction::Count); ++r) {
        const ValidationIssue issue{
            IssueCode::Inconsistent, "options[1].card_count", "9", {}, Contradiction(r)};
        const QString text = ErrorText::issue(issue, true);
        QVERIFY2(!text.contains(QLatin1String("contradicts another field")), qPrintable(text));
        QVERIFY2(text.startsWith(QLatin1String("Option 2: ")), qPrintable(text));
        QCOMPARE(
            ErrorText::error(invalidValue(ErrorCode::JsonInvalid, "options[1].card_count", issue)),
            text.mid(text.indexOf(QLatin1String(": ")) + 2));
        english.insert(text);
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
        chinese.insert(ErrorText::issue(issue, true));
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    }
    const int rules = int(Contradiction::Count) - 1;
    QCOMPARE(english.size(), rules);
    QCOMPARE(chinese.size(), rules);
    QVERIFY(!english.intersects(chinese));
    // No rule: the generic sentence, naming the field.
    QCOMPARE(ErrorText::issue({IssueCode::Inconsistent, "card_count", "9"}, false),
             QStringLiteral("Card count contradicts another field."));
}

// An id or value with a line break in it (a hostile file) is worded on one line.
void TestErrorText::quotedTextIsOneLine()
{
    const QString issue =
        ErrorText::issue({IssueCode::DuplicateId, "options[1].id", "o\n1\r"}, true);
    QVERIFY2(!issue.contains(QLatin1Char('\n')) && !issue.contains(QLatin1Char('\r')),
             qPrintable(issue));
    QVERIFY2(issue.contains(QLatin1String("o 1")), qPrintable(issue));
    const QString error = ErrorText::error(
        Error{ErrorCode::CatalogEnum, "cards.json:/cards/0/market_status", "sto\nlen"});
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
}

void TestErrorText::fieldLabels_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("label");
    QTest::newRow("leaf") << "sequence_length"
                          << "Sequence length";
    QTest::newRow("nested") << "model.params_active"
                            << "Parameters (active per token)";
    QTest::newRow("indexed") << "workloads[1].sequence_length"
                             << "Workload 2: Sequence length";
    QTest::newRow("json pointer") << "/options/0/card_id"
                                  << "Option 1: Card";
    QTest::newRow("range end") << "user_catalog.facilities[2].pue.low"
                               << "Facility 3: PUE (low)";
    QTest::newRow("nested entities") << "/cards/3/rent/0/cny/high"
                                     << "Card 4, Rent price 1: Price (high)";
    QTest::newRow("peak flops") << "peak_flops.bf16"
                                << "Peak compute (BF16)";
    QTest::newRow("whole entity") << "/workloads/0"
                                  << "Workload 1";
    QTest::newRow("switched-off line") << "disabled_cost_lines[1]"
                                       << "Switched-off cost line 2";
    QTest::newRow("switched-off line pointer") << "/disabled_cost_lines/0"
                                               << "Switched-off cost line 1";
    QTest::newRow("switched-off lines") << "/disabled_cost_lines"
                                        << "Switched-off cost lines";
    QTest::newRow("empty") << ""
                           << "The document";
}

void TestErrorText::fieldLabels()
{
    QFETCH(QString, path);
    QFETCH(QString, label);
    QCOMPARE(ErrorText::fieldLabel(path.toStdString()), label);
}

void TestErrorText::validationFieldsHaveHumanNames()
{
    // A project where almost everything is wrong: every field validate()
    // names must come out in words, not as "snake_case" paths.
    Project p;
    Workload w;
    w.model.paramsTotal = -1;
    w.model.paramsActive = -1;
    w.model.layers = w.model.hiddenSize = w.model.attentionHeads = w.model.kvHeads = -1;
    w.model.ffnSize = w.model.vocabSize = w.model.experts = w.model.expertsPerToken = -1;
    w.trainingTokens = -1;
    w.sequenceLength = 0;
    w.globalBatch = -1;
    w.deadlineDays = -1;
    w.loraRank = 0;
    w.scenario = Scenario::Inference;
    w.concurrency = -1;
    w.requestsPerSecond = -1;
    w.ttftTargetSeconds = -1;
    w.datasetBytes = -1;
    p.workloads = {w, w};
    Option o;
    o.cardCount = 0;
    o.cardId = "nope";
    p.options = {o};
    Card c;
    c.tdpWatts = -1;
    c.link.domainSize = 0;
    c.pcieGen = -1;
    c.year = -1;
    c.rent.push_back({});
    c.rent.back().cny = Range{3, 2, 1};
    p.userCatalog.cards = {c};
    Facility f;
    f.minCards = 9;
    f.maxCards = 8;
    f.pue = Range{0.5, 0.5, 0.5};
    f.availability6m = 2;
    f.cabinetPowerKw = -1;
    f.network.gbitPerS = -1;
    p.userCatalog.facilities = {f};
    Contract k;
    k.priceFactor = Range{0, 0, 0};
    k.unitPriceCnyPerCardHour = Range{-1, -1, -1};
    k.minimumTermHours = k.powerPriceCnyPerKwh = k.replacementHours = -1;
    k.downtimeCompensation = k.depositCny = k.responseHours = k.spotReclaimPerHour = -1;
    k.depositRefundDays = -1;
    p.userCatalog.contracts = {k};
    p.assumptions = {Assumption{"", Range{2, 1, 0}, "", {}}};
    p.checklist = {ChecklistEntry{"", "missing-option", CheckStatus::Pass, "", "", ""}};
    p.disabledCostLines = {"upload", "bribes", "upload"};

    const ValidationIssues issues = validate(p, KnownIds{});
    QVERIFY(issues.size() > 40);
    const QRegularExpression raw(QStringLiteral("[a-z]_[a-z]|\\[|\\]"));
    for (const ValidationIssue &issue : issues) {
        const QString label = ErrorText::fieldLabel(issue.field);
        QVERIFY2(!raw.match(label).hasMatch(),
                 qPrintable(QString::fromStdString(issue.field) + QLatin1String(" -> ") + label));
        const QString sentence = ErrorText::issue(issue);
        QVERIFY2(!raw.match(sentence).hasMatch() ||
                     sentence.contains(QString::fromStdString(issue.value)),
                 qPrintable(sentence));
    }
}

// Every field of core's tables (model/WorkloadFields.h, OptionFields.h,
// CardFields.h, FacilityFields.h, ContractFields.h) has a label of its own in
// both languages: a new field needs its line in FieldText.cpp and its
// translation.
void TestErrorText::tableFieldsHaveLabels()
{
    QStringList paths;
    const auto collect = [&](const auto &spec) { paths << QString::fromLatin1(spec.path); };
    forEachSpec(fields::workload::kAll, collect);
    forEachSpec(fields::option::kAll, collect);
    forEachSpec(fields::card::kAll, collect);
    forEachSpec(fields::facility::kAll, collect);
    forEachSpec(fields::contract::kAll, collect);
    QVERIFY(paths.size() > 100);
    const QRegularExpression raw(QStringLiteral("[a-z]_[a-z]|^[a-z]"));
    QStringList english;
    for (const QString &path : paths) {
        const QString label = ErrorText::fieldLabel(path.toStdString());
        QVERIFY2(!raw.match(label).hasMatch(), qPrintable(path + QLatin1String(" -> ") + label));
        english << label;
    }
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const QString label = ErrorText::fieldLabel(paths[i].toStdString());
        // PUE is PUE in Chinese too.
        if (paths[i] != QLatin1String(fields::facility::Pue.path))
            QVERIFY2(label != english[i], qPrintable(paths[i] + QLatin1String(" -> ") + label));
    }
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

// Every field a bound applies to (model/Limits.h): over it, the sentence
// names the field in words, the value and the limit (issue 33).
void TestErrorText::overLimitFieldsHaveHumanNames()
{
    const std::string longText(FieldLimits::kMaxNoteBytes + 1, 'x');
    const Provenance source{longText, longText, Confidence::Low, longText};
    Project p;
    p.meta = {longText, longText, longText, longText, longText, longText, longText, longText};
    p.procurement.capitalBudgetCny = 1e300;
    p.procurement.monthlyBudgetCny = 1e300;
    Workload w;
    w.id = w.name = w.nameZh = w.notes = w.model.source = longText;
    w.model.paramsTotal = w.model.paramsActive = 1e300;
    w.model.layers = w.model.hiddenSize = w.model.attentionHeads = w.model.kvHeads = INT_MAX;
    w.model.ffnSize = w.model.vocabSize = w.model.experts = w.model.expertsPerToken = INT_MAX;
    w.model.headDim = w.model.moeFfnSize = w.model.sharedExperts = w.model.denseLayers = INT_MAX;
    w.model.kvLoraRank = w.model.qLoraRank = w.model.qkRopeHeadDim = INT_MAX;
    w.model.qkNopeHeadDim = w.model.vHeadDim = INT_MAX;
    w.trainingTokens = w.deadlineDays = w.datasetBytes = 1e300;
    w.sequenceLength = w.globalBatch = w.loraRank = w.promptTokens = w.outputTokens = INT_MAX;
    w.concurrency = INT_MAX;
    w.requestsPerSecond = w.ttftTargetSeconds = 1e300;
    w.schedule.cards = INT_MAX;
    w.schedule.durationDays = 1e300;
    p.workloads = {w};
    Option o;
    o.id = o.name = o.nameZh = o.cardId = o.facilityId = o.contractId = o.notes = longText;
    o.cardCount = INT_MAX;
    p.options = {o};
    Card c;
    c.id = c.nameZh = c.nameEn = c.vendor = c.memoryType = c.formFactor = longText;
    c.notes = c.notesZh = longText;
    c.memoryBytes = c.memoryBandwidthBytesPerS = c.tdpWatts = c.link.bytesPerS = 1e300;
    c.peakFlops = {{Precision::BF16, 1e300}};
    c.link.domainSize = c.pcieGen = c.year = INT_MAX;
    c.specProvenance = source;
    c.figureProvenance = {{longText, source}};
    c.rent = {{BillingMode::Hourly, Range::exactly(1e300), longText, source, {}, longText}};
    c.purchase = c.rent;
    p.userCatalog.cards = {c};
    Facility f;
    f.id = f.nameZh = f.nameEn = f.district = f.notes = f.notesZh = longText;
    f.minCards = f.maxCards = INT_MAX;
    f.pue = f.cabinetRentCnyPerMonth = f.electricityCnyPerKwh = Range::exactly(1e300);
    f.network.gbitPerS = f.cabinetPowerKw = 1e300;
    f.provenance = source;
    p.userCatalog.facilities = {f};
    Contract k;
    k.id = k.nameZh = k.nameEn = k.acceptanceCriteria = k.notes = k.notesZh = longText;
    k.priceFactor = k.bandwidthCnyPerMonth = Range::exactly(1e300);
    k.storageCnyPerGbMonth = k.uploadCnyPerGb = Range::exactly(1e300);
    k.unitPriceCnyPerCardHour = Range::exactly(1e300);
    k.minimumTermHours = k.powerPriceCnyPerKwh = k.replacementHours = 1e300;
    k.downtimeCompensation = k.depositCny = k.responseHours = k.spotReclaimPerHour = 1e300;
    k.depositRefundDays = INT_MAX;
    k.provenance = source;
    p.userCatalog.contracts = {k};
    p.assumptions = {Assumption{longText, Range{}, longText, source}};
    p.checklist = {ChecklistEntry{longText, "", CheckStatus::Pass, longText, longText, longText}};
    p.evidence = {EvidenceRecord{longText, "", longText, EvidenceKind::Note, longText, longText,
                                 std::string(kMaxEvidenceBytes + 1, 'e'), longText}};

    int bounded = 0;
    const QRegularExpression raw(QStringLiteral("[a-z]_[a-z]|\\[|\\]|\\.zh|\\.en"));
    for (const ValidationIssue &issue : validate(p, KnownIds{})) {
        if (issue.code != IssueCode::TooLarge && issue.code != IssueCode::TooLong)
            continue;
        ++bounded;
        const QString label = ErrorText::fieldLabel(issue.field);
        QVERIFY2(!raw.match(label).hasMatch(),
                 qPrintable(QString::fromStdString(issue.field) + QLatin1String(" -> ") + label));
        const QString sentence = ErrorText::issue(issue);
        QVERIFY2(sentence.contains(QLatin1String("at most ") + QString::fromStdString(issue.limit)),
                 qPrintable(sentence));
    }
    QVERIFY2(bounded > 120, qPrintable(QString::number(bounded)));
}

void TestErrorText::chineseSentences()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    const auto hasHan = [](const QString &s) {
        return std::any_of(s.begin(), s.end(),
                           [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
    };
    const QString notFound = ErrorText::error({ErrorCode::StoreNotFound, "/tmp/a.suanpan", ""});
    QVERIFY2(hasHan(notFound) && notFound.contains(QLatin1String("a.suanpan")),
             qPrintable(notFound));
    const QString issue =
        ErrorText::issue({IssueCode::NotPositive, "workloads[0].sequence_length", "0"});
    QVERIFY2(hasHan(issue), qPrintable(issue));
    QVERIFY(!issue.contains(QLatin1String("Sequence")));
    const Error wrongKind =
        wrongType(ErrorCode::ConfigType, "num_hidden_layers", JsonKind::Integer);
    const QString config = ErrorText::error(wrongKind);
    QVERIFY2(hasHan(config) && config.contains(QLatin1String("num_hidden_layers")),
             qPrintable(config));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    // The kind expected is typed (Error::expected), never read back from the detail.
    QCOMPARE(ErrorText::error(wrongKind),
             QStringLiteral("In the model configuration, \"num_hidden_layers\" must be a whole "
                            "number."));
    QCOMPARE(
        ErrorText::error(wrongType(ErrorCode::JsonType, "workloads[0].name", JsonKind::Object)),
        QStringLiteral("Workload 1: Name must be a group of fields."));
    QCOMPARE(detailText(wrongKind), std::string("integer"));
    QCOMPARE(ErrorText::issue({IssueCode::NotPositive, "workloads[0].sequence_length", "0"}),
             QStringLiteral("Workload 1: Sequence length must be greater than zero."));
}

QTEST_MAIN(TestErrorText)
#include "tst_errortext.moc"
