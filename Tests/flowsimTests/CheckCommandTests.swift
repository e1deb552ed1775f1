import Scenarios
import XCTest

@testable import flowsim

final class CheckCommandTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var driver = FakeScenarioDriver()
    private var console = CapturedConsole()

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self)
        try folder.file("apps/locals.app.yaml", "app: Locals\n")
        try folder.file("scenarios/a.flow.yaml")
        try folder.file("scenarios/review/b.flow.yaml")
        try folder.file("scenarios/notes.md", "not a scenario\n")
    }

    @discardableResult
    private func flowsim(_ arguments: [String], environment: [String: String] = [:]) -> ExitCode {
        console = CapturedConsole()
        return Flowsim.main(
            arguments: arguments, context: console.context(environment: environment),
            driver: &driver)
    }

    func testLoadsEveryAppAndScenarioFoundAndRunsNothing() {
        XCTAssertEqual(flowsim(["check", folder.path]), .success)
        XCTAssertEqual(driver.loadedApps, [folder.path + "/apps/locals.app.yaml"])
        XCTAssertEqual(
            driver.loadedScenarios,
            [folder.path + "/scenarios/a.flow.yaml", folder.path + "/scenarios/review/b.flow.yaml"])
        XCTAssertEqual(console.output, "checked 2 scenarios and 1 app: no errors\n")
        XCTAssertEqual(console.error, "")
    }

    func testReportsEveryErrorAndExitsTwo() {
        driver.problems = [
            "a.flow.yaml": [
                Diagnostic(.error, "first", at: SourceLocation(path: "", line: 1, column: 1))
            ],
            "b.flow.yaml": [
                Diagnostic(.error, "second", at: SourceLocation(path: "", line: 2, column: 3)),
                Diagnostic(.warning, "third", at: SourceLocation(path: "", line: 3, column: 1)),
            ],
        ]
        XCTAssertEqual(flowsim(["check", folder.path + "/scenarios"]), .invalidInput)
        XCTAssertEqual(
            console.error,
            """
            \(folder.path)/scenarios/a.flow.yaml:1:1: error: first
            \(folder.path)/scenarios/review/b.flow.yaml:2:3: error: second
            \(folder.path)/scenarios/review/b.flow.yaml:3:1: warning: third
            2 errors, 1 warning

            """)
        XCTAssertEqual(console.output, "checked 2 scenarios and 0 apps: 2 errors, 1 warning\n")
    }

    func testWarningsAloneExitZero() {
        driver.problems = [
            "a.flow.yaml": [
                Diagnostic(.warning, "w", at: SourceLocation(path: "", line: 1, column: 1))
            ]
        ]
        XCTAssertEqual(flowsim(["check", folder.path]), .success)
        XCTAssertEqual(console.output, "checked 2 scenarios and 1 app: 1 warning\n")
    }

    func testAnExplicitAppFileIsCheckedAsAnApp() {
        XCTAssertEqual(flowsim(["check", folder.path + "/apps/locals.app.yaml"]), .success)
        XCTAssertEqual(driver.loadedApps.count, 1)
        XCTAssertEqual(console.output, "checked 0 scenarios and 1 app: no errors\n")
    }

    func testGitHubActionsAnnotatesDiagnostics() {
        driver.problems = [
            "a.flow.yaml": [
                Diagnostic(.error, "first", at: SourceLocation(path: "", line: 1, column: 1))
            ]
        ]
        flowsim(["check", folder.path], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertTrue(
            console.error.contains(
                "::error file=\(folder.path)/scenarios/a.flow.yaml,line=1,col=1,title=flowsim error::first\n"
            ),
            console.error)
    }

    func testMissingPathExitsTwo() {
        XCTAssertEqual(flowsim(["check", folder.path + "/nope"]), .invalidInput)
        XCTAssertEqual(console.error, "error: no such file or folder: '\(folder.path)/nope'\n")
    }
}
