/// Scalars and other nodes that fit on one line: plain, single- and double-quoted scalars,
/// the start of a flow collection, and the rejection of everything else that can start a node.
extension Parser {
    /// Parses the node that `token` starts (a scalar or flow collection) and moves past it.
    /// `blockIndent` is the indentation of the enclosing block collection, which lines
    /// inside a flow collection must exceed.
    mutating func parseInlineNode(_ token: Token, blockIndent: Int, inFlow: Bool) throws(Abort)
        -> YAMLNode
    {
        let start = token.range.lowerBound
        switch token.kind {
        case .plainScalar:
            pos = token.range.upperBound
            return plainScalar(token.range)
        case .singleQuotedScalar:
            pos = token.range.upperBound
            return singleQuotedScalar(token.range)
        case .doubleQuotedScalar:
            pos = token.range.upperBound
            return doubleQuotedScalar(token.range)
        case .unterminatedQuotedScalar:
            let end = token.range.upperBound
            if end > start + 1 && lexer.byte(start) == ASCII.doubleQuote
                && lexer.byte(end - 1) == ASCII.backslash
                && lexer.isLineEnd(end) && endsWithOddBackslashes(start + 1, end)
            {
                try fail(.escapedLineBreak, at: end - 1)
            }
            try fail(
                .unterminatedQuote(singleQuoted: lexer.byte(start) == ASCII.singleQuote), at: start)
        case .flowSequenceStart:
            return try parseFlowSequence(blockIndent: blockIndent)
        case .flowMappingStart:
            return try parseFlowMapping(blockIndent: blockIndent)
        case .anchor:
            try fail(.anchor(sourceText(token.range)), at: start)
        case .alias:
            try fail(.alias(sourceText(token.range)), at: start)
        case .tag:
            try fail(.tag(sourceText(token.range)), at: start)
        case .complexKey:
            if !inFlow { skipsExplicitValueLine = true }
            try fail(.complexKey, at: start)
        case .foldedScalarHeader:
            try fail(.foldedScalar, at: start)
        case .literalScalarHeader:
            try fail(inFlow ? .blockScalarInFlow : .invalidPlainStart("|"), at: start)
        case .blockEntry:
            try fail(inFlow ? .blockEntryInFlow : .invalidPlainStart("-"), at: start)
        case .valueIndicator:
            try fail(.missingKey, at: start)
        case .flowEntry, .flowSequenceEnd, .flowMappingEnd, .documentStart, .documentEnd:
            try fail(.unexpectedIndicator(sourceText(start..<(start + 1))), at: start)
        case .comment:
            try fail(.commentWithoutSpace, at: start)
        case .directive, .invalidStart:
            try fail(.invalidPlainStart(sourceText(start..<(start + 1))), at: start)
        case .tab:
            try fail(.tabNotAllowed, at: start)
        case .lineEnd:
            try fail(.unexpectedText(after: "the value"), at: start)
        }
    }

