"""docs/protocol.schema.json and the protocol-line checker (docs/PROTOCOL.md, "The schema"):
every line the Python adapters write over the whole corpus, and the requests a run sends,
validate; planted bad lines are each refused at their JSON Pointer with their keyword.

Run inside .build/adapters-venv (see adapters/README.md): it imports the pinned engines."""

import io
import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from adapters.murti_adapter.json_value import JSONObject, JSONValue
from adapters.murti_adapter.layout import ADAPTERS
from adapters.murti_adapter.protocol import UNREAD_SEQ, Server, encode_line
from adapters.murti_adapter.protocol_check import (
    DEFAULT_SCHEMA,
    MAX_LINE_BYTES,
    Direction,
    LineKind,
    ProtocolChecker,
    main,
)
from adapters.murti_adapter.python_jsonschema import PythonJsonschemaEngine
from adapters.tests.corpus_lines import REPO, START, STOP, session

SCHEMA = json.loads(DEFAULT_SCHEMA.read_bytes())
CHECKER = ProtocolChecker(SCHEMA)

# The entry points over protocol v1 that ship in this repository, as the runner starts them.
ENTRY_POINTS = {
    "python-jsonschema": ["python_jsonschema_adapter.py"],
    "python-jsonschema --regex python": ["python_jsonschema_adapter.py", "--regex", "python"],
    "jsonschema-rs": ["jsonschema_rs_adapter.py"],
    "example adapter": [str(REPO / "examples" / "python-adapter" / "adapter.py")],
}

PROFILE = {"schemaVersion": "1.0", "components": ["vstack", "text"], "screens": ["dashboard"],
           "requests": [], "links": [], "dataKeys": [],
           "bounds": {"maxDepth": 32, "maxNodes": 5000, "maxChainDepth": 4, "maxNesting": 512,
                      "maxDocumentBytes": 2097152}}
WIDGET = {"src": "/page/sections/0/widgets/0", "type": "title_block", "id": "w", "content": "typed",
          "layout": {}, "actions": {"tap": {"type": "toast", "message": "hi"}}, "tracking": None,
          "data": {"title": {"text": "Hello"}}}
SECTION = {"src": "/page/sections/0", "id": None,
           "layout": {"arrangement": "vertical", "columns": 2, "item_spacing": 0,
                      "insets": {"top": 0, "left": 0, "right": 0, "bottom": 0}},
           "header": None, "widgets": [WIDGET]}
PAGE = {"id": "home", "nav": None, "header": {"sticky": True, "widgets": []}, "footer": None,
        "sections": [SECTION], "pagination": {"has_more": False}, "refresh": None}


def problems(line: JSONValue | bytes, direction: Direction | None = None) -> list[tuple[str, str]]:
    """[(pointer, keyword)] for one line given as a Python value or as bytes."""
    raw = isinstance(line, bytes)
    result = CHECKER.check(line, 1, direction) if raw else CHECKER.check_value(line, 1, direction)
    return [(problem.pointer, problem.keyword) for problem in result.problems]


def with_(base: JSONObject, **changes: JSONValue) -> JSONObject:
    """A copy of `base` with members replaced (None removes one)."""
    copy = json.loads(json.dumps(base))
    for name, value in changes.items():
        if value is None:
            copy.pop(name, None)
        else:
            copy[name] = value
    return copy


def page_with(**section_changes: JSONValue) -> JSONObject:
    """PAGE with its one section's members replaced as `with_` does."""
    return with_(PAGE, sections=[with_(SECTION, **section_changes)])


