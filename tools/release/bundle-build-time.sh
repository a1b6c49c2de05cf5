#!/usr/bin/env bash
# Measures how long tools/release/bundle.sh takes on this machine: once from an empty build
# folder, once more after one source file changed; and lists the warnings the build printed.
# The README's figures for the bundle's build come from this script's last lines.
#
# Usage: tools/release/bundle-build-time.sh [--out DIR]
#   --out DIR   keep the tarball there (default: a temporary folder, removed at exit)
# Prints, on stdout: `bundle build: N s from an empty build folder, M s after one source file
# changed (C cores, load average L before, L' after)`, then one line per distinct warning.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=${2:?--out needs a folder}; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bundle-build-time: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
scratch=$(mktemp -d "${TMPDIR:-/tmp}/murti-bundle-time.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
out=${out:-$scratch/dist}
load() { cut -d' ' -f1 /proc/loadavg; }
before=$(load)

started=$SECONDS
tools/release/bundle.sh --out "$out" --scratch-path "$scratch/build" >"$scratch/tarball" 2>"$scratch/clean.log" \
  || { cat "$scratch/clean.log" >&2; exit 1; }
clean=$((SECONDS - started))

# One changed source file: the runner's entry point (its contents stay as they are).
touch Sources/conformance-runner/ConformanceRunner.swift
started=$SECONDS
tools/release/bundle.sh --out "$out" --scratch-path "$scratch/build" >"$scratch/tarball" 2>"$scratch/again.log" \
  || { cat "$scratch/again.log" >&2; exit 1; }
again=$((SECONDS - started))

echo "bundle build: $clean s from an empty build folder, $again s after one source file changed ($(nproc) cores, load average $before before, $(load) after)"
echo "tarball: $(tail -1 "$scratch/tarball")"
grep -h 'warning:' "$scratch/clean.log" "$scratch/again.log" | sed "s|$scratch/build|.build|g" | sort | uniq -c | sed 's/^ */  /' || true
