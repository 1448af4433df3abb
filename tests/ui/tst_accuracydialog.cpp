// Help > How accurate are the estimates? as a consultant meets it: opened
// from the Help menu, non-modal, one row per published run with the same
// figures core's PublishedRuns computes (and tst_validation_runs checks),
// sortable, the source and the known gap's reason at hand, worded in both
// languages with a live switch.
#include <algorithm>

#include <QAction>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include "help/AccuracyDialog.h"
#include "i18n/EstimateText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "mainwindow/MainWindow.h"
#include "support/UiTest.h"
#include "verify/PublishedRuns.h"

using namespace suanpan;
using uitest::find;

namespace {

enum Column { Name, Cards, Published, Estimate, Ratio, Verdict };

bool hasChinese(const QString &s)
{
    return std::any_of(s.begin(), s.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// Latin words left in a Chinese text once units and product names are
// taken out: there should be none.
QString latinWords(QString s)
{
    for (const char *allowed : {"tokens/s", "token", "MFU", "KV", "FP4", "B200"})
        s.remove(QLatin1String(allowed));
    QStringList words;
    QRegularExpressionMatchIterator it =
        QRegularExpression(QStringLiteral("[A-Za-z]{2,}")).globalMatch(s);
    while (it.hasNext())
        words << it.next().captured();
    return words.join(QLatin1Char(' '));
}

QJsonArray documentRows(const char *name, const char *key)
{
    QFile f(QStringLiteral(SUANPAN_TEST_DATA "/../../resources/validation/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", name);
    return QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String(key)).toArray();
}

QString cell(QTableWidget *table, int row, int column)
{
    return table->item(row, column)->text();
}

} // namespace

class TestAccuracyDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uitest::isolate("tst_accuracydialog"); }
    void init() { uitest::startFunction(&m_errors); }
    void cleanup() { uitest::finishFunction(&m_errors); }

    void opensFromTheHelpMenu();
    void rowsAreTheCoreFigures_data();
    void rowsAreTheCoreFigures();
    void knownGapsSayWhy();
    void olderKernelsAreSaid();
    void launchRecomputationIsSaid();
    void sortsAndShowsTheSource();
    void keyboardMovesThroughRows();
    void switchesToChineseLive();

private:
    static AccuracyDialog *open(MainWindow &w);
    // Selects row `r` of `view` and returns the details pane's text.
    static QString detailsOfRow(AccuracyDialog *dialog, QTableWidget *view, int r);

    QStringList m_errors;
};

AccuracyDialog *TestAccuracyDialog::open(MainWindow &w)
{
    auto *help = find<QMenu>(&w, "menuHelp");
    QAction *action = nullptr;
    for (QAction *a : help->actions())
        if (a->objectName() == QLatin1String("actionAccuracy"))
            action = a;
    if (!action)
        qFatal("no Help > How accurate are the estimates?");
    action->trigger();
    auto *dialog = w.findChild<AccuracyDialog *>(QStringLiteral("accuracyDialog"));
    if (!dialog || !QTest::qWaitForWindowExposed(dialog))
        qFatal("the dialog did not open");
    return dialog;
}

QString TestAccuracyDialog::detailsOfRow(AccuracyDialog *dialog, QTableWidget *view, int r)
{
    view->selectRow(r);
    return find<QLabel>(dialog, "accuracyDetails")->text();
}

void TestAccuracyDialog::opensFromTheHelpMenu()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Each Help entry has its own access key (Alt+H, then the key).
    QStringList keys;
    for (QAction *a : find<QMenu>(&w, "menuHelp")->actions()) {
        const QKeySequence key = QKeySequence::mnemonic(a->text());
        if (!a->isSeparator())
            QVERIFY2(!key.isEmpty() && !keys.contains(key.toString()), qPrintable(a->text()));
        keys << key.toString();
    }
    AccuracyDialog *dialog = open(w);
    QVERIFY(!dialog->isModal());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("How Accurate Are the Estimates?"));
    // Once more: the same dialog comes forward, not a second one.
    open(w);
    QCOMPARE(w.findChildren<AccuracyDialog *>().size(), 1);
    // The main window stays usable behind it.
    QVERIFY(w.isEnabled());
    QVERIFY(w.showPage(QStringLiteral("sizingPage")));
    QVERIFY(m_errors.isEmpty());
}

