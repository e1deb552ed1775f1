import FlowKit

/// Prints diagnostics as compilers do: a `path:line:col: error: message` header, the source
/// line under a right-aligned `N |` gutter, and a caret under the column.
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour the output with ANSI escapes (only on a terminal, never with NO_COLOR).
    public var colors: Bool

    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// The diagnostic with its source line; its texts are made inline first (``TerminalText``), so
    /// a quoted value cannot start a line of its own or drive the terminal.
    public func render(_ diagnostic: Diagnostic, source: SourceFile?) -> String {
        let diagnostic = TerminalText.inline(diagnostic)
        let label: String
        switch diagnostic.severity {
        case .error: label = paint("error:", "1;31")
        case .warning: label = paint("warning:", "1;35")
        case .note: label = paint("note:", "1;36")
        }
        var out =
            paint("\(diagnostic.location):", "1") + " \(label) " + paint(diagnostic.message, "1")
            + "\n"
        if let source, let raw = source.line(diagnostic.location.line),
            diagnostic.location.column <= Self.farthestColumnShown,
            let (line, pad) = Self.excerpt(raw, column: diagnostic.location.column)
        {
            WorkCounter.add(line.utf8.count + pad.utf8.count)
            let number = String(diagnostic.location.line)
            let gutter = String(repeating: " ", count: number.count)
            out += "\(gutter) |\n"
            out += "\(number) | \(line)\n"
            out += "\(gutter) | \(pad)" + paint("^", "1;32") + "\n"
        }
        for note in diagnostic.notes {
            out += paint("note:", "1;36") + " \(note)\n"
        }
        return out
    }

    /// A longer line is shown as this many characters around the column, between `…`.
    static let widestExcerpt = 120
    /// Past this column no line is shown: finding a column walks the line from its start, and a
    /// file can put thousands of errors on one line of a million characters.
    static let farthestColumnShown = 10_000

    /// The line as shown (cut to a window around `column` when long) and the padding that puts a
    /// caret under the column; tabs stay tabs in the padding, so it lines up under tab indents too.
    static func excerpt(_ raw: Substring, column: Int) -> (line: String, pad: String)? {
        let offset = max(0, column - 1)
        func pad(_ text: Substring) -> String { String(text.map { $0 == "\t" ? "\t" : " " }) }
        if raw.utf8.count <= widestExcerpt {
            return (visible(raw), pad(raw.prefix(offset)))
        }
        let skipped = max(0, offset - widestExcerpt / 3)
        guard let start = raw.index(raw.startIndex, offsetBy: skipped, limitedBy: raw.endIndex)
        else { return nil }
        let end = raw.index(start, offsetBy: widestExcerpt, limitedBy: raw.endIndex) ?? raw.endIndex
        let shown = raw[start..<end]
        let lead = skipped > 0 ? "…" : ""
        return (
            lead + visible(shown) + (end < raw.endIndex ? "…" : ""),
            (skipped > 0 ? " " : "") + pad(shown.prefix(offset - skipped))
        )
    }

    /// The source line with each control character (a NUL, an escape) shown as its control
    /// picture (`␀`, `␛`), and every other character of ``SpelledOutScalars`` (C1 controls, line
    /// separators, bidirectional controls) as `�`: one character for one, so the caret stays
    /// under its column and nothing in a file can drive the terminal or reorder the line. Tabs stay.
    static func visible(_ line: Substring) -> String {
        guard
            line.unicodeScalars.contains(where: {
                SpelledOutScalars.mustBeSpelledOut($0) && $0 != "\t"
            })
        else { return String(line) }
        var out = ""
        for character in line {
            guard
                character.unicodeScalars.contains(where: {
                    SpelledOutScalars.mustBeSpelledOut($0) && $0 != "\t"
                })
            else {
                out.append(character)
                continue
            }
            if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                scalar.value < 0x20 || scalar.value == 0x7F
            {
                out.unicodeScalars.append(
                    Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value) ?? "?")
            } else {
                out.append("\u{FFFD}")
            }
        }
        return out
    }

    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
