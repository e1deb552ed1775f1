import FlowKit

extension ExpectationChecker {
    /// `transition: KIND` or `none` against the transition the last step left running.
    func transitionMismatch(
        _ expected: TransitionInProgress.Kind?,
        _ fail: (String, String, String, [String]) -> Mismatch
    ) -> Mismatch? {
        let actual = sim.transitionInProgress?.kind
        guard actual != expected else { return nil }
        let expectedWord = expected?.rawValue ?? "none"
        let actualWord = actual?.rawValue ?? "none"
        let hint =
            expected != nil && actual == nil
            ? " (a step leaves its transition running only with settle: false beside it)" : ""
        return fail(
            "expected the transition in progress to be \(expectedWord) but it is \(actualWord)"
                + hint, expectedWord, actualWord, [])
    }
}