void TestAccuracyDialog::rowsAreTheCoreFigures_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("training");
    QTest::newRow("training") << "accuracyTrainingTable"
                              << "training_runs.json"
                              << "runs" << true;
    QTest::newRow("serving") << "accuracyServingTable"
                             << "serving_results.json"
                             << "results" << false;
}

void TestAccuracyDialog::rowsAreTheCoreFigures()
{
    QFETCH(QString, table);
    QFETCH(QString, file);
    QFETCH(QString, key);
    QFETCH(bool, training);
    MainWindow w;
    AccuracyDialog *dialog = open(w);
    auto *view = dialog->findChild<QTableWidget *>(table);
    QVERIFY(view);
    const QJsonArray rows = documentRows(qPrintable(file), qPrintable(key));
    QCOMPARE(view->rowCount(), rows.size());
    const Result<PublishedComparisons> core =
        training ? builtinTrainingComparisons() : builtinServingComparisons();
    QVERIFY(core.ok());
    QCOMPARE(size_t(view->rowCount()), core.value().rows.size());
    // In the documents' order, each figure as core computes it.
    for (int r = 0; r < view->rowCount(); ++r) {
        const PublishedComparison &row = core.value().rows[size_t(r)];
        QCOMPARE(cell(view, r, Name), rows[r].toObject().value(QLatin1String("name")).toString());
        QCOMPARE(cell(view, r, Published), MoneyFormat::quantity(row.published));
        QCOMPARE(cell(view, r, Estimate), MoneyFormat::quantity(row.estimate));
        QCOMPARE(cell(view, r, Ratio), AccuracyDialog::ratioText(row.ratio));
        QVERIFY2(cell(view, r, Ratio).startsWith(QChar(0x00d7)), qPrintable(cell(view, r, Ratio)));
        QVERIFY(cell(view, r, Cards).contains(QLocale().toString(row.cards)));
        QCOMPARE(cell(view, r, Verdict) == QLatin1String("Within"), row.within());
        QVERIFY(view->item(r, Name)->toolTip().contains(QString::fromStdString(row.source)));
    }
    // The counts within, in the tab and the header sentence.
    const int within = core.value().withinCount();
    QVERIFY(within > 0 && within <= view->rowCount());
    auto *tabs = find<QTabWidget>(dialog, "accuracyTabs");
    const QString count = QStringLiteral("%1 of %2 within").arg(within).arg(view->rowCount());
    QVERIFY2(tabs->tabText(tabs->indexOf(view)).contains(count),
             qPrintable(tabs->tabText(tabs->indexOf(view))));
    const QString header = find<QLabel>(dialog, "accuracyHeader")->text();
    const QString what =
        training ? QStringLiteral("training runs") : QStringLiteral("serving results");
    QVERIFY2(
        header.contains(QStringLiteral("%1 of %2 %3").arg(within).arg(view->rowCount()).arg(what)),
        qPrintable(header));
    QVERIFY(header.contains(QStringLiteral("no row is tuned")));
    QVERIFY(header.contains(QString(QChar(0x00d7)) + QLatin1String(training ? "1.3" : "1.5")));
}

void TestAccuracyDialog::knownGapsSayWhy()
{
    MainWindow w;
    AccuracyDialog *dialog = open(w);
    auto *view = find<QTableWidget>(dialog, "accuracyTrainingTable");
    const Result<PublishedComparisons> core = builtinTrainingComparisons();
    int gaps = 0;
    for (int r = 0; r < view->rowCount(); ++r) {
        const PublishedComparison &row = core.value().rows[size_t(r)];
        if (row.knownGap.empty())
            continue;
        ++gaps;
        QCOMPARE(cell(view, r, Verdict), QStringLiteral("Outside: known gap"));
        const QString tip = view->item(r, Verdict)->toolTip();
        // The worded code first, then the long reason from the document.
        QVERIFY(!AccuracyDialog::gapSentence(row.knownGapCode).isEmpty());
        QVERIFY2(tip.startsWith(AccuracyDialog::gapSentence(row.knownGapCode)), qPrintable(tip));
        QVERIFY(tip.contains(QString::fromStdString(row.knownGap)));
    }
    QVERIFY(gaps > 0);
    // The details pane says the same for the selected row.
    const auto gap = std::find_if(core.value().rows.begin(), core.value().rows.end(),
                                  [](const PublishedComparison &r) { return !r.knownGap.empty(); });
    view->selectRow(int(gap - core.value().rows.begin()));
    const QString details = find<QLabel>(dialog, "accuracyDetails")->text();
    QVERIFY2(details.contains(QStringLiteral("Known gap:")), qPrintable(details));
    QVERIFY(details.contains(AccuracyDialog::gapSentence(gap->knownGapCode).toHtmlEscaped()));
    QVERIFY(AccuracyDialog::gapSentence(GapCode::None).isEmpty());
}

