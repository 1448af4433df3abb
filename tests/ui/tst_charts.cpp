// The trade-off charts (ui/charts): their data against the example project's
// own evaluation, every chart built in both languages, and the Trade-offs
// page in the real main window following edits, undo, language, export and
// copy. With SUANPAN_SCREENSHOT_DIR set, saves every chart in both languages.
#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include <QAbstractBarSeries>
#include <QAbstractSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QLineSeries>
#include <QListWidget>
#include <QLogValueAxis>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QUndoStack>
#include <QValueAxis>

#include "catalog/Catalog.h"
#include "charts/ChartData.h"
#include "charts/ChartKit.h"
#include "charts/ChartView.h"
#include "charts/Charts.h"
#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "document/ChangeAssumption.h"
#include "document/ProjectDocument.h"
#include "i18n/CostText.h"
#include "i18n/LanguageManager.h"
#include "io/Example.h"
#include "mainwindow/MainWindow.h"
#include "pages/charts/ChartsPage.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

using namespace suanpan;

Q_DECLARE_METATYPE(ChartKind)

namespace {

const char *const kLora = "w-lora-7b";
const char *const kPretrain = "w-cpt-70b";
const char *const kServe = "w-serve-7b";

// An assumption's source when the user typed it.
suanpan::Provenance userSource()
{
    suanpan::Provenance p;
    p.source = "user";
    return p;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

// The likely lines of a chart: its line series, in the order it added them.
std::vector<QLineSeries *> lines(QChart *chart)
{
    std::vector<QLineSeries *> out;
    for (QAbstractSeries *s : chart->series())
        if (auto *line = qobject_cast<QLineSeries *>(s))
            out.push_back(line);
    return out;
}

// The sum of every option's spend at the horizon, as the cumulative chart
// draws it (its likely lines; break-even markers have two points).
double drawnHorizonTotal(QChart *chart)
{
    double sum = 0.0;
    for (QLineSeries *line : lines(chart))
        if (line->count() > 2)
            sum += line->at(line->count() - 1).y();
    return sum;
}

// Text with its no-break spaces as spaces, as a document's plain text has them.
QString spaced(QString s)
{
    return s.replace(QChar::Nbsp, QLatin1Char(' '));
}

// A chart's title and notes as text: their lines, without the markup.
QString plainTitle(QChart *chart)
{
    QTextDocument doc;
    doc.setHtml(chart->title());
    return spaced(doc.toPlainText() + QLatin1Char('\n') + ChartKit::chartNotes(chart));
}

// Without any space: a note wrapped onto lines still contains its sentence.
QString squeezed(QString s)
{
    s.remove(
        QRegularExpression(QStringLiteral("\\s"), QRegularExpression::UseUnicodePropertiesOption));
    return s;
}

QLineSeries *seriesNamed(QChart *chart, const QString &objectName)
{
    for (QAbstractSeries *s : chart->series())
        if (s->objectName() == objectName)
            return qobject_cast<QLineSeries *>(s);
    return nullptr;
}

} // namespace

class TestCharts final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void cumulativeFollowsEvaluation();
    void breakEvenInWords();
    void moneyChartsLeaveOutNotPriced();
    void moneyChartsSayTheirScope_data();
    void moneyChartsSayTheirScope();
    void tornadoOfTheContext();
    void breakdownAddsUpToTotal();
    void unitCostPerOption();
    void distributionIsTheDraws();
    void memoryStackAddsUp();
    void scalingHasThresholdLine();
    void latencyHasTargetAndKnee();
    void tornadoLargestSwingFirst();
    void unavailableForWrongWorkload();
    void optionsInGivenOrder();
    void everyChartBuilds_data();
    void everyChartBuilds();
    void updatedInPlaceDrawsAsRebuilt_data();
    void updatedInPlaceDrawsAsRebuilt();
    void otherShapeIsReplaced();

    void pageFollowsEditAndUndo();
    void pageFollowsSwitchedOffLine();
    void pageRetranslates();
    void exportsPngAndSvg();
    void exportErrorIsWorded();
    void copyPutsImage();
    void unavailableChartsDisabled();

private:
    ChartContext context(const char *workloadId) const;
    static ChartsPage *openCharts(MainWindow &w, ChartKind kind, const char *workloadId);

    Project m_project;
    Catalog m_catalog;
    Evaluation m_evaluation;
    Portfolio m_portfolio;
    QStringList m_errors;
};

void TestCharts::initTestCase()
{
    uitest::isolate("tst_charts");
    QSettings().clear();
    const Result<Project> example = exampleProject();
    QVERIFY(example.ok());
    m_project = example.value();
    QVERIFY(builtinCatalog().ok());
    m_catalog = builtinCatalog().value().withProject(m_project);
    m_evaluation = evaluate(m_project, m_catalog);
    QVERIFY(!m_evaluation.options.empty());
    const auto year = planPortfolio(m_project, m_catalog);
    QVERIFY(year.ok());
    m_portfolio = year.value();
}

void TestCharts::init()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    m_errors.clear();
    Prompts::error = [this](QWidget *, const QString &, const QString &message) {
        m_errors << message;
    };
    Prompts::unsavedChanges = [](QWidget *, const QString &) { return Prompts::Unsaved::Discard; };
}

