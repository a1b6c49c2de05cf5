"""Mutation score of corpus-flow-ui: plants faults in Sources/FlowUIReference one at a time,
rebuilds, runs corpus-flow-ui through the runner, and reports each mutant killed or survived
(docs/MUTATION.md "Flow-UI").

    python3 -m tools.mutation.flowui                  # every mutant of the Flow-UI scope
    python3 -m tools.mutation.flowui --list           # the mutants, without running them
    python3 -m tools.mutation.flowui --only KEY ...   # these mutants
    python3 -m tools.mutation.flowui --sample 8 --seed 1 --json out.json

The operators are those of tools/mutation (comparisons, booleans, bounds, conditions) and the
Flow-UI reference's own: a diagnostic not recorded, the fault policy of a region swapped
(containment levels), a bare form refused (shorthands), a default changed (fallbacks), an id
claim or a rename skipped, a pointer token left unescaped, document order's tie-break
reversed. Mutants listed in tools/mutation/equivalent-flowui.json (with why) do not count.
Exit 0 when the run finished, 1 when interrupted, 2 when it could not run.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import json
import random
import re
import signal
import sys
import time
from pathlib import Path

from . import schema_score
from .mutants import Mutant, _in_code, _line_of, _statement_end, code_mask, mutants_of
from .sandbox import Outcome, Sandbox, SandboxError
from .schema_score import HERE, REPOSITORY

SOURCES = REPOSITORY / "Sources"
EQUIVALENT = HERE / "equivalent-flowui.json"

# What decides an answer: decoding (containment, fallbacks, shorthands), identity, the
# diagnostics' order, the document's entry point, and the pointers the tape spells for `src`
# (JSONKit/Ordered/OrderedJSONTape.swift, its pointer and order only: TAPE_FLIPS). Not mutated: the model
# types, the profile and catalog readers, the writers (proven byte for byte by the reference's
# tests), and fault descriptions (messages are never graded). Paths are relative to Sources/.
SCOPE = re.compile(
    r"^(FlowUIReference/(Decoding/(?!PayloadFault\.swift).*|Identity/.*|FlowUIDecoder\.swift)"
    r"|JSONKit/Ordered/OrderedJSONTape\.swift)$"
)
TAPE = "JSONKit/Ordered/OrderedJSONTape.swift"

# Statements whose deletion loses a diagnostic, a claim or a kept element.
SKIPPED = re.compile(
    r"(?m)^(\s*)((?:fields\.)?(?:context\.)?log\.(?:dropped|unknownType|malformed|duplicate|adopt)"
    r"|log\.takeBack|claim|kept\.append|claims\.claim|widget\.id = |nextSuffix\[)"
)
FLIPS = [
    # (operator, pattern, replacement, note)
    ("shorthand", "if case .string(", "if 1 == 0, case .string(", "the bare form refused"),
    (
        "shorthand",
        "if case .number(let radius)",
        "if 1 == 0, case .number(let radius)",
        "a number radius refused",
    ),
    ("default", "?? true", "?? false", "a default true becomes false"),
    ("default", "?? false", "?? true", "a default false becomes true"),
    ("default", "?? 2", "?? 1", "a default 2 becomes 1"),
    ("default", "?? 0", "?? 1", "a default 0 becomes 1"),
    ("default", "?? .vertical", "?? .grid", "a default arrangement becomes grid"),
    (
        "default",
        "?? .default",
        "?? SectionLayout(arrangement: .grid, columns: 2, itemSpacing: 0, insets: .zero)",
        "the default section layout becomes a grid",
    ),
    ("null", ", tape.kind(child) != .null", "", "a null member read as present"),
    (
        "first",
        "where seen.insert(",
        "where !seen.contains(Array(member.name.utf8)) || seen.insert(",
        "a repeated event name kept twice",
    ),
    (
        "integer",
        "guard let integer = Int(exactly: number)",
        "guard let integer = Int(exactly: number.rounded(.towardZero))",
        "a fraction read as an integer",
    ),
    (
        "fallback",
        "guard let elements = member.elements() else { throw Read.mismatch(member, "
        '"an array of widgets") }',
        "guard let elements = member.elements() else { return [] }",
        "accordion items that are no array read as none",
    ),
    (
        "fallback",
        "guard let elements = child.elements() else { throw Self.notAnArray(child) }",
        "guard let elements = child.elements() else { return [] }",
        "a payload array that is no array read as empty",
    ),
    (
        "envelope",
        'id = try fields.optional("id", Read.string)',
        'id = (try? fields.optional("id", Read.string)) ?? nil',
        "an id of the wrong type read as none, the widget kept",
    ),
    (
        "envelope",
        'type = try fields.required("type", Read.string)',
        'type = (try? fields.required("type", Read.string)) ?? ""',
        'a widget without a string type kept, typed ""',
    ),
    (
        "envelope",
        'tracking = try fields.optional("tracking", Read.object)',
        'tracking = (try? fields.optional("tracking", Read.object)) ?? nil',
        "tracking of the wrong type read as none",
    ),
    (
        "envelope",
        'try fields.optional("layout", Read.isObject)',
        "",
        "a layout that is no object keeps the widget",
    ),
    (
        "envelope",
        'throw PayloadFault.mismatch(node.place, expected: "an object for action',
        'continue; _ = (node.place, "',
        "an action that is no object left out, the widget kept",
    ),
    (
        "arrangement",
        "arrangement.flatMap(Arrangement.init(rawValue:))",
        "arrangement.flatMap { Arrangement(rawValue: $0.lowercased()) }",
        "arrangement names read case-insensitively",
    ),
    (
        "identity",
        "!claimed.insert(ExactID(id)).inserted",
        "!claimed.insert(ExactID(id.lowercased())).inserted",
        "ids compared ignoring case",
    ),
    (
        "document",
        'root.member("page"), page.isObject',
        'root.member("page")',
        "a page member of any type is the page",
    ),
    (
        "document",
        'root.member("sheet"), sheet.isObject',
        'root.member("sheet")',
        "a sheet member of any type is the sheet",
    ),
    (
        "order",
        "$0.order.lexicographicallyPrecedes($1.order)",
        "$1.order.lexicographicallyPrecedes($0.order)",
        "diagnostics in reverse document order",
    ),
    # Both halves of ExactID at once: `==` alone is never asked about ids whose bytes hash apart.
    (
        "identity",
        "lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)\n"
        "    }\n\n    func hash(into hasher: inout Hasher) {\n        var text = text\n"
        "        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }",
        "lhs.text == rhs.text\n    }\n\n    func hash(into hasher: inout Hasher) {\n"
        "        hasher.combine(text)",
        "ids compared and hashed as Swift strings (canonical equivalence)",
    ),
]
# The tape's pointers and document order (what `src` and the order of diagnostics rest on).
TAPE_FLIPS = [
    (
        "pointer",
        ": Self.write(entry.position, into: buffer, endingAt: end)",
        ": Self.write(entry.position + 1, into: buffer, endingAt: end)",
        "an element's pointer off by one",
    ),
    (
        "pointer",
        "buffer[at + 1] = UInt8(ascii: \"0\")",
        "buffer[at + 1] = UInt8(ascii: \"1\")",
        "~ escaped as ~1",
    ),
    (
        "pointer",
        "buffer[at + 1] = UInt8(ascii: \"1\")",
        "buffer[at + 1] = UInt8(ascii: \"0\")",
        "/ escaped as ~0",
    ),
    (
        "pointer",
        "if entry.nameEscaped { return nil }",
        "",
        "a name with an escape in the input spelt from its raw bytes",
    ),
    (
        "order",
        "positions.append(entries[step].position)",
        "positions.append(0)",
        "document order without the positions",
    ),
    (
        "order",
        "return positions.reversed()",
        "return positions",
        "order read from the innermost step",
    ),
]


def mutants_of_file(file: str, text: str) -> list[tuple[str, int, str, str, str]]:
    """(operator, offset, original, replacement, note) of one file: the generic operators (the
    Murti-only ones find nothing here) and the Flow-UI ones."""
    mask = code_mask(text)
    if file == TAPE:
        return sorted(_flips(TAPE_FLIPS, text, mask), key=lambda item: (item[1], item[0], item[3]))
    found = [m for m in mutants_of(file, text) if m[0] not in ("skip-call", "rule", "count")]
    for match in re.finditer(r"(?m)^(\s*)(\S)", text):
        start = match.start(2)
        call = SKIPPED.match(text, match.start())
        if not call or not _in_code(mask, start, start + 1):
            continue
        line_end = text.find("\n", start)
        line = text[start:line_end]
        if "(" in line and not line.rstrip().endswith("{"):
            end = _statement_end(text, mask, start)
        else:
            end = line_end + 1 if not line.rstrip().endswith("{") else None
        if end is not None:
            found.append(
                (
                    "skip-call",
                    match.start(),
                    text[match.start() : end],
                    "",
                    f"the statement {call.group(2).strip()}… deleted",
                )
            )
    for match in re.finditer(r"\.(fallBack|contain)\b", text):
        if _in_code(mask, match.start(), match.end()):
            other = ".contain" if match.group(1) == "fallBack" else ".fallBack"
            note = ("outside data read as inside (a fault travels up)" if other == ".contain"
                    else "inside data read as outside (a fault falls back alone)")
            found.append(("policy", match.start(), match.group(0), other, note))
    found += _flips(FLIPS, text, mask)
    found.sort(key=lambda item: (item[1], item[0], item[3]))
    return found


def _flips(flips: list[tuple[str, str, str, str]], text: str, mask: list) -> list:
    """Each place in code where a flip's pattern occurs, as a mutant tuple."""
    found = []
    for operator, pattern, replacement, note in flips:
        offset = text.find(pattern)
        while offset >= 0:
            if _in_code(mask, offset, offset + 1):
                found.append((operator, offset, pattern, replacement, note))
            offset = text.find(pattern, offset + len(pattern))
    return found


