// The one evaluation the document owns, in the real main window on the
// example project: one evaluate() per edit whatever page is shown and however
// many signals the edit emits, never a stale read, the Compare page, the
// Trade-offs charts and the presentation showing the same numbers for every
// workload, and the workload and option selection the planning pages share.
#include <algorithm>
#include <map>

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QSignalSpy>
#include <QSlider>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include "charts/ChartData.h"
#include "charts/ChartKit.h"
#include "charts/ChartView.h"
#include "cost/Evaluation.h"
#include "document/ChangeAssumption.h"
#include "document/ChangeValue.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "models/ComparisonModel.h"
#include "pages/charts/ChartsPage.h"
#include "presentation/PresentationView.h"
#include "presentation/Shortlist.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

using namespace suanpan;
using uitest::find;

namespace {

const char *const kLora = "w-lora-7b";
const char *const kPretrain = "w-cpt-70b";
const char *const kServe = "w-serve-7b";
const char *const kCloud4090 = "o-4090-cloud-hourly";
const char *const kH800 = "o-h800-hosted-monthly";

// The edits counted: each is one undo step (or one undo or redo of one).
enum class Edit {
    WhatIfStep,
    WorkloadField,
    OptionCardCount,
    CatalogCard,
    CostLineOff,
    Undo,
    Redo,
    RemoveOption,
    UndoRemoveOption,
    AddWorkload,
};

// One row of a comparison table: the figures the ranking is made of, and
// the option's horizon total beside them.
struct Figures {
    bool priced = false;
    double total = 0.0;   // per run (training) or over the horizon (serving), likely
    double horizon = 0.0; // the option over the horizon, likely
    double time = 0.0;    // job hours or first-token seconds, likely
    QStringList money;    // the money cells as shown
};
using FiguresByOption = std::map<std::string, Figures>;

int indexOf(const std::vector<Option> &options, const std::string &id)
{
    for (std::size_t i = 0; i < options.size(); ++i)
        if (options[i].id == id)
            return int(i);
    return -1;
}

// A comparison table's rows by option id, from the model's sort values (the
// raw numbers behind the worded cells).
FiguresByOption figuresOf(const QAbstractItemModel *model, const Project &project)
{
    FiguresByOption out;
    for (int r = 0; r < model->rowCount(); ++r) {
        const int option = model->index(r, 0).data(ComparisonModel::OptionIndexRole).toInt();
        if (option < 0 || std::size_t(option) >= project.options.size())
            continue;
        const auto value = [&](int column) {
            return model->index(r, column).data(ComparisonModel::SortRole).toDouble();
        };
        QStringList money;
        for (int column :
             {int(ComparisonModel::WorkloadCostColumn), int(ComparisonModel::HorizonTotalColumn),
              int(ComparisonModel::UnitCostColumn)})
            money << model->index(r, column).data().toString();
        out[project.options[std::size_t(option)].id] = {
            model->index(r, 0).data(ComparisonModel::PricedRole).toBool(),
            value(ComparisonModel::WorkloadCostColumn), value(ComparisonModel::HorizonTotalColumn),
            value(ComparisonModel::TimeColumn), money};
    }
    return out;
}

} // namespace

Q_DECLARE_METATYPE(Edit)

class TestEvaluation final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void oneEvaluationPerEdit_data();
    void oneEvaluationPerEdit();
    void neverReadsStale();
    void pagesAgree_data();
    void pagesAgree();
    void shortlistOfAllIsTheEvaluation();
    void tornadoIsTheSameEverywhere();
    void workloadIsShared();
    void optionFollowsWinnerUntilPicked();

private:
    // Opens the example in a shown 1280x800 window, on `page`, evaluated.
    static void open(MainWindow &w, const char *page);
    static void edit(MainWindow &w, Edit edit);
    static FiguresByOption compareFigures(MainWindow &w);
    static void chooseInCombo(MainWindow &w, const char *combo, int index);

    QStringList m_errors;
};

void TestEvaluation::initTestCase()
{
    uitest::isolate("tst_evaluation");
    qRegisterMetaType<Edit>();
}

void TestEvaluation::init()
{
    uitest::startFunction(&m_errors);
}

