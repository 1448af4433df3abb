// The presentation view opened from the real main window on the example
// project: chosen options only, keyboard navigation, a meeting language that
// does not change the editing language, and a chart on a slide.
#include <algorithm>

#include <QAbstractItemModel>
#include <QAction>
#include <QChartView>
#include <QCursor>
#include <QDir>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include "charts/ChartKit.h"
#include "charts/Charts.h"
#include "document/ChangeValue.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "models/ComparisonModel.h"
#include "presentation/PresentationView.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

class TestPresentation final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void showsChosenOptionsOnly();
    void showsAllOptionsWhenNoneIsChosen();
    void rankedAmongShownOptions();
    void keysMoveBetweenSlides();
    void meetingLanguageIsRestored();
    void chartSlidesShowCharts();
    void moneySaysWhatItCovers();
    void notPricedNeverReadsZero();
    void fitsSmallScreen();
    void screenshots();

private:
    // Opens the example in `w` and starts the presentation (F5's action).
    static PresentationView *present(MainWindow &w);
    static bool isChinese(const QString &s);
    // A child of the slide on screen (every slide has its own).
    template <typename T> static T *onSlide(PresentationView *view, const char *name)
    {
        return view->findChild<QStackedWidget *>()->currentWidget()->findChild<T *>(
            QLatin1String(name));
    }
};

void TestPresentation::initTestCase()
{
    uitest::isolate("tst_presentation");
}

void TestPresentation::init()
{
    QSettings().clear();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    Prompts::error = [](QWidget *, const QString &, const QString &message) {
        QFAIL(qPrintable(message));
    };
    Prompts::unsavedChanges = [](QWidget *, const QString &) { return Prompts::Unsaved::Discard; };
}

