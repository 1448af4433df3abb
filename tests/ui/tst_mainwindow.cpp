// Drives the real main window through objectNames and actions (keepassxc's
// TestGui): edits, undo/redo, save and reopen, inline validation, live
// language switching, options, errors and crash recovery. Modal dialogs are
// replaced through the Prompts seam.
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "document/RecoveryFile.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/PageSlot.h"
#include "store/ProjectStore.h"
#include "support/UiTest.h"
#include "widgets/CountEdit.h"
#include "widgets/Prompts.h"

using uitest::find;

class TestMainWindow final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void editUndoRedoSaveReopen();
    void inlineValidation();
    void scenarioHidesIrrelevantRows();
    void languageSwitch();
    void namesPerLanguage();
    void addOptionIsUndoable();
    void openNonProjectFileKeepsProject();
    void unsavedChangesQuestion();
    void recoveryCopy();
    void readOnlyAndMigratedFiles();
    void recentFiles();
    void wheelDoesNotEditUnfocusedSpinBox();
    void changedOnDisk_data();
    void changedOnDisk();
    void pagesBuiltWhenFirstShown();

private:
    static QAction *action(MainWindow &w, const char *name) { return find<QAction>(&w, name); }
    // Types a value into a spin box and commits it, as a user would.
    static void typeInto(QAbstractSpinBox *spin, const QString &text);
    static void typeInto(QLineEdit *edit, const QString &text);

    QTemporaryDir m_dir;
    QStringList m_errors;
    int m_unsavedAsked = 0;
    Prompts::Unsaved m_unsavedAnswer = Prompts::Unsaved::Discard;
    QString m_savePath;
    bool m_restore = false;
};

void TestMainWindow::initTestCase()
{
    uitest::isolate("tst_mainwindow");
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
}

void TestMainWindow::init()
{
    QSettings().clear();
    QDir(RecoveryFile::directory()).removeRecursively();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    m_errors.clear();
    m_unsavedAsked = 0;
    m_unsavedAnswer = Prompts::Unsaved::Discard;
    m_savePath.clear();
    m_restore = false;
    Prompts::error = [this](QWidget *, const QString &, const QString &message) {
        m_errors << message;
    };
    Prompts::unsavedChanges = [this](QWidget *, const QString &) {
        ++m_unsavedAsked;
        return m_unsavedAnswer;
    };
    Prompts::saveFileName = [this](QWidget *, const QString &) { return m_savePath; };
    Prompts::openFileName = [](QWidget *, const QString &) { return QString(); };
    Prompts::restoreRecovery = [this](QWidget *, const QString &, const QDateTime &) {
        return m_restore;
    };
}

// The CLI imported evidence into the open project (another program saved
// it): Save never silently erases that; the user picks what happens.
void TestMainWindow::changedOnDisk_data()
{
    QTest::addColumn<int>("answer");
    QTest::newRow("cancel") << int(Prompts::ChangedOnDisk::Cancel);
    QTest::newRow("reload") << int(Prompts::ChangedOnDisk::Reload);
    QTest::newRow("save as") << int(Prompts::ChangedOnDisk::SaveAs);
    QTest::newRow("overwrite") << int(Prompts::ChangedOnDisk::Overwrite);
}

