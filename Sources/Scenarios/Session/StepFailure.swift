import FlowKit

/// Why a step or an expectation of a ``Session`` failed: what kind of failure, the message and
/// where, and the structured details (expected against actual, the engine's error, the diagnostics).
public struct StepFailure: Error, Sendable {
    /// What kind of failure it is.
    public enum Kind: Sendable {
        /// The text is not a step the app understands; the diagnostics say why, with columns.
        case notUnderstood([Diagnostic])
        /// The user or device could not do the step; the engine's typed error says why.
        case stepFailed(StepError)
        /// Keys of an `expect` step did not hold; each mismatch has expected against actual.
        case expectationFailed([ExpectationMismatch])
        /// The app crashed at an earlier step and this step does not expect it.
        case unexpectedCrash(message: String, at: SourceLocation)
    }

    /// What kind of failure it is, with its structured details.
    public var kind: Kind
    /// One line, lower-case start, as a scenario report shows it.
    public var message: String
    /// The failing step, expectation key or character of the text.
    public var location: SourceLocation

    /// A failure of `kind` with its message and location.
    public init(_ kind: Kind, message: String, location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    /// The mismatched keys, when an expectation failed (empty otherwise).
    public var mismatches: [ExpectationMismatch] {
        if case .expectationFailed(let m) = kind { return m }
        return []
    }

    /// The diagnostics, when the text was not understood (empty otherwise).
    public var diagnostics: [Diagnostic] {
        if case .notUnderstood(let d) = kind { return d }
        return []
    }

    /// Expected against actual as a report prints them: each key's lines, under its location
    /// when more than one key failed.
    public var detailLines: [String] {
        let mismatches = self.mismatches
        var lines: [String] = []
        for m in mismatches {
            if mismatches.count > 1 {
                lines.append("\(m.expectation.location): \(m.expectation.key)")
            }
            lines += m.detail.map { mismatches.count > 1 ? "  " + $0 : $0 }
        }
        return lines
    }
}
