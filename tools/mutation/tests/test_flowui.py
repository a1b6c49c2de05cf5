"""The Flow-UI mutant list (tools/mutation/flowui.py) cannot rot: each of the reference's own
operators still finds its code, keys are unique and apply to their files, the scope holds what
decides an answer and nothing else, and every equivalent mutant it lists still exists (stdlib
only):

    python3 -m unittest discover -s tools/mutation/tests -t tools/mutation
"""

import json
import unittest

from tools.mutation import flowui


class FlowUIMutantTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        cls.mutants = flowui.all_mutants()
        cls.texts = {
            path.relative_to(flowui.SOURCES).as_posix(): path.read_text(encoding="utf-8")
            for path in flowui.SOURCES.rglob("*.swift")
            if flowui.SCOPE.match(path.relative_to(flowui.SOURCES).as_posix())
        }

    def test_every_flip_finds_its_code(self) -> None:
        # A flip whose pattern no longer occurs after an edit would silently plant nothing.
        for flips, files in (
            (flowui.FLIPS, [f for f in self.texts if f != flowui.TAPE]),
            (flowui.TAPE_FLIPS, [flowui.TAPE]),
        ):
            for operator, pattern, _, note in flips:
                with self.subTest(operator=operator, note=note):
                    self.assertTrue(any(pattern in self.texts[file] for file in files), pattern)

    def test_keys_are_unique_and_apply(self) -> None:
        keys = [mutant.key for mutant in self.mutants]
        self.assertEqual(len(keys), len(set(keys)))
        for mutant in self.mutants:
            text = self.texts[mutant.file]
            self.assertEqual(
                text[mutant.offset : mutant.offset + len(mutant.original)],
                mutant.original,
                mutant.key,
            )
            self.assertNotEqual(mutant.apply(text), text, mutant.key)

    def test_scope(self) -> None:
        files = set(self.texts)
        self.assertIn(flowui.TAPE, files)
        self.assertIn("FlowUIReference/FlowUIDecoder.swift", files)
        self.assertTrue(any(file.startswith("FlowUIReference/Identity/") for file in files))
        self.assertFalse(any("/Writing/" in file or "/Model/" in file for file in files))
        operators = {mutant.operator for mutant in self.mutants}
        for operator in (
            "policy",
            "shorthand",
            "default",
            "skip-call",
            "pointer",
            "order",
            "identity",
        ):
            self.assertIn(operator, operators)

    def test_equivalents_name_existing_mutants(self) -> None:
        listed = json.loads(flowui.EQUIVALENT.read_text(encoding="utf-8"))["equivalent"]
        keys = {mutant.key for mutant in self.mutants}
        self.assertEqual(sorted(set(listed) - keys), [])


if __name__ == "__main__":
    unittest.main()
