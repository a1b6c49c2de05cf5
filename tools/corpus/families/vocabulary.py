"""Layer-2 vocabulary and shapes (docs/CONTRACT.md §0): schemaVersion parts, the closed lists
(actions, envelope algorithms) compared exactly, envelope shapes, and the unknown-member edges
the mutation score found."""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

from ..corpuslib import Entry, compact, payload, pointer, pretty
from .common import MARK, ROOT, action_doc, splice

VERSION_SRC = (
    "seed: schemaVersion policy (Format: MAJOR.MINOR); CONTRACT §0 (`^[0-9]+\\.[0-9]+$`); "
    "CONTRACT §1 (`pattern` is ECMA-262); DECISIONS 7"
)


def versions(add: Callable[..., None], reject: Callable[..., Entry]) -> None:
    where = pointer("schemaVersion")
    cases = [
        (
            "plus-major",
            "+1.0",
            "a plus sign before the major: `[0-9]+` has no sign (a client "
            "parsing the major with Int() reads 1)",
        ),
        (
            "plus-major-2",
            "+2.0",
            "+2.0: malformed, so `pattern`, never `version.major` (the gate "
            "reads no major from a string it cannot parse, DECISIONS 7)",
        ),
        ("minus-minor", "1.-0", "a minus sign before the minor"),
        ("plus-minor", "1.+0", "a plus sign before the minor"),
        ("trailing-space", "1.0 ", "a space after the minor"),
        ("space-before-dot", "1 .0", "a space between the major and the dot"),
        ("space-after-dot", "1. 0", "a space between the dot and the minor"),
        ("double-dot", "1..0", "an empty part between two dots"),
        ("dot-only", ".", "both parts empty"),
        ("trailing-dot-zero", "1.0.", "an empty third part after the minor"),
        ("four-components", "1.0.0.0", "four parts"),
        ("trailing-crlf", "1.0\r\n", "1.0 followed by CR LF"),
        ("trailing-cr", "1.0\r", "1.0 followed by a carriage return"),
        ("leading-newline", "\n1.0", "a line feed before the major: `^` matches only at the start"),
        ("trailing-tab", "1.0\t", "a tab after the minor"),
        ("trailing-nul", "1.0\u0000", "U+0000 after the minor (escaped, so layer 1 accepts it)"),
        ("exponent", "1e0.0", "an exponent in the major: digits only"),
    ]
    for name, version, what in cases:
        add(
            f"invalid/schema/version/{name}.json",
            pretty(payload({"type": "vstack"}, version=version)),
            **reject(
                2,
                "pattern",
                where,
                description=f"schemaVersion {version!r}: {what}",
                source=VERSION_SRC,
            ),
        )
    # The same trailing line feed as the existing trailing-newline fixture, spelled as a
    # \u000a escape: the pattern is matched against the unescaped value.
    doc = payload({"type": "vstack"}, version=MARK)
    add(
        "invalid/schema/version/trailing-newline-escaped.json",
        splice(doc, b"1.0\\u000a"),
        **reject(
            2,
            "pattern",
            where,
            description='schemaVersion "1.0\\u000a": a trailing line feed written as a '
            "\\u escape; ECMA-262 `$` does not match before it",
            source=VERSION_SRC + "; RFC 8259 §7 (the escape stands for U+000A)",
        ),
    )
    # A higher minor spelled with a sign is malformed, not a higher minor.
    add(
        "invalid/schema/version/plus-higher-minor-client-1.2.json",
        pretty(payload({"type": "vstack"}, version="+1.3")),
        **reject(
            2,
            "pattern",
            where,
            profile="client-1.2",
            description="schemaVersion +1.3 under a 1.2 client: malformed, so `pattern`; it is "
            "not a higher minor (a client reading the parts with Int() would "
            "take it for one and render)",
            source=VERSION_SRC + "; DECISIONS 10",
        ),
    )
    add(
        "invalid/schema/version/envelope-trailing-newline.json",
        pretty(
            {"schemaVersion": "1.0\n", "alg": "ed25519", "payload": "e30=", "signature": "AAAA"}
        ),
        **reject(
            2,
            "pattern",
            where,
            requires=["envelope"],
            description="an envelope whose schemaVersion is 1.0 followed by a line feed: "
            "the gate (b) cannot read it, so the shape (c) refuses it",
            source=VERSION_SRC + "; CONTRACT §6 (b, c)",
        ),
    )


