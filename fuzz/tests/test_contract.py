"""Edge classes and mutation helpers (murti_fuzz.contract, murti_fuzz.mutations)."""

import json
import unittest
from pathlib import Path

from fuzz.murti_fuzz import contract
from fuzz.murti_fuzz.mutations import fill, get, pointer, set_at

SCHEMA = Path("murti.schema.json")  # the tests run from the repository root (D115)


class ContractTests(unittest.TestCase):
    def test_bounds_are_read_from_the_schema(self) -> None:
        schema = json.loads(SCHEMA.read_text())
        bounds = contract.bounds_from_schema(schema)
        # docs/CONTRACT.md §0: these are the numbers murti.schema.json states.
        self.assertEqual(bounds["identifier.maxLength"], 128)
        self.assertEqual(bounds["value.maxLength"], 4096)
        self.assertEqual(bounds["node.children.maxItems"], 256)
        self.assertEqual(bounds["envelope.signature.maxLength"], 1024)
        schema["$defs"]["node"]["properties"]["id"]["maxLength"] = 7
        self.assertEqual(contract.bounds_from_schema(schema)["node.id.maxLength"], 7)

    def test_classes_differ_between_code_points_graphemes_and_utf16(self) -> None:
        # docs/CONTRACT.md §1 Counting: each class exists to separate the three measures.
        combining = contract.CHARACTER_CLASSES["combining"][0]
        self.assertEqual(len(combining), 2)  # two code points, one grapheme
        astral = contract.CHARACTER_CLASSES["astral"][0]
        self.assertEqual((len(astral), len(astral.encode("utf-16-le")) // 2), (1, 2))

    def test_the_overflow_lexemes_straddle_the_largest_double(self) -> None:
        finite = [lexeme for lexeme in contract.NUMBER_LEXEMES if float(lexeme) != float("inf")
                  and float(lexeme) != float("-inf")]
        self.assertIn("1.7976931348623157e308", finite)
        self.assertNotIn("1e400", finite)
        self.assertNotIn(str(2**1024 - 2**970), finite)  # the midpoint rounds to infinity


class HelperTests(unittest.TestCase):
    def test_fill_has_exact_code_point_length(self) -> None:
        for units in (["ab"], ["e\u0301"], ["\r\n", "x"], ["\U0001F469\u200d\U0001F469"], []):
            for length in (0, 1, 2, 127, 128, 129):
                self.assertEqual(len(fill(units, length, "a")), length)

    def test_set_at_creates_missing_objects_and_get_reads_back(self) -> None:
        value = {"screen": {"root": {}}}
        self.assertTrue(set_at(value, ("screen", "root", "props", "k"), 1))
        self.assertEqual(get(value, ("screen", "root", "props", "k")), 1)
        self.assertFalse(set_at([1], (5,), 0))

    def test_pointer_escapes(self) -> None:
        self.assertEqual(pointer(("a/b", "c~d", 0)), "/a~1b/c~0d/0")


if __name__ == "__main__":
    unittest.main()
