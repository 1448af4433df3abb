// The first steps of the planning flow, driven through the real main window:
// choosing a scenario (presets from core's projectTemplate, one undo step),
// typing counts with their units, filling the model from a well-known
// model's config.json, and the project's properties.
#include <cmath>

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "io/Example.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/ProjectPropertiesDialog.h"
#include "support/UiTest.h"
#include "widgets/CountEdit.h"
#include "widgets/Prompts.h"

using suanpan::Scenario;
using suanpan::Workload;
using uitest::find;
using Kind = CountEdit::Kind;

class TestPlannerFlow final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void scenarioComesFirst();
    void pickScenarioFillsPresetsInOneStep();
    void scenarioOnEmptyProjectAddsWorkload();
    void scenarioCardsWorkFromTheKeyboard();
    void exampleBannerOffersNewProject_data();
    void exampleBannerOffersNewProject();
    void parseCounts_data();
    void parseCounts();
    void formatCounts_data();
    void formatCounts();
    void typedUnitsAreCommitted();
    void unreadableCountKeepsValue();
    void modelPresets_data();
    void modelPresets();
    void projectProperties();
    void languageSwitchRetranslates();

private:
    static QString currentPage(MainWindow &w) { return w.currentPageName(); }
    static void typeInto(QLineEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    static bool isChinese(const QString &s)
    {
        return std::any_of(s.begin(), s.end(),
                           [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
    }
    // The fields a scenario's presets set, for comparing workloads.
    static Workload jobOf(Workload w)
    {
        w.id.clear();
        w.name.clear();
        w.nameZh.clear();
        w.notes.clear();
        w.datasetBytes = 0.0;
        return w;
    }

    QStringList m_errors;
};

void TestPlannerFlow::initTestCase()
{
    uitest::isolate("tst_plannerflow");
}

void TestPlannerFlow::init()
{
    uitest::startFunction(&m_errors);
}

void TestPlannerFlow::cleanup()
{
    uitest::finishFunction(&m_errors);
    Prompts::restoreDefaults();
}

void TestPlannerFlow::scenarioComesFirst()
{
    MainWindow w;
    w.show();
    auto *navigator = find<QListWidget>(&w, "navigator");
    QCOMPARE(navigator->item(0)->text(), QStringLiteral("Scenario"));
    QCOMPARE(navigator->item(1)->text(), QStringLiteral("Workload"));
    QCOMPARE(currentPage(w), QStringLiteral("scenarioPage"));
    // The catalog follows the options it serves.
    const QStringList pages = w.pageNames();
    const int options = int(pages.indexOf(QStringLiteral("optionsPage")));
    QCOMPARE(pages.value(options + 1), QStringLiteral("catalogPage"));
    QCOMPARE(navigator->item(options + 1)->text(), QStringLiteral("Catalog"));
}

void TestPlannerFlow::pickScenarioFillsPresetsInOneStep()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    ProjectDocument *doc = w.document();
    // The example's first workload is a 7B LoRA fine-tune.
    const Workload before = doc->project().workloads.at(0);
    QCOMPARE(before.scenario, Scenario::LoRA);
    QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
    // The half of the bilingual name in the UI language ("7B domain LoRA fine-tune").
    const QString target = find<QLabel>(&w, "scenarioTarget")->text();
    QVERIFY2(target.contains(DisplayText::name(before)), qPrintable(target));
    QVERIFY2(!target.contains(QStringLiteral(" / ")), qPrintable(target));

    QTest::mouseClick(find<QPushButton>(&w, "scenario_pretraining"), Qt::LeftButton);
    const Workload &after = doc->project().workloads.at(0);
    QCOMPARE(jobOf(after), jobOf(suanpan::projectTemplate(Scenario::PreTraining).workloads.at(0)));
    // Who the workload is stays: id, name, notes.
    QCOMPARE(after.id, before.id);
    QCOMPARE(after.name, before.name);
    QCOMPARE(after.nameZh, before.nameZh);
    QCOMPARE(after.notes, before.notes);
    QCOMPARE(doc->project().workloads.size(), std::size_t(3));
    // The flow moves on to the workload, which shows the presets.
    QCOMPARE(currentPage(w), QStringLiteral("workloadPage"));
    QCOMPARE(find<CountEdit>(&w, "paramsTotal")->value(), after.model.paramsTotal);
    QVERIFY(find<QWidget>(&w, "trainingGroup")->isVisible());

    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Pre-training")));
    doc->undoStack()->undo();
    QCOMPARE(doc->project().workloads.at(0), before);
    QCOMPARE(find<CountEdit>(&w, "paramsTotal")->value(), before.model.paramsTotal);

    // A click anywhere on a card chooses it, here serving.
    QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
    auto *card = find<QWidget>(&w, "scenarioCard_inference");
    QTest::mouseClick(card, Qt::LeftButton, {}, QPoint(card->width() - 5, card->height() / 2));
    QCOMPARE(doc->project().workloads.at(0).scenario, Scenario::Inference);
    QVERIFY(find<QWidget>(&w, "inferenceGroup")->isVisible());
}

void TestPlannerFlow::exampleBannerOffersNewProject_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("says");
    QTest::newRow("en") << QString::fromLatin1(LanguageManager::kEnglish)
                        << QStringLiteral("This is the example project");
    QTest::newRow("zh_CN") << QString::fromLatin1(LanguageManager::kChinese)
                           << QStringLiteral(
                                  "\u8fd9\u662f\u793a\u4f8b\u9879\u76ee"); // 这是示例项目
}

