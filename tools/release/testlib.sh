# shellcheck shell=bash
# What the tools/release test scripts share: `. tools/release/testlib.sh NAME` (from the
# repository root) sets $work, a temporary folder removed at exit, and defines say (progress on
# stderr), pass and fail (one result line each on stdout), expect (a command's $status and
# output against what it must be) and finish (the closing line "NAME: N passed, N failed";
# its status is 0 only when nothing failed).
test_name=$1
passes=0
failures=0
started=$SECONDS
say() { echo "$test_name: $*" >&2; }
pass() { echo "ok: $*"; passes=$((passes + 1)); }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# expect STATUS REGEX MESSAGE: pass MESSAGE when $status is STATUS and $work/out.txt has a line
# matching the extended REGEX; else fail, showing the output.
expect() {
  if [ "$status" = "$1" ] && grep -qE -- "$2" "$work/out.txt"; then
    pass "$3"
  else
    fail "$3: exit $status (expected $1), or no line matching $2:"
    sed 's/^/  | /' "$work/out.txt"
  fi
}
finish() {
  say "done in $((SECONDS - started)) s"
  echo "$test_name: $passes passed, $failures failed"
  [ "$failures" = 0 ]
}
work=$(mktemp -d "${TMPDIR:-/tmp}/murti-$test_name.XXXXXX")
trap 'rm -rf "$work"' EXIT
