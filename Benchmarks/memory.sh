#!/usr/bin/env bash
# Memory (issue 14): one million tiny paragraphs (8 MB of XHTML, generated here, never
# committed) read into the model and exported to each format, then to every format at
# once. Each line shows the wall time and the peak resident memory beside the target
# (every format within 60 s and under 500 MB). Nothing here fails on a figure.
#
#   Benchmarks/memory.sh PATH/TO/release/exporttool
#
# Every command runs once (BENCH_RUNS to repeat; the median is shown) in its own process
# group under a time limit (BENCH_TIMEOUT seconds, default 300); on timeout the whole
# group (braille workers included) is killed. PARAGRAPHS changes the input's size.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=${1:?usage: memory.sh EXPORTTOOL}
runs=${BENCH_RUNS:-1}
limit=${BENCH_TIMEOUT:-300}
paragraphs=${PARAGRAPHS:-1000000}
scratch memory-bench

verdict() { awk -v s="$1" -v m="$2" 'BEGIN { printf "%s", (s > 0 && s <= 60 && m < 500) ? "met" : "not met" }'; }
line() {
  printf '  %-40s %8s s %8s MB   (target <= 60 s, < 500 MB: %s)%s\n' "$1" "$(seconds "$2")" "$(megabytes "$2")" \
    "$(verdict "$(seconds "$2")" "$(megabytes "$2")")" "$(notes "$2")"
}

awk -v n="$paragraphs" 'BEGIN { printf "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>Tiny</title></head><body>";
  for (i = 0; i < n; i++) printf "<p>w</p>"; print "</body></html>" }' >"$work/tiny.xhtml"
echo "== memory (issue 14): $paragraphs tiny paragraphs, $(du -m "$work/tiny.xhtml" | cut -f1) MB of XHTML, on $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
formats="json text markdown ssml brf pef braille"
for ((i = 1; i <= runs; i++)); do
  run model "$tool" inspect "$work/tiny.xhtml"
  for format in $formats; do
    run "$format" "$tool" export "$work/tiny.xhtml" --to "$format" -o "$work/out.$format"
    rm -f "$work/out.$format"
  done
  run all "$tool" export "$work/tiny.xhtml" --to json,text,markdown,ssml,brf,pef,braille --output-dir "$work/all" --stem tiny
  rm -rf "$work/all"
done
line "exporttool inspect (the model)" model
for format in $formats; do line "exporttool export --to $format" "$format"; done
line "exporttool export --to all seven formats" all
exit 0