void TestCharts::cleanup()
{
    uitest::finishFunction(&m_errors);
    Prompts::restoreDefaults();
    ChartView::restoreDefaultChooser();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

ChartContext TestCharts::context(const char *workloadId) const
{
    ChartContext c;
    c.project = &m_project;
    c.catalog = &m_catalog;
    c.evaluation = &m_evaluation;
    c.workloadId = workloadId;
    c.portfolio = &m_portfolio;
    return c;
}

ChartsPage *TestCharts::openCharts(MainWindow &w, ChartKind kind, const char *workloadId)
{
    if (!w.openExample() || !w.showPage(QStringLiteral("chartsPage")))
        return nullptr;
    auto *page = w.findChild<ChartsPage *>(QStringLiteral("chartsPage"));
    auto *workload = w.findChild<QComboBox *>(QStringLiteral("chartsWorkload"));
    workload->setCurrentIndex(workload->findData(QLatin1String(workloadId)));
    page->showChart(kind);
    return page;
}

void TestCharts::cumulativeFollowsEvaluation()
{
    const ChartData::CumulativeData data = ChartData::cumulative(context(kLora));
    QCOMPARE(data.series.size(), m_evaluation.options.size());
    QCOMPARE(data.horizonMonths, m_evaluation.horizonMonths);
    for (const ChartData::CumulativeSeries &s : data.series) {
        const OptionResult *o = m_evaluation.option(s.optionId);
        QVERIFY(o);
        QCOMPARE(s.acquisition, o->acquisition);
        QCOMPARE(int(s.points.size()), m_evaluation.horizonMonths + 1);
        QCOMPARE(s.points.front().x, 0.0);
        QCOMPARE(s.points.front().y, o->cumulativeByMonth.front());
        // Month 0 is the cash out on day one less the deposit, which comes back.
        const Option *option = nullptr;
        for (const Option &candidate : m_project.options)
            if (candidate.id == s.optionId)
                option = &candidate;
        QVERIFY(option);
        const Contract *contract = m_catalog.findContract(option->contractId);
        const double deposit = contract ? contract->depositCny : 0.0;
        QVERIFY2(near(s.points.front().y.likely + deposit, o->upfront.likely),
                 qPrintable(QStringLiteral("%1: %2 + %3 vs %4")
                                .arg(QString::fromStdString(s.optionId))
                                .arg(s.points.front().y.likely)
                                .arg(deposit)
                                .arg(o->upfront.likely)));
        QCOMPARE(s.points.back().x, double(m_evaluation.horizonMonths));
        QVERIFY2(near(s.points.back().y.likely, o->total.likely),
                 qPrintable(QStringLiteral("%1: %2 vs %3")
                                .arg(QString::fromStdString(s.optionId))
                                .arg(s.points.back().y.likely)
                                .arg(o->total.likely)));
        for (const ChartData::BandPoint &p : s.points)
            QVERIFY(p.y.low <= p.y.likely && p.y.likely <= p.y.high);
    }
    // Drawn: one band and one likely line per option, in the money unit.
    std::unique_ptr<QChart> chart(buildChart(ChartKind::CumulativeCost, context(kLora)));
    int bands = 0;
    for (QAbstractSeries *s : chart->series())
        bands += qobject_cast<QAreaSeries *>(s) ? 1 : 0;
    QCOMPARE(bands, int(data.series.size()));
}

// The example's owned options pay back after its 24-month horizon, against
// renting the same busy card-hours: told in words under the title (the
// Compare page's sentence), with no vertical line that would claim a
// crossing of the lines drawn, which are each option's own work.
void TestCharts::breakEvenInWords()
{
    Project longer = m_project;
    longer.assumptions.push_back({"horizon_months", Range::exactly(60), "months", userSource()});
    const Catalog catalog = builtinCatalog().value().withProject(longer);
    const Evaluation ev = evaluate(longer, catalog);
    QCOMPARE(ev.horizonMonths, 60);
    for (const Evaluation *evaluation : {static_cast<const Evaluation *>(&m_evaluation), &ev}) {
        ChartContext c = context(kLora);
        if (evaluation == &ev) {
            c.project = &longer;
            c.catalog = &catalog;
            c.evaluation = &ev;
        }
        const ChartData::CumulativeData data = ChartData::cumulative(c);
        // One per owned option, against the LoRA's best rented option (the
        // one the Compare page names too).
        std::set<std::string> owners;
        for (const BreakEven &b : evaluation->breakEvens)
            owners.insert(b.ownOptionId);
        QCOMPARE(data.breakEvens.size(), owners.size());
        for (const BreakEven &m : data.breakEvens) {
            QCOMPARE(m.rentOptionId, std::string("o-4090-cloud-hourly"));
            QVERIFY(std::any_of(evaluation->breakEvens.begin(), evaluation->breakEvens.end(),
                                [&m](const BreakEven &b) {
                                    return b.ownOptionId == m.ownOptionId &&
                                           b.rentOptionId == m.rentOptionId && b.month == m.month;
                                }));
        }
        std::unique_ptr<QChart> chart(buildChart(ChartKind::CumulativeCost, c));
        // Only the options' lines: no break-even markers.
        QCOMPARE(lines(chart.get()).size(), data.series.size());
        const QString title = plainTitle(chart.get());
        for (const BreakEven &b : data.breakEvens) {
            const QString sentence = CostText::breakEvenSentence(
                ChartKit::optionName(c, b.ownOptionId), ChartKit::optionName(c, b.rentOptionId), b);
            QVERIFY2(squeezed(title).contains(squeezed(sentence)),
                     qPrintable(title + QLatin1String("\n--- missing: ") + sentence));
        }
        // Each break-even says how busy the owned cards are (their own busy share).
        if (!data.breakEvens.empty())
            QVERIFY2(title.contains(QStringLiteral("cards busy ")), qPrintable(title));
        QVERIFY2(title.contains(QStringLiteral("over %1 months").arg(evaluation->horizonMonths)),
                 qPrintable(title));
    }
}

void TestCharts::breakdownAddsUpToTotal()
{
    const ChartData::BreakdownData data = ChartData::breakdown(context(kLora));
    QCOMPARE(data.optionIds.size(), m_evaluation.options.size());
    QVERIFY(!data.codes.empty());
    for (size_t o = 0; o < data.optionIds.size(); ++o) {
        const PairResult *p = m_evaluation.pair(kLora, data.optionIds[o]);
        QVERIFY(p);
        double sum = 0.0;
        for (const auto &line : data.cny)
            sum += line[o].likely;
        // The lines are every input at likely (the headline total is the median).
        const double likely = p->worstBest.likely;
        QVERIFY2(std::abs(sum - likely) <= 1e-6 * std::max(1.0, likely),
                 qPrintable(QStringLiteral("%1 vs %2").arg(sum).arg(likely)));
    }
}

void TestCharts::unitCostPerOption()
{
    const ChartData::UnitCostData training = ChartData::unitCost(context(kLora));
    QVERIFY(!training.inference);
    QCOMPARE(training.optionIds.size(), m_evaluation.options.size());
    for (size_t o = 0; o < training.optionIds.size(); ++o)
        QCOMPARE(training.perEffectivePflopHour[o],
                 m_evaluation.pair(kLora, training.optionIds[o])->cnyPerEffectivePflopHour);
    const ChartData::UnitCostData serving = ChartData::unitCost(context(kServe));
    QVERIFY(serving.inference);
    for (size_t o = 0; o < serving.optionIds.size(); ++o)
        QCOMPARE(serving.perMillionTokens[o],
                 m_evaluation.pair(kServe, serving.optionIds[o])->cnyPerMillionTokens);
}

// The cost distribution draws each priced option's quantiles of the same
// evaluation, marks its P10 / P50 / P90, and names its chance to be cheapest.
void TestCharts::distributionIsTheDraws()
{
    QVERIFY(m_evaluation.sampling.samples > 0);
    const ChartData::DistributionData data = ChartData::distribution(context(kLora));
    QCOMPARE(data.samples, m_evaluation.sampling.samples);
    QVERIFY(!data.series.empty());
    const WorkloadVerdict *verdict = m_evaluation.verdict(kLora);
    for (const ChartData::DistributionSeries &s : data.series) {
        const PairResult *p = m_evaluation.pair(kLora, s.optionId);
        QCOMPARE(s.quantiles, p->costQuantiles);
        QCOMPARE(s.cost, p->cost);
        const Standing *st = verdict->standing(s.optionId);
        QCOMPARE(s.chanceCheapest, st->eligible() ? st->chanceCheapest : 0.0);
    }
    std::unique_ptr<QChart> chart(buildChart(ChartKind::CostDistribution, context(kLora)));
    QCOMPARE(lines(chart.get()).size(), data.series.size());
    const QLineSeries *first = lines(chart.get()).front();
    QCOMPARE(first->count(), int(data.series.front().quantiles.size()));
    QCOMPARE(first->at(first->count() - 1).y(), 100.0);
    // Every curve lies on the money axis, which turns logarithmic exactly
    // when the dearest draw is more than ten times the cheapest (so the
    // cheap options' curves are not squeezed into the axis' first pixels).
    int logAxes = 0;
    for (const char *workload : {kLora, kPretrain, kServe}) {
        if (!chartAvailable(ChartKind::CostDistribution, context(workload)))
            continue;
        const ChartData::DistributionData d = ChartData::distribution(context(workload));
        double bottom = std::numeric_limits<double>::infinity(), top = 0.0;
        for (const ChartData::DistributionSeries &s : d.series) {
            bottom = std::min(bottom, s.quantiles.front());
            top = std::max(top, s.quantiles.back());
        }
        std::unique_ptr<QChart> c(buildChart(ChartKind::CostDistribution, context(workload)));
        QAbstractAxis *axis = c->axes(Qt::Horizontal).constFirst();
        const auto *log = qobject_cast<QLogValueAxis *>(axis);
        QCOMPARE(log != nullptr, top > 10.0 * bottom);
        logAxes += log != nullptr;
        const double min = log ? log->min() : qobject_cast<QValueAxis *>(axis)->min();
        const double max = log ? log->max() : qobject_cast<QValueAxis *>(axis)->max();
        for (const QLineSeries *curve : lines(c.get()))
            for (const QPointF &p : curve->points())
                QVERIFY2(p.x() >= min && p.x() <= max, qPrintable(QString::number(p.x())));
    }
    QVERIFY(logAxes > 0); // the example's pre-training spans 8 to 128 cards

    // Without draws (an evaluation still sampling) the chart says it waits.
    EvaluateSettings instant;
    instant.samples = 0;
    const Evaluation likely = evaluate(m_project, m_catalog, instant);
    ChartContext pending = context(kLora);
    pending.evaluation = &likely;
    QVERIFY(!chartAvailable(ChartKind::CostDistribution, pending));
}

void TestCharts::memoryStackAddsUp()
{
    for (const char *workload : {kLora, kPretrain, kServe}) {
        const ChartData::MemoryData data = ChartData::memory(context(workload));
        QVERIFY(!data.optionIds.empty());
        for (const MemoryBreakdown &m : data.perCard) {
            double sum = 0.0;
            for (const ChartData::MemoryPart &part : ChartData::memoryParts())
                sum += m.*part.bytes;
            QVERIFY2(near(sum, m.total), qPrintable(QStringLiteral("%1: %2 vs %3")
                                                        .arg(QLatin1String(workload))
                                                        .arg(sum)
                                                        .arg(m.total)));
            QVERIFY(m.capacity > 0.0);
        }
    }
}

void TestCharts::scalingHasThresholdLine()
{
    const ChartData::ScalingData data = ChartData::scaling(context(kPretrain));
    QVERIFY(!data.series.empty());
    QCOMPARE(data.threshold, 0.75); // seed 003
    for (const ChartData::ScalingSeries &s : data.series) {
        QVERIFY(s.curve.size() >= 2);
        for (const ScalingCurvePoint &p : s.curve)
            QVERIFY(p.efficiency > 0.0 && p.efficiency <= 1.0);
    }
    std::unique_ptr<QChart> chart(buildChart(ChartKind::Scaling, context(kPretrain)));
    const QLineSeries *threshold = seriesNamed(chart.get(), QStringLiteral("scalingThreshold"));
    QVERIFY(threshold);
    QCOMPARE(threshold->at(0).y(), 75.0);
    QCOMPARE(threshold->at(1).y(), 75.0);
}

void TestCharts::latencyHasTargetAndKnee()
{
    const ChartData::LatencyData data = ChartData::latency(context(kServe));
    const Workload *serve = ChartData::workloadOf(context(kServe));
    QVERIFY(serve && serve->ttftTargetSeconds > 0.0);
    QCOMPARE(data.ttftTargetSeconds, serve->ttftTargetSeconds);
    QVERIFY(!data.series.empty());
    for (const ChartData::LatencySeries &s : data.series)
        QCOMPARE(s.knee, m_evaluation.pair(kServe, s.optionId)->inference->knee);
    std::unique_ptr<QChart> chart(buildChart(ChartKind::Latency, context(kServe)));
    const QLineSeries *target = seriesNamed(chart.get(), QStringLiteral("latencyTarget"));
    QVERIFY(target);
    QCOMPARE(target->at(0).y(), serve->ttftTargetSeconds * 1000.0); // ms
}

void TestCharts::tornadoLargestSwingFirst()
{
    // The chart shows the workload's winner's tornado, in the pair's scope:
    // the same option and total as the Compare page's table.
    const ChartData::TornadoData data = ChartData::tornado(context(kLora));
    const Tornado *t = m_evaluation.tornado(kLora);
    QVERIFY(t);
    QCOMPARE(data.optionId, m_evaluation.verdict(kLora)->recommended);
    QCOMPARE(data.optionId, t->optionId);
    QCOMPARE(data.scope, CostScope::PerRun);
    // The bars swing around every input at likely (the headline is the median).
    QCOMPARE(data.likelyTotal, m_evaluation.pair(kLora, data.optionId)->worstBest.likely);
    QCOMPARE(int(data.bars.size()), std::min(int(t->bars.size()), ChartData::kTornadoBars));
    QVERIFY(!data.bars.empty());
    for (size_t i = 1; i < data.bars.size(); ++i)
        QVERIFY(data.bars[i - 1].swing() >= data.bars[i].swing());
    // No bar the evaluation has is left out for a smaller one.
    for (const SensitivityBar &b : t->bars)
        QVERIFY(b.swing() <= data.bars.back().swing() ||
                std::any_of(data.bars.begin(), data.bars.end(),
                            [&](const SensitivityBar &s) { return s.input == b.input; }));
}

// 70B fits on neither the 4090s nor the L20s: the money charts draw the
// others and say which were left out and why, never a bar or line at zero.
void TestCharts::moneyChartsLeaveOutNotPriced()
{
    const ChartContext c = context(kPretrain);
    std::vector<std::string> unpriced;
    for (const PairResult *p : ChartData::notPriced(c)) {
        QVERIFY(!p->priced);
        unpriced.push_back(p->optionId);
    }
    QCOMPARE(unpriced.size(), size_t(3));
    const auto leftOut = [&](const std::vector<std::string> &drawn) {
        for (const std::string &id : unpriced)
            QVERIFY2(std::find(drawn.begin(), drawn.end(), id) == drawn.end(), id.c_str());
        QCOMPARE(drawn.size(), m_project.options.size() - unpriced.size());
    };
    std::vector<std::string> cumulative;
    for (const ChartData::CumulativeSeries &s : ChartData::cumulative(c).series)
        cumulative.push_back(s.optionId);
    leftOut(cumulative);
    leftOut(ChartData::breakdown(c).optionIds);
    leftOut(ChartData::unitCost(c).optionIds);
    for (const Range &r : ChartData::unitCost(c).perEffectivePflopHour)
        QVERIFY(r.likely > 0.0);
    // Said under the title, by name.
    for (ChartKind kind :
         {ChartKind::CumulativeCost, ChartKind::CostBreakdown, ChartKind::UnitCost}) {
        std::unique_ptr<QChart> chart(buildChart(kind, c));
        const QString title = plainTitle(chart.get());
        QVERIFY2(title.contains(QStringLiteral("Not drawn, not priced for this workload")),
                 qPrintable(title));
        for (const std::string &id : unpriced)
            QVERIFY2(squeezed(title).contains(
                         squeezed(ChartKit::optionName(c, id) + QStringLiteral(" (does not fit)"))),
                     qPrintable(title));
    }
    // The memory chart still shows why they do not fit.
    QCOMPARE(ChartData::memory(c).optionIds.size(), m_project.options.size());
    // LoRA runs on every option: nothing to leave out, nothing said.
    std::unique_ptr<QChart> lora(buildChart(ChartKind::CostBreakdown, context(kLora)));
    QVERIFY(!plainTitle(lora.get()).contains(QStringLiteral("Not drawn")));
}

void TestCharts::moneyChartsSayTheirScope_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<ChartKind>("kind");
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("words"); // in the title's notes or on an axis
    const QString lora = QString::fromLatin1(kLora);
    const QString serve = QString::fromLatin1(kServe);
    QTest::newRow("en cumulative") << "en" << ChartKind::CumulativeCost << lora << "over 24 months";
    QTest::newRow("en breakdown lora")
        << "en" << ChartKind::CostBreakdown << lora << "Cost per run (";
    QTest::newRow("en breakdown serving")
        << "en" << ChartKind::CostBreakdown << serve << "This workload over 24 months (";
    QTest::newRow("en unit cost lora") << "en" << ChartKind::UnitCost << lora << ", per run";
    QTest::newRow("en unit cost serving")
        << "en" << ChartKind::UnitCost << serve << "over 24 months";
    QTest::newRow("en tornado lora") << "en" << ChartKind::Tornado << lora << "Cost per run of ";
    QTest::newRow("en tornado serving")
        << "en" << ChartKind::Tornado << serve << "This workload over 24 months on ";
    QTest::newRow("zh cumulative") << "zh_CN" << ChartKind::CumulativeCost << lora << "24 个月内";
    QTest::newRow("zh breakdown lora")
        << "zh_CN" << ChartKind::CostBreakdown << lora << "单次运行成本（";
    QTest::newRow("zh breakdown serving")
        << "zh_CN" << ChartKind::CostBreakdown << serve << "本任务 24 个月成本（";
    QTest::newRow("zh tornado lora") << "zh_CN" << ChartKind::Tornado << lora << "的单次运行成本";
    QTest::newRow("zh tornado serving")
        << "zh_CN" << ChartKind::Tornado << serve << "上的本任务 24 个月成本";
}

