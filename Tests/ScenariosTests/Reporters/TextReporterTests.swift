import XCTest

@testable import Scenarios

final class TextReporterTests: XCTestCase {
    private let reporter = TextReporter()

    func testPassedScenarioIsOneLineWithPathAndDuration() {
        XCTAssertEqual(
            reporter.entry(for: ReportFixtures.passed),
            "✓ A guest reaches the community (scenarios/locals/guest.flow.yaml, 0.4 ms)\n")
    }

    func testFailedScenarioShowsCompilerStyleHeaderThenIndentedDetails() {
        let expected = """
            ✗ Sending needs an "account" & <sign-in> #1 (scenarios/locals/send.flow.yaml, 1.2 ms)
            scenarios/locals/send.flow.yaml:12:5: error: expected alert '로그인이 필요한 기능입니다.' but no alert is showing
                expected: alert "로그인이 필요한 기능입니다."
                actual:   none

                hierarchy:
                  Window → Main (tab bar, tab: community)
                    ChannelList > Chat(channel=general) & <more>\tbell\\u{7}, escape\\u{1B}[0m, 100% done
                last events:
                  effect     push: Chat(channel=general)

            """
        XCTAssertEqual(reporter.entry(for: ReportFixtures.failed), expected)
    }

    func testFailureQuotesTheFailingStepWhenItsSourceIsKnown() {
        let source = SourceFile(
            path: "scenarios/locals/send.flow.yaml",
            text: String(repeating: "\n", count: 11) + "  - expect: {alert: x}\n")
        let entry = reporter.entry(for: ReportFixtures.failed, sources: [source.path: source])
        XCTAssertTrue(entry.contains("12 |   - expect: {alert: x}\n   |     ^\n"), entry)
    }

    func testExpectedFailurePassesAndNamesItsReason() {
        XCTAssertEqual(
            reporter.entry(for: ReportFixtures.expectedFailure),
            "✓ Old rejection replay (scenarios/review/old.flow.yaml, 0.3 ms; expected failure: FB1234: no back button)\n"
        )
    }

    func testUnexpectedPassFailsWithAnErrorAtTheExpectFailureLine() {
        XCTAssertEqual(
            reporter.entry(for: ReportFixtures.unexpectedPass),
            """
            ✗ Fixed bug still marked (scenarios/review/fixed.flow.yaml, 0.5 ms; unexpectedly passed; expected failure: issue 42)
            scenarios/review/fixed.flow.yaml:3:16: error: passed, but it is marked 'expectFailure: issue 42'; remove 'expectFailure' if the problem is fixed

            """)
    }

    func testWholeReportWithDiagnosticsScenariosAndSummary() {
        let expected = """
            scenarios/broken/bad.flow.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?
              |
            3 |   - tapp: send
              |     ^
            note: steps are launch, tap, select, back
            scenarios/locals/guest.flow.yaml:3:7: warning: tag 'Review' differs from 'review' only in case
            1 error, 1 warning

            ✓ A guest reaches the community (scenarios/locals/guest.flow.yaml, 0.4 ms)
            ✗ Sending needs an "account" & <sign-in> #1 (scenarios/locals/send.flow.yaml, 1.2 ms)
            scenarios/locals/send.flow.yaml:12:5: error: expected alert '로그인이 필요한 기능입니다.' but no alert is showing
                expected: alert "로그인이 필요한 기능입니다."
                actual:   none

                hierarchy:
                  Window → Main (tab bar, tab: community)
                    ChannelList > Chat(channel=general) & <more>\tbell\\u{7}, escape\\u{1B}[0m, 100% done
                last events:
                  effect     push: Chat(channel=general)
            ✓ Old rejection replay (scenarios/review/old.flow.yaml, 0.3 ms; expected failure: FB1234: no back button)
            ✗ Fixed bug still marked (scenarios/review/fixed.flow.yaml, 0.5 ms; unexpectedly passed; expected failure: issue 42)
            scenarios/review/fixed.flow.yaml:3:16: error: passed, but it is marked 'expectFailure: issue 42'; remove 'expectFailure' if the problem is fixed

            2 passed, 2 failed
            1 expected failure, 1 unexpected pass, 1 input error
            4 scenarios in 12.5 ms

            """
        XCTAssertEqual(reporter.report(ReportFixtures.mixed), expected)
    }

