#!/usr/bin/env python3
"""Builds the hostile project corpus from the embedded example project.

    python3 tests/data/hostile_projects/generate.py build/app/suanpan-cli

Writes <name>.suanpan files (and a few companion -journal / -wal files) next
to this script and MANIFEST.tsv: file, expected exit code of
`suanpan-cli project show FILE --json`, and a phrase the one-line refusal
must contain. Every damage is deterministic (fixed offsets, a seeded random
generator), so running it again gives the same corpus. The script checks
each file against the CLI it is given and stops on any disagreement; the
CTest cli.hostile_projects replays the manifest with the built CLI.
"""
import os
import random
import shutil
import sqlite3
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
OPTION = "o-h800-hosted-monthly"

DAMAGED = "damaged"
UNREADABLE = "cannot read"
NOT_SQLITE = "not an SQLite database"
FOREIGN = "another application"
TOO_NEW = "newer Suanpan"
JOURNAL = "rollback journal"
TOO_LARGE = "larger than Suanpan handles"
DANGLING = "names an entry that does not exist"
DUPLICATE = "repeats an id"
MISSING = "is required"

manifest = []


def run(cli, *args):
    return subprocess.run([cli, *args], cwd=HERE, capture_output=True, text=False)


def path(name):
    return os.path.join(HERE, name)


def copy(base, name):
    shutil.copyfile(base, path(name))
    return path(name)


def sql(name, statements, base):
    target = copy(base, name)
    db = sqlite3.connect(target)
    db.execute("PRAGMA foreign_keys = OFF")
    for s in statements:
        db.execute(s)
    db.commit()
    db.close()
    return target


def add(name, rc, phrase):
    manifest.append((name, rc, phrase))


def build_base(cli):
    base = path("_base.suanpan")
    for p in (base,):
        if os.path.exists(p):
            os.remove(p)
    r = run(cli, "project", "example", "_base.suanpan")
    assert r.returncode == 0, r.stderr
    r = run(cli, "import", "iperf3", os.path.join(DATA, "evidence", "iperf3_tcp.json"),
            "--project", "_base.suanpan", "--option", OPTION, "--save", "--json")
    assert r.returncode == 0, r.stderr
    db = sqlite3.connect(base)
    # A row in every table, so every text column can be damaged.
    db.execute("INSERT INTO checklist (position, item_id, option_id, status, note, date, "
               "checked_by) VALUES (0, 'accept.iperf3_nodes', ?, 'pass', 'ok', '2026-12-01', "
               "'QA')", (OPTION,))
    db.commit()
    db.close()
    return base


def text_columns(base):
    db = sqlite3.connect(base)
    out = []
    for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                               "ORDER BY name"):
        rows = db.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        if rows == 0:
            continue
        for col in db.execute(f"PRAGMA table_info({table})"):
            if col[2] == "TEXT":
                out.append((table, col[1]))
    db.close()
    return out


