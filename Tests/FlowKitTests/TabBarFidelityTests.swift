import XCTest

@testable import FlowKit

/// UIKIT-FIDELITY.md, tab bar (T1–T4).
final class TabBarFidelityTests: XCTestCase {
    // MARK: T1 the user taps the selected tab

    func testT1_tappingTheSelectedTabPopsItsStackToRoot() throws {
        var sim = try TabApp.launched()
        try sim.tap("detail")
        try sim.tap("deeper")
        XCTAssertEqual(
            try sim.callbacks(of: .select("home")),
            [
                "Detail2.viewWillDisappear", "Home.viewWillAppear", "Detail2.viewDidDisappear",
                "Home.viewDidAppear",
            ])
        XCTAssertEqual(sim.stackNames, ["Home"])
        XCTAssertEqual(sim.selectedTab, "home")
    }

    func testT1_tappingTheSelectedTabOnItsRootChangesNothing() throws {
        var sim = try TabApp.launched()
        let before = sim.window
        XCTAssertEqual(try sim.callbacks(of: .select("home")), [])
        XCTAssertEqual(sim.window, before)
    }

    func testT1_reTapFinishesAnAutoFinishPushFlow() throws {
        let app = TabApp.app(
            flows: [FlowSpec("Round", content: .push(["Detail"]), autoFinish: true)],
            screens: [])
        var patched = app
        patched.screens["Home"] = screen("Home", ["round": [.start("Round")]])
        var sim = try TabApp.launched(patched)
        try sim.tap("round")
        XCTAssertEqual(sim.coordinatorPaths.last, "App/Main/Home/Round")
        try sim.select("home")
        XCTAssertFalse(sim.coordinatorPaths.contains("App/Main/Home/Round"))
        XCTAssertEqual(sim.leaks, [])
    }

    // MARK: T2 the user taps another tab

    func testT2_eachTabKeepsItsOwnStack() throws {
        var sim = try TabApp.launched()
        try sim.tap("detail")
        try sim.tap("deeper")
        let home = try XCTUnwrap(sim.stack(ofTab: "home"))
        try sim.select("together")
        try sim.tap("detail")
        let together = try XCTUnwrap(sim.stack(ofTab: "together"))
        XCTAssertEqual(
            try sim.callbacks(of: .select("home")),
            [
                "Detail2.viewWillAppear", "TDetail.viewWillDisappear", "TDetail.viewDidDisappear",
                "Detail2.viewDidAppear",
            ])
        XCTAssertEqual(sim.stack, home, "switching away and back restores the stack exactly")
        XCTAssertEqual(sim.stack(ofTab: "together"), together)
        try sim.select("together")
        XCTAssertEqual(sim.stack, together)
    }

    // MARK: T3 shouldSelect returns false

    static func uploadApp() -> AppDefinition {
        var app = TabApp.app(
            extraTabs: [TabSpec("upload", flow: "Upload", intercept: [.start("Picker")])],
            flows: [
                FlowSpec("Upload", content: .stack(["UploadRoot"])),
                FlowSpec("Picker", content: .present(["Picker"], .sheet)),
            ],
            screens: [screen("UploadRoot"), screen("Picker", ["close": [.finish]])])
        app.screens["Home"] = screen("Home", ["goUpload": [.select("upload")]])
        return app
    }

    func testT3_anInterceptingTabPresentsInsteadOfSelecting() throws {
        var sim = try TabApp.launched(Self.uploadApp())
        XCTAssertEqual(
            try sim.callbacks(of: .select("upload")),
            ["Picker.viewDidLoad", "Picker.viewWillAppear", "Picker.viewDidAppear"])
        XCTAssertEqual(sim.selectedTab, "home", "the selection does not change")
        XCTAssertEqual(sim.presented.map(\.name), ["Picker"])
        XCTAssertTrue(
            sim.coordinatorPaths.contains("App/Main/Picker"),
            "the intercept acts for the tab bar's coordinator")
        XCTAssertEqual(sim.stack(ofTab: "upload")?.first?.isLoaded, false)
        try sim.tap("close")
        XCTAssertEqual(sim.presented, [])
        XCTAssertFalse(sim.coordinatorPaths.contains("App/Main/Picker"))
    }