def all_mutants() -> list[Mutant]:
    """Every mutant of the Flow-UI scope, in a fixed order, each with a key that survives edits
    elsewhere in its file (as tools/mutation's)."""
    result: list[Mutant] = []
    for path in sorted(SOURCES.rglob("*.swift")):
        file = path.relative_to(SOURCES).as_posix()
        if not SCOPE.match(file):
            continue
        text = path.read_text(encoding="utf-8")
        seen: dict[str, int] = {}
        for operator, offset, original, replacement, note in mutants_of_file(file, text):
            line = _line_of(text, offset)
            line_text = text.splitlines()[line - 1].strip()
            identity = f"{file}|{operator}|{line_text}|{original}|{replacement}"
            seen[identity] = seen.get(identity, 0) + 1
            digest = hashlib.sha256(f"{identity}|{seen[identity]}".encode()).hexdigest()[:10]
            result.append(
                Mutant(
                    f"{file}:{operator}:{digest}",
                    file,
                    line,
                    operator,
                    offset,
                    original,
                    replacement,
                    note,
                )
            )
    return result


class FlowUISandbox(Sandbox):
    """A package copy whose mutants are planted in the Flow-UI reference and judged on
    corpus-flow-ui."""

    SOURCES = "Sources"
    CORPUS = "corpus-flow-ui"


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python3 -m tools.mutation.flowui", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--sample", type=int, default=None, help="run N mutants drawn by --seed")
    parser.add_argument("--seed", type=int, default=1, help="the sample's seed (default: 1)")
    parser.add_argument("--only", nargs="+", default=None, metavar="KEY", help="these mutants")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument(
        "--timeout",
        type=float,
        default=10.0,
        help="seconds per fixture before a mutant's answer is a hang (default: 10)",
    )
    parser.add_argument("--json", type=Path, default=None, help="write every result there")
    arguments = parser.parse_args(argv)
    if arguments.sample is not None and arguments.sample < 1:
        parser.error("--sample must be at least 1")
    return arguments


