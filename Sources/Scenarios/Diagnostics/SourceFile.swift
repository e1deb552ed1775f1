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

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lineStarts = Self.lineStarts(of: text)
    }

    /// The file's lines, without their line breaks.
    public var lines: [Substring] {
        (1...lineStarts.count).compactMap { line($0) }
    }

    /// The 1-based line `number`, or `nil` past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1 && number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : utf8.count
        let endIndex = utf8.index(utf8.startIndex, offsetBy: end)
        // "\r\n" ends the line together; a lone "\r" is part of it.
        if end > start, number < lineStarts.count, utf8[utf8.index(before: endIndex)] == 0x0D { end -= 1 }
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
