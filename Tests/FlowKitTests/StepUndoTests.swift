import XCTest

@testable import FlowKit

/// A failed step is undone (`StepUndo`): the changes made in place and written down (a screen
/// pushed or popped, a view loaded, a screen id handed out) are taken back exactly, and a
/// snapshot, taken at the first other change, covers the rest.
final class StepUndoTests: XCTestCase {
    static let app: AppDefinition = {
        var failingOnAppear = screen("F")
        failingOnAppear.onAppear = [.popTo("Nowhere")]
        return stackApp(
            flows: [FlowSpec("Sheet", content: .present(["S"], .sheet))],
            screens: [
                screen(
                    "A",
                    [
                        "next": [.push("B")],
                        // a push in place, then a failure before any other change
                        "bad": [.push("B"), .popTo("Nowhere")],
                        // a push in place, a change kept by a snapshot, then a failure
                        "worse": [.push("B"), .start("Sheet"), .start("Sheet")],
                        // a push, the pushed screen's view loaded, then its onAppear fails
                        "failing": [.push("F")],
                        // a present in place (a screen id, a stack id, the presentation), then a failure
                        "presentBad": [.present("S", .sheet), .popTo("Nowhere")],
                        "show": [.present("S", .sheet)],
                    ]),
                screen("B", ["next": [.push("C")]]),
                screen("C"), screen("S"), failingOnAppear,
            ])
    }()

    private func launched() throws -> Simulator {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("next")
        try sim.back()
        return sim
    }

    /// Each failing action leaves the device equal to what it was, and the next push gets the
    /// screen id it would have had without the failed step (ids are not part of equality).
    func testAFailedStepTakesBackItsPushesAndTheirScreenIDs() throws {
        for action in ["bad", "worse", "failing"] {
            var sim = try launched()
            var control = sim
            let before = sim.device
            let lifecycle = sim.lifecycle
            XCTAssertThrowsError(try sim.tap(action), action)
            XCTAssertEqual(sim.device, before, action)
            XCTAssertEqual(sim.device.fingerprint, before.fingerprint, action)
            XCTAssertEqual(sim.lifecycle, lifecycle, action)
            XCTAssertEqual(sim.stackNames, ["A"], action)
            try sim.tap("next")
            try control.tap("next")
            XCTAssertEqual(sim.top?.id, control.top?.id, "\(action): the id is handed out again")
            XCTAssertEqual(sim.device, control.device, action)
        }
    }

    /// The entries undo exactly what they wrote down, last first, whatever the snapshot.
    func testEachEntryUndoesItsChange() throws {
        var sim = try launched()
        try sim.tap("next")  // A, B (B loaded)
        let before = sim.device
        let nextID = sim.device.app.map { app in
            var app = app
            return app.makeScreenID()
        }
        sim.undo.begin()
        try sim.pop(at: .root)  // A
        let id = try XCTUnwrap(sim.makeScreenID())
        XCTAssertEqual(id, nextID)
        let fresh = Screen(id: id, name: "C", owner: .app)
        try sim.pushNew(fresh, at: .root)  // A, C (not loaded)
        sim.markLoaded(id)  // A, C (loaded)
        XCTAssertEqual(sim.stackNames, ["A", "C"])
        XCTAssertEqual(sim.top?.isLoaded, true)
        XCTAssertNotEqual(sim.device, before)
        sim.undo.undo(&sim.storedDevice)
        sim.undo.end()
        XCTAssertEqual(sim.device, before)
        XCTAssertEqual(sim.stackNames, ["A", "B"])
        XCTAssertEqual(sim.top?.isLoaded, true, "B's view stays loaded")
        var app = try XCTUnwrap(sim.device.app)
        XCTAssertEqual(app.makeScreenID(), nextID, "the id taken is given back")
    }

    /// A present changes the device in place, written down (no snapshot): a failure after it
    /// takes back the presentation, its stack id and its screen id, so that the next present
    /// gets the ids it would have had.
    func testAFailedStepTakesBackItsPresentAndItsIDs() throws {
        var sim = try launched()
        var control = sim
        let before = sim.device
        XCTAssertThrowsError(try sim.tap("presentBad"))
        XCTAssertEqual(sim.device, before)
        XCTAssertEqual(sim.device.fingerprint, before.fingerprint)
        XCTAssertEqual(sim.device.app?.window.presentations.count, 0)
        try sim.tap("show")
        try control.tap("show")
        let presented = try XCTUnwrap(sim.device.app?.window.presentations.last?.stack)
        let expected = try XCTUnwrap(control.device.app?.window.presentations.last?.stack)
        XCTAssertEqual(presented.id, expected.id, "the stack id is handed out again")
        XCTAssertEqual(presented.top?.id, expected.top?.id, "the screen id is handed out again")
        XCTAssertEqual(sim.device, control.device)

        // In a step, the present keeps no snapshot: its entries undo it exactly.
        var inStep = try launched()
        let start = inStep.device
        inStep.undo.begin()
        var actor = try XCTUnwrap(inStep.top.map { Actor(screen: $0) })
        try inStep.run([.present("S", .sheet)], actor: &actor, followsFrontmost: false)
        XCTAssertNil(inStep.undo.snapshot, "written down, not kept")
        XCTAssertEqual(inStep.device.app?.window.presentations.count, 1)
        inStep.undo.undo(&inStep.storedDevice)
        inStep.undo.end()
        XCTAssertEqual(inStep.device, start)
        var app = try XCTUnwrap(inStep.device.app)
        var startApp = try XCTUnwrap(start.app)
        XCTAssertEqual(app.makeStackID(), startApp.makeStackID(), "the stack id is given back")
        XCTAssertEqual(app.makeScreenID(), startApp.makeScreenID(), "the screen id is given back")
    }

