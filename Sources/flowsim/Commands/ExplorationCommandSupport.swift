import FlowKit
import Scenarios

/// What `explore` and `review` share: `--app`, the bounds, `--format`, `--emit`, loading the
/// app, the progress line and writing scenario files.
struct ExplorationCommandOptions {
    enum Format: String {
        case text, json
    }

    static func specs(emitHelp: String) -> [OptionSpec] {
        [
            OptionSpec(
                name: "app", valueName: "FILE",
                help: "The app file (*.app.yaml) to explore. Required.",
                expectation: "expected an app file, such as scenarios/apps/locals.app.yaml"),
            OptionSpec(
                name: "depth", valueName: "N",
                help: "Do not go further than N steps from a launch state (default: no limit).",
                expectation: "expected a whole number of steps, such as 12"),
            OptionSpec(
                name: "max-states", valueName: "N",
                help:
                    "Stop after N distinct states (default: 1000000); the report says when this bound stopped it.",
                expectation: "expected a whole number of states, such as 100000"),
            OptionSpec(
                name: "max-repeats", valueName: "N",
                help:
                    "Leave out states in which a screen stands more than N times on one navigation stack or in the modal chain, or a flow is started more than N times on one chain of coordinators (default: \(Explorer.defaultMaxRepeats)); pending requests of one name from one screen count none, one or more than one. This keeps push cycles and repeated leaks finite.",
                expectation: "expected a whole number of repeats, such as 3"),
            OptionSpec(
                name: "max-stack-depth", valueName: "N",
                help:
                    "Also do not expand a state with a navigation stack of more than N screens or more than N presentations (default: no limit; --max-repeats already ends push loops).",
                expectation: "expected a whole number of screens, such as 24"),
            OptionSpec(
                name: "emit", valueName: "DIR", help: emitHelp,
                expectation: "expected a folder name"),
            OptionSpec(
                name: "format", valueName: "FORMAT",
                help: "The report's format: text (the default) or json.",
                expectation: "expected text or json"),
            OptionSpec(
                name: "during-transitions",
                help:
                    "Also try one user step while a transition runs: after a tap that pushes or presents, the same tap again before the animation begins (the double push, a presentation dropped); after a step that dismisses, a tab tap during the dismissal. Findings replay with settle: false."
            ),
            OptionSpec(
                name: "all",
                help:
                    "List every instance of each finding (each path that reaches the same cause), not only the shortest."
            ),
            OptionSpec(
                name: "baseline", valueName: "FILE",
                help:
                    "Accept the findings listed in FILE (written by --write-baseline): exit 0 when only they occur, 1 on any other; entries that no longer occur are reported as fixed.",
                expectation: "expected a baseline file, such as review-baseline.yaml"),
            OptionSpec(
                name: "write-baseline", valueName: "FILE",
                help:
                    "Write the findings' ids, each with a one-line description, into FILE (YAML), for --baseline; the findings written are accepted (exit 0).",
                expectation: "expected a file name, such as review-baseline.yaml"),
        ]
    }

    var app: String
    var options = Explorer.Options()
    var emit: String?
    var format = Format.text
    /// `--all`: every instance of each finding listed.
    var listsEveryInstance = false
    var baseline: String?
    var writeBaseline: String?

    init(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        app = try arguments.appFile(
            missing:
                "missing --app FILE: name the app file to \(command), such as flowsim \(command) --app scenarios/apps/locals.app.yaml",
            command: command)
        if let value = arguments.last("depth") {
            options.maxDepth = try Self.count(
                value, "--depth", "steps", minimum: 0, command: command)
        }
        if let value = arguments.last("max-states") {
            options.maxStates = try Self.count(
                value, "--max-states", "states", minimum: 1, command: command)
        }
        if let value = arguments.last("max-repeats") {
            options.maxRepeats = try Self.count(
                value, "--max-repeats", "repeats", minimum: 1, command: command)
        }
        if let value = arguments.last("max-stack-depth") {
            options.maxStackDepth = try Self.count(
                value, "--max-stack-depth", "screens", minimum: 1, command: command)
        }
        if let value = arguments.last("emit") {
            guard !value.text.isEmpty else {
                throw UsageError(
                    "missing value for '--emit'; expected a folder name", at: value.index,
                    command: command)
            }
            emit = value.text
        }
        listsEveryInstance = arguments.flags.contains("all")
        options.interleavesTransitions = arguments.flags.contains("during-transitions")
        baseline = try Self.fileName(arguments, "baseline", command: command)
        writeBaseline = try Self.fileName(arguments, "write-baseline", command: command)
        if let format = try arguments.format(
            Format.self, expected: "text or json", command: command)
        {
            self.format = format
        }
    }

