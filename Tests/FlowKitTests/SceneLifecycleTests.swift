import XCTest

@testable import FlowKit

/// The scene's `background` and `foreground` beyond launch and kill, with the app's
/// `onBackground` and `onForeground` effects.
final class SceneLifecycleTests: XCTestCase {
    private static let refresh = RequestSpec(
        "refresh", outcomes: [RequestOutcome("done", [.push("Detail")])])

    private func app(onForeground: [Effect] = [], onBackground: [Effect] = []) -> AppDefinition {
        AppDefinition(
            name: "Scene",
            state: [
                StateKey("bannerClosed", default: false, domain: .memory),
                StateKey("covered", default: false, domain: .memory),
            ],
            launch: [LaunchRule("main", root: "Root")],
            flows: [
                FlowSpec("Root", content: .stack(["Home"])),
                FlowSpec("Lock", content: .present(["Passcode"], .fullScreen)),
                FlowSpec("Filter", content: .present(["Filter"], .sheet)),
            ],
            screens: [
                screen(
                    "Home",
                    [
                        "closeBanner": [write("bannerClosed", true)],
                        "detail": [.push("Detail")],
                        "filter": [.start("Filter")],
                        "hello": [.alert(AlertSpec(title: "Hello"))],
                        "refresh": [.request(Self.refresh)],
                    ]),
                screen("Detail"), screen("Filter"),
                screen("Passcode", ["unlock": [.finish]]),
            ],
            links: [
                LinkSpec("detail", effects: [.push("Detail")]),
                LinkSpec("signedInOnly", effects: [.push("Detail")]).with {
                    $0.when = [.equals(AppDefinition.sessionKey, .literal("user"))]
                },
            ],
            onForeground: onForeground, onBackground: onBackground)
    }

    private func launched(_ app: AppDefinition) throws -> Simulator {
        var sim = try Simulator(app: app)
        try sim.launch()
        return sim
    }

    func testBackgroundAndForegroundSendNoAppearanceCallbacks() throws {
        var sim = try launched(app())
        try sim.tap("detail")
        XCTAssertEqual(try sim.callbacks(of: .background), [])
        XCTAssertTrue(sim.isInBackground)
        XCTAssertEqual(try sim.callbacks(of: .foreground), [])
        XCTAssertFalse(sim.isInBackground)
        XCTAssertEqual(sim.stackNames, ["Home", "Detail"])
        XCTAssertEqual(sim.lifecycle["Detail", .viewWillDisappear], 0)
    }

    func testInTheBackgroundTheUserCannotTouchTheApp() throws {
        var sim = try launched(app())
        try sim.tap("detail")
        try sim.background()
        for step: Step in [.tap("closeBanner", []), .back] {
            assertStepFails(
                &sim, step, .inBackground,
                mentions: ["the app is in the background", "use foreground first"])
        }
        try sim.foreground()
        try sim.back()
        try sim.tap("hello")
        try sim.background()
        assertStepFails(
            &sim, .alert("OK"), .inBackground, mentions: ["cannot tap the alert's 'OK'"])
    }

    func testBackgroundTwiceForegroundTwiceAndBackgroundBeforeLaunchFail() throws {
        var sim = try Simulator(app: app())
        assertStepFails(&sim, .background, .notRunning)
        try sim.launch()
        assertStepFails(
            &sim, .foreground, .notInBackground, mentions: ["already in the foreground"])
        try sim.background()
        assertStepFails(&sim, .background, .inBackground, mentions: ["already in the background"])
        assertStepFails(&sim, .launch, .alreadyRunning)
    }

