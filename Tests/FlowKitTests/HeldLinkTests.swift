import XCTest

@testable import FlowKit

/// A link held until the app reaches a state that can route it.
final class HeldLinkTests: XCTestCase {
    private func app() -> AppDefinition {
        var chat = LinkSpec(
            "chat", params: ["id"], effects: [.push(call("Chat", reading: ["id": "id"]))])
        chat.when = [.equals("session", .literal("user"))]
        return stackApp(
            root: "Home",
            screens: [
                screen(
                    "Home",
                    ["signIn": [write("session", "user")], "signOut": [write("session", "none")]]),
                screen("Chat", params: ["id"]),
            ],
            links: [chat])
    }

    func testALinkIsHeldUntilItsConditionHoldsThenRoutedAtTheEndOfThatStep() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.open("chat", ["id": 1])
        XCTAssertEqual(sim.stackNames, ["Home"])
        XCTAssertEqual(sim.device.heldLinks.map(\.name), ["chat"])
        try sim.open("chat", ["id": 2])
        XCTAssertEqual(
            try sim.callbacks(of: .tap("signIn", [])).filter { $0.hasPrefix("Chat") },
            ["Chat.viewDidLoad", "Chat.viewWillAppear", "Chat.viewDidAppear"],
            "one transition: only the top appears")
        XCTAssertEqual(sim.stackNames, ["Home", "Chat(id=1)", "Chat(id=2)"])
        XCTAssertEqual(sim.device.heldLinks, [])
    }

    /// Every step checks each held link's `when:`: a scenario opening thousands of links that
    /// wait cost steps × links (1,000 opens took 1.8 s, 2,000 four times that). Past the bound
    /// the open fails and changes nothing; the links held are routed as before.
    func testOpeningMoreLinksThanTheBoundFailsTheStepAndKeepsTheHeldOnes() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        for id in 0..<Simulator.maximumHeldLinks { try sim.open("chat", ["id": .int(id)]) }
        assertStepFails(
            &sim, .open("chat", [Param("id", 999)]),
            .tooManyHeldLinks(limit: Simulator.maximumHeldLinks),
            mentions: [
                "'open: chat' cannot be held", "\(Simulator.maximumHeldLinks) links are held",
            ])
        XCTAssertEqual(sim.device.heldLinks.count, Simulator.maximumHeldLinks)
        try sim.tap("signIn")
        XCTAssertEqual(sim.device.heldLinks, [])
        XCTAssertEqual(sim.stackNames.count, 1 + Simulator.maximumHeldLinks)
    }

    func testALinkWhoseConditionHoldsIsRoutedAtOnce() throws {
        var sim = try Simulator(app: app(), given: [Param("session", "user")])
        // before launch: held, then routed after the launch decision
        try sim.open("chat", ["id": 3])
        try sim.launch()
        XCTAssertEqual(sim.stackNames, ["Home", "Chat(id=3)"])
        try sim.open("chat", ["id": 4])
        XCTAssertEqual(sim.stackNames, ["Home", "Chat(id=3)", "Chat(id=4)"])
    }

    func testReinstallDropsHeldLinks() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.open("chat", ["id": 1])
        try sim.reinstall()
        try sim.launch()
        try sim.tap("signIn")
        XCTAssertEqual(sim.stackNames, ["Home"])
    }
}
