#!/usr/bin/env python3
"""jsonschema-rs (Draft 2020-12) as a protocol v1 implementation: the entry point (docs/CONTRACT.md §3, schemaOnly).

Usage: python3 adapters/jsonschema_rs_adapter.py [--schema FILE]

The engine is murti_adapter.jsonschema_rs; this file only starts it under the pinned environment
(murti_adapter.bootstrap), so that its command line works from any folder (docs/DECISIONS.md D115).
"""

import sys

from murti_adapter.jsonschema_rs import main

if __name__ == "__main__":
    from murti_adapter.bootstrap import reexec_in_venv

    reexec_in_venv(__file__)
    sys.exit(main())
