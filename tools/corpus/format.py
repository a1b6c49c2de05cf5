#!/usr/bin/env python3
"""Rewrites corpus/expectations.json in its canonical form (fixtures sorted by id, fields in
the documented order, two-space indentation). Run it after adding an entry by hand.

    python3 tools/corpus/format.py [--corpus DIR]

Exit 0 when the file was rewritten; 2, with one line naming the file, the position and the
fix, when it cannot be read (not JSON, not UTF-8, an unknown field): nothing is written then.
"""

import sys

import corpuslib as lib


def main() -> int:
    arguments = sys.argv[1:]
    lib.corpus_option(arguments)
    if arguments:
        print(f"format.py: unexpected argument(s) {' '.join(arguments)}; "
              f"usage: python3 tools/corpus/format.py [--corpus DIR]", file=sys.stderr)
        return 2
    _, data = lib.read_expectations()
    lib.save_expectations(data)
    print(f"rewrote {lib.display(lib.EXPECTATIONS)}")
    return 0


if __name__ == "__main__":
    sys.exit(lib.run_tool(main, "format.py"))
