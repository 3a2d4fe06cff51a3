#!/usr/bin/env python3
"""Scores `exporttool math` against the MathML vectors of ../shared/math-vectors (and sre/),
per category, for development: the tests hold the floors.

usage: scripts/math-vectors.py BIN FILE ueb|nemeth|speech [--tier A] [--category C] [--style S] [--report PATH]"""
import json, subprocess, sys, re, collections, argparse
ap = argparse.ArgumentParser()
ap.add_argument('bin'); ap.add_argument('file'); ap.add_argument('mode')
ap.add_argument('--tier'); ap.add_argument('--report'); ap.add_argument('--category'); ap.add_argument('--style')
a = ap.parse_args()
vs = json.load(open(a.file))
if a.tier: vs = [v for v in vs if v.get('tier') == a.tier]
if a.category: vs = [v for v in vs if v.get('category','').startswith(a.category)]
if a.mode == 'speech':
    vs = [v for v in vs if v.get('style') in ('ClearSpeak','SimpleSpeak')]
    if a.style: vs = [v for v in vs if v['style'] == a.style]
groups = collections.defaultdict(list)
for v in vs:
    key = (v.get('style'), json.dumps(v.get('prefs') or {}, sort_keys=True)) if a.mode == 'speech' else ('',)
    groups[key].append(v)
def norm_speech(s):
    s = s.lower().replace(',', ' ').replace(';', ' ') if 'sre' in a.file else s.lower().replace(',', ' ')
    return ' '.join(s.split())
results = []
for key, group in groups.items():
    lines = '\n'.join(re.sub(r'\s*\n\s*', ' ', v['mathml']) for v in group) + '\n'
    if a.mode == 'speech':
        cmd = [a.bin, 'math', '--speech', '--math-speech', key[0].lower()]
        prefs = json.loads(key[1])
        if prefs: cmd += ['--math-prefs', ','.join(f'{k}={v}' for k, v in prefs.items())]
    else:
        cmd = [a.bin, 'math', '--braille', a.mode]
    p = subprocess.run(cmd, input=lines, capture_output=True, text=True)
    outs = p.stdout.split('\n')
    if len(outs) < len(group):
        # prefs unsupported? fall back per vector
        sys.stderr.write(f'{cmd}: {p.stderr[:200]}\n'); outs += [''] * len(group)
    for v, o in zip(group, outs):
        if a.mode == 'speech':
            ok = norm_speech(o) == norm_speech(v['expected'])
        else:
            ok = o.rstrip('⠀') == v['expected'].rstrip('⠀')
        results.append((v, o, ok))
cat = collections.defaultdict(lambda: [0, 0])
for v, o, ok in results:
    c = v.get('category') or v['id'].split('/')[0].rsplit('_', 1)[0]
    if 'sre' not in a.file: c = (v.get('style') or '') + ':' + v.get('source', '').split('/')[-1]
    cat[c][0] += ok; cat[c][1] += 1
n = sum(ok for _, _, ok in results)
print(f'{a.file} {a.mode}: {n}/{len(results)} = {100*n/max(1,len(results)):.1f}%')
for c, (p, t) in sorted(cat.items()): print(f'  {c}: {p}/{t}')
if a.report:
    with open(a.report, 'w') as f:
        for v, o, ok in results:
            if not ok: f.write(f"{v['id']} {v.get('prefs') or ''}\n  in   {v['mathml']}\n  want {v['expected']}\n  got  {o}\n")
