#!/usr/bin/env python3
"""Writes the signed-envelope and manifest-sequence fixtures (docs/CONTRACT.md §6) and corpus/keys/.

Deterministic and re-runnable like generate.py: every run writes the same bytes (Ed25519 and
RFC 6979 ECDSA are deterministic, the HPKE ephemeral key is derived) and upserts the same
entries into corpus/expectations.json. Needs the `cryptography` package; envelopelib.py says
why it does not use the Swift reference.

    python3 -m tools.corpus.generate_envelope           # write fixtures, keys and expectations
    python3 -m tools.corpus.generate_envelope --check   # exit 1 if a file or entry differs

Every expectation is written from the spec (docs/CONTRACT.md §6, the seed's "Shape at a glance",
"Manifest" and "schemaVersion policy", RFC 4648, RFC 8032, RFC 7518, RFC 9180,
docs/ENVELOPE.md), never from what an implementation says.
"""

import os
import sys
from pathlib import Path
from typing import Any

from . import corpuslib as lib
from . import envelope_fixtures, manifest_fixtures
from . import envelopelib as env
from .corpuslib import pretty

FIXTURES = []  # (id, bytes, entry)


def add(fid: str, data: str, **entry: Any) -> None:
    if isinstance(data, str):
        data = data.encode("utf-8")
    assert "description" in entry and "source" in entry, fid
    FIXTURES.append((fid, data, entry))


def keys_readme() -> str:
    return (
        "# TEST ONLY keys\n\n"
        "**Never use these keys in production, and never trust an envelope because one of them\n"
        "verifies it.** Each private key is derived from a published string\n"
        "(`tools/corpus/envelopelib.py`), so anyone can sign with it.\n\n"
        "They sign and encrypt the corpus's envelope and manifest fixtures; the `test-keys` profile\n"
        "of `corpus/expectations.json` carries the public keys (and the decryption key). Contributors\n"
        "sign a new fixture's payload with\n\n"
        "    swift run conformance-runner sign --key corpus/keys/test-ed25519.json PAYLOAD.json\n\n"
        "| file | alg | what |\n|---|---|---|\n"
        "| `test-ed25519.json` | `ed25519` | RFC 8032 seed and public key |\n"
        "| `test-es256.json` | `es256` | P-256 scalar and uncompressed point (RFC 7518 §3.4 signatures) |\n"
        "| `test-hybrid-x25519-aesgcm.json` | `hybrid-x25519-aesgcm` | X25519 recipient key pair (HPKE, RFC 9180) |\n\n"
        "The key file format is in `docs/ENVELOPE.md` (\"Key files\").\n")


def main() -> None:
    env.self_test()
    check = lib.generator_check_option(__doc__)
    for value in env.key_files().values():
        assert value["alg"] != "ed25519" or value["publicKey"] == lib.TEST_ED25519_PUBLIC
        assert value["alg"] != "es256" or value["publicKey"] == lib.TEST_ES256_PUBLIC
        assert value["alg"] != env.HYBRID or value["privateKey"] == lib.TEST_HYBRID_PRIVATE
    envelope_fixtures.register(add)
    manifest_fixtures.register(add)

    lib.reject_duplicate_ids(FIXTURES)
    key_blobs = {os.path.join("keys", name): pretty(value).encode("utf-8")
                 for name, value in env.key_files().items()}
    key_blobs[os.path.join("keys", "README.md")] = keys_readme().encode("utf-8")

    data = lib.load_expectations()
    data["profiles"] = lib.profiles()
    problems = []
    for relative, blob in key_blobs.items():
        path = os.path.join(lib.CORPUS, relative)
        if check:
            if not os.path.exists(path) or Path(path).read_bytes() != blob:
                problems.append(f"{relative}: differs from the generator's bytes")
        else:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as handle:
                handle.write(blob)
    problems += lib.sync_fixtures(FIXTURES, data, check)
    if check:
        lib.exit_with_problems(problems)
    lib.save_expectations(data)
    print(f"wrote {len(FIXTURES)} envelope and manifest fixtures and {len(key_blobs)} key files")


if __name__ == "__main__":
    sys.exit(lib.run_tool(main, "generate_envelope.py"))
