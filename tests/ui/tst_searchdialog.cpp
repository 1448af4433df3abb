// "Search options..." as a user meets it: candidates named for people, times
// in a unit that reads, the purchases that need other work in their own
// section, what was left out and why; and the budgets and the restricted-card
// source that limit it, edited in Project Properties in one undo step.
#include <algorithm>

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include "document/ChangeAssumption.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/ProjectPropertiesDialog.h"
#include "pages/compare/SearchDialog.h"
#include "support/UiTest.h"
#include "widgets/CountEdit.h"

using namespace suanpan;
using uitest::find;

namespace {

enum Column { Name, Time, Cost, DayOne, Horizon, Why };

bool isChinese(const QString &s)
{
    return std::any_of(s.begin(), s.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

QString text(QTableWidget *table, int row, int column)
{
    return table->item(row, column)->text();
}

// Every column shows its whole text: no horizontal scrolling, and the
// stretched last column (the reasons) is not elided either.
bool fitsWithoutClipping(QTableWidget *table)
{
    const int last = table->columnCount() - 1;
    const QAbstractItemView *view = table; // sizeHintForColumn() is public here
    return table->horizontalScrollBar()->maximum() == 0 &&
           view->sizeHintForColumn(last) <= table->columnWidth(last);
}

} // namespace

class TestSearchDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uitest::isolate("tst_searchdialog"); }
    void init() { uitest::startFunction(&m_errors); }
    void cleanup() { uitest::finishFunction(&m_errors); }

    void candidatesAreNamedForPeople();
    void otherWorkHasItsOwnSection();
    void chineseNamesAndTimes();
    void addsABilingualOptionInOneStep();
    void searchFollowsTheProjectsLimits();
    void propertiesEditBudgetsInOneStep();
    void propertiesRefuseUnreadableBudgets();
    void screenshots();

private:
    static SearchDialog *search(MainWindow &w, const char *workloadId);

    QStringList m_errors;
};

SearchDialog *TestSearchDialog::search(MainWindow &w, const char *workloadId)
{
    auto *dialog = new SearchDialog(w.document(), workloadId, &w);
    dialog->start();
    // The search runs in a worker thread; the dialog shows itself when done.
    if (!QTest::qWaitFor([dialog] { return dialog->isVisible() && !dialog->isRunning(); }, 120000))
        qFatal("the search did not finish");
    return dialog;
}

void TestSearchDialog::candidatesAreNamedForPeople()
{
    MainWindow w;
    QVERIFY(w.openExample());
    SearchDialog *dialog = search(w, "w-lora-7b");
    auto *table = find<QTableWidget>(dialog, "searchTable");
    QVERIFY(table->rowCount() > 0);
    const Catalog &catalog = w.document()->catalog();
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString name = text(table, row, Name);
        // Not "b200x64@remote-guizhou/cabinet-lease/host".
        QVERIFY2(!name.contains(QLatin1Char('@')) && !name.contains(QLatin1String("/rent")),
                 qPrintable(name));
        QVERIFY2(name.contains(QChar(0x00d7)), qPrintable(name));
        // The card's name, without a note in brackets such as "(China)".
        const bool namesACard =
            std::any_of(catalog.cards.begin(), catalog.cards.end(), [&](const Card &c) {
                return name.contains(DisplayText::cardName(c).section(QStringLiteral(" ("), 0, 0));
            });
        QVERIFY2(namesACard, qPrintable(name));
        // Minutes under an hour, hours under two days: never "0.0 h".
        const QString time = text(table, row, Time);
        QVERIFY2(time.contains(QLatin1String("minutes")) || time.contains(QLatin1String("hours")),
                 qPrintable(time));
        QVERIFY2(!time.startsWith(QLatin1String("0.0")), qPrintable(time));
        QVERIFY(text(table, row, Cost).startsWith(QChar(0x00a5)));
        QVERIFY(text(table, row, DayOne).startsWith(QChar(0x00a5)));
        QVERIFY(!text(table, row, Why).isEmpty());
    }
    QVERIFY(text(table, 0, Why).contains(QLatin1String("cheapest")));
    // The per-run cost says its scope; the horizon total says how long.
    QCOMPARE(table->horizontalHeaderItem(Cost)->text(), QStringLiteral("Cost per run"));
    QVERIFY2(table->horizontalHeaderItem(Horizon)->text().contains(QLatin1String("24 months")),
             qPrintable(table->horizontalHeaderItem(Horizon)->text()));
    // Renting a restricted card (B200) stays, and says what to confirm.
    int restricted = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (text(table, row, Name).contains(QLatin1String("B200")))
            restricted = row;
    QVERIFY(restricted >= 0);
    QVERIFY(text(table, restricted, Why).contains(QLatin1String("Restricted")));
    table->selectRow(restricted);
    const QString details = find<QLabel>(dialog, "searchDetails")->text();
    QVERIFY2(details.contains(QLatin1String("confirm the provider's stock in writing")),
             qPrintable(details));
    // What was left out, and why, in one line.
    const QString leftOut = find<QLabel>(dialog, "searchLeftOut")->text();
    QVERIFY2(leftOut.contains(QLatin1String("buys an export-restricted card: ")),
             qPrintable(leftOut));
    QVERIFY(leftOut.contains(QLatin1String("fewer cards already finish within an hour: ")));
    const QString limits = find<QLabel>(dialog, "searchLimits")->text();
    QVERIFY(limits.contains(QLatin1String("No budgets set")));
    QVERIFY(limits.contains(QLatin1String("the team has no source")));
    dialog->close();
}

