// Measurements no hardware can produce, and evidence that cannot prove what
// its checklist item claims, never pass: each gets a check.impossible or
// check.unprovable finding in place of the check it would have fed (issue 15,
// defect 3: an MFU of 333 % or an iperf3 run against 127.0.0.1 passed).

#include <QtTest>

#include <cstdio>

#include "catalog/Catalog.h"
#include "support/CodePrint.h"
#include "verify/Address.h"
#include "verify/Checklist.h"
#include "verify/Checks.h"
#include "verify/Iperf3.h"
#include "verify/NvidiaSmi.h"
#include "verify/ScalingTable.h"

using namespace suanpan;

namespace {

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

// A minimal `iperf3 -J` client report.
std::string iperfJson(const char *local, const char *remote, int streams, double seconds,
                      const char *bitsPerSecond)
{
    char buf[1024];
    std::snprintf(buf, sizeof buf,
                  R"({"start": {"connected": [{"socket": 5, "local_host": "%s",
                      "local_port": 40000, "remote_host": "%s", "remote_port": 5201}],
                      "connecting_to": {"host": "%s", "port": 5201},
                      "test_start": {"protocol": "TCP", "num_streams": %d, "duration": %g}},
                     "end": {"sum_sent": {"seconds": %g, "bytes": 1, "bits_per_second": %s,
                                          "retransmits": 0},
                             "sum_received": {"seconds": %g, "bytes": 1,
                                              "bits_per_second": %s}}})",
                  local, remote, remote, streams, seconds, seconds, bitsPerSecond, seconds,
                  bitsPerSecond);
    return buf;
}

// The same with one start.connected entry per stream, each "local>remote"
// (iperf3 -P lists every stream's connection).
std::string iperfJsonStreams(const QStringList &connections, const char *bitsPerSecond)
{
    std::string connected;
    for (const QString &c : connections) {
        const QStringList ends = c.split('>');
        // (Escaped, not raw: after a raw string ending in a quote moc found no class.)
        connected += std::string(connected.empty() ? "" : ",") +
                     "{\"socket\": 5, \"local_host\": \"" + ends[0].toStdString() +
                     "\", \"local_port\": 40000, \"remote_host\": \"" + ends[1].toStdString() +
                     "\", \"remote_port\": 5201}";
    }
    std::string json = iperfJson("x", "y", int(connections.size()), 10, bitsPerSecond);
    const auto from = json.find('[');
    json.replace(from, json.find(']') - from + 1, "[" + connected + "]");
    // connecting_to names the server the user asked for: the first stream's.
    const std::string host = connections.front().split('>')[1].toStdString();
    json.replace(json.find("\"host\": \"y\""), 11, "\"host\": \"" + host + "\"");
    return json;
}

bool hasFailing(const std::vector<Finding> &findings, FindingCode code, const std::string &param)
{
    for (const Finding &f : findings)
        if (f.code == code && !f.passed && !f.params.empty() && f.params.front() == param)
            return true;
    return false;
}

bool hasCode(const std::vector<Finding> &findings, FindingCode code)
{
    for (const Finding &f : findings)
        if (f.code == code)
            return true;
    return false;
}

PlanExpectations ethernetPlan(double gbps, int links = 1)
{
    PlanExpectations plan;
    plan.promisedGbitPerS = gbps;
    plan.lineRateGbitPerS = gbps;
    plan.linksPerMachine = links;
    return plan;
}

} // namespace

