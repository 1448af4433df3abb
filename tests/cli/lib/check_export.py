#!/usr/bin/env python3
"""Checks suanpan-cli export with tools that know nothing of Suanpan.

Usage: check_export.py CLI WORK

Writes the example project, exports it as XLSX and CSV in both languages,
then reads the workbook with zipfile + ElementTree and the CSV with the csv
module, and holds their numbers to `suanpan-cli evaluate --json`: the
comparison's figures, and the verdict (the verdict sheet and the CSV's
verdict and chance columns name the same recommended option, the same
chance of being the cheapest and the same toss-up as the JSON `verdict`).
Exits non-zero with a message on the first mismatch.
"""
import csv
import io
import json
import math
import os
import subprocess
import sys
import zipfile
import xml.etree.ElementTree as ET

NS = {'m': 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}
HEADERS = {
    'en': {'first_sheet': 'Verdict', 'comparison': 'Comparison', 'likely': 'Cost median (CNY)',
           'horizon': 'Horizon total median (CNY)', 'option': 'Option', 'workload': 'Workload',
           'standing': 'Verdict', 'chance': 'Chance cheapest', 'toss_up': 'Toss-up',
           'why': 'Why', 'recommended': ('Recommended', 'Recommended (breaks a check)'),
           'runner_up': 'Runner-up', 'yes': 'Yes', 'no': 'No', 'lang': 'en'},
    'zh_CN': {'first_sheet': '推荐结论', 'comparison': '方案对比', 'likely': '成本中位数（元）',
              'horizon': '规划期合计中位数（元）', 'option': '方案', 'workload': '任务',
              'standing': '结论', 'chance': '最便宜的概率', 'toss_up': '难分高下',
              'why': '理由', 'recommended': ('推荐', '推荐（未通过某项检查）'),
              'runner_up': '次优', 'yes': '是', 'no': '否', 'lang': 'zh'},
}
# Codes of the engine that must never reach a reader (the verdict's reasons,
# breaches and deciders as `evaluate --json` names them).
CODES = ('not_shortlisted', 'does_not_fit', 'misses_deadline', 'misses_latency',
         'spot_never_finishes', 'over_capital_budget', 'over_monthly_budget',
         'restricted_purchase', 'over_capacity', 'only_eligible', 'meets_deadline',
         'meets_latency', 'toss_up', 'nothing_priced', 'lead_time', 'capital_budget')
FORMULA = ('=', '+', '-', '@', '\t', '\r')


def fail(message):
    sys.exit('check_export: ' + message)


def run(cli, *args, expect=0):
    r = subprocess.run([cli, *args], capture_output=True, text=True)
    if r.returncode != expect:
        fail(f'{args}: exit {r.returncode}, expected {expect}\n{r.stdout}\n{r.stderr}')
    return r


def col_index(ref):
    n = 0
    for ch in ref:
        if ch.isalpha():
            n = n * 26 + ord(ch.upper()) - 64
        else:
            break
    return n - 1


def read_sheet(z, index, strings):
    """Rows of sheet `index` (1-based) as lists of str or float (None = empty)."""
    root = ET.fromstring(z.read(f'xl/worksheets/sheet{index}.xml'))
    rows = []
    for row in root.iterfind('.//m:sheetData/m:row', NS):
        cells = {}
        for c in row.iterfind('m:c', NS):
            v = c.find('m:v', NS)
            if v is None:
                continue
            if c.get('t') == 's':
                cells[col_index(c.get('r'))] = strings[int(v.text)]
            elif c.get('t') in (None, 'n'):
                if c.get('s') is None:
                    fail(f'sheet {index} cell {c.get("r")}: a number without a number format')
                cells[col_index(c.get('r'))] = float(v.text)
            else:
                fail(f'sheet {index} cell {c.get("r")}: unexpected type {c.get("t")}')
        width = max(cells) + 1 if cells else 0
        rows.append([cells.get(i) for i in range(width)])
    return root, rows


def name_of(entity, lang):
    """A name as the exports pick it: the language's, else the other, else the id."""
    name = entity.get('name') or {}
    if isinstance(name, str):
        return name or entity['id']
    other = 'en' if lang == 'zh' else 'zh'
    return name.get(lang) or name.get(other) or entity['id']


