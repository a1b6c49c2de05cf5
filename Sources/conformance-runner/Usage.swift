/// Help texts, made from the verb table (``VerbSpec``) and its flags.
enum Usage {
    static let exitCodes = """
        Exit codes: 0 all passed; 1 a failure, error, skip, disagreement or lint problem;
        2 bad usage or unreadable input.
        """

    /// The overview, or one verb's help.
    static func text(for verb: Verb?) -> String {
        guard let verb else {
            let lines = Verb.allCases.map { "  " + $0.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0) + $0.spec.summary }
            return "usage: conformance-runner VERB [OPTIONS]\n\nVerbs (conformance-runner VERB --help for details):\n"
                + lines.joined(separator: "\n") + "\n\n" + exitCodes
        }
        let spec = verb.spec
        var text = synopsis(verb, spec) + "\n\n" + spec.about
        if !spec.flags.isEmpty {
            text += "\n\n" + spec.flags.map(flagLine).joined(separator: "\n")
        }
        if spec.takesCommand { text += "\n  -- COMMAND [ARGS...]       the implementation (protocol v1, docs/PROTOCOL.md)" }
        if !spec.notes.isEmpty { text += "\n" + spec.notes }
        return text + "\n\n" + exitCodes
    }

    /// `usage: conformance-runner VERB OPERANDS [--flag VALUE] …`, wrapped at 100 columns.
    static func synopsis(_ verb: Verb, _ spec: VerbSpec) -> String {
        var words = spec.operands.isEmpty ? [] : [spec.operands]
        words += spec.flags.map { "[\($0.name)\($0.placeholder.map { " " + $0 } ?? "")]" }
        if spec.takesCommand { words.append("[-- COMMAND [ARGS...]]") }
        var lines = ["usage: conformance-runner \(verb.rawValue)"]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > 100 { lines.append("         " + word) } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `  --flag VALUE   help`, the help from column 30, wrapped at 100 columns.
    static func flagLine(_ flag: FlagSpec) -> String {
        let head = "  " + flag.name + (flag.placeholder.map { " " + $0 } ?? "")
        let pad = String(repeating: " ", count: 29)
        var lines = [head.count < 28 ? head.padding(toLength: 29, withPad: " ", startingAt: 0) : head + "\n" + pad]
        for word in flag.help.split(separator: " ") {
            let last = lines[lines.count - 1]
            let width = last.count - (last.lastIndex(of: "\n").map { last.distance(from: last.startIndex, to: $0) + 1 } ?? 0)
            if width > 29, width + 1 + word.count > 100 { lines.append(pad + word) } else {
                lines[lines.count - 1] += (width > 29 ? " " : "") + word
            }
        }
        return lines.joined(separator: "\n")
    }
}
