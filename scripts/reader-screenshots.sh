#!/usr/bin/env bash
# make demo: the reader page (--to html) of the sample book, and of a corpus book when
# ../shared/corpus is there, photographed by headless Chromium in each theme
# (OUT/STEM-light.png, -dark, -sepia, -contrast).
# Usage: scripts/reader-screenshots.sh OUT BIN [CORPUS_BOOK]
set -euo pipefail
out="$1" bin="$2" corpus="${3:-}"
root="$(cd "$(dirname "$0")/.." && pwd)"
python="$root/.build/browser-venv/bin/python3"
pages=("$out/sample-book.html")
if [ -n "$corpus" ] && [ -f "$corpus" ]; then
  stem="$(basename "$corpus" .epub)"
  "$bin" export "$corpus" --to html --output-dir "$out" --stem "$stem"
  pages+=("$out/$stem.html")
fi
for page in "${pages[@]}"; do
  # timeout runs it in a process group of its own and kills the group (the browser too)
  # if it takes over five minutes.
  timeout --kill-after=10 300 "$python" "$root/Tests/Browser/reader_page.py" screenshots "$page" "$out"
done
