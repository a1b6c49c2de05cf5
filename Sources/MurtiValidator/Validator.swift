/// The reference validator: a document's bytes in, a verdict out (docs/CONTRACT.md §1; docs/DECISIONS.md 1–15).
///
/// Layers run 1 → 4 and the first failing layer wins: 1 decode (``StrictJSONDecoder``),
/// 2 the schemaVersion major gate, the keywords of `murti.schema.json`, then the bounds,
/// 3 references against the ``Profile``, 4 placeholders for unregistered components.
/// A value type with no global state; safe to share across threads.
package struct Validator: Sendable {
    /// The client profile documents are judged under (docs/CONTRACT.md §2).
    package let profile: Profile
    /// The profile's own `MAJOR.MINOR`, or `nil` when it is malformed (then every readable
    /// major is refused `version.major`: fail closed).
    let clientVersion: SchemaVersion?
    /// docs/CONTRACT.md §6 step (d) and the hand-off to step (e).
    let envelopeStage: EnvelopeStage
    /// TEST ONLY, never set in a client: `maxLength` counts grapheme clusters (Swift
    /// `Character`s) instead of code points, breaking docs/CONTRACT.md §1 "Counting" on purpose. It
    /// exists so the fuzzer's test can show that it finds this drift (docs/FUZZING.md);
    /// `serve` sets it from `MURTI_TEST_COUNT_GRAPHEMES=1`.
    package var testOnlyCountsGraphemes = false
    /// The profile's registries as byte-level lookups, built once (layers 3–4).
    let registries: ProfileRegistries

    /// Creates a validator for `profile`.
    package init(profile: Profile) {
        self.init(profile: profile, envelopeStage: EnvelopeStage(keys: profile.keys))
    }

    /// Creates a validator with explicit envelope verifiers.
    init(profile: Profile, envelopeStage: EnvelopeStage) {
        self.profile = profile
        self.clientVersion = SchemaVersion(profile.schemaVersion)
        self.envelopeStage = envelopeStage
        self.registries = ProfileRegistries(profile)
    }

    /// docs/CONTRACT.md §3 `capabilities` this build supports: `envelope` and `manifest` (Ed25519,
    /// ES256 and HPKE come with the platform's crypto, docs/CONTRACT.md §6). Which algorithms a
    /// client accepts is the profile's `keys`.
    package var capabilities: [String] { EnvelopeStage.capabilities }

    /// The verdict of a conforming client on `bytes` (the document's exact bytes).
    ///
    /// A rejection names the first failing layer and, inside it, the first violation by
    /// document order of instance location (RFC 6901 JSON Pointer). An acceptance lists the
    /// outermost placeholders (then layer 4, `render.placeholder`) and the higher-minor
    /// warnings, both in document order.
    package func validate(_ bytes: [UInt8]) -> Verdict {
        verdict(for: bytes, forcePayload: false)
    }

    /// Every violation of every layer that can be evaluated, in layer order and, inside a
    /// layer, document order: a layer-1 failure alone; else a wrong major alone; else all
    /// layer-2 schema violations, then the bounds (one per rule), then all layer-3 violations.
    /// Layer 3 judges only references and strings the schema accepts, so one fault is one
    /// violation. `lint` uses this to prove a fixture breaks exactly one rule.
    package func violations(in bytes: [UInt8]) -> [Violation] {
        allViolations(in: bytes, forcePayload: false)
    }

    /// What a Draft 2020-12 engine with the I-JSON checks says of `bytes` against
    /// `murti.schema.json` (docs/DECISIONS.md 15): layer 1, then the schema keywords, strictly; no major
    /// gate, bounds, minor policy or layers 3–4. An envelope is judged on its shape only.
    package func schemaVerdict(_ bytes: [UInt8]) -> Verdict {
        let document: JSONDocument
        switch decode(bytes) {
        case .success(let decoded): document = decoded
        case .failure(let error): return Self.reject(error)
        }
        let policy = WalkPolicy(
            schemaOnly: true, collectAll: false, downgradeUnknownMembers: false, forcePayload: false,
            countsGraphemes: testOnlyCountsGraphemes)
        var walker = DocumentWalker(document: document, profile: profile, policy: policy)
        if let first = walker.run().schema.first { return Self.reject(first) }
        return Verdict(outcome: .accept)
    }
}