void TestEvaluation::cleanup()
{
    uitest::finishFunction(&m_errors);
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    Prompts::restoreDefaults();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestEvaluation::open(MainWindow &w, const char *page)
{
    QVERIFY(w.openExample());
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showPage(QLatin1String(page)));
    QTRY_VERIFY(!w.document()->results()->isStale());
    // Pages compared with each other show the same evaluation: its draws in.
    w.document()->results()->waitForSampling();
    QCoreApplication::processEvents();
}

void TestEvaluation::chooseInCombo(MainWindow &w, const char *combo, int index)
{
    // As the user does: the combo's own signal, not a call on the page.
    find<QComboBox>(&w, combo)->setCurrentIndex(index);
}

FiguresByOption TestEvaluation::compareFigures(MainWindow &w)
{
    return figuresOf(find<QTableView>(&w, "comparisonTable")->model(), w.document()->project());
}

void TestEvaluation::edit(MainWindow &w, Edit edit)
{
    ProjectDocument *doc = w.document();
    const auto &options = doc->project().options;
    switch (edit) {
    case Edit::WhatIfStep:
        if (auto *slider = w.findChild<QSlider *>(QStringLiteral("whatIf_utilisation"));
            slider && slider->isVisible())
            slider->setValue(slider->value() + 1);
        else
            changeAssumption(doc, {"other_work_share", {0.1, 0.21, 0.35}, "fraction", {}});
        break;
    case Edit::WorkloadField:
        changeValue(doc, 0, WorkloadFields::SequenceLength, 8192);
        break;
    case Edit::OptionCardCount:
        changeValue(doc, indexOf(options, kH800), OptionFields::CardCount, 32);
        break;
    case Edit::CatalogCard: {
        // A card of the user's that replaces the built-in H800, 10 % faster.
        Card card = *doc->catalog().findCard("h800-sxm");
        for (auto &[precision, flops] : card.peakFlops)
            flops *= 1.1;
        UserCatalog user = doc->project().userCatalog;
        user.cards.push_back(card);
        doc->editUserCatalog(user, "Edit card");
        break;
    }
    case Edit::CostLineOff:
        doc->setCostLineEnabled("upload", false);
        break;
    case Edit::Undo:
    case Edit::UndoRemoveOption:
        doc->undoStack()->undo();
        break;
    case Edit::Redo:
        doc->undoStack()->redo();
        break;
    case Edit::RemoveOption:
        doc->removeOption(indexOf(options, kH800));
        break;
    case Edit::AddWorkload:
        doc->addWorkload();
        break;
    }
}

void TestEvaluation::oneEvaluationPerEdit_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<Edit>("before"); // done first, not counted (for undo, redo)
    const std::pair<const char *, Edit> edits[] = {
        {"what-if step", Edit::WhatIfStep},
        {"workload field", Edit::WorkloadField},
        {"option card count", Edit::OptionCardCount},
        {"catalog card", Edit::CatalogCard},
        {"cost line off", Edit::CostLineOff},
        {"undo", Edit::Undo},
        {"redo", Edit::Redo},
        {"remove option", Edit::RemoveOption},
        {"undo remove option", Edit::UndoRemoveOption},
        {"add workload", Edit::AddWorkload},
    };
    // Compare used to evaluate twice per edit; Trade-offs and Verification
    // had their own evaluations.
    for (const char *page : {"comparePage", "chartsPage", "verifyPage", "workloadPage"}) {
        for (const auto &[name, e] : edits) {
            Edit before = Edit::AddWorkload; // unused unless undo or redo
            if (e == Edit::Undo || e == Edit::Redo)
                before = Edit::OptionCardCount;
            else if (e == Edit::UndoRemoveOption)
                before = Edit::RemoveOption;
            QTest::addRow("%s on %s", name, page) << QString::fromLatin1(page) << e << before;
        }
    }
}