// Every money chart says what its figures cover, per run or over the horizon
// (with the busy share), in the title's notes or on its money axis.
void TestCharts::moneyChartsSayTheirScope()
{
    QFETCH(QString, language);
    QFETCH(ChartKind, kind);
    QFETCH(QString, workload);
    QFETCH(QString, words);
    LanguageManager::instance()->setLanguage(language, false);
    const QByteArray id = workload.toLatin1();
    std::unique_ptr<QChart> chart(buildChart(kind, context(id.constData())));
    QString text = plainTitle(chart.get());
    for (QAbstractAxis *axis : chart->axes())
        text += QLatin1Char('\n') + spaced(axis->titleText());
    QVERIFY2(text.contains(spaced(words)), qPrintable(text));
}

// The tornado drawn is the context's (the option selected on Compare), in
// its pair's scope; without one, the workload's winner's.
void TestCharts::tornadoOfTheContext()
{
    ChartContext c = context(kLora);
    const Tornado other = tornadoFor(m_project, m_catalog, kLora, "o-a800-baoan-host");
    QVERIFY(!other.bars.empty());
    QVERIFY(other.optionId != m_evaluation.tornado(kLora)->optionId);
    c.tornado = &other;
    const ChartData::TornadoData data = ChartData::tornado(c);
    QCOMPARE(data.optionId, other.optionId);
    QCOMPARE(data.likelyTotal, other.likelyTotal);
    QCOMPARE(data.scope, CostScope::PerRun);
    std::unique_ptr<QChart> chart(buildChart(ChartKind::Tornado, c));
    const QString title = plainTitle(chart.get());
    QVERIFY2(title.contains(QStringLiteral("Cost per run of ") +
                            ChartKit::optionName(c, "o-a800-baoan-host")),
             qPrintable(title));
    // An option that cannot run the workload: no bars, and the reason.
    const ChartContext pretrain = context(kPretrain);
    const Tornado none = tornadoFor(m_project, m_catalog, kPretrain, "o-l20-cloud-monthly");
    QVERIFY(none.bars.empty());
    ChartContext unpriced = pretrain;
    unpriced.tornado = &none;
    QVERIFY(!chartAvailable(ChartKind::Tornado, unpriced));
    QVERIFY2(
        chartUnavailableReason(ChartKind::Tornado, unpriced).contains(QStringLiteral("cannot run")),
        qPrintable(chartUnavailableReason(ChartKind::Tornado, unpriced)));
}

