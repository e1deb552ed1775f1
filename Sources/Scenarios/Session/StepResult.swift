import FlowKit

/// What performing a step (or checking an expectation) in a ``Session`` did: the steps that ran,
/// whether they held, and the events they caused.
public struct StepResult: Sendable {
    /// The steps that ran, in order (a `run:` gives several), up to and including a failing one.
    public var steps: [ScenarioStep]
    /// Why the step failed, or `nil` when it held.
    public var failure: StepFailure?
    /// The trace events the steps caused, oldest first (as many as the trace keeps).
    public var events: [TraceEvent]
    /// Warnings about the text (an action no screen has, say); they do not fail the step.
    public var warnings: [Diagnostic]

    /// A result of `steps` with their failure, events and warnings.
    public init(
        steps: [ScenarioStep], failure: StepFailure? = nil, events: [TraceEvent] = [],
        warnings: [Diagnostic] = []
    ) {
        self.steps = steps
        self.failure = failure
        self.events = events
        self.warnings = warnings
    }

    /// Whether every step and expectation held.
    public var isSuccess: Bool { failure == nil }
}
