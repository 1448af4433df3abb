-- A project file as schema version 1 wrote it (core/store/Schema.cpp,
-- kCreateV1): options without `chosen`/`notes`, no checklist table.
-- tst_store builds a database from this script and loads it to test the
-- 1 -> 2 migration. Keep it frozen, like the v1 schema itself.
PRAGMA application_id = 1398096206;
PRAGMA user_version = 1;

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

INSERT INTO meta VALUES (1, '深圳 LoRA 方案', 'Client Ltd', 'Li Wei', 'CNY',
    '2026-10-01T08:00:00Z', '2026-10-02T09:30:00Z', 'written by schema v1');

-- Positions deliberately disagree with id order.
INSERT INTO workloads VALUES (1, 'w-a', 'Serve 7B', 'inference',
    7e9, 7e9, 32, 4096, 32, 8, 14336, 128256, 0, 0, 0, 'preset llama-3-8b',
    'fp8', 0, 8192, 0, 0, 0, 1024, 256, 64, 12.5, 0.8, 0, '');
INSERT INTO workloads VALUES (0, 'w-b', 'Fine-tune 7B', 'lora',
    7.6e9, 7.6e9, 28, 3584, 28, 4, 18944, 152064, 0, 0, 1, 'config.json of Qwen2-7B',
    'bf16', 2e8, 4096, 64, 14, 16, 0, 0, 0, 0, 0, 5e10, 'two weeks');

INSERT INTO options VALUES (0, 'o-2', 'Cloud 4090', 'rtx-4090', 8, 'gpu-cloud', 'hourly', 'rent');
INSERT INTO options VALUES (1, 'o-1', 'Own box', 'l20', 4, 'office', '', 'build');

INSERT INTO assumptions VALUES (0, 'mfu', 0.3, 0.4, 0.5, 'fraction', 'seed 004', '2026',
    'medium');

INSERT INTO user_cards VALUES (0, 'my-card', '{"id": "my-card",
  "name": {"zh": "自定义卡", "en": "Custom card"}, "vendor": "Acme",
  "memory_bytes": 51539607552, "memory_bandwidth_bytes_per_s": 8.64e11,
  "peak_flops": {"bf16": 1.8e14}, "tdp_watts": 300,
  "link": {"kind": "pcie", "bytes_per_s": 6.4e10, "domain_size": 1},
  "market_status": "domestic",
  "provenance": {"source": "user", "date": "2026-10", "confidence": "low"}}');
