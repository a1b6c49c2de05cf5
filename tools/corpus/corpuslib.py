"""Shared helpers for the corpus tools (stdlib only).

The corpus format is docs/CONTRACT.md §2: fixture files under corpus/valid and corpus/invalid, and one
corpus/expectations.json whose `fixtures` map each id (the path relative to corpus/) to its
expectation. These helpers read and write expectations.json in one canonical form (fixtures
sorted by id, fields in a fixed order, two-space indentation, UTF-8, final newline) so that
every tool that touches it produces the same bytes.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

# The working directory's corpus/: the repository root's under `python3 -m tools.corpus.…`
# (docs/DECISIONS.md D115), as the runner's `--corpus` defaults to ./corpus.
CORPUS = os.path.abspath("corpus")
EXPECTATIONS = os.path.join(CORPUS, "expectations.json")

Entry = dict[str, Any]  # one fixture's expectation in expectations.json (docs/EXPECTATIONS.md)
Fixture = tuple[str, bytes, Entry]  # (fixture id, its exact bytes, its expectation)

# The order in which a fixture entry's fields are written (docs/EXPECTATIONS.md).
FIELD_ORDER = [
    "outcome", "layer", "rule", "path", "placeholders", "warnings", "profile", "requires",
    "schema", "informational", "steps", "description", "source",
]

DEFAULT_BOUNDS = {
    "maxDepth": 32, "maxNodes": 5000, "maxChainDepth": 4,
    "maxNesting": 512, "maxDocumentBytes": 2097152,
}

# docs/CONTRACT.md §2, verbatim.
DEFAULT_PROFILE = {
    "schemaVersion": "1.0",
    "components": ["vstack", "hstack", "zstack", "card", "text", "image", "button"],
    "screens": ["dashboard", "productDetail", "balanceDetail"],
    "requests": ["getAccountBalance"],
    "links": ["help"],
    "dataKeys": ["user.name"],
    "bounds": dict(DEFAULT_BOUNDS),
}

# A 128-character identifier (the longest the schema allows, seed: Bounds) that the
# `long-identifiers` profile registers as a screen, a request, a link and a component type.
LONG_NAME = "longName" * 16
assert len(LONG_NAME) == 128

# P-256 base point G, uncompressed SEC1 (04 || X || Y): a valid es256 public key (docs/CONTRACT.md §6).
P256_G = bytes.fromhex(
    "04"
    "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
    "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"
)


# The corpus's TEST-ONLY keys (corpus/keys/README.md; written by generate_envelope.py, which
# checks these constants against the keys it derives). Never trust them in production.
TEST_ED25519_PUBLIC = "nSP3hQetclSCx71vpQCF5MU8RStnIttwROSwFoUsoAc="
TEST_ES256_PUBLIC = ("BFG70igQZbBBUJsl81nvVF1iPZ1VNSrs2Q2/b1aq4XAl6aRNKUQdpeSd7dm5r303bW854+I4POmiVIQCWOLTXcs=")
TEST_HYBRID_PRIVATE = "IV3/f9haiOmc9UmDApv4DHQB///+0MtJXHqmMVNhXe8="
# Ed25519 public keys of small and mixed order (docs/CONTRACT.md §6: informational cases): the
# identity (order 1), a point of order 8, and a mixed-order point ("Taming the many EdDSAs").
ED25519_IDENTITY = "0100000000000000000000000000000000000000000000000000000000000000"
ED25519_ORDER_8 = "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a"
ED25519_MIXED_ORDER = "cdb267ce40c5cd45306fa5d2f29731459387dbf9eb933b7bd5aed9a765b88d4d"


def _ed25519_only(hex_key: str) -> list[dict[str, str]]:
    import base64
    return [{"alg": "ed25519", "publicKey": base64.b64encode(bytes.fromhex(hex_key)).decode("ascii")}]


def _profile(**changes: Any) -> dict[str, Any]:
    profile = json.loads(json.dumps(DEFAULT_PROFILE))
    for key, value in changes.items():
        if key == "bounds":
            profile["bounds"].update(value)
        else:
            profile[key] = value
    return profile


def profiles() -> dict[str, Any]:
    """The corpus's client profiles (docs/CONTRACT.md §2 `profiles`); `default` is the contract's."""
    import base64
    return {
        "default": _profile(),
        "client-1.2": _profile(schemaVersion="1.2"),
        "es256-only": _profile(keys=[{
            "alg": "es256", "publicKey": base64.b64encode(P256_G).decode("ascii")}]),
        "ed25519-identity-key": _profile(keys=_ed25519_only(ED25519_IDENTITY)),
        "ed25519-mixed-order-key": _profile(keys=_ed25519_only(ED25519_MIXED_ORDER)),
        "ed25519-order-8-key": _profile(keys=_ed25519_only(ED25519_ORDER_8)),
        "long-identifiers": _profile(
            components=DEFAULT_PROFILE["components"] + [LONG_NAME],
            screens=DEFAULT_PROFILE["screens"] + [LONG_NAME],
            requests=DEFAULT_PROFILE["requests"] + [LONG_NAME],
            links=DEFAULT_PROFILE["links"] + [LONG_NAME],
        ),
        "small-document": _profile(bounds={"maxDocumentBytes": 4096}),
        "test-keys": _profile(keys=[
            {"alg": "ed25519", "publicKey": TEST_ED25519_PUBLIC},
            {"alg": "es256", "publicKey": TEST_ES256_PUBLIC},
            {"alg": "hybrid-x25519-aesgcm", "privateKey": TEST_HYBRID_PRIVATE}]),
        "tight-bounds": _profile(bounds={
            "maxDepth": 3, "maxNodes": 10, "maxChainDepth": 2, "maxNesting": 16}),
    }


def canonical_entry(entry: dict[str, Any]) -> dict[str, Any]:
    unknown = set(entry) - set(FIELD_ORDER)
    if unknown:
        raise ValueError(f"unknown expectation fields {sorted(unknown)}")
    return {key: entry[key] for key in FIELD_ORDER if key in entry}


def empty_expectations() -> dict[str, Any]:
    return {
        "contract": "murti",
        "corpusVersion": "1.0.0",
        "schemaVersion": "1.0",
        "profiles": profiles(),
        "fixtures": {},
    }


class ExpectationsError(Exception):
    """expectations.json cannot be used; str() is one line naming the file, the position and
    the fix (no traceback: the corpus author needs the position, not the tool's internals)."""


def use_corpus(folder: str) -> None:
    """Point the tools at another corpus folder (`--corpus DIR`) instead of ./corpus."""
    global CORPUS, EXPECTATIONS
    CORPUS = os.path.abspath(folder)
    EXPECTATIONS = os.path.join(CORPUS, "expectations.json")


def generator_check_option(description: str | None) -> bool:
    """`--check` of a generator script, from argv: `--help` prints `description` and exits, and
    any other word is a usage error (exit 2), so that no mistyped option rewrites the corpus."""
    import argparse

    parser = argparse.ArgumentParser(description=(description or "").strip().splitlines()[0] if description else None)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file or entry differs")
    return parser.parse_args().check


def corpus_option(argv: list[str]) -> None:
    """Apply `--corpus DIR` / `--corpus=DIR` from argv (in place: the option is removed)."""
    for index, word in enumerate(argv):
        if word == "--corpus" and index + 1 < len(argv):
            use_corpus(argv[index + 1])
            del argv[index:index + 2]
            return
        if word.startswith("--corpus="):
            use_corpus(word.split("=", 1)[1])
            del argv[index]
            return


def display(path: str) -> str:
    """`path` relative to the working directory when below it (as an editor wants it)."""
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def line_of(text: str, needle: str) -> int:
    """The 1-based line of the first `needle` in `text`, or None."""
    offset = text.find(needle)
    return None if offset < 0 else text.count("\n", 0, offset) + 1


REQUIRED_TOP = (("contract", str), ("corpusVersion", str), ("schemaVersion", str),
                ("profiles", dict), ("fixtures", dict))


def read_expectations(known_fields_only: bool = True) -> tuple[str, dict[str, Any]]:
    """(text, data) of expectations.json, or ExpectationsError with the position and the fix.
    With known_fields_only=False an entry's unknown fields are left for the caller to report."""
    name = display(EXPECTATIONS)
    try:
        with open(EXPECTATIONS, "rb") as handle:
            blob = handle.read()
    except OSError as error:
        raise ExpectationsError(
            f"{name}: cannot read it ({error.strerror}); fix: run from the repository root "
            f"or pass --corpus DIR (the folder holding expectations.json)") from None
    try:
        text = blob.decode("utf-8")
    except UnicodeDecodeError as error:
        line = blob.count(b"\n", 0, error.start) + 1
        raise ExpectationsError(
            f"{name}:{line}: byte {error.start} is not UTF-8 ({error.reason}); "
            f"fix: save the file as UTF-8") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ExpectationsError(
            f"{name}:{error.lineno}:{error.colno}: not valid JSON: {error.msg}; fix: correct the "
            f"JSON there (often a missing or extra comma, quote or brace), then run "
            f"python3 tools/corpus/format.py") from None
    if not isinstance(data, dict):
        raise ExpectationsError(f"{name}:1:1: the top level is not an object; fix: restore the "
                                f"object of docs/EXPECTATIONS.md \"Top level\"")
    for key, kind in REQUIRED_TOP:
        if not isinstance(data.get(key), kind):
            what = "missing" if key not in data else f"not a JSON {'string' if kind is str else 'object'}"
            raise ExpectationsError(
                f"{name}:{line_of(text, json.dumps(key)) or 1}: top-level \"{key}\" is {what}; "
                f"fix: write it as docs/EXPECTATIONS.md \"Top level\" says")
    for fid, entry in data["fixtures"].items():
        if not isinstance(entry, dict):
            raise ExpectationsError(
                f"{name}:{line_of(text, json.dumps(fid)) or 1}: the entry \"{fid}\" is not an object; "
                f"fix: write it as docs/EXPECTATIONS.md \"A fixture entry\" says")
        unknown = sorted(set(entry) - set(FIELD_ORDER))
        if unknown and known_fields_only:
            raise ExpectationsError(
                f"{name}:{line_of(text, json.dumps(fid)) or 1}: the entry \"{fid}\" has unknown "
                f"field(s) {', '.join(unknown)}; fix: use only {', '.join(FIELD_ORDER)} "
                f"(docs/EXPECTATIONS.md \"A fixture entry\")")
    return text, data


def load_expectations() -> dict[str, Any]:
    """expectations.json's data (empty when the file does not exist yet, for the generators);
    raises ExpectationsError when it cannot be used."""
    if not os.path.exists(EXPECTATIONS):
        return empty_expectations()
    return read_expectations()[1]


def first_unsorted(fixtures: dict[str, Any]) -> tuple[str, str] | None:
    """(id, previous) for the first entry written after an id it should precede, or None.
    Python compares strings by code point, as lint does."""
    ids = list(fixtures)
    for previous, fid in itertools.pairwise(ids):
        if fid < previous:
            return fid, previous
    return None


def run_tool(main: Callable[[], int | None], name: str) -> int | None:
    """Run main(); an ExpectationsError ends the tool with its one line and exit 2."""
    import sys
    try:
        return main()
    except ExpectationsError as error:
        print(f"{name}: {error}", file=sys.stderr)
        return 2


def dump_expectations(data: dict[str, Any]) -> str:
    """The canonical text of expectations.json."""
    out = {
        "contract": data["contract"],
        "corpusVersion": data["corpusVersion"],
        "schemaVersion": data["schemaVersion"],
        "profiles": {name: data["profiles"][name] for name in sorted(
            data["profiles"], key=lambda n: (n != "default", n))},
        "fixtures": {fid: canonical_entry(data["fixtures"][fid])
                     for fid in sorted(data["fixtures"])},
    }
    return json.dumps(out, indent=2, ensure_ascii=False) + "\n"


def save_expectations(data: dict[str, Any]) -> None:
    with open(EXPECTATIONS, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(dump_expectations(data))


def write_fixture(fid: str, data: bytes | str) -> None:
    """Write a fixture's exact bytes (`data` is bytes or str) at corpus/<fid>."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    path = os.path.join(CORPUS, fid)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)


def reject_duplicate_ids(fixtures: list[Fixture]) -> None:
    """End the tool when two of the (id, bytes, entry) `fixtures` share an id."""
    import sys
    ids = [fid for fid, _, _ in fixtures]
    duplicates = {fid for fid in ids if ids.count(fid) > 1}
    if duplicates:
        sys.exit(f"duplicate fixture ids: {sorted(duplicates)}")


def sync_fixtures(fixtures: list[Fixture], data: dict[str, Any], check: bool) -> list[str]:
    """Write each (id, bytes, entry) fixture and put its entry into `data` (the loaded
    expectations); with `check`, write nothing and return a line per file or entry that
    differs from the generator's."""
    problems = []
    for fid, blob, entry in fixtures:
        path = os.path.join(CORPUS, fid)
        if check:
            if not os.path.exists(path) or Path(path).read_bytes() != blob:
                problems.append(f"{fid}: file differs from the generator's bytes")
            if data["fixtures"].get(fid) != canonical_entry(entry):
                problems.append(f"{fid}: expectation differs from the generator's")
        else:
            write_fixture(fid, blob)
            data["fixtures"][fid] = canonical_entry(entry)
    return problems


def exit_with_problems(problems: list[str]) -> NoReturn:
    """End a `--check` run: print each problem, exit 1 if there is any, else 0."""
    import sys
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


def pretty(value: dict[str, Any]) -> str:
    """A small fixture's text: two-space indentation, raw UTF-8, final newline."""
    return json.dumps(value, indent=2, ensure_ascii=False) + "\n"


def compact(value: dict[str, Any]) -> str:
    """A large fixture's text: no insignificant whitespace, raw UTF-8, final newline."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False) + "\n"


def payload(root: dict[str, Any], version: str = "1.0", key: str = "dashboard") -> dict[str, Any]:
    """A payload document (seed: Shape at a glance) around a root node."""
    return {"schemaVersion": version, "screen": {"key": key, "root": root}}


def pointer(*tokens: str | int) -> str:
    """An RFC 6901 JSON Pointer from reference tokens (`~` → `~0`, `/` → `~1`)."""
    return "".join("/" + str(t).replace("~", "~0").replace("/", "~1") for t in tokens)
