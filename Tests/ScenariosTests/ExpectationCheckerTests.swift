import FlowKit
import XCTest

@testable import Scenarios

final class ExpectationCheckerTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
        screens:
          Home:
            actions:
              delete:
                alert:
                  title: Delete the post?
                  message: This cannot be undone.
                  buttons: {Cancel: [], Delete: pop}
        """

    private func run(_ expectation: String) throws -> (Compiled, ScenarioOutcome?) {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: alert content
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: delete
                  - expect: {alert: \(expectation)}
                """)
        return (compiled, compiled.scenario.map { ScenarioRunner.run($0) })
    }

    func testAnAlertsMessageAndButtonsCanBeExpected() throws {
        let (_, held) = try run(
            "{title: \"Delete the post?\", message: This cannot be undone., buttons: [Cancel, Delete]}"
        )
        XCTAssertEqual(held?.isSuccess, true, "\(String(describing: held?.status))")
        let (_, titleOnly) = try run("{title: \"Delete the post?\"}")
        XCTAssertEqual(titleOnly?.isSuccess, true)
    }

    func testAWrongMessageOrButtonOrderFails() throws {
        let (_, message) = try run("{title: \"Delete the post?\", message: \"Are you sure?\"}")
        guard case .failed(let f)? = message?.status else {
            return XCTFail("\(String(describing: message?.status))")
        }
        XCTAssertEqual(
            f.message,
            "the alert 'Delete the post?' says \"This cannot be undone.\" where \"Are you sure?\" was expected"
        )
        let (bc, buttons) = try run("{title: \"Delete the post?\", buttons: [Delete, Cancel]}")
        guard case .failed(let g)? = buttons?.status else {
            return XCTFail("\(String(describing: buttons?.status)) \(bc.errors)")
        }
        XCTAssertEqual(
            g.message,
            "the alert 'Delete the post?' has the buttons [Cancel, Delete], not [Delete, Cancel]")
    }

    func testAnUnknownButtonInAnExpectedAlertIsACheckError() throws {
        let (compiled, _) = try run("{title: \"Delete the post?\", buttons: [Cancel, Remove]}")
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains(
                "unknown alert button 'Remove' (no alert of the app has it)"), compiled.errors[0])
    }
}
