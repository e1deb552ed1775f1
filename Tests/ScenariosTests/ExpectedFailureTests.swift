import FlowKit
import XCTest

@testable import Scenarios

/// `expectFailure` names the step and the kind or text of the failure it expects; any other
/// failure is an unexpected one.
final class ExpectedFailureTests: XCTestCase {
    private func outcome(
        _ expectFailure: String, steps: String = "  - launch\n  - tap: continueAsGuest"
    ) throws -> (ScenarioOutcome?, [String]) {
        let (scenario, loader, files) = try loadScenario(
            """
            scenario: The reviewer looks for a guest button
            app: ../apps/community.app.yaml
            expectFailure:
            \(expectFailure)
            given: {isFirstLaunched: false}
            steps:
            \(steps)
            """)
        defer { files.remove() }
        return (scenario.map { ScenarioRunner.run($0) }, loader.diagnostics.map(\.message))
    }

    func testTheNamedFailureIsExpected() throws {
        let (byKind, _) = try outcome(
            "  reason: no guest button\n  step: \"tap: continueAsGuest\"\n  kind: noSuchAction")
        guard case .expectedFailure(let reason, _)? = byKind?.status else {
            return XCTFail("\(String(describing: byKind?.status))")
        }
        XCTAssertEqual(reason, "no guest button")
        let (byText, _) = try outcome(
            "  reason: no guest button\n  step: \"tap: continueAsGuest\"\n  message: has no action 'continueAsGuest'"
        )
        XCTAssertEqual(byText?.isSuccess, true, "\(String(describing: byText?.status))")
    }

    func testAFailureAtAnotherStepIsUnexpected() throws {
        let (result, _) = try outcome(
            "  reason: no guest button\n  step: \"tap: continueAsGuest\"\n  kind: noSuchAction",
            steps: "  - launch\n  - expect: {root: Main}\n  - tap: continueAsGuest")
        guard case .failed(let failure)? = result?.status else {
            return XCTFail("\(String(describing: result?.status))")
        }
        XCTAssertTrue(
            failure.message.hasPrefix(
                "unexpected failure: the scenario expects to fail at 'tap: continueAsGuest' (noSuchAction), but it failed at 'expect', not at 'tap: continueAsGuest' and with root, not noSuchAction: expected the window root 'Main'"
            ), failure.message)
        XCTAssertEqual(result?.isSuccess, false)
    }

    func testAnotherKindOfFailureAtTheNamedStepIsUnexpected() throws {
        let (result, _) = try outcome(
            "  reason: no guest button\n  step: \"tap: continueAsGuest\"\n  kind: alertShowing")
        guard case .failed(let failure)? = result?.status else {
            return XCTFail("\(String(describing: result?.status))")
        }
        XCTAssertTrue(
            failure.message.contains("but it failed with noSuchAction, not alertShowing"),
            failure.message)
    }

    func testTheMappingNeedsAKindOrAMessage() throws {
        let (result, messages) = try outcome(
            "  reason: no guest button\n  step: \"tap: continueAsGuest\"")
        XCTAssertNil(result)
        XCTAssertTrue(
            messages.contains {
                $0.hasPrefix(
                    "expectFailure names the step and the kind or the text of the failure expected")
            }, "\(messages)")
    }

    func testThePlainReasonStillLoadsWithAWarning() throws {
        let (scenario, loader, files) = try loadScenario(
            """
            scenario: Known bug
            app: ../apps/community.app.yaml
            expectFailure: "any failure"
            steps: [launch, tap: nothing]
            """)
        defer { files.remove() }
        XCTAssertEqual(loader.diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(
            loader.diagnostics[0].message.hasPrefix(
                "expectFailure gives only a reason, so any failure at any step satisfies it"))
        XCTAssertEqual(ScenarioRunner.run(try XCTUnwrap(scenario)).isSuccess, true)
    }

    /// `open: pennybank://tx/3` is traced as `open: transaction(id=3)`: either names the step.
    func testTheStepMatchesAsWrittenOrAsTheTraceWritesIt() throws {
        let app = """
            app: PennyBank
            launch:
              - state: main
                root: Main
            flows:
              Main: {stack: [Home]}
            screens:
              Home: {}
              Transaction: {params: [id]}
            links:
              transaction(id):
                url: "pennybank://tx/{id}"
                do: [alert: {title: one}, alert: {title: two}]
            """
        for step in [
            "open: pennybank://tx/3", "open: transaction(id=3)", "open: transaction(id = 3)",
        ] {
            let compiled = try Compiled(
                app: app,
                scenario: """
                    scenario: a link shows two alerts
                    app: ../apps/a.app.yaml
                    expectFailure:
                      reason: the link shows an alert while one shows
                      step: "\(step)"
                      message: already presenting
                    steps: [launch, open: pennybank://tx/3]
                    """)
            XCTAssertEqual(compiled.errors, [])
            let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
            XCTAssertEqual(outcome.isSuccess, true, "\(step): \(outcome.status)")
        }
        let other = try Compiled(
            app: app,
            scenario: """
                scenario: a link shows two alerts
                app: ../apps/a.app.yaml
                expectFailure:
                  reason: the link shows an alert while one shows
                  step: "open: pennybank://tx/4"
                  message: already presenting
                steps: [launch, open: pennybank://tx/3]
                """)
        let outcome = ScenarioRunner.run(try XCTUnwrap(other.scenario))
        XCTAssertEqual(outcome.isSuccess, false, "another URL is another step")
    }
}
