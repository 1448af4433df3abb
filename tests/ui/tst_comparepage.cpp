// The Compare page in the real main window: the example project's LoRA
// workload priced on its five options, the winner explained, every money
// column with its scope, options that cannot run a workload not priced, the
// layout and the owned cards' share behind a figure, the selected option's
// tornado, the workload's flips and break-evens, worded problems, live
// retranslation, and hidden cost lines switched off.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStyleOptionSlider>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <QUndoStack>

#include "cost/Evaluation.h"
#include "document/ChangeValue.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"
#include "i18n/MoneyFormat.h"
#include "mainwindow/MainWindow.h"
#include "models/ComparisonModel.h"
#include "models/CostLineModel.h"
#include "pages/compare/AssumptionModel.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

using uitest::find;

class TestComparePage final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void loraOptionsRanked();
    void moneyColumnsSayTheirScope_data();
    void moneyColumnsSayTheirScope();
    void notPricedRows();
    void layoutAndMemoryShown();
    void ownedRunSaysItsShare();
    void tornadoIsTheSelectedOption();
    void flipsAreTheWorkloads();
    void breakEvensOfTheWorkload();
    void invalidWorkloadIsWorded();
    void tableFitsItsRows();
    void retranslatesLive();
    void hiddenLineSwitchesOff();
    void switchedOffLineIsProjectState();
    void evaluatesOnlyWhenVisible();
    void rangesArriveFromTheDraws();
    void assumptionEditIsUndoable();
    void whatIfSliderIsOneUndoStep();
    void whatIfSliderDragsWithTheMouse_data();
    void whatIfSliderDragsWithTheMouse();
    void assumptionsSpeakTheUiLanguage();
    void copiesTablesAsTsv();
    void hiddenAssumptionsFitWhenShown();
    void searchAddsUndoableOption();
    void screenshots();

private:
    // Opens the example, shows the window on Compare with the LoRA workload.
    static void openLora(MainWindow &w);
    // The same with another of the example's workloads.
    static void openWorkload(MainWindow &w, const char *workloadId);
    // The table row (in its sort order) of an option; -1 if not shown.
    static int rowOf(MainWindow &w, const std::string &optionId);
    static QString cell(MainWindow &w, const std::string &optionId, int column,
                        int role = Qt::DisplayRole);
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
    uitest::finishFunction(&m_errors);
    Prompts::restoreDefaults();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestComparePage::openLora(MainWindow &w)
{
    openWorkload(w, "w-lora-7b");
}

void TestComparePage::openWorkload(MainWindow &w, const char *workloadId)
{
    QVERIFY(w.openExample());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    auto *workload = find<QComboBox>(&w, "compareWorkload");
    const int index = workload->findData(QLatin1String(workloadId));
    QVERIFY(index >= 0);
    workload->setCurrentIndex(index);
    // The figures the page ends up with: the draws in.
    w.document()->results()->waitForSampling();
    QCoreApplication::processEvents();
}

int TestComparePage::rowOf(MainWindow &w, const std::string &optionId)
{
    const QAbstractItemModel *model = find<QTableView>(&w, "comparisonTable")->model();
    const auto &options = w.document()->project().options;
    for (int r = 0; r < model->rowCount(); ++r) {
        const int option = model->index(r, 0).data(ComparisonModel::OptionIndexRole).toInt();
        if (option >= 0 && size_t(option) < options.size() &&
            options[size_t(option)].id == optionId)
            return r;
    }
    return -1;
}

QString TestComparePage::cell(MainWindow &w, const std::string &optionId, int column, int role)
{
    const QAbstractItemModel *model = find<QTableView>(&w, "comparisonTable")->model();
    return model->index(rowOf(w, optionId), column).data(role).toString();
}

double TestComparePage::selectedTotal(MainWindow &w)
{
    auto *table = find<QTableView>(&w, "comparisonTable");
    const QModelIndex current = table->currentIndex();
    return table->model()
        ->index(current.row(), ComparisonModel::WorkloadCostColumn)
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
            table->model()->index(r, ComparisonModel::WorkloadCostColumn).data().toString();
        QVERIFY2(total.startsWith(QChar(0x00A5)), qPrintable(total));
        QVERIFY2(!total.contains(QLatin1String("nan")) && !total.contains(QLatin1String("inf")),
                 qPrintable(total));
    }
    // In the verdict's order: the recommended option first, then the runner-up.
    QCOMPARE(table->model()->index(0, ComparisonModel::VerdictColumn).data().toString(),
             QStringLiteral("Recommended"));
    QCOMPARE(table->model()->index(1, ComparisonModel::VerdictColumn).data().toString(),
             QStringLiteral("Runner-up"));
    const double first = table->model()
                             ->index(0, ComparisonModel::WorkloadCostColumn)
                             .data(ComparisonModel::SortRole)
                             .toDouble();
    const double second = table->model()
                              ->index(1, ComparisonModel::WorkloadCostColumn)
                              .data(ComparisonModel::SortRole)
                              .toDouble();
    QVERIFY(first <= second);
    const QString winner = find<QLabel>(&w, "compareWinner")->text();
    QVERIFY2(winner.contains(QLatin1String(" is recommended: ")), qPrintable(winner));
    QVERIFY2(winner.contains(QLatin1String("cheapest")), qPrintable(winner));
    // The options left out, each with why in its Verdict cell.
    QCOMPARE(cell(w, "o-l20-cloud-monthly", ComparisonModel::VerdictColumn),
             QStringLiteral("Not compared"));
    QVERIFY(cell(w, "o-l20-cloud-monthly", ComparisonModel::VerdictColumn, Qt::ToolTipRole)
                .contains(QStringLiteral("tick it on the Options page")));
    // The winner is selected and its cost lines are listed.
    QVERIFY(table->currentIndex().isValid());
    QVERIFY(find<QTableView>(&w, "costLineTable")->model()->rowCount() > 0);
    QVERIFY(!find<QLabel>(&w, "compareBreakEven")->text().isEmpty());
    QVERIFY(m_errors.isEmpty());
}

