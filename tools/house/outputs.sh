#!/usr/bin/env bash
# Records what the runner prints, exits with and writes for the command lines of
# tools/house/cases.txt, and compares a later build's with a recording byte for byte: a
# refactoring that must not change behaviour proves it here. Only what differs from run to run
# is masked: clock times, durations and rates, `check`'s progress lines in a log, the slowest
# answers a report names, the scratch folder's and the checkout's paths (and, for a case whose
# name ends in `~`, whose output is timed: every number, unit, column width, target status and
# line order, its files' contents, and whether it exited 0 or 1).
#
# Usage: tools/house/outputs.sh record DIR [RUNNER]    write DIR/NAME.txt per case
#        tools/house/outputs.sh compare DIR [RUNNER]   record afresh, print a diff, exit 1 on any difference
#        CASES=FILE tools/house/outputs.sh …           other cases (default: tools/house/cases.txt)
#        ONLY=REGEX tools/house/outputs.sh …           only the cases whose name matches
# RUNNER defaults to .build/debug/conformance-runner (build it first: swift build). Record with
# the build before a change, compare with the build after it.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd -P)
mode=${1:-}
dir=${2:-}
BIN=${3:-.build/debug/conformance-runner}
cases=${CASES:-tools/house/cases.txt}
only=${ONLY:-}
if [ "$mode" != record ] && [ "$mode" != compare ] || [ -z "$dir" ]; then
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
[ -x "$BIN" ] || { echo "outputs: no runner at $BIN (swift build first)" >&2; exit 2; }
BIN=$(cd "$(dirname "$BIN")" && pwd -P)/$(basename "$BIN")

RUNS=$(mktemp -d "${TMPDIR:-/tmp}/house-outputs.XXXXXX")
trap 'rm -rf "$RUNS"' EXIT
target=$dir
if [ "$mode" = compare ]; then
  [ -d "$dir" ] || { echo "outputs: no recording in $dir (run: $0 record $dir)" >&2; exit 2; }
  target=$RUNS/.fresh
fi
mkdir -p "$target"

# The masks: what differs between two runs of the same build, and nothing else (the runner's
# path first: it lies inside the checkout, so a recording made with a copy elsewhere compares).
mask() {  # mask ALLDIGITS < in > out
  local sed_args=(
    -e "s#$BIN#<runner>#g" -e "s#$RUNS#<runs>#g" -e "s#$repo#<repo>#g"
    -e 's#/tmp/[A-Za-z0-9._-]*#<tmp>#g'
    -e 's#[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9:.]*Z\{0,1\}#<time>#g'
    -e 's#"\([A-Za-z]*[sS]econds\|startedAt\)" *: *[0-9.e+-]*#"\1" : <n>#g'
    -e 's#slowest: .*#slowest: <timed>#' -e '/"slowest" *: *\[/,/^ *\]/ s#"id" *: *"[^"]*"#"id" : <timed>#'
    -e '\#^check: [^:]*: [0-9][0-9]*/[0-9][0-9]*#d'
    -e '/^## Slowest answers/,/^#/ s#^| [^F|][^|]* | [0-9.]* | [0-9.]* |$#| <timed> |#'
    -e 's#\(time\|timestamp\)="[^"]*"#\1="<n>"#g'
    -e 's#[0-9][0-9.]* \(s\|ms\|µs\)\b#<n> \1#g'
    -e 's#[0-9][0-9.]*/s\b#<n>/s#g' -e 's#"documentsPerSecond": *[0-9.]*#"documentsPerSecond": <n>#g'
  )
  if [ "$1" = no ]; then sed "${sed_args[@]}"; return; fi
  # A timed case keeps its words: numbers, units, column padding, a target's status and the
  # order of its lines go.
  sed "${sed_args[@]}" -e 's#[0-9][0-9.,e+-]*#9#g' -e 's#\(<n>\|9\) \(ns\|µs\|ms\|s\)\b#9 <u>#g' \
    -e 's#NOT MET#met#g' -e 's#--*#-#g' -e 's#-9#9#g' -e 's# *$##' -e 's#  *# #g' | LC_ALL=C sort -u
}

record_case() {  # record_case NAME ARGS
  local name=$1 args=$2 digits=no
  case "$name" in *'~') digits=yes; name=${name%'~'} ;; esac
  local OUT=$RUNS/$name
  mkdir -p "$OUT"
  local code=0
  # shellcheck disable=SC2034  # OUT, RUNS and BIN are read by the case's words
  eval "\"\$BIN\" $args" >"$OUT/.stdout" 2>"$OUT/.stderr" </dev/null || code=$?
  {
    echo "\$ conformance-runner $args"
    if [ "$digits" = yes ] && [ "$code" -le 1 ]; then echo "exit: 0 or 1 (timed)"; else echo "exit: $code"; fi
    echo "--- stdout"
    mask "$digits" <"$OUT/.stdout"
    echo "--- stderr"
    mask "$digits" <"$OUT/.stderr"
    (cd "$OUT" && find . -type f ! -name '.stdout' ! -name '.stderr' | LC_ALL=C sort) | while read -r file; do
      local size; size=$(wc -c <"$OUT/$file")
      if [ "$digits" = yes ]; then
        echo "--- file $file (timed: its content not compared)"
      elif [ "$size" -le 65536 ] && grep -Iq . "$OUT/$file" 2>/dev/null; then
        echo "--- file $file"
        mask "$digits" <"$OUT/$file"
      else
        echo "--- file $file: $(mask "$digits" <"$OUT/$file" | sha256sum | cut -d' ' -f1) (masked, $size bytes)"
      fi
    done
  } >"$target/$name.txt"
}

count=0
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in ''|'#'*) continue ;; esac
  name=${line%% *}
  args=${line#"$name"}
  args=${args# }
  [ -z "$only" ] || [[ "$name" =~ $only ]] || continue
  record_case "$name" "$args"
  count=$((count + 1))
done <"$cases"

if [ "$mode" = record ]; then
  echo "outputs: recorded $count cases in $dir" >&2
  exit 0
fi
differ=0
for fresh in "$target"/*.txt; do
  name=$(basename "$fresh")
  if [ ! -f "$dir/$name" ]; then
    echo "outputs: ${name%.txt}: not in the recording $dir" >&2
    differ=1
  elif ! diff -u --label "recorded/$name" --label "now/$name" "$dir/$name" "$fresh"; then
    differ=1
  fi
done
if [ "$differ" = 0 ]; then
  echo "outputs: $count cases identical to $dir" >&2
else
  echo "outputs: differences from $dir (above)" >&2
fi
exit "$differ"
