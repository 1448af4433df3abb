// The Year plan page in the real main window on the example: its verdict is
// the document's portfolio (the same one the CLI's `portfolio` prints), the
// same sentences appear on its chart and in the report, a schedule edit is
// one undo step that moves the demand, the owned option can be switched,
// and both languages are complete. With SUANPAN_SCREENSHOT_DIR set, saves
// the page at 1280 x 800 in both languages.
#include <QtTest>

#include <QAbstractItemModel>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QTableView>
#include <QTextDocument>
#include <QUndoStack>

#include "charts/ChartKit.h"
#include "charts/ChartView.h"
#include "charts/Charts.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "i18n/YearText.h"
#include "mainwindow/MainWindow.h"
#include "pages/year/ScheduleModel.h"
#include "report/ReportContent.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

using namespace suanpan;
using uitest::find;

class TestYearPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void verdictIsTheDocumentsPortfolio();
    void sameSentencesOnChartAndReport();
    void scheduleEditIsOneUndoStep();
    void ownedOptionCanBeSwitched();
    void bothLanguages();

private:
    static void openYear(MainWindow &w);
    static QString plain(const QString &html);

    QStringList m_errors;
};

void TestYearPage::initTestCase()
{
    uitest::isolate("tst_yearpage");
}

void TestYearPage::init()
{
    uitest::startFunction(&m_errors);
}

void TestYearPage::cleanup()
{
    uitest::finishFunction(&m_errors);
    Prompts::restoreDefaults();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestYearPage::openYear(MainWindow &w)
{
    QVERIFY(w.openExample());
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showPage(QStringLiteral("yearPage")));
    w.document()->results()->waitForSampling();
    QCoreApplication::processEvents();
}

