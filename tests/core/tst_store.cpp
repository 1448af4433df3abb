// The .suanpan project file: round trips, refusals that leave the file
// untouched, read-only locations, migration from schema v1, atomic saves.

#include <QtTest>

#include <fcntl.h>
#include <grp.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <future>
#include <limits>
#include <memory>
#include <string>

#include "store/ProjectStore.h"
#include "store/Schema.h"
#include "store/SqliteDb.h"
#include "support/CodePrint.h"
#include "support/FullProject.h"

using namespace suanpan;
using namespace suanpan::test;

namespace {

const QString kData = QStringLiteral(SUANPAN_TEST_DATA);

QString text(const Error &e)
{
    return QString::fromStdString(std::string(errorCodeText(e.code)) + " | " + e.subject + " | " +
                                  detailText(e));
}

template <class T> QString problem(const Result<T> &r)
{
    return r ? QString() : text(r.error());
}

std::string str(const QString &s)
{
    return s.toStdString();
}

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(bytes) == bytes.size();
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// Runs an SQL script on a database file (created if missing) with the plain
// SQLite API, the way another tool or an older version would have.
bool runSql(const QString &path, const QByteArray &sql)
{
    sqlite3 *db = nullptr;
    bool ok = sqlite3_open_v2(path.toUtf8().constData(), &db,
                              SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) == SQLITE_OK;
    char *message = nullptr;
    if (ok && sqlite3_exec(db, sql.constData(), nullptr, nullptr, &message) != SQLITE_OK) {
        qWarning("SQL failed: %s", message ? message : "?");
        ok = false;
    }
    sqlite3_free(message);
    sqlite3_close(db);
    return ok;
}

qint64 queryInt(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    qint64 value = -1;
    const QByteArray uri = "file:" + path.toUtf8() + "?mode=ro";
    if (sqlite3_open_v2(uri.constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) ==
        SQLITE_OK) {
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) == SQLITE_OK &&
            sqlite3_step(st) == SQLITE_ROW)
            value = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return value;
}

// Many entries whose ids sort the other way round from their order.
Project orderedProject()
{
    Project p;
    for (int i = 0; i < 40; ++i) {
        const std::string n = std::to_string(39 - i);
        Workload w;
        w.id = "w" + n;
        p.workloads.push_back(w);
        Option o;
        o.id = "o" + n;
        o.cardCount = i + 1;
        p.options.push_back(o);
        p.assumptions.push_back(Assumption{"k" + n, Range::exactly(i), "unit", {}});
        p.checklist.push_back(
            ChecklistEntry{"item" + n, i % 2 ? "o" + n : "", CheckStatus::Pass, "", "", ""});
    }
    for (int i = 0; i < 3; ++i) {
        Card c = fullCard();
        c.id = "card" + std::to_string(3 - i);
        p.userCatalog.cards.push_back(c);
    }
    return p;
}

// Exit codes of the unprivileged child that mean "could not test", not a
// failed check (checks return small numbers).
constexpr int kCannotDrop = 100;  // setgid/setuid to nobody failed
constexpr int kNotEnforced = 101; // nobody can still write the probe
constexpr int kChildDied = 102;   // killed by a signal (e.g. a sanitizer abort)

// Runs `checks` as an unprivileged user and returns its result (0 = all
// passed, else the number of the failed check or one of the codes above).
// Root ignores file permissions, so as root the checks run in a child that
// drops to nobody, as tests/cli/export_commands does with setpriv (CI
// containers often run as root). A probe nobody can still write means the
// permissions are not enforced here, which fails the test: a permission test
// that cannot run must not pass or skip.
int runUnprivileged(const std::function<int()> &checks, const QString &probe)
{
    if (::geteuid() != 0)
        return ::access(probe.toUtf8().constData(), W_OK) == 0 ? kNotEnforced : checks();
    const pid_t child = ::fork();
    if (child < 0)
        return kCannotDrop;
    if (child == 0) {
        if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)
            ::_exit(kCannotDrop);
        if (::access(probe.toUtf8().constData(), W_OK) == 0)
            ::_exit(kNotEnforced);
        ::_exit(checks());
    }
    int status = 0;
    if (::waitpid(child, &status, 0) != child || !WIFEXITED(status))
        return kChildDied;
    return WEXITSTATUS(status);
}

// A message for a failed unprivileged run.
QByteArray unprivilegedFailure(int code)
{
    switch (code) {
    case kCannotDrop:
        return "cannot become the unprivileged user nobody (65534) to test permissions";
    case kNotEnforced:
        return "file permissions are not enforced for this user: cannot test them";
    case kChildDied:
        return "the unprivileged check process died";
    default:
        return "check " + QByteArray::number(code) + " failed";
    }
}

} // namespace

// The columns migration 6->7 adds (the workloads' schedules), dropped to
// make a file of an older version from a current one.
#define SUANPAN_DROP_SCHEDULES                                                                     \
    "ALTER TABLE workloads DROP COLUMN schedule_start_month;"                                      \
    "ALTER TABLE workloads DROP COLUMN schedule_every_months;"                                     \
    "ALTER TABLE workloads DROP COLUMN schedule_duration_days;"                                    \
    "ALTER TABLE workloads DROP COLUMN schedule_cards;"                                            \
    "ALTER TABLE workloads DROP COLUMN schedule_peak_hours;"                                       \
    "ALTER TABLE workloads DROP COLUMN schedule_off_peak_share;"

// A project as a file without schedules reads: every workload on the default one.
Project withoutSchedules(Project p)
{
    for (Workload &w : p.workloads)
        w.schedule = {};
    return p;
}

class TestStore final : public QObject
{
    Q_OBJECT

private:
    QString m_dirPath;

    // A project saved into the scratch folder, for tests that damage it.
    QString savedProject(const QString &name, const Project &p = fullProject())
    {
        const QString path = m_dirPath + '/' + name;
        const Status st = ProjectStore::save(p, str(path));
        if (!st)
            qWarning("%s", qPrintable(text(st.error())));
        return path;
    }

    // SQL that takes a saved file back to what schema 7 had (before the
    // KV cache precision, migration 7->8), and the project such a file holds.
#define SUANPAN_DROP_KV "ALTER TABLE workloads DROP COLUMN kv_precision;"
// Before schema 10 there were no compute vouchers.
#define SUANPAN_DROP_VOUCHERS "DROP TABLE vouchers;"
// Before schema 11 a project had no providers' quotes and options no quote_id.
#define SUANPAN_DROP_QUOTES "DROP TABLE quotes; ALTER TABLE options DROP COLUMN quote_id;"
// Before schema 9 a name had one column; the example wrote both languages
// into it, "<zh> / <en>", which migration 8->9 splits back into the two.
#define SUANPAN_JOIN_NAMES                                                                         \
    "UPDATE workloads SET name = name_zh || ' / ' || name WHERE name_zh <> '';"                    \
    "UPDATE options SET name = name_zh || ' / ' || name WHERE name_zh <> '';"                      \
    "UPDATE meta SET title = title_zh || ' / ' || title WHERE title_zh <> '';"                     \
    "ALTER TABLE workloads DROP COLUMN name_zh;"                                                   \
    "ALTER TABLE options DROP COLUMN name_zh;"                                                     \
    "ALTER TABLE meta DROP COLUMN title_zh;"
    // Before schema 11: no quotes, every option priced from the catalog.
    static Project beforeV11(Project p)
    {
        p.quotes.clear();
        for (Option &o : p.options)
            o.quoteId.clear();
        return p;
    }

    static Project beforeV8(Project p)
    {
        for (Workload &w : p.workloads)
            w.kvPrecision = KvPrecision::Auto;
        return p;
    }

    QString v1Fixture(const QString &name, const QByteArray &extraSql = {})
    {
        const QString path = m_dirPath + '/' + name;
        QFile::remove(path);
        const QByteArray script = readBytes(kData + QStringLiteral("/project_v1.sql"));
        if (script.isEmpty() || !runSql(path, script + '\n' + extraSql))
            return {};
        return path;
    }

private slots:
    void init()
    {
        // A fresh folder per test, so the folder listings below see only
        // what that test made.
        m_dir.reset(new QTemporaryDir);
        QVERIFY(m_dir->isValid());
        m_dirPath = m_dir->path();
    }

