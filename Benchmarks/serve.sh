#!/usr/bin/env bash
# The conversion service (issue 39): the same 36 books through `exporttool serve` with two
# workers and through `batch --jobs 2`, in the same run; then 100 clients polling one job
# (wrk, keep-alive connections) for the latency of GET /v1/jobs/{id}; and the server's
# resident memory idle, before and after the jobs.
# Targets: serve <= 1.1x batch; p99 < 20 ms with 100 clients; idle < 50 MB.
#
#   Benchmarks/serve.sh PATH/TO/release/exporttool CORPUS_DIR
#
# The server runs in a process group of its own and is killed with it at the end or on a
# timeout (BENCH_TIMEOUT seconds for the whole conversion, default 1200). Nothing here
# fails on a timing.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=${1:?usage: serve.sh EXPORTTOOL CORPUS_DIR}
corpus=${2:?usage: serve.sh EXPORTTOOL CORPUS_DIR}
limit=${BENCH_TIMEOUT:-1200}
formats=${SERVE_FORMATS:-text,ssml,brf}
books=${SERVE_BOOKS:-36}

echo "== serve (issue 39): $books books, --to $formats, 2 workers against batch --jobs 2"
if ! ls "$corpus"/*.epub >/dev/null 2>&1; then echo "  skipped: no corpus at $corpus"; exit 0; fi
corpus=$(cd "$corpus" && pwd)   # the links below must not dangle
if [ ! -x "$tool" ]; then echo "skipped: $tool is not an executable"; exit 0; fi
for program in curl jq; do
  command -v $program >/dev/null || { echo "  skipped: $program is not installed"; exit 0; }
done
scratch serve-bench
server=""
stop_server() {
  [ -n "$server" ] && kill -TERM -- "-$server" 2>/dev/null && sleep 1 && kill -KILL -- "-$server" 2>/dev/null
  server=""
}
trap 'stop_server; scratch_cleanup' EXIT

mkdir -p "$work/in"
count=0
while [ $count -lt $books ]; do
  for book in "$corpus"/*.epub; do
    [ $count -ge $books ] && break
    ln -s "$book" "$work/in/$(basename "$book" .epub)-$count.epub"
    count=$((count + 1))
  done
done

# batch --jobs 2 first, then the service; the machine is the same for both.
start=$(date +%s.%N)
in_group "$tool" batch "$work/in" --to "$formats" --output-dir "$work/batch" --jobs 2 --force -q \
  --report "$work/batch.json" >/dev/null 2>"$work/batch.err"
batch_status=$?
batch_seconds=$(awk "BEGIN{print $(date +%s.%N) - $start}")
printf '  batch --jobs 2: %7.2f s (exit %d%s)\n' "$batch_seconds" "$batch_status" "$([ "$TIMED_OUT" = 1 ] && echo ", timed out")"

rss() { awk '/^VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$1/status" 2>/dev/null; }
# Of the resident memory, the server's own (anonymous: heap, stacks) and its proportional
# share of file pages (the binary's and the shared libraries' code, shared with its worker
# processes and every other Swift program): RSS counts those pages whole.
anon() { awk '/^Anonymous:/ {printf "%.1f", $2 / 1024}' "/proc/$1/smaps_rollup" 2>/dev/null; }
pss() { awk '/^Pss:/ {printf "%.1f", $2 / 1024}' "/proc/$1/smaps_rollup" 2>/dev/null; }
setsid "$tool" serve --store "$work/store" --listen 127.0.0.1:0 --workers 2 >"$work/serve.out" 2>"$work/serve.err" &
server=$!
url=""
for _ in $(seq 1 100); do
  url=$(sed -n 's/^exporttool serve: listening on \(http:[^ ]*\)$/\1/p' "$work/serve.out" | head -n 1)
  [ -n "$url" ] && break
  sleep 0.1
done
if [ -z "$url" ]; then echo "  the server did not start: $(head -n 1 "$work/serve.err")"; exit 0; fi
sleep 2
idle_before=$(rss "$server"); anon_before=$(anon "$server"); pss_before=$(pss "$server")

start=$(date +%s.%N)
for book in "$work"/in/*.epub; do
  curl -sf -X POST "$url/v1/jobs?to=$formats" -H 'Content-Type: application/epub+zip' \
    -H "Content-Disposition: attachment; filename=\"$(basename "$book")\"" \
    --data-binary @"$book" >>"$work/posted.json" || echo "  a POST failed: $book"
done
waited=0
while :; do
  open=$(curl -sf "$url/v1/jobs" | jq '[.jobs[] | select(.status == "queued" or .status == "running")] | length')
  [ "$open" = 0 ] && break
  if [ "$waited" -ge $((limit * 10)) ]; then echo "  the service timed out after $limit s"; break; fi
  sleep 0.1
  waited=$((waited + 1))
done
serve_seconds=$(awk "BEGIN{print $(date +%s.%N) - $start}")
done_count=$(curl -sf "$url/v1/jobs?status=done" | jq '.jobs | length')
printf '  serve, 2 workers: %7.2f s from the first POST to the last job ended (%s of %d done)\n' \
  "$serve_seconds" "$done_count" "$books"
echo "  serve / batch: $(ratio "$serve_seconds" "$batch_seconds")x (target <= 1.1x)"

id=$(jq -r '.id' "$work/posted.json" | head -n 1)
if command -v wrk >/dev/null && [ -n "$id" ]; then
  wrk -t2 -c100 -d10s --latency "$url/v1/jobs/$id" >"$work/wrk.out" 2>&1
  p99=$(awk '$1 == "99%" {print $2}' "$work/wrk.out")
  p50=$(awk '$1 == "50%" {print $2}' "$work/wrk.out")
  rate=$(awk '/^Requests\/sec/ {print $2}' "$work/wrk.out")
  errors=$(grep -E 'Non-2xx|Socket errors' "$work/wrk.out" | tr -s ' ' | tr '\n' ' ')
  echo "  GET /v1/jobs/{id}, 100 clients for 10 s (wrk): p50 $p50, p99 $p99, $rate requests/s ${errors:+($errors)} (target p99 < 20ms)"
else
  echo "  latency skipped: wrk is not installed"
fi
sleep 2
idle_after=$(rss "$server"); anon_after=$(anon "$server"); pss_after=$(pss "$server")
echo "  idle server resident memory: $idle_before MB at start, $idle_after MB after the jobs (target < 50 MB)"
echo "    of which its own (anonymous) $anon_before MB at start, $anon_after MB after; proportional set $pss_before MB, $pss_after MB"
exit 0
