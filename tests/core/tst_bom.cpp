// A UTF-8 byte-order mark (EF BB BF, written by Notepad and PowerShell's
// Out-File) is skipped the same way by every importer: a file with one reads
// exactly as the same file without it, and a file that is nothing but a BOM
// reads as an empty file (issue 15, item 7).

#include <QtTest>

#include <functional>
#include <sstream>

#include "catalog/Catalog.h"
#include "estimate/HfConfig.h"
#include "io/FileText.h"
#include "io/JsonCodec.h"
#include "util/Utf8.h"
#include "verify/Checklist.h"
#include "verify/Iperf3.h"
#include "verify/NvidiaSmi.h"
#include "verify/ScalingTable.h"
#include "verify/Topology.h"

using namespace suanpan;

namespace {

const std::string kBom = "\xEF\xBB\xBF";
const std::string kData = SUANPAN_TEST_DATA;
const std::string kResources = SUANPAN_TEST_DATA "/../../resources";

// What an importer made of a text, as a string to compare: "error <code>
// <subject> <detail>" or the facts that matter to the user.
using Importer = std::function<std::string(std::string_view)>;

std::string errorText(const Error &e)
{
    return "error " + std::string(errorCodeText(e.code)) + " " + e.subject + " " + detailText(e);
}

template <class T, class F> std::string describe(const Result<T> &r, F facts)
{
    if (!r)
        return errorText(r.error());
    std::ostringstream out;
    out.precision(17);
    facts(out, r.value());
    return out.str();
}

std::string smiFacts(std::string_view text, bool query)
{
    const Result<NvidiaSmiFacts> r = query ? parseNvidiaSmiQuery(text) : parseNvidiaSmiCsv(text);
    return describe(r, [](std::ostream &o, const NvidiaSmiFacts &f) {
        o << f.gpus.size() << " gpus, driver " << f.driverVersion << ", cuda " << f.cudaVersion;
        for (const GpuFacts &g : f.gpus)
            o << "; " << g.name << " " << g.memoryBytes.value_or(-1) << " " << g.uuid;
    });
}

// Every importer of the app, fed through the same function the CLI and the
// GUI use.
const std::map<QString, Importer> &importers()
{
    static const std::map<QString, Importer> all = {
        {"config.json",
         [](std::string_view t) {
             return describe(modelShapeFromHfConfig(t, "config.json"),
                             [](std::ostream &o, const ModelShape &s) {
                                 o << s.paramsTotal << " " << s.paramsActive << " " << s.layers
                                   << " " << s.hiddenSize << " " << s.kvHeads << " " << s.experts;
                             });
         }},
        {"iperf3",
         [](std::string_view t) {
             return describe(parseIperf3Json(t), [](std::ostream &o, const Iperf3Facts &f) {
                 o << f.protocol << " " << f.streams << " " << f.bitsPerSecond().value_or(-1) << " "
                   << f.intervals << " " << f.version;
             });
         }},
        {"nvidia-smi csv", [](std::string_view t) { return smiFacts(t, false); }},
        {"nvidia-smi -q", [](std::string_view t) { return smiFacts(t, true); }},
        {"topo",
         [](std::string_view t) {
             return describe(parseTopology(t), [](std::ostream &o, const TopologyFacts &f) {
                 o << f.gpuCount << " gpus " << f.nicCount << " nics, min " << f.minNvlinks();
             });
         }},
        {"scaling",
         [](std::string_view t) {
             return describe(parseScalingTable(t), [](std::ostream &o, const ScalingFacts &f) {
                 o << f.points.size() << " points, " << f.overallEfficiency;
             });
         }},
        {"training log",
         [](std::string_view t) {
             return describe(parseTrainingLog(t, TrainingRunSpec{8, 989e12, 6.74e9}),
                             [](std::ostream &o, const TrainingLogFacts &f) {
                                 o << f.steps << " steps, " << f.medianStepSeconds << " s, "
                                   << f.tokensPerStep << " tokens, " << f.cards;
                             });
         }},
        {"catalog JSON",
         [](std::string_view t) {
             Catalog c;
             const Status s = loadCatalogText(CatalogFileKind::Cards, t, "cards.json", c);
             if (!s)
                 return errorText(s.error());
             std::string ids;
             for (const Card &card : c.cards)
                 ids += card.id + " ";
             return ids;
         }},
        {"checklist JSON",
         [](std::string_view t) {
             return describe(loadChecklistText(t, "six_steps.json"),
                             [](std::ostream &o, const ChecklistTemplate &c) {
                                 o << c.id << " " << c.items.size() << " items";
                             });
         }},
        {"project JSON",
         [](std::string_view t) {
             return describe(projectFromJsonText(t),
                             [](std::ostream &o, const Project &p) { o << projectToJsonText(p); });
         }},
    };
    return all;
}

std::string fileText(const std::string &path)
{
    const Result<std::string> t = readFileText(path);
    if (!t)
        qFatal("fixture %s missing", path.c_str());
    return t.value();
}

} // namespace