void TestMainWindow::changedOnDisk()
{
    QFETCH(int, answer);
    const QString path = m_dir.filePath(QStringLiteral("shared-%1.suanpan").arg(answer));
    {
        MainWindow seed;
        QVERIFY(seed.openExample());
        m_savePath = path;
        action(seed, "actionSaveAs")->trigger();
        QVERIFY(QFile::exists(path));
    }
    MainWindow w;
    QVERIFY(w.openFile(path));
    ProjectDocument *doc = w.document();
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    typeInto(find<CountEdit>(&w, "sequenceLength"), QStringLiteral("8192"));
    QVERIFY(doc->isModified());

    // Another program saves the file meanwhile (a CLI import --save).
    auto theirs = suanpan::ProjectStore::load(QFile::encodeName(path).toStdString());
    QVERIFY(theirs);
    theirs.value().project.meta.title = "imported elsewhere";
    QVERIFY(
        suanpan::ProjectStore::save(theirs.value().project, QFile::encodeName(path).toStdString()));

    int asked = 0;
    Prompts::changedOnDisk = [&](QWidget *, const QString &name) {
        ++asked;
        [&] { QCOMPARE(name, QFileInfo(path).fileName()); }();
        return Prompts::ChangedOnDisk(answer);
    };
    const QString copy = m_dir.filePath(QStringLiteral("mine-%1.suanpan").arg(answer));
    m_savePath = copy;
    action(w, "actionSave")->trigger();
    QCOMPARE(asked, 1);
    QVERIFY(m_errors.isEmpty());
    const auto onDisk = suanpan::ProjectStore::load(QFile::encodeName(path).toStdString());
    QVERIFY(onDisk);
    const int mine = 8192;
    switch (Prompts::ChangedOnDisk(answer)) {
    case Prompts::ChangedOnDisk::Cancel:
        QCOMPARE(onDisk.value().project.meta.title, std::string("imported elsewhere"));
        QVERIFY(doc->isModified()); // the edits are still here
        QCOMPARE(doc->project().workloads.at(0).sequenceLength, mine);
        break;
    case Prompts::ChangedOnDisk::Reload:
        QCOMPARE(doc->project().meta.title, std::string("imported elsewhere"));
        QVERIFY(!doc->isModified());
        break;
    case Prompts::ChangedOnDisk::SaveAs: {
        QCOMPARE(onDisk.value().project.meta.title, std::string("imported elsewhere"));
        const auto saved = suanpan::ProjectStore::load(QFile::encodeName(copy).toStdString());
        QVERIFY(saved);
        QCOMPARE(saved.value().project.workloads.at(0).sequenceLength, mine);
        QCOMPARE(doc->filePath(), copy);
        break;
    }
    case Prompts::ChangedOnDisk::Overwrite:
        QCOMPARE(onDisk.value().project.workloads.at(0).sequenceLength, mine);
        QVERIFY(!doc->isModified());
        // Saving again works without asking: the document knows its file now.
        typeInto(find<CountEdit>(&w, "sequenceLength"), QStringLiteral("4096"));
        action(w, "actionSave")->trigger();
        QCOMPARE(asked, 1);
        break;
    }
}

void TestMainWindow::cleanup()
{
    uitest::finishFunction(&m_errors);
    Prompts::restoreDefaults();
}

void TestMainWindow::typeInto(QAbstractSpinBox *spin, const QString &text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

void TestMainWindow::typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

void TestMainWindow::editUndoRedoSaveReopen()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    ProjectDocument *doc = w.document();
    QVERIFY(!doc->isModified());
    QVERIFY(!w.isWindowModified());
    const int before = doc->project().workloads.at(0).sequenceLength;
    QCOMPARE(before, 4096);

    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    auto *seq = find<CountEdit>(&w, "sequenceLength");
    QCOMPARE(seq->value(), double(before));
    typeInto(seq, QStringLiteral("8192"));
    QCOMPARE(doc->project().workloads.at(0).sequenceLength, 8192);
    QVERIFY(doc->isModified());
    QVERIFY(w.isWindowModified());
    QVERIFY(w.windowTitle().contains(QLatin1String("[*]")));
    QVERIFY(action(w, "actionUndo")->text().contains(QLatin1String("Sequence length")));

    action(w, "actionUndo")->trigger();
    QCOMPARE(doc->project().workloads.at(0).sequenceLength, before);
    QCOMPARE(seq->value(), double(before));
    QVERIFY(!w.isWindowModified());
    action(w, "actionRedo")->trigger();
    QCOMPARE(doc->project().workloads.at(0).sequenceLength, 8192);
    QCOMPARE(seq->value(), 8192.0);

    // The example has no file yet: Save asks where (through the seam).
    m_savePath = m_dir.filePath(QStringLiteral("plan"));
    action(w, "actionSave")->trigger();
    QVERIFY(m_errors.isEmpty());
    const QString saved = m_savePath + QLatin1String(".suanpan");
    QVERIFY(QFile::exists(saved));
    QVERIFY(!doc->isModified());
    QVERIFY(!w.isWindowModified());
    QCOMPARE(doc->filePath(), saved);
    QVERIFY(w.windowTitle().startsWith(QLatin1String("plan.suanpan[*]")));

    MainWindow other;
    QVERIFY(other.openFile(saved));
    QCOMPARE(other.document()->project().workloads.at(0).sequenceLength, 8192);
    QVERIFY(other.showPage(QStringLiteral("workloadPage")));
    QCOMPARE(find<CountEdit>(&other, "sequenceLength")->value(), 8192.0);
    QCOMPARE(other.document()->project(), doc->project());
}

