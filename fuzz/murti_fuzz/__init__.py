"""Differential fuzzing of Murti implementations over protocol v1 (issue 7, docs/FUZZING.md).

- `contract`: the edge classes of CONTRACT §0–§1 (bounds, Unicode classes, version forms,
  number lexemes) the strategies draw from.
- `jsontext`: a JSON writer that controls every byte (escapes, number lexemes, duplicate
  names), and the byte-level faults applied after it.
- `strategies`: Hypothesis strategies: valid-shaped documents (the schema's non-recursive
  definitions through hypothesis-jsonschema, recursion assembled here), then edge mutations.
- `sides`: protocol v1 clients for the implementations, with timeouts and restarts.
- `compare`: answer classes, disagreement signatures, the known-findings list.
- `findings`: a finding written out as fixture, proposed expectation and evidence.
- `search`: the seeded Hypothesis loop that finds, shrinks and deduplicates findings.
"""
