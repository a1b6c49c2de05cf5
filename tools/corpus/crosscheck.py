#!/usr/bin/env python3
"""An independent model of the Murti rules, written from the spec, to cross-check the corpus.

    python3 tools/corpus/crosscheck.py [--corpus DIR] [--verbose] [GLOB...]

Started by path, from any folder (a team's corpus: `--corpus ./corpus`); it imports only
corpuslib beside it (docs/DECISIONS.md D115).

Exit 0 when every selected fixture agrees with the model, 1 when some have notes, 2 for bad
usage: an unknown option, or a GLOB (fnmatch, against fixture ids) that selects no fixture.

For every fixture it computes, from docs/CONTRACT.md §0/§1/§6 and docs/DECISIONS.md alone:
- the verdict (first failing layer wins): outcome, layer, rule, path, placeholders, warnings;
- every violation it can see (layer 1 stops at its first fault; layer 3 runs only when layers
  1–2 are clean), to show that an invalid fixture breaks exactly one rule;
- the schema-only verdict (layer 1 + the keywords of murti.schema.json, strict, no major gate),
  compared with the entry's `schema` verdict.
It is a second opinion for corpus authors, not the authority: where it and an expectation
disagree, read the spec. The Swift reference validator and `conformance-runner lint` are the
project's checks. Envelope fixtures are followed up to the envelope's shape and `envelope.alg`.
Stdlib only.
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
import sys
from collections.abc import Iterator
from re import Pattern
from typing import Any

import corpuslib as lib

SCHEMA_KEYWORDS = {"type", "required", "additionalProperties", "enum", "pattern", "maxLength",
                   "maxItems", "maxProperties"}


def schema_verdict(entry: dict[str, Any]) -> str:
    """The `schema` verdict, written out or as it follows from the rest (docs/CONTRACT.md §2)."""
    if "schema" in entry:
        return entry["schema"]
    rule = entry.get("rule", "")
    if entry.get("outcome") == "reject" and (rule.startswith("decode.") or rule in SCHEMA_KEYWORDS):
        return "reject"
    return "accept"


WS = b" \t\n\r"
IDENT = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
TYPENAME = re.compile(r"[A-Za-z][A-Za-z0-9_.]*")
VERSION = re.compile(r"[0-9]+\.[0-9]+")
# Each segment is an identifier, so at most 128 characters (docs/CONTRACT.md §0): a longer one is text.
Steps = tuple[str | int, ...]  # member names and array indexes from the document root
Violation = tuple[int, str, str]  # (layer, rule, JSON Pointer) of one violation the model finds
TOKEN = re.compile(r"\{\{([A-Za-z][A-Za-z0-9_]{0,127}(?:\.[A-Za-z][A-Za-z0-9_]{0,127})*)\}\}")
NUMBER = re.compile(rb"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")
ACTIONS = ["navigate", "api", "dismiss", "refresh", "openURL"]


class Fault(Exception):
    def __init__(self, rule: str, offset: int, path: str = ""):
        super().__init__(rule)
        self.rule, self.offset, self.path = rule, offset, path


def ptr(path: Steps) -> str:
    return "".join("/" + str(t).replace("~", "~0").replace("/", "~1") for t in path)


class Obj(list):
    """A JSON object as its members in the order written: [(name, value), ...]."""

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self:
            if key == name:
                return value
        return default

    def has(self, name: str) -> bool:
        return any(key == name for key, _ in self)

    def names(self) -> list[str]:
        return [key for key, _ in self]


def is_array(value: Any) -> bool:
    return isinstance(value, list) and not isinstance(value, Obj)


class Parser:
    """RFC 8259 + I-JSON (RFC 7493) as docs/CONTRACT.md §1 and docs/DECISIONS.md 1–6 state them."""

    def __init__(self, data: bytes, max_nesting: int):
        self.data, self.pos, self.max_nesting = data, 0, max_nesting

    def ws(self) -> None:
        while self.pos < len(self.data) and self.data[self.pos] in WS:
            self.pos += 1

    def parse(self) -> Any:
        self.ws()
        value = self.value(1, ())
        self.ws()
        if self.pos != len(self.data):
            raise Fault("decode.syntax", self.pos)
        return value

    def value(self, nesting: int, path: Steps) -> Any:
        if self.pos >= len(self.data):
            raise Fault("decode.syntax", self.pos)
        c = self.data[self.pos]
        if c in b"{[":
            if nesting > self.max_nesting:
                raise Fault("decode.depth", self.pos)
            return self.obj(nesting, path) if c == ord("{") else self.arr(nesting, path)
        if c == ord('"'):
            return self.string()
        for word, val in ((b"true", True), (b"false", False), (b"null", None)):
            if self.data.startswith(word, self.pos):
                self.pos += len(word)
                return val
        match = NUMBER.match(self.data, self.pos)
        if not match:
            raise Fault("decode.syntax", self.pos)
        if float(match.group(0)) in (float("inf"), float("-inf")):
            raise Fault("decode.number", self.pos)
        self.pos = match.end()
        return float(match.group(0)) if (match.group(2) or match.group(3)) else int(match.group(0))

    def obj(self, nesting: int, path: Steps) -> Obj | None:
        self.pos += 1
        out = Obj()
        self.ws()
        if self.data[self.pos:self.pos + 1] == b"}":
            self.pos += 1
            return out
        while True:
            self.ws()
            if self.data[self.pos:self.pos + 1] != b'"':
                raise Fault("decode.syntax", self.pos)
            at = self.pos
            name = self.string()
            if out.has(name):
                raise Fault("decode.duplicateKey", at, ptr(path))
            self.ws()
            if self.data[self.pos:self.pos + 1] != b":":
                raise Fault("decode.syntax", self.pos)
            self.pos += 1
            self.ws()
            out.append((name, self.value(nesting + 1, path + (name,))))
            self.ws()
            c = self.data[self.pos:self.pos + 1]
            self.pos += 1
            if c == b"}":
                return out
            if c != b",":
                raise Fault("decode.syntax", self.pos - 1)

    def arr(self, nesting: int, path: Steps) -> list[Any] | None:
        self.pos += 1
        out = []
        self.ws()
        if self.data[self.pos:self.pos + 1] == b"]":
            self.pos += 1
            return out
        while True:
            self.ws()
            out.append(self.value(nesting + 1, path + (len(out),)))
            self.ws()
            c = self.data[self.pos:self.pos + 1]
            self.pos += 1
            if c == b"]":
                return out
            if c != b",":
                raise Fault("decode.syntax", self.pos - 1)

    def string(self) -> str | None:
        self.pos += 1
        units = []
        while True:
            if self.pos >= len(self.data):
                raise Fault("decode.syntax", self.pos)
            c = self.data[self.pos]
            if c == ord('"'):
                self.pos += 1
                break
            if c < 0x20:
                raise Fault("decode.syntax", self.pos)
            if c == ord("\\"):
                e = self.data[self.pos + 1:self.pos + 2]
                simple = {b'"': 0x22, b"\\": 0x5C, b"/": 0x2F, b"b": 8, b"f": 12, b"n": 10,
                          b"r": 13, b"t": 9}
                if e in simple:
                    units.append(simple[e])
                    self.pos += 2
                elif e == b"u":
                    hexd = self.data[self.pos + 2:self.pos + 6]
                    if len(hexd) != 4 or not re.fullmatch(rb"[0-9A-Fa-f]{4}", hexd):
                        # The escape breaks at its first byte that is no hex digit.
                        digits = re.match(rb"[0-9A-Fa-f]*", hexd).end()
                        raise Fault("decode.syntax", self.pos + 2 + digits)
                    unit = int(hexd, 16)
                    # docs/DECISIONS.md 6a: a high surrogate not followed by a low one is
                    # decode.encoding at the high surrogate, whatever breaks after it.
                    low = self.data[self.pos + 6:self.pos + 12]
                    if 0xD800 <= unit <= 0xDBFF and not re.fullmatch(rb"\\u[dD][c-fC-F][0-9A-Fa-f]{2}", low):
                        raise Fault("decode.encoding", self.pos)
                    units.append(unit | 0x10000000)  # mark: a UTF-16 unit
                    self.pos += 6
                else:
                    raise Fault("decode.syntax", self.pos + 1)
            else:
                units.append(c | 0x20000000)  # mark: a UTF-8 byte
                self.pos += 1
        return self.assemble(units)

    def assemble(self, units: list[int]) -> str | None:
        out, raw, i = [], bytearray(), 0
        while i < len(units):
            u = units[i]
            if u & 0x20000000:
                raw.append(u & 0xFF)
                i += 1
                continue
            if raw:
                out.append(raw.decode("utf-8"))
                raw = bytearray()
            u &= 0xFFFF if u & 0x10000000 else 0xFFFFFFFF
            if 0xD800 <= u <= 0xDBFF:
                nxt = units[i + 1] if i + 1 < len(units) else 0
                if nxt & 0x10000000 and 0xDC00 <= (nxt & 0xFFFF) <= 0xDFFF:
                    out.append(chr(0x10000 + ((u - 0xD800) << 10) + ((nxt & 0xFFFF) - 0xDC00)))
                    i += 2
                    continue
                raise Fault("decode.encoding", self.pos)
            if 0xDC00 <= u <= 0xDFFF:
                raise Fault("decode.encoding", self.pos)
            out.append(chr(u))
            i += 1
        if raw:
            out.append(raw.decode("utf-8"))
        return "".join(out)


def decode(data: bytes, bounds: dict[str, int]) -> Obj | None:
    """Layer 1: the value, or raises Fault."""
    if len(data) > bounds["maxDocumentBytes"]:
        raise Fault("decode.size", 0)
    bad = None
    if data.startswith(b"\xef\xbb\xbf"):
        bad = 0
    else:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as error:
            bad = error.start
    try:
        value = Parser(data, min(bounds["maxNesting"], 512)).parse()
    except Fault as fault:
        if bad is not None and fault.offset >= bad:
            raise Fault("decode.encoding", bad) from fault
        raise
    except UnicodeDecodeError:
        raise Fault("decode.encoding", bad or 0) from None
    if bad is not None:
        raise Fault("decode.encoding", bad)
    if not isinstance(value, Obj):
        raise Fault("decode.notObject", 0)
    return value


# ---------------------------------------------------------------- layer 2 (schema keywords)

class Schema:
    def __init__(self, lenient_unknown_keys: bool):
        self.violations, self.warnings, self.lenient = [], [], lenient_unknown_keys

    def fail(self, rule: str, path: Steps) -> None:
        self.violations.append((2, rule, ptr(path)))

    def closed(self, obj: Obj, path: Steps, required: list[str], allowed: list[str]) -> None:
        if any(name not in obj.names() for name in required):
            self.fail("required", path)
        if any(name not in allowed for name in obj.names()):
            if self.lenient:
                self.warnings.append({"rule": "additionalProperties", "path": ptr(path)})
            else:
                self.fail("additionalProperties", path)

    def top(self, doc: Obj) -> None:
        if doc.has("signature"):
            allowed = ["schemaVersion", "alg", "enc", "payload", "signature"]
            self.closed(doc, (), ["schemaVersion", "alg", "payload", "signature"], allowed)
            for name, value in doc:
                if name == "schemaVersion":
                    self.version(value, (name,))
                elif name in ("alg", "enc"):
                    options = ["ed25519", "es256"] if name == "alg" else ["hybrid-x25519-aesgcm"]
                    if value not in options or isinstance(value, bool):
                        self.fail("enum", (name,))
                elif name in ("payload", "signature"):
                    limit = 1048576 if name == "payload" else 1024
                    if not isinstance(value, str):
                        self.fail("type", (name,))
                    elif len(value) > limit:
                        self.fail("maxLength", (name,))
            return
        self.closed(doc, (), ["schemaVersion", "screen"], ["schemaVersion", "screen"])
        for name, value in doc:
            if name == "schemaVersion":
                self.version(value, (name,))
            elif name == "screen":
                self.screen(value, (name,))

    def version(self, value: str | float | Obj | None, path: Steps) -> None:
        if not isinstance(value, str):
            self.fail("type", path)
        elif not VERSION.fullmatch(value):
            self.fail("pattern", path)

    def name(self, value: Any, path: Steps, pattern: Pattern) -> None:
        if not isinstance(value, str):
            self.fail("type", path)
            return
        if not pattern.fullmatch(value):
            self.fail("pattern", path)
        if len(value) > 128:
            self.fail("maxLength", path)

    def screen(self, value: Any, path: Steps) -> None:
        if not isinstance(value, Obj):
            self.fail("type", path)
            return
        self.closed(value, path, ["key", "root"], ["key", "root"])
        for name, member in value:
            if name == "key":
                self.name(member, path + (name,), IDENT)
            elif name == "root":
                self.node(member, path + (name,))

    def node(self, value: Any, path: Steps) -> None:
        if not isinstance(value, Obj):
            self.fail("type", path)
            return
        self.closed(value, path, ["type"], ["type", "id", "props", "children", "action"])
        for name, member in value:
            at = path + (name,)
            if name == "type":
                self.name(member, at, TYPENAME)
            elif name == "id":
                if not isinstance(member, str):
                    self.fail("type", at)
                elif len(member) > 128:
                    self.fail("maxLength", at)
            elif name == "props":
                self.props(member, at)
            elif name == "children":
                if not is_array(member):
                    self.fail("type", at)
                    continue
                if len(member) > 256:
                    self.fail("maxItems", at)
                for index, child in enumerate(member):
                    self.node(child, at + (index,))
            elif name == "action":
                self.action(member, at)

    def props(self, value: Any, path: Steps) -> None:
        if not isinstance(value, Obj):
            self.fail("type", path)
            return
        if len(value) > 64:
            self.fail("maxProperties", path)
        for name, member in value:
            self.value(member, path + (name,))

    def value(self, value: Any, path: Steps) -> None:
        if isinstance(value, str) and len(value) > 4096:
            self.fail("maxLength", path)
        if is_array(value):
            if len(value) > 512:
                self.fail("maxItems", path)
            for index, item in enumerate(value):
                self.value(item, path + (index,))
        if isinstance(value, Obj):
            if len(value) > 64:
                self.fail("maxProperties", path)
            for name, member in value:
                self.value(member, path + (name,))

    def action(self, value: Any, path: Steps) -> None:
        if not isinstance(value, Obj):
            self.fail("type", path)
            return
        allowed = ["type", "screen", "request", "link", "params", "onSuccess", "onError"]
        self.closed(value, path, ["type"], allowed)
        kind = value.get("type")
        need = {"navigate": "screen", "api": "request", "openURL": "link"}.get(
            kind if isinstance(kind, str) else None)
        if need and not value.has(need):
            self.fail("required", path)
        for name, member in value:
            at = path + (name,)
            if name == "type":
                if not isinstance(member, str) or member not in ACTIONS:
                    self.fail("enum", at)
            elif name in ("screen", "request", "link"):
                self.name(member, at, IDENT)
            elif name == "params":
                self.props(member, at)
            elif name in ("onSuccess", "onError"):
                self.action(member, at)


# ---------------------------------------------------------------- bounds, layer 3, layer 4

def nodes_preorder(node: Any, path: Steps) -> Iterator[tuple[Any, Steps]]:
    if not isinstance(node, Obj):
        return
    yield node, path
    children = node.get("children")
    if is_array(children):
        for index, child in enumerate(children):
            yield from nodes_preorder(child, path + ("children", index))


def depth_of(path: Steps) -> int:
    return 1 + path.count("children")


def chain_actions(action: Any, path: Steps, depth: int) -> Iterator[tuple[Steps, int]]:
    if not isinstance(action, Obj):
        return
    yield path, depth
    for name in ("onSuccess", "onError"):
        if action.has(name):
            yield from chain_actions(action.get(name), path + (name,), depth + 1)


def bounds(doc: Obj, limits: dict[str, int]) -> list[Violation]:
    out = []
    root = doc.get("screen").get("root") if isinstance(doc.get("screen"), Obj) else None
    nodes = list(nodes_preorder(root, ("screen", "root")))
    deep = [p for _, p in nodes if depth_of(p) == limits["maxDepth"] + 1]
    if deep:
        out.append((2, "bounds.depth", ptr(deep[0])))
    if len(nodes) > limits["maxNodes"]:
        out.append((2, "bounds.nodes", ptr(nodes[limits["maxNodes"]][1])))
    hits = [p for p, d in actions_in_document_order(root, ("screen", "root"))
            if d == limits["maxChainDepth"] + 1]
    if hits:
        out.append((2, "bounds.chain", ptr(hits[0])))
    return out


def actions_in_document_order(node: Any, path: Steps) -> Iterator[tuple[Steps, int]]:
    """Every chain action with its depth, nodes in document order: a node's members as the text
    writes them, its action's chain onSuccess before onError (docs/DECISIONS.md 8, 9)."""
    if not isinstance(node, Obj):
        return
    for name in node.names():
        if name == "action":
            yield from chain_actions(node.get("action"), path + ("action",), 1)
        elif name == "children" and is_array(node.get("children")):
            for index, child in enumerate(node.get("children")):
                yield from actions_in_document_order(child, path + ("children", index))