class TestEvidenceBounds final : public QObject
{
    Q_OBJECT

private slots:
    void network_data()
    {
        QTest::addColumn<QString>("local");
        QTest::addColumn<QString>("remote");
        QTest::addColumn<int>("streams");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("bps");
        QTest::addColumn<int>("links");
        QTest::addColumn<QString>("code"); // "" = the bandwidth check passes
        QTest::addColumn<QString>("param");

        QTest::newRow("honest 23.4 Gb/s") << "10.0.0.1"
                                          << "10.0.0.2" << 4 << 10.0 << "2.34e10" << 1 << ""
                                          << "";
        QTest::newRow("3.7e19 bit/s")
            << "10.0.0.1"
            << "10.0.0.2" << 4 << 10.0 << "3.7e19" << 1 << "check.impossible"
            << "bandwidth";
        QTest::newRow("above the 25 Gb/s line rate")
            << "10.0.0.1"
            << "10.0.0.2" << 4 << 10.0 << "4.0e10" << 1 << "check.impossible"
            << "bandwidth";
        QTest::newRow("negative rate")
            << "10.0.0.1"
            << "10.0.0.2" << 4 << 10.0 << "-1e9" << 1 << "check.impossible"
            << "bandwidth";
        QTest::newRow("loopback 127.0.0.1, one stream, 2 s")
            << "127.0.0.1"
            << "127.0.0.1" << 1 << 2.0 << "2.4e10" << 1 << "check.unprovable"
            << "loopback";
        QTest::newRow("loopback ::1") << "::1"
                                      << "::1" << 4 << 10.0 << "2.4e10" << 1 << "check.unprovable"
                                      << "loopback";
        QTest::newRow("v4-mapped loopback")
            << "::ffff:127.0.0.1"
            << "::ffff:127.0.0.5" << 4 << 10.0 << "2.4e10" << 1 << "check.unprovable"
            << "loopback";
        // Issue 33: a link-local address with the loopback interface as zone.
        QTest::newRow("link-local on lo")
            << "fe80::2%lo"
            << "fe80::1%lo" << 4 << 10.0 << "2.4e10" << 1 << "check.unprovable"
            << "loopback";
        QTest::newRow("link-local on interface 1")
            << "fe80::2%1"
            << "fe80::1%1" << 4 << 10.0 << "2.4e10" << 1 << "check.unprovable"
            << "loopback";
        QTest::newRow("link-local on eth0") << "fe80::2%eth0"
                                            << "fe80::1%eth0" << 4 << 10.0 << "2.4e10" << 1 << ""
                                            << "";
        QTest::newRow("same address at both ends")
            << "10.0.0.7"
            << "10.0.0.7" << 4 << 10.0 << "2.4e10" << 1 << "check.unprovable"
            << "same_host";
        QTest::newRow("2 s run") << "10.0.0.1"
                                 << "10.0.0.2" << 4 << 2.0 << "2.4e10" << 1 << "check.unprovable"
                                 << "short_run";
        QTest::newRow("one stream, eight rails")
            << "10.0.0.1"
            << "10.0.0.2" << 1 << 10.0 << "2.4e10" << 8 << "check.unprovable"
            << "too_few_streams";
        QTest::newRow("eight streams, eight rails")
            << "10.0.0.1"
            << "10.0.0.2" << 8 << 10.0 << "1.6e11" << 8 << ""
            << "";
    }

    void network()
    {
        QFETCH(QString, local);
        QFETCH(QString, remote);
        QFETCH(int, streams);
        QFETCH(double, seconds);
        QFETCH(QString, bps);
        QFETCH(int, links);
        QFETCH(QString, code);
        QFETCH(QString, param);
        const auto parsed = parseIperf3Json(
            iperfJson(qPrintable(local), qPrintable(remote), streams, seconds, qPrintable(bps)));
        if (!parsed) {
            // A negative rate is already refused by the parser: never a pass either.
            QCOMPARE(param, QStringLiteral("bandwidth"));
            QCOMPARE(parsed.error().code, ErrorCode::Iperf3Invalid);
            return;
        }
        const std::vector<Finding> findings = checkNetwork(parsed.value(), ethernetPlan(25, links));
        if (code.isEmpty()) {
            QCOMPARE(findings.size(), std::size_t(1));
            QCOMPARE(findings[0].code, FindingCode::NetworkBandwidth);
            QCOMPARE(suggestedStatus(findings, "accept.iperf3_nodes"), CheckStatus::Pass);
            return;
        }
        const std::optional<FindingCode> expected = findingCodeFromText(code.toStdString());
        QVERIFY2(expected, qPrintable(code));
        QVERIFY2(hasFailing(findings, *expected, param.toStdString()),
                 qPrintable(code + " " + param));
        QVERIFY(!hasCode(findings, FindingCode::NetworkBandwidth));
        QCOMPARE(suggestedStatus(findings, "accept.iperf3_nodes"), CheckStatus::Fail);
        // Without any plan the evidence is still refused.
        const std::vector<Finding> alone = checkNetwork(parsed.value(), {});
        // (Rails and the facility's line rate come from the plan.)
        const bool needsPlan = param == QStringLiteral("too_few_streams") ||
                               QByteArray(QTest::currentDataTag()).contains("line rate");
        if (!needsPlan)
            QVERIFY(!alone.empty() && !alone.front().passed);
    }

