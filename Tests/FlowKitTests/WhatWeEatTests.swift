import XCTest

@testable import FlowKit

/// The manual's example app, built in Swift, driven end to end.
final class WhatWeEatTests: XCTestCase {
    static let app = AppDefinition(
        name: "WhatWeEat",
        state: [
            StateKey("isFirstLaunched", default: true),
            StateKey("submittedPin", default: nil, sample: 1111),
        ],
        launch: [
            LaunchRule("firstLaunch", when: [.isSet("isFirstLaunched")], root: "Onboarding"),
            LaunchRule(
                "pendingSubmission", when: [.notEquals("submittedPin", .literal(nil))],
                root: "Main",
                then: [
                    .select("together"),
                    .start(call("Submission", reading: ["pin": "submittedPin"])),
                ]),
            LaunchRule("loggedIn", when: [.equals("session", .literal("user"))], root: "Main"),
            LaunchRule("signedOut", root: "Main"),
        ],
        flows: [
            FlowSpec("Onboarding", content: .stack([call("Onboarding", ["page": 1])])),
            FlowSpec(
                "Main",
                content: .tabs([
                    TabSpec("home", flow: "Home"), TabSpec("together", flow: "Together"),
                    TabSpec("solo", flow: "Solo"),
                ])),
            FlowSpec("Home", content: .stack(["Home"])),
            FlowSpec("Together", content: .stack(["TogetherMenu"])),
            FlowSpec("Solo", content: .stack(["SoloMenu"])),
            FlowSpec("Game", content: .push(["CardGame"]), hidesBars: true),
            FlowSpec(
                "Submission", params: ["pin"],
                content: .push([call("Submission", reading: ["pin": "pin"])])),
            FlowSpec("Settings", content: .present(["Settings"], .sheet)),
        ],
        screens: [
            screen(
                "Onboarding", params: ["page"],
                [
                    "next": [.push(call("Onboarding", ["page": 2]))],
                    "confirm": [write("isFirstLaunched", false), .decide],
                ]),
            screen("Home", ["chat": [.push(call("Chat", ["channel": "general"]))]]),
            screen(
                "TogetherMenu", ["makeGroup": [.start("Game")], "settings": [.start("Settings")]]),
            screen(
                "CardGame",
                [
                    "submit": [
                        write("submittedPin", 1111), .finish,
                        .start(call("Submission", ["pin": 1111])),
                    ]
                ]),
            screen(
                "Submission", params: ["pin"], ["restart": [write("submittedPin", nil), .finish]]),
            screen("Settings", ["close": [.finish]]),
            screen("SoloMenu"),
            screen(
                "Chat", params: ["channel"], hidesTabBar: true,
                [
                    "send": [
                        .guardThat(
                            .equals("session", .literal("user")),
                            else: [.alert(AlertSpec(title: "로그인이 필요한 기능입니다."))])
                    ]
                ]),
        ],
        links: [
            LinkSpec(
                "submission", params: ["pin"],
                effects: [.select("together"), .start(call("Submission", reading: ["pin": "pin"]))])
        ])

    func testOnboardingConfirmReplacesTheRootWithMain() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        XCTAssertEqual(sim.launchState, "firstLaunch")
        XCTAssertEqual(sim.stackNames, ["Onboarding(page=1)"])
        try sim.tap("next")
        XCTAssertEqual(sim.stackNames, ["Onboarding(page=1)", "Onboarding(page=2)"])
        try sim.tap("confirm")
        XCTAssertEqual(sim.rootFlow, "Main")
        XCTAssertEqual(sim.launchState, "signedOut")
        XCTAssertEqual(sim.selectedTab, "home")
        XCTAssertEqual(
            sim.coordinatorPaths,
            ["App", "App/Main", "App/Main/Home", "App/Main/Together", "App/Main/Solo"])
    }

    func testSubmittingAGameAndRelaunchingResumesTheSubmission() throws {
        var sim = try Simulator(app: Self.app, given: [Param("isFirstLaunched", false)])
        try sim.launch()
        try sim.select("together")
        try sim.tap("makeGroup")
        XCTAssertEqual(sim.stackNames, ["TogetherMenu", "CardGame"])
        XCTAssertEqual(sim.tabBarVisible, false)
        try sim.tap("submit")
        XCTAssertEqual(sim.stackNames, ["TogetherMenu", "Submission(pin=1111)"])
        XCTAssertEqual(sim.tabBarVisible, true)
        XCTAssertEqual(
            sim.coordinatorPaths.last, "App/Main/Together/Submission",
            "started by Together after Game finished")
        try sim.relaunch()
        XCTAssertEqual(sim.launchState, "pendingSubmission")
        XCTAssertEqual(sim.selectedTab, "together")
        XCTAssertEqual(sim.stackNames, ["TogetherMenu", "Submission(pin=1111)"])
        XCTAssertEqual(sim.lifecycle["TogetherMenu", .viewDidLoad], 0)
        XCTAssertEqual(sim.lifecycle["Submission", .viewDidAppear], 1)
        try sim.tap("restart")
        XCTAssertEqual(sim.state("submittedPin"), .null)
        XCTAssertEqual(sim.stackNames, ["TogetherMenu"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testAGuestIsAskedToSignInAndCanGoBack() throws {
        var sim = try Simulator(app: Self.app, given: [Param("isFirstLaunched", false)])
        try sim.launch()
        try sim.tap("chat")
        XCTAssertEqual(sim.stackNames, ["Home", "Chat(channel=general)"])
        XCTAssertEqual(sim.tabBarVisible, false)
        try sim.tap("send")
        XCTAssertEqual(sim.alertTitle, "로그인이 필요한 기능입니다.")
        try sim.tapAlert("OK")
        try sim.back()
        XCTAssertEqual(sim.top?.name, "Home")
        XCTAssertEqual(sim.tabBarVisible, true)
    }

    func testASignedInUserSendsWithoutAnAlert() throws {
        var sim = try Simulator(
            app: Self.app, given: [Param("isFirstLaunched", false), Param("session", "user")])
        try sim.launch()
        XCTAssertEqual(sim.launchState, "loggedIn")
        try sim.tap("chat")
        try sim.tap("send")
        XCTAssertNil(sim.alertTitle)
    }

    func testAColdLaunchFromANotificationOpensTheSubmission() throws {
        var sim = try Simulator(app: Self.app, given: [Param("isFirstLaunched", false)])
        try sim.open("submission", ["pin": 4321])
        try sim.launch()
        XCTAssertEqual(sim.selectedTab, "together")
        XCTAssertEqual(sim.stackNames, ["TogetherMenu", "Submission(pin=4321)"])
        XCTAssertEqual(sim.lifecycle["Home", .viewDidLoad], 0, "only the final front screen loads")
    }

    func testSettingsClosesWithoutLeavingACoordinator() throws {
        var sim = try Simulator(app: Self.app, given: [Param("isFirstLaunched", false)])
        try sim.launch()
        try sim.select("together")
        try sim.tap("settings")
        XCTAssertEqual(sim.presented.map(\.name), ["Settings"])
        try sim.tap("close")
        XCTAssertEqual(sim.presented, [])
        XCTAssertFalse(sim.coordinatorPaths.contains("App/Main/Together/Settings"))
        XCTAssertFalse(sim.hierarchyDescription.isEmpty)
    }
}
