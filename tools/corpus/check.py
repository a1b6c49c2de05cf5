#!/usr/bin/env python3
"""Corpus integrity checks that need no Swift build (docs/CONTRACT.md §2).

    python3 -m tools.corpus.check [--corpus DIR] [--schema-engine]

- every file under corpus/valid and corpus/invalid has exactly one entry, and every entry a file;
- expectations.json's entries are sorted by id, it is in canonical form
  (tools/corpus/corpuslib.py; `python3 tools/corpus/format.py` writes it) and, when the
  `jsonschema` package is importable, valid against corpus/expectations.schema.json;
- valid/ holds plain accepts (warnings allowed); invalid/ holds rejections and layer-4 accepts;
- every profile an entry names exists; every `path`, placeholder and warning path is an
  RFC 6901 pointer that resolves in the fixture (for fixtures that decode);
- with --schema-engine (needs `jsonschema`): python-jsonschema's verdict on each fixture that
  decodes, against murti.schema.json, compared with the entry's `schema` verdict. Python's `re`
  is not ECMA-262 (`$` matches before a trailing newline), so those fixtures are listed apart.

Exit 0 when nothing is wrong, 1 when something is, 2 (with one line naming the file, the
position and the fix) when expectations.json cannot be read at all. `lint` in
conformance-runner is the authority; this is a quick check for corpus authors.
"""

import json
import os
import sys
from typing import Any, NoReturn

from . import corpuslib as lib

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


def strict_load(blob: bytes) -> Any:
    """The parsed document, or None when Python's json would differ from RFC 8259/I-JSON."""
    def no_constant(name: str) -> NoReturn:
        raise ValueError(name)
    try:
        text = blob.decode("utf-8")
        return json.loads(text, parse_constant=no_constant)
    except (ValueError, RecursionError):
        return None


def resolve(document: Any, pointer: Any) -> bool:
    if not isinstance(pointer, str):
        return False
    if pointer == "":
        return True
    if pointer.startswith("/payload/") and isinstance(document, dict) and "signature" in document:
        # docs/CONTRACT.md §6 e: /payload/... points inside the envelope's decoded payload.
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


def files_on_disk() -> set[str]:
    found = set()
    for top in ("valid", "invalid"):
        for folder, _, names in os.walk(os.path.join(lib.CORPUS, top)):
            for name in names:
                found.add(os.path.relpath(os.path.join(folder, name), lib.CORPUS)
                          .replace(os.sep, "/"))
    return found


def main() -> int:
    arguments = sys.argv[1:]
    lib.corpus_option(arguments)
    unknown = [word for word in arguments if word != "--schema-engine"]
    if unknown:
        print(f"check.py: unexpected argument(s) {' '.join(unknown)}; "
              f"usage: python3 -m tools.corpus.check [--corpus DIR] [--schema-engine]", file=sys.stderr)
        return 2
    problems = []
    text, data = lib.read_expectations(known_fields_only=False)
    unsorted = lib.first_unsorted(data["fixtures"])
    strange = {fid: sorted(set(entry) - set(lib.FIELD_ORDER)) for fid, entry in data["fixtures"].items()
               if set(entry) - set(lib.FIELD_ORDER)}
    for fid, fields in strange.items():
        problems.append(f"{lib.display(lib.EXPECTATIONS)}:{lib.line_of(text, json.dumps(fid)) or 1}: "
                        f"the entry \"{fid}\" has unknown field(s) {', '.join(fields)} "
                        f"(docs/EXPECTATIONS.md \"A fixture entry\" lists the fields)")
    if unsorted:
        problems.append(f"{lib.display(lib.EXPECTATIONS)}: the fixtures are not sorted by id: \"{unsorted[0]}\" "
                        f"comes after \"{unsorted[1]}\" (run `python3 tools/corpus/format.py`)")
    elif not strange and lib.dump_expectations(data) != text:  # needs every field known
        problems.append(f"{lib.display(lib.EXPECTATIONS)}: not in canonical form (run "
                        "`python3 tools/corpus/format.py` to rewrite it)")
    try:
        import jsonschema
    except ImportError:
        jsonschema = None
        print("note: jsonschema not importable; expectations.schema.json not checked")
    meta_path = os.path.join(lib.CORPUS, "expectations.schema.json")
    if jsonschema is not None and not os.path.exists(meta_path):
        print(f"note: no {lib.display(meta_path)}; expectations.json not checked against a schema")
    elif jsonschema is not None:
        with open(meta_path, encoding="utf-8") as h:
            meta = json.load(h)
        validator = jsonschema.Draft202012Validator(meta)
        for error in sorted(validator.iter_errors(data), key=lambda e: [str(p) for p in e.absolute_path]):
            location = list(error.absolute_path)
            if len(location) >= 2 and location[0] == "fixtures" and location[1] in strange:
                continue  # already reported above, in words
            where = "/".join(str(p) for p in location)
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
            steps = entry.get("steps") if isinstance(entry.get("steps"), list) else []
            entry = {**entry, "outcome": "reject" if any(
                isinstance(step, dict) and step.get("outcome") == "reject" for step in steps) else "accept"}
        if fid.startswith("valid/") and (entry["outcome"] != "accept" or "layer" in entry):
            problems.append(f"{fid}: valid/ holds plain accepts; move it to invalid/")
        if fid.startswith("invalid/") and entry["outcome"] == "accept" and entry.get("layer") != 4:
            problems.append(f"{fid}: an accept without placeholders belongs in valid/")
        if entry.get("profile", "default") not in data["profiles"]:
            problems.append(f"{fid}: unknown profile {entry.get('profile')}")
        with open(os.path.join(lib.CORPUS, fid), "rb") as handle:
            blob = handle.read()
        document = strict_load(blob)
        rule = entry.get("rule", "") if isinstance(entry.get("rule"), str) else ""
        if document is None:
            if not rule.startswith("decode."):
                problems.append(f"{fid}: Python cannot decode it, but no decode.* rule is named")
            continue
        documents[fid] = document
        placeholders = entry.get("placeholders") if isinstance(entry.get("placeholders"), list) else []
        warnings = entry.get("warnings") if isinstance(entry.get("warnings"), list) else []
        paths = ([entry["path"]] if "path" in entry else []) + placeholders \
            + [w.get("path") for w in warnings if isinstance(w, dict)]
        if rule.startswith("decode.") and rule != "decode.duplicateKey":
            continue
        for path in paths:
            if not resolve(document, path):
                problems.append(f"{fid}: path {path!r} does not resolve in the document")

    if "--schema-engine" in sys.argv[1:] and jsonschema is not None:
        with open(os.path.join(os.path.dirname(lib.CORPUS), "murti.schema.json"), encoding="utf-8") as handle:
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
    print(f"{len(fixtures)} entries, {len(on_disk)} files, "
          f"{len(problems)} problem{'' if len(problems) == 1 else 's'}")
    return 1 if problems else 0


def run_on_big_stack() -> None:
    """main() on a thread with a big stack (nesting-512 fixtures recurse deeply in
    python-jsonschema); its exit code, which a thread cannot return by itself. An unexpected
    exception prints its traceback there and exits 1, never 0."""
    import threading
    sys.setrecursionlimit(200000)
    threading.stack_size(1 << 29)
    outcome = [1]

    def work() -> None:
        outcome[0] = lib.run_tool(main, "check.py")

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    sys.stdout.flush()
    sys.stderr.flush()
    # os._exit: the worker's deep recursion state is not worth unwinding at interpreter exit.
    os._exit(outcome[0] if isinstance(outcome[0], int) else 1)


if __name__ == "__main__":
    run_on_big_stack()
