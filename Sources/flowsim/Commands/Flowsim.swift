import FlowKit
import Scenarios

/// The top level of `flowsim`: picks the command, handles `--help`, `help COMMAND` and
/// `--version`, and turns usage errors into a message on standard error and exit status 2.
enum Flowsim {
    static let version = "0.1.0"

    /// The commands of this release.
    static let commands = [
        RunCommand.spec, CheckCommand.spec, DecideCommand.spec, ExploreCommand.spec,
        ReviewCommand.spec,
        GraphCommand.spec, ReplCommand.spec, InitCommand.spec, ImportCommand.spec,
    ]
    /// Commands named in the command line's design that later releases bring.
    static let plannedCommands: [String] = []

    /// Runs the command line `arguments` (without the program name).
    static func main(
        arguments: [String], context: CommandContext, driver: inout some ScenarioDriver
    ) -> ExitCode {
        let split = SplitArguments(arguments)
        do {
            return try dispatch(split, context: context, driver: &driver)
        } catch {
            let spec = commands.first { $0.name == error.command }
            context.error(
                UsageErrorFormatter.format(
                    error, arguments: arguments, spec: spec, colors: context.colorsOnError))
            return .invalidInput
        }
    }

    private static func dispatch(
        _ split: SplitArguments, context: CommandContext,
        driver: inout some ScenarioDriver
    ) throws(UsageError) -> ExitCode {
        guard let first = split.elements.first else {
            throw UsageError("missing command; available commands: \(commandList)")
        }
        let rest = split.elements.dropFirst()
        switch first.kind {
        case .value("help"):
            context.output(try help(for: rest))
            return .success
        case .value(let name):
            let spec = try self.spec(named: name, at: first.index)
            if SplitArguments.requestsHelp(rest) {
                context.output(HelpGenerator.help(for: spec))
                return .success
            }
            let arguments = try ParsedArguments(rest, spec: spec)
            switch spec.name {
            case RunCommand.spec.name:
                return try RunCommand(arguments).run(driver: &driver, context: context)
            case CheckCommand.spec.name:
                return CheckCommand(arguments).run(driver: &driver, context: context)
            case DecideCommand.spec.name:
                return try DecideCommand(arguments).run(context: context)
            case ExploreCommand.spec.name:
                return try ExploreCommand(arguments).run(context: context)
            case ReviewCommand.spec.name:
                return try ReviewCommand(arguments).run(context: context)
            case GraphCommand.spec.name:
                return try GraphCommand(arguments).run(context: context)
            case ReplCommand.spec.name:
                return try ReplCommand(arguments).run(
                    context: context, readLine: { Swift.readLine(strippingNewline: true) })
            case InitCommand.spec.name:
                return try InitCommand(arguments).run(context: context)
            case ImportCommand.spec.name:
                return try ImportCommand(arguments).run(context: context)
            default:
                throw UsageError(
                    "'\(name)' is not available in this release yet; available commands: \(commandList)",
                    at: first.index)
            }
        case .option("help", _), .shortOption("-h"):
            context.output(HelpGenerator.topLevelHelp(commands: commands, planned: plannedCommands))
            return .success
        case .option("version", nil):
            if let extra = rest.first {
                throw UsageError(
                    "unexpected argument '\(split.arguments[extra.index])' after '--version'",
                    at: extra.index)
            }
            context.output("flowsim \(version)\n")
            return .success
        case .option("version", .some):
            throw UsageError("'--version' takes no value", at: first.index)
        case .option(let name, _):
            if let owner = commands.first(where: { $0.option(named: name) != nil }) {
                throw UsageError(
                    "'--\(name)' is an option of '\(owner.name)'; put it after the command: flowsim \(owner.name) --\(name) …",
                    at: first.index)
            }
            throw UsageError(
                "unknown option '--\(name)'"
                    + Suggestions.didYouMean("--\(name)", in: ["--help", "--version"]),
                at: first.index)
        case .shortOption(let word):
            throw UsageError(
                "unknown option '\(word)'"
                    + Suggestions.didYouMean(word, in: ["--help", "--version"]), at: first.index)
        case .terminator:
            throw UsageError("missing command; available commands: \(commandList)", at: first.index)
        }
    }

    /// `flowsim help` and `flowsim help COMMAND`.
    private static func help(for rest: ArraySlice<SplitArguments.Element>) throws(UsageError)
        -> String
    {
        guard let target = rest.first else {
            return HelpGenerator.topLevelHelp(commands: commands, planned: plannedCommands)
        }
        if SplitArguments.requestsHelp(rest.prefix(1)) {
            return HelpGenerator.helpOfHelp(commands: commands)
        }
        guard case .value(let name) = target.kind else {
            throw UsageError(
                "'help' takes a command name; available commands: \(commandList)", at: target.index)
        }
        if let extra = rest.dropFirst().first {
            throw UsageError("'help' takes one command name", at: extra.index)
        }
        if name == "help" { return HelpGenerator.helpOfHelp(commands: commands) }
        return HelpGenerator.help(for: try spec(named: name, at: target.index))
    }

    /// The command called `name`; an error that says what exists otherwise.
    private static func spec(named name: String, at index: Int) throws(UsageError) -> CommandSpec {
        if let spec = commands.first(where: { $0.name == name }) { return spec }
        if plannedCommands.contains(name) {
            throw UsageError(
                "'\(name)' is not available in this release yet; available commands: \(commandList)",
                at: index)
        }
        let suggestion = Suggestions.didYouMean(
            name, in: commands.map(\.name) + ["help"] + plannedCommands)
        throw UsageError(
            "unknown command '\(name)'"
                + (suggestion.isEmpty ? "; available commands: \(commandList)" : suggestion),
            at: index)
    }

    /// `run, check`.
    private static var commandList: String {
        commands.map(\.name).joined(separator: ", ")
    }
}
