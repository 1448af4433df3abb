// The Verification and Sign-off pages in the real main window, on the
// example project: statuses set through the list and the editor (undoable,
// waivers need a reason), evidence imported through the button's own path
// (real tool output from tests/data/evidence, broken files refused with a
// worded error), suggested statuses applied, plan vs measured, the sign-off
// counts against core's summary, the PDF export and live retranslation.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFocusEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>
#include <QUndoStack>

#include "cost/Evaluation.h"
#include "document/ChecklistCommands.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "document/VerifySelection.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "mainwindow/MainWindow.h"
#include "pages/verify/ChecklistModel.h"
#include "pages/verify/EvidenceImport.h"
#include "pages/verify/SignOffPage.h"
#include "pages/verify/VerifyPage.h"
#include "report/Exporter.h"
#include "support/UiTest.h"
#include "verify/ChecklistSummary.h"
#include "verify/Evidence.h"
#include "widgets/Prompts.h"
#include "widgets/VerifyPrompts.h"

using namespace suanpan;
using uitest::find;

Q_DECLARE_METATYPE(suanpan::EvidenceKind)

namespace {

const char *const kH800 = "o-h800-hosted-monthly";
const char *const kCloud4090 = "o-4090-cloud-hourly";

QString fixture(const char *name)
{
    return QStringLiteral(SUANPAN_TEST_DATA "/evidence/") + QLatin1String(name);
}

bool hasHan(const QString &text)
{
    return text.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]")));
}

} // namespace

class TestVerifyPage final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void modelIsConsistent();
    void keyAndComboSetStatusUndoably();
    void waiverNeedsAReason();
    void noteTypingMergesIntoOneStep();
    void optionInheritsProjectWideCheck();
    void importsEachKind_data();
    void importsEachKind();
    void brokenFileChangesNothing_data();
    void brokenFileChangesNothing();
    void detectsKinds_data();
    void detectsKinds();
    void dropImports();
    void applySuggestedIsOneStep();
    void evidenceUpdatesEveryItemItProves();
    void longNotesKeepTitlesReadable_data();
    void longNotesKeepTitlesReadable();
    void removeEvidenceIsUndoable();
    void removingOptionTakesItsEvidence();
    void planVsMeasured();
    void planVsMeasuredUnfitPair();
    void verifyReadsTheDocumentsEvaluation();
    void signOffCountsMatchSummary();
    void exportsPdf();
    void exportToUnwritablePathIsWorded();
    void retranslatesLive();
    void screenshots();

private:
    // Opens the example and shows the Verification page for `optionId`.
    static void openVerify(MainWindow &w, const char *optionId);
    static void chooseOption(MainWindow &w, const char *comboName, const char *optionId);
    static void selectItem(MainWindow &w, const char *itemId);
    static void pressOnList(MainWindow &w, Qt::Key key);
    static CheckStatus statusIn(const MainWindow &w, const char *itemId, const char *optionId);
    // Imports through the button, with the file dialog answering `path`.
    static void importThroughButton(MainWindow &w, const QString &path);

    QStringList m_errors;
};

void TestVerifyPage::initTestCase()
{
    uitest::isolate("tst_verifypage");
    qRegisterMetaType<EvidenceKind>();
}

void TestVerifyPage::init()
{
    uitest::startFunction(&m_errors);
}

void TestVerifyPage::cleanup()
{
    uitest::finishFunction(&m_errors);
    Prompts::restoreDefaults();
    VerifyPrompts::restoreDefaults();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestVerifyPage::chooseOption(MainWindow &w, const char *comboName, const char *optionId)
{
    auto *combo = find<QComboBox>(&w, comboName);
    const int i = combo->findData(QLatin1String(optionId));
    QVERIFY2(i >= 0, optionId);
    combo->setCurrentIndex(i);
    emit combo->activated(i);
}

void TestVerifyPage::openVerify(MainWindow &w, const char *optionId)
{
    QVERIFY(w.openExample());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showPage(QStringLiteral("verifyPage")));
    chooseOption(w, "verifyOption", optionId);
}

void TestVerifyPage::selectItem(MainWindow &w, const char *itemId)
{
    find<VerifyPage>(&w, "verifyPage")->selectItem(itemId);
    auto *tree = find<QTreeView>(&w, "checklistTree");
    QCOMPARE(tree->currentIndex().data(Qt::UserRole + 1).toString(), QLatin1String(itemId));
}

void TestVerifyPage::pressOnList(MainWindow &w, Qt::Key key)
{
    auto *tree = find<QTreeView>(&w, "checklistTree");
    tree->setFocus();
    QTest::keyClick(tree, key);
}

CheckStatus TestVerifyPage::statusIn(const MainWindow &w, const char *itemId, const char *optionId)
{
    return statusOf(w.document()->project().checklist, itemId, optionId);
}

void TestVerifyPage::importThroughButton(MainWindow &w, const QString &path)
{
    VerifyPrompts::evidenceFiles = [path](QWidget *, const QString &) { return QStringList{path}; };
    // As a user does: on the Evidence tab (a hidden panel works nothing out).
    find<QTabWidget>(&w, "verifyTabs")->setCurrentIndex(1);
    find<QPushButton>(&w, "evidenceImport")->click();
}

