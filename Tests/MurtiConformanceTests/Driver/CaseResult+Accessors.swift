@testable import MurtiConformance
import MurtiProtocol

extension CaseResult {
    /// The answer, when this is one.
    var answer: Answer? {
        if case .answer(let answer, _, _) = self { return answer }
        return nil
    }

    /// The harness error, when this is one.
    var harnessError: HarnessError? {
        if case .harnessError(let error) = self { return error }
        return nil
    }

    /// The fields of an echo answer's message.
    var echoFields: [String] {
        answer?.message?.split(separator: "|", omittingEmptySubsequences: false).map(String.init) ?? []
    }
}
