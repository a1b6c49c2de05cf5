"""Layer 1 (docs/CONTRACT.md §1, docs/DECISIONS.md 1–6): each decode rule, its boundary, and the
lowest-offset choice between two faults."""

import unittest

from adapters.murti_adapter.decode import DecodeFault, decode_document, limits_from_profile


def fault_of(data: bytes, **limits: int) -> tuple[str, str] | None:
    """(rule, path) of the refusal, or None when `data` decodes."""
    try:
        decode_document(data, **limits)
    except DecodeFault as fault:
        return fault.rule, fault.path
    return None


def nested(levels: int, leaf: bytes = b"0") -> bytes:
    """An object holding `levels - 1` nested arrays: nesting `levels` (the top level is 1)."""
    return b'{"a":' + b"[" * (levels - 1) + leaf + b"]" * (levels - 1) + b"}"


class SizeTests(unittest.TestCase):
    def test_over_the_limit_is_refused_before_parsing(self) -> None:
        # Not even JSON: the size is checked before any byte is read.
        self.assertEqual(fault_of(b"x" * 11, max_document_bytes=10), ("decode.size", ""))

    def test_exactly_the_limit_is_accepted(self) -> None:
        document = b'{"a":"' + b"x" * 2 + b'"}'
        self.assertIsNone(fault_of(document, max_document_bytes=len(document)))
        self.assertEqual(fault_of(document, max_document_bytes=len(document) - 1)[0],
                         "decode.size")

    def test_default_is_two_mebibytes(self) -> None:
        padding = b" " * (2_097_152 - 2)
        self.assertIsNone(fault_of(b"{}" + padding))
        self.assertEqual(fault_of(b"{}" + padding + b" ")[0], "decode.size")


class EncodingTests(unittest.TestCase):
    def test_refused(self) -> None:
        cases = {
            "byte order mark": b'\xef\xbb\xbf{"a":1}',
            "UTF-16 byte order mark": b'\xff\xfe{\x00}\x00',
            "invalid byte": b'{"a":"\xff"}',
            "overlong encoding": b'{"a":"\xc0\xaf"}',
            "truncated sequence": b'{"a":"\xe2\x82"}',
            "raw surrogate (CESU-8)": b'{"a":"\xed\xa0\x80"}',
            "escaped lone high surrogate": b'{"a":"\\ud800"}',
            "escaped lone low surrogate": b'{"a":"\\udc00"}',
            "high surrogate then a non-surrogate escape": b'{"a":"\\ud800\\u0041"}',
            "high surrogate then a plain character": b'{"a":"\\uD834x"}',
            "two high surrogates": b'{"a":"\\ud800\\ud800"}',
            "reversed pair": b'{"a":"\\udc00\\ud800"}',
            "lone surrogate in a member name": b'{"\\ud800":1}',
            "invalid byte outside strings": b'{"a":1}\xff',
        }
        for name, document in cases.items():
            with self.subTest(name):
                self.assertEqual(fault_of(document), ("decode.encoding", ""))

    def test_accepted(self) -> None:
        cases = {
            "escaped surrogate pair": (b'{"a":"\\ud83d\\ude00"}', "\U0001F600"),
            "raw four-byte character": ('{"a":"\U0001F600"}'.encode(), "\U0001F600"),
            "escaped backslash before u": (b'{"a":"\\\\ud800"}', "\\ud800"),
            "escaped NUL": (b'{"a":"\\u0000"}', "\x00"),
            "noncharacter U+FFFF": (b'{"a":"\\uffff"}', "\uffff"),
            "raw noncharacter U+FDD0": ('{"a":"\ufdd0"}'.encode(), "\ufdd0"),
        }
        for name, (document, expected) in cases.items():
            with self.subTest(name):
                self.assertEqual(decode_document(document)["a"], expected)


class SyntaxTests(unittest.TestCase):
    def test_refused(self) -> None:
        cases = {
            "empty document": b"",
            "whitespace only": b" \n",
            "trailing comma in an object": b'{"a":1,}',
            "trailing comma in an array": b'{"a":[1,]}',
            "NaN": b'{"a":NaN}',
            "Infinity": b'{"a":Infinity}',
            "-Infinity": b'{"a":-Infinity}',
            "line comment": b'{"a":1 // c\n}',
            "block comment": b'{/* c */"a":1}',
            "raw newline in a string": b'{"a":"x\ny"}',
            "raw NUL in a string": b'{"a":"\x00"}',
            "raw tab in a string": b'{"a":"\t"}',
            "leading zero": b'{"a":01}',
            "bytes after the document": b'{"a":1} x',
            "second document": b'{"a":1}{}',
            "single quotes": b"{'a':1}",
            "unquoted name": b"{a:1}",
            "unterminated string": b'{"a":"x',
            "unterminated object": b'{"a":1',
            "invalid escape": b'{"a":"\\x41"}',
            "short unicode escape": b'{"a":"\\u12"}',
            "plus sign": b'{"a":+1}',
            "bare fraction": b'{"a":.5}',
            "dot without digits": b'{"a":1.}',
            "exponent without digits": b'{"a":1e}',
            "missing colon": b'{"a" 1}',
            "missing comma": b'{"a":1 "b":2}',
            "form feed as whitespace": b'{"a":1\x0c}',
            "BOM character after the start": '{"a":1}\ufeff'.encode(),
            "capitalised literal": b'{"a":True}',
        }
        for name, document in cases.items():
            with self.subTest(name):
                self.assertEqual(fault_of(document), ("decode.syntax", ""))


