#!/usr/bin/env bash
# Chapters as jobs (issue 43, item 4): one narration job (`to=mp3`, a generated book of
# CHAPTERS chapters of 60 sentences) on 1 server and on 2 servers sharing one store and
# SQLite file, each `--workers 1`, ROUNDS times each; prints the wall seconds from POST to
# done. Nothing here fails on a timing.
#
#   Benchmarks/serve-chapters.sh PATH/TO/exporttool [CHAPTERS] [ROUNDS]
set -uo pipefail
tool=${1:?usage: serve-chapters.sh EXPORTTOOL [CHAPTERS] [ROUNDS]}
chapters=${2:-8}
rounds=${3:-3}
for program in curl python3 setsid; do
  command -v $program >/dev/null || { echo "skipped: $program is not installed"; exit 0; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/book.xhtml" "$chapters" <<'PY'
import sys
path, count = sys.argv[1], int(sys.argv[2])
body = "".join(f"<h1>Chapter {c}</h1>" + "".join(
    f"<p>Chapter {c}, paragraph {p}, is spoken by whichever server claims it, word by word.</p>" for p in range(1, 61))
    for c in range(1, count + 1))
open(path, "w").write('<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" '
                      f'lang="en"><head><title>Bench</title></head><body>{body}</body></html>')
PY
json() { python3 -c "import json,sys; print(json.load(sys.stdin)['$1'])"; }

run() {  # run SERVERS
  local store="$work/store-$1" groups=() ports=()
  mkdir -p "$store"
  for i in $(seq 1 "$1"); do
    setsid "$tool" serve --store "$store" --listen 127.0.0.1:0 --workers 1 >"$store/out$i" 2>&1 &
    groups+=($!)
  done
  for i in $(seq 1 "$1"); do
    until grep -q 'exporttool serve: listening' "$store/out$i" 2>/dev/null; do sleep 0.1; done
    ports+=("$(grep 'exporttool serve: listening' "$store/out$i" | grep -o '[0-9]*$')")
  done
  local start end id status
  start=$(date +%s.%N)
  id=$(curl -s -X POST "http://127.0.0.1:${ports[0]}/v1/jobs?to=mp3" -H 'Content-Type: application/xhtml+xml' \
         -H 'Content-Disposition: attachment; filename="book.xhtml"' --data-binary @"$work/book.xhtml" | json id)
  while :; do
    status=$(curl -s "http://127.0.0.1:${ports[0]}/v1/jobs/$id" | json status)
    [ "$status" = queued ] || [ "$status" = running ] || break
    sleep 0.1
  done
  end=$(date +%s.%N)
  for group in "${groups[@]}"; do kill -- -"$group" 2>/dev/null; done
  wait
  rm -rf "$store"
  printf '  %d server(s): %s, %.1f s\n' "$1" "$status" "$(echo "$end - $start" | bc)"
}

echo "== chapters as jobs: one mp3 job of $chapters chapters, 1 and 2 servers (--workers 1), load $(cut -d' ' -f1 /proc/loadavg)"
for _ in $(seq 1 "$rounds"); do run 1; run 2; done
