#!/usr/bin/env bash
# Speed and memory, round two (issue 17). Every figure is printed beside its peer's, with
# the ratio and the target; nothing here fails on a timing.
#
#   Benchmarks/speed.sh PATH/TO/release/exporttool CORPUS_DIR
#
# Timed runs alternate between the contenders (BENCH_RUNS, default 7; the batch pair
# BATCH_RUNS times, default 3) and the median is reported, so a machine that other work is
# slowing slows them alike; the braille ratios are also given paired, run by run. Beside
# each wall time is the CPU time (user + system, worker processes included), which other
# work on the machine barely changes: on a loaded machine compare those, and read the
# wall-clock ratios with the load average printed at the start and the end. Every command
# runs in its own process group under a time limit (BENCH_TIMEOUT seconds, default 300); on
# timeout the whole group (workers included) is killed.
#
# With BASELINE=path/to/an/older/exporttool (a release build of an earlier commit), that
# binary runs beside this one in every round (Moby-Dick to BRF, text and SSML, the model,
# the long paragraph, the tiny paragraphs and batch --jobs 2) and the paired ratios are
# printed at the end: the check that no README figure got worse (issue 24: by 5% at most).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=${1:?usage: speed.sh EXPORTTOOL CORPUS_DIR}
corpus=${2:?usage: speed.sh EXPORTTOOL CORPUS_DIR}
runs=${BENCH_RUNS:-7}
limit=${BENCH_TIMEOUT:-300}
baseline=${BASELINE:-}
book="$corpus/moby-dick.epub"
scratch speed-bench

# Unlike lib.sh's ratio: "n/a" when B is 0, where that one floors B at 0.01 s.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "n/a" }'; }
line() { printf '  %-46s %8s s %8s s CPU %8s MB%s\n' "$1" "$(seconds "$2")" "$(cpu "$2")" "$(megabytes "$2")" "$(notes "$2")"; }
# The median over runs of A's wall time over B's in the same round: each pair ran back to
# back, so a machine whose speed drifts between rounds (a shared virtual machine) moves both.
paired() { paste -d' ' <(cut -d' ' -f1 "$work/$1.times" 2>/dev/null) <(cut -d' ' -f1 "$work/$2.times" 2>/dev/null) |
  awk 'NF == 2 && $2 > 0 { print $1 / $2 }' | sort -n |
  awk '{a[NR]=$1} END {if (NR) printf "%.2f", (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; else printf "n/a"}'; }
verdict() { awk -v r="$1" -v t="$3" -v op="$2" 'BEGIN { ok = (op == "<=") ? r <= t : r >= t; printf "%s", (r == "n/a") ? "n/a" : (ok ? "met" : "not met") }'; }

echo "== speed and memory (issue 17) on $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); median of $runs alternating runs"
if [ ! -f "$book" ]; then echo "  skipped: $book not found (corpus absent)"; exit 0; fi

# Moby-Dick's plain text for lou_translate, and its content documents for file2brl.
"$tool" export "$book" --to text -o "$work/moby.txt" 2>/dev/null
mkdir -p "$work/epub" "$work/file2brl"
unzip -q -o "$book" -d "$work/epub" 2>/dev/null
find "$work/epub" -type f \( -name '*.xhtml' -o -name '*.html' \) | sort >"$work/documents"
# perf (optional): the CPU time of export's own main thread, workers excluded: the layout
# and the requests it translated itself. Workers take requests from the end while it works
# from the start, so on a loaded machine (workers get less CPU) it takes on more of them;
# on free cores it is about the wall time.
have_perf=0
perf stat -x, -e task-clock --no-inherit -o /dev/null true >/dev/null 2>&1 && have_perf=1
have_file2brl=0
command -v file2brl >/dev/null && [ -s "$work/documents" ] && have_file2brl=1

