"""Runs the `run:` steps of a GitHub Actions workflow written in docs/CI.md, here.

Usage:
  ci_doc.py list DOC                       the workflows DOC holds (one `yaml` block each)
  ci_doc.py validate DOC OUT_DIR           writes each workflow to OUT_DIR/NAME.yml, for
                                           check-jsonschema
  ci_doc.py block DOC FIRST_LINE           prints the ```yaml block starting with FIRST_LINE
  ci_doc.py run DOC WORKFLOW JOB --workspace DIR --temp DIR [--scrubbed]
                [--set NAME=VALUE]... [--skip STEP=REASON]... [--lock STEP=FILE]...
                [--action ACTION_YML]
  ci_doc.py action ACTION_YML --workspace DIR --temp DIR [--scrubbed] [--input NAME=VALUE]...
                [--github NAME=VALUE]... [--set NAME=VALUE]...

A workflow block starts with the comment line `# .github/workflows/NAME.yml`. `run` executes
JOB's steps in order as GitHub's runner would on Linux with `shell: bash`
(`bash --noprofile --norc -eo pipefail`), in `--workspace` (GITHUB_WORKSPACE), with the
workflow's, job's and step's `env:` (then `--set`, which replaces what the doc says a team must
set, e.g. the download URL). After a failing step only the steps whose `if:` holds
`!cancelled()` or `always()` run, as on GitHub; other `if:` conditions are not evaluated.
GITHUB_PATH, GITHUB_ENV, GITHUB_STEP_SUMMARY and GITHUB_OUTPUT are files, as there, and so is
GIT_CONFIG_GLOBAL, in `--temp`. `uses:` steps are GitHub's actions and are
listed, not run; `container:` is GitHub's to evaluate.
A `run:` holding a `${{ }}` expression is refused: values reach scripts through `env:`, which
is also GitHub's advice against script injection. `--scrubbed` starts from
`PATH=/usr/bin:/bin` alone instead of this environment. `--lock STEP=FILE` holds an exclusive
flock(2) on FILE while STEP runs, so that jobs run side by side here take turns at a step that
two at once would break (apt-get's own locks, on one machine where GitHub uses two).

With `--action`, a `uses:` step naming this repository's action (`OWNER/murti-conformance@REF`,
or `./`) is not GitHub's: its `runs.steps` (a composite action, action.yml at the root) run in
its place, with the step's `with:` as inputs over the action's defaults. `action` runs those
steps alone. In an action, and in a `with:`, `${{ inputs.NAME }}`, `${{ env.NAME }}` and
`${{ github.NAME }}` (`action_path`, `action_repository` from the `uses:` reference, `workspace`,
and what `--github` gives) are replaced by
their values, as GitHub does for an `env:` mapping; any other expression is refused.

Prints one line per step; exit 0 when every step ran and passed, 1 when one failed (its
`FAILED:` line names it), 2 for a doc or workflow that cannot be read.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*([a-z]+)\.([A-Za-z0-9_-]+)\s*\}\}")
AFTER_FAILURE = re.compile(r"!\s*cancelled\(\)|always\(\)")
ACTION_REFERENCE = re.compile(r"^(\./?|[A-Za-z0-9_.-]+/murti-conformance@[A-Za-z0-9_.-]+)$")
WORKFLOW_COMMENT = re.compile(r"^# \.github/workflows/([A-Za-z0-9._-]+)\.yml$")
YAML_BLOCK = re.compile(r"^```yaml\n(.*?)^```$", re.M | re.S)
BASH = ["bash", "--noprofile", "--norc", "-eo", "pipefail"]


class DocError(Exception):
    """The doc or a workflow in it is not what this script can run; the message says where."""


def workflows(doc: Path) -> dict[str, str]:
    """NAME -> YAML text of every ```yaml block whose first line names a workflow file."""
    found: dict[str, str] = {}
    for block in YAML_BLOCK.findall(doc.read_text(encoding="utf-8")):
        first = block.split("\n", 1)[0]
        match = WORKFLOW_COMMENT.match(first)
        if match:
            if match.group(1) in found:
                raise DocError(f"{doc}: two workflows named {match.group(1)}.yml")
            found[match.group(1)] = block
    if not found:
        raise DocError(f"{doc}: no ```yaml block starting with '# .github/workflows/NAME.yml'")
    return found


