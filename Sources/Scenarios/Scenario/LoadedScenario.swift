import FlowKit

/// A scenario file read and resolved against its app: ready to run.
public struct LoadedScenario: Sendable {
    public var name: String
    public var path: String
    public var tags: [String]
    public var app: CompiledApp
    /// State before the first launch, overriding the defaults.
    public var given: [Param]
    /// Set when the scenario is expected to fail (like XCTExpectFailure): the reason.
    public var expectFailure: String?
    public var expectFailureLocation: SourceLocation?
    /// The failure expected, with the step and the kind or text that narrow it (the reason is ``expectFailure``).
    public var expectedFailure: ExpectedFailure?
    /// Every step, with the steps of `run:` files in place.
    public var steps: [ScenarioStep]
    /// The scenario's own `properties:`, checked after its steps besides the app's.
    public var properties: [AppProperty] = []
    public var location: SourceLocation
}