    /// The value of `--NAME FILE`, if given; an empty one is a usage error.
    private static func fileName(
        _ arguments: ParsedArguments, _ name: String, command: String
    ) throws(UsageError) -> String? {
        guard let value = arguments.last(name) else { return nil }
        guard !value.text.isEmpty else {
            throw UsageError(
                "missing value for '--\(name)'; expected a file name", at: value.index,
                command: command)
        }
        return value.text
    }

    /// The most states any bound may ask for: the path records index states with 32 bits.
    static let stateLimit = Int(UInt32.max - 1)

    private static func count(
        _ value: ParsedArguments.Value, _ option: String, _ noun: String, minimum: Int,
        command: String
    ) throws(UsageError) -> Int {
        guard let n = Int(value.text), n >= minimum, String(n) == value.text else {
            throw UsageError(
                "'\(value.text)' is not a number of \(noun) for \(option); expected a whole number of at least \(minimum)",
                at: value.index, command: command)
        }
        return min(n, stateLimit)
    }

    /// On a debug build, a one-line note on standard error that the walk runs about ten times
    /// slower than in a release build, and how to run one.
    static func noteDebugBuild(command: String, context: CommandContext) {
        #if DEBUG
            context.error(
                "note: this flowsim is a debug build, about 10 times slower at \(command); for speed run a release build: swift run -c release flowsim \(command) …\n"
            )
        #endif
    }

    /// The compiled app, or `nil` after printing why it could not be read.
    func load(context: CommandContext) -> AppDefinition? {
        loadCompiled(context: context)?.definition
    }

    /// The compiled app with its properties, or `nil` after printing why it could not be read.
    func loadCompiled(context: CommandContext) -> CompiledApp? {
        var loader = ScenarioLoader()
        let compiled = loader.compiledApp(app, referencedAt: nil)
        context.printDiagnostics(of: loader)
        return compiled
    }

    /// The baseline of `--baseline FILE` (`nil` without the option), or `false` after printing
    /// why it could not be read (each error at its `path:line:column`), before exploring.
    func loadBaseline(context: CommandContext) -> (ok: Bool, baseline: FindingBaseline?) {
        guard let baseline else { return (true, nil) }
        let read = FindingBaseline.read(path: baseline)
        guard let found = read.baseline else {
            let sources = read.source.map { [baseline: $0] } ?? [:]
            context.printDiagnostics(read.diagnostics, sources: sources)
            return (false, nil)
        }
        return (true, found)
    }

    /// Checks before exploring that `--write-baseline FILE` can be written: its folder exists
    /// and FILE is not a folder (as `--emit` is checked), so that a walk that may take minutes
    /// never ends in an error. `false` after printing why.
    func checkBaselineTarget(context: CommandContext) -> Bool {
        guard let writeBaseline else { return true }
        let slash = writeBaseline.lastIndex(of: "/")
        let folder =
            slash.map { writeBaseline[..<$0].isEmpty ? "/" : String(writeBaseline[..<$0]) } ?? "."
        let problem: String?
        if FileProbe.probe(folder) != .folder {
            problem = "its folder '\(folder)' does not exist; create it first"
        } else if FileProbe.probe(writeBaseline) == .folder {
            problem = "it is a folder; name a file, such as \(writeBaseline)/baseline.yaml"
        } else {
            problem = nil
        }
        guard let problem else { return true }
        context.reportError("cannot write the baseline '\(writeBaseline)': \(problem)")
        return false
    }

