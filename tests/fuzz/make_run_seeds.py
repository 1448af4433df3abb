#!/usr/bin/env python3
"""Seeds for fuzz_evaluate and fuzz_export: accepted projects at the edges.

    python3 tests/fuzz/make_run_seeds.py build/app/suanpan-cli

Writes seed-<name>.json into tests/fuzz/corpus/evaluate and .../export: the
example project and variants at the bounds of core/model/Limits.h (a
million cards on every schedule with overlapping runs, the largest model
shape, a user card at every bound, the texts issue 33 found: NUL, U+FFFE,
C0 controls, a literal _x003D_, formula prefixes after invisible or
full-width characters, a 40 000-character note), and the valid documents
of the project_json corpus. Each seed is checked with `project create` and
`project validate`; fuzzing grows the corpora from them.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def accepted(cli, text):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, 'p.json')
        with open(src, 'wb') as f:
            f.write(text)
        out = os.path.join(d, 'p.suanpan')
        r = subprocess.run([cli, 'project', 'create', '--from', src, out], capture_output=True)
        if r.returncode != 0:
            return False
        return subprocess.run([cli, 'project', 'validate', out],
                              capture_output=True).returncode == 0


def main():
    cli = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as d:
        subprocess.run([cli, 'project', 'example', os.path.join(d, 'e.suanpan')], check=True)
        base = json.loads(subprocess.run([cli, 'project', 'show', os.path.join(d, 'e.suanpan'),
                                          '--json'], check=True, capture_output=True).stdout)
        cards = json.loads(subprocess.run([cli, 'catalog', 'cards', '--json'], check=True,
                                          capture_output=True).stdout)['cards']

    def variant(change):
        p = json.loads(json.dumps(base))
        change(p)
        return p

    def schedules(p):
        for i, w in enumerate(p['workloads']):
            w['schedule'].update(cards=1000000, duration_days=90,
                                 every_months=1 if w['scenario'] != 'inference' else 0,
                                 start_month=i)

    def model(p):
        p['workloads'][1]['model'].update(layers=100000, hidden_size=10000000,
                                          attention_heads=100000, kv_heads=100000,
                                          ffn_size=100000000, vocab_size=100000000,
                                          params_total=1e15, params_active=1e15)
        p['workloads'][1]['training_tokens'] = 1e16
        p['workloads'][1]['sequence_length'] = 100000000

    def user_card(p):
        c = json.loads(json.dumps(next(c for c in cards if c['id'] == 'a800-80g-sxm')))
        c.update(memory_bytes=1e13, memory_bandwidth_bytes_per_s=1e15, tdp_watts=100000)
        for q in c['rent']:
            q['cny'] = {'low': 100000, 'likely': 100000, 'high': 100000}
        for q in c['purchase']:
            q['cny'] = {'low': 1e8, 'likely': 1e8, 'high': 1e8}
        p['user_catalog']['cards'] = [c]

    def texts(p):
        p['meta']['title'] = {'en': 'T\u0002\ufffe _x003D_', 'zh': '\u0001\uffff'}
        p['meta']['author'] = 'A\u001b'
        p['options'][0]['name'] = {'en': 'N\u0000 _x0041_', 'zh': '\ufeff=1'}
        p['options'][1]['name'] = {'en': '\u00a0+1', 'zh': '\uff1d1'}
        p['workloads'][0]['name'] = {'en': '\u200b@A1', 'zh': '\ufe66'}
        p['checklist'] = [{'item_id': 'accept.iperf3_nodes', 'option_id': '', 'status': 'fail',
                           'note': '\U0001f600' * 16384, 'date': '2026', 'checked_by': '-x'}]

    def tiny(p):
        p['workloads'] = p['workloads'][2:]
        p['options'] = [o for o in p['options'] if o['acquisition'] != 'rent']

    seeds = {
        'example': base,
        'million-cards': variant(schedules),
        'largest-model': variant(model),
        'user-card-at-bounds': variant(user_card),
        'texts': variant(texts),
        'serving-owned-only': variant(tiny),
    }
    for target in ('evaluate', 'export'):
        folder = os.path.join(HERE, 'corpus', target)
        os.makedirs(folder, exist_ok=True)
        for name, project in seeds.items():
            text = json.dumps(project, ensure_ascii=False, indent=1).encode('utf-8')
            if not accepted(cli, text):
                sys.exit(f'seed {name} is not accepted')
            with open(os.path.join(folder, f'seed-{name}.json'), 'wb') as f:
                f.write(text)
        kept = 0
        for path in sorted(glob.glob(os.path.join(HERE, 'corpus', 'project_json', '*'))):
            with open(path, 'rb') as f:
                text = f.read()
            if accepted(cli, text):
                with open(os.path.join(folder, 'json-' + os.path.basename(path)), 'wb') as f:
                    f.write(text)
                kept += 1
        print(f'{target}: {len(seeds)} seeds, {kept} documents of the project_json corpus')


if __name__ == '__main__':
    main()
