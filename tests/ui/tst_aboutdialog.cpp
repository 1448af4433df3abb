// Help > About Suanpan as a user meets it: opened from the Help menu, it says
// the version and release date (the project version, util/Version.h), the
// licence, what the built-in data rests on (core's builtinDataSources(), row
// by row) and where the settings and recovery copies live, in both languages
// with a live switch. With SUANPAN_SCREENSHOT_DIR set, saves a picture of it
// in each language.
#include <algorithm>

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QScrollBar>
#include <QSettings>
#include <QTableWidget>
#include <QTest>

#include "catalog/DataSources.h"
#include "document/RecoveryFile.h"
#include "help/AboutDialog.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "support/UiTest.h"
#include "util/Version.h"

using namespace suanpan;
using uitest::find;

namespace {

bool hasChinese(const QString &s)
{
    return std::any_of(s.begin(), s.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

QString labelText(QWidget *root, const char *name)
{
    return find<QLabel>(root, name)->text();
}

} // namespace

class TestAboutDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uitest::isolate("tst_aboutdialog"); }
    void init() { uitest::startFunction(&m_errors); }
    void cleanup() { uitest::finishFunction(&m_errors); }

    void dateText_data();
    void dateText();
    void opensFromHelpMenu();
    void sourcesRowPerFile();
    void filesNamed();
    void bothLanguages_data();
    void bothLanguages();

private:
    AboutDialog *openAbout(MainWindow &w);
    QStringList m_errors;
};

AboutDialog *TestAboutDialog::openAbout(MainWindow &w)
{
    w.findChild<QAction *>(QStringLiteral("actionAbout"))->trigger();
    return w.findChild<AboutDialog *>(QStringLiteral("aboutDialog"));
}

void TestAboutDialog::dateText_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("iso");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en year") << "en"
                             << "2026"
                             << "2026";
    QTest::newRow("en month") << "en"
                              << "2025-06"
                              << "Jun 2025";
    QTest::newRow("en day") << "en"
                            << "2026-12-02"
                            << "2 Dec 2026";
    QTest::newRow("en none") << "en"
                             << "" << QStringLiteral("\u2014");
    QTest::newRow("zh month") << "zh_CN"
                              << "2023-10" << QStringLiteral("2023\u5e7410\u6708");
    QTest::newRow("zh day") << "zh_CN"
                            << "2026-12-02" << QStringLiteral("2026\u5e7412\u67082\u65e5");
}

void TestAboutDialog::dateText()
{
    QFETCH(QString, language);
    QFETCH(QString, iso);
    LanguageManager::instance()->setLanguage(language, false);
    QTEST(DisplayText::isoDate(iso.toStdString()), "expected");
}

void TestAboutDialog::opensFromHelpMenu()
{
    MainWindow w;
    w.show();
    AboutDialog *about = openAbout(w);
    QVERIFY(about);
    QVERIFY(QTest::qWaitForWindowExposed(about));
    const QString heading = labelText(about, "aboutHeading");
    QVERIFY2(heading.contains(QStringLiteral("Suanpan %1").arg(QLatin1String(kVersion))),
             qPrintable(heading));
    QVERIFY2(heading.contains(DisplayText::isoDate(kReleaseDate)), qPrintable(heading));
    QVERIFY(labelText(about, "aboutLicence").contains(QLatin1String("MIT")));
    QVERIFY(labelText(about, "aboutLicence").contains(QLatin1String("THIRD-PARTY.md")));
    about->reject();
    QTRY_VERIFY(!w.findChild<AboutDialog *>(QStringLiteral("aboutDialog")));
    QVERIFY(m_errors.isEmpty());
}

// One row per file of built-in data, with core's counts and dates.
void TestAboutDialog::sourcesRowPerFile()
{
    MainWindow w;
    AboutDialog *about = openAbout(w);
    auto *table = find<QTableWidget>(about, "aboutSources");
    const std::vector<DataSourceSummary> expected = builtinDataSources();
    QCOMPARE(table->rowCount(), int(expected.size()));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Cards"));
    QCOMPARE(table->item(4, 0)->text(), QStringLiteral("Published training runs"));
    for (int row = 0; row < table->rowCount(); ++row) {
        const DataSourceSummary &s = expected[size_t(row)];
        QCOMPARE(table->item(row, 1)->text(), QLocale().toString(s.figures));
        QCOMPARE(table->item(row, 2)->text(), QLocale().toString(s.estimates));
        QCOMPARE(table->item(row, 3)->text(), QLocale().toString(s.sources));
        const QString dates = table->item(row, 4)->text();
        QVERIFY2(dates.contains(DisplayText::isoDate(s.latestDate)), qPrintable(dates));
        QVERIFY2(dates.contains(DisplayText::isoDate(s.earliestDate)), qPrintable(dates));
    }
}

void TestAboutDialog::filesNamed()
{
    MainWindow w;
    AboutDialog *about = openAbout(w);
    const QString files = labelText(about, "aboutFiles");
    QVERIFY2(files.contains(QDir::toNativeSeparators(QSettings().fileName()).toHtmlEscaped()),
             qPrintable(files));
    QVERIFY2(files.contains(QDir::toNativeSeparators(RecoveryFile::directory()).toHtmlEscaped()),
             qPrintable(files));
}

void TestAboutDialog::bothLanguages_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << QString::fromLatin1(LanguageManager::kChinese);
    QTest::newRow("en") << QString::fromLatin1(LanguageManager::kEnglish);
}

// Worded again on a live switch, whole on a 1280 x 800 screen.
void TestAboutDialog::bothLanguages()
{
    QFETCH(QString, language);
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    AboutDialog *about = openAbout(w);
    QVERIFY(QTest::qWaitForWindowExposed(about));
    LanguageManager::instance()->setLanguage(language, false);
    uitest::settle(); // the language change reaches top-level windows as a posted event
    const bool chinese = language == QLatin1String(LanguageManager::kChinese);
    for (const char *name : {"aboutHeading", "aboutLicence", "aboutFiles"})
        QVERIFY2(hasChinese(labelText(about, name)) == chinese, qPrintable(labelText(about, name)));
    auto *table = find<QTableWidget>(about, "aboutSources");
    QCOMPARE(hasChinese(table->horizontalHeaderItem(0)->text()), chinese);
    QCOMPARE(hasChinese(table->item(0, 0)->text()), chinese);
    QCOMPARE(hasChinese(about->windowTitle()), chinese);
    QVERIFY(about->width() <= 1280 && about->height() <= 800);
    QTRY_VERIFY(!table->horizontalScrollBar()->isVisible());
    QTRY_VERIFY(!table->verticalScrollBar()->isVisible());

    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QTest::qWait(100);
        QDir().mkpath(dir);
        QVERIFY(about->grab().save(QStringLiteral("%1/about-%2.png").arg(dir, language)));
    }
}

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
