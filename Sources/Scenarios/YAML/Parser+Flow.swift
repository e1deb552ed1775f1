/// Flow collections: `[a, b]`, `{a: 1, b: [x]}` and single-pair mappings inside a flow
/// sequence (`[select: together, start: Game]`), nested and possibly spanning lines.
extension Parser {
    /// Parses `[…]`; `pos` is at the `[`.
    mutating func parseFlowSequence(blockIndent: Int) throws(Abort) -> YAMLNode {
        let open = pos
        let sequenceLocation = location(open)
        try enterNesting(at: open)
        defer { depth -= 1 }
        pos += 1
        var items: [YAMLNode] = []
        var progress = LoopProgress()
        while true {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                throw Abort()
            }
            try skipFlowSpace(open: open, blockIndent: blockIndent)
            let token = lexer.token(at: pos, inFlow: true, atColumnZero: false)
            if token.kind == .flowSequenceEnd {
                pos += 1
                break
            }
            if token.kind == .flowEntry { try fail(.missingFlowEntry, at: pos) }
            let itemStart = pos
            var item = try parseInlineNode(token, blockIndent: blockIndent, inFlow: true)
            let itemEnd = pos
            skipInlineSpaces()
            if lexer.byte(pos) == ASCII.colon && pos < count {
                // `key: value` inside `[…]`: a mapping with that one entry.
                let colon = pos
                checkKey(item, start: itemStart, colon: colon)
                pos += 1
                let value = try parseFlowValue(open: open, blockIndent: blockIndent, colon: colon)
                item = YAMLNode(
                    .mapping([YAMLNode.Entry(key: item, value: value)]), at: item.location,
                    style: .flow)
            }
            items.append(item)
            let valueEnd = pos
            try skipFlowSpace(open: open, blockIndent: blockIndent)
            switch lexer.byte(pos) {
            case ASCII.comma:
                pos += 1
            case ASCII.rightBracket:
                continue
            default:
                try failAfterFlowItem(item, itemEnd: itemEnd, valueEnd: valueEnd, close: "]")
            }
        }
        return YAMLNode(.sequence(items), at: sequenceLocation, style: .flow)
    }

    /// Parses `{…}`; `pos` is at the `{`.
    mutating func parseFlowMapping(blockIndent: Int) throws(Abort) -> YAMLNode {
        let open = pos
        let mappingLocation = location(open)
        try enterNesting(at: open)
        defer { depth -= 1 }
        pos += 1
        var entries: [YAMLNode.Entry] = []
        var keys = KeyIndex()
        var progress = LoopProgress()
        while true {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                throw Abort()
            }
            try skipFlowSpace(open: open, blockIndent: blockIndent)
            let token = lexer.token(at: pos, inFlow: true, atColumnZero: false)
            if token.kind == .flowMappingEnd {
                pos += 1
                break
            }
            if token.kind == .flowEntry { try fail(.missingFlowEntry, at: pos) }
            let keyStart = pos
            let key = try parseInlineNode(token, blockIndent: blockIndent, inFlow: true)
            let keyEnd = pos
            skipInlineSpaces()
            guard lexer.byte(pos) == ASCII.colon && pos < count else {
                if lexer.byte(pos) == ASCII.question && pos == keyEnd {
                    try fail(.questionMarkInFlow, at: pos)
                }
                let before = pos
                try skipFlowSpace(open: open, blockIndent: blockIndent)
                if lexer.byte(pos) == ASCII.colon && pos > before {
                    try fail(.colonOnNextLine, at: pos)
                }
                try fail(.missingFlowMappingValue(key: sourceText(keyStart..<keyEnd)), at: keyStart)
            }
            let colon = pos
            checkKey(key, start: keyStart, colon: colon)
            pos += 1
            let value = try parseFlowValue(open: open, blockIndent: blockIndent, colon: colon)
            addEntry(
                YAMLNode.Entry(key: key, value: value), to: &entries, keys: &keys,
                keyStart: keyStart)
            let valueEnd = pos
            try skipFlowSpace(open: open, blockIndent: blockIndent)
            switch lexer.byte(pos) {
            case ASCII.comma:
                pos += 1
            case ASCII.rightBrace:
                continue
            default:
                try failAfterFlowItem(value, itemEnd: valueEnd, valueEnd: valueEnd, close: "}")
            }
        }
        return YAMLNode(.mapping(entries), at: mappingLocation, style: .flow)
    }

    /// The value after a `:` inside a flow collection; null when a `,` or closing bracket
    /// follows the colon.
    private mutating func parseFlowValue(open: Int, blockIndent: Int, colon: Int) throws(Abort)
        -> YAMLNode
    {
        try skipFlowSpace(open: open, blockIndent: blockIndent)
        let b = lexer.byte(pos)
        if pos >= count || b == ASCII.comma || b == ASCII.rightBracket || b == ASCII.rightBrace {
            return YAMLNode(.scalar(.null), at: location(colon))
        }
        let token = lexer.token(at: pos, inFlow: true, atColumnZero: false)
        return try parseInlineNode(token, blockIndent: blockIndent, inFlow: true)
    }

    /// Reports what stands where a `,` or closing bracket should be.
    private mutating func failAfterFlowItem(
        _ item: YAMLNode, itemEnd: Int, valueEnd: Int, close: String
    ) throws(Abort) -> Never {
        let b = lexer.byte(pos)
        if b == ASCII.question && pos == valueEnd { try fail(.questionMarkInFlow, at: pos) }
        let crossedLine = lexer.lineEnd(from: valueEnd) < pos
        if b == ASCII.colon && crossedLine { try fail(.colonOnNextLine, at: pos) }
        if crossedLine, case .scalar = item.kind, item.style == .plain, b != ASCII.colon {
            try fail(.multilinePlainScalarInFlow, at: pos)
        }
        if b == ASCII.rightBracket || b == ASCII.rightBrace {
            try fail(
                .mismatchedBracket(found: b == ASCII.rightBracket ? "]" : "}", close: close),
                at: pos)
        }
        try fail(.expectedFlowSeparator(close: close), at: pos)
    }

    /// Skips spaces, comments and line breaks inside the flow collection opened at `open`.
    /// A line inside it must be indented more than `blockIndent`, except that a closing
    /// bracket less indented is reported and accepted; a less indented line of anything
    /// else, a document marker, or the end of the input means the collection is not closed.
    mutating func skipFlowSpace(open: Int, blockIndent: Int) throws(Abort) {
        let close = lexer.byte(open) == ASCII.leftBracket ? "]" : "}"
        let opener = close == "]" ? "[" : "{"
        var progress = LoopProgress()
        while true {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                throw Abort()
            }
            while pos < count && lexer.bytes[pos] == ASCII.space { pos += 1 }
            guard pos < count else { try fail(.unclosedFlow(open: opener, close: close), at: open) }
            let b = lexer.bytes[pos]
            switch b {
            case ASCII.tab:
                report(.tabNotAllowed, at: pos)
                pos += 1
            case ASCII.hash:
                if pos > 0 && !lexer.isBlankOrLineEnd(pos - 1) {
                    report(.commentWithoutSpace, at: pos)
                }
                pos = lexer.lineEnd(from: pos)
            case ASCII.lineFeed, ASCII.carriageReturn:
                pos = lexer.afterLineBreak(pos)
                let lineStart = pos
                var i = pos
                while i < count && lexer.bytes[i] == ASCII.space { i += 1 }
                if i < count && lexer.bytes[i] == ASCII.tab {
                    report(.tabInIndentation, at: i)
                    while i < count
                        && (lexer.bytes[i] == ASCII.space || lexer.bytes[i] == ASCII.tab)
                    { i += 1 }
                }
                if lexer.isLineEnd(i) || lexer.bytes[i] == ASCII.hash {
                    pos = i
                    continue
                }
                let indent = i - lineStart
                let isMarker =
                    indent == 0
                    && (lexer.isDocumentMarker(ASCII.minus, at: i)
                        || lexer.isDocumentMarker(ASCII.period, at: i))
                if isMarker || indent <= blockIndent {
                    // A line that starts like a block entry means the bracket was never
                    // closed; anything else is a continuation line that lacks indentation.
                    let c = lexer.bytes[i]
                    if !isMarker && (c == ASCII.rightBracket || c == ASCII.rightBrace) {
                        report(
                            .closingBracketNotIndented(
                                close: c == ASCII.rightBracket ? "]" : "}", column: blockIndent + 2),
                            at: i)
                    } else if !isMarker && !looksLikeEntry(at: i) {
                        report(.flowLineNotIndented(column: blockIndent + 2), at: i)
                    } else {
                        pos = lineStart
                        pending = nil
                        resumesAtLineStart = true
                        try fail(.unclosedFlow(open: opener, close: close), at: open)
                    }
                }
                pos = i
            default:
                return
            }
        }
    }
}
