/// The decision table would be larger than the bounds a readable table (and a quick answer) allow.
public struct DecisionLimitError: Error, Hashable, Sendable {
    /// One line, lower-case start: what is too large and what would help.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