void TestComparePage::moneyColumnsSayTheirScope_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("workloadCost");
    QTest::addColumn<QString>("horizonTotal");
    QTest::addColumn<QString>("unitCost");
    QTest::addColumn<QString>("scopeWords"); // in the line above the table
    // The example plans 24 months; owned cards are priced on the schedule's work.
    QTest::newRow("en lora") << "en"
                             << "w-lora-7b"
                             << "Cost per run"
                             << "Total over 24 months"
                             << "CNY per effective PFLOP-hour"
                             << "spread over this workload's scheduled runs";
    QTest::newRow("en serving") << "en"
                                << "w-serve-7b"
                                << "This workload over 24 months"
                                << "Total over 24 months"
                                << "CNY per million tokens"
                                << "serving this workload";
    QTest::newRow("zh lora") << "zh_CN"
                             << "w-lora-7b"
                             << "单次运行成本"
                             << "24 个月合计"
                             << "每有效 PFLOP·时 成本（元）"
                             << "按本任务排期内的运行次数分摊";
    QTest::newRow("zh serving") << "zh_CN"
                                << "w-serve-7b"
                                << "本任务 24 个月成本"
                                << "24 个月合计"
                                << "每百万 token 成本（元）"
                                << "只在该方案上按排期的服务时长运行本推理任务";
}

// Per run or over the horizon, each money column says which, and the line
// above the table says what the horizon total assumes; the cells are the
// evaluation's figures.
void TestComparePage::moneyColumnsSayTheirScope()
{
    QFETCH(QString, language);
    QFETCH(QString, workload);
    QFETCH(QString, workloadCost);
    QFETCH(QString, horizonTotal);
    QFETCH(QString, unitCost);
    QFETCH(QString, scopeWords);
    LanguageManager::instance()->setLanguage(language, false);
    MainWindow w;
    openWorkload(w, workload.toLatin1().constData());
    auto *table = find<QTableView>(&w, "comparisonTable");
    const QAbstractItemModel *model = table->model();
    // Long headers come on two lines.
    const auto header = [model](int column) {
        return model->headerData(column, Qt::Horizontal)
            .toString()
            .replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QCOMPARE(header(ComparisonModel::WorkloadCostColumn), workloadCost);
    QCOMPARE(header(ComparisonModel::HorizonTotalColumn), horizonTotal);
    QCOMPARE(header(ComparisonModel::UnitCostColumn), unitCost);
    auto *scope = find<QLabel>(&w, "compareScope");
    QVERIFY(scope->isVisible());
    QVERIFY2(scope->text().contains(horizonTotal), qPrintable(scope->text()));
    QVERIFY2(scope->text().contains(workloadCost), qPrintable(scope->text()));
    QVERIFY2(scope->text().contains(scopeWords), qPrintable(scope->text()));

    const suanpan::Evaluation &ev = w.document()->results()->evaluation();
    const std::string workloadId = workload.toStdString();
    QCOMPARE(model->rowCount(), int(w.document()->project().options.size()));
    for (const suanpan::Option &o : w.document()->project().options) {
        const suanpan::PairResult *p = ev.pair(workloadId, o.id);
        QVERIFY(p && p->priced);
        const auto value = [&](int column) {
            return model->index(rowOf(w, o.id), column).data(ComparisonModel::SortRole).toDouble();
        };
        QCOMPARE(value(ComparisonModel::WorkloadCostColumn), p->total.likely);
        QCOMPARE(value(ComparisonModel::HorizonTotalColumn), ev.option(o.id)->total.likely);
        const double unit =
            p->inference ? p->cnyPerMillionTokens.likely : p->cnyPerEffectivePflopHour.likely;
        QCOMPARE(value(ComparisonModel::UnitCostColumn), unit);
        // Every money cell an amount, never a zero that stands for "none".
        for (int column :
             {int(ComparisonModel::WorkloadCostColumn), int(ComparisonModel::HorizonTotalColumn),
              int(ComparisonModel::UnitCostColumn)}) {
            const QString text = cell(w, o.id, column);
            QVERIFY2(text.startsWith(QChar(0x00A5)) && text != QStringLiteral("\u00a50"),
                     qPrintable(text));
        }
    }
}

// 70B does not fit on the 4090s or the L20s: their money cells say "not
// priced" and why, never an amount, and sorting keeps them last.
void TestComparePage::notPricedRows()
{
    MainWindow w;
    openWorkload(w, "w-cpt-70b");
    const suanpan::Evaluation &ev = w.document()->results()->evaluation();
    auto *table = find<QTableView>(&w, "comparisonTable");
    QAbstractItemModel *model = table->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    std::vector<std::string> unpriced;
    for (const suanpan::Option &o : w.document()->project().options)
        if (!ev.pair("w-cpt-70b", o.id)->priced)
            unpriced.push_back(o.id);
    QCOMPARE(unpriced.size(), size_t(3)); // 8x 4090 twice, 2x L20
    for (const std::string &id : unpriced) {
        const suanpan::PairResult &p = *ev.pair("w-cpt-70b", id);
        QCOMPARE(cell(w, id, ComparisonModel::WorkloadCostColumn),
                 QStringLiteral("Not priced: does not fit"));
        QCOMPARE(cell(w, id, ComparisonModel::HorizonTotalColumn), QStringLiteral("Not priced"));
        QCOMPARE(cell(w, id, ComparisonModel::UnitCostColumn), QStringLiteral("Not priced"));
        QVERIFY2(cell(w, id, ComparisonModel::VerdictColumn, Qt::ToolTipRole)
                     .contains(QStringLiteral("does not fit: it needs")),
                 qPrintable(cell(w, id, ComparisonModel::VerdictColumn, Qt::ToolTipRole)));
        const QString why = cell(w, id, ComparisonModel::WorkloadCostColumn, Qt::ToolTipRole);
        QCOMPARE(why, CostText::notPricedReason(p));
        // Needs X GB per card, has the card's 24 GB (4090) or 48 GB (L20).
        const double card = id == "o-l20-cloud-monthly" ? 48.0 : 24.0;
        QVERIFY2(why.contains(
                     QStringLiteral("needs %1 per card").arg(MemoryFormat::size(p.memory.total))) &&
                     why.contains(MemoryFormat::size(card * MemoryFormat::kBytesPerGb)),
                 qPrintable(why));
        for (int c = 0; c < ComparisonModel::ColumnCount; ++c) {
            const QString text = cell(w, id, c);
            QVERIFY2(!text.contains(QChar(0x00A5)), qPrintable(text));
        }
    }
    // Last in either order, by every money column and by time.
    for (int column :
         {int(ComparisonModel::WorkloadCostColumn), int(ComparisonModel::HorizonTotalColumn),
          int(ComparisonModel::UnitCostColumn), int(ComparisonModel::TimeColumn)}) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            table->sortByColumn(column, order);
            const int priced = model->rowCount() - int(unpriced.size());
            for (int r = 0; r < model->rowCount(); ++r)
                QCOMPARE(model->index(r, 0).data(ComparisonModel::PricedRole).toBool(), r < priced);
            // The priced ones in the order asked for.
            for (int r = 1; r < priced; ++r) {
                const double a =
                    model->index(r - 1, column).data(ComparisonModel::SortRole).toDouble();
                const double b = model->index(r, column).data(ComparisonModel::SortRole).toDouble();
                QVERIFY(order == Qt::AscendingOrder ? a <= b : a >= b);
            }
        }
    }
    // Picked, its detail says why instead of a layout.
    selectOption(w, unpriced.front());
    auto *detail = find<QLabel>(&w, "compareSelectedDetail");
    QCOMPARE(detail->text(), CostText::notPricedReason(*ev.pair("w-cpt-70b", unpriced.front())));
    QCOMPARE(find<QTableWidget>(&w, "tornadoTable")->rowCount(), 0);
    QVERIFY2(find<QLabel>(&w, "compareTornadoTitle")->text().contains(QStringLiteral("cannot run")),
             qPrintable(find<QLabel>(&w, "compareTornadoTitle")->text()));
}

