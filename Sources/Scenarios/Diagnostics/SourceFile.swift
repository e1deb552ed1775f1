/// The text of one input file, kept so that a diagnostic can quote the line it points at.
public struct SourceFile: Sendable {
    public var path: String
    public var text: String
    /// The file's lines, without their line breaks.
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        // Split on the scalar "\n": as Characters, "\r\n" is one grapheme that is not "\n".
        self.lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            Substring($0.last == "\r" ? $0.dropLast() : $0)
        }
    }

    /// The 1-based line `number`, or `nil` past the end.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
