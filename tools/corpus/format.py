#!/usr/bin/env python3
"""Rewrites corpus/expectations.json in its canonical form (fixtures sorted by id, fields in
the documented order, two-space indentation), or checks that it is in it. Run it after adding an
entry by hand.

    python3 tools/corpus/format.py [--corpus DIR]           # rewrite it
    python3 tools/corpus/format.py [--corpus DIR] --check   # exit 1 if it is not canonical

`conformance-runner lint` proves everything else of the file and its entries (pairing, order,
expectations.schema.json, profiles, folders, paths); the canonical form is the one thing it
leaves to this script (docs/DECISIONS.md D117). Started by path, from any folder: it imports
only corpuslib beside it (D115).

Exit 0 when the file was rewritten (or, with --check, is canonical); 1 with --check when it is
not, naming the first entry out of order when that is why; 2, with one line naming the file, the
position and the fix, when it cannot be read (not JSON, not UTF-8, an unknown field): nothing is
written then.
"""

import sys

import corpuslib as lib

USAGE = "usage: python3 tools/corpus/format.py [--corpus DIR] [--check]"


def main() -> int:
    arguments = sys.argv[1:]
    lib.corpus_option(arguments)
    check = "--check" in arguments
    unknown = [word for word in arguments if word != "--check"]
    if unknown:
        print(f"format.py: unexpected argument(s) {' '.join(unknown)}; {USAGE}", file=sys.stderr)
        return 2
    text, data = lib.read_expectations()
    if not check:
        lib.save_expectations(data)
        print(f"rewrote {lib.display(lib.EXPECTATIONS)}")
        return 0
    name = lib.display(lib.EXPECTATIONS)
    unsorted = lib.first_unsorted(data["fixtures"])
    if unsorted:
        print(f"{name}: the fixtures are not sorted by id: \"{unsorted[0]}\" comes after \"{unsorted[1]}\" "
              f"(run `python3 tools/corpus/format.py` to sort them)")
        return 1
    if lib.dump_expectations(data) != text:
        print(f"{name}: not in canonical form (run `python3 tools/corpus/format.py` to rewrite it)")
        return 1
    print(f"{name}: canonical, {len(data['fixtures'])} entries")
    return 0


if __name__ == "__main__":
    sys.exit(lib.run_tool(main, "format.py"))