// The layout an option is priced with and its memory per card, in the Feasible
// cell's tooltip and the selected option's detail; above 90 % of the card it
// says so (the example's LoRA on 8x 4090: PP 4 at about 97 %).
void TestComparePage::layoutAndMemoryShown()
{
    MainWindow w;
    openLora(w);
    const std::string cloud = "o-4090-cloud-hourly";
    const suanpan::PairResult &p = *w.document()->results()->evaluation().pair("w-lora-7b", cloud);
    QCOMPARE(selectedOptionId(w), cloud); // the winner
    QCOMPARE(p.layout.pipelineParallel, 4);
    const QString layout = CostText::layoutSentence(p);
    QVERIFY2(layout.startsWith(QStringLiteral("TP 1 \u00d7 PP 4 \u00d7 DP 2, ")),
             qPrintable(layout));
    QVERIFY2(layout.endsWith(QStringLiteral("%1 of %2 per card")
                                 .arg(MemoryFormat::size(p.memory.total),
                                      MemoryFormat::size(24.0 * MemoryFormat::kBytesPerGb))),
             qPrintable(layout));
    const auto tight = std::find_if(p.flags.begin(), p.flags.end(), [](const suanpan::Flag &f) {
        return f.code == suanpan::FlagCode::MemoryTight;
    });
    QVERIFY(tight != p.flags.end());
    const QString tightSentence = CostText::flagSentence(*tight);
    QVERIFY2(tightSentence.contains(QStringLiteral("above 90")), qPrintable(tightSentence));
    const QString tip = cell(w, cloud, ComparisonModel::VerdictColumn, Qt::ToolTipRole);
    QVERIFY2(tip.contains(QStringLiteral("Priced with %1.").arg(layout)), qPrintable(tip));
    const QString risks = cell(w, cloud, ComparisonModel::RisksColumn, Qt::ToolTipRole);
    QVERIFY2(risks.contains(tightSentence), qPrintable(risks));
    QCOMPARE(cell(w, cloud, ComparisonModel::RisksColumn).contains(QStringLiteral("Memory tight")),
             true);
    auto *detail = find<QLabel>(&w, "compareSelectedDetail");
    QVERIFY(detail->isVisible());
    QVERIFY2(detail->text().contains(layout), qPrintable(detail->text()));
    QVERIFY2(detail->text().contains(tightSentence), qPrintable(detail->text()));
}

// An owned option priced per run pays a share of owning the cards: its cost
// cell and, selected, its detail say which share of which busy hours.
void TestComparePage::ownedRunSaysItsShare()
{
    MainWindow w;
    openLora(w);
    const std::string a800 = "o-a800-baoan-host";
    const suanpan::PairResult &p = *w.document()->results()->evaluation().pair("w-lora-7b", a800);
    QVERIFY(p.capacity);
    // Priced on its own scheduled runs (8 in 24 months), no other work declared.
    QCOMPARE(p.capacity->runs, 8);
    QCOMPARE(p.capacity->otherWork, 0.0);
    const QString share = CostText::capacitySentence(*p.capacity);
    QVERIFY2(share.contains(QStringLiteral("8 runs of this workload")), qPrintable(share));
    QVERIFY2(share.contains(QStringLiteral("No other work is declared")), qPrintable(share));
    QVERIFY2(cell(w, a800, ComparisonModel::WorkloadCostColumn, Qt::ToolTipRole).contains(share),
             qPrintable(cell(w, a800, ComparisonModel::WorkloadCostColumn, Qt::ToolTipRole)));
    // A rented option pays its hours: nothing to say.
    QVERIFY(!cell(w, "o-4090-cloud-hourly", ComparisonModel::WorkloadCostColumn, Qt::ToolTipRole)
                 .contains(QStringLiteral("Owned cards")));
    selectOption(w, a800);
    QVERIFY2(find<QLabel>(&w, "compareSelectedDetail")->text().contains(share),
             qPrintable(find<QLabel>(&w, "compareSelectedDetail")->text()));
}

