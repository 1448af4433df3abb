#!/usr/bin/env python3
"""Issue 33's repros against suanpan-cli: nothing a file can say crashes,
hangs or overwrites.

Usage: hostile_inputs.py CLI WORK [KILLS]

Each case crafts a file (project JSON, a project edited with sqlite3, a FIFO,
a link, a device) and checks exit code, the one-line refusal and what is on
disk afterwards. Every command runs under a timeout: a hang fails the test
instead of blocking it. Exits non-zero with a message on the first failure;
prints the figures (kills, leftovers) on success.
"""
import json
import os
import random
import signal
import sqlite3
import stat
import subprocess
import sys
import time
import zipfile
import xml.etree.ElementTree as ET

TIMEOUT = 30  # seconds: the "no hang over 30 s"


def fail(message):
    sys.exit('hostile_inputs: ' + message)


def run(cli, work, *args, expect=0, timeout=TIMEOUT):
    try:
        r = subprocess.run([cli, *args], capture_output=True, text=True, cwd=work,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        fail(f'{args}: still running after {timeout} s')
    if r.returncode < 0:
        fail(f'{args}: killed by signal {-r.returncode}\n{r.stderr}')
    if r.returncode != expect:
        fail(f'{args}: exit {r.returncode}, expected {expect}\n{r.stdout}\n{r.stderr}')
    if expect != 0:
        lines = r.stderr.strip().split('\n')
        if len(lines) != 1 or not lines[0]:
            fail(f'{args}: expected one line on stderr, got:\n{r.stderr}')
    return r


def contains(text, needle, what):
    if needle not in text:
        fail(f'{what}: expected "{needle}" in:\n{text[:600]}')


def example(cli, work):
    run(cli, work, 'project', 'example', 'example.suanpan')
    return json.loads(run(cli, work, 'project', 'show', 'example.suanpan', '--json').stdout)


def create(cli, work, project, name, expect=0):
    with open(os.path.join(work, name + '.json'), 'w', encoding='utf-8') as f:
        json.dump(project, f, ensure_ascii=False)
    return run(cli, work, 'project', 'create', '--from', name + '.json', name + '.suanpan',
               expect=expect)


def sql(work, name, statement):
    db = sqlite3.connect(os.path.join(work, name))
    db.execute(statement)
    db.commit()
    db.close()


def largest(base):
    """The largest project the limits allow: 50 workloads x 40 options."""
    p = json.loads(json.dumps(base))
    workloads = []
    for i in range(50):
        w = json.loads(json.dumps(base['workloads'][i % len(base['workloads'])]))
        w['id'] = f'w{i}'
        w['name'] = {'en': f'Workload {i}', 'zh': f'任务 {i}'}
        workloads.append(w)
    options = []
    for i in range(40):
        o = json.loads(json.dumps(base['options'][i % len(base['options'])]))
        o['id'] = f'o{i}'
        o['name'] = {'en': f'Option {i}', 'zh': f'方案 {i}'}
        options.append(o)
    p['workloads'] = workloads
    p['options'] = options
    p['checklist'] = []
    p['evidence'] = []
    return p


# --- 1, 2, 7: bounds on every count and amount ----------------------------------
def bounds(cli, work, base):
    # Files another tool wrote (the store's own checks, not project create).
    crafted = [
        ('schedule-2e31', 'UPDATE workloads SET schedule_cards = 2147483647',
         'schedule.cards 2147483647 > 1000000'),
        ('option-1e7', 'UPDATE options SET card_count = 10000000',
         'card_count 10000000 > 1000000'),
        ('layers-2e9', 'UPDATE workloads SET layers = 2000000000',
         'model.layers 2000000000 > 100000'),
        ('vocab-2e9', 'UPDATE workloads SET vocab_size = 2000000000',
         'model.vocab_size 2000000000 > 100000000'),
        ('title-1mb', "UPDATE meta SET title = printf('%.*c', 1048576, 'x')",
         'meta.title 1048576 > 1024'),
    ]
    for name, statement, phrase in crafted:
        path = name + '.suanpan'
        run(cli, work, 'project', 'example', path)
        try:
            sql(work, path, statement)
        except sqlite3.Error as e:
            fail(f'{name}: {e}')
        with open(os.path.join(work, path), 'rb') as f:
            before = f.read()
        for command in (['project', 'show', path], ['project', 'validate', path],
                        ['evaluate', path], ['portfolio', path],
                        ['export', path, '--csv', name + '.csv'],
                        ['verify', path]):
            r = run(cli, work, *command, expect=1)
            contains(r.stderr, phrase, ' '.join(command))
            if r.stdout:
                fail(f'{command}: printed figures for a refused file:\n{r.stdout[:200]}')
        with open(os.path.join(work, path), 'rb') as f:
            if f.read() != before:
                fail(f'{name}: a refused file was changed')
        if os.path.exists(os.path.join(work, name + '.csv')):
            fail(f'{name}: an export of a refused file was written')

    # Project JSON: the same bounds, naming the JSON field.
    json_cases = [
        ('schedule', lambda p: p['workloads'][0]['schedule'].update(cards=2147483647),
         '2147483647 > 1000000'),
        ('hidden', lambda p: p['workloads'][1]['model'].update(hidden_size=2000000000),
         '2000000000 > 10000000'),
    ]
    card = None
    for c in json.loads(run(cli, work, 'catalog', 'cards', '--json').stdout)['cards']:
        if c['id'] == 'a800-80g-sxm':
            card = c
    if card is None:
        fail('no a800-80g-sxm in the catalog')

    def user_card(p, **changes):
        c = json.loads(json.dumps(card))
        c.update(changes)
        p['user_catalog']['cards'] = [c]

    def price(p):
        user_card(p)
        for q in p['user_catalog']['cards'][0]['rent']:
            q['cny'] = {'low': 1e308, 'likely': 1e308, 'high': 1e308}

    json_cases += [
        ('memory-1e30', lambda p: user_card(p, memory_bytes=1e30), '1e+30 > 1e+13'),
        ('price-1e308', price, '1e+308 > 100000'),
    ]
    for name, change, phrase in json_cases:
        p = json.loads(json.dumps(base))
        change(p)
        r = create(cli, work, p, 'json-' + name, expect=1)
        contains(r.stderr, phrase, 'project create ' + name)
        if os.path.exists(os.path.join(work, 'json-' + name + '.suanpan')):
            fail(f'{name}: project create wrote a refused project')

    # Draws x pairs: a million draws on the largest project is a usage error.
    create(cli, work, largest(base), 'largest')
    r = run(cli, work, 'evaluate', 'largest.suanpan', '--samples', '1000000', expect=2)
    contains(r.stderr, 'x 2000 pairs > 20000000', 'evaluate --samples')
    contains(r.stderr, 'at most 10000 draws', 'evaluate --samples')

    # At the bounds: a million cards on every schedule, the year plan in seconds.
    p = json.loads(json.dumps(base))
    for w in p['workloads']:
        w['schedule']['cards'] = 1000000
        w['schedule']['duration_days'] = 30
    create(cli, work, p, 'million')
    start = time.monotonic()
    r = run(cli, work, 'portfolio', 'million.suanpan')
    plan = json.loads(r.stdout)
    if len(plan['cost_curve']) > 501:
        fail(f'portfolio: {len(plan["cost_curve"])} curve points')
    for point in plan['cost_curve']:
        if point['total_cny']['p50'] is None or point['total_cny']['p50'] <= 0:
            fail(f'portfolio: a total of {point["total_cny"]}')
    return time.monotonic() - start


# --- 3, 9: exports write like saves --------------------------------------------
def export_targets(cli, work, kills):
    run(cli, work, 'project', 'example', 'p.suanpan')
    with open(os.path.join(work, 'p.suanpan'), 'rb') as f:
        project = f.read()

    # The project itself, under its name and through a hard link.
    r = run(cli, work, 'export', 'p.suanpan', '--csv', 'p.suanpan', expect=1)
    contains(r.stderr, 'Suanpan project', 'export over the project')
    os.link(os.path.join(work, 'p.suanpan'), os.path.join(work, 'hard.csv'))
    run(cli, work, 'export', 'p.suanpan', '--xlsx', 'hard.csv', expect=1)
    with open(os.path.join(work, 'p.suanpan'), 'rb') as f:
        if f.read() != project:
            fail('export changed the project file')
    run(cli, work, 'project', 'show', 'p.suanpan')

    # A link to a regular file is followed; the link stays.
    with open(os.path.join(work, 'real.csv'), 'w') as f:
        f.write('old')
    os.symlink('real.csv', os.path.join(work, 'link.csv'))
    run(cli, work, 'export', 'p.suanpan', '--csv', 'link.csv')
    if not os.path.islink(os.path.join(work, 'link.csv')):
        fail('the link was replaced')
    with open(os.path.join(work, 'real.csv'), encoding='utf-8-sig') as f:
        if f.read() == 'old':
            fail('the link target was not written')

    # A FIFO (no reader: opening it would block), a device, a folder.
    os.mkfifo(os.path.join(work, 'fifo.xlsx'))
    r = run(cli, work, 'export', 'p.suanpan', '--xlsx', 'fifo.xlsx', expect=1, timeout=10)
    contains(r.stderr, 'not a regular file', 'export to a FIFO')
    if not stat.S_ISFIFO(os.lstat(os.path.join(work, 'fifo.xlsx')).st_mode):
        fail('the FIFO was replaced')
    r = run(cli, work, 'export', 'p.suanpan', '--csv', '/dev/null', expect=1)
    contains(r.stderr, 'not a regular file', 'export to /dev/null')
    if not stat.S_ISCHR(os.stat('/dev/null').st_mode):
        fail('/dev/null was replaced')
    os.mkdir(os.path.join(work, 'folder.csv'))
    run(cli, work, 'export', 'p.suanpan', '--csv', 'folder.csv', expect=1)

    # A read-only file (root may write anything: then it is replaced).
    ro = os.path.join(work, 'ro.csv')
    with open(ro, 'w') as f:
        f.write('keep')
    os.chmod(ro, 0o444)
    if os.geteuid() != 0:
        r = run(cli, work, 'export', 'p.suanpan', '--csv', 'ro.csv', expect=1)
        contains(r.stderr, 'read-only', 'export over a read-only file')
        with open(ro) as f:
            if f.read() != 'keep':
                fail('a read-only file was changed')

    # Killed exports: the file is the old one or a whole new one, and the
    # next export removes what the killed ones left.
    out = os.path.join(work, 'killed.xlsx')
    with open(out, 'w') as f:
        f.write('old')
    rng = random.Random(33)
    corrupt = 0
    left = 0  # kills that landed while the temporary file existed
    for _ in range(kills):
        proc = subprocess.Popen([cli, 'export', 'p.suanpan', '--xlsx', 'killed.xlsx'], cwd=work,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.02, 0.2))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        temporaries = [e for e in os.listdir(work) if e.startswith('.killed.xlsx.')]
        if len(temporaries) > 1:
            fail(f'an export did not remove an earlier one\'s temporary file: {temporaries}')
        left += len(temporaries)
        with open(out, 'rb') as f:
            head = f.read()
        if head != b'old':
            try:
                zipfile.ZipFile(out).testzip()
            except Exception:
                corrupt += 1
    run(cli, work, 'export', 'p.suanpan', '--xlsx', 'killed.xlsx')
    after = [e for e in os.listdir(work) if e.startswith('.killed.xlsx.')]
    if corrupt or after:
        fail(f'{kills} kills: {corrupt} corrupt files, {len(after)} temporary files after '
             f'the next export: {after}')
    return kills, left


