import MurtiConformance
import MurtiProtocol

extension FlowUIExpectation: Codable {
    /// Reads an entry as a report quotes it, with the same checks as expectations.json
    /// (``read(_:at:reader:profiles:)``); a fault is a `DecodingError` naming it.
    package init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(JSONValue.self)
        do {
            self = try Self.read(value, at: "", reader: ExpectationsReader(file: "report"), profiles: nil)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes ``entryJSON``.
    package func encode(to encoder: any Encoder) throws {
        try entryJSON.encode(to: encoder)
    }
}
