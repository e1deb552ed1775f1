import FlowKit
import Scenarios

/// What each line typed at `flowsim repl` does: a scenario step or `expect` goes to the
/// ``Session`` and its result is described; a `:command` inspects, undoes, loads or saves.
/// A value with no terminal in it: the terminal loop and the piped loop both feed it lines.
struct ReplInterpreter {
    /// A line kept for `:save`: a step as typed, or a `run:` of a file (kept absolute, so that
    /// the saved scenario can name it relative to where it is saved).
    enum Recorded: Equatable {
        case line(String)
        case run(path: String)
    }

    /// What a line did.
    struct Reply {
        var text: String
        var quits = false
    }

    static let commands: [(name: String, usage: String, help: String)] = [
        (":help", ":help", "this list"),
        (":tree", ":tree", "the window and the coordinator tree in full"),
        (":state", ":state", "the persisted state, by store"),
        (":set", ":set KEY=VALUE", "change the persisted state (recorded as a set: step)"),
        (":decide", ":decide", "the launch decision table, the row in force marked ▸"),
        (":actions", ":actions", "every step the user or a link could take now"),
        (":trace", ":trace [N]", "the last N events (20 unless given)"),
        (":undo", ":undo", "take back the last step that held"),
        (":reset", ":reset", "start again from a fresh install with the given state"),
        (
            ":load", ":load FILE",
            "replay a scenario file's steps (with its app and given state) and go on from there"
        ),
        (
            ":save", ":save FILE",
            "write the steps so far as a scenario file; :save! FILE replaces an existing file"
        ),
        (":quit", ":quit", "leave (Ctrl-D does too)"),
    ]

    /// The command names, for completion and "did you mean".
    static let commandNames = commands.map(\.name) + [":save!"]

    /// The most steps `:undo` can take back.
    static let maximumUndo = 1_000

    private(set) var session: Session
    /// The app file as the user named it.
    private(set) var appPath: String
    /// The lines that held, in order, for `:save`.
    private(set) var recorded: [Recorded] = []
    /// The session before each line that held, with how many lines were recorded then.
    private var undoStack: [(session: Session, recorded: Int)] = []
    /// The name steps are reported under: `<stdin>` when piped, `<repl>` on a terminal.
    let source: String
    /// The folder relative paths are read from (`run:`, `:load`, `:save`).
    let currentFolder: String
    /// Writes a file for `:save`; tests give their own.
    var writeFile: (_ text: String, _ path: String, _ replacing: Bool) -> String?
    var colors = false

    /// Whether some `expect` (or step) failed, and whether some line was not understood.
    private(set) var somethingFailed = false
    private(set) var somethingNotUnderstood = false
    /// The paths a `:save` could not write, and that no later `:save` wrote: the session then
    /// ends with a non-zero exit, as a report that cannot be written does.
    private(set) var unsavedPaths: Set<String> = []

    init(
        session: Session, appPath: String, source: String, currentFolder: String,
        writeFile: @escaping (_ text: String, _ path: String, _ replacing: Bool) -> String?
    ) {
        self.session = session
        self.appPath = appPath
        self.source = source
        self.currentFolder = currentFolder
        self.writeFile = writeFile
    }

