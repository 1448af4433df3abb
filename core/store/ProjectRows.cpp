#include "store/ProjectRows.h"

#include <sqlite3.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <exception>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/JsonCodec.h"
#include "model/CostLineCodes.h"
#include "model/Limits.h"
#include "model/OptionFields.h"
#include "model/WorkloadFields.h"
#include "util/Utf8.h"

namespace suanpan::store {

namespace {

// ---------------------------------------------------------------------------
// Tables as the current schema has them (see Schema.cpp). Statements are
// generated from these lists; only these compile-time identifiers are pasted
// into SQL, every value is bound.

struct TableDef {
    const char *name;
    std::vector<const char *> columns;
    const char *orderBy;
};

const TableDef kMetaTable{"meta",
                          {"id", "title", "client", "author", "currency", "created_utc",
                           "modified_utc", "notes", "title_zh"},
                          "id"};

// An entity with a field table (model/FieldSpec.h): the columns written by
// hand (position, id, the name per language), then one per table field.
template <class Table>
TableDef entityTable(const char *name, std::vector<const char *> columns, const Table &fields)
{
    forEachSpec(fields, [&](const auto &spec) { columns.push_back(spec.column()); });
    return TableDef{name, std::move(columns), "position, id"};
}

const TableDef kWorkloadsTable =
    entityTable("workloads", {"position", "id", "name", "name_zh"}, fields::workload::kAll);

const TableDef kOptionsTable =
    entityTable("options", {"position", "id", "name", "name_zh"}, fields::option::kAll);

const TableDef kAssumptionsTable{
    "assumptions",
    {"position", "key", "low", "likely", "high", "unit", "source", "date", "confidence"},
    "position, key"};

const TableDef kUserCardsTable{"user_cards", {"position", "id", "json"}, "position, id"};
const TableDef kUserFacilitiesTable{"user_facilities", {"position", "id", "json"}, "position, id"};
const TableDef kUserContractsTable{"user_contracts", {"position", "id", "json"}, "position, id"};

const TableDef kChecklistTable{
    "checklist",
    {"position", "item_id", "option_id", "status", "note", "date", "checked_by"},
    "position, item_id, option_id"};

const TableDef kEvidenceTable{
    "evidence",
    {"position", "id", "option_id", "item_id", "kind", "file_name", "imported_utc", "text", "note"},
    "position, id"};

const TableDef kQuotesTable{"quotes", {"position", "id", "json"}, "position, id"};

const TableDef kDisabledCostLinesTable{"disabled_cost_lines", {"code"}, "code"};

const TableDef kProcurementTable{
    "procurement",
    {"id", "capital_budget_cny", "monthly_budget_cny", "restricted_card_source"},
    "id"};

const TableDef kVouchersTable{"vouchers",
                              {"position", "id", "programme", "preset", "share", "cap_cny_per_year",
                               "providers", "refund_months", "approval_low", "approval_likely",
                               "approval_high", "notes"},
                              "position, id"};

std::string joinColumns(const TableDef &t, std::string_view prefix)
{
    std::string out;
    for (const char *column : t.columns) {
        if (!out.empty())
            out += ", ";
        out += prefix;
        out += column;
    }
    return out;
}

std::string insertSql(const TableDef &t)
{
    return std::string("INSERT INTO ") + t.name + " (" + joinColumns(t, "") + ") VALUES (" +
           joinColumns(t, ":") + ")";
}

std::string selectSql(const TableDef &t)
{
    return "SELECT " + joinColumns(t, "") + " FROM " + t.name + " ORDER BY " + t.orderBy;
}

// "table.column (row id)": the detail of store.bad_data.
std::string where(const TableDef &t, std::string_view column, std::string_view rowId)
{
    std::string out = t.name;
    out += '.';
    out += column;
    out += " (";
    out += rowId;
    out += ')';
    return out;
}

// The row id comes from the file: any bytes.
Error badData(const std::string &subject, const std::string &detail)
{
    return Error{ErrorCode::StoreBadData, subject, oneLine(detail)};
}

// ---------------------------------------------------------------------------
// Writing rows

class Inserter final
{
public:
    Inserter(SqliteDb &db, const TableDef &table, const std::string &subject)
        : m_db(db), m_table(table), m_subject(subject), m_st(db.handle(), insertSql(table))
    {
    }