// First start shows the example on the Scenario page: a banner says so,
// names the workload a card would change, and offers a new project from the
// chosen scenario instead; the example is then left as it was.
void TestPlannerFlow::exampleBannerOffersNewProject()
{
    QFETCH(QString, language);
    QFETCH(QString, says);
    LanguageManager::instance()->setLanguage(language, false);
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *banner = find<QWidget>(&w, "scenarioExampleBanner");
    // An empty project is nobody's example.
    QVERIFY(!banner->isVisible());
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
    QVERIFY(banner->isVisible());
    auto *text = find<QLabel>(&w, "scenarioExampleText");
    QVERIFY2(text->text().startsWith(says), qPrintable(text->text()));
    const Workload &first = w.document()->project().workloads.at(0);
    QVERIFY2(text->text().contains(DisplayText::name(first)), qPrintable(text->text()));
    // Nothing on the banner is cut off at 1280 x 800.
    QVERIFY(text->width() >= text->fontMetrics().horizontalAdvance(says));
    auto *startNew = find<QCheckBox>(&w, "scenarioStartNew");
    QVERIFY(startNew->isVisible() && !startNew->isChecked());
    QVERIFY(startNew->width() >= startNew->sizeHint().width());

    // Default: a card edits the example (one undo step).
    QTest::mouseClick(find<QPushButton>(&w, "scenario_qlora"), Qt::LeftButton);
    QCOMPARE(w.document()->project().workloads.at(0).scenario, Scenario::QLoRA);
    QCOMPARE(w.document()->origin(), ProjectDocument::Origin::Example);
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->project().workloads.at(0).scenario, Scenario::LoRA);

    // Opted in: a new, untitled project from the scenario; the banner goes.
    QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
    startNew->setChecked(true);
    QVERIFY(text->text() != says);
    QVERIFY(find<QLabel>(&w, "scenarioTarget")->text() != DisplayText::name(first));
    QTest::mouseClick(find<QPushButton>(&w, "scenario_inference"), Qt::LeftButton);
    QCOMPARE(w.document()->origin(), ProjectDocument::Origin::Untitled);
    QCOMPARE(w.document()->project().workloads.size(), std::size_t(1));
    QCOMPARE(w.document()->project().workloads.at(0).scenario, Scenario::Inference);
    QCOMPARE(currentPage(w), QStringLiteral("workloadPage"));
    QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
    QVERIFY(!banner->isVisible());
    QVERIFY(!startNew->isChecked());
    // The next card edits the new project.
    QTest::mouseClick(find<QPushButton>(&w, "scenario_lora"), Qt::LeftButton);
    QCOMPARE(w.document()->project().workloads.size(), std::size_t(1));
    QCOMPARE(w.document()->project().workloads.at(0).scenario, Scenario::LoRA);
}

