// Validation of model values: every invalid field yields its code, field and
// value; valid entities yield nothing; all problems are reported at once.

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>

#include "model/CostLineCodes.h"
#include "model/Validation.h"

using namespace suanpan;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

Workload validWorkload()
{
    Workload w;
    w.id = "w1";
    w.scenario = Scenario::LoRA;
    w.model.paramsTotal = 7e9;
    w.model.paramsActive = 7e9;
    w.model.layers = 32;
    w.model.hiddenSize = 4096;
    w.model.attentionHeads = 32;
    w.model.kvHeads = 8;
    w.model.ffnSize = 11008;
    w.model.vocabSize = 32000;
    w.trainingTokens = 2e8;
    return w;
}

Workload validInference()
{
    Workload w = validWorkload();
    w.scenario = Scenario::Inference;
    w.promptTokens = 1024;
    w.outputTokens = 256;
    return w;
}

Card validCard()
{
    Card c;
    c.id = "h100-sxm";
    c.nameZh = "H100 SXM";
    c.nameEn = "H100 SXM";
    c.vendor = "NVIDIA";
    c.memoryBytes = 80.0 * (1ull << 30);
    c.memoryBandwidthBytesPerS = 3.35e12;
    c.peakFlops = {{Precision::BF16, 9.89e14}, {Precision::FP8, 1.979e15}};
    c.tdpWatts = 700;
    c.link = {LinkKind::NVLink, 9e11, 8};
    c.rent.push_back({BillingMode::Hourly, {10, 13, 18}, "8-card server", {}});
    c.purchase.push_back({BillingMode::Hourly, {2e5, 2.5e5, 3.5e5}, "per card", {}});
    return c;
}

Facility validFacility()
{
    Facility f;
    f.id = "idc-baoan";
    f.nameZh = "Bao'an IDC";
    f.nameEn = "Bao'an IDC";
    f.minCards = 16;
    f.maxCards = 32;
    f.pue = {1.35, 1.45, 1.55};
    f.cabinetRentCnyPerMonth = {6000, 8000, 10000};
    f.cabinetPowerKw = 8;
    f.electricityCnyPerKwh = {0.65, 0.7, 0.8};
    f.availability6m = 0.999;
    return f;
}

Contract validContract()
{
    Contract c;
    c.id = "monthly";
    c.nameZh = "Monthly";
    c.nameEn = "Monthly";
    c.billing = BillingMode::Monthly;
    c.priceFactor = {0.55, 0.65, 0.75};
    c.unitPriceCnyPerCardHour = Range{10, 12, 14};
    c.minimumTermHours = 720;
    return c;
}

Option validOption()
{
    Option o;
    o.id = "o1";
    o.cardId = "h100-sxm";
    o.cardCount = 8;
    o.facilityId = "idc-baoan";
    o.contractId = "monthly";
    return o;
}

Assumption validAssumption()
{
    return {"mfu", {0.3, 0.45, 0.55}, "fraction", {"seed 004", "2026", Confidence::Medium}};
}

QString describe(const ValidationIssues &issues)
{
    QStringList parts;
    for (const auto &i : issues)
        parts << QString::fromStdString(std::string(issueCodeText(i.code)) + " " + i.field + "=" +
                                        i.value);
    return parts.join(QStringLiteral("; "));
}

// One invalid-field case: how to break a valid entity and the issue expected.
template <class T> struct Case {
    const char *name;
    void (*breakIt)(T &);
    IssueCode code;
    const char *field;
    const char *value;
    Contradiction rule = Contradiction::None; // inconsistent: the rule broken
};