# --- 4: exports refuse what evaluate refuses -----------------------------------
def refused_like_evaluate(cli, work, base):
    p = json.loads(json.dumps(base))
    p['assumptions'] = [a for a in p['assumptions'] if a['key'] != 'other_work_share']
    p['assumptions'].append({'key': 'other_work_share', 'unit': 'fraction',
                             'value': {'low': 1.5, 'likely': 1.5, 'high': 1.5},
                             'provenance': {'source': 'user', 'date': '2026-12-04',
                                            'confidence': 'low'}})
    create(cli, work, p, 'unpriced')
    evaluated = run(cli, work, 'evaluate', 'unpriced.suanpan', expect=1)
    for kind in ('csv', 'xlsx'):
        exported = run(cli, work, 'export', 'unpriced.suanpan', f'--{kind}', f'unpriced.{kind}',
                       expect=1)
        if exported.stderr != evaluated.stderr:
            fail(f'export --{kind} refused otherwise than evaluate:\n{exported.stderr}\n'
                 f'{evaluated.stderr}')
        if os.path.exists(os.path.join(work, f'unpriced.{kind}')):
            fail(f'export --{kind} wrote a file evaluate refuses')


# --- 5: sidecars, every wait bounded -------------------------------------------
def sidecars(cli, work):
    for suffix, make in (('-journal', os.mkfifo), ('-journal', os.mkdir), ('-wal', os.mkfifo)):
        run(cli, work, 'project', 'example', 's.suanpan')
        side = os.path.join(work, 's.suanpan' + suffix)
        make(side)
        r = run(cli, work, 'project', 'show', 's.suanpan', expect=1, timeout=10)
        contains(r.stderr, 's.suanpan' + suffix, 'a sidecar ' + make.__name__)
        (os.rmdir if make is os.mkdir else os.remove)(side)
        run(cli, work, 'project', 'show', 's.suanpan')


