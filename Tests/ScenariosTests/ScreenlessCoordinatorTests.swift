import FlowKit
import XCTest

@testable import Scenarios

/// Coordinators with no screen (`screenless: true` with `onStart:`), gates that
/// check something and hand on, chained by their parent's `onFinish`.
final class ScreenlessCoordinatorTests: XCTestCase {
    private let app = """
        app: T
        state:
          flagged: false
          asks: false
        launch:
          - state: main
            root: Home
        flows:
          Home:
            stack: [Home]
            onFinish:
              GateA: [start: GateB]
              GateB: [push: Done]
          GateA:
            screenless: true
            onStart:
              - if: flagged
                then: [push: Stop]
                else: [finish]
          GateB:
            screenless: true
            onStart:
              - if: asks
                then: [alert: {title: Continue, buttons: {Continue: [finish], Stay: []}}]
                else: [finish]
          Forgetful:
            screenless: true
            onStart: [set: {flagged: true}]
          Looping:
            screenless: true
            onStart: [start: Looping]
        screens:
          Home:
            actions:
              check: {start: GateA}
              forget: {start: Forgetful}
              loop: {start: Looping}
          Stop: {}
          Done: {}
        """

    private func simulator(_ given: [Param] = []) throws -> Simulator {
        let compiled = try Compiled(app: app)
        let definition = try XCTUnwrap(compiled.app, "\(compiled.diagnostics)").definition
        var sim = try Simulator(app: definition, given: given)
        try sim.launch()
        return sim
    }

