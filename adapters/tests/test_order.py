"""JSON Pointers (RFC 6901) and the order that picks the reported error (docs/CONTRACT.md §1,
docs/DECISIONS.md 8): document order of instance location, then schema order of keywords."""

import unittest

from adapters.murti_adapter.decode import decode_document
from adapters.murti_adapter.order import instance_position, keyword_location, pointer, schema_position
from adapters.murti_adapter.protocol import Finding, first_finding


class PointerTests(unittest.TestCase):
    def test_rfc6901_escaping(self) -> None:
        cases = [
            ([], ""),
            ([""], "/"),
            (["a/b"], "/a~1b"),
            (["m~n"], "/m~0n"),
            (["~1"], "/~01"),  # "~" first, so "~1" in a name does not read back as "/"
            (["a", 0, "b c", 12], "/a/0/b c/12"),
            (["é", "%"], "/é/%"),
        ]
        for segments, expected in cases:
            with self.subTest(segments):
                self.assertEqual(pointer(segments), expected)


class DocumentOrderTests(unittest.TestCase):
    document = decode_document(
        b'{"zeta":{"b":1,"a":[10,{"y":1,"x":2}]},"alpha":{"q":1}}')

    def test_members_in_written_order_not_alphabetical(self) -> None:
        self.assertLess(instance_position(self.document, ["zeta"]),
                        instance_position(self.document, ["alpha"]))
        self.assertLess(instance_position(self.document, ["zeta", "b"]),
                        instance_position(self.document, ["zeta", "a"]))
        self.assertLess(instance_position(self.document, ["zeta", "a", 1, "y"]),
                        instance_position(self.document, ["zeta", "a", 1, "x"]))

    def test_ancestor_before_descendant(self) -> None:
        self.assertLess(instance_position(self.document, []),
                        instance_position(self.document, ["zeta"]))
        self.assertLess(instance_position(self.document, ["zeta", "a"]),
                        instance_position(self.document, ["zeta", "a", 0]))

    def test_pre_order_a_whole_subtree_before_the_next_sibling(self) -> None:
        self.assertLess(instance_position(self.document, ["zeta", "a", 1, "x"]),
                        instance_position(self.document, ["alpha"]))

    def test_array_items_by_index(self) -> None:
        self.assertLess(instance_position(self.document, ["zeta", "a", 0]),
                        instance_position(self.document, ["zeta", "a", 1]))


SCHEMA = {
    "$id": "https://example.test/s.json",
    "type": "object",
    "properties": {"n": {"$ref": "#/$defs/node"}},
    "$defs": {
        "node": {"additionalProperties": False, "required": ["type"],
                 "properties": {"type": {"$ref": "#/$defs/name"}}},
        "name": {"type": "string", "maxLength": 3, "pattern": "^[a-z]+$"},
    },
}


class SchemaOrderTests(unittest.TestCase):
    def test_paths_with_and_without_ref_steps_agree(self) -> None:
        # jsonschema-rs names each $ref in its evaluation path; python-jsonschema leaves them out.
        with_refs = ["properties", "n", "$ref", "properties", "type", "$ref", "pattern"]
        without_refs = ["properties", "n", "properties", "type", "pattern"]
        self.assertEqual(schema_position(SCHEMA, with_refs), schema_position(SCHEMA, without_refs))

    def test_keywords_in_the_order_the_schema_lists_them(self) -> None:
        node = ["properties", "n", "$ref"]
        self.assertLess(schema_position(SCHEMA, node + ["additionalProperties"]),
                        schema_position(SCHEMA, node + ["required"]))
        name = node + ["properties", "type", "$ref"]
        self.assertLess(schema_position(SCHEMA, name + ["maxLength"]),
                        schema_position(SCHEMA, name + ["pattern"]))

    def test_ref_through_the_schema_id(self) -> None:
        schema = {"$id": "https://example.test/s.json",
                  "properties": {"a": {"$ref": "https://example.test/s.json#/$defs/x"}},
                  "$defs": {"x": {"type": "string", "minLength": 2}}}
        self.assertLess(schema_position(schema, ["properties", "a", "type"]),
                        schema_position(schema, ["properties", "a", "minLength"]))

    def test_pointer_escapes_in_a_ref(self) -> None:
        schema = {"properties": {"a": {"$ref": "#/$defs/x~1y"}},
                  "$defs": {"x/y": {"type": "string", "minLength": 2}}}
        self.assertLess(schema_position(schema, ["properties", "a", "type"]),
                        schema_position(schema, ["properties", "a", "minLength"]))