void TestVerifyPage::modelIsConsistent()
{
    MainWindow w;
    openVerify(w, kH800);
    auto *tree = find<QTreeView>(&w, "checklistTree");
    QAbstractItemModelTester tester(tree->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The four built-in checklists, every item under one of them.
    QCOMPARE(tree->model()->rowCount(), 4);
    int items = 0;
    for (int t = 0; t < 4; ++t)
        items += tree->model()->rowCount(tree->model()->index(t, 0));
    QCOMPARE(items, summarize(builtinChecklists().value(), {}).counts.total);
    selectItem(w, "accept.iperf3_nodes");
    pressOnList(w, Qt::Key_F);
    QCOMPARE(statusIn(w, "accept.iperf3_nodes", kH800), CheckStatus::Fail);
}

void TestVerifyPage::keyAndComboSetStatusUndoably()
{
    MainWindow w;
    openVerify(w, kH800);
    QUndoStack *undo = w.document()->undoStack();
    selectItem(w, "accept.iperf3_nodes");
    pressOnList(w, Qt::Key_P);
    QCOMPARE(statusIn(w, "accept.iperf3_nodes", kH800), CheckStatus::Pass);
    // Only this option: the whole project still has no check.
    QCOMPARE(statusIn(w, "accept.iperf3_nodes", ""), CheckStatus::NotChecked);
    const ChecklistEntry &entry = w.document()->project().checklist.back();
    QCOMPARE(QString::fromStdString(entry.date), QDate::currentDate().toString(Qt::ISODate));
    // Nobody has given a name on this computer yet.
    QCOMPARE(entry.checkedBy, std::string());
    QCOMPARE(summarize(builtinChecklists().value(), w.document()->project().checklist, kH800)
                 .counts.pass,
             1);

    auto *status = find<QComboBox>(&w, "itemStatus");
    const int fail = status->findData(int(CheckStatus::Fail));
    status->setCurrentIndex(fail);
    emit status->activated(fail);
    QCOMPARE(statusIn(w, "accept.iperf3_nodes", kH800), CheckStatus::Fail);
    QCOMPARE(undo->count(), 2);

    undo->undo();
    QCOMPARE(statusIn(w, "accept.iperf3_nodes", kH800), CheckStatus::Pass);
    QCOMPARE(status->currentData().toInt(), int(CheckStatus::Pass));
    undo->undo();
    QCOMPARE(statusIn(w, "accept.iperf3_nodes", kH800), CheckStatus::NotChecked);
    QVERIFY(w.document()->project().checklist.empty());
    undo->redo();
    undo->redo();
    QCOMPARE(statusIn(w, "accept.iperf3_nodes", kH800), CheckStatus::Fail);

    // The name typed last is offered for the next check.
    auto *who = find<QLineEdit>(&w, "itemCheckedBy");
    who->selectAll();
    QTest::keyClicks(who, QStringLiteral("Li Wei"));
    QTest::keyClick(who, Qt::Key_Return);
    selectItem(w, "accept.nvidia_smi");
    pressOnList(w, Qt::Key_N);
    QCOMPARE(w.document()->project().checklist.back().checkedBy, std::string("Li Wei"));

    // Focusing the pre-filled name selects it: typing replaces it, not appends.
    QCOMPARE(who->text(), QStringLiteral("Li Wei"));
    QFocusEvent focus(QEvent::FocusIn, Qt::TabFocusReason);
    QApplication::sendEvent(who, &focus);
    QTRY_COMPARE(who->selectedText(), QStringLiteral("Li Wei"));
    QTest::keyClicks(who, QStringLiteral("Wang Fang"));
    QTest::keyClick(who, Qt::Key_Return);
    QCOMPARE(w.document()->project().checklist.back().checkedBy, std::string("Wang Fang"));
}

void TestVerifyPage::waiverNeedsAReason()
{
    MainWindow w;
    openVerify(w, kH800);
    selectItem(w, "contract.minimum_term");
    const Project before = w.document()->project();
    const int steps = w.document()->undoStack()->count();
    pressOnList(w, Qt::Key_W);
    QCOMPARE(w.document()->project(), before);
    QCOMPARE(w.document()->undoStack()->count(), steps);
    auto *warning = find<QLabel>(&w, "itemWarning");
    QVERIFY(warning->isVisible());
    QVERIFY2(warning->text().contains(QLatin1String("reason")), qPrintable(warning->text()));
    QCOMPARE(find<QComboBox>(&w, "itemStatus")->currentData().toInt(),
             int(CheckStatus::NotChecked));

    auto *note = find<QPlainTextEdit>(&w, "itemNote");
    note->setFocus();
    QTest::keyClicks(note, QStringLiteral("Three months is fine for this job"));
    pressOnList(w, Qt::Key_W);
    QCOMPARE(statusIn(w, "contract.minimum_term", kH800), CheckStatus::Waived);
    QVERIFY(!warning->isVisible());

    // Clearing the reason of a waiver is refused too; the reason stays.
    note->selectAll();
    note->setFocus();
    QTest::keyClick(note, Qt::Key_Delete);
    QVERIFY(warning->isVisible());
    QCOMPARE(w.document()->project().checklist.back().note,
             std::string("Three months is fine for this job"));
}

void TestVerifyPage::noteTypingMergesIntoOneStep()
{
    MainWindow w;
    openVerify(w, kH800);
    selectItem(w, "six.site_visit");
    auto *note = find<QPlainTextEdit>(&w, "itemNote");
    note->setFocus();
    QTest::keyClicks(note, QStringLiteral("UPS room is noisy"));
    QCOMPARE(w.document()->undoStack()->count(), 1);
    QCOMPARE(w.document()->project().checklist.back().note, std::string("UPS room is noisy"));
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->project().checklist.empty());
    QCOMPARE(note->toPlainText(), QString());
}

