#!/usr/bin/env bash
# Braille export speed next to liblouis itself and liblouisutdml's file2brl.
#
#   Benchmarks/braille.sh PATH/TO/release/exporttool PATH/TO/corpus
#
# Measures, in one run and on the same machine state:
#   1. exporttool export moby-dick.epub --to brf (reading, translation, layout, writing);
#   2. lou_translate -f en-ueb-g2.ctb on the book's plain text (liblouis alone);
#   3. file2brl (liblouisutdml) over the book's content documents.
# Prints wall time (best of BENCH_RUNS runs, default 3) and peak RSS (/usr/bin/time -f
# "%e %M") and the ratios. Never fails
# on a timing: the figures are for people, not for CI.
set -u

tool=${1:-}
corpus=${2:-}
book="$corpus/moby-dick.epub"

if [[ -z "$tool" || ! -x "$tool" ]]; then
    echo "skipped: no exporttool binary given (usage: $0 PATH/TO/exporttool CORPUS_DIR)"
    exit 0
fi
if [[ -z "$corpus" || ! -f "$book" ]]; then
    echo "skipped: corpus not found (${corpus:-no folder given}/moby-dick.epub)"
    exit 0
fi
for program in lou_translate /usr/bin/time; do
    if ! command -v "$program" >/dev/null; then
        echo "skipped: $program not installed"
        exit 0
    fi
done

work=$(mktemp -d "${TMPDIR:-/tmp}/braille-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

# measure NAME COMMAND...: runs once, appends "seconds kilobytes" to $work/NAME.times.
measure() {
    local name=$1; shift
    /usr/bin/time -o "$work/$name.run" -f "%e %M" "$@" >/dev/null 2>"$work/$name.err" || true
    tail -n 1 "$work/$name.run" 2>/dev/null | grep -E '^[0-9.]+ [0-9]+$' >>"$work/$name.times" || true
}
# The best (smallest) wall time of the runs, and the largest peak RSS.
seconds() { sort -n "$work/$1.times" 2>/dev/null | head -n 1 | cut -d' ' -f1 | grep . || echo 0; }
kilobytes() { cut -d' ' -f2 "$work/$1.times" 2>/dev/null | sort -n | tail -n 1 | grep . || echo 0; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "n/a" }'; }

# The book's plain text, as the model has it (the text export once it exists, else the
# JSON model's block texts without the EPUB nav document).
if "$tool" export "$book" --to text -o "$work/book.txt" 2>/dev/null; then
    :
elif command -v jq >/dev/null; then
    "$tool" export "$book" --to json 2>/dev/null | jq -r '
        (.documents | map(select(.navigation)) | map(.href)) as $nav
        | .blocks[] | select(.source.href as $h | ($nav | index($h)) | not)
        | .. | objects | select(has("role")) | .text? // empty' >"$work/book.txt"
else
    echo "skipped: cannot make the plain text (no text export and no jq)"
    exit 0
fi

# The content documents for file2brl, in the order the archive lists them.
mkdir -p "$work/epub" "$work/file2brl"
if command -v unzip >/dev/null; then
    unzip -q -o "$book" -d "$work/epub" || true
fi
find "$work/epub" -type f \( -name '*.xhtml' -o -name '*.html' \) | sort >"$work/documents"

# Each contender runs BENCH_RUNS times (default 3), interleaved, so a busy machine slows
# all of them alike; the best time of each is reported.
runs=${BENCH_RUNS:-3}
have_file2brl=0
if command -v file2brl >/dev/null && [[ -s "$work/documents" ]]; then have_file2brl=1; fi
for ((run = 1; run <= runs; run++)); do
    measure export "$tool" export "$book" --to brf -o "$work/book.brf"
    measure lou_translate bash -c 'lou_translate -f en-ueb-g2.ctb <"$1" >"$2"' _ "$work/book.txt" "$work/lou.brf"
    if [[ $have_file2brl == 1 ]]; then
        # file2brl writes its generated semantic files into the current folder.
        measure file2brl bash -c 'cd "$1" && while read -r doc; do file2brl "$doc" "$1/out.brf" >/dev/null 2>&1; done <"$2"' \
            _ "$work/file2brl" "$work/documents"
    fi
done

characters=$(wc -m <"$work/book.txt")
pages=$(tr -cd '\f' <"$work/book.brf" 2>/dev/null | wc -c)
echo "Braille benchmark: moby-dick.epub ($characters characters of text, $((pages + 1)) braille pages; best of $runs runs)"
printf '  %-34s %8s s %10s KB\n' "exporttool export --to brf" "$(seconds export)" "$(kilobytes export)"
printf '  %-34s %8s s %10s KB\n' "lou_translate -f en-ueb-g2.ctb" "$(seconds lou_translate)" "$(kilobytes lou_translate)"
if [[ $have_file2brl == 1 ]]; then
    printf '  %-34s %8s s %10s KB   (%s documents)\n' "file2brl (liblouisutdml)" "$(seconds file2brl)" "$(kilobytes file2brl)" "$(wc -l <"$work/documents")"
else
    echo "  file2brl: skipped (not installed)"
fi
echo "  ratio export / lou_translate: $(ratio "$(seconds export)" "$(seconds lou_translate)") (target <= 1.2)"
if [[ $have_file2brl == 1 ]]; then
    echo "  ratio export / file2brl:      $(ratio "$(seconds export)" "$(seconds file2brl)") (target < 1)"
fi
exit 0