class SchemaTests(unittest.TestCase):
    def test_the_schema_is_draft_2020_12(self) -> None:
        from jsonschema import Draft202012Validator

        Draft202012Validator.check_schema(SCHEMA)
        self.assertEqual(SCHEMA["$schema"], "https://json-schema.org/draft/2020-12/schema")

    def test_rule_ids_are_the_corpus_rule_ids(self) -> None:
        # Every rule an expectation may name can be answered; the client rules (with a dot)
        # are exactly the corpus's, so a rule added to one is added to the other.
        corpus_schema = json.loads((REPO / "corpus" / "expectations.schema.json").read_bytes())
        corpus_rules = set(corpus_schema["$defs"]["rule"]["enum"])
        answer_rules = set(SCHEMA["$defs"]["ruleId"]["enum"])
        self.assertLessEqual(corpus_rules, answer_rules)
        self.assertEqual({rule for rule in corpus_rules if "." in rule},
                         {rule for rule in answer_rules if "." in rule})

    def test_the_profile_is_the_corpus_profile(self) -> None:
        corpus_schema = json.loads((REPO / "corpus" / "expectations.schema.json").read_bytes())
        corpus_profile = corpus_schema["$defs"]["profile"]
        protocol_profile = SCHEMA["$defs"]["murtiProfile"]
        self.assertEqual(corpus_profile["required"], protocol_profile["required"])
        self.assertEqual(set(corpus_profile["properties"]), set(protocol_profile["properties"]))


class CorpusLinesTests(unittest.TestCase):
    """What a run over the whole corpus writes, both directions."""

    @classmethod
    def setUpClass(cls):
        cls.session = session()
        cls.request_count = cls.session.count(b"\n") - 2  # start and stop
        cls.answers = {}
        for name, arguments in ENTRY_POINTS.items():
            finished = subprocess.run([sys.executable, *arguments], cwd=ADAPTERS,
                                      input=cls.session, capture_output=True, timeout=600)
            cls.answers[name] = finished

    def assert_good(self, data: bytes, direction: Direction | None) -> None:
        results = [CHECKER.check(raw, number, direction)
                   for number, raw in enumerate(data.splitlines(), start=1)]
        bad = [problem.text() for result in results for problem in result.problems]
        self.assertEqual(bad, [], "\n".join(bad[:10]))
        self.assertTrue(all(result.kind is LineKind.GOOD for result in results))
        return len(results)

    def test_every_request_of_a_run_is_a_request(self) -> None:
        self.assertEqual(self.assert_good(self.session, Direction.REQUEST),
                         self.request_count + 2)

    def test_every_adapter_answer_is_an_answer(self) -> None:
        for name, finished in self.answers.items():
            with self.subTest(name):
                self.assertEqual(finished.returncode, 0, finished.stderr[-2000:])
                self.assertEqual(self.assert_good(finished.stdout, Direction.ANSWER),
                                 self.request_count + 1)
                seqs = [json.loads(line).get("seq") for line in finished.stdout.splitlines()[1:]]
                self.assertEqual(seqs, list(range(1, self.request_count + 1)))

    def test_the_corpus_exercises_the_answer_shapes(self) -> None:
        # Not vacuous: rejections at layers 1 and 2, accepts, and skipped manifest sequences.
        lines = [json.loads(line) for line in self.answers["python-jsonschema"].stdout.splitlines()]
        layers = {line.get("layer") for line in lines if line.get("outcome") == "reject"}
        self.assertEqual(layers, {1, 2})
        self.assertTrue(any(line.get("outcome") == "accept" for line in lines))
        self.assertTrue(any("skipped" in line for line in lines))

    def test_answers_to_bad_requests_are_answers(self) -> None:
        server = Server(PythonJsonschemaEngine({"type": "object"}), {
            "name": "t", "version": "0", "language": "Python", "layers": [1, 2],
            "schemaOnly": True, "capabilities": ["envelope"]})
        for line in ["hello", "[1,2]", '{"cmd":"validate","document":""}',
                     '{"cmd":"dance","seq":3}', '{"cmd":"validate","seq":4}',
                     '{"cmd":"start","protocol":2}']:
            with self.subTest(line):
                answer, _ = server.handle(line)
                self.assertEqual(problems(encode_line(answer).rstrip("\n").encode(),
                                          Direction.ANSWER), [])
        answer, _ = server.handle("hello")
        self.assertEqual(answer["seq"], UNREAD_SEQ)


