#!/usr/bin/env bash
# Measures the test times the README ("Tests") and CONTRIBUTING.md quote, so that a figure there
# is never typed from memory: the fast tier, `swift test`, and optionally the CI tier and the
# first run in a fresh clone. Each figure is printed with its test count, its wall and CPU
# seconds (user + system, the test processes' children included) and the load average before
# it started, since a loaded machine inflates wall time (docs/DECISIONS.md 112).
#
# Usage: tools/test-time/measure.sh [--runs N] [--ci] [--fresh-clone] [--ci-run]
#   --runs N        times each tier N times on the warm build (default 2; 0 skips the tiers)
#   --ci            also times `CI=true swift test`, the CI tier included (docs/DECISIONS.md 110)
#   --fresh-clone   also clones HEAD into a temporary folder and times its first build
#                   (`swift build --build-tests`) and its first `swift test`; the clone is
#                   removed at the end
#   --ci-run        also runs `.ci/run` in a clone of HEAD of its own (a clean clone, as the
#                   lead runs it) and prints its total and the table of its steps (wall, CPU,
#                   load before each: docs/DECISIONS.md 150); its log is kept when it fails
# The warm build (`swift build --build-tests`) comes first and is not timed. Exit 1 when a
# measured run fails (its log's last lines are shown), 2 on a bad argument.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
runs=2
ci=false
fresh=false
ci_run=false
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=${2:?--runs needs a number}; shift 2 ;;
    --ci) ci=true; shift ;;
    --fresh-clone) fresh=true; shift ;;
    --ci-run) ci_run=true; shift ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "measure: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$runs" in ''|*[!0-9]*) echo "measure: --runs takes a whole number (0 skips the tiers)" >&2; exit 2 ;; esac

fast_skip='ConformanceRunnerTests|PythonSide'
logs=$(mktemp -d "${TMPDIR:-/tmp}/murti-measure.XXXXXX")
clone=""
ci_clone=""
trap 'rm -rf "$logs" ${clone:+"$clone"} ${ci_clone:+"$ci_clone"}' EXIT
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
load() { uptime | sed 's/.*load averages*: *//' | cut -d, -f1 | tr -d ' '; }

# timed LABEL DIR COMMAND...: runs COMMAND in DIR, prints one figure line; exit 1 if it fails.
timed() {
  local label=$1 dir=$2
  shift 2
  local log="$logs/$(tr -c 'A-Za-z0-9' '-' <<<"$label").log" before status=0 times
  before=$(load)
  times=$( { TIMEFORMAT='%R %U %S'; time (cd "$dir" && "$@" >"$log" 2>&1) || status=$?; } 2>&1 | tail -1)
  # Swift Testing's closing line: "Test run with N tests in M suites passed after S seconds."
  local tests
  tests=$(grep -Eo 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
  read -r wall user system <<<"$times"
  printf '%s: %s%s s wall, %s s CPU (user %s, sys %s); load %s before, %s cores\n' "$label" \
    "${tests:+$tests tests, }" "$wall" "$(awk "BEGIN{printf \"%.1f\", $user + $system}")" "$user" "$system" "$before" "$cores"
  if [ "$status" != 0 ]; then
    echo "measure: $label exited $status; the end of its log:" >&2
    tail -40 "$log" >&2
    exit 1
  fi
}

echo "measure: $(git rev-parse --short HEAD)$([ -n "$(git status --porcelain)" ] && echo ' (uncommitted changes)'), $(swift --version 2>&1 | head -1)" >&2
if [ "$runs" -gt 0 ] || $ci; then
  echo "measure: warm build: swift build --build-tests (not timed)" >&2
  swift build --build-tests >"$logs/build.log" 2>&1 || { tail -40 "$logs/build.log" >&2; exit 1; }
fi
for run in $(seq "$runs"); do
  timed "fast tier (swift test --skip '$fast_skip'), run $run" "$repo" swift test --skip-build --skip "$fast_skip"
done
for run in $(seq "$runs"); do
  timed "swift test, run $run" "$repo" swift test --skip-build
done
if $ci; then
  timed "CI=true swift test (the CI tier included)" "$repo" env CI=true swift test --skip-build
fi
if $fresh; then
  clone=$(mktemp -d "${TMPDIR:-/tmp}/murti-measure-clone.XXXXXX")
  git clone -q "$repo" "$clone/murti-conformance"
  timed "fresh clone: swift build --build-tests" "$clone/murti-conformance" swift build --build-tests
  timed "fresh clone: first swift test" "$clone/murti-conformance" swift test --skip-build
fi
if $ci_run; then
  ci_clone=$(mktemp -d "${TMPDIR:-/tmp}/murti-measure-ci.XXXXXX")
  git clone -q "$repo" "$ci_clone/murti-conformance"
  before=$(load)
  status=0
  (cd "$ci_clone/murti-conformance" && .ci/run) >"$ci_clone/ci-run.log" 2>&1 || status=$?
  # .ci/run's closing lines: the table of its steps and "ci: N s in all, C cores".
  total=$(sed -n 's/^ci: \([0-9]*\) s in all.*/\1/p' "$ci_clone/ci-run.log" | tail -1)
  echo ".ci/run in a clean clone: ${total:-?} s wall in all; load $before before, $cores cores; its steps:"
  sed -n '/^ci: the steps/,/^ci: [0-9]* s in all/p' "$ci_clone/ci-run.log" | sed -n 's/^ci:   /  /p'
  if [ "$status" != 0 ]; then
    kept="${TMPDIR:-/tmp}/murti-measure-ci-run.log"
    cp "$ci_clone/ci-run.log" "$kept"
    echo "measure: .ci/run exited $status; its log is $kept; the end of it:" >&2
    tail -40 "$kept" >&2
    exit 1
  fi
fi