void TestSearchDialog::otherWorkHasItsOwnSection()
{
    MainWindow w;
    QVERIFY(w.openExample());
    // Purchases are priced on the project's own runs; with other work
    // declared for owned cards, those it makes cheaper are listed apart.
    // The cards bought here are not sold new into China: the team declares
    // its source, or no purchase is offered at all (searchFollowsTheProjectsLimits).
    Procurement source;
    source.restrictedCardSource = true;
    w.document()->editProcurement(source);
    SearchDialog *plain = search(w, "w-lora-7b");
    QVERIFY(!find<QTableWidget>(plain, "searchOtherWorkTable")->isVisible());
    plain->close();
    changeAssumption(w.document(), {"other_work_share", {0.7, 0.7, 0.7}, "fraction", {}});
    QTRY_VERIFY(!w.document()->results()->isStale());
    SearchDialog *dialog = search(w, "w-lora-7b");
    auto *front = find<QTableWidget>(dialog, "searchTable");
    auto *others = find<QTableWidget>(dialog, "searchOtherWorkTable");
    QVERIFY(others->isVisible());
    QVERIFY(find<QLabel>(dialog, "searchOtherWorkTitle")->isVisible());
    QVERIFY(others->rowCount() > 0);
    QVERIFY(find<QLabel>(dialog, "searchLeftOut")
                ->text()
                .contains(QLatin1String("a purchase cheaper only by the other work declared: ")));
    // Owned: day-one cash and the total over the horizon.
    QVERIFY(text(others, 0, Horizon).startsWith(QChar(0x00a5)));
    QVERIFY2(text(others, 0, Why).contains(QLatin1String("other work keeps the cards busy 70")),
             qPrintable(text(others, 0, Why)));
    front->selectRow(0);
    others->selectRow(0);
    QVERIFY(front->selectedItems().isEmpty()); // one selection across both
    const QString details = find<QLabel>(dialog, "searchDetails")->text();
    QVERIFY2(details.contains(QLatin1String(
                 "Owning is cheaper per run here only because of the other work the project "
                 "declares for the cards")),
             qPrintable(details));
    QVERIFY(find<QPushButton>(dialog, "searchAdd")->isEnabled());
    dialog->close();
}

void TestSearchDialog::chineseNamesAndTimes()
{
    MainWindow w;
    QVERIFY(w.openExample());
    SearchDialog *dialog = search(w, "w-lora-7b");
    auto *table = find<QTableWidget>(dialog, "searchTable");
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QTRY_VERIFY(isChinese(table->horizontalHeaderItem(Name)->text()));
    for (int row = 0; row < table->rowCount(); ++row) {
        QVERIFY2(isChinese(text(table, row, Name)), qPrintable(text(table, row, Name)));
        const QString time = text(table, row, Time);
        QVERIFY2(time.contains(QStringLiteral("\u5206\u949f")) ||
                     time.contains(QStringLiteral("\u5c0f\u65f6")),
                 qPrintable(time)); // minutes or hours
        QVERIFY(isChinese(text(table, row, Why)));
    }
    QVERIFY(isChinese(find<QLabel>(dialog, "searchLeftOut")->text()));
    QVERIFY(isChinese(find<QLabel>(dialog, "searchLimits")->text()));
    QVERIFY(isChinese(find<QLabel>(dialog, "searchOtherWorkTitle")->text()));
    QVERIFY(isChinese(dialog->windowTitle()));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QTRY_VERIFY(!isChinese(text(table, 0, Name)));
    dialog->close();
}