    /// A select changes the tab bar in place, written down: when the tab's `onSelect` fails, the
    /// tab selected before is selected again, and nothing else changed.
    func testAFailedSelectSelectsTheTabBefore() throws {
        let app = AppDefinition(
            name: "Tabs", launch: [LaunchRule("only", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([
                        TabSpec("home", flow: "Home"),
                        {
                            var tab = TabSpec("broken", flow: "Broken")
                            tab.onSelect = [.popTo("Nowhere")]
                            return tab
                        }(),
                        TabSpec("other", flow: "Other"),
                    ])),
                FlowSpec("Home", content: .stack(["Home"])),
                FlowSpec("Broken", content: .stack(["Broken"])),
                FlowSpec("Other", content: .stack(["Other"])),
            ],
            screens: [screen("Home"), screen("Broken"), screen("Other")])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.select("other")
        try sim.select("home")
        let before = sim.device
        let lifecycle = sim.lifecycle
        XCTAssertThrowsError(try sim.select("broken"))
        XCTAssertEqual(sim.device, before)
        XCTAssertEqual(sim.device.fingerprint, before.fingerprint)
        XCTAssertEqual(sim.lifecycle, lifecycle)
        XCTAssertEqual(sim.selectedTab, "home")
        try sim.select("other")
        XCTAssertEqual(sim.selectedTab, "other")

        // In a step, the selection keeps no snapshot: its entry undoes it.
        let start = sim.device
        sim.undo.begin()
        try sim.performSelect("home")
        XCTAssertNil(sim.undo.snapshot, "written down, not kept")
        XCTAssertEqual(sim.selectedTab, "home")
        sim.undo.undo(&sim.storedDevice)
        sim.undo.end()
        XCTAssertEqual(sim.device, start)
        XCTAssertEqual(sim.selectedTab, "other")
    }

    /// A relaunch starts the counts afresh (L11); when it fails, the counts it dropped come back.
    func testAFailedRelaunchPutsBackTheCountsItStartedAfresh() throws {
        var bad = screen("Bad")
        bad.onAppear = [.popTo("Nowhere")]
        let app = AppDefinition(
            name: "Relaunch", state: [StateKey("broken", default: false)],
            launch: [
                LaunchRule("broken", when: [.equals("broken", .literal(true))], root: "Broken"),
                LaunchRule("main", root: "Main"),
            ],
            flows: [
                FlowSpec("Main", content: .stack(["A"])),
                FlowSpec("Broken", content: .stack(["Bad"])),
            ],
            screens: [
                screen("A", ["next": [.push("B")], "break": [write("broken", true)]]),
                screen("B"), bad,
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("next")
        try sim.back()
        try sim.tap("break")
        let before = sim.device
        let lifecycle = sim.lifecycle
        XCTAssertEqual(lifecycle["B", .viewDidLoad], 1)
        XCTAssertThrowsError(try sim.relaunch())
        XCTAssertEqual(sim.device, before)
        XCTAssertEqual(sim.lifecycle, lifecycle)
        XCTAssertEqual(sim.lifecycle["Bad", .viewDidLoad], 0)
        XCTAssertEqual(sim.lifecycle.screens, ["A", "B"])
    }

    /// Outside a step nothing is kept: a change through `device` takes no snapshot.
    func testNothingIsKeptOutsideAStep() throws {
        var sim = try launched()
        sim.device.app?.isInBackground = true
        XCTAssertNil(sim.undo.snapshot)
        XCTAssertFalse(sim.undo.isRecording)
        try sim.perform(.foreground)
        XCTAssertNil(sim.undo.snapshot, "let go once the step is over")
    }

    /// What a step added (``StepUndo/addition``), followed entry by entry as they are written
    /// down: one push or one presentation, besides ids and the views of what it added loaded.
    func testTheAdditionIsFollowedEntryByEntry() {
        func addition(_ entries: [StepUndo.Entry], popping: Bool = false) -> StepUndo.Addition? {
            var undo = StepUndo()
            // what the step before left written down is let go
            undo.begin()
            undo.record(.pushed(.root))
            undo.end()
            undo.begin()
            for entry in entries { undo.record(entry) }
            if popping {
                undo.recordPopped(
                    Screen(id: ScreenID(9), name: "B", owner: .app), at: .root)
            }
            return undo.addition
        }
        XCTAssertNil(addition([]))
        XCTAssertNil(addition([.screenID, .stackID]))
        XCTAssertEqual(
            addition([.screenID, .pushed(.tab(0)), .loaded(.tab(0), 3)]), .pushed(.tab(0)))
        XCTAssertNil(addition([.pushed(.root), .loaded(.tab(1), 0)]), "another stack's view")
        XCTAssertNil(addition([.loaded(.root, 0), .pushed(.root)]), "a view loaded before")
        XCTAssertEqual(
            addition([.screenID, .stackID, .presented, .loaded(.presentation(2), 0)]),
            .presented)
        XCTAssertNil(addition([.presented, .loaded(.root, 1)]))
        XCTAssertNil(addition([.presented, .pushed(.presentation(0))]))
        XCTAssertNil(addition([.pushed(.root), .pushed(.root)]))
        XCTAssertNil(addition([.presented, .presented]))
        XCTAssertNil(addition([.selected(1), .presented]))
        XCTAssertNil(addition([.pushed(.root)], popping: true))
        var kept = StepUndo()
        kept.begin()
        kept.record(.presented)
        kept.keepBeforeChange(DeviceState(app: Self.app))
        XCTAssertNil(kept.addition, "a change that is not written down")
        kept.end()
        XCTAssertNil(kept.addition, "no step under way")
    }
}