void TestMainWindow::inlineValidation()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    auto *total = find<CountEdit>(&w, "paramsTotal");
    auto *error = find<QLabel>(&w, "paramsTotalError");
    QVERIFY(error->text().isEmpty());

    // A cross-field rule: KV heads must divide the attention heads (32).
    auto *kv = find<QSpinBox>(&w, "kvHeads");
    auto *kvError = find<QLabel>(&w, "kvHeadsError");
    typeInto(kv, QStringLiteral("5"));
    QVERIFY(kvError->text().contains(QLatin1String("KV heads")));
    action(w, "actionUndo")->trigger();
    QVERIFY(kvError->text().isEmpty());

    // A model known only by its size must have one (Llama-2-7B's layers
    // gave it one; 7B sets them aside).
    typeInto(total, QStringLiteral("7B"));
    QCOMPARE(w.document()->project().workloads.at(0).model.paramsTotal, 7e9);
    typeInto(total, QStringLiteral("0"));
    QCOMPARE(w.document()->project().workloads.at(0).model.paramsTotal, 0.0);
    QCOMPARE(error->text(), QStringLiteral("Parameters (total) is required."));

    typeInto(total, QStringLiteral("7B"));
    QCOMPARE(w.document()->project().workloads.at(0).model.paramsTotal, 7e9);
    QVERIFY(error->text().isEmpty());
}

void TestMainWindow::scenarioHidesIrrelevantRows()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    // Workload 0 is a LoRA fine-tune, workload 2 is serving.
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    QVERIFY(find<QWidget>(&w, "trainingGroup")->isVisible());
    QVERIFY(!find<QWidget>(&w, "inferenceGroup")->isVisible());
    QVERIFY(find<QWidget>(&w, "loraRank")->isVisible());

    auto *list = find<QAbstractItemView>(&w, "workloadList");
    list->setCurrentIndex(list->model()->index(2, 0));
    QVERIFY(!find<QWidget>(&w, "trainingGroup")->isVisible());
    QVERIFY(find<QWidget>(&w, "inferenceGroup")->isVisible());
    QCOMPARE(find<QSpinBox>(&w, "promptTokens")->value(), 1024);
}

