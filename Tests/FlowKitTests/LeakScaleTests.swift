import XCTest

@testable import FlowKit

/// Screens released while presented (a root swapped over a sheet, UIKit's P5 leak) are kept for
/// the leak report in storage shared between copies of the device: a step keeps a copy to undo
/// a failure, and the list was an array copied whole by every root swap that added to it (32,000
/// such leaks took 37 s). Measured by ``WorkCounter`` (elements of the device's shared arrays
/// read, written or copied), never by a clock.
final class LeakScaleTests: XCTestCase {
    static let app = AppDefinition(
        name: "Leaky",
        launch: [LaunchRule("main", root: "Main")],
        flows: [
            FlowSpec("Main", content: .stack(["Home"])),
            FlowSpec("Sheet", content: .present(["S"], .sheet)),
        ],
        screens: [
            screen("Home", ["show": [.start("Sheet")], "open": [.push("Detail")]]),
            screen("Detail", ["up": [.pop]]),
            // the window's root replaced while the sheet is up: the sheet's screen leaks
            screen("S", ["swap": [.root("Main")]]),
        ])

    /// A simulator after `leaks` sheets were left presented under a replaced root, and the work
    /// that took.
    private func leaking(_ leaks: Int) throws -> (Simulator, work: Int) {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        let work = try WorkCounter.measure {
            for _ in 0..<leaks {
                try sim.tap("show")
                try sim.tap("swap")
            }
        }
        XCTAssertEqual(sim.device.app?.releasedWhilePresented.count, leaks)
        return (sim, try XCTUnwrap(work, "the work is counted in debug builds only"))
    }

    func testLeakingAScreenCostsWhatTheStepChangesAt16000And32000Leaks() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        let (_, a) = try leaking(16_000)
        let (sim, b) = try leaking(32_000)
        let ratio = Double(b) / Double(a)
        XCTAssertLessThan(ratio, 2.5, "\(a) units for 16,000 leaks, \(b) for 32,000")
        XCTAssertGreaterThan(ratio, 1.5, "the count measures the steps")
        XCTAssertEqual(sim.leaks.count, 32_000, "every leak is still reported")
        XCTAssertEqual(sim.leaks.last?.kind, .releasedWhilePresented)
    }

    /// Later steps that leak nothing cost the same however many leaks came before.
    func testStepsAfterThousandsOfLeaksDoNotCopyThem() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        func later(_ leaks: Int) throws -> Int {
            var (sim, _) = try leaking(leaks)
            let work = try WorkCounter.measure {
                for _ in 0..<1_000 {
                    try sim.tap("open")
                    try sim.tap("up")
                }
            }
            return try XCTUnwrap(work)
        }
        let a = try later(1_000)
        let b = try later(16_000)
        XCTAssertLessThan(
            Double(b) / Double(a), 1.2, "\(a) units after 1,000 leaks, \(b) after 16,000")
    }

    /// The device's identity (what exploration compares) still reads every released screen, in
    /// chunks past 32: one more leak is another state, the same leaks the same one.
    func testTheReleasedScreensStillTellStatesApart() throws {
        let (one, _) = try leaking(40)
        var (two, _) = try leaking(40)
        XCTAssertEqual(one.device, two.device)
        XCTAssertEqual(one.device.canonicalWords, two.device.canonicalWords)
        try two.tap("show")
        try two.tap("swap")
        XCTAssertNotEqual(one.device, two.device)
        XCTAssertNotEqual(one.device.fingerprint, two.device.fingerprint)
        XCTAssertEqual(two.leaks.count, 41)
    }
}
