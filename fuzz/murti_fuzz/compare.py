"""Answer classes, disagreement signatures and the known-findings list.

Sides are compared inside their group: `schema` (implementations that say `schemaOnly: true`:
the reference's `serve --schema-only` and the JSON Schema engines, compared on the schema
verdict and rule, docs/CONTRACT.md §3) and `client` (full clients: compared on outcome, layer and rule
as docs/CONTRACT.md §4 grades them). A side that hangs, crashes, errs or skips is a finding by itself,
in either group, whatever the others say.

A signature names the group, the classes and which sides gave each, e.g.
`schema: accept[python-jsonschema-python-re] | reject:pattern[jsonschema-rs,reference]`, so
one drift found in a thousand documents is one finding.
"""

from __future__ import annotations

import fnmatch
import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from .scope import outside_scope

if TYPE_CHECKING:
    from .sides import Result, Side

MISBEHAVIOURS = ("hang", "crash", "error", "skipped")


class Finding(NamedTuple):
    """One disagreement or misbehaviour in one group."""

    group: str
    signature: str
    sides: tuple  # the labels the signature is about
    known: object  # the known-findings entry id that excuses it, or None
    outside: object = None  # why it lies outside the deviating sides' declared scope, or None


def answer_class(kind: str, answer: dict[str, Any], schema_only: bool) -> str:
    """The class a side's answer is compared by: `accept`, `accept:render.placeholder`,
    `reject:RULE` (schema group), `reject:LAYER:RULE` (client group), or a misbehaviour."""
    if kind != "answer":
        return kind
    if "error" in answer:
        return "error"
    if "skipped" in answer:
        return "skipped"
    outcome = answer.get("outcome")
    if outcome == "reject":
        rule = answer.get("rule")
        return f"reject:{rule}" if schema_only else f"reject:{answer.get('layer')}:{rule}"
    if outcome == "accept":
        if not schema_only and answer.get("placeholders"):
            return "accept:render.placeholder"
        return "accept"
    return "error"


def message_of(answer: dict[str, Any]) -> str:
    return str(answer.get("error") or answer.get("skipped") or answer.get("message") or "")


class KnownFindings:
    """fuzz/known-findings.json: findings that are understood and must not fail `check`.

    Each entry names an `id`, a `reason` (why it is not a bug of ours to fix now) and a
    `source`, and matches either one side's answer (`side` and `class` globs, optionally
    `messageContains`) or a whole disagreement (`signature` glob).
    """

    def __init__(self, entries: list[dict[str, Any]]) -> None:
        self.entries = entries

    @classmethod
    def load(cls, path: Path) -> KnownFindings:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        entries = document.get("known") if isinstance(document, dict) else None
        if not isinstance(entries, list):
            raise ValueError(f"{path}: expected an object with a `known` array")
        for index, entry in enumerate(entries):
            where = f"{path}: known[{index}]"
            if not isinstance(entry, dict):
                raise ValueError(f"{where}: not an object")
            for field in ("id", "reason", "source"):
                if not isinstance(entry.get(field), str) or len(entry[field].strip()) < 3:
                    raise ValueError(f"{where}: `{field}` must say it (a non-empty string)")
            by_side = isinstance(entry.get("side"), str) and isinstance(entry.get("class"), str)
            if by_side == isinstance(entry.get("signature"), str):
                raise ValueError(f"{where}: give either `side` and `class`, or `signature`")
        return cls(entries)

    def excuses_answer(self, label: str, klass: str, answer: dict[str, Any]) -> str | None:
        """The id of the entry that excuses this side's answer, or None."""
        for entry in self.entries:
            if "side" not in entry:
                continue
            if not fnmatch.fnmatchcase(label, entry["side"]):
                continue
            if not fnmatch.fnmatchcase(klass, entry["class"]):
                continue
            if entry.get("messageContains") and entry["messageContains"] not in message_of(answer):
                continue
            return entry["id"]
        return None

    def excuses_signature(self, signature: str) -> str | None:
        for entry in self.entries:
            if "signature" in entry and fnmatch.fnmatchcase(signature, entry["signature"]):
                return entry["id"]
        return None


def classify(results: dict[str, Result], sides: Sequence[Side], known: KnownFindings,
             document: bytes | None = None) -> list[Finding]:
    """The findings for one document. `results` is {label: (kind, answer)}; `sides` the Side
    objects (for their group and declared scope); `document` the bytes, for the scope's
    capabilities. Returns a list of Finding, misbehaviours first. A finding whose every
    deviating client lies outside its declared scope carries the reasons in `outside`
    (docs/DECISIONS.md 74): counted apart, never new."""
    findings = []
    for group, members in groups(sides).items():
        reference = next((results[side.label] for side in members
                          if getattr(side, "role", None) == "reference"), None)
        reference_class = answer_class(*reference, group == "schema") if reference else None
        verdicts = {}
        apart = {}
        for side in members:
            kind, answer = results[side.label]
            klass = answer_class(kind, answer, side.schema_only)
            if klass != reference_class:
                reason = outside_scope(side, (kind, answer), reference, document)
                if reason is not None:
                    apart[side.label] = reason
            if klass in MISBEHAVIOURS:
                excuse = known.excuses_answer(side.label, klass, answer)
                outside = apart.get(side.label)
                findings.append(Finding(group, f"{group}: {klass}[{side.label}]", (side.label,),
                                        excuse, outside and f"{side.label}: {outside}"))
                continue
            verdicts.setdefault(klass, []).append(side.label)
        if len(verdicts) > 1:
            signature = f"{group}: " + " | ".join(
                f"{klass}[{','.join(sorted(labels))}]" for klass, labels in sorted(verdicts.items()))
            labels = tuple(sorted(label for labels in verdicts.values() for label in labels))
            deviating = [label for klass, labels in verdicts.items() if klass != reference_class
                         for label in labels]
            outside = None
            if reference is not None and deviating and all(label in apart for label in deviating):
                outside = "; ".join(f"{label}: {apart[label]}" for label in sorted(deviating))
            findings.append(Finding(group, signature, labels, known.excuses_signature(signature),
                                    outside))
    return findings


def groups(sides: Sequence[Side]) -> dict[str, list[Side]]:
    """{"schema": [...], "client": [...]} by each side's handshake (empty groups left out)."""
    result = {}
    for side in sides:
        result.setdefault("schema" if side.schema_only else "client", []).append(side)
    return result
