#!/usr/bin/env bash
# Builds the release bundle (tools/release/bundle.sh), unpacks it in a temporary folder and
# runs it there with `env -i PATH=/usr/bin:/bin` and the Swift toolchain out of reach:
# `--version`, `agreement` and `check --fuzz-seconds 0` (which set up the pinned engines
# themselves), 50 documents of `fuzz`, `run` certifying examples/python-adapter with the bundle
# read-only, `run` failing an implementation with a known drift, and `protocol-check` with no
# python3 on PATH and only the binary and corpus/ (a missing python3 named as such by `lint`).
# Exit 0 only if every step does what it must.
#
# Usage: tools/release/test-bundle.sh [TARBALL]
#   TARBALL   test this bundle instead of building one
# The toolchain is hidden with a private mount namespace (`unshare --mount`, root only): an
# empty tmpfs over the toolchain's root, or over its usr/lib/swift when it lives in /usr.
# Elsewhere the test says so and relies on the scrubbed environment alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tools/release/testlib.sh test-bundle

if [ $# -ge 1 ]; then
  tarball=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
  build_started=$SECONDS
  tarball=$(tools/release/bundle.sh --out "$work/dist" | tail -1)
  say "bundle built in $((SECONDS - build_started)) s: $(du -h "$tarball" | cut -f1) $(basename "$tarball")"
fi

mkdir -p "$work/unpacked" "$work/elsewhere"
tar -xzf "$tarball" -C "$work/unpacked"
bundle=$(find "$work/unpacked" -mindepth 1 -maxdepth 1 -type d)
runner="$bundle/bin/conformance-runner"

# ldd of the shipped binary: the system libraries only.
linked=$(ldd "$runner")
echo "$linked" | sed 's/^/  ldd: /'
if grep -qiE 'swift|Foundation|dispatch|BlocksRuntime' <<<"$linked"; then
  fail "ldd lists a Swift library"
else
  pass "ldd lists no Swift library (libswift*, libFoundation*, libdispatch)"
fi
grep -q '@[A-Z_0-9]*@' "$bundle/README.md" && fail "README.md has an unfilled @PLACEHOLDER@" \
  || pass "README.md is filled in"

# Where the toolchain lives, to hide it: /opt/swift/usr/bin/swift -> /opt/swift.
hide=()
if swift_path=$(command -v swift 2>/dev/null); then
  toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$swift_path")")")")
  if [ "$toolchain" = / ]; then hide=(/usr/lib/swift /usr/lib/swift_static); else hide=("$toolchain"); fi
