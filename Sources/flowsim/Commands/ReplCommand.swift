import FlowKit
import Scenarios

/// `flowsim repl --app FILE [--given KEY=VALUE …]`: drive an app one scenario step per line,
/// seeing after each what changed; on a terminal with line editing, history and completion,
/// without one (piped) reading lines to the end of input and printing only the results.
struct ReplCommand {
    static let spec = CommandSpec(
        name: "repl",
        overview:
            "Drive an app interactively, one scenario step per line, seeing what each step changed.",
        usage: "repl --app FILE [--given KEY=VALUE …]",
        arguments: [],
        options: [
            OptionSpec(
                name: "app", valueName: "FILE", help: "The app file (*.app.yaml) to drive.",
                expectation: "expected an app file, such as scenarios/apps/locals.app.yaml"),
            OptionSpec(
                name: "given", valueName: "KEY=VALUE",
                help:
                    "The persisted state before the first launch, as a scenario's given: writes it (the option may be repeated).",
                expectation: "expected KEY=VALUE, such as isFirstLaunched=false"),
        ],
        sections: [
            (
                "INPUT",
                [
                    (
                        "steps",
                        "launch, relaunch, reinstall, tap: ACTION(args), select: TAB, back, swipeDown, swipe: next|previous, background, foreground, alert: BUTTON, open: LINK(args), respond: REQUEST.OUTCOME, set: {KEY: VALUE}, run: FILE, expect: {…}"
                    ),
                    (
                        "commands",
                        ":help :tree :state :set KEY=VALUE :decide :actions :trace [N] :undo :reset :load FILE :save FILE :quit"
                    ),
                ]
            ),
            (
                "EXIT CODES",
                [
                    ("0", "every step and expect held"),
                    ("1", "an expect or a step failed"),
                    (
                        "2",
                        "a line or the app could not be understood, a :save could not be written, or the command line is wrong"
                    ),
                ]
            ),
            (
                "FILES",
                [
                    (
                        "~/\(HistoryFile.name)",
                        "the last \(LineEditor.maximumHistory) lines typed on a terminal, except :set and set: lines (mode 0600; none kept when the path is a link or a device)"
                    )
                ]
            ),
            (
                "ENVIRONMENT",
                [
                    (
                        "NO_COLOR",
                        "when set, even to nothing: no colour (colour is only ever used on a terminal)"
                    )
                ]
            ),
        ])

    var app: String
    /// `KEY=VALUE` as given, with the index of the word, for errors.
    var given: [ParsedArguments.Value] = []

    /// The options from the bound command line; a wrong value's error points at it and says what would work.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        app = try arguments.appFile(
            missing: "missing '--app FILE'; name the app file to drive", command: Self.spec.name)
        for value in arguments.values["given"] ?? [] {
            guard let equals = value.text.firstIndex(of: "="), equals != value.text.startIndex
            else {
                throw UsageError(
                    "'--given \(value.text)' is not KEY=VALUE; write it as isFirstLaunched=false",
                    at: value.index, command: Self.spec.name)
            }
            given.append(value)
        }
    }

    /// Runs the session: on a terminal when both standard input and output are one, else from `readLine`.
    func run(context: CommandContext, readLine: @escaping () -> String?) -> ExitCode {
        var loader = ScenarioLoader()
        guard let compiled = loader.compiledApp(app, referencedAt: nil) else {
            context.printDiagnostics(of: loader)
            return .invalidInput
        }
        var values: [Param] = []
        for value in given {
            let text = value.text.replacingFirst("=", with: ": ")
            do {
                values += try Session.stateValues(text, app: compiled, source: "--given")
            } catch {
                let renderer = DiagnosticRenderer(colors: context.colorsOnError)
                context.error(
                    error.diagnostics.map {
                        renderer.render($0, source: SourceFile(path: "--given", text: text))
                    }.joined())
                return .invalidInput
            }
        }
        let session: Session
        do {
            session = try Session(app: compiled, given: values)
        } catch {
            context.reportError("--given: \(error.message)")
            return .invalidInput
        }
        let source =
            Platform.isInputTerminal && context.console.isOutputTerminal ? "<repl>" : "<stdin>"
        var interpreter = ReplInterpreter(
            session: session, appPath: app, source: source, currentFolder: Platform.currentFolder(),
            writeFile: Self.write)
        interpreter.colors = context.colorsOnOutput
        if source == "<repl>" {
            var loop = TerminalLoop(
                interpreter: interpreter, context: context,
                history: HistoryFile(home: Platform.homeFolder))
            if let finished = loop.run() { return Self.exitCode(finished) }
        }
        var loop = PipedLoop(interpreter: interpreter, context: context, readLine: readLine)
        return Self.exitCode(loop.run())
    }

    static func exitCode(_ interpreter: ReplInterpreter) -> ExitCode {
        if interpreter.somethingNotUnderstood || !interpreter.unsavedPaths.isEmpty {
            return .invalidInput
        }
        return interpreter.somethingFailed ? .failure : .success
    }

    /// `:save`: a new file, or with `:save!` a replaced one as `--output` replaces a report (a
    /// link followed, a device or pipe written through, never renamed over); the problem as a
    /// line, or `nil` when written.
    static func write(_ text: String, to path: String, replacing: Bool) -> String? {
        if replacing {
            let output: ReportOutput
            do {
                output = try ReportOutput.prepare(path, for: ":save!")
            } catch {
                return error.message
            }
            do {
                try output.write(text)
            } catch {
                return "cannot write '\(path)': \(error.reason)"
            }
            return nil
        }
        do {
            try AtomicFile.create(text, at: path)
            return nil
        } catch {
            if error.isAlreadyExists {
                return
                    "'\(path)' already exists; choose another name, or write :save! \(path) to replace it"
            }
            return "cannot write '\(path)': \(error.reason)"
        }
    }
}

extension String {
    /// The string with the first `target` replaced by `replacement`.
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let i = firstIndex(of: target) else { return self }
        return String(self[..<i]) + replacement + String(self[index(after: i)...])
    }
}