void TestSearchDialog::addsABilingualOptionInOneStep()
{
    MainWindow w;
    QVERIFY(w.openExample());
    ProjectDocument *doc = w.document();
    const size_t before = doc->project().options.size();
    const int steps = doc->undoStack()->count();
    SearchDialog *dialog = search(w, "w-lora-7b");
    auto *table = find<QTableWidget>(dialog, "searchTable");
    table->selectRow(0);
    const QString shown = text(table, 0, Name);
    find<QPushButton>(dialog, "searchAdd")->click();
    QCOMPARE(doc->project().options.size(), before + 1);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    const Option &added = doc->project().options.back();
    // Named in both languages: the English name is what the row said.
    QVERIFY2(isChinese(QString::fromStdString(added.nameZh)), added.nameZh.c_str());
    QCOMPARE(QString::fromStdString(added.name), shown);
    QCOMPARE(DisplayText::name(added), shown);
    // Adding the same candidate again keeps ids unique.
    find<QPushButton>(dialog, "searchAdd")->click();
    QCOMPARE(doc->project().options.size(), before + 2);
    QVERIFY(doc->project().options[before].id != doc->project().options[before + 1].id);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->project().options.size(), before);
    dialog->close();
}

void TestSearchDialog::searchFollowsTheProjectsLimits()
{
    MainWindow w;
    QVERIFY(w.openExample());
    Procurement limits;
    limits.monthlyBudgetCny = 500'000.0;
    limits.restrictedCardSource = true;
    w.document()->editProcurement(limits);
    SearchDialog *dialog = search(w, "w-cpt-70b");
    const QString shown = find<QLabel>(dialog, "searchLimits")->text();
    QVERIFY2(shown.contains(QLatin1String("a month")), qPrintable(shown));
    QVERIFY(shown.contains(QLatin1String("has a source")));
    const QString leftOut = find<QLabel>(dialog, "searchLeftOut")->text();
    QVERIFY2(leftOut.contains(QLatin1String("over the monthly budget: ")), qPrintable(leftOut));
    QVERIFY(!leftOut.contains(QLatin1String("export-restricted")));
    dialog->close();
}

void TestSearchDialog::propertiesEditBudgetsInOneStep()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    ProjectDocument *doc = w.document();
    const Project before = doc->project();
    QVERIFY(before.procurement == Procurement{});

    w.findChild<QAction *>(QStringLiteral("actionProjectProperties"))->trigger();
    ProjectPropertiesDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<ProjectPropertiesDialog *>()) != nullptr);
    QTRY_VERIFY(dialog->isVisible());
    auto *capital = find<CountEdit>(dialog, "propertiesCapitalBudget");
    auto *monthly = find<CountEdit>(dialog, "propertiesMonthlyBudget");
    QVERIFY(capital->text().isEmpty()); // no limit
    QVERIFY(!find<QLabel>(dialog, "propertiesCapitalBudgetHelp")->text().isEmpty());
    QVERIFY(!find<QLabel>(dialog, "propertiesRestrictedSourceHelp")->text().isEmpty());
    QTest::keyClicks(capital, QStringLiteral("5M"));
    QTest::keyClicks(monthly, QStringLiteral("\u00a5800k"));
    find<QCheckBox>(dialog, "propertiesRestrictedSource")->setChecked(true);
    dialog->accept();

    QCOMPARE(doc->project().procurement.capitalBudgetCny, std::optional<double>(5e6));
    QCOMPARE(doc->project().procurement.monthlyBudgetCny, std::optional<double>(8e5));
    QVERIFY(doc->project().procurement.restrictedCardSource);
    QCOMPARE(doc->project().meta, before.meta);
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->isModified());
    doc->undoStack()->undo();
    QVERIFY(doc->project() == before);
    doc->undoStack()->redo();

    // Reopened, the budgets read as amounts.
    w.findChild<QAction *>(QStringLiteral("actionProjectProperties"))->trigger();
    QTRY_VERIFY((dialog = w.findChild<ProjectPropertiesDialog *>()) != nullptr &&
                dialog->isVisible());
    QCOMPARE(find<CountEdit>(dialog, "propertiesCapitalBudget")->text(),
             QStringLiteral("\u00a55\u00a0M"));
    QVERIFY(find<QCheckBox>(dialog, "propertiesRestrictedSource")->isChecked());
    dialog->reject();

    // Title and budget together: still one step. In Chinese the budget
    // reads in wan.
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    w.findChild<QAction *>(QStringLiteral("actionProjectProperties"))->trigger();
    QTRY_VERIFY((dialog = w.findChild<ProjectPropertiesDialog *>()) != nullptr &&
                dialog->isVisible());
    capital = find<CountEdit>(dialog, "propertiesCapitalBudget");
    QCOMPARE(capital->text(), QStringLiteral("\u00a5500\u4e07"));
    capital->clear(); // no limit again
    find<QLineEdit>(dialog, "propertiesTitle")->setText(QStringLiteral("Qianhai plan"));
    dialog->accept();
    QCOMPARE(doc->undoStack()->count(), 2);
    QVERIFY(!doc->project().procurement.capitalBudgetCny);
    QCOMPARE(doc->project().procurement.monthlyBudgetCny, std::optional<double>(8e5));
    QCOMPARE(doc->project().meta.title, std::string("Qianhai plan"));
    doc->undoStack()->undo();
    QCOMPARE(doc->project().procurement.capitalBudgetCny, std::optional<double>(5e6));
    QCOMPARE(doc->project().meta.title, before.meta.title);
}