void TestEvaluation::oneEvaluationPerEdit()
{
    QFETCH(QString, page);
    QFETCH(Edit, edit);
    QFETCH(Edit, before);
    MainWindow w;
    open(w, page.toLatin1().constData());
    if (page == QLatin1String("comparePage"))
        find<QTabWidget>(&w, "compareTabs")->setCurrentIndex(2); // What if
    ProjectDocument *doc = w.document();
    if (edit == Edit::Undo || edit == Edit::UndoRemoveOption || edit == Edit::Redo) {
        this->edit(w, before);
        if (edit == Edit::Redo)
            doc->undoStack()->undo();
        QTRY_VERIFY(!doc->results()->isStale());
    }
    const Project project = doc->project();
    QSignalSpy changed(doc, &ProjectDocument::changed);
    QSignalSpy evaluated(doc->results(), &ProjectResults::evaluated);
    const int evaluations = doc->results()->evaluationCount();

    this->edit(w, edit);
    QVERIFY2(!(doc->project() == project), "the edit changed nothing");
    QVERIFY(!changed.isEmpty());
    // Coalesced: nothing evaluated while the edit's signals fan out.
    QCOMPARE(doc->results()->evaluationCount(), evaluations);
    QVERIFY(evaluated.isEmpty());
    // The edit's draws may come in meanwhile (the example's take ~10 ms):
    // they announce themselves with samplingFinished() and count apart.
    QSignalSpy drawn(doc->results(), &ProjectResults::samplingFinished);
    QTRY_COMPARE(evaluated.count() - drawn.count(), 1);
    QTest::qWait(20); // nothing else queued
    QCOMPARE(evaluated.count() - drawn.count(), 1);
    QCOMPARE(doc->results()->evaluationCount(), evaluations + 1 + int(drawn.count()));
    QVERIFY(!doc->results()->isStale());

    // The page on screen shows that evaluation.
    if (page == QLatin1String("comparePage")) {
        const std::string workload = doc->planSelection()->workloadId();
        for (const auto &[id, f] : compareFigures(w))
            QCOMPARE(f.total, doc->results()->evaluation().pair(workload, id)->total.likely);
    } else if (page == QLatin1String("chartsPage")) {
        auto *charts = find<ChartsPage>(&w, "chartsPage");
        QCOMPARE(charts->context().evaluation, &doc->results()->evaluation());
    }
}

void TestEvaluation::neverReadsStale()
{
    MainWindow w;
    open(w, "chartsPage");
    ProjectDocument *doc = w.document();
    QSignalSpy evaluated(doc->results(), &ProjectResults::evaluated);
    const int evaluations = doc->results()->evaluationCount();
    const double before = doc->results()->evaluation().pair(kLora, kCloud4090)->total.likely;
    changeValue(doc, indexOf(doc->project().options, kCloud4090), OptionFields::CardCount, 16);
    QVERIFY(doc->results()->isStale());
    // Read before the event loop ran: evaluated there and then, and it is the
    // evaluation of the project as it is now.
    EvaluateSettings instant;
    instant.samples = 0; // the instant answer: likely values, the draws follow
    const Evaluation direct = evaluate(doc->project(), doc->catalog(), instant);
    const double after = doc->results()->evaluation().pair(kLora, kCloud4090)->total.likely;
    QCOMPARE(after, direct.pair(kLora, kCloud4090)->total.likely);
    QVERIFY(after != before);
    QCOMPARE(doc->results()->evaluationCount(), evaluations + 1);
    // The pages still hear of it once, without a second evaluation. The
    // edit's draws may come in meanwhile (the example's take ~10 ms): they
    // announce themselves with samplingFinished() and count apart.
    QSignalSpy drawn(doc->results(), &ProjectResults::samplingFinished);
    QTRY_COMPARE(evaluated.count() - drawn.count(), 1);
    QTest::qWait(20);
    QCOMPARE(evaluated.count() - drawn.count(), 1);
    QCOMPARE(doc->results()->evaluationCount(), evaluations + 1 + int(drawn.count()));
}

void TestEvaluation::pagesAgree_data()
{
    QTest::addColumn<QString>("workload");
    for (const char *id : {kLora, kPretrain, kServe})
        QTest::addRow("%s", id) << QString::fromLatin1(id);
}

