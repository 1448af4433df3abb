#!/usr/bin/env python3
"""The include graph of a layer's folders: rooms, arrows, floors, cycles.

    include_graph.py SOURCE LAYER [--check]

A room is a first-level folder of LAYER (ui/pages, ui/i18n, ...; files
directly in LAYER form the room "."); an arrow A -> B means a file in A
includes a header of B (quoted includes, resolved against LAYER and the
including file's folder). The floor of a room is 1 + the highest floor it
includes (a room that includes nothing of its layer is floor 1). With
--check, exits 1 when the rooms do not form a DAG, naming every arrow that
closes a cycle, so ui and core keep their folders in layers (issue 32).
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def rooms_of(source, layer):
    root = os.path.join(source, layer)
    files = {}
    for dirpath, _, names in os.walk(root):
        for name in names:
            if name.endswith(('.cpp', '.h')):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                files[rel] = rel.split(os.sep)[0] if os.sep in rel else '.'
    return root, files


def arrows_of(source, layer):
    root, files = rooms_of(source, layer)
    arrows = {}
    for rel, room in files.items():
        with open(os.path.join(root, rel), encoding='utf-8') as f:
            text = f.read()
        for target in INCLUDE.findall(text):
            here = os.path.normpath(os.path.join(os.path.dirname(rel), target))
            for cand in (here, os.path.normpath(target)):
                if cand in files:
                    other = files[cand]
                    if other != room:
                        arrows.setdefault((room, other), []).append(f'{rel} -> {cand}')
                    break
    return sorted(set(files.values())), arrows


def cycles(rooms, arrows):
    """Strongly connected components with more than one room (Tarjan)."""
    graph = {r: sorted(b for (a, b) in arrows if a == r) for r in rooms}
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for r in rooms:
        if r not in index:
            visit(r)
    return out


def floors(rooms, arrows):
    graph = {r: [b for (a, b) in arrows if a == r] for r in rooms}
    floor = {}

    def of(r, seen=()):
        if r in floor:
            return floor[r]
        if r in seen:  # a cycle: counted once
            return 0
        f = 1 + max((of(b, seen + (r,)) for b in graph[r]), default=0)
        floor[r] = f
        return f

    for r in rooms:
        of(r)
    return floor


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    check = '--check' in sys.argv
    source, layer = args
    rooms, arrows = arrows_of(source, layer)
    floor = floors(rooms, arrows)
    loops = cycles(rooms, arrows)
    print(f'{layer}: {len(rooms)} rooms on {max(floor.values())} floors, {len(arrows)} arrows')
    for r in sorted(rooms, key=lambda r: (floor[r], r)):
        uses = sorted(b for (a, b) in arrows if a == r)
        print(f'  floor {floor[r]}: {r} -> {", ".join(uses) if uses else "(nothing)"}')
    if loops:
        print(f'{layer}: rooms in a cycle (their folders include each other):')
        for comp in loops:
            inside = set(comp)
            for (a, b), why in sorted(arrows.items()):
                if a in inside and b in inside:
                    print(f'  {a} -> {b}: {why[0]}' + (f' (+{len(why) - 1})' if len(why) > 1 else ''))
    if check and loops:
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