// A serving row from an engine before XQA is sized with its kernel's KV
// reads, and the details pane says so; a row from a current engine does not.
void TestAccuracyDialog::olderKernelsAreSaid()
{
    MainWindow w;
    AccuracyDialog *dialog = open(w);
    auto *view = find<QTableWidget>(dialog, "accuracyServingTable");
    find<QTabWidget>(dialog, "accuracyTabs")->setCurrentWidget(view);
    const Result<PublishedComparisons> core = builtinServingComparisons();
    QVERIFY(core.ok());
    int older = 0;
    for (int r = 0; r < view->rowCount(); ++r) {
        const PublishedComparison &row = core.value().rows[size_t(r)];
        const QString details = detailsOfRow(dialog, view, r);
        const bool said = details.contains(QStringLiteral("once per query head"));
        QCOMPARE(said, row.kvReads == KvReadPattern::OncePerQueryHead);
        older += said ? 1 : 0;
    }
    QVERIFY(older > 0 && older < view->rowCount());
}

// A training row whose launch script fixed the recomputation is sized with
// it, and the details pane says so; the other rows leave it to the engine.
void TestAccuracyDialog::launchRecomputationIsSaid()
{
    MainWindow w;
    AccuracyDialog *dialog = open(w);
    auto *view = find<QTableWidget>(dialog, "accuracyTrainingTable");
    const Result<PublishedComparisons> core = builtinTrainingComparisons();
    QVERIFY(core.ok());
    int fixed = 0;
    for (int r = 0; r < view->rowCount(); ++r) {
        const PublishedComparison &row = core.value().rows[size_t(r)];
        const QString details = detailsOfRow(dialog, view, r);
        const bool said = details.contains(QStringLiteral("As the run was launched"));
        QCOMPARE(said, row.recomputeFixed);
        if (said) {
            ++fixed;
            QVERIFY2(details.contains(EstimateText::recompute(row.layout.recompute)),
                     qPrintable(details));
        }
    }
    QVERIFY(fixed > 0 && fixed < view->rowCount());
}

void TestAccuracyDialog::sortsAndShowsTheSource()
{
    MainWindow w;
    AccuracyDialog *dialog = open(w);
    auto *view = find<QTableWidget>(dialog, "accuracyServingTable");
    find<QTabWidget>(dialog, "accuracyTabs")->setCurrentWidget(view);
    // A click on the Ratio header sorts by the number, not the text.
    QTest::mouseClick(view->horizontalHeader()->viewport(), Qt::LeftButton, {},
                      QPoint(view->horizontalHeader()->sectionViewportPosition(Ratio) + 10, 5));
    QCOMPARE(view->horizontalHeader()->sortIndicatorSection(), int(Ratio));
    const Result<PublishedComparisons> core = builtinServingComparisons();
    std::vector<double> ratios;
    for (const PublishedComparison &row : core.value().rows)
        ratios.push_back(row.ratio);
    std::sort(ratios.begin(), ratios.end());
    const bool ascending = view->horizontalHeader()->sortIndicatorOrder() == Qt::AscendingOrder;
    QCOMPARE(cell(view, 0, Ratio),
             AccuracyDialog::ratioText(ascending ? ratios.front() : ratios.back()));
    QCOMPARE(cell(view, view->rowCount() - 1, Ratio),
             AccuracyDialog::ratioText(ascending ? ratios.back() : ratios.front()));
    // The selected row's source and how it was set up, below the table.
    view->selectRow(0);
    const QString details = find<QLabel>(dialog, "accuracyDetails")->text();
    const QString name = cell(view, 0, Name);
    const auto row = std::find_if(
        core.value().rows.begin(), core.value().rows.end(),
        [&](const PublishedComparison &r) { return QString::fromStdString(r.name) == name; });
    QVERIFY(row != core.value().rows.end());
    QVERIFY2(details.contains(QString::fromStdString(row->source).toHtmlEscaped()),
             qPrintable(details));
    QVERIFY(details.contains(QStringLiteral("requests in flight")));
}

