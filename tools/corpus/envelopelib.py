"""Envelope building blocks for tools/corpus/generate_envelope.py (docs/CONTRACT.md §6, docs/ENVELOPE.md).

Independent of the Swift reference validator on purpose: signatures come from the Python
`cryptography` package (OpenSSL underneath, RFC 6979 deterministic ECDSA so every run writes
the same bytes), and HPKE (RFC 9180 base mode, DHKEM(X25519, HKDF-SHA256), HKDF-SHA256,
AES-GCM) is composed here from `cryptography`'s X25519, HKDF-Expand and AES-GCM plus the
standard library's HMAC (HKDF-Extract is HMAC, RFC 5869 §2.2). `self_test()` checks that
composition against RFC 9180 Appendix A.1 before any fixture is written.

The keys are derived from published strings: they are TEST ONLY (corpus/keys/README.md).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

try:
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec, ed25519, x25519
    from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM
    from cryptography.hazmat.primitives.kdf.hkdf import HKDFExpand
except ImportError:  # pragma: no cover - a contributor's machine without the package
    sys.exit("generate_envelope.py needs the `cryptography` package (>= 44, for RFC 6979 "
             "ECDSA): pip install cryptography")

# Ed25519 group order L (RFC 8032 §5.1).
ED25519_ORDER = 2**252 + 27742317777372353535851937790883648493
# HPKE info of the envelope's encryption (docs/ENVELOPE.md "Encryption"); aad is empty.
ENVELOPE_INFO = b"murti-envelope-v1"
HYBRID = "hybrid-x25519-aesgcm"


def b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def test_seed(label: str) -> bytes:
    """32 bytes from a published label: anyone can recompute the TEST ONLY keys."""
    return hashlib.sha256(f"murti-conformance TEST ONLY {label}".encode("ascii")).digest()


# ------------------------------------------------------------------ HPKE (RFC 9180)

KEM_SUITE = b"KEM" + (0x0020).to_bytes(2, "big")


def hpke_suite(aead_id: int) -> bytes:
    return b"HPKE" + (0x0020).to_bytes(2, "big") + (0x0001).to_bytes(2, "big") + aead_id.to_bytes(2, "big")


def labeled_extract(salt: bytes, label: bytes, ikm: bytes, suite: bytes) -> bytes:
    # HKDF-Extract(salt, IKM) = HMAC-SHA256(salt, IKM); an empty salt is HashLen zeros.
    return hmac.new(salt or bytes(32), b"HPKE-v1" + suite + label + ikm, hashlib.sha256).digest()


def labeled_expand(prk: bytes, label: bytes, info: bytes, length: int, suite: bytes) -> bytes:
    labeled = length.to_bytes(2, "big") + b"HPKE-v1" + suite + label + info
    return HKDFExpand(hashes.SHA256(), length, labeled).derive(prk)


def x25519_public(private: bytes) -> bytes:
    return x25519.X25519PrivateKey.from_private_bytes(private).public_key().public_bytes_raw()


def derive_key_pair(ikm: bytes) -> tuple[bytes, bytes]:
    """DeriveKeyPair for X25519 (RFC 9180 §7.1.3)."""
    prk = labeled_extract(b"", b"dkp_prk", ikm, KEM_SUITE)
    private = labeled_expand(prk, b"sk", b"", 32, KEM_SUITE)
    return private, x25519_public(private)


def encapsulate(recipient_public: bytes, ephemeral_private: bytes) -> tuple[bytes, bytes]:
    dh = x25519.X25519PrivateKey.from_private_bytes(ephemeral_private).exchange(
        x25519.X25519PublicKey.from_public_bytes(recipient_public))
    enc = x25519_public(ephemeral_private)
    prk = labeled_extract(b"", b"eae_prk", dh, KEM_SUITE)
    return labeled_expand(prk, b"shared_secret", enc + recipient_public, 32, KEM_SUITE), enc


def key_schedule(shared_secret: bytes, info: bytes, aead_id: int, key_length: int) -> tuple[bytes, bytes]:
    suite = hpke_suite(aead_id)
    psk_id_hash = labeled_extract(b"", b"psk_id_hash", b"", suite)
    info_hash = labeled_extract(b"", b"info_hash", info, suite)
    context = b"\x00" + psk_id_hash + info_hash
    secret = labeled_extract(shared_secret, b"secret", b"", suite)
    return (labeled_expand(secret, b"key", context, key_length, suite),
            labeled_expand(secret, b"base_nonce", context, 12, suite))


def seal(
    plaintext: bytes,
    recipient_public: bytes,
    ephemeral_private: bytes,
    info: bytes = ENVELOPE_INFO,
    aad: bytes = b"",
    aead_id: int = 2,
) -> tuple[bytes, bytes]:
    """SealBase (RFC 9180 §6.1): (enc, ct‖tag). aead_id 2 is AES-256-GCM, 1 AES-128-GCM."""
    shared, enc = encapsulate(recipient_public, ephemeral_private)
    key, nonce = key_schedule(shared, info, aead_id, 32 if aead_id == 2 else 16)
    return enc, AESGCM(key).encrypt(nonce, plaintext, aad or None)


def self_test() -> None:
    """RFC 9180 A.1.1 (AES-128-GCM): the composition must give the RFC's values."""
    h = bytes.fromhex
    private, public = derive_key_pair(h("7268600d403fce431561aef583ee1613527cff655c1343f29812e66706df3234"))
    assert private.hex() == "52c4a758a802cd8b936eceea314432798d5baf2d7e9235dc084ab1b9cfa2f736"
    assert public.hex() == "37fda3567bdbd628e88668c3c8d7e97d1d1253b6d4ea6d44c150f741f1bf4431"
    recipient = h("3948cfe0ad1ddb695d780e59077195da6c56506b027329794ab02bca80815c4d")
    enc, sealed = seal(h("4265617574792069732074727574682c20747275746820626561757479"), recipient, private,
                       info=h("4f6465206f6e2061204772656369616e2055726e"), aad=h("436f756e742d30"), aead_id=1)
    assert enc == public
    assert sealed.hex() == ("f938558b5d72f1a23810b4be2ab4f84331acc02fc97babc53a52ae8218a355a96d"
                            "8770ac83d07bea87e13c512a"), "HPKE composition disagrees with RFC 9180 A.1"


