import XCTest

@testable import FlowKit

/// The persisted store: domains, reinstall, writes, `given` and held links.
final class StoreTests: XCTestCase {
    static let app = AppDefinition(
        name: "Store",
        state: [
            StateKey("isFirstLaunched", default: true),
            StateKey("theme", default: "light", values: ["light", "dark"]),
            StateKey("token", default: nil, domain: .keychain, sample: "abc"),
        ],
        launch: [LaunchRule("main", root: "Main")],
        flows: [FlowSpec("Main", content: .stack(["Home"]))],
        screens: [
            screen(
                "Home",
                [
                    "signIn": [
                        write("session", "user"), write("token", "t"),
                        write("isFirstLaunched", false), write("theme", "dark"),
                    ]
                ]),
            screen("Chat", params: ["channel"]),
        ],
        links: [
            LinkSpec(
                "chat", params: ["channel"],
                effects: [.push(call("Chat", reading: ["channel": "channel"]))])
        ])

    func testAFreshInstallHasTheDefaultsAndTheSessionKey() throws {
        let sim = try Simulator(app: Self.app)
        XCTAssertEqual(sim.state("isFirstLaunched"), true)
        XCTAssertEqual(sim.state("theme"), "light")
        XCTAssertEqual(sim.state("token"), .null)
        XCTAssertEqual(
            sim.state("session"), "none",
            "session is reserved and added when the app does not declare it")
        XCTAssertEqual(Self.app.key("session")?.domain, .keychain)
        XCTAssertNil(sim.state("nope"))
    }

    func testRelaunchKeepsBothDomains() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("signIn")
        let store = sim.device.store
        try sim.relaunch()
        XCTAssertEqual(sim.device.store, store)
    }

    func testReinstallWipesDefaultsAndKeepsTheKeychain() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("signIn")
        try sim.reinstall()
        XCTAssertEqual(sim.state("isFirstLaunched"), true)
        XCTAssertEqual(sim.state("theme"), "light")
        XCTAssertEqual(sim.state("token"), "t")
        XCTAssertEqual(sim.state("session"), "user")
    }

    func testHeldLinksAreRoutedAfterTheLaunchDecision() throws {
        var sim = try Simulator(app: Self.app)
        try sim.open("chat", ["channel": "general"])
        XCTAssertFalse(sim.isRunning)
        XCTAssertEqual(sim.device.heldLinks.map(\.name), ["chat"])
        XCTAssertEqual(
            try sim.callbacks(of: .launch),
            ["Chat.viewDidLoad", "Chat.viewWillAppear", "Chat.viewDidAppear"],
            "a cold launch from a notification: only the final front screen loads")
        XCTAssertEqual(sim.stackNames, ["Home", "Chat(channel=general)"])
        XCTAssertEqual(sim.device.heldLinks, [])
    }

    func testReinstallDropsHeldLinks() throws {
        var sim = try Simulator(app: Self.app)
        try sim.open("chat", ["channel": "general"])
        try sim.reinstall()
        XCTAssertEqual(sim.device.heldLinks, [])
        try sim.launch()
        XCTAssertEqual(sim.stackNames, ["Home"])
    }

    func testSetWithAValueOutsideTheDomainFails() throws {
        var sim = try Simulator(app: Self.app)
        assertStepFails(
            &sim, .set([Param("theme", "blue")]), .valueOutOfDomain(key: "theme", value: "blue"),
            mentions: ["'blue'", "'theme'", "light, dark"])
        assertStepFails(
            &sim, .set([Param("session", "admin")]),
            .valueOutOfDomain(key: "session", value: "admin"), mentions: ["none, guest, user"])
    }

    func testABooleanKeyTakesOnlyBooleans() throws {
        var sim = try Simulator(app: Self.app)
        assertStepFails(
            &sim, .set([Param("isFirstLaunched", "yes")]),
            .valueOutOfDomain(key: "isFirstLaunched", value: "yes"), mentions: ["true, false"])
        assertStepFails(
            &sim, .set([Param("isFirstLaunched", nil)]),
            .valueOutOfDomain(key: "isFirstLaunched", value: nil))
        try sim.set(["isFirstLaunched": false])
        XCTAssertEqual(sim.state("isFirstLaunched"), false)
    }

    func testAnOpenKeyTakesAnyValue() throws {
        var sim = try Simulator(app: Self.app)
        try sim.set(["token": 7])
        XCTAssertEqual(sim.state("token"), 7)
        try sim.set(["token": nil])
        XCTAssertEqual(sim.state("token"), .null)
    }

    func testSetOfAnUnknownKeyFailsNamingTheKnownKeys() throws {
        var sim = try Simulator(app: Self.app)
        assertStepFails(
            &sim, .set([Param("tokn", "x")]), .unknownName(kind: "state key", name: "tokn"),
            mentions: ["'tokn'", "token"])
    }

    func testAFailedSetWritesNothing() throws {
        var sim = try Simulator(app: Self.app)
        assertStepFails(
            &sim, .set([Param("token", "x"), Param("theme", "blue")]),
            .valueOutOfDomain(key: "theme", value: "blue"))
        XCTAssertEqual(sim.state("token"), .null)
    }

    func testSetWhileRunningChangesTheStoreButNotTheScreen() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        let window = sim.window
        try sim.set(["session": "guest"])
        XCTAssertEqual(sim.state("session"), "guest")
        XCTAssertEqual(sim.window, window)
    }

    func testGivenOverridesTheDefaults() throws {
        let sim = try Simulator(
            app: Self.app, given: [Param("isFirstLaunched", false), Param("session", "guest")])
        XCTAssertEqual(sim.state("isFirstLaunched"), false)
        XCTAssertEqual(sim.state("session"), "guest")
        XCTAssertEqual(sim.state("theme"), "light")
    }

    func testGivenIsCheckedLikeSet() {
        XCTAssertThrowsError(try Simulator(app: Self.app, given: [Param("theme", "blue")])) {
            error in
            XCTAssertEqual(
                (error as? StepError)?.reason, .valueOutOfDomain(key: "theme", value: "blue"))
        }
        XCTAssertThrowsError(try Simulator(app: Self.app, given: [Param("nope", 1)]))
    }

    func testStoreReinstallDirectly() {
        var store = Store(app: Self.app)
        store[0] = false
        store[2] = "kept"
        store.reinstall(app: Self.app)
        XCTAssertEqual(store.values, [true, "light", "kept", "none"])
        XCTAssertEqual(store[99], nil, "out of range reads null")
    }
}
