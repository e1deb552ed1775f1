import FlowKit
import XCTest

@testable import Scenarios

/// `settle: false` beside a step, `expect: {transition: …}`, `animated:` beside `start:`, and
/// the explorer's steps during a transition written back as a scenario that replays.
final class SettleSyntaxTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
          Cover: {present: [Covered], style: sheet}
        screens:
          Home:
            actions:
              open: {push: Detail}
              sheet: {present: Sheet}
              cover: {start: Cover, animated: false}
          Sheet:
            actions:
              close: dismiss
          Detail: {}
          Covered: {}
        """

    private func run(_ steps: String) throws -> (errors: [String], outcome: ScenarioOutcome?) {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: during a transition
                app: ../apps/a.app.yaml
                steps:
                \(steps)
                """)
        return (compiled.errors, compiled.scenario.map { ScenarioRunner.run($0) })
    }

    func testSettleFalseCompilesToAStepThatLeavesItsAnimationsRunning() throws {
        let (errors, outcome) = try run(
            """
              - launch
              - expect: {transition: none}
              - tap: open
                settle: false
              - expect: {transition: push, stack: [Home, Detail]}
              - back
              - expect: {transition: none, stack: [Home]}
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(outcome?.isSuccess, true, "\(String(describing: outcome?.status))")
    }

    func testAWordStepTakesSettleAsAKeyWithNoValue() throws {
        let (errors, outcome) = try run(
            """
              - launch
              - tap: open
              - {back: , settle: false}
              - expect: {transition: pop}
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(outcome?.isSuccess, true, "\(String(describing: outcome?.status))")
    }

    func testSettleTrueIsTheStepAsItIs() throws {
        let (errors, outcome) = try run(
            """
              - launch
              - {tap: open, settle: true}
              - expect: {transition: none}
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(outcome?.isSuccess, true)
    }

    func testTheDoubleTapFailsAtTheSecondTap() throws {
        let (errors, outcome) = try run(
            """
              - launch
              - {tap: open, settle: false}
              - tap: open
            """)
        XCTAssertEqual(errors, [])
        guard case .failed(let failure)? = outcome?.status else {
            return XCTFail("\(String(describing: outcome?.status))")
        }
        XCTAssertTrue(failure.message.contains("pushed again"), failure.message)
        XCTAssertEqual(failure.location.line, 6, "the second tap")
    }

    func testATransitionExpectationThatDoesNotHoldSaysWhatIsAnimating() throws {
        let (_, outcome) = try run(
            """
              - launch
              - tap: open
              - expect: {transition: push}
            """)
        guard case .failed(let failure)? = outcome?.status else {
            return XCTFail("\(String(describing: outcome?.status))")
        }
        XCTAssertTrue(failure.message.contains("it is none"), failure.message)
        XCTAssertTrue(failure.message.contains("settle: false"), failure.message)
    }

    func testAnimatedFalseOnStartPresentsWithNoTransitionInProgress() throws {
        let (errors, outcome) = try run(
            """
              - launch
              - {tap: cover, settle: false}
              - expect: {transition: none, presented: [Covered]}
            """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(outcome?.isSuccess, true, "\(String(describing: outcome?.status))")
    }

    // MARK: Errors

    func testSettleMustBeABoolean() throws {
        let (errors, _) = try run("  - launch\n  - {tap: open, settle: later}")
        XCTAssertTrue(errors.contains { $0.contains("settle") }, "\(errors)")
    }

    func testSettleIsNotForExpectOrRun() throws {
        let (errors, _) = try run("  - launch\n  - {expect: {top: Home}, settle: false}")
        XCTAssertTrue(
            errors.contains { $0.contains("'settle'") && $0.contains("beside 'expect'") },
            "\(errors)")
    }

    func testAnUnknownTransitionSaysWhichThereAre() throws {
        let (errors, _) = try run("  - launch\n  - expect: {transition: pusj}")
        XCTAssertTrue(
            errors.contains { $0.contains("pusj") && $0.contains("did you mean 'push'") },
            "\(errors)")
    }

    func testAnUnknownExpectKeyNearTransitionIsSuggested() throws {
        let (errors, _) = try run("  - launch\n  - expect: {transitoin: push}")
        XCTAssertTrue(errors.contains { $0.contains("'transition'") }, "\(errors)")
    }

    func testAnotherKeyBesideAStepIsStillSeveralKeys() throws {
        let (errors, _) = try run("  - launch\n  - {tap: open, select: b, settle: false}")
        XCTAssertFalse(errors.isEmpty)
    }

    // MARK: The explorer's scenario replays

    func testTheExplorersDoublePushIsWrittenAsAScenarioThatReplays() throws {
        let compiled = try Compiled(app: app)
        let definition = try XCTUnwrap(compiled.app).definition
        var options = Explorer.Options(maxStates: 1_000)
        options.interleavesTransitions = true
        let found = Explorer(app: definition, options: options).explore()
        let problem = try XCTUnwrap(
            found.problems.first { $0.reason == .pushedTwice(screen: "Detail") })
        let text = ScenarioText.scenario(
            title: "double push", app: "../apps/a.app.yaml", path: problem.path)
        let replay = try Compiled(app: app, scenario: text)
        XCTAssertEqual(replay.errors, [], text)
        guard case .failed(let failure)? = replay.scenario.map({ ScenarioRunner.run($0) })?.status
        else { return XCTFail(text) }
        XCTAssertTrue(failure.message.contains("pushed again"), failure.message)
    }
}
