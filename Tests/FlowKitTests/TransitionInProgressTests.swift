import XCTest

@testable import FlowKit

/// Documentation/UIKitRules.md, steps during a transition (A5–A8): a step with `settle: false`
/// leaves its animations running, and what UIKit does with the next step, made before they end.
final class TransitionInProgressTests: XCTestCase {
    /// A stack app: `A` pushes `D` or presents the sheet `S`; `S` closes with a dismiss that has
    /// a completion handler; the present flow `Cover` starts with `animated:` as written.
    static let app = stackApp(
        flows: [FlowSpec("Cover", content: .present(["K"], .sheet))],
        screens: [
            screen(
                "A",
                [
                    "open": [.push("D")], "sheet": [.present("S", .sheet)],
                    "other": [.present("O", .sheet)], "cover": [.start("Cover")],
                    "coverStill": [Effect.start("Cover").animated(false)],
                ]),
            screen("S", ["close": [.dismiss.completion([write("mark", "closed")])]]),
            screen("D"), screen("O"), screen("K"),
        ],
        state: [StateKey("mark", default: "none", values: ["none", "closed"])])

    private func launched(_ app: AppDefinition = TransitionInProgressTests.app) throws -> Simulator
    {
        var sim = try Simulator(app: app)
        try sim.launch()
        return sim
    }

    // MARK: settle: false

    func testAStepThatSettlesLeavesNoTransitionInProgress() throws {
        var sim = try launched()
        try sim.tap("open")
        XCTAssertNil(sim.transitionInProgress)
    }

    func testAnUnsettledPushIsAPushInProgressUntilTheNextStepEnds() throws {
        var sim = try launched()
        try sim.perform(.unsettled(.tap("open", [])))
        XCTAssertEqual(sim.transitionInProgress?.kind, .push)
        XCTAssertEqual(sim.stackNames, ["A", "D"], "the push is on the stack at once (A4)")
        try sim.back()
        XCTAssertNil(sim.transitionInProgress, "the next step settles")
        XCTAssertEqual(sim.stackNames, ["A"])
    }

    func testAnUnsettledStepWithNoAnimatedChangeLeavesNothingInProgress() throws {
        var sim = try launched()
        try sim.perform(.unsettled(.tap("coverStill", [])))
        XCTAssertNil(sim.transitionInProgress, "animated: false on start: presents at once")
        XCTAssertEqual(sim.presented.map(\.name), ["K"], "\(sim.trace.events)")
    }

    func testTheBackButtonAndASwipeAreTransitionsOfTheirOwn() throws {
        var sim = try launched()
        try sim.tap("open")
        try sim.perform(.unsettled(.back))
        XCTAssertEqual(sim.transitionInProgress?.kind, .pop)
        try sim.tap("sheet")
        try sim.perform(.unsettled(.swipeDown))
        XCTAssertEqual(sim.transitionInProgress?.kind, .dismiss)
    }

    func testTwoUnsettledStepsInARowKeepTheFirstsTransitionAndItsHandler() throws {
        var sim = try launched()
        try sim.tap("sheet")
        try sim.perform(.unsettled(.tap("close", [])))
        try sim.perform(.unsettled(.set([Param("mark", "none")])))
        XCTAssertEqual(sim.transitionInProgress?.kind, .dismiss, "still the dismissal")
        XCTAssertEqual(sim.state("mark"), "none", "its handler still waits")
        try sim.tap("open")
        XCTAssertEqual(sim.state("mark"), "closed")
        XCTAssertNil(sim.transitionInProgress)
    }

    // MARK: A5 a tap before the animation begins

    func testA5_aTapDuringAPushLandsOnTheScreenStillSeen() throws {
        var sim = try launched()
        try sim.perform(.unsettled(.tap("sheet", [])))
        XCTAssertEqual(sim.transitionInProgress?.kind, .present)
        // `other` is A's: the user still sees A while S's presentation has not begun.
        assertStepFails(
            &sim, .tap("other", []), .alreadyPresenting(presenting: "O", on: "A", already: "S"),
            mentions: ["already presenting"])
        XCTAssertEqual(sim.transitionInProgress?.kind, .present, "a failed step keeps it running")
    }

