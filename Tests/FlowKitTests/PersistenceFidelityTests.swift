import XCTest

@testable import FlowKit

/// UIKIT-FIDELITY.md, persistence (S1–S2).
final class PersistenceFidelityTests: XCTestCase {
    static let app = AppDefinition(
        name: "Persist",
        state: [
            StateKey("isFirstLaunched", default: true),
            StateKey("token", default: nil, domain: .keychain, sample: "abc"),
        ],
        launch: [LaunchRule("main", root: "Main")],
        flows: [FlowSpec("Main", content: .stack(["Home"]))],
        screens: [
            screen(
                "Home",
                [
                    "signIn": [
                        write("session", "user"), write("token", "t1"),
                        write("isFirstLaunched", false),
                    ]
                ])
        ])

    func testS1_relaunchKeepsUserDefaultsAndKeychain() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("signIn")
        try sim.relaunch()
        XCTAssertEqual(sim.state("isFirstLaunched"), false)
        XCTAssertEqual(sim.state("token"), "t1")
        XCTAssertEqual(sim.state("session"), "user")
    }

    func testS1_relaunchOfAStoppedAppKeepsTheStoreToo() throws {
        var sim = try Simulator(app: Self.app, given: [Param("isFirstLaunched", false)])
        try sim.relaunch()
        XCTAssertTrue(sim.isRunning)
        XCTAssertEqual(sim.state("isFirstLaunched"), false)
    }

    func testS2_reinstallWipesUserDefaultsAndKeepsTheKeychain() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("signIn")
        try sim.reinstall()
        XCTAssertFalse(sim.isRunning, "reinstall does not launch")
        XCTAssertEqual(sim.state("isFirstLaunched"), true, "UserDefaults back to the default")
        XCTAssertEqual(sim.state("token"), "t1", "keychain kept")
        XCTAssertEqual(sim.state("session"), "user", "session lives in the keychain by default")
        XCTAssertNil(sim.launchState)
    }

    func testS2_sessionStoredInDefaultsIsWipedByReinstall() throws {
        let app = AppDefinition(
            name: "P",
            state: [
                StateKey(
                    "session", default: "none", values: ["none", "guest", "user"], domain: .defaults
                )
            ],
            launch: [LaunchRule("main", root: "Main")],
            flows: [FlowSpec("Main", content: .stack(["Home"]))],
            screens: [screen("Home")])
        var sim = try Simulator(app: app, given: [Param("session", "user")])
        try sim.reinstall()
        XCTAssertEqual(sim.state("session"), "none")
    }
}