for ((i = 1; i <= runs; i++)); do
  run brf "$tool" export "$book" --to brf -o "$work/moby.brf"
  run brf1 "$tool" export "$book" --to brf -o "$work/moby1.brf" --jobs 1
  run lou bash -c 'lou_translate -f en-ueb-g2.ctb <"$1" >"$2"' _ "$work/moby.txt" "$work/lou.brf"
  if [ $have_perf = 1 ]; then
    run brfmain perf stat -x, -e task-clock --no-inherit -o "$work/main.$i" "$tool" export "$book" --to brf -o "$work/main.brf"
  fi
  run brf3 "$tool" export "$book" --to brf,pef,braille --output-dir "$work/three" --stem moby
  run brfebrl "$tool" export "$book" --to brf,ebrl --copyright-date 1851 --output-dir "$work/ebrl" --stem moby
  if [ $have_file2brl = 1 ]; then
    run file2brl bash -c 'cd "$1" && while read -r doc; do file2brl "$doc" "$1/out.brf" >/dev/null 2>&1; done <"$2"' \
      _ "$work/file2brl" "$work/documents"
  fi
  run text "$tool" export "$book" --to text -o "$work/moby2.txt"
  run ssml "$tool" export "$book" --to ssml -o "$work/moby.ssml"
  run model "$tool" inspect "$book"
  if [ -n "$baseline" ]; then
    run base_brf "$baseline" export "$book" --to brf -o "$work/base.brf"
    run base_text "$baseline" export "$book" --to text -o "$work/base.txt"
    run base_ssml "$baseline" export "$book" --to ssml -o "$work/base.ssml"
    run base_model "$baseline" inspect "$book"
  fi
  run pandoc pandoc -f epub -t plain "$book" -o "$work/pandoc.txt"
done
cmp -s "$work/moby.brf" "$work/moby1.brf" && same="identical" || same="DIFFERENT"

echo "-- braille: Moby-Dick ($(wc -m <"$work/moby.txt") characters) to BRF"
line "exporttool export --to brf (--jobs $(nproc))" brf
line "exporttool export --to brf --jobs 1" brf1
line "lou_translate -f en-ueb-g2.ctb (text only)" lou
echo "  ratio export / lou_translate: $(ratio "$(seconds brf)" "$(seconds lou)")x (target <= 0.75: $(verdict "$(ratio "$(seconds brf)" "$(seconds lou)")" "<=" 0.75)); --jobs 1: $(ratio "$(seconds brf1)" "$(seconds lou)")x; BRF with and without workers: $same"
echo "  paired, each run against the lou_translate run beside it: median $(paired brf lou)x (target <= 0.75: $(verdict "$(paired brf lou)" "<=" 0.75)); --jobs 1: $(paired brf1 lou)x"
echo "  CPU time export --jobs 1 / lou_translate: $(ratio "$(cpu brf1)" "$(cpu lou)")x (all processes of --jobs $(nproc): $(ratio "$(cpu brf)" "$(cpu lou)")x)"
if [ $have_perf = 1 ]; then
  main=$(cat "$work"/main.* 2>/dev/null | awk -F, '/task-clock/ { print $1 / 1000 }' | sort -n | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print 0}')
  echo "  export's main thread alone (perf task-clock, workers excluded): ${main} s CPU; / lou_translate CPU: $(ratio "$main" "$(cpu lou)")x"
else
  echo "  perf not available: no main-thread CPU figure"
fi
if [ $have_file2brl = 1 ]; then
  line "file2brl (liblouisutdml, $(wc -l <"$work/documents") documents)" file2brl
  echo "  ratio export / file2brl: $(ratio "$(seconds brf)" "$(seconds file2brl)")x (target < 1: $(verdict "$(ratio "$(seconds brf)" "$(seconds file2brl)")" "<=" 0.999))"
else
  echo "  file2brl: not installed"
