import Scenarios
import XCTest

final class TAPReporterTests: XCTestCase {
    private func lines(_ run: RunReport) -> [Substring] {
        TAPReporter().report(run).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The test point lines (`ok N …` / `not ok N …`).
    private func points(_ lines: [Substring]) -> [Substring] {
        lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
    }

    func testStartsWithVersionAndPlanThatMatchesTheTestPoints() {
        let lines = lines(ReportFixtures.mixed)
        XCTAssertEqual(lines[0], "TAP version 14")
        XCTAssertEqual(lines[1], "1..5")
        let points = points(lines)
        XCTAssertEqual(points.count, 5)
        let numbers = points.map {
            $0.split(separator: " ").first { Int($0) != nil }.flatMap { Int($0) }
        }
        XCTAssertEqual(numbers, [1, 2, 3, 4, 5])
    }

    func testEachStatusHasItsTestPoint() {
        XCTAssertEqual(
            points(lines(ReportFixtures.mixed)),
            [
                "ok 1 - A guest reaches the community",
                "not ok 2 - Sending needs an \"account\" & <sign-in> \\#1",
                "not ok 3 - Old rejection replay # TODO expected failure: FB1234: no back button",
                "not ok 4 - Fixed bug still marked",
                "not ok 5 - scenarios/broken/bad.flow.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?",
            ])
    }

    func testFailureHasAYAMLBlockWithMessageLocationAndDetails() {
        let report = TAPReporter().report(RunReport(outcomes: [ReportFixtures.failed]))
        XCTAssertTrue(
            report.contains(
                """
                not ok 1 - Sending needs an "account" & <sign-in> \\#1
                  ---
                  message: "expected alert '로그인이 필요한 기능입니다.' but no alert is showing"
                  severity: fail
                  status: failed
                  at:
                    file: "scenarios/locals/send.flow.yaml"
                    line: 12
                    column: 5
                  details: "expected: alert \\"로그인이 필요한 기능입니다.\\"\\nactual:   none\\n\\nhierarchy:\\n  Window → Main (tab bar, tab: community)\\n    ChannelList > Chat(channel=general) & <more>\\tbell\\u0007, escape\\u001B[0m, 100% done\\nlast events:\\n  effect     push: Chat(channel=general)"
                  ...

                """), report)
    }

    func testPrintableDetailsAreALiteralBlock() {
        var outcome = ReportFixtures.failed
        outcome.status = .failed(
            ScenarioFailure(
                message: "m", location: SourceLocation(path: "a.flow.yaml", line: 1, column: 2),
                comparison: ["expected: Chat", "", "actual: ChannelList # not a comment", ""]))
        XCTAssertTrue(
            TAPReporter().report(RunReport(outcomes: [outcome])).contains(
                """
                  details: |-
                    expected: Chat

                    actual: ChannelList # not a comment
                  ...

                """))
    }

    func testDetailsStartingWithASpaceAreQuoted() {
        var outcome = ReportFixtures.failed
        outcome.status = .failed(
            ScenarioFailure(
                message: "m", location: SourceLocation(path: "a.flow.yaml", line: 1, column: 2),
                comparison: ["  indented tree"]))
        XCTAssertTrue(
            TAPReporter().report(RunReport(outcomes: [outcome])).contains(
                "  details: \"  indented tree\"\n"))
    }

    func testEveryYAMLBlockIsClosed() {
        let lines = lines(ReportFixtures.mixed)
        XCTAssertEqual(lines.filter { $0 == "  ---" }.count, 4)
        XCTAssertEqual(lines.filter { $0 == "  ..." }.count, 4)
    }

    func testSkippedScenariosAreSkipPointsAndCountInThePlan() {
        let skipped = SkippedScenario(
            name: "Later #2", path: "b.flow.yaml", tags: [],
            reason: "not run after the first failure (--fail-fast)")
        let lines = lines(RunReport(outcomes: [ReportFixtures.failed], skipped: [skipped]))
        XCTAssertEqual(lines[1], "1..2")
        XCTAssertTrue(
            lines.contains("ok 2 - Later \\#2 # SKIP not run after the first failure (--fail-fast)")
        )
    }

    func testWarningsAreCommentsAndTheSummaryEndsTheStream() {
        let lines = lines(ReportFixtures.mixed)
        XCTAssertTrue(
            lines.contains(
                "# scenarios/locals/guest.flow.yaml:3:7: warning: tag 'Review' differs from 'review' only in case"
            ))
        XCTAssertEqual(lines.suffix(2), ["# 2 passed, 2 failed", ""])
    }

    func testEmptyRunHasAnEmptyPlan() {
        XCTAssertEqual(lines(RunReport(outcomes: [])).prefix(2), ["TAP version 14", "1..0"])
    }

    func testDescriptionEscapesBackslashAndHashAndStaysOnOneLine() {
        var outcome = ReportFixtures.passed
        outcome.name = "a\\b #c\nd"
        XCTAssertEqual(points(lines(RunReport(outcomes: [outcome]))), ["ok 1 - a\\\\b \\#c\\\\nd"])
    }
}