// The tornado is the selected option's, in its pair's scope: the winner's
// from the evaluation, another one's from tornadoFor().
void TestComparePage::tornadoIsTheSelectedOption()
{
    MainWindow w;
    openLora(w);
    ProjectDocument *doc = w.document();
    auto *title = find<QLabel>(&w, "compareTornadoTitle");
    auto *rows = find<QTableWidget>(&w, "tornadoTable");
    const auto showsBars = [&](const suanpan::Tornado &t) {
        QVERIFY(!t.bars.empty());
        QCOMPARE(rows->rowCount(), std::min(int(t.bars.size()), 8));
        for (int r = 0; r < rows->rowCount(); ++r) {
            QCOMPARE(rows->item(r, 0)->text(), CostText::inputName(t.bars[size_t(r)].input));
            QCOMPARE(rows->item(r, 1)->text(), MoneyFormat::amount(t.bars[size_t(r)].swing()));
        }
    };
    const suanpan::Tornado *winner = doc->results()->evaluation().tornado("w-lora-7b");
    QVERIFY(winner);
    QCOMPARE(winner->optionId, std::string("o-4090-cloud-hourly"));
    QCOMPARE(doc->planSelection()->tornado(), winner);
    QCOMPARE(title->text(), QStringLiteral("Inputs that move the cost per run of 8\u00d7 RTX 4090 "
                                           "cloud, hourly most:"));
    showsBars(*winner);

    // Another option picked: core's tornadoFor() of it.
    selectOption(w, "o-a800-baoan-host");
    const suanpan::Tornado direct =
        suanpan::tornadoFor(doc->project(), doc->catalog(), "w-lora-7b", "o-a800-baoan-host");
    QCOMPARE(direct.scope, suanpan::CostScope::PerRun);
    const suanpan::Tornado *selected = doc->planSelection()->tornado();
    QVERIFY(selected);
    QCOMPARE(selected->optionId, direct.optionId);
    QCOMPARE(selected->likelyTotal, direct.likelyTotal);
    QCOMPARE(selected->bars.size(), direct.bars.size());
    QVERIFY2(title->text().contains(QStringLiteral("cost per run of 16\u00d7 A800")),
             qPrintable(title->text()));
    showsBars(direct);
    // Computed once per evaluation and selection.
    QCOMPARE(doc->planSelection()->tornado(), selected);

    // Serving: over the horizon.
    find<QComboBox>(&w, "compareWorkload")
        ->setCurrentIndex(
            find<QComboBox>(&w, "compareWorkload")->findData(QStringLiteral("w-serve-7b")));
    const suanpan::Tornado *serving = doc->planSelection()->tornado();
    QVERIFY(serving);
    QCOMPARE(serving->scope, suanpan::CostScope::Horizon);
    // The figure it moves is the workload's cost column, not the option's
    // total over the horizon beside it: the title names the column's figure.
    const suanpan::PairResult &servingPair =
        *doc->results()->evaluation().pair("w-serve-7b", serving->optionId);
    QCOMPARE(serving->likelyTotal, servingPair.worstBest.likely);
    QVERIFY(serving->likelyTotal !=
            doc->results()->evaluation().option(serving->optionId)->total.likely);
    QCOMPARE(
        cell(w, serving->optionId, ComparisonModel::WorkloadCostColumn, ComparisonModel::SortRole)
            .toDouble(),
        servingPair.total.likely);
    QVERIFY2(title->text().contains(
                 QStringLiteral("Inputs that move the cost of this workload over 24 months on ")),
             qPrintable(title->text()));
    showsBars(*serving);
}

// Only the selected workload's decision flips, each naming both options.
void TestComparePage::flipsAreTheWorkloads()
{
    MainWindow w;
    openLora(w);
    ProjectDocument *doc = w.document();
    // A second cloud offer close to the first (16 cards instead of 8, about
    // the same card-hours): the LoRA's decision can flip on a price.
    suanpan::Project p = doc->project();
    suanpan::Option sixteen = p.options.front();
    sixteen.id = "o-4090-cloud-16";
    sixteen.name = "16x RTX 4090 cloud, hourly";
    sixteen.nameZh.clear();
    sixteen.cardCount = 16;
    p.options.push_back(sixteen);
    doc->setProject(p, ProjectDocument::Origin::Untitled);
    uitest::settle();
    doc->results()->waitForSampling();
    auto *flips = find<QLabel>(&w, "compareFlips");
    auto *combo = find<QComboBox>(&w, "compareWorkload");
    const auto sentence = [&](const suanpan::DecisionFlip &f) {
        const auto name = [&](const std::string &id) {
            for (const suanpan::Option &o : doc->project().options)
                if (o.id == id)
                    return QString::fromStdString(o.name);
            return QString();
        };
        const size_t slash = f.input.find('/');
        return CostText::flipSentence(f, name(f.winnerAbove), name(f.winnerBelow),
                                      slash == std::string::npos ? QString()
                                                                 : name(f.input.substr(0, slash)),
                                      &doc->catalog());
    };
    int lora = 0;
    int serving = 0;
    for (const char *workload : {"w-lora-7b", "w-serve-7b"}) {
        combo->setCurrentIndex(combo->findData(QLatin1String(workload)));
        for (const suanpan::DecisionFlip &f : doc->results()->evaluation().flips) {
            const bool ours = f.workloadId == workload;
            QCOMPARE(flips->text().contains(sentence(f)), ours);
            if (ours)
                ++(f.workloadId == "w-lora-7b" ? lora : serving);
        }
    }
    QVERIFY(lora > 0);
}

