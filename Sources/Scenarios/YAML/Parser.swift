/// Builds the `YAMLNode` tree of one file in flowsim's YAML subset, collecting every problem
/// as a diagnostic.
///
/// The parser reads UTF-8 bytes. Block structure is parsed line by line (a line's
/// indentation decides where it belongs); flow collections and scalars are parsed token by
/// token with `Lexer`. After an error the parser resynchronises at the next line that is not
/// indented more than the collection it was reading, so that one run reports several
/// problems without a cascade.
struct Parser {
    /// Thrown to abandon the construct being parsed; its diagnostic is already recorded.
    struct Abort: Error {}

    /// A line that holds something, reached by `peekLine()`.
    struct Line: Hashable {
        enum Kind: Hashable {
            case content
            /// `---` at column 1.
            case documentStart
            /// `...` at column 1.
            case documentEnd
            /// `%` at column 1.
            case directive
        }

        /// The offset of the line's first byte.
        var start: Int
        /// The number of spaces before its first character.
        var indent: Int
        var kind: Kind

        var contentStart: Int { start + indent }
    }

    /// What a block value turned out to be, for the checks that follow it.
    struct BlockValue {
        var node: YAMLNode
        /// The indentation of a block mapping or sequence value.
        var blockIndent: Int? = nil
        /// Where a block mapping or sequence value starts (a byte offset).
        var blockStart: Int? = nil
        /// Whether the value is a plain scalar that ends its line without a comment (a more
        /// indented line after it would continue it in YAML).
        var isOpenPlainScalar = false
    }

    static let maxDepth = 64
    static let maxErrors = 50

    let lexer: Lexer
    let map: SourceMap
    /// The read position (a byte offset).
    var pos = 0
    /// The content line last reached by `peekLine()`, while the parser is on it.
    var pending: Line?
    var diagnostics: [Diagnostic] = []
    /// Set when parsing must stop (too many errors, or a loop that made no progress).
    var halted = false
    var depth = 0
    /// The line of the previous location lookup, which is usually the next one's too.
    var lineHint = 0
    /// Set when an abort left `pos` at the start of a line that belongs to an enclosing
    /// collection, so recovery must not skip it.
    var resumesAtLineStart = false
    /// The offset of the last tab reported by `skipInlineSpaces()`.
    var lastReportedTab: Int?
    /// Set when a block `? key` was rejected, so that recovery also skips its `: value` line.
    var skipsExplicitValueLine = false

    init(source: String, path: String) {
        let bytes = Array(source.utf8)
        self.lexer = Lexer(bytes: bytes)
        self.map = SourceMap(path: path, bytes: bytes)
    }

    var count: Int { lexer.count }

    // MARK: Entry point

