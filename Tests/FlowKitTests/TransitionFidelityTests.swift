import XCTest

@testable import FlowKit

/// Documentation/UIKitRules.md, transitions (A1–A4): animated changes, completion handlers, and
/// what UIKit does with a call made while an animation runs.
final class TransitionFidelityTests: XCTestCase {
    static let other: Effect = .present("O", .sheet)

    static let app = stackApp(
        screens: [
            screen(
                "A",
                [
                    "sheet": [.present("S", .sheet)],
                    "doublePush": [.push("D"), .push("D")],
                    "pushThenPop": [.push("D"), .pop],
                    "sheetThenPresent": [.present("S", .sheet), other],
                    "unanimatedSheetThenPresent": [.present("S", .sheet).animated(false), other],
                ]),
            screen("S", ["close": [.dismiss]]),
            screen("O"), screen("D"),
        ],
        state: [StateKey("mark", default: "none", values: ["none", "completion", "list"])],
        links: [
            LinkSpec("route", effects: [.dismiss, other]),
            LinkSpec("routeUnanimated", effects: [.dismiss.animated(false), other]),
            LinkSpec("routeInCompletion", effects: [.dismiss.completion([other])]),
            LinkSpec("routeThenAlert", effects: [.dismiss, .alert(AlertSpec(title: "Routed"))]),
            LinkSpec(
                "order",
                effects: [
                    .dismiss.completion([write("mark", "completion")]), write("mark", "list"),
                ]),
            LinkSpec(
                "unanimatedOrder",
                effects: [
                    .dismiss.animated(false).completion([write("mark", "completion")]),
                    write("mark", "list"),
                ]),
            LinkSpec("loop", effects: [.dismiss.completion([.post("loop")])]),
            LinkSpec(
                "stopped",
                effects: [
                    .dismiss.completion([write("mark", "completion")]),
                    .guardThat(.equals("mark", .literal("list")), else: []),
                ]),
        ])

    private func withSheet() throws -> Simulator {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("sheet")
        XCTAssertEqual(sim.presented.map(\.name), ["S"])
        return sim
    }

    // MARK: A1 present while a presentation is in progress

    func testA1_presentRightAfterAnAnimatedDismissIsDropped() throws {
        var sim = try withSheet()
        assertStepFails(
            &sim, .open("route", []), .presentationInProgress(presenting: "O", on: "A"),
            mentions: [
                "Attempt to present 'O' on 'A' while a presentation is in progress", "completion:",
                "animated: false",
            ])
    }

    func testA1_anAlertRightAfterAnAnimatedDismissIsDroppedToo() throws {
        var sim = try withSheet()
        assertStepFails(
            &sim, .open("routeThenAlert", []),
            .presentationInProgress(presenting: "Routed", on: "A"),
            mentions: ["while a presentation is in progress"])
    }

