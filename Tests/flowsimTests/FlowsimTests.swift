import XCTest

@testable import flowsim

final class FlowsimTests: XCTestCase {
    /// `run, check, …`: the commands of this release, as errors list them.
    static let commandList = Flowsim.commands.map(\.name).joined(separator: ", ")

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
        XCTAssertNotNil(
            help.range(
                of: #"\n  run +Run scenario files and report what held.\n"#,
                options: .regularExpression), help)
        XCTAssertNotNil(
            help.range(of: #"\n  check +Parse and resolve"#, options: .regularExpression), help)
        XCTAssertNotNil(
            help.range(of: #"\n  decide +Show the launch decision"#, options: .regularExpression),
            help)
        if !Flowsim.plannedCommands.isEmpty {
            XCTAssertTrue(
                help.contains(
                    "Coming in a later release: \(Flowsim.plannedCommands.joined(separator: ", "))."
                ), help)
        }
        for command in Flowsim.commands {
            XCTAssertTrue(
                help.contains("\n  \(command.name) "), "\(command.name) missing from\n\(help)")
        }
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

    func testHelpOfHelpExplainsHelp() {
        for words in [["help", "help"], ["help", "--help"], ["help", "-h"]] {
            XCTAssertEqual(flowsim(words), .success, "\(words)")
            XCTAssertTrue(
                console.output.hasPrefix(
                    "OVERVIEW: Show the help of flowsim, or of one command.\n"), console.output)
            XCTAssertTrue(console.output.contains("USAGE: flowsim help [COMMAND]"), console.output)
            XCTAssertEqual(console.error, "")
        }
    }

    func testHelpWinsOverOtherMistakes() {
        XCTAssertEqual(flowsim(["run", "--bogus", "--help"]), .success)
        XCTAssertTrue(console.output.hasPrefix("OVERVIEW: Run scenario files"))
    }

    func testRunHelpDocumentsEveryOptionOfTheSpec() {
        flowsim(["run", "--help"])
        XCTAssertTrue(
            RunCommand.spec.usage.hasPrefix(
                "run [PATHS…] [--tags T,…] [--filter PATTERN] [--format text|json|junit|tap] [--output FILE] [--shard I/N] [--fail-fast]"
            ))
        XCTAssertTrue(console.output.contains("USAGE: flowsim \(RunCommand.spec.usage)\n"))
        for option in RunCommand.spec.options.map(\.synopsis) {
            XCTAssertTrue(console.output.contains("\n  \(option) "), option)
        }
        XCTAssertTrue(
            console.output.contains(
                "EXIT CODES:\n  0  every scenario held\n  1  a scenario failed\n"), console.output)
    }

    func testUnknownCommandSuggestsTheClosest() {
        XCTAssertEqual(flowsim(["rn"]), .invalidInput)
        XCTAssertEqual(
            console.error,
            """
            error: unknown command 'rn'; did you mean 'run'?
              flowsim rn
                      ^~
            usage: flowsim <command> [<options>]
              See 'flowsim --help'.

            """)
        XCTAssertEqual(console.output, "")
        flowsim(["chek", "x"])
        XCTAssertTrue(
            console.error.hasPrefix("error: unknown command 'chek'; did you mean 'check'?\n"),
            console.error)
        flowsim(["zzzzzz"])
        XCTAssertTrue(
            console.error.hasPrefix(
                "error: unknown command 'zzzzzz'; available commands: \(Self.commandList)\n"),
            console.error)
    }

    func testLaterCommandsAreNotAvailableYet() {
        for command in Flowsim.plannedCommands {
            XCTAssertEqual(flowsim([command, "--app", "a.app.yaml"]), .invalidInput)
            XCTAssertTrue(
                console.error.hasPrefix(
                    "error: '\(command)' is not available in this release yet; available commands: \(Self.commandList)\n"
                ),
                console.error)
            XCTAssertEqual(flowsim(["help", command]), .invalidInput)
        }
    }

    func testMissingCommandIsAUsageError() {
        XCTAssertEqual(flowsim([]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix(
                "error: missing command; available commands: \(Self.commandList)\n"))
    }

    func testCommandOptionBeforeTheCommandSaysWhereItGoes() {
        XCTAssertEqual(flowsim(["--format", "json", "run"]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix(
                "error: '--format' is an option of 'run'; put it after the command: flowsim run --format …\n"
            ), console.error)
        flowsim(["--verison"])
        XCTAssertTrue(
            console.error.hasPrefix(
                "error: unknown option '--verison'; did you mean '--version'?\n"), console.error)
    }

    func testUsageErrorOfACommandShowsItsUsage() {
        flowsim(["run", "--fromat", "json"])
        XCTAssertEqual(
            console.error,
            """
            error: unknown option '--fromat'; did you mean '--format'?
              flowsim run --fromat json
                          ^~~~~~~~
            usage: flowsim \(RunCommand.spec.usage)
              See 'flowsim run --help'.

            """)
    }

    func testCheckTakesNoOptions() {
        XCTAssertEqual(flowsim(["check", "--format", "json"]), .invalidInput)
        XCTAssertTrue(console.error.hasPrefix("error: unknown option '--format'\n"), console.error)
    }
}
