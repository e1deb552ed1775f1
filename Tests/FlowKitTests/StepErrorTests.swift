import XCTest

@testable import FlowKit

/// Steps the user could not do fail with a typed reason and a message that names what was
/// there instead; a failed step leaves the device exactly as it was.
final class StepErrorTests: XCTestCase {
    static let app = stackApp(
        flows: [
            FlowSpec("Modal", content: .present(["M"], .sheet)),
            FlowSpec("Tabs", content: .tabs([TabSpec("one", flow: "Root")])),
            FlowSpec("Inline", content: .push(["B"])),
        ],
        screens: [
            screen(
                "A",
                [
                    "next": [.push("B")],
                    "bare": [.present("S", .sheet)],
                    "full": [.present("F", .fullScreen)],
                    "ask": [
                        .alert(
                            AlertSpec(
                                title: "Sure?", buttons: [AlertButton("yes"), AlertButton("no")]))
                    ],
                    "boom": [.crash("index out of range")],
                    "asRoot": [.root("Inline")],
                    "startTabs": [.start("Tabs")],
                    "unknownFlow": [.start("Nowhere")],
                    "half": [
                        .push("B"), write("count", 1), .present("S", .sheet), .present("F", .sheet),
                    ],
                    "quit": [.finish],
                    "selectTab": [.select("one")],
                ]),
            ActionSpec(
                "open", [.push(call("Chat", reading: ["channel": "channel"]))],
                arguments: ["channel"]
            ).asScreen("B"),
            screen("Chat", params: ["channel"]),
            screen("S", ["close": [.dismiss]]),
            screen("F", ["close": [.dismiss]]),
            screen("M"),
        ],
        state: [StateKey("count", default: 0)],
        links: [
            LinkSpec(
                "chat", params: ["channel"],
                effects: [.push(call("Chat", reading: ["channel": "channel"]))])
        ])

    func launched() throws -> Simulator {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        return sim
    }

    func testAnActionTheFrontmostScreenLacks() throws {
        var sim = try launched()
        assertStepFails(
            &sim, .tap("open", [Param("channel", "x")]),
            .noSuchAction(
                "open", screen: "A", available: Self.app.screens["A"]?.actions.map(\.name) ?? []),
            mentions: ["'A'", "'open'", "next, bare"])
        try sim.tap("next")
        assertStepFails(
            &sim, .tap("next", []), .noSuchAction("next", screen: "B", available: ["open"]),
            mentions: ["'B' has: open"])
    }

    func testAScreenWithoutActions() throws {
        var sim = try launched()
        try sim.tap("bare")
        try sim.tap("close")
        try sim.tap("next")
        try sim.tap("open", ["channel": "c"])
        assertStepFails(
            &sim, .tap("x", []), .noSuchAction("x", screen: "Chat(channel=c)", available: []),
            mentions: ["'Chat' has no actions"])
    }

    func testBackOnARoot() throws {
        var sim = try launched()
        assertStepFails(&sim, .back, .noBackButton(screen: "A"), mentions: ["'A'", "root"])
    }

    func testBackOnABarePresentedScreen() throws {
        var sim = try launched()
        try sim.tap("bare")
        assertStepFails(
            &sim, .back, .noNavigationBar(screen: "S"),
            mentions: ["'S'", "no back button", "swipeDown"])
        var full = try launched()
        try full.tap("full")
        let error = assertStepFails(&full, .back, .noNavigationBar(screen: "F"))
        XCTAssertEqual(
            error?.message.contains("swipeDown"), false,
            "a full-screen presentation cannot be swiped")
    }

    func testTapUnderAnAlert() throws {
        var sim = try launched()
        try sim.tap("ask")
        assertStepFails(
            &sim, .tap("next", []), .alertShowing(title: "Sure?", buttons: ["yes", "no"]),
            mentions: ["'Sure?'", "yes, no"])
    }

    func testAlertButtonMissing() throws {
        var sim = try launched()
        try sim.tap("ask")
        assertStepFails(
            &sim, .alert("OK"), .noSuchButton("OK", available: ["yes", "no"]),
            mentions: ["'Sure?'", "'OK'", "yes, no"])
    }