fi
can_hide=false
if [ ${#hide[@]} -gt 0 ] && unshare --mount --propagation private true 2>/dev/null; then can_hide=true; fi
if [ ${#hide[@]} -eq 0 ]; then
  say "no Swift toolchain on this machine's PATH: nothing to hide"
elif $can_hide; then
  say "hiding the toolchain (${hide[*]}) behind an empty tmpfs in a private mount namespace"
else
  say "cannot hide ${hide[*]} (unshare --mount needs root): relying on env -i PATH=/usr/bin:/bin"
fi

# Runs "$@" in $work/elsewhere with a scrubbed environment and the toolchain hidden; with
# bundle_ro=true (and a mount namespace), the bundle folder is mounted read-only too.
bundle_ro=false
scrubbed() {
  local mounts=""
  if $can_hide; then
    for dir in "${hide[@]}"; do
      [ -d "$dir" ] && mounts+="mount -t tmpfs -o ro,size=1m none '$dir' && "
    done
    if $bundle_ro; then
      mounts+="mount --bind '$bundle' '$bundle' && mount -o remount,bind,ro '$bundle' && "
    fi
    unshare --mount --propagation private sh -c "${mounts}cd '$work/elsewhere' && exec env -i PATH=/usr/bin:/bin \"\$@\"" sh "$@"
  else
    (cd "$work/elsewhere" && exec env -i PATH=/usr/bin:/bin "$@")
  fi
}

# The scrubbed environment itself: no swift to run, no toolchain library to load.
probe=$(scrubbed sh -c 'command -v swift swiftc; echo "LD_LIBRARY_PATH=${LD_LIBRARY_PATH-}"; for d in "$@"; do ls -A "$d" 2>/dev/null | head -1; done' sh "${hide[@]}")
if [ "$probe" = "LD_LIBRARY_PATH=" ]; then
  pass "scrubbed environment: no swift or swiftc on PATH, LD_LIBRARY_PATH empty${hide:+, ${hide[*]} empty}"
elif ! $can_hide && [ "$(head -1 <<<"$probe")" = "LD_LIBRARY_PATH=" ]; then
  pass "scrubbed environment: no swift or swiftc on PATH, LD_LIBRARY_PATH empty (toolchain folder not hidden)"
else
  fail "scrubbed environment still reaches the toolchain: $probe"
fi

step() { say "$*"; }

step "--version"
version_text=$(scrubbed "$runner" --version) || fail "--version exited $?"
echo "$version_text" | sed 's/^/  /'
carried_sha=$(sed -n 's/^corpus [^ ]* sha256 \([0-9a-f]\{64\}\) (.*/\1/p' <<<"$version_text")
corpus_version=$(sed -n 's/^corpus \([^ ]*\) sha256 .*/\1/p' <<<"$version_text")
runner_version=$(sed -n 's/^conformance-runner \([^ ]*\) .*/\1/p' <<<"$version_text")
case "$(basename "$tarball")" in
  "murti-conformance-$runner_version-corpus-$corpus_version-"*) pass "--version names runner $runner_version and corpus $corpus_version, as the tarball's name does" ;;
  *) fail "--version ($runner_version, corpus $corpus_version) does not match $(basename "$tarball")" ;;
esac

step "agreement (sets up the pinned engines in the bundle's .build/adapters-venv)"
if scrubbed "$runner" agreement >"$work/agreement.txt" 2>"$work/agreement.err"; then
  grep -q 'setting up the pinned JSON Schema engines' "$work/agreement.err" \
    && pass "agreement set up the engines itself and passed: $(tail -1 "$work/agreement.txt")" \
    || fail "agreement passed without setting up the engines (was the venv already there?)"
else
  fail "agreement exited $?"; cat "$work/agreement.txt" "$work/agreement.err"
fi

step "check --fuzz-seconds 0"
if scrubbed "$runner" check --fuzz-seconds 0 >"$work/check.txt" 2>"$work/check.err"; then
  grep -q '^check: passed$' "$work/check.txt" && grep -q '^run (flow-ui, ' "$work/check.txt" \
    && pass "check --fuzz-seconds 0 passed, Flow-UI too: $(grep -c . "$work/check.txt") lines, $(grep '^agreement:' "$work/check.txt"), $(grep '^run (flow-ui' "$work/check.txt")" \
    || fail "check exited 0 without 'check: passed' and a Flow-UI run: $(cat "$work/check.txt")"
else
  fail "check --fuzz-seconds 0 exited $?"; cat "$work/check.txt" "$work/check.err"
fi
[ -x "$bundle/.build/adapters-venv/bin/python" ] && pass "the engines' venv is beside the bundle: .build/adapters-venv" \
  || fail "no venv at $bundle/.build/adapters-venv"

step "fuzz: the bundled driver (fuzz/) against the reference and the engines, 50 documents"
status=0
scrubbed "$runner" fuzz --max-examples 50 --seed 1 >"$work/out.txt" 2>&1 || status=$?
expect 0 '^fuzz: 50 documents in .*: 0 new finding' "fuzz ran the bundle's driver over 50 documents, no new finding"

step "run certifies examples/python-adapter$($can_hide && echo ", the bundle mounted read-only")"
python="$bundle/.build/adapters-venv/bin/python"
bundle_ro=$can_hide
if scrubbed "$runner" run --quiet --format json --output "$work/example.json" -- "$python" "$bundle/examples/python-adapter/adapter.py"; then
  pass "run -- examples/python-adapter/adapter.py exited 0"
else
  fail "run -- examples/python-adapter/adapter.py exited $?"
fi
report_line=$(python3 - "$work/example.json" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1]))
totals = report["totals"]
print(report["implementation"]["name"], report["corpus"]["sha256"], totals["passed"], totals["failed"],
      totals["errored"], totals["skipped"], str(report["partial"]).lower(), report["corpus"]["path"])
