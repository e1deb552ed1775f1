import XCTest

@testable import FlowKit

/// P7: `present: Screen, inNavigationController: true` — `present(UINavigationController(
/// rootViewController: details))` from a coordinator that gives the new stack no coordinator of
/// its own.
final class PresentedNavigationControllerTests: XCTestCase {
    private func app() -> AppDefinition {
        stackApp(
            root: "Events",
            screens: [
                screen(
                    "Events",
                    [
                        "open": [
                            .present("Details", .sheet, .none, inNavigationController: true)
                        ],
                        "cover": [
                            .present("Details", .fullScreen, .none, inNavigationController: true)
                        ],
                        "bare": [.present("Details", .sheet)],
                        "next": [.push("More")],
                    ]),
                screen(
                    "Details",
                    [
                        "locate": [.push("Map")], "close": [.dismiss],
                        "again": [.present("Other", .sheet)],
                    ]),
                screen("Map", ["close": [.dismiss], "up": [.pop]]), screen("More"),
                screen("Other"),
            ])
    }

    func testP7_aScreenInThePresentedNavigationControllerPushesOntoIt() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("open")
        XCTAssertEqual(sim.presented.map(\.name), ["Details"])
        XCTAssertEqual(sim.navigationBarVisible, true, "a navigation controller has a bar")
        try sim.tap("locate")
        XCTAssertEqual(
            sim.stackNames, ["Details", "Map"], "the push went onto the presented stack")
        XCTAssertEqual(sim.window?.rootVisibleStack?.screens.map(\.name), ["Events"])
        let presented = try XCTUnwrap(sim.window?.presentations.first?.stack)
        XCTAssertFalse(presented.isBare)
        XCTAssertEqual(
            presented.owner, sim.window?.rootCoordinator, "owned by the acting coordinator")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"], "no coordinator was added")
        XCTAssertEqual(sim.leaks, [])
        try sim.back()
        XCTAssertEqual(sim.stackNames, ["Details"], "back works inside it")
        try sim.tap("locate")
        try sim.tap("up")
        XCTAssertEqual(sim.stackNames, ["Details"], "pop acts on it too")
    }

    func testP7_theBareFormStillHasNoBackButton() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("bare")
        XCTAssertEqual(sim.navigationBarVisible, false)
        assertStepFails(&sim, .back, .noNavigationBar(screen: "Details"))
    }

    func testP7_aSwipeDownReleasesTheWholeStackAndNothingLeaks() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("open")
        try sim.tap("locate")
        try sim.swipeDown()
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.windowScreens.map(\.name), ["Events"], "Details and Map are released")
        XCTAssertEqual(sim.leaks, [], "screens released with the dismissal are not leaks")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        try sim.tap("next")
        XCTAssertEqual(
            sim.stackNames, ["Events", "More"], "the coordinator's own stack is unchanged")
    }

    func testP7_aDismissFromAPushedScreenDismissesTheStack() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("cover")
        try sim.tap("locate")
        assertStepFails(&sim, .swipeDown, .notASheet(screen: "Map"))
        try sim.tap("close")
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.leaks, [])
    }

    func testP7_P1StillApplies() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("open")
        try sim.tap("again")
        XCTAssertEqual(sim.presented.map(\.name), ["Details", "Other"])
        try sim.relaunch()
        // Events presents Details; presenting it again from Events is P1.
        var app = app()
        app.screens["Events"]?.actions.append(
            ActionSpec(
                "twice",
                [
                    .present("Details", .sheet, .none, inNavigationController: true),
                    .present("Other", .sheet, .none, inNavigationController: true),
                ]))
        var twice = try Simulator(app: app)
        try twice.launch()
        assertStepFails(
            &twice, .tap("twice", []),
            .alreadyPresenting(presenting: "Other", on: "Events", already: "Details"))
    }

    func testP7_theNavigationControllerIsPartOfTheStateIdentity() throws {
        var inStack = try Simulator(app: app())
        try inStack.launch()
        try inStack.tap("open")
        var bare = try Simulator(app: app())
        try bare.launch()
        try bare.tap("bare")
        XCTAssertNotEqual(inStack.device, bare.device)
        XCTAssertNotEqual(inStack.device.fingerprint, bare.device.fingerprint)
        var again = try Simulator(app: app())
        try again.launch()
        try again.tap("open")
        XCTAssertEqual(again.device.fingerprint, inStack.device.fingerprint)
    }

    func testP7_theTraceAndTheHierarchySayNavigationController() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("open")
        XCTAssertTrue(
            sim.trace.events.contains(.effect("present: Details (inNavigationController)")))
        let text = sim.hierarchyDescription
        XCTAssertTrue(text.contains("navigation stack of App/Root"), text)
    }
}

/// `openURL`: another app comes to the front, so the scene enters the background.
final class OpenURLTests: XCTestCase {
    private func app(onBackground: [Effect] = []) -> AppDefinition {
        var app = stackApp(
            root: "Welcome",
            screens: [
                ScreenSpec(
                    "Welcome",
                    actions: [
                        ActionSpec(
                            "signUp",
                            [.openURL(.literal("https://noi.bz.it/signup")), .push("Next")]
                        ),
                        ActionSpec("call", [.openURL(.reference("number"))], arguments: ["number"]),
                    ]),
                screen("Next"), screen("Cover"),
            ])
        app.onBackground = onBackground
        return app
    }

    func testP8_openURLSendsTheSceneToTheBackgroundAndTheTraceRecordsIt() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("signUp")
        XCTAssertTrue(sim.isInBackground)
        XCTAssertTrue(sim.trace.events.contains(.effect("openURL: https://noi.bz.it/signup")))
        XCTAssertEqual(sim.stackNames, ["Welcome", "Next"], "the rest of the action still ran")
        assertStepFails(&sim, .back, .inBackground, mentions: ["foreground"])
        try sim.foreground()
        try sim.back()
        XCTAssertEqual(sim.stackNames, ["Welcome"])
    }

    func testP8_openURLRunsOnBackgroundOnce() throws {
        var sim = try Simulator(
            app: app(onBackground: [.present("Cover", .fullScreen), .openURL(.literal("tel:1"))]))
        try sim.launch()
        try sim.tap("call", ["number": "tel:+390471066600"])
        XCTAssertTrue(sim.isInBackground)
        XCTAssertEqual(sim.presented.map(\.name), ["Cover"], "onBackground ran, once")
        XCTAssertTrue(sim.trace.events.contains(.effect("openURL: $number")))
    }

    func testAValueThatIsNotAURLFailsTheStep() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        assertStepFails(&sim, .tap("call", [Param("number", "0471")]), .notAURL("0471"))
        XCTAssertFalse(sim.isInBackground)
    }

    func testTheSchemeRule() {
        XCTAssertTrue(SceneEffects.hasScheme("https://x"))
        XCTAssertTrue(SceneEffects.hasScheme("tel:+39"))
        XCTAssertTrue(SceneEffects.hasScheme("x-app+v1.2:go"))
        XCTAssertFalse(SceneEffects.hasScheme("www.noi.bz.it"))
        XCTAssertFalse(SceneEffects.hasScheme(":x"))
        XCTAssertFalse(SceneEffects.hasScheme("1tel:x"))
        XCTAssertFalse(SceneEffects.hasScheme("a b:c"))
    }
}
