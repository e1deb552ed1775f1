import FlowKit
import XCTest

@testable import Scenarios

/// `inNavigationController: false` on a stack flow: a bare screen as the window's root view
/// controller (`window.rootViewController = AppStatusViewController(…)`).
final class BareRootTests: XCTestCase {
    private let app = """
        app: T
        state:
          broken: false
        launch:
          - state: broken
            when: broken
            root: Status
          - state: main
            root: Main
        flows:
          Status:
            stack: [DiskFull]
            inNavigationController: false
          Main:
            stack: [Home]
          Help:
            push: [Help]
        screens:
          DiskFull:
            actions:
              more: {present: Info}
              push: {push: Help}
              replace: {setStack: [Help]}
              help: {start: Help}
          Info:
            actions:
              close: dismiss
          Home: {}
          Help: {}
        """

    private func run(_ steps: String) throws -> ScenarioOutcome {
        let compiled = try Compiled(
            app: app,
            scenario:
                "scenario: s\napp: ../apps/a.app.yaml\ngiven: {broken: true}\nsteps:\n  - launch\n"
                + steps)
        XCTAssertEqual(compiled.errors, [])
        return ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
    }

    func testABareRootScreenHasNoNavigationBarAndCanPresent() throws {
        let outcome = try run(
            """
              - expect: {root: Status, top: DiskFull, navBar: hidden}
              - tap: more
              - expect: {presented: [Info]}
              - tap: close
              - expect: {top: DiskFull, presented: none, leaks: none}
            """)
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testPushingFromABareRootScreenFailsAndSaysWhy() throws {
        for action in ["push", "replace", "help"] {
            let outcome = try run("  - tap: \(action)\n")
            XCTAssertFalse(outcome.isSuccess, action)
            XCTAssertTrue(
                "\(outcome.status)".contains("root view controller with no navigation controller"),
                "\(action): \(outcome.status)")
        }
    }

    func testANavigationControllerRootStillHasItsBar() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: s
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - expect: {root: Main, navBar: visible}
                """)
        XCTAssertEqual(compiled.errors, [])
        XCTAssertTrue(ScenarioRunner.run(try XCTUnwrap(compiled.scenario)).isSuccess)
    }

    func testABareRootListsExactlyOneScreen() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "    stack: [DiskFull]\n", with: "    stack: [DiskFull, Home]\n"))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.diagnostics)")
        XCTAssertTrue(
            compiled.errors.first?.contains("lists 2 screens") == true, "\(compiled.errors)")
    }

    func testInNavigationControllerIsRefusedOnAPushFlow() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "    push: [Help]\n",
                with: "    push: [Help]\n    inNavigationController: false\n"))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.diagnostics)")
    }
}
