/// A payload contract's name (docs/CONTRACT.md §8): the name a corpus declares in its
/// expectations.json (`"contract"`), a request of a contract other than Murti carries
/// (`"contract":"flow-ui"`) and an implementation lists in its start answer's
/// `implementation.contracts`.
///
/// Open: which names a program knows, and in what order, are the contracts it installs (the
/// runner's registry, docs/ARCHITECTURE.md "Contracts"; docs/DECISIONS.md D231). This module
/// names the two whose messages it carries, ``murti`` and ``flowUI``, which ``ProtocolServer``
/// serves. JSON: the name as a string.
public struct ContractKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name: `murti`, `flow-ui`.
    public let rawValue: String

    /// The contract named `rawValue`, known to this program or not: whether a name is one it
    /// grades is its registry's question.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Murti: four layers, a verdict per document (docs/CONTRACT.md §0–§7).
    public static let murti = ContractKind(rawValue: "murti")
    /// Flow-UI: lossy decoding, answered with the decoded page and its diagnostics
    /// (docs/CONTRACT.md §8).
    public static let flowUI = ContractKind(rawValue: "flow-ui")

    /// What an implementation speaks when its start answer lists no `contracts`.
    public static let implied: [ContractKind] = [.murti]

    /// The contract of a report that names none (a run report without `contract`, written
    /// before Flow-UI and for every Murti run since: docs/REPORTS.md). A fixed part of the
    /// report format, like ``implied``, so it never depends on which contracts a program
    /// installed or in what order (docs/DECISIONS.md D203).
    public static let unstated: ContractKind = .murti

    /// The contracts whose answers this module reads and writes (``Answer``, ``FlowUI/Answer``),
    /// in that order: what ``ProtocolServer`` serves, and what a start answer is read against
    /// when the reader names no other list (docs/DECISIONS.md D231).
    package static let builtIn: [ContractKind] = [.murti, .flowUI]

    /// The longest name read from JSON, in bytes.
    package static let maxNameBytes = 64

    /// `true` for a name as contracts are named: 1 to ``maxNameBytes`` bytes of lowercase ASCII
    /// letters, digits and `-`, starting with a letter (`murti`, `flow-ui`).
    package static func isWellFormed(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= maxNameBytes, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
        else { return false }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-")
        }
    }

    /// The name.
    public var description: String { rawValue }

    /// Decodes the name as a JSON string. Throws `DecodingError.dataCorrupted` for a name not
    /// written as contracts are named (``isWellFormed(_:)``): a report read back is untrusted,
    /// and the name is printed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard Self.isWellFormed(name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "not a contract name (lowercase letters, digits and -, at most \(Self.maxNameBytes) bytes)")
        }
        self.init(rawValue: name)
    }

    /// Encodes the name as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