void TestCharts::unavailableForWrongWorkload()
{
    QVERIFY(!chartAvailable(ChartKind::Latency, context(kLora)));
    QVERIFY(!chartAvailable(ChartKind::Scaling, context(kServe)));
    QVERIFY(!chartUnavailableReason(ChartKind::Latency, context(kLora)).isEmpty());
    QVERIFY(chartAvailable(ChartKind::Latency, context(kServe)));
    QVERIFY(chartAvailable(ChartKind::Scaling, context(kPretrain)));
    QVERIFY(!chartAvailable(ChartKind::CostBreakdown, context("no-such-workload")));
    ChartContext nothing;
    for (ChartKind kind : allChartKinds()) {
        QVERIFY(!chartAvailable(kind, nothing));
        // Still a chart, saying why.
        std::unique_ptr<QChart> chart(buildChart(kind, nothing));
        QVERIFY(chart->title().contains(chartTitle(kind)));
    }
    Project empty = m_project;
    empty.options.clear();
    const Evaluation none = evaluate(empty, m_catalog);
    ChartContext noOptions = context(kLora);
    noOptions.project = &empty;
    noOptions.evaluation = &none;
    QVERIFY(!chartAvailable(ChartKind::CumulativeCost, noOptions));
}

void TestCharts::optionsInGivenOrder()
{
    ChartContext c = context(kLora);
    c.optionIds = {m_evaluation.options.back().optionId, "no-such-option",
                   m_evaluation.options.front().optionId};
    const std::vector<std::string> shown = ChartData::shownOptions(c);
    QCOMPARE(shown.size(), size_t(2));
    QCOMPARE(shown.front(), m_evaluation.options.back().optionId);
    QCOMPARE(ChartData::breakdown(c).optionIds, shown);
}