fi
line "exporttool export --to brf,pef,braille" brf3
echo "  ratio brf,pef,braille / brf: $(ratio "$(seconds brf3)" "$(seconds brf)")x (target <= 1.15: $(verdict "$(ratio "$(seconds brf3)" "$(seconds brf)")" "<=" 1.15)); CPU time $(ratio "$(cpu brf3)" "$(cpu brf)")x"
echo "  paired, each run against the --to brf run of its round: median $(paired brf3 brf)x (target <= 1.15: $(verdict "$(paired brf3 brf)" "<=" 1.15))"
# eBraille reads the pages' translation (one liblouis pass for both formats).
line "exporttool export --to brf,ebrl" brfebrl
echo "  ratio brf,ebrl / brf: $(ratio "$(seconds brfebrl)" "$(seconds brf)")x (target <= 1.2: $(verdict "$(ratio "$(seconds brfebrl)" "$(seconds brf)")" "<=" 1.2)); CPU time $(ratio "$(cpu brfebrl)" "$(cpu brf)")x"
echo "  paired, each run against the --to brf run of its round: median $(paired brfebrl brf)x (target <= 1.2: $(verdict "$(paired brfebrl brf)" "<=" 1.2))"

echo "-- text, SSML and model: Moby-Dick next to pandoc -f epub -t plain"
line "pandoc -f epub -t plain" pandoc
for name in text ssml model; do
  label="exporttool export --to $name"; [ $name = model ] && label="exporttool inspect (model)"
  line "$label" $name
  r=$(ratio "$(seconds $name)" "$(seconds pandoc)")
  echo "    ratio / pandoc: ${r}x (target <= 0.05: $(verdict "$r" "<=" 0.05)); CPU time $(ratio "$(cpu $name)" "$(cpu pandoc)")x; peak $(megabytes $name) MB (target < 100: $(verdict "$(megabytes $name)" "<=" 99.99))"
done

echo "-- one 10 MB paragraph to BRF (one run; BENCH_LONG_JOBS1=1 adds --jobs 1)"
awk 'BEGIN { printf "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>Long</title></head><body><p>"
  w = "the whale and <em>the</em> sea went on through knowledge ";
  for (n = 0; n < 10 * 1024 * 1024; n += length(w)) printf "%s", w; print "</p></body></html>" }' >"$work/long.xhtml"
run long "$tool" export "$work/long.xhtml" --to brf -o "$work/long.brf"
[ -n "$baseline" ] && run base_long "$baseline" export "$work/long.xhtml" --to brf -o "$work/long.brf"
[ -n "${BENCH_LONG_JOBS1:-}" ] && run long1 "$tool" export "$work/long.xhtml" --to brf -o "$work/long1.brf" --jobs 1
line "exporttool export --to brf ($(du -m "$work/long.xhtml" | cut -f1) MB XHTML)" long
[ -n "${BENCH_LONG_JOBS1:-}" ] && line "exporttool export --to brf --jobs 1" long1
echo "  peak memory: $(megabytes long) MB (target < 300: $(verdict "$(megabytes long)" "<=" 299.99))"
rm -f "$work/long.xhtml" "$work/long.brf" "$work/long1.brf"

echo "-- one 1 MB word, and 1 MB of words joined by no-break spaces, to every braille format (one run each; issue 38: < 5 s and < 300 MB)"
awk 'BEGIN { srand(38); printf "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>Word</title></head><body><p>";
  for (n = 0; n < 1024 * 1024; n++) printf "%c", 97 + int(rand() * 26); print "</p></body></html>" }' >"$work/word.xhtml"
awk 'BEGIN { srand(38); printf "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>Joined</title></head><body><p>";
  for (n = 0; n < 1024 * 1024; n += 6) { for (k = 0; k < 5; k++) printf "%c", 97 + int(rand() * 26); printf "\302\240" } print "</p></body></html>" }' >"$work/joined.xhtml"
