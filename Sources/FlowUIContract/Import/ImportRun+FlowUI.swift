import Foundation
import MurtiConformance
import MurtiProtocol

extension ImportRun {
    /// Imports a folder of Flow-UI pages (``FlowUIPageImport``) under `--profile NAME` of the
    /// corpus, `--profile-file FILE`, or the corpus's `default`.
    func runFlowUI() throws(PipelineError) -> Output {
        let root = URL(fileURLWithPath: bank).standardizedFileURL
        let pages: [FlowUIPageImport.Page]
        do { pages = try FlowUIPageImport.pages(in: root, shown: bank) } catch { throw .unusable(error.description) }
        let value: JSONValue
        let entryProfile: String?
        if let profileFile {
            value = try workspace.profile(inFile: profileFile)
            try FlowUIReferenceDecoding.check(value, file: profileFile, pointer: "")
            entryProfile = ImportRun.importedProfileName
        } else {
            let name = profile ?? "default"
            value = try workspace.profile(named: name)
            try FlowUIReferenceDecoding.check(value, file: workspace.expectationsDisplay, pointer: "/profiles/\(name)")
            entryProfile = name == "default" ? nil : name
        }
        // The corpus's own pages, to name an imported page it already holds: a corpus that cannot
        // be read stops the import rather than letting duplicates through unchecked.
        var known: [Data: [(id: String, profile: String)]] = [:]
        for fixture in try workspace.loadCorpus().fixtures {
            do throws(CorpusError) {
                known[try fixture.bytes(), default: []].append((fixture.id, fixture.expectation.profileName))
            } catch {
                throw .unusable(error.description)
            }
        }
        let decoded = try FlowUIReferenceDecoding(reference: reference).decode(pages.map { ($0.path, $0.bytes) }, profile: value)
        let run = FlowUIPageImport(
            shown: bank, pages: pages, entryProfile: entryProfile, printedProfile: profileFile == nil ? nil : value, known: known)
        return run.report(decoded)
    }
}
