import XCTest

@testable import FlowKit

/// a tab whose navigation stack starts empty (`stack: []`), filled later (T5).
final class EmptyTabStackTests: XCTestCase {
    private func app(rootFlow: String = "Main") -> AppDefinition {
        AppDefinition(
            name: "T", launch: [LaunchRule("only", root: Invocation(rootFlow, []))],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([
                        TabSpec("home", flow: "Home"),
                        {
                            var tab = TabSpec("drafts", flow: "Drafts")
                            tab.onSelect = [.setStack(["Drafts"])]
                            return tab
                        }(),
                        TabSpec("later", flow: "Later"),
                    ])),
                FlowSpec("Home", content: .stack(["Home"])),
                FlowSpec("Drafts", content: .stack([])),
                FlowSpec("Later", content: .stack([])),
            ],
            screens: [
                screen("Home", ["later": [.select("later")]]),
                screen("Drafts", ["discard": [.setStack([])]]),
                screen("Note"),
            ],
            links: [LinkSpec("note", effects: [.push("Note")])])
    }

    func testT5_selectingAnEmptyTabShowsNoScreenAndOnlyTheOldTopDisappears() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        XCTAssertEqual(sim.stack(ofTab: "later"), [])
        let callbacks = try sim.callbacks(of: .select("later"))
        XCTAssertEqual(callbacks, ["Home.viewWillDisappear", "Home.viewDidDisappear"])
        XCTAssertNil(sim.top)
        XCTAssertEqual(sim.stack, [])
        XCTAssertEqual(
            sim.navigationBarVisible, true, "an empty navigation controller shows its bar")
        XCTAssertEqual(sim.tabBarVisible, true)
        XCTAssertEqual(sim.leaks, [], "the tab's coordinator owns a stack that is in the window")
    }

    func testTappingOrGoingBackOnAnEmptyTabFailsNamingTheTab() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.select("later")
        assertStepFails(
            &sim, .tap("later", []), .emptyStack(coordinator: "App/Main/Later"),
            mentions: ["tab 'later'", "empty navigation stack"])
        assertStepFails(
            &sim, .back, .emptyStack(coordinator: "App/Main/Later"), mentions: ["go back"])
    }

    /// `select` looks a tab's `onSelect:` up only in an app where some tab has one
    /// (``AppTables/someTabHasOnSelect``): this app's does, and without it none does.
    func testSelectLooksForOnSelectOnlyWhenSomeTabHasOne() throws {
        XCTAssertTrue(AppTables(app()).someTabHasOnSelect)
        var bare = app()
        bare.flows["Main"]?.content = .tabs([
            TabSpec("home", flow: "Home"), TabSpec("drafts", flow: "Drafts"),
        ])
        XCTAssertFalse(AppTables(bare).someTabHasOnSelect)
        var sim = try Simulator(app: bare)
        try sim.launch()
        try sim.select("drafts")
        XCTAssertEqual(sim.stack, [], "no onSelect: the tab stays empty")
    }

    func testOnSelectFillsTheEmptyTabAndTheNewScreenAppears() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        let callbacks = try sim.callbacks(of: .select("drafts"))
        XCTAssertEqual(sim.stackNames, ["Drafts"])
        XCTAssertEqual(
            callbacks,
            [
                "Drafts.viewDidLoad", "Drafts.viewWillAppear", "Home.viewWillDisappear",
                "Home.viewDidDisappear", "Drafts.viewDidAppear",
            ], "a tab switch (L6)")
        try sim.tap("discard")
        XCTAssertEqual(sim.stack, [])
        try sim.select("home")
        try sim.select("drafts")
        XCTAssertEqual(
            sim.lifecycle["Drafts", .viewDidLoad], 2, "a new Drafts each time it is filled")
    }

    func testALinkRoutedOverAnEmptyTabActsForTheTabsCoordinator() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.select("later")
        try sim.open("note")
        XCTAssertEqual(sim.stack(ofTab: "later")?.map(\.name), ["Note"])
        XCTAssertEqual(sim.top?.owner, sim.device.app?.window.tabBar?.tabs[2].coordinator)
    }

    func testAnEmptyStackCannotBeTheWindowRoot() throws {
        var sim = try Simulator(app: app(rootFlow: "Later"))
        assertStepFails(&sim, .launch, .emptyStack(coordinator: "Later"), mentions: ["window root"])
    }
}
