/// Cuts Swift source into tokens, skipping comments and whitespace. It reads bytes, so a file that
/// is not UTF-8 lexes too (its odd bytes become parts of names), and it never fails: an
/// unterminated string or comment ends at the end of the file (a string that must stay on one
/// line, at the end of its line). Nested block comments, raw strings (`#"…"#`), multi-line
/// strings and interpolation (`"\(a + "b")"`, to any depth) are each read in one pass with an
/// explicit stack, so the cost is linear in the file's size and no input can recurse deeply.
public struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every token of the file, in order.
    public static func tokens(of bytes: [UInt8]) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: bytes)
        return lexer.all()
    }

    private mutating func all() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        while let token = next() { tokens.append(token) }
        return tokens
    }

    private func byte(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == ASCIIByte.newline {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func next() -> SwiftToken? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        let start = index
        let startLine = line
        let column = index - lineStart + 1
        let c = bytes[index]
        let kind: SwiftToken.Kind
        if c == ASCIIByte.quote || (c == ASCIIByte.hash && isRawStringStart(at: index)) {
            readString()
            kind = .string
        } else if Self.isIdentifierStart(c) {
            while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            kind = .identifier
        } else if c == ASCIIByte.backtick {
            index += 1
            while index < bytes.count, bytes[index] != ASCIIByte.backtick,
                bytes[index] != ASCIIByte.newline
            {
                index += 1
            }
            if index < bytes.count, bytes[index] == ASCIIByte.backtick { index += 1 }
            kind = .identifier
        } else if Self.isDigit(c) {
            index += 1
            while index < bytes.count {
                let d = bytes[index]
                if Self.isIdentifierByte(d) {
                    index += 1
                } else if d == ASCIIByte.dot, let after = byte(index + 1), Self.isDigit(after) {
                    index += 1
                } else {
                    break
                }
            }
            kind = .number
        } else if Self.punctuation.contains(c) {
            index += 1
            // `!=` and `!==` are operators, not a negation followed by an assignment.
            if c == ASCIIByte.bang, byte(index) == ASCIIByte.equals {
                while index < bytes.count, Self.isOperatorByte(bytes[index]) { index += 1 }
                kind = .operator
            } else {
                kind = .punctuation
            }
        } else if Self.isOperatorByte(c) {
            while index < bytes.count, Self.isOperatorByte(bytes[index]) { index += 1 }
            kind = .operator
        } else {
            // Anything else (a control character, a stray backslash) stands alone.
            index += 1
            kind = .operator
        }
        return SwiftToken(kind: kind, start: start, end: index, line: startLine, column: column)
    }

    /// Skips whitespace, `//` comments and `/* */` comments (nested, possibly unterminated).
    private mutating func skipTrivia() {
        while index < bytes.count {
            let c = bytes[index]
            if c == ASCIIByte.space || c == ASCIIByte.tab || c == ASCIIByte.newline
                || c == ASCIIByte.carriageReturn
            {
                advance()
            } else if c == ASCIIByte.slash, byte(index + 1) == ASCIIByte.slash {
                while index < bytes.count, bytes[index] != ASCIIByte.newline { index += 1 }
            } else if c == ASCIIByte.slash, byte(index + 1) == ASCIIByte.star {
                var depth = 0
                while index < bytes.count {
                    if bytes[index] == ASCIIByte.slash, byte(index + 1) == ASCIIByte.star {
                        depth += 1
                        index += 2
                    } else if bytes[index] == ASCIIByte.star, byte(index + 1) == ASCIIByte.slash {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        advance()
                    }
                }
            } else {
                return
            }
        }
    }

    private func isRawStringStart(at offset: Int) -> Bool {
        var i = offset
        while i < bytes.count, bytes[i] == ASCIIByte.hash { i += 1 }
        return i < bytes.count && bytes[i] == ASCIIByte.quote
    }

    /// One frame of a string being read: a literal, or an interpolation inside one.
    private enum Frame {
        case literal(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    /// Reads a string literal starting at `index` (its `#`s or its quote), with everything nested
    /// in its interpolations.
    private mutating func readString() {
        var stack: [Frame] = [openLiteral()]
        while index < bytes.count, let top = stack.last {
            let c = bytes[index]
            switch top {
            case .literal(let hashes, let multiline):
                if c == ASCIIByte.backslash, hashesFollow(index + 1, count: hashes) {
                    index += 1 + hashes
                    guard index < bytes.count else { return }
                    if bytes[index] == ASCIIByte.openParen {
                        index += 1
                        stack.append(.interpolation(depth: 1))
                    } else {
                        advance()
                    }
                } else if c == ASCIIByte.quote, closes(multiline: multiline, hashes: hashes) {
                    index += (multiline ? 3 : 1) + hashes
                    stack.removeLast()
                } else if c == ASCIIByte.newline, !multiline {
                    // An unterminated one-line string ends with its line.
                    stack.removeLast()
                } else {
                    advance()
                }
            case .interpolation(let depth):
                if c == ASCIIByte.quote || (c == ASCIIByte.hash && isRawStringStart(at: index)) {
                    stack.append(openLiteral())
                } else if c == ASCIIByte.openParen {
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                    index += 1
                } else if c == ASCIIByte.closeParen {
                    index += 1
                    if depth == 1 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                } else if c == ASCIIByte.newline, stack.contains(where: Self.isOneLine) {
                    // An interpolation cannot run past the end of a one-line string's line.
                    stack.removeAll()
                } else {
                    advance()
                }
            }
        }
    }

    private static func isOneLine(_ frame: Frame) -> Bool {
        if case .literal(_, false) = frame { return true }
        return false
    }

    /// Consumes an opening delimiter (`#`s, then `"` or `"""`) and returns its frame.
    private mutating func openLiteral() -> Frame {
        var hashes = 0
        while index < bytes.count, bytes[index] == ASCIIByte.hash {
            hashes += 1
            index += 1
        }
        let multiline = byte(index + 1) == ASCIIByte.quote && byte(index + 2) == ASCIIByte.quote
        index += multiline ? 3 : 1
        return .literal(hashes: hashes, multiline: multiline)
    }

    private func hashesFollow(_ offset: Int, count: Int) -> Bool {
        for i in 0..<count where byte(offset + i) != ASCIIByte.hash { return false }
        return true
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        if multiline,
            byte(index + 1) != ASCIIByte.quote || byte(index + 2) != ASCIIByte.quote
        {
            return false
        }
        return hashesFollow(index + (multiline ? 3 : 1), count: hashes)
    }

    private static let punctuation: Set<UInt8> = Set("()[]{},:;.?!@#".utf8)
    private static let operatorBytes: Set<UInt8> = Set("=+-*/%<>&|^~".utf8)

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    static func isIdentifierByte(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private static func isOperatorByte(_ c: UInt8) -> Bool { operatorBytes.contains(c) }
}

/// The bytes the Swift lexer looks at.
enum ASCIIByte {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let openParen: UInt8 = 0x28
    static let closeParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let equals: UInt8 = 0x3D
    static let backslash: UInt8 = 0x5C
    static let backtick: UInt8 = 0x60
    static let bang: UInt8 = 0x21
}