    func testA5_aTapOfAnActionTheScreenStillSeenLacksFails() throws {
        var sim = try launched()
        try sim.perform(.unsettled(.tap("sheet", [])))
        let error = assertStepFails(
            &sim, .tap("close", []),
            .noSuchAction(
                "close", screen: "A", available: ["open", "sheet", "other", "cover", "coverStill"]),
            mentions: ["'A' is still on screen", "settle: false"])
        XCTAssertNotNil(error)
    }

    func testA5_aTapDuringADismissalLandsOnTheScreenUncovered() throws {
        var sim = try launched()
        try sim.tap("sheet")
        try sim.perform(.unsettled(.tap("close", [])))
        XCTAssertEqual(sim.transitionInProgress?.kind, .dismiss)
        XCTAssertEqual(sim.state("mark"), "none", "the completion waits for the animation")
        try sim.tap("open")
        XCTAssertEqual(sim.stackNames, ["A", "D"])
        XCTAssertEqual(sim.state("mark"), "closed", "and runs when the next step ends")
    }

    // MARK: A6 the double push

    func testA6_aSecondTapBeforeThePushBeginsPushesTwiceAndFails() throws {
        var sim = try launched()
        try sim.perform(.unsettled(.tap("open", [])))
        assertStepFails(
            &sim, .tap("open", []), .pushedTwice(screen: "D"),
            mentions: ["pushed again", "ignore taps while a transition runs"])
        XCTAssertEqual(sim.stackNames, ["A", "D"])
    }

    func testA6_theInterleavedStepIsTheSameDoublePushAndLeavesNothingBehind() throws {
        var sim = try launched()
        assertStepFails(
            &sim, .interleaved(.tap("open", []), .tap("open", [])), .pushedTwice(screen: "D"))
        XCTAssertNil(sim.transitionInProgress)
        XCTAssertEqual(sim.stackNames, ["A"], "the pair is undone as one step")
    }

    func testA6_aPushOfAnotherScreenDuringAPushIsNoDoublePush() throws {
        var app = Self.app
        app.screens["A"]?.actions.append(ActionSpec("openOther", [.push("O")]))
        var sim = try launched(app)
        try sim.perform(.unsettled(.tap("open", [])))
        try sim.tap("openOther")
        XCTAssertEqual(sim.stackNames, ["A", "D", "O"], "two taps on two rows: A4, both land")
    }

    // MARK: A7 a tab tap during a dismissal

    func testA7_aTabTapDuringADismissalSelectsTheTabAndTheCompletionRunsAfter() throws {
        var sim = try launched(Self.tabsApp)
        try sim.tap("sheet")
        assertStepFails(&sim, .select("b"), .tabBarCovered(by: "S"))
        try sim.perform(.unsettled(.tap("close", [])))
        try sim.select("b")
        XCTAssertEqual(sim.selectedTab, "b")
        XCTAssertEqual(sim.state("mark"), "closed")
        XCTAssertNil(sim.transitionInProgress)
    }

    func testA7_exploreTapsEachTabDuringEachDismissal() {
        var options = Explorer.Options(maxStates: 2_000)
        let before = Explorer(app: Self.tabsApp, options: options).explore()
        options.interleavesTransitions = true
        let after = Explorer(app: Self.tabsApp, options: options).explore()
        XCTAssertEqual(after.stateCount, before.stateCount, "the tab taps land in states found")
        // From the sheet: close, then a or b; swipe down, then a or b.
        XCTAssertGreaterThanOrEqual(after.transitionCount, before.transitionCount + 4)
        XCTAssertEqual(after.problems.count, before.problems.count + 1, "the double-tapped sheet")
    }

    static let tabsApp = AppDefinition(
        name: "T", state: [StateKey("mark", default: "none", values: ["none", "closed"])],
        launch: [LaunchRule("main", root: "Main")],
        flows: [
            FlowSpec(
                "Main", content: .tabs([TabSpec("a", flow: "A"), TabSpec("b", flow: "B")])),
            FlowSpec("A", content: .stack(["Home"])),
            FlowSpec("B", content: .stack(["Other"])),
        ],
        screens: [
            screen("Home", ["sheet": [.present("S", .sheet)]]),
            screen("S", ["close": [.dismiss.completion([write("mark", "closed")])]]),
            screen("Other"),
        ])

