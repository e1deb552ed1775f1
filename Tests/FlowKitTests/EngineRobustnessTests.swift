import Foundation
import XCTest
@testable import FlowKit

/// No app definition, however wrong, and no sequence of steps traps the engine: an impossible
/// step throws a `StepError` and leaves the device as it was.
final class EngineRobustnessTests: XCTestCase {
    // MARK: - Effects that run effects again

    /// A launch rule whose `then:` runs `decide` runs itself again, forever.
    static let decideLoop = AppDefinition(
        name: "Loop",
        launch: [LaunchRule("only", root: "Root", then: [.decide])],
        flows: [FlowSpec("Root", content: .stack(["A"]))],
        screens: [screen("A", ["again": [.decide]])])

    func testALaunchRuleWhoseThenRunsDecideFailsTheStepInsteadOfOverflowingTheStack() throws {
        var sim = try Simulator(app: Self.decideLoop)
        let error = assertStepFails(&sim, .launch, .effectsTooDeep(limit: Simulator.maximumEffectDepth),
                                    mentions: ["effects nest deeper than \(Simulator.maximumEffectDepth) levels", "decide"])
        XCTAssertNil(sim.device.app, "the failed launch leaves the app not running")
        XCTAssertEqual(error?.message.contains("starts with 'decide'"), true, error?.message ?? "")
    }

    func testTheLimitLeavesTheSimulatorUsableForTheNextStep() throws {
        // The loop fails every time, the same way: the depth is not left raised by the failure.
        var sim = try Simulator(app: Self.decideLoop)
        for _ in 0..<3 { assertStepFails(&sim, .launch, .effectsTooDeep(limit: Simulator.maximumEffectDepth)) }
        XCTAssertEqual(sim.effectDepth, 0)
    }

    func testAnOnFinishThatRunsDecideWhoseRuleFinishesTheFlowAgainStopsAtTheLimit() throws {
        // The rule starts Game and finishes it; Root's onFinish for Game decides again, which
        // runs the rule again: decide → then → finish → onFinish → decide → …
        let app = AppDefinition(
            name: "Ping-pong",
            launch: [LaunchRule("only", root: "Root", then: [.start("Game"), .finish])],
            flows: [FlowSpec("Root", content: .stack(["A"]), onFinish: ["Game": [.decide]]),
                    FlowSpec("Game", content: .push(["G"]))],
            screens: [screen("A"), screen("G")])
        var sim = try Simulator(app: app)
        assertStepFails(&sim, .launch, .effectsTooDeep(limit: Simulator.maximumEffectDepth), mentions: ["onFinish"])
    }

    /// Swiping the sheet away finishes Sheet (autoFinish); Root's onFinish starts it again and
    /// dismisses it at once, so the new Sheet finishes too, and so on: this hung the step.
    func testAnOnFinishThatStartsAndRemovesAnAutoFinishingFlowFailsTheStepInsteadOfHanging() throws {
        let app = stackApp(
            flows: [FlowSpec("Sheet", content: .present(["S"], .sheet), autoFinish: true)],
            screens: [screen("A", ["open": [.start("Sheet")]]), screen("S")],
            rootOnFinish: ["Sheet": [.start("Sheet"), .dismiss]])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("open")
        assertStepFails(&sim, .swipeDown, .autoFinishLoop(path: "App/Root/Sheet"),
                        mentions: ["after \(Simulator.maximumAutoFinishes) in one step", "App/Root/Sheet", "onFinish"])
        XCTAssertEqual(sim.presented.map(\.name), ["S"])

        // Once onFinish no longer removes what it starts, the same swipe succeeds.
        var fixed = app
        fixed.flows["Root"]?.onFinish = ["Sheet": [.start("Sheet")]]
        var ok = try Simulator(app: fixed)
        try ok.launch()
        try ok.tap("open")
        try ok.swipeDown()
        XCTAssertEqual(ok.presented.map(\.name), ["S"])
        XCTAssertEqual(ok.coordinatorPaths, ["App", "App/Root", "App/Root/Sheet"])
    }

    /// The deepest nesting fits in a stack much smaller than the main thread's 8 MiB: a debug
    /// build takes about 27 KiB a level (most of it `apply`'s frame), a release build far less.
    func testTheDeepestNestingFitsInASmallStack() throws {
        let done = expectation(description: "the loop fails on a thread with a 1.5 MiB stack")
        let thread = Thread {
            var reason: StepError.Reason?
            do throws(StepError) {
                var sim = try Simulator(app: Self.decideLoop)
                try sim.launch()
            } catch {
                reason = error.reason
            }
            XCTAssertEqual(reason, .effectsTooDeep(limit: Simulator.maximumEffectDepth))
            done.fulfill()
        }
        thread.stackSize = 1536 * 1024
        thread.start()
        wait(for: [done], timeout: 30)
    }
}
