#!/usr/bin/env bash
# Installs the Debian packages exporttool builds, tests and benchmarks with, when missing.
# Usage: scripts/install-deps.sh [build|test|bench|demo]
# `test` and `demo` also make .build/browser-venv, a Python environment with selenium and
# selenium-axe-python (axe-core) for the reader page's browser tests and screenshots;
# `test` and `bench` make .build/piper-venv (scripts/piper-venv.sh) for the Piper engine's
# tests and benchmark, which say they are skipped when it cannot be made.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# pandoc converts DOCX, ODT and Markdown inputs for the reader, in every stage; SQLite
# keeps the jobs of `exporttool serve`, or PostgreSQL through libpq when servers share them
# (the tests start a PostgreSQL server of their own, from Debian's postgresql).
need=(pkg-config zlib1g-dev liblouis-dev liblouis-data libxml2-dev libicu-dev libespeak-ng-dev espeak-ng-data libmp3lame-dev libsqlite3-dev libpq-dev pandoc)
browser=(chromium chromium-driver python3 python3-venv fonts-dejavu-core)
case "${1:-build}" in
  test)  need+=(liblouis-bin espeak-ng time python3 libxml2-utils jing epubcheck sox libsox-fmt-mp3 groff-base slurmctld slurmd slurm-client munge postgresql util-linux "${browser[@]}") ;;
  bench) need+=(liblouis-bin espeak-ng liblouisutdml-bin time python3 jq unzip lame sox libsox-fmt-mp3 wrk curl pandoc) ;;
  demo)  need+=("${browser[@]}") ;;
esac
missing=()
for package in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
case "${1:-build}" in
  test|demo)
    venv="$root/.build/browser-venv"
    if ! "$venv/bin/python3" -c "import selenium, selenium_axe_python" 2>/dev/null; then
      echo "installing selenium and selenium-axe-python into $venv"
      python=python3
      [ -x /usr/bin/python3 ] && python=/usr/bin/python3
      mkdir -p "$root/.build"
      "$python" -m venv "$venv"
      "$venv/bin/pip" install --quiet --disable-pip-version-check selenium selenium-axe-python
    fi
    ;;
esac
case "${1:-build}" in
  test|bench)
    "$root/scripts/piper-venv.sh" || echo "the Piper environment could not be made: Piper's tests and benchmark will be skipped"
    ;;
esac
