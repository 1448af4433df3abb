// Bounds on every count and amount (model/Limits.h, issue 33). Each row is
// a value a hostile or mistyped file held: over its bound it is refused by
// validation (one issue naming the field, the value and the limit), by the
// store on save and on load, and by project JSON, all with the same field;
// at its bound it is accepted. Then the engine on accepted extremes: the
// crash (a schedule of 2 147 483 647 cards), the signed overflows (2e9
// layers, a card of 1e30 bytes) and the 69 s year plan of 10^6 cards.
#include <QtTest>

#include <climits>
#include <cmath>
#include <functional>

#include <sqlite3.h>

#include "cost/Evaluation.h"
#include "cost/Ownership.h"
#include "cost/Portfolio.h"
#include "estimate/Inference.h"
#include "estimate/Memory.h"
#include "export/ExportBook.h"
#include "export/Spreadsheet.h"
#include "io/JsonCodec.h"
#include "model/Limits.h"
#include "model/Validation.h"
#include "store/ProjectStore.h"
#include "support/CodePrint.h"
#include "support/Fixtures.h"

using namespace suanpan;
using suanpan::test::builtin;
using L = FieldLimits;

namespace {

// A user card copied from the catalog's A800 (the example hosts it), so a
// field of a user catalog entry can be set.
Card &userCard(Project &p)
{
    if (p.userCatalog.cards.empty())
        p.userCatalog.cards.push_back(*builtin().findCard("a800-80g-sxm"));
    return p.userCatalog.cards.front();
}

struct Case {
    const char *name;
    const char *field; // as validation names it
    const char *limit; // the bound as the issue writes it
    std::function<void(Project &, bool over)> set;
};

double past(double limit, bool over)
{
    return over ? limit * 2.0 : limit;
}

const std::vector<Case> &cases()
{
    static const std::vector<Case> all{
        {"schedule of 2 147 483 647 cards", "workloads[0].schedule.cards", "1000000",
         [](Project &p, bool over) {
             p.workloads[0].schedule.cards = over ? INT_MAX : L::kMaxCards;
         }},
        {"option of 10 000 000 cards", "options[1].card_count", "1000000",
         [](Project &p, bool over) { p.options[1].cardCount = over ? 10'000'000 : L::kMaxCards; }},
        {"2e9 layers", "workloads[1].model.layers", "100000",
         [](Project &p, bool over) {
             p.workloads[1].model.layers = over ? 2'000'000'000 : L::kMaxLayers;
         }},
        {"2e9 hidden size", "workloads[1].model.hidden_size", "10000000",
         [](Project &p, bool over) {
             p.workloads[1].model.hiddenSize = over ? 2'000'000'000 : L::kMaxHiddenSize;
         }},
        {"2e9 vocabulary", "workloads[1].model.vocab_size", "100000000",
         [](Project &p, bool over) {
             p.workloads[1].model.vocabSize = over ? 2'000'000'000 : L::kMaxVocabSize;
         }},
        {"1e16+ training tokens", "workloads[0].training_tokens", "1e+16",
         [](Project &p, bool over) {
             p.workloads[0].trainingTokens = past(L::kMaxTrainingTokens, over);
         }},
        {"sequence of INT_MAX", "workloads[0].sequence_length", "100000000",
         [](Project &p, bool over) {
             p.workloads[0].sequenceLength = over ? INT_MAX : L::kMaxContextTokens;
         }},
        {"deadline of 1e9 days", "workloads[0].deadline_days", "18300",
         [](Project &p, bool over) { p.workloads[0].deadlineDays = over ? 1e9 : L::kMaxDays; }},
        {"dataset of 1e19 bytes", "workloads[0].dataset_bytes", "1e+18",
         [](Project &p, bool over) {
             p.workloads[0].datasetBytes = past(L::kMaxDatasetBytes, over);
         }},
        {"user card of 1e30 bytes", "user_catalog.cards[0].memory_bytes", "1e+13",
         [](Project &p, bool over) { userCard(p).memoryBytes = over ? 1e30 : L::kMaxMemoryBytes; }},
        {"user card at 1e308 CNY an hour", "user_catalog.cards[0].rent[0].cny.low", "100000",
         [](Project &p, bool over) {
             const double v = over ? 1e308 : L::kMaxCnyPerCardHour;
             userCard(p).rent[0].cny = Range::exactly(v);
         }},
        {"user card bought at 1e308 CNY", "user_catalog.cards[0].purchase[0].cny.low", "100000000",
         [](Project &p, bool over) {
             const double v = over ? 1e308 : L::kMaxCnyPerCard;
             userCard(p).purchase[0].cny = Range::exactly(v);
         }},
        {"capital budget of 1e300", "procurement.capital_budget_cny", "1e+13",
         [](Project &p, bool over) { p.procurement.capitalBudgetCny = over ? 1e300 : L::kMaxCny; }},
        {"title of 1 MB", "meta.title", "1024",
         [](Project &p, bool over) {
             p.meta.title = std::string(over ? 1u << 20 : L::kMaxNameBytes, 'x');
         }},
        {"option name of 1025 bytes", "options[0].name.en", "1024",
         [](Project &p, bool over) {
             p.options[0].name = std::string(L::kMaxNameBytes + (over ? 1 : 0), 'y');
         }},
        {"notes of 64 KiB + 1", "workloads[2].notes", "65536",
         [](Project &p, bool over) {
             p.workloads[2].notes = std::string(L::kMaxNoteBytes + (over ? 1 : 0), 'n');
         }},
        {"id of 257 bytes", "options[4].id", "256",
         [](Project &p, bool over) {
             const std::string id(L::kMaxIdBytes + (over ? 1 : 0), 'i');
             p.options[4].id = id;
         }},
    };
    return all;
}

const ValidationIssue *limitIssue(const ValidationIssues &issues)
{
    for (const ValidationIssue &i : issues)
        if (i.code == IssueCode::TooLarge || i.code == IssueCode::TooLong)
            return &i;
    return nullptr;
}

} // namespace

