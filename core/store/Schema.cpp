#include "store/Schema.h"

#include <sqlite3.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "model/Names.h"
#include "store/ProjectStore.h"

namespace suanpan::store {

namespace {

// PRAGMAs take no bound parameters, so the id is spelled out in the script.
static_assert(ProjectStore::kApplicationId == 1398096206, "update kCreateV1");

// Version 1 as shipped. Frozen: never edit it, add a migration instead
// (tests/data/project_v1.sql is a v1 file written from this text).
//
// Notes on the choices:
// - Every column is NOT NULL: SQLite stores a NaN bound as a double as NULL,
//   so NOT NULL turns a NaN slipping into a save into an error instead of a
//   file that does not load back.
// - CHECK constraints are named after their column, so the failure message
//   names the column ("CHECK constraint failed: card_count").
// - Enum columns hold the stable codes from model/Enums.cpp without a CHECK
//   list, so a new enum value does not need a schema migration; the loader
//   rejects unknown codes.
// - `position` keeps each collection in the user's order.
// - User catalog entries are stored as catalog JSON (resources/catalogs/
//   README.md): they are catalog entries, and the catalog format already has
//   a versioned, validated codec.
constexpr std::string_view kCreateV1 = R"sql(
CREATE TABLE meta (
    id INTEGER PRIMARY KEY NOT NULL CONSTRAINT id CHECK (id = 1),
    title TEXT NOT NULL,
    client TEXT NOT NULL,
    author TEXT NOT NULL,
    currency TEXT NOT NULL,
    created_utc TEXT NOT NULL,
    modified_utc TEXT NOT NULL,
    notes TEXT NOT NULL
);
CREATE TABLE workloads (
    position INTEGER NOT NULL,
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    scenario TEXT NOT NULL,
    params_total REAL NOT NULL,
    params_active REAL NOT NULL,
    layers INTEGER NOT NULL,
    hidden_size INTEGER NOT NULL,
    attention_heads INTEGER NOT NULL,
    kv_heads INTEGER NOT NULL,
    ffn_size INTEGER NOT NULL,
    vocab_size INTEGER NOT NULL,
    experts INTEGER NOT NULL,
    experts_per_token INTEGER NOT NULL,
    tied_embeddings INTEGER NOT NULL
        CONSTRAINT tied_embeddings CHECK (tied_embeddings IN (0, 1)),
    model_source TEXT NOT NULL,
    precision TEXT NOT NULL,
    training_tokens REAL NOT NULL,
    sequence_length INTEGER NOT NULL,
    global_batch INTEGER NOT NULL,
    deadline_days REAL NOT NULL,
    lora_rank INTEGER NOT NULL,
    prompt_tokens INTEGER NOT NULL,
    output_tokens INTEGER NOT NULL,
    concurrency INTEGER NOT NULL,
    requests_per_second REAL NOT NULL,
    ttft_target_seconds REAL NOT NULL,
    dataset_bytes REAL NOT NULL,
    notes TEXT NOT NULL
);
CREATE TABLE options (
    position INTEGER NOT NULL,
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    card_id TEXT NOT NULL,
    card_count INTEGER NOT NULL CONSTRAINT card_count CHECK (card_count > 0),
    facility_id TEXT NOT NULL,
    contract_id TEXT NOT NULL,
    acquisition TEXT NOT NULL
);
CREATE TABLE assumptions (
    position INTEGER NOT NULL,
    key TEXT PRIMARY KEY NOT NULL,
    low REAL NOT NULL,
    likely REAL NOT NULL,
    high REAL NOT NULL,
    unit TEXT NOT NULL,
    source TEXT NOT NULL,
    date TEXT NOT NULL,
    confidence TEXT NOT NULL
);
CREATE TABLE user_cards (
    position INTEGER NOT NULL,
    id TEXT PRIMARY KEY NOT NULL,
    json TEXT NOT NULL
);
CREATE TABLE user_facilities (
    position INTEGER NOT NULL,
    id TEXT PRIMARY KEY NOT NULL,
    json TEXT NOT NULL
);
CREATE TABLE user_contracts (
    position INTEGER NOT NULL,
    id TEXT PRIMARY KEY NOT NULL,
    json TEXT NOT NULL
);
PRAGMA application_id = 1398096206;
PRAGMA user_version = 1;
)sql";

struct Migration {
    int from;
    std::string_view sql; // ends by setting user_version to from + 1
};

// 1 -> 2: options gain the shortlist flag and notes; the verification
// checklist (one row per item and option; option_id '' = whole project, so
// no foreign key to options).
constexpr std::array kMigrations{
    Migration{1, R"sql(
ALTER TABLE options ADD COLUMN chosen INTEGER NOT NULL DEFAULT 0
    CONSTRAINT chosen CHECK (chosen IN (0, 1));
ALTER TABLE options ADD COLUMN notes TEXT NOT NULL DEFAULT '';
CREATE TABLE checklist (
    position INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    option_id TEXT NOT NULL,
    status TEXT NOT NULL,
    note TEXT NOT NULL,
    date TEXT NOT NULL,
    checked_by TEXT NOT NULL,
    PRIMARY KEY (item_id, option_id)
);
PRAGMA user_version = 2;
)sql"},
    // 2 -> 3: the finer architecture a config.json gives (head width, biases,
    // MLP kind, MoE layout, multi-head latent attention), so an imported
    // model keeps its KV-cache size and parameter count.
    Migration{2, R"sql(
ALTER TABLE workloads ADD COLUMN head_dim INTEGER NOT NULL DEFAULT 0;
ALTER TABLE workloads ADD COLUMN attention_bias INTEGER NOT NULL DEFAULT 0
    CONSTRAINT attention_bias CHECK (attention_bias IN (0, 1));
ALTER TABLE workloads ADD COLUMN gated_ffn INTEGER NOT NULL DEFAULT 1
    CONSTRAINT gated_ffn CHECK (gated_ffn IN (0, 1));
ALTER TABLE workloads ADD COLUMN moe_ffn_size INTEGER NOT NULL DEFAULT 0;
ALTER TABLE workloads ADD COLUMN shared_experts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE workloads ADD COLUMN dense_layers INTEGER NOT NULL DEFAULT 0;
ALTER TABLE workloads ADD COLUMN kv_lora_rank INTEGER NOT NULL DEFAULT 0;
ALTER TABLE workloads ADD COLUMN q_lora_rank INTEGER NOT NULL DEFAULT 0;
ALTER TABLE workloads ADD COLUMN qk_rope_head_dim INTEGER NOT NULL DEFAULT 0;
ALTER TABLE workloads ADD COLUMN qk_nope_head_dim INTEGER NOT NULL DEFAULT 0;
ALTER TABLE workloads ADD COLUMN v_head_dim INTEGER NOT NULL DEFAULT 0;
PRAGMA user_version = 3;
)sql"},
    // 3 -> 4: acceptance evidence, the imported tool output kept as text
    // (option_id '' = whole project, as in the checklist). The CHECK holds
    // the text to kMaxEvidenceBytes bytes (model/Project.h).
    Migration{3, R"sql(
CREATE TABLE evidence (
    position INTEGER NOT NULL,
    id TEXT PRIMARY KEY NOT NULL,
    option_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    file_name TEXT NOT NULL,
    imported_utc TEXT NOT NULL,
    text TEXT NOT NULL CONSTRAINT text CHECK (length(CAST(text AS BLOB)) <= 4194304),
    note TEXT NOT NULL
);
PRAGMA user_version = 4;
)sql"},
    // 4 -> 5: the cost lines the user switched off, one row per code. A
    // table rather than a list in one column: each row is one value the
    // loader checks on its own (no list syntax to parse in a hostile file)
    // and the primary key keeps each code once. No CHECK lists the codes, so
    // a new cost line needs no migration; the loader refuses codes it does
    // not know (model/CostLineCodes.h).
    Migration{4, R"sql(
CREATE TABLE disabled_cost_lines (
    code TEXT PRIMARY KEY NOT NULL
);
PRAGMA user_version = 5;
)sql"},
    // 5 -> 6: what the option search may propose (model/Project.h
    // Procurement), at most one row; a file without one (every migrated
    // file) has the defaults: no budgets, no source for restricted cards. A
    // budget is NULL when there is no limit: the writer refuses non-finite
    // values before binding, so a NULL here can only mean "unset", never a
    // NaN that slipped in. The CHECKs let NULL through and refuse zero and
    // negative budgets.
    Migration{5, R"sql(
CREATE TABLE procurement (
    id INTEGER PRIMARY KEY NOT NULL CONSTRAINT id CHECK (id = 1),
    capital_budget_cny REAL CONSTRAINT capital_budget_cny CHECK (capital_budget_cny > 0),
    monthly_budget_cny REAL CONSTRAINT monthly_budget_cny CHECK (monthly_budget_cny > 0),
    restricted_card_source INTEGER NOT NULL DEFAULT 0
        CONSTRAINT restricted_card_source CHECK (restricted_card_source IN (0, 1))
);
PRAGMA user_version = 6;
)sql"},
    // 6 -> 7: each workload's schedule over the horizon (model/Workload.h
    // Schedule), the demand calendar of the portfolio. The defaults are a
    // schedule that starts in the first month and runs once (training) or
    // all day for the whole horizon (serving): what the plan assumed before.
    Migration{6, R"sql(
ALTER TABLE workloads ADD COLUMN schedule_start_month INTEGER NOT NULL DEFAULT 0
    CONSTRAINT schedule_start_month CHECK (schedule_start_month BETWEEN 0 AND 600);
ALTER TABLE workloads ADD COLUMN schedule_every_months INTEGER NOT NULL DEFAULT 0
    CONSTRAINT schedule_every_months CHECK (schedule_every_months BETWEEN 0 AND 600);
ALTER TABLE workloads ADD COLUMN schedule_duration_days REAL NOT NULL DEFAULT 0
    CONSTRAINT schedule_duration_days CHECK (schedule_duration_days >= 0);
ALTER TABLE workloads ADD COLUMN schedule_cards INTEGER NOT NULL DEFAULT 0
    CONSTRAINT schedule_cards CHECK (schedule_cards >= 0);
ALTER TABLE workloads ADD COLUMN schedule_peak_hours REAL NOT NULL DEFAULT 24
    CONSTRAINT schedule_peak_hours CHECK (schedule_peak_hours > 0 AND schedule_peak_hours <= 24);
ALTER TABLE workloads ADD COLUMN schedule_off_peak_share REAL NOT NULL DEFAULT 1
    CONSTRAINT schedule_off_peak_share CHECK (schedule_off_peak_share BETWEEN 0 AND 1);
PRAGMA user_version = 7;
)sql"},
    // 7 -> 8: the KV cache format a serving workload chose (model/Enums.h
    // KvPrecision codes). 'auto', the default, follows the weights as every
    // earlier file's estimates did, so a migrated file sizes as before.
    Migration{7, R"sql(
ALTER TABLE workloads ADD COLUMN kv_precision TEXT NOT NULL DEFAULT 'auto';
PRAGMA user_version = 8;
)sql"},
    // 8 -> 9: workloads, options and the project title get a name per
    // language (model/Names.h): the old column keeps the English name (or
    // the only one), the new one the Chinese. Names written "<zh> / <en>"
    // into the one column, as the example did, are split by
    // legacy_name_zh/_en (registered in migrate()); any other name stays as
    // it was, so the file reads as before.
    Migration{8, R"sql(
ALTER TABLE workloads ADD COLUMN name_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE options ADD COLUMN name_zh TEXT NOT NULL DEFAULT '';
ALTER TABLE meta ADD COLUMN title_zh TEXT NOT NULL DEFAULT '';
UPDATE workloads SET name_zh = legacy_name_zh(name), name = legacy_name_en(name)
    WHERE legacy_name_zh(name) <> '';
UPDATE options SET name_zh = legacy_name_zh(name), name = legacy_name_en(name)
    WHERE legacy_name_zh(name) <> '';
UPDATE meta SET title_zh = legacy_name_zh(title), title = legacy_name_en(title)
    WHERE legacy_name_zh(title) <> '';
PRAGMA user_version = 9;
)sql"},
    // 9 -> 10: compute vouchers (model/Project.h Voucher), one row each.
    // A migrated file has none: its totals are what they were. The
    // providers are a JSON array of strings in one column (a short list the
    // loader parses with the project JSON codec's own reader); the approval
    // chance is a low / likely / high range of fractions.
    Migration{9, R"sql(
CREATE TABLE vouchers (
    position INTEGER NOT NULL,
    id TEXT PRIMARY KEY NOT NULL,
    programme TEXT NOT NULL,
    preset TEXT NOT NULL,
    share REAL NOT NULL CONSTRAINT share CHECK (share > 0 AND share <= 1),
    cap_cny_per_year REAL NOT NULL CONSTRAINT cap_cny_per_year CHECK (cap_cny_per_year > 0),
    providers TEXT NOT NULL,
    refund_months REAL NOT NULL CONSTRAINT refund_months CHECK (refund_months >= 0),
    approval_low REAL NOT NULL CONSTRAINT approval_low CHECK (approval_low BETWEEN 0 AND 1),
    approval_likely REAL NOT NULL
        CONSTRAINT approval_likely CHECK (approval_likely BETWEEN 0 AND 1),
    approval_high REAL NOT NULL CONSTRAINT approval_high CHECK (approval_high BETWEEN 0 AND 1),
    notes TEXT NOT NULL
);
PRAGMA user_version = 10;
)sql"},
    // 10 -> 11: providers' quotes (model/Quote.h), one row each with the
    // quote as JSON like the user catalog's entries (the codec validates
    // every field on load), and the quote an option is priced from ('' =
    // the catalog, as every earlier file).
    Migration{10, R"sql(
CREATE TABLE quotes (
    position INTEGER NOT NULL,
    id TEXT PRIMARY KEY NOT NULL,
    json TEXT NOT NULL
);
ALTER TABLE options ADD COLUMN quote_id TEXT NOT NULL DEFAULT '';
PRAGMA user_version = 11;
)sql"},
};

static_assert(kMaxEvidenceBytes == 4194304, "update the evidence.text CHECK of migration 3->4");

static_assert(kMigrations.size() + 1 == ProjectStore::kSchemaVersion,
              "one migration per schema version after 1");

// legacy_name_zh(name): the Chinese half of a "<zh> / <en>" name, '' when
// it is not one; legacy_name_en(name): its English half, else the name as
// it is. Anything but text (only a damaged file has it) passes through.
void legacyNameHalf(sqlite3_context *context, int, sqlite3_value **args, bool chinese)
{
    sqlite3_value *value = args[0];
    std::optional<NameHalves> halves;
    if (sqlite3_value_type(value) == SQLITE_TEXT) {
        const auto *text = reinterpret_cast<const char *>(sqlite3_value_text(value));
        halves = splitLegacyName(
            std::string_view(text ? text : "", std::size_t(sqlite3_value_bytes(value))));
    }
    if (!halves) {
        if (chinese)
            sqlite3_result_text(context, "", 0, SQLITE_STATIC);
        else
            sqlite3_result_value(context, value);
        return;
    }
    const std::string &half = chinese ? halves->zh : halves->en;
    sqlite3_result_text(context, half.c_str(), int(half.size()), SQLITE_TRANSIENT);
}

int registerLegacyNameFunctions(SqliteDb &db)
{
    constexpr int kFlags = SQLITE_UTF8 | SQLITE_DETERMINISTIC;
    int rc = sqlite3_create_function_v2(
        db.handle(), "legacy_name_zh", 1, kFlags, nullptr,
        [](sqlite3_context *c, int n, sqlite3_value **v) { legacyNameHalf(c, n, v, true); },
        nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK)
        return rc;
    return sqlite3_create_function_v2(
        db.handle(), "legacy_name_en", 1, kFlags, nullptr,
        [](sqlite3_context *c, int n, sqlite3_value **v) { legacyNameHalf(c, n, v, false); },
        nullptr, nullptr, nullptr);
}

std::string stepName(int from)
{
    return "migration " + std::to_string(from) + "->" + std::to_string(from + 1);
}

struct StepFailure {
    int rc;
    Error error;
};

// Runs `sql` in one write transaction; on any failure rolls back and returns
// the failing step's result code and error (read before ROLLBACK, which
// would replace SQLite's message).
std::optional<StepFailure> runInTransaction(SqliteDb &db, std::string_view sql, int expectedVersion,
                                            const std::string &subject, const std::string &context)
{
    int rc = db.exec("BEGIN IMMEDIATE");
    if (rc != SQLITE_OK)
        return StepFailure{rc, sqliteError(db, rc, subject, context)};
    rc = db.exec(sql);
    std::optional<StepFailure> failure;
    if (rc != SQLITE_OK)
        failure = StepFailure{rc, sqliteError(db, rc, subject, context)};
    if (!failure) {
        std::int64_t version = 0;
        rc = db.queryInt("PRAGMA user_version", version);
        if (rc != SQLITE_OK)
            failure = StepFailure{rc, sqliteError(db, rc, subject, context)};
        else if (version != expectedVersion) // a script that forgot its bump is our bug
            failure = StepFailure{SQLITE_INTERNAL, Error{ErrorCode::StoreIo, subject,
                                                         context + ": user_version not set"}};
    }
    if (!failure) {
        rc = db.exec("COMMIT");
        if (rc != SQLITE_OK)
            failure = StepFailure{rc, sqliteError(db, rc, subject, context)};
    }
    if (failure)
        db.exec("ROLLBACK");
    return failure;
}

} // namespace

