// Hostile input to every evidence parser: empty, binary, huge, deeply
// nested, invalid UTF-8, absurdly wide. Each gives facts or a coded error,
// never a crash, and nothing it returns is invalid UTF-8 or huge.

#include <QtTest>

#include <random>

#include "io/FileText.h"
#include "support/CodePrint.h"
#include "verify/Iperf3.h"
#include "verify/NvidiaSmi.h"
#include "verify/ScalingTable.h"
#include "verify/TextScan.h"
#include "verify/Topology.h"

using namespace suanpan;

namespace {

const std::string kEvidence = std::string(SUANPAN_TEST_DATA) + "/evidence/";

std::string fixture(const std::string &name)
{
    const Result<std::string> t = readFileText(kEvidence + name);
    if (!t)
        qFatal("fixture %s missing", name.c_str());
    return t.value();
}

// The refusal's code; ErrorCode::Count when the input was accepted.
template <class T> ErrorCode codeOf(const Result<T> &r)
{
    return r ? ErrorCode::Count : r.error().code;
}

bool validUtf8(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size())).toUtf8() ==
           QByteArray(s.data(), qsizetype(s.size()));
}

} // namespace

class TestEvidenceHostile final : public QObject
{
    Q_OBJECT

private slots:
    void hostile_data()
    {
        QTest::addColumn<QByteArray>("input");
        std::mt19937 rng(20240312);
        QByteArray garbage(64 * 1024, '\0');
        for (char &c : garbage)
            c = static_cast<char>(rng() & 0xFF);
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("binary garbage") << garbage;
        QTest::newRow("5 MB of x") << QByteArray(5 * 1024 * 1024, 'x');
        QTest::newRow("deeply nested JSON")
            << QByteArray(100000, '[') + QByteArray("{") + QByteArray(100000, ']');
        QTest::newRow("deeply nested objects")
            << QByteArray("{\"a\":").repeated(20000) + "1" + QByteArray(20000, '}');
        QTest::newRow("invalid UTF-8") << QByteArray("\xc3\x28\xa0\xa1\xe2\x28\xa1\xf0\x90\x28"
                                                     "\xbc{\"end\":\"\xff\"}\n\xed\xa0\x80");
        QTest::newRow("lone ESC at the end") << QByteArray("\tGPU0\x1b[");
        QTest::newRow("unterminated string") << QByteArray("{\"end\": \"") + QByteArray(1000, 'a');
        QByteArray wide = "index, name";
        for (int i = 0; i < 10000; ++i)
            wide += ", col" + QByteArray::number(i);
        QTest::newRow("CSV with 10 000 columns") << wide + "\n" + wide;
        QByteArray wideTopo;
        for (int i = 0; i < 10000; ++i)
            wideTopo += "\tGPU" + QByteArray::number(i);
        QTest::newRow("topology header with 10 000 GPUs") << wideTopo + "\n";
        QTest::newRow("many short lines") << QByteArray("1,\n").repeated(200000);
        QTest::newRow("NUL bytes") << QByteArray(4096, '\0');
        QByteArray stairs = "GPU 00000000:18:00.0\n";
        for (int i = 1; i < 4000; ++i)
            stairs += QByteArray(i, ' ') + "Section " + QByteArray::number(i) + "\n";
        QTest::newRow("nvidia-smi -q indentation staircase") << stairs;
    }

    void hostile()
    {
        QFETCH(QByteArray, input);
        const std::string_view t(input.constData(), std::size_t(input.size()));
        const auto i = parseIperf3Json(t);
        const auto c = parseNvidiaSmiCsv(t);
        const auto q = parseNvidiaSmiQuery(t);
        const auto a = parseNvidiaSmi(t);
        const auto o = parseTopology(t);
        const auto s = parseScalingTable(t);
        const auto l = parseTrainingLog(t, {8, 1e15, 7e9});
        for (const Error *e :
             {i ? nullptr : &i.error(), c ? nullptr : &c.error(), q ? nullptr : &q.error(),
              a ? nullptr : &a.error(), o ? nullptr : &o.error(), s ? nullptr : &s.error(),
              l ? nullptr : &l.error()}) {
            if (!e)
                continue;
            QVERIFY(e->code < ErrorCode::Count);
            QVERIFY(e->detail.size() < 1000); // no echo of the input
            QVERIFY(validUtf8(e->detail));
        }
        QVERIFY(!i.ok() && !o.ok());
        if (c.ok()) // the wide CSV: one GPU with a name and nothing else
            for (const GpuFacts &g : c.value().gpus)
                QVERIFY(validUtf8(g.name));
    }

    void hostileCodes()
    {
        const std::string deep = std::string(20000, '{') + std::string(20000, '}');
        QCOMPARE(codeOf(parseIperf3Json("{\"a\":" + std::string(100, '[') + std::string(100, ']') +
                                        "}")),
                 ErrorCode::Iperf3TooDeep);
        const std::string huge(textscan::kMaxEvidenceBytes + 1, ' ');
        QCOMPARE(codeOf(parseIperf3Json(huge)), ErrorCode::Iperf3TooLarge);
        QCOMPARE(codeOf(parseNvidiaSmiCsv(huge)), ErrorCode::NvidiaSmiTooLarge);
        QCOMPARE(codeOf(parseNvidiaSmiQuery(huge)), ErrorCode::NvidiaSmiTooLarge);
        QCOMPARE(codeOf(parseTopology(huge)), ErrorCode::TopologyTooLarge);
        QCOMPARE(codeOf(parseScalingTable(huge)), ErrorCode::ScalingTooLarge);
        std::string wideTopo;
        for (int i = 0; i < 2000; ++i)
            wideTopo += "\tGPU" + std::to_string(i);
        QCOMPARE(codeOf(parseTopology(wideTopo)), ErrorCode::TopologyTooMany);
        QCOMPARE(codeOf(parseIperf3Json(deep)), ErrorCode::Iperf3Parse);
    }

    void invalidUtf8Fixture()
    {
        const Result<NvidiaSmiFacts> r = parseNvidiaSmiCsv(fixture("smi_invalid_utf8.csv"));
        QVERIFY(r.ok());
        const NvidiaSmiFacts &f = r.value();
        QCOMPARE(f.gpus.size(), std::size_t(2));
        for (const GpuFacts &g : f.gpus)
            QVERIFY(validUtf8(g.name));
        QCOMPARE(f.gpus[0].name, std::string("NVIDIA H800??"));
        QVERIFY(!f.gpus[1].memoryBytes); // "\xe2\x82 MiB" is no number
    }
};

QTEST_APPLESS_MAIN(TestEvidenceHostile)
#include "tst_evidence_hostile.moc"