void TestPlannerFlow::scenarioOnEmptyProjectAddsWorkload()
{
    MainWindow w;
    w.show();
    QVERIFY(w.newProject());
    ProjectDocument *doc = w.document();
    QVERIFY(doc->project().workloads.empty());
    QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
    QVERIFY(find<QLabel>(&w, "scenarioTarget")->text().contains(QLatin1String("no workload")));

    QTest::mouseClick(find<QPushButton>(&w, "scenario_qlora"), Qt::LeftButton);
    QCOMPARE(doc->project().workloads.size(), std::size_t(1));
    const Workload &added = doc->project().workloads.front();
    QCOMPARE(jobOf(added), jobOf(suanpan::projectTemplate(Scenario::QLoRA).workloads.at(0)));
    QVERIFY(!added.id.empty());
    QCOMPARE(QString::fromStdString(added.name), QStringLiteral("QLoRA fine-tune"));
    QCOMPARE(currentPage(w), QStringLiteral("workloadPage"));
    QCOMPARE(find<QLineEdit>(&w, "workloadName")->text(), QStringLiteral("QLoRA fine-tune"));

    QCOMPARE(doc->undoStack()->count(), 1);
    doc->undoStack()->undo();
    QVERIFY(doc->project().workloads.empty());
}

void TestPlannerFlow::scenarioCardsWorkFromTheKeyboard()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
    auto *first = find<QPushButton>(&w, "scenario_pretraining");
    auto *second = find<QPushButton>(&w, "scenario_full_finetune");
    first->setFocus();
    QVERIFY(first->hasFocus());
    // Arrow keys move between the cards, Enter chooses.
    QTest::keyClick(first, Qt::Key_Down);
    QVERIFY(second->hasFocus());
    QTest::keyClick(second, Qt::Key_Return);
    QCOMPARE(w.document()->project().workloads.at(0).scenario, Scenario::FullFineTune);
    QCOMPARE(currentPage(w), QStringLiteral("workloadPage"));

    // Each button carries a mnemonic (Alt+I: Inference).
    QCOMPARE(find<QPushButton>(&w, "scenario_inference")->shortcut(),
             QKeySequence(Qt::ALT | Qt::Key_I));
}

void TestPlannerFlow::parseCounts_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("problem");
    QTest::addColumn<double>("value");
    const int params = int(Kind::Parameters), tokens = int(Kind::Tokens),
              context = int(Kind::Context);
    const int ok = int(CountEdit::Problem::None), syntax = int(CountEdit::Problem::Syntax),
              range = int(CountEdit::Problem::OutOfRange),
              whole = int(CountEdit::Problem::NotWhole);
    QTest::newRow("70B") << params << "70B" << ok << 70e9;
    QTest::newRow("7.6b") << params << "7.6b" << ok << 7.6e9;
    QTest::newRow("671B") << params << "671B" << ok << 671e9;
    QTest::newRow("shown English") << params << QStringLiteral("70\u00a0B") << ok << 70e9;
    QTest::newRow("exact, grouped") << params << "6,738,415,616" << ok << 6738415616.0;
    QTest::newRow("700 yi") << params << QStringLiteral("700\u00a0\u4ebf") << ok << 70e9;
    QTest::newRow("2 wan yi") << tokens << QStringLiteral("2 \u4e07\u4ebf") << ok << 2e12;
    QTest::newRow("2T") << tokens << "2T" << ok << 2e12;
    QTest::newRow("500B") << tokens << "500B" << ok << 500e9;
    QTest::newRow("empty is not set") << tokens << "" << ok << 0.0;
    // Context lengths are powers of two: Llama 2's "4k" context is 4096 tokens.
    QTest::newRow("4k") << context << "4k" << ok << 4096.0;
    QTest::newRow("128K") << context << "128K" << ok << 131072.0;
    QTest::newRow("32768") << context << "32768" << ok << 32768.0;
    QTest::newRow("4.5k") << context << "4.5k" << ok << 4608.0;
    QTest::newRow("70X") << params << "70X" << syntax << 0.0;
    QTest::newRow("B alone") << params << "B" << syntax << 0.0;
    QTest::newRow("yi after B") << params << QStringLiteral("7B\u4ebf") << syntax << 0.0;
    QTest::newRow("negative") << tokens << "-5B" << range << 0.0;
    QTest::newRow("huge") << tokens << "2e18T" << range << 0.0;
    QTest::newRow("1.3k not whole") << context << "1.3k" << whole << 0.0;
    QTest::newRow("context too long") << context << "1T" << range << 0.0;
}

void TestPlannerFlow::parseCounts()
{
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(int, problem);
    QFETCH(double, value);
    const CountEdit::Parsed parsed = CountEdit::parse(Kind(kind), text);
    QCOMPARE(int(parsed.problem), problem);
    QCOMPARE(parsed.value, value);
}

