#!/usr/bin/env bash
# Math (issue #25): `exporttool math` throughput on linear-algebra's expressions (repeated to
# at least 10,000) for linear text, speech and braille, and the cost of exporting the book
# to text, SSML and braille. With BASELINE=path/to/an/exporttool built before math was
# rendered (commit 0407eca), both exports run paired, run by run, and their ratio is printed.
# Usage: Benchmarks/math.sh PATH/TO/release/exporttool CORPUS_DIR
# Prints figures; never fails on a timing (targets: >= 10,000 expressions/s for speech and
# braille; the export at most 1.5x the baseline's time).
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=${1:?usage: math.sh EXPORTTOOL CORPUS_DIR}
corpus=${2:?usage: math.sh EXPORTTOOL CORPUS_DIR}
book="$corpus/linear-algebra.epub"
baseline=${BASELINE:-}
rounds=${MATH_BENCH_ROUNDS:-3}
limit=900

echo "== math (issue #25): linear-algebra.epub"
if [ ! -f "$book" ]; then echo "skipped: $book not found (corpus absent)"; exit 0; fi
if [ ! -x "$tool" ]; then echo "skipped: $tool is not an executable"; exit 0; fi
scratch math-bench

# One <math> element per line, in book order, repeated until there are at least 10,000.
python3 - "$book" "$work/expressions.txt" <<'PY'
import re, sys, zipfile
book, out = sys.argv[1], sys.argv[2]
expressions = []
with zipfile.ZipFile(book) as archive:
    for name in sorted(archive.namelist()):
        if not name.endswith(("html", ".htm")):
            continue
        text = re.sub(r"<!--.*?-->", "", archive.read(name).decode("utf-8"), flags=re.S)
        expressions += [re.sub(r"\s+", " ", m) for m in re.findall(r"<math\b.*?</math>", text, re.S)]
lines = list(expressions)
while len(lines) < 10000:
    lines += expressions
with open(out, "w") as file:
    file.write("\n".join(lines) + "\n")
PY
count=$(wc -l <"$work/expressions.txt")
echo "  $count expressions, median of $rounds runs; load average $(cut -d' ' -f1-3 /proc/loadavg)"
# Wall time counts what other processes take from this one; CPU time (user + system) is
# what the command itself costs, so both rates are printed.
for mode in "--text" "--speech" "--braille ueb" "--braille nemeth"; do
  name=$(echo "$mode" | tr -dc 'a-z')
  for ((i = 0; i < rounds; i++)); do
    # shellcheck disable=SC2086
    run "$name" sh -c "\"\$0\" math $mode <\"\$1\" >\"\$2\"" "$tool" "$work/expressions.txt" "$work/$name.out"
  done
  lines=$(wc -l <"$work/$name.out" 2>/dev/null || echo 0)
  awk -v n="$count" -v s="$(seconds "$name")" -v c="$(cpu "$name")" -v m="$mode" -v l="$lines" -v notes="$(notes "$name")" 'BEGIN {
    wall = (s > 0) ? n / s : 0; own = (c > 0) ? n / c : 0
    printf "  exporttool math %-16s %7.2f s wall %7.2f s CPU  %7.0f expressions/s wall, %7.0f/s CPU  (%d lines)%s\n",
      m, s, c, wall, own, l, notes
    if (m != "--text") printf "    target >= 10,000/s: %s by wall time, %s by CPU time\n", (wall >= 10000 ? "met" : "not met"), (own >= 10000 ? "met" : "not met")
  }'
done

formats=text,ssml,brf
echo "  export --to $formats, median of $rounds paired runs"
for ((i = 0; i < rounds; i++)); do
  run math "$tool" export "$book" --to "$formats" --output-dir "$work/out-math" --stem book
  if [ -n "$baseline" ]; then
    run base "$baseline" export "$book" --to "$formats" --output-dir "$work/out-base" --stem book
  fi
done
printf '  %-44s %8.2f s  %7.1f MB peak  %6.2f s CPU%s\n' "with math" "$(seconds math)" "$(megabytes math)" "$(cpu math)" "$(notes math)"
if [ -n "$baseline" ]; then
  printf '  %-44s %8.2f s  %7.1f MB peak  %6.2f s CPU%s\n' "baseline ($baseline)" "$(seconds base)" "$(megabytes base)" "$(cpu base)" "$(notes base)"
  echo "  with math / baseline: $(ratio "$(seconds math)" "$(seconds base)")x wall, $(ratio "$(cpu math)" "$(cpu base)")x CPU (target <= 1.5x)"
else
  echo "  (set BASELINE to an exporttool built at 0407eca for the ratio)"
fi
exit 0
