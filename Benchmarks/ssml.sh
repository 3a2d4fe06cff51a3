#!/usr/bin/env bash
# SSML export of Moby-Dick against pandoc's plain-text conversion of the same book, in the
# same run. Prints figures; never fails on a timing.
# Usage: Benchmarks/ssml.sh PATH/TO/release/exporttool CORPUS_DIR
set -uo pipefail

tool="${1:-}"
corpus="${2:-}"
book="$corpus/moby-dick.epub"

if [ -z "$tool" ] || [ ! -x "$tool" ]; then
  echo "ssml: skipped: no exporttool binary at '${tool}'"
  exit 0
fi
if [ ! -f "$book" ]; then
  echo "ssml: skipped: corpus not found (no $book)"
  exit 0
fi
if [ ! -x /usr/bin/time ]; then
  echo "ssml: skipped: /usr/bin/time is missing (apt-get install time)"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# best_of N COMMAND...: runs the command N times; prints "SECONDS PEAK_KB" of the fastest run,
# or "fail" when a run fails.
best_of() {
  local runs="$1"; shift
  local best="" best_rss=""
  for _ in $(seq "$runs"); do
    if ! /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err"; then
      echo "fail"; return
    fi
    read -r seconds rss < "$work/time"
    if [ -z "$best" ] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then
      best="$seconds"; best_rss="$rss"
    fi
  done
  echo "$best $best_rss"
}

ssml=$(best_of 3 "$tool" export "$book" --to ssml -o "$work/moby.ssml")
chunked=$(best_of 3 "$tool" export "$book" --to ssml --max-chars 3000 --output-dir "$work/chunks")
if command -v pandoc >/dev/null; then
  pandoc_result=$(best_of 2 pandoc -f epub -t plain "$book" -o "$work/moby.txt")
else
  pandoc_result="missing"
fi

report() {
  local label="$1" result="$2"
  if [ "$result" = "fail" ] || [ "$result" = "missing" ]; then
    printf '  %-36s %s\n' "$label" "$result"
  else
    set -- $result
    printf '  %-36s %6.2f s  %7.1f MB peak RSS\n' "$label" "$1" "$(awk -v k="$2" 'BEGIN { print k / 1024 }')"
  fi
}

echo "ssml: Moby-Dick ($(du -k "$book" | cut -f1) KB EPUB), best of 3 (pandoc best of 2)"
report "exporttool --to ssml" "$ssml"
report "exporttool --to ssml --max-chars 3000" "$chunked"
report "pandoc -f epub -t plain" "$pandoc_result"
if [ -f "$work/moby.ssml" ]; then
  echo "  output: $(du -k "$work/moby.ssml" | cut -f1) KB SSML, $(ls "$work/chunks" 2>/dev/null | grep -c '\.ssml$') chunks of at most 3000 bytes"
fi
case "$ssml $pandoc_result" in
  *fail*|*missing*) echo "  ratio: n/a" ;;
  *)
    set -- $ssml; ours="$1"
    set -- $pandoc_result; theirs="$1"
    awk -v a="$ours" -v b="$theirs" 'BEGIN {
      if (a <= 0) a = 0.01
      ratio = b / a
      printf "  ratio: SSML export is %.1fx faster than pandoc plain text (target: at least 10x) %s\n", ratio, (ratio >= 10 ? "ok" : "below target")
    }'
    ;;
esac
exit 0
