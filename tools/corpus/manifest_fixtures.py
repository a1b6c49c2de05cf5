"""The manifest-sequence fixtures of generate_envelope.py (docs/CONTRACT.md §6; seed: Manifest).

A fixture file is `{"kind": "manifestSequence", "documents": [base64 of each envelope]}`
(docs/ENVELOPE.md); its entry lists one expected answer per document in `steps`. A JSON
Schema engine judges the file itself, which is not a Murti document: `schema: reject`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from . import envelopelib as env
from .corpuslib import compact

PROFILE = "test-keys"
REQ = ["envelope", "manifest"]
SRC = ("seed: Manifest (a lower sequence is rejected); "
       "CONTRACT §6 (equal accepted; a refused manifest never moves the sequence)")
ACCEPT = {"outcome": "accept"}
ROLLBACK = {"outcome": "reject", "layer": 3, "rule": "manifest.rollback", "path": "/payload/sequence"}


def manifest_bytes(
    sequence: int,
    screens: dict[str, Any] | None = None,
    raw_sequence: str | None = None,
    extra: dict[str, str] | None = None,
) -> bytes:
    """The manifest JSON; `raw_sequence` writes the number's lexeme as given."""
    value = {"sequence": sequence, "screens": screens if screens is not None else {"dashboard": "v3"}}
    value.update(extra or {})
    text = compact(value)
    if raw_sequence is not None:
        text = text.replace(f'"sequence":{json.dumps(sequence)}', '"sequence":' + raw_sequence, 1)
    return text.encode("utf-8")


def signed(payload: bytes, alg: str = "ed25519", signature: bytes | None = None, version: str = "1.0") -> bytes:
    """One manifest envelope's bytes (compact, one line)."""
    return compact(env.envelope(payload, alg=alg, signature=signature, version=version)).encode("utf-8")


def step(**fields: Any) -> dict[str, Any]:
    return {"outcome": "reject", **fields}


