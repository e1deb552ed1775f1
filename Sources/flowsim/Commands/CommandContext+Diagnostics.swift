import Scenarios

extension CommandContext {
    /// Prints input diagnostics on standard error, rendered with their source line and a count
    /// line (`2 errors`), and under GitHub Actions also as annotations.
    func printDiagnostics(_ diagnostics: [Diagnostic], sources: [String: SourceFile]) {
        error(TextReporter(colors: colorsOnError).diagnostics(diagnostics, sources: sources))
        if isGitHubActions {
            error(diagnostics.map(GitHubAnnotations.annotation(for:)).joined())
        }
    }

    /// What reading an app found (each problem once), then what the caps left out: every
    /// command that reads an app alone (`explore`, `review`, `decide`, `graph`, `repl`) prints
    /// its problems as `run` and `check` print theirs.
    func printDiagnostics(of loader: ScenarioLoader) {
        printDiagnostics(loader.diagnostics.withoutRepeats(), sources: loader.sources)
        printOmitted(loader.omittedDiagnostics)
    }

    /// After the diagnostics, what the caps left out (``DiagnosticBag``): a line per file (the
    /// first few files) and one in all, so a flood of problems shows as a count, never as
    /// gigabytes of output.
    func printOmitted(_ omitted: OmittedDiagnostics) {
        guard omitted.total > 0 else { return }
        var out = ""
        let shownFiles = 10
        for (path, count) in omitted.byFile.prefix(shownFiles) {
            out +=
                "… and \(Self.grouped(count)) more problem\(count == 1 ? "" : "s") in '\(TerminalText.inline(path))' not shown\n"
        }
        if omitted.byFile.count > shownFiles {
            out += "… and more in \(Self.grouped(omitted.byFile.count - shownFiles)) other files\n"
        }
        let kinds = [
            (omitted.errors, "error"), (omitted.warnings, "warning"), (omitted.notes, "note"),
        ]
        .filter { $0.0 > 0 }.map { "\(Self.grouped($0.0)) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(
            separator: ", ")
        out +=
            "… and \(Self.grouped(omitted.total)) more not shown in all (\(kinds)): at most \(DiagnosticBag.keptPerFile) problems per file "
            + "and \(Self.grouped(DiagnosticBag.keptPerRun)) per run are kept; fix the first ones and run again\n"
        error(out)
    }

    /// `5,199,912`.
    static func grouped(_ number: Int) -> String { NumberText.grouped(number) }

    /// Prints the errors and warnings found while looking for files; `true` if there was an error.
    func printDiscoveryProblems(_ discovery: ScenarioDiscovery) -> Bool {
        discovery.warnings.forEach(reportWarning)
        discovery.errors.forEach(reportError)
        return !discovery.errors.isEmpty
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics without repeats (an app file read for several scenarios reports its
    /// problems once), in the order first found.
    func withoutRepeats() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }
    }
}
