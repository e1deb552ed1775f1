/// The literal block scalar `|`, with the chomping indicators `-` (strip) and `+` (keep),
/// read exactly as PyYAML's `scan_block_scalar` reads it.
extension Parser {
    private enum Chomping {
        /// `|`: one final line break.
        case clip
        /// `|-`: no final line break.
        case strip
        /// `|+`: every final line break.
        case keep
    }

    /// Parses a literal block scalar; `pos` is at the `|`. `parentIndent` is the
    /// indentation of the enclosing block collection (its text must be indented more).
    /// Leaves `pos` at the start of the first line after the scalar.
    mutating func parseLiteralScalar(parentIndent: Int) throws(Abort) -> YAMLNode {
        let bar = pos
        let scalarLocation = location(bar)
        pos += 1
        var chomping = Chomping.clip
        if lexer.byte(pos) == ASCII.minus && pos < count {
            chomping = .strip
            pos += 1
        } else if lexer.byte(pos) == ASCII.plus && pos < count {
            chomping = .keep
            pos += 1
        }
        if ASCII.isDigit(lexer.byte(pos)) && pos < count {
            try fail(.indentationIndicator, at: pos)
        }
        // The rest of the header line: spaces, then an optional comment.
        if !lexer.isBlankOrLineEnd(pos) { try fail(.textAfterBlockScalarHeader, at: pos) }
        skipInlineSpaces()
        if lexer.byte(pos) == ASCII.hash && pos < count {
            pos = lexer.lineEnd(from: pos)
        } else if !lexer.isLineEnd(pos) {
            try fail(.textAfterBlockScalarHeader, at: pos)
        }
        pos = lexer.afterLineBreak(pos)
        pending = nil

        let bytes = lexer.bytes
        let minIndent = max(parentIndent + 1, 1)
        // Leading empty lines; the indentation is the largest number of leading spaces seen
        // (PyYAML's scan_block_scalar_indentation).
        var breaks = 0
        var maxIndent = 0
        var column = 0
        var longestBlank = 0
        var longestBlankOffset = 0
        while pos < count {
            let b = bytes[pos]
            if b == ASCII.space {
                pos += 1
                column += 1
                maxIndent = max(maxIndent, column)
            } else if b == ASCII.lineFeed || b == ASCII.carriageReturn {
                if column > longestBlank {
                    longestBlank = column
                    longestBlankOffset = pos - column
                }
                pos = lexer.afterLineBreak(pos)
                breaks += 1
                column = 0
            } else {
                break
            }
        }
        // YAML 1.2 takes the indentation from the first line of text; PyYAML would take a
        // longer blank line's, so such a file means two things.
        if pos < count && column >= minIndent && longestBlank > column {
            try fail(.blockScalarBlankLineTooLong, at: longestBlankOffset + column)
        }
        let indent = max(minIndent, maxIndent)

        var out: [UInt8] = []
        var endsWithBreak = false
        var progress = LoopProgress()
        while column == indent && pos < count {
            guard progress.advanced(to: pos) else {
                stopForNoProgress(at: pos)
                throw Abort()
            }
            for _ in 0..<breaks { out.append(ASCII.lineFeed) }
            let end = lexer.lineEnd(from: pos)
            out.append(contentsOf: bytes[pos..<end])
            endsWithBreak = end < count
            pos = lexer.afterLineBreak(end)
            // Following empty lines (PyYAML's scan_block_scalar_breaks).
            breaks = 0
            column = 0
            while column < indent && pos < count && bytes[pos] == ASCII.space {
                pos += 1
                column += 1
            }
            while pos < count
                && (bytes[pos] == ASCII.lineFeed || bytes[pos] == ASCII.carriageReturn)
            {
                pos = lexer.afterLineBreak(pos)
                breaks += 1
                column = 0
                while column < indent && pos < count && bytes[pos] == ASCII.space {
                    pos += 1
                    column += 1
                }
            }
            if column == indent && pos < count {
                out.append(ASCII.lineFeed)
            } else {
                break
            }
        }
        switch chomping {
        case .clip:
            if endsWithBreak { out.append(ASCII.lineFeed) }
        case .keep:
            if endsWithBreak { out.append(ASCII.lineFeed) }
            for _ in 0..<breaks { out.append(ASCII.lineFeed) }
        case .strip:
            break
        }
        // Back to the start of the line where the scalar ended.
        pos -= column
        pending = nil
        return YAMLNode(
            .scalar(.string(String(decoding: out, as: UTF8.self))), at: scalarLocation,
            style: .literal)
    }
}
