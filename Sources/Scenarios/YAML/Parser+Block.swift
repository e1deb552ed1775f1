/// Block structure: the document, block mappings and block sequences, by indentation.
extension Parser {
    // MARK: Document

    /// Parses the one document of the file: an optional `---` line, then one node.
    mutating func parseDocument() -> YAMLNode? {
        if map.hasByteOrderMark { pos = 3 }
        guard var line = peekLine() else { return nil }
        var progress = LoopProgress()
        while line.kind == .directive || line.kind == .documentEnd {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                return nil
            }
            report(line.kind == .directive ? .directive : .documentEndMarker, at: pos)
            skipLine()
            guard let next = peekLine() else { return nil }
            line = next
        }
        if line.kind == .documentStart {
            pos += 3
            skipInlineSpaces()
            if lexer.isLineEnd(pos) || lexer.byte(pos) == ASCII.hash {
                pos = lexer.afterLineBreak(lexer.lineEnd(from: pos))
                pending = nil
            } else {
                report(.contentAfterDocumentStart, at: pos)
                skipLine()
            }
            guard let next = peekLine() else { return nil }
            line = next
        }
        var root: YAMLNode?
        var rootValue: BlockValue?
        if line.kind == .content {
            let start = pos
            do {
                let value = try parseBlockNode(parentIndent: -1, line: line)
                rootValue = value
                root = value.node
            } catch {
                recover(deeperThan: -1)
                root = YAMLNode(.scalar(.null), at: location(start))
            }
        }
        guard !halted, let rest = peekLine() else { return root }
        switch rest.kind {
        case .documentStart:
            report(.multipleDocuments, at: pos)
        case .documentEnd:
            report(.documentEndMarker, at: pos)
        case .directive:
            report(.directive, at: pos)
        case .content:
            if let rootValue {
                reportMisplacedLine(rest, ownerIndent: nil, after: rootValue)
            } else {
                report(.contentAfterDocument, at: pos)
            }
        }
        return root
    }

    // MARK: Nodes

    /// Parses the node that starts on `line` (whose indentation is more than `parentIndent`):
    /// a block sequence, a block mapping, a literal block scalar, or a scalar or flow
    /// collection alone on its line.
    mutating func parseBlockNode(parentIndent: Int, line: Line) throws(Abort) -> BlockValue {
        try enterNesting(at: pos)
        defer { depth -= 1 }
        let indent = line.indent
        let blockStart = pos
        if isBlockEntry(at: pos) {
            return BlockValue(
                node: try parseBlockSequence(
                    indent: indent, parentIndent: parentIndent, isIndentless: false),
                blockIndent: indent, blockStart: blockStart)
        }
        let token = lexer.token(at: pos, inFlow: false, atColumnZero: indent == 0)
        if token.kind == .literalScalarHeader {
            return BlockValue(node: try parseLiteralScalar(parentIndent: parentIndent))
        }
        let start = pos
        let node = try parseInlineNode(token, blockIndent: parentIndent, inFlow: false)
        skipInlineSpaces()
        if isBlockValueIndicator(at: pos) {
            let mapping = try parseBlockMapping(indent: indent, firstKey: node, keyStart: start)
            return BlockValue(node: mapping, blockIndent: indent, blockStart: blockStart)
        }
        let hadComment = try finishLine()
        return BlockValue(node: node, isOpenPlainScalar: isPlainScalar(node) && !hadComment)
    }

    /// Parses what follows a `:` or `- ` indicator of a collection indented by `ownerIndent`:
    /// a value on the same line, a node on the following more indented lines, an indentless
    /// sequence (`key:\n- a`, for mapping values), or nothing (null).
    mutating func parseBlockValue(ownerIndent: Int, indicator: Int, isSequenceItem: Bool)
        throws(Abort) -> BlockValue
    {
        skipInlineSpaces()
        if lexer.isLineEnd(pos) || lexer.byte(pos) == ASCII.hash {
            try finishLine()
            guard let line = peekLine(), line.kind == .content else {
                return nullValue(at: indicator)
            }
            if line.indent > ownerIndent {
                return try parseBlockNode(parentIndent: ownerIndent, line: line)
            }
            if line.indent == ownerIndent && !isSequenceItem && isBlockEntry(at: pos) {
                try enterNesting(at: pos)
                defer { depth -= 1 }
                let sequence = try parseBlockSequence(
                    indent: ownerIndent, parentIndent: ownerIndent, isIndentless: true)
                return BlockValue(node: sequence, blockIndent: ownerIndent)
            }
            return nullValue(at: indicator)
        }
        if isBlockEntry(at: pos) {
            guard isSequenceItem else { try fail(.sequenceOnKeyLine, at: pos) }
            // `- - a`: a sequence nested in the item, indented by its dash's column.
            try enterNesting(at: pos)
            defer { depth -= 1 }
            let column = byteColumn(of: pos)
            let sequence = try parseBlockSequence(
                indent: column, parentIndent: ownerIndent, isIndentless: false)
            return BlockValue(node: sequence, blockIndent: column)
        }
        let token = lexer.token(at: pos, inFlow: false, atColumnZero: false)
        if token.kind == .literalScalarHeader {
            return BlockValue(node: try parseLiteralScalar(parentIndent: ownerIndent))
        }
        let start = pos
        let node = try parseInlineNode(token, blockIndent: ownerIndent, inFlow: false)
        skipInlineSpaces()
        if isBlockValueIndicator(at: pos) {
            guard isSequenceItem else { try fail(.mappingOnKeyLine, at: pos) }
            // `- key: value`: a mapping in the item, indented by its first key's column.
            try enterNesting(at: start)
            defer { depth -= 1 }
            let column = byteColumn(of: start)
            let mapping = try parseBlockMapping(indent: column, firstKey: node, keyStart: start)
            return BlockValue(node: mapping, blockIndent: column)
        }
        let hadComment = try finishLine()
        return BlockValue(node: node, isOpenPlainScalar: isPlainScalar(node) && !hadComment)
    }

    private mutating func nullValue(at offset: Int) -> BlockValue {
        BlockValue(node: YAMLNode(.scalar(.null), at: location(offset)))
    }

    private func isPlainScalar(_ node: YAMLNode) -> Bool {
        if case .scalar = node.kind { return node.style == .plain }
        return false
    }

    // MARK: Mappings

    /// Parses a block mapping whose keys are indented by `indent`; `pos` is at the `:` after
    /// `firstKey`.
    mutating func parseBlockMapping(indent: Int, firstKey: YAMLNode, keyStart firstKeyStart: Int)
        throws(Abort) -> YAMLNode
    {
        var entries: [YAMLNode.Entry] = []
        var keys = KeyIndex()
        var key: YAMLNode? = firstKey
        var keyStart = firstKeyStart
        var lastValue: BlockValue?
        var progress = LoopProgress()
        while !halted {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                break
            }
            if let currentKey = key {
                key = nil
                let colon = pos
                checkKey(currentKey, start: keyStart, colon: colon)
                pos += 1
                do {
                    let value = try parseBlockValue(
                        ownerIndent: indent, indicator: colon, isSequenceItem: false)
                    lastValue = value
                    addEntry(
                        YAMLNode.Entry(key: currentKey, value: value.node), to: &entries,
                        keys: &keys, keyStart: keyStart)
                } catch {
                    lastValue = nil
                    recover(deeperThan: indent)
                }
            }
            guard let line = peekLine(), line.kind == .content, line.indent >= indent else { break }
            if line.indent > indent {
                reportMisplacedLine(line, ownerIndent: indent, after: lastValue)
                lastValue = nil
                skipLine()
                skipLines(deeperThan: indent)
                continue
            }
            if isBlockEntry(at: pos) {
                report(.listItemInMapping, at: pos)
                lastValue = nil
                skipLine()
                skipLines(deeperThan: indent)
                continue
            }
            keyStart = pos
            do {
                let token = lexer.token(at: pos, inFlow: false, atColumnZero: indent == 0)
                let node = try parseInlineNode(token, blockIndent: indent, inFlow: false)
                skipInlineSpaces()
                guard isBlockValueIndicator(at: pos) else {
                    let text = node.string ?? ""
                    let error: YAMLError =
                        isPlainScalar(node) && text.contains(":")
                        ? .missingColonAfterSpaceless(key: text)
                        : .missingColon(key: sourceText(keyStart..<pos))
                    try fail(error, at: keyStart)
                }
                key = node
            } catch {
                lastValue = nil
                recover(deeperThan: indent)
            }
        }
        return YAMLNode(.mapping(entries), at: firstKey.location)
    }

    // MARK: Sequences

    /// Parses a block sequence whose dashes are indented by `indent`; `pos` is at the first
    /// dash. An indentless sequence (`key:\n- a`) ends at the first line at its indentation
    /// that is not an item.
    mutating func parseBlockSequence(indent: Int, parentIndent: Int, isIndentless: Bool)
        throws(Abort) -> YAMLNode
    {
        let sequenceLocation = location(pos)
        var items: [YAMLNode] = []
        var lastValue: BlockValue?
        var isFirst = true
        var progress = LoopProgress()
        while !halted {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                break
            }
            if !isFirst {
                guard let line = peekLine(), line.kind == .content, line.indent >= indent else {
                    break
                }
                if line.indent > indent {
                    reportMisplacedLine(line, ownerIndent: indent, after: lastValue, inList: true)
                    lastValue = nil
                    skipLine()
                    skipLines(deeperThan: indent)
                    continue
                }
                if !isBlockEntry(at: pos) {
                    if isIndentless { break }
                    report(.expectedListItem(firstLine: sequenceLocation.line), at: pos)
                    lastValue = nil
                    skipLine()
                    skipLines(deeperThan: indent)
                    continue
                }
            }
            isFirst = false
            let dash = pos
            pos += 1
            do {
                let value = try parseBlockValue(
                    ownerIndent: indent, indicator: dash, isSequenceItem: true)
                lastValue = value
                items.append(value.node)
            } catch {
                lastValue = nil
                recover(deeperThan: indent)
            }
        }
        return YAMLNode(.sequence(items), at: sequenceLocation)
    }

    // MARK: Misplaced lines

    /// Reports a line indented more than the collection it follows (indented by
    /// `ownerIndent`, or the document's top level when `nil`), choosing the likeliest cause.
    /// In a list (`inList`), a line after a complete item most likely lacks its `- `. A line
    /// between its owner's indentation and a block of one line just above may be right, and
    /// that line the one out of place: the message names it too.
    mutating func reportMisplacedLine(
        _ line: Line, ownerIndent: Int?, after value: BlockValue?, inList: Bool = false
    ) {
        // Only a block of one line, the line just above, is likely the odd one out.
        let blockLine = value?.blockStart.map { location($0).line }.flatMap {
            $0 == location(pos).line - 1 ? $0 : nil
        }
        if let value, value.isOpenPlainScalar, !looksLikeEntry(at: pos) {
            report(.multilinePlainScalar, at: pos)
        } else if let owner = ownerIndent {
            if inList, isBlockEntry(at: pos) {
                // `- ` deeper than the dashes above: a nested list is never what a line
                // between them means.
                report(.inconsistentIndentation(columns: [owner + 1]), at: pos)
            } else if let child = value?.blockIndent, child > line.indent {
                report(
                    .inconsistentIndentation(
                        columns: [owner + 1, child + 1], blockLine: blockLine,
                        column: line.indent + 1), at: pos)
            } else {
                let listItem = inList && value?.blockIndent == nil && !isBlockEntry(at: pos)
                report(.unexpectedIndentation(column: owner + 1, listItem: listItem), at: pos)
            }
        } else if let child = value?.blockIndent {
            report(
                .inconsistentIndentation(
                    columns: [child + 1], blockLine: blockLine, column: line.indent + 1), at: pos)
        } else {
            report(.contentAfterDocument, at: pos)
        }
    }

    /// Whether the line at `offset` starts like a mapping entry or list item (so it is not
    /// the continuation of a plain scalar).
    func looksLikeEntry(at offset: Int) -> Bool {
        if isBlockEntry(at: offset) { return true }
        let token = lexer.token(at: offset, inFlow: false, atColumnZero: false)
        switch token.kind {
        case .plainScalar, .singleQuotedScalar, .doubleQuotedScalar:
            var i = token.range.upperBound
            while lexer.byte(i) == ASCII.space && i < count { i += 1 }
            return isBlockValueIndicator(at: i)
        default:
            return false
        }
    }
}