# --- 6, 10: XLSX and CSV text ---------------------------------------------------
def texts(cli, work, base):
    p = json.loads(json.dumps(base))
    p['meta']['title'] = {'en': 'Title\u0002\ufffe', 'zh': '标题\u0001\uffff'}
    p['meta']['author'] = 'Author\u001b'
    p['options'][0]['name'] = {'en': 'Nul\u0000name _x003D_ \ufffe', 'zh': '方案\u0000'}
    p['options'][1]['name'] = {'en': '\u00a0=HYPERLINK("http://x")', 'zh': '＝1+1'}
    p['options'][2]['name'] = {'en': '\ufeff@SUM(A1)', 'zh': '\u200b-1'}
    p['checklist'] = [{'item_id': 'accept.iperf3_nodes', 'option_id': '', 'status': 'pass',
                       'note': 'n' * 40000, 'date': '2026-12-04', 'checked_by': 'me'}]
    create(cli, work, p, 'texts')
    for lang in ('en', 'zh_CN'):
        run(cli, work, 'export', 'texts.suanpan', '--xlsx', f'texts-{lang}.xlsx', '--lang', lang)
        with zipfile.ZipFile(os.path.join(work, f'texts-{lang}.xlsx')) as z:
            for name in z.namelist():
                if name.endswith('.xml') or name.endswith('.rels'):
                    try:
                        ET.fromstring(z.read(name))
                    except ET.ParseError as e:
                        fail(f'{lang}: {name} is not well-formed XML: {e}')
            strings = z.read('xl/sharedStrings.xml').decode('utf-8')
            core = z.read('docProps/core.xml').decode('utf-8')
        contains(strings, 'Nul\ufffdname' if lang == 'en' else '方案\ufffd', 'a NUL')
        if lang == 'en':
            contains(strings, '_x005F_x003D_', 'a literal _x003D_')
            contains(strings, '[cut: 40000 characters in all', 'a 40 000-character note')
            contains(core, 'Author\ufffd', 'the author')
        for text in ET.fromstring(strings.encode('utf-8')).iter(
                '{http://schemas.openxmlformats.org/spreadsheetml/2006/main}t'):
            if text.text and len(text.text.encode('utf-16-le')) // 2 > 32767:
                fail(f'{lang}: a cell of {len(text.text)} characters')
    for lang, names in (('en', ['\'\u00a0=HYPERLINK', '\'\ufeff@SUM']),
                        ('zh_CN', ['\'＝1+1', '\'\u200b-1'])):
        run(cli, work, 'export', 'texts.suanpan', '--csv', f'texts-{lang}.csv', '--lang', lang)
        with open(os.path.join(work, f'texts-{lang}.csv'), encoding='utf-8-sig') as f:
            csv_text = f.read()
        for name in names:
            contains(csv_text, name, f'a neutralised formula in the {lang} CSV')