QString TestYearPage::plain(const QString &html)
{
    QTextDocument d;
    d.setHtml(html);
    // Chart notes wrap at spaces: read them as one line.
    return d.toPlainText()
        .replace(QChar::Nbsp, QLatin1Char(' '))
        .replace(QChar::LineSeparator, QLatin1Char(' '))
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

void TestYearPage::verdictIsTheDocumentsPortfolio()
{
    MainWindow w;
    openYear(w);
    const auto &year = w.document()->results()->portfolio();
    QVERIFY(year.ok());
    const Portfolio &p = year.value();
    // The example's hosted A800s: the first owned option.
    QCOMPARE(p.ownedOptionId, std::string("o-a800-baoan-host"));
    QCOMPARE(p.samples, PortfolioSettings{}.samples);
    const QString summary = plain(find<QLabel>(&w, "yearSummary")->text());
    // The best mix's likely total, as MoneyFormat words it, and the other ends.
    QVERIFY2(
        summary.contains(
            MoneyFormat::amount(p.bestMix().total.likely).replace(QChar::Nbsp, QLatin1Char(' '))),
        qPrintable(summary));
    if (p.best != 0)
        QVERIFY(summary.contains(MoneyFormat::amount(p.allRented().total.likely)
                                     .replace(QChar::Nbsp, QLatin1Char(' '))));
    // The schedule shows every workload with the figures the plan used.
    auto *table = find<QTableView>(&w, "yearSchedule");
    QCOMPARE(table->model()->rowCount(), 3);
    const QString cards = table->model()->index(0, ScheduleModel::Cards).data().toString();
    QVERIFY2(cards.contains(QLocale().toString(p.workloads[0].cards)), qPrintable(cards));
    const QString duration = table->model()->index(1, ScheduleModel::Duration).data().toString();
    QVERIFY2(duration.contains(QLocale().toString(p.workloads[1].wallHours / 24.0, 'f', 1)),
             qPrintable(duration));
    QVERIFY(m_errors.isEmpty());
}

void TestYearPage::sameSentencesOnChartAndReport()
{
    MainWindow w;
    openYear(w);
    const Portfolio &p = w.document()->results()->portfolio().value();
    const QString verdict =
        plain(YearText::summary(p, w.document()->project(), w.document()->catalog())
                  .front()
                  .toHtmlEscaped());
    // The cost chart's notes carry the verdict.
    QChart *chart = find<ChartView>(&w, "yearCostChart")->chart();
    QVERIFY(chart);
    const QString said = plain(chart->title() + QStringLiteral("<br>") +
                               ChartKit::chartNotes(chart).toHtmlEscaped());
    QVERIFY2(said.contains(verdict), qPrintable(said));
    // The report's year plan says the same.
    ReportOptions options;
    options.sections = {ReportSection::Charts};
    ReportContent report(w.document(), options);
    QString text;
    bool charts = false;
    for (const ReportBlock &b : report.blocks()) {
        if (b.kind == ReportBlock::Kind::Text)
            text += plain(b.html);
        charts |= b.kind == ReportBlock::Kind::Chart && b.chart == ChartKind::OwnedCards;
    }
    QVERIFY2(text.contains(verdict), qPrintable(text));
    QVERIFY(charts);
}

void TestYearPage::scheduleEditIsOneUndoStep()
{
    MainWindow w;
    openYear(w);
    auto *model = find<QTableView>(&w, "yearSchedule")->model();
    const std::vector<PortfolioMonth> before = w.document()->results()->portfolio().value().months;
    const int steps = w.document()->undoStack()->count();
    // The 70B pre-training starts in month 5 (index 4); move it to month 10.
    QVERIFY(model->setData(model->index(1, ScheduleModel::Start), 10));
    uitest::settle();
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    QCOMPARE(w.document()->project().workloads[1].schedule.startMonth, 9);
    const std::vector<PortfolioMonth> after = w.document()->results()->portfolio().value().months;
    QVERIFY(after[5].demandCardHours < before[5].demandCardHours);
    // Out of range: refused, nothing pushed.
    QVERIFY(!model->setData(model->index(1, ScheduleModel::Start), 0));
    QVERIFY(!model->setData(model->index(2, ScheduleModel::OffPeak), 150));
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    // Serving has no repeat; training no daily profile.
    QVERIFY(!(model->flags(model->index(2, ScheduleModel::Every)) & Qt::ItemIsEditable));
    QVERIFY(!(model->flags(model->index(1, ScheduleModel::PeakHours)) & Qt::ItemIsEditable));
    w.document()->undoStack()->undo();
    uitest::settle();
    QCOMPARE(w.document()->project().workloads[1].schedule.startMonth, 4);
    QCOMPARE(w.document()->results()->portfolio().value().months[5].demandCardHours,
             before[5].demandCardHours);
}

void TestYearPage::ownedOptionCanBeSwitched()
{
    MainWindow w;
    openYear(w);
    auto *combo = find<QComboBox>(&w, "yearOwnedOption");
    QCOMPARE(combo->count(), 2); // the hosted A800s and the 4090s built in the office
    combo->setCurrentIndex(combo->findData(QStringLiteral("o-4090-office-build")));
    QCoreApplication::processEvents();
    QCOMPARE(w.document()->results()->portfolio().value().cardId, std::string("rtx-4090"));
    const QString summary = plain(find<QLabel>(&w, "yearSummary")->text());
    QVERIFY2(summary.contains(QStringLiteral("4090")), qPrintable(summary));
}

void TestYearPage::bothLanguages()
{
    MainWindow w;
    openYear(w);
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        QCoreApplication::processEvents();
        const QString summary = plain(find<QLabel>(&w, "yearSummary")->text());
        const QString header = find<QTableView>(&w, "yearSchedule")
                                   ->model()
                                   ->headerData(ScheduleModel::Start, Qt::Horizontal)
                                   .toString();
        if (QLatin1String(lang) == QLatin1String(LanguageManager::kChinese)) {
            QCOMPARE(header, QStringLiteral("开始月份"));
            QVERIFY2(summary.contains(QStringLiteral("个月")), qPrintable(summary));
        } else {
            QCOMPARE(header, QStringLiteral("Start month"));
            QVERIFY2(summary.contains(QStringLiteral("months")), qPrintable(summary));
        }
        if (!dir.isEmpty()) {
            QTest::qWait(100);
            QVERIFY(w.grab().save(
                QStringLiteral("%1/year-%2.png").arg(dir, QLatin1String(lang).left(2))));
        }
    }
}

QTEST_MAIN(TestYearPage)
#include "tst_yearpage.moc"