const Case<Workload> kWorkloadCases[] = {
    {"empty id", [](Workload &w) { w.id.clear(); }, IssueCode::Required, "id", ""},
    {"params_total unset", [](Workload &w) { w.model.paramsTotal = 0; }, IssueCode::Required,
     "model.params_total", "0"},
    {"params_total negative", [](Workload &w) { w.model.paramsTotal = -1; }, IssueCode::Negative,
     "model.params_total", "-1"},
    {"params_total NaN", [](Workload &w) { w.model.paramsTotal = kNaN; }, IssueCode::NotFinite,
     "model.params_total", "nan"},
    {"params_active above total", [](Workload &w) { w.model.paramsActive = 8e9; },
     IssueCode::Inconsistent, "model.params_active", "8e+09", Contradiction::ActiveAboveTotal},
    {"layers negative", [](Workload &w) { w.model.layers = -2; }, IssueCode::Negative,
     "model.layers", "-2"},
    {"kv_heads above heads", [](Workload &w) { w.model.kvHeads = 64; }, IssueCode::Inconsistent,
     "model.kv_heads", "64", Contradiction::KvHeadsNotDivisor},
    {"heads not a multiple of kv_heads", [](Workload &w) { w.model.kvHeads = 5; },
     IssueCode::Inconsistent, "model.kv_heads", "5", Contradiction::KvHeadsNotDivisor},
    {"experts_per_token above experts",
     [](Workload &w) {
         w.model.experts = 8;
         w.model.expertsPerToken = 9;
     },
     IssueCode::Inconsistent, "model.experts_per_token", "9", Contradiction::ExpertsPerTokenAbove},
    {"experts_per_token on a dense model", [](Workload &w) { w.model.expertsPerToken = 2; },
     IssueCode::Inconsistent, "model.experts_per_token", "2", Contradiction::ExpertsPerTokenAbove},
    {"training_tokens infinite", [](Workload &w) { w.trainingTokens = kInf; }, IssueCode::NotFinite,
     "training_tokens", "inf"},
    {"sequence_length zero", [](Workload &w) { w.sequenceLength = 0; }, IssueCode::NotPositive,
     "sequence_length", "0"},
    {"global_batch negative", [](Workload &w) { w.globalBatch = -1; }, IssueCode::Negative,
     "global_batch", "-1"},
    {"deadline_days negative", [](Workload &w) { w.deadlineDays = -3.5; }, IssueCode::Negative,
     "deadline_days", "-3.5"},
    {"lora_rank unset for LoRA", [](Workload &w) { w.loraRank = 0; }, IssueCode::Required,
     "lora_rank", "0"},
    {"inference without prompt_tokens",
     [](Workload &w) {
         w = validInference();
         w.promptTokens = 0;
     },
     IssueCode::Required, "prompt_tokens", "0"},
    {"inference with negative output_tokens",
     [](Workload &w) {
         w = validInference();
         w.outputTokens = -5;
     },
     IssueCode::Negative, "output_tokens", "-5"},
    {"requests_per_second negative", [](Workload &w) { w.requestsPerSecond = -1; },
     IssueCode::Negative, "requests_per_second", "-1"},
    {"dataset_bytes NaN", [](Workload &w) { w.datasetBytes = kNaN; }, IssueCode::NotFinite,
     "dataset_bytes", "nan"},
};

const Case<Card> kCardCases[] = {
    {"empty id", [](Card &c) { c.id.clear(); }, IssueCode::Required, "id", ""},
    {"empty Chinese name", [](Card &c) { c.nameZh.clear(); }, IssueCode::Required, "name.zh", ""},
    {"empty vendor", [](Card &c) { c.vendor.clear(); }, IssueCode::Required, "vendor", ""},
    {"memory zero", [](Card &c) { c.memoryBytes = 0; }, IssueCode::NotPositive, "memory_bytes",
     "0"},
    {"memory negative", [](Card &c) { c.memoryBytes = -1024; }, IssueCode::NotPositive,
     "memory_bytes", "-1024"},
    {"bandwidth NaN", [](Card &c) { c.memoryBandwidthBytesPerS = kNaN; }, IssueCode::NotFinite,
     "memory_bandwidth_bytes_per_s", "nan"},
    {"no peak flops", [](Card &c) { c.peakFlops.clear(); }, IssueCode::Required, "peak_flops", ""},
    {"bf16 flops zero", [](Card &c) { c.peakFlops[Precision::BF16] = 0; }, IssueCode::NotPositive,
     "peak_flops.bf16", "0"},
    {"tdp negative", [](Card &c) { c.tdpWatts = -700; }, IssueCode::NotPositive, "tdp_watts",
     "-700"},
    {"link domain zero", [](Card &c) { c.link.domainSize = 0; }, IssueCode::NotPositive,
     "link.domain_size", "0"},
    {"rent range reversed",
     [](Card &c) {
         c.rent[0].cny = {18, 13, 10};
     },
     IssueCode::RangeOrder, "rent[0].cny", "18/13/10"},
    {"purchase low negative", [](Card &c) { c.purchase[0].cny.low = -1; }, IssueCode::Negative,
     "purchase[0].cny.low", "-1"},
};

