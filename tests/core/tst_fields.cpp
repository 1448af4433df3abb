// The field tables (model/WorkloadFields.h, model/OptionFields.h) that the
// JSON codec, the project file's rows, validation and the UI are built from:
// every member of the structs is in a table or written by hand, every table
// field survives JSON and the project file with a value of its own, and the
// tables name the columns the schema has.
#include <QtTest>

#include <sqlite3.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/JsonCodec.h"
#include "model/OptionFields.h"
#include "model/Validation.h"
#include "model/WorkloadFields.h"
#include "store/ProjectStore.h"
#include "store/Schema.h"
#include "store/SqliteDb.h"
#include "support/CodePrint.h"

using namespace suanpan;

namespace {

template <class T> QString problem(const Result<T> &r)
{
    if (r)
        return QString();
    const Error &e = r.error();
    return QString::fromStdString(std::string(errorCodeText(e.code)) + " | " + e.subject + " | " +
                                  detailText(e));
}

// Converts to any member type: T{AnyMember{}...} compiles for as many
// initializers as the aggregate T has members (a nested struct counts as one).
struct AnyMember {
    template <class T> operator T() const;
};

template <class T, class... Given> constexpr std::size_t memberCount()
{
    if constexpr (requires { T{Given{}..., AnyMember{}}; })
        return memberCount<T, Given..., AnyMember>();
    else
        return sizeof...(Given);
}

template <class Table> constexpr std::size_t fieldCount(const Table &)
{
    return std::tuple_size_v<Table>;
}

// Members written by hand next to the tables: id and the name per language;
// for a workload also the two nested structs, whose members are in the table.
constexpr std::size_t kHandWritten = 3;
static_assert(memberCount<Workload>() == kHandWritten + 2 + fieldCount(fields::workload::kAll) -
                                             memberCount<ModelShape>() - memberCount<Schedule>(),
              "a Workload, ModelShape or Schedule member is missing from model/WorkloadFields.h");
static_assert(memberCount<Option>() == kHandWritten + fieldCount(fields::option::kAll),
              "an Option member is missing from model/OptionFields.h");

// A value of its own for the n-th field, away from the default.
template <class Spec>
typename Spec::Value distinctValue(int n, const typename Spec::Value &defaults)
{
    if constexpr (Spec::kind == FieldKind::Boolean) {
        return !defaults;
    } else if constexpr (Spec::kind == FieldKind::Integer) {
        return 100 + n;
    } else if constexpr (Spec::kind == FieldKind::Real) {
        return 1000.0 + n + 1.0 / 3.0;
    } else if constexpr (Spec::kind == FieldKind::Text) {
        return "text " + std::to_string(n) + " ' \"";
    } else {
        // The last value, or the first when the last is the default.
        const auto &codes = enumCodes<typename Spec::Value>();
        return codes.back().value == defaults ? codes.front().value : codes.back().value;
    }
}

template <class Entity> Entity everyFieldSet(Entity e)
{
    const Entity defaults = e;
    int n = 0;
    forEachField(e, [&](const auto &spec, auto &value) {
        value = distinctValue<std::remove_cvref_t<decltype(spec)>>(n++, spec.of(defaults));
    });
    return e;
}

// Fields still at their default, by path.
template <class Entity> QStringList atDefault(const Entity &e)
{
    const Entity defaults{};
    QStringList out;
    forEachField(e, [&](const auto &spec, const auto &value) {
        if (value == spec.of(defaults))
            out << QString::fromLatin1(spec.path);
    });
    return out;
}

// Every field away from its default and no two numbers alike, within what
// validate() accepts: its rules across fields are kept by hand here.
Workload fullWorkload()
{
    Workload w = everyFieldSet(Workload{});
    w.id = "w";
    w.name = "name";
    w.nameZh = "zh";
    w.model.paramsTotal = 2 * w.model.paramsActive;
    w.model.attentionHeads = 2 * w.model.kvHeads;
    w.model.experts = 2 * w.model.expertsPerToken;
    w.schedule.peakHoursPerDay = 10.5;
    w.schedule.offPeakShare = 0.25;
    return w;
}

// An option priced from a quote is rented; one hosted has no quote. Each
// field is away from its default in one of the two.
std::vector<Option> fullOptions()
{
    Option quoted = everyFieldSet(Option{});
    quoted.id = "quoted";
    quoted.acquisition = Acquisition::Rent;
    Option hosted = quoted;
    hosted.id = "hosted";
    hosted.name = "name";
    hosted.nameZh = "zh";
    hosted.acquisition = Acquisition::Host;
    hosted.quoteId.clear();
    return {quoted, hosted};
}

std::set<std::string> keysOf(const nlohmann::json &j)
{
    std::set<std::string> out;
    for (const auto &item : j.items())
        out.insert(item.key());
    return out;
}

template <class Entity> std::set<std::string> tableKeys(const Entity &e, std::string_view object)
{
    std::set<std::string> out;
    forEachField(e, [&](const auto &spec, const auto &) {
        if (spec.object() == object)
            out.insert(spec.key());
    });
    return out;
}

std::vector<std::string> schemaColumns(store::SqliteDb &db, const std::string &table)
{
    std::vector<std::string> out;
    store::Statement st(db.handle(), "SELECT name FROM pragma_table_info('" + table + "')");
    while (st.step() == SQLITE_ROW)
        out.push_back(st.columnText(0));
    return out;
}

template <class Entity> std::set<std::string> tableColumns(const Entity &e)
{
    std::set<std::string> out{"position", "id", "name", "name_zh"};
    forEachField(e, [&](const auto &spec, const auto &) { out.insert(spec.column()); });
    return out;
}

} // namespace