class TestBom final : public QObject
{
    Q_OBJECT

private slots:
    void skipUtf8Bom_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("none") << QByteArray("abc") << QByteArray("abc");
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF"
                                           "abc")
                             << QByteArray("abc");
        QTest::newRow("only a bom") << QByteArray("\xEF\xBB\xBF") << QByteArray();
        QTest::newRow("two: one skipped")
            << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF") << QByteArray("\xEF\xBB\xBF");
        QTest::newRow("partial") << QByteArray("\xEF\xBB"
                                               "x")
                                 << QByteArray("\xEF\xBB"
                                               "x");
        QTest::newRow("utf-16 le is not utf-8") << QByteArray("\xFF\xFE"
                                                              "a")
                                                << QByteArray("\xFF\xFE"
                                                              "a");
        QTest::newRow("empty") << QByteArray() << QByteArray();
    }

    void skipUtf8Bom()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        const std::string_view out =
            suanpan::skipUtf8Bom(std::string_view(input.constData(), input.size()));
        QCOMPARE(QByteArray(out.data(), qsizetype(out.size())), expected);
    }

    // One row per importer: the fixture with a BOM reads exactly as without.
    void sameWithBom_data()
    {
        QTest::addColumn<QString>("importer");
        QTest::addColumn<QString>("file");
        const auto row = [](const char *importer, const std::string &file) {
            QTest::newRow(importer)
                << QString::fromLatin1(importer) << QString::fromStdString(file);
        };
        row("config.json", kData + "/configs/qwen2-7b.json");
        row("iperf3", kData + "/evidence/iperf3_tcp.json");
        row("nvidia-smi csv", kData + "/evidence/smi_h800x8.csv");
        row("nvidia-smi -q", kData + "/evidence/smi_q_h100.txt");
        row("topo", kData + "/evidence/topo_hgx8_nv18.txt");
        row("scaling", kData + "/evidence/scaling_h800.csv");
        row("training log", kData + "/evidence/training_log.csv");
        row("catalog JSON", kData + "/catalog_minimal/cards.json");
        row("checklist JSON", kResources + "/checklists/six_steps.json");
        row("project JSON", kResources + "/examples/shenzhen-example.json");
    }

    void sameWithBom()
    {
        QFETCH(QString, importer);
        QFETCH(QString, file);
        QCOMPARE(importers().size(), std::size_t(10)); // every importer has a row
        const Importer &read = importers().at(importer);
        const std::string text = fileText(file.toStdString());
        const std::string plain = read(text);
        QVERIFY2(plain.rfind("error ", 0) != 0, plain.c_str()); // the fixture itself reads
        QCOMPARE(QString::fromStdString(read(kBom + text)), QString::fromStdString(plain));
    }

    // A file holding only a BOM is an empty file to every importer.
    void onlyBomIsEmpty_data()
    {
        QTest::addColumn<QString>("importer");
        for (const auto &[name, read] : importers())
            QTest::newRow(qPrintable(name)) << name;
    }

    void onlyBomIsEmpty()
    {
        QFETCH(QString, importer);
        const Importer &read = importers().at(importer);
        const std::string empty = read("");
        QVERIFY2(empty.rfind("error ", 0) == 0, empty.c_str());
        QCOMPARE(QString::fromStdString(read(kBom)), QString::fromStdString(empty));
    }
};

QTEST_GUILESS_MAIN(TestBom)
#include "tst_bom.moc"