void TestPlannerFlow::formatCounts_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    const QString nb(QChar::Nbsp);
    QTest::newRow("70B") << int(Kind::Parameters) << 70e9 << "70" + nb + "B"
                         << "700" + nb + QStringLiteral("\u4ebf");
    QTest::newRow("Llama-2-7B, 4 digits")
        << int(Kind::Parameters) << 6738415616.0 << "6.738" + nb + "B"
        << "67.38" + nb + QStringLiteral("\u4ebf");
    QTest::newRow("671B") << int(Kind::Parameters) << 671e9 << "671" + nb + "B"
                          << "6,710" + nb + QStringLiteral("\u4ebf");
    QTest::newRow("2T tokens") << int(Kind::Tokens) << 2e12 << "2" + nb + "T"
                               << "2" + nb + QStringLiteral("\u4e07\u4ebf");
    QTest::newRow("200M tokens") << int(Kind::Tokens) << 200e6 << "200" + nb + "M"
                                 << "2" + nb + QStringLiteral("\u4ebf");
    QTest::newRow("context") << int(Kind::Context) << 131072.0 << "131,072"
                             << "131,072";
    QTest::newRow("not set") << int(Kind::Tokens) << 0.0 << ""
                             << "";
    QTest::newRow("never NaN") << int(Kind::Parameters) << std::nan("") << ""
                               << "";
}

void TestPlannerFlow::formatCounts()
{
    QFETCH(int, kind);
    QFETCH(double, value);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const QLocale zh(QLocale::Chinese, QLocale::China);
    QCOMPARE(CountEdit::format(Kind(kind), value, en), english);
    QCOMPARE(CountEdit::format(Kind(kind), value, zh), chinese);
    // What is shown reads back as the value shown.
    if (value > 0.0) {
        const double back = CountEdit::parse(Kind(kind), english).value;
        QVERIFY2(std::abs(back - value) <= value * 5e-4, qPrintable(english));
        QCOMPARE(CountEdit::parse(Kind(kind), chinese).value, back);
    }
}

void TestPlannerFlow::typedUnitsAreCommitted()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    ProjectDocument *doc = w.document();
    const auto &workload = [doc]() -> const Workload & { return doc->project().workloads.at(0); };

    typeInto(find<CountEdit>(&w, "paramsTotal"), QStringLiteral("70B"));
    QCOMPARE(workload().model.paramsTotal, 70e9);
    QCOMPARE(find<CountEdit>(&w, "paramsTotal")->text(), QStringLiteral("70\u00a0B"));
    typeInto(find<CountEdit>(&w, "trainingTokens"), QStringLiteral("2T"));
    QCOMPARE(workload().trainingTokens, 2e12);
    typeInto(find<CountEdit>(&w, "sequenceLength"), QStringLiteral("4k"));
    QCOMPARE(workload().sequenceLength, 4096);
    // The example's sequence length already was 4096: no step for no change.
    QCOMPARE(doc->undoStack()->count(), 2);
    typeInto(find<CountEdit>(&w, "sequenceLength"), QStringLiteral("128K"));
    QCOMPARE(workload().sequenceLength, 131072);
    // One undo step per committed edit, naming the field.
    QCOMPARE(doc->undoStack()->count(), 3);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Sequence length")));
    doc->undoStack()->undo();
    QCOMPARE(workload().sequenceLength, 4096);
    QCOMPARE(find<CountEdit>(&w, "sequenceLength")->text(), QStringLiteral("4,096"));

    // Enter on unchanged text commits nothing: the exact count survives the
    // four digits shown.
    const double exact = 6738415616.0;
    typeInto(find<CountEdit>(&w, "paramsTotal"), QStringLiteral("6738415616"));
    QCOMPARE(workload().model.paramsTotal, exact);
    auto *total = find<CountEdit>(&w, "paramsTotal");
    total->setFocus();
    QTest::keyClick(total, Qt::Key_Return);
    QCOMPARE(workload().model.paramsTotal, exact);
    // A dense model's active count follows its total.
    QCOMPARE(workload().model.paramsActive, exact);
}

