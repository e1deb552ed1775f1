import FlowKit
import Scenarios

/// `flowsim explore --app FILE [--depth N] [--max-states N] [--max-repeats N] [--max-stack-depth N] [--during-transitions] [--emit DIR] [--format text|json] [--all] [--baseline FILE] [--write-baseline FILE]`
///
/// Breadth-first over every state the app can reach from every launch state; prints the counts
/// and each finding (crash, leak, impossible step, dead end), one per cause, with its id and the
/// shortest path to it as a scenario file; `--emit` writes those files. With a baseline, only
/// findings it does not list make the exit code 1. The time taken goes to standard error, so that
/// standard output is the same from run to run.
struct ExploreCommand {
    static let spec = CommandSpec(
        name: "explore",
        overview:
            "Visit every state the app can reach; report crashes, leaks, impossible steps and dead ends, one finding per cause, with the shortest path to each.",
        usage:
            "explore --app FILE [--depth N] [--max-states N] [--max-repeats N] [--max-stack-depth N]"
            + " [--emit DIR] [--format text|json] [--all] [--baseline FILE] [--write-baseline FILE]",
        arguments: [],
        options: ExplorationCommandOptions.specs(
            emitHelp:
                "Write each finding's shortest path as a scenario file into DIR (created if missing), one per cause, named like 01-leak-Detail-back.flow.yaml; flowsim run, from DIR, replays it to the same failure."
        ),
        sections: [
            ExplorationCommandOptions.exitCodes(
                none: "no problem found (or only those the baseline lists)",
                found: "a problem was found that the baseline (if any) does not list")
        ])

    var options: ExplorationCommandOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        options = try ExplorationCommandOptions(arguments, command: Self.spec.name)
    }

    func run(context: CommandContext) -> ExitCode {
        let baseline = options.loadBaseline(context: context)
        guard baseline.ok, let compiled = options.loadCompiled(context: context),
            options.prepareEmitFolder(context: context),
            options.checkBaselineTarget(context: context)
        else { return .invalidInput }
        ExplorationCommandOptions.noteDebugBuild(command: "explore", context: context)
        let app = compiled.definition
        // The app's properties, checked in every state the walk finds (none: the walk as ever).
        let checks =
            compiled.properties.isEmpty
            ? nil
            : PropertyWalk(
                app: app, properties: compiled.properties.map { $0.walkProperty(app: app) })
        var progress = ProgressLine(context: context)
        let exploration = InterruptNotice.during(
            command: Self.spec.name, clearsLine: context.console.isErrorTerminal
        ) { report in
            var explorer = Explorer(app: app, options: options.options)
            explorer.stop = WalkStop.interrupt
            return explorer.explore(
                progress: {
                    report($0.states)
                    progress.show($0)
                }, checking: checks)
        }
        progress.finish(states: exploration.stateCount, what: "explored")
        let properties = checks.map {
            PropertyReport(
                appPath: options.app, verdicts: $0.verdicts(in: exploration),
                isComplete: exploration.isComplete)
        }
        let report = ExplorationReport(
            appPath: options.app, exploration: exploration, properties: properties,
            listsEveryInstance: options.listsEveryInstance, baseline: baseline.baseline,
            baselinePath: options.baseline ?? "")
        guard
            options.output(
                text: report.text, json: report.json, scenarioFiles: report.scenarioFiles(appPath:),
                context: context),
            options.writeBaseline(
                report.baselineEntries, command: Self.spec.name, context: context)
        else { return .invalidInput }
        if exploration.stoppedBy == .interrupted { return .interrupted }
        // A baseline just written accepts every finding in it.
        return report.hasNewFindings && options.writeBaseline == nil ? .failure : .success
    }
}
