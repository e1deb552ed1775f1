/// Flow collections: `[a, b]`, `{a: 1, b: [x]}` and single-pair mappings inside a flow
/// sequence (`[select: together, start: Game]`), nested and possibly spanning lines.
extension Parser {
    /// Parses `[…]`; `pos` is at the `[`.
    mutating func parseFlowSequence(blockIndent: Int) throws(Abort) -> YAMLNode {
        let sequenceLocation = location(pos)
        var items: [YAMLNode] = []
        try parseFlowItems(end: .flowSequenceEnd, close: "]", blockIndent: blockIndent) {
            (parser: inout Parser, token: Token, open: Int) throws(Abort) -> FlowItem in
            let itemStart = parser.pos
            var item = try parser.parseInlineNode(token, blockIndent: blockIndent, inFlow: true)
            let itemEnd = parser.pos
            parser.skipInlineSpaces()
            if parser.lexer.byte(parser.pos) == ASCII.colon && parser.pos < parser.count {
                // `key: value` inside `[…]`: a mapping with that one entry.
                let colon = parser.pos
                parser.checkKey(item, start: itemStart, colon: colon)
                parser.pos += 1
                let value = try parser.parseFlowValue(
                    open: open, blockIndent: blockIndent, colon: colon)
                item = YAMLNode(
                    .mapping([YAMLNode.Entry(key: item, value: value)]), at: item.location,
                    style: .flow)
            }
            items.append(item)
            return FlowItem(node: item, itemEnd: itemEnd)
        }
        return YAMLNode(.sequence(items), at: sequenceLocation, style: .flow)
    }

    /// Parses `{…}`; `pos` is at the `{`.
    mutating func parseFlowMapping(blockIndent: Int) throws(Abort) -> YAMLNode {
        let mappingLocation = location(pos)
        var entries: [YAMLNode.Entry] = []
        var keys = KeyIndex()
        try parseFlowItems(end: .flowMappingEnd, close: "}", blockIndent: blockIndent) {
            (parser: inout Parser, token: Token, open: Int) throws(Abort) -> FlowItem in
            let keyStart = parser.pos
            let key = try parser.parseInlineNode(token, blockIndent: blockIndent, inFlow: true)
            let keyEnd = parser.pos
            parser.skipInlineSpaces()
            guard parser.lexer.byte(parser.pos) == ASCII.colon && parser.pos < parser.count else {
                if parser.lexer.byte(parser.pos) == ASCII.question && parser.pos == keyEnd {
                    try parser.fail(.questionMarkInFlow, at: parser.pos)
                }
                let before = parser.pos
                try parser.skipFlowSpace(open: open, blockIndent: blockIndent)
                if parser.lexer.byte(parser.pos) == ASCII.colon && parser.pos > before {
                    try parser.fail(.colonOnNextLine, at: parser.pos)
                }
                try parser.fail(
                    .missingFlowMappingValue(key: parser.sourceText(keyStart..<keyEnd)),
                    at: keyStart)
            }
            let colon = parser.pos
            parser.checkKey(key, start: keyStart, colon: colon)
            parser.pos += 1
            let value = try parser.parseFlowValue(
                open: open, blockIndent: blockIndent, colon: colon)
            parser.addEntry(
                YAMLNode.Entry(key: key, value: value), to: &entries, keys: &keys,
                keyStart: keyStart)
            return FlowItem(node: value, itemEnd: parser.pos)
        }
        return YAMLNode(.mapping(entries), at: mappingLocation, style: .flow)
    }

    /// What a flow collection's item leaves for the check of what follows it: the node to
    /// blame (the item, or a mapping entry's value) and where it ended before any `: value`.
    struct FlowItem {
        var node: YAMLNode
        var itemEnd: Int
    }

    /// The loop both flow collections share, from the opening bracket at `pos` to the closing
    /// one: items separated by commas, each read by `parseItem`, with the same errors for a
    /// missing item, a missing separator or a bracket that does not match.
    private mutating func parseFlowItems(
        end: Token.Kind, close: String, blockIndent: Int,
        _ parseItem: (inout Parser, Token, _ open: Int) throws(Abort) -> FlowItem
    ) throws(Abort) {
        let open = pos
        try enterNesting(at: open)
        defer { depth -= 1 }
        pos += 1
        let closeByte = close == "]" ? ASCII.rightBracket : ASCII.rightBrace
        var progress = LoopProgress()
        while true {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                throw Abort()
            }
            try skipFlowSpace(open: open, blockIndent: blockIndent)
            let token = lexer.token(at: pos, inFlow: true, atColumnZero: false)
            if token.kind == end {
                pos += 1
                break
            }
            if token.kind == .flowEntry { try fail(.missingFlowEntry, at: pos) }
            let item = try parseItem(&self, token, open)
            let valueEnd = pos
            try skipFlowSpace(open: open, blockIndent: blockIndent)
            switch lexer.byte(pos) {
            case ASCII.comma:
                pos += 1
            case closeByte:
                continue
            default:
                try failAfterFlowItem(
                    item.node, itemEnd: item.itemEnd, valueEnd: valueEnd, close: close)
            }
        }
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
