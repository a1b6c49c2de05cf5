"""Protocol v1 plumbing shared by the JSON Schema engine adapters (docs/CONTRACT.md §1, §3).

- `decode`: layer 1, the I-JSON byte checks (docs/CONTRACT.md §1, docs/DECISIONS.md 1–6).
- `order`: JSON Pointers and the document order / schema order used to pick the first error.
- `protocol`: the JSON-lines loop that answers `start`, `validate` and `stop`.
- `bootstrap`: re-runs an entry point inside the pinned virtual environment.
- `python_jsonschema`, `jsonschema_rs`: the two engines behind the adapters of the same names.
- `protocol_check`: the protocol line checker (`python3 -m murti_adapter.protocol_check` in adapters/).
- `layout`: where murti.schema.json, docs/ and the pinned environment are, from adapters/.

Its modules import each other relatively only, so the package is `murti_adapter` under the
entry points of adapters/ (started by path) and `adapters.murti_adapter` under the one test
command from the repository root, never both in one process (docs/DECISIONS.md D115).
"""