// For every workload: the Compare table, the data the Trade-offs page draws
// and the presentation's comparison slide give each option the same figures,
// those of the document's evaluation.
void TestEvaluation::pagesAgree()
{
    QFETCH(QString, workload);
    const std::string workloadId = workload.toStdString();
    MainWindow w;
    open(w, "comparePage");
    ProjectDocument *doc = w.document();
    const Project &project = doc->project();
    auto *combo = find<QComboBox>(&w, "compareWorkload");
    chooseInCombo(w, "compareWorkload", combo->findData(workload));
    QCOMPARE(doc->planSelection()->workloadId(), workloadId);

    const FiguresByOption compare = compareFigures(w);
    QCOMPARE(compare.size(), project.options.size());
    const Evaluation &ev = doc->results()->evaluation();
    for (const auto &[id, f] : compare) {
        const PairResult *p = ev.pair(workloadId, id);
        QVERIFY(p);
        QCOMPARE(f.priced, p->priced);
        if (!p->priced) {
            // No figure at all, and it says so: never an amount standing for none.
            for (const QString &cell : f.money)
                QVERIFY2(cell.startsWith(QStringLiteral("Not priced")), qPrintable(cell));
            continue;
        }
        QCOMPARE(f.total, p->total.likely);
        QCOMPARE(f.horizon, ev.option(id)->total.likely);
        QCOMPARE(f.time, p->inference ? p->inference->at.ttftSeconds : p->jobHours.likely);
        for (const QString &cell : f.money)
            QVERIFY2(cell.startsWith(QChar(0x00A5)), qPrintable(cell));
    }
    const auto *compareTable = find<QTableView>(&w, "comparisonTable");
    const QString compareScope = find<QLabel>(&w, "compareScope")->text();

    // Trade-offs: the same workload, the same evaluation, the same totals.
    QVERIFY(w.showPage(QStringLiteral("chartsPage")));
    auto *charts = find<ChartsPage>(&w, "chartsPage");
    const ChartContext context = charts->context();
    QCOMPARE(context.workloadId, workloadId);
    QCOMPARE(context.evaluation, &ev);
    // The money charts draw the priced options, with Compare's figures: the
    // cumulative line ends at the horizon total, the stacks add up to the
    // workload's cost; the others are left out, not drawn at zero.
    std::size_t priced = 0;
    for (const auto &[id, f] : compare)
        priced += f.priced ? 1 : 0;
    const ChartData::CumulativeData cumulative = ChartData::cumulative(context);
    QCOMPARE(cumulative.series.size(), priced);
    for (const ChartData::CumulativeSeries &line : cumulative.series) {
        QVERIFY(compare.at(line.optionId).priced);
        QCOMPARE(line.points.back().y.likely, compare.at(line.optionId).horizon);
    }
    const ChartData::BreakdownData breakdown = ChartData::breakdown(context);
    QCOMPARE(breakdown.optionIds.size(), priced);
    for (std::size_t o = 0; o < breakdown.optionIds.size(); ++o)
        QCOMPARE(breakdown.totals[o].likely, compare.at(breakdown.optionIds[o]).total);
    const ChartData::UnitCostData units = ChartData::unitCost(context);
    QCOMPARE(units.optionIds.size(), priced);
    QCOMPARE(ChartData::notPriced(context).size(), compare.size() - priced);
    const ChartData::MemoryData memory = ChartData::memory(context);
    QCOMPARE(memory.optionIds.size(), compare.size());
    for (std::size_t o = 0; o < memory.optionIds.size(); ++o)
        QCOMPARE(memory.perCard[o].total, ev.pair(workloadId, memory.optionIds[o])->memory.total);

    // The presentation: the shortlisted options with Compare's figures.
    w.findChild<QAction *>(QStringLiteral("actionPresentation"))->trigger();
    doc->results()->waitForSampling();
    QCoreApplication::processEvents();
    auto *view = w.findChild<PresentationView *>(QStringLiteral("presentationView"));
    QVERIFY(view);
    const std::vector<std::string> shown = Shortlist::optionIds(project);
    QCOMPARE(view->optionIds(), shown);
    const int slide = view->comparisonSlideOf(workloadId);
    QVERIFY(slide > 0);
    view->showSlide(slide);
    auto *table = view->findChild<QStackedWidget *>()->currentWidget()->findChild<QTableView *>(
        QStringLiteral("presentationTable"));
    QVERIFY(table);
    const FiguresByOption presented = figuresOf(table->model(), project);
    QCOMPARE(presented.size(), shown.size());
    for (const std::string &id : shown) {
        QVERIFY(presented.count(id));
        QCOMPARE(presented.at(id).priced, compare.at(id).priced);
        QCOMPARE(presented.at(id).total, compare.at(id).total);
        QCOMPARE(presented.at(id).horizon, compare.at(id).horizon);
        QCOMPARE(presented.at(id).time, compare.at(id).time);
        QCOMPARE(presented.at(id).money, compare.at(id).money);
    }
    // The same scoped headers and the same line saying what they cover.
    for (int column :
         {int(ComparisonModel::WorkloadCostColumn), int(ComparisonModel::HorizonTotalColumn),
          int(ComparisonModel::UnitCostColumn)})
        QCOMPARE(table->model()->headerData(column, Qt::Horizontal).toString(),
                 compareTable->model()->headerData(column, Qt::Horizontal).toString());
    auto *covers = view->findChild<QStackedWidget *>()->currentWidget()->findChild<QLabel *>(
        QStringLiteral("presentationMoneyScope"));
    QVERIFY(covers);
    QCOMPARE(covers->text(), compareScope);
    // Ranked as the document ranks them, the others left out.
    std::vector<std::string> expectedOrder;
    for (const Standing &st : ev.verdict(workloadId)->standings)
        if (std::find(shown.begin(), shown.end(), st.optionId) != shown.end())
            expectedOrder.push_back(st.optionId);
    std::vector<std::string> order;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QModelIndex name = table->model()->index(r, 0);
        const int option = name.data(ComparisonModel::OptionIndexRole).toInt();
        order.push_back(project.options.at(std::size_t(option)).id);
    }
    QCOMPARE(order, expectedOrder);
    view->close();
}

