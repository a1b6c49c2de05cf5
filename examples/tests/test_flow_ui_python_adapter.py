"""Certifies examples/flow-ui-python-adapter/adapter.py on corpus-flow-ui/ over protocol v1
(docs/FLOW-UI.md "Grading"): every fixture is sent as a `validate` request and the answer graded
at the `rule` level (the skeleton and the multiset of graded (kind, src) diagnostics); the
`strict` level (the whole answer but `message`) is graded too. Informational fixtures are
reported, never counted. A fixture with a hostile element (docs/DECISIONS.md D83) passes refused
as notJSON or with everything outside that element as its entry's hostileElement states; its
strict level is the adapter's choice."""

import base64
import json
import subprocess
import sys
import unittest
from collections import Counter
from pathlib import Path
from typing import Any

# From the repository root (or the release bundle's top folder), where the tests run (D115).
ADAPTER = Path("examples", "flow-ui-python-adapter", "adapter.py")
CORPUS = Path("corpus-flow-ui")
# One widget as the rule level compares it: (src, type, id, content).
WidgetRow = tuple[str, str, str | None, str]
# The members of an entry that describe the fixture rather than its answer.
ENTRY_ONLY = ("description", "source", "profile", "promise", "combination", "combinationReason", "hostileElement")


def skeleton(answer: dict[str, Any], outside: str | None = None) -> tuple[Any, ...]:
    """What the rule level compares of a decoded answer (docs/CONTRACT.md §8 "Grading levels"),
    without the sections and widgets at or under `outside` (a hostile element's src)."""
    if answer.get("outcome") != "decoded":
        return answer.get("outcome"), answer.get("reason")
    kind = "page" if "page" in answer else "sheet"
    doc = answer[kind]

    def inside(src: str) -> bool:
        return outside is not None and (src == outside or src.startswith(outside + "/"))

    def widgets(items: list[dict[str, Any]]) -> list[WidgetRow]:
        rows: list[WidgetRow] = []
        for w in items:
            if inside(w["src"]):
                continue
            rows.append((w["src"], w["type"], w["id"], w["content"]))
            data = w.get("data")
            if w["content"] == "typed" and isinstance(data, dict) and isinstance(data.get("items"), list) \
                    and all(isinstance(i, dict) and "content" in i for i in data["items"]):
                rows.extend(widgets(data["items"]))
        return rows

    def strip(s: dict[str, Any] | None) -> list[WidgetRow] | None:
        return None if s is None else widgets(s["widgets"])

    sections = [(s["src"], s["id"], widgets([s["header"]] if s["header"] else []), widgets(s["widgets"]))
                for s in doc["sections"] if not inside(s["src"])]
    return kind, strip(doc["header"]), sections, strip(doc["footer"])


def graded(answer: dict[str, Any], outside: str | None = None) -> Counter[tuple[str, str]]:
    """The multiset of (kind, src) of the diagnostics on what survives (outside `outside`)."""
    if answer.get("outcome") != "decoded":
        return Counter()
    diagnostics = [d for d in answer["diagnostics"]
                   if outside is None or not (d["src"] == outside or d["src"].startswith(outside + "/"))]
    hidden = [d["src"] + "/data/" for d in diagnostics if d["kind"] == "malformedPayload"]
    hidden += [d["src"] + "/" for d in diagnostics if d["kind"] == "droppedElement"]
    return Counter((d["kind"], d["src"]) for d in diagnostics
                   if not any(d["src"].startswith(prefix) for prefix in hidden))


def strict(value: dict[str, Any]) -> Any:
    """The answer as the strict level compares it: numbers as doubles, `message` left out of the
    answer and its diagnostics."""
    def numbers(v: Any) -> Any:
        if isinstance(v, dict):
            return {k: numbers(x) for k, x in v.items()}
        if isinstance(v, list):
            return [numbers(x) for x in v]
        return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else v
    value = {k: v for k, v in value.items() if k not in ("message", "seq")}
    if "diagnostics" in value:
        value["diagnostics"] = [{k: v for k, v in d.items() if k != "message"} for d in value["diagnostics"]]
    return numbers(value)


