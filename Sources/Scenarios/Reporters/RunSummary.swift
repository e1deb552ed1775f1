/// The counts of a run, the same in every report format.
///
/// `passed` counts every scenario that held, expected failures included; `failed` counts every
/// scenario that did not, unexpected passes included. So `passed + failed` is the number of
/// scenarios that ran, and the run is green exactly when `failed == 0 && errors == 0`.
public struct RunSummary: Sendable, Hashable {
    public var passed: Int
    public var failed: Int
    /// Of `passed`: scenarios marked `expectFailure` that failed, as declared.
    public var expectedFailures: Int
    /// Of `failed`: scenarios marked `expectFailure` that passed.
    public var unexpectedPasses: Int
    /// Scenarios selected but not run (`--fail-fast`).
    public var skipped: Int
    /// Input diagnostics of severity error.
    public var errors: Int
    /// Input diagnostics of severity warning.
    public var warnings: Int
    /// Wall-clock seconds of the whole run.
    public var duration: Double

    public init(_ report: RunReport) {
        passed = report.outcomes.count { $0.isSuccess }
        failed = report.outcomes.count - passed
        expectedFailures = report.outcomes.count {
            if case .expectedFailure = $0.status { true } else { false }
        }
        unexpectedPasses = report.outcomes.count {
            if case .unexpectedPass = $0.status { true } else { false }
        }
        skipped = report.skipped.count
        errors = report.diagnostics.count { $0.severity == .error }
        warnings = report.diagnostics.count { $0.severity == .warning }
        duration = report.duration
    }

    /// `N passed, N failed`: the line CI tooling reads, always printed alone on its line.
    public var resultLine: String { "\(passed) passed, \(failed) failed" }
}