void TestMainWindow::languageSwitch()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    // Pages visited before the switch (built when first shown) are worded again.
    QVERIFY(w.page(QStringLiteral("workloadPage")));
    QVERIFY(w.page(QStringLiteral("optionsPage")));
    auto *navigator = find<QListWidget>(&w, "navigator");
    auto *seqLabel = find<QLabel>(&w, "sequenceLengthLabel");
    auto *table = find<QTableView>(&w, "optionsTable");
    const QString navEn = navigator->item(0)->text();
    const QString labelEn = seqLabel->text();
    const QString headerEn = table->model()->headerData(1, Qt::Horizontal).toString();
    QCOMPARE(navEn, QStringLiteral("Scenario"));
    QCOMPARE(labelEn, QStringLiteral("Sequence length"));
    QCOMPARE(headerEn, QStringLiteral("Card"));

    action(w, "actionLanguageChinese")->trigger();
    QCOMPARE(LanguageManager::instance()->language(), QStringLiteral("zh_CN"));
    QVERIFY(action(w, "actionLanguageChinese")->isChecked());
    const auto isChinese = [](const QString &s) {
        return !s.isEmpty() && std::any_of(s.begin(), s.end(), [](QChar c) {
            return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff;
        });
    };
    QTRY_VERIFY(isChinese(navigator->item(0)->text()));
    QTRY_VERIFY(isChinese(seqLabel->text()));
    QVERIFY(isChinese(table->model()->headerData(1, Qt::Horizontal).toString()));
    QVERIFY(isChinese(w.windowTitle()));
    // The language names stay in their own language.
    QCOMPARE(action(w, "actionLanguageEnglish")->text(), QStringLiteral("English"));

    action(w, "actionLanguageEnglish")->trigger();
    QTRY_COMPARE(navigator->item(0)->text(), navEn);
    QTRY_COMPARE(seqLabel->text(), labelEn);
    QCOMPARE(table->model()->headerData(1, Qt::Horizontal).toString(), headerEn);
}

// Workloads, options and the project title have a name per language: the UI
// shows the UI language's, falls back to the other when it has none there,
// and the form edits each language's name as one undo step.
void TestMainWindow::namesPerLanguage()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    ProjectDocument *doc = w.document();
    const auto qs = [](const std::string &s) { return QString::fromStdString(s); };
    const suanpan::Project &project = doc->project();
    const QString en = qs(project.workloads.at(0).name);
    const QString zh = qs(project.workloads.at(0).nameZh);
    QVERIFY(!zh.isEmpty() && !en.isEmpty() && zh != en);
    QVERIFY(w.page(QStringLiteral("workloadPage")));
    QVERIFY(w.page(QStringLiteral("optionsPage")));
    auto *list = find<QAbstractItemView>(&w, "workloadList");
    auto *options = find<QTableView>(&w, "optionsTable");
    const auto shown = [list] { return list->model()->index(0, 0).data().toString(); };
    const auto option = [options] { return options->model()->index(0, 0).data().toString(); };
    QCOMPARE(shown(), en);
    QCOMPARE(option(), qs(project.options.at(0).name));
    QVERIFY2(w.windowTitle().contains(qs(project.meta.title)), qPrintable(w.windowTitle()));

    action(w, "actionLanguageChinese")->trigger();
    QTRY_COMPARE(shown(), zh);
    QCOMPARE(option(), qs(project.options.at(0).nameZh));
    QTRY_VERIFY2(w.windowTitle().contains(qs(project.meta.titleZh)), qPrintable(w.windowTitle()));

    // The form shows both names; typing the Chinese one is one undo step
    // and leaves the English one alone.
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    list->setCurrentIndex(list->model()->index(0, 0));
    auto *nameZh = find<QLineEdit>(&w, "workloadNameZh");
    auto *nameEn = find<QLineEdit>(&w, "workloadName");
    QCOMPARE(nameZh->text(), zh);
    QCOMPARE(nameEn->text(), en);
    const int steps = doc->undoStack()->count();
    const QString renamed = QString::fromUtf8("\xe6\x96\xb0\xe4\xbb\xbb\xe5\x8a\xa1"); // a new name
    // Chinese arrives from an input method, committed text at a time.
    nameZh->setFocus();
    nameZh->selectAll();
    QInputMethodEvent commit;
    commit.setCommitString(renamed);
    QCoreApplication::sendEvent(nameZh, &commit);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(qs(doc->project().workloads.at(0).nameZh), renamed);
    QCOMPARE(qs(doc->project().workloads.at(0).name), en);
    QTRY_COMPARE(shown(), renamed);

    // Without a Chinese name the Chinese UI shows the English one.
    nameZh->setFocus();
    nameZh->selectAll();
    QTest::keyClick(nameZh, Qt::Key_Backspace);
    QVERIFY(doc->project().workloads.at(0).nameZh.empty());
    QTRY_COMPARE(shown(), en);
    doc->undoStack()->undo();
    QTRY_COMPARE(shown(), zh);
    QCOMPARE(nameZh->text(), zh);

    // And an English name typed in the English field shows in English only.
    action(w, "actionLanguageEnglish")->trigger();
    QTRY_COMPARE(shown(), en);
    typeInto(nameEn, QStringLiteral("Domain tuning"));
    QTRY_COMPARE(shown(), QStringLiteral("Domain tuning"));
    action(w, "actionLanguageChinese")->trigger();
    QTRY_COMPARE(shown(), zh);
}

