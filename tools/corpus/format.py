#!/usr/bin/env python3
"""Rewrites corpus/expectations.json in its canonical form (fixtures sorted by id, fields in
the documented order, two-space indentation). Run it after adding an entry by hand.

    python3 tools/corpus/format.py
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpuslib as lib  # noqa: E402

if __name__ == "__main__":
    lib.save_expectations(lib.load_expectations())
    print(f"rewrote {os.path.relpath(lib.EXPECTATIONS)}")
