import FlowKit
import XCTest

@testable import Scenarios

/// `inApp: true` on a link: an event only the app posts, which exploration never opens from outside.
final class InAppEventSyntaxTests: XCTestCase {
    private func app(_ logout: String) -> String {
        """
        app: Account
        state:
          session: {values: [none, user], default: user}
        launch:
          - state: signedIn
            when: session == user
            root: Main
          - state: signedOut
            root: Login
        flows:
          Main: {stack: [Home]}
          Login: {stack: [Welcome]}
          Filters: {present: [Filters], autoFinish: true}
        screens:
          Welcome: {actions: {signIn: [set: {session: user}, decide]}}
          Home: {actions: {filters: {start: Filters}, signOut: {post: logout}}}
          Filters: {actions: {close: finish}}
        links:
          logout: \(logout)
        """
    }

    func testAnInAppEventIsPostedButNeverOpenedByExploration() throws {
        let compiled = try Compiled(app: app("{inApp: true, do: [set: {session: none}, decide]}"))
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app?.definition)
        XCTAssertEqual(definition.links["logout"]?.isInAppOnly, true)
        XCTAssertFalse(StepCatalog(app: definition).opens.contains(.open("logout", [])))
        // Opened from outside while Filters is presented, the root swap would release the sheet
        // (P5, a leak); only Home posts it, and Home is covered then.
        let inApp = Explorer(app: definition, options: .init(maxStates: 1_000)).explore()
        XCTAssertEqual(inApp.problems, [])
        // The same link without the flag is a deep link: explore opens it anywhere, and finds it.
        let outside = try XCTUnwrap(
            try Compiled(app: app("[set: {session: none}, decide]")).app?.definition)
        XCTAssertTrue(StepCatalog(app: outside).opens.contains(.open("logout", [])))
        let found = Explorer(app: outside, options: .init(maxStates: 1_000)).explore()
        XCTAssertFalse(found.problems.isEmpty)
    }

    func testInAppMustBeTrueOrFalse() throws {
        let compiled = try Compiled(app: app("{inApp: yes please, do: [decide]}"))
        XCTAssertEqual(
            compiled.errors,
            ["apps/a.app.yaml:19:19: error: inApp must be true or false, not a string"])
    }
}