// The paybacks of the workload's owned options against the best rented
// option for it, one core sentence each.
void TestComparePage::breakEvensOfTheWorkload()
{
    MainWindow w;
    openLora(w);
    ProjectDocument *doc = w.document();
    auto *label = find<QLabel>(&w, "compareBreakEven");
    const auto expected = [&](const std::vector<std::pair<std::string, std::string>> &pairs) {
        QStringList out;
        for (const suanpan::BreakEven &b : doc->results()->evaluation().breakEvens)
            for (const auto &[own, rent] : pairs)
                if (b.ownOptionId == own && b.rentOptionId == rent) {
                    const auto name = [&](const std::string &id) {
                        for (const suanpan::Option &o : doc->project().options)
                            if (o.id == id)
                                return QString::fromStdString(o.name);
                        return QString();
                    };
                    out << CostText::breakEvenSentence(name(own), name(rent), b);
                }
        // A list of several, one bullet each.
        return out.size() < 2
                   ? out.join(QString())
                   : QStringLiteral("\u2022\u00a0") + out.join(QStringLiteral("\n\u2022\u00a0"));
    };
    // LoRA: both owned options against the 4090 cloud, the best rented one.
    QCOMPARE(label->text(), expected({{"o-a800-baoan-host", "o-4090-cloud-hourly"},
                                      {"o-4090-office-build", "o-4090-cloud-hourly"}}));
    QVERIFY(!label->text().contains(QStringLiteral("L20")));
    // 70B: only the A800s can run it, against the H800s.
    auto *combo = find<QComboBox>(&w, "compareWorkload");
    combo->setCurrentIndex(combo->findData(QStringLiteral("w-cpt-70b")));
    QCOMPARE(label->text(), expected({{"o-a800-baoan-host", "o-h800-hosted-monthly"}}));
}

// A workload field left invalid: the workload is not priced, and the page
// says why in words, led by the workload's name, not a field path.
void TestComparePage::invalidWorkloadIsWorded()
{
    MainWindow w;
    openLora(w);
    ProjectDocument *doc = w.document();
    changeValue(doc, 0, WorkloadFields::LoraRank, 0);
    uitest::settle();
    const suanpan::ValidationIssue issue{suanpan::IssueCode::Required, "workloads[0].lora_rank",
                                         "0"};
    const auto &issues = doc->results()->evaluation().issues;
    QVERIFY(std::find(issues.begin(), issues.end(), issue) != issues.end());
    auto *problems = find<QLabel>(&w, "compareProblems");
    QVERIFY(problems->isVisible());
    QCOMPARE(CostText::issue(issue, doc->project()),
             QStringLiteral("7B domain LoRA fine-tune: LoRA rank is required."));
    QVERIFY2(problems->text().contains(CostText::issue(issue, doc->project())),
             qPrintable(problems->text()));
    QVERIFY2(!problems->text().contains(QStringLiteral("workloads[")) &&
                 !problems->text().contains(QStringLiteral("lora_rank")),
             qPrintable(problems->text()));
    QCOMPARE(find<QLabel>(&w, "compareWinner")->text(),
             QStringLiteral("This workload cannot be priced until the problems below are fixed."));
    QCOMPARE(find<QTableView>(&w, "comparisonTable")->model()->rowCount(), 0);
    doc->undoStack()->undo();
    uitest::settle();
    QVERIFY(!problems->isVisible());
    QCOMPARE(find<QTableView>(&w, "comparisonTable")->model()->rowCount(), 5);
}

// Switching workloads in one window, in both languages: the table stays as
// tall as its rows (names, speeds and money on two lines) up to three fifths
// of the page, no blank under them while the details and insights below are
// short of room.
void TestComparePage::tableFitsItsRows()
{
    MainWindow w;
    w.resize(1280, 800);
    openLora(w);
    auto *table = find<QTableView>(&w, "comparisonTable");
    auto *combo = find<QComboBox>(&w, "compareWorkload");
    const auto blank = [table] {
        return table->viewport()->height() - table->verticalHeader()->length();
    };
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        for (const char *workload : {"w-lora-7b", "w-cpt-70b", "w-serve-7b", "w-lora-7b"}) {
            combo->setCurrentIndex(combo->findData(QLatin1String(workload)));
            QTest::qWait(50);
            // Rows taller than three fifths of the page scroll (fitSplit's
            // cap): then the table is at its cap with its scroll bar.
            const auto fits = [&] {
                return blank() < 8 && (blank() >= 0 || table->verticalScrollBar()->isVisible());
            };
            QTRY_VERIFY2(fits(), qPrintable(QStringLiteral("%1 %2: rows %3 px in a %4 px view")
                                                .arg(QLatin1String(lang), QLatin1String(workload))
                                                .arg(table->verticalHeader()->length())
                                                .arg(table->viewport()->height())));
        }
    }
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
    QVERIFY2(winner->text().contains(QStringLiteral("推荐")), qPrintable(winner->text()));
    const QString total =
        table->model()->index(0, ComparisonModel::WorkloadCostColumn).data().toString();
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
    w.document()->results()->waitForSampling();
    const double after = selectedTotal(w);
    QVERIFY2(after < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    // Still off after re-evaluation, and on again restores the total.
    QCOMPARE(lines->index(hidden, lines->columnCount() - 1).data(Qt::CheckStateRole).toInt(),
             int(Qt::Unchecked));
    QVERIFY(lines->setData(lines->index(hidden, lines->columnCount() - 1), Qt::Checked,
                           Qt::CheckStateRole));
    uitest::settle();
    w.document()->results()->waitForSampling();
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
    const std::string code(suanpan::lineCodeText(lines->lines()[size_t(hidden)].code));
    const auto checkState = [&] {
        return lines->index(hidden, checkColumn).data(Qt::CheckStateRole).toInt();
    };
    QUndoStack *undo = w.document()->undoStack();
    const int steps = undo->count();
    const double before = selectedTotal(w);
    QVERIFY(!w.document()->isModified());

    QVERIFY(lines->setData(lines->index(hidden, checkColumn), Qt::Unchecked, Qt::CheckStateRole));
    uitest::settle();
    w.document()->results()->waitForSampling();
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
    w.document()->results()->waitForSampling();
    QCOMPARE(selectedTotal(w), before);
    QCOMPARE(checkState(), int(Qt::Checked));
    QVERIFY(w.document()->project().disabledCostLines.empty());
    QVERIFY(!w.document()->isModified());
    undo->redo();
    uitest::settle();
    w.document()->results()->waitForSampling();
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
    w.document()->results()->waitForSampling();
    workload->setCurrentIndex(workload->findData(QStringLiteral("w-lora-7b")));
    selectOption(w, optionId);
    QVERIFY(w.document()->project().disabledCostLines.empty());
    QCOMPARE(selectedTotal(w), before);
    QCOMPARE(checkState(), int(Qt::Checked));
    QVERIFY(w.openFile(path));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QCOMPARE(w.document()->project().disabledCostLines, std::vector<std::string>{code});
    uitest::settle();
    w.document()->results()->waitForSampling();
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
    // Not yet shown: not built (the document evaluated the project; the
    // page is built and shows it when it is seen).
    QVERIFY(!w.findChild<QTableView *>(QStringLiteral("comparisonTable")));
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    auto *table = find<QTableView>(&w, "comparisonTable");
    QVERIFY(table->model()->rowCount() > 0);
}