void TestMainWindow::addOptionIsUndoable()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("optionsPage")));
    QCOMPARE(w.currentPageName(), QStringLiteral("optionsPage"));

    auto *table = find<QTableView>(&w, "optionsTable");
    const int rows = table->model()->rowCount();
    QCOMPARE(rows, int(w.document()->project().options.size()));
    QTest::mouseClick(find<QPushButton>(&w, "addOption"), Qt::LeftButton);
    QCOMPARE(table->model()->rowCount(), rows + 1);
    QCOMPARE(table->currentIndex().row(), rows);
    QCOMPARE(find<QLineEdit>(&w, "optionName")->text(),
             table->model()->index(rows, 0).data().toString());

    // Edits in the form go to the table.
    auto *count = find<QSpinBox>(&w, "cardCount");
    typeInto(count, QStringLiteral("16"));
    QCOMPARE(table->model()->index(rows, 2).data().toString(), QStringLiteral("16"));

    action(w, "actionUndo")->trigger();
    QCOMPARE(table->model()->index(rows, 2).data().toString(), QStringLiteral("8"));
    action(w, "actionUndo")->trigger();
    QCOMPARE(table->model()->rowCount(), rows);
    action(w, "actionRedo")->trigger();
    QCOMPARE(table->model()->rowCount(), rows + 1);

    // Building in-house needs no contract; renting does.
    auto *acquisition = find<QComboBox>(&w, "acquisition");
    auto *contract = find<QComboBox>(&w, "contract");
    auto *contractError = find<QLabel>(&w, "contractError");
    contract->setCurrentIndex(contract->findData(QString()));
    emit contract->activated(contract->currentIndex());
    QVERIFY(w.document()->project().options.back().contractId.empty());
    QVERIFY(!contractError->text().isEmpty());
    acquisition->setCurrentIndex(acquisition->findData(int(suanpan::Acquisition::Build)));
    emit acquisition->activated(acquisition->currentIndex());
    QVERIFY(contractError->text().isEmpty());
}

