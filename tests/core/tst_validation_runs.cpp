// Issue 12: the engine's DEFAULT estimates held against published runs.
// Every row of resources/validation/training_runs.json and
// serving_results.json goes through core's PublishedRuns module, the one
// path the Help dialog shows too: sizeJob() with the row's card and count,
// no layout and no MFU for training (the engine chooses), the row's
// tensor-parallel degree for serving (the sources fixed it), the network of
// the facility a run of that scale sits in, and the catalog's sizing
// assumptions. A row fails when the estimate is outside x1.3 (training
// card-hours) or x1.5 (serving output tokens/s) of the published figure,
// unless it is a known gap; a known gap fails when it is now within.
// Nothing is tuned per row.
//
// The table of every row (published, estimate, ratio) is printed at the
// end; with SUANPAN_VALIDATION_MD=<path> it is also written as Markdown.
#include <QtTest>

#include <QFile>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "catalog/Catalog.h"
#include "cost/CostInputs.h"
#include "model/Project.h"
#include "support/CodePrint.h"
#include "util/Embedded.h"
#include "verify/PublishedRuns.h"

using namespace suanpan;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return f.readAll();
}

QByteArray resourceText(const char *name)
{
    return readFile(QStringLiteral(SUANPAN_TEST_DATA "/../../resources/validation/") +
                    QLatin1String(name));
}

// The model configs from tests/data/configs, read once and kept.
std::string_view configText(std::string_view name)
{
    static std::map<std::string, std::string, std::less<>> texts;
    auto it = texts.find(name);
    if (it == texts.end()) {
        const QString path = QStringLiteral(SUANPAN_TEST_DATA "/configs/") +
                             QString::fromUtf8(name.data(), qsizetype(name.size()));
        const std::string text = QFile::exists(path) ? readFile(path).toStdString() : std::string();
        it = texts.emplace(std::string(name), text).first;
    }
    return it->second;
}

const Catalog &catalog()
{
    const auto &c = builtinCatalog();
    if (!c.ok())
        qFatal("catalog: %s %s", errorCodeText(c.error().code).data(), c.error().subject.c_str());
    return c.value();
}

const SizingAssumptions &assumptions()
{
    static const Project project;
    static const SizingAssumptions a = sizingAssumptions(CatalogView(catalog(), project), project);
    return a;
}

PublishedComparisons compared(const char *name, bool training)
{
    const QByteArray text = resourceText(name);
    const std::string_view view(text.constData(), size_t(text.size()));
    const Result<PublishedComparisons> r =
        training ? compareTrainingRuns(view, name, catalog(), assumptions(), configText)
                 : compareServingResults(view, name, catalog(), assumptions(), configText);
    if (!r)
        qFatal("%s: %s %s %s", name, errorCodeText(r.error().code).data(),
               r.error().subject.c_str(), r.error().detail.c_str());
    return r.value();
}

const PublishedComparisons &training()
{
    static const PublishedComparisons rows = compared("training_runs.json", true);
    return rows;
}

const PublishedComparisons &serving()
{
    static const PublishedComparisons rows = compared("serving_results.json", false);
    return rows;
}

void addRows(const PublishedComparisons &set)
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < set.rows.size(); ++i)
        QTest::newRow(set.rows[i].id.c_str()) << int(i);
}

// Within the tolerance, or a declared gap that is still outside it (with a
// code the app words).
void checkOutcome(const PublishedComparison &r)
{
    if (r.problem)
        QFAIL(qPrintable(QStringLiteral("not sized: %1 %2 %3")
                             .arg(QString::fromUtf8(errorCodeText(r.problem->code).data()),
                                  QString::fromStdString(r.problem->subject),
                                  QString::fromStdString(r.problem->detail))));
    QVERIFY(!r.name.empty());
    QVERIFY(!r.source.empty());
    if (!r.knownGap.empty()) {
        QVERIFY2(!r.within(), "now within the tolerance: remove its known_gap");
        QVERIFY2(r.knownGapCode != GapCode::None, "a known_gap without its known_gap_code");
        qInfo("known gap (ratio %.2f): %s", r.ratio, r.knownGap.c_str());
        return;
    }
    QVERIFY2(r.knownGapCode == GapCode::None, "a known_gap_code without its known_gap");
    QVERIFY2(r.fits, "the engine's choice does not fit in memory");
    const char *unit = r.measure == PublishedMeasure::CardHours ? "card-hours" : "output tok/s";
    QVERIFY2(r.within(), qPrintable(QStringLiteral("estimate %1 vs published %2 %3: ratio %4")
                                        .arg(r.estimate, 0, 'g', 4)
                                        .arg(r.published, 0, 'g', 4)
                                        .arg(QLatin1String(unit))
                                        .arg(r.ratio, 0, 'f', 2)));
}

