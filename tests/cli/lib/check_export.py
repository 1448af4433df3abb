#!/usr/bin/env python3
"""Checks suanpan-cli export with tools that know nothing of Suanpan.

Usage: check_export.py CLI WORK

Writes the example project, exports it as XLSX and CSV in both languages,
then reads the workbook with zipfile + ElementTree and the CSV with the csv
module, and holds their numbers to `suanpan-cli evaluate --json`. Exits
non-zero with a message on the first mismatch.
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
    'en': {'first_sheet': 'Comparison', 'likely': 'Cost median (CNY)',
           'horizon': 'Horizon total median (CNY)', 'option': 'Option'},
    'zh_CN': {'first_sheet': '方案对比', 'likely': '成本中位数（元）',
              'horizon': '规划期合计中位数（元）', 'option': '方案'},
}
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


def check_xlsx(path, lang, evaluation):
    h = HEADERS[lang]
    with zipfile.ZipFile(path) as z:
        book = ET.fromstring(z.read('xl/workbook.xml'))
        names = [s.get('name') for s in book.iterfind('.//m:sheets/m:sheet', NS)]
        if len(names) != 9 or names[0] != h['first_sheet']:
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
        _, rows = read_sheet(z, 1, strings)
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
    for lang in ('en', 'zh_CN'):
        run(cli, 'export', 'example.suanpan', '--xlsx', f'{lang}.xlsx', '--lang', lang)
        run(cli, 'export', 'example.suanpan', '--csv', f'{lang}.csv', '--lang', lang)
        rows = check_xlsx(f'{lang}.xlsx', lang, evaluation)
        check_csv(f'{lang}.csv', rows)

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
