import FlowKit
import XCTest

@testable import Scenarios

/// L13: `viewDidLoad` and `viewWillAppear` may hide or show the bars and set the sheet's
/// `isModalInPresentation`; they still may not move a screen or present.
final class SettingsBeforeAppearingTests: XCTestCase {
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
        screens:
          Home:
            actions:
              open: {push: Detail}
              sheet: {present: Loading, inNavigationController: true}
              bad: {push: Pushy}
          Detail:
            onLoad: [hideNavigationBar]
            onWillAppear: [hideTabBar]
            actions:
              close: [showTabBar, showNavigationBar, pop]
          Loading:
            onLoad: [modalInPresentation: true]
          Pushy:
            onLoad: [present: Loading]
          Other: {}
        """

    private func run(_ steps: String) throws -> ScenarioOutcome {
        let compiled = try Compiled(
            app: app,
            scenario: "scenario: s\napp: ../apps/a.app.yaml\nsteps:\n  - launch\n" + steps)
        XCTAssertEqual(compiled.errors, [])
        return ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
    }

    func testL13_barsHiddenInViewDidLoadAndViewWillAppear() throws {
        let outcome = try run(
            """
              - tap: open
              - expect: {top: Detail, navBar: hidden, tabBar: hidden}
              - tap: close
              - expect: {top: Home, navBar: visible, tabBar: visible}
            """)
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testL13_aSheetRefusesTheSwipeFromViewDidLoad() throws {
        let outcome = try run(
            """
              - tap: sheet
              - expect: {top: Loading}
              - swipeDown
            """)
        // Without an onAttemptToDismiss handler the refused swipe does nothing, so it fails.
        XCTAssertFalse(outcome.isSuccess)
        XCTAssertTrue(
            "\(outcome.status)".contains("refuses the swipe"), "\(outcome.status)")
    }

    func testL13_presentingFromViewDidLoadIsStillRefused() throws {
        let outcome = try run(
            """
              - tap: bad
            """)
        XCTAssertFalse(outcome.isSuccess)
        XCTAssertTrue(
            "\(outcome.status)".contains("move the effects to onAppear"), "\(outcome.status)")
    }
}