void TestCharts::everyChartBuilds_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<ChartKind>("kind");
    QTest::addColumn<QString>("workload");
    for (const char *lang : {LanguageManager::kChinese, LanguageManager::kEnglish})
        for (ChartKind kind : allChartKinds()) {
            const char *workload = kind == ChartKind::Latency   ? kServe
                                   : kind == ChartKind::Scaling ? kPretrain
                                                                : kLora;
            QTest::addRow("%s %s", lang, qPrintable(chartKey(kind)))
                << QString::fromLatin1(lang) << kind << QString::fromLatin1(workload);
        }
    // Serving variants of the per-workload charts.
    for (ChartKind kind : {ChartKind::UnitCost, ChartKind::Memory, ChartKind::CostBreakdown})
        QTest::addRow("en %s serving", qPrintable(chartKey(kind)))
            << QStringLiteral("en") << kind << QString::fromLatin1(kServe);
}

void TestCharts::everyChartBuilds()
{
    QFETCH(QString, language);
    QFETCH(ChartKind, kind);
    QFETCH(QString, workload);
    LanguageManager::instance()->setLanguage(language, false);
    const QByteArray id = workload.toLatin1();
    QVERIFY(chartAvailable(kind, context(id.constData())));
    ChartView view;
    view.resize(1000, 640);
    view.replaceChart(buildChart(kind, context(id.constData())));
    QVERIFY(view.chart()->title().contains(chartTitle(kind).toHtmlEscaped()));
    QVERIFY(!view.chart()->series().isEmpty());
    QVERIFY(!view.chart()->axes().isEmpty());
    for (QAbstractAxis *axis : view.chart()->axes())
        for (QChar c : axis->titleText())
            QVERIFY2(c.isPrint() || c.isSpace(), qPrintable(axis->titleText()));
    const QImage image = view.image();
    QVERIFY(!image.isNull());
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QDir().mkpath(dir);
        const QString suffix = workload == QLatin1String(kServe) && kind != ChartKind::Latency
                                   ? QStringLiteral("-serving")
                                   : QString();
        QVERIFY(image.save(QStringLiteral("%1/charts-%2%3-%4.png")
                               .arg(dir, chartKey(kind), suffix,
                                    language == QLatin1String("en") ? QStringLiteral("en")
                                                                    : QStringLiteral("zh"))));
    }
}

