import XCTest

@testable import flowsim

/// `flowsim explore` and `flowsim review` as a user runs them: exit codes, the report, `--emit`,
/// and what a wrong command line says.
final class ExploreCommandTests: XCTestCase {
    private var driver = FakeScenarioDriver()
    private var console = CapturedConsole()

    @discardableResult
    private func flowsim(_ arguments: [String]) -> ExitCode {
        console = CapturedConsole()
        return Flowsim.main(arguments: arguments, context: console.context(), driver: &driver)
    }

    private let leaking = """
        app: Leaky
        launch:
          - state: only
            root: Root
        flows:
          Root: {stack: [Home]}
          Detail: {push: [Detail]}
        screens:
          Home:
            actions:
              open: {start: Detail}
          Detail: {}
        """

    func testExploreReportsALeakAndEmitsAScenarioThatFailsWithIt() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file("apps/leaky.app.yaml", leaking)
        XCTAssertEqual(
            flowsim(["explore", "--app", app, "--emit", folder.path + "/found"]), .failure)
        XCTAssertTrue(
            console.output.contains("leak: Detail, after back\n  id: leak-Detail-back-"),
            console.output)
        XCTAssertTrue(console.output.contains("  at: App/Root/Detail\n"), console.output)
        XCTAssertTrue(
            console.output.contains("complete within these bounds: "), console.output)
        // installed, Home, Home › Detail, the leaking Home after back, and again with a second
        // leaked Detail (a third is past --max-repeats 2); no background copies (the app has
        // no scene hooks)
        XCTAssertTrue(console.error.contains("explored 6 states in "), console.error)
        XCTAssertEqual(try folder.contents("found"), ["01-leak-Detail-back.flow.yaml"])
        let scenario = try String(
            contentsOfFile: folder.path + "/found/01-leak-Detail-back.flow.yaml",
            encoding: .utf8)
        XCTAssertTrue(scenario.contains("app: ../apps/leaky.app.yaml\n"), scenario)
        XCTAssertTrue(
            scenario.hasSuffix("  - launch\n  - tap: open\n  - back\n  - expect: {leaks: none}\n")
                || scenario.hasSuffix(
                    "  - launch\n  - tap: open\n  - relaunch\n  - expect: {leaks: none}\n"),
            scenario)
        var live = LiveScenarioDriver()
        let code = Flowsim.main(
            arguments: ["run", folder.path + "/found", "--allow-outside", folder.path],
            context: console.context(), driver: &live)
        XCTAssertEqual(code, .failure, "the emitted scenario fails with the leak: \(console.error)")
    }

    /// `--emit` naming a file, or a folder under a file, fails before exploring (as `--output` is
    /// checked before a run): nothing is explored, no report is printed, nothing is written.
    func testAnEmitFolderThatCannotBeMadeFailsBeforeExploring() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file("apps/leaky.app.yaml", leaking)
        let file = try folder.file("taken", "not a folder\n")
        for command in ["explore", "review"] {
            for emit in [file, file + "/sub"] {
                XCTAssertEqual(flowsim([command, "--app", app, "--emit", emit]), .invalidInput)
                XCTAssertEqual(console.output, "", "no report before the folder exists")
                XCTAssertTrue(
                    console.error.hasPrefix(
                        "error: cannot create the folder '\(emit)' for --emit: "),
                    console.error)
                XCTAssertFalse(console.error.contains("states in"), "nothing was explored")
            }
        }
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "not a folder\n")
    }

    func testExploreOfACleanAppExitsZeroAndJSONIsTheSameEachRun() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file(
            "clean.app.yaml",
            leaking.replacingOccurrences(
                of: "Detail: {push: [Detail]}", with: "Detail: {push: [Detail], autoFinish: true}"
            )
            .replacingOccurrences(of: "Detail: {}", with: "Detail: {actions: {done: finish}}"))
        XCTAssertEqual(flowsim(["explore", "--app", app, "--format", "json"]), .success)
        let first = console.output
        XCTAssertTrue(first.contains("\"findings\": []"), first)
        XCTAssertTrue(first.contains("\"complete\": true"), first)
        flowsim(["explore", "--app", app, "--format", "json"])
        XCTAssertEqual(console.output, first)
    }

    func testBoundsAreNotedInTheReport() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file(
            "deep.app.yaml",
            leaking.replacingOccurrences(of: "open: {start: Detail}", with: "open: {push: Home}"))
        XCTAssertEqual(
            flowsim(["explore", "--app", app, "--max-states", "10", "--max-repeats", "20"]),
            .success)
        XCTAssertTrue(
            console.output.contains("incomplete: stopped at --max-states 10;"), console.output)
        flowsim(["explore", "--app", app, "--depth", "3", "--max-repeats", "20"])
        XCTAssertTrue(console.output.contains("incomplete: stopped at --depth 3;"), console.output)
        // Home pushes Home: the walk ends at the repeat bound, and says so.
        XCTAssertEqual(flowsim(["explore", "--app", app]), .success)
        XCTAssertTrue(
            console.output.contains(
                "complete within these bounds: 1 state past --max-repeats 2 (or with two tabs away from their roots) left out, most with 'Home' 3 times on one navigation stack"
            ), console.output)
        #if DEBUG
            XCTAssertTrue(
                console.error.hasPrefix(
                    "note: this flowsim is a debug build, about 10 times slower at explore; for speed run a release build: swift run -c release flowsim explore …\n"
                ), console.error)
        #endif
        // With a wider repeat bound, the stack-depth bound ends it first, and says so.
        XCTAssertEqual(
            flowsim(["explore", "--app", app, "--max-stack-depth", "3", "--max-repeats", "9"]),
            .success)
        XCTAssertTrue(
            console.output.contains(
                "complete up to --max-stack-depth 3: 1 state with a navigation stack (or modal chain) deeper than 3 was found and not expanded (a screen that pushes itself again"
            ), console.output)
        flowsim([
            "explore", "--app", app, "--max-stack-depth", "3", "--max-repeats", "9", "--format",
            "json",
        ])
        XCTAssertTrue(
            console.output.contains(
                "\"bound\": \"max-stack-depth\",\n    \"limit\": 3,\n    \"unexpanded\": 1"),
            console.output)
        XCTAssertEqual(
            flowsim(["explore", "--app", app, "--max-stack-depth", "0"]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix(
                "error: '0' is not a number of screens for --max-stack-depth; expected a whole number of at least 1"
            ), console.error)
    }

    func testAWrongCommandLineOrAppFileExitsTwoAndSaysWhy() throws {
        XCTAssertEqual(flowsim(["explore"]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix("error: missing --app FILE: name the app file to explore"),
            console.error)
        XCTAssertEqual(flowsim(["review", "--app", "x.app.yaml", "--depth", "1.5"]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix("error: '1.5' is not a number of steps for --depth"),
            console.error)
        XCTAssertEqual(
            flowsim(["explore", "--app", "x.app.yaml", "--max-states", "many"]), .invalidInput)
        XCTAssertEqual(
            flowsim(["explore", "--app", "x.app.yaml", "--format", "xml"]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix("error: unknown format 'xml'; expected text or json"),
            console.error)
        XCTAssertEqual(flowsim(["explore", "--app", "/nonexistent/x.app.yaml"]), .invalidInput)
        XCTAssertTrue(
            console.error.contains("no such file '/nonexistent/x.app.yaml'"), console.error)
        let folder = try TemporaryFolder(self)
        let broken = try folder.file(
            "broken.app.yaml", "app: B\nflows: {Root: {stack: [Nowhere]}}\n")
        XCTAssertEqual(flowsim(["review", "--app", broken]), .invalidInput)
        XCTAssertTrue(console.error.contains("broken.app.yaml:"), console.error)
    }

    func testReviewExitsOneOnAFindingAndZeroWhenClean() throws {
        let folder = try TemporaryFolder(self)
        let walled = try folder.file(
            "walled.app.yaml",
            """
            app: Walled
            launch:
              - state: in
                when: session == user
                root: Home
              - state: out
                root: Login
            flows:
              Login: {stack: [Login]}
              Home: {stack: [Home]}
            screens:
              Login:
                actions:
                  signIn: [set: {session: user}, decide]
              Home:
                actions:
                  signOut: [set: {session: none}, decide]
            """)
        XCTAssertEqual(flowsim(["review", "--app", walled]), .failure)
        XCTAssertTrue(
            console.output.contains("✗ Guideline 5.1.1 — account-free-access\n"), console.output)
        XCTAssertTrue(console.output.contains("  screens: Home\n"), console.output)
        XCTAssertTrue(console.output.contains("      - tap: signIn\n"), console.output)
        let clean = try folder.file(
            "clean.app.yaml",
            try String(contentsOfFile: walled, encoding: .utf8)
                .replacingOccurrences(
                    of: "  Home:\n    actions:",
                    with: "  Home:\n    requiresAccount: true\n    actions:"))
        XCTAssertEqual(flowsim(["review", "--app", clean, "--format", "json"]), .success)
        XCTAssertTrue(console.output.contains("\"findings\": []"), console.output)
    }
}