// An edit shows its likely values at once; the draws follow from a worker
// and every cell then shows the evaluation's P10-P90, the winner's sentence
// its chance; the next edit starts over.
void TestComparePage::rangesArriveFromTheDraws()
{
    using namespace suanpan;
    MainWindow w;
    openLora(w);
    ProjectDocument *doc = w.document();
    doc->results()->waitForSampling();
    QCoreApplication::processEvents();
    const Evaluation &ev = doc->results()->evaluation();
    QCOMPARE(ev.sampling.samples, EvaluateSettings::kDefaultSamples);
    for (const char *id : {"o-4090-cloud-hourly", "o-a800-baoan-host"}) {
        const PairResult *p = ev.pair("w-lora-7b", id);
        QVERIFY(p && p->priced);
        QCOMPARE(p->total.low, p->cost.p10);
        const QString shown = cell(w, id, ComparisonModel::WorkloadCostColumn);
        QVERIFY2(shown.contains(MoneyFormat::range(p->total).section(QLatin1Char(' '), 0, 0)),
                 qPrintable(shown));
        const QString tip = cell(w, id, ComparisonModel::WorkloadCostColumn, Qt::ToolTipRole);
        QVERIFY2(tip.contains(QLatin1String("P10 ")) && tip.contains(QLatin1String("worst case")),
                 qPrintable(tip));
    }
    const QString winner = find<QLabel>(&w, "compareWinner")->text();
    QVERIFY2(winner.contains(QLatin1String("plausible future")), qPrintable(winner));
    QVERIFY(find<QLabel>(&w, "compareScope")->text().contains(QLatin1String("P10-P90")));

    // An edit: the likely values at once, no stale range from before.
    doc->results()->setSamples(EvaluateSettings::kDefaultSamples); // invalidates as an edit does
    QCoreApplication::processEvents();
    const Evaluation &instant = doc->results()->evaluation();
    if (instant.sampling.samples == 0) {
        const PairResult *p = instant.pair("w-lora-7b", "o-4090-cloud-hourly");
        QCOMPARE(p->total.low, p->total.likely);
        QVERIFY(find<QLabel>(&w, "compareScope")->text().contains(QLatin1String("drawing")));
    }
    QTRY_COMPARE(doc->results()->evaluation().sampling.samples, EvaluateSettings::kDefaultSamples);
    QVERIFY(m_errors.isEmpty());
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
        if (assumptions->index(r, 0).data().toString() == QStringLiteral("Engineer salary"))
            salary = r;
    QVERIFY(salary >= 0);
    const QModelIndex likely = assumptions->index(salary, 2);
    QCOMPARE(likely.data(Qt::UserRole).toDouble(), 30000.0); // seed 003
    QVERIFY(assumptions->flags(likely) & Qt::ItemIsEditable);

    const double before = selectedTotal(w);
    // Typed as text in the UI language, as the editor delivers it.
    QVERIFY(assumptions->setData(likely, QLocale().toString(60000.0), Qt::EditRole));
    uitest::settle();
    w.document()->results()->waitForSampling();
    const double after = selectedTotal(w);
    QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QCOMPARE(assumptions->index(salary, 2).data(Qt::UserRole).toDouble(), 60000.0);
    // The high end follows so the range stays ordered.
    QCOMPARE(assumptions->index(salary, 3).data(Qt::UserRole).toDouble(), 60000.0);
    QVERIFY(!find<QLabel>(&w, "compareProblems")->isVisible());
    QCOMPARE(assumptions->index(salary, 5).data().toString(), QStringLiteral("your input"));
    const auto &overrides = w.document()->project().assumptions;
    QVERIFY(std::any_of(overrides.begin(), overrides.end(), [](const suanpan::Assumption &a) {
        return a.key == "engineer_salary_cny_per_month" && a.value.likely == 60000.0;
    }));
    QVERIFY(w.document()->isModified());

    w.document()->undoStack()->undo();
    uitest::settle();
    w.document()->results()->waitForSampling();
    QCOMPARE(selectedTotal(w), before);
    QCOMPARE(assumptions->index(salary, 2).data(Qt::UserRole).toDouble(), 30000.0);
    w.document()->undoStack()->redo();
    uitest::settle();
    w.document()->results()->waitForSampling();
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
        w.document()->results()->waitForSampling();
    }
    salary->setValue(salary->maximum());
    uitest::settle();
    w.document()->results()->waitForSampling();
    const double after = selectedTotal(w);
    QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    QVERIFY(value->text() != valueBefore);
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    const auto *a = w.document()->catalog().findAssumption("engineer_salary_cny_per_month");
    QCOMPARE(a->value.likely, 40000.0);

    w.document()->undoStack()->undo();
    uitest::settle();
    w.document()->results()->waitForSampling();
    QCOMPARE(selectedTotal(w), before);
    QCOMPARE(salary->value(), start);
    QCOMPARE(value->text(), valueBefore);
}

