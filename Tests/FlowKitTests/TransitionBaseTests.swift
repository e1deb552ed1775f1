import XCTest

@testable import FlowKit

/// A step starts from the screens appeared as the last step left them (`transitionBase`), not
/// gathered again, unless the device changed since by other means.
final class TransitionBaseTests: XCTestCase {
    static let app = stackApp(
        screens: [
            screen("A", ["b": [.push("B")], "c": [.push("C")]]),
            screen("B"), screen("C"),
        ])

    /// Two branches give the same ids to different screens: after the device of one is put in a
    /// simulator that stepped the other, a step's callbacks name the screens of the device put in.
    func testAStepAfterTheDeviceWasReplacedNamesTheScreensOfThatDevice() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        var other = sim
        try sim.tap("b")
        try other.tap("c")
        XCTAssertEqual(sim.top?.id, other.top?.id, "the same id for B and C")
        sim.device = other.device
        try sim.back()
        XCTAssertEqual(sim.lifecycle["C", .viewDidDisappear], 1)
        XCTAssertEqual(sim.lifecycle["B", .viewDidDisappear], 0)
        XCTAssertEqual(sim.lifecycle["A", .viewDidAppear], 2)
    }

    /// After a failed step (undone), the next step's callbacks are those of the device undone.
    func testAStepAfterAFailedOneStartsFromTheScreensAppearedBeforeIt() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("b")
        XCTAssertThrowsError(try sim.perform(.tap("missing", [])))
        try sim.back()
        XCTAssertEqual(sim.lifecycle["B", .viewDidDisappear], 1)
        XCTAssertEqual(sim.lifecycle["A", .viewDidAppear], 2)
    }

    /// A simulator whose callbacks only load views (``Simulator/callbacksOnlyLoad``) keeps no list
    /// of the screens appeared when they have all loaded their views
    /// (``Simulator/transitionBaseIsUnlisted``); a device put in with an appeared screen that has
    /// not loaded its view is listed, as a counting simulator lists it: that screen does not
    /// load its view in a step that leaves it appeared (no transition), and a screen that
    /// appears does.
    func testAQuietSimulatorListsTheScreensAppearedWhenOneHasNotLoadedItsView() throws {
        var counting = try Simulator(app: Self.app)
        try counting.launch()
        try counting.tap("b")
        var quiet = try Simulator(app: Self.app, traceCapacity: 0)
        quiet.countsLifecycle = false
        XCTAssertTrue(quiet.callbacksOnlyLoad)
        try quiet.launch()
        try quiet.tap("c")
        XCTAssertTrue(quiet.transitionBaseIsUnlisted, "every screen appeared has loaded its view")
        XCTAssertTrue(quiet.transitionBase.isEmpty)
        // B, on top, has not loaded its view.
        var device = counting.device
        _ = try device.app?.window.modifyStack(at: .root) {
            (s: inout NavigationStack) throws(StepError) in
            s.screens.modify(at: 1) { $0.isLoaded = false }
        }
        counting.device = device
        quiet.device = device
        for step in [Step.set([]), .back, .tap("c", [])] {
            try counting.perform(step)
            try quiet.perform(step)
            XCTAssertEqual(quiet.device, counting.device, "\(step)")
            if step == .set([]) {
                XCTAssertFalse(quiet.transitionBaseIsUnlisted, "B is listed")
                XCTAssertEqual(quiet.top?.isLoaded, false, "B stays as it was")
            } else {
                XCTAssertTrue(quiet.transitionBaseIsUnlisted, "\(step)")
                XCTAssertEqual(quiet.top?.isLoaded, true, "\(step)")
            }
        }
    }
}
