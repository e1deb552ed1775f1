/// How to reach a state from a fresh install: the stored inputs before the first launch and the
/// steps from there (the first is usually `launch`).
public struct ExplorationPath: Hashable, Sendable {
    /// The persisted values that differ from a fresh install's, as a scenario's `given:`.
    public var given: [Param]
    public var steps: [Step]

    public init(given: [Param] = [], steps: [Step] = []) {
        self.given = given
        self.steps = steps
    }
}
