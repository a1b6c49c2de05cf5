import Foundation
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
            value = try Workspace.profile(inFile: profileFile)
            try FlowUIReferenceDecoding.check(value, file: profileFile, pointer: "")
            entryProfile = BankImport.importedProfileName
        } else {
            let name = profile ?? "default"
            value = try workspace.profile(named: name)
            try FlowUIReferenceDecoding.check(value, file: workspace.expectationsDisplay, pointer: "/profiles/\(name)")
            entryProfile = name == "default" ? nil : name
        }
        var known: [Data: [(id: String, profile: String)]] = [:]
        if let corpus = try? workspace.loadCorpus() {
            for fixture in corpus.fixtures {
                if let bytes = try? fixture.bytes() { known[bytes, default: []].append((fixture.id, fixture.expectation.profileName)) }
            }
        }
        let decoded = try FlowUIReferenceDecoding(reference: reference).decode(pages.map { ($0.path, $0.bytes) }, profile: value)
        let run = FlowUIPageImport(
            shown: bank, pages: pages, entryProfile: entryProfile, printedProfile: profileFile == nil ? nil : value, known: known)
        return run.report(decoded)
    }
}
