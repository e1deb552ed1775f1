// flowsim: the command line. Everything but the process's own streams and exit lives in
// `Flowsim` and the commands, so that tests drive them with a console and scenarios of their own.

var driver = LiveScenarioDriver()
let context = CommandContext(
    console: .live(),
    environment: Platform.environment(
        ["NO_COLOR", "GITHUB_ACTIONS"] + CoverageCache.environmentNames))
let code = Flowsim.main(
    arguments: Array(CommandLine.arguments.dropFirst()), context: context, driver: &driver)
Platform.exit(code.rawValue)
