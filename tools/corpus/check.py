#!/usr/bin/env python3
"""Corpus integrity checks that need no Swift build (CONTRACT §2).

    python3 tools/corpus/check.py [--schema-engine]

- every file under corpus/valid and corpus/invalid has exactly one entry, and every entry a file;
- expectations.json is in canonical form (tools/corpus/corpuslib.py) and, when the
  `jsonschema` package is importable, valid against corpus/expectations.schema.json;
- valid/ holds plain accepts (warnings allowed); invalid/ holds rejections and layer-4 accepts;
- every profile an entry names exists; every `path`, placeholder and warning path is an
  RFC 6901 pointer that resolves in the fixture (for fixtures that decode);
- with --schema-engine (needs `jsonschema`): python-jsonschema's verdict on each fixture that
  decodes, against murti.schema.json, compared with the entry's `schema` verdict. Python's `re`
  is not ECMA-262 (`$` matches before a trailing newline), so those fixtures are listed apart.

Exit 0 when nothing is wrong, 1 otherwise. `lint` in conformance-runner is the authority; this
is a quick check for corpus authors.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as lib  # noqa: E402

SCHEMA_KEYWORDS = {"type", "required", "additionalProperties", "enum", "pattern", "maxLength",
                   "maxItems", "maxProperties"}


def schema_verdict(entry):
    """The `schema` verdict, written out or as it follows from the rest (CONTRACT §2)."""
    if "schema" in entry:
        return entry["schema"]
    rule = entry.get("rule", "")
    if entry["outcome"] == "reject" and (rule.startswith("decode.") or rule in SCHEMA_KEYWORDS):
        return "reject"
    return "accept"


def strict_load(blob):
    """The parsed document, or None when Python's json would differ from RFC 8259/I-JSON."""
    def no_constant(name):
        raise ValueError(name)
    try:
        text = blob.decode("utf-8")
        return json.loads(text, parse_constant=no_constant)
    except (ValueError, RecursionError):
        return None


def resolve(document, pointer):
    if pointer == "":
        return True
    if pointer.startswith("/payload/") and isinstance(document, dict) and "signature" in document:
        # CONTRACT §6 e: /payload/... points inside the envelope's decoded payload.
        import base64
        try:
            inner = strict_load(base64.b64decode(document.get("payload", ""), validate=True))
        except ValueError:
            inner = None
        return inner is not None and resolve(inner, pointer[len("/payload"):])
    node = document
    for token in pointer[1:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node) \
                and (token == "0" or not token.startswith("0")):
            node = node[int(token)]
        else:
            return False
    return True


def files_on_disk():
    found = set()
    for top in ("valid", "invalid"):
        for folder, _, names in os.walk(os.path.join(lib.CORPUS, top)):
            for name in names:
                found.add(os.path.relpath(os.path.join(folder, name), lib.CORPUS)
                          .replace(os.sep, "/"))
    return found


def main():
    problems = []
    with open(lib.EXPECTATIONS, encoding="utf-8") as handle:
        text = handle.read()
    data = json.loads(text)
    if lib.dump_expectations(data) != text:
        problems.append("expectations.json: not in canonical form (run "
                        "`python3 tools/corpus/generate.py` to rewrite it)")
    try:
        import jsonschema
    except ImportError:
        jsonschema = None
        print("note: jsonschema not importable; expectations.schema.json not checked")
    if jsonschema is not None:
        with open(os.path.join(lib.CORPUS, "expectations.schema.json"), encoding="utf-8") as h:
            meta = json.load(h)
        validator = jsonschema.Draft202012Validator(meta)
        for error in sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path)):
            where = "/".join(str(p) for p in error.absolute_path)
            problems.append(f"expectations.json /{where}: {error.message[:200]}")

    fixtures = data["fixtures"]
    on_disk = files_on_disk()
    for fid in sorted(on_disk - set(fixtures)):
        problems.append(f"{fid}: file has no entry in expectations.json")
    for fid in sorted(set(fixtures) - on_disk):
        problems.append(f"{fid}: entry has no file")

    documents = {}
    for fid in sorted(set(fixtures) & on_disk):
        entry = fixtures[fid]
        if "outcome" not in entry:  # a manifest sequence: reject when a step rejects (CONTRACT §6)
            entry = {**entry, "outcome": "reject" if any(
                step["outcome"] == "reject" for step in entry.get("steps", [])) else "accept"}
        if fid.startswith("valid/") and (entry["outcome"] != "accept" or "layer" in entry):
            problems.append(f"{fid}: valid/ holds plain accepts; move it to invalid/")
        if fid.startswith("invalid/") and entry["outcome"] == "accept" and entry.get("layer") != 4:
            problems.append(f"{fid}: an accept without placeholders belongs in valid/")
        if entry.get("profile", "default") not in data["profiles"]:
            problems.append(f"{fid}: unknown profile {entry.get('profile')}")
        with open(os.path.join(lib.CORPUS, fid), "rb") as handle:
            blob = handle.read()
        document = strict_load(blob)
        rule = entry.get("rule", "")
        if document is None:
            if not rule.startswith("decode."):
                problems.append(f"{fid}: Python cannot decode it, but no decode.* rule is named")
            continue
        documents[fid] = document
        paths = ([entry["path"]] if "path" in entry else []) + entry.get("placeholders", []) \
            + [w["path"] for w in entry.get("warnings", [])]
        if rule.startswith("decode.") and rule != "decode.duplicateKey":
            continue
        for path in paths:
            if not resolve(document, path):
                problems.append(f"{fid}: path {path!r} does not resolve in the document")

    if "--schema-engine" in sys.argv[1:] and jsonschema is not None:
        with open(os.path.join(lib.ROOT, "murti.schema.json"), encoding="utf-8") as handle:
            murti = json.load(handle)
        engine = jsonschema.Draft202012Validator(murti)
        python_re = []
        for fid, document in sorted(documents.items()):
            entry = fixtures[fid]
            if entry.get("rule", "").startswith("decode."):
                continue
            errors = list(engine.iter_errors(document))
            said = "reject" if errors else "accept"
            if said != schema_verdict(entry):
                if "\n" in json.dumps(document, ensure_ascii=False).replace("\\n", "\n") and \
                        said == "accept":
                    python_re.append(fid)
                else:
                    first = errors[0] if errors else None
                    detail = (f" ({first.validator} at /"
                              f"{'/'.join(str(p) for p in first.absolute_path)})" if first else "")
                    problems.append(f"{fid}: python-jsonschema says {said}{detail}, "
                                    f"expected schema {schema_verdict(entry)}")
        for fid in python_re:
            print(f"python re (not ECMA-262) accepts a trailing newline: {fid}")

    for problem in problems:
        print(problem)
    print(f"{len(fixtures)} entries, {len(on_disk)} files, {len(problems)} problems")
    sys.stdout.flush()
    os._exit(1 if problems else 0)


if __name__ == "__main__":
    # Nesting-512 fixtures recurse deeply in python-jsonschema: give it a big stack.
    import threading
    sys.setrecursionlimit(200000)
    threading.stack_size(1 << 29)
    worker = threading.Thread(target=main)
    worker.start()
    worker.join()
