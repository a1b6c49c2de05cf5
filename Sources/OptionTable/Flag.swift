import Foundation

/// One command-line flag, declared once: its spelling, the word its value is shown as, its
/// help line, and how its value is read. A verb's options use it in an ``Option`` property,
/// which adds the default; both parsing (``ParsedArguments``) and help (``Help``) come from
/// that one declaration, so the two cannot drift apart.
package struct Flag<Value>: Sendable {
    /// The flag with its dashes, e.g. `--corpus`.
    package let name: String
    /// How help shows the value, e.g. `DIR`; `nil` for a switch, which takes none.
    package let placeholder: String?
    /// The help line.
    package let help: String
    /// What a valid value is, for the error (`a positive integer`).
    package let expected: String
    private let read: @Sendable (String) -> Value?

    /// A flag reading its value with `read` (`nil`: the text is not valid).
    package init(name: String, placeholder: String?, help: String, expected: String, read: @escaping @Sendable (String) -> Value?) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
        self.expected = expected
        self.read = read
    }

    /// The value `text` stands for, or `nil` when it is not valid.
    package func value(_ text: String) -> Value? { read(text) }

    /// The flag as a command's table lists it, with `defaultText` (`nil`: none) shown in help.
    package func spec(defaultText: String? = nil) -> FlagSpec {
        FlagSpec(name: name, placeholder: placeholder, help: help, expected: expected, defaultText: defaultText,
                 accepts: { [read] in read($0) != nil })
    }
}

/// A flag without its value type, as a command accepts it and help lists it.
package struct FlagSpec: Sendable {
    /// The flag with its dashes.
    package let name: String
    /// How help shows the value; `nil` for a switch.
    package let placeholder: String?
    /// The help line.
    package let help: String
    /// What a valid value is, for the error.
    package let expected: String
    /// The default help shows (`10`, `text`, `./corpus`); `nil` for none.
    package let defaultText: String?

    /// Where in ``help`` a default that belongs mid-sentence goes (`the run's seed (default:
    /// {default}); the same seed …`); a help without it gets ` (default: D)` at its end.
    package static let defaultMarker = "{default}"

    /// The help line as help prints it: ``help`` with ``defaultText`` at ``defaultMarker``, or
    /// after it as ` (default: D)`; a marker with no default to put there is left out.
    package var helpWithDefault: String {
        guard help.contains(Self.defaultMarker) else { return help + (defaultText.map { " (default: \($0))" } ?? "") }
        return help.replacingOccurrences(of: Self.defaultMarker, with: defaultText ?? "")
    }
    /// Whether a value's text is valid, checked as the line is scanned.
    package let accepts: @Sendable (String) -> Bool
}

extension Flag where Value == String {
    /// A flag taking any non-empty text (a path, a glob, a name).
    package static func text(_ name: String, _ placeholder: String, _ help: String) -> Flag {
        Flag(name: name, placeholder: placeholder, help: help, expected: placeholder, read: { $0 })
    }
}

extension Flag where Value == Bool {
    /// A switch: given or not, no value.
    package static func toggle(_ name: String, _ help: String) -> Flag {
        Flag(name: name, placeholder: nil, help: help, expected: "no value", read: { _ in true })
    }
}

extension Flag where Value == Int {
    /// An integer at least `minimum` (1 unless said otherwise).
    package static func integer(_ name: String, _ placeholder: String, _ help: String, minimum: Int = 1) -> Flag {
        Flag(name: name, placeholder: placeholder, help: help,
             expected: minimum == 1 ? "a positive integer" : "a whole number, \(minimum) or more",
             read: { Int($0).flatMap { $0 >= minimum ? $0 : nil } })
    }
}

extension Flag where Value == UInt64 {
    /// A non-negative integer of 64 bits (a seed).
    package static func seed(_ name: String, _ placeholder: String, _ help: String) -> Flag {
        Flag(name: name, placeholder: placeholder, help: help, expected: "a non-negative integer", read: { UInt64($0) })
    }
}

extension Flag where Value == Double {
    /// A finite number of seconds, positive (or also 0 with `allowsZero`).
    package static func seconds(_ name: String, _ placeholder: String, _ help: String, allowsZero: Bool = false) -> Flag {
        Flag(name: name, placeholder: placeholder, help: help,
             expected: allowsZero ? "a number of seconds, 0 to skip" : "a positive number of seconds",
             read: { Double($0).flatMap { $0.isFinite && ($0 > 0 || (allowsZero && $0 == 0)) ? $0 : nil } })
    }
}

extension Flag where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enum's values, by name; help shows them as `a|b|c`.
    package static func choice(_ name: String, _ help: String, placeholder: String? = nil) -> Flag {
        let names = Value.allCases.map(\.rawValue).joined(separator: "|")
        return Flag(name: name, placeholder: placeholder ?? names, help: help, expected: names, read: { Value(rawValue: $0) })
    }
}
