/// TAP version 14 (testanything.org), for `prove`, `tap-parser` and the CI plugins that read it.
///
/// ```
/// TAP version 14
/// 1..4
/// ok 1 - A guest reaches the community
/// not ok 2 - Sending needs an account
///   ---
///   message: "expected alert 'Log in' but no alert is showing"
///   severity: fail
///   status: failed
///   at:
///     file: "scenarios/locals/send.flow.yaml"
///     line: 12
///     column: 5
///   details: |-
///     expected: alert 'Log in'
///     actual:   none
///   ...
/// not ok 3 - Old bug # TODO expected failure: FB1234
/// not ok 4 - scenarios/locals/bad.flow.yaml:3:7: error: unknown step 'tapp'
///   ---
///   …
///   ...
/// # 1 passed, 2 failed
/// ```
///
/// - One test point per scenario that ran, then one `# SKIP` point per scenario not run
///   (`--fail-fast`), then one `not ok` point per input diagnostic of severity error; the plan
///   counts them all. Warnings are `#` comments.
/// - An expected failure is `not ok … # TODO expected failure: REASON`: in TAP a TODO point is
///   one expected to fail, and a harness does not count it as a failure. (`ok … # TODO` would
///   tell the harness it unexpectedly passed.) An unexpected pass is a plain `not ok`.
/// - Descriptions are one line: line breaks and control characters are spelled out (`\n`,
///   `\u{1B}`), then `#` and `\` are escaped as TAP 14 requires.
/// - The YAML block's strings are double-quoted (JSON escapes); details are a literal block
///   (`|-`) when every character of them can stand in one, quoted otherwise.
public struct TAPReporter: Sendable {
    public init() {}

    public func report(_ run: RunReport) -> String {
        let errors = run.diagnostics.filter { $0.severity == .error }
        var out = "TAP version 14\n1..\(run.outcomes.count + run.skipped.count + errors.count)\n"
        var number = 0
        for outcome in run.outcomes {
            number += 1
            let description = Self.description(outcome.name)
            switch outcome.status {
            case .passed:
                out += "ok \(number) - \(description)\n"
            case .expectedFailure(let reason, let failure):
                out +=
                    "not ok \(number) - \(description) # TODO expected failure: \(Self.description(reason))\n"
                out += Self.block(
                    message: failure.message, severity: "todo", status: outcome.status.reportName,
                    at: failure.location, details: failure.details)
            case .failed, .unexpectedPass:
                out += "not ok \(number) - \(description)\n"
                if let failure = outcome.status.reportedFailure {
                    out += Self.block(
                        message: failure.message, severity: "fail",
                        status: outcome.status.reportName,
                        at: failure.location, details: failure.details)
                }
            }
        }
        for skipped in run.skipped {
            number += 1
            out +=
                "ok \(number) - \(Self.description(skipped.name)) # SKIP \(Self.description(skipped.reason))\n"
        }
        for diagnostic in errors {
            number += 1
            out += "not ok \(number) - \(Self.description(diagnostic.description))\n"
            out += Self.block(
                message: diagnostic.message, severity: "fail", status: "inputError",
                at: diagnostic.location,
                details: diagnostic.notes.map { "note: \($0)" }.joined(separator: "\n"))
        }
        for warning in run.diagnostics where warning.severity == .warning {
            out += "# \(TerminalText.inline(warning.description))\n"
        }
        return out + "# \(run.summary.resultLine)\n"
    }

    /// A test point's description: made inline (``TerminalText``: line breaks and control
    /// characters spelled out, `\n`, `\u{1B}`), then `\` and `#` escaped as TAP 14 asks.
    static func description(_ text: String) -> String {
        var out = ""
        for character in TerminalText.inline(text) {
            switch character {
            case "\\": out += "\\\\"
            case "#": out += "\\#"
            default: out.append(character)
            }
        }
        return out
    }

    /// The YAML diagnostic block under a test point, indented two spaces.
    static func block(
        message: String, severity: String, status: String, at location: SourceLocation,
        details: String
    ) -> String {
        var out = "  ---\n"
        out += "  message: \(JSONValue.quoted(message))\n"
        out += "  severity: \(severity)\n"
        out += "  status: \(status)\n"
        out += "  at:\n"
        out += "    file: \(JSONValue.quoted(location.path))\n"
        out += "    line: \(location.line)\n"
        out += "    column: \(location.column)\n"
        var lines = details.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        if !lines.isEmpty {
            if canBeLiteralBlock(lines) {
                out += "  details: |-\n" + lines.map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
            } else {
                out += "  details: \(JSONValue.quoted(lines.joined(separator: "\n")))\n"
            }
        }
        return out + "  ...\n"
    }

    /// Whether the lines read back unchanged from a `|-` block: printable characters only, no
    /// line of spaces alone, and a first line that does not start with a space or tab (which would need
    /// an indentation indicator).
    private static func canBeLiteralBlock(_ lines: [Substring]) -> Bool {
        if let first = lines.first, first.hasPrefix(" ") || first.hasPrefix("\t") { return false }
        return lines.allSatisfy { line in
            (line.isEmpty || !line.allSatisfy(\.isWhitespace))
                && line.unicodeScalars.allSatisfy {
                    $0 == "\t" || !SpelledOutScalars.mustBeSpelledOut($0)
                }
        }
    }
}
