import Scenarios
import XCTest

final class GitHubAnnotationsTests: XCTestCase {
    func testOneLinePerDiagnosticAndPerFailingScenario() {
        let lines = GitHubAnnotations.annotations(for: ReportFixtures.mixed).split(separator: "\n")
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(
            lines.map { $0.prefix { $0 != " " } }, ["::error", "::warning", "::error", "::error"])
    }

    func testFailureAnnotationEscapesPercentAndLineBreaks() {
        let line = GitHubAnnotations.annotation(for: ReportFixtures.failed)
        XCTAssertTrue(
            line.hasPrefix(
                "::error file=scenarios/locals/send.flow.yaml,line=12,col=5,title=Sending needs an \"account\" & <sign-in> #1::expected alert"
            ), line)
        XCTAssertTrue(line.contains("no alert is showing%0Aexpected: alert"), line)
        XCTAssertTrue(line.contains("100%25 done"), line)
        XCTAssertTrue(line.contains("bell\\u{7}, escape\\u{1B}[0m"), line)
        XCTAssertEqual(line.filter { $0 == "\n" }.count, 1)
        XCTAssertTrue(line.hasSuffix("push: Chat(channel=general)\n"), line)
    }

    func testPropertiesEscapeColonAndComma() {
        var outcome = ReportFixtures.unexpectedPass
        outcome.name = "a: b, c%\r\nd"
        outcome.status = .unexpectedPass(
            reason: "r", at: SourceLocation(path: "C:/x,y.flow.yaml", line: 3, column: 1))
        let line = GitHubAnnotations.annotation(for: outcome)
        XCTAssertTrue(
            line.hasPrefix(
                "::error file=C%3A/x%2Cy.flow.yaml,line=3,col=1,title=a%3A b%2C c%25\\r\\nd::passed, but"
            ), line)
        // A user line break is spelled out in the title, never a raw or encoded line break.
        XCTAssertFalse(line.dropLast().contains("\n") || line.contains("%0A"), line)
    }

    func testScenariosThatHeldHaveNoAnnotation() {
        XCTAssertEqual(GitHubAnnotations.annotation(for: ReportFixtures.passed), "")
        XCTAssertEqual(GitHubAnnotations.annotation(for: ReportFixtures.expectedFailure), "")
    }

    func testDiagnosticSeverityPicksTheCommandAndNotesFollowTheMessage() {
        XCTAssertEqual(
            GitHubAnnotations.annotation(for: ReportFixtures.error),
            "::error file=scenarios/broken/bad.flow.yaml,line=3,col=5,title=flowsim error::unknown step 'tapp'; did you mean 'tap'?%0Anote: steps are launch, tap, select, back\n"
        )
        let note = Diagnostic(.note, "n", at: SourceLocation(path: "p", line: 1, column: 1))
        XCTAssertTrue(GitHubAnnotations.annotation(for: note).hasPrefix("::notice file=p,"))
    }
}
