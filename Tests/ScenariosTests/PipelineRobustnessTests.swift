import Foundation
import XCTest
import FlowKit
@testable import Scenarios

/// Damaged app and scenario files never crash or hang the loader, the compilers, the runner or
/// the engine, and every problem is reported at a `path:line:column` inside a file.
final class PipelineRobustnessTests: XCTestCase {
    // MARK: - Regressions

    func testALaunchRuleWhoseThenRunsDecideFailsTheLaunchStepWithoutCrashing() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write("loop.app.yaml", """
        app: Loop
        launch:
          - state: only
            root: Main
            then: [decide]
        flows:
          Main:
            stack: [Home]
        screens:
          Home: {}
        """)
        let path = try files.write("loop.flow.yaml", """
        scenario: A launch rule that decides again
        app: loop.app.yaml
        steps:
          - launch
          - expect: {top: Home}
        """)
        var loader = ScenarioLoader()
        let scenario = try XCTUnwrap(loader.loadScenario(path: path), "\(loader.diagnostics)")
        let outcome = ScenarioRunner.run(scenario)
        guard case .failed(let failure) = outcome.status else { return XCTFail("expected a failure, got \(outcome.status)") }
        XCTAssertEqual(failure.location, SourceLocation(path: path, line: 4, column: 5))
        XCTAssertTrue(failure.message.hasPrefix("step 'launch' failed: effects nest deeper than \(Simulator.maximumEffectDepth) levels"), failure.message)
        XCTAssertTrue(failure.message.contains("then: run decide"), failure.message)
        XCTAssertEqual(outcome.stepsRun, 1)
    }

    /// Loads `steps` as the steps of a scenario of `communityApp`; returns the scenario (if it
    /// loaded) and the errors, each as `line:column: message`.
    func load(steps: String) throws -> (LoadedScenario?, [String]) {
        let (scenario, loader, files) = try loadScenario("scenario: S\napp: ../apps/community.app.yaml\nsteps:\n" + steps)
        defer { files.remove() }
        return (scenario, loader.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column): \($0.message)" })
    }

    func testAnExpectOfSessionThatIsNotAValueIsAnErrorNotADroppedStep() throws {
        // The whole expect step used to vanish: the scenario loaded with one step fewer.
        let (scenario, errors) = try load(steps: "  - launch\n  - expect: {top: Feed, session: {a: b}}\n")
        XCTAssertNil(scenario)
        XCTAssertEqual(errors, ["5:34: session must be one of none, guest or user, not a mapping"])
    }

    func testAStepWhoseKeyIsNotAWordIsAnErrorNotADroppedStep() throws {
        // `- 1: x` and `- true: x` used to vanish without a word.
        let (scenario, errors) = try load(steps: "  - launch\n  - 1: x\n  - true: x\n  - null: x\n")
        XCTAssertNil(scenario)
        XCTAssertEqual(errors, ["5:5: a step's key must be a word such as 'tap' or 'expect', not an integer",
                                "6:5: a step's key must be a word such as 'tap' or 'expect', not a Boolean",
                                "7:5: a step's key must be a word such as 'tap' or 'expect', not null"])
    }

    /// Compiles an app file; returns the app (if it compiled) and every diagnostic as `line:column: message`.
    func compileApp(_ text: String) throws -> (CompiledApp?, [String]) {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let path = try files.write("x.app.yaml", text)
        var loader = ScenarioLoader()
        let app = loader.compiledApp(path, referencedAt: nil)
        return (app, loader.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" })
    }

    func testAStateDefaultOrSampleThatIsAListOrMappingIsAnErrorNotNull() throws {
        // `default: [1, 2]` used to become null without a word, and `sample: {a: b}` nothing.
        let (app, errors) = try compileApp("""
        app: T
        state:
          pins: {default: [1, 2]}
          token: {default: null, sample: {a: b}}
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
        screens:
          Home: {}
        """)
        XCTAssertNil(app)
        XCTAssertEqual(errors, ["3:19: the default of 'pins' must be a single value, not a list",
                                "4:34: the sample of 'token' must be a single value, not a mapping"])
    }

    func testAScreenNamedByANumberKeepsItsActions() throws {
        // `404:` declares the screen '404', but its actions were skipped without a word.
        let (app, errors) = try compileApp("""
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [404]}
        screens:
          404:
            actions:
              retry: {push: 404}
        """)
        XCTAssertEqual(errors, [])
        XCTAssertEqual(try XCTUnwrap(app).definition.screens["404"]?.actions.map(\.name), ["retry"])
    }
}
