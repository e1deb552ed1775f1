import FlowKit
import XCTest

@testable import Scenarios

/// `modalInPresentation` and `onAttemptToDismiss`, beside `present:`, on a present
/// flow, and `modalInPresentation: BOOL` as an effect of its own.
final class ModalInPresentationSyntaxTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
          Compose:
            present: [Compose]
            autoFinish: true
            onAttemptToDismiss: {alert: {title: Discard the draft, buttons: {Discard: [finish], Keep: []}}}
        screens:
          Home:
            actions:
              compose: {start: Compose}
              pin: {present: Pin, modalInPresentation: true}
              pinFirst: {modalInPresentation: true, present: Pin}
          Compose:
            actions:
              type: {modalInPresentation: true}
              send: [modalInPresentation: false, dismiss]
          Pin: {}
        """

    func testTheKeysCompileWhereverTheyAreWritten() throws {
        let compiled = try Compiled(app: app)
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app).definition
        let refusing = SwipeRefusal(isModalInPresentation: true)
        XCTAssertEqual(
            definition.screens["Home"]?.action("pin")?.effects, [.present("Pin", .sheet, refusing)])
        XCTAssertEqual(
            definition.screens["Home"]?.action("pinFirst")?.effects,
            [.present("Pin", .sheet, refusing)], "the key order does not matter")
        XCTAssertEqual(
            definition.screens["Compose"]?.action("send")?.effects,
            [.modalInPresentation(false), .dismiss])
        let swipe = try XCTUnwrap(definition.flows["Compose"]?.swipe)
        XCTAssertFalse(swipe.isModalInPresentation)
        XCTAssertEqual(swipe.onAttemptToDismiss.map(\.key), ["alert"])
    }

    func testASwipeOnAnUnsavedDraftAsksAndTheAnswerDismisses() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: unsaved draft
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: compose
                  - swipeDown
                  - expect: {presented: none}
                  - tap: compose
                  - tap: type
                  - swipeDown
                  - expect: {presented: [Compose], alert: Discard the draft}
                  - alert: Discard
                  - expect: {presented: none, leaks: none}
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testTheFlowKeysApplyOnlyToPresentFlows() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "Main: {stack: [Home]}",
                with: "Main: {stack: [Home], modalInPresentation: true}"
            ))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains(
                "'modalInPresentation' applies only to present flows") ?? false,
            "\(compiled.errors)")
    }

    func testTheFlagMustBeABoolean() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "type: {modalInPresentation: true}", with: "type: {modalInPresentation: yes}"))
        XCTAssertFalse(compiled.errors.isEmpty)
    }

    func testTwoEffectsInOneMappingAreStillAnError() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "type: {modalInPresentation: true}",
                with: "type: {modalInPresentation: true, dismiss: }"))
        XCTAssertTrue(
            compiled.errors.contains { $0.contains("one mapping holds one effect") },
            "\(compiled.errors)")
    }
}