void TestCharts::updatedInPlaceDrawsAsRebuilt_data()
{
    QTest::addColumn<ChartKind>("kind");
    QTest::addColumn<QString>("workload");
    for (ChartKind kind : allChartKinds()) {
        const char *workload = kind == ChartKind::Latency   ? kServe
                               : kind == ChartKind::Scaling ? kPretrain
                                                            : kLora;
        QTest::addRow("%s", qPrintable(chartKey(kind))) << kind << QString::fromLatin1(workload);
    }
}

// The page redraws after an edit by changing the chart on screen
// (ChartView::updateChart). Whatever the edit moved, the result must look
// exactly like a chart built afresh, and its tooltips must tell the new values.
void TestCharts::updatedInPlaceDrawsAsRebuilt()
{
    QFETCH(ChartKind, kind);
    QFETCH(QString, workload);
    const QByteArray id = workload.toLatin1();
    ChartView shown;
    shown.resize(1000, 640);
    shown.replaceChart(buildChart(kind, context(id.constData())));
    QChart *const before = shown.chart();

    // Edits that move every chart but keep its series: more cards per option,
    // longer sequences and more concurrent users, other utilisation and horizon.
    Project edited = m_project;
    for (Option &o : edited.options)
        o.cardCount *= 2;
    for (Workload &w : edited.workloads) {
        w.sequenceLength *= 2;
        w.concurrency = std::max(1, w.concurrency * 3);
    }
    edited.assumptions.push_back({"other_work_share", {0.3, 0.4, 0.6}, "fraction", userSource()});
    edited.assumptions.push_back({"horizon_months", {24, 30, 36}, "months", userSource()});
    const Evaluation evaluation = evaluate(edited, m_catalog);
    ChartContext after = context(id.constData());
    after.project = &edited;
    after.evaluation = &evaluation;
    QVERIFY(chartAvailable(kind, after));

    shown.updateChart(buildChart(kind, after));
    QCOMPARE(shown.chart(), before); // changed in place, not replaced
    ChartView rebuilt;
    rebuilt.resize(shown.size());
    rebuilt.replaceChart(buildChart(kind, after));
    QCoreApplication::sendPostedEvents();
    const QImage image = shown.image();
    QVERIFY(image != ChartView().image());
    QCOMPARE(image, rebuilt.image());

    // Tooltips: the same text for the same point or bar.
    const QList<QAbstractSeries *> a = shown.chart()->series();
    const QList<QAbstractSeries *> b = rebuilt.chart()->series();
    QCOMPARE(a.size(), b.size());
    int compared = 0;
    const auto tip = [](QObject *owner) {
        return owner->findChild<ChartKit::TooltipText *>(QString(), Qt::FindDirectChildrenOnly);
    };
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (ChartKit::TooltipText *t = tip(a[i]); t && t->atPoint) {
            const QPointF at(1.0, 0.0);
            QCOMPARE(t->atPoint(at), tip(b[i])->atPoint(at));
            ++compared;
        }
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(a[i]))
            for (qsizetype k = 0; k < bars->count(); ++k)
                if (ChartKit::TooltipText *t = tip(bars->barSets()[k]); t && t->atIndex) {
                    auto *other = qobject_cast<QAbstractBarSeries *>(b[i])->barSets()[k];
                    QCOMPARE(t->atIndex(0), tip(other)->atIndex(0));
                    ++compared;
                }
    }
    QVERIFY(compared > 0);
}

