/// A verb's options: a struct whose every stored property is an ``Option`` or an
/// ``OptionGroup``. Each flag is declared once, in its property, with its default; the
/// command's table (``flags``, for ``CommandSpec`` and so for ``Help``) and the parsed values
/// (``init(_:)``) both come from those declarations, as in swift-argument-parser.
///
/// The options are read by walking a default instance (`Mirror`) for the declarations, and
/// then decoding the struct (its synthesized `Decodable` conformance) from the values the
/// command line gives, so no property is listed anywhere else.
package protocol ParsableOptions: Decodable, Sendable {
    /// The options at their defaults: each property's initial value.
    init()
}

extension ParsableOptions {
    /// The flags, in the order their properties are declared (a group's flags in its place).
    package static var flags: [FlagSpec] { OptionWalk.options(of: Self()).map(\.option.spec) }

    /// The options `arguments` gives: each flag's value where it was given, its default
    /// elsewhere. `arguments` was scanned against a table that lists ``flags`` (so every value
    /// is valid). Throws ``OptionError/invalidValue(command:flag:value:expected:)`` for a value
    /// its flag's reader refuses, and ``OptionError/notAnOption(command:property:)`` when a
    /// stored property is not declared with ``Option`` or ``OptionGroup`` (a bug of the program).
    package init(_ arguments: ParsedArguments) throws(OptionError) {
        var values: [String: any Sendable] = [:]
        for (path, option) in OptionWalk.options(of: Self()) {
            values[path] = try option.resolvedValue(in: arguments)
        }
        do {
            try self.init(from: OptionsDecoder(values: values, codingPath: []))
        } catch {
            throw .notAnOption(command: arguments.command, property: OptionsDecoder.property(in: error))
        }
    }
}

/// The walk over an options value for its declarations.
enum OptionWalk {
    /// Every ``Option`` of `options` by its property path (`run.jobs` for `jobs` in the group
    /// `run`), groups walked in place, in declaration order.
    static func options(of options: Any, under path: [String] = []) -> [(path: String, option: any ResolvableOption)] {
        Mirror(reflecting: options).children.flatMap { child -> [(path: String, option: any ResolvableOption)] in
            // A wrapped property's storage is `_name`; its coding key is `name`.
            let name = String((child.label ?? "").drop { $0 == "_" })
            if let option = child.value as? any ResolvableOption {
                return [((path + [name]).joined(separator: "."), option)]
            }
            if let group = child.value as? any GroupOfOptions {
                return Self.options(of: group.options, under: path + [name])
            }
            return []
        }
    }
}
