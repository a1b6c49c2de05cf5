"""Answer classes, signatures and the known-findings list (murti_fuzz.compare)."""

import json
import tempfile
import unittest
from pathlib import Path

from fuzz.murti_fuzz.compare import KnownFindings, answer_class, classify

KNOWN = Path("fuzz", "known-findings.json")  # the tests run from the repository root (D115)


class FakeSide:
    def __init__(self, label: str, schema_only: bool = True):
        self.label = label
        self.schema_only = schema_only


def accept() -> tuple[str, dict[str, str]]:
    return ("answer", {"outcome": "accept"})


def reject(rule: str, layer: int = 2) -> tuple[str, dict[str, int | str]]:
    return ("answer", {"outcome": "reject", "layer": layer, "rule": rule, "path": ""})


class ClassTests(unittest.TestCase):
    def test_classes(self) -> None:
        self.assertEqual(answer_class(*reject("pattern"), True), "reject:pattern")
        self.assertEqual(answer_class(*reject("bounds.depth"), False), "reject:2:bounds.depth")
        placeholder = ("answer", {"outcome": "accept", "placeholders": ["/screen/root"]})
        self.assertEqual(answer_class(*placeholder, False), "accept:render.placeholder")
        self.assertEqual(answer_class(*placeholder, True), "accept")
        self.assertEqual(answer_class("answer", {"error": "x"}, True), "error")
        self.assertEqual(answer_class("hang", {}, True), "hang")
        self.assertEqual(answer_class("answer", {"outcome": "maybe"}, True), "error")


class ClassifyTests(unittest.TestCase):
    sides = [FakeSide("reference"), FakeSide("engine-a"), FakeSide("engine-b"),
             FakeSide("client", schema_only=False)]
    none_known = KnownFindings([])

    def test_agreement_is_no_finding(self) -> None:
        results = {"reference": reject("pattern"), "engine-a": reject("pattern"),
                   "engine-b": reject("pattern"), "client": reject("pattern")}
        self.assertEqual(classify(results, self.sides, self.none_known), [])

    def test_a_disagreement_names_each_class_and_its_sides(self) -> None:
        results = {"reference": reject("pattern"), "engine-a": accept(),
                   "engine-b": reject("pattern"), "client": accept()}
        [finding] = classify(results, self.sides, self.none_known)
        self.assertEqual(finding.signature,
                         "schema: accept[engine-a] | reject:pattern[engine-b,reference]")
        self.assertIsNone(finding.known)

    def test_a_misbehaviour_is_a_finding_of_its_own(self) -> None:
        results = {"reference": accept(), "engine-a": ("hang", {"error": "no answer"}),
                   "engine-b": accept(), "client": ("crash", {"error": "exited"})}
        signatures = [f.signature for f in classify(results, self.sides, self.none_known)]
        self.assertEqual(signatures, ["schema: hang[engine-a]", "client: crash[client]"])

    def test_the_known_list_excuses_one_answer(self) -> None:
        known = KnownFindings([{"id": "k", "side": "engine-*", "class": "error",
                                "messageContains": "Recursion limit", "reason": "r r r",
                                "source": "s s"}])
        results = {"reference": reject("required"),
                   "engine-a": ("answer", {"error": "... Recursion limit reached"}),
                   "engine-b": reject("required"), "client": reject("required")}
        [finding] = classify(results, self.sides, known)
        self.assertEqual(finding.known, "k")
        results["engine-a"] = ("answer", {"error": "something else"})
        [finding] = classify(results, self.sides, known)
        self.assertIsNone(finding.known)


class KnownFileTests(unittest.TestCase):
    def test_the_project_list_loads_and_every_entry_says_why(self) -> None:
        known = KnownFindings.load(KNOWN)
        self.assertTrue(known.entries)
        for entry in known.entries:
            self.assertGreater(len(entry["reason"]), 40, entry["id"])

    def test_an_entry_without_a_reason_is_refused(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "known.json"
            path.write_text(json.dumps({"known": [{"id": "x", "signature": "*", "source": "s s",
                                                   "reason": ""}]}))
            with self.assertRaises(ValueError):
                KnownFindings.load(path)
            path.write_text(json.dumps({"known": [{"id": "x", "source": "s s", "reason": "r r r"}]}))
            with self.assertRaises(ValueError):
                KnownFindings.load(path)


if __name__ == "__main__":
    unittest.main()
