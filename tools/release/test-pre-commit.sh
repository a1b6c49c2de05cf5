#!/usr/bin/env bash
# Tries .pre-commit-hooks.yaml the way a team does, with `pre-commit try-repo` (pre-commit
# pinned in tools/release/requirements.txt) on a sample repository made in a temporary folder:
# a team repository holding a corpus (this repository's corpus/ and murti.schema.json, as
# committed). Both hooks must pass on it; after a fixture whose expectation names the wrong
# rule is planted, both must fail and name that fixture.
#
# Usage: tools/release/test-pre-commit.sh [TARBALL]
#   TARBALL   the release bundle whose bin/ goes on PATH (what the hooks' users install);
#             without it, the checkout's `swift build` product is used
# pre-commit runs with `env -i`: PATH holds the runner's folder, pre-commit's venv and
# /usr/bin:/bin; HOME and PRE_COMMIT_HOME are in the temporary folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
. tools/release/testlib.sh test-pre-commit

tools_bin=$(tools/release/tools-venv.sh)
if [ $# -ge 1 ]; then
  mkdir -p "$work/bundle"
  tar -xzf "$1" -C "$work/bundle"
  runner_bin=$(find "$work/bundle" -mindepth 2 -maxdepth 2 -type d -name bin)
  say "hooks run the bundle's runner: $runner_bin"
else
  swift build --product conformance-runner >&2
  runner_bin=$(swift build --show-bin-path)
  say "hooks run the checkout's debug build: $runner_bin"
fi

# The team repository: a corpus and the schema, committed files only.
sample="$work/team-repo"
mkdir -p "$sample"
git ls-files -z -- corpus murti.schema.json | xargs -0 cp --parents -t "$sample"
git -C "$sample" init -q
git -C "$sample" add -A

# in_sample COMMAND...: a git or pre-commit command in the sample, as the team's shell runs it.
in_sample() {
  status=0
  (cd "$sample" && env -i PATH="$runner_bin:$tools_bin:/usr/bin:/bin" HOME="$work/home" \
    PRE_COMMIT_HOME="$work/pre-commit-home" PRE_COMMIT_COLOR=never \
    GIT_AUTHOR_NAME=team GIT_AUTHOR_EMAIL=team@example.invalid \
    GIT_COMMITTER_NAME=team GIT_COMMITTER_EMAIL=team@example.invalid "$@") >"$work/out.txt" 2>&1 || status=$?
}

# try-repo HOOK [ARGS...] in the sample repository.
try_hook() { in_sample pre-commit try-repo "$repo" "$@" --all-files; }

say "good corpus: murti-corpus-lint"
try_hook murti-corpus-lint
expect 0 '^murti corpus lint\.+Passed$' "murti-corpus-lint passes on the sample repository"

say "good corpus: murti-check (pre-push stage)"
try_hook murti-check --hook-stage pre-push
expect 0 '^murti check .*\.+Passed$' "murti-check passes on the sample repository"

# docs/CI.md's config as a team writes it, with the repository and rev pointing here; the hooks
# installed as the doc says, then fired by a real commit and a real push.
head=$(git rev-parse HEAD)
"$tools_bin/python" tools/release/ci_doc.py block docs/CI.md "# .pre-commit-config.yaml" \
  | "$tools_bin/python" -c 'import sys, yaml
config = yaml.safe_load(sys.stdin)
config["repos"][0].update(repo=sys.argv[1], rev=sys.argv[2])
print(yaml.safe_dump(config, sort_keys=False), end="")' "$repo" "$head" >"$sample/.pre-commit-config.yaml"
git init -q --bare "$work/remote.git"
git -C "$sample" remote add origin "$work/remote.git"
install_line=$(grep -m1 '^pre-commit install ' docs/CI.md)
in_sample sh -c "$install_line"
expect 0 'installed at \.git/hooks/pre-push' "docs/CI.md's '$install_line' installs both hook types"
git -C "$sample" add -A
say "docs/CI.md's config: git commit, git push"
in_sample git commit -q -m "the team's corpus"
expect 0 '^murti corpus lint\.+Passed$' "git commit ran murti-corpus-lint from docs/CI.md's config, and it passed"
in_sample git push -q origin HEAD:main
expect 0 '^murti check .*\.+Passed$' "git push ran murti-check (pre-push), and it passed"

# A contributor's mistake: a node without `type` (it breaks `required` at the node) filed as
# breaking `type`.
planted=invalid/schema/node/planted-wrong-rule.json
python3 - "$sample/corpus" "$planted" <<'EOF'
import json, sys
from pathlib import Path

corpus, fixture_id = Path(sys.argv[1]), sys.argv[2]
document = {"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {
    "type": "vstack", "children": [{"props": {"value": "x"}}]}}}
(corpus / fixture_id).write_text(json.dumps(document) + "\n")
expectations_file = corpus / "expectations.json"
expectations = json.loads(expectations_file.read_text())
expectations["fixtures"][fixture_id] = {
    "outcome": "reject", "layer": 2, "rule": "type", "path": "/screen/root/children/0",
    "description": "a node without type, filed under the wrong rule", "source": "planted by the test"}
expectations["fixtures"] = dict(sorted(expectations["fixtures"].items()))
expectations_file.write_text(json.dumps(expectations, indent=2, ensure_ascii=False) + "\n")
EOF
git -C "$sample" add -A

for hook in murti-corpus-lint murti-check; do
  say "planted fixture: $hook"
  try_hook "$hook" --hook-stage "$([ "$hook" = murti-check ] && echo pre-push || echo pre-commit)"
  if [ "$status" = 1 ] && grep -qE '\.+Failed$' "$work/out.txt" && grep -q "corpus/$planted" "$work/out.txt"; then
    pass "$hook fails on the planted fixture and names it:"
    grep "corpus/$planted" "$work/out.txt" | head -1 | sed 's/^/  /'
  else
    fail "$hook on the planted fixture: exit $status, or corpus/$planted not named"; cat "$work/out.txt"
  fi
done

say "planted fixture: git commit"
in_sample git commit -q -m "a fixture filed under the wrong rule"
expect 1 "^corpus/$planted: " "git commit of the planted fixture is refused by murti-corpus-lint, naming it"

finish
