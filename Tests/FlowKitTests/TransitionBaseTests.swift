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
}