    func testAlertStepWithNoAlert() throws {
        var sim = try launched()
        assertStepFails(&sim, .alert("OK"), .noAlert, mentions: ["no alert", "'A'"])
    }

    func testSelectWithoutATabBar() throws {
        var sim = try launched()
        assertStepFails(&sim, .select("home"), .noTabBar, mentions: ["no tab bar", "'App/Root'"])
    }

    func testSelectAnUnknownTab() throws {
        var sim = try TabApp.launched()
        assertStepFails(
            &sim, .select("profile"),
            .noSuchTab("profile", available: ["home", "together", "solo"]),
            mentions: ["'profile'", "home, together, solo"])
    }

    func testSelectWhilePresentedOrHidden() throws {
        var sim = try TabApp.launched()
        try sim.tap("settings")
        assertStepFails(
            &sim, .select("home"), .tabBarCovered(by: "Settings"), mentions: ["'Settings'"])
        var hidden = try TabApp.launched()
        try hidden.tap("open")
        assertStepFails(&hidden, .select("home"), .tabBarHidden, mentions: ["hidden"])
    }

    func testPresentWhilePresenting() throws {
        var sim = try launched()
        assertStepFails(
            &sim, .tap("half", []), .alreadyPresenting(presenting: "F", on: "B", already: "S"),
            mentions: ["already presenting"])
        XCTAssertEqual(sim.state("count"), 0, "the effects before the failure are undone")
        XCTAssertEqual(sim.stackNames, ["A"])
    }

    func testSwipeDownOnFullScreen() throws {
        var sim = try launched()
        try sim.tap("full")
        assertStepFails(
            &sim, .swipeDown, .notASheet(screen: "F"), mentions: ["'F'", "full screen"])
    }

    func testLaunchWhileRunning() throws {
        var sim = try launched()
        assertStepFails(&sim, .launch, .alreadyRunning, mentions: ["already running", "relaunch"])
    }

    func testStepsWhileNotRunning() throws {
        var sim = try Simulator(app: Self.app)
        for step: Step in [.tap("next", []), .back, .select("one"), .swipeDown, .alert("OK")] {
            assertStepFails(&sim, step, .notRunning, mentions: ["not running", "launch it first"])
        }
    }

    func testStepsAfterACrashSaySo() throws {
        var sim = try launched()
        try sim.tap("boom")
        XCTAssertFalse(sim.isRunning)
        XCTAssertEqual(sim.crashMessage, "index out of range")
        assertStepFails(
            &sim, .back, .notRunning, mentions: ["crashed", "index out of range", "relaunch"])
        try sim.launch()
        XCTAssertNil(sim.crashMessage)
    }

    func testMissingAndExtraTapArguments() throws {
        var sim = try launched()
        try sim.tap("next")
        assertStepFails(
            &sim, .tap("open", []), .missingArgument(action: "open", name: "channel"),
            mentions: ["'channel'", "open(channel=…)"])
        assertStepFails(
            &sim, .tap("open", [Param("channel", "a"), Param("mode", "b")]),
            .unexpectedArgument(action: "open", name: "mode"),
            mentions: ["'mode'", "channel"])
        assertStepFails(
            &sim, .tap("next2", [Param("x", 1)]),
            .noSuchAction("next2", screen: "B", available: ["open"]))
        try sim.tap("open", ["channel": "general"])
        XCTAssertEqual(sim.top?.description, "Chat(channel=general)")
    }

    func testLinksCheckTheirNameAndArguments() throws {
        var sim = try launched()
        assertStepFails(
            &sim, .open("chta", []), .unknownName(kind: "link", name: "chta"),
            mentions: ["'chta'", "chat"])
        assertStepFails(&sim, .open("chat", []), .missingArgument(action: "chat", name: "channel"))
        assertStepFails(
            &sim, .open("chat", [Param("channel", "a"), Param("x", 1)]),
            .unexpectedArgument(action: "chat", name: "x"))
    }