ENVELOPE_SRC = ("CONTRACT §0 (envelope: alg ed25519 or es256, enc hybrid-x25519-aesgcm: closed lists); "
                "CONTRACT §6 (c: the envelope's shape)")


ACTION_SRC = "seed: Invalid fixtures (not in the closed action enum); CONTRACT §0 (Action: a closed list)"


def _envelope(**members: str) -> dict[str, str]:
    """An envelope whose fault is in its shape (step c), so its signature is never read."""
    inner = compact(payload({"type": "vstack", "children": [{"type": "text", "props": {"value": "Hello"}}]}))
    envelope = {"schemaVersion": "1.0", "alg": "ed25519",
                "payload": base64.b64encode(inner.encode("utf-8")).decode("ascii"),
                "signature": base64.b64encode(bytes(range(64))).decode("ascii")}
    envelope.update(members)
    return envelope


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
        add(f"invalid/schema/action/{name}.json", pretty(action_doc(action)),
            **reject(2, "enum", at, description=description, source=ACTION_SRC))


SEED_DASHBOARD = {
    "schemaVersion": "1.0",
    "screen": {"key": "dashboard", "root": {"type": "vstack", "children": [
        {"type": "text", "props": {"value": "Hello, {{user.name}}"}}]}},
}


def b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def envelope(**changes: Any) -> dict[str, Any]:
    env = {"schemaVersion": "1.0", "alg": "ed25519",
           "payload": b64(compact(SEED_DASHBOARD).encode()),
           "signature": b64(bytes(range(64)))}
    for key, value in changes.items():
        if value is None:
            env.pop(key)
        else:
            env[key] = value
    return env


