import XCTest

@testable import FlowKit

/// A coordinator the app coordinator keeps across root swaps (`kept: true`) and
/// starts again at every sign-in.
final class KeptCoordinatorTests: XCTestCase {
    private func app(kept: Bool = true) -> AppDefinition {
        var main = FlowSpec(
            "Main", content: .tabs([TabSpec("home", flow: "Home"), TabSpec("me", flow: "Me")]))
        main.kept = kept
        return AppDefinition(
            name: "T", state: [StateKey("signedIn", default: false)],
            launch: [
                LaunchRule("in", when: [.isSet("signedIn")], root: "Main"),
                LaunchRule("out", root: "Login"),
            ],
            flows: [
                FlowSpec("Login", content: .stack(["Login"])), main,
                FlowSpec("Home", content: .stack(["Home"])),
                FlowSpec("Me", content: .stack(["Me"])),
                FlowSpec("Detail", content: .push(["Detail"])),
            ],
            screens: [
                screen("Login", ["signIn": [write("signedIn", true), .root("Main")]]),
                screen(
                    "Home",
                    [
                        "signOut": [write("signedIn", false), .root("Login")],
                        "open": [.start("Detail")], "refresh": [.root("Main")],
                    ]),
                screen("Me"),
                screen("Detail", ["signOut": [write("signedIn", false), .root("Login")]]),
            ])
    }

    func testAKeptCoordinatorStaysAcrossARootSwapAndIsStartedAgain() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("signIn")
        let first = try XCTUnwrap(sim.device.app?.window.rootCoordinator)
        XCTAssertEqual(sim.startCount(ofCoordinatorAt: "App/Main"), 1)
        try sim.tap("signOut")
        // The app coordinator holds it; its tabs' coordinators went with its hierarchy.
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main", "App/Login"])
        XCTAssertEqual(sim.leaks, [], "kept on purpose, not leaked")
        try sim.tap("signIn")
        XCTAssertEqual(sim.device.app?.window.rootCoordinator, first, "the same instance")
        XCTAssertEqual(sim.startCount(ofCoordinatorAt: "App/Main"), 2)
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main", "App/Main/Home", "App/Main/Me"])
        XCTAssertEqual(sim.top?.name, "Home")
        XCTAssertTrue(
            sim.trace.events.contains(.coordinatorStartedAgain(path: "App/Main", count: 2)))
        XCTAssertTrue(sim.trace.events.contains(.coordinatorKept(path: "App/Main")))
    }

    func testItsScreensAreBuiltAfreshAndLoadAgain() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("signIn")
        try sim.tap("open")
        try sim.tap("signOut")
        XCTAssertFalse(sim.coordinatorPaths.contains("App/Main/Home/Detail"))
        try sim.tap("signIn")
        XCTAssertEqual(sim.stackNames, ["Home"], "start builds the tabs anew")
        XCTAssertEqual(sim.lifecycle["Home", .viewDidLoad], 2)
    }

    func testARootSwapToTheKeptFlowItselfStartsItAgain() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("signIn")
        try sim.tap("refresh")
        XCTAssertEqual(sim.startCount(ofCoordinatorAt: "App/Main"), 2)
        XCTAssertEqual(sim.coordinatorPaths.filter { $0 == "App/Main" }.count, 1)
    }

    func testWithoutKeptARootSwapMakesANewCoordinator() throws {
        var sim = try Simulator(app: app(kept: false))
        try sim.launch()
        try sim.tap("signIn")
        let first = sim.device.app?.window.rootCoordinator
        try sim.tap("signOut")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Login"])
        try sim.tap("signIn")
        XCTAssertNotEqual(sim.device.app?.window.rootCoordinator, first)
        XCTAssertEqual(sim.startCount(ofCoordinatorAt: "App/Main"), 1)
    }

    func testARelaunchForgetsTheKeptCoordinator() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("signIn")
        try sim.tap("signOut")
        try sim.tap("signIn")
        try sim.relaunch()
        XCTAssertEqual(sim.startCount(ofCoordinatorAt: "App/Main"), 1, "memory is gone (L11)")
    }

    func testTheStartCountIsNotPartOfTheFingerprint() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("signIn")
        try sim.tap("signOut")
        let once = sim.device.fingerprint
        try sim.tap("signIn")
        try sim.tap("signOut")
        XCTAssertEqual(sim.device.fingerprint, once, "explore sees the same state")
    }
}
