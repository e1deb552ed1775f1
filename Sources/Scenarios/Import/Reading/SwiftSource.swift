/// One Swift file, lexed: its tokens, the token that closes each bracket, and its lines for the
/// report.
public struct SwiftSource: Sendable {
    /// The path as given.
    public let path: String
    /// The file's name (`ShopCoordinator.swift`), as the draft's `# File.swift:LINE` comments write it.
    public let fileName: String
    let bytes: [UInt8]
    let tokens: [SwiftToken]
    /// For an opening bracket token, the index of the token that closes it (`tokens.count` if none
    /// does); for any other token, -1.
    let closing: [Int]
    private let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.fileName = path.split(separator: "/").last.map(String.init) ?? path
        self.bytes = bytes
        let tokens = SwiftLexer.tokens(of: bytes)
        self.tokens = tokens
        closing = Self.matchBrackets(tokens, bytes)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == ASCIIByte.newline {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The token's text (invalid UTF-8 repaired).
    func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        let token = tokens[index]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether token `index` is `word` (compared byte by byte, without making a string).
    func isText(_ index: Int, _ word: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.end - token.start == word.utf8.count else { return false }
        var offset = token.start
        for byte in word.utf8 {
            if bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }

    func line(_ index: Int) -> Int {
        index < tokens.count ? tokens[index].line : (tokens.last?.line ?? 1)
    }

    /// The whole text of a 1-based line, untrimmed.
    func rawLine(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text of a 1-based line, trimmed, at most 160 characters.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == ASCIIByte.carriageReturn { end -= 1 }
        let text = String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
        let trimmed = text.trimmingSpaces
        return trimmed.count > 160 ? String(trimmed.prefix(159)) + "…" : trimmed
    }

    /// The string literal's content when it has no interpolation or escapes (`"hasSeenOnboarding"`).
    func plainString(_ index: Int) -> String? {
        guard index < tokens.count, tokens[index].kind == .string else { return nil }
        let text = self.text(index)
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2,
            !text.hasPrefix("\"\"\""), !text.contains("\\")
        else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private static func matchBrackets(_ tokens: [SwiftToken], _ bytes: [UInt8]) -> [Int] {
        var closing = [Int](repeating: -1, count: tokens.count)
        var open: [(index: Int, closer: UInt8)] = []
        for (i, token) in tokens.enumerated() where token.kind == .punctuation {
            let c = bytes[token.start]
            switch c {
            case 0x28: open.append((i, 0x29))
            case 0x5B: open.append((i, 0x5D))
            case 0x7B: open.append((i, 0x7D))
            case 0x29, 0x5D, 0x7D:
                // A `}` closes whatever `(` or `[` was left open inside its braces; any other
                // closer that does not match the innermost opener is a stray one: skipped.
                while c == 0x7D, let top = open.last, top.closer != c {
                    closing[top.index] = i
                    open.removeLast()
                }
                if let top = open.last, top.closer == c {
                    closing[top.index] = i
                    open.removeLast()
                }
            default: break
            }
        }
        for unclosed in open { closing[unclosed.index] = tokens.count }
        return closing
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
