// Long draws of the ranges run off the UI thread and say so: the status bar
// shows how far they are with a Stop button; stopping keeps the likely
// values, says so on the pages, and offers to draw again.
#include <QLabel>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

#include "charts/Charts.h"
#include "cost/Evaluation.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/SamplingNotice.h"
#include "support/UiTest.h"

using namespace suanpan;

class TestSamplingNotice : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uitest::isolate("tst_samplingnotice"); }
    void init() { uitest::startFunction(&m_errors); }
    void cleanup() { uitest::finishFunction(&m_errors); }

    void quickDrawsStayQuiet();
    void longDrawsShowProgressAndStop();
    void languageSwitchRewordsTheNotice();

private:
    // With SUANPAN_SCREENSHOT_DIR set, saves the window there.
    static void screenshot(QWidget &w, const QString &name);
    // Shows the window on the example with its first draws in; its notice.
    static SamplingNotice *openExample(MainWindow &w);
    QStringList m_errors;
};

void TestSamplingNotice::screenshot(QWidget &w, const QString &name)
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

SamplingNotice *TestSamplingNotice::openExample(MainWindow &w)
{
    w.resize(1280, 800);
    w.show();
    if (!w.openExample())
        return nullptr;
    uitest::settle();
    w.document()->results()->waitForSampling();
    return w.findChild<SamplingNotice *>(QStringLiteral("samplingNotice"));
}

// The example's 10 000 draws take a few hundredths of a second: no notice.
void TestSamplingNotice::quickDrawsStayQuiet()
{
    MainWindow w;
    SamplingNotice *notice = openExample(w);
    QVERIFY(notice);
    QTest::qWait(SamplingNotice::kShowAfterMs + 2 * SamplingNotice::kPollMs);
    QVERIFY(!notice->isVisible());
    QVERIFY(w.document()->results()->evaluation().sampling.samples > 0);
}

// A million draws of the example take seconds, as the default draws of a
// project at the limits do.
void TestSamplingNotice::longDrawsShowProgressAndStop()
{
    MainWindow w;
    SamplingNotice *notice = openExample(w);
    QVERIFY(notice);
    ProjectDocument *doc = w.document();
    auto *bar = notice->findChild<QProgressBar *>(QStringLiteral("samplingProgress"));
    auto *button = notice->findChild<QToolButton *>(QStringLiteral("samplingButton"));
    auto *text = notice->findChild<QLabel *>(QStringLiteral("samplingNoticeText"));

    doc->results()->setSamples(EvaluateSettings::kMaxSamples);
    uitest::settle(); // the queued evaluation starts the draws
    QVERIFY(doc->results()->isSampling());
    QTRY_VERIFY_WITH_TIMEOUT(notice->isVisible(), 5000);
    QVERIFY(bar->isVisible());
    QVERIFY(text->text().contains(QStringLiteral("draws")));
    QTRY_VERIFY_WITH_TIMEOUT(bar->value() > 0, 10000);
    QVERIFY(bar->value() < 1000);
    screenshot(w, QStringLiteral("sampling-running-en"));
    // The window answers meanwhile: the draws are on another thread.
    QCOMPARE(doc->results()->evaluation().sampling.samples, 0);

    QSignalSpy stopped(doc->results(), &ProjectResults::samplingStopped);
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(stopped.count(), 1);
    QVERIFY(!doc->results()->isSampling());
    QCOMPARE(doc->results()->samplingPermille(), -1);
    const Evaluation &ev = doc->results()->evaluation();
    QCOMPARE(ev.sampling.samples, 0);
    QVERIFY(ev.sampling.cancelled);
    for (const PairResult &p : ev.pairs)
        QCOMPARE(p.total.low, p.total.likely); // likely values, no half-drawn ranges
    QCOMPARE(CostText::rangesNote(ev), QStringLiteral("Ranges: stopped, likely values only."));
    QVERIFY(notice->isVisible());
    QVERIFY(!bar->isVisible());
    QCOMPARE(button->text(), QStringLiteral("Draw again"));

    // Draw again, fewer this time: the ranges come in and the notice goes.
    doc->results()->setSamples(2000);
    uitest::settle();
    QVERIFY(doc->results()->isSampling());
    doc->results()->stopSampling();
    QVERIFY(!doc->results()->isSampling());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(doc->results()->isSampling());
    doc->results()->waitForSampling();
    QCOMPARE(doc->results()->evaluation().sampling.samples, 2000);
    QVERIFY(!doc->results()->evaluation().sampling.cancelled);
    QVERIFY(!notice->isVisible());
    QVERIFY(m_errors.isEmpty());
}

void TestSamplingNotice::languageSwitchRewordsTheNotice()
{
    MainWindow w;
    SamplingNotice *notice = openExample(w);
    QVERIFY(notice);
    ProjectDocument *doc = w.document();
    auto *button = notice->findChild<QToolButton *>(QStringLiteral("samplingButton"));
    auto *text = notice->findChild<QLabel *>(QStringLiteral("samplingNoticeText"));
    doc->results()->setSamples(EvaluateSettings::kMaxSamples);
    uitest::settle();
    doc->results()->stopSampling();
    QVERIFY(notice->isVisible());
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    uitest::settle(); // the translator's LanguageChange is posted
    // 已停止计算区间 / 重新计算
    QVERIFY2(text->text().startsWith(QStringLiteral("\u5df2\u505c\u6b62")),
             qPrintable(text->text()));
    QCOMPARE(button->text(), QStringLiteral("\u91cd\u65b0\u8ba1\u7b97"));
    screenshot(w, QStringLiteral("sampling-stopped-zh"));
    QVERIFY(CostText::rangesNote(doc->results()->evaluation())
                .startsWith(QStringLiteral("\u533a\u95f4")));
}

QTEST_MAIN(TestSamplingNotice)
#include "tst_samplingnotice.moc"