// The slides and the report narrow the document's evaluation to the
// shortlisted options without ranking again: narrowing to every option
// changes nothing, and the verdict among the shortlist is the one a project
// of only those options gets (the same recommendation, runner-up and
// chances: draws do not depend on the other options).
void TestEvaluation::shortlistOfAllIsTheEvaluation()
{
    MainWindow w;
    open(w, "comparePage");
    w.document()->results()->waitForSampling();
    const Project &project = w.document()->project();
    const Evaluation &ev = w.document()->results()->evaluation();
    std::vector<std::string> all;
    for (const Option &o : project.options)
        all.push_back(o.id);
    const Evaluation same = Shortlist::narrow(ev, all);
    QCOMPARE(same.pairs.size(), ev.pairs.size());
    QCOMPARE(same.options.size(), ev.options.size());
    QCOMPARE(same.breakEvens.size(), ev.breakEvens.size());
    QCOMPARE(same.flips.size(), ev.flips.size());
    QCOMPARE(same.tornadoes.size(), ev.tornadoes.size());
    QCOMPARE(same.verdicts.size(), ev.verdicts.size());
    for (std::size_t i = 0; i < ev.verdicts.size(); ++i) {
        QCOMPARE(same.verdicts[i].recommended, ev.verdicts[i].recommended);
        QCOMPARE(same.verdicts[i].standings.size(), ev.verdicts[i].standings.size());
    }

    const std::vector<std::string> ids = Shortlist::optionIds(project);
    QVERIFY(ids.size() < project.options.size()); // the example leaves two out
    const Evaluation narrowed = Shortlist::narrow(ev, ids);
    Project only = project;
    std::erase_if(only.options, [&](const Option &o) {
        return std::find(ids.begin(), ids.end(), o.id) == ids.end();
    });
    EvaluateSettings settings;
    settings.samples = ev.sampling.samples;
    const Evaluation direct = evaluate(only, w.document()->catalog(), settings);
    QCOMPARE(narrowed.verdicts.size(), direct.verdicts.size());
    for (std::size_t i = 0; i < direct.verdicts.size(); ++i) {
        const WorkloadVerdict &a = narrowed.verdicts[i];
        const WorkloadVerdict &b = direct.verdicts[i];
        QCOMPARE(a.recommended, b.recommended);
        QCOMPARE(a.runnerUp, b.runnerUp);
        QCOMPARE(a.chanceBeatsRunnerUp, b.chanceBeatsRunnerUp);
        QCOMPARE(a.standings.size(), b.standings.size());
        for (std::size_t k = 0; k < b.standings.size(); ++k) {
            QCOMPARE(a.standings[k].optionId, b.standings[k].optionId);
            QCOMPARE(a.standings[k].chanceCheapest, b.standings[k].chanceCheapest);
        }
    }
    for (const PairResult &p : narrowed.pairs)
        QVERIFY(std::find(ids.begin(), ids.end(), p.optionId) != ids.end());
    QCOMPARE(narrowed.pairs.size(), ids.size() * project.workloads.size());
}

