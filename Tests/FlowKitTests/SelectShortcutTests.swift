import XCTest

@testable import FlowKit

/// An explorer counts, without performing them, the tab selections whose outcome it knows
/// (``SelectShortcut``). `ExplorationTests` checks on every sample app that it finds what
/// performing them finds; these check the parts.
final class SelectShortcutTests: XCTestCase {
    /// Three tabs, the first of which pushes a screen; no selection runs anything.
    private func app(onSelect: [Effect] = []) -> AppDefinition {
        var b = TabSpec("b", flow: "B")
        b.onSelect = onSelect
        return AppDefinition(
            name: "S", state: [StateKey("seen", default: false)],
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main", content: .tabs([TabSpec("a", flow: "A"), b, TabSpec("c", flow: "C")])),
                FlowSpec("A", content: .stack(["Home"])), FlowSpec("B", content: .stack(["Other"])),
                FlowSpec("C", content: .stack(["Third"])),
            ],
            screens: [
                screen("Home", ["open": [.push("Detail")]]), screen("Other"), screen("Third"),
                screen("Detail"),
            ])
    }

    /// A selection of a tab whose screen is loaded changes nothing but the selected tab; one that
    /// loads the tab's screen, one that runs an effect, a push and a re-tap that pops change more.
    func testOnlyASelectionThatChangesNothingElseIsSeenAsOne() throws {
        var sim = try launchedQuietSimulator(app())
        try sim.select("b")  // loads Other
        try sim.select("a")
        var saved = sim.checkpoint
        try sim.select("b")
        XCTAssertTrue(sim.isCheckpoint(saved, withAnotherTabSelected: ()))
        sim.rewind(to: saved)
        try sim.select("c")  // loads Third
        XCTAssertFalse(sim.isCheckpoint(saved, withAnotherTabSelected: ()))
        sim.rewind(to: saved)
        try sim.tap("open")
        XCTAssertFalse(sim.isCheckpoint(saved, withAnotherTabSelected: ()))
        saved = sim.checkpoint
        try sim.select("a")  // pops to the root
        XCTAssertFalse(sim.isCheckpoint(saved, withAnotherTabSelected: ()))

        var effects = try launchedQuietSimulator(app(onSelect: [write("seen", true)]))
        try effects.select("b")
        try effects.select("a")
        let before = effects.checkpoint
        try effects.select("b")
        XCTAssertFalse(effects.isCheckpoint(before, withAnotherTabSelected: ()))
    }

    /// Each state a selection that changed nothing else found skips the others that did, and
    /// the way back when the app's selections run nothing; never its own tab (a re-tap).
    func testAStateFoundByASelectionSkipsTheOthersButItsOwnTab() {
        var shortcut = SelectShortcut()
        var next = Frontier()
        for i in 10...12 { next.append(FrontierEntry(index: i), state: nil) }
        shortcut.selectedOnly(1)
        shortcut.selectedOnly(3)
        shortcut.found(1, at: 0)
        shortcut.found(3, at: 2)
        shortcut.finish(&next, back: 0)
        XCTAssertEqual((0..<5).filter { next.entries[0].skips.contains($0) }, [0, 3])
        XCTAssertEqual((0..<5).filter { next.entries[1].skips.contains($0) }, [])
        XCTAssertEqual((0..<5).filter { next.entries[2].skips.contains($0) }, [0, 1])
        // Afresh for the next state.
        shortcut.found(2, at: 1)
        shortcut.finish(&next)
        XCTAssertEqual(next.entries[1].skips, .empty)
    }

    /// Tapping the selected tab again changes nothing when its stack is one loaded screen, and
    /// pops when screens are pushed; with a presentation up no tab is taken for it.
    func testARetapOfASelectedTabAtItsRootIsKnownToChangeNothing() throws {
        var sim = try launchedQuietSimulator(app())
        XCTAssertEqual(SelectShortcut.selections(in: sim).retapsNothing, 0)
        let saved = sim.checkpoint
        let before = sim.storedDevice.fingerprint
        try sim.select("a")
        XCTAssertEqual(sim.storedDevice.fingerprint, before)
        sim.rewind(to: saved)
        try sim.select("b")  // loads Other
        XCTAssertEqual(SelectShortcut.selections(in: sim).retapsNothing, 1)
        try sim.select("a")
        try sim.tap("open")
        XCTAssertNil(SelectShortcut.selections(in: sim).retapsNothing)
        let pushed = sim.storedDevice.fingerprint
        try sim.select("a")  // pops to the root
        XCTAssertNotEqual(sim.storedDevice.fingerprint, pushed)
        XCTAssertEqual(SelectShortcut.selections(in: sim).retapsNothing, 0)
    }

    /// On an app whose selections run nothing, exploring skips selections and finds what
    /// performing every one finds; so it does on one where a tab's selection runs an effect.
    func testExploringSkipsSelectionsAndFindsTheSame() {
        for (app, skips) in [(app(), true), (app(onSelect: [write("seen", true)]), false)] {
            let (skipping, performing) = assertSameExploration(of: app, maxStates: 500) {
                $0.usesSelectShortcut = false
            }
            if skips { XCTAssertGreaterThan(skipping.skippedSelectionCount, 0) }
            XCTAssertEqual(performing.skippedSelectionCount, 0)
        }
    }
}