void TestVerifyPage::optionInheritsProjectWideCheck()
{
    MainWindow w;
    openVerify(w, "");
    selectItem(w, "six.task_type");
    pressOnList(w, Qt::Key_P);
    QCOMPARE(statusIn(w, "six.task_type", ""), CheckStatus::Pass);
    chooseOption(w, "verifyOption", kH800);
    QCOMPARE(statusIn(w, "six.task_type", kH800), CheckStatus::Pass);
    QVERIFY(find<QLabel>(&w, "itemInherited")->isVisible());
    // A change for the option is its own; the project's check stays.
    pressOnList(w, Qt::Key_F);
    QCOMPARE(statusIn(w, "six.task_type", kH800), CheckStatus::Fail);
    QCOMPARE(statusIn(w, "six.task_type", ""), CheckStatus::Pass);
}

void TestVerifyPage::importsEachKind_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("option");
    QTest::addColumn<EvidenceKind>("kind");
    QTest::addColumn<QString>("expected"); // words the findings must contain
    // The H800 hosted cluster: 8 cards per machine, 400 Gb/s InfiniBand promised.
    QTest::newRow("iperf3 TCP") << "iperf3_tcp.json" << kH800 << EvidenceKind::Iperf3
                                << "between machines; the provider promised 400";
    QTest::newRow("iperf3 with a warning line")
        << "iperf3_tcp_warning.json" << kH800 << EvidenceKind::Iperf3 << "Gb/s";
    QTest::newRow("iperf3 UDP") << "iperf3_udp.json" << kH800 << EvidenceKind::Iperf3 << "Gb/s";
    QTest::newRow("nvidia-smi H800 csv")
        << "smi_h800x8.csv" << kH800 << EvidenceKind::NvidiaSmi << "Persistence mode";
    QTest::newRow("nvidia-smi 4090 csv")
        << "smi_4090x4.csv" << kCloud4090 << EvidenceKind::NvidiaSmi << "card";
    QTest::newRow("nvidia-smi -q H100 on an H800 order")
        << "smi_q_h100.txt" << kH800 << EvidenceKind::NvidiaSmiQ << "but the order is for";
    QTest::newRow("topology HGX") << "topo_hgx8_nv18.txt" << kH800 << EvidenceKind::Topo
                                  << "joined by NVLink";
    QTest::newRow("topology PCIe")
        << "topo_pcie4_ansi.txt" << kCloud4090 << EvidenceKind::Topo << "card pair";
    QTest::newRow("scaling table")
        << "scaling_h800.csv" << kH800 << EvidenceKind::Scaling << "of linear";
    QTest::newRow("training log") << "training_log.csv" << kH800 << EvidenceKind::TrainingLog
                                  << "step";
}

void TestVerifyPage::importsEachKind()
{
    QFETCH(QString, file);
    QFETCH(QString, option);
    QFETCH(EvidenceKind, kind);
    QFETCH(QString, expected);
    MainWindow w;
    openVerify(w, option.toLatin1().constData());
    importThroughButton(w, fixture(file.toLatin1().constData()));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    const auto &evidence = w.document()->project().evidence;
    QCOMPARE(evidence.size(), std::size_t(1));
    QCOMPARE(evidence.front().kind, kind);
    QCOMPARE(evidence.front().optionId, option.toStdString());
    QCOMPARE(QString::fromStdString(evidence.front().fileName), file);
    QCOMPARE(find<QListWidget>(&w, "evidenceList")->count(), 1);
    const QString text = find<QTextBrowser>(&w, "evidenceFindings")->toPlainText();
    QVERIFY2(text.contains(expected), qPrintable(text));
    // Numbers are worded, never a raw code, NaN or infinity.
    QVERIFY2(!text.contains(QLatin1String("nan")) && !text.contains(QLatin1String("inf ")),
             qPrintable(text));
    QVERIFY2(
        !QString(text).remove(file).contains(QRegularExpression(QStringLiteral("[a-z]_[a-z]"))),
        qPrintable(text));
    // Each finding says passed or failed in words, as core judged it.
    const auto check =
        checkEvidence(evidence.front(), w.document()->project(), w.document()->catalog());
    QVERIFY(check.ok());
    for (const Finding &f : check.value().findings)
        QVERIFY(text.contains(f.passed ? QLatin1String("Passed") : QLatin1String("Failed")));
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->project().evidence.empty());
    QCOMPARE(find<QListWidget>(&w, "evidenceList")->count(), 0);
}

void TestVerifyPage::brokenFileChangesNothing_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated iperf3") << fixture("iperf3_truncated.json") << "cut off";
    QTest::newRow("iperf3 error only") << fixture("iperf3_error_only.json") << "No route to host";
    QTest::newRow("not tool output")
        << fixture("checklist_broken/not_json.json") << "cannot tell which tool";
    QTest::newRow("missing file") << fixture("no_such_file.json") << "does not exist";
}