    Status prepared() const
    {
        if (m_st.isPrepared())
            return Ok{};
        return sqliteError(m_db, m_st.prepareResult(), m_subject,
                           std::string("prepare insert ") + m_table.name);
    }

    void beginRow(std::string rowId)
    {
        m_rowId = std::move(rowId);
        m_error.reset();
    }

    void text(const char *column, std::string_view value) { m_st.bindText(param(column), value); }

    void real(const char *column, double value)
    {
        // SQLite would store NaN as NULL and keep infinities, neither of which
        // loads back as a number; refuse here so the file always loads.
        if (!std::isfinite(value) && !m_error)
            m_error = badData(m_subject, where(m_table, column, m_rowId));
        m_st.bindDouble(param(column), value);
    }

    // An unset value is NULL: the column must allow it (a budget with no limit).
    void real(const char *column, const std::optional<double> &value)
    {
        if (value)
            real(column, *value);
        else
            m_st.bindNull(param(column));
    }

    void integer(const char *column, std::int64_t value) { m_st.bindInt64(param(column), value); }
    void boolean(const char *column, bool value) { integer(column, value ? 1 : 0); }

    template <class E> void code(const char *column, E value) { text(column, toCode(value)); }

    // A field of an entity's table, stored as its type says (model/FieldSpec.h).
    template <class V> void field(const char *column, const V &value)
    {
        if constexpr (std::is_enum_v<V>)
            code(column, value);
        else if constexpr (std::is_same_v<V, bool>)
            boolean(column, value);
        else if constexpr (std::is_same_v<V, int>)
            integer(column, value);
        else if constexpr (std::is_same_v<V, double>)
            real(column, value);
        else
            text(column, value);
    }

    Status insert()
    {
        if (m_error) {
            m_st.reset();
            return *m_error;
        }
        const int rc = m_st.step();
        std::optional<Error> error;
        if (rc != SQLITE_DONE)
            error = failure(rc);
        m_st.reset();
        if (error)
            return *error;
        return Ok{};
    }

private:
    const char *param(const char *column)
    {
        m_param = ":";
        m_param += column;
        return m_param.c_str();
    }

    // A constraint names its column in SQLite's message ("NOT NULL constraint
    // failed: options.name", "CHECK constraint failed: card_count" -- our CHECKs
    // are named after their column); turn it into the bad_data detail.
    Error failure(int rc) const
    {
        if ((rc & 0xff) != SQLITE_CONSTRAINT)
            return sqliteError(m_db, rc, m_subject, std::string("insert ") + m_table.name);
        std::string columns = m_db.errorMessage();
        const auto colon = columns.find(": ");
        if (colon != std::string::npos)
            columns.erase(0, colon + 2);
        const std::string prefix = std::string(m_table.name) + '.';
        if (columns.compare(0, prefix.size(), prefix) == 0)
            columns.erase(0, prefix.size());
        return badData(m_subject, where(m_table, columns, m_rowId));
    }

