/// What one command (a verb) accepts and how help describes it: the table parsing and help
/// both read.
package struct CommandSpec: Sendable {
    /// The command's name, e.g. `run`.
    package var name: String
    /// The positional part of the synopsis (`FILE...`), `""` for none.
    package var operands: String
    /// The flags it accepts, in help order (usually a ``ParsableOptions`` type's ``ParsableOptions/flags``).
    package var flags: [FlagSpec]
    /// Whether `-- COMMAND [ARGS...]` may end the line.
    package var takesCommand: Bool
    /// Its line in the overview.
    package var summary: String
    /// The paragraph under the synopsis.
    package var about: String
    /// Lines after the flag list.
    package var notes: String

    /// Creates a command's entry.
    package init(
        name: String, operands: String = "", flags: [FlagSpec] = [], takesCommand: Bool = false, summary: String,
        about: String, notes: String = ""
    ) {
        self.name = name
        self.operands = operands
        self.flags = flags
        self.takesCommand = takesCommand
        self.summary = summary
        self.about = about
        self.notes = notes
    }
}
