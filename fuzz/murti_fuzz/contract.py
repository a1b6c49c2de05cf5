"""The edge classes of the Murti contract that the strategies draw from.

Every list here names where it comes from (docs/CONTRACT.md section, seed section, RFC). Bounds are
read from the schema the run uses (`bounds_from_schema`), so a team's own copy with other
numbers is fuzzed at its own edges; the numbers below are docs/CONTRACT.md §0's, used when the schema
does not state one.
"""

from __future__ import annotations

from typing import Any

# docs/CONTRACT.md §0 bounds (seed: Bounds), the fallbacks of bounds_from_schema.
DEFAULT_BOUNDS = {
    "identifier.maxLength": 128,
    "typeName.maxLength": 128,
    "node.id.maxLength": 128,
    "value.maxLength": 4096,
    "value.maxItems": 512,
    "value.maxProperties": 64,
    "props.maxProperties": 64,
    "node.children.maxItems": 256,
    "envelope.payload.maxLength": 1_048_576,
    "envelope.signature.maxLength": 1024,
}
# docs/CONTRACT.md §1 layer 1: nesting 512 accepted, 513 refused (the top-level value counts 1).
MAX_NESTING = 512

# docs/CONTRACT.md §1 "Counting": string lengths are Unicode code points, never graphemes or UTF-16
# units. Each class is a list of *units*: a unit is one user-perceived character, made of one
# or more code points, so a string of N code points can hold fewer graphemes (combining, crlf,
# zwj, regional, jamo) or more UTF-16 units (astral) than N.
CHARACTER_CLASSES = {
    "ascii": list("abcXYZ019_"),
    "latin1": ["é", "ß", "ÿ", "\u00a0"],
    "bmp": ["€", "中", "ﬀ", "ǅ", "\u3000"],
    # astral: one code point, two UTF-16 units
    "astral": ["\U0001F600", "\U0001D49C", "\U00010437", "\U0010FFFD"],
    # a base letter and a combining mark: two code points, one grapheme
    "combining": ["e\u0301", "a\u0308", "o\u0302\u0323"],
    # CR LF is a single grapheme cluster (UAX #29 GB3)
    "crlf": ["\r\n"],
    "zwj": ["\U0001F469\u200d\U0001F469\u200d\U0001F467", "\U0001F3F3\ufe0f\u200d\U0001F308"],
    "regional": ["\U0001F1EE\U0001F1E9", "\U0001F1EF\U0001F1F5"],
    "jamo": ["\u1100\u1161", "\u1100\u1161\u11a8"],
    # docs/CONTRACT.md §1: noncharacters and U+0000 are accepted
    "nonchar": ["\uffff", "\ufdd0", "\U0010FFFF", "\ufffe"],
    "nul": ["\x00"],
    "control": ["\t", "\n", "\x1f", "\x7f", "\x85"],
    "separator": ["\u2028", "\u2029"],
    "bidi": ["\u202e", "\u200f", "\ufeff"],
    # ECMA-262 `\d` and `\w` are ASCII only; these are digits and letters to Python's `re`
    "unicode-digit": ["\u0661", "\uff11", "\u0967"],
    "unicode-letter": ["é", "\u017f", "\u212a", "\u0130", "ǅ"],
}

# Characters placed around an otherwise well-formed name (identifier, type name,
# schemaVersion) to probe `pattern`: ECMA-262 `$` does not match before a trailing newline
# (docs/CONTRACT.md §1), `.` and `_` are allowed only in some patterns, URLs must be refused (seed:
# Invalid fixtures).
PATTERN_EDGES = ["\n", "\r\n", "\r", "\u2028", " ", "\t", ".", "_", "-", "/", ":", "0",
                 "\x00", "\u0661", "\uff11", "é", "\u212a", "\u017f", "\ufeff", "\u200b"]
URL_FORMS = ["https://evil.com", "http://x", "javascript:alert(1)", "//host/path", "mailto:a@b",
             "a/b", "a.b", "a-b", "a b"]

# seed: schemaVersion policy; docs/CONTRACT.md §0 (`01.0` matches and its major is 1) and docs/DECISIONS.md 7.
VERSION_FORMS = ["1.0", "1.1", "1.9", "1.10", "2.0", "0.9", "0.0", "01.0", "001.000", "1",
                 "1.", ".1", "1.0.0", "1.0\n", "\n1.0", "1.0\r\n", "1.0 ", " 1.0", "1,0", "v1.0",
                 "\u0661.\u0660", "\uff11.\uff10", "1.0\x00", "", "+1.0", "-1.0", "1e0",
                 "99999999999999999999.0", "1.99999999999999999999", "18446744073709551617.0",
                 "1.0\u2028"]

