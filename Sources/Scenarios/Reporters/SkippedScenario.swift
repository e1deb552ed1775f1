/// A scenario that was selected but not run, and why.
public struct SkippedScenario: Sendable, Hashable {
    public var name: String
    public var path: String
    public var tags: [String]
    /// Lower-case, no final period: "not run after the first failure (--fail-fast)".
    public var reason: String

    public init(name: String, path: String, tags: [String], reason: String) {
        self.name = name
        self.path = path
        self.tags = tags
        self.reason = reason
    }
}
