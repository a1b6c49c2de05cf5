import MurtiProtocol

/// stdout lines that are not protocol lines (docs/CONTRACT.md §3 v1.1, "stdout noise"): a line whose
/// first non-blank byte is not `{` (a `console.log`, a banner, an empty `print()`). Such a line
/// is never parsed and never by itself an error; the run counts them and keeps the first few,
/// with the case in flight when each was read, for the report.
package struct NoiseLines: Sendable, Equatable, Codable {
    /// One quoted noise line.
    package struct Line: Sendable, Equatable, Codable {
        /// The line's start as text (at most ``NoiseLines/quotedCharacters`` characters, invalid
        /// UTF-8 replaced), without its line break.
        package var text: String
        /// The fixture id of the case in flight when the runner read the line; `nil` during the
        /// `start` handshake.
        package var caseID: String?

        /// Creates a quoted line.
        package init(text: String, caseID: String?) {
            self.text = text
            self.caseID = caseID
        }

        private enum CodingKeys: String, CodingKey {
            case text = "line", caseID = "case"
        }

        /// Reads a quoted line from a report, capped as the runner quotes one: a report given to
        /// `diff` or `matrix` is untrusted and may quote a line of any length (docs/SECURITY.md
        /// "Bounded by design").
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = String(try container.decode(String.self, forKey: .text).prefix(NoiseLines.quotedCharacters))
            caseID = try container.decodeIfPresent(String.self, forKey: .caseID).map { Bounds.capped($0) }
        }
    }

    /// Lines quoted at most.
    package static let quotedCount = 5
    /// Characters of a line quoted at most.
    package static let quotedCharacters = 200

    /// Noise lines seen over the whole run.
    package private(set) var count = 0
    /// The first ``quotedCount`` of them, in the order read.
    package private(set) var first: [Line] = []

    /// No noise yet.
    package init() {}

    private enum CodingKeys: String, CodingKey {
        case count = "lines", first
    }

    /// Reads a report's noise, keeping at most ``quotedCount`` quoted lines, each capped
    /// (``Line/init(from:)``), as a run keeps them.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decode(Int.self, forKey: .count)
        first = Array(try container.decode([Line].self, forKey: .first).prefix(Self.quotedCount))
    }

    /// `true` for a stdout line that is noise: its first byte other than space, tab or
    /// carriage return is not `{` (a blank line has none, and is noise too).
    static func isNoise(_ line: [UInt8]) -> Bool {
        for byte in line where byte != 0x20 && byte != 0x09 && byte != 0x0D {
            return byte != UInt8(ascii: "{")
        }
        return true
    }

    /// Counts `line` (without its `\n`) and quotes it while fewer than ``quotedCount`` are kept.
    mutating func note(_ line: [UInt8], caseID: String?) {
        count += 1
        guard first.count < Self.quotedCount else { return }
        let text = String(decoding: line.prefix(4 * Self.quotedCharacters), as: UTF8.self)
        first.append(Line(text: String(text.prefix(Self.quotedCharacters)), caseID: caseID))
    }
}
