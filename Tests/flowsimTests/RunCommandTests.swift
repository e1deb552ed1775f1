import Foundation
import Scenarios
import XCTest

@testable import flowsim

final class RunCommandTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var driver = FakeScenarioDriver()
    private var console = CapturedConsole()

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self)
        for name in ["a", "b", "c", "d", "e"] {
            try folder.file("scenarios/\(name).flow.yaml")
        }
    }

    @discardableResult
    private func flowsim(
        _ arguments: [String], environment: [String: String] = [:], terminals: Bool = false
    ) -> ExitCode {
        console = CapturedConsole()
        return Flowsim.main(
            arguments: arguments,
            context: console.context(environment: environment, terminals: terminals),
            driver: &driver)
    }

    /// The names of the scenarios in the JSON report on standard output, by status.
    private func jsonScenarios(file: StaticString = #filePath, line: UInt = #line) throws -> [(
        name: String, status: String
    )] {
        let object = try JSONSerialization.jsonObject(with: Data(console.output.utf8))
        let document = try XCTUnwrap(object as? [String: Any], file: file, line: line)
        let scenarios = try XCTUnwrap(
            document["scenarios"] as? [[String: Any]], file: file, line: line)
        return scenarios.map { ($0["name"] as? String ?? "?", $0["status"] as? String ?? "?") }
    }

    private var scenariosFolder: String { folder.path + "/scenarios" }

    // MARK: - Options

    func testParsesEveryOptionInBothSpellings() throws {
        let words = [
            "run", "x", "--tags", "a,b", "--format=junit", "--output", "r.xml", "--shard=2/3",
            "--fail-fast", "y",
        ]
        let parsed = try ParsedArguments(
            SplitArguments(words).elements.dropFirst(), spec: RunCommand.spec)
        let command = try RunCommand(parsed)
        XCTAssertEqual(command.paths, ["x", "y"])
        XCTAssertEqual(command.tags.tags, ["a", "b"])
        XCTAssertEqual(command.format, .junit)
        XCTAssertEqual(command.output, "r.xml")
        XCTAssertEqual(command.shard, Shard(index: 2, count: 3))
        XCTAssertTrue(command.failFast)
    }

    func testUnknownFormatListsTheFormats() {
        XCTAssertEqual(flowsim(["run", "--format", "xml"]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix(
                "error: unknown format 'xml'; expected text, json, junit or tap\n"), console.error)
        XCTAssertEqual(console.output, "")
        XCTAssertTrue(driver.loadedScenarios.isEmpty)
    }

    func testBadShardExplainsAndPointsAtTheValue() {
        XCTAssertEqual(flowsim(["run", "--shard", "3/2"]), .invalidInput)
        XCTAssertEqual(
            console.error.split(separator: "\n").prefix(3),
            [
                "error: invalid shard '3/2'; shards count from 1, so with 2 shards I must be between 1 and 2",
                "  flowsim run --shard 3/2",
                "                      ^~~",
            ])
    }

    func testEmptyTagsAndEmptyOutputAreUsageErrors() {
        XCTAssertEqual(flowsim(["run", "--tags", ","]), .invalidInput)
        XCTAssertTrue(console.error.hasPrefix("error: '--tags' names no tag"), console.error)
        XCTAssertEqual(flowsim(["run", "--output="]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix("error: missing value for '--output'; expected a file name"),
            console.error)
    }

    // MARK: - Selection

    func testRunsEveryScenarioFileInSortedOrder() throws {
        XCTAssertEqual(flowsim(["run", scenariosFolder, "--format", "json"]), .success)
        XCTAssertEqual(
            try jsonScenarios().map(\.name),
            ["a.flow.yaml", "b.flow.yaml", "c.flow.yaml", "d.flow.yaml", "e.flow.yaml"])
    }

    func testShardRunsEveryNthScenarioStartingAtTheIth() throws {
        flowsim(["run", scenariosFolder, "--format=json", "--shard", "2/2"])
        XCTAssertEqual(try jsonScenarios().map(\.name), ["b.flow.yaml", "d.flow.yaml"])
        flowsim(["run", scenariosFolder, "--format=json", "--shard=1/2"])
        XCTAssertEqual(
            try jsonScenarios().map(\.name), ["a.flow.yaml", "c.flow.yaml", "e.flow.yaml"])
    }

    func testTagsSelectBeforeSharding() throws {
        driver.behaviours = [
            "a.flow.yaml": (["review"], .passed), "b.flow.yaml": (["launch"], .passed),
            "d.flow.yaml": (["review"], .passed), "e.flow.yaml": (["other"], .passed),
        ]
        flowsim(["run", scenariosFolder, "--format=json", "--tags", "review,launch"])
        XCTAssertEqual(
            try jsonScenarios().map(\.name), ["a.flow.yaml", "b.flow.yaml", "d.flow.yaml"])
        flowsim(["run", scenariosFolder, "--format=json", "--tags=review,launch", "--shard=2/2"])
        XCTAssertEqual(try jsonScenarios().map(\.name), ["b.flow.yaml"])
    }

    func testFilterSelectsByTitleOrPathThenShards() throws {
        driver.behaviours = ["b.flow.yaml": (["review"], .passed)]
        flowsim(["run", scenariosFolder, "--format=json", "--filter", "B.FLOW"])
        XCTAssertEqual(
            try jsonScenarios().map(\.name), ["b.flow.yaml"],
            "a substring of the title, ignoring case")
        flowsim(["run", scenariosFolder, "--format=json", "--filter=*/[ace].flow.yaml"])
        XCTAssertEqual(
            try jsonScenarios().map(\.name), ["a.flow.yaml", "c.flow.yaml", "e.flow.yaml"],
            "a glob over the whole path")
        flowsim([
            "run", scenariosFolder, "--format=json", "--filter=*/[ace].flow.yaml", "--shard=2/2",
        ])
        XCTAssertEqual(
            try jsonScenarios().map(\.name), ["c.flow.yaml"], "the filter selects before sharding")
        flowsim(["run", scenariosFolder, "--format=json", "--filter=.flow", "--tags=review"])
        XCTAssertEqual(
            try jsonScenarios().map(\.name), ["b.flow.yaml"], "tags and filter both apply")
    }

    func testARegularExpressionThatMatchesNothingIsToldItIsAGlob() {
        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--filter", "transfer.*fail"]), .invalidInput)
        XCTAssertTrue(
            console.error.contains(
                "none of the 5 scenarios matches --filter 'transfer.*fail' (by title or path); the pattern is a glob, not a regular expression: try --filter '*transfer*fail*'"
            ),
            console.error)
    }

    func testAFilterThatMatchesNothingSaysSo() {
        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--filter", "no such scenario"]), .invalidInput)
        XCTAssertTrue(
            console.error.contains(
                "error: no scenario was run: none of the 5 scenarios matches --filter 'no such scenario' (by title or path)"
            ),
            console.error)
        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--filter", "no such scenario", "--allow-empty"]),
            .success)
    }

    func testAnEmptyFilterIsAUsageError() {
        XCTAssertEqual(flowsim(["run", scenariosFolder, "--filter="]), .invalidInput)
        XCTAssertTrue(console.error.hasPrefix("error: missing value for '--filter'"), console.error)
        XCTAssertTrue(driver.loadedScenarios.isEmpty)
    }

    func testUnknownTagIsAWarningWithASuggestion() {
        driver.behaviours = ["a.flow.yaml": (["review"], .passed)]
        XCTAssertEqual(flowsim(["run", scenariosFolder, "--tags", "reveiw"]), .invalidInput)
        XCTAssertTrue(
            console.error.contains(
                "warning: no scenario has the tag 'reveiw'; did you mean 'review'?\n"),
            console.error)
        XCTAssertTrue(console.output.contains("0 passed, 0 failed\n"))
    }

    // MARK: - Selecting nothing

    func testSelectingNoScenarioFailsWithTheReasonUnlessAllowed() throws {
        driver.behaviours = ["a.flow.yaml": (["review"], .passed)]
        XCTAssertEqual(flowsim(["run", scenariosFolder, "--tags", "link"]), .invalidInput)
        XCTAssertTrue(
            console.error.hasSuffix(
                "error: no scenario was run: none of the 5 scenarios has the tag 'link'; nothing was tested (pass --allow-empty if that is fine)\n"
            ), console.error)
        XCTAssertTrue(console.output.contains("0 passed, 0 failed\n"), "the summary still prints")

        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--tags", "link", "--allow-empty"]), .success)
        XCTAssertFalse(console.error.contains("error:"), console.error)

        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--tags", "review", "--shard", "2/2"]), .invalidInput)
        XCTAssertTrue(
            console.error.contains(
                "error: no scenario was run: shard 2/2 of the 1 selected scenarios is empty;"),
            console.error)
        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--tags", "review", "--shard", "2/2", "--allow-empty"]
            ), .success)
    }

    // MARK: - Reports and exit codes

    func testAllHeldExitsZeroWithTheTextReport() {
        XCTAssertEqual(flowsim(["run", scenariosFolder]), .success)
        let lines = console.output.split(separator: "\n")
        XCTAssertEqual(lines.first, "✓ a.flow.yaml (\(scenariosFolder)/a.flow.yaml, 1.0 ms)")
        XCTAssertTrue(lines.contains("5 passed, 0 failed"), console.output)
        XCTAssertEqual(console.error, "")
    }

    func testAFailureExitsOneAndShowsItsDetails() {
        driver.behaviours = ["b.flow.yaml": ([], FakeScenarioDriver.failure())]
        XCTAssertEqual(flowsim(["run", scenariosFolder]), .failure)
        XCTAssertTrue(
            console.output.contains(
                """
                ✗ b.flow.yaml (\(scenariosFolder)/b.flow.yaml, 1.0 ms)
                placeholder:4:5: error: expected top 'Chat' but the frontmost screen is 'ChannelList'
                    expected: Chat
                    actual:   ChannelList
                ✓ c.flow.yaml
                """), console.output)
        XCTAssertTrue(
            console.output.contains("\n\n4 passed, 1 failed\n5 scenarios in "), console.output)
    }

    func testFailFastStopsAfterTheFirstFailureAndStillSummarizes() throws {
        driver.behaviours = [
            "b.flow.yaml": ([], FakeScenarioDriver.failure()),
            "d.flow.yaml": ([], FakeScenarioDriver.failure()),
        ]
        XCTAssertEqual(flowsim(["run", scenariosFolder, "--fail-fast"]), .failure)
        XCTAssertFalse(console.output.contains("✓ c.flow.yaml ("))
        XCTAssertTrue(console.output.contains("\n1 passed, 1 failed\n3 not run\n"), console.output)
        // What was not run is named, each on its line, before the summary.
        for name in ["c", "d", "e"] {
            XCTAssertTrue(
                console.output.contains(
                    "- \(name).flow.yaml (\(scenariosFolder)/\(name).flow.yaml; not run after the first failure (--fail-fast))\n"
                ),
                console.output)
        }

        flowsim(["run", scenariosFolder, "--fail-fast", "--format", "json"])
        XCTAssertEqual(
            try jsonScenarios().map(\.status),
            ["passed", "failed", "skipped", "skipped", "skipped"])
    }

    func testInputErrorsStillRunWhatLoadedThenExitTwo() throws {
        let source = "scenario: c\nstepz:\n  - launch\n"
        try folder.file("scenarios/c.flow.yaml", source)
        driver.sources = [
            scenariosFolder + "/c.flow.yaml": SourceFile(
                path: scenariosFolder + "/c.flow.yaml", text: source)
        ]
        driver.problems = [
            "c.flow.yaml": [
                Diagnostic(
                    .error, "unknown key 'stepz'; did you mean 'steps'?",
                    at: SourceLocation(path: "", line: 2, column: 1))
            ]
        ]
        driver.behaviours = ["b.flow.yaml": ([], FakeScenarioDriver.failure())]
        XCTAssertEqual(flowsim(["run", scenariosFolder, "--format", "json"]), .invalidInput)
        XCTAssertEqual(
            try jsonScenarios().map(\.name),
            ["a.flow.yaml", "b.flow.yaml", "d.flow.yaml", "e.flow.yaml"])
        XCTAssertEqual(
            console.error,
            """
            \(scenariosFolder)/c.flow.yaml:2:1: error: unknown key 'stepz'; did you mean 'steps'?
              |
            2 | stepz:
              | ^
            1 error

            """)
        XCTAssertTrue(console.output.contains("\"errors\": 1,"))
    }

    func testWarningsAloneDoNotChangeTheExitCode() {
        driver.problems = [
            "a.flow.yaml": [
                Diagnostic(.warning, "w", at: SourceLocation(path: "", line: 1, column: 1))
            ]
        ]
        XCTAssertEqual(flowsim(["run", scenariosFolder]), .success)
        XCTAssertTrue(console.error.hasSuffix(": warning: w\n1 warning\n"), console.error)
    }

    func testAProblemReportedForSeveralScenariosIsPrintedOnce() {
        let shared = Diagnostic(
            .error, "app has no root", at: SourceLocation(path: "app.app.yaml", line: 1, column: 1))
        driver.problems = ["a.flow.yaml": [shared], "b.flow.yaml": [shared]]
        XCTAssertEqual(flowsim(["run", scenariosFolder]), .invalidInput)
        XCTAssertEqual(console.error, "app.app.yaml:1:1: error: app has no root\n1 error\n")
    }

    func testAFileNamedTwiceRunsOnce() {
        let file = scenariosFolder + "/a.flow.yaml"
        XCTAssertEqual(
            flowsim(["run", file, scenariosFolder + "/../scenarios/a.flow.yaml", scenariosFolder]),
            .success)
        XCTAssertEqual(
            driver.loadedScenarios,
            [file] + ["b", "c", "d", "e"].map { "\(scenariosFolder)/\($0).flow.yaml" })
    }

    func testEachFormatGoesToStandardOutput() {
        flowsim(["run", scenariosFolder, "--format", "junit"])
        XCTAssertTrue(
            console.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"),
            console.output)
        flowsim(["run", scenariosFolder, "--format", "tap"])
        XCTAssertTrue(
            console.output.hasPrefix("TAP version 14\n1..5\nok 1 - a.flow.yaml\n"), console.output)
    }

    // MARK: - --output

    func testOutputWritesTheReportToTheFileAndTheTextToStandardOutput() throws {
        let report = folder.path + "/out/report.json"
        try FileManager.default.createDirectory(
            atPath: folder.path + "/out", withIntermediateDirectories: true)
        try "old".write(toFile: report, atomically: false, encoding: .utf8)
        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--format", "json", "--output", report]), .success)
        let written = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("{\n  \"schemaVersion\": 1,"), written)
        XCTAssertTrue(console.output.contains("\n5 passed, 0 failed\n"), console.output)
        XCTAssertEqual(
            try folder.contents("out"), ["report.json"], "no temporary file is left behind")
    }

    func testTextOutputFileIncludesTheDiagnostics() throws {
        driver.problems = [
            "a.flow.yaml": [
                Diagnostic(.error, "bad", at: SourceLocation(path: "", line: 1, column: 1))
            ]
        ]
        let report = folder.path + "/report.txt"
        XCTAssertEqual(flowsim(["run", scenariosFolder, "--output", report]), .invalidInput)
        let written = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(
            written.hasPrefix(
                "\(scenariosFolder)/a.flow.yaml:1:1: error: bad\n1 error\n\n✓ b.flow.yaml"), written
        )
        XCTAssertFalse(
            console.output.contains("error: bad"),
            "diagnostics go to standard error, not into the streamed text")
    }

    func testOutputIntoMissingFoldersCreatesThem() throws {
        let report = folder.path + "/reports/ci/report.xml"
        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--format=junit", "--output", report]), .success)
        XCTAssertEqual(console.error, "")
        XCTAssertTrue(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("<?xml"))
    }

    func testAnOutputThatCannotBeWrittenFailsBeforeAnythingRuns() throws {
        try folder.file("blocker", "a file where a folder would have to be")
        XCTAssertEqual(
            flowsim(["run", scenariosFolder, "--output", folder.path + "/blocker/report.xml"]),
            .invalidInput)
        XCTAssertEqual(
            console.error,
            "error: cannot create the folder '\(folder.path)/blocker' for --output: a file of that name is in the way\n"
        )
        XCTAssertTrue(driver.loadedScenarios.isEmpty, "nothing ran")
        XCTAssertEqual(flowsim(["run", scenariosFolder, "--output", folder.path]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix("error: '--output \(folder.path)' is a folder;"), console.error)
        XCTAssertTrue(driver.loadedScenarios.isEmpty, "nothing ran")
    }

    // MARK: - Terminal, colour and CI

    func testColourOnlyOnATerminalWithoutNoColor() {
        driver.behaviours = ["b.flow.yaml": ([], FakeScenarioDriver.failure())]
        flowsim(["run", scenariosFolder], terminals: true)
        XCTAssertTrue(console.output.contains("\u{1B}[32m✓\u{1B}[0m"), console.output)
        flowsim(["run", scenariosFolder], environment: ["NO_COLOR": ""], terminals: true)
        XCTAssertFalse(console.output.contains("\u{1B}"))
        flowsim(["run", scenariosFolder], terminals: false)
        XCTAssertFalse(console.output.contains("\u{1B}"))
    }

    func testGitHubActionsAddsAnnotationsBesideTheText() {
        driver.behaviours = ["b.flow.yaml": ([], FakeScenarioDriver.failure())]
        flowsim(["run", scenariosFolder], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertTrue(
            console.output.contains(
                "::error file=placeholder,line=4,col=5,title=b.flow.yaml::expected top 'Chat' but the frontmost screen is 'ChannelList'%0Aexpected: Chat%0Aactual:   ChannelList\n"
            ),
            console.output)
        // The annotations come before the summary so that the summary stays last.
        let annotation = console.output.range(of: "::error")?.lowerBound
        let summary = console.output.range(of: "\n4 passed, 1 failed\n")?.lowerBound
        XCTAssertNotNil(annotation)
        XCTAssertNotNil(summary)
        if let annotation, let summary { XCTAssertLessThan(annotation, summary) }
        flowsim(["run", scenariosFolder], environment: ["GITHUB_ACTIONS": "false"])
        XCTAssertFalse(console.output.contains("::error"))
    }

    func testAnnotationsStayOutOfAMachineReportOnStandardOutput() throws {
        driver.behaviours = ["b.flow.yaml": ([], FakeScenarioDriver.failure())]
        flowsim(
            ["run", scenariosFolder, "--format", "json"], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(try jsonScenarios().count, 5, "standard output is valid JSON")
        XCTAssertTrue(console.error.contains("::error file=placeholder,line=4,col=5"))
    }

    // MARK: - Paths

    func testMissingPathIsAnErrorBeforeAnythingRuns() {
        XCTAssertEqual(flowsim(["run", scenariosFolder, folder.path + "/nope"]), .invalidInput)
        XCTAssertEqual(console.error, "error: no such file or folder: '\(folder.path)/nope'\n")
        XCTAssertTrue(driver.loadedScenarios.isEmpty)
    }

    func testAnAppFileIsRefused() throws {
        let app = try folder.file("apps/a.app.yaml", "app: A\n")
        XCTAssertEqual(flowsim(["run", app]), .invalidInput)
        XCTAssertTrue(
            console.error.contains(
                "is an app file; 'flowsim run' takes scenario files (*.flow.yaml)"), console.error)
    }

    func testAFolderWithoutScenariosIsAWarningAndAnEmptyRunAnError() throws {
        try FileManager.default.createDirectory(
            atPath: folder.path + "/empty", withIntermediateDirectories: true)
        XCTAssertEqual(flowsim(["run", folder.path + "/empty"]), .invalidInput)
        XCTAssertEqual(
            console.error,
            "warning: no scenario files (*.flow.yaml) in '\(folder.path)/empty'\n"
                + "error: no scenario was run: no scenario file (*.flow.yaml) was found; nothing was tested (pass --allow-empty if that is fine)\n"
        )
        XCTAssertEqual(flowsim(["run", folder.path + "/empty", "--allow-empty"]), .success)
        XCTAssertEqual(
            console.error, "warning: no scenario files (*.flow.yaml) in '\(folder.path)/empty'\n")
    }

    func testMessagesQuotingAFileNameStayOnOneLine() throws {
        let name = folder.path + "/bad\n::error::forged\u{1B}[2J"
        XCTAssertEqual(flowsim(["run", name]), .invalidInput)
        XCTAssertEqual(
            console.error,
            "error: no such file or folder: '\(folder.path)/bad\\n::error::forged\\u{1B}[2J'\n")
    }
}