void TestPresentation::cleanup()
{
    Prompts::restoreDefaults();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

PresentationView *TestPresentation::present(MainWindow &w)
{
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return nullptr;
    auto *action = w.findChild<QAction *>(QStringLiteral("actionPresentation"));
    if (!action || !action->isEnabled())
        return nullptr;
    action->trigger();
    // A busy cursor while the slides are built, gone once the first is up.
    if (!QGuiApplication::overrideCursor() ||
        QGuiApplication::overrideCursor()->shape() != Qt::WaitCursor)
        return nullptr;
    auto *view = w.findChild<PresentationView *>(QStringLiteral("presentationView"));
    if (!QTest::qWaitFor([] { return QGuiApplication::overrideCursor() == nullptr; }))
        return nullptr;
    return view && QTest::qWaitForWindowExposed(view) ? view : nullptr;
}

bool TestPresentation::isChinese(const QString &s)
{
    for (QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

void TestPresentation::showsChosenOptionsOnly()
{
    MainWindow w;
    QVERIFY(w.openExample());
    std::vector<std::string> chosen;
    for (const suanpan::Option &o : w.document()->project().options)
        if (o.chosen)
            chosen.push_back(o.id);
    QVERIFY(!chosen.empty());
    QVERIFY(chosen.size() < w.document()->project().options.size());

    PresentationView *view = present(w);
    QVERIFY(view);
    QVERIFY(view->isFullScreen());
    QCOMPARE(view->optionIds(), chosen);
    view->showSlide(1); // the first workload's comparison
    auto *table = onSlide<QTableView>(view, "presentationTable");
    QVERIFY(table && table->isVisible());
    QCOMPARE(table->model()->rowCount(), int(chosen.size()));
    // The winner sentence names one of the chosen options.
    auto *winner = onSlide<QLabel>(view, "presentationWinner");
    QVERIFY(winner->isVisible());
    QVERIFY2(winner->text().contains(QStringLiteral(" is recommended: ")) ||
                 winner->text().startsWith(QStringLiteral("Cost does not decide")),
             qPrintable(winner->text()));
    const QString first = table->model()->index(0, 0).data().toString();
    QVERIFY2(winner->text().startsWith(first), qPrintable(winner->text()));
    // Every risk the table names is told in a sentence under it, by option.
    auto *risks = onSlide<QLabel>(view, "presentationRisks");
    QVERIFY(risks && risks->isVisible());
    int flagged = 0;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QString flags =
            table->model()->index(row, ComparisonModel::RisksColumn).data().toString();
        if (flags.isEmpty())
            continue;
        ++flagged;
        const QString name = table->model()->index(row, 0).data().toString();
        QVERIFY2(risks->text().contains(QStringLiteral("• ") + name + QStringLiteral(": ")),
                 qPrintable(name + QLatin1String(" / ") + risks->text()));
    }
    QVERIFY(flagged > 0);
    view->close();
}

void TestPresentation::showsAllOptionsWhenNoneIsChosen()
{
    MainWindow w;
    QVERIFY(w.openExample());
    const auto &options = w.document()->project().options;
    for (int i = 0; i < int(options.size()); ++i)
        if (options[size_t(i)].chosen)
            changeValue(w.document(), i, OptionFields::Chosen, false);
    PresentationView *view = present(w);
    QVERIFY(view);
    QCOMPARE(view->optionIds().size(), options.size());
    // Nothing left out, nothing to say about it.
    view->showSlide(1);
    QVERIFY(!onSlide<QLabel>(view, "presentationScope"));
    view->close();
}

// Every workload's comparison ranks the shown options as the document ranks
// them all, the others left out, and says so; the verdict, made among the
// shortlisted options, names the first of them, as Compare does.
void TestPresentation::rankedAmongShownOptions()
{
    MainWindow w;
    QVERIFY(w.openExample());
    PresentationView *view = present(w);
    QVERIFY(view);
    const suanpan::Project &project = w.document()->project();
    const suanpan::Evaluation &evaluation = w.document()->results()->evaluation();
    const std::vector<std::string> &shown = view->optionIds();
    for (const suanpan::WorkloadVerdict &v : evaluation.verdicts) {
        const int slide = view->comparisonSlideOf(v.workloadId);
        QVERIFY(slide > 0);
        view->showSlide(slide);
        auto *scope = onSlide<QLabel>(view, "presentationScope");
        QVERIFY(scope && scope->isVisible());
        QCOMPARE(scope->text(),
                 QStringLiteral("Ranked among the %1 shortlisted options; the project has %2 "
                                "options.")
                     .arg(shown.size())
                     .arg(project.options.size()));
        std::vector<std::string> expected;
        for (const suanpan::Standing &st : v.standings)
            if (std::find(shown.begin(), shown.end(), st.optionId) != shown.end())
                expected.push_back(st.optionId);
        auto *table = onSlide<QTableView>(view, "presentationTable");
        QCOMPARE(table->model()->rowCount(), int(expected.size()));
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const int option =
                table->model()->index(row, 0).data(ComparisonModel::OptionIndexRole).toInt();
            QCOMPARE(project.options.at(std::size_t(option)).id, expected[std::size_t(row)]);
        }
        // The verdict is made among the shortlisted options: the slide
        // recommends what Compare recommends, first in its table.
        QCOMPARE(expected.front(), v.recommended);
        const QString first = table->model()->index(0, 0).data().toString();
        auto *winner = onSlide<QLabel>(view, "presentationWinner");
        QVERIFY2(winner->text().startsWith(first + QLatin1String(" is recommended")) ||
                     winner->text().startsWith(QLatin1String("Cost does not decide")),
                 qPrintable(winner->text()));
    }
    view->close();
}

void TestPresentation::keysMoveBetweenSlides()
{
    MainWindow w;
    QVERIFY(w.openExample());
    PresentationView *view = present(w);
    QVERIFY(view);
    // Title, then per workload its comparison and at least one chart.
    const int workloads = int(w.document()->project().workloads.size());
    QVERIFY(view->slideCount() >= 1 + 2 * workloads);
    QCOMPARE(view->currentSlide(), 0);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->currentSlide(), 1);
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(view->currentSlide(), 2);
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(view->currentSlide(), 1);
    QTest::keyClick(view, Qt::Key_End);
    QCOMPARE(view->currentSlide(), view->slideCount() - 1);
    QTest::keyClick(view, Qt::Key_Right); // stays on the last slide
    QCOMPARE(view->currentSlide(), view->slideCount() - 1);
    QTest::keyClick(view, Qt::Key_Home);
    QCOMPARE(view->currentSlide(), 0);
    auto *footer = view->findChild<QLabel *>(QStringLiteral("presentationFooter"));
    QVERIFY(footer->text().startsWith(QStringLiteral("1 / %1").arg(view->slideCount())));

    QPointer<PresentationView> guard(view);
    QTest::keyClick(view, Qt::Key_Escape);
    QTRY_VERIFY(guard.isNull()); // closed and deleted
    QVERIFY(w.isVisible());
}

