// Exported files are named in words of their language (or after the
// project), and after any export the status bar says where the file went
// and opens its folder.
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QListWidget>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "charts/ChartView.h"
#include "charts/Charts.h"
#include "document/ExportNames.h"
#include "document/ProjectDocument.h"
#include "mainwindow/ExportNotice.h"
#include "mainwindow/MainWindow.h"
#include "pages/charts/ChartsPage.h"
#include "pages/verify/SignOffPage.h"
#include "report/ChartsExport.h"
#include "report/Exporter.h"
#include "report/ReportDialog.h"
#include "support/UiTest.h"
#include "widgets/VerifyPrompts.h"

class TestExports : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void safeNames_data();
    void safeNames();
    void chartNamedInTheUiLanguage_data();
    void chartNamedInTheUiLanguage();
    void reportNamesFollowTheExportLanguage();
    void signOffNoticeOpensFolder();
    void chartsFolderNamedByWorkloadAndChart();
    void chartsOfLongNamesDoNotCollide();

private:
    static ChartsPage *openCumulative(MainWindow &w);

    QStringList m_errors;
    QString m_opened;
};

void TestExports::initTestCase()
{
    uitest::isolate("tst_exports");
}

void TestExports::init()
{
    uitest::startFunction(&m_errors);
    m_opened.clear();
    ExportNotice::openFolder = [this](const QString &folder) {
        m_opened = folder;
        return true;
    };
}

void TestExports::cleanup()
{
    uitest::finishFunction(&m_errors);
    ChartView::restoreDefaultChooser();
    ExportNotice::restoreDefaultOpener();
    VerifyPrompts::restoreDefaults();
}

ChartsPage *TestExports::openCumulative(MainWindow &w)
{
    if (!w.openExample() || !w.showPage(QStringLiteral("chartsPage")))
        return nullptr;
    auto *page = w.findChild<ChartsPage *>(QStringLiteral("chartsPage"));
    page->showChart(ChartKind::CumulativeCost);
    return page;
}

void TestExports::safeNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("chinese kept") << QStringLiteral("\u7d2f\u8ba1\u6210\u672c\u8d70\u52bf")
                                  << QStringLiteral("\u7d2f\u8ba1\u6210\u672c\u8d70\u52bf");
    QTest::newRow("colon and slash") << QStringLiteral("Nanshan AI start-up: plan 2027 / v2")
                                     << QStringLiteral("Nanshan AI start-up plan 2027 v2");
    QTest::newRow("reserved") << QStringLiteral("a<b>c*d?e\"f|g\\h")
                              << QStringLiteral("a b c d e f g h");
    QTest::newRow("dots and spaces") << QStringLiteral("  ..hidden. ") << QStringLiteral("hidden");
    QTest::newRow("control") << QStringLiteral("a\tb\nc\x01") << QStringLiteral("a b c");
    QTest::newRow("nothing left") << QStringLiteral(" /:. ") << QStringLiteral("fallback");
    QTest::newRow("long cut at a word") << QString(QStringLiteral("word ")).repeated(40)
                                        << QString(QStringLiteral("word ")).repeated(24).trimmed();
}

void TestExports::safeNames()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QString safe = ExportNames::safe(text, QStringLiteral("fallback"));
    QCOMPARE(safe, expected);
    QVERIFY(safe.size() <= ExportNames::kMaxLength);
}

void TestExports::chartNamedInTheUiLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileName");
    QTest::newRow("en") << QString::fromLatin1(LanguageManager::kEnglish)
                        << QStringLiteral("Cumulative cost over time.png");
    // 累计成本走势.png
    QTest::newRow("zh_CN") << QString::fromLatin1(LanguageManager::kChinese)
                           << QStringLiteral("\u7d2f\u8ba1\u6210\u672c\u8d70\u52bf.png");
}

