import XCTest

@testable import FlowKit

/// The running app keeps its own fields in its window's box (``Window/appFields``): copies share
/// that one box, a change to either part copies it once and leaves every other copy as it was,
/// and the window's identity leaves the app's fields out.
final class RunningAppStorageTests: XCTestCase {
    func testAChangeToACopyLeavesTheOriginalAsItWas() {
        var app = RunningApp()
        _ = app.makeScreenID()
        let kept = app
        // the app's fields change: the kept copy's window and fields stay
        XCTAssertEqual(app.makeScreenID(), ScreenID(2))
        app.isInBackground = true
        XCTAssertFalse(kept.isInBackground)
        var fromKept = kept
        XCTAssertEqual(fromKept.makeScreenID(), ScreenID(2), "the kept copy's counter moved")
        // the window changes: the kept copy's app fields and window stay
        app.window.alert = Alert(
            spec: AlertSpec(title: "A"), actor: Actor(screen: nil, coordinator: .app))
        XCTAssertFalse(kept.window.hasAlert)
        XCTAssertTrue(app.isInBackground)
        XCTAssertEqual(app.makeStackID(), StackID(1))
        XCTAssertEqual(fromKept.makeStackID(), StackID(1))
    }

    func testTheWindowHoldsTheAppsFieldsAndItsIdentityLeavesThemOut() {
        var app = RunningApp()
        let before = app.window
        app.isInBackground = true
        _ = app.makeScreenID()
        XCTAssertTrue(app.window.appFields.isInBackground)
        XCTAssertEqual(app.window.appFields.nextScreen, 2)
        XCTAssertFalse(before.appFields.isInBackground)
        XCTAssertEqual(app.window, before, "the app's fields are no part of the window's identity")
    }
}