def block(doc: Path, first_line: str) -> str:
    """The one ```yaml block of `doc` whose first line is `first_line`."""
    found = [
        text
        for text in YAML_BLOCK.findall(doc.read_text(encoding="utf-8"))
        if text.split("\n", 1)[0] == first_line
    ]
    if len(found) != 1:
        raise DocError(f"{doc}: {len(found)} ```yaml blocks start with {first_line!r}, expected 1")
    return found[0]


def load_job(doc: Path, workflow: str, job: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The parsed workflow and one of its jobs."""
    texts = workflows(doc)
    if workflow not in texts:
        raise DocError(f"{doc}: no workflow {workflow}.yml (it has {', '.join(sorted(texts))})")
    parsed = yaml.safe_load(texts[workflow])
    jobs = parsed.get("jobs", {}) if isinstance(parsed, dict) else {}
    if job not in jobs:
        raise DocError(f"{doc}: {workflow}.yml has no job {job} (it has {', '.join(jobs)})")
    return parsed, jobs[job]


def pairs(items: list[str], flag: str) -> dict[str, str]:
    """NAME=VALUE arguments as a dict."""
    result: dict[str, str] = {}
    for item in items:
        name, equals, value = item.partition("=")
        if not equals or not name:
            raise DocError(f"{flag} {item}: expected NAME=VALUE")
        result[name] = value
    return result


def string_env(mapping: Any, where: str) -> dict[str, str]:
    """An `env:` mapping with every value as the string GitHub would pass."""
    if mapping is None:
        return {}
    if not isinstance(mapping, dict):
        raise DocError(f"{where}: env must be a mapping")
    values: dict[str, str] = {}
    for name, value in mapping.items():
        values[str(name)] = str(value).lower() if isinstance(value, bool) else str(value)
    return values


def read_github_files(path_file: Path, env_file: Path, env: dict[str, str]) -> None:
    """Applies what a step appended to GITHUB_PATH and GITHUB_ENV (KEY=VALUE lines)."""
    for line in reversed(path_file.read_text(encoding="utf-8").splitlines()):
        if line.strip():
            env["PATH"] = line.strip() + os.pathsep + env["PATH"]
    path_file.write_text("", encoding="utf-8")
    for line in env_file.read_text(encoding="utf-8").splitlines():
        name, equals, value = line.partition("=")
        if equals:
            env[name] = value
    env_file.write_text("", encoding="utf-8")


def evaluate(text: str, contexts: dict[str, dict[str, str]], where: str) -> str:
    """`text` with each `${{ context.NAME }}` replaced from `contexts`; DocError for any other
    expression or an unknown name."""

    def value(match: re.Match[str]) -> str:
        context, name = match.group(1), match.group(2)
        if context not in contexts or name not in contexts[context]:
            raise DocError(f"{where}: ${{{{ {context}.{name} }}}} has no value here; give it with --input or --github")
        return contexts[context][name]

    replaced = EXPRESSION.sub(value, text)
    if "${{" in replaced:
        raise DocError(f"{where}: an expression this script cannot evaluate: {text!r}")
    return replaced


class Runner:
    """Runs steps in order with the files GitHub's runner keeps (GITHUB_PATH, GITHUB_ENV,
    GITHUB_STEP_SUMMARY, GITHUB_OUTPUT) and the environment they build up."""

    def __init__(self, args: argparse.Namespace, temp: Path, workspace: Path) -> None:
        self.temp = temp
        self.workspace = workspace
        self.overrides = pairs(getattr(args, "set", []), "--set")
        self.skips = pairs(getattr(args, "skip", []), "--skip")
        self.locks = pairs(getattr(args, "lock", []), "--lock")
        self.action = Path(args.action).resolve() if getattr(args, "action", None) else None
        self.github = {"workspace": str(workspace), **pairs(getattr(args, "github", []), "--github")}
        self.env = {"PATH": "/usr/bin:/bin"} if args.scrubbed else dict(os.environ)
        self.files = {
            name: temp / f"_{name.lower()}"
            for name in ("GITHUB_PATH", "GITHUB_ENV", "GITHUB_STEP_SUMMARY", "GITHUB_OUTPUT")
        }
        for file in self.files.values():
            file.write_text("", encoding="utf-8")
        self.env.update(
            {
                "CI": "true",
                "GITHUB_ACTIONS": "true",
                "GITHUB_WORKSPACE": str(workspace),
                "RUNNER_TEMP": str(temp),
                "GIT_CONFIG_GLOBAL": str(temp / "_gitconfig"),  # a step's `git config --global` stays here
                **{name: str(file) for name, file in self.files.items()},
            }
        )

    def steps(self, steps: list[Any], where: str, inputs: dict[str, str] | None = None) -> int:
        """Runs `steps` (of a job, or of the action when `inputs` is given); 0, or 1 at the first failure."""
        failed = 0
        for number, step in enumerate(steps, start=1):
            name = step.get("name") or step.get("uses") or f"step {number}"
            if failed and not AFTER_FAILURE.search(str(step.get("if", ""))):
                print(f"skipped: {name} (after a failing step, as on GitHub)")
                continue
            if "uses" in step:
                if self.action is not None and inputs is None and ACTION_REFERENCE.match(str(step["uses"])):
                    failed = failed or self.run_action(step, where)
                    continue
                print(f"action: {name} ({step['uses']}: GitHub's, not run here)")
                continue
            if name in self.skips:
                print(f"skipped: {name} ({self.skips[name]})")
                continue
            script = step.get("run")
            if not isinstance(script, str):
                raise DocError(f"{where} step {number}: neither uses nor run")
            if "${{" in script:
                raise DocError(f"{where} step {name!r}: a ${{{{ }}}} expression in run:; use env:")
            if inputs is not None and step.get("shell") != "bash":
                raise DocError(f"{where} step {name!r}: shell {step.get('shell')}: only bash runs here")
            step_env = dict(self.env)
            declared = string_env(step.get("env"), f"{where} step {name!r}")
            if inputs is not None:
                contexts = {"inputs": inputs, "env": self.env, "github": self.github}
                declared = {key: evaluate(value, contexts, f"{where} step {name!r}") for key, value in declared.items()}
            step_env.update(declared)
            step_env.update(self.overrides)
            unset = sorted(key for key, value in step_env.items() if "${{" in value)
            if unset:
                raise DocError(
                    f"{where} step {name!r}: env {', '.join(unset)} holds an expression "
                    "this script cannot evaluate; give it with --set NAME=VALUE"
                )
            directory = self.workspace / step.get("working-directory", ".")
            with tempfile.NamedTemporaryFile("w", suffix=".sh", dir=self.temp, delete=False, encoding="utf-8") as file:
                file.write(script)
            with self.turn(name):
                started = time.monotonic()  # the step's own seconds, not its wait for the lock
                status = subprocess.run([*BASH, file.name], cwd=directory, env=step_env).returncode
            Path(file.name).unlink()
            seconds = time.monotonic() - started
            read_github_files(self.files["GITHUB_PATH"], self.files["GITHUB_ENV"], self.env)
            if status != 0:
                print(f"FAILED: {name} (exit {status}, {seconds:.0f} s)")
                failed = 1
                continue
            print(f"ran: {name} ({seconds:.0f} s)")
        return failed

    @contextlib.contextmanager
    def turn(self, name: str) -> Iterator[None]:
        """Holds the `--lock` file named for step `name`, if any, until the step has run."""
        if name not in self.locks:
            yield
            return
        with open(self.locks[name], "a", encoding="utf-8") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            yield

    def run_action(self, step: dict[str, Any], where: str) -> int:
        """The composite action's steps in place of `step`, its `with:` as inputs."""
        assert self.action is not None
        contexts = {"env": {**self.env, **self.overrides}, "github": self.github}
        given = {
            str(key): evaluate(str(value).lower() if isinstance(value, bool) else str(value), contexts, f"{where} with")
            for key, value in (step.get("with") or {}).items()
        }
        print(f"action: {step['uses']} (this repository's {self.action.name}, run here)")
        reference = str(step["uses"])
        self.github.setdefault("action_repository", reference.split("@", 1)[0] if "@" in reference else "")
        return self.action_steps(given)

    def action_steps(self, given: dict[str, str]) -> int:
        """Runs the action's `runs.steps` with `given` inputs over its defaults."""
        assert self.action is not None
        parsed = yaml.safe_load(self.action.read_text(encoding="utf-8"))
        runs = parsed.get("runs") if isinstance(parsed, dict) else None
        if not isinstance(runs, dict) or runs.get("using") != "composite":
            raise DocError(f"{self.action}: not a composite action (runs.using: composite)")
        declared = parsed.get("inputs") or {}
        unknown = sorted(set(given) - set(declared))
        if unknown:
            raise DocError(f"{self.action}: no input {', '.join(unknown)} (it has {', '.join(declared)})")
        inputs: dict[str, str] = {}
        for name, spec in declared.items():
            if name in given:
                inputs[name] = given[name]
            elif (spec or {}).get("required") and "default" not in (spec or {}):
                raise DocError(f"{self.action}: the required input {name} was not given")
            else:
                inputs[name] = str((spec or {}).get("default", ""))
        self.github.setdefault("action_path", str(self.action.parent))
        self.github.setdefault("action_repository", "")  # what GitHub gives a local action (uses: ./)
        return self.steps(runs.get("steps", []), self.action.name, inputs=inputs)