QString verdictOf(const PublishedComparison &r)
{
    if (r.problem)
        return QStringLiteral("NOT SIZED (%1)")
            .arg(QString::fromUtf8(errorCodeText(r.problem->code).data()));
    const bool ok = r.within();
    if (!r.knownGap.empty())
        return ok ? QStringLiteral("ok (remove known_gap)") : QStringLiteral("known gap");
    if (!r.fits)
        return QStringLiteral("NO FIT");
    return ok ? QStringLiteral("ok") : QStringLiteral("OUTSIDE");
}

// What was mapped: the engine's layout (and MFU), or the requests in flight.
QString remarkOf(const PublishedComparison &r)
{
    if (r.problem)
        return {};
    if (r.measure == PublishedMeasure::CardHours)
        return QStringLiteral("TP%1 PP%2 DP%3 mfu %4%5")
            .arg(r.layout.tensorParallel)
            .arg(r.layout.pipelineParallel)
            .arg(r.layout.dataParallel)
            .arg(r.mfu, 0, 'f', 3)
            .arg(r.recomputeFixed ? QStringLiteral(", the run's recompute: %1")
                                        .arg(QLatin1String(toCode(r.layout.recompute)))
                                  : QString());
    return r.maxConcurrency ? QStringLiteral("max concurrency %1").arg(r.concurrency) : QString();
}

QString number(double v)
{
    if (v <= 0.0)
        return QStringLiteral("-");
    if (v >= 1e6)
        return QString::number(v / 1e6, 'f', 3) + QStringLiteral(" M");
    return QString::number(v, 'f', v >= 100.0 ? 0 : 1);
}

QString ratioText(double ratio)
{
    return ratio > 0.0 ? QString::number(ratio, 'f', 2) : QStringLiteral("-");
}

void printTable(const char *title, const PublishedComparisons &set)
{
    std::printf("\n%s\n", title);
    std::printf("%-48s %16s %16s %8s  %s\n", "id", "published", "estimate", "ratio", "");
    for (const PublishedComparison &r : set.rows) {
        const QString remark = remarkOf(r);
        std::printf("%-48s %16s %16s %8s  %s%s%s\n", r.id.c_str(), qPrintable(number(r.published)),
                    qPrintable(number(r.estimate)), qPrintable(ratioText(r.ratio)),
                    qPrintable(verdictOf(r)), remark.isEmpty() ? "" : "  ", qPrintable(remark));
    }
}

QString markdownTable(const QString &title, const PublishedComparisons &set)
{
    const QString what = set.measure == PublishedMeasure::CardHours
                             ? QStringLiteral("card-hours")
                             : QStringLiteral("output tok/s");
    QString out =
        QStringLiteral(
            "### %1\n\n| id | measure | published | estimate | ratio | passes | remark |\n"
            "|---|---|---:|---:|---:|---|---|\n")
            .arg(title);
    for (const PublishedComparison &r : set.rows) {
        const QString verdict = verdictOf(r);
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                   .arg(QString::fromStdString(r.id), what, number(r.published), number(r.estimate),
                        ratioText(r.ratio),
                        verdict == QLatin1String("ok") ? QStringLiteral("yes")
                                                       : QStringLiteral("**no** (%1)").arg(verdict),
                        remarkOf(r));
    }
    return out + QLatin1Char('\n');
}

} // namespace

