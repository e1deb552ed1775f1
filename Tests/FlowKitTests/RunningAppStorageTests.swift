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
        XCTAssertTrue(app.window.rareAppFields.isInBackground)
        XCTAssertEqual(app.window.appFields.nextScreen, 2)
        XCTAssertFalse(before.rareAppFields.isInBackground)
        XCTAssertEqual(app.window, before, "the app's fields are no part of the window's identity")
    }
}

/// The fields few steps change live in a second box the window's points at: a copy shares it,
/// and a change to one of them on either copy leaves the other as it was.
final class WindowRareFieldsTests: XCTestCase {
    func testARareFieldChangedOnACopyLeavesTheOriginalAsItWas() {
        var app = RunningApp()
        app.window.rootFlow = "Main"
        let kept = app
        app.window.rootFlow = "Other"
        app.window.containers[ScreenID(1)] = Containment(embedding: [])
        app.requests = []
        app.isInBackground = true
        XCTAssertEqual(kept.window.rootFlow, "Main")
        XCTAssertTrue(kept.window.containers.isEmpty)
        XCTAssertFalse(kept.isInBackground)
        XCTAssertEqual(app.window.rootFlow, "Other")
        XCTAssertEqual(app.window.containers.count, 1)
        // a change to a field steps change leaves the rare ones shared and as they were
        var copy = app
        _ = copy.makeScreenID()
        XCTAssertEqual(copy.window.rootFlow, "Other")
        XCTAssertTrue(copy.isInBackground)
    }

    func testCoordinatorsStartedOnACopyLeaveTheOriginalsAsTheyWere() {
        var app = RunningApp()
        app.window.rootFlow = "Main"
        let kept = app
        let id = app.makeCoordinatorID()
        app.coordinators.attach(
            Coordinator(id: id, flow: "Main", kind: .stack, parent: .app))
        XCTAssertTrue(app.hasCoordinator(id))
        XCTAssertFalse(kept.hasCoordinator(id))
        XCTAssertEqual(kept.coordinators.all.count, 1)
        // the other rare fields went with the copy, unchanged
        XCTAssertEqual(app.window.rootFlow, "Main")
    }

    func testAnAlertShownOnACopyLeavesTheOriginalWithout() {
        var window = Window()
        let kept = window
        window.alert = Alert(
            spec: AlertSpec(title: "A"), actor: Actor(screen: nil, coordinator: .app))
        XCTAssertFalse(kept.hasAlert)
        XCTAssertEqual(window.alert?.title, "A")
        window.alert = nil
        XCTAssertFalse(window.hasAlert)
    }
}