class NumberTests(unittest.TestCase):
    def test_outside_double_range_is_refused(self) -> None:
        for lexeme in [b"1e400", b"-1e309", b"1" + b"0" * 400, b"-" + b"9" * 5000,
                       b"1.7976931348623159e308"]:
            with self.subTest(lexeme[:20]):
                self.assertEqual(fault_of(b'{"a":' + lexeme + b"}"), ("decode.number", ""))

    def test_within_range_is_accepted(self) -> None:
        cases = {
            b"1.7976931348623157e308": 1.7976931348623157e308,  # the largest double
            b"1.7976931348623158e308": 1.7976931348623157e308,  # rounds down to it
            b"1e-400": 0.0,  # underflow is accepted (CONTRACT §1)
            b"-0": 0,
            b"9007199254740993": 9007199254740993,  # 2^53 + 1 keeps its value
        }
        for lexeme, expected in cases.items():
            with self.subTest(lexeme):
                self.assertEqual(decode_document(b'{"a":' + lexeme + b"}")["a"], expected)


class DuplicateKeyTests(unittest.TestCase):
    def test_path_is_the_holding_object(self) -> None:
        cases = {
            b'{"a":1,"a":2}': "",
            b'{"a":{"b":[0,{"c":1,"c":2}]}}': "/a/b/1",
            b'{"a/b":{"c~d":{"x":1,"x":2}}}': "/a~1b/c~0d",
            b'{"":{"x":1,"x":2}}': "/",
        }
        for document, path in cases.items():
            with self.subTest(document):
                self.assertEqual(fault_of(document), ("decode.duplicateKey", path))

    def test_names_are_compared_after_unescaping(self) -> None:
        self.assertEqual(fault_of(b'{"a":1,"\\u0061":2}'), ("decode.duplicateKey", ""))

    def test_nfc_and_nfd_spellings_are_different_names(self) -> None:
        document = '{"\u00e9":1,"e\u0301":2}'.encode()
        self.assertEqual(list(decode_document(document)), ["\u00e9", "e\u0301"])


class DepthTests(unittest.TestCase):
    def test_default_limit_is_512(self) -> None:
        self.assertIsNone(fault_of(nested(512)))
        self.assertEqual(fault_of(nested(513)), ("decode.depth", ""))

    def test_empty_innermost_container_counts(self) -> None:
        self.assertIsNone(fault_of(nested(511, leaf=b"[]")))
        self.assertEqual(fault_of(nested(512, leaf=b"{}"))[0], "decode.depth")

    def test_profile_limit(self) -> None:
        self.assertIsNone(fault_of(nested(3), max_nesting=3))
        self.assertEqual(fault_of(nested(4), max_nesting=3), ("decode.depth", ""))

    def test_huge_nesting_neither_crashes_nor_parses_further(self) -> None:
        self.assertEqual(fault_of(b"[" * 1_000_000), ("decode.depth", ""))

    def test_limits_from_profile(self) -> None:
        self.assertEqual(limits_from_profile({}), (2_097_152, 512))
        self.assertEqual(limits_from_profile(None), (2_097_152, 512))
        self.assertEqual(limits_from_profile({"bounds": {"maxNesting": 4096}}), (2_097_152, 512))
        self.assertEqual(
            limits_from_profile({"bounds": {"maxNesting": 8, "maxDocumentBytes": 100}}), (100, 8))
        self.assertEqual(limits_from_profile({"bounds": {"maxNesting": True}}), (2_097_152, 512))


class NotObjectTests(unittest.TestCase):
    def test_other_top_level_values_are_refused(self) -> None:
        for document in [b"[]", b'"a"', b"1", b"null", b"true", b" [ {} ] "]:
            with self.subTest(document):
                self.assertEqual(fault_of(document), ("decode.notObject", ""))

    def test_members_keep_their_written_order(self) -> None:
        self.assertEqual(list(decode_document(b'{"b":1,"a":2,"c":3}')), ["b", "a", "c"])