EOF
) || report_line=""
read -r name report_sha passed failed errored skipped partial corpus_path <<<"$report_line"
if [ "${name:-}" = example-python-adapter ] && [ "${passed:-0}" -gt 0 ] && [ "$failed$errored$skipped$partial" = "000false" ]; then
  pass "report: $name, $passed passed, 0 failed, errored or skipped, complete"
else
  fail "report of the example adapter: $report_line"
fi
[ "${corpus_path:-}" = "$bundle/corpus" ] && pass "run used the bundled corpus from a folder without one" \
  || fail "run used corpus ${corpus_path:-?}, not $bundle/corpus"
if [ -n "$carried_sha" ] && [ "$carried_sha" = "${report_sha:-}" ]; then
  pass "--version's corpus sha256 equals the report's corpus.sha256 ($carried_sha)"
else
  fail "--version says sha256 ${carried_sha:-none}, the report ${report_sha:-none}"
fi

step "run --corpus corpus-flow-ui certifies examples/flow-ui-python-adapter"
if scrubbed "$runner" run --quiet --corpus "$bundle/corpus-flow-ui" -- python3 "$bundle/examples/flow-ui-python-adapter/adapter.py" \
  >"$work/flow-ui.txt" 2>&1; then
  pass "the Flow-UI example adapter is certified on the bundle's corpus-flow-ui: $(tail -1 "$work/flow-ui.txt")"
else
  fail "run --corpus corpus-flow-ui -- the Flow-UI example exited $?"; tail -20 "$work/flow-ui.txt"
fi

step "run fails an implementation with a known drift (python-jsonschema on Python's re)"
status=0
scrubbed "$runner" run --quiet --format junit --output "$work/drift.xml" \
  -- python3 "$bundle/adapters/python_jsonschema_adapter.py" --regex python || status=$?
if [ "$status" = 1 ] && grep -q 'invalid/schema/version/trailing-newline.json' "$work/drift.xml" \
   && grep -q '<failure' "$work/drift.xml"; then
  pass "the drift exits 1 and the JUnit report fails invalid/schema/version/trailing-newline.json"
else
  fail "the drift run exited $status; JUnit report: $(grep -c '<failure' "$work/drift.xml" 2>/dev/null || echo none) failures"
fi

step "protocol-check with no python3 and no adapters/ in reach (the binary and corpus/ alone)"
bundle_ro=false
lonely="$work/lonely"
mkdir -p "$lonely/bin" "$work/nopython"
cp "$runner" "$lonely/bin/"
cp -R "$bundle/corpus" "$lonely/corpus"
cp "$bundle/murti.schema.json" "$lonely/"
# A PATH of everything in /bin and /usr/bin but Python, /bin's first where both have a name: one
# `ln` for the thousand links (one `ln` and `basename` each took 11 s, docs/DECISIONS.md D245).
declare -A linked_name=()
tools=()
for tool in /bin/* /usr/bin/*; do
  name=${tool##*/}
  case "$name" in python*) continue ;; esac
  [ -z "${linked_name[$name]+set}" ] || continue
  linked_name[$name]=1
  tools+=("$tool")
done
ln -s -t "$work/nopython" "${tools[@]}"
nopython_path="$lonely/bin:$work/nopython"
status=0
scrubbed env PATH="$nopython_path" sh -c 'if command -v python3; then exit 9; fi; exec conformance-runner protocol-check --quiet -- conformance-runner serve' \
  >"$work/out.txt" 2>&1 || status=$?
expect 0 '^protocol-check: [0-9]+ lines: .*; 0 bad, 0 requests unanswered$' "protocol-check -- conformance-runner serve passed with no python3 on PATH and no adapters/"
status=0
scrubbed env PATH="$nopython_path" MURTI_ADAPTERS_DIR="$bundle/adapters" conformance-runner lint >"$work/out.txt" 2>&1 || status=$?
expect 2 'python3 not found on PATH' "lint with no python3 says so (exit 2), not a failed bootstrap"

if $can_hide; then
  probe=$(bundle_ro=true; scrubbed sh -c "touch '$bundle/probe' 2>&1" || true)
  grep -q 'Read-only file system' <<<"$probe" && pass "the run steps above had the bundle read-only (a write fails: $probe)" \
    || fail "the read-only mount of the bundle did not hold: $probe"
fi

finish
