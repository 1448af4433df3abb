// The item models are thin adapters over ProjectDocument: checked with
// QAbstractItemModelTester while the document is edited, undone and replaced.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "document/ChangeValue.h"
#include "document/ProjectDocument.h"
#include "i18n/LanguageManager.h"
#include "io/Example.h"
#include "models/OptionTableModel.h"
#include "models/WorkloadListModel.h"

using namespace suanpan;

class TestModels final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void workloadListFollowsDocument();
    void optionTableFollowsDocument();
    void optionTableChosenIsUndoable();
    void languageChangeUpdatesHeaders();
    void removingOptionKeepsChecklistConsistent();
};

void TestModels::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestModels::workloadListFollowsDocument()
{
    ProjectDocument doc;
    WorkloadListModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    QCOMPARE(model.rowCount(), 0);
    Result<Project> example = exampleProject();
    QVERIFY(example.ok());
    doc.setProject(example.value(), ProjectDocument::Origin::Example);
    QCOMPARE(model.rowCount(), 3);
    // A "中文 / English" name shows the UI language's half (English here).
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("7B domain LoRA fine-tune"));

    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    const int added = doc.addWorkload();
    QCOMPARE(added, 3);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(model.index(3).data().toString(), QStringLiteral("Workload 4"));

    const int copy = doc.duplicateWorkload(0);
    QCOMPARE(copy, 1);
    QCOMPARE(model.rowCount(), 5);
    QVERIFY(model.index(1).data().toString().endsWith(QLatin1String("(copy)")));
    QVERIFY(doc.project().workloads[1].id != doc.project().workloads[0].id);

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    changeValue(&doc, 1, WorkloadFields::Name, std::string("Renamed"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(model.index(1).data().toString(), QStringLiteral("Renamed"));
    // Consecutive edits of one field merge into one undo step.
    changeValue(&doc, 1, WorkloadFields::Name, std::string("Renamed again"));
    const int steps = doc.undoStack()->count();
    QCOMPARE(steps, 3);
    // Without an English name the Chinese one stands in; without either
    // the list says so.
    changeValue(&doc, 1, WorkloadFields::Name, std::string(""));
    QCOMPARE(model.index(1).data().toString(),
             QString::fromStdString(doc.project().workloads[1].nameZh));
    QVERIFY(!doc.project().workloads[1].nameZh.empty());
    changeValue(&doc, 1, WorkloadFields::NameZh, std::string(""));
    QCOMPARE(model.index(1).data().toString(), QStringLiteral("(unnamed workload)"));

    doc.removeWorkload(0);
    QCOMPARE(model.rowCount(), 4);
    doc.undoStack()->undo();
    QCOMPARE(model.rowCount(), 5);
    doc.undoStack()->setIndex(0);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(doc.project(), example.value());
    doc.undoStack()->setIndex(doc.undoStack()->count());
    QCOMPARE(model.rowCount(), 4);

    doc.setProject(Project{}, ProjectDocument::Origin::Untitled);
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::optionTableFollowsDocument()
{
    ProjectDocument doc;
    OptionTableModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.columnCount(), int(OptionTableModel::ColumnCount));

    Result<Project> example = exampleProject();
    QVERIFY(example.ok());
    doc.setProject(example.value(), ProjectDocument::Origin::Example);
    const int rows = int(example.value().options.size());
    QCOMPARE(model.rowCount(), rows);
    QCOMPARE(model.index(0, OptionTableModel::Card).data().toString(), QStringLiteral("RTX 4090"));
    QCOMPARE(model.index(0, OptionTableModel::Acquisition).data().toString(),
             QStringLiteral("Rent"));
    // The office build has no contract, and says so.
    QCOMPARE(model.index(3, OptionTableModel::Contract).data().toString(),
             QStringLiteral("None (built in-house)"));

    const int added = doc.addOption();
    QCOMPARE(model.rowCount(), rows + 1);
    QCOMPARE(model.index(added, OptionTableModel::Count).data().toString(), QStringLiteral("8"));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    changeValue(&doc, added, OptionFields::CardCount, 64);
    changeValue(&doc, added, OptionFields::Card, std::string("h800-sxm"));
    changeValue(&doc, added, OptionFields::Acquisition, Acquisition::Host);
    QCOMPARE(changed.count(), 3);
    QCOMPARE(model.index(added, OptionTableModel::Count).data().toString(), QStringLiteral("64"));
    QCOMPARE(model.index(added, OptionTableModel::Card).data().toString(),
             QStringLiteral("H800 SXM (China)"));
    QCOMPARE(model.index(added, OptionTableModel::Acquisition).data().toString(),
             QStringLiteral("Host"));

    // An id no catalog has is shown, not hidden.
    changeValue(&doc, added, OptionFields::Card, std::string("mystery-card"));
    QVERIFY(model.index(added, OptionTableModel::Card)
                .data()
                .toString()
                .contains(QLatin1String("mystery-card")));

    doc.duplicateOption(added);
    QCOMPARE(model.rowCount(), rows + 2);
    doc.removeOption(0);
    QCOMPARE(model.rowCount(), rows + 1);
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    QCOMPARE(model.rowCount(), rows);
    QCOMPARE(doc.project(), example.value());
}

void TestModels::optionTableChosenIsUndoable()
{
    ProjectDocument doc;
    OptionTableModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    doc.setProject(exampleProject().value(), ProjectDocument::Origin::Example);

    const QModelIndex chosen = model.index(3, OptionTableModel::Chosen);
    QVERIFY(model.flags(chosen) & Qt::ItemIsUserCheckable);
    QCOMPARE(chosen.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(model.setData(chosen, Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(chosen.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QVERIFY(doc.project().options[3].chosen);
    QVERIFY(doc.isModified());
    doc.undoStack()->undo();
    QCOMPARE(chosen.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(!doc.isModified());
    // Other columns are not editable through the table.
    QVERIFY(!model.setData(model.index(3, OptionTableModel::Name), QStringLiteral("x")));
}

void TestModels::languageChangeUpdatesHeaders()
{
    ProjectDocument doc;
    doc.setProject(exampleProject().value(), ProjectDocument::Origin::Example);
    OptionTableModel options(&doc);
    WorkloadListModel workloads(&doc);
    QAbstractItemModelTester t1(&options, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&workloads, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy headers(&options, &QAbstractItemModel::headerDataChanged);
    QSignalSpy optionData(&options, &QAbstractItemModel::dataChanged);
    QSignalSpy workloadData(&workloads, &QAbstractItemModel::dataChanged);

    const QString headerEn = options.headerData(0, Qt::Horizontal).toString();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QCOMPARE(headers.count(), 1);
    QCOMPARE(optionData.count(), 1);
    QCOMPARE(workloadData.count(), 1);
    QVERIFY(options.headerData(0, Qt::Horizontal).toString() != headerEn);
    // Catalog names follow the UI language (nameZh).
    QVERIFY(options.index(1, OptionTableModel::Card).data().toString() !=
            QStringLiteral("H800 SXM (China)"));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QCOMPARE(options.headerData(0, Qt::Horizontal).toString(), headerEn);
    QCOMPARE(options.index(1, OptionTableModel::Card).data().toString(),
             QStringLiteral("H800 SXM (China)"));
}

void TestModels::removingOptionKeepsChecklistConsistent()
{
    ProjectDocument doc;
    Project p = exampleProject().value();
    p.checklist.push_back({"step1", p.options[1].id, CheckStatus::Pass, "", "", ""});
    p.checklist.push_back({"step2", "", CheckStatus::NotChecked, "", "", ""});
    doc.setProject(p, ProjectDocument::Origin::Example);
    QVERIFY(doc.issues().empty());

    doc.removeOption(1);
    QCOMPARE(doc.project().checklist.size(), std::size_t(1));
    QVERIFY(doc.issues().empty());
    doc.undoStack()->undo();
    QCOMPARE(doc.project(), p);
}

QTEST_MAIN(TestModels)
#include "tst_models.moc"
