"""format.py's and crosscheck.py's behaviour on a broken expectations.json (stdlib only); part of the one test
command, `python3 -m unittest discover` from the repository root (CONTRIBUTING.md).

Each case builds a small corpus in a temporary folder and runs the tool on it with --corpus,
so the real corpus is never touched.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import unittest
from subprocess import CompletedProcess

from tools.corpus import corpuslib as lib

DOCUMENT = {"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {"type": "vstack"}}}
ENTRIES = {
    "invalid/schema/a-missing-type.json": {
        "outcome": "reject", "layer": 2, "rule": "required", "path": "/screen/root",
        "description": "a node with no type", "source": "CONTRACT §0"},
    "valid/basic/ok.json": {"outcome": "accept", "description": "a plain payload", "source": "seed"},
}


class CorpusTools(unittest.TestCase):
    def setUp(self) -> None:
        self.folder = tempfile.TemporaryDirectory()
        self.corpus = os.path.join(self.folder.name, "corpus")
        for fid in ENTRIES:
            path = os.path.join(self.corpus, fid)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            document = dict(DOCUMENT, screen={"key": "dashboard", "root": {}}) if "invalid" in fid else DOCUMENT
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(document, handle)
        with open(os.path.join(lib.CORPUS, "expectations.schema.json"), "rb") as source, \
                open(os.path.join(self.corpus, "expectations.schema.json"), "wb") as copy:
            copy.write(source.read())
        self.data = lib.empty_expectations()
        self.data["fixtures"] = dict(ENTRIES)

    def tearDown(self) -> None:
        self.folder.cleanup()

    def write(self, text: str) -> None:
        with open(os.path.join(self.corpus, "expectations.json"), "w", encoding="utf-8") as handle:
            handle.write(text)

    def run_tool(self, name: str, *arguments: str) -> CompletedProcess[str]:
        """Runs format.py or crosscheck.py by path, as their users do from any folder
        (docs/DECISIONS.md D115), here from the temporary one."""
        tool = os.path.abspath(os.path.join("tools", "corpus", name))
        return subprocess.run([sys.executable, tool, "--corpus", self.corpus, *arguments],
                              capture_output=True, text=True, cwd=self.folder.name, timeout=120)

    def canonical(self) -> str:
        return lib.dump_expectations(self.data)

    def test_clean_corpus_passes(self) -> None:
        self.write(self.canonical())
        result = self.run_tool("format.py", "--check")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("canonical, 2 entries", result.stdout)

    def test_check_names_a_file_out_of_canonical_form_and_leaves_it(self) -> None:
        wide = json.dumps(json.loads(self.canonical()), indent=4, ensure_ascii=False) + "\n"
        self.write(wide)
        result = self.run_tool("format.py", "--check")
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn("not in canonical form (run `python3 tools/corpus/format.py`", result.stdout)
        with open(os.path.join(self.corpus, "expectations.json"), encoding="utf-8") as handle:
            self.assertEqual(handle.read(), wide, "--check must not write")

    def test_broken_json_is_one_line_with_position_and_fix(self) -> None:
        text = self.canonical()
        broken = text.replace('"outcome": "reject",', '"outcome": "reject"', 1)
        line = text[:text.index('"outcome": "reject",')].count("\n") + 1
        self.write(broken)
        for arguments in (["--check"], []):
            with self.subTest(arguments=arguments):
                result = self.run_tool("format.py", *arguments)
                self.assertEqual(result.returncode, 2, result.stdout + result.stderr)
                self.assertNotIn("Traceback", result.stderr)
                lines = result.stderr.strip().splitlines()
                self.assertEqual(len(lines), 1, result.stderr)
                self.assertIn(f"corpus/expectations.json:{line + 1}:", lines[0])
                self.assertIn("fix:", lines[0])
        with open(os.path.join(self.corpus, "expectations.json"), encoding="utf-8") as handle:
            self.assertEqual(handle.read(), broken, "format.py must not write a file it cannot read")

    def test_not_utf8_and_missing_file(self) -> None:
        with open(os.path.join(self.corpus, "expectations.json"), "wb") as handle:
            handle.write(self.canonical().encode("utf-8") + b"\xff")
        result = self.run_tool("format.py", "--check")
        self.assertEqual(result.returncode, 2)
        self.assertIn("is not UTF-8", result.stderr)
        os.remove(os.path.join(self.corpus, "expectations.json"))
        result = self.run_tool("format.py")
        self.assertEqual(result.returncode, 2)
        self.assertIn("cannot read it", result.stderr)
        self.assertNotIn("Traceback", result.stderr)

    def test_unsorted_entries_point_at_format(self) -> None:
        text = self.canonical()
        ids = list(ENTRIES)
        swapped = json.loads(text)
        swapped["fixtures"] = {ids[1]: ENTRIES[ids[1]], ids[0]: ENTRIES[ids[0]]}
        self.write(json.dumps(swapped, indent=2, ensure_ascii=False) + "\n")
        result = self.run_tool("format.py", "--check")
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn(f'"{ids[0]}" comes after "{ids[1]}"', result.stdout)
        self.assertIn("python3 tools/corpus/format.py", result.stdout)
        self.assertNotIn("generate.py", result.stdout)
        self.assertEqual(self.run_tool("format.py").returncode, 0)
        self.assertEqual(self.run_tool("format.py", "--check").returncode, 0)

    def test_unknown_field(self) -> None:
        self.data["fixtures"]["valid/basic/ok.json"] = dict(ENTRIES["valid/basic/ok.json"], note="x")
        self.write(json.dumps(self.data, indent=2) + "\n")
        check = self.run_tool("format.py", "--check")
        self.assertEqual(check.returncode, 2, check.stdout + check.stderr)
        self.assertIn('"valid/basic/ok.json" has unknown field(s) note', check.stderr)
        fmt = self.run_tool("format.py")
        self.assertEqual(fmt.returncode, 2)
        self.assertIn("unknown field(s) note", fmt.stderr)
        self.assertNotIn("Traceback", fmt.stderr)

    def test_crosscheck_reads_the_corpus_given(self) -> None:
        self.write(self.canonical())
        result = self.run_tool("crosscheck.py")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("2 fixtures checked in ", result.stdout)
        one = self.run_tool("crosscheck.py", "valid/*")
        self.assertEqual(one.returncode, 0, one.stdout + one.stderr)
        self.assertIn("1 fixtures checked", one.stdout)

    def test_crosscheck_refuses_unknown_options_and_globs_that_select_nothing(self) -> None:
        self.write(self.canonical())
        unknown = self.run_tool("crosscheck.py", "--corpsu", "x")
        self.assertEqual(unknown.returncode, 2)
        self.assertIn("unknown option --corpsu", unknown.stderr)
        nothing = self.run_tool("crosscheck.py", "invalid/decode/*")
        self.assertEqual(nothing.returncode, 2)
        self.assertIn("'invalid/decode/*' selects no fixture", nothing.stderr)
        self.assertNotIn("fixtures checked", nothing.stdout)


if __name__ == "__main__":
    unittest.main()