def check_verdict(path, lang, rows, evaluation, project):
    """The verdict sheet: per workload every option in the verdict's order,
    the recommended one first, with the JSON's chance and toss-up."""
    h = HEADERS[lang]
    header = rows[0]
    col = {k: header.index(h[k]) for k in ('workload', 'option', 'standing', 'chance',
                                           'toss_up', 'why')}
    options = {o['id']: name_of(o, h['lang']) for o in project['options']}
    workloads = {w['id']: name_of(w, h['lang']) for w in project['workloads']}
    r = 1
    recommended = 0
    for v in evaluation['verdict']['workloads']:
        chances = v['chance_cheapest_by_option']
        for k, option in enumerate(v['ranking']):
            row = rows[r] + [None] * (len(header) - len(rows[r]))
            where = f'{path} verdict row {r + 1}'
            if row[col['workload']] != workloads[v['workload']]:
                fail(f'{where}: workload {row[col["workload"]]!r}')
            if row[col['option']] != options[option]:
                fail(f'{where}: option {row[col["option"]]!r}, the verdict ranks {option}')
            standing = row[col['standing']]
            if option == v['recommended']:
                if k != 0 or standing not in h['recommended']:
                    fail(f'{where}: the recommended {option} reads {standing!r} at {k}')
                recommended += 1
            elif option == v['runner_up'] and standing != h['runner_up']:
                fail(f'{where}: the runner-up reads {standing!r}')
            elif option != v['recommended'] and standing in h['recommended']:
                fail(f'{where}: {option} reads {standing!r}')
            chance = row[col['chance']]
            if option in chances:
                if chance is None or not math.isclose(chance, chances[option], abs_tol=1e-12):
                    fail(f'{where}: chance {chance} != evaluate {chances[option]}')
            elif chance is not None:
                fail(f'{where}: a chance {chance} for an option the verdict leaves out')
            pair = v['toss_up'] and option in (v['recommended'], v['runner_up'])
            if row[col['toss_up']] != (h['yes'] if pair else h['no']):
                fail(f'{where}: toss-up {row[col["toss_up"]]!r}')
            why = row[col['why']] or ''
            if not why or any(code in why for code in CODES):
                fail(f'{where}: why {why!r}')
            r += 1
    if recommended != sum(1 for v in evaluation['verdict']['workloads'] if v['recommended']):
        fail(f'{path}: {recommended} recommended rows')
    # Then the project's rows: the year plan and the budgets.
    whole = {'en': 'Whole project', 'zh': '整个项目'}[h['lang']]
    if evaluation['verdict']['mix'] is not None:
        if r >= len(rows) or rows[r][col['workload']] != whole:
            fail(f'{path}: no year plan row after the workloads')
    for row in rows[r:]:
        if row[col['workload']] != whole:
            fail(f'{path}: unexpected verdict row {row}')


def check_csv_verdict(path, lang, evaluation):
    """The CSV carries the verdict: its standing and chance columns agree with
    the JSON, to the digits written."""
    h = HEADERS[lang]
    rows = list(csv.reader(io.StringIO(open(path, encoding='utf-8-sig').read(), newline='')))
    header = rows[0]
    standing = header.index(h['standing'])
    chance = header.index(h['chance'])
    r = 1
    for v in evaluation['verdict']['workloads']:
        chances = v['chance_cheapest_by_option']
        for k, option in enumerate(v['ranking']):
            row = rows[r]
            if option == v['recommended'] and row[standing] not in h['recommended']:
                fail(f'{path} row {r + 1}: the recommended option reads {row[standing]!r}')
            if option in chances:
                if not math.isclose(float(row[chance]), chances[option], abs_tol=1e-12):
                    fail(f'{path} row {r + 1}: chance {row[chance]} != {chances[option]}')
            elif row[chance] != '':
                fail(f'{path} row {r + 1}: a chance for an option left out')
            r += 1


