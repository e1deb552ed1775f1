import XCTest

@testable import FlowKit

/// Leaked coordinators and screens.
final class LeakTests: XCTestCase {
    static func app(autoFinish: Bool) -> AppDefinition {
        stackApp(
            flows: [
                FlowSpec("Detail", content: .push(["D"]), autoFinish: autoFinish),
                FlowSpec("Sheet", content: .present(["S"], .sheet), autoFinish: autoFinish),
                FlowSpec("Wizard", content: .present(["W1", "W2"], .sheet)),
                FlowSpec("Nested", content: .present(["N"], .sheet), autoFinish: autoFinish),
                FlowSpec("Step", content: .push(["NS"]), autoFinish: autoFinish),
            ],
            screens: [
                screen(
                    "A",
                    [
                        "detail": [.start("Detail")], "sheet": [.start("Sheet")],
                        "wizard": [.start("Wizard")],
                        "nested": [.start("Nested")],
                    ]),
                screen("D", ["done": [.finish]]),
                screen(
                    "S",
                    [
                        "done": [.finish], "dismissOnly": [.dismiss],
                        "dismissAndFinish": [.dismiss, .finish], "reset": [.root("Root")],
                    ]),
                screen("W1"), screen("W2", ["done": [.finish]]),
                screen("N", ["step": [.start("Step")]]),
                screen("NS"),
            ])
    }

    func launched(autoFinish: Bool) throws -> Simulator {
        var sim = try Simulator(app: Self.app(autoFinish: autoFinish))
        try sim.launch()
        return sim
    }

    // MARK: leaking flows

    func testAPushFlowLeftByBackWithoutAutoFinishLeaks() throws {
        var sim = try launched(autoFinish: false)
        try sim.tap("detail")
        XCTAssertEqual(sim.leaks, [])
        try sim.back()
        XCTAssertEqual(sim.leaks.map(\.kind), [.coordinator])
        XCTAssertEqual(sim.leaks.first?.subject, "App/Root/Detail")
        XCTAssertEqual(
            sim.leaks.first?.description,
            "coordinator App/Root/Detail is still attached but none of its screens is in the window (it holds D); finish it, or give the flow autoFinish: true"
        )
    }

    func testAPresentFlowSwipedDownWithoutAutoFinishLeaks() throws {
        var sim = try launched(autoFinish: false)
        try sim.tap("sheet")
        try sim.swipeDown()
        XCTAssertEqual(sim.leaks.map(\.kind), [.coordinator])
        XCTAssertEqual(sim.leaks.first?.subject, "App/Root/Sheet")
    }

    func testAPresentFlowDismissedWithoutFinishLeaks() throws {
        // autoFinish reacts to the user, not to the app's dismiss
        var sim = try launched(autoFinish: true)
        try sim.tap("sheet")
        try sim.tap("dismissOnly")
        XCTAssertEqual(sim.leaks.map(\.subject), ["App/Root/Sheet"])
    }

    func testALeakedFlowsDescendantsLeakToo() throws {
        var sim = try launched(autoFinish: false)
        try sim.tap("nested")
        try sim.tap("step")
        try sim.swipeDown()
        XCTAssertEqual(sim.leaks.map(\.subject), ["App/Root/Nested", "App/Root/Nested/Step"])
    }

    func testRootReplacedWhilePresentingLeaksThePresentedScreens() throws {
        var sim = try launched(autoFinish: true)
        try sim.tap("sheet")
        try sim.tap("reset")
        XCTAssertEqual(sim.leaks.map(\.kind), [.releasedWhilePresented])
        XCTAssertEqual(sim.leaks.first?.subject, "S")
        XCTAssertEqual(
            sim.coordinatorPaths, ["App", "App/Root"], "the coordinators went with the old root")
        try sim.relaunch()
        XCTAssertEqual(sim.leaks, [], "memory is gone after a relaunch")
    }

    func testAScreenPoppedFromAFlowThatStillHoldsItLeaks() throws {
        var sim = try launched(autoFinish: false)
        try sim.tap("wizard")
        XCTAssertEqual(sim.stackNames, ["W1", "W2"])
        try sim.back()
        XCTAssertEqual(sim.leaks.map(\.kind), [.screen])
        XCTAssertEqual(
            sim.leaks.first?.description,
            "screen W2 is off the window but still held by App/Root/Wizard")
    }

    // MARK: the same flows, clean

    func testAutoFinishFlowsLeftByTheUserLeakNothing() throws {
        var sim = try launched(autoFinish: true)
        try sim.tap("detail")
        try sim.back()
        try sim.tap("sheet")
        try sim.swipeDown()
        try sim.tap("nested")
        try sim.tap("step")
        try sim.swipeDown()
        XCTAssertEqual(sim.leaks, [])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
    }

    func testFlowsFinishedByAnActionLeakNothing() throws {
        var sim = try launched(autoFinish: false)
        try sim.tap("detail")
        try sim.tap("done")
        try sim.tap("sheet")
        try sim.tap("done")
        try sim.tap("sheet")
        try sim.tap("dismissAndFinish")
        try sim.tap("wizard")
        try sim.tap("done")
        XCTAssertEqual(sim.leaks, [])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
    }

    func testANotRunningAppHasNoLeaks() throws {
        var sim = try launched(autoFinish: false)
        try sim.tap("sheet")
        try sim.swipeDown()
        XCTAssertFalse(sim.leaks.isEmpty)
        try sim.reinstall()
        XCTAssertEqual(sim.leaks, [])
    }
}
