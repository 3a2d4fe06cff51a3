#!/usr/bin/env python3
"""Scores `exporttool math` against the MathML vectors of ../shared/math-vectors (and sre/),
per category, for development: the tests hold the floors.

usage: scripts/math-vectors.py BIN FILE ueb|nemeth|speech [--tier A] [--category C] [--style S] [--report PATH]"""
import json, subprocess, sys, re, collections, argparse
ap = argparse.ArgumentParser()
ap.add_argument('bin'); ap.add_argument('file'); ap.add_argument('mode')
ap.add_argument('--tier'); ap.add_argument('--report'); ap.add_argument('--category'); ap.add_argument('--style')
ap.add_argument('--default-prefs', action='store_true', help='only vectors that assume the default preferences')
ap.add_argument('--by-id', action='store_true', help='group by the id prefix (the spec section) instead of the category')
a = ap.parse_args()
vs = json.load(open(a.file))
if a.tier: vs = [v for v in vs if v.get('tier') == a.tier]
if a.category: vs = [v for v in vs if v.get('category','').startswith(a.category)]
if a.default_prefs: vs = [v for v in vs if not v.get('prefs')]
if a.mode == 'speech':
    vs = [v for v in vs if v.get('style') in ('ClearSpeak','SimpleSpeak')]
    if a.style: vs = [v for v in vs if v['style'] == a.style]
groups = collections.defaultdict(list)
for v in vs:
    key = (v.get('style'), json.dumps(v.get('prefs') or {}, sort_keys=True)) if a.mode == 'speech' else ('',)
    groups[key].append(v)
# A period or colon before white space or at the end is a pause (the ClearSpeak
# specification writes its long pause "." and the pause after "Row 1" ":"; the renderer
# writes "." and ";"): dropped with the commas and semicolons for sre/, counted as MathCAT's
# ";" otherwise (docs/math.md, "Tested against the vectors").
# A colon before another pause mark ("Line 1:, 2 lines") is one too.
PAUSE_MARK = re.compile(r'[.:](?=[\s,;]|$)')
def norm_speech(s):
    s = s.lower()
    if 'sre' in a.file: s = PAUSE_MARK.sub(' ', s).replace(',', ' ').replace(';', ' ')
    else: s = PAUSE_MARK.sub(';', s).replace(',', ' ')
    return ' '.join(s.split())
# The lenient comparison of sre/README.md: digits stand for number words and "equals" for
# "is equal to", so phrasing differences are told apart from wrong readings.
NUMBER_WORDS = {w: str(i) for i, w in enumerate('zero one two three four five six seven eight nine ten eleven '
    'twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split())}
def lenient(s):
    s = norm_speech(s).replace('is equal to', 'equals')
    return ' '.join(NUMBER_WORDS.get(w, w) for w in s.split())
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
    # A preference the renderer does not honour is a usage error; read the group with the
    # others, as the tests do.
    while a.mode == 'speech' and p.returncode != 0 and ('unknown math speech preference' in p.stderr or 'is not a value of' in p.stderr):
        name = p.stderr.split("preference '", 1)[1].split("'", 1)[0] if 'preference' in p.stderr else p.stderr.split('is not a value of ', 1)[1].split(';', 1)[0]
        prefs.pop(name, None)
        cmd = cmd[:5] + (['--math-prefs', ','.join(f'{k}={v}' for k, v in prefs.items())] if prefs else [])
        p = subprocess.run(cmd, input=lines, capture_output=True, text=True)
    outs = p.stdout.split('\n')
    if len(outs) < len(group):
        # prefs unsupported? fall back per vector
        sys.stderr.write(f'{cmd}: {p.stderr[:200]}\n'); outs += [''] * len(group)
    for v, o in zip(group, outs):
        if a.mode == 'speech':
            ok = norm_speech(o) == norm_speech(v['expected'])
            loose = ok or lenient(o) == lenient(v['expected'])
        else:
            ok = o.rstrip('⠀') == v['expected'].rstrip('⠀')
            loose = ok
        results.append((v, o, ok, loose))
cat = collections.defaultdict(lambda: [0, 0, 0])
for v, o, ok, loose in results:
    c = v.get('category') or v['id'].split('/')[0].rsplit('_', 1)[0]
    if 'sre' not in a.file: c = (v.get('style') or '') + ':' + v.get('source', '').split('/')[-1]
    if a.by_id: c = v['id'].split('/')[0]
    cat[c][0] += ok; cat[c][1] += loose; cat[c][2] += 1
n = sum(r[2] for r in results)
m = sum(r[3] for r in results)
total = max(1, len(results))
print(f'{a.file} {a.mode}: {n}/{len(results)} = {100*n/total:.1f}%' + (f', lenient {m}/{len(results)} = {100*m/total:.1f}%' if a.mode == 'speech' else ''))
for c, (p, l, t) in sorted(cat.items()): print(f'  {c}: {p}/{t}' + (f' (lenient {l})' if a.mode == 'speech' else ''))
if a.report:
    with open(a.report, 'w') as f:
        for v, o, ok, _ in results:
            if not ok: f.write(f"{v['id']} {v.get('prefs') or ''}\n  in   {v['mathml']}\n  want {v['expected']}\n  got  {o}\n")