    SqliteDb &m_db;
    const TableDef &m_table;
    const std::string &m_subject;
    Statement m_st;
    std::string m_rowId;
    std::string m_param;
    std::optional<Error> m_error;
};

Status writeMeta(SqliteDb &db, const ProjectMeta &m, const std::string &subject)
{
    Inserter ins(db, kMetaTable, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    ins.beginRow("meta");
    ins.integer("id", 1);
    ins.text("title", m.title);
    ins.text("title_zh", m.titleZh);
    ins.text("client", m.client);
    ins.text("author", m.author);
    ins.text("currency", m.currency);
    ins.text("created_utc", m.createdUtc);
    ins.text("modified_utc", m.modifiedUtc);
    ins.text("notes", m.notes);
    return ins.insert();
}

Status writeProcurement(SqliteDb &db, const Procurement &p, const std::string &subject)
{
    Inserter ins(db, kProcurementTable, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    ins.beginRow("procurement");
    ins.integer("id", 1);
    ins.real("capital_budget_cny", p.capitalBudgetCny);
    ins.real("monthly_budget_cny", p.monthlyBudgetCny);
    ins.boolean("restricted_card_source", p.restrictedCardSource);
    return ins.insert();
}

// The rows of entities with a field table: position, id and the name per
// language by hand, every other column from the table.
template <class Entity>
Status writeEntities(SqliteDb &db, const TableDef &table, const std::vector<Entity> &entities,
                     const std::string &subject)
{
    Inserter ins(db, table, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    std::int64_t position = 0;
    for (const Entity &e : entities) {
        ins.beginRow(e.id);
        ins.integer("position", position++);
        ins.text("id", e.id);
        ins.text("name", e.name);
        ins.text("name_zh", e.nameZh);
        forEachField(e,
                     [&](const auto &spec, const auto &value) { ins.field(spec.column(), value); });
        if (auto st = ins.insert(); !st)
            return st;
    }
    return Ok{};
}

Status writeAssumptions(SqliteDb &db, const std::vector<Assumption> &assumptions,
                        const std::string &subject)
{
    Inserter ins(db, kAssumptionsTable, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    std::int64_t position = 0;
    for (const Assumption &a : assumptions) {
        ins.beginRow(a.key);
        ins.integer("position", position++);
        ins.text("key", a.key);
        ins.real("low", a.value.low);
        ins.real("likely", a.value.likely);
        ins.real("high", a.value.high);
        ins.text("unit", a.unit);
        ins.text("source", a.provenance.source);
        ins.text("date", a.provenance.date);
        ins.code("confidence", a.provenance.confidence);
        if (auto st = ins.insert(); !st)
            return st;
    }
    return Ok{};
}

// The JSON reader of each catalog entry type, to check on save that what we
// write will load (the codec validates more than the types we can see here).
Result<Card> decodeEntry(const nlohmann::json &j, const Card *)
{
    return cardFromJson(j, "");
}
Result<Facility> decodeEntry(const nlohmann::json &j, const Facility *)
{
    return facilityFromJson(j, "");
}
Result<Contract> decodeEntry(const nlohmann::json &j, const Contract *)
{
    return contractFromJson(j, "");
}
Result<ProviderQuote> decodeEntry(const nlohmann::json &j, const ProviderQuote *)
{
    return quoteFromJson(j, "");
}

Error jsonProblem(const std::string &subject, const TableDef &t, std::string_view rowId,
                  const Error &jsonError)
{
    std::string detail = where(t, "json", rowId);
    detail += ": ";
    detail += errorCodeText(jsonError.code);
    if (!jsonError.subject.empty())
        detail += ' ' + jsonError.subject;
    if (const std::string what = detailText(jsonError); !what.empty())
        detail += ' ' + what;
    return badData(subject, detail);
}

template <class T>
Status writeCatalogEntries(SqliteDb &db, const TableDef &table, const std::vector<T> &entries,
                           const std::string &subject)
{
    Inserter ins(db, table, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    std::int64_t position = 0;
    for (const T &entry : entries) {
        std::string text;
        try {
            const nlohmann::json j = toJson(entry);
            // An entry that would not load back must not be written: the
            // file would then be refused as a whole.
            const Result<T> check = decodeEntry(j, static_cast<const T *>(nullptr));
            if (!check)
                return jsonProblem(subject, table, entry.id, check.error());
            text = j.dump(); // strict: throws on invalid UTF-8 rather than alter text
        } catch (const std::exception &e) {
            return badData(subject, where(table, "json", entry.id) + ": " + e.what());
        }
        ins.beginRow(entry.id);
        ins.integer("position", position++);
        ins.text("id", entry.id);
        ins.text("json", text);
        if (auto st = ins.insert(); !st)
            return st;
    }
    return Ok{};
}

Status writeChecklist(SqliteDb &db, const std::vector<ChecklistEntry> &checklist,
                      const std::string &subject)
{
    Inserter ins(db, kChecklistTable, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    std::int64_t position = 0;
    for (const ChecklistEntry &e : checklist) {
        ins.beginRow(e.itemId + '/' + e.optionId);
        ins.integer("position", position++);
        ins.text("item_id", e.itemId);
        ins.text("option_id", e.optionId);
        ins.code("status", e.status);
        ins.text("note", e.note);
        ins.text("date", e.date);
        ins.text("checked_by", e.checkedBy);
        if (auto st = ins.insert(); !st)
            return st;
    }
    return Ok{};
}

// Evidence text is whatever a tool printed: refuse on save what the loader
// would refuse (not UTF-8, over the cap) rather than write a file that does
// not open.
bool storableEvidenceText(std::string_view text)
{
    return text.size() <= kMaxEvidenceBytes && isValidUtf8(text);
}

Status writeEvidence(SqliteDb &db, const std::vector<EvidenceRecord> &evidence,
                     const std::string &subject)
{
    Inserter ins(db, kEvidenceTable, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    std::int64_t position = 0;
    for (const EvidenceRecord &e : evidence) {
        if (!storableEvidenceText(e.text))
            return badData(subject, where(kEvidenceTable, "text", e.id));
        ins.beginRow(e.id);
        ins.integer("position", position++);
        ins.text("id", e.id);
        ins.text("option_id", e.optionId);
        ins.text("item_id", e.itemId);
        ins.code("kind", e.kind);
        ins.text("file_name", e.fileName);
        ins.text("imported_utc", e.importedUtc);
        ins.text("text", e.text);
        ins.text("note", e.note);
        if (auto st = ins.insert(); !st)
            return st;
    }
    return Ok{};
}

// The loader refuses codes it does not know; refuse them here too rather
// than write a file that does not open. A code listed twice breaks the
// primary key and is refused the same way.
Status writeDisabledCostLines(SqliteDb &db, const std::vector<std::string> &codes,
                              const std::string &subject)
{
    Inserter ins(db, kDisabledCostLinesTable, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    for (const std::string &code : codes) {
        if (!isCostLineCode(code))
            return badData(subject, where(kDisabledCostLinesTable, "code", code));
        ins.beginRow(code);
        ins.text("code", code);
        if (auto st = ins.insert(); !st)
            return st;
    }
    return Ok{};
}

Status writeVouchers(SqliteDb &db, const std::vector<Voucher> &vouchers, const std::string &subject)
{
    Inserter ins(db, kVouchersTable, subject);
    if (auto st = ins.prepared(); !st)
        return st;
    std::int64_t position = 0;
    for (const Voucher &v : vouchers) {
        ins.beginRow(v.id);
        ins.integer("position", position++);
        ins.text("id", v.id);
        ins.text("programme", v.programme);
        ins.text("preset", v.presetId);
        ins.real("share", v.share);
        ins.real("cap_cny_per_year", v.capCnyPerYear);
        ins.text("providers", nlohmann::json(v.providers)
                                  .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        ins.real("refund_months", v.refundMonths);
        ins.real("approval_low", v.approval.low);
        ins.real("approval_likely", v.approval.likely);
        ins.real("approval_high", v.approval.high);
        ins.text("notes", v.notes);
        if (auto st = ins.insert(); !st)
            return st;
    }
    return Ok{};
}

Status writeRows(SqliteDb &db, const Project &p, const std::string &subject)
{
    if (auto st = writeMeta(db, p.meta, subject); !st)
        return st;
    if (auto st = writeProcurement(db, p.procurement, subject); !st)
        return st;
    if (auto st = writeEntities(db, kWorkloadsTable, p.workloads, subject); !st)
        return st;
    if (auto st = writeEntities(db, kOptionsTable, p.options, subject); !st)
        return st;
    if (auto st = writeAssumptions(db, p.assumptions, subject); !st)
        return st;
    if (auto st = writeCatalogEntries(db, kUserCardsTable, p.userCatalog.cards, subject); !st)
        return st;
    if (auto st = writeCatalogEntries(db, kUserFacilitiesTable, p.userCatalog.facilities, subject);
        !st)
        return st;
    if (auto st = writeCatalogEntries(db, kUserContractsTable, p.userCatalog.contracts, subject);
        !st)
        return st;
    if (auto st = writeChecklist(db, p.checklist, subject); !st)
        return st;
    if (auto st = writeEvidence(db, p.evidence, subject); !st)
        return st;
    if (auto st = writeCatalogEntries(db, kQuotesTable, p.quotes, subject); !st)
        return st;
    if (auto st = writeDisabledCostLines(db, p.disabledCostLines, subject); !st)
        return st;
    return writeVouchers(db, p.vouchers, subject);
}

// ---------------------------------------------------------------------------
// Reading rows

class RowReader final
{
public:
    RowReader(const Statement &st, const TableDef &table, const std::string &subject)
        : m_st(st), m_table(table), m_subject(subject)
    {
    }

    void beginRow(std::string rowId)
    {
        m_rowId = std::move(rowId);
        m_error.reset();
    }
    void setRowId(std::string rowId) { m_rowId = std::move(rowId); }
    const std::optional<Error> &error() const { return m_error; }

    // Every TEXT value passes here: one place refuses bytes that are not
    // UTF-8, which the JSON writer and the UI cannot carry (sqlite3 lets
    // CAST(X'C328' AS TEXT) store anything).
    std::string text(const char *column)
    {
        return boundedText(column, std::numeric_limits<std::size_t>::max());
    }

    // A TEXT value of at most maxBytes, checked before it is copied, so a
    // hostile file cannot make the loader allocate its size.
    std::string boundedText(const char *column, std::size_t maxBytes)
    {
        const int index = indexOf(column);
        if (index < 0 || m_st.columnType(index) != SQLITE_TEXT ||
            static_cast<std::size_t>(m_st.columnBytes(index)) > maxBytes) {
            fail(column);
            return {};
        }
        std::string value = m_st.columnText(index);
        if (!isValidUtf8(value)) {
            fail(column);
            return {};
        }
        return value;
    }

    double real(const char *column)
    {
        const int index = indexOf(column);
        const int type = index < 0 ? SQLITE_NULL : m_st.columnType(index);
        // A REAL column hands integral values back as FLOAT; INTEGER is also
        // accepted for files written by other tools. NULL is how SQLite
        // stores a NaN.
        if (type != SQLITE_FLOAT && type != SQLITE_INTEGER) {
            fail(column);
            return 0.0;
        }
        const double value = m_st.columnDouble(index);
        if (!std::isfinite(value)) {
            fail(column);
            return 0.0;
        }
        return value;
    }

    // A REAL column that may be NULL (unset); anything else must be a number.
    std::optional<double> optionalReal(const char *column)
    {
        const int index = indexOf(column);
        if (index >= 0 && m_st.columnType(index) == SQLITE_NULL)
            return std::nullopt;
        return real(column);
    }

    int integer(const char *column)
    {
        const int index = indexOf(column);
        if (index < 0 || m_st.columnType(index) != SQLITE_INTEGER) {
            fail(column);
            return 0;
        }
        const std::int64_t value = m_st.columnInt64(index);
        if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max()) {
            fail(column);
            return 0;
        }
        return static_cast<int>(value);
    }

    bool boolean(const char *column)
    {
        const int value = integer(column);
        if (value != 0 && value != 1)
            fail(column);
        return value == 1;
    }

    template <class E> E code(const char *column)
    {
        const std::string text = this->text(column);
        const std::optional<E> value = fromCode<E>(text);
        if (!value) {
            fail(column);
            return E{};
        }
        return *value;
    }

    // A field of an entity's table, read as its type says (model/FieldSpec.h).
    template <class V> void field(const char *column, V &out)
    {
        if constexpr (std::is_enum_v<V>)
            out = code<V>(column);
        else if constexpr (std::is_same_v<V, bool>)
            out = boolean(column);
        else if constexpr (std::is_same_v<V, int>)
            out = integer(column);
        else if constexpr (std::is_same_v<V, double>)
            out = real(column);
        else
            out = text(column);
    }

    void fail(std::string_view column)
    {
        if (!m_error)
            m_error = badData(m_subject, where(m_table, column, m_rowId));
    }

private:
    int indexOf(const char *column) const
    {
        for (std::size_t i = 0; i < m_table.columns.size(); ++i)
            if (std::strcmp(m_table.columns[i], column) == 0)
                return static_cast<int>(i);
        return -1;
    }

    const Statement &m_st;
    const TableDef &m_table;
    const std::string &m_subject;
    std::string m_rowId;
    std::optional<Error> m_error;
};

// Runs the SELECT for `table` and calls decode(reader) for each row; decode
// returns false to stop (its error is in the reader).
template <class Decode>
Status forEachRow(SqliteDb &db, const TableDef &table, const std::string &subject, Decode decode)
{
    Statement st(db.handle(), selectSql(table));
    if (!st.isPrepared()) {
        // A missing table or column: the file's schema is not what its
        // user_version promises.
        Error error =
            sqliteError(db, st.prepareResult(), subject, std::string("select ") + table.name);
        error.code = ErrorCode::StoreCorrupt;
        return error;
    }
    RowReader reader(st, table, subject);
    int rc = SQLITE_ROW;
    for (std::int64_t row = 0; (rc = st.step()) == SQLITE_ROW; ++row) {
        reader.beginRow("#" + std::to_string(row));
        decode(reader);
        if (reader.error())
            return *reader.error();
    }
    if (rc != SQLITE_DONE)
        return sqliteError(db, rc, subject, std::string("select ") + table.name);
    return Ok{};
}

Status readMeta(SqliteDb &db, ProjectMeta &m, const std::string &subject)
{
    bool found = false;
    Status st = forEachRow(db, kMetaTable, subject, [&](RowReader &r) {
        if (found)
            return; // the CHECK (id = 1) allows one row; ignore extras in odd files
        found = true;
        r.setRowId("meta");
        m.title = r.text("title");
        m.titleZh = r.text("title_zh");
        m.client = r.text("client");
        m.author = r.text("author");
        m.currency = r.text("currency");
        m.createdUtc = r.text("created_utc");
        m.modifiedUtc = r.text("modified_utc");
        m.notes = r.text("notes");
    });
    if (st && !found)
        return badData(subject, "meta (no row)");
    return st;
}

// At most one row; none (a migrated file) leaves the defaults. The CHECKs
// keep budgets positive in files we write; a file from elsewhere gets the
// same rule here.
Status readProcurement(SqliteDb &db, Procurement &p, const std::string &subject)
{
    bool found = false;
    return forEachRow(db, kProcurementTable, subject, [&](RowReader &r) {
        if (found)
            return;
        found = true;
        r.setRowId("procurement");
        p.capitalBudgetCny = r.optionalReal("capital_budget_cny");
        if (p.capitalBudgetCny && !(*p.capitalBudgetCny > 0.0))
            r.fail("capital_budget_cny");
        p.monthlyBudgetCny = r.optionalReal("monthly_budget_cny");
        if (p.monthlyBudgetCny && !(*p.monthlyBudgetCny > 0.0))
            r.fail("monthly_budget_cny");
        p.restrictedCardSource = r.boolean("restricted_card_source");
    });
}

template <class Entity>
Status readEntities(SqliteDb &db, const TableDef &table, std::vector<Entity> &out,
                    const std::string &subject)
{
    return forEachRow(db, table, subject, [&](RowReader &r) {
        Entity e;
        e.id = r.text("id");
        r.setRowId(e.id);
        e.name = r.text("name");
        e.nameZh = r.text("name_zh");
        forEachField(e, [&](const auto &spec, auto &value) { r.field(spec.column(), value); });
        out.push_back(std::move(e));
    });
}

Status readAssumptions(SqliteDb &db, std::vector<Assumption> &out, const std::string &subject)
{
    return forEachRow(db, kAssumptionsTable, subject, [&](RowReader &r) {
        Assumption a;
        a.key = r.text("key");
        r.setRowId(a.key);
        a.value.low = r.real("low");
        a.value.likely = r.real("likely");
        a.value.high = r.real("high");
        a.unit = r.text("unit");
        a.provenance.source = r.text("source");
        a.provenance.date = r.text("date");
        a.provenance.confidence = r.code<Confidence>("confidence");
        out.push_back(std::move(a));
    });
}

template <class T>
Status readCatalogEntries(SqliteDb &db, const TableDef &table, std::vector<T> &out,
                          const std::string &subject)
{
    std::optional<Error> problem;
    Status st = forEachRow(db, table, subject, [&](RowReader &r) {
        const std::string id = r.text("id");
        r.setRowId(id);
        const std::string text = r.text("json");
        if (r.error())
            return;
        try {
            const Result<nlohmann::json> j = parseJson(text);
            if (!j) {
                problem = jsonProblem(subject, table, id, j.error());
                return;
            }
            Result<T> entry = decodeEntry(j.value(), static_cast<const T *>(nullptr));
            if (!entry) {
                problem = jsonProblem(subject, table, id, entry.error());
                return;
            }
            if (entry.value().id != id) {
                problem = badData(subject, where(table, "id", id));
                return;
            }
            out.push_back(std::move(entry).value());
        } catch (const std::exception &e) {
            // The codec should not throw, but this text comes from an
            // untrusted file; never let it escape as an exception.
            problem = badData(subject, where(table, "json", id) + ": " + e.what());
        }
        if (problem)
            r.fail("json");
    });
    if (problem)
        return *problem;
    return st;
}

Status readChecklist(SqliteDb &db, std::vector<ChecklistEntry> &out, const std::string &subject)
{
    return forEachRow(db, kChecklistTable, subject, [&](RowReader &r) {
        ChecklistEntry e;
        e.itemId = r.text("item_id");
        e.optionId = r.text("option_id");
        r.setRowId(e.itemId + '/' + e.optionId);
        e.status = r.code<CheckStatus>("status");
        e.note = r.text("note");
        e.date = r.text("date");
        e.checkedBy = r.text("checked_by");
        out.push_back(std::move(e));
    });
}

Status readEvidence(SqliteDb &db, std::vector<EvidenceRecord> &out, const std::string &subject)
{
    return forEachRow(db, kEvidenceTable, subject, [&](RowReader &r) {
        EvidenceRecord e;
        e.id = r.text("id");
        r.setRowId(e.id);
        e.optionId = r.text("option_id");
        e.itemId = r.text("item_id");
        e.kind = r.code<EvidenceKind>("kind");
        e.fileName = r.text("file_name");
        e.importedUtc = r.text("imported_utc");
        e.text = r.boundedText("text", kMaxEvidenceBytes);
        e.note = r.text("note");
        out.push_back(std::move(e));
    });
}

// Rows come back sorted by code (the table's order), which is the order the
// model keeps. Each code is bounded before it is copied and must be one the
// cost engine prices: a line this version does not know cannot be switched
// off, and ignoring it would silently count a cost the user had left out.
Status readDisabledCostLines(SqliteDb &db, std::vector<std::string> &out,
                             const std::string &subject)
{
    return forEachRow(db, kDisabledCostLinesTable, subject, [&](RowReader &r) {
        std::string code = r.boundedText("code", kMaxCostLineCodeBytes);
        if (r.error())
            return;
        r.setRowId(code);
        if (!isCostLineCode(code)) {
            r.fail("code");
            return;
        }
        out.push_back(std::move(code));
    });
}

} // namespace

Status writeProject(SqliteDb &db, const Project &p, const std::string &subject)
{
    int rc = db.exec("BEGIN IMMEDIATE");
    if (rc != SQLITE_OK)
        return sqliteError(db, rc, subject, "begin");
    Status st = writeRows(db, p, subject);
    if (st) {
        rc = db.exec("COMMIT");
        if (rc != SQLITE_OK)
            st = sqliteError(db, rc, subject, "commit");
    }
    if (!st)
        db.exec("ROLLBACK");
    return st;
}

// The providers column holds a JSON array of strings; anything else (only a
// damaged or hand-made file has it) is refused naming the row.
Status readVouchers(SqliteDb &db, std::vector<Voucher> &out, const std::string &subject)
{
    return forEachRow(db, kVouchersTable, subject, [&](RowReader &r) {
        Voucher v;
        v.id = r.text("id");
        r.setRowId(v.id);
        v.programme = r.text("programme");
        v.presetId = r.text("preset");
        v.share = r.real("share");
        v.capCnyPerYear = r.real("cap_cny_per_year");
        const std::string providers = r.text("providers");
        v.refundMonths = r.real("refund_months");
        v.approval.low = r.real("approval_low");
        v.approval.likely = r.real("approval_likely");
        v.approval.high = r.real("approval_high");
        v.notes = r.text("notes");
        if (r.error())
            return;
        const Result<nlohmann::json> list = parseJson(providers);
        if (!list || !list.value().is_array() ||
            list.value().size() > VoucherLimits::kMaxProviders) {
            r.fail("providers");
            return;
        }
        for (const nlohmann::json &item : list.value()) {
            if (!item.is_string()) {
                r.fail("providers");
                return;
            }
            v.providers.push_back(item.get<std::string>());
        }
        out.push_back(std::move(v));
    });
}

Result<Project> readProject(SqliteDb &db, const std::string &subject)
{
    Project p;
    if (auto st = readMeta(db, p.meta, subject); !st)
        return st.error();
    if (auto st = readProcurement(db, p.procurement, subject); !st)
        return st.error();
    if (auto st = readEntities(db, kWorkloadsTable, p.workloads, subject); !st)
        return st.error();
    if (auto st = readEntities(db, kOptionsTable, p.options, subject); !st)
        return st.error();
    if (auto st = readAssumptions(db, p.assumptions, subject); !st)
        return st.error();
    if (auto st = readCatalogEntries(db, kUserCardsTable, p.userCatalog.cards, subject); !st)
        return st.error();
    if (auto st = readCatalogEntries(db, kUserFacilitiesTable, p.userCatalog.facilities, subject);
        !st)
        return st.error();
    if (auto st = readCatalogEntries(db, kUserContractsTable, p.userCatalog.contracts, subject);
        !st)
        return st.error();
    if (auto st = readChecklist(db, p.checklist, subject); !st)
        return st.error();
    if (auto e = exceededLimit(p, subject))
        return *e;
    // Evidence rows hold up to 4 MiB each: count them before reading any.
    std::int64_t evidenceRows = 0;
    if (const int rc = db.queryInt("SELECT count(*) FROM evidence", evidenceRows);
        rc != SQLITE_OK) {
        Error error = sqliteError(db, rc, subject, "count evidence");
        if ((rc & 0xff) == SQLITE_ERROR)
            error.code = ErrorCode::StoreCorrupt; // no such table: not what the version promises
        return error;
    }
    if (evidenceRows > static_cast<std::int64_t>(ProjectLimits::kMaxEvidenceRecords))
        return Error{ErrorCode::ProjectTooLarge, subject,
                     "evidence " + std::to_string(evidenceRows) + " > " +
                         std::to_string(ProjectLimits::kMaxEvidenceRecords)};
    if (auto st = readEvidence(db, p.evidence, subject); !st)
        return st.error();
    if (auto st = readDisabledCostLines(db, p.disabledCostLines, subject); !st)
        return st.error();
    if (auto st = readCatalogEntries(db, kQuotesTable, p.quotes, subject); !st)
        return st.error();
    if (auto st = readVouchers(db, p.vouchers, subject); !st)
        return st.error();
    if (auto e = exceededLimit(p, subject))
        return *e;
    return p;
}

} // namespace suanpan::store
