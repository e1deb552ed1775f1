/// GitHub Actions workflow commands that turn failures and diagnostics into annotations on
/// the pull request's lines:
///
/// ```
/// ::error file=scenarios/locals/send.flow.yaml,line=12,col=5,title=Sending needs an account::expected alert 'Log in' …%0Aexpected: …
/// ```
///
/// Printed, as well as the chosen report, when `GITHUB_ACTIONS=true`. Messages escape `%`, CR and
/// LF (`%25`, `%0D`, `%0A`); properties also escape `:` and `,` (`%3A`, `%2C`), as GitHub's
/// workflow-command rules ask. User text (a scenario's title, a quoted value) is made inline
/// first (``TerminalText``), so its own line breaks and control characters are spelled out
/// (`\n`, `\u{1B}`): only the line breaks flowsim puts between a message and its details
/// become `%0A`, and no user text can end the command or start another.
public enum GitHubAnnotations {
    /// One line per failing scenario and per diagnostic (errors as `::error`, warnings as
    /// `::warning`, notes as `::notice`); empty when there is none.
    public static func annotations(for run: RunReport) -> String {
        var out = ""
        for diagnostic in run.diagnostics {
            out += annotation(for: diagnostic)
        }
        for outcome in run.outcomes {
            out += annotation(for: outcome)
        }
        return out
    }

    /// The `::error` command for a failing scenario (its details on the lines after the
    /// message); empty for one that held.
    public static func annotation(for outcome: ScenarioOutcome) -> String {
        guard let failure = outcome.status.reportedFailure else { return "" }
        var message = TerminalText.inline(failure.message)
        if !failure.details.isEmpty { message += "\n" + TerminalText.block(failure.details) }
        return command("error", at: failure.location, title: outcome.name, message: message)
    }

    /// The workflow command for one diagnostic, its notes on the lines after the message.
    public static func annotation(for diagnostic: Diagnostic) -> String {
        let name: String
        switch diagnostic.severity {
        case .error: name = "error"
        case .warning: name = "warning"
        case .note: name = "notice"
        }
        let message = ([diagnostic.message] + diagnostic.notes.map { "note: \($0)" }).map(
            TerminalText.inline
        ).joined(separator: "\n")
        return command(
            name, at: diagnostic.location, title: "flowsim \(diagnostic.severity.rawValue)",
            message: message)
    }

    /// `::NAME file=…,line=…,col=…,title=…::MESSAGE` and a line break.
    static func command(_ name: String, at location: SourceLocation, title: String, message: String)
        -> String
    {
        "::\(name) file=\(property(location.path)),line=\(location.line),col=\(location.column),title=\(property(title))::"
            + data(message.hasSuffix("\n") ? String(message.dropLast()) : message) + "\n"
    }

    /// A command's message: `%`, CR and LF escaped (and other unsafe characters spelled out).
    static func data(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case _ where SpelledOutScalars.mustBeSpelledOut(scalar) && scalar != "\t":
                out += SpelledOutScalars.spelled(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A command's property value: made inline, `%` escaped, and `:` and `,` escaped too.
    static func property(_ text: String) -> String {
        var out = ""
        for scalar in data(TerminalText.inline(text)).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
