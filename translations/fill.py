#!/usr/bin/env python3
"""Fill unfinished entries of a Qt .ts file from a JSON list.

After `cmake --build BUILD --target update_translations` (lupdate) the new
strings of the sources appear in translations/*.ts marked unfinished. Write
their translations in a JSON file and run

    python3 translations/fill.py translations/suanpan_zh_CN.ts new-zh.json
    python3 translations/fill.py translations/suanpan_en.ts new-en.json

The JSON is a list of objects:
    {"context": "VerifyPage", "source": "Pass", "translation": "通过"}
with an optional "comment" (the tr() disambiguation) and, for plural
messages (tr() with %n), "forms": ["one form", "other form"] instead of
"translation" (Chinese has a single form; English has two).

Only unfinished entries are touched; finished ones are left as they are.
Prints what it filled and every unfinished entry it found no text for, and
exits 1 when any remain, so a forgotten string is noticed.
"""
import html
import json
import re
import sys


def esc(text):
    return (text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
            .replace("'", '&apos;').replace('"', '&quot;'))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    ts_path, json_path = sys.argv[1], sys.argv[2]
    with open(json_path, encoding='utf-8') as f:
        rows = json.load(f)
    table = {}
    for row in rows:
        key = (row['context'], row['source'], row.get('comment', ''))
        table[key] = row.get('forms') or [row['translation']]
    with open(ts_path, encoding='utf-8') as f:
        text = f.read()

    edits, missing = [], []
    for ctx in re.finditer(r'<context>\s*<name>(.*?)</name>(.*?)</context>', text, re.S):
        name, body, start = html.unescape(ctx.group(1)), ctx.group(2), ctx.start(2)
        for msg in re.finditer(r'<message( numerus="yes")?>(.*?)</message>', body, re.S):
            inner = msg.group(2)
            if 'type="unfinished"' not in inner:
                continue
            source = html.unescape(re.search(r'<source>(.*?)</source>', inner, re.S).group(1))
            comment = re.search(r'<comment>(.*?)</comment>', inner, re.S)
            comment = html.unescape(comment.group(1)) if comment else ''
            forms = table.get((name, source, comment))
            if forms is None:
                missing.append((name, source, comment))
                continue
            if msg.group(1):
                body_xml = ''.join('\n            <numerusform>%s</numerusform>' % esc(f)
                                   for f in forms)
                replacement = '<translation>%s\n        </translation>' % body_xml
            else:
                replacement = '<translation>%s</translation>' % esc(forms[0])
            new = re.sub(r'<translation type="unfinished"(?:/>|>.*?</translation>)',
                         lambda _: replacement, inner, count=1, flags=re.S)
            edits.append((start + msg.start(2), start + msg.end(2), new))

    for begin, end, new in sorted(edits, reverse=True):
        text = text[:begin] + new + text[end:]
    with open(ts_path, 'w', encoding='utf-8') as f:
        f.write(text)
    print('filled %d' % len(edits))
    for name, source, comment in missing:
        print('unfinished: [%s] %s%s' % (name, source, ' (%s)' % comment if comment else ''))
    sys.exit(1 if missing else 0)


if __name__ == '__main__':
    main()
