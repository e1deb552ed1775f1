import FlowKit
import XCTest

@testable import Scenarios

final class RunnerTests: XCTestCase {
    func testGuestBrowsesChatAndSendingShowsTheLoginAlert() throws {
        let (scenario, loader, files) = try loadScenario(
            """
            scenario: A guest reads chat
            app: ../apps/community.app.yaml
            given: {isFirstLaunched: false}
            steps:
              - launch
              - expect: {root: Login, launchState: signedOut, session: none}
              - tap: browse
              - expect: {root: Main, tab: feed, launchState: guest}
              - select: chat
              - tap: open(channel=general)
              - expect:
                  stack: [Channels, Room(channel=general)]
                  tabBar: hidden
                  coordinators: [App, App/Main, App/Main/Feed, App/Main/Chat, App/Main/Chat/Room]
              - tap: send
              - expect: {alert: "로그인이 필요한 기능입니다.", top: Room}
              - alert: OK
              - back
              - expect: {top: Channels, tabBar: visible, leaks: none, coordinators: [App, App/Main, App/Main/Feed, App/Main/Chat]}
            """)
        defer { files.remove() }
        XCTAssertEqual(loader.diagnostics.map(\.description), [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(scenario))
        guard case .passed = outcome.status else { return XCTFail("\(outcome.status)") }
        XCTAssertEqual(outcome.stepsRun, 12)
    }

    func testFailedExpectationPointsAtTheKeyAndShowsExpectedActualTreeAndTrace() throws {
        let (scenario, _, files) = try loadScenario(
            """
            scenario: Wrong top
            app: ../apps/community.app.yaml
            given: {isFirstLaunched: false, session: user}
            steps:
              - launch
              - expect:
                  tab: feed
                  stack: [Feed, Room]
            """)
        defer { files.remove() }
        let outcome = ScenarioRunner.run(try XCTUnwrap(scenario))
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("expected a failure, got \(outcome.status)")
        }
        XCTAssertEqual(failure.location.line, 8)
        XCTAssertEqual(failure.location.column, 7)
        XCTAssertTrue(failure.location.path.hasSuffix("flows/test.flow.yaml"))
        XCTAssertEqual(failure.message, "the frontmost navigation stack is missing 'Room'")
        XCTAssertTrue(failure.details.contains("expected stack: [Feed, Room]"), failure.details)
        XCTAssertTrue(failure.details.contains("actual   stack: [Feed]"), failure.details)
        XCTAssertTrue(failure.details.contains("window: tab bar of App/Main"), failure.details)
        XCTAssertTrue(failure.details.contains("lifecycle  Feed.viewDidAppear"), failure.details)
        // The parts stay apart until a reporter lays them out.
        XCTAssertEqual(
            failure.comparison,
            ["expected stack: [Feed, Room]", "actual   stack: [Feed]", "missing: Room"])
        XCTAssertEqual(failure.hierarchy.first, "window: tab bar of App/Main (selected: feed)")
        XCTAssertEqual(
            failure.lastEvents.last, .lifecycle(screen: "Feed", callback: .viewDidAppear),
            "\(failure.lastEvents)")
        XCTAssertLessThanOrEqual(failure.lastEvents.count, ScenarioRunner.traceTail)
    }