    /// The text of `range` (for messages).
    func sourceText(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, count))
        let upper = max(lower, min(range.upperBound, count))
        return String(decoding: lexer.bytes[lower..<upper], as: UTF8.self)
    }

    private func endsWithOddBackslashes(_ start: Int, _ end: Int) -> Bool {
        var n = 0
        var i = end - 1
        while i >= start && lexer.bytes[i] == ASCII.backslash {
            n += 1
            i -= 1
        }
        return n % 2 == 1
    }

    // MARK: Plain

    /// A plain scalar: null, a Boolean, an integer or a string, or a string with an error
    /// when YAML 1.1 and 1.2 would not both read it so.
    mutating func plainScalar(_ range: Range<Int>) -> YAMLNode {
        let text = lexer.bytes[range]
        let at = location(range.lowerBound)
        switch PlainScalarResolver.resolve(text) {
        case .null:
            return YAMLNode(.scalar(.null), at: at)
        case .bool(let value):
            return YAMLNode(.scalar(.bool(value)), at: at)
        case .int(let value):
            return YAMLNode(.scalar(.int(value)), at: at)
        case .string:
            return YAMLNode(.scalar(.string(String(decoding: text, as: UTF8.self))), at: at)
        case .ambiguous(let yaml11, let yaml12):
            let string = String(decoding: text, as: UTF8.self)
            report(
                .ambiguousScalar(text: string, yaml11: yaml11, yaml12: yaml12), at: range.lowerBound
            )
            return YAMLNode(.scalar(.string(string)), at: at)
        case .integerOverflow:
            let string = String(decoding: text, as: UTF8.self)
            report(.integerTooLarge(string), at: range.lowerBound)
            return YAMLNode(.scalar(.string(string)), at: at)
        }
    }

    // MARK: Quoted

    /// `'…'`: the text between the quotes, with `''` read as `'`.
    mutating func singleQuotedScalar(_ range: Range<Int>) -> YAMLNode {
        let at = location(range.lowerBound)
        let content = (range.lowerBound + 1)..<(range.upperBound - 1)
        let bytes = lexer.bytes
        var value: String
        if bytes[content].contains(ASCII.singleQuote) {
            var out: [UInt8] = []
            out.reserveCapacity(content.count)
            var i = content.lowerBound
            while i < content.upperBound {
                out.append(bytes[i])
                i += bytes[i] == ASCII.singleQuote ? 2 : 1
            }
            value = String(decoding: out, as: UTF8.self)
        } else {
            value = String(decoding: bytes[content], as: UTF8.self)
        }
        return YAMLNode(.scalar(.string(value)), at: at, style: .singleQuoted)
    }

    /// `"…"`: the text between the quotes with escapes decoded: `\n \t \r \0 \" \\ \/`,
    /// `\uXXXX` and `\UXXXXXXXX`. Any other escape is reported at its backslash.
    mutating func doubleQuotedScalar(_ range: Range<Int>) -> YAMLNode {
        let at = location(range.lowerBound)
        let content = (range.lowerBound + 1)..<(range.upperBound - 1)
        let bytes = lexer.bytes
        guard bytes[content].contains(ASCII.backslash) else {
            return YAMLNode(
                .scalar(.string(String(decoding: bytes[content], as: UTF8.self))), at: at,
                style: .doubleQuoted)
        }
        var out: [UInt8] = []
        out.reserveCapacity(content.count)
        var i = content.lowerBound
        while i < content.upperBound {
            let b = bytes[i]
            guard b == ASCII.backslash, i + 1 < content.upperBound else {
                out.append(b)
                i += 1
                continue
            }
            let backslash = i
            let escape = bytes[i + 1]
            i += 2
            switch escape {
            case 0x6E: out.append(ASCII.lineFeed)  // n
            case 0x74: out.append(ASCII.tab)  // t
            case 0x72: out.append(ASCII.carriageReturn)  // r
            case 0x30: out.append(0)  // 0
            case ASCII.doubleQuote, ASCII.backslash, ASCII.slash: out.append(escape)
            case 0x75, 0x55:  // u, U
                let width = escape == 0x75 ? 4 : 8
                var value: UInt32 = 0
                var digits = 0
                while digits < width && i + digits < content.upperBound
                    && ASCII.isHexDigit(bytes[i + digits])
                {
                    value = value &* 16 &+ UInt32(Self.hexValue(bytes[i + digits]))
                    digits += 1
                }
                let letter = escape == 0x75 ? "u" : "U"
                if digits < width {
                    report(.shortUnicodeEscape(letter, digits: width), at: backslash)
                } else if let scalar = Unicode.Scalar(value) {
                    out.append(contentsOf: scalar.utf8)
                } else {
                    report(.invalidUnicodeScalar(sourceText(i..<(i + digits))), at: backslash)
                }
                i += digits
            default:
                // Report the whole (possibly multi-byte) character after the backslash.
                var end = i
                while end < content.upperBound && bytes[end] & 0xC0 == 0x80 { end += 1 }
                report(.unknownEscape(sourceText((i - 1)..<end)), at: backslash)
                i = end
            }
        }
        return YAMLNode(
            .scalar(.string(String(decoding: out, as: UTF8.self))), at: at, style: .doubleQuoted)
    }

    private static func hexValue(_ b: UInt8) -> UInt8 {
        switch b {
        case ASCII.zero...ASCII.nine: return b - ASCII.zero
        case 0x41...0x46: return b - 0x41 + 10
        default: return b &- 0x61 &+ 10
        }
    }

    // MARK: Keys

    /// Reports a key that is not a scalar, or longer than the 1024 characters YAML allows
    /// an implicit key.
    mutating func checkKey(_ key: YAMLNode, start: Int, colon: Int) {
        if case .scalar = key.kind {
        } else {
            report(.collectionKey, at: start)
        }
        if colon - start > 1024 {
            var characters = 0
            for i in start..<colon where lexer.bytes[i] & 0xC0 != 0x80 { characters += 1 }
            if characters > 1024 { report(.keyTooLong, at: start) }
        }
    }

    /// Appends `entry` unless its key repeats an earlier key of the mapping (reported at
    /// the repeat, with a note pointing at the first).
    mutating func addEntry(
        _ entry: YAMLNode.Entry, to entries: inout [YAMLNode.Entry], keys: inout KeyIndex,
        keyStart: Int
    ) {
        guard case .scalar(let scalar) = entry.key.kind else { return }
        if let first = keys.insert(scalar, at: entry.key.location) {
            let shown: String
            switch scalar {
            case .string(let s): shown = s
            case .int(let n): shown = String(n)
            case .bool(let b): shown = String(b)
            case .null: shown = "null"
            }
            report(
                .duplicateKey(shown), at: keyStart,
                notes: ["'\(YAMLError.excerpt(shown))' is first defined at \(first)"])
            return
        }
        entries.append(entry)
    }
}