def semantics(doc: Obj, profile: dict[str, Any]) -> list[Violation]:
    out = []
    known = {"screen": profile["screens"], "request": profile["requests"],
             "link": profile["links"]}
    rules = {"screen": "semantic.screen", "request": "semantic.request", "link": "semantic.link"}

    def tokens(value: Any, path: Steps) -> None:
        if isinstance(value, str):
            if any(key not in profile["dataKeys"] for key in TOKEN.findall(value)):
                out.append((3, "semantic.dataKey", ptr(path)))
        elif is_array(value):
            for index, item in enumerate(value):
                tokens(item, path + (index,))
        elif isinstance(value, Obj):
            for name, member in value:
                tokens(member, path + (name,))

    def action(value: Obj, path: Steps) -> None:
        for name, member in value:
            at = path + (name,)
            if name in known and member not in known[name]:
                out.append((3, rules[name], ptr(at)))
            elif name == "params":
                tokens(member, at)
            elif name in ("onSuccess", "onError"):
                action(member, at)

    def node(value: Obj, path: Steps) -> None:
        for name, member in value:
            at = path + (name,)
            if name == "props":
                tokens(member, at)
            elif name == "children":
                for index, child in enumerate(member):
                    node(child, at + (index,))
            elif name == "action":
                action(member, at)

    screen = doc.get("screen")
    for name, member in screen:
        if name == "key" and member not in profile["screens"]:
            out.append((3, "semantic.screen", "/screen/key"))
        elif name == "root":
            node(member, ("screen", "root"))
    return out