for name in word joined; do
  run "$name" "$tool" export "$work/$name.xhtml" --to brf,pef,braille,ebrl --copyright-date 2026 --output-dir "$work/$name-out"
  line "exporttool export $name.xhtml --to brf,pef,braille,ebrl" "$name"
  echo "    time $(verdict "$(seconds "$name")" "<=" 5) (< 5 s), peak $(megabytes "$name") MB $(verdict "$(megabytes "$name")" "<=" 299.99) (< 300 MB)"
  rm -rf "$work/$name-out"
done
rm -f "$work/word.xhtml" "$work/joined.xhtml"

echo "-- one million tiny paragraphs to every format (measured only)"
awk 'BEGIN { printf "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>Tiny</title></head><body>";
  for (i = 0; i < 1000000; i++) printf "<p>w</p>"; print "</body></html>" }' >"$work/tiny.xhtml"
run tiny "$tool" export "$work/tiny.xhtml" --to json,text,markdown,ssml,brf,pef,braille --output-dir "$work/tiny" --stem tiny
if [ -n "$baseline" ]; then
  rm -rf "$work/tiny"
  run base_tiny "$baseline" export "$work/tiny.xhtml" --to json,text,markdown,ssml,brf,pef,braille --output-dir "$work/tiny" --stem tiny
fi
line "exporttool export --to every format ($(du -m "$work/tiny.xhtml" | cut -f1) MB XHTML)" tiny
echo "  time $(seconds tiny) s (target <= 60: $(verdict "$(seconds tiny)" "<=" 60)); peak $(megabytes tiny) MB (target < 500: $(verdict "$(megabytes tiny)" "<=" 499.99))"
rm -rf "$work/tiny.xhtml" "$work/tiny"

formats=${BATCH_FORMATS:-json,text,ssml,brf}
echo "-- batch: the corpus under ${BATCH_BOOKS:-30} names (mixed books), --to $formats"
mkdir -p "$work/in"
count=0
while [ $count -lt ${BATCH_BOOKS:-30} ]; do
  for epub in "$corpus"/*.epub; do
    [ $count -ge ${BATCH_BOOKS:-30} ] && break
    cp "$epub" "$work/in/$(basename "$epub" .epub)-$count.epub"
    count=$((count + 1))
  done
done
for ((i = 1; i <= ${BATCH_RUNS:-3}; i++)); do
  for jobs in 1 2; do
    rm -rf "$work/out"
    run batch$jobs "$tool" batch "$work/in" --to "$formats" --output-dir "$work/out" --jobs $jobs --force -q
  done
  if [ -n "$baseline" ]; then
    rm -rf "$work/out"
    run base_batch2 "$baseline" batch "$work/in" --to "$formats" --output-dir "$work/out" --jobs 2 --force -q
  fi
done
line "exporttool batch --jobs 1 ($count books)" batch1
line "exporttool batch --jobs 2" batch2
r=$(ratio "$(seconds batch1)" "$(seconds batch2)")
echo "  speed-up --jobs 2 / --jobs 1: ${r}x (target >= 1.85: $(verdict "$r" ">=" 1.85)); CPU time --jobs 2 / --jobs 1: $(ratio "$(cpu batch2)" "$(cpu batch1)")x"
if [ -n "$baseline" ]; then
  echo "-- this build against BASELINE=$baseline, each run paired with the baseline's run of its round"
  for name in brf text ssml model long tiny batch2; do
    printf '  %-8s %8s s %8s MB  baseline %8s s %8s MB   wall: median %sx, paired %sx; CPU %sx; peak memory %sx%s\n' "$name" \
      "$(seconds $name)" "$(megabytes $name)" "$(seconds base_$name)" "$(megabytes base_$name)" \
      "$(ratio "$(seconds $name)" "$(seconds base_$name)")" "$(paired $name base_$name)" \
      "$(ratio "$(cpu $name)" "$(cpu base_$name)")" "$(ratio "$(megabytes $name)" "$(megabytes base_$name)")" "$(notes base_$name)"
  done
fi
echo "== load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit 0
