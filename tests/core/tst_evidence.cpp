// Evidence parsers read real tool output (iperf3 -J, nvidia-smi, topo -m,
// scaling and training tables) into facts, refuse broken or hostile input
// with a code, and the checks turn facts into findings against the plan.

#include <QtTest>

#include <QProcess>
#include <QStandardPaths>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include "catalog/Catalog.h"
#include "io/FileText.h"
#include "support/CodePrint.h"
#include "verify/CardMatch.h"
#include "verify/Iperf3.h"
#include "verify/NvidiaSmi.h"
#include "verify/ScalingTable.h"
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

QString text(const Error &e)
{
    return QString::fromStdString(std::string(errorCodeText(e.code)) + " | " + e.subject + " | " +
                                  detailText(e));
}

template <class T> const T &ok(const Result<T> &r)
{
    if (!r)
        qFatal("unexpected error: %s", qPrintable(text(r.error())));
    return r.value();
}

// The refusal's code; ErrorCode::Count when the input was accepted.
template <class T> ErrorCode codeOf(const Result<T> &r)
{
    return r ? ErrorCode::Count : r.error().code;
}

const std::vector<Card> &cards()
{
    return builtinCatalog().value().cards;
}

// A TCP port on 127.0.0.1 that nobody listens on right now.
int freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len) == 0)
        port = ntohs(addr.sin_port);
    ::close(fd);
    return port;
}

} // namespace