const Case<Facility> kFacilityCases[] = {
    {"empty English name", [](Facility &f) { f.nameEn.clear(); }, IssueCode::Required, "name.en",
     ""},
    {"pue likely below one", [](Facility &f) { f.pue.likely = 0.9; }, IssueCode::OutOfRange,
     "pue.likely", "0.9"},
    {"pue reversed",
     [](Facility &f) {
         f.pue = {1.55, 1.45, 1.35};
     },
     IssueCode::RangeOrder, "pue", "1.55/1.45/1.35"},
    {"pue NaN", [](Facility &f) { f.pue.high = kNaN; }, IssueCode::NotFinite, "pue.high", "nan"},
    {"min above max", [](Facility &f) { f.minCards = 64; }, IssueCode::Inconsistent, "min_cards",
     "64", Contradiction::MinCardsAboveMax},
    {"max zero", [](Facility &f) { f.maxCards = 0; }, IssueCode::NotPositive, "max_cards", "0"},
    {"availability above one", [](Facility &f) { f.availability6m = 1.5; }, IssueCode::OutOfRange,
     "availability_6m", "1.5"},
    {"availability negative", [](Facility &f) { f.availability6m = -0.1; }, IssueCode::OutOfRange,
     "availability_6m", "-0.1"},
    {"cabinet power negative", [](Facility &f) { f.cabinetPowerKw = -8; }, IssueCode::Negative,
     "cabinet_power_kw", "-8"},
    {"cabinet power missing", [](Facility &f) { f.cabinetPowerKw = 0; }, IssueCode::Required,
     "cabinet_power_kw", "0"},
    {"office room without a circuit",
     [](Facility &f) {
         f.kind = FacilityKind::OfficeRoom;
         f.cabinetPowerKw = 0;
     },
     IssueCode::Required, "cabinet_power_kw", "0"},
    {"electricity high infinite", [](Facility &f) { f.electricityCnyPerKwh.high = kInf; },
     IssueCode::NotFinite, "electricity_cny_per_kwh.high", "inf"},
    {"network negative", [](Facility &f) { f.network.gbitPerS = -10; }, IssueCode::Negative,
     "network.gbit_per_s", "-10"},
};

const Case<Contract> kContractCases[] = {
    {"empty id", [](Contract &c) { c.id.clear(); }, IssueCode::Required, "id", ""},
    {"price factor zero", [](Contract &c) { c.priceFactor.low = 0; }, IssueCode::NotPositive,
     "price_factor.low", "0"},
    {"price factor reversed",
     [](Contract &c) {
         c.priceFactor = {0.75, 0.65, 0.55};
     },
     IssueCode::RangeOrder, "price_factor", "0.75/0.65/0.55"},
    {"unit price negative", [](Contract &c) { c.unitPriceCnyPerCardHour->low = -10; },
     IssueCode::Negative, "unit_price_cny_per_card_hour.low", "-10"},
    {"minimum term negative", [](Contract &c) { c.minimumTermHours = -720; }, IssueCode::Negative,
     "minimum_term_hours", "-720"},
    {"deposit refund days negative", [](Contract &c) { c.depositRefundDays = -1; },
     IssueCode::Negative, "deposit_refund_days", "-1"},
    {"storage price reversed",
     [](Contract &c) {
         c.storageCnyPerGbMonth = {2, 1, 3};
     },
     IssueCode::RangeOrder, "storage_cny_per_gb_month", "2/1/3"},
    {"spot reclaim NaN", [](Contract &c) { c.spotReclaimPerHour = kNaN; }, IssueCode::NotFinite,
     "spot_reclaim_per_hour", "nan"},
};

const Case<Option> kOptionCases[] = {
    {"empty id", [](Option &o) { o.id.clear(); }, IssueCode::Required, "id", ""},
    {"empty card", [](Option &o) { o.cardId.clear(); }, IssueCode::Required, "card_id", ""},
    {"card_count zero", [](Option &o) { o.cardCount = 0; }, IssueCode::NotPositive, "card_count",
     "0"},
    {"card_count negative", [](Option &o) { o.cardCount = -8; }, IssueCode::NotPositive,
     "card_count", "-8"},
    {"empty facility", [](Option &o) { o.facilityId.clear(); }, IssueCode::Required, "facility_id",
     ""},
    {"rent without contract", [](Option &o) { o.contractId.clear(); }, IssueCode::Required,
     "contract_id", ""},
    {"quote on a built option",
     [](Option &o) {
         o.acquisition = Acquisition::Build;
         o.quoteId = "q-provider";
     },
     IssueCode::Inconsistent, "quote_id", "q-provider", Contradiction::QuoteOnlyForRent},
};