void TestPlannerFlow::unreadableCountKeepsValue()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    ProjectDocument *doc = w.document();
    const double before = doc->project().workloads.at(0).model.paramsTotal;
    auto *total = find<CountEdit>(&w, "paramsTotal");
    auto *error = find<QLabel>(&w, "paramsTotalError");

    typeInto(total, QStringLiteral("70X"));
    QCOMPARE(doc->project().workloads.at(0).model.paramsTotal, before);
    QCOMPARE(doc->undoStack()->count(), 0);
    QCOMPARE(error->text(),
             QStringLiteral("\"70X\" is not a number of parameters: try 70B or 7.6B."));
    QVERIFY(error->isVisible());
    // What was typed stays, to be corrected.
    QCOMPARE(total->text(), QStringLiteral("70X"));

    typeInto(total, QStringLiteral("72B"));
    QCOMPARE(doc->project().workloads.at(0).model.paramsTotal, 72e9);
    QVERIFY(error->text().isEmpty());

    // Escape takes back what cannot be read.
    typeInto(total, QStringLiteral("lots"));
    QVERIFY(!error->text().isEmpty());
    QTest::keyClick(total, Qt::Key_Escape);
    QVERIFY(error->text().isEmpty());
    QCOMPARE(total->text(), QStringLiteral("72\u00a0B"));

    // A context length must be a whole number of tokens.
    typeInto(find<CountEdit>(&w, "sequenceLength"), QStringLiteral("1.3k"));
    QCOMPARE(find<QLabel>(&w, "sequenceLengthError")->text(),
             QStringLiteral("\"1.3k\" is not a whole number of tokens."));
    QCOMPARE(doc->project().workloads.at(0).sequenceLength, 4096);
}

void TestPlannerFlow::modelPresets_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("active");
    QTest::addColumn<double>("tolerance"); // relative
    // Exact counts of the released checkpoints (Llama 2 paper, arXiv 2307.09288;
    // the Hugging Face config.json the count is derived from).
    QTest::newRow("Llama-2-7B: 6 738 415 616 (Llama 2 paper)")
        << "llama-2-7b" << 6738415616.0 << 6738415616.0 << 0.0;
    QTest::newRow("Llama-2-70B: 68 976 648 192 (Llama 2 checkpoint)")
        << "llama-2-70b" << 68976648192.0 << 68976648192.0 << 0.0;
    // Rounded figures from the model cards / technical reports.
    QTest::newRow("Qwen2-72B: 72.7 B (Qwen2 model card)")
        << "qwen2-72b" << 72.7e9 << 72.7e9 << 0.002;
    QTest::newRow("Mixtral-8x7B: 46.7 B, 12.9 B active (Mixtral paper, arXiv 2401.04088)")
        << "mixtral-8x7b" << 46.7e9 << 12.9e9 << 0.01;
    QTest::newRow("DeepSeek-V3: 671 B, 37 B active (DeepSeek-V3 report, arXiv 2412.19437)")
        << "deepseek-v3" << 671e9 << 37e9 << 0.02;
}

void TestPlannerFlow::modelPresets()
{
    QFETCH(QString, preset);
    QFETCH(double, total);
    QFETCH(double, active);
    QFETCH(double, tolerance);
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    ProjectDocument *doc = w.document();
    // A model of another size first, so every preset changes something.
    typeInto(find<CountEdit>(&w, "paramsTotal"), QStringLiteral("13B"));
    const suanpan::ModelShape before = doc->project().workloads.at(0).model;
    QCOMPARE(before.paramsTotal, 13e9);

    // Through the button's menu, as a user picks it.
    auto *button = find<QPushButton>(&w, "modelPresets");
    QVERIFY(button->menu());
    QAction *action = button->menu()->findChild<QAction *>(QLatin1String("modelPreset_") + preset);
    QVERIFY(action);
    action->trigger();
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    const suanpan::ModelShape &m = doc->project().workloads.at(0).model;
    QVERIFY2(std::abs(m.paramsTotal - total) <= total * tolerance,
             qPrintable(QString::number(m.paramsTotal, 'f', 0)));
    QVERIFY2(std::abs(m.paramsActive - active) <= active * tolerance,
             qPrintable(QString::number(m.paramsActive, 'f', 0)));
    QCOMPARE(find<CountEdit>(&w, "paramsTotal")->value(), m.paramsTotal);
    // The derived count and the KV size are shown, as after an import.
    const QString facts = find<QLabel>(&w, "modelFacts")->text();
    QVERIFY2(facts.contains(QLocale().toString(qint64(std::llround(m.paramsTotal)))),
             qPrintable(facts));
    QVERIFY2(facts.contains(QLatin1String("KV cache:")), qPrintable(facts));
    QVERIFY(facts.contains(QLatin1String(" config.json")));

    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    QCOMPARE(doc->project().workloads.at(0).model, before);
}

