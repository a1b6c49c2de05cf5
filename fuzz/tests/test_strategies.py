"""Generated documents (murti_fuzz.strategies, murti_fuzz.mutations): finite, fresh, and
reaching the edges they aim at."""

from __future__ import annotations

import copy
import json
import unittest
from pathlib import Path
from typing import Any

from fuzz.murti_fuzz import jsontext, mutations
from fuzz.murti_fuzz.choices import Choices
from fuzz.murti_fuzz.jsontext import Pairs
from fuzz.murti_fuzz.search import derive
from fuzz.murti_fuzz.strategies import Document, Generator

SCHEMA = json.loads(Path("murti.schema.json").read_text())  # from the repository root (D115)
PROFILE = json.loads(Path("corpus", "expectations.json").read_text())["profiles"]["default"]


def holds_itself(value: Any) -> bool:
    """Whether a container is reachable from itself (the writer would never end)."""
    stack = [(value, frozenset())]
    while stack:
        node, ancestors = stack.pop()
        if not isinstance(node, (dict, list, Pairs)):
            continue
        if id(node) in ancestors:
            return True
        inner = ancestors | {id(node)}
        if isinstance(node, Pairs):
            children = [member for _, member in node.members]
        else:
            children = node.values() if isinstance(node, dict) else node
        stack.extend((child, inner) for child in children)
    return False


class DocumentTests(unittest.TestCase):
    def collect(self, count: int, seed: int) -> list[Document]:
        generator = Generator(SCHEMA, PROFILE)
        return [generator.document(Choices.random(derive(seed, index))) for index in range(count)]

    def test_documents_are_finite_and_constants_stay_unchanged(self) -> None:
        constants = copy.deepcopy(mutations.WRONG_TYPES)
        for document in self.collect(1500, 11):
            self.assertFalse(holds_itself(document.value), document.notes)
        self.assertEqual(mutations.WRONG_TYPES, constants)

    def test_the_shrink_target_is_a_document_the_default_profile_accepts(self) -> None:
        # The simplest choices: the profile's version, screen and component (docs/CONTRACT.md §2).
        first = Generator(SCHEMA, PROFILE).document(Choices.replay([]))
        self.assertEqual(json.loads(first.to_bytes()),
                         {"schemaVersion": "1.0",
                          "screen": {"key": "dashboard", "root": {"type": "vstack"}}})

    def test_mutations_reach_the_bounds(self) -> None:
        notes = " ".join(note for document in self.collect(800, 3) for note in document.notes)
        for expected in ("of 129 code points", "bound-string", "pattern-edge", "nesting",
                         "count-bound", "number", "byte fault"):
            self.assertIn(expected, notes)


    def test_the_same_seed_generates_the_same_documents(self) -> None:
        first = [document.to_bytes() for document in self.collect(200, 9)]
        self.assertEqual(first, [document.to_bytes() for document in self.collect(200, 9)])
        self.assertNotEqual(first, [document.to_bytes() for document in self.collect(200, 10)])

    def test_a_recorded_sequence_replays_the_same_document(self) -> None:
        generator = Generator(SCHEMA, PROFILE)
        for index in range(300):
            drawn = Choices.random(derive(3, index))
            document = generator.document(drawn)
            again = generator.document(Choices.replay(drawn.record))
            self.assertEqual(document.to_bytes(), again.to_bytes())

    def test_the_fast_writer_writes_the_same_bytes_as_the_exact_one(self) -> None:
        for document in self.collect(600, 5):
            for style in jsontext.STYLES:
                fast = jsontext._plain_dumps(document.value, style)
                if fast is not None:
                    self.assertEqual(fast, jsontext.dumps(document.value, style), document.notes)

    def test_generated_names_match_the_schema_patterns(self) -> None:
        from fuzz.murti_fuzz.leaves import pattern_strings

        for pattern in ("^[A-Za-z][A-Za-z0-9_]*$", "^[A-Za-z][A-Za-z0-9_.]*$", "^[0-9]+\\.[0-9]+$"):
            draw = pattern_strings(pattern, 128)
            for index in range(300):
                self.assertRegex(draw(Choices.random(index)), pattern.replace("$", "\\Z"))


if __name__ == "__main__":
    unittest.main()