    // A 3.7e19 bit/s run is impossible on any machine, with or without a facility.
    void bandwidthBoundWithoutFacility()
    {
        const auto f = ok(parseIperf3Json(iperfJson("10.0.0.1", "10.0.0.2", 4, 10, "3.7e19")));
        const auto findings = checkNetwork(f, {});
        QCOMPARE(findings.size(), std::size_t(1));
        QCOMPARE(findings[0].expected, kMaxNicGbitPerMachine);
        // Under the ceiling and without a promise: nothing to say.
        const auto fast = ok(parseIperf3Json(iperfJson("10.0.0.1", "10.0.0.2", 8, 10, "3.0e12")));
        QVERIFY(checkNetwork(fast, {}).empty());
    }

    // One stream runs over one link: the bound is the links the streams
    // can use x the line rate (issue 33: 3 199 Gb/s over 4 TCP streams
    // passed on 400 Gb/s per card, 8 cards a machine).
    void bandwidthPerStream_data()
    {
        QTest::addColumn<int>("streams");
        QTest::addColumn<QString>("bps");
        QTest::addColumn<double>("bound"); // 0 = possible
        QTest::newRow("4 streams, 3199 Gb/s") << 4 << "3.199e12" << 1600.0;
        QTest::newRow("4 streams, 1590 Gb/s") << 4 << "1.59e12" << 0.0;
        QTest::newRow("8 streams, 3199 Gb/s") << 8 << "3.199e12" << 0.0;
        QTest::newRow("16 streams, 3300 Gb/s") << 16 << "3.3e12" << 3200.0;
        QTest::newRow("1 stream, 401 Gb/s") << 1 << "4.01e11" << 400.0;
    }

    void bandwidthPerStream()
    {
        QFETCH(int, streams);
        QFETCH(QString, bps);
        QFETCH(double, bound);
        const auto f =
            ok(parseIperf3Json(iperfJson("10.0.0.1", "10.0.0.2", streams, 10, qPrintable(bps))));
        const std::vector<Finding> findings = checkNetwork(f, ethernetPlan(400, 8));
        if (bound > 0.0) {
            QVERIFY(hasFailing(findings, FindingCode::Impossible, "bandwidth"));
            QCOMPARE(findings.front().expected, bound);
        } else {
            QVERIFY(!hasCode(findings, FindingCode::Impossible));
            QVERIFY(hasCode(findings, FindingCode::NetworkBandwidth));
        }
    }

    // No one stream outruns its link, whatever the total (issue 33: one
    // stream at 1 497 Gb/s beside three at 1 Gb/s passed on 400 Gb/s links
    // and fed plan vs measured as a 1 500 Gb/s network).
    void fastestStreamBoundByItsLink()
    {
        const auto withStreams = [](const char *fastest) {
            std::string json = iperfJson("10.0.0.1", "10.0.0.2", 4, 10, "1.5e12");
            const std::string streams =
                std::string(R"("streams": [{"receiver": {"bits_per_second": )") + fastest +
                R"(}}, {"receiver": {"bits_per_second": 1e9}}, )"
                R"({"receiver": {"bits_per_second": 1e9}}, {"receiver": {"bits_per_second": 1e9}}],)";
            json.insert(json.find(R"("sum_sent")"), streams);
            return json;
        };
        const auto one = ok(parseIperf3Json(withStreams("1.497e12")));
        QCOMPARE(one.fastestStreamBitsPerSecond.value_or(0.0), 1.497e12);
        const std::vector<Finding> findings = checkNetwork(one, ethernetPlan(400, 8));
        QVERIFY(hasFailing(findings, FindingCode::Impossible, "bandwidth"));
        QCOMPARE(findings.front().expected, 400.0);
        QVERIFY(!hasCode(findings, FindingCode::NetworkBandwidth));
        // Each stream under its link's 400 Gb/s: possible.
        const auto even = ok(parseIperf3Json(withStreams("3.9e11")));
        QVERIFY(!hasCode(checkNetwork(even, ethernetPlan(400, 8)), FindingCode::Impossible));
    }

