// ProjectStore::loadBytes, the entry point of the fuzz target that opens a
// project from bytes: it reads what load() reads and refuses what load()
// refuses, with the same codes.

#include <QtTest>

#include <sqlite3.h>

#include <fstream>
#include <iterator>
#include <string>

#include "store/ProjectStore.h"
#include "support/CodePrint.h"
#include "support/FullProject.h"

using namespace suanpan;
using namespace suanpan::test;

namespace {

const std::string kHostile = SUANPAN_TEST_DATA "/hostile_projects";

std::string fileBytes(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

QString describe(const Error &e)
{
    return QString::fromStdString(std::string(errorCodeText(e.code)) + " | " + e.subject + " | " +
                                  e.detail);
}

// The hostile corpus's files whose refusal depends on the file alone: a hot
// journal or a -wal next to the file is not part of its bytes.
QStringList selfContainedHostileFiles()
{
    QStringList names;
    std::ifstream manifest(kHostile + "/MANIFEST.tsv");
    for (std::string line; std::getline(manifest, line);) {
        if (line.empty() || line[0] == '#')
            continue;
        const std::string name = line.substr(0, line.find('\t'));
        if (name.rfind("hot-journal", 0) == 0 || name.rfind("wal-mode", 0) == 0)
            continue;
        names << QString::fromStdString(name);
    }
    return names;
}

} // namespace

class TestStoreBytes final : public QObject
{
    Q_OBJECT

private slots:
    void sameProjectAsLoad()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("full.suanpan")).toStdString();
        const Project project = fullProject();
        const Status saved = ProjectStore::save(project, path);
        QVERIFY2(saved.ok(), saved.ok() ? "" : qPrintable(describe(saved.error())));

        const auto fromBytes = ProjectStore::loadBytes(fileBytes(path), "full");
        QVERIFY2(fromBytes.ok(), fromBytes.ok() ? "" : qPrintable(describe(fromBytes.error())));
        QVERIFY(fromBytes.value().project == project);
        QVERIFY(fromBytes.value().readOnly);
        QCOMPARE(fromBytes.value().migratedFrom, 0);
        QVERIFY(!fromBytes.value().stamp.exists);
    }

    // A file from schema v1 is migrated in memory, as load() does.
    void migratesOldSchema()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("v1.suanpan")).toStdString();
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        const std::string script = fileBytes(SUANPAN_TEST_DATA "/project_v1.sql");
        QCOMPARE(sqlite3_exec(db, script.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_close(db), SQLITE_OK);

        const auto fromFile = ProjectStore::load(path);
        QVERIFY2(fromFile.ok(), fromFile.ok() ? "" : qPrintable(describe(fromFile.error())));
        const auto fromBytes = ProjectStore::loadBytes(fileBytes(path), "v1");
        QVERIFY2(fromBytes.ok(), fromBytes.ok() ? "" : qPrintable(describe(fromBytes.error())));
        QCOMPARE(fromBytes.value().migratedFrom, 1);
        QVERIFY(fromBytes.value().project == fromFile.value().project);
    }

    // A WAL-mode header (bytes 18 and 19 = 2) is read as load() reads such
    // a file with no -wal next to it: as it is.
    void walHeader()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("wal.suanpan")).toStdString();
        const Project project = fullProject();
        QVERIFY(ProjectStore::save(project, path).ok());
        std::string bytes = fileBytes(path);
        QVERIFY(bytes.size() > 100);
        bytes[18] = 2;
        bytes[19] = 2;
        const auto fromBytes = ProjectStore::loadBytes(bytes, "wal");
        QVERIFY2(fromBytes.ok(), fromBytes.ok() ? "" : qPrintable(describe(fromBytes.error())));
        QVERIFY(fromBytes.value().project == project);
    }

    void refusesAsLoad_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = selfContainedHostileFiles();
        QVERIFY(names.size() >= 60);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << name;
        QTest::newRow("empty") << QString();
    }

    void refusesAsLoad()
    {
        QFETCH(QString, name);
        if (name.isEmpty()) {
            const auto empty = ProjectStore::loadBytes({}, "empty");
            QVERIFY(!empty.ok());
            QCOMPARE(empty.error().code, ErrorCode::StoreNotSqlite);
            return;
        }
        const std::string path = kHostile + "/" + name.toStdString();
        const auto fromFile = ProjectStore::load(path);
        const auto fromBytes = ProjectStore::loadBytes(fileBytes(path), path);
        QCOMPARE(fromBytes.ok(), fromFile.ok());
        if (fromFile.ok()) {
            QVERIFY(fromBytes.value().project == fromFile.value().project);
            return;
        }
        QCOMPARE(fromBytes.error().code, fromFile.error().code);
        QCOMPARE(fromBytes.error().subject, path);
    }
};

QTEST_GUILESS_MAIN(TestStoreBytes)
#include "tst_store_bytes.moc"
