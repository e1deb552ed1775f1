import XCTest

@testable import FlowKit

/// An explorer counts, without performing them, the steps that undo the push or presentation that
/// found a state (``UndoShortcut``). `ExplorationTests` checks on every sample app that it finds
/// what performing them finds; these check the parts.
final class UndoShortcutTests: XCTestCase {
    /// Two tabs; Home pushes Detail and presents sheets: one closed by a plain dismiss, one whose
    /// close also writes, one that refuses the swipe and writes when swiped.
    private func app(homeAppears: [Effect] = [], autoFinish: Bool = false) -> AppDefinition {
        var home = screen(
            "Home",
            [
                "open": [.push("Detail")], "sheet": [.present("Sheet", .sheet)],
                "stubborn": [
                    .present(
                        "Stubborn", .sheet,
                        SwipeRefusal(
                            isModalInPresentation: true,
                            onAttemptToDismiss: [write("seen", true)]))
                ],
                "mark": [write("seen", true), .push("Detail")],
                "flow": [.start("Pushed")],
            ])
        home.onAppear = homeAppears
        return AppDefinition(
            name: "U", state: [StateKey("seen", default: false)],
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main", content: .tabs([TabSpec("a", flow: "A"), TabSpec("b", flow: "B")])),
                FlowSpec("A", content: .stack(["Home"])), FlowSpec("B", content: .stack(["Other"])),
                FlowSpec("Pushed", content: .push(["Detail"]), autoFinish: autoFinish),
            ],
            screens: [
                home, screen("Other"), screen("Detail", ["sheet": [.present("Sheet", .sheet)]]),
                screen(
                    "Sheet",
                    ["close": [.dismiss], "closeAndMark": [.dismiss, write("seen", true)]]),
                screen("Stubborn", ["close": [.dismiss]]),
            ])
    }

    /// A push or a present that changes nothing else is seen as one (``Simulator/lastAddition``);
    /// a push that also writes, one that starts a coordinator, a dismissal and a selection are not.
    func testOnlyAPushOrAPresentThatChangesNothingElseIsSeenAsOne() throws {
        var sim = try launchedQuietSimulator(app())
        let saved = sim.checkpoint
        try sim.tap("open")
        XCTAssertEqual(sim.lastAddition, .pushed(.tab(0)))
        XCTAssertEqual(UndoShortcut.added(by: sim), .pushed)
        sim.rewind(to: saved)
        XCTAssertNil(sim.lastAddition)
        try sim.tap("sheet")
        XCTAssertEqual(sim.lastAddition, .presented)
        XCTAssertEqual(UndoShortcut.added(by: sim), .presented)
        try sim.tap("close")
        XCTAssertNil(sim.lastAddition, "a dismissal adds nothing")
        sim.rewind(to: saved)
        try sim.tap("mark")
        XCTAssertNil(sim.lastAddition, "the store changed too")
        sim.rewind(to: saved)
        try sim.tap("flow")
        XCTAssertNil(sim.lastAddition, "a coordinator started too")
        sim.rewind(to: saved)
        try sim.select("b")
        XCTAssertNil(sim.lastAddition)
    }

    /// After a push, `back` undoes it; after a present, `swipeDown` and a tap whose only effect is
    /// `dismiss` do, not a tap that writes too, nor a swipe on a sheet that refuses it.
    func testTheStepsThatUndoAreTheWayBackThatRunsNothing() throws {
        let app = app()
        let explorer = Explorer(app: app)
        let undo = UndoShortcut(app: app)
        XCTAssertTrue(undo.applies)
        var sim = try launchedQuietSimulator(app)
        let saved = sim.checkpoint
        func undoing(_ added: UndoShortcut.Added) -> [Step] {
            let steps = explorer.steps(in: sim)
            let mask = undo.undoing(added, in: &sim, steps: steps)
            return steps.indices.filter { $0 < 64 && mask & (1 << $0) != 0 }.map { steps[$0].step }
        }
        try sim.tap("open")
        XCTAssertEqual(undoing(.pushed), [.back])
        sim.rewind(to: saved)
        try sim.tap("sheet")
        XCTAssertEqual(undoing(.presented), [.tap("close", []), .swipeDown])
        sim.rewind(to: saved)
        try sim.tap("stubborn")
        XCTAssertEqual(undoing(.presented), [.tap("close", [])], "the swipe runs an effect")

        XCTAssertFalse(UndoShortcut(app: self.app(homeAppears: [write("seen", true)])).applies)
        var finishing = try launchedQuietSimulator(self.app(autoFinish: true))
        try finishing.tap("flow")
        XCTAssertEqual(
            undo.undoing(.pushed, in: &finishing, steps: explorer.steps(in: finishing)), 0,
            "a coordinator finishes itself when its screen goes")
    }

    /// Exploring skips the steps that undo and finds what performing them finds: on this app,
    /// on one whose revealed screen runs an effect, and on one whose coordinators finish themselves.
    func testExploringSkipsUndoingStepsAndFindsTheSame() {
        for (app, skips) in [
            (app(), true), (app(homeAppears: [write("seen", true)]), false),
            (app(autoFinish: true), true),
        ] {
            let (skipping, performing) = assertSameExploration(of: app, maxStates: 500) {
                $0.usesUndoShortcut = false
            }
            if skips { XCTAssertGreaterThan(skipping.skippedUndoCount, 0) }
            XCTAssertEqual(performing.skippedUndoCount, 0)
        }
    }
}
