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
                + hierarchy.map { $0.isEmpty ? "" : "  " + $0 }.joined(
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
}
