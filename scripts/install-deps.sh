#!/usr/bin/env bash
# Installs the Debian packages exporttool builds, tests and benchmarks with, when missing.
# Usage: scripts/install-deps.sh [build|test|bench]
set -euo pipefail
need=(pkg-config liblouis-dev liblouis-data libxml2-dev libicu-dev libespeak-ng-dev espeak-ng-data libmp3lame-dev)
case "${1:-build}" in
  test)  need+=(liblouis-bin espeak-ng pandoc python3 libxml2-utils epubcheck sox libsox-fmt-mp3) ;;
  bench) need+=(liblouis-bin espeak-ng pandoc liblouisutdml-bin time python3 jq unzip lame sox libsox-fmt-mp3) ;;
esac
missing=()
for package in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