void TestPlannerFlow::projectProperties()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    ProjectDocument *doc = w.document();
    const suanpan::ProjectMeta before = doc->project().meta;
    QVERIFY(w.windowTitle().contains(QString::fromStdString(before.title)));

    w.findChild<QAction *>(QStringLiteral("actionProjectProperties"))->trigger();
    auto *dialog = w.findChild<ProjectPropertiesDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(find<QLineEdit>(dialog, "propertiesClient")->text(),
             QString::fromStdString(before.client));
    // A title per language: the Chinese one stays as it was.
    QCOMPARE(find<QLineEdit>(dialog, "propertiesTitleZh")->text(),
             QString::fromStdString(before.titleZh));
    auto *title = find<QLineEdit>(dialog, "propertiesTitle");
    QCOMPARE(title->text(), QString::fromStdString(before.title));
    title->clear();
    QTest::keyClicks(title, QStringLiteral("Qianhai 70B plan"));
    find<QPlainTextEdit>(dialog, "propertiesNotes")->setPlainText(QStringLiteral("For the board"));
    dialog->accept();

    QCOMPARE(doc->project().meta.title, std::string("Qianhai 70B plan"));
    QCOMPARE(doc->project().meta.notes, std::string("For the board"));
    QCOMPARE(doc->project().meta.titleZh, before.titleZh);
    QCOMPARE(doc->project().meta.client, before.client);
    QVERIFY(w.windowTitle().contains(QLatin1String("Qianhai 70B plan")));
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->isModified());

    doc->undoStack()->undo();
    QCOMPARE(doc->project().meta, before);
    QVERIFY(!w.windowTitle().contains(QLatin1String("Qianhai")));
    QVERIFY(!doc->isModified());

    // Cancel changes nothing.
    w.findChild<QAction *>(QStringLiteral("actionProjectProperties"))->trigger();
    QTRY_VERIFY((dialog = w.findChild<ProjectPropertiesDialog *>()) != nullptr);
    find<QLineEdit>(dialog, "propertiesTitle")->setText(QStringLiteral("dropped"));
    dialog->reject();
    QCOMPARE(doc->project().meta, before);
}

void TestPlannerFlow::languageSwitchRetranslates()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    // Pages visited before the switch (built when first shown) are worded again.
    QVERIFY(w.page(QStringLiteral("workloadPage")));
    QVERIFY(w.page(QStringLiteral("catalogPage")));
    auto *title = find<QLabel>(&w, "scenarioTitle");
    auto *button = find<QPushButton>(&w, "scenario_lora");
    auto *total = find<CountEdit>(&w, "paramsTotal");
    auto *catalogTable = find<QAbstractItemView>(&w, "catalogTable_cards");
    const QString titleEn = title->text();
    const QString totalEn = total->text();
    QVERIFY(totalEn.endsWith(QLatin1String("B")));

    w.findChild<QAction *>(QStringLiteral("actionLanguageChinese"))->trigger();
    QTRY_VERIFY(isChinese(title->text()));
    QVERIFY(isChinese(button->text()));
    QVERIFY(isChinese(find<QLabel>(&w, "scenarioTarget")->text()));
    // The first card's presets (100 B tokens) in Chinese units too.
    QTRY_VERIFY2(find<QLabel>(&w, "scenarioPresets")->text().contains(QStringLiteral("\u4ebf")),
                 qPrintable(find<QLabel>(&w, "scenarioPresets")->text()));
    // Counts in Chinese units: 7B reads as 70 yi.
    QTRY_VERIFY2(total->text().endsWith(QStringLiteral("\u4ebf")), qPrintable(total->text()));
    QVERIFY(isChinese(catalogTable->model()->headerData(0, Qt::Horizontal).toString()));
    QVERIFY(isChinese(find<QPushButton>(&w, "catalogAdd_cards")->text()));

    w.findChild<QAction *>(QStringLiteral("actionLanguageEnglish"))->trigger();
    QTRY_COMPARE(title->text(), titleEn);
    QTRY_COMPARE(total->text(), totalEn);
}

QTEST_MAIN(TestPlannerFlow)
#include "tst_plannerflow.moc"
