"""A finding written out for review: `<out>/<signature slug>/` holding

- `fixture.json`: the shrunk document, pretty-printed when that shows the same finding, else
  its exact bytes;
- `expectation.json`: a proposed corpus/expectations.json entry, keyed by a proposed fixture id,
  its verdicts taken from the reference alone (never from a side under test);
- `evidence.json`: the signature, every side's command, handshake and answer, the mutations
  that made the document, the seed, and how long the search took.

Nothing here touches the corpus: a person moves the fixture in, edits the entry after reading
the seed and docs/CONTRACT.md, and runs `conformance-runner lint`.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from typing import TYPE_CHECKING, Any

from .jsontext import PRETTY, PRETTY_RAW

if TYPE_CHECKING:
    from .sides import Result, Side
    from .strategies import Document


def slug_of(signature: str) -> str:
    """A folder name for a signature: readable, bounded, unique by a hash suffix."""
    digest = hashlib.sha256(signature.encode("utf-8")).hexdigest()[:10]
    readable = re.sub(r"[^a-z0-9.]+", "-", signature.lower()).strip("-")[:90].strip("-")
    return f"{readable}--{digest}"


def fixture_candidates(document: Document, exact: bytes) -> list[bytes]:
    """Readable spellings of the document first, its exact bytes last. A byte fault was
    applied to the exact bytes, so such a document is only ever written exactly."""
    candidates = []
    if not document.faults:
        for style in (PRETTY, PRETTY_RAW):
            text = document.to_bytes(style)
            if not text.endswith(b"\n"):
                text += b"\n"
            if text not in candidates and text != exact:
                candidates.append(text)
    candidates.append(exact)
    return candidates


def proposed_entry(
    document: Document, results: dict[str, Result], sides: list[Side], signature: str, seed: int
) -> tuple[str, dict[str, str]]:
    """(fixture id, entry) proposed from the reference alone, the spec's mirror: outcome,
    layer, rule, path, placeholders and warnings from the full reference (`reference-client`),
    `schema` from the reference's schema-only mode. A side under test never decides a verdict
    here (a drifted engine or schema would write its drift into the corpus); the description
    names the sides that disagreed with the reference. A proposal for review, never a verdict."""
    client = _answer_of(results, sides, role="reference", schema_only=False)
    reference_schema = _answer_of(results, sides, role="reference", schema_only=True)
    entry = {}
    source = client if _verdict(client) else None
    if source is None and _verdict(reference_schema):
        source = reference_schema
    if source is not None:
        entry["outcome"] = source["outcome"]
        if entry["outcome"] == "reject":
            entry["layer"] = source.get("layer", 2)
            entry["rule"] = source.get("rule")
            entry["path"] = source.get("path", "")
        elif source.get("placeholders"):
            entry["layer"] = 4
            entry["rule"] = "render.placeholder"
            entry["placeholders"] = source["placeholders"]
        if entry["outcome"] == "accept" and source.get("warnings"):
            entry["warnings"] = source["warnings"]
    if isinstance(document.value, dict) and "signature" in document.value:
        entry["requires"] = ["envelope"]
    if _verdict(reference_schema):
        entry["schema"] = reference_schema["outcome"]
    disagreeing = disagreeing_sides(results, sides)
    against = "; ".join(f"{label} said {klass}" for label, klass in disagreeing.items())
    missing = "" if source is not None else (" The reference gave no verdict: write the "
                                             "expectation from the seed and CONTRACT.md.")
    entry["description"] = (f"Found by the differential fuzzer: {signature}. Verdict proposed from "
                            f"the reference alone (the spec's mirror)"
                            + (f"; sides that disagreed with it: {against}" if against else "")
                            + f".{missing} Check it against the seed and CONTRACT.md.")
    entry["source"] = f"conformance-runner fuzz --seed {seed}"
    plain_accept = entry.get("outcome") == "accept" and "rule" not in entry
    name = re.sub(r"[^a-z0-9]+", "-", str(entry.get("rule") or entry.get("outcome") or "finding")
                  .lower()).strip("-")
    digest = hashlib.sha256(signature.encode("utf-8")).hexdigest()[:8]
    fixture_id = f"{'valid' if plain_accept else 'invalid'}/fuzz/{name}-{digest}.json"
    return fixture_id, entry


def disagreeing_sides(results: dict[str, Result], sides: list[Side]) -> dict[str, str]:
    """{label: class} of each side whose class differs from the reference's in its group (the
    schema-only reference for the schema group, the full reference for the client group)."""
    from .compare import answer_class

    reference = {side.schema_only: answer_class(*results.get(side.label, ("missing", {})),
                                                 side.schema_only)
                 for side in sides if side.role == "reference"}
    found = {}
    for side in sides:
        if side.role == "reference" or side.schema_only not in reference:
            continue
        klass = answer_class(*results.get(side.label, ("missing", {})), side.schema_only)
        if klass != reference[side.schema_only]:
            found[side.label] = klass
    return found


def _verdict(answer: dict[str, int | str] | None) -> bool:
    return answer is not None and answer.get("outcome") in ("accept", "reject")


def _answer_of(
    results: dict[str, Result], sides: list[Side], role: str, schema_only: bool
) -> dict[str, int | str] | None:
    for side in sides:
        if side.role == role and side.schema_only == schema_only:
            kind, answer = results.get(side.label, ("missing", {}))
            return answer if kind == "answer" else None
    return None


def write(
    out_dir: str,
    signature: str,
    fixture_bytes: bytes,
    document: Document,
    results: dict[str, Result],
    sides: list[Side],
    context: dict[str, Any],
) -> str:
    """Writes the three files (keeping an earlier, smaller fixture of the same signature);
    returns the folder."""
    folder = os.path.join(out_dir, slug_of(signature))
    fixture_path = os.path.join(folder, "fixture.json")
    if os.path.exists(fixture_path) and os.path.getsize(fixture_path) <= len(fixture_bytes):
        return folder
    os.makedirs(folder, exist_ok=True)
    with open(fixture_path, "wb") as handle:
        handle.write(fixture_bytes)
    fixture_id, entry = proposed_entry(document, results, sides, signature, context["seed"])
    _write_json(os.path.join(folder, "expectation.json"), {fixture_id: entry})
    evidence = {
        "signature": signature,
        "fixture": {"bytes": len(fixture_bytes),
                    "spelling": "exact" if fixture_bytes == document.to_bytes() else "pretty",
                    "proposedId": fixture_id},
        "search": context,
        "proposal": {"from": [side.label for side in sides if side.role == "reference"],
                     "disagreeing": disagreeing_sides(results, sides)},
        "mutations": list(document.notes),
        "sides": {side.label: {"command": side.command,
                               "implementation": side.info,
                               "class": context["classes"].get(side.label),
                               "answer": results.get(side.label, ("missing", {}))[1]}
                  for side in sides},
        "replay": "conformance-runner fuzz --replay " + fixture_path,
    }
    _write_json(os.path.join(folder, "evidence.json"), evidence)
    return folder


def _write_json(path: str, value: dict[str, Any]) -> None:
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(value, handle, indent=2, ensure_ascii=True)
        handle.write("\n")