void TestComparePage::whatIfSliderDragsWithTheMouse_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const char *lang : {LanguageManager::kChinese, LanguageManager::kEnglish})
        for (int width : {1280, 1440})
            QTest::addRow("%s %d", lang, width) << QString::fromLatin1(lang) << width;
}

// The walkthrough found the sliders squeezed to their handles by the source
// column, and a drag jumping to the minimum. At 1280 and 1440 px in both
// languages: each slider is the widest thing in its row, a long source is
// elided with the whole citation in its tooltip, and a mouse drag to the
// right raises the value, to the left lowers it.
void TestComparePage::whatIfSliderDragsWithTheMouse()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    LanguageManager::instance()->setLanguage(language, false);
    MainWindow w;
    w.resize(width, 800);
    openLora(w);
    find<QTabWidget>(&w, "compareTabs")->setCurrentIndex(2);
    uitest::settle();
    auto *panel = find<QWidget>(&w, "whatIfPanel");
    auto *salary = find<QSlider>(&w, "whatIf_engineer_salary_cny_per_month");
    auto *source = find<QLabel>(&w, "whatIfSource_engineer_salary_cny_per_month");
    QTRY_VERIFY(salary->isVisible());
    for (QSlider *slider : panel->findChildren<QSlider *>()) {
        const QString why = QStringLiteral("%1: %2 px of %3")
                                .arg(slider->objectName())
                                .arg(slider->width())
                                .arg(panel->width());
        QVERIFY2(slider->width() * 3 >= panel->width(), qPrintable(why));
    }
    QVERIFY(source->width() < source->fontMetrics().horizontalAdvance(source->toolTip()));
    QVERIFY2(!source->toolTip().contains(QLatin1String("seed")), qPrintable(source->toolTip()));
    QVERIFY(source->toolTip().startsWith(source->text().chopped(1)));

    QStyleOptionSlider option;
    option.initFrom(salary);
    option.orientation = salary->orientation();
    option.minimum = salary->minimum();
    option.maximum = salary->maximum();
    option.sliderPosition = salary->value();
    option.sliderValue = salary->value();
    const QPoint handle =
        salary->style()
            ->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, salary)
            .center();
    const auto send = [salary](QEvent::Type type, QPoint at, Qt::MouseButtons buttons) {
        QMouseEvent event(type, QPointF(at), QPointF(salary->mapToGlobal(at)),
                          type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons,
                          Qt::NoModifier);
        QApplication::sendEvent(salary, &event);
    };
    const int start = salary->value();
    const int step = salary->width() / 5;
    send(QEvent::MouseButtonPress, handle, Qt::LeftButton);
    send(QEvent::MouseMove, handle + QPoint(step / 2, 0), Qt::LeftButton);
    send(QEvent::MouseMove, handle + QPoint(step, 0), Qt::LeftButton);
    send(QEvent::MouseButtonRelease, handle + QPoint(step, 0), Qt::NoButton);
    uitest::settle();
    const int right = salary->value();
    QVERIFY2(right > start + 10, qPrintable(QStringLiteral("%1 -> %2").arg(start).arg(right)));
    QVERIFY(w.document()->catalog().findAssumption("engineer_salary_cny_per_month")->value.likely >
            30000.0);

    option.sliderPosition = right;
    option.sliderValue = right;
    const QPoint moved =
        salary->style()
            ->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, salary)
            .center();
    send(QEvent::MouseButtonPress, moved, Qt::LeftButton);
    send(QEvent::MouseMove, moved - QPoint(step / 2, 0), Qt::LeftButton);
    send(QEvent::MouseButtonRelease, moved - QPoint(step / 2, 0), Qt::NoButton);
    uitest::settle();
    const int left = salary->value();
    QVERIFY2(left < right && left > start,
             qPrintable(QStringLiteral("%1 -> %2 -> %3").arg(start).arg(right).arg(left)));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

