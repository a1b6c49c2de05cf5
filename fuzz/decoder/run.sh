#!/usr/bin/env bash
# Crash-and-hang fuzzing of the layer-1 decoder (Sources/MurtiValidator/Decoding) with libFuzzer.
#
# usage: fuzz/decoder/run.sh [--runs N] [--max-len BYTES] [--timeout SECONDS] [--fresh]
#                            [-- LIBFUZZER_FLAGS...]
#
# Builds fuzz/decoder/decoder-fuzz from the decoder's sources and Harness.swift with
# `swiftc -sanitize=fuzzer,address`, seeds it with every corpus/**/*.json, and runs
# N executions (default 1,000,000). Prints `decoder fuzz: N executions, 0 crashes` and exits 0,
# or keeps the crashing input under $MURTI_FUZZ_DECODER_DIR/crashes/ and exits 1.
# Not part of `check` (minutes of CPU); docs/FUZZING.md says when to run it.
#
# Environment: MURTI_FUZZ_DECODER_DIR (default .build/fuzz-decoder): build output, the seed
# copy, the grown corpus (kept between runs unless --fresh) and crash artifacts.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="${MURTI_FUZZ_DECODER_DIR:-$repo/.build/fuzz-decoder}"
runs=1000000
max_len=65536
timeout=5
fresh=0
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --max-len) max_len="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    --fresh) fresh=1; shift ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "run.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

mkdir -p "$work"
binary="$work/decoder-fuzz"
sources=("$repo"/Sources/MurtiValidator/Decoding/*.swift "$here/Harness.swift")
# Rebuild only when a source is newer than the binary.
rebuild=1
if [ -x "$binary" ]; then
  rebuild=0
  for source in "${sources[@]}"; do
    [ "$source" -nt "$binary" ] && rebuild=1
  done
fi
if [ "$rebuild" = 1 ]; then
  echo "decoder fuzz: building $binary" >&2
  # lld: gold warns about every ASan check symbol it cannot export.
  linker=()
  command -v ld.lld >/dev/null 2>&1 && linker=(-use-ld=lld)
  swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 \
    -module-name MurtiDecoderFuzz "${linker[@]}" "${sources[@]}" -o "$binary"
fi

# Seeds: every fixture's exact bytes (valid, invalid, envelopes), one file each. libFuzzer
# writes the inputs it finds interesting into the first directory, so the seeds stay apart.
seeds="$work/seeds"
grown="$work/corpus"
crashes="$work/crashes"
rm -rf "$seeds"
[ "$fresh" = 1 ] && rm -rf "$grown"
mkdir -p "$seeds" "$grown" "$crashes"
count=0
while IFS= read -r -d '' fixture; do
  relative="${fixture#"$repo/corpus/"}"
  cp "$fixture" "$seeds/${relative//\//__}"
  count=$((count + 1))
done < <(find "$repo/corpus" -name '*.json' -type f -print0)
echo "decoder fuzz: $count seeds from corpus/, $runs executions, -max_len=$max_len -timeout=$timeout" >&2

log="$work/last-run.log"
status=0
"$binary" "$grown" "$seeds" -runs="$runs" -max_len="$max_len" -timeout="$timeout" \
  -rss_limit_mb=4096 -dict="$here/json.dict" -artifact_prefix="$crashes/" \
  -print_final_stats=1 "${extra[@]}" >"$log" 2>&1 || status=$?

executed="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
seconds="$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)"
found="$(find "$crashes" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)"
if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
  tail -40 "$log" >&2
  echo "decoder fuzz: FAILED after ${executed:-?} executions: exit $status, $found crash/timeout artifact(s) in $crashes (full log: $log)"
  echo "replay one with: $binary ARTIFACT"
  exit 1
fi
echo "decoder fuzz: ${executed:-?} executions in ${seconds:-?} s, 0 crashes, 0 timeouts (log: $log)"
