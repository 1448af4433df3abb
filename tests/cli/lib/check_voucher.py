#!/usr/bin/env python3
"""A compute voucher through the CLI, read back by tools that know nothing of Suanpan.

Usage: check_voucher.py CLI WORK

Adds a voucher to the example through project JSON (`project show --json`,
`project create --from`), then holds its cost line to one number everywhere:
`evaluate --json` per pair and per option, the XLSX cost-lines sheet in
both languages (zipfile + ElementTree) and `portfolio --json`'s pooled
voucher, which is at most the cap per year over the horizon. The 64-card
H800 monthly option's horizon voucher is hand-computed: 50 % of its rent is
far above the cap, so it is the cap x 2 years x the likely approval 0.6.
Exits non-zero with a message on the first mismatch.
"""
import json
import math
import os
import subprocess
import sys
import zipfile
import xml.etree.ElementTree as ET

NS = {'m': 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}
CAP = 1_000_000.0
LABEL = {'en': 'Compute voucher', 'zh_CN': '算力券返还'}


def fail(message):
    sys.exit('check_voucher: ' + message)


def run(cli, *args, expect=0):
    r = subprocess.run([cli, *args], capture_output=True, text=True)
    if r.returncode != expect:
        fail(f'{args}: exit {r.returncode}, expected {expect}\n{r.stdout}\n{r.stderr}')
    return r


def col_index(ref):
    n = 0
    for ch in ref:
        if ch.isalpha():
            n = n * 26 + ord(ch) - 64
    return n - 1


def sheet_rows(path, key_name):
    with zipfile.ZipFile(path) as z:
        book = ET.fromstring(z.read('xl/workbook.xml'))
        names = [s.get('name') for s in book.iterfind('.//m:sheets/m:sheet', NS)]
        sst = ET.fromstring(z.read('xl/sharedStrings.xml'))
        strings = [''.join(t.text or '' for t in si.iterfind('.//m:t', NS))
                   for si in sst.iterfind('m:si', NS)]
        index = names.index(key_name) + 1
        root = ET.fromstring(z.read(f'xl/worksheets/sheet{index}.xml'))
    rows = []
    for row in root.iterfind('.//m:sheetData/m:row', NS):
        cells = []
        for c in row.iterfind('m:c', NS):
            i = col_index(c.get('r'))
            while len(cells) < i:
                cells.append(None)
            v = c.find('m:v', NS)
            if c.get('t') == 's':
                cells.append(strings[int(v.text)])
            elif v is not None:
                cells.append(float(v.text))
            else:
                cells.append(None)
        rows.append(cells)
    return rows


def main():
    cli, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    example = os.path.join(work, 'example.suanpan')
    run(cli, 'project', 'example', example)
    project = json.loads(run(cli, 'project', 'show', example, '--json').stdout)
    if 'vouchers' in project:
        fail('a project without a voucher writes a vouchers key')
    project['vouchers'] = [{
        'id': 'voucher-1', 'programme': 'Shenzhen training-compute voucher (standard)',
        'preset': 'shenzhen-xunliquan-standard', 'share': 0.5, 'cap_cny_per_year': CAP,
        'providers': [], 'refund_months': 6,
        'approval': {'low': 0.3, 'likely': 0.6, 'high': 0.9}, 'notes': ''}]
    source = os.path.join(work, 'voucher.json')
    with open(source, 'w', encoding='utf-8') as f:
        json.dump(project, f, ensure_ascii=False)
    path = os.path.join(work, 'voucher.suanpan')
    run(cli, 'project', 'create', '--from', source, path)
    back = json.loads(run(cli, 'project', 'show', path, '--json').stdout)
    if back.get('vouchers') != project['vouchers']:
        fail(f'project JSON round trip: {back.get("vouchers")}')

    # A voucher share above 1 is refused in one line naming the field.
    project['vouchers'][0]['share'] = 1.5
    bad = os.path.join(work, 'bad.json')
    with open(bad, 'w', encoding='utf-8') as f:
        json.dump(project, f, ensure_ascii=False)
    r = run(cli, 'project', 'create', '--from', bad, os.path.join(work, 'bad.suanpan'), expect=1)
    if r.stderr.strip().count('\n') != 0 or 'share' not in r.stderr:
        fail(f'refusal: {r.stderr!r}')

    ev = json.loads(run(cli, 'evaluate', path, '--json', '--samples', '0',
                        '--no-sensitivity').stdout)
    horizon = ev['horizon']['months']
    pairs = []
    for w in ev['workloads']:
        for p in w['options']:
            for line in p['lines']:
                if line['code'] == 'compute_voucher':
                    pairs.append(line['likely'])
    if not pairs:
        fail('no compute_voucher line in evaluate --json')
    options = {o['id']: o for o in ev['options']}
    for o in ev['options']:
        v = [l for l in o['lines'] if l['code'] == 'compute_voucher']
        if o['acquisition'] != 'rent' and v:
            fail(f'{o["id"]}: an owned option has a voucher line')
        if v and v[0]['likely'] >= 0.0:
            fail(f'{o["id"]}: voucher {v[0]["likely"]} is not a credit')
    h800 = [l for l in options['o-h800-hosted-monthly']['lines'] if l['code'] == 'compute_voucher']
    expected = -CAP * horizon / 12.0 * 0.6
    if not h800 or not math.isclose(h800[0]['likely'], expected, rel_tol=1e-12):
        fail(f'H800 voucher {h800} != {expected}')

    for lang in ('en', 'zh_CN'):
        xlsx = os.path.join(work, f'voucher-{lang}.xlsx')
        run(cli, 'export', path, '--xlsx', xlsx, '--lang', lang)
        with zipfile.ZipFile(xlsx) as z:
            book = ET.fromstring(z.read('xl/workbook.xml'))
            names = [s.get('name') for s in book.iterfind('.//m:sheets/m:sheet', NS)]
        sheet = next((n for n in names if n in ('Cost lines', '成本明细')), None)
        if sheet is None:
            fail(f'{xlsx}: no cost lines sheet in {names}')
        rows = sheet_rows(xlsx, sheet)
        header = rows[0]
        line_col = 3
        likely_col = 7
        found = sorted(r[likely_col] for r in rows[1:]
                       if len(r) > likely_col and r[line_col] == LABEL[lang])
        if len(found) != len(pairs) or any(
                not math.isclose(a, b, rel_tol=1e-12) for a, b in zip(found, sorted(pairs))):
            fail(f'{xlsx} ({header}): {found} != evaluate {sorted(pairs)}')

    year = json.loads(run(cli, 'portfolio', path, '--json', '--samples', '0').stdout)
    for point in year['cost_curve']:
        v = point['voucher_cny']
        if v > 0.0 or v < -CAP * year['horizon_months'] / 12.0 * 0.6 - 1e-6:
            fail(f'portfolio voucher {v} outside 0..one cap per year')
    print('check_voucher: ok')


if __name__ == '__main__':
    main()
