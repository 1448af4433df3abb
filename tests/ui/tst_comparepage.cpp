// The Compare page in the real main window: the example project's LoRA
// workload priced on its five options, the winner explained, live
// retranslation, and hidden cost lines switched off.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDialog>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <QUndoStack>

#include "document/ProjectDocument.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/Prompts.h"
#include "models/ComparisonModel.h"
#include "models/CostLineModel.h"
#include "support/UiTest.h"

class TestComparePage final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void loraOptionsRanked();
    void retranslatesLive();
    void hiddenLineSwitchesOff();
    void switchedOffLineIsProjectState();
    void evaluatesOnlyWhenVisible();
    void assumptionEditIsUndoable();
    void whatIfSliderIsOneUndoStep();
    void searchAddsUndoableOption();
    void screenshots();

private:
    template <typename T> static T *find(QWidget *root, const char *name)
    {
        T *w = root->findChild<T *>(QLatin1String(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }
    // Opens the example, shows the window on Compare with the LoRA workload.
    static void openLora(MainWindow &w);
    static double selectedTotal(MainWindow &w);
    static std::string selectedOptionId(MainWindow &w);
    static void selectOption(MainWindow &w, const std::string &optionId);

    QStringList m_errors;
};

namespace {
}

void TestComparePage::initTestCase()
{
    uitest::isolate("tst_comparepage");
}

void TestComparePage::init()
{
    uitest::startFunction(&m_errors);
}

void TestComparePage::cleanup()
{
    Prompts::restoreDefaults();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestComparePage::openLora(MainWindow &w)
{
    QVERIFY(w.openExample());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    auto *workload = find<QComboBox>(&w, "compareWorkload");
    const int lora = workload->findData(QStringLiteral("w-lora-7b"));
    QVERIFY(lora >= 0);
    workload->setCurrentIndex(lora);
}

double TestComparePage::selectedTotal(MainWindow &w)
{
    auto *table = find<QTableView>(&w, "comparisonTable");
    const QModelIndex current = table->currentIndex();
    return table->model()
        ->index(current.row(), ComparisonModel::TotalColumn)
        .data(ComparisonModel::SortRole)
        .toDouble();
}

std::string TestComparePage::selectedOptionId(MainWindow &w)
{
    auto *table = find<QTableView>(&w, "comparisonTable");
    const int option = table->currentIndex().data(ComparisonModel::OptionIndexRole).toInt();
    const auto &options = w.document()->project().options;
    return option >= 0 && size_t(option) < options.size() ? options[size_t(option)].id
                                                          : std::string();
}

void TestComparePage::selectOption(MainWindow &w, const std::string &optionId)
{
    auto *table = find<QTableView>(&w, "comparisonTable");
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        table->selectRow(r);
        if (selectedOptionId(w) == optionId)
            return;
    }
    QFAIL("option not in the comparison");
}

void TestComparePage::loraOptionsRanked()
{
    MainWindow w;
    openLora(w);
    auto *table = find<QTableView>(&w, "comparisonTable");
    QAbstractItemModelTester tester(table->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester linesTester(find<QTableView>(&w, "costLineTable")->model(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(table->model()->rowCount(), 5);
    for (int r = 0; r < 5; ++r) {
        const QString total =
            table->model()->index(r, ComparisonModel::TotalColumn).data().toString();
        QVERIFY2(total.startsWith(QChar(0x00A5)), qPrintable(total));
        QVERIFY2(!total.contains(QLatin1String("nan")) && !total.contains(QLatin1String("inf")),
                 qPrintable(total));
    }
    // Sorted by total: the first row is the cheapest.
    const double first = table->model()
                             ->index(0, ComparisonModel::TotalColumn)
                             .data(ComparisonModel::SortRole)
                             .toDouble();
    const double second = table->model()
                              ->index(1, ComparisonModel::TotalColumn)
                              .data(ComparisonModel::SortRole)
                              .toDouble();
    QVERIFY(first <= second);
    const QString winner = find<QLabel>(&w, "compareWinner")->text();
    QVERIFY2(winner.contains(QLatin1String(" wins: ")), qPrintable(winner));
    QVERIFY2(winner.contains(QLatin1String("cheapest")), qPrintable(winner));
    // The winner is selected and its cost lines are listed.
    QVERIFY(table->currentIndex().isValid());
    QVERIFY(find<QTableView>(&w, "costLineTable")->model()->rowCount() > 0);
    QVERIFY(!find<QLabel>(&w, "compareBreakEven")->text().isEmpty());
    QVERIFY(m_errors.isEmpty());
}

void TestComparePage::retranslatesLive()
{
    MainWindow w;
    openLora(w);
    auto *table = find<QTableView>(&w, "comparisonTable");
    auto *winner = find<QLabel>(&w, "compareWinner");
    const QString headerEn = table->model()->headerData(0, Qt::Horizontal).toString();
    const QString winnerEn = winner->text();
    QCOMPARE(headerEn, QStringLiteral("Option"));

    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    const QString headerZh = table->model()->headerData(0, Qt::Horizontal).toString();
    QCOMPARE(headerZh, QStringLiteral("方案"));
    // Widgets get LanguageChange as a posted event.
    QTRY_VERIFY(winner->text() != winnerEn);
    QVERIFY2(winner->text().contains(QStringLiteral("胜出")), qPrintable(winner->text()));
    const QString total = table->model()->index(0, ComparisonModel::TotalColumn).data().toString();
    QVERIFY2(total.contains(QStringLiteral("最可能")) || !total.contains(QLatin1Char('(')),
             qPrintable(total));

    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QCOMPARE(table->model()->headerData(0, Qt::Horizontal).toString(), headerEn);
    QTRY_COMPARE(winner->text(), winnerEn);
}

void TestComparePage::hiddenLineSwitchesOff()
{
    MainWindow w;
    openLora(w);
    auto *lines = find<QTableView>(&w, "costLineTable")->model();
    const double before = selectedTotal(w);
    int hidden = -1;
    for (int r = 0; r < lines->rowCount() && hidden < 0; ++r) {
        const QModelIndex i = lines->index(r, lines->columnCount() - 1);
        if ((lines->flags(i) & Qt::ItemIsUserCheckable) &&
            lines->index(r, 2).data().toString() != QStringLiteral("\u00a50"))
            hidden = r;
    }
    QVERIFY2(hidden >= 0, "the winner has no non-zero hidden cost line");
    const QModelIndex check = lines->index(hidden, lines->columnCount() - 1);
    QCOMPARE(check.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QVERIFY(lines->setData(check, Qt::Unchecked, Qt::CheckStateRole));
    uitest::settle();
    const double after = selectedTotal(w);
    QVERIFY2(after < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    // Still off after re-evaluation, and on again restores the total.
    QCOMPARE(lines->index(hidden, lines->columnCount() - 1).data(Qt::CheckStateRole).toInt(),
             int(Qt::Unchecked));
    QVERIFY(lines->setData(lines->index(hidden, lines->columnCount() - 1), Qt::Checked,
                           Qt::CheckStateRole));
    uitest::settle();
    QCOMPARE(selectedTotal(w), before);
}

// Switching a line off is an edit of the project: one undo step, undone
// and redone like any other, saved with the file, and the check box shows
// the open project's state (also after opening another one).
void TestComparePage::switchedOffLineIsProjectState()
{
    MainWindow w;
    openLora(w);
    auto *lines = qobject_cast<CostLineModel *>(find<QTableView>(&w, "costLineTable")->model());
    QVERIFY(lines);
    const int checkColumn = CostLineModel::HiddenColumn;
    int hidden = -1;
    for (int r = 0; r < lines->rowCount() && hidden < 0; ++r)
        if ((lines->flags(lines->index(r, checkColumn)) & Qt::ItemIsUserCheckable) &&
            lines->lines()[size_t(r)].cny.likely > 0.0)
            hidden = r;
    QVERIFY2(hidden >= 0, "the winner has no non-zero hidden cost line");
    const std::string code = lines->lines()[size_t(hidden)].code;
    const auto checkState = [&] {
        return lines->index(hidden, checkColumn).data(Qt::CheckStateRole).toInt();
    };
    QUndoStack *undo = w.document()->undoStack();
    const int steps = undo->count();
    const double before = selectedTotal(w);
    QVERIFY(!w.document()->isModified());

    QVERIFY(lines->setData(lines->index(hidden, checkColumn), Qt::Unchecked, Qt::CheckStateRole));
    uitest::settle();
    const double after = selectedTotal(w);
    QVERIFY2(after < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QCOMPARE(undo->count(), steps + 1);
    QVERIFY2(undo->undoText().startsWith(QLatin1String("Switch off cost line")),
             qPrintable(undo->undoText()));
    QCOMPARE(w.document()->project().disabledCostLines, std::vector<std::string>{code});
    QCOMPARE(checkState(), int(Qt::Unchecked));
    QVERIFY(w.document()->isModified());
    // Ticking what is already unticked changes nothing.
    QVERIFY(lines->setData(lines->index(hidden, checkColumn), Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(undo->count(), steps + 1);

    undo->undo();
    uitest::settle();
    QCOMPARE(selectedTotal(w), before);
    QCOMPARE(checkState(), int(Qt::Checked));
    QVERIFY(w.document()->project().disabledCostLines.empty());
    QVERIFY(!w.document()->isModified());
    undo->redo();
    uitest::settle();
    QCOMPARE(selectedTotal(w), after);
    QCOMPARE(checkState(), int(Qt::Unchecked));

    // Saved with the project: another project shows every line on, the
    // saved one opens with the line still off.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("switched-off.suanpan"));
    const suanpan::Status saved = w.document()->save(path);
    QVERIFY(saved.ok());
    const std::string optionId = selectedOptionId(w);
    auto *workload = find<QComboBox>(&w, "compareWorkload");
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    uitest::settle();
    workload->setCurrentIndex(workload->findData(QStringLiteral("w-lora-7b")));
    selectOption(w, optionId);
    QVERIFY(w.document()->project().disabledCostLines.empty());
    QCOMPARE(selectedTotal(w), before);
    QCOMPARE(checkState(), int(Qt::Checked));
    QVERIFY(w.openFile(path));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QCOMPARE(w.document()->project().disabledCostLines, std::vector<std::string>{code});
    uitest::settle();
    workload->setCurrentIndex(workload->findData(QStringLiteral("w-lora-7b")));
    selectOption(w, optionId);
    QCOMPARE(selectedTotal(w), after);
    QCOMPARE(checkState(), int(Qt::Unchecked));
    QCOMPARE(undo->count(), 0);
}

void TestComparePage::evaluatesOnlyWhenVisible()
{
    MainWindow w;
    QVERIFY(w.openExample());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Not yet shown: its table is left empty (the document evaluated the
    // project; the page shows it when it is seen).
    auto *table = find<QTableView>(&w, "comparisonTable");
    QCOMPARE(table->model()->rowCount(), 0);
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    QVERIFY(table->model()->rowCount() > 0);
}

void TestComparePage::assumptionEditIsUndoable()
{
    MainWindow w;
    openLora(w);
    auto *assumptions = find<QTableView>(&w, "assumptionTable")->model();
    QAbstractItemModelTester tester(assumptions,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    int salary = -1;
    for (int r = 0; r < assumptions->rowCount(); ++r)
        if (assumptions->index(r, 0).data().toString() == QStringLiteral("engineer salary"))
            salary = r;
    QVERIFY(salary >= 0);
    const QModelIndex likely = assumptions->index(salary, 2);
    QCOMPARE(likely.data(Qt::UserRole).toDouble(), 30000.0); // seed 003
    QVERIFY(assumptions->flags(likely) & Qt::ItemIsEditable);

    const double before = selectedTotal(w);
    // Typed as text in the UI language, as the editor delivers it.
    QVERIFY(assumptions->setData(likely, QLocale().toString(60000.0), Qt::EditRole));
    uitest::settle();
    const double after = selectedTotal(w);
    QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QCOMPARE(assumptions->index(salary, 2).data(Qt::UserRole).toDouble(), 60000.0);
    // The high end follows so the range stays ordered.
    QCOMPARE(assumptions->index(salary, 3).data(Qt::UserRole).toDouble(), 60000.0);
    QVERIFY(!find<QLabel>(&w, "compareProblems")->isVisible());
    QCOMPARE(assumptions->index(salary, 5).data().toString(), QStringLiteral("user"));
    const auto &overrides = w.document()->project().assumptions;
    QVERIFY(std::any_of(overrides.begin(), overrides.end(), [](const suanpan::Assumption &a) {
        return a.key == "engineer_salary_cny_per_month" && a.value.likely == 60000.0;
    }));
    QVERIFY(w.document()->isModified());

    w.document()->undoStack()->undo();
    uitest::settle();
    QCOMPARE(selectedTotal(w), before);
    QCOMPARE(assumptions->index(salary, 2).data(Qt::UserRole).toDouble(), 30000.0);
    w.document()->undoStack()->redo();
    uitest::settle();
    QCOMPARE(selectedTotal(w), after);
}

void TestComparePage::whatIfSliderIsOneUndoStep()
{
    MainWindow w;
    openLora(w);
    auto *tabs = find<QTabWidget>(&w, "compareTabs");
    tabs->setCurrentIndex(2);
    auto *salary = find<QSlider>(&w, "whatIf_engineer_salary_cny_per_month");
    auto *value = find<QLabel>(&w, "whatIfValue_engineer_salary_cny_per_month");
    QVERIFY(salary->isVisible() && salary->isEnabled());
    // Seed 003: 30 000 CNY a month, within the catalog's 25 000-40 000.
    const int start = salary->value();
    QCOMPARE(start, 33); // (30 000 - 25 000) / (40 000 - 25 000) of 100 steps
    const QString valueBefore = value->text();
    const double before = selectedTotal(w);
    const int steps = w.document()->undoStack()->count();

    // A drag: many positions, one undo step, the table follows each one (one
    // evaluation each time the event loop runs).
    for (int position = start + 1; position <= salary->maximum(); position += 7) {
        salary->setValue(position);
        uitest::settle();
    }
    salary->setValue(salary->maximum());
    uitest::settle();
    const double after = selectedTotal(w);
    QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QVERIFY(value->text() != valueBefore);
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    const auto *a = w.document()->catalog().findAssumption("engineer_salary_cny_per_month");
    QCOMPARE(a->value.likely, 40000.0);

    w.document()->undoStack()->undo();
    uitest::settle();
    QCOMPARE(selectedTotal(w), before);
    QCOMPARE(salary->value(), start);
    QCOMPARE(value->text(), valueBefore);
}

void TestComparePage::searchAddsUndoableOption()
{
    MainWindow w;
    openLora(w);
    const size_t options = w.document()->project().options.size();
    find<QPushButton>(&w, "compareSearch")->click();
    // The search runs in a worker thread; the results dialog opens when done.
    QDialog *dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = w.findChild<QDialog *>(QStringLiteral("searchDialog"))) &&
                                 dialog->isVisible(),
                             120000);
    auto *table = find<QTableWidget>(dialog, "searchTable");
    QVERIFY(table->rowCount() > 0);
    QVERIFY(!table->item(0, 3)->text().isEmpty());
    QVERIFY(!table->item(0, 4)->text().isEmpty()); // the reason
    table->selectRow(0);
    auto *add = find<QPushButton>(dialog, "searchAdd");
    QVERIFY(add->isEnabled());
    add->click();
    QCOMPARE(w.document()->project().options.size(), options + 1);
    uitest::settle();
    // The Compare table gets the new option at once.
    QCOMPARE(find<QTableView>(&w, "comparisonTable")->model()->rowCount(), int(options + 1));
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->project().options.size(), options);
    dialog->close();
}

// With SUANPAN_SCREENSHOT_DIR set, saves the page in both languages
// (packaging/screenshots); otherwise skipped.
void TestComparePage::screenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("SUANPAN_SCREENSHOT_DIR not set");
    MainWindow w;
    w.resize(1400, 860);
    openLora(w);
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        QTest::qWait(200);
        const QString name = QLatin1String(lang) == QLatin1String(LanguageManager::kChinese)
                                 ? QStringLiteral("compare-zh.png")
                                 : QStringLiteral("compare-en.png");
        QVERIFY(w.grab().save(dir + QLatin1Char('/') + name));
    }
}

QTEST_MAIN(TestComparePage)
#include "tst_comparepage.moc"
