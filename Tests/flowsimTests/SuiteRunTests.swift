import Foundation
import Scenarios
import XCTest

@testable import flowsim

/// `flowsim run` takes the scenario files one at a time: each is loaded, run, reported and let
/// go before the next is read, so what it holds does not grow with the suite.
final class SuiteRunTests: XCTestCase {
    /// What a driver was asked to do, in order.
    final class Journal {
        var lines: [String] = []
    }

    /// Loads every file as a passing scenario tagged after its name, and notes each call.
    struct JournalDriver: ScenarioDriver {
        let journal: Journal
        var diagnostics: [Diagnostic] { [] }
        var sources: [String: SourceFile] { [:] }

        mutating func loadScenario(path: String) -> FakeScenario? {
            let name = FakeScenarioDriver.fileName(path)
            journal.lines.append("load \(name)")
            return FakeScenario(
                name: name, path: path, tags: [String(name.prefix(1))], status: .passed)
        }

        mutating func loadApp(path: String) -> Bool { true }

        func run(_ scenario: FakeScenario) -> ScenarioOutcome {
            journal.lines.append("run \(scenario.name)")
            return ScenarioOutcome(
                name: scenario.name, path: scenario.path, tags: scenario.tags,
                status: scenario.status, duration: 0, stepsRun: 1)
        }

        mutating func release(_ scenario: FakeScenario) {
            journal.lines.append("release \(scenario.name)")
        }
    }

    func testEachScenarioIsRunAndLetGoBeforeTheNextIsRead() throws {
        let folder = try TemporaryFolder(self)
        for name in ["a", "b", "c"] { try folder.file("s/\(name).flow.yaml") }
        let journal = Journal()
        var driver = JournalDriver(journal: journal)
        let console = CapturedConsole()
        let status = Flowsim.main(
            arguments: ["run", folder.path + "/s", "--tags", "a,c", "--format", "json"],
            context: console.context(), driver: &driver)
        XCTAssertEqual(status, .success, console.error)
        // b is not selected: read, then let go without running.
        XCTAssertEqual(
            journal.lines,
            [
                "load a.flow.yaml", "run a.flow.yaml", "release a.flow.yaml",
                "load b.flow.yaml", "release b.flow.yaml",
                "load c.flow.yaml", "run c.flow.yaml", "release c.flow.yaml",
            ])
        // The JSON report, written at the end, still has every scenario run.
        XCTAssertTrue(console.output.contains("\"passed\": 2"), console.output)
    }

    static let app =
        "app: A\nlaunch:\n  - state: any\n    root: Main\nflows:\n  Main:\n    stack: [Home]\nscreens:\n  Home:\n    actions:\n      open: {push: Detail}\n  Detail: {}\n"

    /// The loader keeps the text of an app, and of a scenario file only while the run needs it
    /// (a problem in it is quoted again at the end, in a JUnit report): a failure's entry still
    /// quotes its line.
    func testTheLoaderKeepsOnlyTheTextThatAProblemStillQuotes() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("s/a.app.yaml", Self.app)
        try folder.file("s/1-pass.flow.yaml", "scenario: P\napp: a.app.yaml\nsteps: [launch]\n")
        try folder.file(
            "s/2-fail.flow.yaml",
            "scenario: F\napp: a.app.yaml\nsteps:\n  - launch\n  - expect: {top: Detail}\n")
        try folder.file(
            "s/3-warn.flow.yaml",
            "scenario: W\napp: a.app.yaml\nexpectFailure: not built yet\nsteps:\n  - launch\n  - expect: {top: Detail}\n"
        )
        var driver = LiveScenarioDriver()
        let console = CapturedConsole()
        let status = Flowsim.main(
            arguments: ["run", folder.path + "/s"], context: console.context(), driver: &driver)
        XCTAssertEqual(status, .failure, console.output + console.error)
        XCTAssertTrue(console.output.contains("5 |   - expect: {top: Detail}"), console.output)
        XCTAssertTrue(console.error.contains("warning:"), console.error)
        XCTAssertEqual(
            driver.sources.keys.map { FakeScenarioDriver.fileName($0) }.sorted(),
            ["3-warn.flow.yaml", "a.app.yaml"])
        XCTAssertEqual(
            driver.referencedFiles.map { FakeScenarioDriver.fileName($0) }, ["a.app.yaml"])
    }

    /// Standard error reads as it did when every file was loaded first: the problems in the
    /// order found, each once, then their count and the tags no scenario has.
    func testProblemsPrintAsFoundAndTheirCountAndTagWarningsAtTheEnd() throws {
        let folder = try TemporaryFolder(self)
        for name in ["a", "b"] { try folder.file("s/\(name).flow.yaml") }
        var driver = FakeScenarioDriver()
        let shared = Diagnostic(
            .warning, "shared", at: SourceLocation(path: "x.app.yaml", line: 1, column: 1))
        driver.problems = [
            "a.flow.yaml": [shared],
            "b.flow.yaml": [
                shared,
                Diagnostic(.warning, "own", at: SourceLocation(path: "", line: 2, column: 1)),
            ],
        ]
        let console = CapturedConsole()
        _ = Flowsim.main(
            arguments: ["run", folder.path + "/s", "--tags", "nothing", "--allow-empty"],
            context: console.context(), driver: &driver)
        XCTAssertEqual(
            console.error,
            """
            x.app.yaml:1:1: warning: shared
            \(folder.path)/s/b.flow.yaml:2:1: warning: own
            2 warnings
            warning: no scenario has the tag 'nothing'

            """)
    }
}
