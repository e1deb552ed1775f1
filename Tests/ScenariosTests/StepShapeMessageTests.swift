import XCTest

@testable import Scenarios

/// A step written with several keys: the message says which line to change and how, by what
/// the keys most likely meant.
final class StepShapeMessageTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
        screens:
          Home: {actions: {send: []}}
        """

    private func errors(_ steps: String) throws -> [String] {
        try Compiled(
            app: app,
            scenario: "scenario: shapes\napp: ../apps/a.app.yaml\nsteps:\n" + steps
        ).errors
    }

    func testKeysAtTheColumnOfAnEmptyExpectBelongUnderIt() throws {
        XCTAssertEqual(
            try errors("  - launch\n  - expect:\n    top: Home\n    stack: [Home]\n"),
            [
                "flows/s.flow.yaml:6:5: error: a step has one key, but this one has 3 (expect, top, stack); 'expect:' has nothing after it, so the keys below it at its column are more keys of the step: indent line 6 and the lines after it that belong to 'expect' by two spaces (to column 7), under 'expect:'"
            ])
    }

    func testAStepKeyAtTheColumnOfTheStepAboveIsAStepMissingItsDash() throws {
        XCTAssertEqual(
            try errors("  - launch\n  - expect: {top: Home}\n    tap: send\n"),
            [
                "flows/s.flow.yaml:6:5: error: a step has one key, but this one has 2 (expect, tap); line 6 looks like a step of its own: write it as '- tap: send', its '- ' at column 3 under the '- ' above"
            ])
    }

    func testOtherKeysAreEachTheirOwnItem() throws {
        XCTAssertEqual(
            try errors("  - launch\n  - tap: send\n    top: Home\n"),
            [
                "flows/s.flow.yaml:6:5: error: a step has one key, but this one has 2 (tap, top); write each as its own '- ' item"
            ])
    }

    func testBothAdvicesWorkWhenFollowed() throws {
        XCTAssertEqual(
            try errors(
                "  - launch\n  - expect:\n      top: Home\n      stack: [Home]\n  - tap: send\n"),
            [])
    }
}