class AdapterCertification(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        expectations = json.loads((CORPUS / "expectations.json").read_text(encoding="utf-8"))
        cls.profiles = expectations["profiles"]
        cls.fixtures = expectations["fixtures"]
        process = subprocess.Popen([sys.executable, str(ADAPTER)], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, text=True, encoding="utf-8")
        lines = [json.dumps({"cmd": "start", "protocol": 1})]
        for seq, (fid, entry) in enumerate(cls.fixtures.items(), start=1):
            lines.append(json.dumps({"cmd": "validate", "seq": seq, "id": fid, "contract": "flow-ui",
                                     "document": base64.b64encode((CORPUS / fid).read_bytes()).decode(),
                                     "profile": cls.profiles[entry.get("profile", "default")]}))
        lines.append(json.dumps({"cmd": "stop"}))
        out, _ = process.communicate("\n".join(lines) + "\n", timeout=300)
        cls.exit_status = process.returncode
        cls.answers = [json.loads(line) for line in out.splitlines()]

    def test_start_answer_speaks_flow_ui(self) -> None:
        self.assertEqual(self.exit_status, 0)
        self.assertEqual(self.answers[0]["protocol"], 1)
        self.assertEqual(self.answers[0]["implementation"]["contracts"], ["flow-ui"])

    def test_every_fixture_passes_at_the_rule_and_strict_levels(self) -> None:
        answers = self.answers[1:]
        self.assertEqual(len(answers), len(self.fixtures), "one answer per fixture")
        failed = {"rule": [], "strict": []}
        counted = 0
        for seq, ((fid, entry), answer) in enumerate(zip(self.fixtures.items(), answers, strict=True), start=1):
            self.assertEqual(answer["seq"], seq)
            if entry.get("informational"):
                continue
            counted += 1
            expected = {k: v for k, v in entry.items() if k not in ENTRY_ONLY}
            hostile = entry.get("hostileElement")
            if hostile is not None:
                src = hostile["src"]
                without = {"outcome": "decoded", **{k: v for k, v in hostile.items() if k != "src"}}
                refused = answer.get("outcome") == "rejected" and answer.get("reason") == "notJSON"
                if not refused and (skeleton(answer, src), graded(answer, src)) != (skeleton(without, src),
                                                                                  graded(without, src)):
                    failed["rule"].append(fid)
                continue
            if (skeleton(answer), graded(answer)) != (skeleton(expected), graded(expected)):
                failed["rule"].append(fid)
            if strict(answer) != strict(expected):
                failed["strict"].append(fid)
        self.assertGreater(counted, 200)
        self.assertEqual(failed, {"rule": [], "strict": []})

    def answer_for(self, fid: str) -> dict[str, Any]:
        """A deep copy of the adapter's answer to fixture `fid`."""
        return json.loads(json.dumps(self.answers[1 + list(self.fixtures).index(fid)]))

    def test_the_rule_level_catches_broken_promises(self) -> None:
        expected = self.fixtures["contained/section/one-bad-widget.json"]
        answer = self.answer_for("contained/section/one-bad-widget.json")
        self.assertEqual((skeleton(answer), graded(answer)), (skeleton(expected), graded(expected)))
        blanked = json.loads(json.dumps(answer))  # "one bad widget never blanks a screen"
        blanked["page"]["sections"][0]["widgets"] = []
        self.assertNotEqual(skeleton(blanked), skeleton(expected))
        recontained = json.loads(json.dumps(answer))
        recontained["page"]["sections"][0]["widgets"][0]["content"] = "malformed"
        self.assertNotEqual(skeleton(recontained), skeleton(expected))
        silent = json.loads(json.dumps(answer))
        silent["diagnostics"] = []
        self.assertNotEqual(graded(silent), graded(expected))
        moved = json.loads(json.dumps(answer))
        moved["diagnostics"][0]["src"] += "/type"
        self.assertNotEqual(graded(moved), graded(expected))

    def test_diagnostics_inside_a_malformed_widget_are_not_graded(self) -> None:
        fid = "contained/widget/malformed-hides-inner-faults.json"
        answer = self.answer_for(fid)
        answer["diagnostics"].append({"kind": "droppedElement", "src": "/page/sections/0/widgets/0/data/tags/0"})
        self.assertEqual(graded(answer), graded(self.fixtures[fid]))
        self.assertNotEqual(strict(answer), strict(self.fixtures[fid]))


if __name__ == "__main__":
    unittest.main()
