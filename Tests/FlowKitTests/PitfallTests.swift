import XCTest

@testable import FlowKit

/// UIKIT-FIDELITY.md, pitfalls the simulator turns into errors (X1–X3).
final class PitfallTests: XCTestCase {
    func makeStack(_ names: [String]) -> NavigationStack {
        NavigationStack(
            id: StackID(1),
            screens: names.enumerated().map {
                Screen(
                    id: ScreenID(Int32($0.offset + 1)), name: $0.element, owner: CoordinatorID(1))
            },
            owner: CoordinatorID(1))
    }

    func testX1_pushingTheSameInstanceTwiceFails() throws {
        var stack = makeStack(["A", "B"])
        let before = stack
        let b = try XCTUnwrap(stack.top)
        XCTAssertThrowsError(try stack.push(.screen(b))) { error in
            guard let error = error as? StepError else { return XCTFail("not a StepError") }
            XCTAssertEqual(error.reason, .pushSameInstance(screen: "B"))
            XCTAssertTrue(
                error.message.hasPrefix(
                    "pushing the same view controller instance more than once is not supported"),
                error.message)
        }
        XCTAssertEqual(stack, before)
        let root = try XCTUnwrap(stack.root)
        XCTAssertThrowsError(try stack.push(.screen(root)), "an instance further down counts too")
        XCTAssertEqual(stack, before)
    }

    func testX1_aNewInstanceOfTheSameScreenCanBePushed() throws {
        var stack = makeStack(["A", "B"])
        try stack.push(.screen(Screen(id: ScreenID(9), name: "B", owner: CoordinatorID(1))))
        XCTAssertEqual(stack.screens.map(\.name), ["A", "B", "B"])
    }

    func testX2_pushingANavigationStackFails() throws {
        var stack = makeStack(["A"])
        let before = stack
        XCTAssertThrowsError(try stack.push(.navigationStack(makeStack(["N"])))) { error in
            XCTAssertEqual(
                (error as? StepError)?.reason, .pushContainer(kind: "navigation controller"))
            XCTAssertEqual(
                (error as? StepError)?.message, "pushing a navigation controller is not supported")
        }
        XCTAssertEqual(stack, before)
    }

    func testX2_pushingATabBarFails() throws {
        var stack = makeStack(["A"])
        let before = stack
        let bar = TabBar(
            tabs: [
                TabBar.Tab(
                    name: "t", stack: makeStack(["T"]), coordinator: CoordinatorID(2),
                    isIntercepting: false)
            ], owner: CoordinatorID(2))
        XCTAssertThrowsError(try stack.push(.tabBar(bar))) { error in
            XCTAssertEqual(
                (error as? StepError)?.reason, .pushContainer(kind: "tab bar controller"))
            XCTAssertEqual(
                (error as? StepError)?.message.hasPrefix(
                    "pushing a tab bar controller is not supported"), true)
        }
        XCTAssertEqual(stack, before)
    }

    func testX3_presentingFromAScreenThatWasPoppedFails() throws {
        var sim = try NavApp.launched()
        try sim.tap("next")
        let error = assertStepFails(
            &sim, .tap("presentAfterPop", []), .notInWindowHierarchy(presenting: "S", on: "B"),
            mentions: ["'S'", "'B'", "whose view is not in the window hierarchy"])
        XCTAssertEqual(
            error?.message.hasPrefix("Attempt to present 'S' on 'B'"), true, error?.message ?? "")
        XCTAssertEqual(sim.stackNames, ["A", "B"], "the pop is undone with the failed step")
    }

    func testX3_aCoordinatorPresentingAfterItsScreensLeftFails() throws {
        // I (in the push flow Inner, on the Sheet flow's stack) dismisses the sheet and then
        // finishes Inner; Sheet's onFinish then presents from a stack no longer in the window.
        let app = stackApp(
            flows: [
                FlowSpec(
                    "Sheet", content: .present(["P"], .sheet),
                    onFinish: ["Inner": [.present("Q", .sheet)]]),
                FlowSpec("Inner", content: .push(["I"])),
            ],
            screens: [
                screen("A", ["open": [.start("Sheet")]]), screen("P", ["inner": [.start("Inner")]]),
                screen("I", ["leave": [.dismiss, .finish]]), screen("Q"),
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("open")
        try sim.tap("inner")
        assertStepFails(
            &sim, .tap("leave", []), .notInWindowHierarchy(presenting: "Q", on: "App/Root/Sheet"),
            mentions: ["'Q'", "'App/Root/Sheet'", "whose view is not in the window hierarchy"])
        XCTAssertEqual(sim.stackNames, ["P", "I"])
    }
}
