import FlowKit
import XCTest

final class StateKeyTests: XCTestCase {
    func testStoreIsTheAppFilesNameForTheDomain() throws {
        var token = StateKey("token", default: .null, store: .keychain, sample: "abc")
        XCTAssertEqual(token.domain, .keychain)
        XCTAssertEqual(token.store, .keychain)
        token.store = .defaults
        XCTAssertEqual(token.domain, .defaults)
        XCTAssertEqual(
            StateKey("a", default: 1, domain: .keychain),
            StateKey("a", default: 1, store: .keychain))
        XCTAssertEqual(StateKey("a", default: 1).store, .defaults)
    }

    func testAKeychainKeyDeclaredWithStoreSurvivesReinstall() throws {
        let app = AppDefinition(
            name: "A",
            state: [
                StateKey("token", default: .null, store: .keychain),
                StateKey("seen", default: false),
            ],
            launch: [LaunchRule("start", root: "Main")],
            flows: [FlowSpec("Main", content: .stack(["Home"]))], screens: [ScreenSpec("Home")])
        var sim = try Simulator(app: app, given: [Param("token", "t1"), Param("seen", true)])
        try sim.reinstall()
        XCTAssertEqual(sim.state("token"), "t1")
        XCTAssertEqual(sim.state("seen"), false)
    }
}
