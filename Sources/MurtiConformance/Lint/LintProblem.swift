import MurtiProtocol

/// One corpus integrity problem found by ``Linter`` (docs/CONTRACT.md §2), with the file and the fix.
package struct LintProblem: Sendable, Equatable {
    /// What kind of problem it is; each kind has its own fix.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A fixture file under `valid/` or `invalid/` with no entry in expectations.json.
        case fileWithoutEntry
        /// An entry in expectations.json with no fixture file.
        case entryWithoutFile
        /// A symbolic link, device, FIFO or socket among the fixture files (or at an entry's
        /// path, or where expectations.json belongs): never read (docs/SECURITY.md "Corpus confinement").
        case notARegularFile
        /// expectations.json does not load, or an entry does not decode.
        case malformedExpectations
        /// expectations.json is not valid against expectations.schema.json.
        case expectationsSchema
        /// The entries under `fixtures` are not sorted by id (docs/EXPECTATIONS.md).
        case unsortedEntries
        /// A rule id outside the catalogue (docs/CONTRACT.md §1 + the keywords of murti.schema.json).
        case unknownRule
        /// A layer that is not the layer of the entry's rule.
        case layerMismatch
        /// A profile name that `profiles` does not define.
        case unknownProfile
        /// No (or an empty) `description`.
        case missingDescription
        /// A rejection without `layer`, `rule` or `path`.
        case incompleteRejection
        /// A `valid/` fixture expected to be refused or degraded, an `invalid/` one expected
        /// to be plainly accepted, or one in a folder that holds another layer or rule
        /// (docs/EXPECTATIONS.md "Fixture ids").
        case wrongFolder
        /// A stated `path`, placeholder, warning or step path that names nothing in the fixture.
        case pathNotFound
        /// A `valid/` fixture the reference refuses.
        case validRefused
        /// The reference accepts what is expected rejected, or rejects what is expected accepted.
        case outcomeMismatch
        /// The reference refuses for another layer, rule or path than the entry states.
        case otherRejection
        /// The fixture breaks more than one rule (all the reference's violations are listed).
        case ambiguous
        /// The reference's placeholders differ from the entry's.
        case placeholderMismatch
        /// The reference's warnings differ from the entry's.
        case warningMismatch
        /// The entry's `schema` verdict differs from the reference's schema-only mode.
        case schemaVerdictMismatch
        /// The reference could not judge the fixture (error, skip, crash, timeout).
        case referenceFailed
        /// A fixture byte-identical to another one judged under the same profile.
        case duplicateFixture
        /// Fixtures or expectations changed since the last committed version but
        /// `corpusVersion` did not move as far (CONTRIBUTING.md).
        case versionNotBumped
        /// An entry of a contract that requires `source` without one (docs/CONTRACT.md §8).
        case missingSource
        /// A fixture of a lossy contract that repeats a member name and is not `informational`
        /// (docs/CONTRACT.md §8 rule 4).
        case duplicateMemberName
        /// The reference keeps, drops or contains other sections or widgets than a lossy
        /// contract's entry states (the `rule` level's skeleton).
        case decodingMismatch
        /// The reference reports other graded diagnostics than a lossy contract's entry states.
        case diagnosticMismatch
        /// The reference's answer differs from a lossy contract's entry only at the `strict` level.
        case strictMismatch
        /// A manifest step's expected answer and the schema's `#/$defs/manifest`, judged by a
        /// JSON Schema engine, disagree (docs/DECISIONS.md 73).
        case manifestSchemaMismatch
        /// An item the corpus's coverage-policy.json requires is a zero of the coverage map
        /// (docs/DECISIONS.md 77), or no item at all.
        case coverageZero
        /// An entry whose `source` leads with no citation of a published statement or a
        /// project decision (docs/DECISIONS.md D82).
        case sourceWithoutBasis
        /// An entry of a contract of promises without `promise` (docs/DECISIONS.md D81).
        case missingPromise
        /// An entry citing a promise its expected skeleton and diagnostics cannot break
        /// (docs/DECISIONS.md D81).
        case promiseNotAtStake
        /// A fixture of a contract of promises holding more than one fault without `"combination": true`
        /// (docs/DECISIONS.md D80).
        case severalFaults
        /// An entry marked as a combination that holds one fault or none, or gives no
        /// `combinationReason` (docs/DECISIONS.md D80).
        case badCombination
    }

    /// The kind.
    package var kind: Kind
    /// The file to edit or look at, relative to the working directory when possible
    /// (e.g. `corpus/invalid/schema/x.json`, `corpus/expectations.json`).
    package var file: String
    /// The fixture id (path relative to the corpus folder) when the problem is about one.
    package var fixture: String?
    /// What is wrong.
    package var message: String
    /// What to do about it.
    package var fix: String

    /// Creates a problem.
    package init(kind: Kind, file: String, fixture: String? = nil, message: String, fix: String) {
        self.kind = kind
        self.file = file
        self.fixture = fixture
        self.message = message
        self.fix = fix
    }

    /// A short title for annotations, e.g. `lint: unknown rule`.
    package var title: String {
        let words = kind.rawValue.reduce(into: "") { text, character in
            if character.isUppercase { text += " " + character.lowercased() } else { text.append(character) }
        }
        return "lint: " + words
    }
}

extension LintProblem {
    /// Problems without a fixture first, then by fixture id (corpus order), stable.
    package static func ordered(_ problems: [LintProblem]) -> [LintProblem] {
        problems.enumerated().sorted { left, right in
            switch (left.element.fixture, right.element.fixture) {
            case (nil, nil): return left.offset < right.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let a?, let b?):
                if a == b { return left.offset < right.offset }
                return ScalarOrder.precedes(a, b)
            }
        }.map(\.element)
    }
}
