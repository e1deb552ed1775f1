import FlowKit
import XCTest

@testable import Scenarios

/// `hideNavigationBar`, `showNavigationBar`, `hideTabBar`, `showTabBar`, and what
/// `expect` and the steps see of them.
final class BarSyntaxTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main:
            tabs:
              feed: Feed
              me: Me
          Feed: {stack: [Feed]}
          Me: {stack: [Me]}
        screens:
          Feed:
            actions:
              watch: {push: Player}
          Player:
            actions:
              enter: [hideNavigationBar, hideTabBar]
              exit: [showNavigationBar, showTabBar]
          Me: {}
        """

    func testTheWordsCompileToTheBarsEffects() throws {
        let compiled = try Compiled(app: app)
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app).definition
        XCTAssertEqual(
            definition.screens["Player"]?.action("enter")?.effects,
            [.navigationBarHidden(true), .tabBarHidden(true)])
        XCTAssertEqual(
            definition.screens["Player"]?.action("exit")?.effects,
            [.navigationBarHidden(false), .tabBarHidden(false)])
    }

    func testExpectSeesTheHiddenBarsAndTheStepsFailWithoutThem() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: full-screen player
                app: ../apps/a.app.yaml
                expectFailure:
                  reason: the player hid both bars
                  step: back
                  kind: noNavigationBar
                steps:
                  - launch
                  - tap: watch
                  - tap: enter
                  - expect: {navBar: hidden, tabBar: hidden}
                  - back
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testABarWordTakesNoValue() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "enter: [hideNavigationBar, hideTabBar]", with: "enter: {hideTabBar: true}"))
        XCTAssertTrue(
            compiled.errors.contains { $0.contains("'hideTabBar' takes no value") },
            "\(compiled.errors)")
    }
}
