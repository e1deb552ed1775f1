import FlowKit
import XCTest

@testable import Scenarios

/// L12: a push flow that replaces the navigation controller's contents it was handed goes on with
/// the new screens (`setViewControllers` from a coordinator that pushed onto its parent's stack).
final class PushFlowStackReplacementTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main:
            stack: [Home]
          Pairing:
            push: [Pairing]
            onFinish:
              Check: [setStack: [Home, Step]]
          Check:
            screenless: true
            onStart: [finish]
        screens:
          Home:
            actions:
              pair: {start: Pairing}
          Pairing:
            actions:
              done: {setStack: [Home, Step]}
              check: {start: Check}
          Step:
            actions:
              close: finish
        """

    private func run(_ steps: String) throws -> ScenarioOutcome {
        let compiled = try Compiled(
            app: app,
            scenario: "scenario: s\napp: ../apps/a.app.yaml\nsteps:\n  - launch\n" + steps)
        XCTAssertEqual(compiled.errors, [])
        return ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
    }

    func testL12_aPushFlowThatReplacesTheStackHoldsItsNewScreens() throws {
        let outcome = try run(
            """
              - tap: pair
              - tap: done
              - expect: {stack: [Home, Step], leaks: none, coordinators: [App, App/Main, App/Main/Pairing]}
              - tap: close
              - expect: {stack: [Home], leaks: none, coordinators: [App, App/Main]}
            """)
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testL12_aPushFlowReplacingTheStackAfterAScreenlessChildFinishedHoldsItsNewScreens()
        throws
    {
        let outcome = try run(
            """
              - tap: pair
              - tap: check
              - expect: {stack: [Home, Step], leaks: none, coordinators: [App, App/Main, App/Main/Pairing]}
              - tap: close
              - expect: {stack: [Home], leaks: none}
            """)
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }
}