void TestVerifyPage::brokenFileChangesNothing()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    MainWindow w;
    openVerify(w, kH800);
    const Project before = w.document()->project();
    importThroughButton(w, path);
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.front().contains(expected), qPrintable(m_errors.front()));
    QVERIFY2(m_errors.front().contains(QFileInfo(path).fileName()), qPrintable(m_errors.front()));
    QCOMPARE(w.document()->project(), before);
    QCOMPARE(w.document()->undoStack()->count(), 0);
    m_errors.clear(); // the dialogs this test provoked, checked above
}

void TestVerifyPage::detectsKinds_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<EvidenceKind>("kind");
    QTest::newRow("iperf3") << "iperf3_tcp_warning.json" << EvidenceKind::Iperf3;
    QTest::newRow("iperf3 error") << "iperf3_error_only.json" << EvidenceKind::Iperf3;
    QTest::newRow("smi csv") << "smi_a800_reordered_nounits.csv" << EvidenceKind::NvidiaSmi;
    QTest::newRow("smi -q") << "smi_q_a100_r470.txt" << EvidenceKind::NvidiaSmiQ;
    QTest::newRow("topo ansi") << "topo_pcie4_ansi.txt" << EvidenceKind::Topo;
    QTest::newRow("scaling") << "scaling_h800.csv" << EvidenceKind::Scaling;
    QTest::newRow("training log") << "training_log.csv" << EvidenceKind::TrainingLog;
}

void TestVerifyPage::detectsKinds()
{
    QFETCH(QString, file);
    QFETCH(EvidenceKind, kind);
    QFile f(fixture(file.toLatin1().constData()));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const auto detected = detectEvidenceKind(std::string_view(bytes.constData(), bytes.size()));
    QVERIFY(detected.has_value());
    QCOMPARE(*detected, kind);
}

void TestVerifyPage::dropImports()
{
    MainWindow w;
    openVerify(w, kH800);
    auto *page = find<VerifyPage>(&w, "verifyPage");
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(fixture("iperf3_tcp.json")),
                  QUrl::fromLocalFile(fixture("scaling_h800.csv"))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(page, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(page, &drop);
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QCOMPARE(w.document()->project().evidence.size(), std::size_t(2));
    QCOMPARE(w.document()->undoStack()->count(), 2);
}

void TestVerifyPage::applySuggestedIsOneStep()
{
    MainWindow w;
    openVerify(w, kH800);
    importThroughButton(w, fixture("smi_h800x8.csv"));
    QVERIFY(m_errors.isEmpty());
    const auto check = checkEvidence(w.document()->project().evidence.front(),
                                     w.document()->project(), w.document()->catalog());
    QVERIFY(check.ok());
    const auto &findings = check.value().findings;
    QVERIFY(!findings.empty());
    const int steps = w.document()->undoStack()->count();
    find<QPushButton>(&w, "evidenceApply")->click();
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    for (const Finding &f : findings)
        QCOMPARE(statusIn(w, f.itemId.c_str(), kH800), suggestedStatus(findings, f.itemId));
    QVERIFY(QString::fromStdString(w.document()->project().checklist.front().note)
                .contains(QLatin1String("smi_h800x8.csv")));
    w.document()->undoStack()->undo();
    QVERIFY(w.document()->project().checklist.empty());
}

// An iperf3 result that fails the acceptance bandwidth test fails the
// six-step "measure the network between machines" item too (the checklist
// data links them); the findings say which items the suggestion reaches;
// nvidia-smi reaches the real-stock item; all in one undo step.
void TestVerifyPage::evidenceUpdatesEveryItemItProves()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    MainWindow w;
    openVerify(w, kH800);
    importThroughButton(w, fixture("iperf3_tcp.json"));
    QVERIFY(m_errors.isEmpty());
    const auto check = checkEvidence(w.document()->project().evidence.front(),
                                     w.document()->project(), w.document()->catalog());
    QVERIFY(check.ok());
    QCOMPARE(suggestedStatus(check.value().findings, "accept.iperf3_nodes"), CheckStatus::Fail);
    const ChecklistItem *six = findChecklistItem(builtinChecklists().value(), "six.network_iperf3");
    QVERIFY(six);
    const QString shown = find<QTextBrowser>(&w, "evidenceFindings")->toPlainText();
    QVERIFY2(shown.contains(QString::fromStdString(six->title.zh)), qPrintable(shown));
    const int steps = w.document()->undoStack()->count();
    find<QPushButton>(&w, "evidenceApply")->click();
    QCOMPARE(w.document()->undoStack()->count(), steps + 1);
    QCOMPARE(statusIn(w, "accept.iperf3_nodes", kH800), CheckStatus::Fail);
    QCOMPARE(statusIn(w, "six.network_iperf3", kH800), CheckStatus::Fail);
    // The sign-off sheet gives the six-step item the same evidence.
    QVERIFY(w.showPage(QStringLiteral("signOffPage")));
    const QString sheet = find<QTextBrowser>(&w, "signOffSheet")->toPlainText();
    QVERIFY2(sheet.count(QLatin1String("iperf3_tcp.json")) >= 2, qPrintable(sheet));

    importThroughButton(w, fixture("smi_h800x8.csv"));
    QVERIFY(m_errors.isEmpty());
    const auto smi = checkEvidence(w.document()->project().evidence.back(), w.document()->project(),
                                   w.document()->catalog());
    QVERIFY(smi.ok());
    const ChecklistItem *age =
        findChecklistItem(builtinChecklists().value(), "contract.hardware_age");
    const CheckStatus expected = suggestedStatus(smi.value().findings, *age);
    QVERIFY(expected != CheckStatus::NotChecked);
    find<QPushButton>(&w, "evidenceApply")->click();
    QCOMPARE(statusIn(w, "contract.hardware_age", kH800), expected);
    w.document()->undoStack()->undo();
    QCOMPARE(statusIn(w, "contract.hardware_age", kH800), CheckStatus::NotChecked);
    QCOMPARE(statusIn(w, "six.network_iperf3", kH800), CheckStatus::Fail);
}