void TestCharts::otherShapeIsReplaced()
{
    ChartView view;
    view.resize(800, 500);
    view.replaceChart(buildChart(ChartKind::CumulativeCost, context(kLora)));
    QChart *const first = view.chart();
    // Another kind, another workload's memory chart, another language: a new chart.
    view.updateChart(buildChart(ChartKind::Tornado, context(kLora)));
    QVERIFY(view.chart() != first);
    QVERIFY(view.chart()->title().contains(chartTitle(ChartKind::Tornado).toHtmlEscaped()));
    QChart *const tornado = view.chart();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    view.updateChart(buildChart(ChartKind::Tornado, context(kLora)));
    QVERIFY(view.chart() != tornado);
    QVERIFY(view.chart()->title().contains(chartTitle(ChartKind::Tornado).toHtmlEscaped()));
    // The same chart again is updated in place.
    QChart *const chinese = view.chart();
    view.updateChart(buildChart(ChartKind::Tornado, context(kLora)));
    QCOMPARE(view.chart(), chinese);
}

void TestCharts::pageFollowsEditAndUndo()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ChartsPage *page = openCharts(w, ChartKind::CumulativeCost, kLora);
    QVERIFY(page);
    ChartView *view = page->chartView();
    const auto drawnTotal = [view] { return drawnHorizonTotal(view->chart()); };
    const double before = drawnTotal();
    QVERIFY(before > 0.0);
    QUndoStack *undo = w.document()->undoStack();
    const int index = undo->index();
    changeAssumption(w.document(),
                     {"other_work_share", {0.85, 0.9, 0.95}, "fraction", userSource()});
    QCOMPARE(undo->index(), index + 1);
    QTRY_VERIFY(std::abs(drawnTotal() - before) > 1e-9 * before);
    undo->undo();
    QTRY_COMPARE(drawnTotal(), before);
}

// Switching a hidden cost line off (on the Compare page, or anywhere) is a
// project edit: the Trade-offs charts leave the line out too, and undo
// brings it back.
void TestCharts::pageFollowsSwitchedOffLine()
{
    // A hidden line that costs something over the horizon of some option.
    std::string code;
    for (const OptionResult &o : m_evaluation.options)
        for (const CostLine &l : o.lines)
            if (code.empty() && l.hidden && l.cny.likely > 0.0)
                code = suanpan::lineCodeText(l.code);
    QVERIFY2(!code.empty(), "no hidden cost over the horizon in the example");

    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ChartsPage *page = openCharts(w, ChartKind::CumulativeCost, kLora);
    QVERIFY(page);
    ChartView *view = page->chartView();
    const auto drawnTotal = [view] { return drawnHorizonTotal(view->chart()); };
    const double before = drawnTotal();
    QVERIFY(before > 0.0);
    QUndoStack *undo = w.document()->undoStack();
    const int index = undo->index();
    w.document()->setCostLineEnabled(code, false);
    QCOMPARE(undo->index(), index + 1);
    QCOMPARE(w.document()->project().disabledCostLines, std::vector<std::string>{code});
    QTRY_VERIFY2(drawnTotal() < before * (1.0 - 1e-9),
                 qPrintable(QStringLiteral("%1 still drawn at %2")
                                .arg(QString::fromStdString(code))
                                .arg(drawnTotal())));
    undo->undo();
    QVERIFY(w.document()->project().disabledCostLines.empty());
    QTRY_COMPARE(drawnTotal(), before);
}

