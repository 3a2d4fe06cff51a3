#!/usr/bin/env bash
# Runs the built test bundle (`swift build --build-tests` first) as two processes side by
# side, each with half of the suites, and fails when either fails. `make test` calls it.
#
# Why two: Swift's concurrency runtime runs tests on a pool of as many threads as there
# are cores, and most of our tests block their thread while a child process works (the
# exporttool binary, eSpeak NG, epubcheck, a server, Slurm). On two cores that is two tests
# at a time: a trivial test waited four minutes for a thread in a full run, and the cores
# sat idle while both threads waited on servers and sleeps. Two processes have two pools.
# SHARDS=1 runs one process, as `swift test --skip-build` does.
#
# The suites are dealt out in turn, the long ones first (those that narrate, serve, run
# Chromium, Slurm or PostgreSQL, or convert the corpus), so each process gets half of them.
# Arguments (`--filter X`, `--skip Y`) run one process with them, as SHARDS=1 does.
set -euo pipefail
cd "$(dirname "$0")/.."

shards=${SHARDS:-2}
bin_dir=$(swift build --show-bin-path)
bundle="$bin_dir/exporttoolPackageTests.xctest"
[ -x "$bundle" ] || { echo "run-tests: $bundle is not built (swift build --build-tests)" >&2; exit 2; }

if [ "$shards" -le 1 ] || [ $# -gt 0 ]; then
    exec "$bundle" --testing-library swift-testing "$@"
fi

# Suite types, long ones first, then the rest, each group in name order.
suites=$("$bundle" --testing-library swift-testing --list-tests 2>/dev/null | sed -n 's|^\(ExportKitTests\.[A-Za-z0-9_]*\)/.*|\1|p' | sort -u)
[ -n "$suites" ] || { echo "run-tests: the bundle listed no tests" >&2; exit 2; }
long='Narrat|DAISY|TalkingBook|Piper|Serve|Postgres|Slurm|Browser|Chromium|ReaderPage|Corpus|Install|Batch|Loudness|EBraille'
ordered=$(printf '%s\n' "$suites" | grep -E "$long" || true; printf '%s\n' "$suites" | grep -vE "$long" || true)

declare -a members
index=0
while IFS= read -r suite; do
    [ -n "$suite" ] || continue
    shard=$((index % shards))
    members[$shard]="${members[$shard]:+${members[$shard]}|}${suite#ExportKitTests.}"
    index=$((index + 1))
done <<< "$ordered"

pids=()
stop() {
    for pid in "${pids[@]}"; do kill -KILL -- "-$pid" 2>/dev/null || true; done
}
trap 'stop; exit 130' INT TERM

statusdir=$(mktemp -d)
trap 'rm -rf "$statusdir"' EXIT
for ((shard = 0; shard < shards; shard++)); do
    # Each in its own process group (a kill reaches whatever its tests started), its lines
    # prefixed with its number as they come.
    setsid -w bash -c '
        NO_COLOR=1 "$1" --testing-library swift-testing --filter "^ExportKitTests\\.($2)/" 2>&1 | sed -u "s|^|[$3] |"
        echo "${PIPESTATUS[0]}" > "$4"
    ' run-tests "$bundle" "${members[$shard]}" "$((shard + 1))/$shards" "$statusdir/$shard" &
    pids+=($!)
done
wait "${pids[@]}" || true

failed=0
for ((shard = 0; shard < shards; shard++)); do
    status=$(cat "$statusdir/$shard" 2>/dev/null || echo 1)
    echo "run-tests: process $((shard + 1))/$shards exited with status $status"
    [ "$status" = 0 ] || failed=1
done
exit $failed
