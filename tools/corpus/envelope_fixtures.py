"""The signed-envelope fixtures of generate_envelope.py (docs/CONTRACT.md §6 steps b-e)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import envelopelib as env
from .corpuslib import compact, pretty

PROFILE = "test-keys"
REQ = ["envelope"]
C6 = "CONTRACT §6"

SEED_VALUE = {
    "schemaVersion": "1.0",
    "screen": {"key": "dashboard", "root": {"type": "vstack", "children": [
        {"type": "text", "props": {"value": "Hello, {{user.name}}"}}]}},
}


def payload_text(value: dict[str, Any], length_mod_3: int = 1) -> bytes:
    """Compact payload bytes whose length is `length_mod_3` modulo 3 (trailing JSON whitespace
    before the final newline), so the base64 ends in `==` and the padding can be broken."""
    raw = compact(value).encode("utf-8")
    while len(raw) % 3 != length_mod_3:
        raw = raw[:-1] + b" \n"
    return raw


PAYLOAD = payload_text(SEED_VALUE)


def child(node: dict[str, Any]) -> dict[str, Any]:
    return {"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {"type": "vstack", "children": [node]}}}


def register(add: Callable[..., None]) -> None:
    def accept(fid: str, doc_bytes: str, description: str, source: str, **rest: Any) -> None:
        add(fid, doc_bytes, outcome="accept", profile=rest.pop("profile", PROFILE), requires=REQ,
            description=description, source=source, **rest)

    def reject(
        fid: str, doc_bytes: str, layer: int, rule: str, path: str, description: str, source: str, **rest
    ) -> None:
        rest.setdefault("schema", "accept")
        add(fid, doc_bytes, outcome="reject", layer=layer, rule=rule, path=path,
            profile=rest.pop("profile", PROFILE), requires=REQ, description=description, source=source, **rest)

    signature_faults(reject)
    encoding_faults(reject, accept)
    payload_faults(reject, add)
    accepted(accept)
    encryption(reject, accept)
    ed25519_edges(reject, accept)


def accepted(accept: Callable[..., None]) -> None:
    accept("valid/envelope/ed25519.json", pretty(env.envelope(PAYLOAD)),
           "an Ed25519 envelope around the seed's kind of payload, signed with the test key",
           f"seed: Shape at a glance (Envelope); {C6}; RFC 8032")
    accept("valid/envelope/es256.json", pretty(env.envelope(PAYLOAD, alg="es256")),
           "an ES256 envelope, the signature the raw 64-byte r‖s",
           f"seed: Shape at a glance (Envelope); {C6}; RFC 7518 §3.4")
    # JSON escapes inside the base64 text are JSON's business (RFC 8259 §7): after
    # unescaping, the text is canonical base64 and the signature verifies.
    text = pretty(env.envelope(PAYLOAD))
    encoded = env.b64(PAYLOAD)
    escaped = f"\\u{ord(encoded[0]):04x}\\u{ord(encoded[1]):04x}" + encoded[2:]
    accept("valid/envelope/base64-json-escapes.json", text.replace(encoded, escaped),
           "the payload's first two base64 characters written as JSON \\u escapes: the string is the "
           "same canonical base64",
           f"RFC 8259 §7; RFC 4648 §4; {C6}")
    accept("valid/envelope/higher-minor-unknown-member.json",
           pretty(env.envelope(PAYLOAD, version="1.1", extra={"kid": "test-ed25519"})),
           "an envelope at schemaVersion 1.1 with an unknown member kid, under a 1.0 client: a warning, "
           "then the signature verifies and the payload is accepted",
           f"seed: schemaVersion policy (higher minor); DECISIONS 10; {C6}",
           warnings=[{"rule": "additionalProperties", "path": ""}], schema="reject")
    big = PAYLOAD[:-1] + b" " * (786432 - len(PAYLOAD)) + b"\n"
    assert len(env.b64(big)) == 1048576
    accept("valid/envelope/payload-1048576-signed.json", compact(env.envelope(big)),
           "a signed payload of exactly 1,048,576 base64 characters: at maxLength, verified and accepted",
           f"seed: Bounds (Max envelope payload size); CONTRACT §0; {C6}")


def signature_faults(reject: Callable[..., None]) -> None:
    sig = env.sign_ed25519(PAYLOAD)
    tampered = PAYLOAD.replace(b"Hello", b"Hallo")
    assert tampered != PAYLOAD and json.loads(tampered)
    src = f"{C6} (d: verification over the raw payload bytes)"
    reject("invalid/envelope/tampered-payload.json", pretty(env.envelope(tampered, signature=sig)),
           2, "envelope.signature", "/signature",
           "a valid payload changed after signing (Hello → Hallo): a tampered payload is never accepted", src)
    other = pretty(SEED_VALUE).encode("utf-8")
    reject("invalid/envelope/signature-over-other-bytes.json",
           pretty(env.envelope(PAYLOAD, signature=env.sign_ed25519(other))),
           2, "envelope.signature", "/signature",
           "the signature is over the same JSON value written with other whitespace: verification is "
           "over bytes, not values", src)
    reject("invalid/envelope/signature-truncated.json", pretty(env.envelope(PAYLOAD, signature=sig[:63])),
           2, "envelope.signature", "/signature", "a valid Ed25519 signature cut to 63 bytes",
           src + "; RFC 8032 §5.1.7")
    reject("invalid/envelope/signature-over-long.json", pretty(env.envelope(PAYLOAD, signature=sig + b"\x00")),
           2, "envelope.signature", "/signature", "a valid Ed25519 signature with a 65th byte",
           src + "; RFC 8032 §5.1.7")
    reject("invalid/envelope/signature-empty.json", pretty(env.envelope(PAYLOAD, signature=b"")),
           2, "envelope.signature", "/signature", "an empty signature (the empty base64 string)", src)
    reject("invalid/envelope/es256-tampered-payload.json",
           pretty(env.envelope(tampered, alg="es256", signature=env.sign_es256(PAYLOAD))),
           2, "envelope.signature", "/signature", "an ES256 envelope whose payload changed after signing", src)
    reject("invalid/envelope/es256-signature-der.json",
           pretty(env.envelope(PAYLOAD, alg="es256", signature=env.sign_es256_der(PAYLOAD))),
           2, "envelope.signature", "/signature",
           "an ES256 signature in DER (ECDSA-Sig-Value) instead of the raw 64-byte r‖s",
           src + "; RFC 7518 §3.4")
    reject("invalid/envelope/alg-swapped.json",
           pretty(env.envelope(PAYLOAD, alg="ed25519", signature=env.sign_es256(PAYLOAD))),
           2, "envelope.signature", "/signature",
           "a valid ES256 signature under alg ed25519: the alg names the verifier", src)
    reject("invalid/envelope/ed25519-s-plus-order.json",
           pretty(env.envelope(PAYLOAD, signature=env.with_s_plus_order(sig))),
           2, "envelope.signature", "/signature",
           "a valid Ed25519 signature with S replaced by S + L: a non-canonical S is refused",
           src + "; RFC 8032 §5.1.7 (0 <= S < L); Chalkias et al., Taming the many EdDSAs (2020), vector 6")
    reject("invalid/envelope/alg-not-accepted.json", pretty(env.envelope(PAYLOAD)),
           2, "envelope.alg", "/alg",
           "a correctly signed Ed25519 envelope under a profile that accepts only es256",
           f"{C6} (d: an algorithm this client does not accept)", profile="es256-only")
    reject("invalid/envelope/no-keys.json", pretty(env.envelope(PAYLOAD, alg="es256")),
           2, "envelope.alg", "/alg",
           "a correctly signed ES256 envelope under the default profile, which has no keys: it accepts no alg",
           f"{C6} (d); CONTRACT §2 (the default profile)", profile="default")
    reject("invalid/version/major/envelope-2.0-bad-signature.json",
           pretty(env.envelope(tampered, signature=sig, version="2.0")),
           2, "version.major", "/schemaVersion",
           "an envelope at schemaVersion 2.0 whose signature does not verify, under a profile with keys: "
           "the major gate runs before verification",
           "seed: schemaVersion policy (the envelope's is checked before verify/decrypt); CONTRACT §6 (b before d)")


def encoding_faults(reject: Callable[..., None], accept: Callable[..., None]) -> None:
    encoded = env.b64(PAYLOAD)
    assert encoded.endswith("==")
    src = (f"RFC 4648 §4 and §3.5 (canonical encoding); {C6}; docs/ENVELOPE.md (Base64); DECISIONS 16 "
           "(strict base64, else envelope.signature at that member)")

    def bad_payload(name: str, text: str, what: str) -> None:
        reject(f"invalid/envelope/payload-base64-{name}.json", pretty(env.envelope(PAYLOAD, payload_text=text)),
               2, "envelope.signature", "/payload", f"payload {what}; the signature is valid over the intended bytes",
               src)

    bad_payload("unpadded", encoded.rstrip("="), "base64 without its == padding")
    bad_payload("one-pad", encoded[:-1], "base64 with one = where two are needed")
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    last = encoded[-3]
    assert alphabet.index(last) & 0x0F == 0
    bad_payload("pad-bits", encoded[:-3] + alphabet[alphabet.index(last) + 1] + "==",
                "base64 whose pad bits are not zero (a lenient decoder reads the same bytes)")
    wrapped = "\n".join(encoded[i:i + 76] for i in range(0, len(encoded), 76))
    bad_payload("line-breaks", wrapped, "base64 wrapped at 76 characters (MIME style)")
    # A payload whose base64 has + or / (the characters base64url replaces).
    url_payload = next(raw for raw in (payload_text(child({"type": "text", "props": {"value": "?" * n}}))
                                       for n in range(1, 64)) if "/" in env.b64(raw) or "+" in env.b64(raw))
    reject("invalid/envelope/payload-base64-url-alphabet.json",
           pretty(env.envelope(url_payload, payload_text=env.b64(url_payload).replace("+", "-").replace("/", "_"))),
           2, "envelope.signature", "/payload",
           "payload in the base64url alphabet (- and _ for + and /); the signature is valid over the intended "
           "bytes", src)
    sig_text = env.b64(env.sign_ed25519(PAYLOAD))
    assert sig_text.endswith("==")
    reject("invalid/envelope/signature-base64-one-pad.json",
           pretty(env.envelope(PAYLOAD, signature_text=sig_text[:-1])), 2, "envelope.signature", "/signature",
           "a valid signature whose base64 has one = where two are needed", src)
    reject("invalid/envelope/signature-base64-space.json",
           pretty(env.envelope(PAYLOAD, signature_text=sig_text + " ")), 2, "envelope.signature", "/signature",
           "a valid signature whose base64 ends in a space", src)


def payload_faults(reject: Callable[..., None], add: Callable[..., None]) -> None:
    src = f"{C6} (e: the payload through layers 1-4, paths under /payload)"

    def signed(value_or_bytes: Any) -> str:
        raw = value_or_bytes if isinstance(value_or_bytes, bytes) else compact(value_or_bytes).encode("utf-8")
        return pretty(env.envelope(raw))

    reject("invalid/envelope/payload-major-2.json", signed({**SEED_VALUE, "schemaVersion": "2.0"}),
           2, "version.major", "/payload/schemaVersion",
           "a verified payload at schemaVersion 2.0 inside a 1.0 envelope: the payload's own major gate", src)
    reject("invalid/envelope/payload-missing-type.json", signed(child({"props": {"value": "x"}})),
           2, "required", "/payload/screen/root/children/0",
           "a verified payload with a node without type: the schema fault inside the payload", src)
    reject("invalid/envelope/payload-not-json.json", signed(b"Hello, world\n"),
           1, "decode.syntax", "/payload", "a verified payload that is not JSON: layer 1 of the payload", src)
    reject("invalid/envelope/payload-ghost-screen.json",
           signed({**SEED_VALUE, "screen": {**SEED_VALUE["screen"], "key": "ghostScreen"}}),
           3, "semantic.screen", "/payload/screen/key",
           "a verified payload whose screen key is not registered: layer 3 inside the payload",
           src + "; DECISIONS 11")
    inner = {**env.envelope(compact(SEED_VALUE).encode("utf-8")), "screen": SEED_VALUE["screen"]}
    reject("invalid/envelope/payload-is-an-envelope.json", signed(inner), 2, "additionalProperties", "/payload",
           "a verified payload that is itself an envelope (with a screen): the inside is read as a payload, "
           "where alg, payload and signature are unknown members; nothing is unwrapped twice", src)
    add("invalid/envelope/payload-unregistered-type.json", signed(child({"type": "lottie"})),
        outcome="accept", layer=4, rule="render.placeholder", placeholders=["/payload/screen/root/children/0"],
        profile=PROFILE, requires=REQ,
        description="a verified payload with a node of an unregistered type: a placeholder under /payload",
        source=src + "; seed: Invalid fixtures (lottie not linked)")
    big = PAYLOAD[:-1] + b" " * (786435 - len(PAYLOAD)) + b"\n"
    assert len(env.b64(big)) == 1048580
    add("invalid/schema/envelope/payload-1048580-signed.json", compact(env.envelope(big)),
        outcome="reject", layer=2, rule="maxLength", path="/payload", profile=PROFILE, requires=REQ,
        description="a correctly signed payload of 1,048,580 base64 characters: a valid signature does not "
                    "lift the size bound, which runs first",
        source="seed: Bounds (Max envelope payload size); CONTRACT §6 (c before d)")


def encryption(reject: Callable[..., None], accept: Callable[..., None]) -> None:
    hybrid = env.HYBRID
    sealed = env.encrypted(PAYLOAD)
    src = f"{C6} (d: decryption, HPKE base mode, RFC 9180); docs/ENVELOPE.md (Encryption)"
    accept("valid/envelope/encrypted.json", pretty(env.envelope(sealed, enc=hybrid)),
           "an encrypted (enc hybrid-x25519-aesgcm) and Ed25519-signed envelope: verified, decrypted, accepted", src)
    accept("valid/envelope/encrypted-es256.json", pretty(env.envelope(sealed, alg="es256", enc=hybrid)),
           "an encrypted, ES256-signed envelope", src)
    flipped = bytearray(sealed)
    flipped[40] ^= 0x01
    flipped = bytes(flipped)
    reject("invalid/envelope/encrypted-tampered.json",
           pretty(env.envelope(flipped, enc=hybrid, signature=env.sign_ed25519(sealed))),
           2, "envelope.signature", "/signature",
           "an encrypted payload with one ciphertext bit flipped after signing: verification runs before "
           "decryption", src)
    reject("invalid/envelope/encrypted-tampered-resigned.json", pretty(env.envelope(flipped, enc=hybrid)),
           2, "envelope.decrypt", "/payload",
           "a ciphertext bit flipped and the result signed again: the signature verifies, the AEAD tag does not",
           src)
    reject("invalid/envelope/encrypted-other-recipient.json",
           pretty(env.envelope(env.encrypted(PAYLOAD, recipient=env.OTHER_PUBLIC), enc=hybrid)),
           2, "envelope.decrypt", "/payload", "a payload encrypted to another X25519 key, correctly signed", src)
    reject("invalid/envelope/encrypted-other-info.json",
           pretty(env.envelope(env.encrypted(PAYLOAD, info=b"murti-envelope-v2"), enc=hybrid)),
           2, "envelope.decrypt", "/payload",
           "a payload encrypted with HPKE info murti-envelope-v2 instead of murti-envelope-v1", src)
    reject("invalid/envelope/enc-over-plaintext.json", pretty(env.envelope(PAYLOAD, enc=hybrid)),
           2, "envelope.decrypt", "/payload", "enc is set but the signed payload is plaintext JSON", src)
    # The shortest ciphertext HPKE can open: an empty plaintext. Decryption succeeds, and the
    # empty payload goes through layer 1 (step e), where an empty document is decode.syntax.
    reject("invalid/envelope/encrypted-empty-payload.json",
           pretty(env.envelope(env.encrypted(b""), enc=hybrid)), 1, "decode.syntax", "/payload",
           "an encrypted envelope whose plaintext is empty: it decrypts, then the empty payload is "
           "refused at layer 1", src + "; CONTRACT §6 (e: the payload's bytes through layers 1–4); "
           "DECISIONS 2 (an empty document is decode.syntax)")
    reject("invalid/envelope/encrypted-without-enc.json", pretty(env.envelope(sealed)),
           1, "decode.encoding", "/payload",
           "an encrypted payload whose envelope has no enc: the ciphertext is read as the payload, and its first "
           "byte is not UTF-8", f"{C6} (e); CONTRACT §1 (decode.encoding)")


def ed25519_edges(reject: Callable[..., None], accept: Callable[..., None]) -> None:
    identity = bytes([1]) + bytes(31)
    # A = identity, R = identity, S = 0: [S]B = R + [k]A holds for any message, with or without
    # the cofactor. RFC 8032 accepts; libraries that refuse small-order keys do not.
    zero_s = identity + bytes(32)
    accept("valid/envelope/ed25519-small-order-key-identity.json",
           pretty(env.envelope(PAYLOAD, signature=zero_s)),
           "public key and R the identity point, S = 0: both RFC 8032 equations hold for any message; "
           "verifiers that refuse small-order keys say envelope.signature",
           "RFC 8032 §5.1.7; CONTRACT §6 (small-order keys are informational); Chalkias et al., "
           "Taming the many EdDSAs (2020)",
           profile="ed25519-identity-key", informational=True)
    order8 = bytes.fromhex("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a")
    raw = PAYLOAD
    while env.ed25519_challenge(identity, order8, raw) % 8 == 0:
        raw = raw[:-1] + b"   \n"
    accept("valid/envelope/ed25519-small-order-key-order-8.json",
           pretty(env.envelope(raw, signature=zero_s)),
           "a public key of order 8, R the identity, S = 0, and k = H(R‖A‖M) not a multiple of 8: the "
           "cofactored equation of RFC 8032 §5.1.7 holds, the cofactorless one it allows does not",
           "RFC 8032 §5.1.7; CONTRACT §6 (small-order keys are informational)",
           profile="ed25519-order-8-key", informational=True)
    # "Taming the many EdDSAs", vector 4: a mixed-order key; cofactored verification accepts,
    # cofactorless refuses. Its message is not JSON, so a client that accepts the signature then
    # refuses the payload at layer 1 (0xE4 0x7D is not UTF-8).
    message = bytes.fromhex("e47d62c63f830dc7a6851a0b1f33ae4bb2f507fb6cffec4011eaccd55b53f56c")
    signature = bytes.fromhex("160a1cb0dc9c0258cd0a7d23e94d8fa878bcb1925f2c64246b2dee1796bed512"
                              "5ec6bc982a269b723e0668e540911a9a6a58921d6925e434ab10aa7940551a09")
    reject("invalid/envelope/ed25519-mixed-order-key.json",
           pretty(env.envelope(message, signature=signature)),
           1, "decode.encoding", "/payload",
           "a mixed-order public key (Taming the many EdDSAs, vector 4): cofactored verifiers accept the "
           "signature and refuse the non-JSON payload at layer 1; cofactorless ones say envelope.signature",
           "RFC 8032 §5.1.7; CONTRACT §6 (mixed-order keys are informational); Chalkias et al., "
           "Taming the many EdDSAs (2020), vector 4",
           profile="ed25519-mixed-order-key", informational=True)
