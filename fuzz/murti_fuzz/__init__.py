"""Differential fuzzing of Murti implementations over protocol v1 (docs/FUZZING.md).

- `contract`: the edge classes of docs/CONTRACT.md §0–§1 (bounds, Unicode classes, version forms,
  number lexemes) the strategies draw from.
- `jsontext`: a JSON writer that controls every byte (escapes, number lexemes, duplicate
  names), and the byte-level faults applied after it.
- `choices`: the choice sequence behind a document, drawn at random or replayed.
- `leaves`: values for the schema's non-recursive definitions (enums, patterns, bounds).
- `strategies`: valid-shaped documents (the schema's leaves, recursion assembled here), then
  edge mutations (`mutations`).
- `sides`: protocol v1 clients for the implementations, with timeouts and restarts.
- `compare`: answer classes, disagreement signatures, the known-findings list.
- `findings`: a finding written out as fixture, proposed expectation and evidence.
- `files`: reading expectations.json and replayed files without following a link (docs/SECURITY.md).
- `shrink`: the smallest choice sequence whose document still shows a finding.
- `search`: the seeded, pipelined loop that finds, shrinks and deduplicates findings.
"""
