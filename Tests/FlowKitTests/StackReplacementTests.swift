import XCTest

@testable import FlowKit

/// `setStack: [...]` replaces a navigation stack's contents, as
/// `setViewControllers(_:animated:)` does (L12).
final class StackReplacementTests: XCTestCase {
    private func app() -> AppDefinition {
        stackApp(
            root: "Welcome",
            flows: [
                FlowSpec("SignUp", content: .push(["Form"])),
                FlowSpec("Main", content: .tabs([TabSpec("inbox", flow: "Inbox")])),
                FlowSpec("Inbox", content: .stack(["Inbox"])),
                FlowSpec("Sheet", content: .present(["Sheet"], .sheet)),
            ],
            screens: [
                screen(
                    "Welcome",
                    [
                        "next": [.push("Terms")],
                        "signUp": [.start("SignUp")],
                        "home": [.setStack(["Home", call("Detail", ["id": 1])])],
                        "empty": [.setStack([])],
                        "sheet": [.start("Sheet")],
                    ]),
                screen(
                    "Terms",
                    [
                        "restart": [.setStack(["Welcome"])],
                        "replaceTop": [.setStack(["Welcome", "Done"])],
                    ]),
                screen(
                    "Form", ["skip": [.setStack(["Home"])], "restart": [.setStack(["Welcome"])]]),
                screen("Home"), screen("Detail", params: ["id"]), screen("Done"),
                screen("Inbox", ["clear": [.setStack([])]]),
                screen("Sheet", ["swap": [.setStack(["Done"])], "empty": [.setStack([])]]),
            ])
    }

    func testL12_setStackReplacesTheStackAndOnlyTheNewTopAppears() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        let callbacks = try sim.callbacks(of: .tap("home", []))
        XCTAssertEqual(sim.stackNames, ["Home", "Detail(id=1)"])
        // The old top disappears and the new top appears; Home is created but never loads.
        XCTAssertEqual(
            callbacks,
            [
                "Detail.viewDidLoad", "Welcome.viewWillDisappear", "Detail.viewWillAppear",
                "Welcome.viewDidDisappear", "Detail.viewDidAppear",
            ])
        XCTAssertEqual(sim.stack.map(\.isLoaded), [false, true])
        try sim.back()
        XCTAssertEqual(sim.lifecycle["Home", .viewDidLoad], 1, "Home loads when first shown")
    }

    func testL12_aScreenAlreadyInTheStackIsKeptAndAnimatesAsAPop() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        let welcome = try XCTUnwrap(sim.top)
        try sim.tap("next")
        let callbacks = try sim.callbacks(of: .tap("restart", []))
        XCTAssertEqual(sim.stack.map(\.id), [welcome.id], "the same Welcome instance is kept")
        XCTAssertEqual(
            callbacks,
            [
                "Terms.viewWillDisappear", "Welcome.viewWillAppear", "Terms.viewDidDisappear",
                "Welcome.viewDidAppear",
            ], "as a pop: no second viewDidLoad")
    }

    func testReplacingOnlyTheTopKeepsTheScreensBelowWithoutCallbacks() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("next")
        let callbacks = try sim.callbacks(of: .tap("replaceTop", []))
        XCTAssertEqual(sim.stackNames, ["Welcome", "Done"])
        XCTAssertFalse(callbacks.contains { $0.hasPrefix("Welcome.") })
        XCTAssertEqual(callbacks.first, "Done.viewDidLoad")
    }

    func testScreensRemovedWithAnUnfinishedCoordinatorLeak() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("signUp")
        XCTAssertEqual(sim.leaks, [])
        try sim.tap("restart")  // only Welcome, which the root flow owns: nothing left for SignUp
        XCTAssertEqual(sim.stackNames, ["Welcome"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/SignUp"])
        XCTAssertEqual(sim.leaks.map(\.kind), [.coordinator])
        XCTAssertEqual(sim.leaks.first?.subject, "App/Root/SignUp")
    }

    func testL12_aPushFlowThatSetsNewScreensHoldsThemAndDoesNotLeak() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("signUp")
        try sim.tap("skip")  // Home is new, made by SignUp: it goes on with it
        XCTAssertEqual(sim.stackNames, ["Home"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/SignUp"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testTheStackOwnerNoLongerHoldsTheScreensItReleased() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("home")
        XCTAssertEqual(sim.leaks, [], "Welcome left with the navigation controller's contents")
    }

    func testEmptyingTheWindowRootsStackFails() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        assertStepFails(
            &sim, .tap("empty", []), .emptyStack(coordinator: "App/Root"),
            mentions: ["window root", "only a tab's stack may show nothing"])
    }

    func testEmptyingAPresentedStackFails() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("sheet")
        assertStepFails(
            &sim, .tap("empty", []), .emptyStack(coordinator: "App/Root/Sheet"),
            mentions: ["presented"])
        try sim.tap("swap")
        XCTAssertEqual(sim.presented.map(\.name), ["Done"])
    }

    func testT5_emptyingATabsStackLeavesTheTabWithNoScreen() throws {
        let base = app()
        let definition = AppDefinition(
            name: "T", launch: [LaunchRule("only", root: "Main")],
            flows: Array(base.flows.values), screens: Array(base.screens.values))
        var sim = try Simulator(app: definition)
        try sim.launch()
        let callbacks = try sim.callbacks(of: .tap("clear", []))
        XCTAssertEqual(sim.stack(ofTab: "inbox"), [])
        XCTAssertNil(sim.top)
        XCTAssertEqual(callbacks, ["Inbox.viewWillDisappear", "Inbox.viewDidDisappear"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testDescribeListsTheScreens() {
        XCTAssertEqual(
            Effect.setStack(["Home", call("Detail", ["id": 1])]).description,
            "setStack: [Home, Detail(id=1)]")
        XCTAssertEqual(Effect.setStack([]).description, "setStack: []")
        XCTAssertEqual(Effect.setStack([]).key, "setStack")
    }
}
