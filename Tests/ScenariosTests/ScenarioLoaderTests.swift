import FlowKit
import XCTest

@testable import Scenarios

final class ScenarioLoaderTests: XCTestCase {
    private let shop = """
        app: Shop
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
        screens:
          Home: {actions: {buy: {push: Cart}}}
          Cart: {}
        """
    private let board = """
        app: Board
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Feed]}
        screens:
          Feed: {actions: {open: {push: Post}}}
          Post: {}
        """

    func testRunOfStepsWrittenForAnotherAppIsOneErrorNamingThatApp() throws {
        let steps = """
            scenario: board steps
            app: ../apps/board.app.yaml
            steps:
              - launch
              - tap: open
              - expect: {top: Post, stack: [Feed, Post]}
              - back
              - expect: {top: Feed}
            """
        let compiled = try Compiled(
            app: shop,
            scenario: """
                scenario: shop runs board steps
                app: ../apps/a.app.yaml
                steps:
                  - run: board-steps.flow.yaml
                """, more: ["apps/board.app.yaml": board, "flows/board-steps.flow.yaml": steps])
        XCTAssertNil(compiled.scenario)
        XCTAssertEqual(
            compiled.diagnostics,
            [
                "flows/s.flow.yaml:4:10: error: 'board-steps.flow.yaml' is written for the app 'Board' (apps/board.app.yaml), and this scenario drives 'Shop'; "
                    + "run: takes steps written for the same app (another build of it, with the same app: name, is fine)"
            ])
    }

    func testRunOfStepsWrittenForAnotherBuildOfTheSameAppIsResolvedAgainstThisOne() throws {
        let shopV2 = shop.replacingOccurrences(of: "Cart: {}", with: "Cart: {actions: {pay: pop}}")
        let compiled = try Compiled(
            app: shopV2,
            scenario: """
                scenario: v2 runs v1's steps
                app: ../apps/a.app.yaml
                steps:
                  - run: v1-steps.flow.yaml
                """,
            more: [
                "apps/shop-v1.app.yaml": shop,
                "flows/v1-steps.flow.yaml": """
                scenario: v1 steps
                app: ../apps/shop-v1.app.yaml
                steps: [launch, tap: buy]
                """,
            ])
        XCTAssertEqual(compiled.errors, [])
        XCTAssertEqual(compiled.scenario?.steps.count, 2)
    }

    /// `flowsim check .` finds `./apps/a.app.yaml` in the folder and the scenario names
    /// `apps/a.app.yaml`: one file, compiled once, its error reported once.
    func testAnAppReachedByTwoSpellingsOfItsPathIsCompiledAndReportedOnce() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write(
            "apps/a.app.yaml",
            shop.replacingOccurrences(
                of: "Cart: {}", with: "Cart: {actions: {go: {push: Nowhere}}}"))
        try files.write(
            "s.flow.yaml", "scenario: s\napp: apps/a.app.yaml\nsteps:\n  - launch\n")
        var loader = ScenarioLoader()
        XCTAssertFalse(loader.loadApp(path: files.root + "/./apps/a.app.yaml"))
        XCTAssertNil(loader.loadScenario(path: files.root + "/s.flow.yaml"))
        XCTAssertFalse(loader.loadApp(path: files.root + "/apps/../apps/a.app.yaml"))
        let errors = loader.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.message.contains("Nowhere") ?? false, "\(errors)")
    }
}
