// swift-format-ignore-file
// This file mirrors documentation examples line for line (DocumentationSwiftExampleTests).
// The Swift examples of Documentation/SwiftAPI.md, verbatim: each block between a `// doc:`
// line and `// end doc` appears there as written, and `DocumentationSwiftExampleTests`
// checks that it does — so the manual's Swift compiles and holds.
import FlowKit
import Foundation
import Scenarios
import Testing
import XCTest

// doc: xctest
final class NavigationScenarioTests: XCTestCase {
    func testEveryScenarioHolds() {
        let run = ScenarioSuite.run("../../scenarios", relativeTo: #filePath)
        XCTAssertTrue(run.isSuccess, "\(run)")
    }

    func testCheckoutScenarios() {
        let run = ScenarioSuite.run("../../scenarios/shop", relativeTo: #filePath, tags: ["checkout"])
        XCTAssertEqual(run.summary.failed, 0, "\(run)")
        XCTAssertEqual(run.outcomes.count, 2)
    }
}
// end doc

// doc: swift-testing
@Suite struct NavigationScenarios {
    @Test func everyScenarioHolds() {
        let run = ScenarioSuite.run("../../scenarios", relativeTo: #filePath)
        #expect(run.isSuccess, "\(run)")
    }

    @Test(arguments: ["first-purchase", "onboarding", "account-deletion"])
    func shopScenario(_ name: String) {
        let run = ScenarioSuite.run("../../scenarios/shop/\(name).flow.yaml", relativeTo: #filePath)
        #expect(run.isSuccess, "\(run)")
    }
}
// end doc

// doc: session
final class CheckoutSessionTests: XCTestCase {
    func testAGuestIsAskedToSignIn() throws {
        let appFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../scenarios/apps/shop.app.yaml").path
        var session = try Session(appFile: appFile, given: [Param("hasSeenOnboarding", true)])
        XCTAssertTrue(session.perform("launch").isSuccess)
        XCTAssertTrue(session.perform("tap: openProduct(id=42)").isSuccess)
        XCTAssertTrue(session.perform("tap: addToCart").isSuccess)
        let result = session.expect("{alert: Sign in to buy, top: ProductDetail(id=42)}")
        XCTAssertTrue(result.isSuccess, result.failure?.message ?? "")
        XCTAssertEqual(session.simulator.alertTitle, "Sign in to buy")
    }
}
// end doc

// doc: flowkit
final class ShopFlowTests: XCTestCase {
    func testOnboardingThenTheTabBar() throws {
        let app = AppDefinition(
            name: "Shop",
            state: [StateKey("hasSeenOnboarding", default: false),
                    StateKey("token", default: .null, store: .keychain)],
            launch: [LaunchRule("firstLaunch", when: [.isNotSet("hasSeenOnboarding")], root: "Onboarding"),
                     LaunchRule("returning", root: "Main")],
            flows: [FlowSpec("Onboarding", content: .stack(["Welcome"])),
                    FlowSpec("Main", content: .tabs([TabSpec("shop", flow: "Shop"), TabSpec("orders", flow: "Orders")])),
                    FlowSpec("Shop", content: .stack(["Catalog"])),
                    FlowSpec("Orders", content: .stack(["OrderList"])),
                    FlowSpec("Product", params: ["id"], content: .push([Invocation("ProductDetail", [Argument("id", .reference("id"))])]),
                             autoFinish: true)],
            screens: [ScreenSpec("Welcome", actions: [ActionSpec("getStarted", [.set([StateWrite("hasSeenOnboarding", .literal(true))]), .decide])]),
                      ScreenSpec("Catalog", actions: [ActionSpec("openProduct", [.start(Invocation("Product", [Argument("id", .reference("id"))]))],
                                                                 arguments: ["id"])]),
                      ScreenSpec("ProductDetail", params: ["id"], hidesTabBar: true),
                      ScreenSpec("OrderList")])

        var sim = try Simulator(app: app)
        try sim.launch()
        XCTAssertEqual(sim.launchState, "firstLaunch")
        try sim.tap("getStarted")
        try sim.tap("openProduct", ["id": 42])
        XCTAssertEqual(sim.stack.map(\.description), ["Catalog", "ProductDetail(id=42)"])
        XCTAssertEqual(sim.tabBarVisible, false)   // hidesBottomBarWhenPushed
        try sim.back()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main", "App/Main/Shop", "App/Main/Orders"])
        XCTAssertTrue(sim.leaks.isEmpty)
        XCTAssertThrowsError(try sim.back())    // the catalog is the root: there is no back button
    }
}
// end doc

// doc: readme-xctest
final class ScenarioTests: XCTestCase {
    func testEveryScenarioHolds() {
        let run = ScenarioSuite.run("../../scenarios", relativeTo: #filePath)
        XCTAssertTrue(run.isSuccess, "\(run)")    // on failure: the report, as flowsim run prints it
    }
}
// end doc

// doc: readme-swift-testing
@Test func everyScenarioHolds() {
    let run = ScenarioSuite.run("../../scenarios", relativeTo: #filePath)
    #expect(run.isSuccess, "\(run)")
}
// end doc
