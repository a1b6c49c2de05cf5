"""The search end to end over scripted implementations (fake_side.py): a planted drift is
found, shrunk, written out and deduplicated; hangs and crashes are findings; the same seed
generates the same documents (murti_fuzz.search, murti_fuzz.findings)."""

import json
import re
import sys
import tempfile
import unittest
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import seed as hypothesis_seed

from murti_fuzz.compare import KnownFindings
from murti_fuzz.search import Search, derive
from murti_fuzz.sides import Side
from murti_fuzz.strategies import Generator

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
SCHEMA = json.loads((REPO / "murti.schema.json").read_text())
PROFILE = json.loads((REPO / "corpus" / "expectations.json").read_text())["profiles"]["default"]


def fake(mode, label=None, role=None, timeout=5.0):
    return Side([sys.executable, str(HERE / "fake_side.py"), mode], label=label, role=role,
                timeout=timeout)


class SearchTests(unittest.TestCase):
    def run_search(self, sides, seconds=60, **options):
        out = tempfile.mkdtemp(prefix="fuzz-test-")
        for side in sides:
            side.start()
        try:
            search = Search(Generator(SCHEMA, PROFILE), sides, PROFILE, KnownFindings([]), out,
                            seed=5, seconds=seconds, log=lambda line: None, **options)
            return search.run(), Path(out)
        finally:
            for side in sides:
                side.stop()

    def test_a_planted_drift_is_found_shrunk_and_written(self):
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
        self.assertEqual(entry["schema"], "accept")  # a tie: the reference decides
        evidence = json.loads((folder / "evidence.json").read_text())
        self.assertEqual(evidence["sides"]["drifter"]["class"], "reject:pattern")
        self.assertEqual(evidence["search"]["seed"], 5)

    def test_a_signature_is_reported_once(self):
        sides = [fake("accept", "reference", "reference"), fake("newline", "drifter")]
        summary, _ = self.run_search(sides, seconds=600, max_examples=600)
        self.assertEqual(summary["documents"], 600)  # the search went on after the finding
        signatures = [f["signature"] for f in summary["new"]]
        self.assertEqual(len(signatures), len(set(signatures)))
        self.assertEqual(len(signatures), 1)

    def test_a_crash_is_a_finding(self):
        sides = [fake("accept", "reference", "reference"), fake("crash-on-x", "crasher")]
        summary, _ = self.run_search(sides, seconds=30, until=re.compile(r"crash\[crasher\]"))
        self.assertEqual([f["signature"] for f in summary["new"]], ["schema: crash[crasher]"])
        evidence = json.loads((Path(summary["new"][0]["folder"]) / "evidence.json").read_text())
        self.assertIn("exited (status 3)", evidence["sides"]["crasher"]["answer"]["error"])

    def test_a_hang_is_a_finding(self):
        sides = [fake("accept", "reference", "reference"),
                 fake("hang", "hanger", timeout=0.3)]
        summary, _ = self.run_search(sides, seconds=2, shrink_seconds=2,
                                     until=re.compile(r"hang\[hanger\]"))
        self.assertEqual([f["signature"] for f in summary["new"]], ["schema: hang[hanger]"])
        evidence = json.loads((Path(summary["new"][0]["folder"]) / "evidence.json").read_text())
        self.assertIn("no answer within 0.3 s", evidence["sides"]["hanger"]["answer"]["error"])

    def test_no_drift_means_no_finding(self):
        sides = [fake("accept", "reference", "reference"), fake("accept", "twin")]
        summary, _ = self.run_search(sides, seconds=60, max_examples=150)
        self.assertEqual(summary["new"], [])
        self.assertGreaterEqual(summary["documents"], 100)

    def test_the_same_seed_generates_the_same_documents(self):
        def documents(batch_seed):
            seen = []

            @settings(max_examples=30, database=None, deadline=None,
                      suppress_health_check=list(HealthCheck))
            @given(Generator(SCHEMA, PROFILE).documents())
            def collect(document):
                seen.append(document.to_bytes())

            hypothesis_seed(batch_seed)(collect)()
            return seen

        self.assertEqual(documents(derive(9, 0)), documents(derive(9, 0)))
        self.assertNotEqual(documents(derive(9, 0)), documents(derive(9, 1)))


if __name__ == "__main__":
    unittest.main()
