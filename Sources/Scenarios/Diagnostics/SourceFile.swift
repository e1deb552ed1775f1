/// The text of one input file, kept so that a diagnostic can quote the line it points at.
public struct SourceFile: Sendable {
    public var path: String
    public var text: String
    /// The file's lines, without their line breaks.
    public let lines: [Substring]

    /// The number of the text's first line: 1 for a file, more for a line typed in a session.
    public var firstLine = 1

    public init(path: String, text: String, firstLine: Int = 1) {
        self.path = path
        self.text = text
        self.firstLine = firstLine
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// The 1-based line `number`, or `nil` past the end.
    public func line(_ number: Int) -> Substring? {
        let index = number - firstLine
        return index >= 0 && index < lines.count ? lines[index] : nil
    }
}
