"""The two engines behind protocol v1: keyword and JSON Pointer of the first error, ECMA-262
`pattern` (docs/CONTRACT.md §1) and the planted drift of Python's `re`.

Run inside .build/adapters-venv (see adapters/README.md): it imports the pinned engines."""

import json
import sys
import threading
import unittest
from collections.abc import Callable
from typing import Any

from adapters.murti_adapter.json_value import JSONValue
from adapters.murti_adapter.jsonschema_rs import EngineLimit, JsonschemaRsEngine
from adapters.murti_adapter.layout import MURTI_SCHEMA
from adapters.murti_adapter.protocol import RECURSION_LIMIT, THREAD_STACK_BYTES, Engine, judge
from adapters.murti_adapter.python_jsonschema import PythonJsonschemaEngine


def engines(schema: JSONValue) -> dict[str, Engine]:
    """Every ECMA-262 engine under test, by name."""
    return {"python-jsonschema": PythonJsonschemaEngine(schema),
            "jsonschema-rs": JsonschemaRsEngine(schema)}


def located(engine: Engine, document: JSONValue) -> tuple[JSONValue, JSONValue, JSONValue]:
    """(rule, path, schemaLocation) of an engine's answer to a Python value."""
    answer = judge(engine, json.dumps(document).encode(), {})
    return answer.get("rule"), answer.get("path"), answer.get("schemaLocation")


def verdict(engine: Engine, document: JSONValue | bytes) -> tuple[JSONValue, JSONValue, JSONValue]:
    """(outcome, rule, path) for a document given as a Python value or as bytes."""
    data = document if isinstance(document, bytes) else json.dumps(document).encode()
    answer = judge(engine, data, {})
    return answer["outcome"], answer.get("rule"), answer.get("path")


PATTERN_SCHEMA = {
    "type": "object",
    "properties": {
        "version": {"type": "string", "pattern": "^[0-9]+\\.[0-9]+$"},
        "digits": {"type": "string", "pattern": "^\\d+$"},
        "word": {"type": "string", "pattern": "^\\w+$"},
        "one": {"type": "string", "pattern": "^.$"},
        "letters": {"type": "string", "pattern": "^\\p{L}+$"},
    },
}


class PatternTests(unittest.TestCase):
    def test_ecma262_semantics_in_both_engines(self) -> None:
        cases = [
            ({"version": "1.0"}, ("accept", None, None)),
            # `$` does not match before a trailing newline (ECMA-262 without the m flag).
            ({"version": "1.0\n"}, ("reject", "pattern", "/version")),
            # \d and \w are ASCII only.
            ({"digits": "\u0661\u0662"}, ("reject", "pattern", "/digits")),
            ({"digits": "12"}, ("accept", None, None)),
            ({"word": "caf\u00e9"}, ("reject", "pattern", "/word")),
            # `.` matches one code point, an astral one included (the u flag).
            ({"one": "\U0001F600"}, ("accept", None, None)),
            # ECMA-262 syntax that Python's re lacks.
            ({"letters": "caf\u00e9"}, ("accept", None, None)),
            ({"letters": "caf\u00e91"}, ("reject", "pattern", "/letters")),
        ]
        for name, engine in engines(PATTERN_SCHEMA).items():
            for document, expected in cases:
                with self.subTest(engine=name, document=document):
                    self.assertEqual(verdict(engine, document), expected)

    def test_python_re_is_the_planted_drift(self) -> None:
        drifted = PythonJsonschemaEngine(PATTERN_SCHEMA, regex="python")
        self.assertEqual(verdict(drifted, {"version": "1.0\n"}), ("accept", None, None))
        self.assertEqual(verdict(drifted, {"digits": "\u0661\u0662"}), ("accept", None, None))
        self.assertEqual(verdict(drifted, {"word": "caf\u00e9"}), ("accept", None, None))
        self.assertEqual(drifted.info["name"], "python-jsonschema (Python re)")

    def test_a_pattern_ecma262_cannot_compile_is_a_pattern_failure(self) -> None:
        engine = PythonJsonschemaEngine({"properties": {"a": {"pattern": "("}}})
        self.assertEqual(verdict(engine, {"a": "x"}), ("reject", "pattern", "/a"))