// The Trade-offs page suggests the chart's title as the file name; once
// written, the status bar names the file and its folder, and "Open folder"
// opens that folder.
void TestExports::chartNamedInTheUiLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, fileName);
    LanguageManager::instance()->setLanguage(language, false);
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(openCumulative(w));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString suggested;
    ChartView::chooseFile = [&](QWidget *, const QString &path, const QString &) {
        suggested = path;
        return dir.filePath(QFileInfo(path).fileName());
    };
    auto *notice = w.findChild<ExportNotice *>(QStringLiteral("exportNotice"));
    QVERIFY(notice);
    QVERIFY(!notice->isVisible());
    w.findChild<QPushButton *>(QStringLiteral("chartsExportPng"))->click();
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QCOMPARE(QFileInfo(suggested).fileName(), fileName);
    QVERIFY(QFile::exists(dir.filePath(fileName)));

    QVERIFY(notice->isVisible());
    QCOMPARE(notice->path(), dir.filePath(fileName));
    QVERIFY2(notice->text().contains(fileName), qPrintable(notice->text()));
    QVERIFY2(notice->text().contains(QDir::toNativeSeparators(dir.path())),
             qPrintable(notice->text()));
    auto *open = notice->findChild<QToolButton *>(QStringLiteral("exportOpenFolder"));
    QVERIFY(open && open->isVisible());
    const QString shots = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        QVERIFY(w.grab().save(QStringLiteral("%1/export-notice-%2.png").arg(shots, language)));
    }
    open->click();
    QCOMPARE(QDir(m_opened), QDir(dir.path()));
    // The words follow a language switch.
    const QString before = open->text();
    LanguageManager::instance()->setLanguage(language == QLatin1String(LanguageManager::kChinese)
                                                 ? QLatin1String(LanguageManager::kEnglish)
                                                 : QLatin1String(LanguageManager::kChinese),
                                             false);
    QTRY_VERIFY(open->text() != before);
    // Nothing at all in the status bar is clipped at 1280 wide.
    QVERIFY(w.statusBar()->width() <= 1280);
}

// The report, slides and workbook are named after the project's title, in
// the language the export is written in; reserved characters are dropped.
void TestExports::reportNamesFollowTheExportLanguage()
{
    MainWindow w;
    QVERIFY(w.openExample());
    ReportDialog dialog(w.document(), &w);
    auto *language = dialog.findChild<QComboBox *>(QStringLiteral("reportLanguage"));
    QVERIFY(language);
    language->setCurrentIndex(language->findData(QLatin1String(LanguageManager::kChinese)));
    // "南山某 AI 初创公司 2027 年算力规划 - 报告.pdf"
    const QString zhTitle = QStringLiteral(
        "\u5357\u5c71\u67d0 AI \u521d\u521b\u516c\u53f8 2027 \u5e74\u7b97\u529b\u89c4\u5212");
    QCOMPARE(dialog.suggestedName(ReportDialog::Export::Report),
             zhTitle + QStringLiteral(" - \u62a5\u544a.pdf"));
    QCOMPARE(dialog.suggestedName(ReportDialog::Export::Slides),
             zhTitle + QStringLiteral(" - \u5e7b\u706f\u7247.pdf"));
    QVERIFY(dialog.suggestedName(ReportDialog::Export::Workbook).endsWith(QStringLiteral(".xlsx")));
    language->setCurrentIndex(language->findData(QLatin1String(LanguageManager::kEnglish)));
    // The title's colon cannot be in a file name on Windows.
    QCOMPARE(dialog.suggestedName(ReportDialog::Export::Report),
             QStringLiteral("Nanshan AI start-up compute plan 2027 - report.pdf"));
    QCOMPARE(dialog.suggestedName(ReportDialog::Export::Workbook),
             QStringLiteral("Nanshan AI start-up compute plan 2027 - comparison.xlsx"));
    // The UI keeps its own language.
    QCOMPARE(QLocale().language(), QLocale::English);

    // An untitled project: the bare word.
    w.document()->editMeta(suanpan::ProjectMeta{});
    QCOMPARE(dialog.suggestedName(ReportDialog::Export::Report), QStringLiteral("report.pdf"));
}

