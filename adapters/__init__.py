"""The protocol v1 adapters of the pinned JSON Schema engines (adapters/README.md).

The files here are entry points started by path (`python3 adapters/python_jsonschema_adapter.py`);
their code is the `murti_adapter` package. This file makes the folder importable from the
repository root for the one test command (docs/DECISIONS.md D115).
"""
