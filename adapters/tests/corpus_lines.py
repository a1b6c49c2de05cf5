"""The protocol lines a run over the project's corpus sends, built as the runner builds them
(docs/CONTRACT.md §3, §6): `seq` from 1 in corpus order, the fixture's exact bytes in base64, its
profile from expectations.json, and `kind` with `documents` for a manifest sequence."""

import base64
import json
from collections.abc import Iterator
from pathlib import Path

from adapters.murti_adapter.layout import TOP as REPO

CORPUS = REPO / "corpus"
START = '{"cmd":"start","protocol":1}'
STOP = '{"cmd":"stop"}'


def _base64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def validate_requests(corpus: Path = CORPUS) -> Iterator[str]:
    """One `validate` request line (without its newline) per fixture, in corpus order."""
    expectations = json.loads((corpus / "expectations.json").read_bytes())
    profiles = expectations["profiles"]
    for seq, (fixture, entry) in enumerate(expectations["fixtures"].items(), start=1):
        data = (corpus / fixture).read_bytes()
        request = {"cmd": "validate", "seq": seq, "id": fixture, "document": _base64(data),
                   "profile": profiles[entry.get("profile", "default")]}
        if "steps" in entry:
            request["kind"] = "manifestSequence"
            request["documents"] = json.loads(data)["documents"]
        yield json.dumps(request, ensure_ascii=True, separators=(",", ":"))


def session(corpus: Path = CORPUS) -> bytes:
    """start, every validate request, stop: what one process sees in a run with --jobs 1."""
    lines = [START, *validate_requests(corpus), STOP]
    return ("\n".join(lines) + "\n").encode("ascii")