def run_job(args: argparse.Namespace) -> int:
    """Runs the job's steps in order; 0 when all passed, 1 at the first failure."""
    doc = Path(args.doc)
    parsed, job = load_job(doc, args.workflow, args.job)
    workspace = Path(args.workspace).resolve()
    temp = Path(args.temp).resolve()
    temp.mkdir(parents=True, exist_ok=True)
    runner = Runner(args, temp, workspace)
    runner.env.update(string_env(parsed.get("env"), f"{args.workflow}.yml"))
    runner.env.update(string_env(job.get("env"), f"{args.workflow}.yml job {args.job}"))
    shell = ((job.get("defaults") or {}).get("run") or {}).get("shell", "bash")
    if shell != "bash":
        raise DocError(f"{args.workflow}.yml job {args.job}: shell {shell}: only bash runs here")
    return runner.steps(job.get("steps", []), f"{args.workflow}.yml")


def run_action(args: argparse.Namespace) -> int:
    """Runs the action's steps alone with `--input` values."""
    temp = Path(args.temp).resolve()
    temp.mkdir(parents=True, exist_ok=True)
    args.action = args.action_file
    runner = Runner(args, temp, Path(args.workspace).resolve())
    return runner.action_steps(pairs(args.input, "--input"))


def main() -> int:
    sys.stdout.reconfigure(line_buffering=True)  # step lines in order with the steps' own output
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    verbs = parser.add_subparsers(dest="verb", required=True)
    listing = verbs.add_parser("list")
    listing.add_argument("doc")
    validate = verbs.add_parser("validate")
    validate.add_argument("doc")
    validate.add_argument("out")
    one = verbs.add_parser("block")
    one.add_argument("doc")
    one.add_argument("first_line")
    run = verbs.add_parser("run")
    run.add_argument("doc")
    run.add_argument("workflow")
    run.add_argument("job")
    run.add_argument("--workspace", required=True)
    run.add_argument("--temp", required=True)
    run.add_argument("--scrubbed", action="store_true")
    run.add_argument("--set", action="append", default=[])
    run.add_argument("--skip", action="append", default=[])
    run.add_argument("--lock", action="append", default=[])
    run.add_argument("--action")
    action = verbs.add_parser("action")
    action.add_argument("action_file")
    action.add_argument("--workspace", required=True)
    action.add_argument("--temp", required=True)
    action.add_argument("--scrubbed", action="store_true")
    action.add_argument("--input", action="append", default=[])
    action.add_argument("--github", action="append", default=[])
    action.add_argument("--set", action="append", default=[])
    args = parser.parse_args()
    try:
        if args.verb == "list":
            for name in workflows(Path(args.doc)):
                print(name)
            return 0
        if args.verb == "block":
            print(block(Path(args.doc), args.first_line), end="")
            return 0
        if args.verb == "validate":
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            for name, text in workflows(Path(args.doc)).items():
                (out / f"{name}.yml").write_text(text, encoding="utf-8")
                print(out / f"{name}.yml")
            return 0
        if args.verb == "action":
            return run_action(args)
        return run_job(args)
    except (DocError, OSError, yaml.YAMLError) as error:
        print(f"ci_doc: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
