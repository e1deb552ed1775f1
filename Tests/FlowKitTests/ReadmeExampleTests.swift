// swift-format-ignore-file
// This file mirrors documentation examples line for line (DocumentationSwiftExampleTests).
import XCTest
import FlowKit

/// The README's example, kept compiling and true.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeExampleDrivesOnboardingTabsAndAutoFinish() throws {
        let app = AppDefinition(
            name: "Demo",
            state: [StateKey("isFirstLaunched", default: true)],
            launch: [LaunchRule("firstLaunch", when: [.isSet("isFirstLaunched")], root: "Onboarding"),
                     LaunchRule("signedOut", root: "Main")],
            flows: [FlowSpec("Onboarding", content: .stack(["Welcome"])),
                    FlowSpec("Main", content: .tabs([TabSpec("home", flow: "Home"), TabSpec("chat", flow: "Chat")])),
                    FlowSpec("Home", content: .stack(["Feed"])),
                    FlowSpec("Chat", content: .stack(["Channels"])),
                    FlowSpec("Detail", params: ["id"], content: .push([Invocation("Post", [Argument("id", .reference("id"))])]), autoFinish: true)],
            screens: [ScreenSpec("Welcome", actions: [ActionSpec("done", [.set([StateWrite("isFirstLaunched", .literal(false))]), .decide])]),
                      ScreenSpec("Feed", actions: [ActionSpec("open", [.start(Invocation("Detail", [Argument("id", .reference("id"))]))], arguments: ["id"])]),
                      ScreenSpec("Post", params: ["id"], hidesTabBar: true),
                      ScreenSpec("Channels")])

        var sim = try Simulator(app: app)
        try sim.launch()
        XCTAssertEqual(sim.rootFlow, "Onboarding")
        try sim.tap("done")
        XCTAssertEqual(sim.rootFlow, "Main")
        try sim.tap("open", ["id": 7])
        XCTAssertEqual(sim.stack.map(\.description), ["Feed", "Post(id=7)"])
        XCTAssertEqual(sim.tabBarVisible, false)
        try sim.back()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main", "App/Main/Home", "App/Main/Chat"])
        XCTAssertTrue(sim.leaks.isEmpty)
        XCTAssertTrue(sim.hierarchyDescription.contains("▸ home"))
        XCTAssertEqual(sim.state("isFirstLaunched"), false)
    }
}

// The README's example, verbatim (DocumentationSwiftExampleTests checks that it is).
// doc: readme
final class OnboardingTests: XCTestCase {
    func testOnboardingDecidesTheTabBarAndTheDetailFinishesOnBack() throws {
        let app = AppDefinition(
            name: "Demo",
            state: [StateKey("isFirstLaunched", default: true)],
            launch: [LaunchRule("firstLaunch", when: [.isSet("isFirstLaunched")], root: "Onboarding"),
                     LaunchRule("signedOut", root: "Main")],
            flows: [FlowSpec("Onboarding", content: .stack(["Welcome"])),
                    FlowSpec("Main", content: .tabs([TabSpec("home", flow: "Home"), TabSpec("chat", flow: "Chat")])),
                    FlowSpec("Home", content: .stack(["Feed"])),
                    FlowSpec("Chat", content: .stack(["Channels"])),
                    FlowSpec("Detail", params: ["id"], content: .push([Invocation("Post", [Argument("id", .reference("id"))])]), autoFinish: true)],
            screens: [ScreenSpec("Welcome", actions: [ActionSpec("done", [.set([StateWrite("isFirstLaunched", .literal(false))]), .decide])]),
                      ScreenSpec("Feed", actions: [ActionSpec("open", [.start(Invocation("Detail", [Argument("id", .reference("id"))]))], arguments: ["id"])]),
                      ScreenSpec("Post", params: ["id"], hidesTabBar: true),
                      ScreenSpec("Channels")])

        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("done")                      // onboarding → decide → Main
        try sim.tap("open", ["id": 7])
        XCTAssertEqual(sim.stack.map(\.description), ["Feed", "Post(id=7)"])
        XCTAssertEqual(sim.tabBarVisible, false) // hidesBottomBarWhenPushed
        try sim.back()                           // Detail has autoFinish: its coordinator finishes
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main", "App/Main/Home", "App/Main/Chat"])
        XCTAssertTrue(sim.leaks.isEmpty)
        print(sim.hierarchyDescription)          // the window, the modal chain and the coordinator tree
    }
}
// end doc
