import Scenarios

/// What the REPL prints, made safe as the reporters make theirs (``TerminalText``): text from
/// the app file or from a typed line (a screen's name, an alert's title, a crash message, a
/// step as typed) has its control characters spelled out (`\u{1B}`), so it can neither drive
/// the terminal nor start a line of its own; and no line of a reply starts with `::`, which
/// GitHub Actions reads as a workflow command (`::error::`) when the REPL is piped into a log.
enum ReplText {
    /// One line of app or typed text, escaped.
    static func inline(_ text: String) -> String { TerminalText.inline(text) }

    /// A reply with every line that would start with `::` (after its indentation) given its
    /// first colon spelled out (`\u{3A}`); other lines, colours included, are left as they are.
    static func withoutWorkflowCommands(_ reply: String) -> String {
        guard reply.contains("::") else { return reply }
        return reply.split(separator: "\n", omittingEmptySubsequences: false).map {
            line -> String in
            let body = line.drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix("::") else { return String(line) }
            return line[..<body.startIndex] + "\\u{3A}" + body.dropFirst()
        }.joined(separator: "\n")
    }
}