void TestMainWindow::openNonProjectFileKeepsProject()
{
    MainWindow w;
    QVERIFY(w.openExample());
    const suanpan::Project before = w.document()->project();
    const QString path = m_dir.filePath(QStringLiteral("notes.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("These are notes, not a Suanpan project.\n");
    f.close();

    QVERIFY(!w.openFile(path));
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.first().contains(QLatin1String("notes.txt")), qPrintable(m_errors.first()));
    QCOMPARE(w.document()->project(), before);
    QCOMPARE(w.document()->origin(), ProjectDocument::Origin::Example);

    QVERIFY(!w.openFile(m_dir.filePath(QStringLiteral("missing.suanpan"))));
    QCOMPARE(m_errors.size(), 2);
    QVERIFY(m_errors.last().contains(QLatin1String("does not exist")));
    QCOMPARE(w.document()->project(), before);
    m_errors.clear(); // the dialogs this test provoked, checked above
}

void TestMainWindow::unsavedChangesQuestion()
{
    MainWindow w;
    QVERIFY(w.openExample());
    w.document()->addWorkload();
    QVERIFY(w.document()->isModified());
    const auto before = w.document()->project();

    m_unsavedAnswer = Prompts::Unsaved::Cancel;
    QVERIFY(!w.closeProject());
    QCOMPARE(m_unsavedAsked, 1);
    QCOMPARE(w.document()->project(), before);
    QVERIFY(!w.close());

    m_unsavedAnswer = Prompts::Unsaved::Discard;
    QVERIFY(w.newFromTemplate(suanpan::Scenario::QLoRA));
    QCOMPARE(m_unsavedAsked, 3);
    QCOMPARE(w.document()->project().workloads.size(), std::size_t(1));
    QCOMPARE(w.document()->project().workloads[0].name, std::string("QLoRA fine-tune"));
    QVERIFY(!w.document()->isModified());
    // Nothing to lose: no question.
    QVERIFY(w.closeProject());
    QCOMPARE(m_unsavedAsked, 3);
    QVERIFY(w.document()->project().workloads.empty());
}

void TestMainWindow::recoveryCopy()
{
    QString copy;
    {
        MainWindow w;
        QVERIFY(w.openExample());
        QVERIFY(w.showPage(QStringLiteral("workloadPage")));
        typeInto(find<CountEdit>(&w, "sequenceLength"), QStringLiteral("2048"));
        w.writeRecoveryCopy();
        QVERIFY(QFile::exists(w.recoveryCopyPath()));
        // A running window's copy is not an orphan.
        QVERIFY(RecoveryFile::orphans().empty());

        // Simulate a crash: a copy without a live owner.
        copy = RecoveryFile::directory() + QLatin1String("/crashed.suanpan");
        QVERIFY(QFile::copy(w.recoveryCopyPath(), copy));
        QCOMPARE(RecoveryFile::orphans().size(), std::size_t(1));

        // Saving removes the window's own copy.
        m_savePath = m_dir.filePath(QStringLiteral("recovered.suanpan"));
        QVERIFY(w.save());
        QVERIFY(!QFile::exists(w.recoveryCopyPath()));
    }

    MainWindow restored;
    m_restore = true;
    QVERIFY(restored.offerRecovery());
    QVERIFY(restored.document()->isModified());
    QCOMPARE(restored.document()->project().workloads.at(0).sequenceLength, 2048);
    QVERIFY(!QFile::exists(copy));
    QVERIFY(RecoveryFile::orphans().empty());
    m_unsavedAnswer = Prompts::Unsaved::Discard;
}

void TestMainWindow::readOnlyAndMigratedFiles()
{
    MainWindow w;
    QVERIFY(w.openExample());
    const QString path = m_dir.filePath(QStringLiteral("shared.suanpan"));
    // What ProjectStore::load reports for a file in a folder we cannot write
    // and from an older schema (root can write anywhere, so it is set here).
    w.document()->setProject(w.document()->project(), ProjectDocument::Origin::File, path,
                             /*readOnly=*/true, /*migratedFrom=*/1);
    QVERIFY(w.windowTitle().contains(QLatin1String("(read-only)")));
    auto *notice = find<QLabel>(&w, "fileNotice");
    QVERIFY(notice->text().contains(QLatin1String("Read-only")));
    QVERIFY(notice->text().contains(QLatin1String("older file format")));

    // Save goes to Save As; cancelling it writes nothing.
    int asked = 0;
    Prompts::saveFileName = [&asked](QWidget *, const QString &) {
        ++asked;
        return QString();
    };
    action(w, "actionSave")->trigger();
    QCOMPARE(asked, 1);
    QVERIFY(!QFile::exists(path));

    const QString copy = m_dir.filePath(QStringLiteral("mine.suanpan"));
    Prompts::saveFileName = [&copy](QWidget *, const QString &) { return copy; };
    QVERIFY(w.save());
    QVERIFY(!w.document()->isReadOnly());
    QVERIFY(!w.windowTitle().contains(QLatin1String("(read-only)")));
    QVERIFY(notice->text().isEmpty());
    QCOMPARE(w.document()->filePath(), copy);
}

void TestMainWindow::recentFiles()
{
    MainWindow w;
    QVERIFY(w.openExample());
    QStringList saved;
    for (int i = 0; i < 10; ++i) {
        m_savePath = m_dir.filePath(QStringLiteral("recent-%1.suanpan").arg(i));
        QVERIFY(w.saveAs());
        saved.prepend(m_savePath);
    }
    auto *menu = find<QMenu>(&w, "menuRecent");
    emit menu->aboutToShow();
    QStringList shown;
    for (QAction *a : menu->actions())
        if (!a->isSeparator() && a != action(w, "actionClearRecent"))
            shown << a->text();
    QCOMPARE(shown.size(), 8);
    QCOMPARE(shown.first(), QStringLiteral("&1 recent-9.suanpan"));
    QCOMPARE(shown.last(), QStringLiteral("&8 recent-2.suanpan"));

    action(w, "actionClearRecent")->trigger();
    emit menu->aboutToShow();
    QCOMPARE(menu->actions().size(), 1);
    QVERIFY(!action(w, "actionClearRecent")->isEnabled());
}

void TestMainWindow::wheelDoesNotEditUnfocusedSpinBox()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    auto *layers = find<QSpinBox>(&w, "layers");
    QCOMPARE(layers->focusPolicy(), Qt::StrongFocus);
    const int before = layers->value();
    find<QWidget>(&w, "workloadName")->setFocus();
    QWheelEvent wheel(QPointF(5, 5), layers->mapToGlobal(QPointF(5, 5)), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(layers, &wheel);
    QCOMPARE(layers->value(), before);
    QCOMPARE(w.document()->undoStack()->count(), 0);
}

// The window starts with the page it shows (a cold start under 0.25 s of
// CPU, issue 34); every other page is built the first time it is shown, on
// the workload the planning pages share and in the language of the moment.
void TestMainWindow::pagesBuiltWhenFirstShown()
{
    MainWindow w;
    QVERIFY(w.openExample());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QList<PageSlot *> slotList = w.findChildren<PageSlot *>();
    QCOMPARE(slotList.size(), 11);
    QStringList built;
    for (const PageSlot *slot : slotList) {
        if (slot->isBuilt())
            built << slot->pageName();
    }
    QCOMPARE(built, QStringList{QStringLiteral("scenarioPage")});
    QVERIFY(!w.findChild<QListView *>(QStringLiteral("workloadList")));

    // The third workload, chosen before the Workload and Sizing pages exist.
    PlanSelection *selection = w.document()->planSelection();
    selection->setWorkloadIndex(2);
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QVERIFY(w.showPage(QStringLiteral("workloadPage")));
    auto *list = find<QListView>(&w, "workloadList");
    QVERIFY(list->isVisible());
    QCOMPARE(list->currentIndex().row(), 2);
    QVERIFY(w.showPage(QStringLiteral("sizingPage")));
    QCOMPARE(find<QComboBox>(&w, "sizingWorkload")->currentIndex(), 2);
    QCOMPARE(selection->workloadIndex(), 2);

    // Built in Chinese, the language of the moment.
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    const QRegularExpression han(QStringLiteral("\\p{Han}"));
    int chinese = 0;
    for (const QLabel *label : w.page(QStringLiteral("comparePage"))->findChildren<QLabel *>())
        chinese += label->text().contains(han) ? 1 : 0;
    QVERIFY(chinese > 0);

    // Shown by way of the stack itself, a slot builds its page and shows it.
    auto *quotes = find<PageSlot>(&w, "quotesPageSlot");
    QVERIFY(!quotes->isBuilt());
    find<QStackedWidget>(&w, "pages")->setCurrentWidget(quotes);
    QVERIFY(quotes->isBuilt());
    QVERIFY(quotes->page()->isVisible());

    // Every slot builds the page it is named after, shown or not.
    for (PageSlot *slot : slotList) {
        QWidget *page = w.page(slot->pageName());
        QVERIFY(page);
        QCOMPARE(page->objectName(), slot->pageName());
        QCOMPARE(page->parentWidget(), slot);
    }
    QVERIFY(!w.page(QStringLiteral("noSuchPage")));
    QVERIFY(!w.showPage(QStringLiteral("noSuchPage")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