def placeholders(doc: Obj, profile: dict[str, Any]) -> list[Violation]:
    out = []

    def walk(node: Obj, path: Steps) -> None:
        if node.get("type") not in profile["components"]:
            out.append(ptr(path))
            return
        for index, child in enumerate(node.get("children") or []):
            walk(child, path + ("children", index))

    walk(doc.get("screen").get("root"), ("screen", "root"))
    return out


def major_minor(text: str) -> tuple[int, int]:
    major, minor = text.split(".")
    return int(major), int(minor)


def model(data: bytes, profile: dict[str, Any]) -> tuple[dict[str, Any], list[Violation], str]:
    """(verdict dict, all violations, schema-only verdict)."""
    limits = profile["bounds"]
    try:
        doc = decode(data, limits)
    except Fault as fault:
        v = (1, fault.rule, fault.path)
        return {"outcome": "reject", "layer": 1, "rule": fault.rule, "path": fault.path}, [v], \
            "reject"
    strict = Schema(False)
    strict.top(doc)
    schema_only = "reject" if strict.violations else "accept"
    version = doc.get("schemaVersion")
    lenient = False
    if isinstance(version, str) and VERSION.fullmatch(version):
        (major, minor), (cmajor, cminor) = major_minor(version), major_minor(
            profile["schemaVersion"])
        if major != cmajor:
            v = (2, "version.major", "/schemaVersion")
            return {"outcome": "reject", "layer": 2, "rule": "version.major",
                    "path": "/schemaVersion"}, [v], schema_only
        lenient = minor > cminor
    checked = Schema(lenient)
    checked.top(doc)
    violations = list(checked.violations)
    envelope = doc.has("signature")
    if not envelope:
        violations += bounds(doc, limits)
    if violations:
        layer, rule, path = violations[0]
        return {"outcome": "reject", "layer": layer, "rule": rule, "path": path}, violations, \
            schema_only
    if envelope:
        keys = [k["alg"] for k in profile.get("keys", [])]
        if keys and doc.get("alg") not in keys:
            v = (2, "envelope.alg", "/alg")
            return {"outcome": "reject", "layer": 2, "rule": "envelope.alg", "path": "/alg"}, \
                [v], schema_only
        return {"outcome": "unverified-envelope"}, [], schema_only
    sem = semantics(doc, profile)
    if sem:
        layer, rule, path = sem[0]
        return {"outcome": "reject", "layer": layer, "rule": rule, "path": path}, sem, \
            schema_only
    verdict = {"outcome": "accept"}
    holes = placeholders(doc, profile)
    if holes:
        verdict.update(layer=4, rule="render.placeholder", placeholders=holes)
    if checked.warnings:
        verdict["warnings"] = checked.warnings
    return verdict, [], schema_only


