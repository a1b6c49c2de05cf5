/// One command-line flag, declared once: its spelling, the word its value is shown as, its
/// help line, and how its value is read. Both parsing and `--help` come from it.
struct Flag<Value>: Sendable {
    /// The flag with its dashes, e.g. `--corpus`.
    let name: String
    /// How `--help` shows the value, e.g. `DIR`; `nil` for a switch, which takes none.
    let placeholder: String?
    /// The help line.
    let help: String
    /// The value read from its text, or `nil` when the text is not valid.
    let read: @Sendable (String) -> Value?
    /// What a valid value is, for the error (`a positive integer`).
    let expected: String

    /// The flag as the verb table lists it.
    var spec: FlagSpec {
        FlagSpec(name: name, placeholder: placeholder, help: help, expected: expected, accepts: { [read] in read($0) != nil })
    }
}

/// A flag without its value type, as a verb accepts and `--help` lists it.
struct FlagSpec: Sendable {
    /// The flag with its dashes.
    let name: String
    /// How `--help` shows the value; `nil` for a switch.
    let placeholder: String?
    /// The help line.
    let help: String
    /// What a valid value is, for the error.
    let expected: String
    /// Whether a value's text is valid, checked as the line is scanned.
    let accepts: @Sendable (String) -> Bool
}

extension Flag where Value == String {
    /// A flag taking any non-empty text (a path, a glob, a name).
    static func text(_ name: String, _ placeholder: String, _ help: String) -> Flag {
        Flag(name: name, placeholder: placeholder, help: help, read: { $0 }, expected: placeholder)
    }
}

extension Flag where Value == Bool {
    /// A switch: given or not, no value.
    static func toggle(_ name: String, _ help: String) -> Flag {
        Flag(name: name, placeholder: nil, help: help, read: { _ in true }, expected: "no value")
    }
}

extension Flag where Value == Int {
    /// An integer at least `minimum` (1 unless said otherwise).
    static func integer(_ name: String, _ placeholder: String, _ help: String, minimum: Int = 1) -> Flag {
        Flag(name: name, placeholder: placeholder, help: help,
             read: { Int($0).flatMap { $0 >= minimum ? $0 : nil } },
             expected: minimum == 1 ? "a positive integer" : "a whole number, \(minimum) or more")
    }
}

extension Flag where Value == UInt64 {
    /// A non-negative integer of 64 bits (a seed).
    static func seed(_ name: String, _ placeholder: String, _ help: String) -> Flag {
        Flag(name: name, placeholder: placeholder, help: help, read: { UInt64($0) }, expected: "a non-negative integer")
    }
}

extension Flag where Value == Double {
    /// A finite number of seconds, positive (or also 0 with `allowsZero`).
    static func seconds(_ name: String, _ placeholder: String, _ help: String, allowsZero: Bool = false) -> Flag {
        Flag(name: name, placeholder: placeholder, help: help,
             read: { Double($0).flatMap { $0.isFinite && ($0 > 0 || (allowsZero && $0 == 0)) ? $0 : nil } },
             expected: allowsZero ? "a number of seconds, 0 to skip" : "a positive number of seconds")
    }
}

extension Flag where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enum's values, by name; `--help` shows them as `a|b|c`.
    static func choice(_ name: String, _ help: String, placeholder: String? = nil) -> Flag {
        let names = Value.allCases.map(\.rawValue).joined(separator: "|")
        return Flag(name: name, placeholder: placeholder ?? names, help: help, read: { Value(rawValue: $0) }, expected: names)
    }
}