class LowestOffsetTests(unittest.TestCase):
    def test_the_earlier_fault_wins(self) -> None:
        cases = {
            "syntax before invalid UTF-8": (b'{"a":[1,],"b":"\xff"}', "decode.syntax"),
            "invalid UTF-8 before syntax": (b'{"b":"\xff","a":[1,]}', "decode.encoding"),
            "control character before invalid UTF-8": (b'{"a":"\n\xff"}', "decode.syntax"),
            "duplicate before syntax": (b'{"a":1,"a":2,}', "decode.duplicateKey"),
            "syntax before duplicate": (b'{"a":01,"a":2}', "decode.syntax"),
            "number before duplicate": (b'{"a":1e400,"a":1}', "decode.number"),
            "lone surrogate before depth": (b'{"s":"\\ud800","a":' + b"[" * 600 + b"]" * 600
                                            + b"}", "decode.encoding"),
            "depth before syntax": (b'{"a":' + b"[" * 600 + b"1,]" + b"]" * 599 + b"}",
                                    "decode.depth"),
            "syntax before not-an-object": (b"[1,]", "decode.syntax"),
            # A high surrogate escape followed by a fault has no low half: it comes first.
            "lone surrogate before an invalid escape": (b'{"a":"\\uD834\\uDD\t1E"}',
                                                        "decode.encoding"),
            "lone surrogate before a raw control character": (b'{"a":"\\ud800\n"}',
                                                              "decode.encoding"),
            "lone surrogate before invalid UTF-8": (b'{"a":"\\ud800\xff"}', "decode.encoding"),
            "invalid escape before a lone surrogate": (b'{"a":"\\q\\ud800"}', "decode.syntax"),
        }
        for name, (document, rule) in cases.items():
            with self.subTest(name):
                self.assertEqual(fault_of(document)[0], rule)

    def test_a_lone_surrogate_is_placed_at_its_escape(self) -> None:
        with self.assertRaises(DecodeFault) as raised:
            decode_document(b'{"a":"xy\\ud800\xff"}')
        self.assertEqual((raised.exception.rule, raised.exception.offset), ("decode.encoding", 8))

    def test_message_carries_the_byte_offset(self) -> None:
        # "é" is two bytes: the invalid byte sits at byte 7 (the seventh character is index 6).
        with self.assertRaises(DecodeFault) as raised:
            decode_document('{"é":"'.encode() + b"\xff" + b'"}')
        self.assertEqual(raised.exception.offset, 7)
        self.assertIn("byte 7", raised.exception.message)


if __name__ == "__main__":
    unittest.main()


class FastPathTests(unittest.TestCase):
    """The `json.loads` fast path gives the scanner's value for every document it takes, and
    leaves every other document, with its fault, to the scanner."""

    SAMPLES = [
        b'{"a": [1, -0, 2.5e3, 1E+2, 1e-400, 9007199254740993, true, false, null], "b": {}}',
        b'{"a": "\\ud83d\\ude00 \\u00e9 \\u0000", "caf\\u00e9": "e\\u0301"}',
        b'{"a": "x", "a": "y"}', b'{"a": "\\u0061", "\\u0061": 1}', b'{"a": NaN}', b'{"a": 1e400}',
        b'{"a": "\\ud800"}', b'{"a": "\\udc00\\ud800"}', b'{"a": "\x01"}', b'[1]', b'"text"',
        b'{"a": 1,}', b'{} x', b'', b'  ', b'{"a": 0' + b'1' * 400 + b'}', b'{"a": 1' + b'0' * 400 + b'}',
        nested(512), nested(513), b'{"a": [' + b'[],' * 600 + b'[]]}', b'{"a":\t\n\r 1 }',
    ]

    def test_the_fast_path_and_the_scanner_agree(self) -> None:
        from adapters.murti_adapter import decode

        for data in self.SAMPLES:
            with self.subTest(data=data[:60]):
                text = data.decode("utf-8")
                fast = decode._accepted_by_json_loads(text, 512)
                try:
                    slow = decode._parse(text, 512) if text.strip() else None
                    slow = slow if isinstance(slow, dict) else None
                except (decode._Fault, decode._EndOfInput):
                    slow = None
                if fast is not None:
                    self.assertEqual(repr(fast), repr(slow))  # same values, same member order
                self.assertEqual(fault_of(data), _scanner_fault(data))

    def test_the_fast_path_takes_the_plain_documents(self) -> None:
        from adapters.murti_adapter import decode

        self.assertIsNotNone(decode._accepted_by_json_loads(self.SAMPLES[0].decode(), 512))
        for refused in (b'{"a": "x", "a": "y"}', b'{"a": NaN}', b'{"a": 1e400}', b'{"a": "\\ud800"}', b'[1]'):
            self.assertIsNone(decode._accepted_by_json_loads(refused.decode(), 512), refused)


def _scanner_fault(data: bytes) -> tuple[str, str] | None:
    """(rule, path) as the scanner alone judges `data` (the fast path switched off)."""
    from adapters.murti_adapter import decode

    original = decode._accepted_by_json_loads
    decode._accepted_by_json_loads = lambda text, max_nesting: None
    try:
        return fault_of(data)
    finally:
        decode._accepted_by_json_loads = original
