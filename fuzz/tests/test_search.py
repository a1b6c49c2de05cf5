"""The search end to end over scripted implementations (fake_side.py): a planted drift is
found, shrunk, written out and deduplicated; hangs and crashes are findings; the proposed
expectation follows the reference, never a side under test; the shrinker on its own
(murti_fuzz.search, murti_fuzz.findings, murti_fuzz.shrink)."""

from __future__ import annotations

import json
import re
import sys
import tempfile
import time
import unittest
from pathlib import Path
from typing import Any

from fuzz.murti_fuzz.compare import KnownFindings
from fuzz.murti_fuzz.search import Search
from fuzz.murti_fuzz.shrink import shrink
from fuzz.murti_fuzz.sides import Side
from fuzz.murti_fuzz.strategies import Generator

HERE = Path(__file__).resolve().parent  # fake_side.py is beside this file
SCHEMA = json.loads(Path("murti.schema.json").read_text())  # from the repository root (D115)
PROFILE = json.loads(Path("corpus", "expectations.json").read_text())["profiles"]["default"]


def fake(mode: str, label: str = None, role: str | None = None, timeout: float = 5.0, lanes: int = 1) -> Side:
    return Side([sys.executable, str(HERE / "fake_side.py"), mode], label=label, role=role,
                timeout=timeout, lanes=lanes)


