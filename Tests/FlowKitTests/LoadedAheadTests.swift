import XCTest

@testable import FlowKit

/// A quiet simulator (an explorer's) pushes or presents the screen a step adds with its view
/// loaded (``Simulator/loadedAheadIndex``), and writes it back unloaded when the step changes
/// more or the screen does not show at the end: every step leaves the views loaded as a
/// counting simulator, which plans every callback, leaves them.
final class LoadedAheadTests: XCTestCase {
    static let app = stackApp(
        flows: [FlowSpec("Modal", content: .present(["M"], .sheet))],
        screens: [
            screen(
                "A",
                [
                    "push": [.push("B")],
                    "pushTwice": [.push("B"), .push("C")],
                    "pushThenCover": [.push("B"), .present("F", .fullScreen)],
                    "pushThenSheet": [.push("B"), .present("S", .sheet)],
                    "pushThenWrite": [.push("B"), .set([StateWrite("flag", .literal(true))])],
                    "pushThenPop": [.push("B"), .pop],
                    "pushThenFlow": [.push("B"), .start("Modal")],
                    "pushThenFail": [.push("B"), .popTo("Nowhere")],
                    "sheet": [.present("S", .sheet)],
                    "cover": [.present("F", .fullScreen)],
                    "sheetThenFail": [.present("S", .sheet), .popTo("Nowhere")],
                ]),
            screen("B"), screen("C"), screen("F"), screen("S"), screen("M"),
        ],
        state: [StateKey("flag", default: false)])

    func testEveryStepLeavesTheViewsLoadedAsTheCallbacksWould() throws {
        var counting = try Simulator(app: Self.app)
        try counting.launch()
        let quiet = try launchedQuietSimulator(Self.app)
        XCTAssertTrue(quiet.callbacksOnlyLoad)
        let actions = [
            "push", "pushTwice", "pushThenCover", "pushThenSheet", "pushThenWrite", "pushThenPop",
            "pushThenFlow", "sheet", "cover",
        ]
        for action in actions {
            var (c, q) = (counting, quiet)
            try c.tap(action)
            try q.tap(action)
            XCTAssertEqual(q.device, c.device, action)
            XCTAssertEqual(q.loadedAheadIndex, -1, action)
            // a step after it starts from every appeared screen loaded
            try c.perform(.set([]))
            try q.perform(.set([]))
            XCTAssertEqual(q.device, c.device, action)
        }
        var q = quiet
        try q.tap("pushTwice")
        XCTAssertEqual(rootLoads(q), [true, false, true], "B never showed")
        q = quiet
        try q.tap("pushThenCover")
        XCTAssertEqual(rootLoads(q), [true, false], "B is under a full-screen cover")
        XCTAssertEqual(q.presented.map(\.isLoaded), [true])
        q = quiet
        try q.tap("pushThenSheet")
        XCTAssertEqual(rootLoads(q), [true, true], "B shows under the sheet")
    }

    /// Whether each screen of the root's stack has loaded its view.
    private func rootLoads(_ sim: Simulator) -> [Bool] {
        (sim.device.app?.window.rootVisibleStack?.screens).map { $0.map(\.isLoaded) } ?? []
    }

    /// A step that fails after adding a screen loaded ahead leaves the device as it was.
    func testAFailedStepTakesTheScreenLoadedAheadAway() throws {
        var sim = try launchedQuietSimulator(Self.app)
        let before = sim.device
        for action in ["pushThenFail", "sheetThenFail"] {
            XCTAssertThrowsError(try sim.tap(action))
            XCTAssertEqual(sim.device, before, action)
            XCTAssertEqual(sim.loadedAheadIndex, -1, action)
        }
        try sim.tap("push")
        XCTAssertEqual(rootLoads(sim), [true, true])
    }
}
