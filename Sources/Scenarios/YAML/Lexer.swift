import FlowKit

/// Recognises the token that starts at a byte offset of a YAML file.
///
/// The lexer is stateless: the parser, which knows whether it is inside a flow collection
/// and where lines start, asks for one token at a time. Scanning never allocates.
struct Lexer: Sendable {
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    /// The byte at `offset`, or 0 past the end (the parser rejects NUL in the input, and
    /// always checks `isLineEnd` before trusting a 0).
    @inline(__always)
    func byte(_ offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    /// Whether `offset` is at a line break or the end of the input.
    @inline(__always)
    func isLineEnd(_ offset: Int) -> Bool {
        guard offset >= 0, offset < bytes.count else { return true }
        let b = bytes[offset]
        return b == ASCII.lineFeed || b == ASCII.carriageReturn
    }

    /// Whether `offset` is at a space, a tab, a line break or the end of the input.
    @inline(__always)
    func isBlankOrLineEnd(_ offset: Int) -> Bool {
        guard offset >= 0, offset < bytes.count else { return true }
        let b = bytes[offset]
        return b == ASCII.space || b == ASCII.tab || b == ASCII.lineFeed
            || b == ASCII.carriageReturn
    }

    /// The offset of the line break (or end of input) that ends the line containing `offset`.
    func lineEnd(from offset: Int) -> Int {
        var i = max(0, offset)
        while i < bytes.count, bytes[i] != ASCII.lineFeed, bytes[i] != ASCII.carriageReturn {
            i += 1
        }
        WorkCounter.add(i - offset + 1)
        return i
    }

    /// The offset just past the line break at `offset` (`\n` or `\r\n`); `offset` itself when
    /// there is no break there.
    func afterLineBreak(_ offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        if bytes[offset] == ASCII.carriageReturn {
            return offset + 1 < bytes.count && bytes[offset + 1] == ASCII.lineFeed
                ? offset + 2 : offset + 1
        }
        return bytes[offset] == ASCII.lineFeed ? offset + 1 : offset
    }

    /// Whether the three bytes at `offset` are `marker` (`-` or `.`) followed by a blank or line end.
    func isDocumentMarker(_ marker: UInt8, at offset: Int) -> Bool {
        byte(offset) == marker && byte(offset + 1) == marker && byte(offset + 2) == marker
            && offset + 2 < bytes.count && isBlankOrLineEnd(offset + 3)
    }

    /// The token that starts at `offset`.
    ///
    /// - Parameters:
    ///   - inFlow: whether the offset lies inside `[…]` or `{…}`, which changes where plain
    ///     scalars end and what `:`, `?` and `-` mean.
    ///   - atColumnZero: whether the offset is the first byte of its line (document markers
    ///     and directives exist only there).
    func token(at offset: Int, inFlow: Bool, atColumnZero: Bool) -> Token {
        let token = scan(at: offset, inFlow: inFlow, atColumnZero: atColumnZero)
        WorkCounter.add(token.range.count + 1)
        return token
    }

    /// ``token(at:inFlow:atColumnZero:)``, uncounted.
    private func scan(at offset: Int, inFlow: Bool, atColumnZero: Bool) -> Token {
        guard offset < bytes.count else { return Token(.lineEnd, offset..<offset) }
        let b = bytes[offset]
        let one = offset..<(offset + 1)
        switch b {
        case ASCII.lineFeed, ASCII.carriageReturn:
            return Token(.lineEnd, offset..<offset)
        case ASCII.tab:
            return Token(.tab, one)
        case ASCII.hash:
            return Token(.comment, offset..<lineEnd(from: offset))
        case ASCII.leftBracket:
            return Token(.flowSequenceStart, one)
        case ASCII.rightBracket:
            return Token(.flowSequenceEnd, one)
        case ASCII.leftBrace:
            return Token(.flowMappingStart, one)
        case ASCII.rightBrace:
            return Token(.flowMappingEnd, one)
        case ASCII.comma:
            return Token(.flowEntry, one)
        case ASCII.minus:
            if atColumnZero && isDocumentMarker(ASCII.minus, at: offset) {
                return Token(.documentStart, offset..<(offset + 3))
            }
            if isBlankOrLineEnd(offset + 1) { return Token(.blockEntry, one) }
            if inFlow && ASCII.isFlowIndicator(byte(offset + 1)) {
                return Token(.invalidStart, one)
            }
            return scanPlain(at: offset, inFlow: inFlow)
        case ASCII.period:
            if atColumnZero && isDocumentMarker(ASCII.period, at: offset) {
                return Token(.documentEnd, offset..<(offset + 3))
            }
            return scanPlain(at: offset, inFlow: inFlow)
        case ASCII.question:
            if inFlow || isBlankOrLineEnd(offset + 1) { return Token(.complexKey, one) }
            return scanPlain(at: offset, inFlow: inFlow)
        case ASCII.colon:
            if inFlow || isBlankOrLineEnd(offset + 1) { return Token(.valueIndicator, one) }
            return scanPlain(at: offset, inFlow: inFlow)
        case ASCII.ampersand:
            return Token(.anchor, offset..<nameEnd(from: offset + 1))
        case ASCII.asterisk:
            return Token(.alias, offset..<nameEnd(from: offset + 1))
        case ASCII.exclamation:
            return Token(.tag, offset..<nameEnd(from: offset + 1))
        case ASCII.pipe:
            return Token(.literalScalarHeader, one)
        case ASCII.greaterThan:
            return Token(.foldedScalarHeader, one)
        case ASCII.singleQuote:
            return scanSingleQuoted(at: offset)
        case ASCII.doubleQuote:
            return scanDoubleQuoted(at: offset)
        case ASCII.percent:
            return atColumnZero
                ? Token(.directive, offset..<lineEnd(from: offset)) : Token(.invalidStart, one)
        case ASCII.at, ASCII.backtick:
            return Token(.invalidStart, one)
        default:
            return scanPlain(at: offset, inFlow: inFlow)
        }
    }

    /// The end of an anchor, alias or tag name: the next blank, line end or flow indicator.
    private func nameEnd(from offset: Int) -> Int {
        var i = offset
        while i < bytes.count, !isBlankOrLineEnd(i), !ASCII.isFlowIndicator(bytes[i]) { i += 1 }
        return i
    }

    /// A plain scalar on one line, following PyYAML's `scan_plain`: it ends at a line end, a
    /// tab, `: ` (or `:` at the line end), ` #`, and inside a flow collection also at `,`,
    /// `?`, `[`, `]`, `{`, `}` and at `:` before one of those. Trailing spaces are excluded.
    func scanPlain(at offset: Int, inFlow: Bool) -> Token {
        var i = offset
        var end = offset
        while true {
            // A chunk of non-space characters.
            var j = i
            while j < bytes.count {
                let b = bytes[j]
                if b == ASCII.space || b == ASCII.tab || b == ASCII.lineFeed
                    || b == ASCII.carriageReturn
                {
                    break
                }
                if b == ASCII.colon {
                    let next = j + 1
                    if isBlankOrLineEnd(next) || (inFlow && ASCII.isFlowIndicator(byte(next))) {
                        break
                    }
                }
                if inFlow && (ASCII.isFlowIndicator(b) || b == ASCII.question) { break }
                j += 1
            }
            if j == i { break }
            end = j
            // Spaces between chunks; ` #` starts a comment.
            var k = j
            while k < bytes.count, bytes[k] == ASCII.space { k += 1 }
            if k == j || isLineEnd(k) || bytes[k] == ASCII.hash { break }
            i = k
        }
        return Token(.plainScalar, offset..<end)
    }

    /// `'…'` on one line, with `''` standing for one quote.
    private func scanSingleQuoted(at offset: Int) -> Token {
        var i = offset + 1
        while i < bytes.count {
            let b = bytes[i]
            if b == ASCII.lineFeed || b == ASCII.carriageReturn { break }
            if b == ASCII.singleQuote {
                if byte(i + 1) == ASCII.singleQuote && i + 1 < bytes.count {
                    i += 2
                    continue
                }
                return Token(.singleQuotedScalar, offset..<(i + 1))
            }
            i += 1
        }
        return Token(.unterminatedQuotedScalar, offset..<i)
    }

    /// `"…"` on one line; a backslash hides the next character from the search for the
    /// closing quote (escapes are checked when the parser decodes the scalar).
    private func scanDoubleQuoted(at offset: Int) -> Token {
        var i = offset + 1
        while i < bytes.count {
            let b = bytes[i]
            if b == ASCII.lineFeed || b == ASCII.carriageReturn { break }
            if b == ASCII.doubleQuote { return Token(.doubleQuotedScalar, offset..<(i + 1)) }
            if b == ASCII.backslash {
                if isLineEnd(i + 1) {
                    i += 1
                    break
                }
                i += 2
                continue
            }
            i += 1
        }
        return Token(.unterminatedQuotedScalar, offset..<min(i, bytes.count))
    }
}