void TestVerifyPage::longNotesKeepTitlesReadable_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString::fromLatin1(LanguageManager::kEnglish);
    QTest::newRow("zh_CN") << QString::fromLatin1(LanguageManager::kChinese);
}

// A long checker name or note does not squeeze the item titles: the who and
// note columns keep their width (elided, whole in the tooltip) and the
// titles keep theirs, at 1280 x 800.
void TestVerifyPage::longNotesKeepTitlesReadable()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language, false);
    MainWindow w;
    w.resize(1280, 800);
    openVerify(w, kH800);
    auto *tree = find<QTreeView>(&w, "checklistTree");
    QHeaderView *header = tree->header();
    // The same checks with a short name and note first (dates and statuses
    // take their own, bounded, width), then long ones.
    const auto check = [&w](const QString &who, const QString &note) {
        std::vector<ChecklistEntry> entries;
        for (const char *item :
             {"six.task_type", "six.card_hours", "six.site_visit", "contract.deposit_refund"}) {
            ChecklistEntry e;
            e.itemId = item;
            e.optionId = kH800;
            e.status = CheckStatus::Fail;
            e.checkedBy = who.toStdString();
            e.note = note.toStdString();
            e.date = "2026-12-01";
            entries.push_back(e);
        }
        setChecklistEntries(w.document(), entries);
        QCoreApplication::sendPostedEvents();
    };
    check(QStringLiteral("Wang"), QStringLiteral("ok"));
    const int titleBefore = header->sectionSize(ChecklistModel::TitleColumn);
    QVERIFY(titleBefore > tree->viewport()->width() / 3);

    const QString longName = QStringLiteral("\u738b\u7ecf\u7406\uff08\u6df1\u5733\u67d0\u67d0\u79d1"
                                            "\u6280\u6709\u9650"
                                            "\u516c\u53f8\u91c7\u8d2d\u90e8\uff09 Wang, "
                                            "procurement"); // 王经理（深圳某某科技有限公司采购部）
    const QString longNote = QString(QStringLiteral("The provider says the second feed is being "
                                                    "installed next month; ask again. "))
                                 .repeated(3);
    check(longName, longNote);
    QTRY_COMPARE(header->sectionSize(ChecklistModel::TitleColumn), titleBefore);
    // The who column shows the start of the name, the tooltip all of it.
    const QModelIndex who =
        tree->model()->index(0, ChecklistModel::CheckedByColumn, tree->model()->index(0, 0));
    QCOMPARE(who.data(Qt::DisplayRole).toString(), longName);
    QCOMPARE(who.data(Qt::ToolTipRole).toString(), longName);
    // Every column stays inside the view: no sideways scrolling to read a title.
    int total = 0;
    for (int c = 0; c < ChecklistModel::ColumnCount; ++c)
        total += header->sectionSize(c);
    QVERIFY2(total <= tree->viewport()->width(),
             qPrintable(QStringLiteral("%1 > %2").arg(total).arg(tree->viewport()->width())));
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QDir().mkpath(dir);
        QVERIFY(w.grab().save(QStringLiteral("%1/verify-long-notes-%2.png").arg(dir, language)));
    }
}

void TestVerifyPage::removeEvidenceIsUndoable()
{
    MainWindow w;
    openVerify(w, kH800);
    importThroughButton(w, fixture("iperf3_tcp.json"));
    importThroughButton(w, fixture("topo_hgx8_nv18.txt"));
    const auto before = w.document()->project().evidence;
    QCOMPARE(before.size(), std::size_t(2));
    QCOMPARE(before[0].id, std::string("ev-1"));
    QCOMPARE(before[1].id, std::string("ev-2"));
    find<QListWidget>(&w, "evidenceList")->setCurrentRow(0);
    find<QPushButton>(&w, "evidenceRemove")->click();
    QCOMPARE(w.document()->project().evidence.size(), std::size_t(1));
    QCOMPARE(w.document()->project().evidence.front().fileName, std::string("topo_hgx8_nv18.txt"));
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->project().evidence, before);
}

void TestVerifyPage::removingOptionTakesItsEvidence()
{
    MainWindow w;
    openVerify(w, kH800);
    importThroughButton(w, fixture("iperf3_tcp.json"));
    selectItem(w, "accept.iperf3_nodes");
    pressOnList(w, Qt::Key_P);
    const Project before = w.document()->project();
    int index = 0;
    while (w.document()->project().options[std::size_t(index)].id != kH800)
        ++index;
    w.document()->removeOption(index);
    QVERIFY(w.document()->project().evidence.empty());
    QVERIFY(w.document()->project().checklist.empty());
    // The page falls back to the whole project.
    QCOMPARE(find<QComboBox>(&w, "verifyOption")->currentData().toString(), QString());
    w.document()->undoStack()->undo();
    QCOMPARE(w.document()->project(), before);
}

