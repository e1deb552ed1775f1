import FlowKit
import Scenarios

/// Hand-made outcomes covering every status, with the characters that escaping must survive.
enum ReportFixtures {
    static let passed = ScenarioOutcome(
        name: "A guest reaches the community", path: "scenarios/locals/guest.flow.yaml",
        tags: ["review", "guideline-5.1.1"], status: .passed, duration: 0.0004, stepsRun: 7)

    static let failureComparison = ["expected: alert \"로그인이 필요한 기능입니다.\"", "actual:   none"]
    /// The hierarchy's lines reach the reporters as the engine wrote them: a raw BEL and ESC here
    /// must be spelled out by every format.
    static let failureHierarchy = [
        "Window → Main (tab bar, tab: community)",
        "  ChannelList > Chat(channel=general) & <more>\tbell\u{07}, escape\u{1B}[0m, 100% done",
    ]
    static let failureEvents: [TraceEvent] = [.effect("push: Chat(channel=general)")]
    /// The parts above as the text formats lay them out.
    static let failureDetails = """
        expected: alert "로그인이 필요한 기능입니다."
        actual:   none

        hierarchy:
          Window → Main (tab bar, tab: community)
            ChannelList > Chat(channel=general) & <more>\tbell\u{07}, escape\u{1B}[0m, 100% done
        last events:
          effect     push: Chat(channel=general)
        """

    static let failed = ScenarioOutcome(
        name: "Sending needs an \"account\" & <sign-in> #1",
        path: "scenarios/locals/send.flow.yaml",
        tags: ["review"],
        status: .failed(
            ScenarioFailure(
                message: "expected alert '로그인이 필요한 기능입니다.' but no alert is showing",
                location: SourceLocation(
                    path: "scenarios/locals/send.flow.yaml", line: 12, column: 5),
                comparison: failureComparison, hierarchy: failureHierarchy,
                lastEvents: failureEvents)),
        duration: 0.0012, stepsRun: 5)

    static let expectedFailure = ScenarioOutcome(
        name: "Old rejection replay", path: "scenarios/review/old.flow.yaml", tags: [],
        status: .expectedFailure(
            reason: "FB1234: no back button",
            ScenarioFailure(
                message: "cannot go back: 'Chat' is the root of its stack",
                location: SourceLocation(
                    path: "scenarios/review/old.flow.yaml", line: 8, column: 3),
                comparison: ["stack: [Chat]"])),
        duration: 0.0003, stepsRun: 4)

    static let unexpectedPass = ScenarioOutcome(
        name: "Fixed bug still marked", path: "scenarios/review/fixed.flow.yaml", tags: ["launch"],
        status: .unexpectedPass(
            reason: "issue 42",
            at: SourceLocation(path: "scenarios/review/fixed.flow.yaml", line: 3, column: 16)),
        duration: 0.0005, stepsRun: 6)

    static let error = Diagnostic(
        .error, "unknown step 'tapp'; did you mean 'tap'?",
        at: SourceLocation(path: "scenarios/broken/bad.flow.yaml", line: 3, column: 5),
        notes: ["steps are launch, tap, select, back"])

    static let warning = Diagnostic(
        .warning, "tag 'Review' differs from 'review' only in case",
        at: SourceLocation(path: "scenarios/locals/guest.flow.yaml", line: 3, column: 7))

    static let brokenSource = SourceFile(
        path: "scenarios/broken/bad.flow.yaml",
        text: "scenario: Broken\nsteps:\n  - tapp: send\n")

    /// Every status, an error and a warning, and a fixed duration.
    static let mixed = RunReport(
        outcomes: [passed, failed, expectedFailure, unexpectedPass],
        diagnostics: [error, warning],
        sources: [brokenSource.path: brokenSource],
        duration: 0.0125)

    static let allPassed = RunReport(outcomes: [passed, expectedFailure], duration: 0.002)
}