ORDER_SCHEMA = {
    "type": "object",
    "properties": {
        "first": {"$ref": "#/$defs/node"},
        "second": {"$ref": "#/$defs/node"},
        "flipped": {"$ref": "#/$defs/flippedNode"},
        "action": {"$ref": "#/$defs/action"},
    },
    "$defs": {
        "node": {"type": "object", "required": ["type"], "additionalProperties": False,
                 "properties": {"type": {"type": "string", "maxLength": 3,
                                         "pattern": "^[a-z]+$"}}},
        "flippedNode": {"type": "object", "additionalProperties": False, "required": ["type"],
                        "properties": {"type": {"type": "string", "pattern": "^[a-z]+$",
                                                "maxLength": 3}}},
        "action": {"type": "object", "properties": {"type": {"enum": ["navigate", "dismiss"]}},
                   "if": {"required": ["type"], "properties": {"type": {"const": "navigate"}}},
                   "then": {"required": ["screen"]}},
    },
}


class ChoiceTests(unittest.TestCase):
    def test_first_by_document_order_not_by_name(self) -> None:
        # Both members fail; "second" is written first, so it is reported.
        document = b'{"second":{"type":"X"},"first":{"type":"Y"}}'
        for name, engine in engines(ORDER_SCHEMA).items():
            with self.subTest(engine=name):
                self.assertEqual(verdict(engine, document), ("reject", "pattern", "/second/type"))

    def test_an_object_before_its_members(self) -> None:
        document = b'{"first":{"type":"TOOLONG","other":1}}'
        for name, engine in engines(ORDER_SCHEMA).items():
            with self.subTest(engine=name):
                self.assertEqual(verdict(engine, document),
                                 ("reject", "additionalProperties", "/first"))

    def test_a_tie_at_one_location_follows_the_schema_order(self) -> None:
        for name, engine in engines(ORDER_SCHEMA).items():
            with self.subTest(engine=name):
                self.assertEqual(verdict(engine, {"first": {"other": 1}}),
                                 ("reject", "required", "/first"))
                self.assertEqual(verdict(engine, {"flipped": {"other": 1}}),
                                 ("reject", "additionalProperties", "/flipped"))
                self.assertEqual(verdict(engine, {"first": {"type": "ABCD"}}),
                                 ("reject", "maxLength", "/first/type"))
                self.assertEqual(verdict(engine, {"flipped": {"type": "ABCD"}}),
                                 ("reject", "pattern", "/flipped/type"))

    def test_a_failure_through_if_then_names_the_inner_keyword(self) -> None:
        for name, engine in engines(ORDER_SCHEMA).items():
            with self.subTest(engine=name):
                self.assertEqual(verdict(engine, {"action": {"type": "navigate"}}),
                                 ("reject", "required", "/action"))
                self.assertEqual(verdict(engine, {"action": {"type": "eval"}}),
                                 ("reject", "enum", "/action/type"))

    def test_layer_one_runs_before_the_engine(self) -> None:
        for name, engine in engines(ORDER_SCHEMA).items():
            with self.subTest(engine=name):
                self.assertEqual(verdict(engine, b'{"first":{"type":"X","type":"y"}}'),
                                 ("reject", "decode.duplicateKey", "/first"))
                self.assertEqual(verdict(engine, b"[]"), ("reject", "decode.notObject", ""))


class DeepInstanceTests(unittest.TestCase):
    """A valid document of any depth is fine in both engines, but jsonschema-rs 0.61.2's Python
    binding cannot hand back an error whose instance holds a value nested 255+ levels deeper."""

    schema = {"type": "object", "required": ["type"]}
    document = b'{"v":' + b"[" * 300 + b"]" * 300 + b"}"

    def test_python_jsonschema_reports_the_keyword(self) -> None:
        engine = PythonJsonschemaEngine(self.schema)
        self.assertEqual(verdict(engine, self.document), ("reject", "required", ""))

    def test_jsonschema_rs_says_it_cannot_rather_than_guessing(self) -> None:
        engine = JsonschemaRsEngine(self.schema)
        with self.assertRaises(EngineLimit) as raised:
            judge(engine, self.document, {})
        self.assertIn("is_valid() says invalid", str(raised.exception))
        valid = b'{"type":1,"v":' + b"[" * 300 + b"]" * 300 + b"}"
        self.assertEqual(verdict(engine, valid), ("accept", None, None))