void TestVerifyPage::planVsMeasured()
{
    MainWindow w;
    openVerify(w, kH800);
    auto *tabs = find<QTabWidget>(&w, "verifyTabs");
    tabs->setCurrentIndex(2);
    auto *table = find<QTableWidget>(&w, "planTable");
    auto *summary = find<QLabel>(&w, "planSummary");
    QVERIFY(!table->isVisible());
    QVERIFY2(summary->text().contains(QLatin1String("training log")), qPrintable(summary->text()));

    importThroughButton(w, fixture("training_log.csv"));
    importThroughButton(w, fixture("iperf3_tcp.json"));
    QVERIFY(m_errors.isEmpty());
    const MeasuredFacts facts =
        measuredFacts(w.document()->project(), w.document()->catalog(), kH800);
    QVERIFY(facts.interNodeGbitPerS.has_value());
    const auto rows =
        suanpan::planVsMeasured(w.document()->project(), w.document()->catalog(), kH800, facts);
    QVERIFY(!rows.empty());
    tabs->setCurrentIndex(2);
    QTRY_VERIFY(table->isVisible());
    QCOMPARE(table->rowCount(), int(rows.size()));
    const QString sentences = find<QLabel>(&w, "planSentences")->text();
    QVERIFY2(sentences.contains(QLatin1String("planned")), qPrintable(sentences));
    QVERIFY2(sentences.contains(QLatin1String("Gb/s between machines")), qPrintable(sentences));
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c) {
            const QString cell = table->item(r, c)->text();
            QVERIFY2(!cell.isEmpty() && !cell.contains(QLatin1String("nan")), qPrintable(cell));
        }
}

// Issue 29: Verify evaluated the project by itself, with 10 000 draws on the
// GUI thread, once per evidence record and again for plan vs measured, twice
// per edit, hidden or not. Now, with evidence on the option and its plan tab
// open, an edit evaluates on the GUI thread only the document's instant
// answer and the measured what-ifs, none with draws (the draws run on a
// worker); with the page hidden, only the document's answer.
void TestVerifyPage::verifyReadsTheDocumentsEvaluation()
{
    using suanpan::evaluationsRunOnThisThread;
    MainWindow w;
    openVerify(w, kH800);
    importThroughButton(w, fixture("training_log.csv"));
    importThroughButton(w, fixture("iperf3_tcp.json"));
    QVERIFY(m_errors.isEmpty());
    auto *tabs = find<QTabWidget>(&w, "verifyTabs");
    tabs->setCurrentIndex(2);
    auto *table = find<QTableWidget>(&w, "planTable");
    QTRY_VERIFY(table->isVisible());
    ProjectResults *results = w.document()->results();
    QUndoStack *undo = w.document()->undoStack();
    // One edit (the last import undone, then redone), settled: the document's
    // answer, its draws and every page's update.
    const auto edit = [&](bool redo) -> std::pair<std::size_t, std::size_t> {
        const auto before = evaluationsRunOnThisThread();
        redo ? undo->redo() : undo->undo();
        // Waited for through the event loop: waitForSampling() would run a
        // job not yet started on this thread (QFuture steals it).
        uitest::settle();
        for (int waited = 0; results->isSampling() && waited < 60000; waited += 10)
            QTest::qWait(10);
        uitest::settle();
        const auto after = evaluationsRunOnThisThread();
        return std::pair{after.all - before.all, after.sampled - before.sampled};
    };
    results->waitForSampling();
    uitest::settle();
    // Shown: the document's answer and the measured what-if (the iperf3 run
    // is back after the redo; after the undo only the training log's MFU).
    for (const bool redo : {false, true}) {
        const auto [all, sampled] = edit(redo);
        QCOMPARE(sampled, std::size_t(0));
        // 2 after the undo (the log's MFU); 3 after the redo, the iperf3
        // run back: the engine re-chose the layout, and the planned one is
        // priced with the measured network too, for how much slower it is.
        QCOMPARE(all, std::size_t(redo ? 3 : 2));
    }
    QTRY_VERIFY(table->isVisible());
    // Hidden (another page shown): the document's answer alone.
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    for (const bool redo : {false, true}) {
        const auto [all, sampled] = edit(redo);
        QCOMPARE(sampled, std::size_t(0));
        QCOMPARE(all, std::size_t(1));
    }
}

// The 70B pre-training does not fit on the 4090 option: its row has neither
// a time nor a ¥0 cost, and its sentence says why.
void TestVerifyPage::planVsMeasuredUnfitPair()
{
    MainWindow w;
    const char *const k4090 = "o-4090-cloud-hourly";
    openVerify(w, k4090);
    importThroughButton(w, fixture("iperf3_tcp.json"));
    QVERIFY(m_errors.isEmpty());
    auto *tabs = find<QTabWidget>(&w, "verifyTabs");
    tabs->setCurrentIndex(2);
    auto *table = find<QTableWidget>(&w, "planTable");
    QTRY_VERIFY(table->isVisible());
    const auto rows = suanpan::planVsMeasured(
        w.document()->project(), w.document()->catalog(), k4090,
        measuredFacts(w.document()->project(), w.document()->catalog(), k4090));
    int unfit = -1;
    for (int r = 0; r < int(rows.size()); ++r)
        if (!rows[std::size_t(r)].priced)
            unfit = r;
    QVERIFY(unfit >= 0);
    QCOMPARE(table->rowCount(), int(rows.size()));
    for (int c = 1; c < table->columnCount(); ++c)
        QCOMPARE(table->item(unfit, c)->text(), MoneyFormat::missing());
    const QString sentences = find<QLabel>(&w, "planSentences")->text();
    QVERIFY2(sentences.contains(QLatin1String("does not fit on this option")),
             qPrintable(sentences));
}

