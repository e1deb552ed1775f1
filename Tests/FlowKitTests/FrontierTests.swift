import XCTest

@testable import FlowKit

/// A breadth-first level keeps an entry for every state and a whole state only for those kept
/// (``Frontier``): each kept state comes back once, by its entry's position, whichever entries
/// before it kept none.
final class FrontierTests: XCTestCase {
    private func checkpoints() throws -> [Simulator.Checkpoint] {
        var sim = try Simulator(app: FlagTabsApp.app(name: "F"))
        var states: [Simulator.Checkpoint] = []
        states.append(sim.checkpoint)
        try sim.launch()
        states.append(sim.checkpoint)
        try sim.perform(.tap("flag", []))
        states.append(sim.checkpoint)
        return states
    }

    func testKeptStatesComeBackOnceByTheirEntrysPosition() throws {
        let states = try checkpoints()
        var sim = try Simulator(app: FlagTabsApp.app(name: "F"))
        var level = Frontier()
        level.append(FrontierEntry(index: 7), state: states[1])
        level.append(FrontierEntry(index: 8), state: nil)
        level.append(FrontierEntry(index: 9, added: .pushed), state: states[2])
        XCTAssertEqual(level.entries.map(\.index), [7, 8, 9])
        XCTAssertEqual(level.entries.map(\.added), [nil, nil, .pushed])
        XCTAssertNil(level.takeState(at: 1))
        var third = try XCTUnwrap(level.takeState(at: 2))
        sim.rewind(toTaken: &third)
        var expected = try Simulator(app: FlagTabsApp.app(name: "F"))
        var second = states[2]
        expected.rewind(toTaken: &second)
        XCTAssertEqual(sim.device, expected.device)
        XCTAssertNil(level.takeState(at: 2), "a state is taken once")
        XCTAssertNotNil(level.takeState(at: 0))
        level.removeAll()
        XCTAssertTrue(level.isEmpty)
        level.append(FrontierEntry(index: 1), state: nil)
        XCTAssertNil(level.takeState(at: 0), "an emptied level keeps no state of the last")
    }

    /// An entry stays small: a large level holds hundreds of thousands.
    func testAnEntryIsThirtyTwoBytes() {
        XCTAssertLessThanOrEqual(MemoryLayout<FrontierEntry>.stride, 32)
    }
}
