import XCTest

@testable import FlowKit

/// Ctrl-C during a walk: a stop request (``WalkStop``, the flag the SIGINT handler sets) ends
/// the walk within a few hundred states expanded, as a bound would, and what was found before is
/// kept, each finding with its shortest path.
final class WalkStopTests: XCTestCase {
    /// 24 independent switches (2^24 states: a walk no test sees the end of) and a button that
    /// crashes, found at the first step.
    private func endless() -> AppDefinition {
        let keys = (0..<24).map { StateKey("k\($0)", default: false) }
        let actions = (0..<24).map { ActionSpec("on\($0)", [write("k\($0)", true)]) }
        return stackApp(
            screens: [ScreenSpec("A", actions: actions + [ActionSpec("boom", [.crash("boom")])])],
            state: keys)
    }

    func testARequestDuringTheWalkStopsItAndKeepsWhatWasFound() {
        let stop = WalkStop()
        var explorer = Explorer(app: endless(), options: Explorer.Options(maxStates: 5_000_000))
        explorer.stop = stop
        var requestedAt: Int?
        let e = explorer.explore(progress: { progress in
            if requestedAt == nil, progress.states >= 3_000 {
                requestedAt = progress.states
                stop.request()
            }
        })
        XCTAssertEqual(e.stoppedBy, .interrupted)
        XCTAssertFalse(e.isComplete)
        XCTAssertNil(e.left, "no bound to raise: no why: line")
        let at = try? XCTUnwrap(requestedAt)
        // Looked at every 256 states expanded, each finding at most 25 new states.
        XCTAssertLessThanOrEqual(e.stateCount, (at ?? 0) + 256 * 25 + 1_024)
        XCTAssertGreaterThan(e.unexpandedCount, 0)
        let crash = e.problems.first { $0.kind == .crash }
        XCTAssertEqual(crash?.path.steps.map(ScenarioText.step), ["launch", "tap: boom"])
    }

    func testARequestBeforeTheWalkExpandsNothing() {
        let stop = WalkStop()
        stop.request()
        var explorer = Explorer(app: endless())
        explorer.stop = stop
        let e = explorer.explore()
        XCTAssertEqual(e.stoppedBy, .interrupted)
        XCTAssertEqual(e.stateCount, 1, "the start only")
        XCTAssertEqual(e.transitionCount, 0)
        stop.reset()
        XCTAssertFalse(stop.isRequested)
    }

    func testNoRequestLeavesTheWalkComplete() {
        var explorer = Explorer(
            app: stackApp(screens: [
                screen("A", ["open": [.push("B")]]), screen("B", ["close": [.pop]]),
            ]))
        explorer.stop = WalkStop()
        let e = explorer.explore()
        XCTAssertNil(e.stoppedBy)
        XCTAssertEqual(e.stateCount, 3)
    }

    func testAReviewStopsEachOfItsWalks() {
        let stop = WalkStop()
        stop.request()
        var review = Review(app: endless())
        review.stop = stop
        let result = review.run()
        XCTAssertEqual(result.exploration.stoppedBy, .interrupted)
        XCTAssertEqual(result.statesWalked, 1)
    }
}