class TestLimits final : public QObject
{
    Q_OBJECT

private slots:
    void overTheLimitIsRefusedEverywhere_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::newRow(cases()[i].name) << int(i);
    }

    void overTheLimitIsRefusedEverywhere()
    {
        QFETCH(int, index);
        const Case &c = cases()[std::size_t(index)];
        Project p = test::example();
        c.set(p, true);

        // Validation: one issue naming the field, the value and the limit.
        const ValidationIssues issues = validate(p, knownIds(builtin()));
        const ValidationIssue *issue = limitIssue(issues);
        QVERIFY2(issue, c.name);
        QCOMPARE(issue->field, std::string(c.field));
        QCOMPARE(issue->limit, std::string(c.limit));
        QVERIFY(!issue->value.empty());

        // The store and project JSON refuse it with the same field.
        const auto over = exceededLimit(p, "p.suanpan");
        QVERIFY(over);
        QCOMPARE(over->code, ErrorCode::ProjectOverLimit);
        QCOMPARE(over->field, std::string(c.field));
        QCOMPARE(over->detail, issue->value);
        QCOMPARE(over->limit, std::string(c.limit));
        QCOMPARE(detailText(*over),
                 std::string(c.field) + " " + issue->value + " > " + std::string(c.limit));
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/p.suanpan").toStdString();
        const Status saved = ProjectStore::save(p, path);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, ErrorCode::ProjectOverLimit);
        QVERIFY(!QFile::exists(QString::fromStdString(path)));
        const auto fromJson = projectFromJsonText(projectToJsonText(p));
        QVERIFY(!fromJson);
        QVERIFY2(detailText(fromJson.error()).find(c.limit) != std::string::npos,
                 detailText(fromJson.error()).c_str());
    }

    void atTheLimitIsAccepted_data() { overTheLimitIsRefusedEverywhere_data(); }

    void atTheLimitIsAccepted()
    {
        QFETCH(int, index);
        const Case &c = cases()[std::size_t(index)];
        Project p = test::example();
        c.set(p, false);
        const ValidationIssue *issue = limitIssue(validate(p, knownIds(builtin())));
        QVERIFY2(!issue, issue ? (issue->field + " " + issue->value).c_str() : "");
        QVERIFY(!exceededLimit(p, "p"));
    }

    // A file written by another tool skips save's checks: the store refuses
    // it on load with the same line.
    void loadRefusesWhatSaveRefuses()
    {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/p.suanpan").toStdString();
        Project p = test::example();
        QVERIFY(ProjectStore::save(p, path));
        // A schedule of 2^31 - 1 cards, as the issue's file held it.
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "UPDATE workloads SET schedule_cards = 2147483647", nullptr,
                              nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(db);
        const auto loaded = ProjectStore::load(path);
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::ProjectOverLimit);
        QVERIFY2(detailText(loaded.error()).find("schedule.cards 2147483647 > 1000000") !=
                     std::string::npos,
                 detailText(loaded.error()).c_str());
    }

    // The draws kept for a project stay within kMaxDrawPairs.
    void drawsAreBoundedByPairs()
    {
        QCOMPARE(maxDraws(15), L::kMaxDraws);
        QCOMPARE(maxDraws(2000), 10000);
        QCOMPARE(maxDraws(0), L::kMaxDraws);
        Project p = test::example();
        EvaluateSettings s;
        s.samples = L::kMaxDraws;
        s.sensitivity = false;
        s.explain = false;
        // 15 pairs x 1e6 would be 1.5e7: allowed; more pairs would clamp.
        p.workloads.resize(1);
        const Evaluation ev = evaluate(p, builtin(), s);
        QCOMPARE(ev.sampling.samples,
                 int(std::min<std::size_t>(L::kMaxDraws, L::kMaxDrawPairs / p.options.size())));
    }

    // Counts near INT_MAX no longer wrap (Ownership.cpp).
    void ownershipCountsDoNotWrap()
    {
        QCOMPARE(serversFor(INT_MAX), INT_MAX / kCardsPerServer + 1);
        QVERIFY(serversFor(INT_MAX) > 0);
        QCOMPARE(cabinetsFor(INT_MAX, 1e-300, 1e300), 1);
        QCOMPARE(cabinetsFor(1000, 10.0, 40.0), 250);
        QCOMPARE(circuitsFor(1e300, 1.0), INT_MAX);
        QCOMPARE(circuitsFor(std::nan(""), 1.0), 1);
    }

    // The arithmetic on accepted extremes: finite, no signed overflow
    // (UBSan in build-asan aborts on one).
    void modelExtremesStayFinite()
    {
        MemoryInputs in;
        in.model.paramsTotal = L::kMaxParams;
        in.model.layers = L::kMaxLayers;
        in.model.hiddenSize = L::kMaxHiddenSize;
        in.model.attentionHeads = L::kMaxHeads;
        in.model.kvHeads = L::kMaxHeads;
        in.model.ffnSize = L::kMaxFfnSize;
        in.model.vocabSize = L::kMaxVocabSize;
        in.model.experts = L::kMaxExperts;
        in.model.expertsPerToken = L::kMaxExperts;
        in.model.sharedExperts = L::kMaxExperts;
        in.sequenceLength = L::kMaxContextTokens;
        in.loraRank = L::kMaxLoraRank;
        in.contextTokens = L::kMaxContextTokens;
        in.concurrency = L::kMaxConcurrency;
        in.layout.pipelineParallel = 3;
        for (const MemoryMode mode :
             {MemoryMode::Train, MemoryMode::LoRA, MemoryMode::QLoRA, MemoryMode::Infer}) {
            in.mode = mode;
            const MemoryBreakdown m = estimateMemory(in, L::kMaxMemoryBytes);
            QVERIFY(std::isfinite(m.total));
            QVERIFY(m.maxConcurrency >= 0);
        }
        // A tiny model on the largest card: more requests fit than an int
        // counts (the 1e30-byte card of the issue overflowed here).
        InferenceInputs tiny;
        tiny.model.paramsTotal = 1e6;
        tiny.promptTokens = 1;
        tiny.outputTokens = 1;
        tiny.concurrency = 1;
        tiny.cards = L::kMaxCards;
        Card card = *builtin().findCard("a800-80g-sxm");
        card.memoryBytes = L::kMaxMemoryBytes;
        const InferenceEstimate e = estimateInference(tiny, card);
        QVERIFY(e.maxConcurrency > 0);
        QVERIFY(!e.curve.empty());
        QVERIFY(e.curve.size() <= 40);
    }

    // The year plan of schedules at the card bound: every workload at a
    // million cards, runs that overlap (every month, longer than a month),
    // over the longest horizon. The curve stays within its points (it took
    // 69 s one server at a time), N within an option's bound, the totals
    // finite.
    void portfolioAtTheBounds()
    {
        Project p = test::example();
        for (Workload &w : p.workloads) {
            w.schedule.cards = L::kMaxCards;
            w.schedule.durationDays = 90.0;
            w.schedule.everyMonths = isTraining(w.scenario) ? 1 : 0;
        }
        PortfolioSettings s;
        s.samples = 20;
        const auto plan = planPortfolio(p, builtin(), s);
        QVERIFY2(plan, plan ? "" : errorCodeText(plan.error().code).data());
        const Portfolio &pf = plan.value();
        QVERIFY(pf.curve.size() <= 501);
        QVERIFY(pf.curve.size() >= 2);
        QCOMPARE(pf.peakCards, L::kMaxCards);
        QCOMPARE(pf.allOwned().ownedCards % pf.step, 0);
        QVERIFY(pf.allOwned().ownedCards <= L::kMaxCards + pf.step);
        for (const PortfolioPoint &point : pf.curve)
            QVERIFY(std::isfinite(point.total.likely));
    }
};

QTEST_APPLESS_MAIN(TestLimits)
#include "tst_limits.moc"
