/// Options that several verbs share, as one property of each verb's options: its flags take
/// the group's place in the verb's table and help, and its values are parsed with the rest
/// (swift-argument-parser's `@OptionGroup`).
///
/// ```swift
/// struct Options: ParsableOptions {
///     @Option(Flags.corpus, absent: "./corpus") var corpus: String?
///     @OptionGroup var run: RunOptions
/// }
/// ```
@propertyWrapper
package struct OptionGroup<Options: ParsableOptions>: Sendable {
    /// The group's options.
    package var wrappedValue: Options

    /// The group at its defaults.
    package init() {
        wrappedValue = Options()
    }
}

extension OptionGroup: Decodable {
    /// The group as ``ParsableOptions/init(_:)`` resolved it. Throws `DecodingError` for a
    /// decoder other than the options' own.
    package init(from decoder: any Decoder) throws {
        wrappedValue = try Options(from: decoder)
    }
}

/// What the walk over a verb's options asks of any ``OptionGroup``.
protocol GroupOfOptions {
    /// The group's options, to walk into.
    var options: any ParsableOptions { get }
}

extension OptionGroup: GroupOfOptions {
    var options: any ParsableOptions { wrappedValue }
}
