#!/usr/bin/env python3
"""Writes h800_server_month.xlsx, the quote-import fixture shaped as Excel
writes a workbook: shared strings (one a rich-text run with a phonetic
guide), dates as date serials under a date style, a price as a number, a
second sheet that must not be read, and a refused row.

Run from this folder: python3 make_xlsx.py (the .xlsx is committed)."""
import datetime
import zipfile
from xml.sax.saxutils import escape

def serial(y, m, d):
    return (datetime.date(y, m, d) - datetime.date(1899, 12, 30)).days

shared = [
    "供应商", "报价日期", "有效期至", "卡型", "卡数", "价格（元）", "计价单位", "包含",
    "带宽", "最短租期", "安装费", "备注",
    "Nanshan IDC", "H800 SXM", "台月", "电费；带宽", None,  # None: the rich-text note
    "Bad Row Co", "abc",
]
rich = ('<si><r><t xml:space="preserve">8-card server, </t></r>'
        '<r><rPr><b/></rPr><t>100 Mbps</t></r>'
        '<rPh sb="0" eb="1"><t>ignored</t></rPh></si>')

def si(s):
    return rich if s is None else f'<si><t>{escape(s)}</t></si>'

def s(col, row, text):
    return f'<c r="{col}{row}" t="s"><v>{shared.index(text)}</v></c>'

def n(col, row, value, style=0):
    st = f' s="{style}"' if style else ''
    return f'<c r="{col}{row}"{st}><v>{value}</v></c>'

header = "".join(s(c, 1, t) for c, t in zip("ABCDEFGHIJKL", shared[:12]))
good = (s("A", 3, "Nanshan IDC") + n("B", 3, serial(2026, 11, 20), 1)
        + n("C", 3, serial(2026, 12, 31), 1) + s("D", 3, "H800 SXM") + n("E", 3, 8)
        + n("F", 3, 76000, 2) + s("G", 3, "台月") + s("H", 3, "电费；带宽") + n("I", 3, 100)
        + n("J", 3, 3) + n("K", 3, 2000)
        + f'<c r="L3" t="s"><v>{shared.index(None)}</v></c>')
bad = (s("A", 4, "Bad Row Co") + n("B", 4, serial(2026, 11, 20), 1) + s("D", 4, "H800 SXM")
       + n("E", 4, 8) + s("F", 4, "abc") + s("G", 4, "台月"))
# Row 2 is left empty, as a user leaves a gap under the header.
sheet1 = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
          '<dimension ref="A1:L4"/><sheetData>'
          f'<row r="1">{header}</row><row r="3">{good}</row><row r="4">{bad}</row>'
          '</sheetData></worksheet>')
sheet2 = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
          '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not a quote</t></is></c></row>'
          '</sheetData></worksheet>')
workbook = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
            'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
            '<workbookPr/><sheets>'
            '<sheet name="报价" sheetId="1" r:id="rId2"/>'
            '<sheet name="Notes" sheetId="2" r:id="rId1"/></sheets></workbook>')
rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/worksheet" Target="worksheets/sheet2.xml"/>'
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/worksheet" Target="/xl/worksheets/sheet1.xml"/>'
        '</Relationships>')
strings = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
           f'count="{len(shared)}" uniqueCount="{len(shared)}">'
           + "".join(si(x) for x in shared) + '</sst>')
types = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
         '<Default Extension="xml" ContentType="application/xml"/></Types>')

with zipfile.ZipFile("h800_server_month.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("[Content_Types].xml", types)
    z.writestr("xl/workbook.xml", workbook)
    z.writestr("xl/_rels/workbook.xml.rels", rels)
    z.writestr("xl/sharedStrings.xml", strings)
    z.writestr("xl/worksheets/sheet2.xml", sheet2)
    z.writestr("xl/worksheets/sheet1.xml", sheet1)

# A workbook whose sheet inflates past the reader's 64 MiB bound (about
# 65 KB on disk): refused as too large, never inflated whole.
bomb_sheet = ('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>'
              + " " * (65 << 20) + '</t></is></c></row></sheetData></worksheet>')
with zipfile.ZipFile("bomb.xlsx", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    z.writestr("xl/worksheets/sheet1.xml", bomb_sheet)

# An archive that is not a workbook (a zipped CSV): no worksheet.
with zipfile.ZipFile("no_sheet.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("quotes.csv", "provider,quoted_on\n")