Status createSchema(SqliteDb &db, const std::string &subject)
{
    if (auto failure = runInTransaction(db, kCreateV1, 1, subject, "create schema"))
        return failure->error;
    return migrate(db, 1, subject);
}

Status migrate(SqliteDb &db, int fromVersion, const std::string &subject)
{
    if (fromVersion < 1 || fromVersion > ProjectStore::kSchemaVersion)
        return Error{ErrorCode::StoreCorrupt, subject,
                     "schema version " + std::to_string(fromVersion)};
    if (fromVersion < ProjectStore::kSchemaVersion) {
        if (const int rc = registerLegacyNameFunctions(db); rc != SQLITE_OK)
            return sqliteError(db, rc, subject, "register migration functions");
    }
    for (const Migration &m : kMigrations) {
        if (m.from < fromVersion)
            continue;
        auto failure = runInTransaction(db, m.sql, m.from + 1, subject, stepName(m.from));
        if (!failure)
            continue;
        // SQL errors here mean the tables are not what the file's version
        // promises (a column already there, a table missing, a row breaking a
        // new constraint): the file is damaged, not our I/O.
        const int primary = failure->rc & 0xff;
        if (primary == SQLITE_ERROR || primary == SQLITE_CONSTRAINT)
            failure->error.code = ErrorCode::StoreCorrupt;
        return failure->error;
    }
    return Ok{};
}

} // namespace suanpan::store
