import FlowKit

extension ScenarioFailure {
    /// The parts as the text formats print them, under the headline: expected against actual,
    /// a blank line, `hierarchy:` and its levels indented, then `last events:`. Each line's user
    /// text (a quoted value, a crash message, a screen's argument) is made inline, so it stays
    /// on its line. Empty when there are no parts.
    public var details: String {
        var out = comparison.map(TerminalText.inline).joined(separator: "\n")
        if !hierarchy.isEmpty {
            if !out.isEmpty { out += "\n\n" }
            out +=
                "hierarchy:\n"
                + hierarchy.map { line in
                    line.isEmpty ? "" : "  " + Self.oneLevel(line)
                }.joined(
                    separator: "\n")
        }
        if !lastEvents.isEmpty {
            if !out.isEmpty && !out.hasSuffix("\n") { out += "\n" }
            out +=
                "last events:\n"
                + lastEvents.map { "  " + TerminalText.inline($0.description) }.joined(
                    separator: "\n")
        }
        return out
    }

    /// A level of the hierarchy stays one line: a line feed or carriage return inside it (user
    /// text that reached the engine's description) is spelled out; a CR ending it is the rest
    /// of a CRLF. Every other character is left for each format's own escaping.
    static func oneLevel(_ line: String) -> String {
        var line = Substring(line)
        if line.hasSuffix("\r") { line = line.dropLast() }
        guard line.utf8.contains(where: { $0 == 10 || $0 == 13 }) else { return String(line) }
        var out = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