def check_xlsx(path, lang, evaluation, project):
    h = HEADERS[lang]
    with zipfile.ZipFile(path) as z:
        book = ET.fromstring(z.read('xl/workbook.xml'))
        names = [s.get('name') for s in book.iterfind('.//m:sheets/m:sheet', NS)]
        if len(names) != 10 or names[0] != h['first_sheet'] or names[1] != h['comparison']:
            fail(f'{path}: sheets {names}')
        sst = ET.fromstring(z.read('xl/sharedStrings.xml'))
        strings = [''.join(t.text or '' for t in si.iterfind('.//m:t', NS))
                   for si in sst.iterfind('m:si', NS)]
        for i in range(1, len(names) + 1):
            root, _ = read_sheet(z, i, strings)
            pane = root.find('.//m:sheetView/m:pane', NS)
            if pane is None or pane.get('state') != 'frozen' or pane.get('ySplit') != '1':
                fail(f'{path}: sheet {names[i - 1]} has no frozen header row')
            if root.find('m:cols', NS) is None:
                fail(f'{path}: sheet {names[i - 1]} has no column widths')
        _, verdict_rows = read_sheet(z, 1, strings)
        _, rows = read_sheet(z, 2, strings)
    check_verdict(path, lang, verdict_rows, evaluation, project)
    header = rows[0]
    likely = header.index(h['likely'])
    horizon = header.index(h['horizon'])
    held = {o['id']: o['total_over_horizon']['p50'] for o in evaluation['options']}
    r = 1
    numbers = 0
    for w in evaluation['workloads']:
        for pair in w['options']:
            row = rows[r] + [None] * (len(header) - len(rows[r]))
            total = pair.get('total_per_run') or pair.get('total_over_horizon')
            if pair['priced']:
                if not math.isclose(row[likely], total['p50'], rel_tol=1e-12):
                    fail(f'{path} row {r + 1}: {row[likely]} != evaluate {total["p50"]}')
                if not math.isclose(row[horizon], held[pair['option']], rel_tol=1e-12):
                    fail(f'{path} row {r + 1}: horizon {row[horizon]}')
                numbers += 1
            elif row[likely] is not None:
                fail(f'{path} row {r + 1}: an amount for a pair not priced')
            r += 1
    if r != len(rows) or numbers == 0:
        fail(f'{path}: {len(rows) - 1} rows, {numbers} priced')
    return rows


def check_csv(path, xlsx_rows):
    raw = open(path, 'rb').read()
    if not raw.startswith(b'\xef\xbb\xbf'):
        fail(f'{path}: no UTF-8 byte-order mark')
    rows = list(csv.reader(io.StringIO(raw.decode('utf-8-sig'), newline='')))
    if len(rows) != len(xlsx_rows):
        fail(f'{path}: {len(rows)} rows, the workbook has {len(xlsx_rows)}')
    for r, (row, sheet_row) in enumerate(zip(rows, xlsx_rows)):
        for c, cell in enumerate(row):
            if cell.startswith(FORMULA):
                try:
                    float(cell)
                except ValueError:
                    fail(f'{path} row {r + 1}: cell {cell!r} starts with a formula character')
            expected = sheet_row[c] if c < len(sheet_row) else None
            if isinstance(expected, float):
                # Money is rounded to the fen in the CSV; other numbers are whole.
                if not math.isclose(float(cell), expected, rel_tol=1e-12, abs_tol=0.005):
                    fail(f'{path} row {r + 1} col {c + 1}: {cell} != {expected}')
            elif (expected or '') != cell:
                fail(f'{path} row {r + 1} col {c + 1}: {cell!r} != {expected!r}')


def main():
    cli, work = sys.argv[1], sys.argv[2]
    os.chdir(work)
    run(cli, 'project', 'example', 'example.suanpan')
    evaluation = json.loads(run(cli, 'evaluate', 'example.suanpan', '--json').stdout)
    project = json.loads(run(cli, 'project', 'show', 'example.suanpan', '--json').stdout)
    for lang in ('en', 'zh_CN'):
        run(cli, 'export', 'example.suanpan', '--xlsx', f'{lang}.xlsx', '--lang', lang)
        run(cli, 'export', 'example.suanpan', '--csv', f'{lang}.csv', '--lang', lang)
        rows = check_xlsx(f'{lang}.xlsx', lang, evaluation, project)
        check_csv(f'{lang}.csv', rows)
        check_csv_verdict(f'{lang}.csv', lang, evaluation)

    # Names that a spreadsheet would run as formulas come out inert.
    project = json.loads(run(cli, 'project', 'show', 'example.suanpan', '--json').stdout)
    project['workloads'][0]['name'] = '=HYPERLINK("http://x","y")'
    project['options'][0]['name'] = '@SUM(1+1)'
    project['options'][1]['name'] = '-2+3'
    project['options'][2]['name'] = '\t+1'
    with open('hostile.json', 'w', encoding='utf-8') as f:
        json.dump(project, f, ensure_ascii=False)
    run(cli, 'project', 'create', '--from', 'hostile.json', 'hostile.suanpan')
    run(cli, 'export', 'hostile.suanpan', '--csv', 'hostile.csv')
    text = open('hostile.csv', encoding='utf-8-sig', newline='').read()
    cells = [c for row in csv.reader(io.StringIO(text, newline='')) for c in row]
    for name in ('=HYPERLINK', '@SUM', '-2+3', '\t+1'):
        if not any(c.startswith("'" + name) for c in cells):
            fail(f'hostile.csv: {name!r} not neutralised')
    for c in cells:
        if c.startswith(FORMULA):
            try:
                float(c)
            except ValueError:
                fail(f'hostile.csv: cell {c!r} starts with a formula character')
    print('check_export: ok')


if __name__ == '__main__':
    main()
