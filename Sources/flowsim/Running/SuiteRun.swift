import Scenarios

/// The scenarios of one `flowsim run`, file by file in sorted order: each file is loaded, its
/// problems printed on standard error, and — when it is selected — it runs and its entry is
/// printed before the next file is read. Memory holds one loaded scenario at a time, and of
/// each one run only its outcome, however large the suite; what the end of the run prints
/// (the count of problems, the summary, a JSON or JUnit report) reads those outcomes.
///
/// Standard error reads as it did when every file was loaded first: each problem once, in the
/// order found, then their count, what the caps left out and the tags no scenario has.
struct SuiteRun {
    var tags: TagFilter
    var filter: ScenarioFilter?
    var shard: Shard?
    var failFast = false
    var recordsCoverage = false
    /// Whether each scenario's text entry goes to standard output as it finishes.
    var showsText = true
    /// Where reports will be written: none may be a file the run reads.
    var destinations: [ReportOutput] = []

    /// Scenario files read, loaded, then left after the tags and after the filter.
    private(set) var found = 0
    private(set) var loaded = 0
    private(set) var withTags = 0
    private(set) var withFilter = 0
    private(set) var outcomes: [ScenarioOutcome] = []
    private(set) var skipped: [SkippedScenario] = []
    /// The problems found, each once, in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    /// How many of the driver's diagnostics were looked at.
    private var diagnosticsRead = 0
    /// How many of the driver's referenced files were checked against ``destinations``.
    private var referencesChecked = 0
    private var knownTags: Set<String> = []
    private var stopped = false

    init(tags: TagFilter, filter: ScenarioFilter?, shard: Shard?) {
        self.tags = tags
        self.filter = filter
        self.shard = shard
    }

    /// How many scenarios were selected (run, or not run after a failure under `--fail-fast`).
    var selected: Int { outcomes.count + skipped.count }

    /// Loads, selects, runs and reports `files` in order. Returns the error to print when a
    /// report would replace a file the run reads (found as it is read; nothing is written then).
    mutating func run<Driver: ScenarioDriver>(
        _ files: [String], driver: inout Driver, context: CommandContext
    ) -> String? {
        let text = TextReporter(colors: context.colorsOnOutput, includesDiagnostics: false)
        let renderer = DiagnosticRenderer(colors: context.colorsOnError)
        for file in files {
            found += 1
            let scenario = driver.loadScenario(path: file)
            printNewDiagnostics(of: driver, renderer, context)
            if let clash = clash(with: driver) { return clash }
            guard let scenario else { continue }
            loaded += 1
            knownTags.formUnion(scenario.tags)
            defer { driver.release(scenario) }
            guard tags.matches(scenario.tags) else { continue }
            withTags += 1
            if let filter, !filter.matches(title: scenario.name, path: scenario.path) { continue }
            withFilter += 1
            // The shard's round-robin counts the scenarios the tags and filter left.
            if let shard, (withFilter - 1) % shard.count != shard.index - 1 { continue }
            if stopped {
                let entry = SkippedScenario(
                    name: scenario.name, path: scenario.path, tags: scenario.tags,
                    reason: RunCommand.failFastReason)
                skipped.append(entry)
                if showsText { context.output(text.entry(for: entry)) }
                continue
            }
            let outcome = driver.run(scenario, recordingCoverage: recordsCoverage)
            outcomes.append(outcome)
            if showsText { context.output(text.entry(for: outcome, sources: driver.sources)) }
            if failFast && !outcome.isSuccess { stopped = true }
        }
        return nil
    }

    /// After the last file, on standard error: the count of problems (with their GitHub
    /// annotations), what the caps left out, and a warning for each tag no scenario has (only
    /// when every file loaded: a tag may belong to one that did not).
    func printClosingDiagnostics(omitted: OmittedDiagnostics, context: CommandContext) {
        if let count = TextReporter.countLine(for: diagnostics) { context.error(count + "\n") }
        if context.isGitHubActions {
            context.error(diagnostics.map(GitHubAnnotations.annotation(for:)).joined())
        }
        context.printOmitted(omitted)
        if loaded == found {
            tags.unknownTagWarnings(known: knownTags).forEach(context.reportWarning)
        }
    }

    /// Prints the problems the driver found since the last look, each once.
    private mutating func printNewDiagnostics<Driver: ScenarioDriver>(
        of driver: Driver, _ renderer: DiagnosticRenderer, _ context: CommandContext
    ) {
        let all = driver.diagnostics
        guard all.count > diagnosticsRead else { return }
        var out = ""
        for diagnostic in all[diagnosticsRead...] where seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
            out += renderer.render(diagnostic, source: driver.sources[diagnostic.location.path])
        }
        diagnosticsRead = all.count
        context.error(out)
    }

    /// The error when a report would replace an app or `run:` file read since the last look.
    private mutating func clash<Driver: ScenarioDriver>(with driver: Driver) -> String? {
        let referenced = driver.referencedFiles
        guard referenced.count > referencesChecked, !destinations.isEmpty else { return nil }
        defer { referencesChecked = referenced.count }
        for input in referenced[referencesChecked...] {
            if let destination = destinations.first(where: { $0.isSameFile(as: input) }) {
                return destination.replaces(input)
            }
        }
        return nil
    }
}

extension ReportOutput {
    /// The error for a report that would replace `input`, a file the run reads.
    func replaces(_ input: String) -> String {
        "'\(option) \(path)' is '\(input)', a file this run reads; the report would replace it: name another file"
    }
}