class SearchTests(unittest.TestCase):
    def run_search(
        self, sides: list[Side], seconds: int = 60, seed: int = 5, **options: Any
    ) -> tuple[dict[str, Any], Path]:
        out = tempfile.mkdtemp(prefix="fuzz-test-")
        for side in sides:
            side.start()
        try:
            search = Search(Generator(SCHEMA, PROFILE), sides, PROFILE, KnownFindings([]), out,
                            seed=seed, seconds=seconds, log=lambda line: None, **options)
            return search.run(), Path(out)
        finally:
            for side in sides:
                side.stop()

    def test_a_planted_drift_is_found_shrunk_and_written(self) -> None:
        sides = [fake("accept", "reference", "reference"), fake("newline", "drifter")]
        summary, out = self.run_search(sides, until=re.compile("drifter"))
        [finding] = summary["new"]
        self.assertEqual(finding["signature"], "schema: accept[reference] | reject:pattern[drifter]")
        self.assertLess(finding["detectedAfterDocuments"], 600)
        folder = Path(finding["folder"])
        fixture = (folder / "fixture.json").read_bytes()
        self.assertIn(b'\\n"', fixture)
        # Shrunk: the smallest payload that still carries a string ending in a newline.
        self.assertLess(len(fixture.splitlines()), 12, fixture)
        [(fixture_id, entry)] = json.loads((folder / "expectation.json").read_text()).items()
        self.assertTrue(fixture_id.startswith("valid/fuzz/"), fixture_id)  # the reference accepts
        self.assertEqual(entry["schema"], "accept")  # the reference's, not the drifter's
        self.assertIn("drifter said reject:pattern", entry["description"])
        evidence = json.loads((folder / "evidence.json").read_text())
        self.assertEqual(evidence["sides"]["drifter"]["class"], "reject:pattern")
        self.assertEqual(evidence["search"]["seed"], 5)
        self.assertEqual(evidence["proposal"]["disagreeing"], {"drifter": "reject:pattern"})
        choices = evidence["search"]["choices"]
        self.assertLess(choices["shrunk"], choices["found"])

    def test_the_proposal_follows_the_reference_against_a_majority(self) -> None:
        # Two engines judging a drifted schema outvote the reference; their verdict must not
        # reach the proposed expectation (a drift would be written into the corpus).
        sides = [fake("accept", "reference", "reference"), fake("newline", "engine-a"),
                 fake("newline", "engine-b")]
        summary, _ = self.run_search(sides, until=re.compile("engine"))
        [finding] = summary["new"]
        self.assertEqual(finding["signature"],
                         "schema: accept[reference] | reject:pattern[engine-a,engine-b]")
        [(fixture_id, entry)] = json.loads(
            (Path(finding["folder"]) / "expectation.json").read_text()).items()
        self.assertEqual(entry["schema"], "accept")
        self.assertEqual(entry["outcome"], "accept")
        self.assertTrue(fixture_id.startswith("valid/fuzz/"), fixture_id)
        self.assertIn("engine-a said reject:pattern", entry["description"])
        self.assertIn("engine-b said reject:pattern", entry["description"])

    def test_a_signature_is_reported_once(self) -> None:
        sides = [fake("accept", "reference", "reference"), fake("newline", "drifter")]
        summary, _ = self.run_search(sides, seconds=600, max_examples=600)
        self.assertEqual(summary["documents"], 600)  # the search went on after the finding
        signatures = [f["signature"] for f in summary["new"]]
        self.assertEqual(len(signatures), len(set(signatures)))
        self.assertEqual(len(signatures), 1)

    def test_a_crash_is_a_finding(self) -> None:
        sides = [fake("accept", "reference", "reference"), fake("crash-on-x", "crasher")]
        summary, _ = self.run_search(sides, seconds=30, until=re.compile(r"crash\[crasher\]"))
        self.assertEqual([f["signature"] for f in summary["new"]], ["schema: crash[crasher]"])
        evidence = json.loads((Path(summary["new"][0]["folder"]) / "evidence.json").read_text())
        self.assertIn("exited (status 3)", evidence["sides"]["crasher"]["answer"]["error"])

    def test_a_hang_is_a_finding(self) -> None:
        sides = [fake("accept", "reference", "reference"),
                 fake("hang", "hanger", timeout=0.3)]
        summary, _ = self.run_search(sides, seconds=2, shrink_seconds=2,
                                     until=re.compile(r"hang\[hanger\]"))
        self.assertEqual([f["signature"] for f in summary["new"]], ["schema: hang[hanger]"])
        evidence = json.loads((Path(summary["new"][0]["folder"]) / "evidence.json").read_text())
        self.assertIn("no answer within 0.3 s", evidence["sides"]["hanger"]["answer"]["error"])

    def test_no_drift_means_no_finding(self) -> None:
        sides = [fake("accept", "reference", "reference"), fake("accept", "twin")]
        summary, _ = self.run_search(sides, seconds=60, max_examples=150)
        self.assertEqual(summary["new"], [])
        self.assertGreaterEqual(summary["documents"], 100)

    def test_the_same_seed_sends_the_same_documents(self) -> None:
        def documents(seed: int) -> tuple[int, dict[str, int]]:
            sides = [fake("accept", "reference", "reference"), fake("accept", "twin")]
            summary, _ = self.run_search(sides, seconds=60, max_examples=40, seed=seed)
            return summary["documents"], summary["referenceVerdicts"]

        self.assertEqual(documents(9), documents(9))

    def test_two_lanes_judge_the_same_documents_in_the_same_order(self) -> None:
        # Two documents in flight, one per process of each side: what is found, and after how
        # many documents, depends on the seed alone.
        def run(lanes: int) -> tuple[int, dict[str, int], str, int, int, bytes]:
            sides = [fake("accept", "reference", "reference", lanes=lanes),
                     fake("newline", "drifter", lanes=lanes)]
            summary, _ = self.run_search(sides, seconds=600, max_examples=300, seed=5)
            [finding] = summary["new"]
            fixture = (Path(finding["folder"]) / "fixture.json").read_bytes()
            return (summary["documents"] - summary["shrinkDocuments"], summary["referenceVerdicts"],
                    finding["signature"], finding["detectedAfterDocuments"], finding["document"], fixture)

        self.assertEqual(run(1), run(2))

    def test_a_hang_on_one_lane_costs_only_its_document(self) -> None:
        sides = [fake("accept", "reference", "reference", lanes=2),
                 fake("hang", "hanger", timeout=0.3, lanes=2)]
        summary, _ = self.run_search(sides, seconds=2, shrink_seconds=2,
                                     until=re.compile(r"hang\[hanger\]"))
        self.assertEqual([f["signature"] for f in summary["new"]], ["schema: hang[hanger]"])


class ShrinkTests(unittest.TestCase):
    def test_shrinks_to_the_smallest_sequence_that_holds(self) -> None:
        # Holds when some choice is at least 7: the smallest such sequence is [7].
        def holds(sequence: list[int]) -> tuple[list[int], list[tuple[int, int]]] | None:
            return (list(sequence), []) if any(value >= 7 for value in sequence) else None

        found = shrink([3, 9, 0, 12, 5], holds, time.monotonic() + 30)
        self.assertEqual(found, [7])

    def test_keeps_the_best_so_far_at_the_deadline(self) -> None:
        found = shrink([4, 4], lambda sequence: (list(sequence), []), time.monotonic() - 1)
        self.assertEqual(found, [4, 4])


if __name__ == "__main__":
    unittest.main()
