/// A rule of the scene-launch decision: when it holds, the app launches into `root` and runs `then`.
public struct LaunchRule: Hashable, Sendable {
    /// The launch state this rule names (`firstLaunch`, `loggedIn`, …).
    public var state: String
    /// All must hold; empty means always.
    public var conditions: [Condition]
    public var root: Invocation
    /// Follow-up effects, acting for whatever screen is frontmost.
    public var then: [Effect]

    public init(
        _ state: String, when conditions: [Condition] = [], root: Invocation, then: [Effect] = []
    ) {
        self.state = state
        self.conditions = conditions
        self.root = root
        self.then = then
    }
}