// The tornado: Compare's table, the Trade-offs chart and the presentation's
// slide are about the same option in the same scope, the selected one's
// (by default the winner), also after another option is picked on Compare,
// whose tornado is core's tornadoFor(). The presentation shows only its
// shortlist: for a workload whose selected option is not on show it names
// its own winner.
void TestEvaluation::tornadoIsTheSameEverywhere()
{
    MainWindow w;
    open(w, "comparePage");
    ProjectDocument *doc = w.document();
    PlanSelection *selection = doc->planSelection();
    auto *title = find<QLabel>(&w, "compareTornadoTitle");
    const auto name = [doc](const std::string &id) {
        for (const Option &o : doc->project().options)
            if (o.id == id)
                return QString::fromStdString(o.name);
        return QString();
    };
    // What each view says, as "<scope words> of <option>".
    auto *charts = qobject_cast<ChartsPage *>(w.page(QStringLiteral("chartsPage")));
    QVERIFY(charts);
    const auto chartSays = [&]() {
        if (!w.showPage(QStringLiteral("chartsPage")))
            return QString();
        charts->showChart(ChartKind::Tornado);
        const QChart *chart = charts->chartView()->chart();
        const QString t = chart->title() + QLatin1Char('\n') + ChartKit::chartNotes(chart);
        w.showPage(QStringLiteral("comparePage"));
        return t;
    };
    const auto slideSays = [&](const std::string &workloadId) {
        w.findChild<QAction *>(QStringLiteral("actionPresentation"))->trigger();
        auto *view = w.findChild<PresentationView *>(QStringLiteral("presentationView"));
        const int slide = view ? view->chartSlideOf(workloadId, ChartKind::Tornado) : -1;
        QString t;
        if (slide > 0) {
            view->showSlide(slide);
            const QChart *chart = view->findChild<QStackedWidget *>()
                                      ->currentWidget()
                                      ->findChild<QChartView *>()
                                      ->chart();
            t = chart->title() + QLatin1Char('\n') + ChartKit::chartNotes(chart);
        }
        if (view)
            view->close();
        QTest::qWait(0);
        return t;
    };
    const auto agree = [&](const std::string &optionId, const QString &scope) {
        const Tornado *t = selection->tornado();
        QVERIFY(t);
        QCOMPARE(t->optionId, optionId);
        const QString said = scope + QStringLiteral(" of ") + name(optionId);
        // Mid-sentence on Compare: "Inputs that move the cost per run of ...".
        const QString midSentence = said.left(1).toLower() + said.mid(1);
        QVERIFY2(title->text().contains(midSentence),
                 qPrintable(title->text() + QLatin1String(" / ") + midSentence));
        QVERIFY2(chartSays().contains(said.toHtmlEscaped()), qPrintable(said));
        // The very tornado Compare shows, not one computed again.
        QCOMPARE(charts->context().tornado, selection->tornado());
        QVERIFY2(slideSays(t->workloadId).contains(said.toHtmlEscaped()), qPrintable(said));
    };

    // The LoRA's winner, on show.
    QCOMPARE(selection->workloadId(), std::string(kLora));
    QCOMPARE(selection->tornado(), doc->results()->evaluation().tornado(kLora));
    agree(kCloud4090, QStringLiteral("Cost per run"));

    // Another option picked on Compare (also on show).
    const char *const a800 = "o-a800-baoan-host";
    auto *table = find<QTableView>(&w, "comparisonTable");
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        table->selectRow(r);
        const int option = table->currentIndex().data(ComparisonModel::OptionIndexRole).toInt();
        if (doc->project().options.at(std::size_t(option)).id == a800)
            break;
    }
    QCOMPARE(selection->optionId(), std::string(a800));
    const Tornado direct = tornadoFor(doc->project(), doc->catalog(), kLora, a800);
    QCOMPARE(selection->tornado()->likelyTotal, direct.likelyTotal);
    QCOMPARE(selection->tornado()->bars.size(), direct.bars.size());
    for (std::size_t i = 0; i < direct.bars.size(); ++i) {
        QCOMPARE(selection->tornado()->bars[i].input, direct.bars[i].input);
        QCOMPARE(selection->tornado()->bars[i].totalAtLow, direct.bars[i].totalAtLow);
        QCOMPARE(selection->tornado()->bars[i].totalAtHigh, direct.bars[i].totalAtHigh);
    }
    agree(a800, QStringLiteral("Cost per run"));

    // The 70B's winner, per run too; serving is priced over the horizon.
    chooseInCombo(w, "compareWorkload", 1);
    agree(kH800, QStringLiteral("Cost per run"));
    chooseInCombo(w, "compareWorkload", 2);
    const std::string servingWinner = selection->optionId();
    QCOMPARE(selection->tornado()->scope, CostScope::Horizon);
    QVERIFY2(title->text().contains(QStringLiteral("this workload over 24 months on ") +
                                    name(servingWinner)),
             qPrintable(title->text()));
    QVERIFY2(chartSays().contains(
                 (QStringLiteral("This workload over 24 months on ") + name(servingWinner))
                     .toHtmlEscaped()),
             "chart");
    // The verdict recommends among the shortlisted options: the slide is
    // about the same option, in the same scope.
    const std::vector<std::string> shown = Shortlist::optionIds(doc->project());
    QVERIFY(std::find(shown.begin(), shown.end(), servingWinner) != shown.end());
    const Evaluation narrowed = Shortlist::narrow(doc->results()->evaluation(), shown);
    QCOMPARE(narrowed.tornado(kServe)->optionId, servingWinner);
    QVERIFY2(slideSays(kServe).contains(
                 (QStringLiteral("This workload over 24 months on ") + name(servingWinner))
                     .toHtmlEscaped()),
             "slide");
}

