/// GitHub Actions workflow commands that turn failures and diagnostics into annotations on
/// the pull request's lines:
///
/// ```
/// ::error file=scenarios/locals/send.flow.yaml,line=12,col=5,title=Sending needs an account::expected alert 'Log in' …%0Aexpected: …
/// ```
///
/// Printed, as well as the chosen report, when `GITHUB_ACTIONS=true`. Messages escape `%`, CR and
/// LF (`%25`, `%0D`, `%0A`); properties also escape `:` and `,` (`%3A`, `%2C`). Other control
/// characters are spelled out (`\u{1B}`) so they cannot garble the log.
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
        var message = failure.message
        if !failure.details.isEmpty { message += "\n" + failure.details }
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
        let message = ([diagnostic.message] + diagnostic.notes.map { "note: \($0)" }).joined(separator: "\n")
        return command(name, at: diagnostic.location, title: "flowsim \(diagnostic.severity.rawValue)", message: message)
    }

    /// `::NAME file=…,line=…,col=…,title=…::MESSAGE` and a line break.
    static func command(_ name: String, at location: SourceLocation, title: String, message: String) -> String {
        "::\(name) file=\(property(location.path)),line=\(location.line),col=\(location.column),title=\(property(title))::"
            + data(message.hasSuffix("\n") ? String(message.dropLast()) : message) + "\n"
    }

    /// A command's message: `%`, CR and LF escaped (and other control characters spelled out).
    static func data(_ text: String) -> String {
        var out = ""
        for scalar in VisibleText.of(text).unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A command's property value: as `data`, and `:` and `,` escaped too.
    static func property(_ text: String) -> String {
        var out = ""
        for scalar in data(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
