import XCTest

@testable import FlowKit
@testable import Scenarios

/// The walk starts from one state in which the stored keys that conditions read are not read
/// yet, and forks a state on a key's values where a path first reads it (``UnreadKeys``): the
/// starting points no longer multiply, and every combination's behaviour is still found.
final class LazyStartTests: XCTestCase {
    /// 20 Boolean keys, each a launch rule's: a launch reads them one rule at a time, so the walk
    /// has 21 launch states (the first key that holds, or none), not 1,048,576 starting points.
    func testLaunchRulesReadTheirKeysOneRuleAtATime() throws {
        let keys = (0..<20).map { "k\($0)" }
        let app = try AppText.compile(
            "app: Many\nstate:\n" + keys.map { "  \($0): {default: false}\n" }.joined()
                + "launch:\n"
                + keys.map { "  - state: s\($0)\n    when: \($0)\n    root: Main\n" }
                .joined()
                + "  - state: plain\n    root: Main\nflows:\n  Main:\n    stack: [Home]\nscreens:\n  Home: {}\n"
        )
        XCTAssertEqual(StartPoints(app: app).count, 1 << 20, "what the old walk started from")
        let e = Explorer(app: app).explore()
        XCTAssertTrue(e.isComplete)
        XCTAssertEqual(e.launchStates, 21)
        XCTAssertEqual(e.startOrdinalsCount, 1, "one start")
        XCTAssertLessThan(e.stateCount, 200)
        let text = ExplorationReport(appPath: "a.app.yaml", exploration: e).text()
        XCTAssertTrue(text.contains("launch states:  21 (from one start: 20 stored keys"), text)
    }

    /// A crash that needs two keys set together, each read by its own `if:` deep in the app: the
    /// walk finds it, and the scenario it writes sets just those two keys (and replays).
    func testABugThatNeedsTwoKeysSetTogetherIsFound() throws {
        let app = try AppText.compile(
            """
            app: Pair
            state:
              beta: {default: false}
              legacy: {default: false}
              unrelated: {default: false}
              theme: {default: light, values: [light, dark]}
            launch:
              - state: quiet
                when: unrelated
                root: Main
              - state: main
                root: Main
            flows:
              Main:
                stack: [Home]
            screens:
              Home:
                actions:
                  open: [push: Settings]
              Settings:
                actions:
                  sync:
                    - if: beta
                      then:
                        - if: legacy
                          then: [crash: "both flags on"]
            """)
        let e = Explorer(app: app).explore()
        XCTAssertTrue(e.isComplete)
        let crash = try XCTUnwrap(e.problems.first { $0.kind == .crash }, "\(e.problems)")
        XCTAssertEqual(
            crash.path.given,
            [
                Param("beta", .bool(true)), Param("legacy", .bool(true)),
                Param("unrelated", .bool(false)),
            ], "only the keys read on the way (the launch rule's too), in the app's order")
        XCTAssertEqual(crash.path.steps.count, 3, "launch, open, sync (forks are no steps)")
        XCTAssertEqual(crash.path.steps.first, .launch)
        // The path replays to the crash from a fresh install given those values.
        var sim = try Simulator(app: app, given: crash.path.given)
        for step in crash.path.steps { try sim.perform(step) }
        XCTAssertEqual(sim.crashMessage, "both flags on")
        // `theme` is never read: it is never forked (the states do not double for it).
        var themes: Set<String> = []
        _ = Explorer(app: app).explore(visit: { _, sim in
            themes.insert(sim.device.store[app.index(ofKey: "theme") ?? 0].description)
        })
        XCTAssertEqual(themes, ["light"])
    }

    /// A key read only by an action's `if:` explores both branches (and the walk is still one
    /// start: the key is forked where the tap reads it).
    func testAKeyReadOnlyByAnIfExploresBothBranches() throws {
        let app = try AppText.compile(
            """
            app: Paywall
            state:
              premium: {default: false}
              seenTips: {default: false, store: memory}
            launch:
              - state: main
                root: Main
            flows:
              Main:
                stack: [Home]
            screens:
              Home:
                actions:
                  upgrade:
                    - if: premium
                      then: [push: Premium]
                      else: [push: Paywall]
                  tips:
                    - if: seenTips
                      then: [push: Premium]
              Premium: {}
              Paywall: {}
            """)
        var screens: Set<String> = []
        let e = Explorer(app: app).explore(visit: { _, sim in
            if let top = sim.top?.name { screens.insert(top) }
        })
        XCTAssertTrue(e.isComplete)
        XCTAssertEqual(e.starts, [[]], "one start; premium is forked where `upgrade` reads it")
        XCTAssertEqual(e.launchStates, 1, "the launch reads no key")
        XCTAssertTrue(screens.isSuperset(of: ["Premium", "Paywall"]), "\(screens)")
        let review = Review(app: app).run()
        XCTAssertFalse(review.findings.contains { $0.check == .unreachableScreen })
    }

    /// A link's `when:` and a `$KEY` read are forks too; a key written before it is read is
    /// never forked (a write makes it known).
    func testLinkConditionsAndReferencesForkAndAWriteMakesAKeyKnown() throws {
        let app = try AppText.compile(
            """
            app: Links
            state:
              signedIn: {default: false}
              greeting: {default: hello, values: [hello, hi]}
              seen: {default: false}
            launch:
              - state: main
                root: Main
            links:
              inbox:
                url: "links://inbox"
                when: signedIn
                do: [push: Inbox]
            flows:
              Main:
                stack: [Home]
            screens:
              Home:
                actions:
                  greet:
                    - if: greeting == hi
                      then: [push: Hi]
                  mark:
                    - set: {seen: true}
                    - if: seen
                      then: [push: Seen]
              Inbox: {}
              Hi: {}
              Seen: {}
            """)
        var screens: Set<String> = []
        let e = Explorer(app: app).explore(visit: { _, sim in
            if let top = sim.top?.name { screens.insert(top) }
        })
        XCTAssertTrue(e.isComplete)
        XCTAssertTrue(screens.isSuperset(of: ["Inbox", "Hi", "Seen"]), "\(screens)")
        let forked = Set(e.forks.values.map { app.stateKeys[Int($0 >> 16)].name })
        XCTAssertEqual(forked, ["signedIn", "greeting"], "seen is written before it is read")
    }
}
