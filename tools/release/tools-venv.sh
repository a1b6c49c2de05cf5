#!/usr/bin/env bash
# Ensures .build/release-tools-venv holds exactly tools/release/requirements.txt and prints its
# bin/ folder on stdout (what it does goes to stderr). Rebuilt from scratch when the file
# changes (a stamp holds its SHA-256), so a removed pin does not linger; exit 1 when pip
# resolves a package the file does not pin.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.build/release-tools-venv
requirements=tools/release/requirements.txt
digest=$(sha256sum "$requirements" | cut -d' ' -f1)
if [ "$(cat "$venv/.requirements.sha256" 2>/dev/null)" != "$digest" ]; then
  echo "tools-venv: installing $requirements into $venv" >&2
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input -r "$requirements" >&2
  # Names compared case- and separator-insensitively, as pip does (PEP 503).
  normalize() { tr 'A-Z_.' 'a-z--' | sort; }
  pinned=$(grep -E '^[A-Za-z]' "$requirements" | normalize)
  installed=$("$venv/bin/python" -m pip freeze --disable-pip-version-check | normalize)
  if [ "$pinned" != "$installed" ]; then
    echo "tools-venv: pip resolved other packages than $requirements pins:" >&2
    diff <(echo "$pinned") <(echo "$installed") >&2 || true
    exit 1
  fi
  echo "$digest" >"$venv/.requirements.sha256"
fi
echo "$PWD/$venv/bin"