    func testA1_aPresentWhileAPresentAnimatesIsStillP1sRefusal() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        guard case .alreadyPresenting = try failure(of: .tap("sheetThenPresent", []), on: &sim)
        else { return XCTFail("P1 names what is already presented") }
        guard
            case .alreadyPresenting = try failure(
                of: .tap("unanimatedSheetThenPresent", []), on: &sim)
        else { return XCTFail("without animation the presenter presents S all the same") }
    }

    func testA1_theStepAfterAnAnimatedDismissPresentsNormally() throws {
        var sim = try withSheet()
        try sim.tap("close")
        XCTAssertEqual(sim.presented, [])
        try sim.tap("sheet")
        XCTAssertEqual(
            sim.presented.map(\.name), ["S"], "the animation ended with the step before")
    }

    // MARK: A2 not animated

    func testA2_presentRightAfterAnUnanimatedDismissShows() throws {
        var sim = try withSheet()
        try sim.open("routeUnanimated")
        XCTAssertEqual(sim.presented.map(\.name), ["O"])
    }

    func testA2_anUnanimatedChangesCompletionRunsAtOnce() throws {
        var sim = try withSheet()
        try sim.open("unanimatedOrder")
        XCTAssertEqual(sim.state("mark"), "list", "the effect after the dismiss ran last")
    }

    // MARK: A3 completion handlers

    func testA3_presentInTheDismissCompletionShows() throws {
        var sim = try withSheet()
        try sim.open("routeInCompletion")
        XCTAssertEqual(sim.presented.map(\.name), ["O"])
    }

    func testA3_anAnimatedChangesCompletionRunsAfterTheRestOfTheList() throws {
        var sim = try withSheet()
        try sim.open("order")
        XCTAssertEqual(sim.state("mark"), "completion", "the completion ran after the list's end")
    }

    func testA3_aHandlerSetBeforeAGuardStopsTheListStillRuns() throws {
        var sim = try withSheet()
        try sim.open("stopped")
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.state("mark"), "completion")
    }

    func testA3_aHandlerInAnAppearanceCallbackRuns() throws {
        var app = Self.app
        app.screens["O"]?.onAppear = [.dismiss.completion([write("mark", "completion")])]
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("sheet")
        try sim.open("routeInCompletion")
        XCTAssertEqual(sim.presented, [], "O dismissed itself as it appeared")
        XCTAssertEqual(sim.state("mark"), "completion", "and its handler ran")
    }

    func testA3_completionHandlersThatKeepSettingHandlersStop() throws {
        var sim = try withSheet()
        guard case .tooManyEffects(let limit) = try failure(of: .open("loop", []), on: &sim)
        else { return XCTFail("the loop of handlers is cut") }
        XCTAssertEqual(limit, Simulator.maximumCompletionRounds)
    }

    // MARK: A4 push and pop while a navigation transition runs

    func testA4_aPushWhileAPushAnimatesLandsOnTop() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("doublePush")
        XCTAssertEqual(sim.stackNames, ["A", "D", "D"], "the double push")
        try sim.back()
        try sim.back()
        try sim.tap("pushThenPop")
        XCTAssertEqual(sim.stackNames, ["A"], "the pop takes the screen being pushed")
    }

    // MARK: Exploration

    func testA1_exploreFindsTheDroppedPresentationWithItsShortestPath() {
        let router = stackApp(
            screens: [screen("A", ["sheet": [.present("S", .sheet)]]), screen("S"), screen("O")],
            links: [
                LinkSpec("route", effects: [.dismiss, Self.other]),
                LinkSpec("fixed", effects: [.dismiss.completion([Self.other])]),
            ])
        let found = Explorer(app: router, options: Explorer.Options(maxStates: 2_000)).explore()
        let dropped = found.problems.filter {
            if case .presentationInProgress = $0.reason { return true }
            return false
        }
        XCTAssertEqual(dropped.count, 1, "\(found.problems.map(\.message))")
        XCTAssertEqual(dropped.first?.kind, .impossibleStep)
        let path = dropped.first.map { $0.path.steps.map(ScenarioText.step) } ?? []
        XCTAssertEqual(path.count, 3, "something presented, launched, then the link: \(path)")
        XCTAssertEqual(path.last, "open: route")
        XCTAssertFalse(
            found.problems.contains { $0.place.contains("fixed") }, "the completion: fix is fine")
    }

    // MARK: The effect

    func testTheOptionsAreWrittenAfterTheChange() {
        XCTAssertEqual(Effect.dismiss.animated(false).description, "dismiss (animated: false)")
        XCTAssertEqual(Effect.dismiss.animated(false).key, "dismiss")
        XCTAssertEqual(
            Effect.dismiss.completion([Self.other]).description,
            "dismiss (completion: [present: O])")
        XCTAssertEqual(
            Effect.push("D").animated(true), .transition(.push("D"), animated: true, completion: [])
        )
        XCTAssertEqual(
            Effect.dismiss.completion([Self.other]).nestedEffects, [[.dismiss], [Self.other]])
        var visited: [String] = []
        Effect.push("D").animated(false).forEachNested { visited.append($0.key) }
        XCTAssertEqual(visited, ["push", "push"], "the transition, then the push it wraps")
        XCTAssertEqual(Effect.dismiss.animated(false).completion([.pop]).change, .dismiss)
    }

    private func failure(of step: Step, on sim: inout Simulator) throws -> StepError.Reason? {
        do {
            try sim.perform(step)
        } catch {
            return error.reason
        }
        XCTFail("\(step) succeeded")
        return nil
    }
}
