import FlowKit
import XCTest

@testable import Scenarios

/// As app files write them: the `background` and `foreground` steps, `onForeground` and
/// `onBackground`, and `expect: {scene: …}`.
final class SceneSyntaxTests: XCTestCase {
    private let app = """
        app: T
        state:
          locked: {default: false, store: memory}
        launch:
          - state: main
            root: Main
        onForeground:
          - if: "!locked"
            then: [set: {locked: true}, start: Lock]
        onBackground: {alert: Bye}
        flows:
          Main: {stack: [Home]}
          Lock: {present: [Passcode], style: fullScreen}
        screens:
          Home: {}
          Passcode: {actions: {unlock: [set: {locked: false}, finish]}}
        """

    func testTheHooksCompileAndAScenarioDrivesThem() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "onBackground: {alert: Bye}\n", with: ""),
            scenario: """
                scenario: lock on the way back
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - expect: {scene: foreground}
                  - background
                  - expect: {scene: background, top: Home}
                  - foreground
                  - expect: {scene: foreground, top: Passcode, state: {locked: true}}
                  - tap: unlock
                  - expect: {top: Home}
                """)
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app?.definition)
        XCTAssertEqual(definition.onForeground.count, 1)
        XCTAssertEqual(definition.onBackground, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testAnAlertOfAHookIsKnownToScenarios() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: a goodbye alert
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - background
                  - expect: {alert: Bye, scene: background}
                """)
        XCTAssertEqual(compiled.errors, [])
        XCTAssertEqual(compiled.app?.definition.onBackground.first?.key, "alert")
    }

    func testAWrongSceneValueAndAnUnsuppliedNameInAHookAreErrors() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "start: Lock]", with: "start: Lock, set: {locked: $lockd}]"),
            scenario: """
                scenario: x
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - expect: {scene: asleep}
                """)
        XCTAssertTrue(
            compiled.errors.contains {
                $0.contains("'$lockd' in onForeground (the scene's hooks read the persisted state)")
            }, "\(compiled.errors)")
        let scenarioErrors = compiled.errors.filter { $0.hasPrefix("flows/") }
        XCTAssertTrue(
            scenarioErrors.isEmpty
                || scenarioErrors.contains { $0.contains("foreground, background") },
            "\(scenarioErrors)")
    }

    func testTheStepsFailInTheBackgroundWithTheirReason() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: no taps in the background
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - background
                  - alert: OK
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("expected a failure: \(outcome.status)")
        }
        XCTAssertTrue(failure.message.contains("the app is in the background"), failure.message)
        XCTAssertEqual(failure.location.line, 6, "the alert step")
    }
}