    /// Writes `--write-baseline FILE` with these findings; `false` after printing why it could not.
    func writeBaseline(
        _ findings: [(id: String, description: String)], command: String, context: CommandContext
    ) -> Bool {
        guard let writeBaseline else { return true }
        let text = FindingBaseline.text(findings: findings, command: command, app: app)
        do {
            try AtomicFile.write(text, to: writeBaseline)
        } catch {
            context.reportError("cannot write the baseline '\(writeBaseline)': \(error.reason)")
            return false
        }
        context.error(
            "wrote \(findings.count == 1 ? "1 finding" : "\(findings.count) findings") to the baseline \(writeBaseline)\n"
        )
        return true
    }

    /// The EXIT CODES section of a command that looks for problems: `none` for 0, `found` for 1.
    static func exitCodes(none: String, found: String) -> (String, [(String, String)]) {
        (
            "EXIT CODES",
            [
                ("0", none),
                ("1", found),
                ("2", "the app file could not be read or understood, or the command line is wrong"),
            ]
        )
    }

    /// Prints the report in the format asked for, then writes its scenario files into `--emit DIR`;
    /// `false` after printing why a file could not be written.
    func output(
        text: () -> String, json: () -> String,
        scenarioFiles: (String) -> [(name: String, text: String)], context: CommandContext
    ) -> Bool {
        context.output(format == .json ? json() : text())
        return write(scenarioFiles, context: context)
    }

    /// Creates the `--emit DIR` folder before exploring, as `--output` is checked before a run:
    /// a folder that cannot be made fails at once (exit 2), not after an exploration that may
    /// take minutes. `false` after printing why.
    func prepareEmitFolder(context: CommandContext) -> Bool {
        guard let emit else { return true }
        do {
            try Platform.createFolders(emit)
        } catch {
            context.reportError("cannot create the folder '\(emit)' for --emit: \(error.reason)")
            return false
        }
        return true
    }

    /// Writes the scenario files into `--emit DIR`; `false` after printing why it could not.
    func write(_ files: (String) -> [(name: String, text: String)], context: CommandContext) -> Bool
    {
        guard let emit else { return true }
        guard prepareEmitFolder(context: context) else { return false }
        // The `app:` line is read relative to the scenario's own folder: both paths are made
        // canonical first (a folder reached through a symbolic link has another parent).
        let appPath = Platform.relativePath(
            FileProbe.canonicalPath(app) ?? app, from: FileProbe.canonicalPath(emit) ?? emit)
        for file in files(appPath) {
            let path = emit + (emit.hasSuffix("/") ? "" : "/") + file.name
            // As --output writes: a link followed, a device or pipe never renamed over.
            let output: ReportOutput
            do {
                output = try ReportOutput.prepare(path, for: "--emit")
            } catch {
                context.reportError(error.message)
                return false
            }
            do {
                try output.write(file.text)
            } catch {
                context.reportError("cannot write '\(path)': \(error.reason)")
                return false
            }
        }
        return true
    }
}

/// A progress line on standard error, only on a terminal and only once a run has lasted a second.
struct ProgressLine {
    let context: CommandContext
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    private var lastShown: ContinuousClock.Instant?

    init(context: CommandContext) {
        self.context = context
        start = clock.now
    }

    mutating func show(_ progress: Explorer.Progress) {
        guard context.console.isErrorTerminal else { return }
        let now = clock.now
        guard now - start > .seconds(1) else { return }
        if let last = lastShown, now - last < .milliseconds(200) { return }
        lastShown = now
        context.error(
            "\r\u{1B}[K  \(Self.grouped(progress.states)) states, \(Self.grouped(progress.transitions)) transitions, depth \(progress.depth)…"
        )
    }

    /// Clears the line, and prints how long it took on standard error (kept off standard output,
    /// which stays the same from run to run).
    func finish(states: Int, what: String) {
        if lastShown != nil { context.error("\r\u{1B}[K") }
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        let rate = seconds > 0 ? Int(Double(states) / seconds) : 0
        let time = seconds < 10 ? String(Int(seconds * 1000)) + " ms" : String(Int(seconds)) + " s"
        context.error(
            "\(what) \(Self.grouped(states)) states in \(time) (\(Self.grouped(rate)) states/s)\n")
    }

    static func grouped(_ n: Int) -> String { NumberText.grouped(n) }
}
