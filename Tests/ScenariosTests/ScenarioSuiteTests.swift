import Foundation
import Scenarios
import Testing
import XCTest

/// `ScenarioSuite.run`: the one call a test target makes to run scenario files.
final class ScenarioSuiteTests: XCTestCase {
    /// As the manual shows it: the sample shop scenarios, found from this file.
    func testRunsTheScenarioFilesOfAFolderFromATest() {
        let run = ScenarioSuite.run("../../scenarios/shop", relativeTo: #filePath)
        XCTAssertTrue(run.isSuccess, "\(run)")
        XCTAssertEqual(run.outcomes.count, 8)
        XCTAssertEqual(run.summary.failed, 0)
    }

    func testTagsAndFilterSelectScenarios() {
        let tagged = ScenarioSuite.run(
            "../../scenarios/shop", relativeTo: #filePath, tags: ["tabs"])
        XCTAssertEqual(
            tagged.outcomes.map(\.name),
            ["The scan tab presents the scanner full screen and the selected tab stays"])
        let filtered = ScenarioSuite.run(
            "../../scenarios/shop", relativeTo: #filePath, filter: "*crash*")
        XCTAssertEqual(
            filtered.outcomes.map(\.name),
            ["Tracking an order crashes (a replay of a crash report)"])
    }

    func testAFailingScenarioFailsTheRunAndExplainsItself() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write(
            "apps/a.app.yaml",
            "app: A\nlaunch: [{state: s, root: Main}]\nflows: {Main: {stack: [Home]}}\nscreens: {Home: {}, Other: {}}\n"
        )
        try files.write(
            "s/fails.flow.yaml",
            "scenario: Fails\napp: ../apps/a.app.yaml\nsteps:\n  - launch\n  - expect: {top: Other}\n"
        )
        try files.write(
            "s/passes.flow.yaml",
            "scenario: Passes\napp: ../apps/a.app.yaml\nsteps:\n  - launch\n  - expect: {top: Home}\n"
        )
        let run = ScenarioSuite.run(files.root + "/s")
        XCTAssertFalse(run.isSuccess)
        XCTAssertEqual(run.outcomes.map(\.name), ["Fails", "Passes"])
        XCTAssertTrue(run.description.contains("fails.flow.yaml:5:14: error:"), run.description)
        XCTAssertTrue(run.description.contains("1 passed, 1 failed"), run.description)
    }

    func testAnInputErrorOrAMissingPathFailsTheRun() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write(
            "broken.flow.yaml", "scenario: Broken\napp: nowhere.app.yaml\nsteps: [launch]\n")
        let broken = ScenarioSuite.run(files.root)
        XCTAssertFalse(broken.isSuccess)
        XCTAssertEqual(broken.summary.errors, 1)
        XCTAssertTrue(broken.description.contains("no such file"), broken.description)
        let missing = ScenarioSuite.run(files.root + "/nothing-here")
        XCTAssertFalse(missing.isSuccess)
        XCTAssertTrue(missing.description.contains("no such file or folder"), missing.description)
    }
}

/// The same call from Swift Testing, as the manual shows it.
@Suite("Running scenario files from Swift Testing")
struct ScenarioSuiteSwiftTestingExample {
    @Test func shopScenariosHold() {
        let run = ScenarioSuite.run("../../scenarios/shop", relativeTo: #filePath)
        #expect(run.isSuccess, "\(run)")
    }
}