class TestValidationRuns final : public QObject
{
    Q_OBJECT

private slots:
    void training_data() { addRows(::training()); }
    void training()
    {
        QFETCH(int, index);
        checkOutcome(::training().rows[size_t(index)]);
    }

    void serving_data() { addRows(::serving()); }
    void serving()
    {
        QFETCH(int, index);
        checkOutcome(::serving().rows[size_t(index)]);
    }

    // The app shows the documents compiled into it: the same rows and figures.
    void builtinMatchesTheFiles()
    {
        const auto checkSame = [](const Result<PublishedComparisons> &builtin,
                                  const PublishedComparisons &files) {
            QVERIFY(builtin.ok());
            QCOMPARE(builtin.value().tolerance, files.tolerance);
            QCOMPARE(builtin.value().rows.size(), files.rows.size());
            for (size_t i = 0; i < files.rows.size(); ++i) {
                QCOMPARE(builtin.value().rows[i].id, files.rows[i].id);
                QCOMPARE(builtin.value().rows[i].estimate, files.rows[i].estimate);
                QCOMPARE(builtin.value().rows[i].published, files.rows[i].published);
            }
            QCOMPARE(builtin.value().withinCount(), files.withinCount());
        };
        checkSame(builtinTrainingComparisons(), ::training());
        checkSame(builtinServingComparisons(), ::serving());
        // The configs compiled in are the fixtures the rows name.
        for (const char *name : {"llama-2-7b.json", "llama-3.1-405b.json", "deepseek-v3.json",
                                 "openpangu-ultra-moe-718b.json"})
            QCOMPARE(embeddedFile(name), configText(name));
    }

    // A row's own network (the source's cluster) replaces the facility's: a
    // 70 B pretraining on 256 A100s over 25 Gb/s per server, against the
    // hosted cluster's 400 Gb/s per card, takes longer; and the serving
    // row's KV cache precision is the workload's (an FP8 cache beside BF16
    // weights fits twice the requests).
    void rowNetworkAndKvPrecision()
    {
        const QByteArray run =
            R"("id": "r", "params": 70e9, "tokens": 1e11, "card": "a100-80g-sxm",)"
            R"( "cards": 256, "precision": "bf16", "scenario": "pretraining",)"
            R"( "mfu": 0.4)";
        const auto estimate = [](const QByteArray &row) {
            const QByteArray doc = QByteArray(R"({"tolerance": 1.3, "runs": [{)") + row + "}]}";
            const auto r =
                compareTrainingRuns(std::string_view(doc.constData(), size_t(doc.size())), "t.json",
                                    catalog(), assumptions(), configText);
            return r.ok() && !r.value().rows.front().problem ? r.value().rows.front().estimate
                                                             : -1.0;
        };
        const double cluster = estimate(run);
        const double slow = estimate(
            run + R"(, "network": {"gbit_per_s": 25, "fabric": "ethernet", "per_card": false})");
        QVERIFY(cluster > 0.0);
        QVERIFY2(slow > 1.1 * cluster,
                 qPrintable(QStringLiteral("%1 vs %2").arg(slow).arg(cluster)));

        const auto most = [](const char *kv) {
            const QByteArray doc =
                QByteArray(R"({"tolerance": 1.5, "results": [{"id": "s", "params": 70e9,)"
                           R"( "card": "h100-sxm", "cards": 4, "tensor_parallel": 4,)"
                           R"( "tp_fixed_by_source": true, "precision": "bf16", )") +
                kv +
                R"( "prompt_tokens": 2048, "output_tokens": 512, "output_tokens_per_second": 100,)"
                R"( "concurrency": "max"}]})";
            const auto r =
                compareServingResults(std::string_view(doc.constData(), size_t(doc.size())),
                                      "s.json", catalog(), assumptions(), configText);
            return r.ok() && !r.value().rows.front().problem ? r.value().rows.front().concurrency
                                                             : -1;
        };
        const int sixteen = most("");
        const int eight = most(R"("kv_precision": "fp8",)");
        QVERIFY(sixteen > 0);
        QVERIFY2(eight > 19 * sixteen / 10,
                 qPrintable(QStringLiteral("%1 vs %2").arg(eight).arg(sixteen)));
    }