// Choosing a workload on Compare, Trade-offs, Sizing or Workload shows it on
// all of them (and names it on the Scenario page).
void TestEvaluation::workloadIsShared()
{
    MainWindow w;
    open(w, "comparePage");
    // Pages already visited follow the selection live (a page built later
    // starts on it: TestMainWindow::pagesBuiltWhenFirstShown).
    for (const char *page : {"chartsPage", "sizingPage", "workloadPage"})
        QVERIFY(w.page(QLatin1String(page)));
    ProjectDocument *doc = w.document();
    PlanSelection *selection = doc->planSelection();
    const auto &workloads = doc->project().workloads;
    QCOMPARE(selection->workloadId(), workloads.front().id);
    QSignalSpy changed(selection, &PlanSelection::workloadChanged);
    const auto showsEverywhere = [&](int index) {
        const QString id = QString::fromStdString(workloads.at(std::size_t(index)).id);
        QCOMPARE(selection->workloadIndex(), index);
        QCOMPARE(find<QComboBox>(&w, "compareWorkload")->currentData().toString(), id);
        QCOMPARE(find<QComboBox>(&w, "chartsWorkload")->currentData().toString(), id);
        QCOMPARE(find<QComboBox>(&w, "sizingWorkload")->currentIndex(), index);
        QCOMPARE(find<QListView>(&w, "workloadList")->currentIndex().row(), index);
        QVERIFY2(find<QLabel>(&w, "scenarioTarget")
                     ->text()
                     .contains(QString::fromStdString(workloads.at(std::size_t(index)).name)),
                 qPrintable(find<QLabel>(&w, "scenarioTarget")->text()));
    };

    // The second workload on Compare: Trade-offs and Sizing show it.
    chooseInCombo(w, "compareWorkload", 1);
    QCOMPARE(changed.count(), 1);
    showsEverywhere(1);
    QVERIFY(w.showPage(QStringLiteral("chartsPage")));
    QCOMPARE(find<ChartsPage>(&w, "chartsPage")->context().workloadId, workloads.at(1).id);

    // And back the other way, from each of the others.
    chooseInCombo(w, "chartsWorkload", 2);
    showsEverywhere(2);
    QVERIFY(w.showPage(QStringLiteral("sizingPage")));
    chooseInCombo(w, "sizingWorkload", 0);
    showsEverywhere(0);
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    auto *list = find<QListView>(&w, "workloadList");
    list->setCurrentIndex(list->model()->index(1, 0));
    showsEverywhere(1);
    QCOMPARE(changed.count(), 4);

    // A workload added is the one shown; removing it shows its neighbour.
    const int added = doc->addWorkload();
    showsEverywhere(added);
    doc->removeWorkload(added);
    showsEverywhere(added - 1);
    // Another project starts at its first workload.
    QVERIFY(w.openExample());
    showsEverywhere(0);
}

