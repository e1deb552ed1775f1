/// Everything a reporter shows about one `flowsim run`: the scenarios that ran, the ones
/// left out, and the problems found while reading the input files.
public struct RunReport: Sendable {
    /// The scenarios that ran, in the order they ran.
    public var outcomes: [ScenarioOutcome]
    /// Scenarios that were selected but not run (after the first failure, under `--fail-fast`).
    public var skipped: [SkippedScenario]
    /// Problems found while reading app and scenario files, in the order found.
    public var diagnostics: [Diagnostic]
    /// The text of the files read, by path, so that diagnostics and failures can quote their line.
    public var sources: [String: SourceFile]
    /// Wall-clock seconds of the whole run (loading included).
    public var duration: Double

    /// A report; `duration` defaults to the sum of the scenarios' durations.
    public init(
        outcomes: [ScenarioOutcome], skipped: [SkippedScenario] = [],
        diagnostics: [Diagnostic] = [],
        sources: [String: SourceFile] = [:], duration: Double? = nil
    ) {
        self.outcomes = outcomes
        self.skipped = skipped
        self.diagnostics = diagnostics
        self.sources = sources
        self.duration = duration ?? outcomes.reduce(0) { $0 + $1.duration }
    }

    /// The counts every format prints.
    public var summary: RunSummary { RunSummary(self) }
}