# --- 8: a long name ------------------------------------------------------------
def long_names(cli, work, base):
    name = '算' * 80  # 240 bytes
    run(cli, work, 'project', 'example', name + '.suanpan')
    create(cli, work, base, 'tmp')
    os.replace(os.path.join(work, 'tmp.json'), os.path.join(work, name + '.json'))
    run(cli, work, 'project', 'create', '--from', name + '.json', name + '.suanpan')
    run(cli, work, 'export', name + '.suanpan', '--xlsx', name + '.xlsx')
    left = [e for e in os.listdir(work) if '.tmp-' in e or e.startswith('.')]
    if left:
        fail(f'temporary files left: {left}')


def main():
    cli, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    kills = int(sys.argv[3]) if len(sys.argv) > 3 else 30
    os.makedirs(work, exist_ok=True)
    base = example(cli, work)
    year_plan = bounds(cli, work, base)
    done, left = export_targets(cli, work, kills)
    refused_like_evaluate(cli, work, base)
    sidecars(cli, work)
    texts(cli, work, base)
    long_names(cli, work, base)
    print(f'hostile_inputs: ok; {done} exports killed, {left} of them left a temporary file, '
          f'each removed by the next export, 0 corrupt; year plan at a million cards a schedule: '
          f'{year_plan:.1f} s')


if __name__ == '__main__':
    main()
