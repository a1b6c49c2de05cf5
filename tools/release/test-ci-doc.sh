#!/usr/bin/env bash
# Runs the workflows of docs/CI.md here, so the page cannot rot (docs/CI.md "How this page is
# tested"): validates each against the GitHub workflow schema, runs the gate job in this checkout
# (in the background) beside the release job (the bundle built and tested), then the implementer
# job in a sample team repository with `env -i PATH=/usr/bin:/bin`, on the bundle just built;
# then the implementer job again with an empty baseline, which must fail at the action's `Result` step;
# the implementer job runs the repository's own action (action.yml) in place of its `uses:` step;
# then the action alone with `command: check` on a small corpus.
#
# Usage: tools/release/test-ci-doc.sh [--gate-fuzz-seconds N]
#   --gate-fuzz-seconds N   the gate job's FUZZ_SECONDS (default: the doc's 60); .ci/run gives 0,
#                           its own `check` step, beside this script, fuzzing the same 60 s with
#                           seed 1 (docs/DECISIONS.md 211, D243)
set -euo pipefail
gate_set=()
while [ $# -gt 0 ]; do
  case "$1" in
    --gate-fuzz-seconds)
      case "${2:-}" in ''|*[!0-9]*) echo "test-ci-doc: --gate-fuzz-seconds takes a whole number of seconds" >&2; exit 2 ;; esac
      gate_set=(--set "FUZZ_SECONDS=$2"); shift 2 ;;
    *) echo "test-ci-doc: unknown argument $1 (usage: tools/release/test-ci-doc.sh [--gate-fuzz-seconds N])" >&2; exit 2 ;;
  esac
done
cd "$(dirname "$0")/../.."
repo=$PWD
. tools/release/testlib.sh test-ci-doc
doc=docs/CI.md

tools_bin=$(tools/release/tools-venv.sh)
ci_doc() { "$tools_bin/python" tools/release/ci_doc.py "$@"; }

# 1. Every workflow is one GitHub accepts.
expected_workflows="murti-conformance murti-gate release-bundle"
listed=$(ci_doc list "$doc" | sort | tr '\n' ' ' | sed 's/ $//')
[ "$listed" = "$expected_workflows" ] && pass "$doc holds the workflows $listed" \
  || fail "$doc holds the workflows '$listed', expected '$expected_workflows'"
mapfile -t files < <(ci_doc validate "$doc" "$work/workflows")
if "$tools_bin/check-jsonschema" --builtin-schema vendor.github-workflows "${files[@]}"; then
  pass "check-jsonschema: ${#files[@]} workflows match the GitHub workflow schema"
else
  fail "a workflow of $doc does not match the GitHub workflow schema (above)"
fi
if "$tools_bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml; then
  pass "check-jsonschema: action.yml matches the GitHub action schema"
else
  fail "action.yml does not match the GitHub action schema (above)"
fi

# apt-get needs root; CI is root, a developer's shell may not be. As root, the jobs that run side
# by side here (on GitHub each has a machine of its own) take turns at their `apt-get` step:
# two at once would fail on apt's locks.
apt_step=(--lock "System packages=$work/apt.lock")
[ "$(id -u)" = 0 ] || apt_step=(--skip "System packages=apt-get needs root")

# run_job LABEL WORKFLOW JOB ARGS...: the job's output in $work/LABEL.log, its status in $status.
run_job() {
  local label=$1
  shift
  say "$label: ci_doc.py run $doc $1 $2"
  status=0
  ci_doc run "$doc" "$@" "${apt_step[@]}" >"$work/$label.log" 2>&1 || status=$?
  grep -E '^(ran|action|skipped|FAILED): ' "$work/$label.log" | sed 's/^/  /'
}

# 2. The gate, in this checkout, in the background beside the release, implementer and action
# jobs (docs/DECISIONS.md 218, D244): it uses the debug build (.build) and writes reports/, they
# use the bundle's own build folder (.build/bundle), the bundle and temporary folders, so they
# share nothing to wait on but the `apt-get` step, taken in turns (--lock above), and its lint,
# check and JUnit run keep a core busy while the release job waits on pip and the others on
# the adapter's Python processes. Its result is judged by gate_result, before the closing line;
# it is killed if this script exits first.
mkdir -p "$work/gate-temp"
say "gate: ci_doc.py run $doc murti-gate gate (in the background)"
setsid "$tools_bin/python" tools/release/ci_doc.py run "$doc" murti-gate gate --workspace "$repo" --temp "$work/gate-temp" \
  ${gate_set[@]+"${gate_set[@]}"} "${apt_step[@]}" >"$work/gate.log" 2>&1 &