def envelopes(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    env_src = "CONTRACT §0 (envelope); CONTRACT §6 (c: the envelope's shape)"
    req = ["envelope"]

    def bad(
        name: str,
        doc: dict[str, Any] | None,
        rule: str,
        path: str,
        description: str,
        source: str = env_src,
        blob: bytes | None = None,
    ) -> None:
        add(f"invalid/schema/envelope/{name}.json", blob or pretty(doc),
            **reject(2, rule, path, requires=req, description=description, source=source))

    bad("missing-alg", envelope(alg=None), "required", "", "an envelope without alg")
    bad("missing-payload", envelope(payload=None), "required", "", "an envelope without payload")
    bad("missing-schema-version", envelope(schemaVersion=None), "required", "",
        "an envelope without schemaVersion",
        source=env_src + "; seed: schemaVersion policy (present on both the envelope and the "
                         "payload)")
    bad("alg-hs256", envelope(alg="HS256"), "enum", "/alg", "alg HS256: not in {ed25519, es256}")
    bad("alg-none", envelope(alg="none"), "enum", "/alg", "alg \"none\"")
    bad("alg-case", envelope(alg="Ed25519"), "enum", "/alg",
        "alg Ed25519: the enum is case-sensitive")
    bad("alg-number", envelope(alg=25519), "enum", "/alg",
        "alg as a number: alg is stated by enum alone, so enum is the failing keyword")
    bad("enc-unknown", envelope(enc="aes-256-gcm"), "enum", "/enc",
        "enc aes-256-gcm: not hybrid-x25519-aesgcm")
    bad("extra-key", envelope(kid="key-1"), "additionalProperties", "",
        "an envelope with an unknown member kid")
    bad("with-screen", envelope(screen=SEED_DASHBOARD["screen"]), "additionalProperties", "",
        "an envelope that also carries a payload's screen member")
    bad("payload-number", envelope(payload=12345), "type", "/payload", "payload as a number")
    bad("signature-null", {**envelope(), "signature": None}, "type", "/signature",
        "signature null: present (so read as an envelope) but not a string")
    bad("schema-version-number", envelope(schemaVersion=1.0), "type", "/schemaVersion",
        "an envelope whose schemaVersion is the number 1.0")
    bad("schema-version-malformed", envelope(schemaVersion="1"), "pattern", "/schemaVersion",
        "an envelope whose schemaVersion is \"1\"")
    # Without signature the discriminator picks the payload branch (docs/CONTRACT.md §0). A bare
    # envelope minus its signature would break two rules there (required: screen, and
    # additionalProperties: alg, payload), so this one carries a valid screen as well.
    # No `requires`: without a signature the document is a payload to every client.
    add("invalid/schema/envelope/missing-signature-read-as-payload.json",
        pretty({**envelope(signature=None), "screen": SEED_DASHBOARD["screen"]}),
        **reject(2, "additionalProperties", "",
                 description="envelope members without signature (and a valid screen): the "
                             "document is read as a payload, where alg and payload are unknown "
                             "members",
                 source=env_src + "; CONTRACT §0 (if/then/else on the presence of signature)"))

    # maxLength twins. The shapes at the limit pass the schema; the profile accepts only
    # es256, so the next step (docs/CONTRACT.md §6 d) refuses alg ed25519 as envelope.alg.
    pad = compact(SEED_DASHBOARD).encode()
    at_limit = pad + b" " * (786432 - len(pad))
    assert len(b64(at_limit)) == 1048576
    over = at_limit + b"   "
    assert len(b64(over)) == 1048580
    add("invalid/envelope/payload-1048576.json",
        compact(envelope(payload=b64(at_limit))),
        **reject(2, "envelope.alg", "/alg", profile="es256-only", requires=req, schema="accept",
                 description="payload of exactly 1,048,576 base64 characters passes maxLength; "
                             "the profile accepts only es256, so alg ed25519 is refused next",
                 source="seed: Bounds (Max envelope payload size); CONTRACT §6 (c then d)"))
    bad("payload-1048580", None, "maxLength", "/payload",
        "payload of 1,048,580 base64 characters (the shortest well-formed base64 past "
        "1,048,576)",
        source="seed: Bounds (Max envelope payload size); CONTRACT §0",
        blob=compact(envelope(payload=b64(over))).encode())
    sig = bytes(i % 256 for i in range(768))
    assert len(b64(sig)) == 1024
    add("invalid/envelope/signature-1024.json", pretty(envelope(signature=b64(sig))),
        **reject(2, "envelope.alg", "/alg", profile="es256-only", requires=req, schema="accept",
                 description="signature of exactly 1024 base64 characters passes maxLength; "
                             "the profile accepts only es256, so alg ed25519 is refused next",
                 source="CONTRACT §0 (signature at most 1,024); CONTRACT §6 (c then d)"))
    bad("signature-1028", envelope(signature=b64(sig + b"\x00\x01\x02")), "maxLength",
        "/signature", "signature of 1028 base64 characters",
        source="CONTRACT §0 (signature at most 1,024)")
    add("invalid/version/major/envelope-2.0.json", pretty(envelope(schemaVersion="2.0")),
        **reject(2, "version.major", "/schemaVersion", requires=req,
                 description="an envelope at schemaVersion 2.0 (its signature is not valid "
                             "either): the major gate runs before verification",
                 source="seed: schemaVersion policy (the envelope's is checked before "
                        "verify/decrypt); CONTRACT §6 (b)"))
    add("invalid/version/major/envelope-2.0-bad-shape.json",
        pretty(envelope(schemaVersion="2.0", alg="rot13", kid="k")),
        **reject(2, "version.major", "/schemaVersion", requires=req, schema="reject",
                 description="an envelope at schemaVersion 2.0 with an unknown alg and an extra "
                             "member: the major gate (b) runs before the shape (c)",
                 source="CONTRACT §6 (b before c); CONTRACT §1 (a wrong major is never "
                        "validated further)"))


def edges(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    """Cases no fixture had, found by the surviving mutants of tools/mutation (docs/MUTATION.md);
    each expectation is written from the contract, not from the mutant."""
    for name, node, where in [
        (
            "extra-keys-16",
            {"type": "vstack", **{f"k{index}": index for index in range(16)}},
            "after its type",
        ),
        (
            "extra-keys-16-before-type",
            {**{f"k{index}": index for index in range(16)}, "type": "vstack"},
            "before its type",
        ),
    ]:
        add(
            f"invalid/schema/node/{name}.json",
            pretty(payload(node)),
            **reject(
                2,
                "additionalProperties",
                pointer(*ROOT),
                description=f"a node with 16 unknown members written {where} (17 members): "
                f"one additionalProperties at the node, however many keys and "
                f"wherever type is",
                source="CONTRACT §0 (node: no other keys); DECISIONS 8",
            ),
        )
    names = (
        "CONTRACT §0 (identifier `^[A-Za-z][A-Za-z0-9_]*$`, type name `^[A-Za-z][A-Za-z0-9_.]*$`)"
    )
    action = {"type": "navigate", "screen": "Zone_2"}
    add(
        "invalid/semantic/screen/letters-digits-underscore.json",
        pretty(payload({"type": "button", "action": action})),
        **reject(
            3,
            "semantic.screen",
            pointer(*ROOT, "action", "screen"),
            description="a navigate to Zone_2: a well-formed identifier (a capital Z first, "
            "then letters, an underscore and a digit) that the profile does not "
            "know",
            source=names + "; CONTRACT §1 (layer 3: semantic.screen)",
        ),
    )
    add(
        "invalid/render/type-letters-digits-underscore.json",
        pretty(payload({"type": "vstack", "children": [{"type": "ext.Zoom_v2"}]})),
        **accept(
            layer=4,
            rule="render.placeholder",
            placeholders=[pointer(*ROOT, "children", 0)],
            description="a child of type ext.Zoom_v2: a well-formed type name (Z, digits, "
            "an underscore, a dot) that is not registered: a placeholder",
            source=names + "; seed: What validates where (layer 4)",
        ),
    )
    envelope = {
        "schemaVersion": "1.0",
        "alg": "ed25519",
        "payload": "e30=",
        "signature": "A" * 1025,
    }
    add(
        "invalid/schema/envelope/signature-1025.json",
        pretty(envelope),
        **reject(
            2,
            "maxLength",
            pointer("signature"),
            requires=["envelope"],
            description="a signature of 1025 characters, one past maxLength 1024 (its base64 "
            "form is checked later, in step d)",
            source="CONTRACT §0 (signature at most 1,024); CONTRACT §6 (c before d)",
        ),
    )
    envelope = {
        "schemaVersion": "1.0",
        "alg": "ed25519",
        "payload": "A" * 1048577,
        "signature": "AAAA",
    }
    add(
        "invalid/schema/envelope/payload-1048577.json",
        compact(envelope),
        **reject(
            2,
            "maxLength",
            pointer("payload"),
            requires=["envelope"],
            description="a payload of 1,048,577 characters, one past maxLength 1,048,576 "
            "(its base64 form is checked later, in step d)",
            source="seed: Bounds (Max envelope payload size); CONTRACT §0; CONTRACT §6 (c "
            "before d)",
        ),
    )
    token = (
        "CONTRACT §1 (Data-key tokens: exactly `{{` identifier (`.` identifier)* `}}`; anything "
        "else is literal text); DECISIONS 12"
    )
    for name, value, what in [
        ("open-braces-at-end", "Hello {{", "two opening braces at the very end"),
        (
            "token-one-closing-brace-at-end",
            "Hello {{user.name}",
            "{{user.name} at the very end (one closing brace)",
        ),
        ("token-dot-at-end", "Hello {{user.", "{{user. at the very end"),
        (
            "segment-129",
            "{{" + "k" * 129 + "}}",
            "braces around a 129-letter key: not an identifier (at most 128), so literal text",
        ),
    ]:
        add(
            f"valid/semantic/{name}.json",
            pretty(payload({"type": "text", "props": {"value": value}})),
            **accept(
                description=f"a props string with {what}: no token, so nothing to resolve",
                source=token + ("; CONTRACT §0 (identifier ≤ 128)" if "129" in name else ""),
            ),
        )
    add(
        "invalid/semantic/data-key/segment-128.json",
        pretty(payload({"type": "text", "props": {"value": "{{" + "k" * 128 + "}}"}})),
        **reject(
            3,
            "semantic.dataKey",
            pointer(*ROOT, "props", "value"),
            description="a token whose key is one 128-letter identifier, the longest allowed: "
            "a token, and the profile does not know the key",
            source=token + "; CONTRACT §0 (identifier ≤ 128)",
        ),
    )


def register(add: Callable[..., None], reject: Callable[..., Entry], accept: Callable[..., Entry]) -> None:
    """Adds this module's families through generate.py's `add` (docs/EXPECTATIONS.md)."""
    versions(add, reject)
    vocabulary(add, reject)
    envelopes(add, reject, accept)
    edges(add, reject, accept)
