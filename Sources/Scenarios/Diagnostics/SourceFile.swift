/// The text of one input file, kept so that a diagnostic can quote the line it points at.
public struct SourceFile: Sendable {
    public var path: String
    public var text: String
    /// The file's lines, without their line breaks.
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// The 1-based line `number`, or `nil` past the end.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
