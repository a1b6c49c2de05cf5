"""Generated documents (murti_fuzz.strategies, murti_fuzz.mutations): finite, fresh, and
reaching the edges they aim at."""

import copy
import json
import unittest
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import seed as hypothesis_seed

from murti_fuzz import mutations
from murti_fuzz.jsontext import Pairs
from murti_fuzz.strategies import Generator

REPO = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((REPO / "murti.schema.json").read_text())
PROFILE = json.loads((REPO / "corpus" / "expectations.json").read_text())["profiles"]["default"]


def holds_itself(value):
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
    def collect(self, count, batch_seed):
        documents = []

        @settings(max_examples=count, database=None, deadline=None,
                  suppress_health_check=list(HealthCheck))
        @given(Generator(SCHEMA, PROFILE).documents())
        def collect(document):
            documents.append(document)

        hypothesis_seed(batch_seed)(collect)()
        return documents

    def test_documents_are_finite_and_constants_stay_unchanged(self):
        constants = copy.deepcopy(mutations.WRONG_TYPES)
        for document in self.collect(1500, 11):
            self.assertFalse(holds_itself(document.value), document.notes)
        self.assertEqual(mutations.WRONG_TYPES, constants)

    def test_the_shrink_target_is_a_document_the_default_profile_accepts(self):
        # The simplest choices: the profile's version, screen and component (CONTRACT §2).
        first = self.collect(1, 0)[0]
        self.assertEqual(json.loads(first.to_bytes()),
                         {"schemaVersion": "1.0",
                          "screen": {"key": "dashboard", "root": {"type": "vstack"}}})

    def test_mutations_reach_the_bounds(self):
        notes = " ".join(note for document in self.collect(800, 3) for note in document.notes)
        for expected in ("of 129 code points", "bound-string", "pattern-edge", "nesting",
                         "count-bound", "number", "byte fault"):
            self.assertIn(expected, notes)


if __name__ == "__main__":
    unittest.main()