    func testStartingOrRootingTheWrongKindOfFlow() throws {
        var sim = try launched()
        assertStepFails(&sim, .tap("selectTab", []), .noTabBar)
        assertStepFails(
            &sim, .tap("asRoot", []), .notARootFlow(flow: "Inline", kind: "push"),
            mentions: ["only stack and tabs flows"])
        assertStepFails(
            &sim, .tap("unknownFlow", []), .unknownName(kind: "flow", name: "Nowhere"),
            mentions: ["Modal"])
        // Starting a tabs flow pushes its tab bar controller onto the window's
        // stack; from inside one of its tabs, there is nowhere to push another.
        try sim.tap("startTabs")
        XCTAssertEqual(sim.window?.tabBarHost?.screens.map(\.name), ["A"])
        assertStepFails(
            &sim, .tap("startTabs", []), .cannotStart(flow: "Tabs", kind: "tabs"),
            mentions: ["window's root navigation stack"])
    }

    func testScreensOfAFinishedStackFlowCannotActForIt() throws {
        // Finishing the root stack flow changes nothing on screen; its screens stay, and an
        // effect that needs their coordinator says that it has finished.
        var sim = try launched()
        let root = sim.rootFlow
        XCTAssertNotNil(root)
        try sim.tap("quit")
        XCTAssertEqual(sim.coordinatorPaths, ["App"])
        XCTAssertEqual(sim.stackNames, ["A"])
        XCTAssertEqual(
            sim.rootFlow, root,
            "the root's hierarchy is still on screen, so it is still the root flow")
        assertStepFails(
            &sim, .tap("next", []), .finishedCoordinator(screen: "A"),
            mentions: ["'A'", "finished", "push: B"])
        assertStepFails(&sim, .tap("quit", []), .finishedCoordinator(screen: "A"))
        assertStepFails(&sim, .tap("startTabs", []), .finishedCoordinator(screen: "A"))
        // A bare presented screen would belong to the finished coordinator: refused as well.
        assertStepFails(&sim, .tap("bare", []), .finishedCoordinator(screen: "A"))
        // What needs no coordinator still works: an alert, the store.
        try sim.tap("ask")
        XCTAssertEqual(sim.alertTitle, "Sure?")
    }
}

extension ActionSpec {
    fileprivate func asScreen(_ name: String) -> ScreenSpec { ScreenSpec(name, actions: [self]) }
}

/// The hierarchy as printed in failure messages.
final class HierarchyDescriptionTests: XCTestCase {
    func testTheTreeNamesStacksPresentationsAlertsAndLeaks() throws {
        var sim = try TabApp.launched()
        try sim.tap("open")
        try sim.back()
        try sim.tap("settings")
        XCTAssertEqual(
            sim.hierarchyDescription,
            """
            window: tab bar of App/Main (selected: home)
              ▸ home      [Home]
                together  [TogetherMenu·]
                solo      [SoloMenu·]
            presented 1 (sheet, navigation stack of App/Main/Home/Settings): [Settings]
            coordinators:
                App
                └─ Main
                   ├─ Home
                   │  └─ Settings
                   ├─ Together
                   └─ Solo
            (· marks a screen whose view has not loaded yet)

            """)
        try sim.swipeDown()
        XCTAssertTrue(
            sim.hierarchyDescription.contains("└─ Settings  ⚠ leaked"), sim.hierarchyDescription)
    }

    func testAStackWhoseFlowFinishedSaysSo() throws {
        var sim = try Simulator(app: StepErrorTests.app)
        try sim.launch()
        try sim.tap("quit")
        XCTAssertTrue(
            sim.hierarchyDescription.hasPrefix(
                "window: navigation stack of a finished coordinator\n"), sim.hierarchyDescription)
    }

    func testANotRunningApp() throws {
        var sim = try Simulator(app: StepErrorTests.app)
        XCTAssertEqual(sim.hierarchyDescription, "app: not running\n")
        try sim.launch()
        try sim.tap("boom")
        XCTAssertEqual(sim.hierarchyDescription, "app: not running (crashed: index out of range)\n")
    }
}