gate_pid=$!
trap '[ -z "$gate_pid" ] || kill -TERM -- "-$gate_pid" 2>/dev/null; rm -rf "$work"' EXIT
gate_result() {
  [ -n "$gate_pid" ] || return 0
  status=0
  wait "$gate_pid" || status=$?
  gate_pid=""
  grep -E '^(ran|action|skipped|FAILED): ' "$work/gate.log" | sed 's/^/  gate: /'
  if [ "$status" = 0 ] && grep -q '^check: passed$' "$work/gate.log" && grep -q '<testsuite' reports/junit.xml \
     && ! grep -q '^::error' "$work/gate.log" && grep -q 'data-impl="4"' reports/matrix.html \
     && grep -q 'compatibility matrix' "$work/gate-temp/_github_step_summary"; then
    pass "gate job: lint (no annotations), check passed, reports/junit.xml and the sides' matrix written, the summary holds it"
  else
    fail "gate job: exit $status"; tail -40 "$work/gate.log"
  fi
}

# 3. The release job builds and tests the bundle the implementer job then downloads.
release_temp="$work/release-temp"
mkdir -p "$release_temp"
runner_version=$(sed -n 's/.*static let runnerVersion = "\(.*\)"/\1/p' Sources/MurtiConformance/Release/VersionInfo.swift)
run_job release release-bundle bundle --workspace "$repo" --temp "$release_temp" --set "TAG=v$runner_version"
tarball=$(find "$release_temp/dist" -name '*.tar.gz' 2>/dev/null | head -1 || true)  # no dist/: the job failed early, said below
if [ "$status" = 0 ] && [ -n "$tarball" ] && [ -f "$tarball.sha256" ] && grep -q '^test-bundle: [0-9]* passed, 0 failed$' "$work/release.log"; then
  pass "release job: $(basename "$tarball") built, test-bundle passed, tag v$runner_version accepted"
else
  fail "release job: exit $status"; tail -40 "$work/release.log"
fi
status=0
ci_doc run "$doc" release-bundle bundle --workspace "$repo" --temp "$release_temp" --set TAG=v0.0.0-wrong \
  --skip "Build the bundle=built above" --skip "Test it without the toolchain=tested above" "${apt_step[@]}" \
  >"$work/release-wrong-tag.log" 2>&1 || status=$?
if [ "$status" = 1 ] && grep -q "^FAILED: The tag names the runner's version" "$work/release-wrong-tag.log"; then
  pass "release job refuses a tag that does not name the runner's version"
else
  fail "release job with tag v0.0.0-wrong: exit $status"; cat "$work/release-wrong-tag.log"
fi
[ -n "$tarball" ] || { gate_result; echo "test-ci-doc: $passes passed, $((failures + 1)) failed"; exit 1; }

# 4. A third-party team's repository: a baseline for python-jsonschema on Python's re, whose
# `$` matches before a final newline. That adapter is this checkout's, in its pinned
# environment, made ready beforehand as a team builds its adapter before the workflow runs it
# (a first-time setup inside the run would outlast the per-case timeout).
engines_python=$(python3 adapters/venv.py)
adapter="$engines_python $repo/adapters/python_jsonschema_adapter.py --regex python"
team="$work/team-repo"
mkdir -p "$team/conformance"
cat >"$team/conformance/expected-failures.txt" <<'EOF'
# python-jsonschema with Python's re (the drift adapters/README.md describes)
invalid/schema/**/*trailing-newline*.json   `$` matches before a final newline
EOF
# The count the baseline covers, from the corpus itself, so that a new fixture of the family
# is counted rather than breaking the expectation below.
xfail_expected=$(find corpus/invalid/schema -name '*trailing-newline*.json' | wc -l)
implementer() {
  local temp=$1
  shift
  mkdir -p "$temp"
  run_job "$(basename "$temp")" murti-conformance certify --workspace "$team" --temp "$temp" --scrubbed --action "$repo/action.yml" \
    --set "MURTI_BUNDLE_URL=file://$tarball" --set "MURTI_BUNDLE_SHA256=$(cut -d' ' -f1 "$tarball.sha256")" \
    --set "ADAPTER=$adapter" "$@"
}
implementer "$work/implementer"
summary="$work/implementer/_github_step_summary"
badge="$team/site/murti-badge.json"
junit="$team/reports/junit.xml"
if [ "$status" = 0 ]; then
  pass "implementer job passed with the baseline, env -i PATH=/usr/bin:/bin"
