import Scenarios

/// `flowsim check [PATHS…] [--allow-outside FOLDER]`: reads and resolves every app and scenario file found, prints every
/// problem (not only the first), and runs nothing.
///
/// Prints the diagnostics on standard error, then on standard output
/// `checked 12 scenarios and 3 apps: no errors` (or `: 2 errors, 1 warning`). Exits 0 when no
/// file has an error (warnings allowed), 2 otherwise.
struct CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        overview:
            "Parse and resolve every app and scenario file, reporting every problem; run nothing.",
        usage: "check [PATHS…] [--allow-outside FOLDER]",
        arguments: [
            (
                "PATHS…",
                "Scenario files (*.flow.yaml), app files (*.app.yaml), or folders searched recursively for both, in sorted order (entries whose name starts with '.' are skipped). Default: the folder 'scenarios' in the current directory."
            )
        ],
        options: [
            OptionSpec.allowOutside
        ],
        sections: [
            (
                "EXIT CODES",
                [
                    ("0", "every file was understood (warnings allowed)"),
                    ("2", "a file could not be read or understood, or the command line is wrong"),
                ]
            ),
            (
                "ENVIRONMENT",
                [
                    (
                        "NO_COLOR",
                        "when set, even to nothing: no colour (colour is only ever used on a terminal)"
                    ),
                    ("GITHUB_ACTIONS", "when 'true': also print diagnostics as GitHub annotations"),
                ]
            ),
        ])

    var paths: [String] = []
    var allowOutside: [String] = []

    init(_ arguments: ParsedArguments) {
        paths = arguments.positionals.map(\.text)
        allowOutside = arguments.values["allow-outside"]?.map(\.text) ?? []
    }

    func run<Driver: ScenarioDriver>(driver: inout Driver, context: CommandContext) -> ExitCode {
        guard let paths = paths.isEmpty ? ScenarioDiscovery.defaultPaths() : paths else {
            context.reportError(
                "no paths given, and there is no '\(ScenarioDiscovery.defaultFolder)' folder here; name app and scenario files or folders: flowsim check PATH…"
            )
            return .invalidInput
        }
        if let problem = PathPolicy.allowOutsideProblem(allowOutside) {
            context.reportError(problem)
            return .invalidInput
        }
        let policy = PathPolicy(paths: paths, allowing: allowOutside)
        let discovery = ScenarioDiscovery(paths: paths, includesApps: true, policy: policy)
        if context.printDiscoveryProblems(discovery) { return .invalidInput }
        driver.restrictPaths(policy)

        for app in discovery.appFiles {
            _ = driver.loadApp(path: app)
        }
        for scenario in discovery.scenarioFiles {
            _ = driver.loadScenario(path: scenario)
        }
        let diagnostics = driver.diagnostics.withoutRepeats()
        let omitted = driver.omittedDiagnostics
        context.printDiagnostics(diagnostics, sources: driver.sources)
        context.printOmitted(omitted)

        // The counts include the problems past the caps.
        let errors = diagnostics.count { $0.severity == .error } + omitted.errors
        let warnings = diagnostics.count { $0.severity == .warning } + omitted.warnings
        let counts = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }
            .map { TextReporter.counted($0.0, $0.1) }.joined(separator: ", ")
        let checked =
            TextReporter.counted(discovery.scenarioFiles.count, "scenario")
            + " and " + TextReporter.counted(discovery.appFiles.count, "app")
        context.output("checked \(checked): \(counts.isEmpty ? "no errors" : counts)\n")
        return errors > 0 ? .invalidInput : .success
    }
}
