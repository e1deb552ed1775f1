/// What happened when one scenario file ran.
public struct ScenarioOutcome: Sendable {
    public enum Status: Sendable {
        /// Every step and expectation held.
        case passed
        /// A step or expectation failed.
        case failed(ScenarioFailure)
        /// The scenario declares `expectFailure: REASON` and failed, as expected (counts as passing).
        case expectedFailure(reason: String, ScenarioFailure)
        /// The scenario declares `expectFailure: REASON` but every step held (counts as failing).
        case unexpectedPass(reason: String, at: SourceLocation)
    }

    /// The scenario's title (`scenario:`).
    public var name: String
    /// The scenario file as the user named it.
    public var path: String
    public var tags: [String]
    public var status: Status
    /// Wall-clock seconds the run took.
    public var duration: Double
    /// How many steps ran (including those of `run:` files).
    public var stepsRun: Int
    /// What the scenario reached, when the run records coverage.
    public var coverage: ScenarioCoverage?

    public init(
        name: String, path: String, tags: [String], status: Status, duration: Double, stepsRun: Int
    ) {
        self.name = name
        self.path = path
        self.tags = tags
        self.status = status
        self.duration = duration
        self.stepsRun = stepsRun
    }

    /// Whether the outcome counts towards "passed" in the summary.
    public var isSuccess: Bool {
        switch status {
        case .passed, .expectedFailure: return true
        case .failed, .unexpectedPass: return false
        }
    }
}