    func testImpossibleStepFailsWithTheEngineMessage() throws {
        let (scenario, _, files) = try loadScenario(
            """
            scenario: Back on a root
            app: ../apps/community.app.yaml
            given: {isFirstLaunched: false, session: user}
            steps:
              - launch
              - back
            """)
        defer { files.remove() }
        let outcome = ScenarioRunner.run(try XCTUnwrap(scenario))
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("\(outcome.status)")
        }
        XCTAssertEqual(failure.location.line, 6)
        XCTAssertEqual(
            failure.message,
            "step 'back' failed: 'Feed' is the root of its navigation stack, so there is no back button; its actions are settings, boom"
        )
    }

    func testExpectFailurePassesWhenTheScenarioFailsAndFailsWhenItPasses() throws {
        let failing = try loadScenario(
            """
            scenario: Known bug
            app: ../apps/community.app.yaml
            expectFailure: "the first build has no guest mode"
            given: {isFirstLaunched: false}
            steps:
              - launch
              - expect: {root: Main}
            """)
        defer { failing.2.remove() }
        let outcome = ScenarioRunner.run(try XCTUnwrap(failing.0))
        guard case .expectedFailure(let reason, let failure) = outcome.status else {
            return XCTFail("\(outcome.status)")
        }
        XCTAssertEqual(reason, "the first build has no guest mode")
        XCTAssertEqual(failure.location.line, 7)
        XCTAssertTrue(outcome.isSuccess)

        let passing = try loadScenario(
            """
            scenario: Fixed already
            app: ../apps/community.app.yaml
            expectFailure: "should fail"
            given: {isFirstLaunched: false}
            steps:
              - launch
              - expect: {root: Login}
            """)
        defer { passing.2.remove() }
        let second = ScenarioRunner.run(try XCTUnwrap(passing.0))
        guard case .unexpectedPass(let why, let at) = second.status else {
            return XCTFail("\(second.status)")
        }
        XCTAssertEqual(why, "should fail")
        XCTAssertEqual(at.line, 3)
        XCTAssertFalse(second.isSuccess)
    }

    func testACrashTheNextStepDoesNotExpectFailsThere() throws {
        let unexpected = try loadScenario(
            """
            scenario: Crash
            app: ../apps/community.app.yaml
            given: {isFirstLaunched: false, session: user}
            steps:
              - launch
              - tap: boom
              - expect: {root: Main}
            """)
        defer { unexpected.2.remove() }
        let outcome = ScenarioRunner.run(try XCTUnwrap(unexpected.0))
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("\(outcome.status)")
        }
        XCTAssertEqual(failure.location.line, 7)
        XCTAssertTrue(failure.message.contains("index out of range"), failure.message)

        let expected = try loadScenario(
            """
            scenario: Crash expected
            app: ../apps/community.app.yaml
            given: {isFirstLaunched: false, session: user}
            steps:
              - launch
              - tap: boom
              - expect: {crashed: "index out of range"}
              - relaunch
              - expect: {root: Main, top: Feed}
            """)
        defer { expected.2.remove() }
        guard case .passed = ScenarioRunner.run(try XCTUnwrap(expected.0)).status else {
            return XCTFail("a crash that is expected passes")
        }
    }

    func testTapArgumentsAreRequiredExactly() throws {
        let missing = try loadScenario(
            """
            scenario: Missing argument
            app: ../apps/community.app.yaml
            given: {isFirstLaunched: false, session: user}
            steps:
              - launch
              - select: chat
              - tap: open
            """)
        defer { missing.2.remove() }
        guard case .failed(let f) = ScenarioRunner.run(try XCTUnwrap(missing.0)).status else {
            return XCTFail()
        }
        XCTAssertEqual(
            f.message,
            "step 'tap: open' failed: action 'open' needs the argument 'channel'; tap it as open(channel=…)"
        )

        let extra = try loadScenario(
            """
            scenario: Extra argument
            app: ../apps/community.app.yaml
            given: {isFirstLaunched: false, session: user}
            steps:
              - launch
              - select: chat
              - tap: open(channel=general, mode=fast)
            """)
        defer { extra.2.remove() }
        guard case .failed(let g) = ScenarioRunner.run(try XCTUnwrap(extra.0)).status else {
            return XCTFail()
        }
        XCTAssertEqual(
            g.message,
            "step 'tap: open(channel=general, mode=fast)' failed: action 'open' never reads the argument 'mode'; it takes channel"
        )
    }

    func testRunInlinesAnotherFilesStepsAndRefusesACycle() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write("apps/community.app.yaml", communityApp)
        try files.write(
            "flows/steps/sign-in.flow.yaml",
            """
            scenario: Sign in
            app: ../../apps/community.app.yaml
            steps:
              - launch
              - tap: signIn
            """)
        let path = try files.write(
            "flows/main.flow.yaml",
            """
            scenario: Uses sign-in
            app: ../apps/community.app.yaml
            given: {isFirstLaunched: false}
            steps:
              - run: steps/sign-in.flow.yaml
              - expect: {session: user, root: Main}
            """)
        var loader = ScenarioLoader()
        let scenario = try XCTUnwrap(loader.loadScenario(path: path), "\(loader.diagnostics)")
        XCTAssertEqual(scenario.steps.count, 3)
        XCTAssertTrue(scenario.steps[0].location.path.hasSuffix("steps/sign-in.flow.yaml"))
        guard case .passed = ScenarioRunner.run(scenario).status else { return XCTFail() }

        try files.write(
            "flows/a.flow.yaml",
            "scenario: A\napp: ../apps/community.app.yaml\nsteps:\n  - run: b.flow.yaml\n")
        try files.write(
            "flows/b.flow.yaml",
            "scenario: B\napp: ../apps/community.app.yaml\nsteps:\n  - run: a.flow.yaml\n")
        var second = ScenarioLoader()
        XCTAssertNil(second.loadScenario(path: files.root + "/flows/a.flow.yaml"))
        let messages = second.diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages[0].hasPrefix("run: makes a cycle:"), messages[0])
        XCTAssertTrue(
            messages[0].contains("a.flow.yaml → ")
                && messages[0].hasSuffix("a.flow.yaml; a scenario cannot run itself"), messages[0])
    }

    func testUnknownNamesInAScenarioAreAllReportedWithSuggestions() throws {
        let (scenario, loader, files) = try loadScenario(
            """
            scenario: Typos
            app: ../apps/community.app.yaml
            steps:
              - launch
              - select: chta
              - tap: sned
              - expect: {tob: Feed}
            """)
        defer { files.remove() }
        XCTAssertNil(scenario)
        XCTAssertEqual(
            loader.diagnostics.map(\.description).map {
                $0.replacingOccurrences(of: files.root + "/", with: "")
            },
            [
                "flows/test.flow.yaml:5:13: error: unknown tab 'chta'; did you mean 'chat'?",
                "flows/test.flow.yaml:6:10: error: no screen of the app has the action 'sned'; did you mean 'send'?",
                "flows/test.flow.yaml:7:14: error: unknown expect key 'tob'; did you mean 'tab' or 'top'?",
            ])
    }

    func testAReplayExpectedToFailMayTapAButtonTheBuildLacksWithoutAWarning() throws {
        let (scenario, loader, files) = try loadScenario(
            """
            scenario: The reviewer looks for a guest button
            app: ../apps/community.app.yaml
            expectFailure: "this build has no guest button"
            given: {isFirstLaunched: false}
            steps:
              - launch
              - tap: continueAsGuest
            """)
        defer { files.remove() }
        // No warning about the unknown action (the only one: expectFailure names no step).
        XCTAssertEqual(
            loader.diagnostics.filter { !$0.message.hasPrefix("expectFailure gives only a reason") }
                .map(\.description), [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(scenario))
        guard case .expectedFailure(_, let failure) = outcome.status else {
            return XCTFail("\(outcome.status)")
        }
        XCTAssertEqual(
            failure.message,
            "step 'tap: continueAsGuest' failed: the frontmost screen 'Login' has no action 'continueAsGuest'; 'Login' has: browse, signIn"
        )
    }
}
