import XCTest

@testable import FlowKit

/// The walk `run` makes for a `reachable:` property at the end of a scenario: from one state,
/// breadth-first until a state fits, every state is seen, or the bound is met.
final class ReachabilityWalkTests: XCTestCase {
    /// A → B → C on one stack; C's `stay` stores `trapped` in the keychain (which a reinstall
    /// keeps) and replaces the window root with a screen with no way out, where every launch
    /// then leads.
    private let app = AppDefinition(
        name: "Trap", state: [StateKey("trapped", default: false, domain: .keychain)],
        launch: [
            LaunchRule("gone", when: [.isSet("trapped")], root: "Trap"),
            LaunchRule("only", root: "Root"),
        ],
        flows: [
            FlowSpec("Root", content: .stack(["A"])), FlowSpec("Trap", content: .stack(["Cell"])),
        ],
        screens: [
            screen("A", ["next": [.push("B")]]), screen("B", ["next": [.push("C")]]),
            screen("C", ["stay": [write("trapped", true), .root("Trap")]]), screen("Cell"),
        ])

    private func launched() throws -> Simulator {
        var sim = try Simulator(app: app)
        try sim.launch()
        return sim
    }

    func testTheStateItselfFits() throws {
        let outcome = ReachabilityWalk(app: app).walk(from: try launched()) {
            $0.top?.name == "A"
        }
        XCTAssertEqual(outcome, .reached(steps: 0))
    }

    func testThePathIsTheShortest() throws {
        let outcome = ReachabilityWalk(app: app).walk(from: try launched()) {
            $0.top?.name == "C"
        }
        XCTAssertEqual(outcome, .reached(steps: 2))
    }

    func testAStateWithNoWayThereIsUnreachableAfterSeeingEveryState() throws {
        var sim = try launched()
        try sim.tap("next")
        try sim.tap("next")
        try sim.tap("stay")
        XCTAssertEqual(sim.top?.name, "Cell")
        // From the cell: the cell, relaunched, reinstalled (and launched again): never A.
        let outcome = ReachabilityWalk(app: app).walk(from: sim) { $0.top?.name == "A" }
        guard case .unreachable(let states) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertGreaterThan(states, 1)
        XCTAssertLessThan(states, 10)
    }

    func testTheBoundEndsTheWalkWithoutAVerdict() throws {
        var walk = ReachabilityWalk(app: app)
        walk.maxStates = 2
        let outcome = walk.walk(from: try launched()) { _ in false }
        XCTAssertEqual(outcome, .unknown(states: 2))
    }
}
