"""The mutant list (tools/mutation/mutants.py): only code is mutated, every operator finds its
sites, keys are stable and each mutant applies to its file (stdlib only):

part of `python3 -m unittest discover` from the repository root (CONTRIBUTING.md).
"""

import unittest
from pathlib import Path

from tools.mutation.mutants import all_mutants, code_mask, mutants_of

SOURCES = Path("Sources", "MurtiValidator")  # from the repository root, where the tests run

SWIFT = '''struct S {
    // a > b in a comment
    let limit = 128
    func f(_ a: Int, _ b: Int) -> Bool {
        if a > b && b != 0 {
            schemaFailure("maxLength", "\\(a - 1) is over \\(limit)")
        }
        guard a >= 0 else {
            return false
        }
        return a == b
    }
}
'''


class MutantTests(unittest.TestCase):
    def test_comments_strings_and_interpolations_are_not_code(self) -> None:
        mask = code_mask(SWIFT)
        comment = SWIFT.index("a > b in")
        message = SWIFT.index("a - 1")
        self.assertEqual(mask[comment], "#")
        self.assertEqual(mask[message], "i")
        self.assertEqual(mask[SWIFT.index('"maxLength"') + 1], "s")
        self.assertEqual(mask[SWIFT.index("if a > b")], "c")

    def test_each_operator_finds_its_sites(self) -> None:
        found = {(operator, original, replacement)
                 for operator, _, original, replacement, _ in mutants_of("x.swift", SWIFT)}
        for expected in [("cmp", ">", ">="), ("cmp", "!=", "=="), ("cmp", ">=", ">"),
                         ("cmp", "==", "!="), ("bool", "&&", "||"), ("int", "128", "129"),
                         ("int", "128", "127"), ("skip-if", "a > b && b != 0", "false"),
                         ("skip-guard", "a >= 0", "true"), ("rule", "maxLength", "maxItems")]:
            self.assertIn(expected, found)
        # Nothing from the comment or the message's interpolation.
        self.assertNotIn(("int", "1", "2"), found)
        self.assertTrue(any(operator == "skip-call" for operator, *_ in found))

    def test_keys_are_unique_and_every_mutant_applies(self) -> None:
        mutants = all_mutants(SOURCES)
        self.assertEqual(len({mutant.key for mutant in mutants}), len(mutants))
        self.assertGreater(len(mutants), 200)
        for mutant in mutants:
            text = (SOURCES / mutant.file).read_text(encoding="utf-8")
            self.assertNotEqual(mutant.apply(text), text, mutant.key)
        operators = {mutant.operator for mutant in mutants}
        self.assertEqual(operators, {"cmp", "bool", "int", "skip-call", "skip-if", "skip-guard",
                                     "swap", "count", "rule"})

    def test_counting_mutants_replace_code_points(self) -> None:
        notes = {mutant.note for mutant in all_mutants(SOURCES) if mutant.operator == "count"}
        self.assertIn("UTF-16 units instead of code points", notes)
        self.assertIn("grapheme clusters instead of code points", notes)


if __name__ == "__main__":
    unittest.main()
