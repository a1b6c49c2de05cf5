import MurtiProtocol

extension ContractKind: Comparable {
    /// Registry order (``ContractRegistry/precedes(_:_:)``, docs/DECISIONS.md D231): the
    /// installed contracts in installation order, Murti first with the runner's list; a kind
    /// this build does not grade after them. `MurtiProtocol` knows no order: which contracts
    /// there are, and in what order, is the program's.
    public static func < (lhs: ContractKind, rhs: ContractKind) -> Bool {
        ContractRegistry.precedes(lhs, rhs)
    }
}