    func testSummaryLineStandsAloneOnItsLine() {
        let lines = reporter.report(ReportFixtures.mixed).split(
            separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(
            lines.filter { $0.hasSuffix(" failed") && $0.contains(" passed, ") },
            ["2 passed, 2 failed"])
        let allPassed = reporter.report(ReportFixtures.allPassed).split(separator: "\n")
        XCTAssertTrue(allPassed.contains("2 passed, 0 failed"))
        XCTAssertTrue(allPassed.contains("1 expected failure"))
    }

    func testEmptyRunStillPrintsTheSummary() {
        XCTAssertEqual(
            reporter.report(RunReport(outcomes: [], duration: 0)),
            "0 passed, 0 failed\n0 scenarios in 0.0 ms\n")
    }

    func testDiagnosticsCanBeLeftOutWhenTheyWentToStandardError() {
        let report = TextReporter(includesDiagnostics: false).report(ReportFixtures.mixed)
        XCTAssertFalse(report.contains("unknown step"))
        XCTAssertTrue(report.hasPrefix("✓ A guest reaches the community"))
        XCTAssertTrue(report.contains("\n1 expected failure, 1 unexpected pass, 1 input error\n"))
    }

    func testScenariosNotRunAreCountedInTheSummary() {
        let skipped = SkippedScenario(
            name: "Later", path: "b.flow.yaml", tags: [],
            reason: "not run after the first failure (--fail-fast)")
        let run = RunReport(
            outcomes: [ReportFixtures.failed], skipped: [skipped, skipped], duration: 0.001)
        let summary = reporter.summary(of: run)
        XCTAssertEqual(summary, "\n0 passed, 1 failed\n2 not run\n1 scenario in 1.0 ms\n")
    }

    func testNoEscapeSequencesWithoutColors() {
        XCTAssertFalse(reporter.report(ReportFixtures.mixed).contains("\u{1B}"))
    }

    func testColorsPaintTheMarksAndTheSummary() {
        let colored = TextReporter(colors: true)
        XCTAssertTrue(
            colored.entry(for: ReportFixtures.passed).hasPrefix("\u{1B}[32m✓\u{1B}[0m A guest"))
        XCTAssertTrue(
            colored.entry(for: ReportFixtures.failed).hasPrefix("\u{1B}[31m✗\u{1B}[0m Sending"))
        XCTAssertTrue(
            colored.summary(of: ReportFixtures.mixed).contains(
                "\u{1B}[1;31m2 passed, 2 failed\u{1B}[0m\n"))
        XCTAssertTrue(
            colored.summary(of: ReportFixtures.allPassed).contains(
                "\u{1B}[1;32m2 passed, 0 failed\u{1B}[0m\n"))
    }

    func testAScenarioNameCannotBreakTheLineOrInjectEscapes() {
        var outcome = ReportFixtures.passed
        outcome.name = "two\nlines \u{1B}[2J"
        XCTAssertEqual(
            reporter.entry(for: outcome),
            "✓ two\\nlines \\u{1B}[2J (scenarios/locals/guest.flow.yaml, 0.4 ms)\n")
    }

    func testDetailsKeepBlankLinesButNoTrailingOnes() {
        var outcome = ReportFixtures.failed
        outcome.status = .failed(
            ScenarioFailure(
                message: "m", location: SourceLocation(path: "a", line: 1, column: 1),
                hierarchy: ["one\r", "", "two", "", ""]))
        XCTAssertEqual(
            reporter.entry(for: outcome).split(separator: "\n", omittingEmptySubsequences: false)
                .dropFirst(2),
            ["    hierarchy:", "      one", "", "      two", ""])
    }

    func testCountLine() {
        XCTAssertNil(TextReporter.countLine(for: []))
        XCTAssertEqual(TextReporter.countLine(for: [ReportFixtures.error]), "1 error")
        XCTAssertEqual(
            TextReporter.countLine(for: [
                ReportFixtures.error, ReportFixtures.error, ReportFixtures.warning,
            ]),
            "2 errors, 1 warning")
        XCTAssertEqual(
            TextReporter.countLine(for: [ReportFixtures.warning, ReportFixtures.warning]),
            "2 warnings")
    }

    func testDurationsReadAsMillisecondsThenSeconds() {
        XCTAssertEqual(DurationText.human(0.0004), "0.4 ms")
        XCTAssertEqual(DurationText.human(0.00004), "0.0 ms")
        XCTAssertEqual(DurationText.human(0.99994), "999.9 ms")
        XCTAssertEqual(DurationText.human(0.99996), "1.00 s")
        XCTAssertEqual(DurationText.human(1.234), "1.23 s")
        XCTAssertEqual(DurationText.human(75), "75.00 s")
    }

    func testStrangeDurationsDoNotCrash() {
        XCTAssertEqual(DurationText.human(.nan), "0.0 ms")
        XCTAssertEqual(DurationText.human(-3), "0.0 ms")
        XCTAssertEqual(DurationText.human(.infinity), "0.0 ms")
        XCTAssertEqual(DurationText.seconds(1e300), "1000000000")
        XCTAssertEqual(DurationText.seconds(0.0000004), "0")
        XCTAssertEqual(DurationText.seconds(0.00001), "0.00001")
        XCTAssertEqual(DurationText.seconds(12.5), "12.5")
    }
}