    /// Handles one line (numbered from 1 in the input, for locations).
    mutating func handle(_ rawLine: String, lineNumber: Int = 1) -> Reply {
        let line = rawLine.trimmingSuffixWhitespace()
        let trimmed = line.drop { $0 == " " }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return Reply(text: "") }
        if trimmed.hasPrefix(":") { return command(String(trimmed), lineNumber: lineNumber) }
        return step(line, lineNumber: lineNumber)
    }

    // MARK: - Steps

    private mutating func step(_ line: String, lineNumber: Int) -> Reply {
        let before = session
        let result = session.perform(line, source: source, line: lineNumber)
        var out = result.warnings.map { render($0, line: line, lineNumber: lineNumber) }.joined()
        if let failure = result.failure {
            out += describe(failure, line: line, lineNumber: lineNumber)
            return Reply(text: out)
        }
        record(line, steps: result.steps, before: before)
        let isExpect = result.steps.allSatisfy {
            if case .expect = $0.kind { return true } else { return false }
        }
        if isExpect {
            let keys = result.steps.reduce(0) { n, s in
                if case .expect(let k) = s.kind { return n + k.count } else { return n }
            }
            return Reply(text: out + "ok: \(keys == 1 ? "it holds" : "all \(keys) hold")\n")
        }
        var shown = Substring(line.drop { $0 == " " })
        if shown.hasPrefix("- ") { shown = shown.dropFirst(2).drop { $0 == " " } }
        let title =
            "ok: \(ReplText.inline(String(shown)))"
            + (result.steps.count == 1 ? "" : " (\(result.steps.count) steps)")
        out +=
            ([title] + StepSummary.lines(after: result, in: session)).joined(separator: "\n") + "\n"
        if let crash = session.pendingCrash {
            out +=
                "  the app crashed: '\(ReplText.inline(crash.message))'; the next step must be - expect: {crashed: \(YAMLQuoting.doubleQuoted(crash.message))}\n"
        }
        return Reply(text: out)
    }

    private mutating func record(_ line: String, steps: [ScenarioStep], before: Session) {
        undoStack.append((before, recorded.count))
        if undoStack.count > Self.maximumUndo { undoStack.removeFirst() }
        var text = Substring(line.drop { $0 == " " })
        if text.hasPrefix("- ") { text = text.dropFirst(2).drop { $0 == " " } }
        if text.hasPrefix("run:") {
            let target = text.dropFirst(4).trimmedOfSpaces
            let unquoted =
                target.count >= 2 && (target.hasPrefix("\"") || target.hasPrefix("'"))
                ? String(target.dropFirst().dropLast()) : target
            recorded.append(.run(path: FilePaths.absolute(unquoted, in: currentFolder)))
        } else {
            recorded.append(.line(String(text)))
        }
    }

    private mutating func describe(_ failure: StepFailure, line: String, lineNumber: Int) -> String
    {
        switch failure.kind {
        case .notUnderstood(let diagnostics):
            somethingNotUnderstood = true
            return diagnostics.map { render($0, line: line, lineNumber: lineNumber) }.joined()
        case .expectationFailed, .stepFailed, .unexpectedCrash:
            somethingFailed = true
            return failureText(failure)
        }
    }

    /// A diagnostic about the typed line, with the line and a caret under the column.
    private func render(_ diagnostic: Diagnostic, line: String, lineNumber: Int) -> String {
        let file =
            diagnostic.location.path == source
            ? SourceFile(path: source, text: line, firstLine: lineNumber) : nil
        return DiagnosticRenderer(colors: colors).render(diagnostic, source: file)
    }

    /// A failure with its details, each line escaped.
    private func failureText(_ failure: StepFailure) -> String {
        "\(ReplText.inline(failure.location.description)): \(paint("failed:", "1;31")) \(ReplText.inline(failure.message))\n"
            + failure.detailLines.map { "  " + ReplText.inline($0) + "\n" }.joined()
    }

    private func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    // MARK: - Commands

    private mutating func command(_ line: String, lineNumber: Int) -> Reply {
        let parts = line.split(separator: " ", maxSplits: 1)
        let name = String(parts.first ?? "")
        let argument = parts.count > 1 ? parts[1].trimmedOfSpaces : ""
        func noArgument() -> Reply? {
            argument.isEmpty ? nil : Reply(text: "\(name) takes nothing after it; write \(name)\n")
        }
        switch name {
        case ":help":
            let width = Self.commands.map(\.usage.count).max() ?? 0
            var out =
                "Steps are written as in a scenario file, one per line: launch, tap: open(channel=general), select: home,\n"
            out +=
                "back, swipeDown, swipe: next, background, foreground, alert: OK, open: LINK(args), respond: REQUEST.OUTCOME,\n"
            out += "set: {KEY: VALUE}, run: FILE, expect: {top: Chat, tab: home}.\n\n"
            for c in Self.commands {
                out +=
                    "  " + c.usage + String(repeating: " ", count: width - c.usage.count) + "  "
                    + c.help + "\n"
            }
            return Reply(text: out)
        case ":quit", ":q", ":exit":
            return noArgument() ?? Reply(text: "", quits: true)
        case ":tree":
            return noArgument() ?? Reply(text: session.simulator.hierarchyDescription)
        case ":state":
            return noArgument() ?? Reply(text: stateText())
        case ":decide":
            if let reply = noArgument() { return reply }
            do {
                let report = try DecisionReport(app: session.app)
                let inForce = report.table.rowIndex(for: session.simulator.device.store)
                var out = report.render(.text, inForce: inForce)
                out +=
                    inForce == nil
                    ? "\nno row is in force: a stored value is one the table does not try\n"
                    : "\n▸ the row the persisted state is in now\n"
                return Reply(text: out)
            } catch {
                return Reply(text: "\(error.message)\n")
            }
        case ":actions":
            if let reply = noArgument() { return reply }
            return Reply(text: ActionsText.text(session.simulator.availableSteps))
        case ":trace":
            var count = 20
            if !argument.isEmpty {
                guard let n = Int(argument), n >= 0 else {
                    return Reply(text: ":trace takes a number of events, such as :trace 50\n")
                }
                count = n
            }
            let events = session.simulator.trace.last(count)
            return Reply(
                text: events.isEmpty
                    ? "no events yet\n"
                    : events.map { "  " + ReplText.inline($0.description) + "\n" }.joined())
        case ":undo":
            if let reply = noArgument() { return reply }
            guard let last = undoStack.popLast() else { return Reply(text: "nothing to undo\n") }
            let undone = ReplText.inline(
                recorded[last.recorded...].map(Self.text).joined(separator: "; "))
            session = last.session
            recorded.removeSubrange(last.recorded...)
            return Reply(
                text: (["undid: \(undone)"] + StepSummary.tree(session.simulator).map { "  " + $0 })
                    .joined(separator: "\n") + "\n")
        case ":reset":
            if let reply = noArgument() { return reply }
            do {
                session = try Session(app: session.app, given: session.given)
            } catch {
                return Reply(text: "given: \(error.message)\n")
            }
            recorded.removeAll()
            undoStack.removeAll()
            return Reply(
                text: ReplText.inline(
                    "a fresh install of \(session.app.definition.name)" + givenText(session.given))
                    + "\n")
        case ":set":
            guard let equals = argument.firstIndex(of: "=") else {
                return Reply(text: ":set takes KEY=VALUE, such as :set isFirstLaunched=false\n")
            }
            let key = argument[..<equals].trimmedOfSpaces
            let value = argument[argument.index(after: equals)...].trimmedOfSpaces
            return step("set: {\(key): \(value)}", lineNumber: lineNumber)
        case ":load":
            guard !argument.isEmpty else {
                return Reply(
                    text:
                        ":load takes a scenario file, such as :load scenarios/locals/guest-reaches-community.flow.yaml\n"
                )
            }
            return load(argument)
        case ":save", ":save!":
            guard !argument.isEmpty else {
                return Reply(
                    text: "\(name) takes a file name, such as \(name) my-scenario.flow.yaml\n")
            }
            return save(to: argument, replacing: name == ":save!")
        default:
            somethingNotUnderstood = true
            let suggestion = Suggestions.didYouMean(name, in: Self.commandNames)
            return Reply(
                text: ReplText.inline(
                    "unknown command '\(name)'"
                        + (suggestion.isEmpty ? "; :help lists the commands" : suggestion)) + "\n")
        }
    }

    private mutating func load(_ path: String) -> Reply {
        let resolved = FilePaths.absolute(path, in: currentFolder)
        var loader = ScenarioLoader()
        guard let scenario = loader.loadScenario(path: path.hasPrefix("/") ? path : resolved) else {
            somethingNotUnderstood = true
            let diagnostics = loader.diagnostics.filter { $0.severity == .error }
            let renderer = DiagnosticRenderer(colors: colors)
            return Reply(
                text: diagnostics.map {
                    renderer.render($0, source: loader.sources[$0.location.path])
                }.joined()
                    + (loader.omittedDiagnostics.total > 0
                        ? "… and \(NumberText.grouped(loader.omittedDiagnostics.total)) more problems not shown\n"
                        : "")
                    + "nothing loaded; the session is as it was\n")
        }
        var fresh: Session
        do {
            fresh = try Session(scenario: scenario)
        } catch {
            return Reply(text: ReplText.inline("\(path): given: \(error.message)") + "\n")
        }
        let result = fresh.perform(scenario.steps)
        if let failure = result.failure ?? fresh.failureAtEnd {
            somethingFailed = true
            return Reply(
                text: failureText(failure)
                    + "the scenario does not replay to the end; the session is as it was\n")
        }
        session = fresh
        appPath = scenario.app.path
        recorded = [.run(path: resolved)]
        undoStack.removeAll()
        var out =
            ReplText.inline(
                "loaded \(scenario.steps.count) step\(scenario.steps.count == 1 ? "" : "s") of '\(scenario.name)' on \(scenario.app.definition.name)"
                    + givenText(scenario.given)) + "\n"
        out += StepSummary.tree(session.simulator).map { "  " + $0 + "\n" }.joined()
        out += "  actions: " + StepSummary.actions(session) + "\n"
        return Reply(text: out)
    }

    // MARK: - Saving

    /// A recorded line as it goes into the saved file.
    static func text(_ recorded: Recorded) -> String {
        switch recorded {
        case .line(let text): return text
        case .run(let path): return "run: \(path)"
        }
    }

    /// The scenario file the session so far makes, to be saved at `path`.
    func scenarioText(savedAt path: String) -> String {
        let target = FilePaths.absolute(path, in: currentFolder)
        let folder = FilePaths.folder(of: target)
        var out = "scenario: \(YAMLText.scalar(.string("Recorded in flowsim repl")))\n"
        out +=
            "app: \(YAMLText.scalar(.string(FilePaths.relative(FilePaths.absolute(appPath, in: currentFolder), from: folder))))\n"
        if !session.given.isEmpty {
            out +=
                "given: {"
                + session.given.map { "\(YAMLText.key($0.name)): \(YAMLText.scalar($0.value))" }
                .joined(separator: ", ") + "}\n"
        }
        out += recorded.isEmpty ? "steps: []\n" : "steps:\n"
        for entry in recorded {
            switch entry {
            case .line(let text): out += "  - \(text)\n"
            case .run(let file):
                out +=
                    "  - run: \(YAMLText.scalar(.string(FilePaths.relative(file, from: folder))))\n"
            }
        }
        return out
    }

    private mutating func save(to path: String, replacing: Bool) -> Reply {
        let text = scenarioText(savedAt: path)
        if let problem = writeFile(text, path, replacing) {
            unsavedPaths.insert(path)
            return Reply(text: ReplText.inline(problem) + "\n")
        }
        unsavedPaths.remove(path)
        return Reply(
            text: ReplText.inline(
                "saved \(recorded.count) step\(recorded.count == 1 ? "" : "s") to \(path); replay it with: flowsim run \(UsageErrorFormatter.shellQuoted(path))"
            ) + "\n")
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    var trimmedOfSpaces: String {
        String(
            drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension String {
    /// The string without trailing spaces, tabs and line breaks.
    func trimmingSuffixWhitespace() -> String {
        var s = Substring(self)
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