void TestPresentation::meetingLanguageIsRestored()
{
    MainWindow w;
    QVERIFY(w.openExample());
    PresentationView *view = present(w);
    QVERIFY(view);
    view->showSlide(1);
    auto *winner = onSlide<QLabel>(view, "presentationWinner");
    QVERIFY(!isChinese(winner->text()));
    QTest::keyClick(view, Qt::Key_L);
    QCOMPARE(LanguageManager::instance()->language(), QLatin1String(LanguageManager::kChinese));
    // Slides are rebuilt in Chinese; the same slide stays on screen.
    QTRY_VERIFY(isChinese(onSlide<QLabel>(view, "presentationWinner")->text()));
    QCOMPARE(view->currentSlide(), 1);
    view->close();
    QCOMPARE(LanguageManager::instance()->language(), QLatin1String(LanguageManager::kEnglish));
}

void TestPresentation::chartSlidesShowCharts()
{
    MainWindow w;
    QVERIFY(w.openExample());
    PresentationView *view = present(w);
    QVERIFY(view);
    view->showSlide(2); // the first workload's first chart
    auto *stack = view->findChild<QStackedWidget *>();
    QWidget *slide = stack->currentWidget();
    QCOMPARE(slide->objectName(), QStringLiteral("slideChart"));
    auto *chartView = slide->findChild<QChartView *>();
    QVERIFY(chartView && chartView->chart());
    QVERIFY(!chartView->chart()->series().isEmpty());
    QVERIFY(!chartView->chart()->title().isEmpty());
    view->close();
}

