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

    func testWhatNoStepReachesIsUnreachableAndLeftOutOfThePercentage() throws {
        // Without the link (which pushes Post again and again) every state can be seen.
        let folder = try TemporaryFolder(self)
        let app = Self.app.replacingOccurrences(
            of: "  Settings: {}\n",
            with: "  Settings: {}\n  Orphan:\n    actions:\n      close: pop\n"
        ).replacingOccurrences(of: "links:\n  post: [select: home, push: Post]\n", with: "")
        try folder.file("mini.app.yaml", app)
        try folder.file(
            "all.flow.yaml", Self.scenario.replacingOccurrences(of: "  - open: post\n", with: ""))
        let result = try FlowsimBinary.run(
            ["run", ".", "--coverage"], in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let out = result.stdout
        XCTAssertTrue(out.contains(".app.yaml): 88.8% (explored: every reachable state,"), out)
        XCTAssertTrue(out.contains("    screens:       3/3\n"), "Orphan is not counted: \(out)")
        XCTAssertTrue(
            out.contains(
                "declared but unreachable (no launch state, link or step reaches them):\n      screen Orphan\n      action Orphan.close\n"
            ), out)
    }

    func testABoundedExplorationMeasuresAgainstEverythingDeclared() throws {
        let folder = try folder()
        let result = try FlowsimBinary.run(
            ["run", ".", "--coverage-states", "2"], in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let out = result.stdout
        XCTAssertTrue(
            out.contains("(exploration stopped at 2 states: measured against everything declared)"),
            out)
        XCTAssertTrue(
            out.contains("not reached by the exploration's 2 states (dead, or deeper):"), out)
        let wrong = try FlowsimBinary.run(
            ["run", ".", "--coverage-states", "0"], in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(
            wrong.stderr.contains(
                "'--coverage-states' takes a whole number of states above 0, not '0'"),
            wrong.stderr)
    }

    func testWithoutCoverageNothingIsReported() throws {
        let folder = try folder()
        let result = try FlowsimBinary.run(["run", "."], in: URL(fileURLWithPath: folder.path))
        XCTAssertFalse(result.stdout.contains("coverage"), result.stdout)
    }
}