class GoodLinesTests(unittest.TestCase):
    """One line of every message of docs/CONTRACT.md §3, §6, §8 passes."""

    GOOD = {
        "start request": START,
        "stop request": STOP,
        "murti validate": {"cmd": "validate", "seq": 1, "id": "valid/x.json",
                           "document": "e30=", "profile": PROFILE},
        "manifest sequence": {"cmd": "validate", "seq": 2, "id": "invalid/manifest/x.json",
                              "document": "e30=", "profile": PROFILE, "kind": "manifestSequence",
                              "documents": ["e30=", "e3t9"]},
        "flow-ui validate": {"cmd": "validate", "seq": 3, "id": "valid/page.json",
                             "contract": "flow-ui", "document": "e30=",
                             "profile": {"registry": {"title_block": "title_block",
                                                      "promo": "opaque"}}},
        "start answer": {"protocol": 1, "implementation": {
            "name": "murti-kotlin", "version": "0.3.0", "language": "Kotlin",
            "homepage": "https://example.test", "layers": [1, 2, 3, 4], "schemaOnly": False,
            "capabilities": ["envelope", "manifest"], "contracts": ["murti", "flow-ui"]}},
        "minimal start answer": {"protocol": 1, "implementation": {
            "name": "a", "version": "1", "language": "Go"}},
        "engine start answer": {"protocol": 1, "implementation": {
            "name": "engine", "version": "1", "language": "Rust", "layers": [],
            "schemaOnly": True}},
        "flow-ui only start answer": {"protocol": 1, "implementation": {
            "name": "flow", "version": "1", "language": "TypeScript", "layers": [],
            "contracts": ["flow-ui"]}},
        "reject": {"seq": 7, "outcome": "reject", "layer": 2, "rule": "required",
                   "path": "/screen/root/children/0", "message": "no type"},
        "accept": {"seq": 7, "outcome": "accept"},
        "accept with nulls": {"seq": 7, "outcome": "accept", "layer": None, "error": None,
                              "placeholders": None, "message": None},
        "layer-4 accept": {"seq": 7, "outcome": "accept", "layer": 4, "rule": "render.placeholder",
                           "placeholders": ["/screen/root/children/0"]},
        "accept with warnings": {"seq": 7, "outcome": "accept", "placeholders": ["/a~1b/~0"],
                                 "warnings": [{"rule": "additionalProperties", "path": ""}]},
        "reject with violations": {
            "seq": 7, "outcome": "reject", "layer": 1, "rule": "decode.syntax", "path": "",
            "violations": [{"layer": 1, "rule": "decode.syntax", "path": "", "message": "x"},
                           {"layer": 4, "rule": "render.placeholder", "path": "/s"}]},
        "skipped": {"seq": 7, "skipped": "not implemented"},
        "error": {"seq": 7, "error": "NullPointerException"},
        "error to an unreadable request": {"seq": -1, "error": "bad request"},
        "steps": {"seq": 7, "steps": [
            {"outcome": "accept"},
            {"outcome": "reject", "layer": 3, "rule": "manifest.rollback",
             "path": "/payload/sequence"},
            {"seq": 99, "error": "x"}]},
        "flow-ui page": {"seq": 8, "outcome": "decoded", "page": PAGE, "diagnostics": [
            {"kind": "unknownType", "src": "/page/sections/0/widgets/1", "widgetType": "promo"},
            {"kind": "duplicateID", "src": "/page/sections/0/widgets/2", "renamedTo": "w#2"},
            {"kind": "droppedElement", "src": "/page/sections/1", "message": "not an object"}]},
        "flow-ui sheet": {"seq": 8, "outcome": "decoded", "diagnostics": [], "sheet": {
            "id": "confirm", "config": {"grabber": True}, "header": {"widgets": []},
            "footer": None, "sections": []}},
        "flow-ui rejected": {"seq": 8, "outcome": "rejected", "reason": "noPage"},
    }

    def test_every_message_passes(self) -> None:
        for name, line in self.GOOD.items():
            with self.subTest(name):
                raw = (line if isinstance(line, str) else json.dumps(line)).encode()
                self.assertEqual(problems(raw), [])
                self.assertIs(CHECKER.check(raw, 1, None).kind, LineKind.GOOD)

    def test_the_top_level_schema_accepts_both_directions(self) -> None:
        from adapters.murti_adapter.ecma import ecma_draft202012

        validator = ecma_draft202012()(SCHEMA)
        for name, line in self.GOOD.items():
            with self.subTest(name):
                value = json.loads(line) if isinstance(line, str) else line
                self.assertEqual(list(validator.iter_errors(value)), [])
        self.assertFalse(validator.is_valid({"seq": 7}))
        self.assertFalse(validator.is_valid({"cmd": "validate", "seq": 1}))


