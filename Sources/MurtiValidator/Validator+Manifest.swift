extension Validator {
    /// The verdicts of a client that receives `documents`, signed manifests, one after the
    /// other (docs/CONTRACT.md §6; seed: Manifest): one verdict per document, in order.
    ///
    /// Each manifest is an envelope (a document without `signature` is `required` at `""`):
    /// its bytes (layer 1), major gate, shape and step (d) run as for any envelope; then the
    /// decoded payload is read as `#/$defs/manifest` (layer 1, then layer 2 at `/payload/...`);
    /// then its `sequence` is compared with the last applied one: lower is
    /// `manifest.rollback` (layer 3, `/payload/sequence`), equal or higher is accepted and
    /// becomes the last applied. A refused manifest never moves the sequence. The first
    /// manifest has nothing to roll back to.
    package func validateManifestSequence(_ documents: [[UInt8]]) -> [Verdict] {
        var lastApplied: ManifestSequenceNumber?
        return documents.map { bytes in
            switch manifest(bytes) {
            case .refused(let verdict):
                return verdict
            case .verified(let sequence, let warnings):
                if let lastApplied, sequence < lastApplied {
                    return Self.reject(Violation(
                        layer: 3, rule: "manifest.rollback", path: "/payload/sequence",
                        message: "sequence \(sequence.text) is lower than the last applied \(lastApplied.text): "
                            + "a rollback to a stale manifest (seed: Manifest)"))
                }
                lastApplied = sequence
                return Verdict(outcome: .accept, warnings: warnings)
            }
        }
    }

    /// One manifest judged up to its sequence.
    private enum ManifestStep {
        /// Verified and well-shaped: its sequence and the envelope's warnings.
        case verified(ManifestSequenceNumber, [Verdict.Warning])
        /// Refused before the sequence could be compared.
        case refused(Verdict)
    }

    /// One manifest up to its sequence.
    private func manifest(_ bytes: [UInt8]) -> ManifestStep {
        let document: JSONDocument
        switch decode(bytes) {
        case .success(let decoded): document = decoded
        case .failure(let error): return .refused(Self.reject(error))
        }
        let decision = VersionGate.decide(document, client: clientVersion)
        if case .wrongMajor(let violation) = decision { return .refused(Self.reject(violation)) }
        let policy = WalkPolicy(
            schemaOnly: false, collectAll: false, downgradeUnknownMembers: decision == .higherMinor, forcePayload: false)
        var walker = DocumentWalker(document: document, profile: profile, policy: policy)
        let report = walker.run()
        guard report.isEnvelope else {
            return .refused(Self.reject(Violation(
                layer: 2, rule: "required", path: "",
                message: "a manifest comes in a signed envelope (seed: Manifest); this document has no signature")))
        }
        if let first = report.schema.first { return .refused(Self.reject(first)) }
        let payload: [UInt8]
        switch envelopeStage.open(document) {
        case .refused(let violation): return .refused(Self.reject(violation))
        case .payload(let opened): payload = opened
        }
        let manifest: JSONDocument
        switch decode(payload) {
        case .success(let decoded): manifest = decoded
        case .failure(let error): return .refused(Self.reject(Self.violation(error)).prefixed(with: "/payload"))
        }
        switch ManifestReader.read(manifest) {
        case .refused(let violation): return .refused(Self.reject(violation).prefixed(with: "/payload"))
        case .sequence(let sequence): return .verified(sequence, report.warnings)
        }
    }
}