    func testGatesThatFinishHandOnThroughTheParentsOnFinishInOneStep() throws {
        var sim = try simulator()
        try sim.tap("check")
        XCTAssertEqual(sim.stack.map(\.name), ["Home", "Done"])
        XCTAssertEqual(sim.device.app?.coordinators.paths, ["App", "App/Home"])
        let started = sim.trace.events.compactMap { event -> String? in
            if case .coordinatorStarted(let path) = event {
                return path.description
            } else {
                return nil
            }
        }
        XCTAssertEqual(started.suffix(2), ["App/Home/GateA", "App/Home/GateB"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testAGateThatStopsStaysInTheTreeHoldingItsScreenWithoutLeaking() throws {
        var sim = try simulator([Param("flagged", true)])
        try sim.tap("check")
        XCTAssertEqual(sim.stack.map(\.name), ["Home", "Stop"])
        XCTAssertEqual(sim.device.app?.coordinators.paths, ["App", "App/Home", "App/Home/GateA"])
        XCTAssertEqual(sim.stack.last?.owner, sim.device.app?.coordinators.all.last?.id)
        XCTAssertEqual(sim.leaks, [])
        try sim.back()  // the user leaves the gate's screen: nothing finishes the gate
        XCTAssertEqual(sim.leaks.map(\.subject), ["App/Home/GateA"])
    }

    func testAGateWaitingOnItsAlertIsAliveAndTheButtonHandsOn() throws {
        var sim = try simulator([Param("asks", true)])
        try sim.tap("check")
        XCTAssertEqual(sim.device.app?.window.alert?.title, "Continue")
        XCTAssertEqual(sim.device.app?.coordinators.paths, ["App", "App/Home", "App/Home/GateB"])
        XCTAssertEqual(sim.leaks, [])
        try sim.tapAlert("Continue")
        XCTAssertEqual(sim.stack.map(\.name), ["Home", "Done"])
        XCTAssertEqual(sim.device.app?.coordinators.paths, ["App", "App/Home"])
    }

    func testAGateLeftWaitingForNothingIsALeakThatSaysSo() throws {
        var sim = try simulator([Param("asks", true)])
        try sim.tap("check")
        try sim.tapAlert("Stay")  // the button does not finish the gate
        let leak = try XCTUnwrap(sim.leaks.first)
        XCTAssertEqual(leak.kind, .coordinator)
        XCTAssertEqual(leak.subject, "App/Home/GateB")
        XCTAssertTrue(
            leak.description.contains("has no screen and waits for nothing"), leak.description)
        var forgetful = try simulator()
        try forgetful.tap("forget")
        XCTAssertEqual(forgetful.leaks.map(\.subject), ["App/Home/Forgetful"])
    }

    func testAGateThatStartsItselfFailsTheStepInsteadOfHanging() throws {
        var sim = try simulator()
        let before = sim.device
        XCTAssertThrowsError(try sim.tap("loop")) { error in
            let stepError = error as? StepError
            XCTAssertEqual(
                stepError?.reason, .effectsTooDeep(limit: Simulator.maximumEffectDepth))
        }
        XCTAssertEqual(sim.device, before)
    }

    func testAGateThatStartsItselfSaysWhichEffectsRepeat() throws {
        var sim = try simulator()
        XCTAssertThrowsError(try sim.tap("loop")) { error in
            let message = (error as? StepError)?.message ?? ""
            XCTAssertTrue(
                message.contains("again and again: 'start: Looping' → 'start: Looping'"), message)
        }
    }

    /// A launch chain of `gates` screenless gates, each finishing at once, the parent's
    /// `onFinish` starting the next: two effect lists nest per gate.
    private func gateChain(_ gates: Int) throws -> Simulator {
        let handOns = (1..<gates).map { "      G\($0): [start: G\($0 + 1)]" }
        let flows = (1...gates).map { "  G\($0): {screenless: true, onStart: [finish]}" }
        let app =
            ([
                "app: Gates", "launch:", "  - state: main", "    root: Home", "flows:", "  Home:",
                "    stack: [Home]", "    onFinish:",
            ] + handOns + ["      G\(gates): [push: Done]"] + flows + [
                "screens:", "  Home:", "    actions:", "      go: {start: G1}", "  Done: {}",
            ]).joined(separator: "\n")
        let compiled = try Compiled(app: app)
        let definition = try XCTUnwrap(compiled.app, "\(compiled.diagnostics)").definition
        var sim = try Simulator(app: definition)
        try sim.launch()
        return sim
    }

    func testALongChainOfGatesHandingOnInOneStepIsNotTakenForALoop() throws {
        // Thirty gates nest sixty-one effect lists; a real app's launch chain of sixteen reached the
        // old limit of thirty-two.
        var sim = try gateChain(30)
        try sim.tap("go")
        XCTAssertEqual(sim.top?.name, "Done")
        XCTAssertEqual(sim.device.app?.coordinators.paths, ["App", "App/Home"])
    }

    func testAChainTooLongForTheLimitSaysItDoesNotRepeat() throws {
        var sim = try gateChain(Simulator.maximumEffectDepth / 2 + 4)
        var messages: [String] = []
        for _ in 0..<2 {
            XCTAssertThrowsError(try sim.tap("go")) { error in
                let stepError = error as? StepError
                XCTAssertEqual(
                    stepError?.reason, .effectsTooDeep(limit: Simulator.maximumEffectDepth))
                messages.append(stepError?.message ?? "")
            }
        }
        let message = messages.first ?? ""
        XCTAssertTrue(message.contains("without repeating ('start: G1' →"), message)
        XCTAssertFalse(message.contains("again and again"), message)
        XCTAssertEqual(messages.last, message, "a second try says the same: nothing noted is kept")
    }

    func testScreenlessFlowsAreCheckedAtLoad() throws {
        let compiled = try Compiled(
            app: """
                app: T
                launch:
                  - state: main
                    root: Gate
                flows:
                  Gate: {screenless: true, onStart: [finish], hidesBars: true}
                  NoStart: {screenless: true}
                  Stack: {stack: [Home], onStart: [finish]}
                  Disabled: {screenless: false, onStart: [finish]}
                  Bare: {onStart: [finish]}
                screens:
                  Home: {}
                """)
        let messages = compiled.errors.map { $0.components(separatedBy: "error: ").last ?? $0 }
        XCTAssertEqual(
            messages.sorted(),
            [
                "'Gate' is a screenless flow and cannot be the window root; only stack and tabs flows can",
                "'hidesBars' applies to flows with screens, and 'Gate' is screenless",
                "'onStart' applies only to screenless flows, and 'Stack' is a stack flow; a flow with screens starts by showing them (run effects from a screen's onAppear)",
                "flow 'Bare' needs one of stack, tabs, push or present (a flow with no screen writes screenless: true beside onStart)",
                "flow 'Disabled' says screenless: false; write screenless: true for a flow with no screen, or give it stack, tabs, push or present",
                "screenless flow 'NoStart' needs onStart: the effects its start() runs (check something, start the next flow, finish)",
            ].sorted(), "\(compiled.errors)")
    }
}
