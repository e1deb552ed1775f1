import XCTest

@testable import FlowKit

/// Each step costs what it changes, not the size of the device: a stack
/// 10k/20k/40k deep took 1.2/4.6/20.4 s, coordinators nested 5k/10k/20k deep 3.6/15/59 s, a leak
/// a step at 10k/20k/40k steps 0.84/2.7/12 s, as each step copied the whole device to undo a
/// failure and built every coordinator's path. Measured by ``WorkCounter`` (elements of the
/// device's shared arrays read, written or copied), never by a clock: doubling the run must
/// about double the work (2.0 is linear, 4.0 quadratic).
final class EngineScaleTests: XCTestCase {
    static let app = AppDefinition(
        name: "Scale",
        launch: [LaunchRule("main", root: "Main")],
        flows: [
            FlowSpec("Main", content: .stack(["Home"])),
            FlowSpec("Nest", content: .push(["Level"])),
            FlowSpec("Sheet", content: .present(["S"], .sheet)),
        ],
        screens: [
            screen(
                "Home",
                ["open": [.push("Detail")], "nest": [.start("Nest")], "leak": [.start("Sheet")]]
            ),
            screen(
                "Detail",
                [
                    "open": [.push("Detail")],
                    // presenting while presenting fails: the push before it is undone
                    "fail": [.push("Detail"), .start("Sheet"), .start("Sheet")],
                ]),
            screen("Level", ["nest": [.start("Nest")]]),
            screen("S"),
        ])

    /// The work of `steps` steps after launch (trace on).
    private func work(_ steps: Int, _ step: (Int) -> Step) throws -> Int {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        var failure: StepError?
        let work = WorkCounter.measure {
            do throws(StepError) {
                for i in 0..<steps { try sim.perform(step(i)) }
            } catch {
                failure = error
            }
        }
        if let failure { XCTFail(failure.message) }
        XCTAssertEqual(sim.stepsPerformed, steps + 1)
        return try XCTUnwrap(work, "the work is counted in debug builds only")
    }

    private func assertLinear(
        _ label: String, small: Int, _ step: (Int) -> Step, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        let a = try work(small, step)
        let b = try work(2 * small, step)
        let ratio = Double(b) / Double(a)
        XCTAssertLessThan(
            ratio, 2.5, "\(label): \(a) units for \(small) steps, \(b) for \(2 * small)",
            file: file, line: line)
        XCTAssertGreaterThan(
            ratio, 1.5, "\(label): the count measures the steps", file: file, line: line)
    }

    func testADeepStackCostsWhatEachPushChanges() throws {
        try assertLinear("stack", small: 10_000) { _ in .tap("open", []) }
    }

    func testDeeplyNestedCoordinatorsCostWhatEachStartChanges() throws {
        try assertLinear("nesting", small: 5_000) { _ in .tap("nest", []) }
    }

    /// Each sheet's coordinator stays attached when the sheet is swiped away: thousands of leaks
    /// under one parent, each step checks whether a coordinator finished itself.
    func testALeakAStepCostsWhatEachStepChanges() throws {
        try assertLinear("leaks", small: 10_000) { $0 % 2 == 0 ? .tap("leak", []) : .swipeDown }
    }

    /// `setStack` of n equal screens over a stack of n equal screens reuses each old one: a
    /// table of their positions, not a search and a removal from the middle for each (explore
    /// on such an app took 9.3 s at 500 screens and 36.9 s at 1,000).
    func testReplacingAStackCostsWhatTheTwoStacksHold() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        func run(_ n: Int) throws -> Int {
            let app = AppDefinition(
                name: "Replace", launch: [LaunchRule("main", root: "Main")],
                flows: [FlowSpec("Main", content: .stack(["Home"]))],
                screens: [
                    screen(
                        "Home",
                        [
                            "fill": [.setStack(Array(repeating: "Home", count: n))],
                            "again": [.setStack(Array(repeating: "Home", count: n))],
                        ])
                ])
            var sim = try Simulator(app: app)
            try sim.launch()
            try sim.tap("fill")
            let work = try WorkCounter.measure { try sim.tap("again") }
            XCTAssertEqual(sim.device.app?.window.rootVisibleStack?.screens.count, n)
            return try XCTUnwrap(work)
        }
        let (a, b) = (try run(2_000), try run(4_000))
        XCTAssertLessThan(
            Double(b) / Double(a), 2.5, "\(a) units for 2,000 screens, \(b) for 4,000")
    }

    /// Steps that fail are undone from the copy kept before them: as cheap as the others.
    func testFailedStepsOnADeepStackCostWhatTheyChange() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        func run(_ depth: Int) throws -> Int {
            var sim = try Simulator(app: Self.app)
            try sim.launch()
            for _ in 0..<depth { try sim.tap("open") }
            let before = sim.device
            let work = try WorkCounter.measure {
                for _ in 0..<1000 {
                    XCTAssertThrowsError(try sim.perform(.tap("fail", [])))
                }
            }
            XCTAssertEqual(sim.device.app?.window.rootVisibleStack?.screens.count, depth + 1)
            XCTAssertEqual(sim.device, before)
            return try XCTUnwrap(work)
        }
        let a = try run(5_000)
        let b = try run(20_000)
        XCTAssertLessThan(
            Double(b) / Double(a), 1.5, "failed taps: \(a) units 5k deep, \(b) 20k deep")
    }
}
