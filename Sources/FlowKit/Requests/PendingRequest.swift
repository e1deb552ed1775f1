/// A request that has started and waits for one of its outcomes (delivered by the `respond`
/// step). It lives in the running app's memory: a relaunch or a crash drops it.
public struct PendingRequest: Hashable, Sendable, CustomStringConvertible {
    public var spec: RequestSpec
    /// Who the outcome's effects act for. Its screen, or its coordinator when it has none, is what
    /// the completion handler captures weakly (`[weak self]`): once that has left, the outcome is dropped.
    public var actor: Actor
    /// Started by a launch rule or a link: the outcome's effects act for whatever screen is
    /// frontmost when each runs, and the scene delegate that holds the handler never goes away.
    public var followsFrontmost: Bool

    public init(spec: RequestSpec, actor: Actor, followsFrontmost: Bool) {
        self.spec = spec
        self.actor = actor
        self.followsFrontmost = followsFrontmost
    }

    /// The request's name.
    public var name: String { spec.name }
    /// The names of its outcomes, in declaration order.
    public var outcomes: [String] { spec.outcomes.map(\.name) }

    /// `signIn [success, failure]`.
    public var description: String { "\(name) [\(outcomes.joined(separator: ", "))]" }
}
