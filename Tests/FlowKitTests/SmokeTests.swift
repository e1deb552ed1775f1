import XCTest
@testable import FlowKit

final class SmokeTests: XCTestCase {
    func testWhatWeEatShape() throws {
        let app = AppDefinition(
            name: "WhatWeEat",
            state: [StateKey("isFirstLaunched", default: true), StateKey("submittedPin", default: nil, sample: 1111)],
            launch: [
                LaunchRule("firstLaunch", when: [.isSet("isFirstLaunched")], root: "Onboarding"),
                LaunchRule("pendingSubmission", when: [.notEquals("submittedPin", .literal(nil))], root: "Main",
                           then: [.select("together"), .start(Invocation("Submission", [Argument("pin", .reference("submittedPin"))]))]),
                LaunchRule("signedOut", root: "Main"),
            ],
            flows: [
                FlowSpec("Onboarding", content: .stack([Invocation("Onboarding", [Argument("page", .literal(1))])])),
                FlowSpec("Main", content: .tabs([TabSpec("home", flow: "Home"), TabSpec("together", flow: "Together")])),
                FlowSpec("Home", content: .stack(["Home"])),
                FlowSpec("Together", content: .stack(["TogetherMenu"])),
                FlowSpec("Game", content: .push(["CardGame"]), hidesBars: true, autoFinish: true),
                FlowSpec("Submission", params: ["pin"], content: .push([Invocation("Submission", [Argument("pin", .reference("pin"))])])),
            ],
            screens: [
                ScreenSpec("Onboarding", params: ["page"], actions: [ActionSpec("confirm", [.set([StateWrite("isFirstLaunched", .literal(false))]), .decide])]),
                ScreenSpec("Home"),
                ScreenSpec("TogetherMenu", actions: [ActionSpec("makeGroup", [.start("Game")])]),
                ScreenSpec("CardGame", actions: [ActionSpec("submit", [.set([StateWrite("submittedPin", .literal(1111))]), .finish, .start(Invocation("Submission", [Argument("pin", .literal(1111))]))])]),
                ScreenSpec("Submission", params: ["pin"]),
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        XCTAssertEqual(sim.rootFlow, "Onboarding")
        try sim.tap("confirm")
        XCTAssertEqual(sim.rootFlow, "Main")
        try sim.select("together")
        try sim.tap("makeGroup")
        XCTAssertEqual(sim.stack.map(\.name), ["TogetherMenu", "CardGame"])
        XCTAssertEqual(sim.tabBarVisible, false)
        try sim.tap("submit")
        XCTAssertEqual(sim.stack.map(\.description), ["TogetherMenu", "Submission(pin=1111)"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main", "App/Main/Home", "App/Main/Together", "App/Main/Together/Submission"])
        try sim.relaunch()
        XCTAssertEqual(sim.launchState, "pendingSubmission")
        XCTAssertEqual(sim.selectedTab, "together")
        XCTAssertEqual(sim.stack.map(\.description), ["TogetherMenu", "Submission(pin=1111)"])
        XCTAssertEqual(sim.lifecycle["TogetherMenu", .viewDidLoad], 0)
        XCTAssertEqual(sim.lifecycle["Home", .viewDidLoad], 0)
        XCTAssertEqual(sim.lifecycle["Submission", .viewDidAppear], 1)
        print(sim.hierarchyDescription)
        print(sim.trace.events.map(\.description).joined(separator: "\n"))
    }
}
