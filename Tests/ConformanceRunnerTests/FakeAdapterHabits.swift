import Foundation

/// Protocol v1 implementations with the habits of real adapters, as scripts for `run` tests
/// (docs/CONTRACT.md §3 v1.1): no declared layers, part of the layers, `console.log` lines on stdout,
/// a start that never comes, a stack trace on stderr, slow answers, wrong rule names.
enum FakeAdapterHabits {
    /// Node.js, when installed (the Node adapters are skipped otherwise).
    static let node: String? = ["/usr/bin/node", "/usr/local/bin/node"].first(where: FileManager.default.isExecutableFile)

    /// The right answer to each fixture of ``ScopeCorpus``, by id, as Python literals.
    static let rightAnswers = #"""
        RIGHT = {
            "valid/seed.json": {"outcome": "accept"},
            "invalid/schema/node-missing-type.json": {"outcome": "reject", "layer": 2, "rule": "required", "path": "/screen/root/children/0"},
            "invalid/semantic/unknown-screen.json": {"outcome": "reject", "layer": 3, "rule": "semantic.screen", "path": "/screen/key"},
            "invalid/render/lottie.json": {"outcome": "accept", "placeholders": ["/screen/root/children/0"]},
        }
        """#

    /// A Python adapter declaring `layers` (a Python literal) that answers `answer(m)`
    /// (Python source defining it), after `before` (Python statements run before each answer).
    static func python(layers: String, answer: String, before: String = "pass", banner: String = "") -> String {
        """
        import json, sys
        \(rightAnswers)
        \(answer)
        \(banner)
        for line in sys.stdin:
            m = json.loads(line)
            if m["cmd"] == "start":
                print(json.dumps({"protocol": 1, "implementation": {"name": "fake", "version": "1", "language": "Python", "layers": \(layers), "capabilities": []}}), flush=True)
            elif m["cmd"] == "stop":
                break
            else:
                \(before)
                print(json.dumps(dict(seq=m["seq"], **answer(m))), flush=True)
        """
    }

    /// Accepts everything.
    static let acceptAll = "def answer(m): return {\"outcome\": \"accept\"}"
    /// The right answer to every fixture of ``ScopeCorpus``.
    static let answerRight = "def answer(m): return RIGHT[m[\"id\"]]"
    /// Right verdicts, but a layer-2 rejection named `type` instead of `required`; accepts a
    /// layer-3 fixture it must refuse (a wrong answer).
    static let wrongName = """
        def answer(m):
            if m["id"] == "invalid/schema/node-missing-type.json":
                return {"outcome": "reject", "layer": 2, "rule": "type", "path": "/screen/root/children/0"}
            if m["id"] == "invalid/semantic/unknown-screen.json":
                return {"outcome": "accept"}
            return RIGHT[m["id"]]
        """

    /// A Node.js adapter as a third-party implementer writes one from docs/PROTOCOL.md alone:
    /// readline over stdin, `console.log` for the answers and for its own progress; `answers`
    /// is a JS object literal of id → answer. It throws a TypeError on `invalid/schema/…`
    /// (its validator reads a member of a node that has none), which crashes the process.
    static func nodeAdapter(layers: String, crashOnSchema: Bool) -> String {
        """
        const readline = require("readline");
        const RIGHT = {
          "valid/seed.json": { outcome: "accept" },
          "invalid/schema/node-missing-type.json": { outcome: "reject", layer: 2, rule: "required", path: "/screen/root/children/0" },
          "invalid/semantic/unknown-screen.json": { outcome: "reject", layer: 3, rule: "semantic.screen", path: "/screen/key" },
          "invalid/render/lottie.json": { outcome: "accept", placeholders: ["/screen/root/children/0"] },
        };
        console.log("murti-node adapter 0.0.1 listening");
        function validate(msg) {
          const doc = JSON.parse(Buffer.from(msg.document, "base64").toString("utf8"));
          if (\(crashOnSchema) && msg.id.startsWith("invalid/schema/")) {
            return { outcome: doc.screen.root.children[0].type.length ? "accept" : "reject" };
          }
          return RIGHT[msg.id];
        }
        const rl = readline.createInterface({ input: process.stdin });
        rl.on("line", (line) => {
          const msg = JSON.parse(line);
          if (msg.cmd === "start") {
            console.log(JSON.stringify({ protocol: 1, implementation: { name: "murti-node", version: "0.0.1", language: "JavaScript", layers: \(layers) } }));
          } else if (msg.cmd === "stop") {
            process.exit(0);
          } else {
            console.log("validating", msg.id);
            console.log(JSON.stringify({ seq: msg.seq, ...validate(msg) }));
          }
        });
        """
    }

    /// Writes `source` to a temporary `.js` file; the command line that runs it under Node.
    static func nodeCommand(_ source: String) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fake-impl-\(UUID().uuidString).js")
        try Data(source.utf8).write(to: url)
        return [node ?? "node", url.path]
    }
}

/// A corpus with a fixture at each layer a `[1, 2]` client does not declare.
enum ScopeCorpus {
    static let unknownScreen = #"{"schemaVersion": "1.0", "screen": {"key": "nowhere", "root": {"type": "vstack"}}}"#
    static let lottie = #"{"schemaVersion": "1.0", "screen": {"key": "dashboard", "root": {"type": "vstack", "children": [{"type": "lottie"}]}}}"#

    static func make() throws -> RunnerCorpus {
        let entries = RunnerCorpus.cleanEntries + #"""
            , "invalid/semantic/unknown-screen.json": {"outcome": "reject", "layer": 3, "rule": "semantic.screen",
               "path": "/screen/key", "description": "a screen key the profile does not know"},
            "invalid/render/lottie.json": {"outcome": "accept", "layer": 4, "rule": "render.placeholder",
               "placeholders": ["/screen/root/children/0"], "description": "type lottie is not registered"}
            """#
        return try RunnerCorpus(entries: entries, files: [
            "valid/seed.json": RunnerCorpus.validPayload, "invalid/schema/node-missing-type.json": RunnerCorpus.nodeMissingType,
            "invalid/semantic/unknown-screen.json": unknownScreen, "invalid/render/lottie.json": lottie,
        ])
    }
}
