"""Protocol v1 plumbing shared by the JSON Schema engine adapters (docs/CONTRACT.md §1, §3).

- `decode`: layer 1, the I-JSON byte checks (docs/CONTRACT.md §1, docs/DECISIONS.md 1–6).
- `order`: JSON Pointers and the document order / schema order used to pick the first error.
- `protocol`: the JSON-lines loop that answers `start`, `validate` and `stop`.
- `bootstrap`: re-runs an entry point inside the pinned virtual environment.
"""