class TestEvidence final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(builtinCatalog().ok()); }

    // --- iperf3 -----------------------------------------------------------

    void iperf3Tcp()
    {
        const Iperf3Facts f = ok(parseIperf3Json(fixture("iperf3_tcp.json")));
        QCOMPARE(f.protocol, std::string("tcp"));
        QCOMPARE(f.streams, 4);
        QCOMPARE(f.intervals, 10);
        QVERIFY(!f.reverse);
        QCOMPARE(f.remoteHost, std::string("10.20.1.12"));
        QCOMPARE(f.version, std::string("iperf 3.12"));
        QVERIFY(f.receivedBitsPerSecond && f.sentBitsPerSecond);
        QVERIFY(qAbs(*f.receivedBitsPerSecond / 1e9 - 23.401) < 0.001);
        QVERIFY(*f.sentBitsPerSecond >= *f.receivedBitsPerSecond);
        QCOMPARE(f.bitsPerSecond(), f.receivedBitsPerSecond);
        QCOMPARE(f.retransmits, std::optional<long long>(12));
        QVERIFY(qAbs(f.durationSeconds - 10.000412) < 1e-9);
        QVERIFY(qAbs(*f.hostCpuPercent - 38.51) < 1e-9);
        QVERIFY(!f.jitterMs && !f.lostPercent);
        QVERIFY(f.runError.empty());
    }

    void iperf3Udp()
    {
        const Iperf3Facts f = ok(parseIperf3Json(fixture("iperf3_udp.json")));
        QCOMPARE(f.protocol, std::string("udp"));
        QCOMPARE(f.streams, 1);
        QCOMPARE(f.packets, std::optional<long long>(698083));
        QCOMPARE(f.lostPackets, std::optional<long long>(4187));
        QVERIFY(qAbs(*f.lostPercent - 0.59979) < 1e-4);
        QVERIFY(qAbs(*f.jitterMs - 0.0183) < 1e-12);
        QVERIFY(qAbs(*f.bitsPerSecond() / 1e9 - 4.96698) < 1e-4);
        QVERIFY(!f.retransmits);
    }

    // iperf3 3.1-3.6 put UDP results in "sum" only.
    void iperf3UdpOldLayout()
    {
        const std::string doc = R"({"start": {"test_start": {"protocol": "UDP", "num_streams": 1}},
            "end": {"sum": {"seconds": 10.0, "bits_per_second": 1.0e9, "jitter_ms": 0.02,
                            "lost_packets": 12, "packets": 86000, "lost_percent": 0.0139}}})";
        const Iperf3Facts f = ok(parseIperf3Json(doc));
        QCOMPARE(f.protocol, std::string("udp"));
        QCOMPARE(*f.bitsPerSecond(), 1.0e9);
        QCOMPARE(*f.lostPercent, 0.0139);
        QCOMPARE(f.durationSeconds, 10.0);
    }

    void iperf3WarningLineFirst()
    {
        const std::string t = fixture("iperf3_tcp_warning.json");
        QVERIFY(t.rfind("warning:", 0) == 0);
        const Iperf3Facts f = ok(parseIperf3Json(t));
        QCOMPARE(f.streams, 8);
        QVERIFY(qAbs(*f.bitsPerSecond() / 1e9 - 7.8484) < 1e-3);
        QCOMPARE(f.retransmits, std::optional<long long>(1841));
        QCOMPARE(f.remoteHost, std::string("192.168.10.22"));
        // Text after the object (a shell prompt) is ignored too.
        QVERIFY(parseIperf3Json(t + "user@gpu-node-01:~$ \n").ok());
    }

    void iperf3Nan()
    {
        const std::string t = fixture("iperf3_nan.json");
        QVERIFY(t.find("-nan") != std::string::npos);
        const Iperf3Facts f = ok(parseIperf3Json(t));
        QCOMPARE(f.version, std::string("iperf 3.1.3"));
        QVERIFY(!f.remoteCpuPercent); // was -nan
        QVERIFY(f.hostCpuPercent);
        QVERIFY(qAbs(*f.bitsPerSecond() / 1e9 - 9.41) < 0.4);
        // nan inside a string is text, not a number.
        const Iperf3Facts g = ok(parseIperf3Json(
            R"({"start": {"version": "nan -nan inf"}, "end": {"sum_sent": {"bits_per_second": NaN,
                "seconds": 1}, "sum_received": {"bits_per_second": 1e9, "seconds": -Infinity}}})"));
        QCOMPARE(g.version, std::string("nan -nan inf"));
        QVERIFY(!g.sentBitsPerSecond);
        QCOMPARE(*g.receivedBitsPerSecond, 1e9);
        QCOMPARE(g.durationSeconds, 1.0);
    }

    void iperf3Errors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("detail");
        QTest::newRow("connection refused, with start")
            << "iperf3_error.json" << ErrorCode::Iperf3RunError
            << "unable to connect to server: Connection refused";
        QTest::newRow("error only") << "iperf3_error_only.json" << ErrorCode::Iperf3RunError
                                    << "error - unable to connect to server: No route to host";
        QTest::newRow("truncated") << "iperf3_truncated.json" << ErrorCode::Iperf3Truncated << "";
        QTest::newRow("not JSON") << "smi_h800x8.csv" << ErrorCode::Iperf3Parse << "";
    }

    void iperf3Errors()
    {
        QFETCH(QString, file);
        QFETCH(ErrorCode, code);
        QFETCH(QString, detail);
        const Result<Iperf3Facts> r = parseIperf3Json(fixture(file.toStdString()));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, code);
        if (!detail.isEmpty())
            QCOMPARE(QString::fromStdString(r.error().detail), detail);
    }

    void iperf3Malformed()
    {
        QCOMPARE(codeOf(parseIperf3Json("")), ErrorCode::Iperf3Parse);
        QCOMPARE(codeOf(parseIperf3Json("{\"end\": {\"sum\": {\"bits_per_second\": 1,}}}")),
                 ErrorCode::Iperf3Parse);
        QCOMPARE(codeOf(parseIperf3Json("{\"start\": {}}")), ErrorCode::Iperf3Missing);
        const auto wrongType =
            parseIperf3Json(R"({"end": {"sum_sent": {"bits_per_second": "fast"}}})");
        QCOMPARE(codeOf(wrongType), ErrorCode::Iperf3Type);
        QCOMPARE(wrongType.error().subject, std::string("/end/sum_sent/bits_per_second"));
        QCOMPARE(codeOf(parseIperf3Json(R"({"end": {"sum_sent": {"bits_per_second": -5}}})")),
                 ErrorCode::Iperf3Invalid);
        QCOMPARE(codeOf(parseIperf3Json(R"({"end": [1, 2]})")), ErrorCode::Iperf3Type);
        // An interrupted run that still reported: the facts carry iperf3's message.
        const Iperf3Facts f = ok(parseIperf3Json(R"({"end": {"sum_sent": {"bits_per_second": 2e9}},
            "error": "interrupt - the client has terminated"})"));
        QCOMPARE(f.runError, std::string("interrupt - the client has terminated"));
    }

    // A real run over loopback (run.sh installs iperf3).
    void iperf3RealRun()
    {
        const QString iperf3 = QStandardPaths::findExecutable(QStringLiteral("iperf3"));
        QVERIFY2(!iperf3.isEmpty(), "iperf3 is not installed: run.sh installs it (apt: iperf3)");
        const int port = freeLoopbackPort();
        QVERIFY(port > 0);
        const QString p = QString::number(port);
        QProcess server;
        server.start(iperf3, {"-s", "-1", "-p", p, "-B", "127.0.0.1"});
        QVERIFY(server.waitForStarted(5000));
        std::string output;
        Result<Iperf3Facts> facts = Error{ErrorCode::Count, "not run", ""};
        // The server needs a moment to listen; retry while it refuses.
        for (int attempt = 0; attempt < 25; ++attempt) {
            QProcess client;
            client.start(iperf3, {"-c", "127.0.0.1", "-p", p, "-t", "1", "-J"});
            QVERIFY(client.waitForStarted(5000));
            QVERIFY(client.waitForFinished(30000));
            output = client.readAllStandardOutput().toStdString();
            facts = parseIperf3Json(output);
            if (facts.ok() || facts.error().code != ErrorCode::Iperf3RunError)
                break;
            QTest::qWait(200);
        }
        if (!server.waitForFinished(10000)) {
            server.kill();
            server.waitForFinished(5000);
        }
        QVERIFY2(facts.ok(), facts ? "" : qPrintable(text(facts.error())));
        const Iperf3Facts &f = facts.value();
        QCOMPARE(f.protocol, std::string("tcp"));
        QCOMPARE(f.streams, 1);
        QCOMPARE(f.remoteHost, std::string("127.0.0.1"));
        QVERIFY(f.bitsPerSecond() && *f.bitsPerSecond() > 1e6);
        QVERIFY(f.durationSeconds > 0.5 && f.durationSeconds < 5.0);
        QVERIFY(f.intervals >= 1);
    }

    // --- nvidia-smi -----------------------------------------------------------

    void smiCsvH800()
    {
        const NvidiaSmiFacts f = ok(parseNvidiaSmiCsv(fixture("smi_h800x8.csv")));
        QCOMPARE(f.gpus.size(), std::size_t(8));
        QCOMPARE(f.driverVersion, std::string("535.154.05"));
        QVERIFY(!f.mixedDrivers);
        const GpuFacts &g = f.gpus[3];
        QCOMPARE(g.index, 3);
        QCOMPARE(g.name, std::string("NVIDIA H800"));
        QCOMPARE(*g.memoryBytes, 81559.0 * 1048576.0);
        QCOMPARE(g.persistenceMode, std::optional<bool>(true));
        QCOMPARE(*g.powerDrawWatts, 668.02);
        QCOMPARE(*g.powerLimitWatts, 700.0);
        QCOMPARE(*g.temperatureC, 71.0);
        QCOMPARE(g.pcieGen, std::optional<int>(5));
        QCOMPARE(g.pcieWidth, std::optional<int>(16));
        QCOMPARE(*g.utilization, 1.0);
        QCOMPARE(matchCardId(g.name, cards(), g.memoryBytes), std::string("h800-sxm"));
        // parseNvidiaSmi tells the CSV form from -q.
        QCOMPARE(ok(parseNvidiaSmi(fixture("smi_h800x8.csv"))).gpus.size(), std::size_t(8));
    }

    // [N/A] and [Not Supported] are absent, never zero.
    void smiCsv4090NotAvailable()
    {
        const NvidiaSmiFacts f = ok(parseNvidiaSmiCsv(fixture("smi_4090x4.csv")));
        QCOMPARE(f.gpus.size(), std::size_t(4));
        QVERIFY(!f.gpus[2].powerDrawWatts);
        QVERIFY(!f.gpus[2].utilization);
        QCOMPARE(f.gpus[2].pcieWidth, std::optional<int>(8));
        QVERIFY(!f.gpus[3].pcieGen && !f.gpus[3].pcieWidth);
        QCOMPARE(*f.gpus[3].powerLimitWatts, 300.0);
        QCOMPARE(f.gpus[0].persistenceMode, std::optional<bool>(false));
        QCOMPARE(matchCardId(f.gpus[0].name, cards(), f.gpus[0].memoryBytes),
                 std::string("rtx-4090"));
        const std::string notSupported = "name, power.draw [W], utilization.gpu [%]\n"
                                         "NVIDIA L4, [Not Supported], N/A\n";
        const NvidiaSmiFacts l4 = ok(parseNvidiaSmiCsv(notSupported));
        QVERIFY(!l4.gpus[0].powerDrawWatts && !l4.gpus[0].utilization);
    }

    // Columns map by header name in any order; nounits values take the
    // header's unit.
    void smiCsvReorderedNoUnits()
    {
        const NvidiaSmiFacts f = ok(parseNvidiaSmiCsv(fixture("smi_a800_reordered_nounits.csv")));
        QCOMPARE(f.gpus.size(), std::size_t(2));
        QCOMPARE(f.gpus[1].index, 1);
        QCOMPARE(*f.gpus[1].memoryBytes, 81920.0 * 1048576.0);
        QCOMPARE(*f.gpus[1].powerDrawWatts, 62.2);
        QCOMPARE(*f.gpus[0].utilization, 0.0);
        QCOMPARE(f.driverVersion, std::string("470.182.03"));
        QCOMPARE(matchCardId(f.gpus[0].name, cards(), f.gpus[0].memoryBytes),
                 std::string("a800-80g-sxm"));
    }

    void smiCsvNoHeaderWithFields()
    {
        const std::string t = "0, NVIDIA H800, 81559, 699.10\n1, NVIDIA H800, 81559, 701.30\n";
        const NvidiaSmiFacts f =
            ok(parseNvidiaSmiCsv(t, {"index", "name", "memory.total", "power.draw"}));
        QCOMPARE(f.gpus.size(), std::size_t(2));
        QCOMPARE(*f.gpus[1].powerDrawWatts, 701.3);
        QCOMPARE(*f.gpus[0].memoryBytes, 81559.0 * 1048576.0);
        QCOMPARE(codeOf(parseNvidiaSmiCsv(t, {"colour", "flavour"})), ErrorCode::NvidiaSmiNoHeader);
    }

    void smiCsvErrors()
    {
        QCOMPARE(codeOf(parseNvidiaSmiCsv("")), ErrorCode::NvidiaSmiNoHeader);
        QCOMPARE(codeOf(parseNvidiaSmiCsv("index, name\n")), ErrorCode::NvidiaSmiNoGpus);
        const auto truncated = parseNvidiaSmiCsv("index, name, memory.total [MiB]\n"
                                                 "0, NVIDIA H800, 81559 MiB\n1, NVIDIA H8");
        QCOMPARE(codeOf(truncated), ErrorCode::NvidiaSmiColumns);
        QCOMPARE(truncated.error().subject, std::string("line 3"));
        const auto failed = parseNvidiaSmi(
            "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
            "Make sure that the latest NVIDIA driver is installed and running.\n");
        QCOMPARE(codeOf(failed), ErrorCode::NvidiaSmiRunError);
        QVERIFY(failed.error().detail.rfind("NVIDIA-SMI has failed", 0) == 0);
        // Several nodes pasted together: repeated headers and a prompt.
        const std::string h = fixture("smi_h800x8.csv");
        const NvidiaSmiFacts twice = ok(parseNvidiaSmiCsv(h + "\nroot@gpu-node-02:~# \n" + h));
        QCOMPARE(twice.gpus.size(), std::size_t(16));
    }

    void smiQueryH100()
    {
        const NvidiaSmiFacts f = ok(parseNvidiaSmiQuery(fixture("smi_q_h100.txt")));
        QCOMPARE(f.gpus.size(), std::size_t(1));
        QCOMPARE(f.driverVersion, std::string("535.129.03"));
        QCOMPARE(f.cudaVersion, std::string("12.2"));
        const GpuFacts &g = f.gpus[0];
        QCOMPARE(g.name, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(*g.memoryBytes, 81559.0 * 1048576.0); // not BAR1's 131072
        QCOMPARE(g.persistenceMode, std::optional<bool>(true));
        QCOMPARE(*g.powerDrawWatts, 71.89); // not the module's N/A
        QCOMPARE(*g.powerLimitWatts, 700.0);
        QCOMPARE(*g.temperatureC, 32.0);
        QCOMPARE(g.pcieGen, std::optional<int>(5));
        QCOMPARE(g.pcieWidth, std::optional<int>(16));
        QCOMPARE(*g.utilization, 0.0);
        QCOMPARE(g.driverVersion, std::string("535.129.03"));
        QCOMPARE(matchCardId(g.name, cards(), g.memoryBytes), std::string("h100-sxm"));
        QCOMPARE(ok(parseNvidiaSmi(fixture("smi_q_h100.txt"))).gpus.size(), std::size_t(1));
    }

    // Driver 470 spells the limit "Power Limit" / "Enforced Power Limit".
    void smiQueryOldSpelling()
    {
        const NvidiaSmiFacts f = ok(parseNvidiaSmi(fixture("smi_q_a100_r470.txt")));
        QCOMPARE(f.gpus.size(), std::size_t(2));
        QCOMPARE(f.gpus[0].index, 0);
        QCOMPARE(f.gpus[1].index, 1);
        QCOMPARE(*f.gpus[0].powerLimitWatts, 400.0);
        QCOMPARE(*f.gpus[1].powerLimitWatts, 250.0);
        QCOMPARE(*f.gpus[0].powerDrawWatts, 61.57);
        QVERIFY(!f.gpus[1].powerDrawWatts);
        QCOMPARE(f.gpus[1].pcieGen, std::optional<int>(1));
        QCOMPARE(f.gpus[0].persistenceMode, std::optional<bool>(false));
        QCOMPARE(f.cudaVersion, std::string("11.4"));
        QCOMPARE(matchCardId(f.gpus[0].name, cards(), f.gpus[0].memoryBytes),
                 std::string("a100-80g-sxm"));
        // 550+: average/instantaneous draw; an N/A average leaves the fallback.
        const std::string newer = "GPU 00000000:18:00.0\n    Product Name : NVIDIA H20\n"
                                  "    GPU Power Readings\n"
                                  "        Average Power Draw : N/A\n"
                                  "        Instantaneous Power Draw : 350.25 W\n"
                                  "        Current Power Limit : 400.00 W\n";
        const NvidiaSmiFacts n = ok(parseNvidiaSmiQuery(newer));
        QCOMPARE(*n.gpus[0].powerDrawWatts, 350.25);
        QCOMPARE(*n.gpus[0].powerLimitWatts, 400.0);
        QCOMPARE(codeOf(parseNvidiaSmiQuery("Driver Version : 535\n")), ErrorCode::NvidiaSmiNoGpus);
    }

    void cardMatch_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("memoryMiB");
        QTest::addColumn<QString>("id");
        QTest::newRow("H800 on HGX") << "NVIDIA H800" << 81559.0 << "h800-sxm";
        QTest::newRow("H100 SXM5") << "NVIDIA H100 80GB HBM3" << 0.0 << "h100-sxm";
        QTest::newRow("H100 PCIe") << "NVIDIA H100 PCIe" << 81559.0 << "h100-pcie";
        QTest::newRow("RTX 4090") << "NVIDIA GeForce RTX 4090" << 24564.0 << "rtx-4090";
        QTest::newRow("A800 SXM4") << "NVIDIA A800-SXM4-80GB" << 81920.0 << "a800-80g-sxm";
        QTest::newRow("A800 PCIe") << "NVIDIA A800 80GB PCIe" << 0.0 << "a800-80g-pcie";
        QTest::newRow("A100 SXM4") << "NVIDIA A100-SXM4-80GB" << 81251.0 << "a100-80g-sxm";
        QTest::newRow("T4") << "Tesla T4" << 15360.0 << "t4";
        QTest::newRow("L40S") << "NVIDIA L40S" << 46068.0 << "l40s";
        QTest::newRow("RTX A6000") << "NVIDIA RTX A6000" << 49140.0 << "rtx-a6000";
        QTest::newRow("H20") << "NVIDIA H20" << 97871.0 << "h20";
        QTest::newRow("H200") << "NVIDIA H200" << 143771.0 << "h200-sxm";
        // Parts the catalog does not have must not match a neighbour.
        QTest::newRow("H800 PCIe is not the SXM part") << "NVIDIA H800 PCIe" << 0.0 << "";
        QTest::newRow("4090 D is a cut-down part") << "NVIDIA GeForce RTX 4090 D" << 24564.0 << "";
        QTest::newRow("A100 40GB") << "NVIDIA A100-SXM4-40GB" << 40960.0 << "";
        QTest::newRow("H100 NVL") << "NVIDIA H100 NVL" << 95830.0 << "";
        QTest::newRow("memory says otherwise") << "NVIDIA A100-SXM4" << 40960.0 << "";
        QTest::newRow("no model") << "NVIDIA" << 0.0 << "";
        QTest::newRow("empty") << "" << 0.0 << "";
    }

    void cardMatch()
    {
        QFETCH(QString, name);
        QFETCH(double, memoryMiB);
        QFETCH(QString, id);
        const std::optional<double> memory =
            memoryMiB > 0 ? std::optional<double>(memoryMiB * 1048576.0) : std::nullopt;
        QCOMPARE(QString::fromStdString(matchCardId(name.toStdString(), cards(), memory)), id);
    }

    // --- topology ------------------------------------------------------------

    void topoHgxNv18()
    {
        const TopologyFacts t = ok(parseTopology(fixture("topo_hgx8_nv18.txt")));
        QCOMPARE(t.gpuCount, 8);
        QCOMPARE(t.nicCount, 4);
        QCOMPARE(t.cell(0, 0).kind, TopoLink::Self);
        QCOMPARE(t.cell(2, 7), (TopoCell{TopoLink::NVLink, 18}));
        QVERIFY(t.allPairsNvlink());
        QVERIFY(t.pairsWithoutNvlink().empty());
        QCOMPARE(t.minNvlinks(), 18);
    }

    void topoPcieAnsi()
    {
        const std::string raw = fixture("topo_pcie4_ansi.txt");
        QVERIFY(raw.find('\x1b') != std::string::npos);
        const TopologyFacts t = ok(parseTopology(raw));
        QCOMPARE(t.gpuCount, 4);
        QCOMPARE(t.nicCount, 0);
        QCOMPARE(t.cell(0, 1).kind, TopoLink::PIX);
        QCOMPARE(t.cell(2, 3).kind, TopoLink::PXB);
        QCOMPARE(t.cell(1, 3).kind, TopoLink::Sys);
        QVERIFY(!t.allPairsNvlink());
        QCOMPARE(t.pairsWithoutNvlink().size(), std::size_t(6));
        QCOMPARE(t.minNvlinks(), 0);
        // The same with the ESC bytes lost in a copy ("[4mGPU0").
        std::string bare = raw;
        bare.erase(std::remove(bare.begin(), bare.end(), '\x1b'), bare.end());
        QCOMPARE(ok(parseTopology(bare)).matrix, t.matrix);
        // And with spaces instead of tabs (pasted from a chat window).
        std::string spaced = raw;
        std::replace(spaced.begin(), spaced.end(), '\t', ' ');
        QCOMPARE(ok(parseTopology(spaced)).matrix, t.matrix);
    }

    // Older drivers: mlx5 NIC columns and the pre-NODE "SOC" link; a pair
    // with a bridge (two NVLinks) among PCIe pairs.
    void topoOldDriver()
    {
        const std::string t = "\tGPU0\tGPU1\tGPU2\tmlx5_0\tCPU Affinity\n"
                              "GPU0\t X \tNV2\tSOC\tPHB\t0-11\n"
                              "GPU1\tNV2\t X \tSOC\tPHB\t0-11\n"
                              "GPU2\tSOC\tSOC\t X \tSOC\t12-23\n"
                              "mlx5_0\tPHB\tPHB\tSOC\t X \t\n";
        const TopologyFacts f = ok(parseTopology(t));
        QCOMPARE(f.gpuCount, 3);
        QCOMPARE(f.nicCount, 1);
        QCOMPARE(f.cell(0, 2).kind, TopoLink::Soc);
        QVERIFY(f.pairHasNvlink(0, 1));
        const auto missing = f.pairsWithoutNvlink();
        QCOMPARE(missing, (std::vector<std::pair<int, int>>{{0, 2}, {1, 2}}));
        // One GPU: nothing to link.
        const TopologyFacts one =
            ok(parseTopology("\tGPU0\tCPU Affinity\tNUMA Affinity\nGPU0\t X \t0-31\t0\n"));
        QCOMPARE(one.gpuCount, 1);
        QVERIFY(one.allPairsNvlink());
    }

    void topoErrors()
    {
        QCOMPARE(codeOf(parseTopology("")), ErrorCode::TopologyNoHeader);
        QCOMPARE(codeOf(parseTopology(fixture("smi_q_h100.txt"))), ErrorCode::TopologyNoHeader);
        const auto missing = parseTopology("\tGPU0\tGPU1\nGPU0\t X \tNV4\n");
        QCOMPARE(codeOf(missing), ErrorCode::TopologyMissingRow);
        QCOMPARE(missing.error().subject, std::string("GPU1"));
        const auto shortRow = parseTopology("\tGPU0\tGPU1\nGPU0\t X \nGPU1\tNV4\t X \n");
        QCOMPARE(codeOf(shortRow), ErrorCode::TopologyColumns);
        QCOMPARE(shortRow.error().subject, std::string("GPU0"));
        QCOMPARE(codeOf(parseTopology("\tGPU0\tGPU1\nGPU0\t X \tNV4\nGPU0\t X \tNV4\n")),
                 ErrorCode::TopologyDuplicateRow);
    }

    // --- scaling and training tables -------------------------------------------

    // seed 003: 16 -> 64 cards at 2.5x speed-up is 62.5 % efficiency.
    void scalingSeed003()
    {
        QCOMPARE(scalingEfficiency(16, 100.0, 64, 250.0), 0.625);
        const ScalingFacts f = ok(parseScalingTable("cards,throughput\n16,100\n64,250\n"));
        QCOMPARE(f.points.size(), std::size_t(2));
        QCOMPARE(f.points[1].speedup, 2.5);
        QCOMPARE(f.overallEfficiency, 0.625);
    }

    void scalingFixture()
    {
        const ScalingFacts f = ok(parseScalingTable(fixture("scaling_h800.csv")));
        QCOMPARE(f.points.size(), std::size_t(4));
        QCOMPARE(f.points[0].cards, 1);
        QCOMPARE(f.points[3].cards, 8);
        QCOMPARE(f.points[0].efficiency, 1.0);
        QVERIFY(qAbs(f.points[1].efficiency - 6240.0 / 3180.0 / 2.0) < 1e-12);
        QVERIFY(qAbs(f.overallEfficiency - 22850.0 / 3180.0 / 8.0) < 1e-12);
        QVERIFY(qAbs(f.points[3].stepEfficiency - 22850.0 / 12110.0 / 2.0) < 1e-12);
        QCOMPARE(f.worstStepCards, 8);
    }

    void scalingFormats()
    {
        // Whitespace, no header, unsorted, comments, a repeated card count averaged.
        const ScalingFacts f = ok(parseScalingTable("# run 2\n4 380\n1\t100\n2 190 # ok\n4 420\n"));
        QCOMPARE(f.points.size(), std::size_t(3));
        QCOMPARE(f.points[2].throughput, 400.0);
        QCOMPARE(f.points[2].runs, 2);
        QCOMPARE(f.overallEfficiency, 1.0);
        // A header in the other order maps by name.
        const ScalingFacts g = ok(parseScalingTable("tokens_per_s;gpus\n1000;1\n1800;2\n"));
        QCOMPARE(g.overallEfficiency, 0.9);
        QCOMPARE(codeOf(parseScalingTable("cards,throughput\n8,100\n")), ErrorCode::ScalingTooFew);
        QCOMPARE(codeOf(parseScalingTable("1,100\n2.5,180\n")), ErrorCode::ScalingInvalid);
        QCOMPARE(codeOf(parseScalingTable("1,100\n2,-3\n")), ErrorCode::ScalingInvalid);
        const auto bad = parseScalingTable("cards,throughput\n1,100\n2,fast\n");
        QCOMPARE(codeOf(bad), ErrorCode::ScalingParse);
        QCOMPARE(bad.error().subject, std::string("line 3"));
        QCOMPARE(bad.error().detail, std::string("fast"));
        QCOMPARE(codeOf(parseScalingTable("1,100\n2\n")), ErrorCode::ScalingColumns);
    }

    void trainingLog()
    {
        const TrainingRunSpec spec{8, 989e12, 6.74e9};
        const TrainingLogFacts f = ok(parseTrainingLog(fixture("training_log.csv"), spec));
        QCOMPARE(f.steps, 22);
        QVERIFY(qAbs(f.medianStepSeconds - 3.013) < 1e-9);
        QCOMPARE(f.maxStepSeconds, 11.27);
        QCOMPARE(f.tokensPerStep, 262144.0);
        QVERIFY(f.meanStepSeconds > f.medianStepSeconds); // warm-up and checkpoint
        QVERIFY(f.stepSecondsCv > 0.3);
        QVERIFY(f.mfu);
        // 6 . 6.74e9 . 262144 / (3.013 . 8 . 989e12) (seed 004's 6ND)
        QVERIFY(qAbs(*f.mfu - 0.444698) < 1e-5);
        QCOMPARE(measuredMfu(6.74e9, 262144, 3.013, 8, 989e12), *f.mfu);
        // Without the spec there is no MFU, only timings.
        QVERIFY(!ok(parseTrainingLog(fixture("training_log.csv"), {})).mfu);
        // Milliseconds by header name.
        const TrainingLogFacts ms =
            ok(parseTrainingLog("step_time_ms,tokens_per_step\n1500,1000\n", {}));
        QCOMPARE(ms.medianStepSeconds, 1.5);
        QCOMPARE(codeOf(parseTrainingLog("step_time_s,tokens_per_step\n", {})),
                 ErrorCode::TrainingLogEmpty);
        QCOMPARE(codeOf(parseTrainingLog("0,100\n", {})), ErrorCode::TrainingLogInvalid);
        // Without a cards column the MFU is measured on the spec's cards.
        QCOMPARE(f.cards, 8);
        QVERIFY(!f.cardsFromLog);
    }

    // A trial run on 8 cards, checked against a 64-card option: the log's
    // cards column decides what the MFU divides by.
    void trainingLogCardsColumn()
    {
        const TrainingRunSpec cluster{64, 989e12, 6.74e9};
        const TrainingLogFacts f = ok(parseTrainingLog(fixture("training_log_cards.csv"), cluster));
        QCOMPARE(f.cards, 8);
        QVERIFY(f.cardsFromLog);
        QVERIFY(f.mfu);
        QCOMPARE(*f.mfu, measuredMfu(6.74e9, 262144, f.medianStepSeconds, 8, 989e12));
        QVERIFY(qAbs(*f.mfu - 0.444698) < 1e-5);
        // The same run without the column reads as 64 cards: 8 times lower.
        const TrainingLogFacts whole = ok(parseTrainingLog(fixture("training_log.csv"), cluster));
        QCOMPARE(whole.cards, 64);
        QVERIFY(qAbs(*whole.mfu * 8.0 - *f.mfu) < 1e-12);

        const auto bad = [](const char *text) {
            return parseTrainingLog(text, {64, 989e12, 6.74e9});
        };
        QCOMPARE(codeOf(bad("step_time_s,tokens,gpus\n3,1000,0\n")), ErrorCode::TrainingLogInvalid);
        QCOMPARE(bad("step_time_s,tokens,gpus\n3,1000,2.5\n").error().detail, std::string("cards"));
        QCOMPARE(codeOf(bad("step_time_s,tokens,gpus\n3,1000,1e9\n")),
                 ErrorCode::TrainingLogInvalid);
        QCOMPARE(codeOf(bad("step_time_s,tokens,gpus\n3,1000,eight\n")),
                 ErrorCode::TrainingLogParse);
        QCOMPARE(codeOf(bad("step_time_s,tokens,gpus\n3,1000\n")), ErrorCode::TrainingLogColumns);
        // Columns in any order, found by name.
        const TrainingLogFacts reordered = ok(bad("world_size tokens_per_step step_time_s\n"
                                                  "16 262144 3.0\n"));
        QCOMPARE(reordered.cards, 16);
        QCOMPARE(reordered.medianStepSeconds, 3.0);
    }
};

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
