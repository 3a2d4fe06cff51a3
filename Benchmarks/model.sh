#!/usr/bin/env bash
# Model building (issue 3): reading Moby-Dick into the reading-order model, next to
# pandoc's plain-text conversion of the same book, measured in the same run.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
tool=$1 corpus=$2
book="$corpus/moby-dick.epub"
echo "== model: reading moby-dick.epub into the reading-order model"
if [ ! -f "$book" ]; then echo "  skipped: $book is absent"; exit 0; fi
measure "exporttool inspect (model build)" "$tool" inspect "$book"
ours=$BEST_SECONDS ours_kb=$BEST_KB
measure "pandoc -f epub -t plain" pandoc -f epub -t plain "$book" -o /dev/null
echo "  speed-up vs pandoc: $(ratio "$BEST_SECONDS" "$ours")x (target: at least 10x); peak memory $((ours_kb / 1024)) MB (target: under 100 MB)"
