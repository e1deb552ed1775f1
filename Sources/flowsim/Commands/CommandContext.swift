import Scenarios

/// What every command runs with: the console and the environment variables.
struct CommandContext {
    var console: Console
    var environment: [String: String]

    /// Colour on standard output: only on a terminal, and never when `NO_COLOR` is set (to anything, even empty).
    var colorsOnOutput: Bool { console.isOutputTerminal && environment["NO_COLOR"] == nil }
    /// Colour on standard error, by the same rule.
    var colorsOnError: Bool { console.isErrorTerminal && environment["NO_COLOR"] == nil }
    /// Whether to print GitHub Actions annotations as well (`GITHUB_ACTIONS=true`).
    var isGitHubActions: Bool { environment["GITHUB_ACTIONS"] == "true" }

    func output(_ text: String) {
        if !text.isEmpty { console.writeOutput(text) }
    }

    func error(_ text: String) {
        if !text.isEmpty { console.writeError(text) }
    }

    /// `error: MESSAGE` on standard error, `error:` in bold red on a terminal. The message is made
    /// inline (``TerminalText``): a file name or a tag it quotes cannot start a line of its own.
    func reportError(_ message: String) {
        error(paint("error:", "1;31", colorsOnError) + " \(TerminalText.inline(message))\n")
    }

    /// `warning: MESSAGE` on standard error, made inline as `reportError`'s.
    func reportWarning(_ message: String) {
        error(paint("warning:", "1;35", colorsOnError) + " \(TerminalText.inline(message))\n")
    }

    private func paint(_ text: String, _ code: String, _ enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