def chosen(mutants: list[Mutant], arguments: argparse.Namespace) -> list[Mutant]:
    if arguments.only:
        keys = set(arguments.only)
        picked = [mutant for mutant in mutants if mutant.key in keys]
        missing = keys - {mutant.key for mutant in picked}
        if missing:
            raise SystemExit(
                f"tools/mutation/flowui.py: no such mutant: {', '.join(sorted(missing))}"
            )
        return picked
    if arguments.sample is not None and arguments.sample < len(mutants):
        indexes = set(random.Random(arguments.seed).sample(range(len(mutants)), arguments.sample))
        return [mutant for index, mutant in enumerate(mutants) if index in indexes]
    return mutants


def equivalents() -> dict[str, str]:
    """tools/mutation/equivalent-flowui.json: mutant key → why no fixture can tell it apart."""
    if not EQUIVALENT.exists():
        return {}
    entries = json.loads(EQUIVALENT.read_text(encoding="utf-8")).get("equivalent", {})
    for key, reason in entries.items():
        if not isinstance(reason, str) or len(reason.strip()) < 10:
            raise SystemExit(
                f"tools/mutation/flowui.py: {EQUIVALENT}: {key}: say why it is equivalent"
            )
    return entries


def line_of(mutant: Mutant, outcome: Outcome, status: str) -> str:
    text = (
        f"{status:12} {mutant.file}:{mutant.line} {mutant.operator} ({mutant.note}) [{mutant.key}]"
    )
    if outcome.failing:
        text += f"\n             caught by {len(outcome.failing)}: {', '.join(outcome.failing[:3])}"
    elif outcome.detail:
        text += f"\n             {outcome.detail}"
    if status == "survived":
        diff = mutant.diff((SOURCES / mutant.file).read_text(encoding="utf-8"))
        text += "\n" + "\n".join(
            "             " + row.replace("Sources/MurtiValidator/", "Sources/")
            for row in diff.splitlines()
        )
    return text