    void cleanup()
    {
        // Give back write permission that a test took away, or the folder
        // could not be removed.
        QDirIterator it(m_dirPath, QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext())
            ::chmod(it.next().toUtf8().constData(), 0700);
        m_dir.reset();
    }

    void roundTripEveryField()
    {
        const Project p = fullProject();
        const QString path = m_dirPath + QStringLiteral("/full.suanpan");
        const Status saved = ProjectStore::save(p, str(path));
        QVERIFY2(saved, qPrintable(problem(saved)));

        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 0);
        QVERIFY(!loaded.value().readOnly);
        const Project &q = loaded.value().project;
        // Field groups first, for a readable failure; then the whole.
        QVERIFY(q.meta == p.meta);
        QVERIFY(q.workloads == p.workloads);
        QVERIFY(q.options == p.options);
        QVERIFY(q.assumptions == p.assumptions);
        QVERIFY(q.userCatalog.cards == p.userCatalog.cards);
        QVERIFY(q.userCatalog.facilities == p.userCatalog.facilities);
        QVERIFY(q.userCatalog.contracts == p.userCatalog.contracts);
        QVERIFY(q.checklist == p.checklist);
        QVERIFY(q.evidence == p.evidence);
        QVERIFY(q.disabledCostLines == p.disabledCostLines);
        QVERIFY(q.procurement == p.procurement);
        QVERIFY(q == p);
    }

    // A user card's rent quotes keep their channels in the file; quotes
    // written before channels existed load as "any channel".
    void rentQuoteChannelsInTheFile()
    {
        const QString path = savedProject(QStringLiteral("channels.suanpan"));
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        const Card &card = loaded.value().project.userCatalog.cards.at(0);
        QCOMPARE(card.rent.at(0).facilityKinds, std::vector{FacilityKind::GpuCloud});
        QCOMPARE(card.rent.at(2).mode, BillingMode::Daily);
        QCOMPARE(card.rent, fullCard().rent);

        QVERIFY(runSql(path, "UPDATE user_cards SET json = json_remove(json, "
                             "'$.rent[0].facility_kinds', '$.rent[1].facility_kinds', "
                             "'$.rent[2].facility_kinds');"));
        const auto old = ProjectStore::load(str(path));
        QVERIFY2(old, qPrintable(problem(old)));
        QCOMPARE(old.value().migratedFrom, 0); // an optional field: no schema change
        for (const PriceQuote &q : old.value().project.userCatalog.cards.at(0).rent)
            QVERIFY(q.facilityKinds.empty());
    }

    void roundTripKeepsOrder()
    {
        const Project p = orderedProject();
        const QString path = savedProject(QStringLiteral("ordered.suanpan"), p);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        const Project &q = loaded.value().project;
        QCOMPARE(q.workloads.front().id, std::string("w39"));
        QCOMPARE(q.userCatalog.cards.front().id, std::string("card3"));
        QVERIFY(q == p);
    }

    void roundTripEmptyProject()
    {
        const QString path = savedProject(QStringLiteral("empty.suanpan"), Project{});
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QVERIFY(loaded.value().project == Project{});
    }

    void fileIsMarked()
    {
        const QString path = savedProject(QStringLiteral("marked.suanpan"));
        QCOMPARE(queryInt(path, "PRAGMA application_id"), qint64(ProjectStore::kApplicationId));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
        // Header bytes 18-19 are 1 for a rollback journal, 2 for WAL.
        const QByteArray header = readBytes(path).left(20);
        QCOMPARE(int(header.at(18)), 1);
        QCOMPARE(int(header.at(19)), 1);
    }

    void oddFileNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("uri characters") << QStringLiteral("we?ird#na%20me&x=1.suanpan");
        QTest::newRow("spaces and unicode") << QStringLiteral("my \u9879\u76ee.suanpan");
        QTest::newRow("colon") << QStringLiteral("a:b.suanpan");
        // 248 bytes: the temporary file's name once passed NAME_MAX (255)
        // and such a project could never be saved (issue 33).
        QTest::newRow("80 Chinese characters")
            << QString(80, QChar(0x7b97)) + QStringLiteral(".suanpan");
        QTest::newRow("255 bytes") << QString(247, QLatin1Char('x')) + QStringLiteral(".suanpan");
    }

    void oddFileNames()
    {
        QFETCH(QString, name);
        const QString path = m_dirPath + '/' + name;
        const Status saved = ProjectStore::save(fullProject(), str(path));
        QVERIFY2(saved, qPrintable(problem(saved)));
        QVERIFY(QFile::exists(path));
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QVERIFY(loaded.value().project == fullProject());
        QCOMPARE(entries(m_dirPath), QStringList{name});
    }

    // SQLite opens FILE-journal and FILE-wal by name: a FIFO there blocked
    // every command forever, a folder read as "disk I/O error" (issue 33).
    // Either is refused from its type, untouched.
    void sidecarsMustBeRegularFiles_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<bool>("fifo");
        QTest::newRow("FIFO journal") << "-journal" << true;
        QTest::newRow("folder journal") << "-journal" << false;
        QTest::newRow("FIFO wal") << "-wal" << true;
        QTest::newRow("folder wal") << "-wal" << false;
    }

    void sidecarsMustBeRegularFiles()
    {
        QFETCH(QString, suffix);
        QFETCH(bool, fifo);
        const QString path = m_dirPath + "/p.suanpan";
        QVERIFY(ProjectStore::save(fullProject(), str(path)));
        const std::string sidecar = str(path + suffix);
        QCOMPARE(fifo ? ::mkfifo(sidecar.c_str(), 0600) : ::mkdir(sidecar.c_str(), 0700), 0);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::StoreSidecar);
        QCOMPARE(loaded.error().detail, sidecar);
        struct stat st {
        };
        QCOMPARE(::lstat(sidecar.c_str(), &st), 0);
        QVERIFY(fifo ? S_ISFIFO(st.st_mode) : S_ISDIR(st.st_mode));
        QCOMPARE(fifo ? ::unlink(sidecar.c_str()) : ::rmdir(sidecar.c_str()), 0);
        QVERIFY(ProjectStore::load(str(path)));
    }

    // A save waiting for another program's lock on the folder ends when
    // cancelled (the GUI's Cancel), long before the wait's end, writing
    // nothing.
    void lockWaitIsCancellable()
    {
        const QString path = m_dirPath + "/p.suanpan";
        const int folder = ::open(str(m_dirPath).c_str(), O_RDONLY | O_DIRECTORY);
        QVERIFY(folder >= 0);
        QCOMPARE(::flock(folder, LOCK_EX), 0);
        std::atomic<bool> cancel{false};
        QElapsedTimer waited;
        waited.start();
        auto saving = std::async(std::launch::async, [&] {
            return ProjectStore::save(fullProject(), str(path), std::nullopt, &cancel);
        });
        QCOMPARE(saving.wait_for(std::chrono::milliseconds(300)), std::future_status::timeout);
        cancel = true;
        const auto saved = saving.get();
        ::close(folder);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, ErrorCode::StoreCancelled);
        QVERIFY(waited.elapsed() < ProjectStore::kLockWaitMs / 2);
        QVERIFY(entries(m_dirPath).isEmpty());
    }

    void relativePath()
    {
        const QString old = QDir::currentPath();
        QVERIFY(QDir::setCurrent(m_dirPath));
        const Status saved = ProjectStore::save(fullProject(), "relative.suanpan");
        const auto loaded = ProjectStore::load("relative.suanpan");
        QDir::setCurrent(old);
        QVERIFY2(saved, qPrintable(problem(saved)));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QVERIFY(loaded.value().project == fullProject());
    }

    // Each broken input is refused with its own code, and neither the file
    // nor its folder changes (no journal created, none rolled back).
    void loadRefuses_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<ErrorCode>("code");
        struct Row {
            const char *name;
            const char *kind;
            ErrorCode code;
        };
        static const Row rows[] = {
            {"missing file", "missing", ErrorCode::StoreNotFound},
            {"missing folder", "missing-folder", ErrorCode::StoreNotFound},
            {"text file", "text", ErrorCode::StoreNotSqlite},
            {"empty file", "empty", ErrorCode::StoreNotSqlite},
            {"short header", "short", ErrorCode::StoreNotSqlite},
            {"header cut short", "cut-header", ErrorCode::StoreCorrupt},
            {"folder", "folder", ErrorCode::StoreIo},
            {"other application", "foreign", ErrorCode::StoreNotProject},
            {"plain sqlite", "plain", ErrorCode::StoreNotProject},
            {"foreign wal file", "foreign-wal", ErrorCode::StoreNotProject},
            {"write-ahead log", "wal-log", ErrorCode::StoreCorrupt},
            {"newer schema", "too-new", ErrorCode::StoreTooNew},
            {"schema version 0", "version-0", ErrorCode::StoreCorrupt},
            {"garbage page", "garbage-page", ErrorCode::StoreCorrupt},
            {"truncated", "truncated", ErrorCode::StoreCorrupt},
            {"hot journal", "hot-journal", ErrorCode::StoreHotJournal},
            {"missing table", "missing-table", ErrorCode::StoreCorrupt},
            {"unknown enum", "bad-enum", ErrorCode::StoreBadData},
            {"wrong type", "bad-type", ErrorCode::StoreBadData},
            {"infinity", "bad-inf", ErrorCode::StoreBadData},
            {"int overflow", "bad-int", ErrorCode::StoreBadData},
            {"bool not 0/1", "bad-bool", ErrorCode::StoreBadData},
            {"catalog json", "bad-json", ErrorCode::StoreBadData},
            {"catalog entry", "bad-entry", ErrorCode::StoreBadData},
            {"catalog id", "bad-id", ErrorCode::StoreBadData},
            {"rent quote channel unknown", "bad-channel", ErrorCode::StoreBadData},
            {"no meta row", "no-meta", ErrorCode::StoreBadData},
            {"evidence kind", "bad-evidence-kind", ErrorCode::StoreBadData},
            {"evidence not utf-8", "bad-evidence-utf8", ErrorCode::StoreBadData},
            {"evidence over the cap", "bad-evidence-size", ErrorCode::StoreBadData},
            {"evidence as blob", "bad-evidence-blob", ErrorCode::StoreBadData},
            {"switched-off line unknown", "bad-line-code", ErrorCode::StoreBadData},
            {"switched-off line too long", "bad-line-long", ErrorCode::StoreBadData},
            {"switched-off line as blob", "bad-line-blob", ErrorCode::StoreBadData},
            {"switched-off line as number", "bad-line-number", ErrorCode::StoreBadData},
            {"switched-off line table missing", "missing-line-table", ErrorCode::StoreCorrupt},
            {"budget negative", "bad-budget", ErrorCode::StoreBadData},
            {"budget as text", "bad-budget-text", ErrorCode::StoreBadData},
            {"restricted source not 0/1", "bad-source", ErrorCode::StoreBadData},
            {"procurement table missing", "missing-procurement", ErrorCode::StoreCorrupt},
            // Invalid UTF-8 in any text column is refused on load, in one
            // place, before the JSON writer or the UI can choke on it.
            {"utf-8 meta.title", "utf8:meta.title", ErrorCode::StoreBadData},
            {"utf-8 meta.notes", "utf8:meta.notes", ErrorCode::StoreBadData},
            {"utf-8 workloads.id", "utf8:workloads.id", ErrorCode::StoreBadData},
            {"utf-8 workloads.name", "utf8:workloads.name", ErrorCode::StoreBadData},
            {"utf-8 options.id", "utf8:options.id", ErrorCode::StoreBadData},
            {"utf-8 options.card_id", "utf8:options.card_id", ErrorCode::StoreBadData},
            {"utf-8 assumptions.key", "utf8:assumptions.key", ErrorCode::StoreBadData},
            {"utf-8 assumptions.source", "utf8:assumptions.source", ErrorCode::StoreBadData},
            {"utf-8 user_cards.id", "utf8:user_cards.id", ErrorCode::StoreBadData},
            {"utf-8 checklist.note", "utf8:checklist.note", ErrorCode::StoreBadData},
            {"utf-8 evidence.file_name", "utf8:evidence.file_name", ErrorCode::StoreBadData},
            {"utf-8 evidence.note", "utf8:evidence.note", ErrorCode::StoreBadData},
        };
        for (const Row &row : rows)
            QTest::newRow(row.name) << QString::fromLatin1(row.kind) << row.code;
    }

    void loadRefuses()
    {
        QFETCH(QString, kind);
        QFETCH(ErrorCode, code);
        QString path = m_dirPath + QStringLiteral("/broken.suanpan");
        QString expectDetail;

        const auto damageProject = [&](const char *sql) {
            path = savedProject(QStringLiteral("broken.suanpan"));
            return QFile::exists(path) && runSql(path, sql);
        };
        if (kind == "missing") {
            // nothing to create
        } else if (kind == "missing-folder") {
            path = m_dirPath + QStringLiteral("/nowhere/p.suanpan");
        } else if (kind == "text") {
            QVERIFY(writeBytes(path, "title,client\nplan,Client Ltd\n"));
        } else if (kind == "empty") {
            QVERIFY(writeBytes(path, ""));
        } else if (kind == "short") {
            QVERIFY(writeBytes(path, "SQLite form"));
        } else if (kind == "cut-header") {
            QVERIFY(writeBytes(path, QByteArray("SQLite format 3\0\x10\0\x01\x01", 20)));
            expectDetail = QStringLiteral("header: 20 bytes");
        } else if (kind == "folder") {
            QVERIFY(QDir(m_dirPath).mkdir(QStringLiteral("broken.suanpan")));
        } else if (kind == "foreign") {
            QVERIFY(runSql(path, "PRAGMA application_id = 305419896;"
                                 "CREATE TABLE meta (title TEXT); INSERT INTO meta VALUES ('x');"));
        } else if (kind == "plain") {
            QVERIFY(runSql(path, "CREATE TABLE t (x); INSERT INTO t VALUES (1);"));
        } else if (kind == "foreign-wal") {
            // Opening a WAL file the usual way, even read-only, would create
            // -wal and -shm files next to it.
            QVERIFY(runSql(path, "PRAGMA journal_mode = WAL; CREATE TABLE t (x);"));
            QCOMPARE(int(readBytes(path).at(18)), 2);
        } else if (kind == "wal-log") {
            // A project another tool switched to WAL, copied while the log
            // still held a commit: reading it would need the WAL index.
            const QString source = savedProject(QStringLiteral("source.suanpan"));
            sqlite3 *db = nullptr;
            QCOMPARE(sqlite3_open(source.toUtf8().constData(), &db), SQLITE_OK);
            const bool ok =
                sqlite3_exec(db,
                             "PRAGMA journal_mode = WAL;"
                             "UPDATE meta SET title = 'only in the log';",
                             nullptr, nullptr, nullptr) == SQLITE_OK &&
                QFile::copy(source, path) &&
                QFile::copy(source + QStringLiteral("-wal"), path + QStringLiteral("-wal"));
            sqlite3_close(db);
            QVERIFY(ok);
            expectDetail = QStringLiteral("write-ahead log present");
        } else if (kind == "too-new") {
            QVERIFY(damageProject("PRAGMA user_version = 99;"));
            expectDetail = QStringLiteral("99");
        } else if (kind == "version-0") {
            QVERIFY(damageProject("PRAGMA user_version = 0;"));
        } else if (kind == "garbage-page") {
            path = savedProject(QStringLiteral("broken.suanpan"));
            QByteArray bytes = readBytes(path);
            // Page size: big-endian at offset 16. Overwrite all of page 2, a
            // table b-tree root, with bytes that are no valid page type.
            const int pageSize = (uchar(bytes.at(16)) << 8) | uchar(bytes.at(17));
            QVERIFY(bytes.size() >= 3 * pageSize);
            bytes.replace(pageSize, pageSize, QByteArray(pageSize, char(0xA5)));
            QVERIFY(writeBytes(path, bytes));
        } else if (kind == "truncated") {
            path = savedProject(QStringLiteral("broken.suanpan"), orderedProject());
            const QByteArray bytes = readBytes(path);
            QVERIFY(writeBytes(path, bytes.left(bytes.size() / 2)));
        } else if (kind == "hot-journal") {
            path = savedProject(QStringLiteral("broken.suanpan"));
            // A journal whose first byte is not zero is hot: SQLite would
            // roll it back into the file, which a load must not do.
            QByteArray journal("\xd9\xd5\x05\xf9\x20\xa1\x63\xd7", 8);
            journal.append(QByteArray(504, '\0'));
            QVERIFY(writeBytes(path + QStringLiteral("-journal"), journal));
            expectDetail = QStringLiteral("application_id: hot journal");
        } else if (kind == "missing-table") {
            QVERIFY(damageProject("DROP TABLE checklist;"));
        } else if (kind == "bad-enum") {
            QVERIFY(damageProject("UPDATE workloads SET scenario = 'warp_drive';"));
            expectDetail = QStringLiteral("workloads.scenario (w1)");
        } else if (kind == "bad-type") {
            QVERIFY(damageProject("UPDATE workloads SET layers = 'many';"));
            expectDetail = QStringLiteral("workloads.layers (w1)");
        } else if (kind == "bad-inf") {
            QVERIFY(damageProject("UPDATE workloads SET params_total = 9e999;"));
            expectDetail = QStringLiteral("workloads.params_total (w1)");
        } else if (kind == "bad-int") {
            QVERIFY(damageProject("UPDATE options SET card_count = 9000000000;"));
            expectDetail = QStringLiteral("options.card_count (o1)");
        } else if (kind == "bad-bool") {
            // The CHECK keeps our own writes at 0/1; a file made elsewhere
            // may not have it.
            QVERIFY(damageProject("PRAGMA ignore_check_constraints = ON;"
                                  "UPDATE options SET chosen = 2;"));
            expectDetail = QStringLiteral("options.chosen (o1)");
        } else if (kind == "bad-json") {
            QVERIFY(damageProject("UPDATE user_cards SET json = '{\"id\": \"my-h20\",';"));
        } else if (kind == "bad-entry") {
            QVERIFY(damageProject(
                "UPDATE user_facilities SET json = json_set(json, '$.kind', 'moon');"));
        } else if (kind == "bad-channel") {
            QVERIFY(damageProject("UPDATE user_cards SET json = "
                                  "json_set(json, '$.rent[0].facility_kinds[0]', 'moon_base');"));
        } else if (kind == "bad-id") {
            QVERIFY(damageProject("UPDATE user_contracts SET id = 'other';"));
            expectDetail = QStringLiteral("user_contracts.id (other)");
        } else if (kind == "no-meta") {
            QVERIFY(damageProject("DELETE FROM meta;"));
        } else if (kind == "bad-evidence-kind") {
            QVERIFY(damageProject("UPDATE evidence SET kind = 'tea_leaves' WHERE id = 'ev-1';"));
            expectDetail = QStringLiteral("evidence.kind (ev-1)");
        } else if (kind == "bad-evidence-utf8") {
            // TEXT affinity, but bytes no UTF-8 decoder accepts.
            QVERIFY(damageProject(
                "UPDATE evidence SET text = CAST(X'7B22FF2200C0AF' AS TEXT) WHERE id = 'ev-1';"));
            expectDetail = QStringLiteral("evidence.text (ev-1)");
        } else if (kind == "bad-evidence-size") {
            // One byte over kMaxEvidenceBytes (hex doubles the zeroblob), from
            // a tool that ignores the CHECK.
            QVERIFY(damageProject("PRAGMA ignore_check_constraints = ON;"
                                  "UPDATE evidence SET text = substr(hex(zeroblob(2097153)), 2) "
                                  "WHERE id = 'ev-1';"));
            expectDetail = QStringLiteral("evidence.text (ev-1)");
        } else if (kind == "bad-evidence-blob") {
            QVERIFY(damageProject("UPDATE evidence SET text = X'41' WHERE id = 'ev-2';"));
            expectDetail = QStringLiteral("evidence.text (ev-2)");
        } else if (kind == "bad-line-code") {
            // A line a newer version may price: leaving it out here would
            // count a cost the user switched off.
            QVERIFY(damageProject(
                "UPDATE disabled_cost_lines SET code = 'bribes' WHERE code = 'upload';"));
            expectDetail = QStringLiteral("disabled_cost_lines.code (bribes)");
        } else if (kind == "bad-line-long") {
            // Refused before it is copied; the detail names the row, not the text.
            QVERIFY(damageProject("UPDATE disabled_cost_lines SET code = "
                                  "'upload' || hex(zeroblob(1000)) WHERE code = 'upload';"));
            expectDetail = QStringLiteral("disabled_cost_lines.code (#1)");
        } else if (kind == "bad-line-blob") {
            // The bytes of "upload", stored as a BLOB (sorted after text).
            QVERIFY(damageProject("UPDATE disabled_cost_lines SET code = X'75706C6F6164' "
                                  "WHERE code = 'upload';"));
            expectDetail = QStringLiteral("disabled_cost_lines.code (#1)");
        } else if (kind == "bad-line-number") {
            // TEXT affinity stores the number as the text "7": no line has it.
            QVERIFY(damageProject(
                "UPDATE disabled_cost_lines SET code = 7 WHERE code = 'engineer_time';"));
            expectDetail = QStringLiteral("disabled_cost_lines.code (7)");
        } else if (kind == "missing-line-table") {
            QVERIFY(damageProject("DROP TABLE disabled_cost_lines;"));
        } else if (kind == "bad-budget" || kind == "bad-source") {
            // Another tool's table without our CHECKs: the loader checks too.
            const bool budget = kind == "bad-budget";
            QVERIFY(damageProject(budget ? "DROP TABLE procurement;"
                                           "CREATE TABLE procurement (id INTEGER, "
                                           "capital_budget_cny REAL, monthly_budget_cny REAL, "
                                           "restricted_card_source INTEGER);"
                                           "INSERT INTO procurement VALUES (1, -5, NULL, 0);"
                                         : "DROP TABLE procurement;"
                                           "CREATE TABLE procurement (id INTEGER, "
                                           "capital_budget_cny REAL, monthly_budget_cny REAL, "
                                           "restricted_card_source INTEGER);"
                                           "INSERT INTO procurement VALUES (1, NULL, NULL, 2);"));
            expectDetail = budget ? QStringLiteral("procurement.capital_budget_cny (procurement)")
                                  : QStringLiteral("procurement.restricted_card_source");
        } else if (kind == "bad-budget-text") {
            // REAL affinity keeps text it cannot convert, and text passes "> 0".
            QVERIFY(damageProject("UPDATE procurement SET monthly_budget_cny = 'lots';"));
            expectDetail = QStringLiteral("procurement.monthly_budget_cny (procurement)");
        } else if (kind.startsWith(QStringLiteral("utf8:"))) {
            const QStringList where = kind.mid(5).split('.');
            // 0xC3 0x28: a two-byte lead followed by '(' -- no UTF-8.
            const QByteArray sql = QStringLiteral("PRAGMA foreign_keys = OFF; UPDATE %1 SET %2 = "
                                                  "CAST(X'C328' AS TEXT) || rowid;")
                                       .arg(where[0], where[1])
                                       .toUtf8();
            QVERIFY(damageProject(sql.constData()));
            expectDetail = kind.mid(5);
        } else if (kind == "missing-procurement") {
            QVERIFY(damageProject("DROP TABLE procurement;"));
        } else {
            QFAIL("unknown kind");
        }

        const QByteArray before = readBytes(path);
        const QStringList listing = entries(m_dirPath);
        const QByteArray journalBefore = readBytes(path + QStringLiteral("-journal"));

        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(!loaded, "a broken file loaded");
        QCOMPARE(loaded.error().code, code);
        QCOMPARE(QString::fromStdString(loaded.error().subject), path);
        if (code == ErrorCode::StoreCorrupt)
            QVERIFY(!loaded.error().detail.empty()); // the quick_check or SQLite message
        if (!expectDetail.isEmpty())
            QCOMPARE(QString::fromStdString(loaded.error().detail).left(expectDetail.size()),
                     expectDetail);

        QCOMPARE(readBytes(path), before);
        QCOMPARE(entries(m_dirPath), listing);
        QCOMPARE(readBytes(path + QStringLiteral("-journal")), journalBefore);
    }

    // save() refuses what it could not load back, and writes nothing.
    void saveRefusesUnloadable_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("detail");
        QTest::newRow("nan") << 0 << "workloads.params_total (w1)";
        QTest::newRow("infinity") << 1 << "assumptions.high (mfu)";
        QTest::newRow("card_count 0") << 2 << "options.card_count (o1)";
        QTest::newRow("duplicate option id") << 3 << "options.id (o1)";
        QTest::newRow("duplicate checklist key") << 4 << "checklist.item_id, checklist.option_id";
        QTest::newRow("invalid user card") << 5 << "user_cards.json (my-h20)";
        QTest::newRow("invalid utf-8 in card") << 6 << "user_cards.json (my-h20)";
        QTest::newRow("invalid utf-8 in evidence") << 7 << "evidence.text (ev-1)";
        // Over a bound: refused with the field, the size and the limit.
        QTest::newRow("evidence over the cap") << 8 << "evidence[1].text 4194305 > 4194304";
        QTest::newRow("duplicate evidence id") << 9 << "evidence.id (ev-1)";
        QTest::newRow("unknown switched-off line") << 10 << "disabled_cost_lines.code (bribes)";
        QTest::newRow("switched-off line twice") << 11 << "disabled_cost_lines.code (upload)";
        QTest::newRow("capital budget zero")
            << 12 << "procurement.capital_budget_cny (procurement)";
        QTest::newRow("monthly budget NaN") << 13 << "procurement.monthly_budget_cny (procurement)";
    }

    void saveRefusesUnloadable()
    {
        QFETCH(int, kind);
        QFETCH(QString, detail);
        Project p = fullProject();
        switch (kind) {
        case 0:
            p.workloads[0].model.paramsTotal = std::numeric_limits<double>::quiet_NaN();
            break;
        case 1:
            p.assumptions[0].value.high = std::numeric_limits<double>::infinity();
            break;
        case 2:
            p.options[0].cardCount = 0;
            break;
        case 3:
            p.options.push_back(p.options[0]);
            break;
        case 4:
            p.checklist.push_back(p.checklist[0]);
            break;
        case 5:
            p.userCatalog.cards[0].memoryBytes = -1;
            break;
        case 6:
            p.userCatalog.cards[0].notes = "\xff\xfe";
            break;
        case 7:
            p.evidence[0].text += "\xed\xa0\x80"; // a UTF-16 surrogate spelled in UTF-8
            break;
        case 8:
            p.evidence[1].text.assign(kMaxEvidenceBytes + 1, 'x');
            break;
        case 9:
            p.evidence[1].id = p.evidence[0].id;
            break;
        case 10:
            p.disabledCostLines.push_back("bribes");
            break;
        case 11:
            p.disabledCostLines.push_back("upload");
            break;
        case 12:
            p.procurement.capitalBudgetCny = 0.0;
            break;
        case 13:
            p.procurement.monthlyBudgetCny = std::numeric_limits<double>::quiet_NaN();
            break;
        }
        const QString path = m_dirPath + QStringLiteral("/refused.suanpan");
        const Status saved = ProjectStore::save(p, str(path));
        QVERIFY2(!saved, "saved a project that would not load");
        QCOMPARE(saved.error().code,
                 kind == 8 ? ErrorCode::ProjectOverLimit : ErrorCode::StoreBadData);
        QCOMPARE(saved.error().subject, str(path));
        QCOMPARE(QString::fromStdString(detailText(saved.error())).left(detail.size()), detail);
        QVERIFY(entries(m_dirPath).isEmpty());
    }

    void saveIntoMissingFolder()
    {
        const QString path = m_dirPath + QStringLiteral("/no/such/folder/p.suanpan");
        const Status saved = ProjectStore::save(fullProject(), str(path));
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, ErrorCode::StoreIo);
        QCOMPARE(saved.error().subject, str(path));
        QVERIFY(entries(m_dirPath).isEmpty());
    }

    // A folder the user cannot write: load works but says read-only, save is
    // refused with store.read_only and leaves nothing behind.
    void readOnlyFolder()
    {
        const QString dir = m_dirPath + QStringLiteral("/ro");
        QVERIFY(QDir(m_dirPath).mkdir(QStringLiteral("ro")));
        const QString path = dir + QStringLiteral("/p.suanpan");
        QVERIFY(ProjectStore::save(fullProject(), str(path)));
        QVERIFY(::chmod(path.toUtf8().constData(), 0644) == 0);
        QVERIFY(::chmod(dir.toUtf8().constData(), 0555) == 0);

        // Returns 0 on success, else the number of the failed check.
        const auto checks = [&]() -> int {
            const auto loaded = ProjectStore::load(str(path));
            if (!loaded)
                return 1;
            if (!loaded.value().readOnly)
                return 2;
            if (!(loaded.value().project == fullProject()))
                return 3;
            const Status over = ProjectStore::save(fullProject(), str(path));
            if (over || over.error().code != ErrorCode::StoreReadOnly)
                return 4;
            const Status fresh = ProjectStore::save(fullProject(), str(dir + "/new.suanpan"));
            if (fresh || fresh.error().code != ErrorCode::StoreReadOnly)
                return 5;
            return 0;
        };

        const QByteArray before = readBytes(path);
        // The child must be able to reach the folder.
        QVERIFY(::chmod(m_dirPath.toUtf8().constData(), 0755) == 0);
        const int failed = runUnprivileged(checks, dir);
        QVERIFY2(failed == 0, unprivilegedFailure(failed).constData());
        QCOMPARE(readBytes(path), before);
        QCOMPARE(entries(dir), QStringList{QStringLiteral("p.suanpan")});
    }

    // A file without write permission in a writable folder: rename would
    // replace it, but read-only means read-only.
    void readOnlyFile()
    {
        const QString dir = m_dirPath + QStringLiteral("/rw");
        QVERIFY(QDir(m_dirPath).mkdir(QStringLiteral("rw")));
        const QString path = dir + QStringLiteral("/p.suanpan");
        QVERIFY(ProjectStore::save(fullProject(), str(path)));
        QVERIFY(::chmod(path.toUtf8().constData(), 0444) == 0);
        QVERIFY(::chmod(dir.toUtf8().constData(), 0777) == 0);
        QVERIFY(::chmod(m_dirPath.toUtf8().constData(), 0755) == 0);

        const auto checks = [&]() -> int {
            const auto loaded = ProjectStore::load(str(path));
            if (!loaded)
                return 1;
            if (!loaded.value().readOnly)
                return 2;
            const Status saved = ProjectStore::save(Project{}, str(path));
            if (saved || saved.error().code != ErrorCode::StoreReadOnly)
                return 3;
            return 0;
        };
        const QByteArray before = readBytes(path);
        const int failed = runUnprivileged(checks, path);
        QVERIFY2(failed == 0, unprivilegedFailure(failed).constData());
        QCOMPARE(readBytes(path), before);
        QCOMPARE(entries(dir), QStringList{QStringLiteral("p.suanpan")});
    }

    void migratesVersion1()
    {
        const QString path = v1Fixture(QStringLiteral("old.suanpan"));
        QVERIFY(!path.isEmpty());
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(1));
        const QByteArray before = readBytes(path);

        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 1);
        const Project &p = loaded.value().project;
        QCOMPARE(p.meta.title, std::string("\u6df1\u5733 LoRA \u65b9\u6848"));
        QCOMPARE(p.meta.notes, std::string("written by schema v1"));
        QCOMPARE(p.workloads.size(), std::size_t(2));
        QCOMPARE(p.workloads[0].id, std::string("w-b")); // position order, not id order
        QCOMPARE(p.workloads[0].scenario, Scenario::LoRA);
        QCOMPARE(p.workloads[0].model.paramsTotal, 7.6e9);
        QVERIFY(p.workloads[0].model.tiedEmbeddings);
        QCOMPARE(p.workloads[0].datasetBytes, 5e10);
        QCOMPARE(p.workloads[1].precision, Precision::FP8);
        QCOMPARE(p.workloads[1].requestsPerSecond, 12.5);
        QCOMPARE(p.options.size(), std::size_t(2));
        QCOMPARE(p.options[0].id, std::string("o-2"));
        QCOMPARE(p.options[1].acquisition, Acquisition::Build);
        QCOMPARE(p.options[1].cardCount, 4);
        for (const Option &o : p.options) {
            QVERIFY(!o.chosen); // the columns v2 added take their defaults
            QVERIFY(o.notes.empty());
        }
        QCOMPARE(p.assumptions.size(), std::size_t(1));
        QCOMPARE(p.assumptions[0].value.likely, 0.4);
        QCOMPARE(p.userCatalog.cards.size(), std::size_t(1));
        QCOMPARE(p.userCatalog.cards[0].nameZh, std::string("\u81ea\u5b9a\u4e49\u5361"));
        QCOMPARE(p.userCatalog.cards[0].memoryBytes, 51539607552.0);
        QVERIFY(p.checklist.empty());
        QVERIFY(p.evidence.empty());
        QVERIFY(p.disabledCostLines.empty());    // the table v5 added comes empty
        QVERIFY(p.procurement == Procurement{}); // v6: no budgets, no restricted source

        // Migrated in memory only: the old file is byte for byte the same.
        QCOMPARE(readBytes(path), before);
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(1));
        QCOMPARE(entries(m_dirPath), QStringList{QStringLiteral("old.suanpan")});

        // Saving writes the current schema; the result loads unmigrated.
        QVERIFY(ProjectStore::save(p, str(path)));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
        const auto again = ProjectStore::load(str(path));
        QVERIFY2(again, qPrintable(problem(again)));
        QCOMPARE(again.value().migratedFrom, 0);
        QVERIFY(again.value().project == p);
    }

    // A version 3 file (before evidence): everything else loads as it was, the
    // evidence table comes empty, and a save writes the current version.
    void migratesVersion3()
    {
        const QString path = savedProject(QStringLiteral("v3.suanpan"));
        QVERIFY(runSql(path, SUANPAN_DROP_VOUCHERS SUANPAN_DROP_QUOTES SUANPAN_DROP_SCHEDULES
                                 SUANPAN_DROP_KV SUANPAN_JOIN_NAMES
                       "DROP TABLE evidence; DROP TABLE "
                       "disabled_cost_lines;"
                       "DROP TABLE procurement; PRAGMA user_version = 3;"));
        const QByteArray before = readBytes(path);

        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 3);
        Project expected = withoutSchedules(beforeV8(beforeV11(fullProject())));
        expected.evidence.clear();
        expected.disabledCostLines.clear();
        expected.procurement = {};
        QVERIFY(loaded.value().project == expected);
        QCOMPARE(readBytes(path), before);

        Project p = loaded.value().project;
        p.workloads = fullProject().workloads;
        p.evidence = fullProject().evidence;
        p.disabledCostLines = fullProject().disabledCostLines;
        p.procurement = fullProject().procurement;
        p.workloads = fullProject().workloads;
        p.quotes = fullProject().quotes;
        p.options = fullProject().options;
        QVERIFY(ProjectStore::save(p, str(path)));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
        const auto again = ProjectStore::load(str(path));
        QVERIFY2(again, qPrintable(problem(again)));
        QCOMPARE(again.value().migratedFrom, 0);
        QVERIFY(again.value().project == fullProject());
    }

    // A version 4 file (before switched-off lines were kept): everything else
    // loads as it was, every line counts, and a save writes version 5 with
    // the lines the user then switched off.
    void migratesVersion4()
    {
        const QString path = savedProject(QStringLiteral("v4.suanpan"));
        QVERIFY(runSql(path, SUANPAN_DROP_VOUCHERS SUANPAN_DROP_QUOTES SUANPAN_DROP_SCHEDULES
                                 SUANPAN_DROP_KV SUANPAN_JOIN_NAMES
                       "DROP TABLE disabled_cost_lines; DROP TABLE "
                       "procurement; PRAGMA user_version = 4;"));
        const QByteArray before = readBytes(path);

        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 4);
        Project expected = withoutSchedules(beforeV8(beforeV11(fullProject())));
        expected.disabledCostLines.clear();
        expected.procurement = {};
        QVERIFY(loaded.value().project == expected);
        QCOMPARE(readBytes(path), before);
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(4));

        Project p = loaded.value().project;
        p.disabledCostLines = {"storage"};
        p.quotes = fullProject().quotes;
        p.options = fullProject().options;
        QVERIFY(ProjectStore::save(p, str(path)));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
        QCOMPARE(queryInt(path, "SELECT count(*) FROM disabled_cost_lines WHERE code = 'storage'"),
                 qint64(1));
        const auto again = ProjectStore::load(str(path));
        QVERIFY2(again, qPrintable(problem(again)));
        QCOMPARE(again.value().migratedFrom, 0);
        QVERIFY(again.value().project == p);
    }

    // A version 5 file (before budgets): no budgets, no source for
    // restricted cards; a save writes version 6 with the ones then set.
    void migratesVersion5()
    {
        const QString path = savedProject(QStringLiteral("v5.suanpan"));
        QVERIFY(runSql(path, SUANPAN_DROP_VOUCHERS SUANPAN_DROP_QUOTES SUANPAN_DROP_SCHEDULES
                                 SUANPAN_DROP_KV SUANPAN_JOIN_NAMES
                       "DROP TABLE procurement; PRAGMA user_version = 5;"));
        const QByteArray before = readBytes(path);

        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 5);
        Project expected = withoutSchedules(beforeV8(beforeV11(fullProject())));
        expected.procurement = {};
        QVERIFY(loaded.value().project == expected);
        QCOMPARE(readBytes(path), before);

        Project p = loaded.value().project;
        p.procurement.monthlyBudgetCny = 80'000.0;
        p.quotes = fullProject().quotes;
        p.options = fullProject().options;
        QVERIFY(ProjectStore::save(p, str(path)));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
        QCOMPARE(queryInt(path, "SELECT count(*) FROM procurement WHERE capital_budget_cny IS NULL "
                                "AND monthly_budget_cny = 80000"),
                 qint64(1));
        const auto again = ProjectStore::load(str(path));
        QVERIFY2(again, qPrintable(problem(again)));
        QCOMPARE(again.value().migratedFrom, 0);
        QVERIFY(again.value().project == p);
    }

    // A version 6 file (before schedules): every workload starts in the first
    // month and runs once (training) or all day to the end (serving), as the
    // plan assumed; a save writes the schedules then set.
    void migratesVersion6()
    {
        const QString path = savedProject(QStringLiteral("v6.suanpan"));
        QVERIFY(runSql(path, SUANPAN_DROP_VOUCHERS SUANPAN_DROP_QUOTES SUANPAN_DROP_SCHEDULES
                                 SUANPAN_DROP_KV SUANPAN_JOIN_NAMES "PRAGMA user_version = 6;"));
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 6);
        QVERIFY(loaded.value().project == withoutSchedules(beforeV8(beforeV11(fullProject()))));
        QCOMPARE(readBytes(path), before);
        QVERIFY(ProjectStore::save(fullProject(), str(path)));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
        QCOMPARE(queryInt(path, "SELECT schedule_every_months FROM workloads"), qint64(6));
        const auto again = ProjectStore::load(str(path));
        QVERIFY2(again, qPrintable(problem(again)));
        QVERIFY(again.value().project == fullProject());
    }

    // A schedule the CHECKs refuse (a hostile file): a clear refusal.
    void impossibleScheduleIsRefused()
    {
        const QString path = savedProject(QStringLiteral("bad-schedule.suanpan"));
        QVERIFY(!runSql(path, "UPDATE workloads SET schedule_peak_hours = 30;"));
        QVERIFY(!runSql(path, "UPDATE workloads SET schedule_off_peak_share = -0.5;"));
    }

    // A version 7 file (before the KV cache precision): every workload
    // leaves it to the weights (Auto), so it sizes as before; a save keeps
    // the precision then chosen.
    void migratesVersion7()
    {
        const QString path = savedProject(QStringLiteral("v7.suanpan"));
        QVERIFY(runSql(path,
                       SUANPAN_DROP_VOUCHERS SUANPAN_DROP_QUOTES SUANPAN_DROP_KV SUANPAN_JOIN_NAMES
                       "PRAGMA user_version = 7;"));
        const QByteArray before = readBytes(path);

        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 7);
        QVERIFY(loaded.value().project == beforeV8(beforeV11(fullProject())));
        for (const Workload &w : loaded.value().project.workloads)
            QCOMPARE(w.kvPrecision, KvPrecision::Auto);
        QCOMPARE(readBytes(path), before);
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(7));

        Project p = loaded.value().project;
        p.workloads.front().kvPrecision = KvPrecision::FP8;
        p.quotes = fullProject().quotes;
        p.options = fullProject().options;
        QVERIFY(ProjectStore::save(p, str(path)));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
        QCOMPARE(queryInt(path, "SELECT count(*) FROM workloads WHERE kv_precision = 'fp8'"),
                 qint64(1));
        const auto again = ProjectStore::load(str(path));
        QVERIFY2(again, qPrintable(problem(again)));
        QCOMPARE(again.value().migratedFrom, 0);
        QVERIFY(again.value().project == p);
    }

    // A version 8 file: names written "<zh> / <en>" into the one column are
    // split into the two languages when one half is Chinese and the other
    // Latin; any other name stays as it was, and so do the file's bytes.
    void migratesVersion8_data()
    {
        QTest::addColumn<QString>("old");
        QTest::addColumn<QString>("zh");
        QTest::addColumn<QString>("en");
        const QString lora =
            QString::fromUtf8("7B \xe9\xa2\x86\xe5\x9f\x9f LoRA \xe5\xbe\xae\xe8\xb0\x83");
        const QString shenzhen = QString::fromUtf8("\xe6\xb7\xb1\xe5\x9c\xb3");
        QTest::newRow("example: zh / en")
            << lora + " / 7B domain LoRA fine-tune" << lora << "7B domain LoRA fine-tune";
        QTest::newRow("en / zh") << "Cloud, hourly / " + shenzhen << shenzhen << "Cloud, hourly";
        QTest::newRow("full-width comma")
            << QString::fromUtf8("\xe7\xa7\x9f\xef\xbc\x8c / Rent")
            << QString::fromUtf8("\xe7\xa7\x9f\xef\xbc\x8c") << "Rent";
        QTest::newRow("Latin both sides") << "A / B test"
                                          << ""
                                          << "A / B test";
        QTest::newRow("Chinese both sides")
            << shenzhen + " / " + shenzhen << "" << shenzhen + " / " + shenzhen;
        QTest::newRow("three parts") << shenzhen + " / a / b"
                                     << "" << shenzhen + " / a / b";
        QTest::newRow("no letters") << shenzhen + " / 2027"
                                    << "" << shenzhen + " / 2027";
        QTest::newRow("empty half") << shenzhen + " / "
                                    << "" << shenzhen + " / ";
        QTest::newRow("plain") << "H800 cluster"
                               << ""
                               << "H800 cluster";
    }
    void migratesVersion8()
    {
        QFETCH(QString, old);
        QFETCH(QString, zh);
        QFETCH(QString, en);
        const QString path = savedProject(QStringLiteral("v8.suanpan"));
        const QByteArray quoted = QString(old).replace('\'', QLatin1String("''")).toUtf8();
        QVERIFY(runSql(path, SUANPAN_DROP_VOUCHERS SUANPAN_DROP_QUOTES
                                 "ALTER TABLE workloads DROP COLUMN name_zh;"
                                 "ALTER TABLE options DROP COLUMN name_zh;"
                                 "ALTER TABLE meta DROP COLUMN title_zh;"
                                 "UPDATE workloads SET name = '" +
                                 quoted +
                                 "';"
                                 "UPDATE options SET name = '" +
                                 quoted +
                                 "';"
                                 "UPDATE meta SET title = '" +
                                 quoted +
                                 "';"
                                 "PRAGMA user_version = 8;"));
        const QByteArray before = readBytes(path);

        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 8);
        const Project &p = loaded.value().project;
        QCOMPARE(QString::fromStdString(p.meta.titleZh), zh);
        QCOMPARE(QString::fromStdString(p.meta.title), en);
        for (const Workload &w : p.workloads) {
            QCOMPARE(QString::fromStdString(w.nameZh), zh);
            QCOMPARE(QString::fromStdString(w.name), en);
        }
        for (const Option &o : p.options) {
            QCOMPARE(QString::fromStdString(o.nameZh), zh);
            QCOMPARE(QString::fromStdString(o.name), en);
        }
        // Everything else reads as before.
        Project expected = beforeV11(fullProject());
        expected.meta.titleZh = p.meta.titleZh;
        expected.meta.title = p.meta.title;
        for (std::size_t i = 0; i < expected.workloads.size(); ++i) {
            expected.workloads[i].nameZh = p.workloads[i].nameZh;
            expected.workloads[i].name = p.workloads[i].name;
        }
        for (std::size_t i = 0; i < expected.options.size(); ++i) {
            expected.options[i].nameZh = p.options[i].nameZh;
            expected.options[i].name = p.options[i].name;
        }
        QVERIFY(p == expected);
        QCOMPARE(readBytes(path), before);

        QVERIFY(ProjectStore::save(p, str(path)));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
        const auto again = ProjectStore::load(str(path));
        QVERIFY2(again, qPrintable(problem(again)));
        QCOMPARE(again.value().migratedFrom, 0);
        QVERIFY(again.value().project == p);
    }

    // A version 10 file (before providers' quotes) opens with none, its
    // options priced from the catalog, and saves as version 11.
    void migratesVersion10()
    {
        const QString path = savedProject(QStringLiteral("v10.suanpan"));
        QVERIFY(runSql(path, SUANPAN_DROP_QUOTES "PRAGMA user_version = 10;"));
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().migratedFrom, 10);
        QVERIFY(loaded.value().project == beforeV11(fullProject()));
        QVERIFY(loaded.value().project.quotes.empty());
        QCOMPARE(readBytes(path), before);
        QVERIFY(ProjectStore::save(loaded.value().project, str(path)));
        QCOMPARE(queryInt(path, "PRAGMA user_version"), qint64(ProjectStore::kSchemaVersion));
    }

    // A version 10 file that already has the table: migration 10->11
    // fails, says so, and the file is untouched.
    void failedQuotesMigrationIsReported()
    {
        const QString path = savedProject(QStringLiteral("odd10.suanpan"));
        QVERIFY(runSql(path, "PRAGMA user_version = 10;"));
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::StoreCorrupt);
        QVERIFY2(loaded.error().detail.rfind("migration 10->11", 0) == 0,
                 loaded.error().detail.c_str());
        QCOMPARE(readBytes(path), before);
    }

    // A version 8 file that already has the column: migration 8->9 fails,
    // says so, and the file is untouched.
    void failedNameMigrationIsReported()
    {
        const QString path = savedProject(QStringLiteral("odd8.suanpan"));
        QVERIFY(runSql(path, "PRAGMA user_version = 8;"));
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::StoreCorrupt);
        QVERIFY2(loaded.error().detail.rfind("migration 8->9", 0) == 0,
                 loaded.error().detail.c_str());
        QCOMPARE(readBytes(path), before);
    }

    // A version 7 file whose workloads already have the column: migration
    // 7->8 fails, says so, and the file is untouched.
    void failedKvPrecisionMigrationIsReported()
    {
        const QString path = savedProject(QStringLiteral("odd7.suanpan"));
        QVERIFY(runSql(path, "PRAGMA user_version = 7;"));
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::StoreCorrupt);
        QVERIFY2(loaded.error().detail.rfind("migration 7->8", 0) == 0,
                 loaded.error().detail.c_str());
        QCOMPARE(readBytes(path), before);
    }

    // A KV cache precision code the loader does not know is refused, not
    // read as some other format.
    void unknownKvPrecisionIsRefused()
    {
        const QString path = savedProject(QStringLiteral("kv.suanpan"));
        QVERIFY(runSql(path, "UPDATE workloads SET kv_precision = 'fp6';"));
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().detail.find("kv_precision") != std::string::npos,
                 loaded.error().detail.c_str());
    }

    // A version 5 file that already has the table: migration 5->6 fails,
    // says so, and the file is untouched.
    void failedProcurementMigrationIsReported()
    {
        const QString path = savedProject(QStringLiteral("odd5.suanpan"));
        QVERIFY(runSql(path, "PRAGMA user_version = 5;"));
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::StoreCorrupt);
        QVERIFY2(loaded.error().detail.rfind("migration 5->6", 0) == 0,
                 loaded.error().detail.c_str());
        QCOMPARE(readBytes(path), before);
    }

    // A version 4 file that already has the table: migration 4->5 fails,
    // says so, and the file is untouched.
    void failedLinesMigrationIsReported()
    {
        const QString path = savedProject(QStringLiteral("odd4.suanpan"));
        QVERIFY(runSql(path, "PRAGMA user_version = 4;"));
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::StoreCorrupt);
        QVERIFY2(loaded.error().detail.rfind("migration 4->5", 0) == 0,
                 loaded.error().detail.c_str());
        QCOMPARE(readBytes(path), before);
    }

    // Whatever order the project lists them in, the file gives them back
    // sorted, the order the model keeps.
    void switchedOffLinesComeBackSorted()
    {
        Project p = fullProject();
        p.disabledCostLines = {"upload", "bandwidth", "engineer_time"};
        const QString path = savedProject(QStringLiteral("order.suanpan"), p);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().project.disabledCostLines,
                 (std::vector<std::string>{"bandwidth", "engineer_time", "upload"}));
    }

    // The size cap is in the schema too: SQLite itself refuses a longer text.
    void evidenceCapInSchema()
    {
        const QString path = savedProject(QStringLiteral("cap.suanpan"));
        QVERIFY(runSql(path, "UPDATE evidence SET text = substr(hex(zeroblob(2097152)), 1) "
                             "WHERE id = 'ev-1';"));
        const auto atCap = ProjectStore::load(str(path));
        QVERIFY2(atCap, qPrintable(problem(atCap)));
        QCOMPARE(atCap.value().project.evidence[0].text.size(), kMaxEvidenceBytes);
        QTest::ignoreMessage(QtWarningMsg, "SQL failed: CHECK constraint failed: text");
        QVERIFY(!runSql(path, "UPDATE evidence SET text = text || 'x' WHERE id = 'ev-1';"));
    }

    // A version 3 file that somehow has an evidence table already: the
    // migration fails, says which step, and the file is untouched.
    void failedEvidenceMigrationIsReported()
    {
        const QString path = savedProject(QStringLiteral("odd3.suanpan"));
        QVERIFY(runSql(path, "PRAGMA user_version = 3;"));
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::StoreCorrupt);
        QVERIFY2(loaded.error().detail.rfind("migration 3->4", 0) == 0,
                 loaded.error().detail.c_str());
        QCOMPARE(readBytes(path), before);
    }

    // A v1 file whose options table already has `chosen`: the migration's
    // ALTER TABLE fails, load reports it, and the file is untouched.
    void failedMigrationIsReported()
    {
        const QString path = v1Fixture(QStringLiteral("odd.suanpan"),
                                       "ALTER TABLE options ADD COLUMN chosen INTEGER;");
        QVERIFY(!path.isEmpty());
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY(!loaded);
        QCOMPARE(loaded.error().code, ErrorCode::StoreCorrupt);
        QVERIFY2(loaded.error().detail.rfind("migration 1->2", 0) == 0,
                 loaded.error().detail.c_str());
        QCOMPARE(readBytes(path), before);
    }

    // The migration is one transaction: when its last statement fails, the
    // columns its first statements added are gone again.
    void failedMigrationRollsBack()
    {
        const QString path =
            v1Fixture(QStringLiteral("odd.suanpan"), "CREATE TABLE checklist (x);");
        QVERIFY(!path.isEmpty());
        store::SqliteDb db;
        QCOMPARE(db.open(str(path), SQLITE_OPEN_READWRITE), SQLITE_OK);
        const Status st = store::migrate(db, 1, str(path));
        QVERIFY(!st);
        QCOMPARE(st.error().code, ErrorCode::StoreCorrupt);
        std::int64_t version = 0;
        QCOMPARE(db.queryInt("PRAGMA user_version", version), SQLITE_OK);
        QCOMPARE(version, std::int64_t(1));
        std::int64_t added = -1;
        QCOMPARE(db.queryInt("SELECT count(*) FROM pragma_table_info('options') "
                             "WHERE name IN ('chosen', 'notes')",
                             added),
                 SQLITE_OK);
        QCOMPARE(added, std::int64_t(0));
    }

    // A project another tool switched to WAL (and closed cleanly) loads,
    // without leaving -wal/-shm files behind.
    void walModeProjectLoads()
    {
        const QString path = savedProject(QStringLiteral("p.suanpan"));
        QVERIFY(runSql(path, "PRAGMA journal_mode = WAL;"));
        QCOMPARE(int(readBytes(path).at(18)), 2);
        const QByteArray before = readBytes(path);
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QVERIFY(loaded.value().project == fullProject());
        QCOMPARE(entries(m_dirPath), QStringList{QStringLiteral("p.suanpan")});
        QCOMPARE(readBytes(path), before);
    }

    void saveOverExistingLeavesNoTemporaries()
    {
        const QString path = savedProject(QStringLiteral("p.suanpan"));
        Project p = fullProject();
        p.meta.title = "second";
        QVERIFY(ProjectStore::save(p, str(path)));
        p.meta.title = "third";
        QVERIFY(ProjectStore::save(p, str(path)));
        QCOMPARE(entries(m_dirPath), QStringList{QStringLiteral("p.suanpan")});
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QCOMPARE(loaded.value().project.meta.title, std::string("third"));
    }

    void saveReplacesAnyFile()
    {
        const QString path = m_dirPath + QStringLiteral("/notes.txt");
        QVERIFY(writeBytes(path, "not a project\n"));
        QVERIFY(ProjectStore::save(fullProject(), str(path)));
        const auto loaded = ProjectStore::load(str(path));
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QVERIFY(loaded.value().project == fullProject());
        QCOMPARE(entries(m_dirPath), QStringList{QStringLiteral("notes.txt")});
    }

    void saveKeepsPermissions()
    {
        const QString path = savedProject(QStringLiteral("p.suanpan"));
        QVERIFY(::chmod(path.toUtf8().constData(), 0640) == 0);
        QVERIFY(ProjectStore::save(Project{}, str(path)));
        struct stat st = {};
        QVERIFY(::stat(path.toUtf8().constData(), &st) == 0);
        QCOMPARE(int(st.st_mode & 07777), 0640);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_APPLESS_MAIN(TestStore)
#include "tst_store.moc"