def register(add: Callable[..., None]) -> None:
    def sequence(
        fid: str, documents: list[bytes], steps: list[dict[str, Any]], description: str, source: str = SRC
    ) -> None:
        assert len(documents) == len(steps), fid
        add(fid, env.dumps_documents(documents), steps=steps, profile=PROFILE, requires=REQ, schema="reject",
            description=description, source=source)

    sequence("valid/manifest/increasing.json",
             [signed(manifest_bytes(1)), signed(manifest_bytes(2), alg="es256"), signed(manifest_bytes(7))],
             [ACCEPT, ACCEPT, ACCEPT],
             "sequences 1, 2 (ES256) and 7: each higher than the last applied, all accepted")
    sequence("valid/manifest/equal.json",
             [signed(manifest_bytes(5)), signed(manifest_bytes(5, {"dashboard": "v4"}))],
             [ACCEPT, ACCEPT],
             "sequence 5 twice: an equal sequence is not a rollback (the seed refuses only a lower one)")
    sequence("invalid/manifest/rollback.json",
             [signed(manifest_bytes(7)), signed(manifest_bytes(3))],
             [ACCEPT, ROLLBACK],
             "sequence 7, then a validly signed 3: a rollback to a stale manifest is refused")
    sequence("invalid/manifest/rollback-after-equal.json",
             [signed(manifest_bytes(5)), signed(manifest_bytes(5)), signed(manifest_bytes(4))],
             [ACCEPT, ACCEPT, ROLLBACK],
             "sequences 5, 5, 4: the equal one is accepted, the lower one refused")
    forged = env.sign_ed25519(manifest_bytes(8))
    sequence("invalid/manifest/bad-signature-does-not-advance.json",
             [signed(manifest_bytes(5)), signed(manifest_bytes(9), signature=forged), signed(manifest_bytes(7)),
              signed(manifest_bytes(6))],
             [ACCEPT, step(layer=2, rule="envelope.signature", path="/signature"), ACCEPT, ROLLBACK],
             "5; a 9 whose signature is another manifest's (refused); 7 (accepted: 9 never applied); 6 (a "
             "rollback from 7)")
    sequence("invalid/manifest/tampered-sequence.json",
             [signed(manifest_bytes(3)), signed(manifest_bytes(9), signature=env.sign_ed25519(manifest_bytes(4))),
              signed(manifest_bytes(4))],
             [ACCEPT, step(layer=2, rule="envelope.signature", path="/signature"), ACCEPT],
             "3; manifest 4's signature over a payload whose sequence was raised to 9 (refused); then 4 itself, "
             "accepted because the forged 9 never moved the sequence")
    sequence("invalid/manifest/beyond-2-53.json",
             [signed(manifest_bytes(9007199254740993)), signed(manifest_bytes(9007199254740992))],
             [ACCEPT, ROLLBACK],
             "2^53 + 1, then 2^53: a rollback by one that a comparison of doubles would call equal",
             SRC + "; murti.schema.json #/$defs/manifest (sequence: integer)")
    sequence("invalid/manifest/integer-spellings.json",
             [signed(manifest_bytes(7)), signed(manifest_bytes(7, raw_sequence="70e-1")),
              signed(manifest_bytes(7, raw_sequence="6.5")), signed(manifest_bytes(-1))],
             [ACCEPT, ACCEPT, step(layer=2, rule="type", path="/payload/sequence"), ROLLBACK],
             "7; 70e-1 (the integer 7: equal, accepted); 6.5 (not an integer: type); -1 (a rollback)",
             SRC + "; murti.schema.json #/$defs/manifest; JSON Schema Draft 2020-12 (integer is mathematical)")
    sequence("invalid/manifest/unsigned.json",
             [manifest_bytes(9), signed(manifest_bytes(1))],
             [step(layer=2, rule="required", path=""), ACCEPT],
             "a bare manifest without an envelope (refused: required signature); then a signed 1, accepted "
             "because the unsigned 9 never applied",
             SRC + "; seed: Manifest (the envelope is verified before the manifest is trusted); docs/ENVELOPE.md")
    sequence("invalid/manifest/wrong-major.json",
             [signed(manifest_bytes(4), version="2.0"), signed(manifest_bytes(2))],
             [step(layer=2, rule="version.major", path="/schemaVersion"), ACCEPT],
             "a manifest envelope at schemaVersion 2.0 (refused before verification), then a 1.0 one",
             SRC + "; seed: schemaVersion policy")
    screen_value = {"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {"type": "text"}}}
    sequence("invalid/manifest/shape.json",
             [signed(manifest_bytes(1, {"https://evil.example": "v1"})),
              signed(manifest_bytes(1, extra={"note": "x"})),
              signed(compact({"sequence": 1}).encode("utf-8")),
              signed(manifest_bytes(1, {"dashboard": 3})),
              signed(compact(screen_value).encode("utf-8")),
              signed(manifest_bytes(1))],
             [step(layer=2, rule="pattern", path="/payload/screens/https:~1~1evil.example"),
              step(layer=2, rule="additionalProperties", path="/payload"),
              step(layer=2, rule="required", path="/payload"),
              step(layer=2, rule="type", path="/payload/screens/dashboard"),
              step(layer=2, rule="required", path="/payload"),
              ACCEPT],
             "verified manifests of the wrong shape: a URL as a screen key, an extra member, no screens, a "
             "number as a version, a screen payload instead of a manifest; then a good one",
             "murti.schema.json #/$defs/manifest; seed: Manifest; DECISIONS 8")
    long_name = "a" * 129
    sequence("invalid/manifest/screen-names.json",
             [signed(manifest_bytes(1, {"2fa": "v1"})), signed(manifest_bytes(1, {"_home": "v1"})),
              signed(manifest_bytes(1, {"home.v2": "v1"})), signed(manifest_bytes(1, {"": "v1"})),
              signed(manifest_bytes(1, {long_name: "v1"})), signed(manifest_bytes(1, {"home": "v1"}))],
             [step(layer=2, rule="pattern", path="/payload/screens/2fa"),
              step(layer=2, rule="pattern", path="/payload/screens/_home"),
              step(layer=2, rule="pattern", path="/payload/screens/home.v2"),
              step(layer=2, rule="pattern", path="/payload/screens/"),
              step(layer=2, rule="maxLength", path="/payload/screens/" + long_name),
              ACCEPT],
             "verified manifests whose screen names are not screen keys: a leading digit, a leading "
             "underscore, a dot, the empty name, 129 characters; then a good one",
             "seed: Manifest (screens maps each screenKey to its version); CONTRACT §0 (Identifier: "
             "^[A-Za-z][A-Za-z0-9_]*$, at most 128); murti.schema.json #/$defs/manifest (propertyNames); "
             "DECISIONS 17")
    sequence("invalid/manifest/shape-types.json",
             [signed(compact({"sequence": 1, "screens": ["home"]}).encode("utf-8")),
              signed(compact([{"sequence": 1}]).encode("utf-8")),
              signed(compact({"screens": {"dashboard": "v3"}}).encode("utf-8")),
              signed(manifest_bytes(2))],
             [step(layer=2, rule="type", path="/payload/screens"),
              step(layer=1, rule="decode.notObject", path="/payload"),
              step(layer=2, rule="required", path="/payload"),
              ACCEPT],
             "verified manifests of the wrong JSON types or members: screens as an array (type), the manifest "
             "itself an array (its bytes decode, and a top-level array is decode.notObject at layer 1, before "
             "any shape), screens without a sequence (required); then a good one",
             "seed: Manifest ({\"sequence\": N, \"screens\": {…}}); murti.schema.json #/$defs/manifest; "
             "CONTRACT §1 (decode.notObject: layer 1, before the shape); CONTRACT §6 (e); DECISIONS 17")
