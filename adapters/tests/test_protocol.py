"""Protocol v1 (docs/CONTRACT.md §3, docs/PROTOCOL.md): requests in, one answer line per request out,
bad input answered instead of crashing; both adapters driven as child processes."""

import base64
import io
import json
import selectors
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

from adapters.murti_adapter.json_value import JSONObject, JSONValue
from adapters.murti_adapter.jsonschema_rs import JsonschemaRsEngine
from adapters.murti_adapter.layout import ADAPTERS
from adapters.murti_adapter.protocol import (
    MAX_LINE_BYTES,
    UNREAD_SEQ,
    Server,
    bounded_lines,
    encode_line,
    serve,
)

SCHEMA = {"type": "object", "required": ["a"],
          "properties": {"a": {"type": "string", "pattern": "^[a-z]+$"},
                         "deep": {"items": {"$ref": "#/$defs/value"}}},
          "$defs": {"value": {"items": {"$ref": "#/$defs/value"}, "maxItems": 2}}}
INFO = {"name": "test", "version": "0", "language": "Python", "homepage": "https://example.test",
        "layers": [1, 2], "schemaOnly": True, "capabilities": ["envelope"]}


def validate_line(seq: int, document: bytes, **extra: JSONValue) -> str:
    """One `validate` request line (without its newline) for `document`'s bytes."""
    request = {"cmd": "validate", "seq": seq, "id": f"case-{seq}",
               "document": base64.b64encode(document).decode(), "profile": {}, **extra}
    return json.dumps(request)


class ServerTests(unittest.TestCase):
    def setUp(self) -> None:
        self.server = Server(JsonschemaRsEngine(SCHEMA), INFO)

    def answer(self, line: bytes | str) -> JSONObject | None:
        answer, stop = self.server.handle(line)
        self.assertFalse(stop)
        return answer

    def test_start_answers_the_implementation(self) -> None:
        self.assertEqual(self.answer('{"cmd":"start","protocol":1}'),
                         {"protocol": 1, "implementation": INFO})

    def test_start_with_another_protocol_is_an_error(self) -> None:
        self.assertIn("error", self.answer('{"cmd":"start","protocol":2}'))

    def test_validate_echoes_seq(self) -> None:
        self.assertEqual(self.answer(validate_line(7, b'{"a":"x"}')),
                         {"seq": 7, "outcome": "accept"})
        answer = self.answer(validate_line(8, b'{"a":"X"}'))
        self.assertEqual((answer["seq"], answer["outcome"], answer["layer"], answer["rule"],
                          answer["path"]), (8, "reject", 2, "pattern", "/a"))

    def test_profile_bounds_reach_layer_one(self) -> None:
        line = validate_line(9, b'{"a":"x"}', profile={"bounds": {"maxDocumentBytes": 4}})
        answer = self.answer(line)
        self.assertEqual((answer["layer"], answer["rule"], answer["path"]), (1, "decode.size", ""))

    def test_stop(self) -> None:
        self.assertEqual(self.server.handle('{"cmd":"stop"}'), (None, True))

    def test_bad_request_lines_are_answered(self) -> None:
        cases = {
            "not JSON": ("hello", UNREAD_SEQ),
            "not UTF-8": (b"\xff\xfe", UNREAD_SEQ),
            "not an object": ("[1,2]", UNREAD_SEQ),
            "deeply nested": ("[" * 100_000, UNREAD_SEQ),
            "no seq": ('{"cmd":"validate","document":""}', UNREAD_SEQ),
            "boolean seq": ('{"cmd":"validate","seq":true,"document":""}', UNREAD_SEQ),
            "unknown cmd": ('{"cmd":"dance","seq":3}', 3),
            "no document": ('{"cmd":"validate","seq":4}', 4),
            "document not base64": ('{"cmd":"validate","seq":5,"document":"***"}', 5),
        }
        for name, (line, seq) in cases.items():
            with self.subTest(name):
                answer = self.answer(line)
                self.assertEqual(answer["seq"], seq)
                self.assertIsInstance(answer["error"], str)

    def test_manifest_sequences_are_skipped(self) -> None:
        line = '{"cmd":"validate","seq":6,"kind":"manifestSequence","documents":[]}'
        answer = self.answer(line)
        self.assertEqual(answer["seq"], 6)
        self.assertIn("skipped", answer)

    def test_an_unusable_schema_makes_every_validate_an_error(self) -> None:
        server = Server(None, INFO, load_error="cannot use schema x.json")
        answer, _ = server.handle(validate_line(1, b'{"a":"x"}'))
        self.assertEqual(answer, {"seq": 1, "error": "cannot use schema x.json"})

    def test_lines_are_ascii_json(self) -> None:
        line = encode_line({"seq": 1, "message": "caf\u00e9 \ud800"})
        self.assertTrue(line.endswith("\n"))
        self.assertTrue(line.isascii())
        self.assertEqual(json.loads(line)["message"], "caf\u00e9 \ud800")


