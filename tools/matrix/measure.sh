#!/usr/bin/env bash
# Measures the matrix page at the size docs/MATRIX.md promises (docs/MATRIX.md "Size and speed"):
# generated reports of 10 implementations × 900 fixtures, and 1 × 900 as the baseline of the same
# run; for each, the page's bytes, `matrix`'s own time, and in headless Chromium (no network)
# the time the page took to be ready (data-render-ms: from navigation start to the end of its
# script's setup, reading and parsing the file included), to the load event (data-load-ms), and
# the script's own share (data-script-ms), each the median of 3 loads.
#
# Usage: tools/matrix/measure.sh [RUNNER]   (default: swift run's debug build, .build/debug/conformance-runner)
set -euo pipefail
cd "$(dirname "$0")/../.."
runner=${1:-.build/debug/conformance-runner}
chromium=$(command -v chromium || true)
[ -n "$chromium" ] || { echo "measure: chromium is not installed (apt-get install chromium)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/murti-matrix-measure.XXXXXX")
trap 'rm -rf "$work"' EXIT
sandbox=(); [ "$(id -u)" = 0 ] && sandbox=(--no-sandbox)  # Chromium will not start its sandbox as root

measure() {  # measure LABEL IMPLEMENTATIONS FIXTURES
  local dir="$work/$1"
  python3 tools/matrix/sample_reports.py "$dir" --implementations "$2" --fixtures "$3" >/dev/null
  local t0; t0=$(date +%s.%N)
  "$runner" matrix "$dir"/*.json --output "$dir/page.html" 2>/dev/null
  local t1; t1=$(date +%s.%N)
  local renders=() loads=() scripts=()
  for _ in 1 2 3; do
    "$chromium" --headless=new --disable-gpu --no-first-run --user-data-dir="$work/profile" "${sandbox[@]}" \
      --proxy-server=127.0.0.1:9 --proxy-bypass-list='<-loopback>' --host-resolver-rules='MAP * ~NOTFOUND' \
      --dump-dom "file://$dir/page.html#filter=failing" 2>/dev/null >"$dir/dom.html"
    renders+=("$(grep -o 'data-render-ms="[0-9]*"' "$dir/dom.html" | grep -o '[0-9]*')")
    loads+=("$(grep -o 'data-load-ms="[0-9]*"' "$dir/dom.html" | grep -o '[0-9]*')")
    scripts+=("$(grep -o 'data-script-ms="[0-9]*"' "$dir/dom.html" | grep -o '[0-9]*')")
  done
  local render load script
  script=$(printf '%s\n' "${scripts[@]}" | sort -n | sed -n 2p)
  render=$(printf '%s\n' "${renders[@]}" | sort -n | sed -n 2p)
  load=$(printf '%s\n' "${loads[@]}" | sort -n | sed -n 2p)
  local bytes; bytes=$(wc -c <"$dir/page.html")
  local build; build=$(awk "BEGIN{print $t1 - $t0}")
  echo "$1 $bytes $build $render $load $script"
}

base=$(measure "1x900" 1 900)
full=$(measure "10x900" 10 900)
read -r _ b_bytes b_build b_render b_load b_script <<<"$base"
read -r _ f_bytes f_build f_render f_load f_script <<<"$full"
printf '%-8s %10s %11s %11s %10s %11s\n' page bytes "matrix (s)" "ready (ms)" "load (ms)" "script (ms)"
printf '%-8s %10s %11.2f %11s %10s %11s\n' 1x900 "$b_bytes" "$b_build" "$b_render" "$b_load" "$b_script"
printf '%-8s %10s %11.2f %11s %10s %11s\n' 10x900 "$f_bytes" "$f_build" "$f_render" "$f_load" "$f_script"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

ratio() { awk "BEGIN{printf \"%.2f\", $1 / $2}"; }
echo "ratios 10x900 / 1x900: bytes $(ratio "$f_bytes" "$b_bytes")×, ready $(ratio "$f_render" "$b_render")×, load $(ratio "$f_load" "$b_load")×"
