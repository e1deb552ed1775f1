import FlowKit
import Testing

/// FlowKit driven from Swift Testing, as an app team would use it in its own test target.
@Suite("Driving FlowKit from Swift Testing")
struct SwiftTestingExampleTests {
    let app = AppDefinition(
        name: "Shop",
        state: [StateKey("isFirstLaunched", default: true)],
        launch: [
            LaunchRule("firstLaunch", when: [.isSet("isFirstLaunched")], root: "Welcome"),
            LaunchRule("loggedIn", when: [.equals("session", .literal("user"))], root: "Main"),
            LaunchRule("signedOut", root: "Main"),
        ],
        flows: [
            FlowSpec("Welcome", content: .stack(["Welcome"])),
            FlowSpec(
                "Main",
                content: .tabs([TabSpec("shop", flow: "Shop"), TabSpec("cart", flow: "Cart")])),
            FlowSpec("Shop", content: .stack(["Catalog"])),
            FlowSpec("Cart", content: .stack(["Cart"])),
            FlowSpec("Checkout", content: .present(["Checkout"], .sheet), autoFinish: true),
        ],
        screens: [
            ScreenSpec(
                "Welcome",
                actions: [
                    ActionSpec(
                        "start", [.set([StateWrite("isFirstLaunched", .literal(false))]), .decide])
                ]),
            ScreenSpec("Catalog", actions: [ActionSpec("open", [.push("Product")])]),
            ScreenSpec("Product"),
            ScreenSpec("Cart", actions: [ActionSpec("checkout", [.start("Checkout")])]),
            ScreenSpec("Checkout", requiresAccount: true),
        ])

    @Test func firstLaunchShowsWelcomeThenDecidesMain() throws {
        var sim = try Simulator(app: app)
        try sim.launch()
        #expect(sim.launchState == "firstLaunch")
        try sim.tap("start")
        #expect(sim.rootFlow == "Main")
        #expect(sim.launchState == "signedOut")
        try sim.relaunch()
        #expect(sim.launchState == "signedOut", "isFirstLaunched stays false across relaunch")
    }

    @Test func eachTabKeepsItsStack() throws {
        var sim = try Simulator(app: app, given: [Param("isFirstLaunched", false)])
        try sim.launch()
        try sim.tap("open")
        try sim.select("cart")
        try sim.select("shop")
        #expect(sim.stack.map(\.name) == ["Catalog", "Product"])
    }

    @Test(arguments: [StepError.Reason.tabBarCovered(by: "Checkout")])
    func theTabBarCannotBeTappedUnderASheet(expected: StepError.Reason) throws {
        var sim = try Simulator(app: app, given: [Param("isFirstLaunched", false)])
        try sim.launch()
        try sim.select("cart")
        try sim.tap("checkout")
        let before = sim.device
        #expect(throws: StepError.self) { try sim.select("shop") }
        do { try sim.select("shop") } catch { #expect(error.reason == expected) }
        #expect(sim.device == before)
        try sim.swipeDown()
        #expect(
            sim.coordinatorPaths == ["App", "App/Main", "App/Main/Shop", "App/Main/Cart"],
            "autoFinish after swipe-down")
        #expect(sim.leaks.isEmpty)
    }
}
