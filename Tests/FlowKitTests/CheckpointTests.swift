import XCTest

@testable import FlowKit

/// The explorer tries each step of a state on one simulator and rewinds it after each
/// (``Simulator/Checkpoint``): a rewound simulator must be the one it was, in everything a later
/// step or report reads.
final class CheckpointTests: XCTestCase {
    private func app() -> AppDefinition { FlagTabsApp.app(name: "C") }

    /// The fields `perform` sets afresh before it reads them (scratch of the step under way).
    private static let scratch: Set<String> = [
        "style", "transitionBase", "transitionBaseIsCurrent", "transitionScratch", "effectDepth",
        "effectsInRun",
    ]

    /// Every other stored field of a simulator, by name, as text: a field added to `Simulator`
    /// that a step changes for good, and that the checkpoint does not save, makes this differ.
    private static func persistentFields(of sim: Simulator) -> [String: String] {
        var fields: [String: String] = [:]
        for child in Mirror(reflecting: sim).children {
            guard let label = child.label, !scratch.contains(label) else { continue }
            fields[label] = String(describing: child.value)
        }
        return fields
    }

    /// A rewind puts the device back field by field, only the fields that changed
    /// (``DeviceState/takeChangedFields(of:)``): the device's layout is the one it assumes.
    func testTheDeviceIsPutBackFieldByField() throws {
        XCTAssertTrue(DeviceState.takesFieldsOneByOne)
        var sim = try Simulator(app: app())
        try sim.launch()
        let saved = sim.checkpoint
        let before = sim.device
        try sim.perform(.tap("flag", []))  // the store and the app change
        sim.rewind(to: saved)
        XCTAssertEqual(sim.device, before)
        XCTAssertEqual(sim.device.store, before.store)
    }

    func testARewoundSimulatorIsTheOneItWasAndStepsOnAsIt() throws {
        for (traceCapacity, counts) in [(0, true), (16, true), (0, false), (16, false)] {
            var sim = try Simulator(app: app(), traceCapacity: traceCapacity)
            sim.countsLifecycle = counts
            try sim.launch()
            let before = sim
            let saved = sim.checkpoint
            for step in [
                Step.tap("open", []), .select("b"), .tap("flag", []), .tap("ask", []), .relaunch,
                .reinstall,
            ] {
                try sim.perform(step)
                XCTAssertNotEqual(sim.stepsPerformed, before.stepsPerformed)
                sim.rewind(to: saved)
                XCTAssertEqual(sim.device, before.device, "\(step)")
                XCTAssertEqual(sim.device.fingerprint, before.device.fingerprint)
                XCTAssertEqual(sim.lifecycle, before.lifecycle)
                XCTAssertEqual(sim.stepsPerformed, before.stepsPerformed)
                XCTAssertEqual(sim.trace, before.trace)
                XCTAssertEqual(Self.persistentFields(of: sim), Self.persistentFields(of: before))
                // The same next step gives the same state from the rewound one as from a copy.
                var copy = before
                try copy.perform(.tap("open", []))
                var rewound = sim
                try rewound.perform(.tap("open", []))
                XCTAssertEqual(rewound.device, copy.device)
                XCTAssertEqual(rewound.lifecycle, copy.lifecycle)
                XCTAssertEqual(rewound.trace, copy.trace)
            }
        }
    }

    /// A quiet simulator (an explorer's) rewound to a checkpoint taken after a step knows that the
    /// screens appeared have loaded their views (``Simulator/transitionBaseIsUnlisted``): its next
    /// step need not walk the window to find it out, and reaches what a copy reaches. A checkpoint
    /// of a device put in from outside, or of a simulator that lists the screens, tells nothing.
    func testARewoundQuietSimulatorKnowsTheScreensAppearedHaveLoadedTheirViews() throws {
        var sim = try Simulator(app: app(), traceCapacity: 0)
        sim.countsLifecycle = false
        try sim.launch()
        let before = sim
        let saved = sim.checkpoint
        try sim.perform(.tap("open", []))
        sim.rewind(to: saved)
        XCTAssertTrue(sim.transitionBaseIsCurrent)
        var copy = before
        try copy.perform(.tap("open", []))
        try sim.perform(.tap("open", []))
        XCTAssertEqual(sim.device, copy.device)
        // A device put in from outside: the screens appeared are found out again.
        var outside = try Simulator(app: app(), traceCapacity: 0)
        outside.countsLifecycle = false
        outside.device = before.device
        XCTAssertFalse(outside.transitionBaseIsCurrent)
        let unknown = outside.checkpoint
        try outside.perform(.tap("open", []))
        outside.rewind(to: unknown)
        XCTAssertFalse(outside.transitionBaseIsCurrent)
        // A counting simulator keeps a list, which a rewind leaves to be gathered again.
        var counting = try Simulator(app: app())
        try counting.launch()
        let listed = counting.checkpoint
        try counting.perform(.tap("open", []))
        counting.rewind(to: listed)
        XCTAssertFalse(counting.transitionBaseIsCurrent)
    }

    /// A rewind to a checkpoint taken out of a frontier swaps the devices: the simulator is the
    /// one it was, the checkpoint holds the device the simulator had, and both step on as before.
    func testARewindToATakenCheckpointSwapsTheDevices() throws {
        for (traceCapacity, counts) in [(0, true), (16, false)] {
            var sim = try Simulator(app: app(), traceCapacity: traceCapacity)
            sim.countsLifecycle = counts
            try sim.launch()
            let before = sim
            var taken = sim.checkpoint
            try sim.perform(.tap("flag", []))
            try sim.perform(.select("b"))
            let after = sim.device
            sim.rewind(toTaken: &taken)
            XCTAssertEqual(sim.device, before.device)
            XCTAssertEqual(sim.lifecycle, before.lifecycle)
            XCTAssertEqual(sim.stepsPerformed, before.stepsPerformed)
            XCTAssertEqual(sim.trace, before.trace)
            XCTAssertEqual(Self.persistentFields(of: sim), Self.persistentFields(of: before))
            // What the checkpoint holds now is the device the steps led to.
            var other = before
            other.rewind(to: taken)
            XCTAssertEqual(other.device, after)
            XCTAssertNotEqual(other.device, before.device)
            var copy = before
            try copy.perform(.tap("open", []))
            try sim.perform(.tap("open", []))
            XCTAssertEqual(sim.device, copy.device)
            XCTAssertEqual(sim.lifecycle, copy.lifecycle)
        }
    }
}
