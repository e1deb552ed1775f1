/// User text for a terminal or a CI log (the text report, diagnostics, the command line's own
/// messages): every character of ``SpelledOutScalars`` is spelled out (`\n`, `\u{1B}`), so a
/// scenario's title, a file name or a quoted value can neither start a line of its own (a forged
/// `N passed, N failed`, a `::error` workflow command) nor drive the terminal. Ordinary text is
/// returned unchanged.
public enum TerminalText {
    /// Text that stays on its line: line breaks are spelled out too; tabs stay.
    public static func inline(_ text: String) -> String {
        escaped(text, keeping: { $0 == "\t" })
    }

    /// Text of several lines that flowsim itself laid out (a failure's details): line feeds (and CRLF) stay,
    /// every other unsafe character is spelled out, and a line that would start with `::` after
    /// its indentation (which GitHub Actions reads as a workflow command) has its first colon
    /// spelled out.
    public static func block(_ text: String) -> String {
        // CRLF is one line break; a CR alone is not one.
        var text = text
        if text.utf8.contains(13) {
            var unified = String.UnicodeScalarView()
            var scalars = text.unicodeScalars.makeIterator()
            var pending = scalars.next()
            while let scalar = pending {
                pending = scalars.next()
                if scalar == "\r" && pending == "\n" { continue }
                unified.append(scalar)
            }
            text = String(unified)
        }
        let escapedText = escaped(text, keeping: { $0 == "\t" || $0 == "\n" })
        guard escapedText.contains("::") else { return escapedText }
        return escapedText.split(separator: "\n", omittingEmptySubsequences: false).map {
            line -> String in
            let body = line.drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix("::") else { return String(line) }
            return line[..<body.startIndex] + "\\u{3A}" + body.dropFirst()
        }.joined(separator: "\n")
    }

    /// Every text of a diagnostic (path, message and notes) made inline.
    public static func inline(_ diagnostic: Diagnostic) -> Diagnostic {
        var location = diagnostic.location
        location.path = inline(location.path)
        return Diagnostic(
            diagnostic.severity, .text(inline(diagnostic.message), id: diagnostic.id),
            at: location, notes: diagnostic.notes.map(inline))
    }

    private static func escaped(_ text: String, keeping kept: (Unicode.Scalar) -> Bool) -> String {
        guard
            text.unicodeScalars.contains(where: {
                SpelledOutScalars.mustBeSpelledOut($0) && !kept($0)
            })
        else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if SpelledOutScalars.mustBeSpelledOut(scalar) && !kept(scalar) {
                out += SpelledOutScalars.spelled(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