else
  fail "implementer job: exit $status"; tail -40 "$work/implementer.log"
fi
grep -q '^conformance-runner [0-9.]* (protocol 1)$' "$work/implementer.log" \
  && pass "the downloaded runner answered --version on PATH" || fail "no --version line in the implementer log"
python3 - "$badge" "$xfail_expected" <<'EOF' && pass "badge: $(cat "$badge")" || fail "badge $badge: $(cat "$badge" 2>/dev/null)"
import json, re, sys
badge = json.load(open(sys.argv[1]))
assert badge["schemaVersion"] == 1 and badge["label"] == "murti conformance", badge
passed, counted = map(int, re.search(r"(\d+)/(\d+) passed", badge["message"]).groups())
assert counted - passed == int(sys.argv[2]) and badge["color"] == "yellow", badge  # expected failures count
EOF
xfails=$(grep -c 'type="expectedFailure' "$junit" 2>/dev/null || true)
[ "$xfails" = "$xfail_expected" ] && ! grep -q '<failure' "$junit" && pass "JUnit: $xfails expected failures, no failure" \
  || fail "JUnit $junit: ${xfails:-0} expected failures"
grep -q 'trailing-newline' "$summary" 2>/dev/null && grep -q '^## Murti conformance compatibility matrix' "$summary" \
  && pass "job summary holds the Markdown matrix ($(wc -l <"$summary") lines)" || fail "job summary $summary lacks the matrix"
grep -q 'data-impl="1"' "$team/reports/matrix.html" 2>/dev/null && [ -s "$team/reports/report.json" ] \
  && pass "the action kept report.json and matrix.html in output-dir" || fail "no matrix.html or report.json in $team/reports"

# 5. Without the baseline, the same job must fail, at the action's Result step, after the badge.
: >"$team/conformance/expected-failures.txt"
rm -rf "$team/site" "$team/reports"
implementer "$work/implementer-no-baseline"
failures_listed=$(grep -c '<failure' "$junit" 2>/dev/null || true)
if [ "$status" = 1 ] && grep -q '^FAILED: Result ' "$work/implementer-no-baseline.log" && [ -f "$badge" ] \
   && [ "$failures_listed" = "$xfail_expected" ] && ! grep -q '<error' "$junit"; then
  pass "with an empty baseline the job fails at the action's Result ($failures_listed failures in the JUnit report), after writing the badge"
else
  fail "implementer job with an empty baseline: exit $status"; tail -20 "$work/implementer-no-baseline.log"
fi

# 6. The action alone, command check, on a small corpus: the gate's matrix in the summary. The
# engines are this checkout's pinned environment (MURTI_ADAPTERS_DIR), ready already: building
# the bundle's own is test-bundle.sh's to test.
small="$work/small"
mkdir -p "$small"
cp -R Tests/Resources/agreement/corpus "$small/corpus"
cp murti.schema.json "$small/"
mkdir -p "$work/action-check"
status=0
ci_doc action action.yml --workspace "$small" --temp "$work/action-check" --scrubbed \
  --input version="$runner_version" --input corpus-version="$(basename "$tarball" | sed 's/.*-corpus-\(.*\)-linux-x86_64.tar.gz/\1/')" \
  --input sha256="$(cut -d' ' -f1 "$tarball.sha256")" --input bundle-url="file://$tarball" --input command=check \
  --input corpus=corpus --input args="--fuzz-seconds 0 --jobs 2" --input output-dir=out \
  --set MURTI_ADAPTERS_DIR="$repo/adapters" >"$work/action-check.log" 2>&1 || status=$?
grep -E '^(ran|action|skipped|FAILED): ' "$work/action-check.log" | sed 's/^/  /'
if [ "$status" = 0 ] && grep -q '^check: passed$' "$small/out/check.txt" && grep -q 'data-impl="4"' "$small/out/matrix.html" \
   && grep -q 'compatibility matrix' "$work/action-check/_github_step_summary"; then
  pass "the action with command check: the gate passed, its matrix in out/ and the job summary"
else
  fail "the action with command check: exit $status"; tail -30 "$work/action-check.log"
fi

gate_result
finish