void TestVerifyPage::signOffCountsMatchSummary()
{
    MainWindow w;
    openVerify(w, kH800);
    selectItem(w, "accept.iperf3_nodes");
    pressOnList(w, Qt::Key_F);
    selectItem(w, "six.task_type");
    pressOnList(w, Qt::Key_P);
    selectItem(w, "contract.minimum_term");
    pressOnList(w, Qt::Key_N);
    QVERIFY(w.showPage(QStringLiteral("signOffPage")));
    QCOMPARE(find<QComboBox>(&w, "signOffOption")->currentData().toString(), QLatin1String(kH800));
    const ChecklistSummary s =
        summarize(builtinChecklists().value(), w.document()->project().checklist, kH800);
    const auto number = [&w](const char *name) {
        return find<QLabel>(&w, name)->text().section(QLatin1Char('\n'), 1).toInt();
    };
    QCOMPARE(number("signOffPass"), s.counts.pass);
    QCOMPARE(number("signOffFail"), s.counts.fail);
    QCOMPARE(number("signOffMissing"), s.counts.notChecked);
    QCOMPARE(number("signOffNotApplicable"), s.counts.notApplicable);
    QCOMPARE(number("signOffWaived"), s.counts.waived);
    const QString verdict = find<QLabel>(&w, "signOffVerdict")->text();
    QVERIFY2(verdict.contains(QString::number(s.doNotSignUntil.size())), qPrintable(verdict));
    // The counts say what they include: the verdict counts blocker and major
    // items only, the counts every item.
    QVERIFY2(verdict.contains(QLatin1String("minor items do not block")), qPrintable(verdict));
    const int total = s.counts.pass + s.counts.fail + s.counts.notChecked + s.counts.notApplicable +
                      s.counts.waived;
    for (const char *name : {"signOffPass", "signOffMissing"})
        QVERIFY2(find<QLabel>(&w, name)->toolTip().contains(
                     QStringLiteral("of the %1 items").arg(total)),
                 qPrintable(find<QLabel>(&w, name)->toolTip()));
    // The failed blocker comes first in the "do not sign" list.
    const QString sheet = find<QTextBrowser>(&w, "signOffSheet")->toPlainText();
    const QString failedTitle = QString::fromStdString(
        findChecklistItem(builtinChecklists().value(), s.doNotSignUntil.front().itemId)->title.en);
    QCOMPARE(s.doNotSignUntil.front().itemId, std::string("accept.iperf3_nodes"));
    const qsizetype list = sheet.indexOf(QLatin1String("Do not sign until"));
    QVERIFY(list >= 0);
    QVERIFY2(sheet.indexOf(failedTitle, list) > list, qPrintable(sheet));
    QVERIFY(sheet.contains(QLatin1String("For the provider")));
    // An unchecked row says how to check it as well as what passes.
    const ChecklistItem *unchecked =
        findChecklistItem(builtinChecklists().value(), "six.network_iperf3");
    QVERIFY(unchecked != nullptr);
    QVERIFY2(
        sheet.contains(QLatin1String("How to check: ") + QString::fromStdString(unchecked->how.en)),
        qPrintable(sheet));

    // Switching the option on either page moves both.
    chooseOption(w, "signOffOption", kCloud4090);
    QCOMPARE(VerifySelection::of(w.document())->optionId(), std::string(kCloud4090));
    QCOMPARE(number("signOffFail"), 0);
}

void TestVerifyPage::exportsPdf()
{
    MainWindow w;
    openVerify(w, kH800);
    selectItem(w, "accept.nvlink_topology");
    pressOnList(w, Qt::Key_F);
    QVERIFY(w.showPage(QStringLiteral("signOffPage")));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
    VerifyPrompts::pdfFileName = [path](QWidget *, const QString &) { return path; };
    find<QPushButton>(&w, "signOffExport")->click();
    // Written behind the window (Exporter): done when the exporter says so.
    Exporter::of(w.document())->waitForFinished();
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(4) == "%PDF");
    pdf.close();

    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QFAIL("pdftotext is not installed (run.sh installs poppler-utils): the PDF's text "
              "cannot be checked");
    QProcess p;
    p.start(pdftotext, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    QVERIFY(p.waitForFinished(30000));
    // pdftotext writes ligatures ("fi") as single characters: compare them decomposed.
    const QString text = QString::fromUtf8(p.readAllStandardOutput())
                             .normalized(QString::NormalizationForm_KC)
                             .simplified();
    const std::string title =
        findChecklistItem(builtinChecklists().value(), "accept.nvlink_topology")->title.en;
    QVERIFY2(text.contains(QString::fromStdString(title).simplified()), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("Do not sign until")));
}

void TestVerifyPage::exportToUnwritablePathIsWorded()
{
    MainWindow w;
    openVerify(w, kH800);
    QVERIFY(w.showPage(QStringLiteral("signOffPage")));
    const QString path = QStringLiteral("/nonexistent-folder/sheet.pdf");
    VerifyPrompts::pdfFileName = [path](QWidget *, const QString &) { return path; };
    find<QPushButton>(&w, "signOffExport")->click();
    Exporter::of(w.document())->waitForFinished();
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.front().contains(QLatin1String("not exported")),
             qPrintable(m_errors.front()));
    QVERIFY2(m_errors.front().contains(path), qPrintable(m_errors.front()));
    QVERIFY(!QFile::exists(path));
    m_errors.clear(); // the dialogs this test provoked, checked above
}

