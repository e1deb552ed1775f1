/// One key of an `expect` step that did not hold: a one-line headline and the expected/actual lines.
public struct ExpectationMismatch: Sendable {
    /// The key that failed, with where it is written.
    public var expectation: Expectation
    /// One line, lower-case start: "expected top 'Chat' but the frontmost screen is 'ChannelList'".
    public var headline: String
    /// The expected value as the key writes it, when one value sums it up.
    public var expected: String?
    /// The actual value, written the same way, when one value sums it up.
    public var actual: String?
    /// The lines a report shows under the headline (`expected top: Chat`, `actual   top: Home`, …).
    public var detail: [String]

    /// A mismatch with its headline, expected and actual values, and report lines.
    public init(
        expectation: Expectation, headline: String, expected: String? = nil, actual: String? = nil,
        detail: [String]
    ) {
        self.expectation = expectation
        self.headline = headline
        self.expected = expected
        self.actual = actual
        self.detail = detail
    }
}