const Case<Assumption> kAssumptionCases[] = {
    {"empty key", [](Assumption &a) { a.key.clear(); }, IssueCode::Required, "key", ""},
    {"value reversed",
     [](Assumption &a) {
         a.value = {0.55, 0.45, 0.3};
     },
     IssueCode::RangeOrder, "value", "0.55/0.45/0.3"},
    {"likely NaN", [](Assumption &a) { a.value.likely = kNaN; }, IssueCode::NotFinite,
     "value.likely", "nan"},
};

template <class T, std::size_t N> void addRows(const Case<T> (&cases)[N])
{
    QTest::addColumn<int>("row");
    for (std::size_t i = 0; i < N; ++i)
        QTest::newRow(cases[i].name) << static_cast<int>(i);
}

template <class T, std::size_t N> void checkRow(const Case<T> (&cases)[N], T value)
{
    QFETCH(int, row);
    const Case<T> &c = cases[row];
    c.breakIt(value);
    const ValidationIssues issues = validate(value);
    const ValidationIssue expected{c.code, c.field, c.value, {}, c.rule};
    QVERIFY2(std::find(issues.begin(), issues.end(), expected) != issues.end(),
             qPrintable(QStringLiteral("got: ") + describe(issues)));
}

} // namespace

class TestValidation final : public QObject
{
    Q_OBJECT

private slots:
    void validEntitiesHaveNoIssues()
    {
        QCOMPARE(describe(validate(validWorkload())), QString());
        QCOMPARE(describe(validate(validInference())), QString());
        QCOMPARE(describe(validate(validCard())), QString());
        QCOMPARE(describe(validate(validFacility())), QString());
        QCOMPARE(describe(validate(validContract())), QString());
        QCOMPARE(describe(validate(validOption())), QString());
        QCOMPARE(describe(validate(validAssumption())), QString());
    }

    void workload_data() { addRows(kWorkloadCases); }
    void workload() { checkRow(kWorkloadCases, validWorkload()); }
    void card_data() { addRows(kCardCases); }
    void card() { checkRow(kCardCases, validCard()); }
    void facility_data() { addRows(kFacilityCases); }
    void facility() { checkRow(kFacilityCases, validFacility()); }
    void contract_data() { addRows(kContractCases); }
    void contract() { checkRow(kContractCases, validContract()); }
    void option_data() { addRows(kOptionCases); }
    void option() { checkRow(kOptionCases, validOption()); }
    void assumption_data() { addRows(kAssumptionCases); }
    void assumption() { checkRow(kAssumptionCases, validAssumption()); }

    void buildNeedsNoContract()
    {
        Option o = validOption();
        o.acquisition = Acquisition::Build;
        o.contractId.clear();
        QCOMPARE(describe(validate(o)), QString());
    }

    void gpuCloudNeedsNoPowerQuota()
    {
        Facility f = validFacility();
        f.kind = FacilityKind::GpuCloud;
        f.cabinetPowerKw = 0;
        QCOMPARE(describe(validate(f)), QString());
        f.cabinetPowerKw = -1;
        QCOMPARE(describe(validate(f)), QStringLiteral("negative cabinet_power_kw=-1"));
    }

    void trainingIgnoresInferenceFields()
    {
        Workload w = validWorkload();
        w.scenario = Scenario::PreTraining;
        w.loraRank = 0; // unused outside LoRA/QLoRA
        QCOMPARE(describe(validate(w)), QString());
        QVERIFY(isTraining(Scenario::PreTraining));
        QVERIFY(isTraining(Scenario::QLoRA));
        QVERIFY(!isTraining(Scenario::Inference));
    }

