import FlowKit
import XCTest

@testable import Scenarios

/// A screenless coordinator that presents its own navigation controller (or pushes onto the one
/// it was handed) and learns from an `onDismissed` / `onPopped` hook that the user removed it:
/// `autoFinish: true` on a `screenless` flow.
final class ScreenlessAutoFinishTests: XCTestCase {
    private func app(autoFinish: Bool) -> String {
        """
        app: T
        state:
          reported: {default: false, store: memory}
        launch:
          - state: main
            root: Main
        flows:
          Main:
            stack: [Home]
            onFinish:
              Upload: [set: {reported: true}]
          Upload:
            screenless: true
            autoFinish: \(autoFinish)
            onStart:
              - if: reported
                then: [push: Summary]
                else: [{present: Tasks, inNavigationController: true}]
        screens:
          Home:
            actions:
              upload: {start: Upload}
          Tasks:
            actions:
              details: {push: TaskDetail}
              close: dismiss
              done: [dismiss, finish]
          TaskDetail: {}
          Summary: {}
        """
    }

    private func run(_ steps: String, autoFinish: Bool = true) throws -> ScenarioOutcome {
        let compiled = try Compiled(
            app: app(autoFinish: autoFinish),
            scenario: "scenario: s\napp: ../apps/a.app.yaml\nsteps:\n  - launch\n" + steps)
        XCTAssertEqual(compiled.errors, [])
        return ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
    }

    func testASwipeDownFinishesTheCoordinatorThatPresentedItsNavigationController() throws {
        let outcome = try run(
            """
              - tap: upload
              - expect: {presented: [Tasks], coordinators: [App, App/Main, App/Main/Upload]}
              - tap: details
              - back                       # pops inside the presented navigation controller: still there
              - expect: {presented: [Tasks], coordinators: [App, App/Main, App/Main/Upload]}
              - swipeDown                  # onDismissed: the delegate call
              - expect: {presented: none, coordinators: [App, App/Main], state: {reported: true}, leaks: none}
            """)
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testBackFromTheScreenItPushedFinishesIt() throws {
        let outcome = try run(
            """
              - tap: upload
              - swipeDown
              - tap: upload                # reported: it pushes onto the stack it was handed
              - expect: {stack: [Home, Summary], coordinators: [App, App/Main, App/Main/Upload]}
              - back                       # onPopped
              - expect: {stack: [Home], coordinators: [App, App/Main], leaks: none}
            """)
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testTheAppsOwnDismissDoesNotFinishItButFinishDoes() throws {
        let leaks = try run(
            """
              - tap: upload
              - tap: close
              - expect: {leaks: none}
            """)
        XCTAssertFalse(leaks.isSuccess, "an action's dismiss runs no autoFinish")
        XCTAssertTrue("\(leaks.status)".contains("App/Main/Upload"), "\(leaks.status)")
        let finished = try run(
            """
              - tap: upload
              - tap: done
              - expect: {presented: none, coordinators: [App, App/Main], state: {reported: true}, leaks: none}
            """)
        XCTAssertTrue(finished.isSuccess, "\(finished.status)")
    }

    func testWithoutAutoFinishTheSwipeLeavesItAttached() throws {
        let outcome = try run(
            """
              - tap: upload
              - swipeDown
              - expect: {leaks: none}
            """, autoFinish: false)
        XCTAssertFalse(outcome.isSuccess)
        XCTAssertTrue(
            "\(outcome.status)".contains("it has no screen and waits for nothing"),
            "\(outcome.status)")
    }

    func testHidesBarsIsStillRefusedOnAScreenlessFlow() throws {
        let compiled = try Compiled(
            app: app(autoFinish: true).replacingOccurrences(
                of: "    autoFinish: true", with: "    autoFinish: true\n    hidesBars: true"))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.diagnostics)")
        XCTAssertTrue(compiled.errors.first?.contains("hidesBars") == true, "\(compiled.errors)")
    }
}
