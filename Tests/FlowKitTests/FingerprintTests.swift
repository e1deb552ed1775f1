import XCTest
@testable import FlowKit

/// DeviceState's fingerprint: equal states fingerprint equally; a change that shows fingerprints differently.
final class FingerprintTests: XCTestCase {
    private func app() -> AppDefinition {
        AppDefinition(
            name: "F",
            state: [StateKey("flag", default: false)],
            launch: [LaunchRule("main", root: "Main")],
            flows: [FlowSpec("Main", content: .tabs([TabSpec("a", flow: "A"), TabSpec("b", flow: "B")])),
                    FlowSpec("A", content: .stack(["Home"])),
                    FlowSpec("B", content: .stack(["Other"]))],
            screens: [ScreenSpec("Home", actions: [ActionSpec("open", [.push("Detail")]),
                                                   ActionSpec("flag", [.set([StateWrite("flag", .literal(true))])]),
                                                   ActionSpec("ask", [.alert(AlertSpec(title: "Sure?"))])]),
                      ScreenSpec("Detail"), ScreenSpec("Other")])
    }

    func testTheSameStepsGiveEqualStatesAndEqualFingerprints() throws {
        var one = try Simulator(app: app())
        var two = try Simulator(app: app())
        for sim in [0, 1] {
            if sim == 0 { try one.launch(); try one.tap("open") } else { try two.launch(); try two.tap("open") }
        }
        XCTAssertEqual(one.device, two.device)
        XCTAssertEqual(one.device.fingerprint, two.device.fingerprint)
        XCTAssertEqual(Set([one.device, two.device]).count, 1)
    }

    func testEveryKindOfChangeChangesTheFingerprint() throws {
        var sim = try Simulator(app: app())
        var seen: [UInt64] = [sim.device.fingerprint]
        try sim.launch(); seen.append(sim.device.fingerprint)          // the app runs
        let launched = sim.device
        try sim.tap("open"); seen.append(sim.device.fingerprint)       // a push
        try sim.back()                                                  // a pop: back where it was
        XCTAssertEqual(sim.device, launched, "push then back returns to an equal state")
        XCTAssertEqual(sim.device.fingerprint, launched.fingerprint)
        try sim.select("b"); seen.append(sim.device.fingerprint)       // a tab switch (and a load)
        try sim.select("a"); seen.append(sim.device.fingerprint)
        try sim.tap("flag"); seen.append(sim.device.fingerprint)       // a store write
        try sim.tap("ask"); seen.append(sim.device.fingerprint)        // an alert
        XCTAssertEqual(Set(seen).count, seen.count, "each step must change the fingerprint: \(seen)")
    }

    func testHashingUsesTheFingerprint() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        var hasher = Hasher()
        hasher.combine(sim.device.fingerprint)
        XCTAssertEqual(sim.device.hashValue, hasher.finalize())
    }
}
