/// The human-readable report: one line per scenario, each failure as a compiler-style error
/// with its details indented under it, and the summary at the end.
///
/// ```
/// ✓ A guest reaches the community (scenarios/locals/guest.flow.yaml, 0.4 ms)
/// ✗ Sending needs an account (scenarios/locals/send.flow.yaml, 1.2 ms)
/// scenarios/locals/send.flow.yaml:12:5: error: expected alert 'Log in' but no alert is showing
///     expected: alert 'Log in'
///     actual:   none
/// ✓ Old bug (scenarios/locals/old.flow.yaml, 0.3 ms; expected failure: FB1234)
/// - Later (scenarios/locals/later.flow.yaml; not run after the first failure (--fail-fast))
///
/// 2 passed, 1 failed
/// 1 expected failure
/// 3 scenarios in 2.0 ms
/// ```
///
/// The `N passed, N failed` line always stands alone: CI tooling reads it.
public struct TextReporter: Sendable {
    /// Whether to colour the output with ANSI escapes (only on a terminal, never with NO_COLOR).
    public var colors: Bool
    /// Whether `report` starts with the rendered input diagnostics (off when they went to stderr).
    public var includesDiagnostics: Bool

    public init(colors: Bool = false, includesDiagnostics: Bool = true) {
        self.colors = colors
        self.includesDiagnostics = includesDiagnostics
    }

    /// The whole report: diagnostics (if included), every scenario, then the summary.
    public func report(_ run: RunReport) -> String {
        var out = includesDiagnostics ? diagnostics(run.diagnostics, sources: run.sources) : ""
        if !out.isEmpty && !run.outcomes.isEmpty { out += "\n" }
        for outcome in run.outcomes {
            out += entry(for: outcome, sources: run.sources)
        }
        for skipped in run.skipped {
            out += entry(for: skipped)
        }
        return out + summary(of: run)
    }

    /// One scenario's line, followed for a failure by its error header, the source line and the details.
    public func entry(for outcome: ScenarioOutcome, sources: [String: SourceFile] = [:]) -> String {
        var facts = "\(outcome.path), \(DurationText.human(outcome.duration))"
        switch outcome.status {
        case .passed, .failed: break
        case .expectedFailure(let reason, _): facts += "; expected failure: \(reason)"
        case .unexpectedPass(let reason, _):
            facts += "; unexpectedly passed; expected failure: \(reason)"
        }
        let mark = outcome.isSuccess ? paint("✓", "32") : paint("✗", "31")
        var out = "\(mark) \(TerminalText.inline(outcome.name)) (\(TerminalText.inline(facts)))\n"
        if let failure = outcome.status.reportedFailure {
            let header = Diagnostic(.error, failure.message, at: failure.location)
            out += DiagnosticRenderer(colors: colors).render(
                header, source: sources[failure.location.path])
            out += Self.indented(TerminalText.block(failure.details), by: "    ")
        }
        return out
    }

    /// A scenario that was selected but not run (`--fail-fast`): `- NAME (PATH; not run after …)`.
    public func entry(for skipped: SkippedScenario) -> String {
        "\(paint("-", "33")) \(TerminalText.inline(skipped.name)) (\(TerminalText.inline("\(skipped.path); \(skipped.reason)")))\n"
    }

    /// The rendered diagnostics and their count line (`2 errors, 1 warning`); empty when there are none.
    public func diagnostics(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let renderer = DiagnosticRenderer(colors: colors)
        var out = diagnostics.map { renderer.render($0, source: sources[$0.location.path]) }
            .joined()
        if let count = Self.countLine(for: diagnostics) {
            out += count + "\n"
        }
        return out
    }

    /// A blank line, `N passed, N failed` alone on its line, then a line of further counts
    /// (when any is non-zero) and a timing line.
    public func summary(of run: RunReport) -> String {
        let summary = run.summary
        var out = run.outcomes.isEmpty ? "" : "\n"
        out += paint(summary.resultLine, summary.failed > 0 ? "1;31" : "1;32") + "\n"
        var further: [String] = []
        if summary.expectedFailures > 0 {
            further.append(Self.counted(summary.expectedFailures, "expected failure"))
        }
        if summary.unexpectedPasses > 0 {
            further.append(
                Self.counted(
                    summary.unexpectedPasses, "unexpected pass", plural: "unexpected passes"))
        }
        if summary.skipped > 0 { further.append("\(summary.skipped) not run") }
        if summary.errors > 0 { further.append(Self.counted(summary.errors, "input error")) }
        if !further.isEmpty { out += further.joined(separator: ", ") + "\n" }
        out +=
            Self.counted(run.outcomes.count, "scenario")
            + " in \(DurationText.human(summary.duration))\n"
        return out
    }

    /// `2 errors`, `1 error, 1 warning`, `3 warnings`; `nil` when there is neither (notes only).
    public static func countLine(for diagnostics: [Diagnostic]) -> String? {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        var parts: [String] = []
        if errors > 0 { parts.append(counted(errors, "error")) }
        if warnings > 0 { parts.append(counted(warnings, "warning")) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `1 error`, `2 errors`.
    public static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }

    /// Every non-empty line of `text` with `prefix` before it; no trailing blank lines.
    static func indented(_ text: String, by prefix: String) -> String {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "\n" : prefix + $0 + "\n" }.joined()
    }

    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