// Each comparison slide's money columns carry their scope, as on Compare,
// with the line saying what the horizon total assumes; the money charts'
// titles say theirs too.
void TestPresentation::moneySaysWhatItCovers()
{
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        MainWindow w;
        QVERIFY(w.openExample());
        PresentationView *view = present(w);
        QVERIFY(view);
        const bool chinese = QLatin1String(lang) == QLatin1String(LanguageManager::kChinese);
        const QString perRun =
            chinese ? QStringLiteral("单次运行成本") : QStringLiteral("Cost per run");
        const QString horizon =
            chinese ? QStringLiteral("24 个月合计") : QStringLiteral("Total over 24 months");
        for (const suanpan::Workload &workload : w.document()->project().workloads) {
            view->showSlide(view->comparisonSlideOf(workload.id));
            auto *table = onSlide<QTableView>(view, "presentationTable");
            QVERIFY(table);
            const auto header = [table](int column) {
                return table->model()
                    ->headerData(column, Qt::Horizontal)
                    .toString()
                    .replace(QLatin1Char('\n'), QLatin1Char(' '));
            };
            const bool training = suanpan::isTraining(workload.scenario);
            QVERIFY2(!training || header(ComparisonModel::WorkloadCostColumn) == perRun,
                     qPrintable(header(ComparisonModel::WorkloadCostColumn)));
            QVERIFY2(training || header(ComparisonModel::WorkloadCostColumn)
                                     .contains(chinese ? QStringLiteral("24 个月")
                                                       : QStringLiteral("24 months")),
                     qPrintable(header(ComparisonModel::WorkloadCostColumn)));
            QCOMPARE(header(ComparisonModel::HorizonTotalColumn), horizon);
            QVERIFY(!table->isColumnHidden(ComparisonModel::WorkloadCostColumn));
            QVERIFY(!table->isColumnHidden(ComparisonModel::HorizonTotalColumn));
            auto *covers = onSlide<QLabel>(view, "presentationMoneyScope");
            QVERIFY(covers && covers->isVisible());
            QVERIFY2(covers->text().startsWith(horizon), qPrintable(covers->text()));
            QVERIFY2(covers->text().contains(QStringLiteral("scheduled work")) ||
                         covers->text().contains(QStringLiteral("本项目工作")),
                     qPrintable(covers->text()));
            // The money charts of this workload say their scope in their title.
            for (ChartKind kind :
                 {ChartKind::CumulativeCost, ChartKind::CostBreakdown, ChartKind::Tornado}) {
                const int slide = view->chartSlideOf(workload.id, kind);
                if (slide < 0)
                    continue;
                view->showSlide(slide);
                const QChart *chart = onSlide<QChartView>(view, nullptr)->chart();
                const QString title = chart->title() + QLatin1Char('\n') +
                                      ChartKit::chartNotes(chart).toHtmlEscaped();
                const bool scoped = title.contains(perRun.toHtmlEscaped()) ||
                                    title.contains(chinese ? QStringLiteral("每次运行")
                                                           : QStringLiteral("per run")) ||
                                    title.contains(chinese ? QStringLiteral("24 个月")
                                                           : QStringLiteral("24 months"));
                QVERIFY2(scoped, qPrintable(title));
            }
        }
        view->close();
    }
}

// 70B fits on neither 4090 option, one of them on the shortlist: its row says
// "not priced" and why, and no cell or label on any slide reads a zero amount.
void TestPresentation::notPricedNeverReadsZero()
{
    MainWindow w;
    QVERIFY(w.openExample());
    PresentationView *view = present(w);
    QVERIFY(view);
    const suanpan::Evaluation &ev = w.document()->results()->evaluation();
    const QRegularExpression zero(QStringLiteral("\u00a50(?![.,0-9])"));
    int notPriced = 0;
    for (int i = 0; i < view->slideCount(); ++i) {
        view->showSlide(i);
        QWidget *slide = view->findChild<QStackedWidget *>()->currentWidget();
        for (QLabel *label : slide->findChildren<QLabel *>())
            QVERIFY2(!zero.match(label->text()).hasMatch(), qPrintable(label->text()));
        auto *table = slide->findChild<QTableView *>(QStringLiteral("presentationTable"));
        if (!table)
            continue;
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const bool priced =
                table->model()->index(r, 0).data(ComparisonModel::PricedRole).toBool();
            for (int c = 0; c < table->model()->columnCount(); ++c) {
                const QString text = table->model()->index(r, c).data().toString();
                QVERIFY2(!zero.match(text).hasMatch(), qPrintable(text));
                if (!priced && (c == ComparisonModel::WorkloadCostColumn ||
                                c == ComparisonModel::HorizonTotalColumn))
                    QVERIFY2(text.startsWith(QStringLiteral("Not priced")), qPrintable(text));
            }
            notPriced += priced ? 0 : 1;
        }
    }
    // The 8x 4090 cloud option is shortlisted and cannot run the 70B job.
    QVERIFY(!ev.pair("w-cpt-70b", "o-4090-cloud-hourly")->priced);
    QVERIFY(notPriced > 0);
    view->close();
}