def run(arguments: argparse.Namespace) -> int:
    mutants = all_mutants()
    picked = chosen(mutants, arguments)
    equivalent = equivalents()
    if arguments.list:
        for mutant in picked:
            print(f"{mutant.key}  {mutant.file}:{mutant.line} {mutant.operator}: {mutant.note}")
        print(f"mutation: {len(picked)} of {len(mutants)} Flow-UI mutants listed")
        return 0
    work = REPOSITORY / ".build" / "mutation"
    work.mkdir(parents=True, exist_ok=True)
    lock = (work / "lock").open(
        "w"
    )  # one run at a time per checkout: the package copies are shared
    fcntl.flock(lock, fcntl.LOCK_EX)
    runner = work / "runner"
    sandbox = FlowUISandbox(REPOSITORY, work / "sandbox-0", runner, arguments.timeout)
    started = time.monotonic()
    print(
        f"mutation: {len(picked)} of {len(mutants)} Flow-UI mutants; preparing {sandbox.folder}",
        flush=True,
    )
    try:
        # The judge: the checkout's unmutated runner, copied aside, never rebuilt with a mutant
        # (the sandbox builds only murti-reference-serve, docs/DECISIONS.md 113).
        schema_score.build_runner(work)
        sandbox.prepare()
    except (SandboxError, schema_score.GateError) as error:
        print(f"tools/mutation/flowui.py: {error}", file=sys.stderr)
        return 2
    counts = {"killed": 0, "survived": 0, "equivalent": 0, "uncompilable": 0, "identical": 0}
    rows = []
    interrupted = False
    try:
        for index, mutant in enumerate(picked, start=1):
            begin = time.monotonic()
            outcome = sandbox.judge(mutant)
            outcome.seconds = round(time.monotonic() - begin, 2)
            status = (
                "equivalent"
                if outcome.status == "survived" and mutant.key in equivalent
                else outcome.status
            )
            counts[status] += 1
            rows.append(
                {
                    "key": mutant.key,
                    "file": mutant.file,
                    "line": mutant.line,
                    "operator": mutant.operator,
                    "note": mutant.note,
                    "status": status,
                    "caughtBy": outcome.failing[:10],
                    "seconds": outcome.seconds,
                    "detail": outcome.detail,
                }
            )
            print(f"[{index}/{len(picked)}] " + line_of(mutant, outcome, status), flush=True)
    except KeyboardInterrupt:
        interrupted = True  # judge() restores the mutated file in its `finally`
    judged = counts["killed"] + counts["survived"]
    score = 100.0 * counts["killed"] / judged if judged else 100.0
    line = (
        f"mutation (Flow-UI): {counts['killed']} of {len(rows)} killed; "
        f"{counts['survived']} survived, {counts['equivalent']} equivalent, "
        f"{counts['uncompilable']} uncompilable, {counts['identical']} identical "
        f"binaries; score {score:.1f}% of the non-equivalent ({counts['killed']}/{judged}); "
        f"{time.monotonic() - started:.0f} s"
    )
    print(line, flush=True)
    if arguments.json:
        arguments.json.write_text(
            json.dumps(
                {"line": line, "counts": counts, "score": round(score, 2), "mutants": rows},
                indent=2,
            )
            + "\n",
            encoding="utf-8",
        )
    return 1 if interrupted else 0


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main() -> int:
    signal.signal(signal.SIGINT, _interrupt)
    signal.signal(signal.SIGTERM, _interrupt)
    return run(parse(sys.argv[1:]))


if __name__ == "__main__":
    sys.exit(main())
