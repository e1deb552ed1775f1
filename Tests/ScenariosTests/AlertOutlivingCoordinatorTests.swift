import FlowKit
import XCTest

@testable import Scenarios

/// P10: an alert still showing after the coordinator that showed it finished; its buttons'
/// handlers hold the coordinator weakly, so a tap dismisses the alert and runs nothing.
final class AlertOutlivingCoordinatorTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main:
            tabs:
              home: Home
              other: Other
          Home: {stack: [Home]}
          Other: {stack: [Other]}
          Edit:
            push: [Edit]
        screens:
          Home:
            actions:
              edit: {start: Edit}
          Other: {}
          Edit:
            actions:
              save:
                - request: save
                  outcomes:
                    done: [finish]
                - alert: {title: Saving, buttons: {OK: [finish], Stay: []}}
        """

    private func run(_ steps: String) throws -> ScenarioOutcome {
        let compiled = try Compiled(
            app: app,
            scenario: "scenario: s\napp: ../apps/a.app.yaml\nsteps:\n  - launch\n" + steps)
        XCTAssertEqual(compiled.errors, [])
        return ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
    }

    func testP10_anAlertsButtonDoesNothingOnceItsCoordinatorFinished() throws {
        let outcome = try run(
            """
              - tap: edit
              - tap: save
              - respond: save.done
              - expect: {alert: Saving, top: Home, coordinators: [App, App/Main, App/Main/Home, App/Main/Other]}
              - alert: OK
              - expect: {alert: none, top: Home, leaks: none, coordinators: [App, App/Main, App/Main/Home, App/Main/Other]}
            """)
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testP10_theButtonStillActsWhileItsCoordinatorLives() throws {
        let outcome = try run(
            """
              - tap: edit
              - tap: save
              - alert: OK
              - expect: {top: Home, coordinators: [App, App/Main, App/Main/Home, App/Main/Other]}
            """)
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }
}