SEED_VALID = {
    "schemaVersion": "1.0",
    "screen": {
        "key": "dashboard",
        "root": {
            "type": "vstack",
            "props": {"spacing": 12, "alignment": "leading"},
            "children": [
                {"type": "text", "props": {"value": "Hello, {{user.name}}", "style": "title"}},
                {"type": "button",
                 "props": {"title": "View details", "a11yId": "details_button"},
                 "action": {"type": "navigate", "screen": "productDetail",
                            "params": {"productId": "abc123"}}},
                {"type": "button", "props": {"title": "Load balance"},
                 "action": {"type": "api", "request": "getAccountBalance",
                            "onSuccess": {"type": "navigate", "screen": "balanceDetail"}}},
            ],
        },
    },
}


def seed_with(change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    """A deep copy of the seed's valid fixture with `change` applied to it."""
    document = json.loads(json.dumps(SEED_VALID))
    change(document)
    return document


class MurtiSchemaTests(unittest.TestCase):
    """The seed's own fixtures against the repository's schema (seed: Valid fixture, Invalid
    fixtures; docs/CONTRACT.md §0 and §1 for keywords and locations)."""

    @classmethod
    def setUpClass(cls):
        cls.engines = engines(json.loads(MURTI_SCHEMA.read_text()))

    def check(self, document: JSONValue | bytes, expected: tuple[JSONValue, JSONValue, JSONValue]) -> None:
        for name, engine in self.engines.items():
            with self.subTest(engine=name):
                self.assertEqual(verdict(engine, document), expected)

    def test_seed_valid_fixture(self) -> None:
        self.check(SEED_VALID, ("accept", None, None))

    def test_node_without_type(self) -> None:
        document = seed_with(lambda d: d["screen"]["root"]["children"][0].pop("type"))
        self.check(document, ("reject", "required", "/screen/root/children/0"))

    def test_action_type_outside_the_closed_list(self) -> None:
        document = seed_with(
            lambda d: d["screen"]["root"]["children"][1]["action"].update(type="eval"))
        self.check(document, ("reject", "enum", "/screen/root/children/1/action/type"))

    def test_navigate_without_screen(self) -> None:
        document = seed_with(lambda d: d["screen"]["root"]["children"][1]["action"].pop("screen"))
        self.check(document, ("reject", "required", "/screen/root/children/1/action"))

    def test_open_url_with_a_url(self) -> None:
        document = seed_with(lambda d: d["screen"]["root"]["children"][1].update(
            action={"type": "openURL", "link": "https://evil.com"}))
        self.check(document, ("reject", "pattern", "/screen/root/children/1/action/link"))

    def test_prop_value_over_4096_code_points(self) -> None:
        document = seed_with(
            lambda d: d["screen"]["root"]["children"][0]["props"].update(value="x" * 10_000))
        self.check(document, ("reject", "maxLength", "/screen/root/children/0/props/value"))

    def test_schema_version_with_a_trailing_newline(self) -> None:
        self.check(seed_with(lambda d: d.update(schemaVersion="1.0\n")),
                   ("reject", "pattern", "/schemaVersion"))

    def test_envelope(self) -> None:
        envelope = {"schemaVersion": "1.0", "alg": "ed25519", "payload": "e30=",
                    "signature": "AAAA"}
        self.check(envelope, ("accept", None, None))
        self.check(dict(envelope, enc="rot13"), ("reject", "enum", "/enc"))
        self.check(dict(envelope, extra=1), ("reject", "additionalProperties", ""))


class SchemaLocationTests(unittest.TestCase):
    """Both engines name the failing keyword's place in the schema the same way (docs/PROTOCOL.md
    `schemaLocation`), through `$ref`s, `allOf`/`then` and a bare root `oneOf`."""

    @classmethod
    def setUpClass(cls):
        cls.schema = json.loads(MURTI_SCHEMA.read_text())

    def check(self, schema: JSONValue, document: JSONValue,
              expected: tuple[JSONValue, JSONValue, JSONValue]) -> None:
        for name, engine in engines(schema).items():
            with self.subTest(engine=name):
                self.assertEqual(located(engine, document), expected)

    def test_locations_in_the_repository_schema(self) -> None:
        long_value = seed_with(
            lambda d: d["screen"]["root"]["children"][0]["props"].update(value="x" * 5000))
        self.check(self.schema, long_value,
                   ("maxLength", "/screen/root/children/0/props/value", "#/$defs/value/maxLength"))
        extra_key = seed_with(lambda d: d["screen"]["root"].update(style="big"))
        self.check(self.schema, extra_key,
                   ("additionalProperties", "/screen/root", "#/$defs/node/additionalProperties"))
        no_screen = seed_with(lambda d: d["screen"]["root"]["children"][1]["action"].pop("screen"))
        self.check(self.schema, no_screen, ("required", "/screen/root/children/1/action",
                                            "#/$defs/action/allOf/0/then/required"))

    def test_a_bare_root_one_of_is_reported_at_the_root(self) -> None:
        schema = dict(self.schema)
        for keyword in ("type", "if", "then", "else"):
            schema.pop(keyword)
        schema["oneOf"] = [{"$ref": "#/$defs/envelope"}, {"$ref": "#/$defs/payload"}]
        extra_key = seed_with(lambda d: d["screen"]["root"].update(style="big"))
        self.check(schema, extra_key, ("oneOf", "", "#/oneOf"))
        self.check(schema, SEED_VALID, (None, None, None))


class MemoizedReferenceTests(unittest.TestCase):
    """`$ref` looked up once per (base URI, reference) gives python-jsonschema's own errors."""

    @staticmethod
    def errors(validator: Any, instance: JSONValue) -> list[tuple[Any, tuple[Any, ...], tuple[Any, ...], str]]:
        return [(e.validator, tuple(e.absolute_path), tuple(e.absolute_schema_path), e.message)
                for e in validator.iter_errors(instance)]

    def test_the_same_errors_as_the_unmemoized_keyword_over_the_corpus(self) -> None:
        import jsonschema

        from adapters.murti_adapter.decode import DecodeFault, decode_document
        from adapters.murti_adapter.ecma import ecma_draft202012, regress_pattern

        schema = json.loads(MURTI_SCHEMA.read_text())
        memoized = ecma_draft202012(schema)(schema)
        plain = jsonschema.validators.extend(
            jsonschema.Draft202012Validator, validators={"pattern": regress_pattern})(schema)
        corpus = MURTI_SCHEMA.parent / "corpus"
        differing, compared = [], []

        def compare() -> None:  # on a thread with the adapters' deep stack: values nest 500 deep
            for path in sorted(corpus.glob("*valid/**/*.json")):
                try:
                    instance = decode_document(path.read_bytes())
                except DecodeFault:
                    continue
                compared.append(path)
                if self.errors(memoized, instance) != self.errors(plain, instance):
                    differing.append(str(path.relative_to(corpus)))

        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(RECURSION_LIMIT)
        threading.stack_size(THREAD_STACK_BYTES)
        try:
            worker = threading.Thread(target=compare)
            worker.start()
            worker.join()
        finally:
            threading.stack_size(0)
            sys.setrecursionlimit(limit)
        self.assertEqual(differing, [])
        self.assertGreater(len(compared), 400)

    def test_a_schema_with_dynamic_references_is_not_memoized(self) -> None:
        from adapters.murti_adapter.ecma import ecma_draft202012, has_dynamic_references

        dynamic = {"$dynamicAnchor": "node", "properties": {"children": {"items": {"$dynamicRef": "#node"}}}}
        self.assertTrue(has_dynamic_references(dynamic))
        self.assertFalse(has_dynamic_references(json.loads(MURTI_SCHEMA.read_text())))
        self.assertNotIn("memoized_ref", ecma_draft202012(dynamic).VALIDATORS["$ref"].__qualname__)
        self.assertIn("memoized_ref", ecma_draft202012({"$ref": "#/$defs/a"}).VALIDATORS["$ref"].__qualname__)


if __name__ == "__main__":
    unittest.main()
