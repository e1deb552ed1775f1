import FlowKit
import Scenarios

/// `flowsim review --app FILE [--format text|json] [--all] [--baseline FILE] [--write-baseline FILE]`:
/// App Store review readiness. With a baseline, only findings it does not list make the exit code 1.
struct ReviewCommand {
    static let spec = CommandSpec(
        name: "review",
        overview:
            "Check App Store review readiness: Guideline 5.1.1 and 5.1.1(v), reachable crashes and leaks, dead ends, unreachable screens.",
        usage:
            "review --app FILE [--depth N] [--max-states N] [--max-repeats N] [--max-stack-depth N]"
            + " [--emit DIR] [--format text|json] [--all] [--baseline FILE] [--write-baseline FILE]",
        arguments: [],
        options: ExplorationCommandOptions.specs(
            emitHelp:
                "Write each finding's shortest path as a scenario file into DIR (created if missing), one per cause; flowsim run, from DIR, replays it to the same failure."
        ),
        sections: [
            (
                "CHECKS",
                [
                    (
                        "5.1.1",
                        "from a fresh install, every screen not marked requiresAccount: true shows without a step that signs in (writes session: user)"
                    ),
                    (
                        "5.1.1(v)",
                        "if an action has createsAccount: true, a signed-in user reaches an action with deletesAccount: true"
                    ),
                    (
                        "2.1",
                        "no reachable crash, no step that fails because of the app's own effects, no dead end"
                    ),
                    (
                        "quality",
                        "no reachable leak (a coordinator or screen that outlives its place: Documentation/Reference/Expectations.md#leaks); every declared screen shows from some launch state"
                    ),
                ]
            ),
            ExplorationCommandOptions.exitCodes(
                none: "no finding, only warnings, or only findings the baseline lists",
                found: "a finding other than a warning that the baseline (if any) does not list"),
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
        ExplorationCommandOptions.noteDebugBuild(command: "review", context: context)
        let app = compiled.definition
        let progress = ProgressLine(context: context)
        var review = Review(app: app, options: options.options)
        review.properties = compiled.properties.map { $0.walkProperty(app: app) }
        review.stop = WalkStop.interrupt
        let result = InterruptNotice.during(
            command: Self.spec.name, clearsLine: context.console.isErrorTerminal
        ) { _ in review.run() }
        progress.finish(
            states: result.statesWalked, what: "reviewed")
        let report = ReviewReport(
            appPath: options.app, result: result, listsEveryInstance: options.listsEveryInstance,
            baseline: baseline.baseline, baselinePath: options.baseline ?? "")
        guard
            options.output(
                text: report.text, json: report.json, scenarioFiles: report.scenarioFiles(appPath:),
                context: context),
            options.writeBaseline(
                report.baselineEntries, command: Self.spec.name, context: context)
        else { return .invalidInput }
        if result.exploration.stoppedBy == .interrupted
            || result.fromFreshInstall.stoppedBy == .interrupted
            || result.withoutSigningIn.stoppedBy == .interrupted
        {
            return .interrupted
        }
        // Warnings (a tap or link that changes nothing) are shown, and fail nothing; a baseline
        // just written accepts every finding in it.
        return report.hasNewFindings && options.writeBaseline == nil ? .failure : .success
    }
}
