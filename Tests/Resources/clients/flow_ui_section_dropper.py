#!/usr/bin/env python3
"""A scripted Flow-UI decoder that breaks "one bad widget never blanks a screen" on purpose
(docs/CONTRACT.md §8 rule 2): it runs the example adapter (examples/flow-ui-python-adapter) and
drops every section in which a widget was contained or dropped, reporting the section as the
dropped element instead, as a decoder that makes a section all-or-nothing would. The report of
a run over corpus-flow-ui must name the promise it breaks.

Usage: flow_ui_section_dropper.py ADAPTER
"""

import json
import subprocess
import sys
from typing import Any

BAD = ("unknownType", "malformedPayload", "droppedElement")


def blank_bad_sections(answer: dict[str, Any]) -> dict[str, Any]:
    """The answer with each section that holds a bad widget dropped whole."""
    document = answer.get("page") or answer.get("sheet")
    if answer.get("outcome") != "decoded" or document is None:
        return answer
    kept, diagnostics = [], []
    bad = [d["src"] for d in answer["diagnostics"] if d["kind"] in BAD]
    for section in document["sections"]:
        inside = (section["src"] + "/widgets/", section["src"] + "/header")
        if any(src.startswith(inside) for src in bad):
            diagnostics.append({"kind": "droppedElement", "src": section["src"]})
        else:
            kept.append(section)
    dropped = [d["src"] for d in diagnostics]
    diagnostics += [d for d in answer["diagnostics"]
                    if not any(d["src"].startswith(src + "/") for src in dropped)]
    document["sections"] = kept
    answer["diagnostics"] = diagnostics
    return answer


def main() -> None:
    adapter = subprocess.Popen([sys.executable, sys.argv[1]], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    for line in sys.stdin:
        adapter.stdin.write(line)
        adapter.stdin.flush()
        if json.loads(line).get("cmd") == "stop":
            break
        answer = json.loads(adapter.stdout.readline())
        print(json.dumps(blank_bad_sections(answer) if "seq" in answer else answer), flush=True)
    adapter.stdin.close()
    adapter.wait()


if __name__ == "__main__":
    main()
