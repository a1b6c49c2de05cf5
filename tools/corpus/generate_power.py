"""The fourth part of tools/corpus/generate.py: fixture families for what fuzzing found in real
clients and what the schema's mutation score and the coverage map showed no fixture caught
(docs/FUZZING.md "From a finding to a fixture", docs/MUTATION.md "The schema"; stdlib only).

- an escaped high surrogate followed by a broken escape, or cut off by the end of the document
  (docs/DECISIONS.md 6a: `decode.encoding` at the high surrogate, the earlier offset; a JSON
  library's own error says `decode.syntax`);
- action chains over the bound in a node's own action and in its children, written in either
  order (docs/DECISIONS.md 9, 8: the first in document order is reported, whatever order a
  validator walks a node's members in);
- the closed vocabularies against the values a drifted schema would let in: `none` and each
  name in capitals (`alg: "ES256"`, the JWS spelling; `"type": "API"`), the mutants of
  `python3 -m tools.mutation --schema` that no fixture killed;
- identifier sites against the pattern classes the coverage map showed untried (a screen key
  with a leading digit, an empty link, a request with a dot), and `_` in a schemaVersion;
- two layer-1 faults in one document, in both orders (docs/DECISIONS.md 2: the lowest byte
  offset wins), for the pairs the fuzzer found a client deciding by its parser's order instead:
  nesting against a later duplicate name or trailing comma, a lone surrogate against a later
  duplicate name or number out of range, and each of those against a later byte that is not
  UTF-8, which is decode.encoding wherever it sits, even right after a backslash.

Every expectation is written from the seed, docs/CONTRACT.md §0–§2 and docs/DECISIONS.md, never
from what an implementation says.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

from .corpuslib import Entry, compact, payload, pointer, pretty

ROOT = ("screen", "root")
SURROGATE_SRC = ("CONTRACT §1 (decode.encoding: a lone surrogate, raw or escaped); DECISIONS 6a "
                 "(a high surrogate escape followed by a broken escape is decode.encoding at the "
                 "high surrogate, the earlier offset); DECISIONS 2 (the lowest byte offset wins)")
CHAIN_SRC = ("seed: Bounds (Max action-chain depth 4); CONTRACT §1 (Order: the first instance "
             "location in document order); DECISIONS 8 (document order: an object before its "
             "members, members in the order written); DECISIONS 9")


ENVELOPE_SRC = ("CONTRACT §0 (envelope: alg ed25519 or es256, enc hybrid-x25519-aesgcm: closed lists); "
                "CONTRACT §6 (c: the envelope's shape)")
ACTION_SRC = "seed: Invalid fixtures (not in the closed action enum); CONTRACT §0 (Action: a closed list)"
IDENTIFIER_SRC = ("CONTRACT §0 (Identifier: ^[A-Za-z][A-Za-z0-9_]*$, at most 128 characters; never a URL); "
                  "seed: What validates where (the schema checks the shape of the reference)")


def register(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    surrogates(add, reject)
    chain_order(add, reject)
    vocabulary(add, reject)
    identifiers(add, reject)
    layer1_order(add, reject)


def _text_document(value_text: bytes, close: bool = True) -> bytes:
    """A payload whose one text node's `value` is the raw JSON string body `value_text`; cut
    off right after it (no closing quote, no newline) when `close` is false."""
    marker = "\ue000VALUE\ue000"
    text = pretty(payload({"type": "vstack", "children": [
        {"type": "text", "props": {"value": marker}}]}))
    head, tail = text.encode("utf-8").split(marker.encode("utf-8"))
    return head + value_text + (tail if close else b"")


def surrogates(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """docs/DECISIONS.md 6a: the high surrogate's fault comes first, so it decides."""
    broken = [
        ("escaped-high-then-bad-hex", rb"Hi \ud800\u12x9 there",
         "an escaped high surrogate \\ud800 followed by the broken escape \\u12x9 (x is not a hex "
         "digit): the lone surrogate is the earlier fault"),
        ("escaped-high-then-bad-escape", rb"Hi \ud83d\q there",
         "an escaped high surrogate \\ud83d followed by \\q, not an escape of RFC 8259: the lone "
         "surrogate is the earlier fault"),
        ("escaped-high-then-short-escape", rb"Hi \ud800\u00",
         "an escaped high surrogate followed by \\u00 and the closing quote (an escape of two hex "
         "digits): the lone surrogate is the earlier fault"),
    ]
    for name, body, description in broken:
        add(f"invalid/decode/encoding/{name}.json", _text_document(body),
            **reject(1, "decode.encoding", "", description=description, source=SURROGATE_SRC))
    cut = [
        ("escaped-high-cut-off", rb"Hi \ud800",
         "the document ends right after an escaped high surrogate, inside its string (no closing "
         "quote, no newline): the lone surrogate is at a lower offset than the missing end"),
        ("escaped-high-cut-off-after-backslash", b"Hi \\ud83d\\",
         "the document ends after an escaped high surrogate and a lone backslash: the surrogate "
         "is not followed by a low one, and its offset is the lower"),
        ("escaped-high-cut-off-in-low-escape", rb"Hi \ud83d\ude",
         "the document ends inside the escape that would have been the low surrogate (\\ude): the "
         "high surrogate has no low one, and its offset is the lower"),
    ]
    for name, body, description in cut:
        add(f"invalid/decode/encoding/{name}.json", _text_document(body, close=False),
            **reject(1, "decode.encoding", "", description=description, source=SURROGATE_SRC))