# docs/CONTRACT.md §1 layer 1 and docs/DECISIONS.md 3: numbers within double range are accepted (underflow,
# -0 and integers past 2^53 too); past the largest double is decode.number.
NUMBER_LEXEMES = ["0", "-0", "0.0", "-0.0", "1", "1.0", "1e0", "1E+2", "1e-2", "0.1", "-1",
                  "1e400", "-1e400", "1e309", "-1e309", "1E400",
                  "1.7976931348623157e308", "1.7976931348623158e308",
                  "1.7976931348623159e308", "-1.7976931348623159e308",
                  "4.9e-324", "2e-324", "1e-400", "-1e-400", "9007199254740993",
                  "18446744073709551616", "123456789012345678901234567890", "1e-2147483648",
                  "1e2147483648", "0e400", "0.0000000000000000000000000001e400",
                  # the largest double written out, the midpoint to 2^1024 (rounds to
                  # infinity: decode.number) and one below it (rounds to the largest double)
                  str(2**1024 - 2**971), str(2**1024 - 2**970), str(2**1024 - 2**970 - 1)]
# Not RFC 8259 numbers: decode.syntax (docs/CONTRACT.md §1).
BAD_NUMBER_LEXEMES = ["01", "1.", "-", ".5", "+1", "0x10", "NaN", "Infinity", "-Infinity", "1e",
                      "1e+", "- 1", "1.e2", "00", "-01"]

# docs/CONTRACT.md §1 layer 3: data-key tokens are exactly `{{` identifier (`.` identifier)* `}}`.
DATA_KEY_FORMS = ["{{%s}}", "{{ %s }}", "{{%s}", "{%s}}", "{{{%s}}}", "{{%s.}}", "{{.%s}}",
                  "x{{%s}}y", "{{%s}}{{%s}}", "{{%s\n}}"]

# Names for unknown members (docs/CONTRACT.md §1 schemaVersion policy: additionalProperties), some of
# them spellings of real member names that are different names under code point comparison.
UNKNOWN_MEMBER_NAMES = ["x", "", "Type", "type ", "typ\u0065\u0301", "\u0074ype\u200b", "$ref",
                        "__proto__", "constructor", "\U0001F600", "children\x00", "é", "e\u0301"]

# seed: Shape at a glance; docs/CONTRACT.md §0: the closed vocabularies and their near misses.
ACTION_TYPE_EDGES = ["Navigate", "navigate ", "navigate\n", "NAVIGATE", "eval", "", "openUrl",
                     "openurl", "open_url", "api\x00", "dismis", "refresh\u200b"]
ALG_EDGES = ["ed25519", "es256", "Ed25519", "ES256", "ed25519\n", "none", "", "rs256", "eddsa"]
ENC_EDGES = ["hybrid-x25519-aesgcm", "HYBRID-X25519-AESGCM", "hybrid-x25519-aesgcm\n", "",
             "aesgcm"]


def bounds_from_schema(schema: dict[str, Any]) -> dict[str, int]:
    """docs/CONTRACT.md §0 bounds as `murti.schema.json` states them (`DEFAULT_BOUNDS` where it does
    not), keyed like DEFAULT_BOUNDS."""
    bounds = dict(DEFAULT_BOUNDS)
    defs = schema.get("$defs", {}) if isinstance(schema, dict) else {}

    def read(definition: str, *path_and_keyword: str) -> int:
        node = defs.get(definition)
        *path, keyword = path_and_keyword
        for step in path:
            node = node.get(step) if isinstance(node, dict) else None
        value = node.get(keyword) if isinstance(node, dict) else None
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    sources = {
        "identifier.maxLength": ("identifier", "maxLength"),
        "typeName.maxLength": ("typeName", "maxLength"),
        "node.id.maxLength": ("node", "properties", "id", "maxLength"),
        "value.maxLength": ("value", "maxLength"),
        "value.maxItems": ("value", "maxItems"),
        "value.maxProperties": ("value", "maxProperties"),
        "props.maxProperties": ("props", "maxProperties"),
        "node.children.maxItems": ("node", "properties", "children", "maxItems"),
        "envelope.payload.maxLength": ("envelope", "properties", "payload", "maxLength"),
        "envelope.signature.maxLength": ("envelope", "properties", "signature", "maxLength"),
    }
    for name, path in sources.items():
        value = read(*path)
        if value is not None:
            bounds[name] = value
    return bounds


def profile_names(profile: dict[str, Any]) -> dict[str, list[str]]:
    """The reference targets a profile knows (docs/CONTRACT.md §2): screens, requests, links, data
    keys and components, each a list of strings (empty when the profile lacks it)."""
    def names(key: str) -> list[str]:
        value = profile.get(key) if isinstance(profile, dict) else None
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []

    return {key: names(key) for key in ("screens", "requests", "links", "dataKeys", "components")}