    func testT3_anInterceptingFirstTabIsNotTheInitialSelection() throws {
        var app = Self.uploadApp()
        app.flows["Main"] = FlowSpec(
            "Main",
            content: .tabs([
                TabSpec("upload", flow: "Upload", intercept: [.start("Picker")]),
                TabSpec("home", flow: "Home"),
            ]))
        let sim = try TabApp.launched(app)
        XCTAssertEqual(sim.selectedTab, "home")
    }

    func testT3_theSelectEffectIsNotIntercepted() throws {
        var sim = try TabApp.launched(Self.uploadApp())
        try sim.tap("goUpload")
        XCTAssertEqual(sim.selectedTab, "upload", "setting selectedIndex does not ask shouldSelect")
        XCTAssertEqual(sim.presented, [])
    }

    // MARK: T4 more than 5 tabs

    static func appWithTabs(_ count: Int) -> AppDefinition {
        let names = (1...count).map { "t\($0)" }
        return AppDefinition(
            name: "Many", launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec("Main", content: .tabs(names.map { TabSpec($0, flow: "Tab") })),
                FlowSpec("Tab", content: .stack(["Root"])),
            ],
            screens: [screen("Root")])
    }

    func testT4_moreThanFiveTabsAreRejectedAtLaunch() throws {
        var sim = try Simulator(app: Self.appWithTabs(6))
        assertStepFails(
            &sim, .launch, .tooManyTabs(flow: "Main", count: 6),
            mentions: ["'Main'", "6 tabs", "at most 5"])
        XCTAssertFalse(sim.isRunning)
    }

    func testT4_fiveTabsAreFine() throws {
        var sim = try Simulator(app: Self.appWithTabs(5))
        try sim.launch()
        XCTAssertEqual(sim.window?.tabBar?.tabs.count, 5)
    }

    // MARK: B2 without screens that hide the tab bar

    /// ``Simulator/tabBarHiding`` looks at the selected tab's stack only in an app where a
    /// screen hides the tab bar or a flow hides the bars (``AppTables/someFlowHidesBars``): a
    /// flow that hides them still hides the tab bar in an app with no such screen.
    func testB2_aFlowHidesTheTabBarInAnAppWithNoScreenThatHidesIt() throws {
        func app(hidesBars: Bool) -> AppDefinition {
            AppDefinition(
                name: "B2", launch: [LaunchRule("main", root: "Main")],
                flows: [
                    FlowSpec(
                        "Main", content: .tabs([TabSpec("a", flow: "A"), TabSpec("b", flow: "B")])),
                    FlowSpec("A", content: .stack(["A"])),
                    FlowSpec("B", content: .stack(["B"])),
                    FlowSpec("Game", content: .push(["Game"]), hidesBars: hidesBars),
                ],
                screens: [screen("A", ["play": [.start("Game")]]), screen("B"), screen("Game")])
        }
        for hidesBars in [true, false] {
            XCTAssertEqual(AppTables(app(hidesBars: hidesBars)).someFlowHidesBars, hidesBars)
            var sim = try Simulator(app: app(hidesBars: hidesBars))
            try sim.launch()
            XCTAssertTrue(sim.screensHidingTabBar.isEmpty)
            XCTAssertEqual(sim.tabBarVisible, true)
            try sim.tap("play")
            XCTAssertEqual(sim.stackNames, ["A", "Game"])
            XCTAssertEqual(sim.tabBarVisible, !hidesBars)
            if hidesBars {
                assertStepFails(&sim, .select("b"), .tabBarHidden, mentions: ["flow 'Game'"])
            } else {
                try sim.select("b")
            }
        }
    }
}
