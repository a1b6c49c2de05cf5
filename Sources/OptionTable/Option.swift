/// One flag of a verb's options (``ParsableOptions``), declared once together with its default:
/// the property's initial value is its value when the flag is not given, and help shows that
/// same value (`(default: 10)`), so the default a person reads is the one the verb uses. The
/// shape is swift-argument-parser's: one property per flag, from which the command's table, its
/// help and the parsed value all come.
///
/// ```swift
/// struct Options: ParsableOptions {
///     @Option(.seconds("--timeout", "SECONDS", "per-case time limit")) var timeout = ConformanceRun.defaultTimeout
///     @Option(.text("--output", "FILE", "write the report there"), absent: "stdout") var output: String?
///     @Option(.toggle("--quiet", "no progress line")) var quiet: Bool
/// }
/// ```
@propertyWrapper
package struct Option<Value: Sendable>: Sendable {
    /// The value: the flag's when it was given, else the default.
    package var wrappedValue: Value
    /// The flag as the command's table lists it, its default shown.
    package let spec: FlagSpec
    /// `$name`: the flag behind the property, to name it in an error (`options.$profile.name`).
    package var projectedValue: FlagSpec { spec }
    private let read: @Sendable (ParsedArguments) throws(OptionError) -> Value?

    /// A flag whose value is `wrappedValue` when it is not given. Help shows `shown` as the
    /// default, or else the value itself (whole seconds without `.0`, an enum case by its name);
    /// a switch shows none.
    package init(wrappedValue: Value, _ flag: Flag<Value>, shown: String? = nil) {
        self.wrappedValue = wrappedValue
        spec = flag.spec(defaultText: flag.placeholder == nil ? nil : shown ?? Self.text(of: wrappedValue))
        read = { arguments throws(OptionError) in try arguments.value(flag) }
    }

    /// A flag whose value is `nil` when it is not given; `absent` tells help what happens then
    /// (`./corpus`, `random, printed`), `nil` for nothing to show.
    package init<Wrapped>(_ flag: Flag<Wrapped>, absent: String? = nil) where Value == Wrapped? {
        wrappedValue = nil
        spec = flag.spec(defaultText: absent)
        read = { arguments throws(OptionError) in try arguments.value(flag).map { .some($0) } }
    }

    /// A switch: `false` unless given.
    package init(_ flag: Flag<Bool>) where Value == Bool {
        self.init(wrappedValue: false, flag)
    }

    /// An option declared once, with its default, for several commands (`Flags.corpus`): each
    /// command's property uses it as it is.
    package init(_ declared: Option) {
        self = declared
    }

    /// This option with the value `arguments` gives it, if any.
    func resolved(in arguments: ParsedArguments) throws(OptionError) -> Option {
        var resolved = self
        if let value = try read(arguments) { resolved.wrappedValue = value }
        return resolved
    }

    /// How help shows a default: `10` for 10.0 seconds, `10,000` for 10000, an enum case by
    /// its raw name.
    static func text(of value: Value) -> String {
        if let number = value as? Double, number.rounded() == number, abs(number) < 1e15 { return grouped(Int(number)) }
        if let number = value as? Int { return grouped(number) }
        if let named = value as? any RawRepresentable, let raw = named.rawValue as? String { return raw }
        return String(describing: value)
    }

    /// `number` with a comma between groups of three digits from 10,000 on (the docs' style).
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        guard digits.count > 4 else { return String(number) }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}

extension Option: Decodable {
    /// The option as ``ParsableOptions/init(_:)`` resolved it: only its own decoder makes one.
    /// Throws `DecodingError` for any other decoder.
    package init(from decoder: any Decoder) throws {
        self = try OptionsDecoder.resolved(Option.self, in: decoder)
    }
}

/// What ``ParsableOptions`` asks of any ``Option``, whatever its value type.
protocol ResolvableOption: Sendable {
    /// The flag as the table lists it.
    var spec: FlagSpec { get }
    /// The option with the value `arguments` gives it.
    func resolvedValue(in arguments: ParsedArguments) throws(OptionError) -> any Sendable
}

extension Option: ResolvableOption {
    func resolvedValue(in arguments: ParsedArguments) throws(OptionError) -> any Sendable { try resolved(in: arguments) }
}
