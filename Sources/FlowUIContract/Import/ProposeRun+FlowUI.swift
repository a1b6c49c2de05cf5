import Foundation
import MurtiConformance
import MurtiProtocol

extension ProposeRun {
    /// Printed after proposed Flow-UI entries: where the answer really comes from.
    package static let flowUIReminder = """
        These entries are what the reference decoder answers, not what the contract says. Before
        you paste one, check its outcome, the sections and widgets it keeps, contains and drops,
        each src, and its diagnostics against docs/CONTRACT.md §8 and docs/FLOW-UI.md (its rules and
        Decisions), and write the description and source yourself. Then run
        `conformance-runner lint --corpus DIR`.
        """

    /// `propose` over a Flow-UI corpus (docs/CONTRACT.md §8): each file decoded by the reference
    /// under the corpus's profile, its answer written as an entry with `description` and
    /// `source` to fill in; `informational: true` where rule 4 asks for it.
    func runFlowUI() throws(PipelineError) -> Output {
        let profileValue = try workspace.profile(named: profile)
        try FlowUIReferenceDecoding.check(profileValue, file: workspace.expectationsDisplay, pointer: "/profiles/\(profile)")
        let (readable, unreadable) = readFiles()
        var decoded = try FlowUIReferenceDecoding(reference: reference).decode(readable, profile: profileValue)[...]
        var bytes = readable.map(\.bytes)[...]
        var output = Output(entries: [], messages: [], hadUnreadableFile: !unreadable.isEmpty, reminder: Self.flowUIReminder)
        for (index, file) in files.enumerated() {
            if let message = unreadable[index] {
                output.messages.append(message)
                continue
            }
            guard let (decoding, message) = decoded.popFirst(), let data = bytes.popFirst() else { break }
            let id = Self.flowUIFixtureID(of: file, corpus: workspace.corpus)
            if id == nil {
                output.messages.append("note: \(file) is not in a concern folder of \(workspace.corpusDisplay); move it "
                    + "into one (docs/FLOW-UI.md \"The corpus\") and use its path relative to \(workspace.corpusDisplay) as the id")
            }
            var entry = FlowUIExpectation(
                decoding: decoding, profile: profile == "default" ? nil : profile,
                description: "TODO: what this fixture shows (reference: \(FlowUIReferenceDecoding.summary(decoding, message: message)))",
                source: "TODO: seed: <heading>, SCHEMA.md: <heading>, README: <promise>, or docs/FLOW-UI.md Decision N")
            entry.registry = (try? FlowUI.Profile(profileValue)) ?? .starters
            if let why = FlowUIReferenceDecoding.informationalReason(data, decoded: decoding.outcome == .decoded) {
                entry.informational = true
                output.messages.append("note: \(file): \(why), so decoders may differ: proposed as informational "
                    + "(docs/CONTRACT.md §8 rule 4)")
            } else if case .rejected(.notJSON) = decoding {
                output.messages.append("note: \(file) is not JSON to the reference; if its hostile bytes (invalid UTF-8, a "
                    + "lone surrogate) lie inside one element, give the entry a \"hostileElement\" (docs/DECISIONS.md D83); "
                    + "if a lenient parser reads the whole document (a trailing comma, a number out of range), mark it "
                    + "\"informational\": true (docs/CONTRACT.md §8 rule 4)")
            }
            let input = try? StrictJSONParser.parse([UInt8](data), maxNesting: Int.max)
            let faults = FlowUIFaults.faults(entry, input: input)
            let stake = FlowUIPromisesAtStake.promises(entry, faults: faults, hostsSheet: input?["sheet"] != nil)
            output.messages.append("note: \(file): give the entry the \"promise\" its fault puts at stake, one of "
                + stake.map(\.rawValue).sorted().joined(separator: ", ") + " (docs/DECISIONS.md D81)")
            if faults.count > 1 {
                output.messages.append("warning: \(file) holds \(faults.count) faults (" + faults.prefix(3).map(\.description)
                    .joined(separator: "; ") + (faults.count > 3 ? "; …" : "") + "); a fixture isolates one, unless it is "
                    + "marked a combination with a reason (docs/DECISIONS.md D80)")
            }
            output.entries.append(entry.entryText(id: id ?? file))
        }
        return output
    }

    /// The path of `file` relative to `corpus` when it lies in one of its folders.
    static func flowUIFixtureID(of file: String, corpus: URL) -> String? {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        let prefix = corpus.path.hasSuffix("/") ? corpus.path : corpus.path + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let id = String(path.dropFirst(prefix.count))
        return id.contains("/") ? id : nil
    }
}