    // A document or row that cannot be read gives its code, never a figure.
    void badInput_data()
    {
        QTest::addColumn<bool>("isTraining");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<ErrorCode>("documentCode"); // Count: the document reads
        QTest::addColumn<ErrorCode>("rowCode");      // Count: the row is sized

        const QByteArray run =
            R"("id": "r", "name": "n", "source": "s", "params": 7e9, "tokens": 1e9,)"
            R"( "card": "h100-sxm", "cards": 8, "precision": "bf16", "scenario": "lora")";
        const auto training = [](const QByteArray &row) {
            return QByteArray(R"({"tolerance": 1.3, "runs": [{)") + row + "}]}";
        };
        QTest::newRow("not JSON") << true << QByteArray("{\"runs\": [") << ErrorCode::JsonParse
                                  << ErrorCode::Count;
        QTest::newRow("no tolerance")
            << true << QByteArray(R"({"runs": []})") << ErrorCode::JsonMissing << ErrorCode::Count;
        QTest::newRow("tolerance below 1")
            << true << QByteArray(R"({"tolerance": 0.8, "runs": []})")
            << ErrorCode::ValidationTolerance << ErrorCode::Count;
        QTest::newRow("runs not an array") << true << QByteArray(R"({"tolerance": 1.3, "runs": 3})")
                                           << ErrorCode::JsonType << ErrorCode::Count;
        QTest::newRow("row not an object")
            << true << QByteArray(R"({"tolerance": 1.3, "runs": [7]})") << ErrorCode::Count
            << ErrorCode::JsonType;
        QTest::newRow("no outcome")
            << true << training(run) << ErrorCode::Count << ErrorCode::ValidationNoOutcome;
        QTest::newRow("unknown card")
            << true << training(QByteArray(run).replace("h100-sxm", "h999") + R"(, "mfu": 0.4)")
            << ErrorCode::Count << ErrorCode::ValidationUnknownCard;
        QTest::newRow("cards as text")
            << true << training(QByteArray(run).replace("\"cards\": 8", "\"cards\": \"8\""))
            << ErrorCode::Count << ErrorCode::JsonType;
        QTest::newRow("unknown known_gap_code")
            << true << training(run + R"(, "mfu": 0.4, "known_gap_code": "luck")")
            << ErrorCode::Count << ErrorCode::JsonEnum;
        QTest::newRow("no model") << true
                                  << training(
                                         QByteArray(run).replace("\"params\": 7e9", "\"x\": 1"))
                                  << ErrorCode::Count << ErrorCode::ValidationNoModel;
        QTest::newRow("unknown config")
            << true
            << training(QByteArray(run).replace("\"params\": 7e9", "\"config\": \"none.json\""))
            << ErrorCode::Count << ErrorCode::ValidationConfig;
        QTest::newRow("unknown precision")
            << true << training(QByteArray(run).replace("bf16", "fp3")) << ErrorCode::Count
            << ErrorCode::JsonEnum;
        QTest::newRow("unknown recompute")
            << true << training(run + R"(, "mfu": 0.4, "recompute": "half")") << ErrorCode::Count
            << ErrorCode::JsonEnum;
        QTest::newRow("recompute a number")
            << true << training(run + R"(, "mfu": 0.4, "recompute": 2)") << ErrorCode::Count
            << ErrorCode::JsonType;
        QTest::newRow("zero cards")
            << true
            << training(QByteArray(run).replace("\"cards\": 8", "\"cards\": 0") + R"(, "mfu": 0.4)")
            << ErrorCode::Count << ErrorCode::ValidationSizing;
        QTest::newRow("network without speed")
            << true
            << training(run + R"(, "mfu": 0.4, "network": {"fabric": "roce", "per_card": true})")
            << ErrorCode::Count << ErrorCode::JsonMissing;
        QTest::newRow("network of zero")
            << true
            << training(run + R"(, "mfu": 0.4, "network": {"gbit_per_s": 0, "fabric": "roce",)"
                              R"( "per_card": true})")
            << ErrorCode::Count << ErrorCode::JsonInvalid;
        QTest::newRow("serving: kv_precision tf32")
            << false
            << QByteArray(
                   R"({"tolerance": 1.5, "results": [{"id": "s", "params": 7e9, "card": "h100-sxm",)"
                   R"( "cards": 1, "precision": "fp8", "kv_precision": "tf32", "prompt_tokens": 128,)"
                   R"( "output_tokens": 128, "output_tokens_per_second": 100, "concurrency": 8}]})")
            << ErrorCode::Count << ErrorCode::JsonEnum;
        QTest::newRow("serving: decode_kv_reads unknown")
            << false
            << QByteArray(
                   R"({"tolerance": 1.5, "results": [{"id": "s", "params": 7e9, "card": "h100-sxm",)"
                   R"( "cards": 1, "precision": "fp8", "decode_kv_reads": "per_token",)"
                   R"( "prompt_tokens": 128, "output_tokens": 128,)"
                   R"( "output_tokens_per_second": 100, "concurrency": 8}]})")
            << ErrorCode::Count << ErrorCode::JsonEnum;
        QTest::newRow("serving: concurrency a word")
            << false
            << QByteArray(
                   R"({"tolerance": 1.5, "results": [{"id": "s", "params": 7e9, "card": "h100-sxm",)"
                   R"( "cards": 1, "precision": "fp8", "prompt_tokens": 128, "output_tokens": 128,)"
                   R"( "output_tokens_per_second": 100, "concurrency": "lots"}]})")
            << ErrorCode::Count << ErrorCode::JsonEnum;
    }

