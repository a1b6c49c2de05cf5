"""The schema mutants (tools/mutation/schema_mutants.py): every operator finds its sites, keys
are stable and unique, a mutant changes one thing and never its input (stdlib only):

part of `python3 -m unittest discover` from the repository root (CONTRIBUTING.md).
"""

import copy
import json
import unittest
from pathlib import Path

from tools.mutation.schema_mutants import loosened_patterns, schema_mutants

SCHEMA = Path("murti.schema.json")  # from the repository root, where the tests run

SMALL = {
    "type": "object",
    "if": {"required": ["signature"]},
    "then": {"$ref": "#/$defs/name"},
    "else": {"$ref": "#/$defs/other"},
    "$defs": {
        "name": {"type": "string", "pattern": "^[a-z][a-z0-9]*$", "maxLength": 8},
        "other": {"type": "string", "enum": ["a", "b"]},
        "thing": {"type": "object", "required": ["x"], "additionalProperties": False,
                  "properties": {"x": {"const": 1}}},
    },
}


class SchemaMutantTests(unittest.TestCase):
    def test_each_operator_finds_its_sites(self) -> None:
        notes = {(m.operator, m.note) for m in schema_mutants(SMALL)}
        for operator, note in [
            ("bound", "maxLength 8 → 9 at #/$defs/name"),
            ("bound", "maxLength 8 → 7 at #/$defs/name"),
            ("enum-drop", 'enum without "a" at #/$defs/other'),
            ("enum-add", 'enum with "none" added at #/$defs/other'),
            ("enum-add", 'enum with "A" added at #/$defs/other'),
            ("required-drop", 'required without "x" at #/$defs/thing'),
            ("required-drop", 'required without "signature" at #/if'),
            ("closed-drop", "additionalProperties: false removed at #/$defs/thing"),
            ("const-drop", "const 1 removed at #/$defs/thing/properties/x"),
            ("if-invert", "if condition inverted (wrapped in not) at #"),
            ("ref-retarget", "$ref #/$defs/name → #/$defs/other at #/then"),
        ]:
            self.assertIn((operator, note), notes)
        self.assertEqual({m.operator for m in schema_mutants(SMALL)},
                         {"bound", "enum-drop", "enum-add", "required-drop", "pattern",
                          "closed-drop", "const-drop", "if-invert", "ref-retarget"})

    def test_a_mutant_changes_one_place_and_never_its_input(self) -> None:
        before = copy.deepcopy(SMALL)
        for mutant in schema_mutants(SMALL):
            mutated = mutant.apply(SMALL)
            self.assertNotEqual(mutated, SMALL, mutant.key)
        self.assertEqual(SMALL, before)
        [invert] = [m for m in schema_mutants(SMALL) if m.operator == "if-invert"]
        self.assertEqual(invert.apply(SMALL)["if"], {"not": {"required": ["signature"]}})

    def test_patterns_are_loosened_plausibly(self) -> None:
        loosened = dict(loosened_patterns("^[A-Za-z][A-Za-z0-9_]*$"))
        self.assertIn("[A-Za-z][A-Za-z0-9_]*$", loosened)
        self.assertIn("^[A-Za-z][A-Za-z0-9_]*", loosened)
        self.assertIn("^[A-Za-z0-9][A-Za-z0-9_]*$", loosened)
        self.assertIn("^[A-Za-z][A-Za-z0-9_.]*$", loosened)
        self.assertNotIn("^[A-Za-z][A-Za-z0-9__]*$", loosened)  # `_` is already there
        self.assertIn("^[0-9]+.[0-9]+$", dict(loosened_patterns("^[0-9]+\\.[0-9]+$")))

    def test_the_project_schema_keys_are_unique_and_stable(self) -> None:
        schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
        mutants = schema_mutants(schema)
        self.assertGreater(len(mutants), 100)
        self.assertEqual(len({m.key for m in mutants}), len(mutants))
        # A key names the place and the change, not the rest of the schema.
        edited = copy.deepcopy(schema)
        edited["$defs"]["value"]["description"] = "changed"
        self.assertEqual({m.key for m in schema_mutants(edited)}, {m.key for m in mutants})

    def test_the_equivalence_file_names_real_mutants_and_says_why(self) -> None:
        schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
        keys = {m.key for m in schema_mutants(schema)}
        path = Path("tools", "mutation", "schema-equivalent.json")
        entries = json.loads(path.read_text(encoding="utf-8"))["equivalent"]
        for key, reason in entries.items():
            self.assertIn(key, keys, "an equivalent mutant the schema no longer has")
            self.assertGreater(len(reason), 40, key)


if __name__ == "__main__":
    unittest.main()