    func testMemorySurvivesTheBackgroundButNotARelaunch() throws {
        var sim = try launched(app())
        try sim.tap("closeBanner")
        try sim.tap("filter")
        try sim.background()
        try sim.foreground()
        XCTAssertEqual(sim.state("bannerClosed"), true)
        XCTAssertEqual(sim.presented.map(\.name), ["Filter"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/Filter"])
        try sim.background()
        try sim.relaunch()
        XCTAssertFalse(sim.isInBackground)
        XCTAssertEqual(sim.state("bannerClosed"), false)
    }

    func testOnForegroundPresentsALockOverEverything() throws {
        var sim = try launched(app(onForeground: [.start("Lock")]))
        try sim.tap("filter")
        try sim.background()
        XCTAssertEqual(sim.presented.map(\.name), ["Filter"], "nothing yet: the hook waits")
        let callbacks = try sim.callbacks(of: .foreground)
        XCTAssertEqual(sim.presented.map(\.name), ["Filter", "Passcode"])
        XCTAssertEqual(sim.coordinatorPaths.last, "App/Root/Filter/Lock")
        // The lock loads and appears; the sheet it covers full screen disappears (L7).
        XCTAssertEqual(
            callbacks,
            [
                "Passcode.viewDidLoad", "Filter.viewWillDisappear", "Passcode.viewWillAppear",
                "Filter.viewDidDisappear", "Passcode.viewDidAppear",
            ])
        try sim.tap("unlock")
        XCTAssertEqual(sim.presented.map(\.name), ["Filter"])
    }

    func testAHookWithoutAGuardStacksASecondLockOverTheFirst() throws {
        var sim = try launched(app(onForeground: [.start("Lock")]))
        try sim.background()
        try sim.foreground()
        try sim.background()
        // The hook acts for the frontmost screen, the lock itself, which presents another: the
        // bug of a lock without an "already locked" flag, visible here.
        try sim.foreground()
        XCTAssertEqual(sim.presented.map(\.name), ["Passcode", "Passcode"])
    }

    func testOnBackgroundRunsBeforeTheSceneIsInTheBackground() throws {
        var sim = try launched(app(onBackground: [write("covered", true)]))
        try sim.background()
        XCTAssertEqual(sim.state("covered"), true)
        XCTAssertTrue(sim.isInBackground)
        let effects = sim.trace.events.compactMap { event -> String? in
            if case .effect(let e) = event { return e } else { return nil }
        }
        XCTAssertEqual(effects.last, "set: {covered: true}")
    }

    func testALinkThatArrivesInTheBackgroundBringsTheAppBackFirst() throws {
        var sim = try launched(app(onForeground: [write("covered", false)]))
        try sim.perform(.set([Param("covered", true)]))
        try sim.background()
        try sim.open("detail")
        XCTAssertFalse(sim.isInBackground)
        XCTAssertEqual(sim.state("covered"), false, "onForeground ran")
        XCTAssertEqual(sim.stackNames, ["Home", "Detail"])
        let effects = sim.trace.events.compactMap { event -> String? in
            if case .effect(let e) = event { return e } else { return nil }
        }
        XCTAssertEqual(Array(effects.suffix(2)), ["set: {covered: false}", "push: Detail"])
    }

    func testAHeldLinkWaitsForTheForeground() throws {
        var sim = try launched(app())
        try sim.open("signedInOnly")
        try sim.background()
        try sim.set(["session": "user"])  // signed in elsewhere (the keychain is shared)
        XCTAssertEqual(sim.device.heldLinks.map(\.name), ["signedInOnly"])
        try sim.foreground()
        XCTAssertEqual(sim.device.heldLinks, [])
        XCTAssertEqual(sim.stackNames, ["Home", "Detail"])
    }

    func testResponsesWaitForTheForeground() throws {
        var sim = try launched(app())
        try sim.tap("refresh")
        try sim.background()
        assertStepFails(
            &sim, .respond("refresh", outcome: "done"), .inBackground,
            mentions: ["cannot receive the outcome 'refresh.done'"])
        try sim.foreground()
        try sim.perform(.respond("refresh", outcome: "done"))
        XCTAssertEqual(sim.stackNames, ["Home", "Detail"])
    }

    func testTheAvailableStepsInTheBackgroundAreTheWorldsAndTheDevicesOnly() throws {
        var sim = try launched(app())
        XCTAssertTrue(sim.availableSteps.contains(AvailableStep(.background, by: .environment)))
        XCTAssertFalse(sim.availableSteps.contains { $0.step == .foreground })
        try sim.background()
        XCTAssertEqual(
            sim.availableSteps.map(\.description),
            ["open: detail", "open: signedInOnly", "foreground", "relaunch", "reinstall"])
    }

    func testTheBackgroundIsPartOfTheStateAndTheRoundTripReturnsToIt() throws {
        var sim = try launched(app())
        let before = sim.device
        try sim.background()
        XCTAssertNotEqual(sim.device.fingerprint, before.fingerprint)
        XCTAssertNotEqual(sim.device, before)
        try sim.foreground()
        XCTAssertEqual(sim.device.fingerprint, before.fingerprint)
        XCTAssertEqual(sim.device, before)
    }
}

extension LinkSpec {
    fileprivate func with(_ change: (inout LinkSpec) -> Void) -> LinkSpec {
        var copy = self
        change(&copy)
        return copy
    }
}
