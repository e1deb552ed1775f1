import FlowKit
import XCTest

@testable import Scenarios

/// `kept: true` on a root flow, and `expect: {starts: {PATH: N}}`.
final class KeptCoordinatorSyntaxTests: XCTestCase {
    private let app = """
        app: T
        state:
          session: {values: [none, user]}
        launch:
          - state: in
            when: session == user
            root: Main
          - state: out
            root: Login
        flows:
          Login: {stack: [Login]}
          Main: {stack: [Home], kept: true}
          Detail: {push: [Detail]}
        screens:
          Login:
            actions:
              signIn: [set: {session: user}, decide]
          Home:
            actions:
              signOut: [set: {session: none}, decide]
          Detail: {}
        """

    func testStartsSeesTheSecondStartOfAKeptCoordinator() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: kept across sign-in
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: signIn
                  - expect: {starts: {App/Main: 1}}
                  - tap: signOut
                  - expect: {coordinators: [App, App/Main, App/Login], leaks: none}
                  - tap: signIn
                  - expect: {starts: {App/Main: 2}, coordinators: [App, App/Main]}
                """)
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app).definition
        XCTAssertEqual(definition.flows["Main"]?.kept, true)
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testAWrongCountSaysHowManyStartsThereWere() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: wrong count
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: signIn
                  - expect: {starts: {App/Main: 2}}
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertFalse(outcome.isSuccess)
        XCTAssertTrue(
            "\(outcome.status)".contains(
                "started twice but it was started once"),
            "\(outcome.status)")
    }

    func testKeptAppliesOnlyToRootFlows() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "Detail: {push: [Detail]}", with: "Detail: {push: [Detail], kept: true}"))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains(
                "'kept' applies only to flows that can be the window root")
                ?? false, "\(compiled.errors)")
    }

    func testStartsNeedsAPathAndACountFromOne() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: bad starts
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - expect: {starts: {Main: 1}}
                  - expect: {starts: {App/Main: 0}}
                  - expect: {starts: {App/Mian: 1}}
                """)
        XCTAssertEqual(compiled.errors.count, 3, "\(compiled.errors)")
        XCTAssertTrue(compiled.errors[0].contains("starts at App"), compiled.errors[0])
        XCTAssertTrue(compiled.errors[1].contains("a whole number from 1"), compiled.errors[1])
        XCTAssertTrue(compiled.errors[2].contains("unknown flow 'Mian'"), compiled.errors[2])
    }
}
