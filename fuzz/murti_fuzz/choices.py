"""The choices behind a document: drawn at random while searching, replayed while shrinking.

Every generator in `strategies` and `mutations` asks a `Choices` for each decision (an integer
in a range, a boolean, one item of a list) and builds the document from the answers alone.
Searching, the answers come from a seeded `random.Random` and are recorded; shrinking, a
recorded sequence (or a smaller one) is replayed, and a sequence that runs out answers the
simplest choice, 0. So a document is a function of its choice sequence, and a shorter sequence
or smaller values give a simpler document: the shrinker (`shrink.py`) works on the sequence,
as Hypothesis' does, without knowing anything about documents.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


class Overrun(Exception):
    """A replayed sequence asked for more choices than any document needs."""


MAX_CHOICES = 100_000


class Choices:
    """A source of choices: `Choices.random(seed)` or `Choices.replay(sequence)`."""

    __slots__ = ("_random", "_prefix", "record", "spans")

    def __init__(self, rng: random.Random | None, prefix: list[int] | None):
        self._random = rng
        self._prefix = prefix
        self.record: list[int] = []  # the choices made, each as `value - low`
        # (start, end) of the choices behind one part of the document (a member, a node, a
        # string, a mutation): what the shrinker tries to delete whole.
        self.spans: list[tuple[int, int]] = []

    def span(self, build: Callable[[], T]) -> T:
        """`build()`, its choices marked as one span."""
        start = len(self.record)
        result = build()
        if len(self.record) > start + 1:
            self.spans.append((start, len(self.record)))
        return result

    @classmethod
    def random(cls, seed: int) -> Choices:
        return cls(random.Random(seed), None)

    @classmethod
    def replay(cls, sequence: list[int]) -> Choices:
        return cls(None, list(sequence))

    def integer(self, low: int, high: int) -> int:
        """An integer in [low, high]; replaying, a value out of range wraps into it."""
        span = high - low
        position = len(self.record)
        if self._random is not None:
            value = int(self._random.random() * (span + 1))
        elif position < len(self._prefix):
            value = self._prefix[position]
            if value > span:
                value %= span + 1
        else:
            if position >= MAX_CHOICES:
                raise Overrun()
            value = 0
        self.record.append(value)
        return low + value

    def boolean(self) -> bool:
        """True on the larger choice, so that a shrunk document leaves the part out."""
        return self.integer(0, 1) == 1

    def sometimes(self, odds: int) -> bool:
        """True one time in `odds` (on the largest choice)."""
        return self.integer(0, odds - 1) == odds - 1

    def choice(self, items: Sequence[T]) -> T:
        """One item of a fixed list; the first is where shrinking goes."""
        return items[self.integer(0, len(items) - 1)]

    def index(self, items: Sequence[T]) -> T:
        """One item of a list that depends on the document (its slots, an object's members),
        drawn in a fixed range taken modulo its length: the choice keeps its meaning when the
        shrinker removes part of the document."""
        return items[self.integer(0, 255) % len(items)]
