import FlowKit

/// One step of a scenario, with where it is written (inside the file of a `run:` for its steps).
public struct ScenarioStep: Sendable {
    public enum Kind: Sendable {
        /// Something the user or the device does.
        case perform(Step)
        /// Assertions, all checked and all failures reported.
        case expect([Expectation])
    }

    public var kind: Kind
    public var location: SourceLocation
    /// The step as the file writes it (`open: pennybank://tx/3`), when its value is one
    /// scalar; `expectFailure: step:` matches it as well as the trace's wording of the step.
    public var written: String?

    /// A step of `kind` written at `location`.
    public init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}