    void everyProblemReportedAtOnce()
    {
        Card c = validCard();
        c.id.clear();
        c.memoryBytes = -1;
        c.tdpWatts = kNaN;
        c.rent[0].cny = {3, 2, 1};
        const ValidationIssues expected{{IssueCode::Required, "id", ""},
                                        {IssueCode::NotPositive, "memory_bytes", "-1"},
                                        {IssueCode::NotFinite, "tdp_watts", "nan"},
                                        {IssueCode::RangeOrder, "rent[0].cny", "3/2/1"}};
        QCOMPARE(describe(validate(c)), describe(expected));
    }

    void projectPrefixesFields()
    {
        Project p;
        p.workloads = {validWorkload(), validWorkload()};
        p.workloads[1].id = "w2";
        p.workloads[1].sequenceLength = 0;
        p.options = {validOption()};
        p.options[0].cardCount = 0;
        p.assumptions = {validAssumption()};
        p.assumptions[0].value.low = kNaN;
        p.userCatalog.facilities = {validFacility()};
        p.userCatalog.facilities[0].pue.low = 0.5;
        const ValidationIssues issues = validate(p, knownIds());
        const ValidationIssues expected{
            {IssueCode::NotPositive, "workloads[1].sequence_length", "0"},
            {IssueCode::NotPositive, "options[0].card_count", "0"},
            {IssueCode::NotFinite, "assumptions[0].value.low", "nan"},
            {IssueCode::OutOfRange, "user_catalog.facilities[0].pue.low", "0.5"},
        };
        QCOMPARE(describe(issues), describe(expected));
    }

    void projectDuplicateIds()
    {
        Project p;
        p.workloads = {validWorkload(), validWorkload(), validWorkload()};
        p.workloads[1].id = "w2";
        p.options = {validOption(), validOption()};
        p.assumptions = {validAssumption(), validAssumption()};
        p.userCatalog.cards = {validCard(), validCard()};
        const ValidationIssues expected{
            {IssueCode::DuplicateId, "workloads[2].id", "w1"},
            {IssueCode::DuplicateId, "options[1].id", "o1"},
            {IssueCode::DuplicateId, "assumptions[1].key", "mfu"},
            {IssueCode::DuplicateId, "user_catalog.cards[1].id", "h100-sxm"},
        };
        QCOMPARE(describe(validate(p, knownIds())), describe(expected));
    }

    void projectReferences()
    {
        Project p;
        p.options = {validOption(), validOption(), validOption()};
        p.options[0].cardId = "h999";
        p.options[1].id = "o2";
        p.options[1].facilityId = "moon-base";
        p.options[1].contractId = "forever";
        p.options[2].id = "o3";
        p.options[2].cardId = "my-card"; // defined by the project itself
        Card mine = validCard();
        mine.id = "my-card";
        p.userCatalog.cards = {mine};
        p.checklist = {{"step1", "o9", CheckStatus::Pass, "", "", ""},
                       {"step2", "", CheckStatus::Fail, "", "", ""}};
        const ValidationIssues expected{
            {IssueCode::UnknownReference, "options[0].card_id", "h999"},
            {IssueCode::UnknownReference, "options[1].facility_id", "moon-base"},
            {IssueCode::UnknownReference, "options[1].contract_id", "forever"},
            {IssueCode::UnknownReference, "checklist[0].option_id", "o9"},
        };
        QCOMPARE(describe(validate(p, knownIds())), describe(expected));
    }

    // Evidence: ids unique and present, option known or "" (whole project),
    // kind a known code, text within the cap the project file keeps.
    void projectEvidence()
    {
        Project p;
        p.options = {validOption()};
        const auto record = [](std::string id, std::string optionId) {
            EvidenceRecord e;
            e.id = std::move(id);
            e.optionId = std::move(optionId);
            e.kind = EvidenceKind::Iperf3;
            e.text = "{}";
            return e;
        };
        p.evidence = {record("ev-1", "o1"), record("ev-2", ""),   record("ev-3", "o9"),
                      record("", "o1"),     record("ev-1", "o1"), record("ev-6", "o1")};
        p.evidence[4].kind = static_cast<EvidenceKind>(99);
        p.evidence[5].text.assign(kMaxEvidenceBytes + 1, 'x');
        const ValidationIssues expected{
            {IssueCode::UnknownReference, "evidence[2].option_id", "o9"},
            {IssueCode::Required, "evidence[3].id", ""},
            {IssueCode::OutOfRange, "evidence[4].kind", "99"},
            {IssueCode::TooLong, "evidence[5].text", std::to_string(kMaxEvidenceBytes + 1),
             std::to_string(kMaxEvidenceBytes)},
            {IssueCode::DuplicateId, "evidence[4].id", "ev-1"},
        };
        QCOMPARE(describe(validate(p, knownIds())), describe(expected));
        p.evidence[5].text.resize(kMaxEvidenceBytes);
        p.evidence.resize(2);
        QCOMPARE(describe(validate(p, knownIds())), describe(ValidationIssues{}));
    }

