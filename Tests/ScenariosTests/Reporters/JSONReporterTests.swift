import Foundation
import Scenarios
import XCTest

final class JSONReporterTests: XCTestCase {
    private func parsed(_ run: RunReport, file: StaticString = #filePath, line: UInt = #line) throws
        -> [String: Any]
    {
        let text = JSONReporter().report(run)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(
            object as? [String: Any], "not a JSON object: \(text)", file: file, line: line)
    }

    private func scenarios(_ document: [String: Any]) throws -> [[String: Any]] {
        try XCTUnwrap(document["scenarios"] as? [[String: Any]])
    }

    func testSummaryCountsEveryStatus() throws {
        let summary = try XCTUnwrap(try parsed(ReportFixtures.mixed)["summary"] as? [String: Any])
        XCTAssertEqual(summary["passed"] as? Int, 2)
        XCTAssertEqual(summary["failed"] as? Int, 2)
        XCTAssertEqual(summary["expectedFailures"] as? Int, 1)
        XCTAssertEqual(summary["unexpectedPasses"] as? Int, 1)
        XCTAssertEqual(summary["skipped"] as? Int, 0)
        XCTAssertEqual(summary["errors"] as? Int, 1)
        XCTAssertEqual(summary["warnings"] as? Int, 1)
        XCTAssertEqual(try XCTUnwrap(summary["durationSeconds"] as? Double), 0.0125, accuracy: 1e-9)
    }

    func testEachScenarioHasItsStatusAndFields() throws {
        let entries = try scenarios(try parsed(ReportFixtures.mixed))
        XCTAssertEqual(
            entries.map { $0["status"] as? String },
            ["passed", "failed", "expectedFailure", "unexpectedPass"])
        let passed = entries[0]
        XCTAssertEqual(passed["name"] as? String, "A guest reaches the community")
        XCTAssertEqual(passed["path"] as? String, "scenarios/locals/guest.flow.yaml")
        XCTAssertEqual(passed["tags"] as? [String], ["review", "guideline-5.1.1"])
        XCTAssertEqual(passed["steps"] as? Int, 7)
        XCTAssertEqual(try XCTUnwrap(passed["durationSeconds"] as? Double), 0.0004, accuracy: 1e-9)
        XCTAssertTrue(passed["failure"] is NSNull)
        XCTAssertTrue(passed["expectedFailure"] is NSNull)
        XCTAssertEqual(entries[2]["expectedFailure"] as? String, "FB1234: no back button")
        XCTAssertEqual(entries[3]["expectedFailure"] as? String, "issue 42")
    }

    func testFailureRoundTripsQuotesControlCharactersAndNonASCII() throws {
        let entries = try scenarios(try parsed(ReportFixtures.mixed))
        XCTAssertEqual(entries[1]["name"] as? String, "Sending needs an \"account\" & <sign-in> #1")
        let failure = try XCTUnwrap(entries[1]["failure"] as? [String: Any])
        XCTAssertEqual(
            failure["message"] as? String,
            "expected alert '로그인이 필요한 기능입니다.' but no alert is showing")
        XCTAssertEqual(failure["file"] as? String, "scenarios/locals/send.flow.yaml")
        XCTAssertEqual(failure["line"] as? Int, 12)
        XCTAssertEqual(failure["column"] as? Int, 5)
        XCTAssertEqual(failure["details"] as? String, ReportFixtures.failureDetails)
        XCTAssertEqual(failure["expected"] as? [String], ReportFixtures.failureComparison)
        XCTAssertEqual(failure["hierarchy"] as? [String], ReportFixtures.failureHierarchy)
        XCTAssertEqual(
            failure["lastEvents"] as? [String],
            ["effect     push: Chat(channel=general)"])
    }

    func testExpectedFailureKeepsItsFailureAndUnexpectedPassPointsAtTheDeclaration() throws {
        let entries = try scenarios(try parsed(ReportFixtures.mixed))
        let expected = try XCTUnwrap(entries[2]["failure"] as? [String: Any])
        XCTAssertEqual(
            expected["message"] as? String, "cannot go back: 'Chat' is the root of its stack")
        let unexpected = try XCTUnwrap(entries[3]["failure"] as? [String: Any])
        XCTAssertEqual(unexpected["line"] as? Int, 3)
        XCTAssertEqual(unexpected["column"] as? Int, 16)
        XCTAssertEqual(unexpected["details"] as? String, "")
        XCTAssertEqual(unexpected["expected"] as? [String], [])
        XCTAssertEqual(unexpected["hierarchy"] as? [String], [])
    }

    func testDiagnosticsAreListedWithSeverityLocationAndNotes() throws {
        let diagnostics = try XCTUnwrap(
            try parsed(ReportFixtures.mixed)["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(diagnostics[0]["severity"] as? String, "error")
        XCTAssertEqual(
            diagnostics[0]["message"] as? String, "unknown step 'tapp'; did you mean 'tap'?")
        XCTAssertEqual(diagnostics[0]["file"] as? String, "scenarios/broken/bad.flow.yaml")
        XCTAssertEqual(diagnostics[0]["line"] as? Int, 3)
        XCTAssertEqual(diagnostics[0]["column"] as? Int, 5)
        XCTAssertEqual(
            diagnostics[0]["notes"] as? [String], ["steps are launch, tap, select, back"])
        XCTAssertEqual(diagnostics[1]["severity"] as? String, "warning")
    }

    func testSkippedScenariosAppearWithTheirReason() throws {
        let skipped = SkippedScenario(
            name: "Later", path: "b.flow.yaml", tags: ["x"],
            reason: "not run after the first failure (--fail-fast)")
        let document = try parsed(RunReport(outcomes: [ReportFixtures.failed], skipped: [skipped]))
        let entries = try scenarios(document)
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(entries[1]["status"] as? String, "skipped")
        XCTAssertEqual(
            entries[1]["skipReason"] as? String, "not run after the first failure (--fail-fast)")
        XCTAssertEqual((document["summary"] as? [String: Any])?["skipped"] as? Int, 1)
    }

    func testKeysComeInTheDocumentedOrder() {
        let text = JSONReporter().report(ReportFixtures.mixed)
        let topLevel = ["\"schemaVersion\"", "\"summary\"", "\"scenarios\"", "\"diagnostics\""]
        let positions = topLevel.map { text.range(of: $0)?.lowerBound }
        XCTAssertFalse(positions.contains(nil))
        XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted())
        XCTAssertTrue(
            text.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"summary\": {\n    \"passed\": 2,\n"),
            text)
    }

    func testNonASCIIStaysUTF8AndControlCharactersAreEscaped() {
        let text = JSONReporter().report(ReportFixtures.mixed)
        XCTAssertTrue(text.contains("로그인이 필요한 기능입니다."))
        XCTAssertTrue(text.contains("bell\\u0007, escape\\u001B[0m"))
        XCTAssertTrue(text.contains("\\\"account\\\""))
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    func testDurationsNeverUseExponents() {
        var outcome = ReportFixtures.passed
        outcome.duration = 0.000_001
        let text = JSONReporter().report(RunReport(outcomes: [outcome], duration: 0.000_000_1))
        XCTAssertTrue(text.contains("\"durationSeconds\": 0.000001,"), text)
        XCTAssertTrue(text.contains("\"durationSeconds\": 0\n"), text)
        let values = text.split(separator: "\n").filter { $0.contains("\"durationSeconds\"") }.map {
            $0.split(separator: ":")[1].filter { $0 != " " && $0 != "," }
        }
        XCTAssertEqual(values.count, 2)
        XCTAssertTrue(
            values.allSatisfy { $0.allSatisfy { "0123456789.".contains($0) } }, "\(values)")
    }

    func testEmptyRunIsStillAValidDocument() throws {
        let document = try parsed(RunReport(outcomes: []))
        XCTAssertEqual(try scenarios(document).count, 0)
        XCTAssertEqual((document["diagnostics"] as? [Any])?.count, 0)
    }
}
