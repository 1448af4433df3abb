// The PDF report of the largest project the limits allow (50 workloads x 40
// options, model/Limits.h) from an evaluated document, as the Export button
// writes it: the goal (issue 33) is under 10 s; it took 100 s for 478
// pages. Also a project whose every name is at its 1 024-byte bound. Built
// with the tests, run by hand:
//   QT_QPA_PLATFORM=offscreen build/tests/bench_report
// Prints, per case, the time to evaluate (with the draws and the year
// plan), to gather the report's content, and to write the whole PDF, and
// the pages; then the same per section.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/LanguageManager.h"
#include "io/Example.h"
#include "model/Limits.h"
#include "report/ReportContent.h"
#include "report/ReportSections.h"
#include "report/ReportWriter.h"

namespace {

// 50 workloads x 40 options, cycled from the example's.
suanpan::Project largest(bool longNames)
{
    suanpan::Project base = suanpan::exampleProject().value();
    suanpan::Project p = base;
    p.workloads.clear();
    p.options.clear();
    p.checklist.clear();
    p.evidence.clear();
    const auto name = [longNames](const std::string &stem, int i) {
        std::string n = stem + " " + std::to_string(i);
        if (longNames)
            n.resize(suanpan::FieldLimits::kMaxNameBytes, 'x');
        return n;
    };
    for (int i = 0; i < 50; ++i) {
        suanpan::Workload w = base.workloads[std::size_t(i) % base.workloads.size()];
        w.id = "w" + std::to_string(i);
        w.name = name("Workload", i);
        w.nameZh.clear();
        p.workloads.push_back(w);
    }
    for (int i = 0; i < 40; ++i) {
        suanpan::Option o = base.options[std::size_t(i) % base.options.size()];
        o.id = "o" + std::to_string(i);
        o.name = name("Option", i);
        o.nameZh.clear();
        p.options.push_back(o);
    }
    if (longNames)
        p.meta.title = name("Title", 0);
    return p;
}

int pagesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return int(f.readAll().count("/Type /Page\n"));
}

} // namespace

class BenchReport final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SuanpanTest"));
        QCoreApplication::setApplicationName(QStringLiteral("bench_report"));
        QSettings().clear();
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    }

    void report_data()
    {
        QTest::addColumn<bool>("longNames");
        QTest::newRow("50 x 40") << false;
        QTest::newRow("50 x 40, names at 1 024 bytes") << true;
    }

    void report()
    {
        QFETCH(bool, longNames);
        QElapsedTimer t;
        t.start();
        ProjectDocument doc;
        doc.setProject(largest(longNames), ProjectDocument::Origin::Example);
        doc.results()->evaluation();
        doc.results()->waitForSampling();
        doc.results()->portfolio();
        const qint64 evaluated = t.restart();

        ReportOptions options;
        options.language = QLatin1String(LanguageManager::kEnglish);
        options.sections = ReportSections::all();
        options.fileName = QStringLiteral("largest.suanpan");
        options.date = QDate(2026, 12, 4);
        {
            const ReportContent content(&doc, options);
        }
        const qint64 content = t.restart();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.pdf"));
        QVERIFY(ReportWriter::writePdf(&doc, options, path));
        const qint64 written = t.elapsed();
        qInfo("%s: evaluated in %lld ms; report content %lld ms; PDF %lld ms, %d pages",
              QTest::currentDataTag(), evaluated, content, written, pagesOf(path));
        for (const ReportSection s : ReportSections::all()) {
            options.sections = {s};
            t.restart();
            QVERIFY(ReportWriter::writePdf(&doc, options, path));
            qInfo("  %-14s %6lld ms, %d pages", qPrintable(ReportSections::key(s)), t.elapsed(),
                  pagesOf(path));
        }
    }
};

QTEST_MAIN(BenchReport)
#include "bench_report.moc"
