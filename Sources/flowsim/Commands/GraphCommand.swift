import FlowKit
import Scenarios

/// `flowsim graph --app FILE [--format mermaid|dot] [--coordinators] [--from LAUNCHSTATE]`: the
/// app's navigation as a picture — screens grouped by the flow that owns them, edges labelled by
/// the action, tab, link or launch state that moves between them — or, with `--coordinators`,
/// which flow's coordinator starts which. The same app file always gives the same bytes.
struct GraphCommand {
    /// The output formats.
    enum Format: String, CaseIterable {
        case mermaid, dot

        static var choices: String { "mermaid or dot" }
    }

    static let spec = CommandSpec(
        name: "graph",
        overview: "Draw the app's flow graph (or coordinator graph) as Mermaid or Graphviz DOT.",
        usage: "graph --app FILE [--format mermaid|dot] [--coordinators] [--from LAUNCHSTATE]",
        arguments: [],
        options: [
            OptionSpec(
                name: "app", valueName: "FILE", help: "The app file (*.app.yaml) to draw.",
                expectation: "expected an app file (*.app.yaml)"),
            OptionSpec(
                name: "format", valueName: "FORMAT",
                help:
                    "mermaid (the default; GitHub renders it in a ```mermaid block) or dot (render with Graphviz: dot -Tsvg).",
                expectation: "expected \(Format.choices)"),
            OptionSpec(
                name: "coordinators", valueName: nil,
                help:
                    "Draw the coordinator graph instead: which flow starts which (App starts the root flows)."
            ),
            OptionSpec(
                name: "from", valueName: "LAUNCHSTATE",
                help: "Draw only what is reachable from this launch state.",
                expectation: "expected a launch state of the app"),
        ],
        sections: [
            (
                "EXIT CODES",
                [
                    ("0", "the graph was printed"),
                    (
                        "2",
                        "the app file could not be read or understood, or the command line is wrong"
                    ),
                ]
            )
        ])

    var app: String
    var format: Format = .mermaid
    var coordinators = false
    var from: ParsedArguments.Value?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let app = arguments.last("app"), !app.text.isEmpty else {
            throw UsageError(
                "missing '--app FILE'; name the app file to draw: flowsim graph --app scenarios/apps/NAME.app.yaml",
                command: Self.spec.name)
        }
        self.app = app.text
        if let format = try arguments.format(
            Format.self, expected: Format.choices, command: Self.spec.name)
        {
            self.format = format
        }
        coordinators = arguments.flags.contains("coordinators")
        from = arguments.last("from")
        if coordinators, let from {
            throw UsageError(
                "'--from' draws part of the flow graph; it does not go with '--coordinators'",
                at: from.index, command: Self.spec.name)
        }
        if let positional = arguments.positionals.first {
            throw UsageError(
                "unexpected argument '\(positional.text)'; graph draws one app: flowsim graph --app FILE",
                at: positional.index, command: Self.spec.name)
        }
    }

    func run(context: CommandContext) -> ExitCode {
        var loader = ScenarioLoader()
        guard let compiled = loader.compiledApp(app, referencedAt: nil) else {
            context.printDiagnostics(of: loader)
            if loader.diagnostics.isEmpty {
                context.reportError("cannot read the app file '\(app)'")
            }
            return .invalidInput
        }
        let definition = compiled.definition
        if coordinators {
            let graph = CoordinatorGraph(app: definition)
            context.output(
                format == .mermaid ? MermaidRenderer.render(graph) : DOTRenderer.render(graph))
            return .success
        }
        var graph = FlowGraph(app: definition)
        if let from {
            guard let part = graph.reachable(fromLaunchState: from.text) else {
                let states = compiled.launchStates
                context.reportError(
                    "'\(app)' has no launch state '\(from.text)'"
                        + Suggestions.didYouMean(from.text, in: states)
                        + "; its launch states are " + states.joined(separator: ", "))
                return .invalidInput
            }
            graph = part
        }
        context.output(
            format == .mermaid ? MermaidRenderer.render(graph) : DOTRenderer.render(graph))
        return .success
    }
}