# ------------------------------------------------------------------ the TEST ONLY keys

ED25519_SEED = test_seed("ed25519 key")
ED25519_KEY = ed25519.Ed25519PrivateKey.from_private_bytes(ED25519_SEED)
ED25519_PUBLIC = ED25519_KEY.public_key().public_bytes_raw()

ES256_SCALAR = test_seed("es256 key")
ES256_KEY = ec.derive_private_key(int.from_bytes(ES256_SCALAR, "big"), ec.SECP256R1())
ES256_PUBLIC = ES256_KEY.public_key().public_bytes(
    serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)

HYBRID_PRIVATE, HYBRID_PUBLIC = derive_key_pair(
    b"murti-conformance TEST ONLY hybrid-x25519-aesgcm key")
OTHER_PRIVATE, OTHER_PUBLIC = derive_key_pair(b"murti-conformance TEST ONLY another recipient")


def ephemeral_key() -> bytes:
    """The ephemeral key of every encrypted fixture: derived, so runs are reproducible, and
    chosen so its public key (the payload's first bytes) starts with a byte that is never the
    first byte of UTF-8 (0x80-0xC1, 0xF5-0xFF): read as a payload, the ciphertext fails at
    offset 0 with decode.encoding."""
    for counter in range(1000):
        private, public = derive_key_pair(b"murti-conformance TEST ONLY ephemeral %d" % counter)
        if 0x80 <= public[0] <= 0xC1 or public[0] >= 0xF5:
            return private
    raise AssertionError("no ephemeral key found")


