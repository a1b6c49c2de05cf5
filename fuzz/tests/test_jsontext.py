"""The JSON writer decides every byte (murti_fuzz.jsontext)."""

import json
import unittest

from fuzz.murti_fuzz.jsontext import (
    COMPACT,
    PRETTY,
    Num,
    Pairs,
    Raw,
    Str,
    dump,
    dumps,
    escape_string,
    fault_trailing_comma,
    fault_truncate,
)


class WriterTests(unittest.TestCase):
    def test_plain_values_match_json_loads(self) -> None:
        value = {"a": [1, 2.5, True, False, None, "x\ny\u00e9\U0001F600"], "b": {}}
        self.assertEqual(json.loads(dump(value)), value)

    def test_number_lexemes_are_written_as_given(self) -> None:
        self.assertEqual(dumps([Num("1E+2"), Num("-0"), Num("1e400")]), "[1E+2,-0,1e400]")

    def test_pairs_write_duplicate_names(self) -> None:
        self.assertEqual(dumps(Pairs((("a", 1), ("a", 2)))), '{"a":1,"a":2}')

    def test_escaping_modes(self) -> None:
        self.assertEqual(escape_string("é\x01\"", "minimal"), 'é\\u0001\\"')
        self.assertEqual(escape_string("é\U0001F600", "ascii"), "\\u00e9\\ud83d\\ude00")
        self.assertEqual(escape_string("ab", "all"), "\\u0061\\u0062")
        self.assertEqual(dumps(Str("a", "all")), '"\\u0061"')

    def test_raw_text_is_verbatim_and_lone_surrogates_survive(self) -> None:
        self.assertEqual(dump([Raw('"\\ud800"'), Raw("NaN")]), b'["\\ud800",NaN]')
        self.assertEqual(dump("\ud800"), b'"\xed\xa0\x80"')  # raw encoded surrogate

    def test_pretty_layout_is_ascii_and_parses_back(self) -> None:
        text = dumps({"k": ["é"]}, PRETTY)
        self.assertEqual(text, '{\n  "k": [\n    "\\u00e9"\n  ]\n}')
        self.assertEqual(json.loads(text), {"k": ["é"]})

    def test_deep_values_are_written_without_recursion(self) -> None:
        value = None
        for _ in range(5000):
            value = [value]
        self.assertEqual(dumps(value, COMPACT), "[" * 5000 + "null" + "]" * 5000)

    def test_byte_faults(self) -> None:
        self.assertEqual(fault_trailing_comma(b'{"a":[1]}', 0), b'{"a":[1,]}')
        self.assertEqual(fault_truncate(b"abc", 99), b"abc")
        self.assertEqual(fault_truncate(b"abc", 1), b"a")


if __name__ == "__main__":
    unittest.main()
