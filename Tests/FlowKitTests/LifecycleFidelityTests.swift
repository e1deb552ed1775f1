import XCTest

@testable import FlowKit

/// UIKIT-FIDELITY.md, appearance callbacks (L1–L11).
final class LifecycleFidelityTests: XCTestCase {
    // MARK: L1 first appearance

    func testL1_viewDidLoadRunsOnceTheFirstTimeTheViewIsNeeded() throws {
        var sim = try Simulator(app: NavApp.app)
        XCTAssertEqual(
            try sim.callbacks(of: .launch),
            ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        try sim.tap("next")
        try sim.back()
        try sim.tap("sheet")
        try sim.tap("close")
        try sim.tap("full")
        try sim.tap("close")
        XCTAssertEqual(sim.lifecycle["A", .viewDidLoad], 1)
        // launch, after the pop, after the full-screen dismissal
        XCTAssertEqual(sim.lifecycle["A", .viewWillAppear], 3)
        XCTAssertEqual(sim.lifecycle["A", .viewDidAppear], 3)
        XCTAssertEqual(sim.top?.isLoaded, true)
    }

    func testL1_aTabThatIsNeverSelectedNeverLoads() throws {
        var sim = try TabApp.launched()
        let tabs = try XCTUnwrap(sim.window?.tabBar?.tabs)
        XCTAssertEqual(tabs.map { $0.stack.root?.isLoaded }, [true, false, false])
        XCTAssertEqual(sim.lifecycle["TogetherMenu", .viewDidLoad], 0)
        XCTAssertEqual(sim.lifecycle["SoloMenu", .viewDidLoad], 0)
        try sim.select("together")
        try sim.select("home")
        try sim.select("together")
        XCTAssertEqual(sim.lifecycle["TogetherMenu", .viewDidLoad], 1)
        XCTAssertEqual(sim.lifecycle["Home", .viewDidLoad], 1)
        XCTAssertEqual(sim.lifecycle["SoloMenu", .viewDidLoad], 0)
        XCTAssertEqual(sim.stack(ofTab: "solo")?.first?.isLoaded, false)
    }

    func testL1_aScreenPushedBeneathAnotherLoadsOnlyWhenFirstShown() throws {
        var sim = try NavApp.launched()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("pair", [])),
            [
                "Y.viewDidLoad", "A.viewWillDisappear", "Y.viewWillAppear", "A.viewDidDisappear",
                "Y.viewDidAppear",
            ])
        XCTAssertEqual(sim.stack.map(\.isLoaded), [true, false, true])
        XCTAssertEqual(
            try sim.callbacks(of: .back),
            [
                "X.viewDidLoad", "Y.viewWillDisappear", "X.viewWillAppear", "Y.viewDidDisappear",
                "X.viewDidAppear",
            ])
    }

    // MARK: L2 push

    func testL2_pushCallbackOrder() throws {
        var sim = try NavApp.launched()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("next", [])),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                "B.viewDidAppear",
            ])
        XCTAssertEqual(sim.stackNames, ["A", "B"])
    }

    func testL2_pushingAgainAfterAPopLoadsTheNewInstance() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        let first = try XCTUnwrap(sim.top?.id)
        try sim.back()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("next", [])),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                "B.viewDidAppear",
            ])
        XCTAssertNotEqual(sim.top?.id, first)
        XCTAssertEqual(sim.lifecycle["B", .viewDidLoad], 2)
    }

    // MARK: L3 pop

    func testL3_popCallbackOrderAndRelease() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        let b = try XCTUnwrap(sim.top?.id)
        XCTAssertEqual(
            try sim.callbacks(of: .back),
            ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        XCTAssertNil(sim.window?.screen(b), "B is released")
        XCTAssertEqual(sim.lifecycle["A", .viewDidLoad], 1, "A gets no second viewDidLoad")
    }

    func testL3_popEffectHasTheSameOrderAsTheBackButton() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        XCTAssertEqual(
            try sim.callbacks(of: .tap("pop", [])),
            ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        XCTAssertEqual(sim.stackNames, ["A"])
    }

    // MARK: L4 pop on the root

    func testL4_backOnTheRootFailsBecauseThereIsNoBackButton() throws {
        var sim = try NavApp.launched()
        assertStepFails(
            &sim, .back, .noBackButton(screen: "A"),
            mentions: ["'A'", "root", "no back button", "next"])
    }

    func testL4_popEffectOnTheRootDoesNothing() throws {
        var sim = try NavApp.launched()
        let before = sim.window
        XCTAssertEqual(try sim.callbacks(of: .tap("popSelf", [])), [])
        XCTAssertEqual(sim.window, before)
    }

    // MARK: L5 popToRoot / popTo

    func testL5_popToRootCallsOnlyTheVisibleTopAndTheNewTop() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        try sim.tap("next")
        try sim.tap("next")
        XCTAssertEqual(sim.stackNames, ["A", "B", "C", "D"])
        let released = sim.stack.dropFirst().map(\.id)
        XCTAssertEqual(
            try sim.callbacks(of: .tap("toRoot", [])),
            ["D.viewWillDisappear", "A.viewWillAppear", "D.viewDidDisappear", "A.viewDidAppear"])
        XCTAssertEqual(sim.stackNames, ["A"])
        for id in released { XCTAssertNil(sim.window?.screen(id)) }
    }

    func testL5_popToCallsOnlyTheVisibleTopAndTheTarget() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        try sim.tap("next")
        try sim.tap("next")
        XCTAssertEqual(
            try sim.callbacks(of: .tap("toB", [])),
            ["D.viewWillDisappear", "B.viewWillAppear", "D.viewDidDisappear", "B.viewDidAppear"])
        XCTAssertEqual(sim.stackNames, ["A", "B"])
    }

    func testL5_popToANameNotInTheStackFails() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        try sim.tap("next")
        try sim.tap("next")
        assertStepFails(
            &sim, .tap("toMissing", []), .notInStack(screen: "Z"), mentions: ["'Z'", "A, B, C, D"])
    }

    // MARK: L6 tab switch

    func testL6_tabSwitchCallbackOrder() throws {
        var sim = try TabApp.launched()
        XCTAssertEqual(
            try sim.callbacks(of: .select("together")),
            [
                "TogetherMenu.viewDidLoad", "TogetherMenu.viewWillAppear", "Home.viewWillDisappear",
                "Home.viewDidDisappear", "TogetherMenu.viewDidAppear",
            ])
        XCTAssertEqual(
            try sim.callbacks(of: .select("home")),
            [
                "Home.viewWillAppear", "TogetherMenu.viewWillDisappear",
                "TogetherMenu.viewDidDisappear", "Home.viewDidAppear",
            ])
    }

    func testL6_selectEffectSwitchesWithTheSameOrder() throws {
        var sim = try TabApp.launched()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("goTogether", [])),
            [
                "TogetherMenu.viewDidLoad", "TogetherMenu.viewWillAppear", "Home.viewWillDisappear",
                "Home.viewDidDisappear", "TogetherMenu.viewDidAppear",
            ])
        XCTAssertEqual(sim.selectedTab, "together")
    }

    func testL6_selectEffectOnTheSelectedTabChangesNothing() throws {
        var sim = try TabApp.launched()
        try sim.tap("detail")
        let before = sim.window
        XCTAssertEqual(try sim.callbacks(of: .tap("goHome", [])), [])
        XCTAssertEqual(
            sim.window, before,
            "setting selectedIndex to the selected tab does not pop (unlike the user's tap, T1)")
    }

    // MARK: L7 full-screen presentation

    func testL7_fullScreenPresenterDisappearsAndReappears() throws {
        var sim = try NavApp.launched()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("full", [])),
            [
                "F.viewDidLoad", "A.viewWillDisappear", "F.viewWillAppear", "A.viewDidDisappear",
                "F.viewDidAppear",
            ])
        XCTAssertEqual(
            try sim.callbacks(of: .tap("close", [])),
            ["F.viewWillDisappear", "A.viewWillAppear", "F.viewDidDisappear", "A.viewDidAppear"])
        XCTAssertEqual(sim.lifecycle["A", .viewDidLoad], 1)
    }

    func testL7_fullScreenOverASheetLeavesScreensUnderTheSheetAlone() throws {
        var sim = try NavApp.launched()
        try sim.tap("sheet")
        XCTAssertEqual(
            try sim.callbacks(of: .tap("full", [])),
            [
                "F.viewDidLoad", "S.viewWillDisappear", "F.viewWillAppear", "S.viewDidDisappear",
                "F.viewDidAppear",
            ])
        XCTAssertEqual(
            try sim.callbacks(of: .tap("close", [])),
            ["F.viewWillDisappear", "S.viewWillAppear", "F.viewDidDisappear", "S.viewDidAppear"])
        XCTAssertEqual(sim.lifecycle["A", .viewWillDisappear], 0)
    }

    func testL7_fullScreenFlowHidesItsPresenter() throws {
        var sim = try NavApp.launched()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("cover", [])),
            [
                "K.viewDidLoad", "A.viewWillDisappear", "K.viewWillAppear", "A.viewDidDisappear",
                "K.viewDidAppear",
            ])
        XCTAssertEqual(
            try sim.callbacks(of: .tap("close", [])),
            ["K.viewWillDisappear", "A.viewWillAppear", "K.viewDidDisappear", "A.viewDidAppear"])
    }

    // MARK: L8 sheet

    func testL8_sheetPresenterGetsNoCallbacks() throws {
        var sim = try NavApp.launched()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("sheet", [])),
            ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
        XCTAssertEqual(
            try sim.callbacks(of: .tap("close", [])), ["S.viewWillDisappear", "S.viewDidDisappear"])
        try sim.tap("sheet")
        XCTAssertEqual(
            try sim.callbacks(of: .swipeDown), ["S.viewWillDisappear", "S.viewDidDisappear"])
        XCTAssertEqual(sim.lifecycle["A", .viewWillDisappear], 0)
        XCTAssertEqual(sim.lifecycle["A", .viewWillAppear], 1)
    }

    func testL8_sheetOverASheetLeavesTheLowerSheetAlone() throws {
        var sim = try NavApp.launched()
        try sim.tap("sheet")
        XCTAssertEqual(
            try sim.callbacks(of: .tap("sheet", [])),
            ["S2.viewDidLoad", "S2.viewWillAppear", "S2.viewDidAppear"])
        XCTAssertEqual(
            try sim.callbacks(of: .swipeDown), ["S2.viewWillDisappear", "S2.viewDidDisappear"])
    }

    func testL8_sheetFlowPresenterGetsNoCallbacks() throws {
        var sim = try NavApp.launched()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("modal", [])),
            ["M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear"])
        XCTAssertEqual(
            try sim.callbacks(of: .tap("close", [])), ["M.viewWillDisappear", "M.viewDidDisappear"])
    }

    // MARK: L9 alert

    func testL9_alertMakesNoCallbacksAndLeavesTheStack() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        try sim.back()
        let stack = sim.stack
        XCTAssertEqual(try sim.callbacks(of: .tap("alert", [])), [])
        XCTAssertEqual(sim.alertTitle, "Hello")
        XCTAssertEqual(sim.stack, stack)
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.top?.name, "A", "an alert is not a screen: top is what is under it")
        XCTAssertEqual(try sim.callbacks(of: .alert("OK")), [])
        XCTAssertNil(sim.alertTitle)
        XCTAssertEqual(sim.stack, stack)
    }

    // MARK: L10 window root replaced

    static let onboardingApp = AppDefinition(
        name: "Onboard",
        state: [StateKey("isFirstLaunched", default: true)],
        launch: [
            LaunchRule("firstLaunch", when: [.isSet("isFirstLaunched")], root: "Onboarding"),
            LaunchRule("main", root: "Main"),
        ],
        flows: [
            FlowSpec("Onboarding", content: .stack(["Intro"])),
            FlowSpec("Main", content: .stack(["Home"])),
        ],
        screens: [
            screen("Intro", ["confirm": [write("isFirstLaunched", false), .decide]]),
            screen("Home", ["reset": [.root("Main")], "again": [.decide]]),
        ])

    func testL10_oldHierarchyDisappearsBeforeTheNewRootAppears() throws {
        var sim = try Simulator(app: Self.onboardingApp)
        try sim.launch()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("confirm", [])),
            [
                "Intro.viewWillDisappear", "Intro.viewDidDisappear", "Home.viewDidLoad",
                "Home.viewWillAppear", "Home.viewDidAppear",
            ])
        XCTAssertEqual(sim.rootFlow, "Main")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main"])
        XCTAssertEqual(sim.launchState, "main")
    }

    func testL10_replacingTheRootWithTheSameFlowBuildsAFreshHierarchy() throws {
        var sim = try Simulator(app: Self.onboardingApp, given: [Param("isFirstLaunched", false)])
        try sim.launch()
        for action in ["reset", "again"] {
            let old = try XCTUnwrap(sim.top?.id)
            XCTAssertEqual(
                try sim.callbacks(of: .tap(action, [])),
                [
                    "Home.viewWillDisappear", "Home.viewDidDisappear", "Home.viewDidLoad",
                    "Home.viewWillAppear", "Home.viewDidAppear",
                ])
            XCTAssertNotEqual(sim.top?.id, old)
            XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main"])
        }
    }

    // MARK: L11 relaunch

    func testL11_relaunchLoadsEveryScreenAgain() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        try sim.tap("next")
        XCTAssertEqual(sim.lifecycle["A", .viewDidLoad], 1)
        XCTAssertEqual(
            try sim.callbacks(of: .relaunch),
            ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"],
            "a killed app makes no disappearance callbacks")
        XCTAssertEqual(sim.stackNames, ["A"])
        XCTAssertEqual(sim.lifecycle["A", .viewDidLoad], 1, "counts start afresh")
        XCTAssertEqual(sim.lifecycle["B", .viewDidLoad], 0)
        XCTAssertEqual(sim.lifecycle["C", .viewDidAppear], 0)
        try sim.tap("next")
        XCTAssertEqual(sim.lifecycle["B", .viewDidLoad], 1)
    }
}
