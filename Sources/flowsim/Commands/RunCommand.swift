import FlowKit
import Scenarios

/// `flowsim run [PATHS…] [--tags T,…] [--filter PATTERN] [--format text|json|junit|tap] [--output FILE] [--shard I/N] [--fail-fast] [--allow-empty] [--allow-outside FOLDER]`
///
/// Takes the scenario files found one at a time (``SuiteRun``): loads it, prints its input
/// diagnostics on standard error, runs it if it loaded and is selected (by tag and filter, then
/// by shard), and reports it, so memory stays flat however many files there are. The text
/// report streams to standard output as scenarios finish; another format goes to standard
/// output at the end, or with `--output` to the file while the text report still goes to
/// standard output.
struct RunCommand {
    static let spec = CommandSpec(
        name: "run",
        overview: "Run scenario files and report what held.",
        usage:
            "run [PATHS…] [--tags T,…] [--filter PATTERN] [--format text|json|junit|tap] [--output FILE] [--shard I/N] [--fail-fast] [--allow-empty] [--allow-outside FOLDER] [--coverage]",
        arguments: [
            (
                "PATHS…",
                "Scenario files (*.flow.yaml), or folders searched recursively for them in sorted order (entries whose name starts with '.' are skipped). Default: the folder 'scenarios' in the current directory."
            )
        ],
        options: [
            OptionSpec(
                name: "tags", valueName: "T,…",
                help:
                    "Run only the scenarios that have at least one of these tags (separated by commas; the option may be repeated).",
                expectation: "expected tags separated by commas, such as review,launch"),
            OptionSpec(
                name: "filter", valueName: "PATTERN",
                help:
                    "Run only the scenarios whose title or file path contains PATTERN (ignoring case), or, when PATTERN has * ? or [, matches it as a whole (a glob; * also matches /).",
                expectation:
                    "expected part of a scenario's title or path, or a glob such as 'shop/*'"),
            OptionSpec(
                name: "format", valueName: "FORMAT",
                help: "The report's format: text (the default), json, junit or tap.",
                expectation: "expected \(ReportFormat.choices)"),
            OptionSpec(
                name: "output", valueName: "FILE",
                help:
                    "Write the report to FILE, atomically (a temporary file in the same folder, then renamed; missing folders are created); the text report still goes to standard output. A symbolic link is followed; a device or a named pipe (/dev/null, /dev/stdout) is written through.",
                expectation: "expected a file name"),
            OptionSpec(
                name: "shard", valueName: "I/N",
                help:
                    "Run only shard I of N, counting from 1: of the selected scenarios in sorted order, every Nth starting at the Ith.",
                expectation: "expected I/N, such as 1/4"),
            OptionSpec.allowOutside,
            OptionSpec(
                name: "fail-fast", valueName: nil,
                help:
                    "Stop after the first scenario that fails; the rest are reported as not run, by name, and the summary still prints."
            ),
            OptionSpec(
                name: "allow-empty", valueName: nil,
                help:
                    "Succeed when no scenario is selected (no scenario file found, no scenario with the tags, an empty shard); without it that fails the run with exit code 2."
            ),
            OptionSpec(
                name: "coverage", valueName: nil,
                help:
                    "Also report, per app, which screens, actions, tabs, links and launch states the scenarios reached, against what exploration finds reachable, and list what no scenario touches."
            ),
            OptionSpec(
                name: "coverage-format", valueName: "FORMAT",
                help:
                    "The coverage report's format: text (the default), json or lcov-like (lcov's FN/FNDA records, one per item). Implies --coverage.",
                expectation: "expected \(CoverageReport.Format.choices)"),
            OptionSpec(
                name: "coverage-min", valueName: "PERCENT",
                help:
                    "Fail the run (exit 1) when an app's coverage is below PERCENT (0 to 100). Implies --coverage.",
                expectation: "expected a percentage from 0 to 100, such as 80"),
            OptionSpec(
                name: "coverage-output", valueName: "FILE",
                help:
                    "Write the coverage report to FILE instead of after the summary. Implies --coverage.",
                expectation: "expected a file name"),
            OptionSpec(
                name: "coverage-states", valueName: "N",
                help:
                    "The distinct states the exploration behind the coverage report sees at most, per app (default 5,000). When it sees every reachable state, what it did not reach is reported as unreachable; when N stops it, coverage is measured against everything declared. Implies --coverage.",
                expectation: "expected a whole number of states, such as 50000"),
        ],
        sections: [
            (
                "EXIT CODES",
                [
                    ("0", "every scenario held"),
                    ("1", "a scenario failed"),
                    (
                        "2",
                        "an input could not be read or understood (the scenarios that loaded still run), no scenario was selected (unless --allow-empty), the report could not be written, or the command line is wrong"
                    ),
                ]
            ),
            (
                "ENVIRONMENT",
                [
                    (
                        "NO_COLOR",
                        "when set, even to nothing: no colour (colour is only ever used on a terminal)"
                    ),
                    (
                        "GITHUB_ACTIONS",
                        "when 'true': also print failures and diagnostics as GitHub annotations"
                    ),
                ]
            ),
        ])

