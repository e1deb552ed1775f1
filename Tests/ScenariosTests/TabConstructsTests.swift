import FlowKit
import XCTest

@testable import Scenarios

/// A tab with side effects on selection that does not intercept (`onSelect`), and
/// tabs present only when a condition holds (`when`, a feature flag).
final class TabConstructsTests: XCTestCase {
    private let app = """
        app: T
        state:
          betaEnabled: false
          badgeSeen: {default: false, store: memory}
        launch:
          - state: main
            root: Main
        flows:
          Main:
            tabs:
              home: Home
              inbox: {flow: Inbox, onSelect: [set: {badgeSeen: true}]}
              beta: {flow: Beta, when: betaEnabled}
          Home: {stack: [Home]}
          Inbox: {stack: [Threads]}
          Beta: {stack: [Lab]}
        screens:
          Home: {}
          Threads: {actions: {open: {push: Thread}}}
          Thread: {}
          Lab: {}
        """

    func testOnSelectRunsAfterTheSelectionAndKeepsReTapPopToRoot() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: didSelect side effects
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - expect: {state: {badgeSeen: false}}
                  - select: inbox
                  - expect: {tab: inbox, state: {badgeSeen: true}}
                  - tap: open
                  - select: inbox
                  - expect: {stack: [Threads], tab: inbox}
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testAFlaggedTabIsInTheBarOnlyWhenItsConditionHolds() throws {
        let definition = try XCTUnwrap(Compiled(app: app).app).definition
        var off = try Simulator(app: definition)
        try off.launch()
        XCTAssertEqual(off.device.app?.window.tabBar?.tabs.map(\.name), ["home", "inbox"])
        XCTAssertThrowsError(try off.select("beta"))
        var on = try Simulator(app: definition, given: [Param("betaEnabled", true)])
        try on.launch()
        XCTAssertEqual(on.device.app?.window.tabBar?.tabs.map(\.name), ["home", "inbox", "beta"])
        try on.select("beta")
        XCTAssertEqual(on.top?.name, "Lab")
    }

    func testInterceptAndOnSelectTogetherAreAnError() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "{flow: Inbox, onSelect:", with: "{flow: Inbox, intercept: [], onSelect:"))
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains("tab 'inbox' has both intercept and onSelect"),
            compiled.errors[0])
    }
}
