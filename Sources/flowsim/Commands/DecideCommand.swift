import Scenarios

/// `flowsim decide --app FILE [--format text|json|markdown]`: the scene-launch decision as a
/// table over every combination of the state its rules read, collapsed where inputs do not
/// matter, with the rules that can never win, the combinations no rule takes, and the inputs
/// that nothing in the app writes.
struct DecideCommand {
    static let spec = CommandSpec(
        name: "decide",
        overview:
            "Show the launch decision as a table over every combination of the state its rules read.",
        usage: "decide --app FILE [--format text|json|markdown]",
        arguments: [],
        options: [
            OptionSpec(
                name: "app", valueName: "FILE",
                help: "The app file (*.app.yaml) whose launch rules to tabulate.",
                expectation: "expected an app file, such as scenarios/apps/whatweeat.app.yaml"),
            OptionSpec(
                name: "format", valueName: "FORMAT",
                help: "The table's format: text (the default), json or markdown.",
                expectation: "expected \(DecisionFormat.choices)"),
        ],
        sections: [
            (
                "EXIT CODES",
                [
                    (
                        "0",
                        "the table printed and no rule or combination is a problem (notes allowed)"
                    ),
                    (
                        "1",
                        "a launch rule can never win, or some combination falls through every rule"
                    ),
                    (
                        "2",
                        "the app could not be read or understood, the table would be too large, or the command line is wrong"
                    ),
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
    var format: DecisionFormat = .text

    /// The options from the bound command line; a wrong value's error points at it and says what would work.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        app = try arguments.appFile(
            missing: "missing '--app FILE'; name the app file whose launch rules to show",
            command: Self.spec.name)
        if let format = try arguments.format(
            DecisionFormat.self, expected: DecisionFormat.choices, command: Self.spec.name)
        {
            self.format = format
        }
    }

    func run(context: CommandContext) -> ExitCode {
        var loader = ScenarioLoader()
        guard let compiled = loader.compiledApp(app, referencedAt: nil) else {
            context.printDiagnostics(of: loader)
            return .invalidInput
        }
        // warnings
        context.printDiagnostics(of: loader)
        let report: DecisionReport
        do {
            report = try DecisionReport(app: compiled)
        } catch {
            context.reportError("\(app): \(error.message)")
            return .invalidInput
        }
        context.output(report.render(format))
        return report.hasProblems ? .failure : .success
    }
}
