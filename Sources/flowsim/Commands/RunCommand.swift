import Scenarios

/// `flowsim run [PATHS…] [--tags T,…] [--filter PATTERN] [--format text|json|junit|tap] [--output FILE] [--shard I/N] [--fail-fast]`
///
/// Loads every scenario file found, prints the input diagnostics on standard error, runs the
/// scenarios that loaded and were selected (by tag and filter, then by shard), and reports. The text
/// report streams to standard output as scenarios finish; another format goes to standard
/// output at the end, or with `--output` to the file while the text report still goes to
/// standard output.
struct RunCommand {
    static let spec = CommandSpec(
        name: "run",
        overview: "Run scenario files and report what held.",
        usage: "run [PATHS…] [--tags T,…] [--filter PATTERN] [--format text|json|junit|tap] [--output FILE] [--shard I/N] [--fail-fast]",
        arguments: [
            ("PATHS…", "Scenario files (*.flow.yaml), or folders searched recursively for them in sorted order (entries whose name starts with '.' are skipped). Default: the folder 'scenarios' in the current directory."),
        ],
        options: [
            OptionSpec(name: "tags", valueName: "T,…",
                       help: "Run only the scenarios that have at least one of these tags (separated by commas; the option may be repeated).",
                       expectation: "expected tags separated by commas, such as review,launch"),
            OptionSpec(name: "filter", valueName: "PATTERN",
                       help: "Run only the scenarios whose title or file path contains PATTERN (ignoring case), or, when PATTERN has * ? or [, matches it as a whole (a glob; * also matches /).",
                       expectation: "expected part of a scenario's title or path, or a glob such as 'shop/*'"),
            OptionSpec(name: "format", valueName: "FORMAT",
                       help: "The report's format: text (the default), json, junit or tap.",
                       expectation: "expected \(ReportFormat.choices)"),
            OptionSpec(name: "output", valueName: "FILE",
                       help: "Write the report to FILE, atomically (a temporary file in the same folder, then renamed); the text report still goes to standard output.",
                       expectation: "expected a file name"),
            OptionSpec(name: "shard", valueName: "I/N",
                       help: "Run only shard I of N, counting from 1: of the selected scenarios in sorted order, every Nth starting at the Ith.",
                       expectation: "expected I/N, such as 1/4"),
            OptionSpec(name: "fail-fast", valueName: nil,
                       help: "Stop after the first scenario that fails; the rest are reported as not run, and the summary still prints."),
        ],
        sections: [
            ("EXIT CODES", [
                ("0", "every scenario held"),
                ("1", "a scenario failed"),
                ("2", "an input could not be read or understood (the scenarios that loaded still run), or the command line is wrong"),
            ]),
            ("ENVIRONMENT", [
                ("NO_COLOR", "when set, even to nothing: no colour (colour is only ever used on a terminal)"),
                ("GITHUB_ACTIONS", "when 'true': also print failures and diagnostics as GitHub annotations"),
            ]),
        ])

    var paths: [String] = []
    var tags = TagFilter(parsing: [])
    var format: ReportFormat = .text
    var output: String?
    var shard: Shard?
    var filter: ScenarioFilter?
    var failFast = false

    /// The options from the bound command line; a wrong value's error points at it and says what would work.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals.map(\.text)
        if let values = arguments.values["tags"] {
            tags = TagFilter(parsing: values.map(\.text))
            if tags.tags.isEmpty, let last = values.last {
                throw UsageError("'--tags' names no tag; expected tags separated by commas, such as review,launch",
                                 at: last.index, command: Self.spec.name)
            }
        }
        if let value = arguments.last("format") {
            guard let format = ReportFormat(rawValue: value.text) else {
                throw UsageError("unknown format '\(value.text)'; expected \(ReportFormat.choices)",
                                 at: value.index, command: Self.spec.name)
            }
            self.format = format
        }
        if let value = arguments.last("output") {
            guard !value.text.isEmpty else {
                throw UsageError("missing value for '--output'; expected a file name", at: value.index, command: Self.spec.name)
            }
            output = value.text
        }
        if let value = arguments.last("filter") {
            guard !value.text.isEmpty else {
                throw UsageError("missing value for '--filter'; expected part of a scenario's title or path, or a glob such as 'shop/*'",
                                 at: value.index, command: Self.spec.name)
            }
            filter = ScenarioFilter(value.text)
        }
        if let value = arguments.last("shard") {
            switch Shard.parse(value.text) {
            case .success(let shard): self.shard = shard
            case .failure(let error): throw UsageError(error.message, at: value.index, command: Self.spec.name)
            }
        }
        failFast = arguments.flags.contains("fail-fast")
    }

    /// Why scenarios after a failure were not run.
    static let failFastReason = "not run after the first failure (--fail-fast)"

    func run<Driver: ScenarioDriver>(driver: inout Driver, context: CommandContext) -> ExitCode {
        let clock = ContinuousClock()
        let start = clock.now
        guard let paths = paths.isEmpty ? ScenarioDiscovery.defaultPaths() : paths else {
            context.reportError("no paths given, and there is no '\(ScenarioDiscovery.defaultFolder)' folder here; name scenario files or folders: flowsim run PATH…")
            return .invalidInput
        }
        let discovery = ScenarioDiscovery(paths: paths, includesApps: false)
        if context.printDiscoveryProblems(discovery) { return .invalidInput }

        let loaded = discovery.scenarioFiles.compactMap { driver.loadScenario(path: $0) }
        let diagnostics = driver.diagnostics.withoutRepeats()
        context.printDiagnostics(diagnostics, sources: driver.sources)

        // A tag may belong to a file that did not load: warn about unknown tags only when all loaded.
        if loaded.count == discovery.scenarioFiles.count {
            tags.unknownTagWarnings(among: loaded).forEach(context.reportWarning)
        }
        var selected = tags.select(loaded)
        if let filter { selected = selected.filter { filter.matches(title: $0.name, path: $0.path) } }
        if let shard { selected = shard.select(selected) }

        // The text report goes to standard output unless another format takes its place there.
        let showsText = format == .text || output != nil
        let text = TextReporter(colors: context.colorsOnOutput, includesDiagnostics: false)
        var outcomes: [ScenarioOutcome] = []
        var skipped: [SkippedScenario] = []
        for (position, scenario) in selected.enumerated() {
            let outcome = driver.run(scenario)
            outcomes.append(outcome)
            if showsText { context.output(text.entry(for: outcome, sources: driver.sources)) }
            if failFast && !outcome.isSuccess {
                skipped = selected[(position + 1)...].map {
                    SkippedScenario(name: $0.name, path: $0.path, tags: $0.tags, reason: Self.failFastReason)
                }
                break
            }
        }

        let elapsed = start.duration(to: clock.now).components
        let report = RunReport(outcomes: outcomes, skipped: skipped, diagnostics: diagnostics, sources: driver.sources,
                               duration: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
        // Failure annotations go with the text, never into a machine-readable report on standard output.
        let annotations = context.isGitHubActions ? report.outcomes.map(GitHubAnnotations.annotation(for:)).joined() : ""
        if showsText {
            context.output(annotations)
            context.output(text.summary(of: report))
        } else {
            context.error(annotations)
            context.output(format.render(report))
        }
        if let output {
            do {
                try AtomicFile.write(format.render(report), to: output)
            } catch {
                context.reportError("cannot write the report to '\(output)': \(error.reason)")
                return .invalidInput
            }
        }
        let summary = report.summary
        if summary.errors > 0 { return .invalidInput }
        return summary.failed > 0 ? .failure : .success
    }
}
