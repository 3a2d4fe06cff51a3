#!/usr/bin/env bash
# Narration (issue 18): Moby-Dick narrated (EPUB and MP3 from one synthesis) on 2 worker
# processes, beside the same run's pipeline of the espeak-ng CLI on the text export plus
# lame, one after the other, with the same audio settings. Prints the real-time factor and
# the ratio to the pipeline (target: at most 0.6x). Then (issue 30) the four audio formats
# (narrated-epub, mp3, daisy202, daisy3) from one run against narrated-epub alone, on
# BENCH_DAISY_BOOK (default: the same book; target: at most 1.15x, the talking books being
# laid out from the one synthesis). Nothing here fails on a timing.
#
#   Benchmarks/narration.sh PATH/TO/release/exporttool CORPUS_DIR
#
# Every command runs in its own process group under a time limit (BENCH_TIMEOUT seconds,
# default 1800); on timeout the whole group (workers included) is killed. BENCH_BOOK names
# another corpus book (default moby-dick).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=${1:?usage: narration.sh EXPORTTOOL CORPUS_DIR}
corpus=${2:?usage: narration.sh EXPORTTOOL CORPUS_DIR}
limit=${BENCH_TIMEOUT:-1800}
name=${BENCH_BOOK:-moby-dick}
book="$corpus/$name.epub"
scratch narration-bench

# timed NAME COMMAND...: runs COMMAND (a shell line) under in_group; sets SECONDS_TAKEN
# (empty on failure or timeout).
timed() {
  local name=$1; shift
  local start end status
  start=$(date +%s.%N)
  in_group bash -c "$*" >"$work/$name.out" 2>"$work/$name.err"; status=$?
  if [ "$TIMED_OUT" = 1 ]; then
    echo "  $name: timed out after $limit s"
    SECONDS_TAKEN=""; return
  fi
  end=$(date +%s.%N)
  if [ "$status" -ne 0 ]; then
    echo "  $name: failed (exit $status): $(tail -n 1 "$work/$name.err")"
    SECONDS_TAKEN=""; return
  fi
  SECONDS_TAKEN=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
}

echo "== narration (issue 18) on $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
if [ ! -f "$book" ]; then echo "  skipped: $book not found (corpus absent)"; exit 0; fi
for program in espeak-ng lame soxi; do
  command -v "$program" >/dev/null || { echo "  skipped: $program is not installed"; exit 0; }
done

# exporttool: both formats, one synthesis and encode, 2 workers.
timed exporttool "'$tool' export '$book' --to narrated-epub,mp3 --output-dir '$work/out' --jobs 2"
ours=$SECONDS_TAKEN
audio=0
if [ -n "$ours" ] && [ -f "$work/out/$name.audio.json" ]; then
  audio=$(grep -m1 '"durationMs"' "$work/out/$name.audio.json" | tr -dc '0-9')
  audio=$(awk -v ms="$audio" 'BEGIN { printf "%.0f", ms / 1000 }')
fi
# make test narrates the other corpus books whole and checks them with epubcheck; the long
# book is narrated here, so its narrated EPUB is checked here (a report, never a failure).
jar=/usr/share/java/epubcheck.jar
if [ -f "$work/out/$name.narrated.epub" ] && [ -f "$jar" ] && command -v java >/dev/null; then
  problems=$(java -Xss256m -jar "$jar" "$work/out/$name.narrated.epub" 2>&1 | grep -c -E '^(ERROR|FATAL|WARNING)')
  echo "  epubcheck of $name.narrated.epub: $problems problem lines"
fi
rm -rf "$work/out"

# The pipeline: text export, espeak-ng CLI to WAV, lame with the same settings, in sequence.
"$tool" export "$book" --to text -o "$work/moby.txt" 2>/dev/null
timed pipeline "espeak-ng -f '$work/moby.txt' -w '$work/moby.wav' && lame --quiet -m m -b 32 -q 7 '$work/moby.wav' '$work/moby.mp3'"
peer=$SECONDS_TAKEN
peer_audio=$( [ -f "$work/moby.wav" ] && soxi -D "$work/moby.wav" 2>/dev/null | awk '{ printf "%.0f", $1 }' )
rm -f "$work/moby.wav" "$work/moby.mp3"

if [ -n "$ours" ]; then
  printf '  %-58s %8s s  %s s of audio, %sx real time\n' "exporttool narrated-epub,mp3 (--jobs 2)" "$ours" "$audio" \
    "$(awk -v a="$audio" -v s="$ours" 'BEGIN { printf "%.0f", a / s }')"
fi
if [ -n "$peer" ]; then
  printf '  %-58s %8s s  %s s of audio, %sx real time\n' "espeak-ng CLI + lame -m m -b 32 -q 7 (sequential)" "$peer" "${peer_audio:-?}" \
    "$(awk -v a="${peer_audio:-0}" -v s="$peer" 'BEGIN { printf "%.0f", a / s }')"
fi
if [ -n "$ours" ] && [ -n "$peer" ]; then
  r=$(awk -v a="$ours" -v b="$peer" 'BEGIN { printf "%.2f", a / b }')
  echo "  ratio $r (target <= 0.6): $(awk -v r="$r" 'BEGIN { print (r <= 0.6) ? "met" : "not met" }')"
fi

# Issue 30: every audio format from one synthesis costs little more than the narrated EPUB.
daisy_name=${BENCH_DAISY_BOOK:-$name}
daisy_book="$corpus/$daisy_name.epub"
if [ -f "$daisy_book" ]; then
  timed epub-alone "'$tool' export '$daisy_book' --to narrated-epub --output-dir '$work/one' --jobs 2"
  alone=$SECONDS_TAKEN
  rm -rf "$work/one"
  timed all-four "'$tool' export '$daisy_book' --to narrated-epub,mp3,daisy202,daisy3 --output-dir '$work/four' --jobs 2"
  four=$SECONDS_TAKEN
  rm -rf "$work/four"
  [ -n "$alone" ] && printf '  %-58s %8s s\n' "$daisy_name: narrated-epub alone (--jobs 2)" "$alone"
  [ -n "$four" ] && printf '  %-58s %8s s\n' "$daisy_name: narrated-epub,mp3,daisy202,daisy3 (--jobs 2)" "$four"
  if [ -n "$alone" ] && [ -n "$four" ]; then
    r=$(awk -v a="$four" -v b="$alone" 'BEGIN { printf "%.2f", a / b }')
    echo "  all four / narrated-epub alone: ${r}x (target <= 1.15): $(awk -v r="$r" 'BEGIN { print (r <= 1.15) ? "met" : "not met" }')"
  fi
else
  echo "  four audio formats: skipped, $daisy_book not found"
fi