void TestCharts::pageRetranslates()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ChartsPage *page = openCharts(w, ChartKind::Tornado, kLora);
    QVERIFY(page);
    const QString english = page->chartView()->chart()->title();
    QVERIFY(english.contains(QLatin1String("What moves the cost")));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    // The language change reaches the widgets through the event loop.
    QTRY_VERIFY(page->chartView()->chart()->title().contains(chartTitle(ChartKind::Tornado)));
    const QString chinese = page->chartView()->chart()->title();
    QVERIFY2(std::any_of(chinese.begin(), chinese.end(),
                         [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; }),
             qPrintable(chinese));
    auto *list = w.findChild<QListWidget *>(QStringLiteral("chartList"));
    QCOMPARE(list->item(0)->text(), chartTitle(ChartKind::CumulativeCost));
    QVERIFY(list->item(0)->text() != QLatin1String("Cumulative cost over time"));
}

void TestCharts::exportsPngAndSvg()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ChartsPage *page = openCharts(w, ChartKind::CostBreakdown, kLora);
    QVERIFY(page);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString chosen;
    ChartView::chooseFile = [&chosen](QWidget *, const QString &suggested, const QString &) {
        return chosen.isEmpty() ? suggested : chosen;
    };
    // The file name without a suffix gets the format's.
    chosen = dir.filePath(QStringLiteral("breakdown"));
    w.findChild<QPushButton *>(QStringLiteral("chartsExportPng"))->click();
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QImage png(dir.filePath(QStringLiteral("breakdown.png")));
    QVERIFY(!png.isNull());
    ChartView *view = page->chartView();
    QCOMPARE(png.size(), view->size() * view->devicePixelRatio());
    chosen = dir.filePath(QStringLiteral("breakdown.svg"));
    w.findChild<QPushButton *>(QStringLiteral("chartsExportSvg"))->click();
    QVERIFY(m_errors.isEmpty());
    QFile svg(chosen);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("</svg>"));
    // Cancelling writes nothing.
    const int files = int(QDir(dir.path()).entryList(QDir::Files).size());
    ChartView::chooseFile = [](QWidget *, const QString &, const QString &) { return QString(); };
    w.findChild<QPushButton *>(QStringLiteral("chartsExportPng"))->click();
    QCOMPARE(int(QDir(dir.path()).entryList(QDir::Files).size()), files);
}

void TestCharts::exportErrorIsWorded()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(openCharts(w, ChartKind::Tornado, kLora));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/tornado.png"));
    ChartView::chooseFile = [path](QWidget *, const QString &, const QString &) { return path; };
    w.findChild<QPushButton *>(QStringLiteral("chartsExportPng"))->click();
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.front().contains(QDir::toNativeSeparators(path)),
             qPrintable(m_errors.front()));
    QVERIFY(!QFile::exists(path));
    m_errors.clear(); // the dialogs this test provoked, checked above
}

void TestCharts::copyPutsImage()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ChartsPage *page = openCharts(w, ChartKind::Memory, kLora);
    QVERIFY(page);
    QGuiApplication::clipboard()->clear();
    QVERIFY(QGuiApplication::clipboard()->image().isNull());
    // Ctrl+C while the chart has focus.
    page->chartView()->setFocus();
    QTest::keyClick(page->chartView(), Qt::Key_C, Qt::ControlModifier);
    const QImage copied = QGuiApplication::clipboard()->image();
    QVERIFY(!copied.isNull());
    QCOMPARE(copied.size(), page->chartView()->size() * page->chartView()->devicePixelRatio());
    QGuiApplication::clipboard()->clear();
    w.findChild<QPushButton *>(QStringLiteral("chartsCopy"))->click();
    QVERIFY(!QGuiApplication::clipboard()->image().isNull());
}

void TestCharts::unavailableChartsDisabled()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ChartsPage *page = openCharts(w, ChartKind::Latency, kLora);
    QVERIFY(page);
    auto *list = w.findChild<QListWidget *>(QStringLiteral("chartList"));
    QListWidgetItem *latency = list->item(int(ChartKind::Latency));
    QVERIFY(!(latency->flags() & Qt::ItemIsEnabled));
    QVERIFY(!latency->toolTip().isEmpty());
    QVERIFY(!w.findChild<QPushButton *>(QStringLiteral("chartsExportPng"))->isEnabled());
    auto *workload = w.findChild<QComboBox *>(QStringLiteral("chartsWorkload"));
    workload->setCurrentIndex(workload->findData(QLatin1String(kServe)));
    QVERIFY(latency->flags() & Qt::ItemIsEnabled);
    QVERIFY(latency->toolTip().isEmpty());
    QVERIFY(w.findChild<QPushButton *>(QStringLiteral("chartsExportPng"))->isEnabled());
    QVERIFY(seriesNamed(page->chartView()->chart(), QStringLiteral("latencyTarget")));
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