class PlantedBadLinesTests(unittest.TestCase):
    """Each planted fault is reported at its JSON Pointer with its keyword."""

    REQUESTS = {
        "unknown cmd": ({"cmd": "dance"}, "/cmd", "enum"),
        "start of another version": ({"cmd": "start", "protocol": 2}, "/protocol", "const"),
        "document not base64": (with_(GoodLinesTests.GOOD["murti validate"], document="e30"),
                                "/document", "pattern"),
        # ECMA-262 `$` does not match before a trailing newline; Python's re would.
        "document with a trailing newline": (
            with_(GoodLinesTests.GOOD["murti validate"], document="e30=\n"),
            "/document", "pattern"),
        "seq zero": (with_(GoodLinesTests.GOOD["murti validate"], seq=0), "/seq", "minimum"),
        "no profile": (with_(GoodLinesTests.GOOD["murti validate"], profile=None), "", "required"),
        "profile without bounds": (
            with_(GoodLinesTests.GOOD["murti validate"], profile=with_(PROFILE, bounds=None)),
            "/profile", "required"),
        "maxNesting over 512": (
            with_(GoodLinesTests.GOOD["murti validate"], profile=with_(
                PROFILE, bounds=with_(PROFILE["bounds"], maxNesting=513))),
            "/profile/bounds/maxNesting", "maximum"),
        "sequence without documents": (
            with_(GoodLinesTests.GOOD["manifest sequence"], documents=None), "", "required"),
        "empty sequence": (with_(GoodLinesTests.GOOD["manifest sequence"], documents=[]),
                           "/documents", "minItems"),
        "flow-ui model unknown": (
            with_(GoodLinesTests.GOOD["flow-ui validate"], profile={"registry": {"x": "card"}}),
            "/profile/registry/x", "enum"),
        "documents on a flow-ui request": (
            with_(GoodLinesTests.GOOD["flow-ui validate"], documents=["e30="]),
            "/documents", "additionalProperties"),
    }

    ANSWERS = {
        "no verdict": ({"seq": 7}, "", "required"),
        "no seq": ({"outcome": "accept"}, "", "required"),
        "seq null": ({"seq": None, "error": "x"}, "/seq", "type"),
        "seq true": ({"seq": True, "outcome": "accept"}, "/seq", "type"),
        "seq 1.5": ({"seq": 1.5, "outcome": "accept"}, "/seq", "type"),
        "two verdicts": ({"seq": 7, "skipped": "a", "error": "b"},
                         "/error", "additionalProperties"),
        "outcome and steps": ({"seq": 7, "outcome": "accept", "steps": [{"outcome": "accept"}]},
                              "/outcome", "additionalProperties"),
        "unknown outcome": ({"seq": 7, "outcome": "maybe"}, "/outcome", "enum"),
        "layer as a string": (with_(GoodLinesTests.GOOD["reject"], layer="2"), "/layer", "enum"),
        "layer 4 rejection": (with_(GoodLinesTests.GOOD["reject"], layer=4), "/layer", "enum"),
        "rejection without path": (with_(GoodLinesTests.GOOD["reject"], path=None), "", "required"),
        "path not a pointer": (with_(GoodLinesTests.GOOD["reject"], path="screen/root"),
                               "/path", "pattern"),
        "rule of another layer": (with_(GoodLinesTests.GOOD["reject"], rule="decode.syntax"),
                                  "/layer", "const"),
        "unknown rule": (with_(GoodLinesTests.GOOD["reject"], rule="decode.utf8", layer=1),
                         "/rule", "enum"),
        "misspelt placeholders": ({"seq": 7, "outcome": "accept", "placeholder": ["/screen"]},
                                  "/placeholder", "additionalProperties"),
        "placeholder not a pointer": ({"seq": 7, "outcome": "accept", "placeholders": ["x"]},
                                      "/placeholders/0", "pattern"),
        "layer 4 without placeholders": ({"seq": 7, "outcome": "accept", "layer": 4,
                                          "rule": "render.placeholder"}, "", "required"),
        "warning without path": ({"seq": 7, "outcome": "accept",
                                  "warnings": [{"rule": "additionalProperties"}]},
                                 "/warnings/0", "required"),
        "violation of another layer": (
            with_(GoodLinesTests.GOOD["reject"], violations=[
                {"layer": 3, "rule": "required", "path": ""}]), "/violations/0/layer", "const"),
        "empty steps": ({"seq": 7, "steps": []}, "/steps", "minItems"),
        "steps inside a step": ({"seq": 7, "steps": [{"outcome": "accept", "steps": []}]},
                                "/steps/0/steps", "additionalProperties"),
        "flow-ui outcome in a step": ({"seq": 7, "steps": [{"outcome": "decoded"}]},
                                      "/steps/0/outcome", "enum"),
        "empty layers": ({"protocol": 1, "implementation": {
            "name": "a", "version": "1", "language": "Go", "layers": []}},
            "/implementation/layers", "minItems"),
        "no language": ({"protocol": 1, "implementation": {"name": "a", "version": "1"}},
                        "/implementation", "required"),
        "capability in another case": ({"protocol": 1, "implementation": {
            "name": "a", "version": "1", "language": "Go", "capabilities": ["Envelope"]}},
            "/implementation/capabilities/0", "enum"),
        "layer 5": ({"protocol": 1, "implementation": {
            "name": "a", "version": "1", "language": "Go", "layers": [1, 5]}},
            "/implementation/layers/1", "enum"),
        "protocol 2": ({"protocol": 2, "implementation": {
            "name": "a", "version": "1", "language": "Go"}}, "/protocol", "const"),
        "decoded without diagnostics": (
            with_(GoodLinesTests.GOOD["flow-ui page"], diagnostics=None), "", "required"),
        "page and sheet": (with_(GoodLinesTests.GOOD["flow-ui page"], sheet={"sections": []}),
                           "/sheet", "additionalProperties"),
        "page member missing": (with_(GoodLinesTests.GOOD["flow-ui page"], page=with_(
            PAGE, refresh=None)), "/page", "required"),
        "unknown arrangement kept": (
            with_(GoodLinesTests.GOOD["flow-ui page"], page=page_with(layout=with_(
                SECTION["layout"], arrangement="masonry"))),
            "/page/sections/0/layout/arrangement", "enum"),
        "unknown widget with data": (
            with_(GoodLinesTests.GOOD["flow-ui page"], page=page_with(
                widgets=[with_(WIDGET, content="unknown")])),
            "/page/sections/0/widgets/0", "not"),
        "typed widget without data": (
            with_(GoodLinesTests.GOOD["flow-ui page"], page=page_with(
                widgets=[with_(WIDGET, data=None)])),
            "/page/sections/0/widgets/0", "required"),
        "duplicateID without renamedTo": (
            with_(GoodLinesTests.GOOD["flow-ui page"], diagnostics=[
                {"kind": "duplicateID", "src": "/page/sections/0/widgets/0"}]),
            "/diagnostics/0", "required"),
        "unknown rejection reason": ({"seq": 8, "outcome": "rejected", "reason": "notUTF8"},
                                     "/reason", "enum"),
    }

    def assert_reported(self, cases: dict[str, tuple[JSONValue, str, str]],
                        direction: Direction) -> None:
        for name, (line, at, keyword) in cases.items():
            with self.subTest(name):
                found = problems(json.dumps(line).encode(), direction)
                self.assertIn((at, keyword), found)
                # the direction is found without being told, too
                self.assertIn((at, keyword), problems(json.dumps(line).encode(), None))

    def test_planted_requests(self) -> None:
        self.assert_reported(self.REQUESTS, Direction.REQUEST)

    def test_planted_answers(self) -> None:
        self.assert_reported(self.ANSWERS, Direction.ANSWER)

    def test_a_misspelt_member_gets_the_right_name_as_its_fix(self) -> None:
        result = CHECKER.check_value(self.ANSWERS["misspelt placeholders"][0], 3, Direction.ANSWER)
        self.assertIn('did you mean "placeholders"', result.problems[0].hint)
        self.assertIn("line 3 (answer)", result.problems[0].text())

    def test_messages_write_values_as_json(self) -> None:
        def decoded(page: JSONObject) -> JSONObject:
            return {"seq": 1, "outcome": "decoded", "page": page, "diagnostics": []}
        spacing = with_(SECTION["layout"], item_spacing=0)
        spacing["item_spacing"] = None  # JSON.stringify's Infinity
        cases = {
            "null for a number": (decoded(page_with(layout=spacing)),
                                  "null is not of type number"),
            "true for a string": (decoded(with_(PAGE, id=True)), "true is not of type"),
            "a missing member": (decoded(page_with(header=None)),
                                 '"header" is a required property'),
            "a string off the list": ({"seq": 1, "outcome": "maybe"}, '"maybe" is not one of'),
        }
        for name, (line, wanted) in cases.items():
            with self.subTest(name):
                messages = [problem.message for problem in
                            CHECKER.check_value(line, 1, Direction.ANSWER).problems]
                self.assertTrue(any(wanted in message for message in messages), messages)
                for python in ("None", "True", "'"):
                    self.assertFalse(any(python in message for message in messages), messages)

    def test_lines_that_are_not_strict_json(self) -> None:
        cases = {
            "truncated": b'{"seq":1,',
            "duplicate member": b'{"seq":1,"seq":2,"outcome":"accept"}',
            "escaped lone surrogate": b'{"seq":1,"outcome":"accept","message":"\\ud800"}',
            "invalid UTF-8": b'{"seq":1,"outcome":"accept","message":"\xff"}',
            "NaN": b'{"seq":NaN,"outcome":"accept"}',
            "trailing bytes": b'{"seq":1,"outcome":"accept"} x',
            "nested past 128": b'{"seq":1,"outcome":"accept","message":' + b"[" * 128
                               + b"]" * 128 + b"}",
        }
        for name, raw in cases.items():
            with self.subTest(name):
                result = CHECKER.check(raw, 1, Direction.ANSWER)
                self.assertIs(result.kind, LineKind.BAD)
                self.assertEqual([problem.keyword for problem in result.problems], ["json"])

    def test_a_flow_ui_answer_nests_as_deep_as_its_page(self) -> None:
        def deep(outcome: bytes, levels: int) -> bytes:
            body = b'"page":{"x":' + b"[" * levels + b"]" * levels + b'},"diagnostics":[]'
            return b'{"seq":1,"outcome":"' + outcome + b'",' + body + b"}"
        readable = CHECKER.check(deep(b"decoded", 600), 1, Direction.ANSWER)
        # Read, not refused: what the page holds is graded.
        self.assertNotIn("json", [problem.keyword for problem in readable.problems])
        too_deep = CHECKER.check(deep(b"decoded", 1100), 1, Direction.ANSWER)
        self.assertEqual([problem.keyword for problem in too_deep.problems], ["json"])
        nested = b"[" * 200 + b"]" * 200
        murti = CHECKER.check(b'{"seq":1,"outcome":"accept","message":' + nested + b"}", 1, None)
        self.assertEqual([problem.keyword for problem in murti.problems], ["json"])
        self.assertIn("over maxNesting 128", murti.problems[0].message)

    def test_a_line_over_64_mib_is_bad(self) -> None:
        raw = b'{"seq":1,"error":"' + b"x" * MAX_LINE_BYTES + b'"}'
        result = CHECKER.check(raw, 1, Direction.ANSWER)
        self.assertIs(result.kind, LineKind.BAD)
        self.assertIn("decode.size", result.problems[0].message)

    def test_noise_is_counted_never_bad(self) -> None:
        banner = CHECKER.check(b"Listening on stdin", 1, Direction.ANSWER)
        self.assertIs(banner.kind, LineKind.NOISE)
        self.assertIs(CHECKER.check(b"   ", 1, Direction.ANSWER).kind, LineKind.BLANK)
        self.assertIs(CHECKER.check(b"[1]", 1, Direction.ANSWER).kind, LineKind.NOISE)
        # The runner writes no noise: a request line that is not an object is bad.
        self.assertIs(CHECKER.check(b"hello", 1, Direction.REQUEST).kind, LineKind.BAD)
        self.assertIs(CHECKER.check(b"[1]", 1, Direction.REQUEST).kind, LineKind.BAD)


