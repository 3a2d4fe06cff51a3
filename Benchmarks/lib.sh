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

# scratch PREFIX: makes the scratch folder $work (PREFIX.XXXXXX under $TMPDIR) and sets the
# traps that, at exit, kill the command still running under in_group and remove the folder.
scratch() {
  work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
  current=""
  trap scratch_cleanup EXIT
  trap 'exit 130' INT TERM
}
scratch_cleanup() {
  [ -n "$current" ] && kill -KILL -- "-$current" 2>/dev/null
  rm -rf "$work"
}

# in_group COMMAND...: runs COMMAND in a process group of its own for at most $limit
# seconds; past that, kills the whole group (worker processes included) and sets
# TIMED_OUT=1. Returns COMMAND's exit status. Redirections given to in_group are
# COMMAND's.
in_group() {
  TIMED_OUT=0
  setsid "$@" &
  current=$!
  local waited=0 status
  while kill -0 "$current" 2>/dev/null; do
    if [ "$waited" -ge $((limit * 10)) ]; then
      kill -KILL -- "-$current" 2>/dev/null
      TIMED_OUT=1
      break
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  wait "$current" 2>/dev/null; status=$?
  current=""
  return "$status"
}

# run NAME COMMAND...: runs COMMAND once under in_group and appends "seconds kilobytes
# cpu-seconds" (user + system, worker processes included) to $work/NAME.times, or notes
# the timeout or failure in $work/NAME.notes.
run() {
  local name=$1; shift
  in_group /usr/bin/time -o "$work/$name.run" -f "%e %M %U %S" "$@" >/dev/null 2>"$work/$name.err"
  [ "$TIMED_OUT" = 1 ] && echo "timeout" >>"$work/$name.notes"
  if tail -n 1 "$work/$name.run" 2>/dev/null | grep -qE '^[0-9.]+ [0-9]+ [0-9.]+ [0-9.]+$'; then
    if grep -q "exited with non-zero status" "$work/$name.run"; then echo "failed" >>"$work/$name.notes"; fi
    tail -n 1 "$work/$name.run" | awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' >>"$work/$name.times"
  fi
}
# The median wall time, peak memory (MB) and CPU time of NAME's runs, and its notes.
seconds() { cut -d' ' -f1 "$work/$1.times" 2>/dev/null | sort -n | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print 0}'; }
megabytes() { cut -d' ' -f2 "$work/$1.times" 2>/dev/null | sort -n | awk '{a[NR]=$1} END {if (NR) printf "%.1f", a[int((NR+1)/2)]/1024; else print 0}'; }
cpu() { cut -d' ' -f3 "$work/$1.times" 2>/dev/null | sort -n | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print 0}'; }
notes() { [ -f "$work/$1.notes" ] && echo " ($(sort -u "$work/$1.notes" | tr '\n' ' ' | sed 's/ $//'))"; }