class LineCapTests(unittest.TestCase):
    """A request line over the protocol's 64 MiB (docs/CONTRACT.md §3) is refused, held only up
    to the cap, and the next line is served (docs/SECURITY.md "Signals and processes")."""

    def test_lines_at_the_cap_pass_and_longer_ones_are_dropped(self) -> None:
        stream = io.BytesIO(b"a" * 8 + b"\n" + b"b" * 8 + b"\r\n" + b"c" * 9 + b"\n" + b"d" * 100
                            + b"\n" + b"tail")
        self.assertEqual(list(bounded_lines(stream, 8)),
                         [b"a" * 8 + b"\n", b"b" * 8 + b"\r\n", None, None, b"tail"])

    def test_too_long_line_at_the_end_of_input(self) -> None:
        self.assertEqual(list(bounded_lines(io.BytesIO(b"x" * 20), 8)), [None])

    def test_dropped_line_is_read_no_further_than_the_cap(self) -> None:
        class Reader(io.BytesIO):
            widest = 0

            def readline(self, size: int | None = -1, /) -> bytes:
                line = super().readline(size)
                Reader.widest = max(Reader.widest, len(line))
                return line

        lines = list(bounded_lines(Reader(b"x" * 1_000_000 + b"\nok\n"), 1000))
        self.assertEqual(lines, [None, b"ok\n"])
        self.assertLessEqual(Reader.widest, 1 << 16)

    def test_serve_answers_a_too_long_line_and_serves_the_next(self) -> None:
        out = io.StringIO()
        request = validate_line(3, b'{"a":"x"}').encode()
        lines = b"x" * (len(request) + 1) + b"\n" + request + b"\n" + b'{"cmd":"stop"}\n'
        serve(Server(JsonschemaRsEngine(SCHEMA), INFO), io.BytesIO(lines), out, limit=len(request))
        first, second = (json.loads(line) for line in out.getvalue().splitlines())
        self.assertEqual(first["seq"], UNREAD_SEQ)
        self.assertIn(f"longer than {MAX_LINE_BYTES} bytes", first["error"])
        self.assertEqual(second, {"seq": 3, "outcome": "accept"})


