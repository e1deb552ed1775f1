import Foundation
import XCTest

@testable import FlowKit
@testable import flowsim

/// A failure names what would have worked — the frontmost screen's actions, the leaks found —
/// and lists a few of them with how many more: 1,000 one-line scenarios against an app of
/// thousands of actions wrote a 190 MB report, each failure naming every action.
final class FailureTextCapTests: XCTestCase {
    /// An app whose one screen has `actions` actions.
    private func app(actions: Int) -> String {
        "app: Big\nlaunch:\n  - state: start\n    root: Main\nflows:\n  Main: {stack: [Home]}\n"
            + "screens:\n  Home:\n    actions:\n"
            + (0..<actions).map { "      act\($0): []\n" }.joined()
            // (an action of a screen never shown: a tap on a name no screen has fails at load)
            + "  Elsewhere:\n    actions:\n      missing: []\n"
    }

    /// The text and JSON reports of `scenarios` one-line scenarios that tap an action the frontmost
    /// screen does not have.
    private func reports(actions: Int, scenarios: Int) throws -> (text: String, json: String) {
        let folder = try TemporaryFolder(self)
        try folder.file("apps/big.app.yaml", app(actions: actions))
        for i in 0..<scenarios {
            try folder.file(
                "scenarios/s\(i).flow.yaml",
                "scenario: s\(i)\napp: ../apps/big.app.yaml\nsteps: [launch, tap: missing]\n")
        }
        var out: [String] = []
        for format in ["text", "json"] {
            let console = CapturedConsole()
            var driver = LiveScenarioDriver()
            let code = Flowsim.main(
                arguments: ["run", folder.path, "--format", format],
                context: console.context(), driver: &driver)
            XCTAssertEqual(code, .failure, String(console.error.prefix(600)))
            out.append(console.output)
        }
        return (out[0], out[1])
    }

    func testAThousandFailuresAgainstThousandsOfActionsMakeABoundedReport() throws {
        let many = try reports(actions: 3_000, scenarios: 1_000)
        let head = String(many.text.prefix(2_000))
        XCTAssertTrue(many.text.contains("'Home' has: act0, act1, act2"), head)
        XCTAssertTrue(many.text.contains("act11, and 2,988 more"), head)
        XCTAssertFalse(many.text.contains("act12,"), "no thirteenth name")
        XCTAssertTrue(many.json.contains("act11, and 2,988 more"))
        // Under a kilobyte a failure in text, 2.5 in JSON (every action named: 27 KB each).
        XCTAssertLessThan(many.text.utf8.count, 1_000 * 1_000)
        XCTAssertLessThan(many.json.utf8.count, 1_000 * 2_500)
    }

    func testANameListIsCutAfterTwelveNames() {
        XCTAssertEqual(NameList.capped(["a", "b"]), "a, b")
        let names = (0..<20).map { "n\($0)" }
        XCTAssertEqual(
            NameList.capped(names),
            "n0, n1, n2, n3, n4, n5, n6, n7, n8, n9, n10, n11, and 8 more")
        XCTAssertEqual(NameList.capped(names, limit: 12), NameList.capped(count: 20) { "n\($0)" })
        XCTAssertEqual(
            NameList.capped(count: 1_234_567, limit: 1) { "k\($0)" }, "k0, and 1,234,566 more")
    }

    /// The leaks an `expect: {leaks: none}` reports: the first few, one a line, and a count.
    func testALeakFailureListsTheFirstLeaksAndACount() throws {
        var sim = try Simulator(app: LeakFixture.app)
        try sim.launch()
        for _ in 0..<500 {
            try sim.tap("show")
            try sim.tap("swap")
        }
        XCTAssertEqual(sim.leaks.count, 500)
        let folder = try TemporaryFolder(self)
        let steps = (0..<500).map { _ in "  - tap: show\n  - tap: swap\n" }.joined()
        try folder.file("apps/leaky.app.yaml", LeakFixture.text)
        let scenario = try folder.file(
            "s.flow.yaml",
            "scenario: leaks\napp: apps/leaky.app.yaml\nsteps:\n  - launch\n" + steps
                + "  - expect: {leaks: none}\n")
        let console = CapturedConsole()
        var driver = LiveScenarioDriver()
        XCTAssertEqual(
            Flowsim.main(
                arguments: ["run", scenario], context: console.context(), driver: &driver),
            .failure)
        XCTAssertTrue(
            console.output.contains("… and 488 more leaks"), String(console.output.prefix(3_000)))
        XCTAssertLessThan(console.output.utf8.count, 20_000)
    }
}

/// A root swapped over a sheet: each cycle leaks the sheet's screen.
private enum LeakFixture {
    static let text = """
        app: Leaky
        launch:
          - state: start
            root: Main
        flows:
          Main: {stack: [Home]}
          Sheet: {present: [S], style: sheet}
        screens:
          Home:
            actions:
              show: [start: Sheet]
          S:
            actions:
              swap: [root: Main]
        """

    static let app = AppDefinition(
        name: "Leaky",
        launch: [LaunchRule("main", root: "Main")],
        flows: [
            FlowSpec("Main", content: .stack(["Home"])),
            FlowSpec("Sheet", content: .present(["S"], .sheet)),
        ],
        screens: [
            ScreenSpec("Home", actions: [ActionSpec("show", [.start("Sheet")])]),
            ScreenSpec("S", actions: [ActionSpec("swap", [.root("Main")])]),
        ])
}