def key_files() -> dict[str, dict[str, str]]:
    """corpus/keys/*.json (docs/ENVELOPE.md "Key files")."""
    note = "TEST ONLY: derived from a published string; never trust it in production (corpus/keys/README.md)"
    return {
        "test-ed25519.json": {"alg": "ed25519", "privateKey": b64(ED25519_SEED),
                              "publicKey": b64(ED25519_PUBLIC), "comment": note},
        "test-es256.json": {"alg": "es256", "privateKey": b64(ES256_SCALAR),
                            "publicKey": b64(ES256_PUBLIC), "comment": note},
        "test-hybrid-x25519-aesgcm.json": {"alg": HYBRID, "privateKey": b64(HYBRID_PRIVATE),
                                           "publicKey": b64(HYBRID_PUBLIC), "comment": note},
    }


# ------------------------------------------------------------------ signing and envelopes

def sign_ed25519(message: bytes, key: Ed25519PrivateKey = ED25519_KEY) -> bytes:
    return key.sign(message)


def sign_es256(message: bytes) -> bytes:
    """Raw r‖s (RFC 7518 §3.4), RFC 6979 deterministic."""
    der = ES256_KEY.sign(message, ec.ECDSA(hashes.SHA256(), deterministic_signing=True))
    r, s = decode_dss_signature(der)
    return r.to_bytes(32, "big") + s.to_bytes(32, "big")


def sign_es256_der(message: bytes) -> bytes:
    return ES256_KEY.sign(message, ec.ECDSA(hashes.SHA256(), deterministic_signing=True))


def sign(alg: str, message: bytes) -> bytes:
    return sign_es256(message) if alg == "es256" else sign_ed25519(message)


def envelope(
    payload_bytes: bytes,
    alg: str = "ed25519",
    signature: bytes | None = None,
    version: str = "1.0",
    enc: str | None = None,
    payload_text: str | None = None,
    signature_text: str | None = None,
    extra: dict[str, str] | None = None,
) -> dict[str, str]:
    """An envelope object: members in the order schemaVersion, alg, enc, payload, signature.
    `signature` defaults to a valid signature over `payload_bytes`; the *_text arguments
    replace the base64 text as written (for encoding faults)."""
    if signature is None:
        signature = sign(alg, payload_bytes)
    doc = {"schemaVersion": version, "alg": alg}
    if enc is not None:
        doc["enc"] = enc
    doc["payload"] = payload_text if payload_text is not None else b64(payload_bytes)
    doc["signature"] = signature_text if signature_text is not None else b64(signature)
    doc.update(extra or {})
    return doc


def encrypted(plaintext: bytes, recipient: bytes | None = None, info: bytes = ENVELOPE_INFO) -> bytes:
    """enc‖ct for `plaintext` sealed to the test hybrid key (or `recipient`)."""
    enc, sealed = seal(plaintext, recipient or HYBRID_PUBLIC, ephemeral_key(), info=info)
    return enc + sealed


def ed25519_challenge(r_bytes: bytes, public_key: bytes, message: bytes) -> int:
    """k = SHA-512(R ‖ A ‖ M) mod L (RFC 8032 §5.1.7): which small-order cases verify under the
    cofactorless equation depends on k mod 8."""
    digest = hashlib.sha512(r_bytes + public_key + message).digest()
    return int.from_bytes(digest, "little") % ED25519_ORDER


def with_s_plus_order(signature: bytes) -> bytes:
    """R ‖ (S + L): the same signature with a non-canonical S (RFC 8032 §5.1.7 refuses it)."""
    s = int.from_bytes(signature[32:], "little") + ED25519_ORDER
    assert s < 2**256
    return signature[:32] + s.to_bytes(32, "little")


def dumps_documents(documents: list[bytes]) -> str:
    """A manifest sequence fixture file (docs/ENVELOPE.md): kind and base64 documents."""
    return json.dumps({"kind": "manifestSequence", "documents": [b64(d) for d in documents]},
                      indent=2) + "\n"