    var paths: [String] = []
    var tags = TagFilter(parsing: [])
    var format: ReportFormat = .text
    var output: String?
    var shard: Shard?
    var filter: ScenarioFilter?
    var failFast = false
    var allowEmpty = false
    var allowOutside: [String] = []
    /// `nil` when the run does not record coverage.
    var coverageFormat: CoverageReport.Format?
    var coverageMinimum: Double?
    var coverageOutput: String?
    var coverageStates = CoverageUniverse.defaultExplorationStates

    /// The options from the bound command line; a wrong value's error points at it and says what would work.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        paths = arguments.positionals.map(\.text)
        if let values = arguments.values["tags"] {
            tags = TagFilter(parsing: values.map(\.text))
            if tags.tags.isEmpty, let last = values.last {
                throw UsageError(
                    "'--tags' names no tag; expected tags separated by commas, such as review,launch",
                    at: last.index, command: Self.spec.name)
            }
        }
        if let format = try arguments.format(
            ReportFormat.self, expected: ReportFormat.choices, command: Self.spec.name)
        {
            self.format = format
        }
        if let value = arguments.last("output") {
            guard !value.text.isEmpty else {
                throw UsageError(
                    "missing value for '--output'; expected a file name", at: value.index,
                    command: Self.spec.name)
            }
            output = value.text
        }
        if let value = arguments.last("filter") {
            guard !value.text.isEmpty else {
                throw UsageError(
                    "missing value for '--filter'; expected part of a scenario's title or path, or a glob such as 'shop/*'",
                    at: value.index, command: Self.spec.name)
            }
            filter = ScenarioFilter(value.text)
        }
        if let value = arguments.last("shard") {
            switch Shard.parse(value.text) {
            case .success(let shard): self.shard = shard
            case .failure(let error):
                throw UsageError(error.message, at: value.index, command: Self.spec.name)
            }
        }
        failFast = arguments.flags.contains("fail-fast")
        allowEmpty = arguments.flags.contains("allow-empty")
        allowOutside = arguments.values["allow-outside"]?.map(\.text) ?? []
        if arguments.flags.contains("coverage") { coverageFormat = .text }
        if let value = arguments.last("coverage-format") {
            guard let format = CoverageReport.Format(rawValue: value.text) else {
                throw UsageError(
                    "unknown coverage format '\(value.text)'; expected \(CoverageReport.Format.choices)",
                    at: value.index, command: Self.spec.name)
            }
            coverageFormat = format
        }
        if let value = arguments.last("coverage-min") {
            let number = value.text.hasSuffix("%") ? String(value.text.dropLast()) : value.text
            guard let percent = Double(number), percent.isFinite, (0...100).contains(percent) else {
                throw UsageError(
                    "'--coverage-min' takes a percentage from 0 to 100, not '\(value.text)'",
                    at: value.index, command: Self.spec.name)
            }
            coverageMinimum = percent
            coverageFormat = coverageFormat ?? .text
        }
        if let value = arguments.last("coverage-output") {
            guard !value.text.isEmpty else {
                throw UsageError(
                    "missing value for '--coverage-output'; expected a file name", at: value.index,
                    command: Self.spec.name)
            }
            coverageOutput = value.text
            coverageFormat = coverageFormat ?? .text
        }
        if let value = arguments.last("coverage-states") {
            guard let states = Int(value.text), states > 0 else {
                throw UsageError(
                    "'--coverage-states' takes a whole number of states above 0, not '\(value.text)'",
                    at: value.index, command: Self.spec.name)
            }
            coverageStates = states
            coverageFormat = coverageFormat ?? .text
        }
    }

    /// Why scenarios after a failure were not run.
    static let failFastReason = "not run after the first failure (--fail-fast)"

    func run<Driver: ScenarioDriver>(driver: inout Driver, context: CommandContext) -> ExitCode {
        let clock = ContinuousClock()
        let start = clock.now
        guard let paths = paths.isEmpty ? ScenarioDiscovery.defaultPaths() : paths else {
            context.reportError(
                "no paths given, and there is no '\(ScenarioDiscovery.defaultFolder)' folder here; name scenario files or folders: flowsim run PATH…"
            )
            return .invalidInput
        }
        if let problem = PathPolicy.allowOutsideProblem(allowOutside) {
            context.reportError(problem)
            return .invalidInput
        }
        // A report that cannot be written fails now, not after every scenario ran.
        var reportOutput: ReportOutput?
        var coverageDestination: ReportOutput?
        do {
            reportOutput = try output.map { path throws(ReportOutputError) in
                try ReportOutput.prepare(path, for: "--output")
            }
            coverageDestination = try coverageOutput.map { path throws(ReportOutputError) in
                try ReportOutput.prepare(path, for: "--coverage-output")
            }
        } catch {
            context.reportError(error.message)
            return .invalidInput
        }
        if let reportOutput, let coverageOutput, reportOutput.isSameFile(as: coverageOutput) {
            context.reportError(
                "'--output \(reportOutput.path)' and '--coverage-output \(coverageOutput)' name the same file; one report would replace the other: name two files"
            )
            return .invalidInput
        }
        let policy = PathPolicy(paths: paths, allowing: allowOutside)
        let discovery = ScenarioDiscovery(paths: paths, includesApps: false, policy: policy)
        if context.printDiscoveryProblems(discovery) { return .invalidInput }
        driver.restrictPaths(policy)

        // A report may not replace a file this run reads: a scenario file (known now), or an
        // app or `run:` file (found as the scenarios load, before anything is written).
        let destinations = [reportOutput, coverageDestination].compactMap(\.self)
        for destination in destinations {
            if let input = discovery.scenarioFiles.first(where: destination.isSameFile(as:)) {
                context.reportError(destination.replaces(input))
                return .invalidInput
            }
        }

        // Each file is loaded, selected (tags, filter, then shard), run and reported in turn.
        // The text report goes to standard output unless another format takes its place there.
        var suite = SuiteRun(tags: tags, filter: filter, shard: shard)
        suite.failFast = failFast
        suite.recordsCoverage = coverageFormat != nil
        suite.showsText = format == .text || output != nil
        suite.destinations = destinations
        if let clash = suite.run(discovery.scenarioFiles, driver: &driver, context: context) {
            context.reportError(clash)
            return .invalidInput
        }
        suite.printClosingDiagnostics(omitted: driver.omittedDiagnostics, context: context)
        let showsText = suite.showsText
        let outcomes = suite.outcomes
        let text = TextReporter(colors: context.colorsOnOutput, includesDiagnostics: false)

        let elapsed = start.duration(to: clock.now).components
        let report = RunReport(
            outcomes: outcomes, skipped: suite.skipped, diagnostics: suite.diagnostics,
            sources: driver.sources,
            duration: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
        // Failure annotations go with the text, never into a machine-readable report on standard output.
        let annotations =
            context.isGitHubActions
            ? report.outcomes.map(GitHubAnnotations.annotation(for:)).joined() : ""
        if showsText {
            context.output(annotations)
            context.output(text.summary(of: report))
        } else {
            context.error(annotations)
            context.output(format.render(report))
        }
        if let reportOutput {
            do {
                try reportOutput.write(format.render(report))
            } catch {
                context.reportError(
                    "cannot write the report to '\(reportOutput.path)': \(error.reason)")
                return .invalidInput
            }
        }
        var coverageFailed = false
        if let coverageFormat {
            // Each app's exploration comes from the user's cache when its file is unchanged.
            var cache = CoverageCache(environment: context.environment)
            let coverage = CoverageReport(outcomes.compactMap(\.coverage)) { path, app in
                cache.universe(
                    of: app, appText: driver.sources[path]?.text, maxStates: coverageStates)
            }
            if let coverageDestination {
                do {
                    try coverageDestination.write(coverage.rendered(coverageFormat))
                } catch {
                    context.reportError(
                        "cannot write the coverage report to '\(coverageDestination.path)': \(error.reason)"
                    )
                    return .invalidInput
                }
            } else if showsText {
                context.output(coverage.rendered(coverageFormat))
            } else {
                // standard output holds the machine-readable report
                context.error(coverage.rendered(coverageFormat))
            }
            if let minimum = coverageMinimum {
                for app in coverage.apps where app.percent < minimum {
                    coverageFailed = true
                    context.reportError(
                        "coverage of \(app.name) (\(app.path)) is \(CoverageReport.percentText(app.percent))%, below --coverage-min \(CoverageReport.percentText(minimum))%"
                    )
                }
            }
        }
        let summary = report.summary
        if summary.errors > 0 || driver.omittedDiagnostics.errors > 0 { return .invalidInput }
        if suite.selected == 0 && !allowEmpty {
            context.reportError(
                Self.emptySelectionReason(
                    found: suite.found, loaded: suite.loaded,
                    withTags: suite.withTags, tags: tags,
                    withFilter: suite.withFilter, filter: filter, shard: shard)
                    + "; nothing was tested (pass --allow-empty if that is fine)")
            return .invalidInput
        }
        return summary.failed > 0 || coverageFailed ? .failure : .success
    }

    /// Why no scenario was selected, from the first step that left none.
    static func emptySelectionReason(
        found: Int, loaded: Int, withTags: Int, tags: TagFilter,
        withFilter: Int, filter: ScenarioFilter?, shard: Shard?
    ) -> String {
        if found == 0 {
            return
                "no scenario was run: no scenario file (*\(ScenarioDiscovery.scenarioSuffix)) was found"
        }
        if loaded == 0 { return "no scenario was run: none of the \(found) scenario files loaded" }
        if withTags == 0 {
            let names = tags.tags.map { "'\($0)'" }.joined(separator: ", ")
            return
                "no scenario was run: none of the \(loaded) scenarios has the tag\(tags.tags.count == 1 ? "" : "s") \(names)"
        }
        if withFilter == 0, let filter {
            return
                "no scenario was run: none of the \(withTags) scenarios matches --filter '\(filter.pattern)' (by title or path)"
                + (filter.globForRegularExpression.map {
                    "; the pattern is a glob, not a regular expression: try --filter '\($0)'"
                } ?? "")
        }
        if let shard {
            return
                "no scenario was run: shard \(shard.index)/\(shard.count) of the \(withFilter) selected scenarios is empty"
        }
        return "no scenario was run"
    }
}
