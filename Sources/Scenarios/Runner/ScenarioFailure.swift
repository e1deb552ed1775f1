/// Why a scenario failed: a one-line headline, where, and the full explanation.
public struct ScenarioFailure: Sendable {
    /// One line, lower-case start: "expected top 'Chat' but the frontmost screen is 'ChannelList'".
    public var message: String
    /// The failing step (or expectation key).
    public var location: SourceLocation
    /// Multi-line detail: expected against actual, the hierarchy as a tree, the last trace events.
    public var details: String

    public init(message: String, location: SourceLocation, details: String) {
        self.message = message
        self.location = location
        self.details = details
    }
}