void TestAccuracyDialog::keyboardMovesThroughRows()
{
    MainWindow w;
    AccuracyDialog *dialog = open(w);
    auto *view = find<QTableWidget>(dialog, "accuracyTrainingTable");
    view->setFocus();
    QCOMPARE(view->currentRow(), 0);
    auto *details = find<QLabel>(dialog, "accuracyDetails");
    QVERIFY(details->text().contains(cell(view, 0, Name).toHtmlEscaped()));
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(view->currentRow(), 1);
    QVERIFY(details->text().contains(cell(view, 1, Name).toHtmlEscaped()));
    QVERIFY(view->focusPolicy() & Qt::TabFocus);
    QVERIFY(!view->tabKeyNavigation()); // Tab leaves the table
}

void TestAccuracyDialog::switchesToChineseLive()
{
    MainWindow w;
    AccuracyDialog *dialog = open(w);
    auto *view = find<QTableWidget>(dialog, "accuracyTrainingTable");
    view->selectRow(5);
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    // The language change arrives as a posted event.
    QTRY_VERIFY2(hasChinese(dialog->windowTitle()), qPrintable(dialog->windowTitle()));
    QVERIFY2(latinWords(dialog->windowTitle()).isEmpty(), qPrintable(dialog->windowTitle()));
    const QString header = find<QLabel>(dialog, "accuracyHeader")->text();
    QVERIFY2(hasChinese(header) && latinWords(header).isEmpty(), qPrintable(header));
    auto *tabs = find<QTabWidget>(dialog, "accuracyTabs");
    for (int t = 0; t < tabs->count(); ++t)
        QVERIFY2(hasChinese(tabs->tabText(t)) && latinWords(tabs->tabText(t)).isEmpty(),
                 qPrintable(tabs->tabText(t)));
    const Result<PublishedComparisons> core = builtinTrainingComparisons();
    for (auto *table : dialog->findChildren<QTableWidget *>()) {
        for (int c = 0; c < table->columnCount(); ++c) {
            const QString title = table->horizontalHeaderItem(c)->text();
            QVERIFY2(hasChinese(title) && latinWords(title).isEmpty(), qPrintable(title));
        }
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString verdict = cell(table, r, Verdict);
            QVERIFY2(hasChinese(verdict) && latinWords(verdict).isEmpty(), qPrintable(verdict));
            // Translated lead, English reason: the lead is Chinese.
            QVERIFY(hasChinese(table->item(r, Verdict)->toolTip()));
        }
    }
    // Large figures in wan / yi, the same as core's.
    for (int r = 0; r < view->rowCount(); ++r) {
        const PublishedComparison &row = core.value().rows[size_t(r)];
        QCOMPARE(cell(view, r, Estimate), MoneyFormat::quantity(row.estimate));
        if (row.estimate >= 1e4)
            QVERIFY2(cell(view, r, Estimate).contains(QChar(0x4e07)) ||
                         cell(view, r, Estimate).contains(QChar(0x4ebf)),
                     qPrintable(cell(view, r, Estimate)));
    }
    // The selection stays where it was; the details follow the language.
    QCOMPARE(view->currentRow(), 5);
    const QString details = find<QLabel>(dialog, "accuracyDetails")->text();
    QVERIFY2(hasChinese(details), qPrintable(details));
    // Names in the UI's language too.
    QCOMPARE(cell(view, 0, Name), QString::fromStdString(core.value().rows[0].nameZh));
    QVERIFY(hasChinese(cell(view, 0, Name)));

    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("How Accurate Are the Estimates?"));
    QCOMPARE(cell(view, 0, Estimate), MoneyFormat::quantity(core.value().rows[0].estimate));
}

QTEST_MAIN(TestAccuracyDialog)
#include "tst_accuracydialog.moc"