class CommandLineTests(unittest.TestCase):
    def run_main(self, arguments: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
        stdout, stderr = io.StringIO(), io.StringIO()
        status = main(arguments, stdin=io.BytesIO(stdin), stdout=stdout, stderr=stderr)
        return status, stdout.getvalue(), stderr.getvalue()

    def test_good_lines_exit_0(self) -> None:
        lines = (START + "\n" + json.dumps(GoodLinesTests.GOOD["start answer"]) + "\n"
                 + "a banner\n" + STOP + "\n").encode()
        status, out, err = self.run_main(["--direction", "auto"], lines)
        self.assertEqual((status, out), (0, ""))
        self.assertIn("4 lines: 2 requests, 1 answers, 1 noise (lines 3); 0 bad", err)

    def test_bad_lines_exit_1_naming_line_pointer_and_keyword(self) -> None:
        lines = b'{"seq":1,"outcome":"accept"}\n{"seq":2,"outcome":"reject","layer":"2"}\n'
        status, out, err = self.run_main(["--direction", "answer"], lines)
        self.assertEqual(status, 1)
        self.assertIn('line 2 (answer) at "/layer": enum:', out)
        self.assertIn('line 2 (answer) at "": required:', out)
        self.assertNotIn("line 1", out)
        self.assertIn("1 bad", err)

    def test_json_problems(self) -> None:
        status, out, _ = self.run_main(["--json", "--direction", "answer"],
                                       b'{"seq":2,"outcome":"maybe"}\n')
        self.assertEqual(status, 1)
        problem = json.loads(out.splitlines()[0])
        self.assertEqual((problem["line"], problem["direction"], problem["pointer"],
                          problem["keyword"]), (1, "answer", "/outcome", "enum"))
        self.assertTrue(problem["hint"])

    def test_transcript(self) -> None:
        records = [{"direction": "request", "line": START},
                   {"direction": "answer", "line": json.dumps(GoodLinesTests.GOOD["start answer"])},
                   {"direction": "answer", "line": {"seq": 1, "outcome": "maybe"}},
                   {"direction": "request", "line": '{"cmd":"stop","now":true}'}]
        data = "".join(json.dumps(record) + "\n" for record in records).encode()
        status, out, err = self.run_main(["--transcript"], data)
        self.assertEqual(status, 1)
        self.assertIn('line 3 (answer) at "/outcome"', out)
        self.assertIn('line 4 (request) at "/now"', out)
        self.assertIn("2 bad", err)

    def test_files_and_stdin(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            path = Path(directory) / "answers.jsonl"
            path.write_bytes(b'{"seq":1,"error":"x"}\n')
            self.assertEqual(self.run_main([str(path), "-"], b'{"seq":2}\n')[0], 1)
            self.assertEqual(self.run_main([str(path)])[0], 0)

    def test_unusable_input_exits_2(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            not_a_schema = Path(directory) / "schema.json"
            not_a_schema.write_text('{"type": 12}')
            not_json = Path(directory) / "broken.json"
            not_json.write_text("{")
            cases = {
                "missing file": ([str(Path(directory) / "nothing.jsonl")], b"", "cannot read"),
                "schema not JSON": (["--schema", str(not_json)], b"", "cannot read the protocol"),
                "not a schema": (["--schema", str(not_a_schema)], b"", "not a Draft 2020-12"),
                "record not JSON": (["--transcript"], b"{\n", "1: a transcript record"),
                "record without line": (["--transcript"], b'{"direction":"answer"}\n',
                                        'needs member "line"'),
                "unknown direction": (["--transcript"], b'{"direction":"up","line":"{}"}\n',
                                      "not request or answer"),
                "unknown record member": (["--transcript"], b'{"line":"{}","at":1}\n',
                                          'unknown transcript member "at"'),
                "bad option": (["--direction", "sideways"], b"", ""),
            }
            for name, (arguments, stdin, message) in cases.items():
                with self.subTest(name):
                    status, _, err = self.run_main(arguments, stdin)
                    self.assertEqual(status, 2)
                    self.assertIn(message, err)

    def test_module_entry_point(self) -> None:
        finished = subprocess.run(
            [sys.executable, "-m", "murti_adapter.protocol_check", "--direction", "answer"],
            cwd=ADAPTERS, input=b'{"seq":1,"outcome":"accept"}\n{"seq":1}\n',
            capture_output=True, timeout=120)
        self.assertEqual(finished.returncode, 1, finished.stderr)
        self.assertIn(b"line 2 (answer)", finished.stdout)


if __name__ == "__main__":
    unittest.main()
