#!/usr/bin/env bash
# make fuzz: builds one libFuzzer target per parser (with AddressSanitizer) and runs each
# for FUZZ_SECONDS (default 200, so 10 minutes in all), seeded from the project's fixtures.
# A crash stops that target; its input is saved under Fuzz/crashes/ to become a regression
# test in Tests/ExportKitTests/Fixtures/fuzz/.
set -uo pipefail
cd "$(dirname "$0")"
seconds=${FUZZ_SECONDS:-200}
scratch=../.build-fuzz
work=$scratch/corpus
mkdir -p crashes
swift build -c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address 2>&1 | grep -E "error|Compiling|Build" | tail -3
status=0
for target in FuzzPackageDocument FuzzNavigation FuzzContentDocument; do
  mkdir -p "$work/$target"
  case $target in
    FuzzPackageDocument) seeds=$(find ../samples ../Tests/ExportKitTests/Fixtures -name '*.opf') ;;
    FuzzNavigation) seeds=$(find ../samples ../Tests/ExportKitTests/Fixtures -name 'nav*.xhtml' -o -name '*.ncx') ;;
    FuzzContentDocument) seeds=$(find ../samples ../Tests/ExportKitTests/Fixtures -name '*.xhtml' -o -name '*.html') ;;
  esac
  for seed in $seeds; do cp "$seed" "$work/$target/" 2>/dev/null; done
  cp ../Tests/ExportKitTests/Fixtures/fuzz/"$target"-* "$work/$target/" 2>/dev/null
  echo "== $target for ${seconds}s"
  "$scratch/release/$target" "$work/$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
      -rss_limit_mb=2048 -artifact_prefix="crashes/$target-" -print_final_stats=1 2>"$scratch/$target.log"
  result=$?
  grep -E "^(stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)|cov: .*ft:" "$scratch/$target.log" | tail -4
  if [ $result -ne 0 ]; then
    echo "  $target FOUND A PROBLEM (exit $result): see $scratch/$target.log and Fuzz/crashes/"
    status=1
  fi
done
exit $status