// The selected option is the current workload's winner until an option row
// is picked on Compare; it follows the winner again for another workload or
// when the picked option is removed.
void TestEvaluation::optionFollowsWinnerUntilPicked()
{
    MainWindow w;
    open(w, "comparePage");
    ProjectDocument *doc = w.document();
    PlanSelection *selection = doc->planSelection();
    const auto winner = [doc](const std::string &workloadId) {
        const WorkloadVerdict *v = doc->results()->verdict(workloadId);
        return v ? v->recommended : std::string();
    };
    auto *table = find<QTableView>(&w, "comparisonTable");
    const auto shownOption = [&] {
        const int option = table->currentIndex().data(ComparisonModel::OptionIndexRole).toInt();
        return doc->project().options.at(std::size_t(option)).id;
    };
    QCOMPARE(selection->optionId(), winner(kLora));
    QVERIFY(!selection->isOptionPicked());
    QCOMPARE(shownOption(), winner(kLora));

    // The winner changes with an edit (it leaves the comparison): the
    // selection moves with it.
    const std::string first = winner(kLora);
    changeValue(doc, indexOf(doc->project().options, first), OptionFields::Chosen, false);
    QTRY_VERIFY(winner(kLora) != first);
    QTRY_COMPARE(selection->optionId(), winner(kLora));
    QTRY_COMPARE(shownOption(), winner(kLora));
    doc->undoStack()->undo();
    QTRY_COMPARE(selection->optionId(), first);
    QTRY_COMPARE(shownOption(), first);

    // Picked on Compare: it stays through edits.
    QSignalSpy optionChanged(selection, &PlanSelection::optionChanged);
    std::string picked;
    for (int r = 0; r < table->model()->rowCount() && picked.empty(); ++r) {
        table->selectRow(r);
        if (shownOption() != first)
            picked = shownOption();
    }
    QVERIFY(!picked.empty());
    QCOMPARE(selection->optionId(), picked);
    QVERIFY(selection->isOptionPicked());
    QVERIFY(!optionChanged.isEmpty());
    changeAssumption(doc, {"other_work_share", {0.1, 0.3, 0.4}, "fraction", {}});
    QTRY_VERIFY(!doc->results()->isStale());
    QTest::qWait(20);
    QCOMPARE(selection->optionId(), picked);
    QCOMPARE(shownOption(), picked);

    // Another workload: its winner.
    chooseInCombo(w, "compareWorkload", 1);
    QVERIFY(!selection->isOptionPicked());
    QCOMPARE(selection->optionId(), winner(kPretrain));
    QCOMPARE(shownOption(), winner(kPretrain));

    // The picked option removed: the winner again.
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        table->selectRow(r);
        if (shownOption() == kH800)
            break;
    }
    QCOMPARE(selection->optionId(), std::string(kH800));
    doc->removeOption(indexOf(doc->project().options, kH800));
    QVERIFY(!selection->isOptionPicked());
    QTRY_COMPARE(selection->optionId(), winner(kPretrain));
    QTRY_COMPARE(shownOption(), winner(kPretrain));
}

QTEST_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
