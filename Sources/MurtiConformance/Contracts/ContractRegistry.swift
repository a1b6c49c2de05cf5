import MurtiProtocol

/// The contracts this build grades, by the name a corpus declares: the one place that lists
/// them (a new contract is one line in ``contracts``).
package enum ContractRegistry {
    /// Every contract of this build, the first being the one a corpus that names none is read
    /// as (it then says what is wrong with the file).
    package static let contracts: [any ConformanceContract] = [MurtiContract(), FlowUIContract()]

    /// The contracts with a ``ConformanceContract`` in this build.
    package static let graded: [ContractKind] = contracts.map(\.kind)

    /// The contract a corpus that declares none, or none this build knows, is read as.
    package static var fallback: any ConformanceContract { contracts[0] }

    /// The contract `kind` names, or `nil` when this build does not grade it.
    package static func contract(_ kind: ContractKind) -> (any ConformanceContract)? {
        contracts.first { $0.kind == kind }
    }

    /// The contract `kind` names, or ``fallback`` when this build does not grade it: for words
    /// of a report read back, whose contract may be another build's.
    package static func contractOrFallback(_ kind: ContractKind) -> any ConformanceContract {
        contract(kind) ?? fallback
    }

    /// The contract `corpus` declares; `file` names its expectations.json in the error.
    /// Throws ``PipelineError/unusable(_:)`` for a contract this build does not grade.
    static func contract(for corpus: Corpus, file: String) throws(PipelineError) -> any ConformanceContract {
        guard let contract = contract(corpus.file.contract) else {
            throw .unusable(CorpusError.contractNotGraded(file: file, contract: corpus.file.contract).description)
        }
        return contract
    }
}
