import Foundation
import MurtiProtocol

/// `coverage`: for each contract of a run, every item its fixtures could exercise and how many
/// do, zeros first (docs/DECISIONS.md 76).
package struct CoverageMap: Sendable, Equatable {
    /// One contract's part of the map.
    package struct Section: Sendable, Equatable {
        /// The corpus's contract.
        package var contract: ContractKind
        /// The corpus folder as shown.
        package var corpus: String
        /// The corpus's version.
        package var corpusVersion: String
        /// How many fixtures the corpus holds.
        package var fixtures: Int
        /// The items, zeros first, then by kind and id.
        package var items: [CoverageItem]

        /// Creates a section, sorting `items` zeros first.
        package init(contract: ContractKind, corpus: String, corpusVersion: String, fixtures: Int, items: [CoverageItem]) {
            self.contract = contract
            self.corpus = corpus
            self.corpusVersion = corpusVersion
            self.fixtures = fixtures
            self.items = items.enumerated().sorted { left, right in
                let (a, b) = (left.element, right.element)
                if a.isZero != b.isZero { return a.isZero }
                if a.kind != b.kind { return a.kind < b.kind }
                return left.offset < right.offset
            }.map(\.element)
        }

        /// The zeros, in map order.
        package var zeros: [CoverageItem] { items.filter(\.isZero) }
    }

    /// The sections, Murti first.
    package var sections: [Section]

    /// Creates a map.
    package init(sections: [Section]) {
        self.sections = sections
    }

    /// The item `id` of `contract`, if the map has it.
    package func item(_ id: String, in contract: ContractKind) -> CoverageItem? {
        sections.first { $0.contract == contract }?.items.first { $0.id == id }
    }
}