def generate(cli):
    for f in os.listdir(HERE):
        if f.endswith((".suanpan", ".suanpan-journal", ".suanpan-wal")) or f == "MANIFEST.tsv":
            os.remove(path(f))
    base = build_base(cli)
    raw = open(base, "rb").read()
    page = int.from_bytes(raw[16:18], "big")

    # Truncations.
    for n, phrase in ((0, NOT_SQLITE), (10, NOT_SQLITE), (50, DAMAGED), (99, DAMAGED),
                      (100, DAMAGED), (page, DAMAGED), (2 * page + 7, DAMAGED),
                      (len(raw) // 2, DAMAGED), (len(raw) - page, DAMAGED)):
        name = f"truncated-{n}.suanpan"
        open(path(name), "wb").write(raw[:n])
        add(name, 1, phrase)

    # Header fields.
    def header(name, offset, value, phrase):
        b = bytearray(raw)
        b[offset:offset + len(value)] = value
        open(path(name), "wb").write(bytes(b))
        add(name, 1, phrase)

    header("header-magic.suanpan", 0, b"SQLite format 2\0", NOT_SQLITE)
    header("header-page-size.suanpan", 16, b"\x00\x03", DAMAGED)
    header("header-app-id.suanpan", 68, b"\x12\x34\x56\x78", FOREIGN)
    header("header-app-id-zero.suanpan", 68, b"\x00\x00\x00\x00", FOREIGN)
    header("header-user-version-99.suanpan", 60, b"\x00\x00\x00\x63", TOO_NEW)
    header("header-user-version-0.suanpan", 60, b"\x00\x00\x00\x00", DAMAGED)
    header("header-schema-format.suanpan", 44, b"\x00\x00\x00\x09", DAMAGED)
    header("header-encoding-utf16.suanpan", 56, b"\x00\x00\x00\x02", DAMAGED)

    # Bit flips in b-tree pages (page 1 holds the schema).
    rnd = random.Random(15)
    for i in range(8):
        b = bytearray(raw)
        pg = rnd.randrange(0, len(raw) // page)
        start = pg * page + (100 if pg == 0 else 0)
        for _ in range(16):
            off = rnd.randrange(start, min(len(raw), pg * page + 64))
            b[off] ^= 1 << rnd.randrange(8)
        name = f"btree-flip-{i}.suanpan"
        open(path(name), "wb").write(bytes(b))
        add(name, None, None)  # outcome recorded from the CLI below
    for i in range(4):
        b = bytearray(raw)
        pg = 1 + i
        b[pg * page:pg * page + 8] = b"\xff" * 8  # page header: no valid page type
        name = f"btree-page-header-{pg}.suanpan"
        open(path(name), "wb").write(bytes(b))
        add(name, 1, DAMAGED)

    # Schema changes another tool could make.
    sql("schema-drop-table.suanpan", ["DROP TABLE checklist"], base)
    add("schema-drop-table.suanpan", 1, DAMAGED)
    sql("schema-trigger.suanpan",
        ["CREATE TRIGGER t AFTER INSERT ON evidence BEGIN DELETE FROM options; END"], base)
    add("schema-trigger.suanpan", 0, "")
    sql("schema-view.suanpan", ["CREATE VIEW v AS SELECT * FROM options"], base)
    add("schema-view.suanpan", 0, "")
    sql("schema-extra-table.suanpan", ["CREATE TABLE extra (x)", "INSERT INTO extra VALUES (1)"],
        base)
    add("schema-extra-table.suanpan", 0, "")
    sql("schema-rename-column.suanpan",
        ["ALTER TABLE options RENAME COLUMN card_id TO card"], base)
    add("schema-rename-column.suanpan", 1, DAMAGED)

    # Journals and logs.
    target = copy(base, "hot-journal.suanpan")
    journal = b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + b"\0" * 504
    open(target + "-journal", "wb").write(journal)
    add("hot-journal.suanpan", 1, JOURNAL)
    target = copy(base, "wal-mode.suanpan")
    db = sqlite3.connect(target)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("UPDATE meta SET title = 'only in the log'")
    db.commit()
    shutil.copyfile(target + "-wal", target + ".log-copy")
    db.close()  # checkpoints and removes the -wal
    os.replace(target + ".log-copy", target + "-wal")
    add("wal-mode.suanpan", 1, DAMAGED)
    for extra in ("-shm",):
        if os.path.exists(target + extra):
            os.remove(target + extra)

    # Invalid UTF-8 in every text column.
    for table, column in text_columns(base):
        name = f"utf8-{table}-{column}.suanpan"
        sql(name, [f"UPDATE {table} SET {column} = CAST(X'C328' AS TEXT) "
                   f"WHERE rowid = (SELECT min(rowid) FROM {table})"], base)
        add(name, 1, UNREADABLE)

    # Numbers: NaN (stored as NULL), infinity, negative, huge.
    for col, value, phrase in (("params_total", "9e999", UNREADABLE),
                               ("params_total", "-70e9", "must not be negative"),
                               ("params_total", "'NaN'", UNREADABLE),
                               ("training_tokens", "9e999", UNREADABLE),
                               ("training_tokens", "-1", "must not be negative"),
                               ("deadline_days", "'soon'", UNREADABLE),
                               ("sequence_length", "9000000000", UNREADABLE),
                               ("layers", "-5", "must be greater than zero")):
        name = f"number-workloads-{col}-{value.strip(chr(39)).replace('.', '_')}.suanpan"
        sql(name, [f"UPDATE workloads SET {col} = {value}"], base)
        add(name, None, phrase)
    sql("number-requests-inf.suanpan", ["UPDATE workloads SET requests_per_second = -9e999"],
        base)
    add("number-requests-inf.suanpan", 1, UNREADABLE)
    sql("number-card-count-huge.suanpan",
        ["PRAGMA ignore_check_constraints = ON", "UPDATE options SET card_count = 9000000000"],
        base)
    add("number-card-count-huge.suanpan", 1, UNREADABLE)

    # References and ids.
    sql("dangling-card.suanpan", ["UPDATE options SET card_id = 'no-such-card'"], base)
    add("dangling-card.suanpan", 1, DANGLING)
    sql("dangling-facility.suanpan", ["UPDATE options SET facility_id = 'nowhere'"], base)
    add("dangling-facility.suanpan", 1, DANGLING)
    sql("dangling-contract.suanpan", ["UPDATE options SET contract_id = 'no-deal'"], base)
    add("dangling-contract.suanpan", 1, DANGLING)
    sql("empty-option-id.suanpan",
        ["UPDATE options SET id = '' WHERE position = 0"], base)
    add("empty-option-id.suanpan", 1, MISSING)
    # Duplicate ids need a table without the PRIMARY KEY: as another tool
    # would write it.
    sql("duplicate-workload-id.suanpan",
        ["CREATE TABLE w2 AS SELECT * FROM workloads", "DROP TABLE workloads",
         "ALTER TABLE w2 RENAME TO workloads",
         "UPDATE workloads SET id = (SELECT min(id) FROM workloads) "
         "WHERE rowid = (SELECT max(rowid) FROM workloads)"], base)
    add("duplicate-workload-id.suanpan", 1, DUPLICATE)

    # Size limits (issue 15, defect 4): a small file that asks for huge work.
    def copies(table):
        db = sqlite3.connect(base)
        cols = [c[1] for c in db.execute(f"PRAGMA table_info({table})")]
        db.close()
        picked = ", ".join("o.position + n.i" if c == "position" else
                           "o.id || '-' || n.i" if c == "id" else
                           "0" if c == "chosen" else f"o.{c}" for c in cols)
        return (f"INSERT INTO {table} ({', '.join(cols)}) SELECT {picked} "
                f"FROM {table} o, n WHERE o.position = 0")

    sql("limit-300x300.suanpan",
        ["CREATE TABLE n (i INTEGER)",
         "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 300) "
         "INSERT INTO n SELECT i FROM c",
         copies("workloads"), copies("options"), "DROP TABLE n"], base)
    db = sqlite3.connect(path("limit-300x300.suanpan"))
    db.execute("VACUUM")
    db.close()
    add("limit-300x300.suanpan", 1, TOO_LARGE)

    os.remove(base)
    return manifest


def check(cli):
    lines = []
    for name, rc, phrase in manifest:
        r = run(cli, "project", "show", name, "--json")
        err = r.stderr.decode("utf-8", "replace").strip()
        assert r.returncode in (0, 1), f"{name}: exit {r.returncode}: {err}"
        assert "\n" not in err, f"{name}: more than one line: {err}"
        if rc is None:  # any refusal or acceptance, as long as it is clean
            rc = r.returncode
            phrase = phrase if (phrase and rc == 1 and phrase in err) else \
                (err.split(": ", 2)[-1][:40] if rc == 1 else "")
        assert r.returncode == rc, f"{name}: exit {r.returncode}, expected {rc}: {err}"
        assert phrase in err, f"{name}: '{phrase}' not in: {err}"
        lines.append(f"{name}\t{rc}\t{phrase}\n")
    with open(path("MANIFEST.tsv"), "w") as f:
        f.write("# file\texit code of `project show FILE --json`\tphrase in the one-line "
                "refusal\n")
        f.writelines(lines)
    return len(lines)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    cli = os.path.abspath(sys.argv[1])
    generate(cli)
    print(f"{check(cli)} files")
