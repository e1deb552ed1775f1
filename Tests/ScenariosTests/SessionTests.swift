import FlowKit
import XCTest

@testable import Scenarios

final class SessionTests: XCTestCase {
    private var files: TemporaryFiles!
    private var appPath = ""

    override func setUpWithError() throws {
        files = try TemporaryFiles()
        appPath = try files.write("apps/community.app.yaml", communityApp)
    }

    override func tearDown() {
        files.remove()
    }

    private func session(given: [Param] = [Param("isFirstLaunched", false)]) throws -> Session {
        try Session(appFile: appPath, given: given)
    }

    func testStepsWrittenAsScenarioTextDriveTheApp() throws {
        var s = try session(given: [Param("isFirstLaunched", false), Param("session", "guest")])
        for line in [
            "launch", "select: chat", "tap: open(channel=general)",
            "expect: {top: Room(channel=general), tabBar: hidden}",
        ] {
            let result = s.perform(line)
            XCTAssertTrue(result.isSuccess, "\(line): \(result.failure?.message ?? "")")
            XCTAssertEqual(result.steps.count, 1)
        }
        XCTAssertEqual(s.simulator.top?.name, "Room")
        XCTAssertEqual(s.stepsRun, 4)
    }

    func testTheEventsAStepCausedAreReturned() throws {
        var s = try session(given: [Param("isFirstLaunched", false), Param("session", "guest")])
        let launch = s.perform("launch")
        XCTAssertTrue(
            launch.events.contains(.lifecycle(screen: "Feed", callback: .viewDidAppear)),
            "\(launch.events)")
        XCTAssertTrue(
            launch.events.contains(.coordinatorStarted(path: "App/Main")), "\(launch.events)")
        let select = s.perform("select: chat")
        XCTAssertEqual(select.events.first, .step("select: chat"))
        XCTAssertTrue(
            select.events.contains(.lifecycle(screen: "Feed", callback: .viewDidDisappear)),
            "\(select.events)")
        XCTAssertFalse(
            select.events.contains(.coordinatorStarted(path: "App/Main")), "only this step's events"
        )
    }

    func testTextThatIsNotAStepFailsWithTheScenarioMessageAndColumnAndLeavesTheSessionAsItWas()
        throws
    {
        var s = try session()
        XCTAssertTrue(s.perform("launch").isSuccess)
        let before = s.simulator.device
        let result = s.perform("select: chatt", source: "<repl>")
        guard let failure = result.failure, case .notUnderstood(let diagnostics) = failure.kind
        else {
            return XCTFail("expected notUnderstood, got \(String(describing: result.failure))")
        }
        XCTAssertEqual(failure.location, SourceLocation(path: "<repl>", line: 1, column: 9))
        XCTAssertEqual(failure.message, "unknown tab 'chatt'; did you mean 'chat'?")
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(s.simulator.device, before)
        XCTAssertEqual(s.stepsRun, 1, "a line that is not a step does not run")
    }

    func testTextTypedAtALaterLineIsReportedAtThatLine() throws {
        var s = try session()
        let bad = s.perform("select: chatt", source: "<stdin>", line: 7)
        XCTAssertEqual(bad.failure?.location, SourceLocation(path: "<stdin>", line: 7, column: 9))
        XCTAssertTrue(s.perform("launch", source: "<stdin>", line: 8).isSuccess)
        let wrong = s.perform("expect: {top: Feed}", source: "<stdin>", line: 9)
        XCTAssertEqual(
            wrong.failure?.location, SourceLocation(path: "<stdin>", line: 9, column: 10))
        XCTAssertEqual(wrong.steps.first?.location.line, 9)
    }

    func testALeadingDashAsInAFileIsAccepted() throws {
        var s = try session()
        XCTAssertTrue(s.perform("- launch").isSuccess)
        XCTAssertTrue(s.perform("- expect: {root: Login}").isSuccess)
    }

    func testAnImpossibleStepFailsWithTheEngineErrorAndRollsBack() throws {
        var s = try session()
        XCTAssertTrue(s.perform("launch").isSuccess)
        let before = s.simulator.device
        let result = s.perform("back")
        guard let failure = result.failure, case .stepFailed(let error) = failure.kind else {
            return XCTFail("\(result)")
        }
        XCTAssertTrue(failure.message.hasPrefix("step 'back' failed: "), failure.message)
        XCTAssertEqual(failure.message, "step 'back' failed: \(error.message)")
        XCTAssertEqual(s.simulator.device, before)
    }

