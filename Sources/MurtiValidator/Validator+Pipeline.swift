extension Validator {
    /// Layer 1 with the profile's limits (`maxNesting` never above its ceiling of 512, even if
    /// the property was set past it after ``Bounds/init``).
    func decode(_ bytes: [UInt8]) -> Result<JSONDocument, DecodeError> {
        do throws(DecodeError) {
            return .success(
                try StrictJSONDecoder.decode(
                    bytes, maxNesting: min(profile.bounds.maxNesting, Bounds.nestingCeiling),
                    maxDocumentBytes: profile.bounds.maxDocumentBytes))
        } catch {
            return .failure(error)
        }
    }

    /// ``validate(_:)``; `forcePayload` judges the top level as a payload (docs/CONTRACT.md §6 e).
    func verdict(for bytes: [UInt8], forcePayload: Bool) -> Verdict {
        let document: JSONDocument
        switch decode(bytes) {
        case .success(let decoded): document = decoded
        case .failure(let error): return Self.reject(error)
        }
        let decision = VersionGate.decide(document, client: clientVersion)
        if case .wrongMajor(let violation) = decision { return Self.reject(violation) }
        let policy = WalkPolicy(
            schemaOnly: false, collectAll: false,
            downgradeUnknownMembers: decision == .higherMinor, forcePayload: forcePayload,
            countsGraphemes: testOnlyCountsGraphemes)
        var walker = DocumentWalker(document: document, profile: profile, policy: policy, registries: registries)
        let report = walker.run()
        if let first = report.schema.first { return Self.reject(first) }
        if report.isEnvelope {
            switch envelopeStage.open(document) {
            case .refused(let violation):
                return Self.reject(violation)
            case .payload(let payload):
                var inner = verdict(for: payload, forcePayload: true).prefixed(with: "/payload")
                inner.warnings = report.warnings + inner.warnings
                return inner
            }
        }
        if let first = report.orderedBounds.first { return Self.reject(first) }
        if let first = report.semantic.first { return Self.reject(first) }
        return Verdict(
            outcome: .accept, layer: report.placeholders.isEmpty ? nil : 4,
            rule: report.placeholders.isEmpty ? nil : "render.placeholder",
            placeholders: report.placeholders, warnings: report.warnings)
    }

    /// ``violations(in:)``; `forcePayload` as in ``verdict(for:forcePayload:)``.
    func allViolations(in bytes: [UInt8], forcePayload: Bool) -> [Violation] {
        let document: JSONDocument
        switch decode(bytes) {
        case .success(let decoded): document = decoded
        case .failure(let error): return [Self.violation(error)]
        }
        let decision = VersionGate.decide(document, client: clientVersion)
        if case .wrongMajor(let violation) = decision { return [violation] }
        let policy = WalkPolicy(
            schemaOnly: false, collectAll: true,
            downgradeUnknownMembers: decision == .higherMinor, forcePayload: forcePayload,
            countsGraphemes: testOnlyCountsGraphemes)
        var walker = DocumentWalker(document: document, profile: profile, policy: policy)
        let report = walker.run()
        var found = report.schema + report.orderedBounds + report.semantic
        if report.isEnvelope, report.schema.isEmpty {
            switch envelopeStage.open(document) {
            case .refused(let violation):
                found.append(violation)
            case .payload(let payload):
                found += allViolations(in: payload, forcePayload: true).map { $0.prefixed(with: "/payload") }
            }
        }
        return found
    }

    /// A layer-1 violation.
    static func violation(_ error: DecodeError) -> Violation {
        Violation(layer: 1, rule: error.rule, path: error.path, message: error.description)
    }

    /// A layer-1 rejection.
    static func reject(_ error: DecodeError) -> Verdict {
        reject(violation(error))
    }

    /// A rejection carrying `violation`.
    static func reject(_ violation: Violation) -> Verdict {
        Verdict(
            outcome: .reject, layer: violation.layer, rule: violation.rule, path: violation.path,
            message: violation.message)
    }
}