    /// Parses the whole file. The root is `nil` when the file is empty or has any error.
    mutating func parse() -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        if !map.badCharacters.isEmpty {
            for bad in map.badCharacters {
                let error: YAMLError
                switch bad.scalar {
                case nil: error = .loneCarriageReturn
                case 0x85?, 0x2028?, 0x2029?: error = .lineBreakCharacter(bad.scalar ?? 0)
                case 0xFEFF?: error = .byteOrderMarkInside
                case 0xFFFE?, 0xFFFF?: error = .noncharacter(bad.scalar ?? 0)
                case let value?: error = .controlCharacter(value)
                }
                report(error, at: bad.offset)
            }
            return (nil, diagnostics)
        }
        let root = parseDocument()
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : root, diagnostics)
    }

    // MARK: Diagnostics

    /// The source location of byte `offset`.
    mutating func location(_ offset: Int) -> SourceLocation {
        let line = map.lineIndex(of: offset, hint: lineHint)
        lineHint = line
        return SourceLocation(
            path: map.path, line: line + 1,
            column: map.column(of: offset, line: line, bytes: lexer.bytes))
    }

    /// Records `error` at `offset`; stops the parse after `maxErrors` errors.
    mutating func report(_ error: YAMLError, at offset: Int, notes: [String] = []) {
        guard !halted else { return }
        if diagnostics.count >= Self.maxErrors {
            diagnostics.append(
                Diagnostic(YAMLError.tooManyErrors(limit: Self.maxErrors), at: location(offset)))
            halted = true
            return
        }
        diagnostics.append(Diagnostic(error, at: location(offset), notes: notes))
    }

    /// Records `error` at `offset` and abandons the construct being parsed.
    mutating func fail(_ error: YAMLError, at offset: Int) throws(Abort) -> Never {
        report(error, at: offset)
        throw Abort()
    }

    /// Stops the parse: a loop would have run without consuming input.
    mutating func stopForNoProgress(at offset: Int) {
        report(.noProgress, at: min(offset, count))
        halted = true
    }

    /// Counts one more level of nesting; the caller undoes it with `depth -= 1`.
    mutating func enterNesting(at offset: Int) throws(Abort) {
        guard depth < Self.maxDepth else {
            try fail(.nestingTooDeep(limit: Self.maxDepth), at: offset)
        }
        depth += 1
    }

    // MARK: Lines

    /// Moves past blank lines, comment lines and lines indented with tabs (reporting those),
    /// and returns the next line that holds something, with `pos` at its first character;
    /// `nil` at the end of the input or once the parse has stopped.
    mutating func peekLine(reportingTabs: Bool = true) -> Line? {
        if let line = pending, line.contentStart == pos { return line }
        pending = nil
        var progress = LoopProgress()
        while pos < count && !halted {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                return nil
            }
            let start = pos
            var i = pos
            while i < count && lexer.bytes[i] == ASCII.space { i += 1 }
            if i < count && lexer.bytes[i] == ASCII.tab {
                if reportingTabs { report(.tabInIndentation, at: i) }
                pos = lexer.afterLineBreak(lexer.lineEnd(from: i))
                continue
            }
            if lexer.isLineEnd(i) {
                pos = i < count ? lexer.afterLineBreak(i) : count
                continue
            }
            if lexer.bytes[i] == ASCII.hash {
                pos = lexer.afterLineBreak(lexer.lineEnd(from: i))
                continue
            }
            var kind = Line.Kind.content
            if i == start {
                if lexer.isDocumentMarker(ASCII.minus, at: i) {
                    kind = .documentStart
                } else if lexer.isDocumentMarker(ASCII.period, at: i) {
                    kind = .documentEnd
                } else if lexer.bytes[i] == ASCII.percent {
                    kind = .directive
                }
            }
            pos = i
            let line = Line(start: start, indent: i - start, kind: kind)
            pending = line
            return line
        }
        return nil
    }

    /// Moves to the start of the next line.
    mutating func skipLine() {
        pos = lexer.afterLineBreak(lexer.lineEnd(from: pos))
        pending = nil
    }

    /// Skips every following line indented more than `indent` (and blank lines between them).
    mutating func skipLines(deeperThan indent: Int) {
        var progress = LoopProgress()
        while let line = peekLine(reportingTabs: false), line.kind == .content, line.indent > indent
        {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                return
            }
            skipLine()
        }
    }

    /// Resynchronises after an abort inside an entry of a block collection indented by
    /// `indent`: skips the rest of the line and the lines that belong to the entry.
    mutating func recover(deeperThan indent: Int) {
        guard !halted else { return }
        if resumesAtLineStart {
            resumesAtLineStart = false
            pending = nil
        } else {
            skipLine()
        }
        skipLines(deeperThan: indent)
        // `? key` then `: value`: the value line belongs to the rejected entry.
        if skipsExplicitValueLine {
            skipsExplicitValueLine = false
            if let line = peekLine(reportingTabs: false), line.kind == .content,
                line.indent == indent, isBlockValueIndicator(at: pos)
            {
                skipLine()
                skipLines(deeperThan: indent)
            }
        }
    }

    /// Skips spaces (and tabs, reporting the first) on the current line.
    mutating func skipInlineSpaces() {
        var reportedTab = false
        while pos < count {
            let b = lexer.bytes[pos]
            if b == ASCII.space {
                pos += 1
            } else if b == ASCII.tab {
                if !reportedTab {
                    report(.tabNotAllowed, at: pos)
                    reportedTab = true
                    lastReportedTab = pos
                }
                pos += 1
            } else {
                break
            }
        }
    }

    /// Ends the current line: spaces, an optional comment, then the line break. Returns
    /// whether there was a comment; aborts on anything else.
    @discardableResult
    mutating func finishLine() throws(Abort) -> Bool {
        let before = pos
        skipInlineSpaces()
        var hadComment = false
        if pos < count && lexer.bytes[pos] == ASCII.hash {
            if pos == before && pos > 0 && !lexer.isBlankOrLineEnd(pos - 1) {
                report(.commentWithoutSpace, at: pos)
            }
            hadComment = true
            pos = lexer.lineEnd(from: pos)
        }
        guard lexer.isLineEnd(pos) else {
            // After a tab reported on this line, the text that follows it is the same mistake.
            if let tab = lastReportedTab, tab < pos, lexer.lineEnd(from: tab) >= pos {
                throw Abort()
            }
            try fail(.unexpectedText(after: "the value"), at: pos)
        }
        pos = lexer.afterLineBreak(pos)
        pending = nil
        return hadComment
    }

    /// Whether `pos` is at a block-context `:` indicator (followed by a blank or line end).
    func isBlockValueIndicator(at offset: Int) -> Bool {
        lexer.byte(offset) == ASCII.colon && offset < count && lexer.isBlankOrLineEnd(offset + 1)
    }

    /// Whether `offset` is at a `- ` block entry.
    func isBlockEntry(at offset: Int) -> Bool {
        lexer.byte(offset) == ASCII.minus && offset < count && lexer.isBlankOrLineEnd(offset + 1)
    }

    /// The 0-based column of `offset`, in bytes; used only where the line up to `offset` is
    /// indentation, dashes and spaces (ASCII).
    mutating func byteColumn(of offset: Int) -> Int {
        let line = map.lineIndex(of: offset, hint: lineHint)
        lineHint = line
        let start = line == 0 && map.hasByteOrderMark ? 3 : map.lineStarts[line]
        return offset - start
    }
}
