# Shared helpers for the benchmark scripts (sourced, not run).

# measure NAME COMMAND...: runs COMMAND 3 times, prints the best wall time and its peak RSS,
# and sets BEST_SECONDS and BEST_KB.
measure() {
  local name=$1; shift
  local best="" best_kb="" out timing
  timing=$(mktemp)
  for _ in 1 2 3; do
    /usr/bin/time -o "$timing" -f "%e %M" "$@" >/dev/null 2>&1
    out=$(tail -n 1 "$timing")
    local seconds=${out% *} kb=${out#* }
    if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; best_kb=$kb; fi
  done
  rm -f "$timing"
  BEST_SECONDS=$best
  BEST_KB=$best_kb
  printf '  %-44s %8.2f s  %7.1f MB peak\n' "$name" "$best" "$(awk "BEGIN{print $best_kb/1024}")"
}

# ratio A B: prints A/B with two decimals (B floored at 0.01 s).
ratio() {
  awk "BEGIN{b=$2; if (b < 0.01) b = 0.01; printf \"%.2f\", $1 / b}"
}