class TestFields final : public QObject
{
    Q_OBJECT

private slots:
    void everyFieldIsSetByTheFixtures()
    {
        QCOMPARE(atDefault(fullWorkload()), QStringList());
        QStringList both = atDefault(fullOptions()[0]);
        const QStringList hosted = atDefault(fullOptions()[1]);
        both.erase(std::remove_if(both.begin(), both.end(),
                                  [&](const QString &path) { return !hosted.contains(path); }),
                   both.end());
        QCOMPARE(both, QStringList());
        QCOMPARE(validate(fullWorkload()), ValidationIssues());
        for (const Option &o : fullOptions())
            QCOMPARE(validate(o), ValidationIssues());
    }

    void everyFieldSurvivesJson()
    {
        const Workload w = fullWorkload();
        const auto back = workloadFromJson(toJson(w), "");
        QVERIFY2(back, qPrintable(problem(back)));
        QVERIFY(back.value() == w);
        for (const Option &o : fullOptions()) {
            const auto option = optionFromJson(toJson(o), "");
            QVERIFY2(option, qPrintable(problem(option)));
            QVERIFY(option.value() == o);
        }
    }

    // Each field at its key, in its object, and nothing else.
    void jsonKeysAreTheTables()
    {
        const Workload w = fullWorkload();
        const nlohmann::json j = toJson(w);
        std::set<std::string> top = tableKeys(w, "");
        top.insert({"id", "name", "model", "schedule"});
        QCOMPARE(keysOf(j), top);
        QCOMPARE(keysOf(j.at("model")), tableKeys(w, "model"));
        QCOMPARE(keysOf(j.at("schedule")), tableKeys(w, "schedule"));
        const Option o = fullOptions()[0];
        std::set<std::string> option = tableKeys(o, "");
        option.insert({"id", "name"});
        QCOMPARE(keysOf(toJson(o)), option);
    }

    void everyFieldSurvivesTheProjectFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("fields.suanpan")).toStdString();
        Project p;
        p.workloads = {fullWorkload()};
        p.options = fullOptions();
        const Status saved = ProjectStore::save(p, path);
        QVERIFY2(saved, qPrintable(problem(saved)));
        const auto loaded = ProjectStore::load(path);
        QVERIFY2(loaded, qPrintable(problem(loaded)));
        QVERIFY(loaded.value().project.workloads == p.workloads);
        QVERIFY(loaded.value().project.options == p.options);
    }

    // The schema is versioned SQL text (store/Schema.cpp); the tables must
    // name exactly its columns.
    void columnsAreTheSchemas()
    {
        store::SqliteDb db;
        QCOMPARE(db.open(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE), SQLITE_OK);
        const Status created = store::createSchema(db, "memory");
        QVERIFY2(created, qPrintable(problem(created)));
        const std::vector<std::string> workloads = schemaColumns(db, "workloads");
        const std::vector<std::string> options = schemaColumns(db, "options");
        QCOMPARE(std::set<std::string>(workloads.begin(), workloads.end()),
                 tableColumns(Workload{}));
        QCOMPARE(workloads.size(), tableColumns(Workload{}).size());
        QCOMPARE(std::set<std::string>(options.begin(), options.end()), tableColumns(Option{}));
        QCOMPARE(options.size(), tableColumns(Option{}).size());
    }

    // Validation names a field by the path its table gives it.
    void validationNamesFieldsByTheirPaths()
    {
        Workload w = fullWorkload();
        w.ttftTargetSeconds = -1;
        w.schedule.peakHoursPerDay = 25;
        const ValidationIssues issues = validate(w);
        QCOMPARE(issues.size(), std::size_t(2));
        QCOMPARE(issues[0].field, std::string("ttft_target_seconds"));
        QCOMPARE(issues[1].field, std::string("schedule.peak_hours_per_day"));
        QCOMPARE(std::string(fields::workload::SchedulePeakHours.key()),
                 std::string("peak_hours_per_day"));
        QCOMPARE(std::string(fields::workload::SchedulePeakHours.column()),
                 std::string("schedule_peak_hours"));
        QCOMPARE(std::string(fields::workload::TtftTarget.column()),
                 std::string("ttft_target_seconds"));
    }
};

QTEST_APPLESS_MAIN(TestFields)
#include "tst_fields.moc"