    // MARK: A8 present from a presenter whose presentation is being dismissed

    func testA8_aPresentFromThePresenterWhoseDismissalAnimatesIsDropped() throws {
        var sim = try launched()
        try sim.tap("sheet")
        try sim.perform(.unsettled(.tap("close", [])))
        assertStepFails(
            &sim, .tap("other", []), .presentationInProgress(presenting: "O", on: "A"),
            mentions: ["while a presentation is in progress"])
        try sim.tap("open")
        XCTAssertEqual(sim.state("mark"), "closed")
    }

    func testA8_aPresentFromTheScreenBeingDismissedIsRefusedAsX3() throws {
        var app = Self.app
        app.screens["S"]?.actions.append(
            ActionSpec("closeThenShow", [.dismiss.completion([.present("O", .sheet)])]))
        var sim = try launched(app)
        try sim.tap("sheet")
        assertStepFails(
            &sim, .tap("closeThenShow", []), .notInWindowHierarchy(presenting: "O", on: "S"),
            mentions: ["not in the window hierarchy"])
    }

    // MARK: animated: on start:

    func testAnimatedOnAPresentFlowsStartIsItsPresentations() throws {
        var sim = try launched()
        try sim.perform(.unsettled(.tap("cover", [])))
        XCTAssertEqual(sim.transitionInProgress?.kind, .present)
        var still = try launched()
        try still.perform(.unsettled(.tap("coverStill", [])))
        XCTAssertNil(still.transitionInProgress)
    }

    // MARK: Exploration

    func testExploreFindsTheDoublePushWithAPathThatReplays() throws {
        var options = Explorer.Options(maxStates: 2_000)
        options.interleavesTransitions = true
        let found = Explorer(app: Self.app, options: options).explore()
        let doubled = found.problems.filter {
            if case .pushedTwice = $0.reason { return true }
            return false
        }
        XCTAssertEqual(doubled.count, 1, "\(found.problems.map(\.message))")
        let steps = doubled.first?.path.steps ?? []
        XCTAssertEqual(steps, [.launch, .interleaved(.tap("open", []), .tap("open", []))])
        // The path replays: its last step fails the same way.
        var sim = try Simulator(app: Self.app)
        for step in steps.dropLast() { try sim.perform(step) }
        try sim.perform(.unsettled(.tap("open", [])))
        assertStepFails(&sim, .tap("open", []), .pushedTwice(screen: "D"))
        let text = ScenarioText.step(steps[1])
        XCTAssertEqual(text, "tap: open\n    settle: false\n  - tap: open")
    }

    func testExploreFindsTheDroppedPresentationOfADoubleTap() {
        var options = Explorer.Options(maxStates: 2_000)
        options.interleavesTransitions = true
        let found = Explorer(app: Self.app, options: options).explore()
        XCTAssertTrue(
            found.problems.contains {
                $0.place.contains("tap: sheet") && $0.trigger == "tap: sheet during a transition"
            }, "\(found.problems.map(\.place))")
    }

    func testExploreWithoutInterleavingFindsNoDoublePush() {
        let found = Explorer(app: Self.app, options: Explorer.Options(maxStates: 2_000)).explore()
        XCTAssertFalse(found.problems.contains { $0.reason == .pushedTwice(screen: "D") })
    }

    func testInterleavingAddsOneStepPerTransitionAndNoStatesOfItsOwn() {
        var options = Explorer.Options(maxStates: 2_000)
        let before = Explorer(app: Self.app, options: options).explore()
        options.interleavesTransitions = true
        let after = Explorer(app: Self.app, options: options).explore()
        XCTAssertNil(after.stoppedBy)
        XCTAssertEqual(after.stateCount, before.stateCount, "every double tap here fails")
        // The double push, and the second presentation of each double tap that presents.
        let added = Set(after.problems.map(\.place)).subtracting(before.problems.map(\.place))
        XCTAssertEqual(
            added,
            [
                "A › {tap: open, settle: false}; tap: open",
                "A › {tap: sheet, settle: false}; tap: sheet",
                "A › {tap: other, settle: false}; tap: other",
                "A › {tap: cover, settle: false}; tap: cover",
            ])
    }
}
