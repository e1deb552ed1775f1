import Foundation
import XCTest

/// `flowsim run --coverage`: what the scenarios reached against what the app offers, the list
/// of what none touched, the formats, and `--coverage-min`.
final class CoverageTests: XCTestCase {
    static let app = """
        app: Mini
        launch:
          - state: main
            root: Main
        flows:
          Main:
            tabs:
              home: Home
              more: More
          Home:
            stack: [Feed]
          More:
            stack: [Settings]
        screens:
          Feed:
            actions:
              open: {push: Post}
              refresh: {alert: Refreshed}
          Post:
            actions:
              like: {alert: Liked}
          Settings: {}
        links:
          post: [select: home, push: Post]

        """

    /// Taps every action but `refresh`, opens the link, shows both tabs.
    static let scenario = """
        scenario: Everything but refresh
        app: mini.app.yaml
        steps:
          - launch
          - tap: open
          - tap: like
          - alert: OK
          - back
          - select: more
          - open: post

        """

    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.file("mini.app.yaml", Self.app)
        try folder.file("all.flow.yaml", Self.scenario)
        return folder
    }

    func testTheOneActionNoScenarioTapsIsNamed() throws {
        let folder = try folder()
        let result = try FlowsimBinary.run(
            ["run", ".", "--coverage"], in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let out = result.stdout
        XCTAssertTrue(out.contains("    actions:       2/3\n"), out)
        XCTAssertTrue(out.contains("    screens:       3/3\n"), out)
        XCTAssertTrue(out.contains("    tabs:          2/2\n"), out)
        XCTAssertTrue(out.contains("    links:         1/1\n"), out)
        XCTAssertTrue(out.contains("    launch states: 1/1\n"), out)
        let untouched = out.components(separatedBy: "not reached by any scenario:\n").last ?? ""
        XCTAssertEqual(
            untouched.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) },
            ["action Feed.refresh"], out)
        XCTAssertTrue(
            out.contains("Mini (./mini.app.yaml): 90.0%")
                || out.contains("Mini (mini.app.yaml): 90.0%"), out)
    }

    func testCoverageMinFailsTheRunBelowIt() throws {
        let folder = try folder()
        let below = try FlowsimBinary.run(
            ["run", ".", "--coverage-min", "95"], in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(below.status, 1, below.stdout + below.stderr)
        XCTAssertTrue(below.stderr.contains("is 90.0%, below --coverage-min 95.0%"), below.stderr)
        XCTAssertTrue(
            below.stdout.contains("1 passed, 0 failed"),
            "the scenarios themselves held: \(below.stdout)")
        let above = try FlowsimBinary.run(
            ["run", ".", "--coverage-min", "90%"], in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(above.status, 0, above.stderr)
        let wrong = try FlowsimBinary.run(
            ["run", ".", "--coverage-min", "120"], in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(
            wrong.stderr.contains("'--coverage-min' takes a percentage from 0 to 100, not '120'"),
            wrong.stderr)
    }

    func testJSONCoverageParsesAndCountsEachKind() throws {
        let folder = try folder()
        let result = try FlowsimBinary.run(
            ["run", ".", "--coverage-format", "json", "--coverage-output", "coverage.json"],
            in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("coverage ("), "the report went to the file")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/coverage.json"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let apps = try XCTUnwrap(json["apps"] as? [[String: Any]])
        XCTAssertEqual(apps.count, 1)
        let kinds = try XCTUnwrap(apps[0]["kinds"] as? [String: [String: Int]])
        XCTAssertEqual(kinds["action"], ["reached": 2, "reachable": 3])
        let untouched = try XCTUnwrap(apps[0]["untouched"] as? [[String: String]])
        XCTAssertEqual(untouched, [["kind": "action", "name": "Feed.refresh"]])
    }

    func testLcovLikeRecordsCountHitsPerItem() throws {
        let folder = try folder()
        let result = try FlowsimBinary.run(
            ["run", ".", "--coverage-format", "lcov-like"], in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(result.status, 0, result.stderr)
        let out = result.stdout
        XCTAssertTrue(out.contains("FN:0,action:Feed.refresh\n"), out)
        XCTAssertTrue(out.contains("FNDA:0,action:Feed.refresh\n"), out)
        XCTAssertTrue(out.contains("FNDA:1,action:Feed.open\n"), out)
        XCTAssertTrue(out.contains("FNF:10\nFNH:9\nend_of_record\n"), out)
    }

    func testWithoutCoverageNothingIsReported() throws {
        let folder = try folder()
        let result = try FlowsimBinary.run(["run", "."], in: URL(fileURLWithPath: folder.path))
        XCTAssertFalse(result.stdout.contains("coverage"), result.stdout)
    }
}