void TestSearchDialog::propertiesRefuseUnreadableBudgets()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    ProjectDocument *doc = w.document();
    w.findChild<QAction *>(QStringLiteral("actionProjectProperties"))->trigger();
    ProjectPropertiesDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<ProjectPropertiesDialog *>()) != nullptr);
    auto *monthly = find<CountEdit>(dialog, "propertiesMonthlyBudget");
    auto *ok = find<QDialogButtonBox>(dialog, "propertiesButtons")->button(QDialogButtonBox::Ok);
    auto *problem = find<QLabel>(dialog, "propertiesBudgetProblem");
    for (const QString &bad : {QStringLiteral("lots"), QStringLiteral("-5M")}) {
        monthly->setText(bad);
        QVERIFY(!ok->isEnabled());
        QVERIFY(!problem->isHidden());
        QVERIFY2(problem->text().contains(bad), qPrintable(problem->text()));
    }
    monthly->setText(QStringLiteral("30\u4e07")); // 300 000, typed in Chinese units
    QVERIFY2(ok->isEnabled(), qPrintable(problem->text()));
    QVERIFY(problem->isHidden());
    QCOMPARE(dialog->procurement().monthlyBudgetCny, std::optional<double>(3e5));
    dialog->reject();
    QVERIFY(doc->project().procurement == Procurement{});
    QCOMPARE(doc->undoStack()->count(), 0);
}

// Both dialogs in both languages at 1280x800: nothing clipped. With
// SUANPAN_SCREENSHOT_DIR set, also saves them to look at.
void TestSearchDialog::screenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(w.openExample());
    // A source declared and other work too, so the purchases it makes
    // cheaper are listed.
    Procurement source;
    source.restrictedCardSource = true;
    w.document()->editProcurement(source);
    changeAssumption(w.document(), {"other_work_share", {0.7, 0.7, 0.7}, "fraction", {}});
    QTRY_VERIFY(!w.document()->results()->isStale());
    SearchDialog *dialog = search(w, "w-lora-7b");
    find<QTableWidget>(dialog, "searchOtherWorkTable")->selectRow(0);
    w.findChild<QAction *>(QStringLiteral("actionProjectProperties"))->trigger();
    ProjectPropertiesDialog *properties = nullptr;
    QTRY_VERIFY((properties = w.findChild<ProjectPropertiesDialog *>()) != nullptr);
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        QTest::qWait(100);
        QVERIFY(dialog->width() <= 1280 && dialog->height() <= 800);
        QVERIFY(properties->width() <= 1280 && properties->height() <= 800);
        QVERIFY2(fitsWithoutClipping(find<QTableWidget>(dialog, "searchTable")), lang);
        QVERIFY2(fitsWithoutClipping(find<QTableWidget>(dialog, "searchOtherWorkTable")), lang);
        QVERIFY2(properties->sizeHint().height() <= properties->height(),
                 qPrintable(QStringLiteral("%1 > %2")
                                .arg(properties->sizeHint().height())
                                .arg(properties->height())));
        if (dir.isEmpty())
            continue;
        const QString suffix = QLatin1String(lang) == QLatin1String(LanguageManager::kChinese)
                                   ? QStringLiteral("-zh.png")
                                   : QStringLiteral("-en.png");
        QVERIFY(dialog->grab().save(dir + QStringLiteral("/search") + suffix));
        QVERIFY(properties->grab().save(dir + QStringLiteral("/properties") + suffix));
    }
    properties->reject();
    dialog->close();

    // Serving is priced over the horizon: one total column, named so.
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    SearchDialog *serving = search(w, "w-serve-7b");
    auto *table = find<QTableWidget>(serving, "searchTable");
    QVERIFY(table->isColumnHidden(Horizon));
    QVERIFY(table->horizontalHeaderItem(Cost)->text().startsWith(QLatin1String("Total over")));
    QVERIFY(text(table, 0, Time).startsWith(QLatin1String("TTFT")));
    QVERIFY(fitsWithoutClipping(table));
    if (!dir.isEmpty())
        QVERIFY(serving->grab().save(dir + QStringLiteral("/search-serving-en.png")));
    serving->close();
}

QTEST_MAIN(TestSearchDialog)
#include "tst_searchdialog.moc"
