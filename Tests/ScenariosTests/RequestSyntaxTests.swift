import FlowKit
import XCTest

@testable import Scenarios

/// `request:` with `outcomes:`, the `respond:` step and the `pending:` expectation.
final class RequestSyntaxTests: XCTestCase {
    private let app = """
        app: R
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [SignIn]}
        screens:
          SignIn:
            actions:
              submit:
                request: signIn
                outcomes:
                  success: {push: Home}
                  failure: {alert: "Wrong password"}
          Home: {}

        """

    private func load(app appText: String, steps: String) throws -> (LoadedScenario?, [String]) {
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write("r.app.yaml", appText)
        let path = try files.write("t.flow.yaml", "scenario: T\napp: r.app.yaml\nsteps:\n" + steps)
        var loader = ScenarioLoader()
        let scenario = loader.loadScenario(path: path)
        return (
            scenario,
            loader.diagnostics.map {
                $0.description.replacingOccurrences(of: files.root + "/", with: "")
            }
        )
    }

    func testAScenarioStartsARequestAndDeliversItsOutcomes() throws {
        let (scenario, errors) = try load(
            app: app,
            steps: """
                  - launch
                  - tap: submit
                  - expect: {pending: [signIn], top: SignIn}
                  - respond: signIn.failure
                  - expect: {alert: "Wrong password", pending: none}
                  - alert: OK
                  - tap: submit
                  - respond: signIn.success
                  - expect: {stack: [SignIn, Home], pending: none}
                """)
        XCTAssertEqual(errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(scenario))
        guard case .passed = outcome.status else { return XCTFail("\(outcome.status)") }
    }

    func testAPendingExpectationThatDoesNotHoldNamesWhatIsPending() throws {
        let (scenario, errors) = try load(
            app: app,
            steps: """
                  - launch
                  - expect: {pending: [signIn]}
                """)
        XCTAssertEqual(errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(scenario))
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("\(outcome.status)")
        }
        XCTAssertEqual(
            failure.message, "expected the request 'signIn' to be pending but nothing is pending")
    }

    func testRespondingWithNothingPendingFailsAtRunTime() throws {
        let (scenario, _) = try load(app: app, steps: "  - launch\n  - respond: signIn.success\n")
        let outcome = ScenarioRunner.run(try XCTUnwrap(scenario))
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("\(outcome.status)")
        }
        XCTAssertEqual(
            failure.message,
            "step 'respond: signIn.success' failed: no request 'signIn' is pending; nothing is pending (a relaunch drops pending requests)"
        )
    }

    func testRespondAndPendingNamesAreChecked() throws {
        let (scenario, errors) = try load(
            app: app,
            steps: """
                  - respond: sigIn.success
                  - respond: signIn.sucess
                  - respond: signIn
                  - expect: {pending: [sgnIn]}
                """)
        XCTAssertNil(scenario)
        XCTAssertEqual(
            errors,
            [
                "t.flow.yaml:4:14: error: unknown request 'sigIn' (no effect of the app starts it); did you mean 'signIn'?",
                "t.flow.yaml:5:14: error: unknown outcome 'sucess' of request 'signIn'; did you mean 'success'?",
                "t.flow.yaml:6:14: error: respond names a request and one of its outcomes, as in respond: signIn.success, not 'signIn'",
                "t.flow.yaml:7:24: error: unknown request 'sgnIn' (no effect of the app starts it); did you mean 'signIn'?",
            ])
    }

    func testARequestNeedsOutcomesWithWordNames() throws {
        let broken = """
            app: R
            launch:
              - state: main
                root: Main
            flows:
              Main: {stack: [SignIn]}
            screens:
              SignIn:
                actions:
                  submit:
                    request: signIn
                    outcomes:
                      "not ok": {push: SignIn}
                  other:
                    request: load
                  third:
                    request: "load it"
                    outcomes: {done: []}

            """
        let (_, errors) = try load(app: broken, steps: "  - launch\n")
        XCTAssertEqual(
            errors,
            [
                "r.app.yaml:13:11: error: an outcome's name is one word such as success or expired, not 'not ok'",
                "r.app.yaml:15:9: error: 'request' needs 'outcomes:' beside it, naming what each answer does: outcomes: {success: …, failure: …}",
                "r.app.yaml:17:18: error: a request's name is one word such as signIn or refreshToken, not 'load it'",
            ])
    }
}
