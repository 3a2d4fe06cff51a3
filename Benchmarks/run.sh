#!/usr/bin/env bash
# make bench: the round-two figures (Benchmarks/speed.sh), each beside its peer's with the
# ratio, then memory on a million tiny paragraphs per format (Benchmarks/memory.sh).
# The older per-issue scripts (model, text, ssml, braille, batch) still run alone. Timings
# never fail the run.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
tool="$root/.build/release/exporttool"
corpus="${CORPUS:-$root/../shared/corpus}"
echo "exporttool benchmarks on $(nproc) cores; corpus: $corpus; $(date -u '+%Y-%m-%d %H:%M UTC')"
"$here/speed.sh" "$tool" "$corpus" || echo "  (speed benchmark did not complete)"
"$here/memory.sh" "$tool" || echo "  (memory benchmark did not complete)"
"$here/narration.sh" "$tool" "$corpus" || echo "  (narration benchmark did not complete)"
"$here/piper.sh" "$tool" "$corpus" || echo "  (Piper narration benchmark did not complete)"
"$here/math.sh" "$tool" "$corpus" || echo "  (math benchmark did not complete)"
"$here/inputs.sh" "$tool" "$corpus" || echo "  (inputs benchmark did not complete)"
"$here/serve.sh" "$tool" "$corpus" || echo "  (serve benchmark did not complete)"
