// swift-format-ignore-file
// This file mirrors documentation examples line for line (DocumentationSwiftExampleTests).
import FlowKit
import XCTest

final class ExplorationExampleTests: XCTestCase {
    func testNoReachableLeakAndNoLoginWall() throws {
        let app = AppDefinition(
            name: "Shop",
            launch: [LaunchRule("main", root: "Main")],
            flows: [FlowSpec("Main", content: .stack(["Catalog"])),
                    FlowSpec("Product", content: .push(["Product"]), autoFinish: true)],
            screens: [ScreenSpec("Catalog", actions: [ActionSpec("open", [.start("Product")])]),
                      ScreenSpec("Product", actions: [ActionSpec("buy", [.alert(AlertSpec(title: "Bought"))])])])

        let exploration = Explorer(app: app, options: .init(maxStates: 100_000)).explore()
        XCTAssertTrue(exploration.isComplete)
        XCTAssertEqual(exploration.problems.filter { $0.kind == .leak }.map(\.place), [])

        let review = Review(app: app).run()
        XCTAssertFalse(review.findings.contains { $0.check == .accountFreeAccess })

        var sim = try Simulator(app: app)
        try sim.launch()
        XCTAssertEqual(
            sim.availableSteps.map(\.description), ["tap: open", "background", "relaunch", "reinstall"])
    }
}
