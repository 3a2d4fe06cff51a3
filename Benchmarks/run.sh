#!/usr/bin/env bash
# make bench: every benchmark, each printing figures and ratios against the peers it
# measures in the same run. Timings never fail the run.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
tool="$root/.build/release/exporttool"
corpus="${CORPUS:-$root/../shared/corpus}"
echo "exporttool benchmarks on $(nproc) cores; corpus: $corpus"
for script in model text ssml braille batch; do
  if [ -x "$here/$script.sh" ]; then
    "$here/$script.sh" "$tool" "$corpus" || echo "  ($script benchmark did not complete)"
  fi
done
