import XCTest

@testable import FlowKit

/// A link's effects act for whatever screen is frontmost when each runs: the first for the one
/// its `when:` was checked for (found once), the next ones for what the effects before put there.
final class LinkActorTests: XCTestCase {
    private func app() -> AppDefinition {
        AppDefinition(
            name: "Links",
            state: [StateKey("blocked", default: false)],
            launch: [LaunchRule("main", root: "Main")],
            flows: [FlowSpec("Main", content: .stack(["Home"]))],
            screens: [screen("Home"), screen("Sheet"), screen("Detail"), screen("Other")],
            links: [
                guarded(
                    LinkSpec(
                        "compose",
                        effects: [
                            .present("Sheet", .sheet, inNavigationController: true),
                            .push("Detail"),
                        ])),
                guarded(LinkSpec("other", effects: [.push("Other")])),
            ])
    }

    /// The link with a `when:` that holds: its actor is found for the condition.
    private func guarded(_ link: LinkSpec) -> LinkSpec {
        var link = link
        link.when = [.isNotSet("blocked")]
        return link
    }

    func testEachEffectOfALinkActsForTheScreenFrontmostWhenItRuns() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.open("other")
        XCTAssertEqual(
            sim.window?.root.flatMap { root -> [String]? in
                guard case .stack(let s) = root else { return nil }
                return s.screens.map(\.name)
            }, ["Home", "Other"])
        try sim.open("compose")
        // the push acts for the sheet the present put on top, not for the screen under it
        XCTAssertEqual(
            sim.window?.presentations.first?.stack.screens.map(\.name), ["Sheet", "Detail"])
        XCTAssertEqual(sim.top?.name, "Detail")
        if case .stack(let root)? = sim.window?.root {
            XCTAssertEqual(root.screens.map(\.name), ["Home", "Other"])
        } else {
            XCTFail("the root is a stack")
        }
    }
}
