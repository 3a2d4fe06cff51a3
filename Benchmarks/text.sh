#!/usr/bin/env bash
# Text export of Moby-Dick next to pandoc's plain-text conversion, measured in the same run.
# Usage: Benchmarks/text.sh PATH/TO/release/exporttool CORPUS_DIR
# Prints figures and ratios; never fails on a timing (issue 4 target: at least 10x faster
# than pandoc, peak memory under 100 MB).
set -u
tool=${1:?usage: text.sh EXPORTTOOL CORPUS_DIR}
corpus=${2:?usage: text.sh EXPORTTOOL CORPUS_DIR}
book="$corpus/moby-dick.epub"
runs=${TEXT_BENCH_RUNS:-3}

echo "== text export (issue 4): Moby-Dick, best of $runs runs"
if [ ! -f "$book" ]; then echo "skipped: $book not found (corpus absent)"; exit 0; fi
if [ ! -x "$tool" ]; then echo "skipped: $tool is not an executable"; exit 0; fi
have_pandoc=1
command -v pandoc >/dev/null 2>&1 || have_pandoc=0
have_time=1
[ -x /usr/bin/time ] || have_time=0

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# measure NAME COMMAND...: sets best_wall (seconds) and best_rss (MB, or "?") over $runs runs.
measure() {
  best_wall="" best_rss="?"
  local i start end wall rss
  for ((i = 0; i < runs; i++)); do
    start=$(date +%s.%N)
    if [ "$have_time" = 1 ]; then
      /usr/bin/time -f "%M" -o "$scratch/rss" "$@" >/dev/null 2>"$scratch/err" || { echo "  command failed: $*"; cat "$scratch/err"; return 1; }
      rss=$(awk '{ printf "%.1f", $1 / 1024 }' "$scratch/rss")
    else
      "$@" >/dev/null 2>"$scratch/err" || { echo "  command failed: $*"; return 1; }
      rss="?"
    fi
    end=$(date +%s.%N)
    wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
    if [ -z "$best_wall" ] || awk -v w="$wall" -v b="$best_wall" 'BEGIN { exit !(w < b) }'; then
      best_wall=$wall best_rss=$rss
    fi
  done
}

measure "$tool" export "$book" --to text -o "$scratch/moby.txt" || exit 0
text_wall=$best_wall text_rss=$best_rss
printf '  exporttool --to text      %8ss  peak %6s MB  (%s bytes)\n' "$text_wall" "$text_rss" "$(wc -c <"$scratch/moby.txt")"
measure "$tool" export "$book" --to markdown -o "$scratch/moby.md" || exit 0
printf '  exporttool --to markdown  %8ss  peak %6s MB\n' "$best_wall" "$best_rss"

if [ "$have_pandoc" = 0 ]; then echo "skipped: pandoc not installed, no comparison"; exit 0; fi
measure pandoc -f epub -t plain "$book" -o "$scratch/moby.pandoc.txt" || exit 0
pandoc_wall=$best_wall pandoc_rss=$best_rss
printf '  pandoc -f epub -t plain   %8ss  peak %6s MB  (%s)\n' "$pandoc_wall" "$pandoc_rss" "$(pandoc --version | head -1)"

awk -v t="$text_wall" -v p="$pandoc_wall" -v m="$text_rss" 'BEGIN {
  ratio = (t > 0) ? p / t : 0
  printf "  speed-up vs pandoc: %.1fx (target >= 10x: %s)\n", ratio, (ratio >= 10 ? "met" : "not met")
  if (m != "?") printf "  peak memory: %s MB (target < 100 MB: %s)\n", m, (m + 0 < 100 ? "met" : "not met")
}'
exit 0
