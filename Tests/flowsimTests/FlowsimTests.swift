import XCTest
@testable import flowsim

final class FlowsimTests: XCTestCase {
    private var driver = FakeScenarioDriver()
    private var console = CapturedConsole()

    @discardableResult
    private func flowsim(_ arguments: [String]) -> ExitCode {
        console = CapturedConsole()
        return Flowsim.main(arguments: arguments, context: console.context(), driver: &driver)
    }

    func testVersion() {
        XCTAssertEqual(flowsim(["--version"]), .success)
        XCTAssertEqual(console.output, "flowsim \(Flowsim.version)\n")
        XCTAssertEqual(flowsim(["--version", "x"]), .invalidInput)
        XCTAssertEqual(flowsim(["--version=2"]), .invalidInput)
        XCTAssertTrue(console.error.hasPrefix("error: '--version' takes no value\n"), console.error)
    }

    func testTopLevelHelpListsTheCommandsAndWhatComesLater() {
        XCTAssertEqual(flowsim(["--help"]), .success)
        let help = console.output
        XCTAssertTrue(help.contains("USAGE: flowsim <command> [<options>]"))
        XCTAssertTrue(help.contains("\n  run      Run scenario files and report what held.\n"), help)
        XCTAssertTrue(help.contains("\n  check    Parse and resolve"), help)
        XCTAssertTrue(help.contains("\n  explore  Visit every state"), help)
        XCTAssertTrue(help.contains("\n  review   Check App Store review readiness"), help)
        XCTAssertTrue(help.contains("Coming in a later release: decide, graph, repl."), help)
        XCTAssertEqual(console.error, "")
        XCTAssertEqual(flowsim(["-h"]), .success)
        XCTAssertEqual(console.output, help)
        XCTAssertEqual(flowsim(["help"]), .success)
        XCTAssertEqual(console.output, help)
    }

    func testEveryCommandHasTheSameHelpInEverySpelling() {
        for command in ["run", "check"] {
            flowsim(["help", command])
            let help = console.output
            XCTAssertTrue(help.hasPrefix("OVERVIEW: "), help)
            XCTAssertTrue(help.contains("USAGE: flowsim \(command) [PATHS…]"), help)
            XCTAssertTrue(help.contains("  -h, --help"), help)
            XCTAssertEqual(flowsim([command, "--help"]), .success)
            XCTAssertEqual(console.output, help)
            XCTAssertEqual(flowsim([command, "somewhere", "-h"]), .success)
            XCTAssertEqual(console.output, help)
        }
    }

    func testHelpWinsOverOtherMistakes() {
        XCTAssertEqual(flowsim(["run", "--bogus", "--help"]), .success)
        XCTAssertTrue(console.output.hasPrefix("OVERVIEW: Run scenario files"))
    }

    func testRunHelpDocumentsEveryOptionOfTheSpec() {
        flowsim(["run", "--help"])
        XCTAssertTrue(console.output.contains(
            "USAGE: flowsim run [PATHS…] [--tags T,…] [--format text|json|junit|tap] [--output FILE] [--shard I/N] [--fail-fast]\n"))
        for option in ["--tags T,…", "--format FORMAT", "--output FILE", "--shard I/N", "--fail-fast"] {
            XCTAssertTrue(console.output.contains("\n  \(option) "), option)
        }
        XCTAssertTrue(console.output.contains("EXIT CODES:\n  0  every scenario held\n  1  a scenario failed\n"), console.output)
    }

    func testUnknownCommandSuggestsTheClosest() {
        XCTAssertEqual(flowsim(["rn"]), .invalidInput)
        XCTAssertEqual(console.error, """
            error: unknown command 'rn'; did you mean 'run'?
              flowsim rn
                      ^~
            usage: flowsim <command> [<options>]
              See 'flowsim --help'.

            """)
        XCTAssertEqual(console.output, "")
        flowsim(["chek", "x"])
        XCTAssertTrue(console.error.hasPrefix("error: unknown command 'chek'; did you mean 'check'?\n"), console.error)
        flowsim(["zzzzzz"])
        XCTAssertTrue(console.error.hasPrefix("error: unknown command 'zzzzzz'; available commands: run, check, explore, review\n"), console.error)
    }

    func testLaterCommandsAreNotAvailableYet() {
        for command in Flowsim.plannedCommands {
            XCTAssertEqual(flowsim([command, "--app", "a.app.yaml"]), .invalidInput)
            XCTAssertTrue(console.error.hasPrefix("error: '\(command)' is not available in this release yet; available commands: run, check, explore, review\n"),
                          console.error)
            XCTAssertEqual(flowsim(["help", command]), .invalidInput)
        }
    }

    func testMissingCommandIsAUsageError() {
        XCTAssertEqual(flowsim([]), .invalidInput)
        XCTAssertTrue(console.error.hasPrefix("error: missing command; available commands: run, check, explore, review\n"))
    }

    func testCommandOptionBeforeTheCommandSaysWhereItGoes() {
        XCTAssertEqual(flowsim(["--format", "json", "run"]), .invalidInput)
        XCTAssertTrue(console.error.hasPrefix(
            "error: '--format' is an option of 'run'; put it after the command: flowsim run --format …\n"), console.error)
        flowsim(["--verison"])
        XCTAssertTrue(console.error.hasPrefix("error: unknown option '--verison'; did you mean '--version'?\n"), console.error)
    }

    func testUsageErrorOfACommandShowsItsUsage() {
        flowsim(["run", "--fromat", "json"])
        XCTAssertEqual(console.error, """
            error: unknown option '--fromat'; did you mean '--format'?
              flowsim run --fromat json
                          ^~~~~~~~
            usage: flowsim run [PATHS…] [--tags T,…] [--format text|json|junit|tap] [--output FILE] [--shard I/N] [--fail-fast]
              See 'flowsim run --help'.

            """)
    }

    func testCheckTakesNoOptions() {
        XCTAssertEqual(flowsim(["check", "--format", "json"]), .invalidInput)
        XCTAssertTrue(console.error.hasPrefix("error: unknown option '--format'\n"), console.error)
    }
}