    // Loopback by parsing the address, not by its spelling (issue 33: all
    // of these got through as another machine).
    void loopbackAddresses_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<bool>("loopback");
        const char *loopbacks[] = {"127.0.0.1",
                                   "127.1",
                                   "127.0.1",
                                   "2130706433",
                                   "0x7f000001",
                                   "0X7F000001",
                                   "0177.0.0.1",
                                   "0x7f.1",
                                   "127.255.255.254",
                                   "0.0.0.0",
                                   "0",
                                   "::1",
                                   "0::1",
                                   "0:0:0:0:0:0:0:1",
                                   "[::1]",
                                   "[::1]:5201",
                                   "::1%lo",
                                   "[::1%25lo]",
                                   "fe80::1%lo",
                                   "fe80::1%lo0",
                                   "fe80::1%1",
                                   "FE80::1%lo",
                                   "[fe80::1%25lo]",
                                   "[fe80::1%lo]:5201",
                                   "ff02::1%lo",
                                   "::",
                                   "::ffff:127.0.0.1",
                                   "::ffff:7f00:1",
                                   "::FFFF:7F00:0001",
                                   "::127.0.0.1",
                                   "::ffff:0:127.0.0.1",
                                   "64:ff9b::7f00:1",
                                   "127.0.0.1:5201",
                                   "localhost",
                                   "localhost.",
                                   "LOCALHOST",
                                   "ip6-localhost",
                                   "ip6-loopback",
                                   "localhost6",
                                   "localhost6.localdomain6",
                                   "localhost.localdomain",
                                   "box.localhost",
                                   "my-laptop",
                                   "my-laptop.",
                                   "alias"};
        for (const char *a : loopbacks)
            QTest::newRow(a) << a << true;
        const char *remote[] = {"10.0.0.2",
                                "128.0.0.1",
                                "1.127.0.0",
                                "::2:1",
                                "fe80::1%eth0",
                                "fe80::1",
                                "fe80::1%2",
                                "fe80::1%10",
                                "fe80::1%lo1",
                                "2001:db8::1%lo",
                                "2001:db8::1",
                                "::ffff:10.0.0.1",
                                "node-2",
                                "localhost.example.com",
                                "",
                                "4294967296",
                                "0x1g"};
        for (const char *a : remote)
            QTest::newRow(a[0] ? a : "empty") << a << false;
    }

    void loopbackAddresses()
    {
        QFETCH(QString, address);
        QFETCH(bool, loopback);
        // As an /etc/hosts gives names to loopback addresses (and one to another).
        const char *hosts = "127.0.0.1\tlocalhost\n"
                            "127.0.1.1 my-laptop  alias # this machine\n"
                            "::1 ip6-localhost\n"
                            "10.0.0.2 node-2\n";
        QCOMPARE(isLoopbackAddress(address.toStdString(), hosts), loopback);
    }

    // The same through the check: a run against 2130706433 proves no network.
    void loopbackRunIsUnprovable()
    {
        for (const char *remote : {"2130706433", "0x7f000001", "::ffff:7f00:1", "[::1]"}) {
            const auto f = ok(parseIperf3Json(iperfJson("10.0.0.1", remote, 4, 10, "2.4e10")));
            QVERIFY2(
                hasFailing(checkNetwork(f, ethernetPlan(25)), FindingCode::Unprovable, "loopback"),
                remote);
        }
        // Two spellings of one address at both ends.
        const auto same =
            ok(parseIperf3Json(iperfJson("10.0.0.7", "::ffff:10.0.0.7", 4, 10, "2.4e10")));
        QVERIFY(
            hasFailing(checkNetwork(same, ethernetPlan(25)), FindingCode::Unprovable, "same_host"));
    }

    // Every stream's two ends are checked, not the first stream's (issue
    // 33: one of four streams to ::1 passed as a network run).
    void everyStreamChecked_data()
    {
        QTest::addColumn<QStringList>("connections");
        QTest::addColumn<QString>("param"); // "" = the bandwidth check runs
        const QString real = QStringLiteral("10.0.0.1>10.0.0.2");
        QTest::newRow("four streams to one host") << QStringList{real, real, real, real} << "";
        QTest::newRow("fourth stream to ::1")
            << QStringList{real, real, real, QStringLiteral("::1>::1")} << "loopback";
        QTest::newRow("second stream to 127.0.0.1")
            << QStringList{real, QStringLiteral("10.0.0.1>127.0.0.1"), real, real} << "loopback";
        QTest::newRow("third stream from fe80::1%lo")
            << QStringList{real, real, QStringLiteral("fe80::1%lo>10.0.0.2"), real} << "loopback";
        QTest::newRow("fourth stream to ::ffff:7f00:1")
            << QStringList{real, real, real, QStringLiteral("10.0.0.1>::ffff:7f00:1")}
            << "loopback";
        QTest::newRow("third stream to itself")
            << QStringList{real, real, QStringLiteral("10.0.0.1>::ffff:10.0.0.1"), real}
            << "same_host";
    }

    void everyStreamChecked()
    {
        QFETCH(QStringList, connections);
        QFETCH(QString, param);
        const auto f = ok(parseIperf3Json(iperfJsonStreams(connections, "2.34e10")));
        QCOMPARE(f.connections.size(), std::size_t(connections.size()));
        QCOMPARE(f.remoteHost, std::string("10.0.0.2"));
        const std::vector<Finding> findings = checkNetwork(f, ethernetPlan(25));
        if (param.isEmpty()) {
            QCOMPARE(findings.size(), std::size_t(1));
            QCOMPARE(findings[0].code, FindingCode::NetworkBandwidth);
            return;
        }
        QVERIFY2(hasFailing(findings, FindingCode::Unprovable, param.toStdString()),
                 qPrintable(param));
        QVERIFY(!hasCode(findings, FindingCode::NetworkBandwidth));
        QCOMPARE(suggestedStatus(findings, "accept.iperf3_nodes"), CheckStatus::Fail);
    }

    // The two repros as iperf3 writes them, committed to the fuzz corpus.
    void loopbackCorpusFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("fe80::1%lo") << "loopback-zone-fe80-lo.json";
        QTest::newRow("one of four streams to ::1") << "loopback-one-of-four-streams.json";
    }

    void loopbackCorpusFiles()
    {
        QFETCH(QString, file);
        QFile in(QStringLiteral(SUANPAN_TEST_DATA "/../fuzz/corpus/iperf3/") + file);
        QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(in.fileName()));
        const auto f = ok(parseIperf3Json(in.readAll().toStdString()));
        const std::vector<Finding> findings = checkNetwork(f, ethernetPlan(100, 8));
        QVERIFY(hasFailing(findings, FindingCode::Unprovable, "loopback"));
        QVERIFY(!hasCode(findings, FindingCode::NetworkBandwidth));
    }

    // A stream entry of the wrong type is an error, wherever it stands.
    void everyStreamTyped()
    {
        std::string json = iperfJsonStreams({"10.0.0.1>10.0.0.2", "10.0.0.1>10.0.0.2"}, "1e9");
        const std::string second = "\"remote_host\": \"10.0.0.2\"";
        json.replace(json.rfind(second, json.find(']')), second.size(), "\"remote_host\": 5");
        const auto parsed = parseIperf3Json(json);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, ErrorCode::Iperf3Type);
        QCOMPARE(parsed.error().subject, std::string("/start/connected/1/remote_host"));
    }

    // A hand-given promise above the catalog's line rate raises the bound.
    void promiseRaisesBound()
    {
        PlanExpectations plan = ethernetPlan(25);
        plan.promisedGbitPerS = 100;
        const auto f = ok(parseIperf3Json(iperfJson("10.0.0.1", "10.0.0.2", 4, 10, "9.5e10")));
        const auto findings = checkNetwork(f, plan);
        QCOMPARE(findings.size(), std::size_t(1));
        QCOMPARE(findings[0].code, FindingCode::NetworkBandwidth);
        QVERIFY(findings[0].passed);
    }

    void mfu_data()
    {
        QTest::addColumn<double>("stepSeconds");
        QTest::addColumn<bool>("possible");
        // 6 x 1e9 params x 1e6 tokens / (s x 8 cards x 1e15) = 0.75 / s
        QTest::newRow("MFU 0.375") << 2.0 << true;
        QTest::newRow("MFU 0.75, the plausible bound") << 1.0 << true;
        // Issue 33: 0.8 to 1.0 passed; no published run comes near it.
        QTest::newRow("MFU 0.8") << 0.9375 << false;
        QTest::newRow("MFU 1.0 exactly") << 0.75 << false;
        QTest::newRow("MFU 3.33 (333 % of peak)") << 0.225 << false;
        QTest::newRow("MFU 1e300") << 7.5e-301 << false;
    }

    void mfu()
    {
        QFETCH(double, stepSeconds);
        QFETCH(bool, possible);
        TrainingRunSpec spec;
        spec.cards = 8;
        spec.peakFlopsPerCard = 1e15;
        spec.params = 1e9;
        const std::string step = QByteArray::number(stepSeconds, 'g', 17).toStdString();
        std::string log = "step_time_s,tokens_per_step\n";
        for (int i = 0; i < 5; ++i)
            log += step + ",1000000\n";
        const auto parsed = parseTrainingLog(log, spec);
        if (!parsed) {
            QVERIFY(!possible); // refused outright is fine for the absurd ones
            return;
        }
        PlanExpectations plan;
        plan.mfu = Range{0.3, 0.35, 0.4};
        const std::vector<Finding> findings = checkTraining(parsed.value(), plan);
        QCOMPARE(findings.size(), std::size_t(1));
        if (possible) {
            QCOMPARE(findings[0].code, FindingCode::Mfu);
            QVERIFY(findings[0].passed);
        } else {
            QCOMPARE(findings[0].code, FindingCode::Impossible);
            QCOMPARE(findings[0].params.front(), std::string("mfu"));
            QVERIFY(!findings[0].passed);
            QCOMPARE(findings[0].expected, kMaxPlausibleMfu);
            // Also without a plan MFU.
            QVERIFY(hasFailing(checkTraining(parsed.value(), {}), FindingCode::Impossible, "mfu"));
        }
    }

    void power_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<QString>("what"); // "" = possible
        QTest::newRow("700 W card under load") << "650.00 W, 700.00 W"
                                               << "";
        QTest::newRow("draw far above the limit") << "990.00 W, 700.00 W"
                                                  << "power_draw";
        QTest::newRow("negative draw") << "-5.00 W, 700.00 W"
                                       << "power_draw";
        QTest::newRow("limit 3x TDP") << "650.00 W, 2100.00 W"
                                      << "power_limit";
        QTest::newRow("limit 1e300 W") << "650.00 W, 1e300 W"
                                       << "power_limit";
    }

    void power()
    {
        QFETCH(QString, row);
        QFETCH(QString, what);
        const std::string csv = "index, name, power.draw [W], power.limit [W]\n0, NVIDIA H800, " +
                                row.toStdString() + "\n";
        const NvidiaSmiFacts smi = ok(parseNvidiaSmi(csv));
        PlanExpectations plan;
        plan.tdpWatts = 700;
        const std::vector<Finding> findings = checkPowerUnderLoad(smi, plan);
        if (what.isEmpty()) {
            QVERIFY(!findings.empty());
            QCOMPARE(suggestedStatus(findings, "accept.power_under_load"), CheckStatus::Pass);
            return;
        }
        QVERIFY2(hasFailing(findings, FindingCode::Impossible, what.toStdString()),
                 qPrintable(what));
        QVERIFY(!hasCode(findings, FindingCode::PowerUnderLoad));
        QVERIFY(!hasCode(findings, FindingCode::PowerLimit));
        QCOMPARE(findings.front().params.at(1), std::string("0"));
    }

    // One machine's four cards pasted twice do not make eight.
    void repeatedSerials()
    {
        std::string csv = "index, name, serial, uuid\n";
        for (int copy = 0; copy < 2; ++copy)
            for (int i = 0; i < 4; ++i)
                csv += std::to_string(i) + ", NVIDIA H800, 165012345678" + std::to_string(i) +
                       ", GPU-aaaa-" + std::to_string(i) + "\n";
        const NvidiaSmiFacts smi = ok(parseNvidiaSmi(csv));
        QCOMPARE(smi.gpus.size(), std::size_t(8));
        QCOMPARE(smi.gpus[5].serial, std::string("1650123456781"));
        QCOMPARE(smi.gpus[5].uuid, std::string("GPU-aaaa-1"));
        PlanExpectations plan;
        plan.cardId = "h800-sxm";
        plan.cardsPerMachine = 8;
        const auto findings = checkGpus(smi, plan, builtinCatalog().value().cards);
        QVERIFY(hasFailing(findings, FindingCode::Unprovable, "repeated_serials"));
        for (const Finding &f : findings) {
            if (f.code == FindingCode::CardCount) {
                QCOMPARE(f.measured, 4.0);
                QVERIFY(!f.passed);
            }
            if (f.code == FindingCode::Unprovable) {
                QCOMPARE(f.measured, 8.0);
                QCOMPARE(f.expected, 4.0);
                QCOMPARE(f.params.size(), std::size_t(9)); // why + 4 serials + 4 UUIDs
            }
        }
        QCOMPARE(suggestedStatus(findings, "accept.nvidia_smi"), CheckStatus::Fail);
    }

    // -q output: "Serial Number" and "GPU UUID" are read too.
    void repeatedSerialsInQueryOutput()
    {
        std::string q = "==============NVSMI LOG==============\n\nAttached GPUs : 2\n";
        for (int i = 0; i < 2; ++i)
            q += "GPU 00000000:1" + std::to_string(i) +
                 ":00.0\n    Product Name : NVIDIA H800\n    Serial Number : 1650000000001\n"
                 "    GPU UUID : GPU-1234\n";
        const NvidiaSmiFacts smi = ok(parseNvidiaSmi(q));
        QCOMPARE(smi.gpus.size(), std::size_t(2));
        QCOMPARE(smi.gpus[1].serial, std::string("1650000000001"));
        const auto findings = checkGpus(smi, {}, {});
        QVERIFY(hasFailing(findings, FindingCode::Unprovable, "repeated_serials"));
    }

    // The facility's rails set the links an iperf3 run must cover.
    void expectationsKnowTheRails()
    {
        const Catalog &catalog = builtinCatalog().value();
        bool sawPerCard = false;
        for (const Facility &facility : catalog.facilities) {
            Option option;
            option.cardId = catalog.cards.front().id;
            option.cardCount = 16;
            option.facilityId = facility.id;
            const PlanExpectations plan = expectationsFor(option, catalog);
            QCOMPARE(plan.lineRateGbitPerS, facility.network.gbitPerS);
            QCOMPARE(plan.linksPerMachine, facility.network.perCard ? 8 : 1);
            sawPerCard = sawPerCard || facility.network.perCard;
        }
        QVERIFY(sawPerCard);
    }
};

QTEST_APPLESS_MAIN(TestEvidenceBounds)
#include "tst_evidence_bounds.moc"