    // Switched-off cost lines: codes the cost engine knows, each once.
    void projectDisabledCostLines_data()
    {
        QTest::addColumn<QStringList>("codes");
        QTest::addColumn<QString>("issues");
        QTest::newRow("none") << QStringList{} << QString();
        QTest::newRow("hidden costs") << QStringList{"engineer_time", "upload"} << QString();
        QTest::newRow("a visible line") << QStringList{"rent"} << QString();
        QTest::newRow("unknown code")
            << QStringList{"upload", "bribes"} << "unknown_code disabled_cost_lines[1]=bribes";
        QTest::newRow("codes are lower case")
            << QStringList{"Upload"} << "unknown_code disabled_cost_lines[0]=Upload";
        QTest::newRow("empty code") << QStringList{""} << "unknown_code disabled_cost_lines[0]=";
        QTest::newRow("duplicate") << QStringList{"upload", "storage", "upload"}
                                   << "duplicate_id disabled_cost_lines[2]=upload";
        QTest::newRow("unknown twice")
            << QStringList{"x", "x"}
            << "unknown_code disabled_cost_lines[0]=x; unknown_code disabled_cost_lines[1]=x";
    }

    void projectDisabledCostLines()
    {
        QFETCH(QStringList, codes);
        QFETCH(QString, issues);
        Project p;
        for (const QString &c : codes)
            p.disabledCostLines.push_back(c.toStdString());
        QCOMPARE(describe(validate(p, knownIds())), issues);
    }

    // Budgets (the option search's limits): unset or a positive, finite CNY
    // amount, reported under "procurement." in a project.
    void projectBudgets_data()
    {
        QTest::addColumn<double>("capital");
        QTest::addColumn<double>("monthly");
        QTest::addColumn<QString>("issues");
        const double unset = -1e300; // the row leaves that budget unset
        QTest::newRow("none") << unset << unset << QString();
        QTest::newRow("16 cards in a cabinet, seed 004") << 5e5 << 3e4 << QString();
        QTest::newRow("one yuan") << 1.0 << unset << QString();
        QTest::newRow("capital negative")
            << -5.0 << unset << "negative procurement.capital_budget_cny=-5";
        QTest::newRow("capital zero")
            << 0.0 << unset << "not_positive procurement.capital_budget_cny=0";
        QTest::newRow("monthly NaN")
            << unset << kNaN << "not_finite procurement.monthly_budget_cny=nan";
        QTest::newRow("monthly infinite") << unset << std::numeric_limits<double>::infinity()
                                          << "not_finite procurement.monthly_budget_cny=inf";
        QTest::newRow("both wrong") << -1.0 << 0.0
                                    << "negative procurement.capital_budget_cny=-1; "
                                       "not_positive procurement.monthly_budget_cny=0";
    }

    void projectBudgets()
    {
        QFETCH(double, capital);
        QFETCH(double, monthly);
        QFETCH(QString, issues);
        Project p;
        if (capital != -1e300)
            p.procurement.capitalBudgetCny = capital;
        if (monthly != -1e300)
            p.procurement.monthlyBudgetCny = monthly;
        p.procurement.restrictedCardSource = true; // a flag: never an issue
        QCOMPARE(describe(validate(p, knownIds())), issues);
    }

    void everyCostLineCodeIsValid()
    {
        Project p;
        p.disabledCostLines.assign(kCostLineCodes.begin(), kCostLineCodes.end());
        QCOMPARE(describe(validate(p, knownIds())), QString());
        QVERIFY(isCostLineCode("residual_value"));
        QVERIFY(!isCostLineCode("residual"));
    }

private:
    static KnownIds knownIds()
    {
        return {{"h100-sxm", "rtx-4090"}, {"idc-baoan", "gpu-cloud"}, {"monthly", "hourly"}};
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
