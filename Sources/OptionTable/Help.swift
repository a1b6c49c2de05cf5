import Foundation

/// Help texts made from the command table (``CommandSpec``) and its flags: a synopsis wrapped at
/// 100 columns, the paragraph, one line per flag with its help and default from column 30.
package enum Help {
    /// `usage: PROGRAM VERB [OPTIONS]`, `extra` usage lines, then every command's summary, in a
    /// column that starts two spaces after the longest command name (at column 14 at least).
    package static func overview(program: String, commands: [CommandSpec], extra: [String] = []) -> String {
        let width = max(minimumNameWidth, (commands.map(\.name.count).max() ?? 0) + 2)
        let lines = commands.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }
        return "usage: \(program) VERB [OPTIONS]" + extra.map { "\n       \(program) " + $0 }.joined()
            + "\n\nVerbs (\(program) VERB --help for details):\n" + lines.joined(separator: "\n")
    }

    /// Characters a command name gets in the overview, padding included, when every name is
    /// shorter: the column the overview has always had for names of up to nine characters.
    static let minimumNameWidth = 11

    /// One command's help: synopsis, paragraph, flags (and `-- COMMAND`, described as
    /// `commandLine`), notes.
    package static func text(program: String, spec: CommandSpec, commandLine: String) -> String {
        var text = synopsis(program: program, spec) + "\n\n" + spec.about
        if !spec.flags.isEmpty { text += "\n\n" + spec.flags.map(flagLine).joined(separator: "\n") }
        if spec.takesCommand { text += (spec.flags.isEmpty ? "\n\n" : "\n") + line(head: "  -- COMMAND [ARGS...]", help: commandLine) }
        if !spec.notes.isEmpty { text += "\n" + spec.notes }
        return text
    }

    /// `usage: PROGRAM COMMAND OPERANDS [--flag VALUE] …`, wrapped at 100 columns.
    static func synopsis(program: String, _ spec: CommandSpec) -> String {
        var words = spec.operands.isEmpty ? [] : [spec.operands]
        words += spec.flags.map { "[\($0.name)\($0.placeholder.map { " " + $0 } ?? "")]" }
        if spec.takesCommand { words.append("[-- COMMAND [ARGS...]]") }
        return wrap(words, first: "usage: \(program) \(spec.name)", indent: "         ")
    }

    /// `  --flag VALUE   help (default: D)`, the default as the flag's declaration gives it
    /// (``FlagSpec/helpWithDefault``).
    static func flagLine(_ flag: FlagSpec) -> String {
        line(head: "  " + flag.name + (flag.placeholder.map { " " + $0 } ?? ""), help: flag.helpWithDefault)
    }

    /// `head` with `help` from column 30 (on the next line when `head` is wider), wrapped.
    static func line(head: String, help: String) -> String {
        let pad = String(repeating: " ", count: 29)
        let words = help.split(separator: " ").map(String.init)
        let first = head.count < 28 ? head.padding(toLength: 29, withPad: " ", startingAt: 0) : head + "\n" + pad
        return wrap(words, first: first, indent: pad, joiner: "")
    }

    /// `words` after `first`, a new line (starting with `indent`) before one that would pass
    /// column 100; `joiner` goes before the first word.
    static func wrap(_ words: [String], first: String, indent: String, joiner: String = " ") -> String {
        var lines = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fresh = true
        for word in words {
            if !fresh, lines[lines.count - 1].count + 1 + word.count > 100 {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += (fresh ? joiner : " ") + word
            }
            fresh = false
        }
        return lines.joined(separator: "\n")
    }
}
