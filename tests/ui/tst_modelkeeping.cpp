// The model a user gave stays the model every figure describes, driven
// through the real main window: a scenario card keeps an imported or typed
// model and sets only the job settings (one undo step, a status message in
// either language that says so, and an honest word when the presets cannot
// work on that model); a total typed on the Workload page takes the active
// count of a dense model along and sets aside an architecture of another
// size, in one undo step.
#include <cmath>

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

#include "cost/CostInputs.h"

#include "document/ApplyScenario.h"
#include "document/ProjectDocument.h"
#include "estimate/ModelMath.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"
#include "io/Example.h"
#include "mainwindow/MainWindow.h"
#include "pages/scenario/ScenarioSummary.h"
#include "pages/workload/ModelEdit.h"
#include "pages/workload/WorkloadPage.h"
#include "support/UiTest.h"
#include "widgets/CountEdit.h"

using suanpan::ModelShape;
using suanpan::Scenario;
using suanpan::Workload;
using uitest::find;

namespace {

enum ExampleWorkload { LoRA7B = 0, PreTraining70B = 1, Serving7B = 2 };

QString config(const char *name)
{
    return QStringLiteral(SUANPAN_TEST_DATA "/configs/") + QLatin1String(name);
}

bool isChinese(const QString &s)
{
    return std::any_of(s.begin(), s.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// A workload's job settings: everything but who it is and its model.
Workload jobOf(Workload w)
{
    w.id.clear();
    w.name.clear();
    w.nameZh.clear();
    w.notes.clear();
    w.datasetBytes = 0.0;
    w.model = {};
    return w;
}

Workload presetsOf(Scenario s)
{
    return suanpan::projectTemplate(s).workloads.front();
}

} // namespace

class TestModelKeeping final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void presetModelsAreRecognised();
    void scenarioKeepsImportedModel();
    void scenarioSetsPresetModel();
    void scenarioMessageFollowsLanguage();
    void longMessageEndsInEllipsis();
    void bigModelGetsHonestWord_data();
    void bigModelGetsHonestWord();
    void typedTotalOnDenseModel();
    void typedTotalBelowActiveOfDenseModel();
    void roundedTotalKeepsArchitecture_data();
    void roundedTotalKeepsArchitecture();
    void typedTotalOnMixtureOfExperts();
    void architectureEditMovesTotals();

private:
    static void typeInto(QLineEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->selectAll();
        // insert() types as the keyboard would, Han units included (keyClicks takes Latin-1).
        edit->insert(text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    static QString status(MainWindow &w)
    {
        return w.statusBar()->currentMessage().replace(QChar::Nbsp, QLatin1Char(' '));
    }
    static void chooseScenario(MainWindow &w, const char *button)
    {
        QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
        QTest::mouseClick(find<QPushButton>(&w, button), Qt::LeftButton);
    }
    // The example open on the Workload page with `workload` selected and the
    // config `file` imported into it (none: the example's model).
    void openWith(MainWindow &w, int workload, const char *file);

    QStringList m_errors;
};

void TestModelKeeping::initTestCase()
{
    uitest::isolate("tst_modelkeeping");
}

void TestModelKeeping::init()
{
    uitest::startFunction(&m_errors);
}

void TestModelKeeping::cleanup()
{
    uitest::finishFunction(&m_errors);
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    Prompts::restoreDefaults();
}

void TestModelKeeping::openWith(MainWindow &w, int workload, const char *file)
{
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    auto *page = find<WorkloadPage>(&w, "workloadPage");
    page->setCurrentIndex(workload);
    if (file)
        QVERIFY(page->importConfig(config(file)));
}

void TestModelKeeping::presetModelsAreRecognised()
{
    for (Scenario s : {Scenario::PreTraining, Scenario::FullFineTune, Scenario::LoRA,
                       Scenario::QLoRA, Scenario::Inference})
        QVERIFY(ApplyScenario::isPresetModel(presetsOf(s).model));
    QVERIFY(ApplyScenario::isPresetModel(ModelShape{}));
    // The example's models are the presets' (Llama-2-7B and -70B).
    const auto example = suanpan::exampleProject();
    QVERIFY(example.ok());
    for (const Workload &w : example.value().workloads)
        QVERIFY2(ApplyScenario::isPresetModel(w.model), w.id.c_str());
    // A typed size, or the same architecture read from the user's own file, is the user's.
    ModelShape typed;
    typed.paramsTotal = typed.paramsActive = 7e9;
    QVERIFY(!ApplyScenario::isPresetModel(typed));
    ModelShape imported = presetsOf(Scenario::LoRA).model;
    imported.source = "Llama-2-7b-hf/config.json";
    QVERIFY(!ApplyScenario::isPresetModel(imported));
}

void TestModelKeeping::scenarioKeepsImportedModel()
{
    MainWindow w;
    openWith(w, LoRA7B, "qwen2-7b.json");
    ProjectDocument *doc = w.document();
    const Workload imported = doc->project().workloads.at(LoRA7B);
    QCOMPARE(imported.model.source, std::string("qwen2-7b.json"));
    QCOMPARE(doc->undoStack()->count(), 1);

    chooseScenario(w, "scenario_qlora");
    const Workload &after = doc->project().workloads.at(LoRA7B);
    // The model stays; the job follows the scenario.
    QCOMPARE(after.model, imported.model);
    QCOMPARE(jobOf(after), jobOf(presetsOf(Scenario::QLoRA)));
    QCOMPARE(after.id, imported.id);
    QCOMPARE(after.datasetBytes, imported.datasetBytes);
    // The Workload page shows it, and the status bar says what happened:
    // the example had 500 M tokens, the presets have 200 M; the rest matched.
    QCOMPARE(w.currentPageName(), QStringLiteral("workloadPage"));
    QCOMPARE(find<CountEdit>(&w, "paramsTotal")->value(), imported.model.paramsTotal);
    QCOMPARE(status(w), QStringLiteral("Kept your model qwen2-7b; set the QLoRA fine-tune "
                                       "presets: 200 M tokens."));

    // One undo step takes back the scenario, and only it.
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    QCOMPARE(doc->project().workloads.at(LoRA7B), imported);
    // The note described the step just undone.
    QVERIFY(w.statusBar()->currentMessage().isEmpty());
    doc->undoStack()->redo();
    QCOMPARE(doc->project().workloads.at(LoRA7B).scenario, Scenario::QLoRA);
    QCOMPARE(doc->project().workloads.at(LoRA7B).model, imported.model);

    // Choosing it again changes nothing, and says so.
    chooseScenario(w, "scenario_qlora");
    QCOMPARE(doc->undoStack()->count(), 2);
    QCOMPARE(status(w), QStringLiteral("Kept your model qwen2-7b; its job settings already match "
                                       "the QLoRA fine-tune presets."));

    // A size typed by hand is the user's model too.
    typeInto(find<CountEdit>(&w, "paramsTotal"), QStringLiteral("13B"));
    chooseScenario(w, "scenario_inference");
    const Workload &serving = doc->project().workloads.at(LoRA7B);
    QCOMPARE(serving.model.paramsTotal, 13e9);
    QCOMPARE(jobOf(serving), jobOf(presetsOf(Scenario::Inference)));
    QVERIFY2(status(w).startsWith(QLatin1String("Kept your model of 13 B parameters; set the "
                                                "Inference (serving) presets: INT8, ")),
             qPrintable(status(w)));
}

void TestModelKeeping::scenarioSetsPresetModel()
{
    MainWindow w;
    openWith(w, LoRA7B, nullptr);
    ProjectDocument *doc = w.document();
    const Workload before = doc->project().workloads.at(LoRA7B);

    // Llama-2-7B is a preset model: pre-training brings its own, Llama-2-70B.
    chooseScenario(w, "scenario_pretraining");
    const Workload &after = doc->project().workloads.at(LoRA7B);
    QCOMPARE(after.model, presetsOf(Scenario::PreTraining).model);
    QCOMPARE(jobOf(after), jobOf(presetsOf(Scenario::PreTraining)));
    const QString message = status(w);
    QVERIFY2(message.startsWith(QLatin1String("Set the Pre-training presets: the model "
                                              "Llama-2-70B (was Llama-2-7B), ")),
             qPrintable(message));
    QVERIFY2(message.endsWith(QLatin1String(", 100 B tokens, batch 1,024, and a 60-day deadline.")),
             qPrintable(message));

    // One step restores model and job together.
    QCOMPARE(doc->undoStack()->count(), 1);
    doc->undoStack()->undo();
    QCOMPARE(doc->project().workloads.at(LoRA7B), before);
    QCOMPARE(find<CountEdit>(&w, "paramsTotal")->value(), before.model.paramsTotal);

    // An empty project: the card adds a workload with every preset named.
    QVERIFY(w.newProject());
    chooseScenario(w, "scenario_lora");
    QCOMPARE(doc->project().workloads.size(), std::size_t(1));
    QVERIFY2(status(w).startsWith(QLatin1String("Added the workload \"LoRA fine-tune\" with the "
                                                "LoRA fine-tune presets: the model Llama-2-7B, ")),
             qPrintable(status(w)));
}

void TestModelKeeping::scenarioMessageFollowsLanguage()
{
    MainWindow w;
    openWith(w, LoRA7B, "qwen2-7b.json");
    chooseScenario(w, "scenario_lora");
    const QString english = w.statusBar()->currentMessage();
    QVERIFY(english.startsWith(QLatin1String("Kept your model qwen2-7b")));

    w.findChild<QAction *>(QStringLiteral("actionLanguageChinese"))->trigger();
    QTRY_VERIFY(isChinese(w.statusBar()->currentMessage()));
    const QString chinese = w.statusBar()->currentMessage();
    QVERIFY2(chinese.contains(QLatin1String("qwen2-7b")), qPrintable(chinese));
    // Counts in Chinese units: 200 M tokens read as 2 yi.
    QVERIFY2(chinese.contains(QStringLiteral("2\u00a0\u4ebf")), qPrintable(chinese));

    w.findChild<QAction *>(QStringLiteral("actionLanguageEnglish"))->trigger();
    QTRY_COMPARE(w.statusBar()->currentMessage(), english);
}

void TestModelKeeping::longMessageEndsInEllipsis()
{
    MainWindow w;
    w.resize(640, 600);
    openWith(w, PreTraining70B, "qwen2-72b.json");
    chooseScenario(w, "scenario_full_finetune");
    // Too long for a narrow window: cut at a glyph with an ellipsis, whole in the tooltip.
    const QString shown = w.statusBar()->currentMessage();
    const QString whole = w.statusBar()->toolTip();
    QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
    QVERIFY(whole.startsWith(shown.chopped(1)));
    QVERIFY2(whole.startsWith(QLatin1String("Does not fit 8 A800 80GB SXM cards")),
             qPrintable(whole));
    QVERIFY(w.statusBar()->fontMetrics().horizontalAdvance(shown) < w.statusBar()->width());
    // Undo takes the message and its tooltip away.
    w.document()->undoStack()->undo();
    QVERIFY(w.statusBar()->currentMessage().isEmpty());
    QVERIFY(w.statusBar()->toolTip().isEmpty());
}

void TestModelKeeping::bigModelGetsHonestWord_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("outcome"); // LayoutSearchResult::Outcome on one server of its card
    QTest::addColumn<int>("cards");   // Found: the fewest cards that meet the deadline
    QTest::addColumn<QString>("says");
    using Outcome = suanpan::LayoutSearchResult::Outcome;
    // The LoRA presets were made for a 7B model on one 24 GB card. A 70B
    // model takes all eight 4090s of a server; in 4-bit (QLoRA), four.
    QTest::newRow("LoRA of Llama-2-70B on RTX 4090")
        << "scenario_lora"
        << "llama-2-70b.json" << int(Outcome::Found) << 8 << "It needs 8 RTX 4090 cards (";
    QTest::newRow("QLoRA of Llama-2-70B on RTX 4090")
        << "scenario_qlora"
        << "llama-2-70b.json" << int(Outcome::Found) << 4 << "It needs 4 RTX 4090 cards (";
    // A full fine-tune of 72B keeps 16 bytes per parameter: no server of 80 GB cards holds it.
    QTest::newRow("full fine-tune of Qwen2-72B on A800")
        << "scenario_full_finetune"
        << "qwen2-72b.json" << int(Outcome::NothingFitsMemory) << 0
        << "Does not fit 8 A800 80GB SXM cards: at best ";
    // A 7B model on one card, as the scenario promises: nothing to add.
    QTest::newRow("LoRA of Qwen2-7B on RTX 4090")
        << "scenario_lora"
        << "qwen2-7b.json" << int(Outcome::Found) << 1 << "";
}

void TestModelKeeping::bigModelGetsHonestWord()
{
    QFETCH(QString, button);
    QFETCH(QString, file);
    QFETCH(int, outcome);
    QFETCH(int, cards);
    QFETCH(QString, says);
    MainWindow w;
    openWith(w, LoRA7B, qPrintable(file));
    chooseScenario(w, qPrintable(button));
    const Workload &after = w.document()->project().workloads.at(LoRA7B);
    QCOMPARE(DisplayText::modelName(after.model), file.chopped(5));

    // The Sizing page's layout search, on one server of the scenario's card.
    const suanpan::Project &project = w.document()->project();
    const ScenarioFit fit = ScenarioSummary::checkFit(
        after, w.document()->catalog(),
        suanpan::sizingAssumptions(suanpan::CatalogView(w.document()->catalog(), project),
                                   project));
    QCOMPARE(int(fit.result.outcome), outcome);
    const QString message = status(w);
    if (says.isEmpty()) {
        QCOMPARE(fit.result.best.layout.cards(), cards);
        QVERIFY2(!message.contains(QLatin1String(" card")), qPrintable(message));
        return;
    }
    QVERIFY2(message.contains(says), qPrintable(message));
    if (fit.result.outcome == suanpan::LayoutSearchResult::Outcome::Found) {
        // What the job needs is said after what changed, as the Sizing page words the layout.
        QCOMPARE(fit.result.best.layout.cards(), cards);
        QVERIFY2(message.startsWith(QLatin1String("Kept your model ")), qPrintable(message));
        QVERIFY2(message.contains(EstimateText::parallelSplit(fit.result.best.layout)),
                 qPrintable(message));
        return;
    }
    // What cannot work comes first: the least memory per card any layout on
    // eight cards reaches, against the card's.
    const QString needs =
        MemoryFormat::size(fit.result.smallestMemoryBytes).replace(QChar::Nbsp, QLatin1Char(' '));
    QVERIFY2(message.startsWith(says + needs +
                                QLatin1String(" per card, more than their 80 GB. "
                                              "Kept your model qwen2-72b")),
             qPrintable(message));
    QVERIFY(fit.result.smallestMemoryBytes > 80.0 * MemoryFormat::kBytesPerGb);
}

void TestModelKeeping::typedTotalOnDenseModel()
{
    MainWindow w;
    openWith(w, LoRA7B, nullptr);
    ProjectDocument *doc = w.document();
    const ModelShape before = doc->project().workloads.at(LoRA7B).model;
    QVERIFY(suanpan::hasArchitecture(before));
    auto *active = find<CountEdit>(&w, "paramsActive");
    // A dense model's active count is its total: not typed separately.
    QVERIFY(active->isReadOnly());

    typeInto(find<CountEdit>(&w, "paramsTotal"), QStringLiteral("7B"));
    const ModelShape &after = doc->project().workloads.at(LoRA7B).model;
    QCOMPARE(after.paramsTotal, 7e9);
    QCOMPARE(after.paramsActive, 7e9);
    // 7 B is not the 6,738,415,616 of Llama-2-7B's layers: the architecture is
    // set aside, and the page shows no structure of another size.
    QVERIFY(!suanpan::hasArchitecture(after));
    QCOMPARE(find<QSpinBox>(&w, "layers")->value(), 0);
    QCOMPARE(active->value(), 7e9);
    const QString facts = find<QLabel>(&w, "modelFacts")->text();
    QVERIFY2(!facts.contains(QLatin1String("6,738,415,616")), qPrintable(facts));
    QVERIFY2(!facts.contains(QLatin1String("Llama-2-7B")), qPrintable(facts));
    // The shape the estimates assume for 7 B, which the KV size comes from.
    const ModelShape assumed = suanpan::assumedShape(7e9);
    QVERIFY2(facts.contains(QStringLiteral("Assumed shape: %1 layers, hidden size %2")
                                .arg(assumed.layers)
                                .arg(QLocale().toString(assumed.hiddenSize))),
             qPrintable(facts));
    QVERIFY(find<QLabel>(&w, "paramsActiveError")->text().isEmpty());
    QVERIFY2(status(w).contains(QLatin1String("7 B is not the size of Llama-2-7B "
                                              "(6,738,415,616 parameters)")),
             qPrintable(status(w)));

    // One step: undo brings back the model whole.
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Parameters (total)")));
    doc->undoStack()->undo();
    QCOMPARE(doc->project().workloads.at(LoRA7B).model, before);
    QCOMPARE(find<QSpinBox>(&w, "layers")->value(), 32);
    QVERIFY(w.statusBar()->currentMessage().isEmpty());
}

void TestModelKeeping::typedTotalBelowActiveOfDenseModel()
{
    // Qwen2-7B counts 7.6 B: typing 7B (as 70 yi in Chinese) used to leave
    // the active count above the total.
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    MainWindow w;
    openWith(w, LoRA7B, "qwen2-7b.json");
    ProjectDocument *doc = w.document();
    typeInto(find<CountEdit>(&w, "paramsTotal"), QStringLiteral("70\u4ebf"));
    const ModelShape &m = doc->project().workloads.at(LoRA7B).model;
    QCOMPARE(m.paramsTotal, 7e9);
    QCOMPARE(m.paramsActive, 7e9);
    QVERIFY(find<QLabel>(&w, "paramsActiveError")->text().isEmpty());
    QCOMPARE(find<CountEdit>(&w, "paramsActive")->text(), QStringLiteral("70\u00a0\u4ebf"));
    QVERIFY2(isChinese(w.statusBar()->currentMessage()),
             qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(w.statusBar()->currentMessage().contains(QLatin1String("qwen2-7b")));
}

void TestModelKeeping::roundedTotalKeepsArchitecture_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("kept");
    // Llama-2-7B has 6,738,415,616 parameters.
    QTest::newRow("6.74B, as the paper quotes it") << "6.74B" << true;
    QTest::newRow("6.738B, as the field shows it") << "6.738B" << true;
    QTest::newRow("the exact count") << "6738415616" << true;
    // Emptied, the total is what the layers give: nothing contradicts them.
    QTest::newRow("0, an emptied total") << "0" << true;
    QTest::newRow("6.7B is 0.6 % off") << "6.7B" << false;
    QTest::newRow("7B, the name's size") << "7B" << false;
}

void TestModelKeeping::roundedTotalKeepsArchitecture()
{
    QFETCH(QString, typed);
    QFETCH(bool, kept);
    MainWindow w;
    openWith(w, LoRA7B, nullptr);
    ProjectDocument *doc = w.document();
    const ModelShape before = doc->project().workloads.at(LoRA7B).model;
    typeInto(find<CountEdit>(&w, "paramsTotal"), typed);
    const ModelShape &after = doc->project().workloads.at(LoRA7B).model;
    if (kept) {
        // The same model, rounded: no change, no undo step.
        QCOMPARE(after, before);
        QCOMPARE(doc->undoStack()->count(), 0);
        QCOMPARE(find<CountEdit>(&w, "paramsTotal")->value(), before.paramsTotal);
    } else {
        QVERIFY(!suanpan::hasArchitecture(after));
        QCOMPARE(after.paramsTotal, CountEdit::parse(CountEdit::Kind::Parameters, typed).value);
        QCOMPARE(doc->undoStack()->count(), 1);
    }
}

void TestModelKeeping::typedTotalOnMixtureOfExperts()
{
    MainWindow w;
    openWith(w, LoRA7B, "mixtral-8x7b.json");
    ProjectDocument *doc = w.document();
    const ModelShape before = doc->project().workloads.at(LoRA7B).model;
    QCOMPARE(before.experts, 8);
    auto *active = find<CountEdit>(&w, "paramsActive");
    QVERIFY(!active->isReadOnly());

    typeInto(find<CountEdit>(&w, "paramsTotal"), QStringLiteral("40B"));
    const ModelShape &after = doc->project().workloads.at(LoRA7B).model;
    QCOMPARE(after.paramsTotal, 40e9);
    // A mixture of experts keeps the parameters it uses per token, and its experts.
    QCOMPARE(after.paramsActive, before.paramsActive);
    QCOMPARE(after.experts, 8);
    QCOMPARE(after.expertsPerToken, 2);
    QVERIFY(!suanpan::hasArchitecture(after));
    QCOMPARE(doc->undoStack()->count(), 2);

    // Its active count is typed on its own.
    typeInto(active, QStringLiteral("10B"));
    QCOMPARE(doc->project().workloads.at(LoRA7B).model.paramsActive, 10e9);
    QCOMPARE(doc->project().workloads.at(LoRA7B).model.paramsTotal, 40e9);
    QCOMPARE(doc->undoStack()->count(), 3);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->project().workloads.at(LoRA7B).model, before);
}

void TestModelKeeping::architectureEditMovesTotals()
{
    MainWindow w;
    openWith(w, LoRA7B, nullptr);
    ProjectDocument *doc = w.document();
    const ModelShape before = doc->project().workloads.at(LoRA7B).model;

    // 40 layers instead of 32: the counts follow the layers in the same step.
    find<QSpinBox>(&w, "layers")->setValue(40);
    const ModelShape &after = doc->project().workloads.at(LoRA7B).model;
    QCOMPARE(after.layers, 40);
    const double counted = suanpan::modelSizes(after).paramsTotal;
    QVERIFY(counted > before.paramsTotal);
    QCOMPARE(after.paramsTotal, counted);
    QCOMPARE(after.paramsActive, counted);
    QCOMPARE(find<CountEdit>(&w, "paramsTotal")->value(), counted);
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Layers")));
    doc->undoStack()->undo();
    QCOMPARE(doc->project().workloads.at(LoRA7B).model, before);

    // Without an architecture, a field alone is just that field.
    typeInto(find<CountEdit>(&w, "paramsTotal"), QStringLiteral("13B"));
    find<QSpinBox>(&w, "layers")->setValue(40);
    QCOMPARE(doc->project().workloads.at(LoRA7B).model.paramsTotal, 13e9);
    QCOMPARE(doc->project().workloads.at(LoRA7B).model.layers, 40);

    // Pure rules, without the window.
    ModelShape moe;
    moe.paramsTotal = 47e9;
    moe.paramsActive = 13e9;
    moe.experts = 8;
    moe.expertsPerToken = 2;
    QCOMPARE(ModelEdit::withTotal(moe, 50e9).model.paramsActive, 13e9);
    moe.experts = 0;
    QCOMPARE(ModelEdit::withCountsFollowing(moe).paramsActive, 47e9);
    QCOMPARE(ModelEdit::withActive(moe, 5e9).model.paramsActive, 47e9);
}

QTEST_MAIN(TestModelKeeping)
#include "tst_modelkeeping.moc"
