import MurtiProtocol

/// The contracts this build grades, by the name a corpus declares.
public enum ContractRegistry {
    /// The contracts with a ``ConformanceContract`` in this build.
    public static let graded: [ContractKind] = [.murti, .flowUI]

    /// The contract `kind` names, or `nil` when this build does not grade it.
    public static func contract(_ kind: ContractKind) -> (any ConformanceContract)? {
        switch kind {
        case .murti: MurtiContract()
        case .flowUI: FlowUIContract()
        }
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