// Names, units and sources of the Assumptions table in the UI language, from
// the catalog's own texts: no raw unit codes, no "seed 00x" citations.
void TestComparePage::assumptionsSpeakTheUiLanguage()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    MainWindow w;
    openLora(w);
    QAbstractItemModel *model = find<QTableView>(&w, "assumptionTable")->model();
    QVERIFY(model->rowCount() > 40);
    // "estimate" as a citation of its own (a paper's title may say it).
    const QRegularExpression code(QStringLiteral(
        "[a-z]+_[a-z_]+|seed \\d|(?:^|[;\\x{FF1B}]\\s*)estimate(?:\\s*[;\\x{FF1B}]|$)"));
    const QRegularExpression han(QStringLiteral("\\p{Han}"));
    int floorRow = -1;
    for (int r = 0; r < model->rowCount(); ++r) {
        const QString name = model->index(r, 0).data().toString();
        const QString unit = model->index(r, 4).data().toString();
        const QString source = model->index(r, 5).data().toString();
        const QString tip = model->index(r, 5).data(Qt::ToolTipRole).toString();
        for (const QString &text : {name, unit, source, tip}) {
            QVERIFY2(!code.match(text).hasMatch(), qPrintable(text));
            QVERIFY2(han.match(text).hasMatch() || text == QLatin1String("MFU"), qPrintable(text));
        }
        if (name == QStringLiteral("扩展效率下限"))
            floorRow = r;
    }
    QVERIFY(floorRow >= 0);
    QCOMPARE(model->index(floorRow, 4).data().toString(), QStringLiteral("比例（0–1）"));
    // The What if tab: names, values, sources and their tooltips in Chinese,
    // Latin letters only in units and product names.
    find<QTabWidget>(&w, "compareTabs")->setCurrentIndex(2);
    const QRegularExpression latin(QStringLiteral("[A-Za-z][A-Za-z-]+"));
    const QStringList allowed{
        QStringLiteral("MFU"),   QStringLiteral("Llama"), QStringLiteral("arXiv"),
        QStringLiteral("Young"), QStringLiteral("Daly"),  QStringLiteral("GPU"),
        QStringLiteral("AI"),    QStringLiteral("TB"),    QStringLiteral("GB")};
    for (QLabel *label : find<QWidget>(&w, "whatIfPanel")->findChildren<QLabel *>()) {
        for (const QString &text : {label->text(), label->toolTip()}) {
            auto words = latin.globalMatch(text);
            while (words.hasNext()) {
                const QString word = words.next().captured();
                QVERIFY2(allowed.contains(word), qPrintable(word + QLatin1String(": ") + text));
            }
        }
    }
    QVERIFY2(model->index(floorRow, 5)
                 .data()
                 .toString()
                 .startsWith(QStringLiteral("《深圳AI训练服务器租用成本怎么算？")),
             qPrintable(model->index(floorRow, 5).data().toString()));
    // Switched live: the same row in English.
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QCOMPARE(model->index(floorRow, 0).data().toString(),
             QStringLiteral("Scaling efficiency floor"));
    QCOMPARE(model->index(floorRow, 4).data().toString(), QStringLiteral("share (0-1)"));
    QVERIFY(model->index(floorRow, 5)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("below 75% a cluster is unfit")));
}

// Ctrl+A, Ctrl+C on a table: every cell, tab-separated, headers first, so it
// pastes into Excel or WPS as a table.
void TestComparePage::copiesTablesAsTsv()
{
    MainWindow w;
    w.show();
    openLora(w);
    find<QTabWidget>(&w, "compareTabs")->setCurrentIndex(1);
    auto *table = find<QTableView>(&w, "assumptionTable");
    QTRY_VERIFY(table->isVisible());
    table->setFocus();
    QApplication::clipboard()->clear();
    QTest::keyClick(table, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    const QStringList lines =
        QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QAbstractItemModel *model = table->model();
    QCOMPARE(lines.size(), model->rowCount() + 1);
    QStringList headers;
    for (int c = 0; c < model->columnCount(); ++c)
        headers << model->headerData(c, Qt::Horizontal).toString();
    QCOMPARE(lines.front(), headers.join(QLatin1Char('\t')));
    for (int r = 0; r < model->rowCount(); ++r) {
        const QStringList cells = lines[r + 1].split(QLatin1Char('\t'));
        QCOMPARE(cells.size(), model->columnCount());
        QCOMPARE(cells[0], model->index(r, 0).data().toString());
        QCOMPARE(cells[2], model->index(r, 2).data().toString());
    }

    // Part of a selection: only its rows and columns.
    table->clearSelection();
    table->selectionModel()->select(QItemSelection(model->index(1, 0), model->index(2, 2)),
                                    QItemSelectionModel::Select);
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    const QStringList part =
        QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(part.size(), 3);
    QCOMPARE(part[0], headers.mid(0, 3).join(QLatin1Char('\t')));
    QCOMPARE(part[2].section(QLatin1Char('\t'), 0, 0), model->index(2, 0).data().toString());
}

// The assumption table is measured only on screen (a text layout of every
// name, about a third of an edit's frame): words changed while it is hidden
// -- a language switch with another tab shown -- are fitted when it shows,
// to the widths of a table shown in that language from the start.
void TestComparePage::hiddenAssumptionsFitWhenShown()
{
    const auto assumptions = [](MainWindow &w) {
        find<QTabWidget>(&w, "compareTabs")->setCurrentIndex(1);
        return find<QTableView>(&w, "assumptionTable");
    };
    MainWindow w;
    w.resize(1280, 800);
    openLora(w);
    QTableView *table = assumptions(w);
    QTRY_VERIFY(table->isVisible());
    const int english = table->columnWidth(AssumptionModel::NameColumn);
    find<QTabWidget>(&w, "compareTabs")->setCurrentIndex(0);
    QTRY_VERIFY(!table->isVisible());
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    assumptions(w);
    QTRY_VERIFY(table->isVisible());
    QCoreApplication::processEvents();
    const int switched = table->columnWidth(AssumptionModel::NameColumn);

    MainWindow fresh;
    fresh.resize(1280, 800);
    openLora(fresh);
    QTableView *freshTable = assumptions(fresh);
    QTRY_VERIFY(freshTable->isVisible());
    QCoreApplication::processEvents();
    const int chinese = freshTable->columnWidth(AssumptionModel::NameColumn);
    QVERIFY2(english != chinese, "the names' widths differ between the languages");
    QCOMPARE(switched, chinese);
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

// With SUANPAN_SCREENSHOT_DIR set, saves the page in both languages at
// 1280 x 800 for the LoRA, the 70B (options not priced) and the serving
// workload; otherwise skipped.
void TestComparePage::screenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("SUANPAN_SCREENSHOT_DIR not set");
    MainWindow w;
    w.resize(1280, 800);
    openLora(w);
    auto *combo = find<QComboBox>(&w, "compareWorkload");
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        for (const char *workload : {"w-lora-7b", "w-cpt-70b", "w-serve-7b"}) {
            combo->setCurrentIndex(combo->findData(QLatin1String(workload)));
            QTest::qWait(200);
            QVERIFY(w.grab().save(
                QStringLiteral("%1/compare-%2-%3.png")
                    .arg(dir, QLatin1String(workload).mid(2), QLatin1String(lang).left(2))));
        }
    }
}

QTEST_MAIN(TestComparePage)
#include "tst_comparepage.moc"
