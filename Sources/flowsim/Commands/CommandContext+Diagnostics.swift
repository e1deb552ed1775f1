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
