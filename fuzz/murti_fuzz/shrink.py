"""Shrinking a finding: the smallest choice sequence whose document still shows it.

The document is a function of its choice sequence (`choices.py`), so shrinking needs to know
nothing about documents: it tries shorter sequences (chunks deleted) and smaller ones (chunks
set to zero, single values lowered by binary search) and keeps a candidate only when it still
shows the same signature and is smaller in shortlex order (shorter, or as long and
lexicographically smaller). Generators put every optional part on the largest value of its
choice and list the simplest options first, so a smaller sequence is a simpler document. This
is the shrinker design of Hypothesis (and minithesis), on our own sequences.
"""

from __future__ import annotations

import time
from collections.abc import Callable

CHUNKS = (8, 4, 2, 1)


def _smaller(candidate: list[int], current: list[int]) -> bool:
    return (len(candidate), candidate) < (len(current), current)


Spans = list[tuple[int, int]]


def shrink(sequence: list[int], holds: Callable[[list[int]], tuple[list[int], Spans] | None],
           deadline: float, spans: Spans | None = None) -> list[int]:
    """The smallest sequence found, starting from `sequence` (which must hold; `spans` are its
    parts, as `Choices.spans`). `holds(s)` is (consumed sequence, spans) when the document of
    `s` shows the finding, else `None`. Stops at `deadline` (time.monotonic()) with the best so
    far."""
    current = list(sequence)
    current_spans = list(spans or [])
    tried: set[tuple[int, ...]] = set()

    def attempt(candidate: list[int]) -> bool:
        nonlocal current, current_spans
        key = tuple(candidate)
        if key in tried or not _smaller(candidate, current) or time.monotonic() > deadline:
            return False
        tried.add(key)
        found = holds(candidate)
        if found is None or not _smaller(found[0], current):
            return False
        current, current_spans = found
        return True

    improved = True
    while improved and time.monotonic() <= deadline:
        improved = False
        # Whole parts first (a member, a node, a string, a mutation), largest first: deleted,
        # and deleted with the choice before them (the flag that made them present, or the
        # count of their list) lowered.
        for start, end in sorted(current_spans, key=lambda span: span[0] - span[1]):
            if end > len(current):
                continue
            before = current[start - 1] if start > 0 else 0
            candidates = [current[:start] + current[end:]]
            if before:
                candidates += [current[:start - 1] + [0] + current[end:],
                               current[:start - 1] + [before - 1] + current[end:]]
            for candidate in candidates:
                if attempt(candidate):
                    improved = True
                    break
        for size in CHUNKS:
            index = len(current) - size
            while index >= 0:
                if attempt(current[:index] + current[index + size:]):
                    improved = True
                index -= 1
        for size in CHUNKS:
            index = len(current) - size
            while index >= 0:
                if any(current[index:index + size]) and \
                        attempt(current[:index] + [0] * size + current[index + size:]):
                    improved = True
                index -= 1
        # A choice lowered to zero often takes another branch that reads fewer choices after
        # it (a profile name instead of a generated string): lower it and drop what followed.
        for size in range(1, 9):
            index = len(current) - size - 1
            while index >= 0:
                if current[index] and attempt(current[:index] + [0] + current[index + 1 + size:]):
                    improved = True
                index -= 1
        for index in range(len(current)):
            if index >= len(current) or current[index] == 0:
                continue
            low, high = 0, current[index]
            while low < high and time.monotonic() <= deadline:
                middle = (low + high) // 2
                candidate = current[:index] + [middle] + current[index + 1:]
                if attempt(candidate):
                    improved = True
                    if index >= len(current):
                        break
                    high = current[index]
                else:
                    low = middle + 1
    return current
