import FlowKit
import XCTest

@testable import Scenarios

/// As app files write them: `finish: parent`, `finishOnDeinit: true`, `navigationDelegate: true`.
final class CleanupSyntaxTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home], navigationDelegate: true}
          Product: {push: [Product], navigationDelegate: true}
          Checkout: {push: [Checkout], navigationDelegate: true}
          Receipt: {push: [Receipt]}
          Help: {present: [Help], finishOnDeinit: true}
        screens:
          Home:
            actions:
              product: {start: Product}
              help: {start: Help}
          Product: {actions: {checkout: {start: Checkout}}}
          Checkout: {actions: {pay: {start: Receipt}}}
          Receipt: {actions: {done: {finish: parent}}}
          Help: {actions: {close: dismiss}}
        """

    func testTheKeysCompileToTheFlowsAndTheEffect() throws {
        let definition = try XCTUnwrap(Compiled(app: app).app).definition
        XCTAssertEqual(definition.flows["Product"]?.navigationDelegate, true)
        XCTAssertEqual(definition.flows["Receipt"]?.navigationDelegate, false)
        XCTAssertEqual(definition.flows["Help"]?.finishOnDeinit, true)
        XCTAssertEqual(definition.screens["Receipt"]?.actions.first?.effects, [.finishParent])
    }

    func testAScenarioExpectsTheLeakThatTheDelegateSlotCauses() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: the last claim wins
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: help
                  - tap: close
                  - expect: {coordinators: [App, App/Main], leaks: none}
                  - tap: product
                  - tap: checkout
                  - tap: pay
                  - tap: done
                  - expect: {stack: [Home, Product], coordinators: [App, App/Main, App/Main/Product]}
                  - back
                  - expect: {leaks: none}
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        // Checkout claimed the slot last and was released by finish: parent: nobody sees Product's pop.
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("expected the leak to fail the scenario: \(outcome.status)")
        }
        XCTAssertTrue(
            failure.message.contains(
                "App/Main/Product's screens were popped but App/Main/Product is not the navigation controller's delegate (App/Main/Product/Checkout claimed it last)"
            ), failure.message)
    }

    func testFinishTakesOnlyParentAsAValue() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "{finish: parent}", with: "{finish: grandparent}"))
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains(
                "'finish' takes no value, or 'parent': write finish to finish the acting coordinator, or finish: parent"
            ), compiled.errors[0])
    }

    func testFinishOnDeinitOnAStackFlowIsAnError() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "Main: {stack: [Home], navigationDelegate: true}",
                with: "Main: {stack: [Home], finishOnDeinit: true}"))
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains("'finishOnDeinit' applies to push and present flows"),
            compiled.errors[0])
    }

    func testNavigationDelegateWithAutoFinishIsAnError() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "Product: {push: [Product], navigationDelegate: true}",
                with: "Product: {push: [Product], navigationDelegate: true, autoFinish: true}"))
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains("'Product' has both autoFinish and navigationDelegate"),
            compiled.errors[0])
    }
}