// The sign-off PDF: suggested after the project, and the status bar says
// where it went.
void TestExports::signOffNoticeOpensFolder()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("signOffPage")));
    QTemporaryDir dir;
    QString suggested;
    VerifyPrompts::pdfFileName = [&](QWidget *, const QString &path) {
        suggested = path;
        return dir.filePath(QFileInfo(path).fileName());
    };
    w.findChild<QPushButton *>(QStringLiteral("signOffExport"))->click();
    // Written behind the window (Exporter): done when the exporter says so.
    Exporter::of(w.document())->waitForFinished();
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    // "… - 签约前核对表.pdf"
    QVERIFY2(QFileInfo(suggested).fileName().endsWith(
                 QStringLiteral(" - \u7b7e\u7ea6\u524d\u6838\u5bf9\u8868.pdf")),
             qPrintable(suggested));
    QVERIFY2(QFileInfo(suggested).fileName().startsWith(QStringLiteral("\u5357\u5c71")),
             qPrintable(suggested));
    auto *notice = w.findChild<ExportNotice *>(QStringLiteral("exportNotice"));
    QVERIFY(notice->isVisible());
    QVERIFY(QFile::exists(notice->path()));
    QVERIFY2(notice->text().startsWith(QStringLiteral("\u5df2\u5bfc\u51fa")), // 已导出
             qPrintable(notice->text()));
    notice->findChild<QToolButton *>(QStringLiteral("exportOpenFolder"))->click();
    QCOMPARE(QDir(m_opened), QDir(dir.path()));
    // The notice goes away on its own.
    QCOMPARE(ExportNotice::kShownMs, 30000);
}

// A folder of charts: "<workload> - <chart title>" in the export's language.
void TestExports::chartsFolderNamedByWorkloadAndChart()
{
    MainWindow w;
    QVERIFY(w.openExample());
    QTemporaryDir dir;
    QString error;
    const QStringList written = ChartsExport::write(
        w.document(), dir.path(), QLatin1String(LanguageManager::kChinese), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // 7B 领域 LoRA 微调 - 累计成本走势.png
    const QString lora = QStringLiteral("7B \u9886\u57df LoRA \u5fae\u8c03 - "
                                        "\u7d2f\u8ba1\u6210\u672c\u8d70\u52bf.png");
    QVERIFY2(written.contains(dir.filePath(lora)), qPrintable(written.join(QLatin1Char('\n'))));
    for (const QString &path : written)
        QVERIFY2(!QFileInfo(path).fileName().contains(QLatin1String("cumulative-cost")) &&
                     !QFileInfo(path).fileName().startsWith(QLatin1String("w-")),
                 qPrintable(path));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), written.size());
}

// Workloads whose names run past the file-name limit, two alike: one file
// per chart still (issue 33: cut at 120 characters, the names collided and
// the long-name project's 94 charts became 6 files).
void TestExports::chartsOfLongNamesDoNotCollide()
{
    MainWindow w;
    QVERIFY(w.openExample());
    suanpan::Project p = w.document()->project();
    QVERIFY(p.workloads.size() >= 2);
    for (suanpan::Workload &wl : p.workloads) {
        wl.name = std::string(1000, 'x');
        wl.nameZh.clear();
    }
    w.document()->setProject(p, ProjectDocument::Origin::Untitled);
    QTemporaryDir dir;
    QString error;
    const QStringList written = ChartsExport::write(
        w.document(), dir.path(), QLatin1String(LanguageManager::kEnglish), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(written.size() > 2 * int(p.workloads.size()));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), written.size());
    for (const QString &path : written)
        QVERIFY2(QFileInfo(path).completeBaseName().size() <= ExportNames::kMaxLength,
                 qPrintable(path));
}

QTEST_MAIN(TestExports)
#include "tst_exports.moc"