// On a 1280 x 800 screen, in both languages: the view is the screen's size
// (never taller, which would hide the footer), and every comparison slide
// shows its whole table, the line under it and the winner's sentence.
void TestPresentation::fitsSmallScreen()
{
    MainWindow w;
    QVERIFY(w.openExample());
    PresentationView *view = present(w);
    QVERIFY(view);
    view->resize(1280, 800);
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        QTest::qWait(50);
        QCOMPARE(view->size(), QSize(1280, 800));
        auto *footer = view->findChild<QLabel *>(QStringLiteral("presentationFooter"));
        QVERIFY(footer && footer->geometry().bottom() < view->height());
        for (const suanpan::Workload &workload : w.document()->project().workloads) {
            view->showSlide(view->comparisonSlideOf(workload.id));
            QTest::qWait(20);
            QWidget *slide = view->findChild<QStackedWidget *>()->currentWidget();
            for (const char *name :
                 {"presentationTable", "presentationMoneyScope", "presentationWinner"}) {
                auto *part = slide->findChild<QWidget *>(QLatin1String(name));
                QVERIFY2(part, name);
                const QRect at(part->mapTo(slide, QPoint(0, 0)), part->size());
                QVERIFY2(
                    slide->rect().contains(at),
                    qPrintable(QStringLiteral("%1 %2: %3 at y %4-%5 of %6")
                                   .arg(QLatin1String(lang), QString::fromStdString(workload.id),
                                        QLatin1String(name))
                                   .arg(at.top())
                                   .arg(at.bottom())
                                   .arg(slide->height())));
            }
            // Every row of the table in view, none cut.
            auto *table = slide->findChild<QTableView *>(QStringLiteral("presentationTable"));
            QVERIFY2(table->verticalHeader()->length() <= table->viewport()->height(),
                     qPrintable(QStringLiteral("%1 %2: rows %3 px, view %4 px")
                                    .arg(QLatin1String(lang), QString::fromStdString(workload.id))
                                    .arg(table->verticalHeader()->length())
                                    .arg(table->viewport()->height())));
        }
        // Chart legends and axes name every option in full (long names on
        // two lines).
        for (int i = 0; i < view->slideCount(); ++i) {
            view->showSlide(i);
            auto *chartView = onSlide<QChartView>(view, nullptr);
            if (!chartView)
                continue;
            QTest::qWait(20);
            std::vector<QGraphicsItem *> items{chartView->chart()};
            while (!items.empty()) {
                QGraphicsItem *item = items.back();
                items.pop_back();
                for (QGraphicsItem *child : item->childItems())
                    items.push_back(child);
                const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                QVERIFY2(!text || !text->isVisible() ||
                             !text->toPlainText().endsWith(QLatin1String("...")),
                         qPrintable(QStringLiteral("%1 slide %2: %3")
                                        .arg(QLatin1String(lang))
                                        .arg(i)
                                        .arg(text ? text->toPlainText() : QString())));
            }
        }
    }
    view->close();
}

// With SUANPAN_SCREENSHOT_DIR set: every slide in both languages, to look at.
void TestPresentation::screenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("SUANPAN_SCREENSHOT_DIR not set");
    QDir().mkpath(dir);
    MainWindow w;
    QVERIFY(w.openExample());
    PresentationView *view = present(w);
    QVERIFY(view);
    view->resize(1280, 800); // the smallest screen a meeting room has
    for (const char *lang : {"en", "zh"}) {
        for (int i = 0; i < view->slideCount(); ++i) {
            view->showSlide(i);
            QTest::qWait(50);
            QVERIFY(view->grab().save(QStringLiteral("%1/presentation-%2-%3.png")
                                          .arg(dir, QLatin1String(lang))
                                          .arg(i, 2, 10, QLatin1Char('0'))));
        }
        QTest::keyClick(view, Qt::Key_L);
        QTest::qWait(100);
    }
    view->close();
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