    void badInput()
    {
        QFETCH(bool, isTraining);
        QFETCH(QByteArray, text);
        QFETCH(ErrorCode, documentCode);
        QFETCH(ErrorCode, rowCode);
        const std::string_view view(text.constData(), size_t(text.size()));
        const Result<PublishedComparisons> r =
            isTraining
                ? compareTrainingRuns(view, "t.json", catalog(), assumptions(), configText)
                : compareServingResults(view, "t.json", catalog(), assumptions(), configText);
        if (documentCode != ErrorCode::Count) {
            QVERIFY(!r.ok());
            QCOMPARE(r.error().code, documentCode);
            QVERIFY2(r.error().subject.starts_with("t.json"), r.error().subject.c_str());
            return;
        }
        QVERIFY2(r.ok(), r.ok() ? "" : errorCodeText(r.error().code).data());
        QCOMPARE(r.value().rows.size(), size_t(1));
        const PublishedComparison &row = r.value().rows.front();
        QVERIFY(row.problem);
        QCOMPARE(row.problem->code, rowCode);
        QVERIFY(!row.within());
        QVERIFY(!row.asExpected());
        QCOMPARE(row.estimate, 0.0);
        QCOMPARE(r.value().withinCount(), 0);
    }

    void cleanupTestCase()
    {
        printTable("Training: card-hours, estimate / published (within x1.3)", ::training());
        printTable("Serving: output tokens/s over all cards, estimate / published (within x1.5)",
                   ::serving());
        std::fflush(stdout);
        const QByteArray path = qgetenv("SUANPAN_VALIDATION_MD");
        if (path.isEmpty())
            return;
        QFile f(QString::fromLocal8Bit(path));
        QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text),
                 qPrintable(QStringLiteral("cannot write %1").arg(QString::fromLocal8Bit(path))));
        const QString text =
            QStringLiteral(
                "## Estimates against published runs\n\n"
                "Generated by tests/core/tst_validation_runs from "
                "resources/validation/*.json (default settings, no per-row tuning).\n\n") +
            markdownTable(QStringLiteral("Training (card-hours, within x1.3)"), ::training()) +
            markdownTable(QStringLiteral("Serving (output tokens/s, within x1.5)"), ::serving());
        f.write(text.toUtf8());
    }
};

QTEST_APPLESS_MAIN(TestValidationRuns)
#include "tst_validation_runs.moc"
