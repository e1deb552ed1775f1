import FlowKit
import XCTest

@testable import Scenarios

/// The rules `flowsim check` and the engine both apply live in one place each,
/// so that they give the same verdict in the same words.
final class SharedRulesTests: XCTestCase {
    private let app = """
        app: T
        state:
          isFirstLaunched: true
          theme: {default: light, values: [light, dark]}
        launch:
          - state: main
            root: Main
        flows:
          Main:
            tabs: {home: Home, search: Search}
          Home: {stack: [Home]}
          Search: {stack: [Results]}
          Detail: {params: [sku], push: ["Product(sku=$sku)"]}
        screens:
          Home:
            actions:
              open: {start: Detail(sku=$sku)}
              openTypo: {start: Detail(sku=$skuu)}
          Results: {}
          Product:
            params: [sku]
            actions:
              again: {push: Product(sku=$sku)}
        links:
          product(sku): [start: Detail(sku=$sku)]
        """

    private func diagnostics(_ scenario: String?, app appText: String? = nil) throws -> (
        LoadedScenario?, [String], TemporaryFiles
    ) {
        let files = try TemporaryFiles()
        let appPath = try files.write("apps/t.app.yaml", appText ?? app)
        var loader = ScenarioLoader()
        var scenarioResult: LoadedScenario?
        if let scenario {
            let path = try files.write("flows/t.flow.yaml", scenario)
            scenarioResult = loader.loadScenario(path: path)
        } else {
            _ = loader.loadApp(path: appPath)
        }
        return (
            scenarioResult, loader.diagnostics.filter { $0.severity == .error }.map(\.message),
            files
        )
    }

    private func engineMessage(
        _ body: (inout Simulator) throws(StepError) -> Void, app definition: AppDefinition
    ) -> String? {
        do {
            var sim = try Simulator(app: definition)
            try body(&sim)
            return nil
        } catch {
            return error.message
        }
    }

    private func definition(_ text: String) throws -> AppDefinition {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let path = try files.write("a.app.yaml", text)
        var loader = ScenarioLoader()
        return try XCTUnwrap(loader.compiledApp(path, referencedAt: nil), "\(loader.diagnostics)")
            .definition
    }

    func testGivenNullForABooleanKeyIsRejectedByCheckAsByRun() throws {
        let (scenario, messages, files) = try diagnostics(
            """
            scenario: null for a Boolean key
            app: ../apps/t.app.yaml
            given: {isFirstLaunched: null}
            steps: [launch]
            """, app: app)
        defer { files.remove() }
        XCTAssertNil(scenario)
        let runtime = engineMessage(
            { (sim: inout Simulator) throws(StepError) in try sim.set(["isFirstLaunched": nil]) },
            app: try definition(app))
        XCTAssertEqual(messages, ["null is not a value of 'isFirstLaunched'; it takes true, false"])
        XCTAssertEqual(messages.first, runtime)
    }

    func testSetNullForABooleanKeyInAnAppFileIsRejectedByCheckAsByRun() throws {
        let broken = app.replacingOccurrences(
            of: "      open: {start",
            with: "      reset: {set: {isFirstLaunched: null}}\n      open: {start")
        let (_, messages, files) = try diagnostics(nil, app: broken)
        defer { files.remove() }
        let fromCheck = messages.filter { $0.contains("isFirstLaunched") }
        XCTAssertEqual(
            fromCheck, ["null is not a value of 'isFirstLaunched'; it takes true, false"])
        // The engine, given the same write (built in code, where check never ran):
        let definition = AppDefinition(
            name: "T", state: [StateKey("isFirstLaunched", default: true)],
            launch: [LaunchRule("main", root: "Main")],
            flows: [FlowSpec("Main", content: .stack(["Home"]))],
            screens: [
                ScreenSpec(
                    "Home",
                    actions: [
                        ActionSpec(
                            "reset", [.set([StateWrite("isFirstLaunched", .literal(.null))])])
                    ])
            ])
        let runtime = engineMessage(
            { (sim: inout Simulator) throws(StepError) in
                try sim.launch()
                try sim.tap("reset")
            }, app: definition)
        XCTAssertEqual(fromCheck.first, runtime)
    }

    func testAMisspeltNameCloseToAParameterIsReportedByCheck() throws {
        let (_, _, files) = try diagnostics(nil)
        defer { files.remove() }
        var loader = ScenarioLoader()
        _ = loader.loadApp(path: files.root + "/apps/t.app.yaml")
        let warnings = loader.diagnostics.filter { $0.severity == .warning }.map(\.message)
        XCTAssertEqual(
            warnings,
            [
                "no parameter or state key is named '$skuu', so every tap of 'openTypo' must pass it as an argument; did you mean '$sku'?"
            ])
    }

    func testTheLookupOrderDecidesWhatATapMustPass() throws {
        let text = app
        let definition = try definition(text)
        // `$sku` in Home's action: no parameter or key supplies it, so the tap passes it.
        XCTAssertEqual(definition.screens["Home"]?.action("open")?.arguments, ["sku"])
        // In Product's action the screen's parameter supplies it.
        XCTAssertEqual(definition.screens["Product"]?.action("again")?.arguments, [])
        XCTAssertEqual(NameLookup.order, [.argument, .screenParameter, .flowParameter, .state])
        // At run time a tap's argument comes before the screen's parameter.
        var sim = try Simulator(app: definition)
        try sim.launch()
        try sim.tap("open", ["sku": 7])
        try sim.tap("again", ["sku": 8])
        XCTAssertEqual(sim.top?.description, "Product(sku=8)")
        try sim.tap("again")
        XCTAssertEqual(sim.top?.description, "Product(sku=8)")
    }

    func testArgumentsAreCheckedInTheSameWordsByCheckAndByRun() throws {
        let (_, messages, files) = try diagnostics(
            """
            scenario: a link with a misspelt parameter
            app: ../apps/t.app.yaml
            steps:
              - launch
              - open: product(skuu=1)
            """, app: app)
        defer { files.remove() }
        let definition = try definition(app)
        let runtime = engineMessage(
            { (sim: inout Simulator) throws(StepError) in
                try sim.launch()
                try sim.open("product", ["skuu": 1])
            }, app: definition)
        XCTAssertEqual(
            messages.filter { !$0.contains("$skuu") },
            [
                "unknown parameter 'skuu' of link 'product'; did you mean 'sku'?",
                "link 'product' needs 'sku'; write product(sku=…)",
            ])
        XCTAssertEqual(runtime, messages.filter { !$0.contains("$skuu") }.first)
    }

    func testAnUnknownTabIsWordedOnceForTheStepAndTheEffect() throws {
        let definition = AppDefinition(
            name: "T", launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([
                        TabSpec("home", flow: "Home"), TabSpec("search", flow: "Search"),
                    ])),
                FlowSpec("Home", content: .stack(["Home"])),
                FlowSpec("Search", content: .stack(["Results"])),
            ],
            screens: [
                ScreenSpec("Home", actions: [ActionSpec("pick", [.select("serch")])]),
                ScreenSpec("Results"),
            ])
        let fromStep = engineMessage(
            { (sim: inout Simulator) throws(StepError) in
                try sim.launch()
                try sim.select("serch")
            }, app: definition)
        let fromEffect = engineMessage(
            { (sim: inout Simulator) throws(StepError) in
                try sim.launch()
                try sim.tap("pick")
            }, app: definition)
        XCTAssertEqual(
            fromStep,
            "the tab bar has no tab 'serch'; did you mean 'search'?; its tabs are home, search")
        XCTAssertEqual(fromStep, fromEffect)
    }
}