USAGE = "usage: python3 tools/corpus/crosscheck.py [--corpus DIR] [--verbose] [GLOB...]"


def parse_arguments(arguments: list[str]) -> tuple[bool, list[str]]:
    """(verbose, patterns) from argv without the program name; raises ValueError for bad usage."""
    lib.corpus_option(arguments)
    verbose = False
    patterns = []
    for word in arguments:
        if word == "--verbose":
            verbose = True
        elif word.startswith("-"):
            raise ValueError(f"unknown option {word}")
        else:
            patterns.append(word)
    return verbose, patterns or ["*"]


def main() -> int:
    try:
        verbose, patterns = parse_arguments(sys.argv[1:])
    except ValueError as error:
        print(f"crosscheck.py: {error}; {USAGE}", file=sys.stderr)
        return 2
    data = lib.load_expectations()
    empty = [p for p in patterns if not any(fnmatch.fnmatch(fid, p) for fid in data["fixtures"])]
    if empty:
        print(f"crosscheck.py: {', '.join(repr(p) for p in empty)} selects no fixture of "
              f"{lib.display(lib.EXPECTATIONS)} (a GLOB is matched against fixture ids such as "
              f"'invalid/schema/action/link-129.json'; '*' crosses '/'); {USAGE}", file=sys.stderr)
        return 2
    problems = 0
    seen = 0
    unmodelled = 0
    sequences = 0
    for fid, entry in sorted(data["fixtures"].items()):
        if not any(fnmatch.fnmatch(fid, p) for p in patterns):
            continue
        if "steps" in entry:  # manifest sequences (CONTRACT §6) are not modelled
            sequences += 1
            continue
        seen += 1
        profile = data["profiles"][entry.get("profile", "default")]
        with open(os.path.join(lib.CORPUS, fid), "rb") as handle:
            blob = handle.read()
        verdict, violations, schema_only = model(blob, profile)
        expected = {k: entry[k] for k in ("outcome", "layer", "rule", "path", "placeholders",
                                          "warnings") if k in entry}
        notes = []
        if verdict.get("outcome") == "unverified-envelope":
            # Signatures and decryption are not modelled (the Swift reference and the
            # generator's own checks cover them): a well-shaped envelope is not compared.
            unmodelled += 1
        elif verdict != expected:
            notes.append(f"model says {json.dumps(verdict)}")
        distinct = sorted({rule for _, rule, _ in violations})
        if len(distinct) > 1:
            notes.append(f"breaks several rules: {violations[:6]}")
        if schema_only != schema_verdict(entry):
            notes.append(f"schema-only model says {schema_only}, entry says "
                         f"{schema_verdict(entry)}")
        if notes:
            problems += 1
            print(f"{fid}:")
            for note in notes:
                print(f"    {note}")
        elif verbose:
            print(f"{fid}: ok")
    print(f"{seen} fixtures checked in {lib.display(lib.CORPUS)}, {problems} with notes, {unmodelled} signed "
          f"envelopes not modelled past their shape, {sequences} manifest sequences not modelled")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.setrecursionlimit(20000)
    sys.exit(lib.run_tool(main, "crosscheck.py"))