def _chain(depth: int) -> dict[str, Any]:
    """An onSuccess chain of `depth` actions (the first is the node's own)."""
    kinds = [{"type": "refresh"}, {"type": "api", "request": "getAccountBalance"},
             {"type": "navigate", "screen": "balanceDetail"}, {"type": "dismiss"}]
    action = dict(kinds[(depth - 1) % len(kinds)])
    for index in range(depth - 2, -1, -1):
        action = {**kinds[index % len(kinds)], "onSuccess": action}
    return action


def chain_order(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """Two actions over maxChainDepth: the node's own and its child's. Document order decides
    which one is reported: members in the order the text writes them (docs/DECISIONS.md 8)."""
    five = ["onSuccess"] * 4
    child = {"type": "button", "props": {"title": "Go"}, "action": _chain(5)}
    children_first = {"type": "vstack", "children": [child], "action": _chain(5)}
    add("invalid/bounds/chain/children-written-before-action.json",
        pretty(payload(children_first)),
        **reject(2, "bounds.chain", pointer(*ROOT, "children", 0, "action", *five),
                 description="the root's own action and its child's both reach chain depth 5; "
                             "the root writes children before action, so the child's chain comes "
                             "first in document order and is reported",
                 source=CHAIN_SRC))
    action_first = {"type": "vstack", "action": _chain(5), "children": [child]}
    add("invalid/bounds/chain/action-written-before-children.json",
        pretty(payload(action_first)),
        **reject(2, "bounds.chain", pointer(*ROOT, "action", *five),
                 description="the root's own action and its child's both reach chain depth 5; "
                             "the root writes action before children, so its own chain comes "
                             "first in document order and is reported",
                 source=CHAIN_SRC))
    grandchild = {"type": "hstack", "children": [child]}
    deep_first = {"type": "vstack", "children": [grandchild], "action": _chain(5)}
    add("invalid/bounds/chain/grandchild-written-before-action.json",
        pretty(payload(deep_first)),
        **reject(2, "bounds.chain",
                 pointer(*ROOT, "children", 0, "children", 0, "action", *five),
                 description="a grandchild's chain and the root's own both reach depth 5; the "
                             "grandchild's is written first (children before action) and is "
                             "reported: document order, not the depth of the node",
                 source=CHAIN_SRC))


def _envelope(**members: str) -> dict[str, str]:
    """An envelope whose fault is in its shape (step c), so its signature is never read."""
    inner = compact(payload({"type": "vstack", "children": [{"type": "text", "props": {"value": "Hello"}}]}))
    envelope = {"schemaVersion": "1.0", "alg": "ed25519",
                "payload": base64.b64encode(inner.encode("utf-8")).decode("ascii"),
                "signature": base64.b64encode(bytes(range(64))).decode("ascii")}
    envelope.update(members)
    return envelope


def _action_doc(action: dict[str, Any]) -> dict[str, Any]:
    return payload({"type": "vstack", "children": [
        {"type": "button", "props": {"title": "Go"}, "action": action}]})


def vocabulary(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """Each closed vocabulary refuses `none` and each of its names in capitals: an enum is
    compared exactly (JSON Schema `enum`: equal JSON values), so no case-folding drift passes."""
    for name, members, path, description in [
        ("alg-es256-upper", {"alg": "ES256"}, "/alg", "alg ES256, the JWS spelling: the enum holds es256 only"),
        ("alg-ed25519-upper", {"alg": "ED25519"}, "/alg", "alg ED25519: the enum holds ed25519 only"),
        ("enc-none", {"enc": "none"}, "/enc", "enc \"none\": an unencrypted payload says so by leaving enc out"),
        ("enc-upper", {"enc": "HYBRID-X25519-AESGCM"}, "/enc", "enc in capitals: the enum holds "
                                                              "hybrid-x25519-aesgcm only"),
    ]:
        add(f"invalid/schema/envelope/{name}.json", pretty(_envelope(**members)),
            **reject(2, "enum", path, requires=["envelope"], description=description, source=ENVELOPE_SRC))
    at = pointer(*ROOT, "children", 0, "action", "type")
    for name, action, description in [
        ("type-none", {"type": "none"}, "an action whose type is none"),
        ("type-navigate-upper", {"type": "NAVIGATE", "screen": "productDetail"},
         "an action whose type is NAVIGATE (with the screen a navigate needs): the enum is case-sensitive"),
        ("type-api-upper", {"type": "API", "request": "getAccountBalance"},
         "an action whose type is API (with the request an api needs): the enum is case-sensitive"),
        ("type-dismiss-upper", {"type": "DISMISS"}, "an action whose type is DISMISS: the enum is case-sensitive"),
        ("type-refresh-upper", {"type": "REFRESH"}, "an action whose type is REFRESH: the enum is case-sensitive"),
        ("type-openurl-upper", {"type": "OPENURL", "link": "help"},
         "an action whose type is OPENURL (with the link an openURL needs): the enum is case-sensitive"),
    ]:
        add(f"invalid/schema/action/{name}.json", pretty(_action_doc(action)),
            **reject(2, "enum", at, description=description, source=ACTION_SRC))


def identifiers(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """The identifier pattern at every site it guards: a screen key, an action's screen, request
    and link. A leading digit or underscore, an empty name and a dot are refused everywhere."""
    key_at = pointer("screen", "key")
    for name, key, description in [
        ("key-leading-digit", "2dashboard", "a screen key starting with a digit"),
        ("key-leading-underscore", "_dashboard", "a screen key starting with an underscore"),
    ]:
        add(f"invalid/schema/screen/{name}.json",
            pretty(payload({"type": "vstack"}, key=key)),
            **reject(2, "pattern", key_at, description=description, source=IDENTIFIER_SRC))
    action_at = pointer(*ROOT, "children", 0, "action")
    for name, action, member, description in [
        ("screen-leading-digit", {"type": "navigate", "screen": "2productDetail"}, "screen",
         "a navigate screen starting with a digit"),
        ("screen-leading-underscore", {"type": "navigate", "screen": "_productDetail"}, "screen",
         "a navigate screen starting with an underscore"),
        ("link-leading-digit", {"type": "openURL", "link": "2help"}, "link", "an openURL link starting with a digit"),
        ("link-leading-underscore", {"type": "openURL", "link": "_help"}, "link",
         "an openURL link starting with an underscore"),
        ("link-empty", {"type": "openURL", "link": ""}, "link", "an empty openURL link"),
        ("link-leading-dot", {"type": "openURL", "link": ".help"}, "link", "an openURL link starting with a dot"),
        ("link-leading-dash", {"type": "openURL", "link": "-help"}, "link", "an openURL link starting with a hyphen"),
        ("link-dot", {"type": "openURL", "link": "help.faq"}, "link",
         "an openURL link with a dot: identifiers have none (type names do)"),
        ("request-empty", {"type": "api", "request": ""}, "request", "an empty api request"),
        ("request-dot", {"type": "api", "request": "account.balance"}, "request",
         "an api request with a dot: identifiers have none (type names do)"),
    ]:
        add(f"invalid/schema/action/{name}.json", pretty(_action_doc(action)),
            **reject(2, "pattern", action_at + "/" + member, description=description, source=IDENTIFIER_SRC))
    type_src = ("CONTRACT §0 (Type name: ^[A-Za-z][A-Za-z0-9_.]*$: a letter first, the dot namespaces "
                "third-party components)")
    add("invalid/schema/node/type-leading-dash.json",
        pretty(payload({"type": "vstack", "children": [{"type": "-text", "props": {"value": "Hi"}}]})),
        **reject(2, "pattern", pointer(*ROOT, "children", 0, "type"),
                 description="a node type starting with a hyphen", source=type_src))
    version_src = ("seed: schemaVersion policy (Format: MAJOR.MINOR); CONTRACT §0 (`^[0-9]+\\.[0-9]+$`: "
                   "each part a run of ASCII digits); DECISIONS 7 (a malformed version is pattern)")
    for name, version, description in [
        ("underscore-in-major", "1_0.0", "a schemaVersion 1_0.0: an underscore is not a digit"),
        ("underscore-in-minor", "1.0_1", "a schemaVersion 1.0_1: an underscore is not a digit"),
    ]:
        add(f"invalid/schema/version/{name}.json", pretty(payload({"type": "vstack"}, version=version)),
            **reject(2, "pattern", "/schemaVersion", description=description, source=version_src))


def _splice(document: dict[str, Any], raw: bytes, marker: str = "\ue000MARK\ue000") -> bytes:
    """The document's compact text with the string `marker` (quotes included) replaced by `raw`."""
    text = compact(document).encode("utf-8")
    quoted = b'"' + marker.encode("utf-8") + b'"'
    assert text.count(quoted) == 1
    return text.replace(quoted, raw)


def layer1_order(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    """Two layer-1 faults, the first in byte order decides (docs/DECISIONS.md 2). Each pair comes in
    both orders, so a client that always prefers one rule fails one of the two."""
    order_src = ("CONTRACT §1 (layer 1); DECISIONS 2 (one scan front to back: the fault at the lowest "
                 "byte offset wins; invalid UTF-8 anywhere is decode.encoding)")
    deep = b"[" * 509 + b"0" + b"]" * 509  # nesting 513: the document, screen, root, props, then 509 arrays
    root = {"type": "vstack", "props": {"n": "\ue000MARK\ue000"}}
    cases = [
        ("invalid/decode/depth/nesting-513-before-duplicate-name.json",
         _splice(payload(root), deep + b'},"type":"vstack","props2":{"z":1'), "decode.depth",
         "nesting 513 in props, then a repeated member name later in the document: the depth fault "
         "comes first", order_src + "; DECISIONS 4"),
        ("invalid/decode/syntax/duplicate-after-trailing-comma.json",
         _splice(payload(root), b'[1,]},"type":"vstack","props2":{"z":1'), "decode.syntax",
         "a trailing comma in props, then a repeated member name: the syntax fault comes first",
         order_src),
        ("invalid/decode/depth/nesting-513-before-trailing-comma.json",
         _splice(payload(root), deep + b',}'), "decode.depth",
         "nesting 513 in props, then a trailing comma: the depth fault comes first", order_src + "; DECISIONS 4"),
        ("invalid/decode/syntax/trailing-comma-before-nesting-513.json",
         _splice(payload(root), b'[1,],"m":' + deep), "decode.syntax",
         "a trailing comma in props, then nesting 513: the syntax fault comes first", order_src + "; DECISIONS 4"),
        ("invalid/decode/encoding/lone-surrogate-before-duplicate-name.json",
         _splice(payload(root), b'"\\ud800"},"type":"vstack","props2":{"z":1'), "decode.encoding",
         "an escaped lone surrogate in props, then a repeated member name: the surrogate comes first",
         order_src + "; DECISIONS 6a"),
        ("invalid/decode/duplicate-key/before-lone-surrogate.json",
         _splice(payload(root), b'1},"type":"vstack","props2":{"z":"\\ud800"'), "decode.duplicateKey",
         "a repeated member name, then an escaped lone surrogate later: the repeated name comes first "
         "(found at its opening quote)", order_src + "; DECISIONS 6a"),
        ("invalid/decode/encoding/lone-surrogate-before-number-overflow.json",
         _splice(payload(root), b'"\\ud800","m":1e400'), "decode.encoding",
         "an escaped lone surrogate, then the number 1e400: the surrogate comes first", order_src + "; DECISIONS 3"),
        ("invalid/decode/number/overflow-before-lone-surrogate.json",
         _splice(payload(root), b'1e400,"m":"\\ud800"'), "decode.number",
         "the number 1e400, then an escaped lone surrogate: the number comes first", order_src + "; DECISIONS 3"),
        ("invalid/decode/number/overflow-before-invalid-utf8.json",
         _splice(payload(root), b'1e400,"m":"ab\xffcd"'), "decode.number",
         "the number 1e400, then the byte FF in a later string: the number comes first", order_src + "; DECISIONS 3"),
        ("invalid/decode/duplicate-key/before-invalid-utf8.json",
         _splice(payload(root), b'1},"type":"vstack","props2":{"z":"ab\xffcd"'), "decode.duplicateKey",
         "a repeated member name, then the byte FF in a later string: the repeated name comes first",
         order_src + "; DECISIONS 6a"),
        ("invalid/decode/syntax/trailing-comma-before-invalid-utf8.json",
         _splice(payload(root), b'[1,],"m":"ab\xffcd"'), "decode.syntax",
         "a trailing comma, then the byte FF in a later string: the syntax fault comes first (a client that "
         "checks UTF-8 before it parses says decode.encoding)", order_src),
        ("invalid/decode/number/overflow-before-trailing-comma.json",
         _splice(payload(root), b'1e400,"m":[1,]'), "decode.number",
         "the number 1e400, then a trailing comma: the number comes first (a client that checks numbers "
         "after its parser says decode.syntax)", order_src + "; DECISIONS 3"),
        ("invalid/decode/number/overflow-before-duplicate-name.json",
         _splice(payload(root), b'1e400},"type":"vstack","props2":{"z":1'), "decode.number",
         "the number 1e400, then a repeated member name: the number comes first", order_src + "; DECISIONS 3"),
        ("invalid/decode/encoding/lone-surrogate-before-trailing-comma.json",
         _splice(payload(root), b'"\\ud800","m":[1,]'), "decode.encoding",
         "an escaped lone surrogate, then a trailing comma: the surrogate comes first (a client that checks "
         "surrogates after its parser says decode.syntax)", order_src + "; DECISIONS 6a"),
        ("invalid/decode/encoding/invalid-utf8-after-backslash.json",
         _splice(payload(root), b'"ab\\\xffcd"'), "decode.encoding",
         "a backslash followed by the byte FF: not UTF-8, so decode.encoding, though no escape starts with it "
         "either", order_src),
        ("invalid/decode/encoding/invalid-utf8-in-unicode-escape.json",
         _splice(payload(root), b'"ab\\u\xf4\x90\x80\x80cd"'), "decode.encoding",
         "\\u followed by F4 90 80 80 (past U+10FFFF) where a hex digit should be: the escape breaks at a byte "
         "that is not UTF-8, so decode.encoding", order_src),
    ]
    for fid, data, rule, description, source in cases:
        # decode.duplicateKey is reported at the object holding both names (docs/DECISIONS.md 5).
        path = pointer(*ROOT) if rule == "decode.duplicateKey" else ""
        add(fid, data, **reject(1, rule, path, description=description, source=source))
