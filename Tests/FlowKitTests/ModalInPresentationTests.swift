import XCTest

@testable import FlowKit

/// Sheets that refuse the swipe (`isModalInPresentation`, P6), the handler UIKit
/// calls when they do (`presentationControllerDidAttemptToDismiss`), and the flag set imperatively.
final class ModalInPresentationTests: XCTestCase {
    private func app() -> AppDefinition {
        var editor = FlowSpec("Editor", content: .present(["Editor"], .sheet))
        editor.swipe = SwipeRefusal(
            isModalInPresentation: false,
            onAttemptToDismiss: [.alert(AlertSpec(title: "Discard changes?"))])
        var locked = FlowSpec("Locked", content: .present(["Terms"], .sheet))
        locked.swipe = SwipeRefusal(isModalInPresentation: true)
        return stackApp(
            root: "Home",
            flows: [editor, locked],
            screens: [
                screen(
                    "Home",
                    [
                        "edit": [.start("Editor")],
                        "terms": [.start("Locked")],
                        "pin": [.present("Pin", .sheet, SwipeRefusal(isModalInPresentation: true))],
                        "note": [.present("Note", .sheet)],
                        "flag": [.modalInPresentation(true)],
                    ]),
                screen(
                    "Editor",
                    [
                        "type": [.modalInPresentation(true)],
                        "save": [.modalInPresentation(false)],
                        "more": [.push("Options")],
                    ]),
                screen("Options"), screen("Terms", ["accept": [.finish]]), screen("Pin"),
                screen("Note"),
            ])
    }

    func testP6_aSheetThatRefusesTheSwipeStaysAndTheStepFails() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("terms")
        assertStepFails(
            &sim, .swipeDown, .modalInPresentation(screen: "Terms"),
            mentions: ["refuses the swipe", "isModalInPresentation", "dismiss it with an action"])
        XCTAssertFalse(sim.canPerform(.swipeDown), "explore does not offer the refused swipe")
        try sim.tap("accept")
        XCTAssertEqual(sim.presented, [])
    }

    func testP6_aBarePresentedScreenCanRefuseTheSwipe() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("pin")
        assertStepFails(&sim, .swipeDown, .modalInPresentation(screen: "Pin"))
        try sim.relaunch()
        try sim.tap("note")
        try sim.swipeDown()
        XCTAssertEqual(sim.presented, [], "without the flag a sheet is swiped away (P3)")
    }

    func testP6_theFlagSetImperativelyMakesTheSwipeRunTheHandler() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("edit")
        try sim.tap("type")  // unsaved changes: isModalInPresentation = true
        try sim.tap("more")  // a screen pushed inside the sheet: the sheet still refuses
        let callbacks = try sim.callbacks(of: .swipeDown)
        XCTAssertEqual(sim.presented.map(\.name), ["Options"], "the sheet stays")
        XCTAssertEqual(sim.alertTitle, "Discard changes?", "the handler ran")
        XCTAssertEqual(callbacks, [], "a refused swipe changes no appearance")
        XCTAssertTrue(
            sim.trace.events.contains(
                .effect("swipe refused (isModalInPresentation): onAttemptToDismiss")))
    }

    func testP6_clearingTheFlagLetsTheSwipeDismissAgain() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("edit")
        try sim.tap("type")
        try sim.tap("save")
        try sim.swipeDown()
        XCTAssertEqual(sim.presented, [])
        XCTAssertNil(sim.alertTitle, "the handler runs only for a refused swipe")
    }

    func testSettingTheFlagOnAScreenThatIsNotPresentedFails() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        assertStepFails(
            &sim, .tap("flag", []), .notPresented(screen: "Home"), mentions: ["is not presented"])
    }

    func testTheRefusalIsPartOfTheDeviceState() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("edit")
        let before = sim.device
        try sim.tap("type")
        XCTAssertNotEqual(sim.device, before)
        XCTAssertNotEqual(sim.device.fingerprint, before.fingerprint)
    }

    func testDescribeAndNestedEffects() {
        let effect = Effect.present(
            "Pin", .sheet,
            SwipeRefusal(isModalInPresentation: true, onAttemptToDismiss: [.dismiss]))
        XCTAssertEqual(effect.description, "present: Pin (modalInPresentation)")
        XCTAssertEqual(effect.nestedEffects, [[.dismiss]])
        XCTAssertEqual(Effect.modalInPresentation(false).description, "modalInPresentation: false")
    }
}