class KeywordLocationTests(unittest.TestCase):
    """Where a failing keyword is written in the schema (docs/PROTOCOL.md `schemaLocation`)."""

    def test_refs_are_followed_with_or_without_ref_steps(self) -> None:
        with_refs = ["properties", "n", "$ref", "properties", "type", "$ref", "pattern"]
        without_refs = ["properties", "n", "properties", "type", "pattern"]
        self.assertEqual(keyword_location(SCHEMA, with_refs), "#/$defs/name/pattern")
        self.assertEqual(keyword_location(SCHEMA, without_refs), "#/$defs/name/pattern")

    def test_a_keyword_of_the_root(self) -> None:
        schema = {"oneOf": [{"$ref": "#/$defs/a"}, {"$ref": "#/$defs/b"}],
                  "$defs": {"a": {"required": ["x"]}, "b": {"required": ["y"]}}}
        self.assertEqual(keyword_location(schema, ["oneOf"]), "#/oneOf")
        self.assertEqual(keyword_location(schema, ["oneOf", 1, "required"]), "#/$defs/b/required")

    def test_array_steps_and_escapes(self) -> None:
        schema = {"allOf": [{"then": {"required": ["s"]}}],
                  "properties": {"a": {"$ref": "#/$defs/x~1y"}},
                  "$defs": {"x/y": {"maxLength": 2}}}
        self.assertEqual(keyword_location(schema, ["allOf", 0, "then", "required"]),
                         "#/allOf/0/then/required")
        self.assertEqual(keyword_location(schema, ["properties", "a", "maxLength"]),
                         "#/$defs/x~1y/maxLength")

    def test_a_path_that_leaves_the_schema(self) -> None:
        schema = {"properties": {"a": {"$ref": "https://elsewhere.test/s.json"}}}
        self.assertIsNone(keyword_location(schema, ["properties", "a", "type"]))
        self.assertIsNone(keyword_location(SCHEMA, ["properties", "missing", "type"]))


class FirstFindingTests(unittest.TestCase):
    def test_document_order_beats_engine_order_and_schema_order(self) -> None:
        document = decode_document(b'{"n":{"type":"TOOLONG","extra":1},"m":2}')
        later_in_document = Finding("additionalProperties", ("n",),
                                    ("properties", "n", "additionalProperties"), "")
        earlier_in_document = Finding("required", (), ("required",), "")
        chosen = first_finding(document, SCHEMA, [later_in_document, earlier_in_document])
        self.assertIs(chosen, earlier_in_document)

    def test_written_order_of_members_decides(self) -> None:
        document = decode_document(b'{"b":"x","a":"y"}')
        at_a = Finding("type", ("a",), ("properties", "a", "type"), "")
        at_b = Finding("type", ("b",), ("properties", "b", "type"), "")
        self.assertIs(first_finding(document, {}, [at_a, at_b]), at_b)

    def test_schema_order_breaks_a_tie_at_one_location(self) -> None:
        document = decode_document(b'{"n":{"type":"ABCDE"}}')
        pattern = Finding("pattern", ("n", "type"),
                          ("properties", "n", "properties", "type", "pattern"), "")
        max_length = Finding("maxLength", ("n", "type"),
                             ("properties", "n", "$ref", "properties", "type", "$ref",
                              "maxLength"), "")
        self.assertIs(first_finding(document, SCHEMA, [pattern, max_length]), max_length)

    def test_no_findings(self) -> None:
        self.assertIsNone(first_finding({}, SCHEMA, []))


if __name__ == "__main__":
    unittest.main()
