import XCTest

@testable import FlowKit

/// `post:` broadcasts an in-app event (NotificationCenter), routed as the link of that name.
final class EventEffectsTests: XCTestCase {
    private func app() -> AppDefinition {
        AppDefinition(
            name: "T", launch: [LaunchRule("only", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([TabSpec("home", flow: "Home"), TabSpec("cart", flow: "Cart")])),
                FlowSpec("Home", content: .stack(["Home"])),
                FlowSpec("Cart", content: .stack(["Cart"])),
            ],
            screens: [
                screen(
                    "Home",
                    [
                        "buy": [.post(call("added", ["sku": 7])), .push("Done")],
                        "ghost": [.post("nothing")],
                    ]),
                screen("Cart"), screen("Done"), screen("Item", params: ["sku"]),
            ],
            links: [
                LinkSpec(
                    "added", params: ["sku"],
                    effects: [.select("cart"), .push(call("Item", reading: ["sku": "sku"]))])
            ])
    }

    func testAPostedEventIsRoutedAtOnceAsItsLinkThenTheActionContinues() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("buy")
        // The observer switched tabs and pushed the item, acting for the frontmost screen, with
        // the posted argument; then the posting action pushed Done onto its own (home) stack.
        XCTAssertEqual(sim.selectedTab, "cart")
        XCTAssertEqual(sim.stack(ofTab: "cart")?.map(\.description), ["Cart", "Item(sku=7)"])
        XCTAssertEqual(sim.stack(ofTab: "home")?.map(\.description), ["Home", "Done"])
        let effects = sim.trace.events.compactMap { event -> String? in
            if case .effect(let e) = event { return e } else { return nil }
        }
        XCTAssertEqual(
            effects, ["post: added(sku=7)", "select: cart", "push: Item(sku=$sku)", "push: Done"])
    }

    func testPostingAnEventNoLinkRoutesFailsTheStep() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        assertStepFails(
            &sim, .tap("ghost", []), .unknownName(kind: "link", name: "nothing"),
            mentions: ["unknown link 'nothing' to post"])
    }
}