void TestVerifyPage::retranslatesLive()
{
    MainWindow w;
    openVerify(w, kH800);
    importThroughButton(w, fixture("iperf3_tcp.json"));
    // A check with a checker and a note: the sheet joins them.
    selectItem(w, "six.task_type");
    pressOnList(w, Qt::Key_P);
    auto *who = find<QLineEdit>(&w, "itemCheckedBy");
    who->selectAll();
    QTest::keyClicks(who, QStringLiteral("Li Wei"));
    auto *note = find<QPlainTextEdit>(&w, "itemNote");
    note->setFocus();
    QTest::keyClicks(note, QStringLiteral("LoRA"));
    auto *keys = find<QLabel>(&w, "verifyKeys");
    auto *findings = find<QTextBrowser>(&w, "evidenceFindings");
    auto *tree = find<QTreeView>(&w, "checklistTree");
    const QString keysEn = keys->text();
    const QString findingsEn = findings->toPlainText();
    QVERIFY(!hasHan(keysEn));

    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QTRY_VERIFY(keys->text() != keysEn);
    QVERIFY2(hasHan(keys->text()), qPrintable(keys->text()));
    // A hidden evidence panel words its findings when shown.
    find<QTabWidget>(&w, "verifyTabs")->setCurrentIndex(1);
    QVERIFY2(hasHan(findings->toPlainText()), qPrintable(findings->toPlainText()));
    QVERIFY(findings->toPlainText() != findingsEn);
    QVERIFY(hasHan(tree->model()->headerData(0, Qt::Horizontal).toString()));
    // Checklist texts come from the templates' Chinese half.
    QVERIFY(hasHan(tree->model()->index(0, 0).data().toString()));
    QVERIFY(w.showPage(QStringLiteral("signOffPage")));
    QTRY_VERIFY(hasHan(find<QLabel>(&w, "signOffVerdict")->text()));
    const QString sheet = find<QTextBrowser>(&w, "signOffSheet")->toPlainText();
    QVERIFY(hasHan(sheet));
    // Chinese sentences end and pause with Chinese punctuation, the checker's
    // name and note included.
    const QRegularExpression latinStop(QStringLiteral("\\p{Han}[.,;:] "));
    QVERIFY2(!latinStop.match(sheet).hasMatch(),
             qPrintable(latinStop.match(sheet).captured() + QLatin1String(" in ") + sheet));

    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QTRY_COMPARE(keys->text(), keysEn);
}

// The packaging screenshots and sign-off sheets (with SUANPAN_SCREENSHOT_DIR):
// the H800 option after a few checks and three imports.
void TestVerifyPage::screenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("SUANPAN_SCREENSHOT_DIR not set");
    MainWindow w;
    w.resize(1400, 860);
    openVerify(w, kH800);
    auto *page = find<VerifyPage>(&w, "verifyPage");
    const struct {
        const char *item;
        CheckStatus status;
    } checks[] = {{"six.task_type", CheckStatus::Pass},
                  {"six.card_hours", CheckStatus::Pass},
                  {"facility.cross_border_data", CheckStatus::NotApplicable},
                  {"accept.nvlink_topology", CheckStatus::Pass}};
    for (const auto &c : checks) {
        page->selectItem(c.item);
        QVERIFY(page->setStatus(c.status));
    }
    const QString data = QStringLiteral(SUANPAN_TEST_DATA "/evidence/");
    QCOMPARE(page->importFiles({data + QLatin1String("topo_hgx8_nv18.txt"),
                                data + QLatin1String("smi_q_h100.txt"),
                                data + QLatin1String("iperf3_tcp.json")}),
             3);
    QVERIFY(page->applySuggested());
    page->selectItem("accept.iperf3_nodes");
    auto *signOff = qobject_cast<SignOffPage *>(w.page(QStringLiteral("signOffPage")));
    QVERIFY(signOff);
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        const QString suffix = QLatin1String(lang) == QLatin1String(LanguageManager::kChinese)
                                   ? QStringLiteral("zh")
                                   : QStringLiteral("en");
        QVERIFY(w.showPage(QStringLiteral("verifyPage")));
        find<QTabWidget>(&w, "verifyTabs")->setCurrentIndex(1);
        QTest::qWait(200);
        QVERIFY(w.grab().save(dir + QStringLiteral("/verify-%1.png").arg(suffix)));
        find<QTabWidget>(&w, "verifyTabs")->setCurrentIndex(2); // plan vs measured
        QTest::qWait(200);
        QVERIFY(w.grab().save(dir + QStringLiteral("/verify-plan-%1.png").arg(suffix)));
        QVERIFY(w.showPage(QStringLiteral("signOffPage")));
        QTest::qWait(200);
        QVERIFY(w.grab().save(dir + QStringLiteral("/signoff-%1.png").arg(suffix)));
        QVERIFY(signOff->exportPdf(dir + QStringLiteral("/signoff-%1.pdf").arg(suffix)));
    }
}

QTEST_MAIN(TestVerifyPage)
#include "tst_verifypage.moc"