    func testAFailedExpectationHasEachKeyWithExpectedAndActual() throws {
        var s = try session()
        XCTAssertTrue(s.perform("launch").isSuccess)
        let result = s.perform("expect: {root: Main, top: Login, tabBar: visible}")
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.mismatches.map(\.expectation.key), ["root", "tabBar"])
        XCTAssertEqual(failure.mismatches[0].expected, "Main")
        XCTAssertEqual(failure.mismatches[0].actual, "Login")
        XCTAssertEqual(
            failure.message,
            "expected the window root 'Main' but it is 'Login' (and 1 more: tabBar)")
        XCTAssertEqual(failure.location.column, 10, "the first failing key")
        XCTAssertTrue(
            failure.detailLines.contains("  expected root: Main"), "\(failure.detailLines)")
    }

    func testExpectChecksTextWithoutChangingAnything() throws {
        var s = try session()
        XCTAssertTrue(s.perform("launch").isSuccess)
        XCTAssertTrue(s.expect("{root: Login, launchState: signedOut}").isSuccess)
        XCTAssertTrue(s.expect("top: Login").isSuccess)
        let wrong = s.expect("top: Feed")
        XCTAssertEqual(wrong.failure?.mismatches.first?.actual, "Login")
        let unknown = s.expect("top: Fed")
        XCTAssertEqual(unknown.failure?.message, "unknown screen 'Fed'; did you mean 'Feed'?")
    }

    func testACrashMustBeExpectedByTheNextStep() throws {
        var s = try session(given: [Param("isFirstLaunched", false), Param("session", "user")])
        XCTAssertTrue(s.perform("launch").isSuccess)
        XCTAssertTrue(s.perform("tap: boom").isSuccess, "the step that crashes holds")
        XCTAssertEqual(s.pendingCrash?.message, "index out of range")
        XCTAssertNotNil(s.failureAtEnd)
        let next = s.perform("launch")
        guard case .unexpectedCrash(let message, _)? = next.failure?.kind else {
            return XCTFail("\(next)")
        }
        XCTAssertEqual(message, "index out of range")
        XCTAssertNotNil(s.pendingCrash, "still to be expected")
        XCTAssertTrue(s.perform("expect: {crashed: \"index out of range\"}").isSuccess)
        XCTAssertNil(s.pendingCrash)
        XCTAssertNil(s.failureAtEnd)
        XCTAssertTrue(s.perform("launch").isSuccess)
    }

    func testRunPerformsTheStepsOfAnotherFile() throws {
        let steps = try files.write(
            "flows/steps/sign-in.flow.yaml",
            """
            scenario: Sign in
            app: ../../apps/community.app.yaml
            steps:
              - launch
              - tap: signIn
            """)
        var s = try session()
        let result = s.perform("run: \(steps)")
        XCTAssertTrue(result.isSuccess, result.failure?.message ?? "")
        XCTAssertEqual(result.steps.count, 2)
        XCTAssertEqual(s.simulator.rootFlow, "Main")
        XCTAssertEqual(result.steps.first?.location.path, steps)
    }

    func testStateValuesAreCheckedAgainstTheirDomain() throws {
        let s = try session()
        XCTAssertEqual(
            try Session.stateValues("{session: guest}", app: s.app), [Param("session", "guest")])
        XCTAssertThrowsError(try Session.stateValues("session: admin", app: s.app)) { error in
            XCTAssertEqual((error as? StepFailure)?.location.column, 10)
        }
    }

    func testAnAppFileWithErrorsGivesEveryDiagnostic() throws {
        let broken = try files.write(
            "apps/broken.app.yaml",
            "app: X\nflows:\n  Main: {stack: [Nowhere]}\nlaunch:\n  - state: a\n    root: Mian\n")
        XCTAssertThrowsError(try Session(appFile: broken)) { error in
            let diagnostics = (error as? SessionError)?.diagnostics ?? []
            XCTAssertGreaterThanOrEqual(diagnostics.count, 2, "\(diagnostics)")
            XCTAssertTrue(diagnostics.allSatisfy { $0.location.path == broken })
        }
        XCTAssertThrowsError(try Session(appFile: files.root + "/missing.app.yaml"))
    }

    func testASessionIsAValueThatCanBeCopiedToUndo() throws {
        var s = try session()
        XCTAssertTrue(s.perform("launch").isSuccess)
        let saved = s
        XCTAssertTrue(s.perform("tap: browse").isSuccess)
        XCTAssertEqual(s.simulator.rootFlow, "Main")
        s = saved
        XCTAssertEqual(s.simulator.rootFlow, "Login")
    }
}
