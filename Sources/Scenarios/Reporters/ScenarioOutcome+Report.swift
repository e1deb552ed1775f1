extension ScenarioOutcome.Status {
    /// The status as reports name it: `passed`, `failed`, `expectedFailure` or `unexpectedPass`.
    public var reportName: String {
        switch self {
        case .passed: return "passed"
        case .failed: return "failed"
        case .expectedFailure: return "expectedFailure"
        case .unexpectedPass: return "unexpectedPass"
        }
    }

    /// The `expectFailure:` reason, for the two statuses that have one.
    public var expectedFailureReason: String? {
        switch self {
        case .passed, .failed: return nil
        case .expectedFailure(let reason, _), .unexpectedPass(let reason, _): return reason
        }
    }

    /// What went wrong, when the outcome counts as failing: the failure itself, or for an
    /// unexpected pass a failure at the `expectFailure` line saying so.
    public var reportedFailure: ScenarioFailure? {
        switch self {
        case .passed, .expectedFailure: return nil
        case .failed(let failure): return failure
        case .unexpectedPass(let reason, let location):
            return ScenarioFailure(
                message:
                    "passed, but it is marked 'expectFailure: \(reason)'; remove 'expectFailure' if the problem is fixed",
                location: location)
        }
    }

    /// The failure a report records: `reportedFailure`, or for an expected failure the failure it had.
    public var recordedFailure: ScenarioFailure? {
        if case .expectedFailure(_, let failure) = self { return failure }
        return reportedFailure
    }
}
