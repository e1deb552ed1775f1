import FlowKit
import XCTest

@testable import Scenarios

/// Conditions on more than persisted state — in-memory keys that a relaunch loses,
/// the selected tab, and screen and flow parameters.
final class InMemoryConditionsTests: XCTestCase {
    private let app = """
        app: T
        state:
          skippedUpdate: {default: false, store: memory}
        launch:
          - state: main
            root: Main
        flows:
          Main:
            tabs: {home: Home, cart: Cart}
          Home: {stack: [Home]}
          Cart: {stack: [Cart]}
          Product: {params: [sku], push: ["Product(sku=$sku)"]}
        screens:
          Home:
            actions:
              skip: {set: {skippedUpdate: true}}
              check:
                - if: skippedUpdate
                  then: {push: Later}
                  else: {alert: Update available}
              open: {start: Product(sku=$sku)}
          Cart:
            actions:
              where:
                - if: selectedTab == cart
                  then: {push: Later}
          Product:
            params: [sku]
            actions:
              buy:
                - if: "$sku == 42"
                  then: {alert: Last one}
                  else: {push: Later}
          Later: {}
        """

    func testAnInMemoryValueHoldsUntilTheAppIsKilled() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: a skipped update prompt is forgotten on relaunch
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: skip
                  - expect: {state: {skippedUpdate: true}}
                  - tap: check
                  - expect: {top: Later}
                  - relaunch
                  - expect: {state: {skippedUpdate: false}}
                  - tap: check
                  - expect: {alert: Update available}
                """)
        XCTAssertEqual(compiled.errors, [])
        XCTAssertEqual(compiled.app?.definition.key("skippedUpdate")?.domain, .memory)
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testACrashLosesMemoryButNotTheStore() throws {
        var definition = try XCTUnwrap(Compiled(app: app).app).definition
        definition.screens["Home"]?.actions.append(ActionSpec("boom", [.crash("x")]))
        var sim = try Simulator(app: definition)
        try sim.launch()
        try sim.tap("skip")
        try sim.tap("boom")
        XCTAssertEqual(sim.state("skippedUpdate"), false)
    }

    func testTheSelectedTabAndAParameterCanBeTested() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: tab and parameter conditions
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - select: cart
                  - tap: where
                  - expect: {top: Later}
                  - select: home
                  - tap: open(sku=42)
                  - tap: buy
                  - expect: {alert: Last one}
                  - alert: OK
                  - back
                  - tap: open(sku=7)
                  - tap: buy
                  - expect: {top: Later}
                """)
        XCTAssertEqual(compiled.errors, [])
        // `$sku` in Product's action is its parameter, so the tap passes nothing.
        XCTAssertEqual(compiled.app?.definition.screens["Product"]?.action("buy")?.arguments, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testASelectedTabConditionNamesATab() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "selectedTab == cart", with: "selectedTab == crat"))
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains(
                "unknown tab 'crat' compared with selectedTab; did you mean 'cart'?"),
            compiled.errors[0])
    }
}
