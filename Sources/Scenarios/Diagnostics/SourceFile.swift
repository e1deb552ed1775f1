/// The text of one input file, kept so that a diagnostic can quote the line it points at.
///
/// Loading keeps one per file read, so the constructor only records where lines start (one
/// pass over the UTF-8 bytes); a line's text is cut out when a diagnostic asks for it.
public struct SourceFile: Sendable {
    public var path: String
    public var text: String {
        didSet { lineStarts = Self.lineStarts(of: text) }
    }
    /// The UTF-8 offset where each line starts; the first is 0. A line ends at `\n`, and a
    /// `\r` just before it belongs to the break, as in `\r\n`.
    private var lineStarts: [Int]

    /// The number of the text's first line: 1 for a file, more for a line typed in a session.
    public var firstLine = 1

    public init(path: String, text: String, firstLine: Int = 1) {
        self.path = path
        self.text = text
        self.firstLine = firstLine
        self.lineStarts = Self.lineStarts(of: text)
    }

    /// The file's lines, without their line breaks.
    public var lines: [Substring] {
        (0..<lineStarts.count).compactMap { line(at: $0) }
    }

    /// The line `number` (counted from `firstLine`), or `nil` outside the text.
    public func line(_ number: Int) -> Substring? {
        line(at: number - firstLine)
    }

    /// The 0-based line `index` of the text.
    private func line(at index: Int) -> Substring? {
        guard index >= 0 && index < lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = lineStarts[index]
        let isLast = index + 1 == lineStarts.count
        var end = isLast ? utf8.count : lineStarts[index + 1] - 1
        // "\r\n" ends the line together; a lone "\r" at the end of the text is part of it.
        if !isLast, end > start, utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == 0x0D {
            end -= 1
        }
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(utf8.startIndex, offsetBy: end)
        return text[from..<to]
    }

    private static func lineStarts(of text: String) -> [Int] {
        var starts = [0]
        var text = text
        text.withUTF8 { bytes in
            for i in bytes.indices where bytes[i] == 0x0A { starts.append(i + 1) }
        }
        return starts
    }
}
