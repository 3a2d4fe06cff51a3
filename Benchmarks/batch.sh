#!/usr/bin/env bash
# Batch throughput (issue 7): the corpus repeated to about 40 inputs, exported to every
# format with --jobs 1 and --jobs 2 in the same run; books/second and the speed-up.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=$1 corpus=$2
formats=${BATCH_FORMATS:-json,text,markdown,ssml,brf,pef,braille}
echo "== batch: corpus repeated to ~40 books, --to $formats"
if ! ls "$corpus"/*.epub >/dev/null 2>&1; then echo "  skipped: no corpus at $corpus"; exit 0; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in"
count=0
while [ $count -lt 40 ]; do
  for book in "$corpus"/*.epub; do
    [ $count -ge 40 ] && break
    ln -s "$book" "$work/in/$(basename "$book" .epub)-$count.epub"
    count=$((count + 1))
  done
done
for jobs in 1 2; do
  rm -rf "$work/out"
  start=$(date +%s.%N)
  "$tool" batch "$work/in" --to "$formats" --output-dir "$work/out" --jobs $jobs --force -q --report "$work/report-$jobs.json"
  status=$?
  end=$(date +%s.%N)
  seconds=$(awk "BEGIN{print $end - $start}")
  eval "seconds_$jobs=$seconds"
  printf '  --jobs %d: %6.2f s, %5.2f books/s (exit %d)\n' $jobs "$seconds" "$(awk "BEGIN{print $count / $seconds}")" $status
done
echo "  speed-up with 2 jobs: $(ratio "$seconds_1" "$seconds_2")x on $(nproc) cores (target: at least 1.8x)"