class AdapterProcessTests(unittest.TestCase):
    """Each entry point as the runner starts it, one request at a time."""

    @classmethod
    def setUpClass(cls):
        cls.directory = tempfile.TemporaryDirectory()
        cls.schema = Path(cls.directory.name) / "schema.json"
        cls.schema.write_text(json.dumps(SCHEMA))

    @classmethod
    def tearDownClass(cls):
        cls.directory.cleanup()

    def start(self, script: str, *arguments: str) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(
            [sys.executable, str(ADAPTERS / script), "--schema", str(self.schema), *arguments],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.addCleanup(process.wait)
        self.addCleanup(process.stdin.close)
        self.addCleanup(process.stderr.close)
        self.addCleanup(process.stdout.close)
        self.addCleanup(process.kill)
        return process

    def exchange(self, process: subprocess.Popen[bytes], line: str) -> JSONObject:
        """Writes one request and reads its answer while the process keeps running: an
        answer that is not flushed at once never arrives (the guard only bounds a hang)."""
        process.stdin.write(line.encode() + b"\n")
        process.stdin.flush()
        with selectors.DefaultSelector() as selector:
            selector.register(process.stdout, selectors.EVENT_READ)
            if not selector.select(timeout=60):
                self.fail(f"no answer to {line[:80]}")
        return json.loads(process.stdout.readline())

    def round_trip(self, script: str, *arguments: str) -> tuple[JSONObject, list[JSONObject]]:
        process = self.start(script, *arguments)
        info = self.exchange(process, '{"cmd":"start","protocol":1}')["implementation"]
        answers = [
            self.exchange(process, validate_line(1, b'{"a":"ok"}')),
            self.exchange(process, validate_line(2, b'{"a":"ok\\n"}')),
            self.exchange(process, validate_line(3, b'{"a":"x","a":"y"}')),
            self.exchange(process, "this is not a request"),
            # 512 levels: the top-level object and 511 arrays through a recursive $ref.
            self.exchange(process, validate_line(4, b'{"a":"x","deep":' + b"[" * 510 + b"[1]"
                                                 + b"]" * 510 + b"}")),
            self.exchange(process, validate_line(5, b'{"a":"x","deep":' + b"[" * 511 + b"[1]"
                                                 + b"]" * 511 + b"}")),
        ]
        process.stdin.write(b'{"cmd":"stop"}\n')
        process.stdin.flush()
        self.assertEqual(process.wait(timeout=60), 0)
        return info, answers

    def test_python_jsonschema_adapter(self) -> None:
        info, answers = self.round_trip("python_jsonschema_adapter.py")
        self.assertEqual((info["name"], info["layers"], info["schemaOnly"], info["capabilities"]),
                         ("python-jsonschema", [1, 2], True, ["envelope"]))
        self.check_answers(answers, trailing_newline="reject")

    def test_python_jsonschema_adapter_with_python_re(self) -> None:
        info, answers = self.round_trip("python_jsonschema_adapter.py", "--regex", "python")
        self.assertEqual(info["name"], "python-jsonschema (Python re)")
        self.check_answers(answers, trailing_newline="accept")

    def test_jsonschema_rs_adapter(self) -> None:
        info, answers = self.round_trip("jsonschema_rs_adapter.py")
        self.assertEqual((info["name"], info["language"], info["schemaOnly"]),
                         ("jsonschema-rs", "Python", True))
        self.check_answers(answers, trailing_newline="reject")

    def check_answers(self, answers: list[JSONObject], trailing_newline: str) -> None:
        accepted, newline, duplicate, garbage, deepest, too_deep = answers
        self.assertEqual(accepted, {"seq": 1, "outcome": "accept"})
        self.assertEqual((newline["seq"], newline["outcome"]), (2, trailing_newline))
        if trailing_newline == "reject":
            self.assertEqual((newline["rule"], newline["path"]), ("pattern", "/a"))
        self.assertEqual((duplicate["seq"], duplicate["layer"], duplicate["rule"]),
                         (3, 1, "decode.duplicateKey"))
        self.assertEqual(garbage["seq"], UNREAD_SEQ)
        self.assertIn("error", garbage)
        self.assertEqual(deepest, {"seq": 4, "outcome": "accept"})
        self.assertEqual((too_deep["seq"], too_deep["rule"]), (5, "decode.depth"))

    def test_line_over_64_mib_is_refused_and_the_next_served(self) -> None:
        process = self.start("jsonschema_rs_adapter.py")
        process.stdin.write(b"x" * (MAX_LINE_BYTES + 1))
        refused = self.exchange(process, "")
        self.assertEqual(refused["seq"], UNREAD_SEQ)
        self.assertIn("longer than", refused["error"])
        self.assertEqual(self.exchange(process, validate_line(1, b'{"a":"ok"}')), {"seq": 1, "outcome": "accept"})

    def test_end_of_input_exits_zero(self) -> None:
        process = self.start("jsonschema_rs_adapter.py")
        process.stdin.close()
        self.assertEqual(process.wait(timeout=60), 0)

    def test_missing_schema_answers_errors(self) -> None:
        process = subprocess.run(
            [sys.executable, str(ADAPTERS / "jsonschema_rs_adapter.py"), "--schema",
             str(Path(self.directory.name) / "missing.json")],
            input=(validate_line(1, b"{}") + "\n").encode(), capture_output=True, timeout=60)
        self.assertEqual(process.returncode, 0)
        answer = json.loads(process.stdout)
        self.assertEqual(answer["seq"], 1)
        self.assertIn("missing.json", answer["error"])


if __name__ == "__main__":
    unittest.main()
