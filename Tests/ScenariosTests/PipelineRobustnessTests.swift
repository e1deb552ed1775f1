import FlowKit
import Foundation
import FuzzSupport
import XCTest

@testable import Scenarios

/// Damaged app and scenario files never crash or hang the loader, the compilers, the runner or
/// the engine, and every problem is reported at a `path:line:column` inside a file.
final class PipelineRobustnessTests: XCTestCase {
    // MARK: - Regressions

    func testALaunchRuleWhoseThenRunsDecideFailsTheLaunchStepWithoutCrashing() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write(
            "loop.app.yaml",
            """
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
        let path = try files.write(
            "loop.flow.yaml",
            """
            scenario: A launch rule that decides again
            app: loop.app.yaml
            steps:
              - launch
              - expect: {top: Home}
            """)
        var loader = ScenarioLoader()
        let scenario = try XCTUnwrap(loader.loadScenario(path: path), "\(loader.diagnostics)")
        let outcome = ScenarioRunner.run(scenario)
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("expected a failure, got \(outcome.status)")
        }
        XCTAssertEqual(failure.location, SourceLocation(path: path, line: 4, column: 5))
        XCTAssertTrue(
            failure.message.hasPrefix(
                "step 'launch' failed: effects nest deeper than \(Simulator.maximumEffectDepth) levels"
            ), failure.message)
        XCTAssertTrue(failure.message.contains("then: run decide"), failure.message)
        XCTAssertEqual(outcome.stepsRun, 1)
    }

    /// Loads `steps` as the steps of a scenario of `communityApp`; returns the scenario (if it
    /// loaded) and the errors, each as `line:column: message`.
    func load(steps: String) throws -> (LoadedScenario?, [String]) {
        let (scenario, loader, files) = try loadScenario(
            "scenario: S\napp: ../apps/community.app.yaml\nsteps:\n" + steps)
        defer { files.remove() }
        return (
            scenario,
            loader.diagnostics.filter { $0.severity == .error }.map {
                "\($0.location.line):\($0.location.column): \($0.message)"
            }
        )
    }

    func testAnExpectOfSessionThatIsNotAValueIsAnErrorNotADroppedStep() throws {
        // The whole expect step used to vanish: the scenario loaded with one step fewer.
        let (scenario, errors) = try load(
            steps: "  - launch\n  - expect: {top: Feed, session: {a: b}}\n")
        XCTAssertNil(scenario)
        XCTAssertEqual(errors, ["5:34: session must be one of none, guest or user, not a mapping"])
    }

    func testAStepWhoseKeyIsNotAWordIsAnErrorNotADroppedStep() throws {
        // `- 1: x` and `- true: x` used to vanish without a word.
        let (scenario, errors) = try load(steps: "  - launch\n  - 1: x\n  - true: x\n  - null: x\n")
        XCTAssertNil(scenario)
        XCTAssertEqual(
            errors,
            [
                "5:5: a step's key must be a word such as 'tap' or 'expect', not an integer",
                "6:5: a step's key must be a word such as 'tap' or 'expect', not a Boolean",
                "7:5: a step's key must be a word such as 'tap' or 'expect', not null",
            ])
    }

    /// Compiles an app file; returns the app (if it compiled) and every diagnostic as `line:column: message`.
    /// The work `body` did (``WorkCounter``: bytes scanned, nodes built, entries and references
    /// compiled…), counted in debug builds only. The scale tests compare N with 2N by it, never by a
    /// clock, so that a loaded machine cannot fail them and a quadratic regression does.
    func counted(_ body: () throws -> Void) throws -> Int {
        try XCTUnwrap(try WorkCounter.measure(body), "the work is counted in debug builds only")
    }

    func compileApp(_ text: String) throws -> (CompiledApp?, [String]) {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let path = try files.write("x.app.yaml", text)
        var loader = ScenarioLoader()
        let app = loader.compiledApp(path, referencedAt: nil)
        return (
            app,
            loader.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        )
    }

    func testAStateDefaultOrSampleThatIsAListOrMappingIsAnErrorNotNull() throws {
        // `default: [1, 2]` used to become null without a word, and `sample: {a: b}` nothing.
        let (app, errors) = try compileApp(
            """
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
        XCTAssertEqual(
            errors,
            [
                "3:19: the default of 'pins' must be a single value, not a list",
                "4:34: the sample of 'token' must be a single value, not a mapping",
            ])
    }

    func testAScreenNamedByANumberKeepsItsActions() throws {
        // `404:` declares the screen '404', but its actions were skipped without a word.
        let (app, errors) = try compileApp(
            """
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

    func testANameOrConditionWrittenAsABlockScalarIsAnErrorOnTheIndicatorLine() throws {
        // A `|` block scalar used to be parsed as a name ending in a line break ("unclosed '('"),
        // with a column counted past the end of the indicator's line.
        let (scenario, errors) = try load(steps: "  - launch\n  - tap: |\n      open(channel=x)\n")
        XCTAssertNil(scenario)
        XCTAssertEqual(
            errors,
            [
                "5:10: the action to tap must be written on one line, not across lines as 'open(channel=x)'"
            ])
        let (app, appErrors) = try compileApp(
            """
            app: T
            state:
              flag: true
            launch:
              - state: main
                when: |
                  flag == true
                root: Main
            flows:
              Main: {stack: [Home]}
            screens:
              Home: {}
            """)
        XCTAssertNil(app)
        XCTAssertEqual(
            appErrors, ["6:11: a condition must be written on one line, such as 'session == user'"])
    }

    func testRunOfItselfThroughASymbolicLinkIsACycleNotAnExponentialHang() throws {
        // `d` links to its own folder: d/a.flow.yaml, d/d/a.flow.yaml, … are all a.flow.yaml. Run
        // twice per file, the inlining doubled at each of the 40 levels the OS resolves: a hang.
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write("apps/community.app.yaml", communityApp)
        let path = try files.write(
            "a.flow.yaml",
            "scenario: S\napp: apps/community.app.yaml\nsteps:\n  - launch\n  - run: d/a.flow.yaml\n  - run: d/a.flow.yaml\n"
        )
        try FileManager.default.createSymbolicLink(
            atPath: files.root + "/d", withDestinationPath: ".")
        let plain = try files.write(
            "plain.flow.yaml", "scenario: S\napp: apps/community.app.yaml\nsteps:\n  - launch\n")
        var plainLoader = ScenarioLoader()
        let plainWork = try counted { XCTAssertNotNil(plainLoader.loadScenario(path: plain)) }
        var loader = ScenarioLoader()
        let work = try counted { XCTAssertNil(loader.loadScenario(path: path)) }
        XCTAssertEqual(
            loader.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" },
            [
                "5:10: run: makes a cycle: \(path) → \(files.root)/d/a.flow.yaml; a scenario cannot run itself",
                "6:10: run: makes a cycle: \(path) → \(files.root)/d/a.flow.yaml; a scenario cannot run itself",
            ])
        // The cycle costs a few reads of the file, not one per level the links allow.
        XCTAssertLessThan(work, 2 * plainWork, "\(work) against \(plainWork) for one launch step")
    }

    func testRunFilesThatDoubleAtEachLevelOrNestTooDeepAreErrorsNotHangs() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        try files.write("apps/community.app.yaml", communityApp)
        // f0 runs f1 twice, f1 runs f2 twice, …: 2^levels inlined files. The work stops growing at
        // the cap: 2^24 costs about what 2^20 does (it would cost 16 times as much without it).
        func doubling(_ levels: Int) throws -> (work: Int, messages: [String]) {
            let prefix = "f\(levels)-"
            for i in 0..<levels {
                try files.write(
                    "\(prefix)\(i).flow.yaml",
                    "scenario: F\(i)\napp: apps/community.app.yaml\nsteps:\n  - run: \(prefix)\(i + 1).flow.yaml\n  - run: \(prefix)\(i + 1).flow.yaml\n"
                )
            }
            try files.write(
                "\(prefix)\(levels).flow.yaml",
                "scenario: F\(levels)\napp: apps/community.app.yaml\nsteps:\n  - launch\n")
            var loader = ScenarioLoader()
            let work = try counted {
                XCTAssertNil(loader.loadScenario(path: files.root + "/\(prefix)0.flow.yaml"))
            }
            return (work, loader.diagnostics.map(\.message))
        }
        let (fewer, _) = try doubling(20)
        let (work, messages) = try doubling(24)
        XCTAssertEqual(
            messages,
            [
                "run: files are inlined more than \(ScenarioLoader.maximumRunExpansions) times in this scenario "
                    + "(a file that runs another twice doubles the count at each level)"
            ])
        XCTAssertLessThan(
            Double(work) / Double(fewer), 1.5, "2^24 inlined files: \(work); 2^20: \(fewer)")

        // g0 runs g1 runs g2 … runs g40: deeper than run: files may nest.
        for i in 0..<40 {
            try files.write(
                "g\(i).flow.yaml",
                "scenario: G\(i)\napp: apps/community.app.yaml\nsteps:\n  - run: g\(i + 1).flow.yaml\n"
            )
        }
        try files.write(
            "g40.flow.yaml", "scenario: G40\napp: apps/community.app.yaml\nsteps:\n  - launch\n")
        var deep = ScenarioLoader()
        XCTAssertNil(deep.loadScenario(path: files.root + "/g0.flow.yaml"))
        XCTAssertEqual(
            deep.diagnostics.map(\.description),
            [
                "\(files.root)/g\(ScenarioLoader.maximumRunDepth).flow.yaml:4:10: error: run: files nest more than \(ScenarioLoader.maximumRunDepth) deep here; run the steps of fewer files inside each other"
            ])
    }

    func testAVeryLongUnknownNameIsReportedQuicklyWithoutSuggestions() throws {
        // "Did you mean" compared a 200,000-character name with each 1,000-character screen
        // name, letter by letter: `check` of this 200 KB file ran for minutes.
        let declared = String(repeating: "A", count: 1000)
        let (app, errors) = try compileApp(
            """
            app: T
            launch:
              - state: main
                root: Main
            flows:
              Main: {stack: [\(String(repeating: "A", count: 200_000))]}
            screens:
              \(declared): {}
              \(declared)B: {}
              Home: {}
            """)
        XCTAssertNil(app)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("6:18: unknown screen 'AAAA") == true)
        XCTAssertTrue(
            errors.first?.hasSuffix(
                "'; every screen must be declared under screens:; expected one of \(declared), \(declared)B, Home"
            ) == true,
            String(errors.first?.suffix(200) ?? ""))
        XCTAssertEqual(
            Suggestions.closest(to: "Hme", in: ["Home", declared]), ["Home"],
            "short names are still matched")
    }

    func testThousandsOfErrorsOnOneLongLineRenderInLinearSpaceAndTime() throws {
        // 20,000 unknown arguments on one 190 KB line: each error quoted the whole line (4 GB of
        // output), and the duplicate check scanned the arguments so far (quadratic).
        let files = try TemporaryFiles()
        defer { files.remove() }
        func load(_ count: Int) throws -> (work: Int, loader: ScenarioLoader, text: String) {
            let arguments = (0..<count).map { "a\($0)=1" }.joined(separator: ", ")
            let path = try files.write(
                "x\(count).app.yaml",
                "app: T\nlaunch:\n  - state: main\n    root: Main\nflows:\n  Main: {stack: [\"Home(\(arguments))\"]}\nscreens:\n  Home: {}\n"
            )
            var loader = ScenarioLoader()
            var text = ""
            let work = try counted {
                XCTAssertFalse(loader.loadApp(path: path))
                text = TextReporter().diagnostics(loader.diagnostics, sources: loader.sources)
            }
            return (work, loader, text)
        }
        let half = try load(10_000)
        let (work, loader, text) = try load(20_000)
        XCTAssertLessThan(
            Double(work) / Double(half.work), 2.5, "20,000 errors: \(work); 10,000: \(half.work)")
        // 100 are kept (the cap per file), the other 19,900 counted.
        XCTAssertEqual(loader.diagnostics.count, DiagnosticBag.keptPerFile)
        XCTAssertEqual(loader.omittedDiagnostics.errors, 20_000 - DiagnosticBag.keptPerFile)
        XCTAssertLessThan(
            text.utf8.count, 20_000 * 400, "each error shows a window of the line, not all of it")
        XCTAssertTrue(
            text.contains(
                "6:24: error: unknown parameter 'a0' of screen 'Home', which takes no parameters; none is declared\n  |\n"
                    + "6 |   Main: {stack: [\"Home(a0=1, a1=1, a2=1,"), String(text.prefix(400)))
        XCTAssertTrue(
            text.contains("a12=1, a13=1, a14=1, a1…\n  |                        ^\n"),
            String(text.prefix(600)))
        // Far along the line, a window around the column, its caret under it.
        XCTAssertTrue(text.contains("6:707: error: unknown parameter 'a99' of screen 'Home'"))
        XCTAssertTrue(
            text.contains(
                "6 | …3=1, a94=1, a95=1, a96=1, a97=1, a98=1, a99=1, a100=1, a101=1, a102=1, a103=1, a104=1, a105=1, a106=1, a107=1, a108=1, a…\n"
                    + "  | \(String(repeating: " ", count: 1 + 40))^\n"),
            text.suffix(700).description)
    }

    func testOwnersFlowDownALongChainOfScreensDeclaredBackwardsInLinearTime() throws {
        // S0 pushes S1, which pushes S2, … declared last to first: the owners of S0 (Detail, with
        // its parameter id) reached the last screen one pass over every action per step, quadratic
        // (4,000 screens: 13 s in a debug build).
        func compileChain(_ count: Int) throws -> (work: Int, app: CompiledApp?, errors: [String]) {
            var screens =
                "  S\(count):\n    actions:\n      show: {push: Shown(id=$id)}\n  Shown: {params: [id]}\n"
            for i in (0..<count).reversed() {
                screens += "  S\(i):\n    actions:\n      next: {push: S\(i + 1)}\n"
            }
            var result: (CompiledApp?, [String]) = (nil, [])
            let work = try counted {
                result = try compileApp(
                    """
                    app: T
                    launch:
                      - state: main
                        root: Main
                    flows:
                      Main: {stack: [Home]}
                      Detail: {params: [id], push: [S0]}
                    screens:
                      Home:
                        actions:
                          open: {start: Detail(id=$id)}
                    \(screens)
                    """)
            }
            return (work, result.0, result.1)
        }
        let count = 4000
        let half = try compileChain(count / 2)
        let (work, app, errors) = try compileChain(count)
        XCTAssertEqual(errors, [])
        XCTAssertLessThan(
            Double(work) / Double(half.work), 2.5, "4,000 screens: \(work); 2,000: \(half.work)")
        let definition = try XCTUnwrap(app).definition
        XCTAssertEqual(
            definition.screens["S\(count)"]?.action("show")?.arguments, [],
            "Detail's id reaches the end of the chain")
        XCTAssertEqual(definition.screens["Home"]?.action("open")?.arguments, ["id"])
    }

    func testLargeAppsAndScenariosCompileInLinearTime() throws {
        // 10,000 actions on one screen copied all the actions per action; each tap step gathered
        // every action of the app; every `$KEY` searched the keys one by one: quadratic, 15 s to
        // minutes for files of a few hundred kilobytes (in a debug build).
        let files = try TemporaryFiles()
        defer { files.remove() }
        func load(_ count: Int) throws -> Int {
            var app = "app: Big\nstate:\n"
            for i in 0..<count { app += "  k\(i): 0\n" }
            app +=
                "launch:\n  - state: main\n    root: Main\nflows:\n  Main: {stack: [Home]}\nscreens:\n  Home:\n    actions:\n      copy:\n"
            for i in 0..<count { app += "        - set: {k\(i): $k\(count - 1 - i)}\n" }
            for i in 0..<count { app += "      a\(i): pop\n" }
            var steps = "  - launch\n"
            for i in 0..<count { steps += "  - tap: a\(i)\n" }
            try files.write("apps/big\(count).app.yaml", app)
            let path = try files.write(
                "big\(count).flow.yaml",
                "scenario: Big\napp: apps/big\(count).app.yaml\nsteps:\n" + steps)
            var loader = ScenarioLoader()
            var loaded: LoadedScenario?
            let work = try counted { loaded = loader.loadScenario(path: path) }
            let scenario = try XCTUnwrap(loaded, "\(loader.diagnostics.prefix(3))")
            XCTAssertEqual(scenario.steps.count, count + 1)
            XCTAssertEqual(scenario.app.definition.screens["Home"]?.actions.count, count + 1)
            XCTAssertEqual(
                scenario.app.definition.screens["Home"]?.action("copy")?.reads.count, count)
            return work
        }
        let half = try load(5_000)
        let work = try load(10_000)
        XCTAssertLessThan(Double(work) / Double(half), 2.5, "10,000: \(work); 5,000: \(half)")
    }

    func testManyFlowsCompileInLinearTime() throws {
        // Each flow looked through every flow's pending effects for its own: 10,000 flows took 16 s.
        func compileFlows(_ count: Int) throws -> Int {
            let flows = (0..<count).map { "  F\($0): {stack: [S], onFinish: {F0: [push: S]}}\n" }
                .joined()
            var result: (CompiledApp?, [String]) = (nil, [])
            let work = try counted {
                result = try compileApp(
                    "app: T\nlaunch:\n  - state: main\n    root: F0\nflows:\n\(flows)screens:\n  S: {actions: {more: {push: S}}}\n"
                )
            }
            XCTAssertEqual(result.1, [])
            XCTAssertEqual(result.0?.definition.flows.count, count)
            return work
        }
        let half = try compileFlows(5_000)
        let work = try compileFlows(10_000)
        XCTAssertLessThan(Double(work) / Double(half), 2.5, "10,000 flows: \(work); 5,000: \(half)")
    }

    func testAnEffectWhoseKeyIsNotAWordSaysSo() throws {
        // `- true: x` was reported as "unknown effect '?'".
        let (_, errors) = try compileApp(
            "app: T\nlaunch:\n  - state: main\n    root: Main\nflows:\n  Main: {stack: [Home]}\nscreens:\n  Home:\n    actions:\n      go:\n        - true: x\n        - 404: x\n        - {push: Home, null: x}\n"
        )
        XCTAssertEqual(
            errors,
            [
                "11:11: an effect's key must be a word such as 'push' or 'set', not a Boolean",
                "12:11: unknown effect '404'",
                "13:24: unknown key 'null' beside 'push'; expected one of animated",
            ])
    }
}

// MARK: - Mutations of every app and scenario file

extension PipelineRobustnessTests {
    /// Iterations per seed (`FLOWSIM_FUZZ_SCALE` multiplies them, locally).
    static var iterations: Int { 700 * FuzzSettings.scale }

    /// Every file under `scenarios/`, damaged by structure-aware edits, goes through the loader
    /// (the app compiler, the scenario compiler, `run:` files) and, when it loads, the runner
    /// and the engine: nothing traps or hangs, every diagnostic and failure points inside a file
    /// that was read, a file that does not load says why, and one that loads loses no step.
    func testMutatedScenarioAndAppFilesNeverCrashAndPointInsideAFile() throws {
        let corpus = try PipelineCorpus()
        defer { corpus.remove() }
        var totals = PipelineTotals()
        var problems: [String] = []
        let seeds = FuzzSettings.seeds(default: [0x5CE_A210, 20_241_122])
        let watched = FuzzSettings.runWatched(timeout: 150 * Double(FuzzSettings.scale)) {
            progress in
            // The untouched corpus first: the oracle itself must agree with every original file.
            for scenario in corpus.scenarios {
                progress.set("original \(scenario)")
                problems += PipelineCheck.load(
                    scenario: corpus.path(scenario), app: nil, totals: &totals, expectsClean: true)
            }
            for seed in seeds {
                for iteration in 0..<Self.iterations {
                    var rng = SplitMix64(seed: seed &+ UInt64(iteration) &* 0x9E37_79B9_7F4A_7C15)
                    let edit = corpus.mutate(&rng)
                    progress.set("seed \(seed) iteration \(iteration): \(edit.summary)")
                    let found = PipelineCheck.load(
                        scenario: edit.scenario, app: edit.appToCheck, totals: &totals,
                        expectsClean: false)
                    problems += found.map {
                        "seed \(seed) iteration \(iteration): \($0)\n  edits: \(edit.summary)\n"
                            + edit.diffs
                    }
                    corpus.restore()
                    if problems.count > 8 { return }
                }
            }
        }
        guard watched.done else {
            return XCTFail(
                "the pipeline fuzz did not finish within its time limit (a hang?); it was at \(watched.last); the files are in \(corpus.root)"
            )
        }
        for p in problems { XCTFail(p) }
        // The mutations must break files in many ways and still leave many that load and run.
        XCTAssertGreaterThan(totals.rejected, totals.loads / 4, "\(totals)")
        XCTAssertGreaterThan(totals.ran, totals.loads / 6, "\(totals)")
        XCTAssertGreaterThan(totals.runFailures, totals.ran / 10, "\(totals)")
        XCTAssertGreaterThan(
            totals.distinctMessages.count, 150, "too few kinds of diagnostic: \(totals)")
        // A damaged file is about the size of the file it was made from: no load may cost many
        // times the heaviest untouched one (a load that blew up on some edit would).
        XCTAssertLessThan(
            totals.heaviest.work, 4 * max(1, totals.heaviestOriginal),
            "one load and run did far too much work: \(totals)")
        print("pipeline fuzz: \(totals) in \(String(format: "%.1f", watched.seconds)) s")
    }
}

/// A copy of `scenarios/` in a temporary folder, damaged one iteration at a time and restored.
final class PipelineCorpus: @unchecked Sendable {
    let root: String
    /// Relative paths (`locals/guest.flow.yaml`, `apps/locals.app.yaml`) and their original text.
    let originals: [String: String]
    let scenarios: [String]
    let apps: [String]
    /// Identifier-like words of every file, for swapping one name for another.
    let allNames: [String]
    private var touched: Set<String> = []

    init() throws {
        root = NSTemporaryDirectory() + "flowsim-pipeline-fuzz-" + UUID().uuidString
        let source = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios").path
        var originals: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: source) else {
            throw CocoaError(.fileReadUnknown)
        }
        for case let relative as String in walker where relative.hasSuffix(".yaml") {
            originals[relative] = try String(
                contentsOfFile: source + "/" + relative, encoding: .utf8)
        }
        self.originals = originals
        scenarios = originals.keys.filter { $0.hasSuffix(".flow.yaml") }.sorted()
        apps = originals.keys.filter { $0.hasSuffix(".app.yaml") }.sorted()
        allNames = Array(Set(originals.values.flatMap { PipelineMutator.names(in: $0) })).sorted()
        for (relative, text) in originals { try write(relative, text) }
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: false, encoding: .utf8)
    }

    /// Puts back every file the last iteration changed.
    func restore() {
        for relative in touched { try? write(relative, originals[relative] ?? "") }
        touched = []
    }

    /// One iteration's damage.
    struct Edit {
        var scenario: String
        /// An app file that was damaged, loaded on its own as well.
        var appToCheck: String?
        var summary: String
        var diffs: String
    }

    /// Damages a scenario, its app, a file it runs, or several of them.
    func mutate(_ rng: inout SplitMix64) -> Edit {
        let scenario = scenarios.randomElement(using: &rng) ?? ""
        let folder = (scenario as NSString).deletingLastPathComponent
        let text = originals[scenario] ?? ""
        let appLine = text.split(separator: "\n").first { $0.hasPrefix("app:") }
        let appRelative = appLine.map {
            Paths.resolve(String($0.dropFirst(4)).trimmingSpaces, relativeTo: scenario)
        }
        let runTargets = text.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "- run: ") else { return nil }
            return Paths.resolve(String(line[r.upperBound...]).trimmingSpaces, relativeTo: scenario)
        }
        var targets: [String] = []
        switch Int.random(in: 0..<20, using: &rng) {
        case 0..<11: targets = [scenario]
        case 11..<16: targets = appRelative.map { [$0] } ?? [scenario]
        case 16..<18: targets = [scenario] + (appRelative.map { [$0] } ?? [])
        default:
            targets =
                runTargets.isEmpty
                ? [scenario] : [runTargets.randomElement(using: &rng) ?? scenario, scenario]
        }
        var summaries: [String] = []
        var diffs = ""
        for target in targets where originals[target] != nil {
            let context = PipelineMutator.Context(
                isApp: target.hasSuffix(".app.yaml"),
                selfPath: (target as NSString).lastPathComponent,
                appPath: target.hasSuffix(".app.yaml")
                    ? (target as NSString).lastPathComponent
                    : (appRelative.map {
                        relativePath(to: $0, from: (target as NSString).deletingLastPathComponent)
                    } ?? "app.app.yaml"),
                otherScenario: relativePath(
                    to: scenarios.randomElement(using: &rng) ?? scenario,
                    from: (target as NSString).deletingLastPathComponent),
                otherApp: relativePath(
                    to: apps.randomElement(using: &rng) ?? "",
                    from: (target as NSString).deletingLastPathComponent),
                folder: folder.isEmpty ? "." : "..",
                names: allNames)
            var mutator = PipelineMutator(context: context)
            let original = originals[target] ?? ""
            let (damaged, steps) = mutator.mutate(
                original, edits: [1, 1, 1, 2, 2, 3, 4].randomElement(using: &rng) ?? 1, using: &rng)
            try? write(target, damaged)
            touched.insert(target)
            summaries.append("\(target): " + steps.joined(separator: "; "))
            diffs += PipelineMutator.diff(original, damaged, name: target)
        }
        let appToCheck = targets.first { $0.hasSuffix(".app.yaml") }.map(path)
        return Edit(
            scenario: path(scenario), appToCheck: appToCheck,
            summary: summaries.joined(separator: " | "), diffs: diffs)
    }

    /// `../apps/x.app.yaml` from folder `locals` to `apps/x.app.yaml`.
    func relativePath(to target: String, from folder: String) -> String {
        let depth = folder.isEmpty ? 0 : folder.split(separator: "/").count
        return String(repeating: "../", count: depth) + target
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// Structure-aware edits of an app or scenario file, line by line: names swapped or misspelt,
/// lines and list items deleted, duplicated or reordered, values changed, one effect or step
/// replaced by another kind, `run:` and `app:` pointed at the wrong files, indentation changed,
/// lists emptied, snippets that loop inserted.
struct PipelineMutator {
    struct Context {
        var isApp: Bool
        /// The file's own name (for `run:` of itself or `app:` of itself).
        var selfPath: String
        var appPath: String
        var otherScenario: String
        var otherApp: String
        var folder: String
        var names: [String]
    }

    let context: Context

    static let effectKeys = [
        "push", "pop", "popToRoot", "popTo", "present", "dismiss", "start", "finish", "select",
        "root", "decide", "set", "alert", "if", "guard", "crash", "then", "else",
    ]
    static let stepKeys = [
        "launch", "relaunch", "reinstall", "tap", "select", "back", "swipeDown", "alert", "open",
        "set", "run", "expect",
    ]
    static let expectKeys = [
        "root", "tab", "stack", "stacks", "top", "presented", "alert", "tabBar", "navBar",
        "coordinators", "state", "session",
        "launchState", "lifecycle", "actions", "can", "cannot", "leaks", "crashed",
    ]
    static let structureKeys = [
        "app", "state", "launch", "flows", "screens", "links", "stack", "tabs", "push", "present",
        "params", "style",
        "hidesBars", "autoFinish", "onFinish", "actions", "hidesTabBar", "requiresAccount", "do",
        "createsAccount",
        "deletesAccount", "when", "then", "default", "values", "store", "sample", "flow",
        "intercept", "scenario",
        "tags", "given", "expectFailure", "steps",
    ]
    static let values = [
        "true", "false", "0", "1", "-1", "99999999999999999999", "null", "~", "\"\"", "'x'", "[]",
        "{}", "\"a b\"",
        "$session", "$nothing", "X(y=1)", "X(", "X(y)", "X(=1)", "X(y=1, y=2)", "none", "user",
        "guest", "\"\\u0000\"",
        "fullScreen", "sheet", "keychain", "visible", "hidden", "[a, [b]]", "{a: {b: c}}", "|",
        "\"\\u0041(x=1, , y)\"",
        "'X(y=1,\n  z)'", "\"\\tX\"",
    ]

    /// Identifier-like words in `text`.
    static func names(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for c in text {
            if c.isLetter || c.isNumber || c == "_" {
                current.append(c)
            } else {
                if current.count > 1, current.first?.isLetter == true { result.append(current) }
                current = ""
            }
        }
        if current.count > 1, current.first?.isLetter == true { result.append(current) }
        return result
    }

    mutating func mutate(_ text: String, edits: Int, using rng: inout SplitMix64) -> (
        String, [String]
    ) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var done: [String] = []
        for _ in 0..<edits { done.append(edit(&lines, &rng)) }
        return (lines.joined(separator: "\n"), done)
    }

    static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    /// The line and the lines under it that are indented deeper (its block).
    static func block(_ lines: [String], at index: Int) -> Range<Int> {
        let own = indent(lines[index])
        let isItem = lines[index].dropFirst(own).hasPrefix("- ")
        var end = index + 1
        while end < lines.count {
            let line = lines[end]
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") {
                end += 1
                continue
            }
            let i = indent(line)
            if i > own || (isItem && i == own + 2 && !trimmed.hasPrefix("- ")) {
                end += 1
            } else {
                break
            }
        }
        return index..<end
    }

    /// Lines that carry something (not blank, not only a comment).
    static func contentLines(_ lines: [String]) -> [Int] {
        lines.indices.filter {
            let t = lines[$0].drop { $0 == " " }
            return !t.isEmpty && !t.hasPrefix("#")
        }
    }

    func misspell(_ name: String, _ rng: inout SplitMix64) -> String {
        var chars = Array(name)
        guard chars.count > 1 else { return name + "x" }
        let i = Int.random(in: 0..<chars.count, using: &rng)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: chars.remove(at: i)
        case 1: chars.insert(chars[i], at: i)
        case 2: if i + 1 < chars.count { chars.swapAt(i, i + 1) } else { chars.swapAt(0, i) }
        case 3:
            chars[0] = Character(
                chars[0].isUppercase ? chars[0].lowercased() : chars[0].uppercased())
        default: chars.append("s")
        }
        return String(chars)
    }

    func snippet(_ rng: inout SplitMix64) -> [String] {
        let n = context.names.randomElement(using: &rng) ?? "X"
        if context.isApp {
            let pool: [[String]] = [
                ["then: [decide]"], ["then: [start: \(n), finish]"], ["then:", "  - decide"],
                ["onFinish: {\(n): [start: \(n), dismiss]}"], ["onFinish: {\(n): [decide]}"],
                ["onFinish:", "  \(n): [finish]"],
                ["autoFinish: true"], ["hidesBars: true"], ["params: [id]"], ["params: []"],
                ["style: fullScreen"],
                ["- decide"], ["- finish"], ["- crash: boom"], ["- start: \(n)"], ["- root: \(n)"],
                ["- present: \(n)"], ["- push: \(n)(id=$id)"],
                ["- alert: {title: T, buttons: {a: [alert: U], b: [decide]}}"],
                ["- if: \(n)", "  then: [decide]"], ["- guard: !\(n)", "  else: [finish]"],
                ["intercept: [start: \(n)]"], ["\(n): {}"], ["\(n): {stack: []}"],
                ["\(n): {tabs: {}}"], ["\(n): {push: [\(n)]}"],
                ["\(n): {tabs: {a: A, b: B, c: C, d: D, e: E, f: F}}"],
                ["- state: \(n)", "  root: \(n)", "  then: [decide]"],
                ["\(n): {default: [1, 2]}"], ["\(n): {default: x, values: []}"],
                ["- set: {\(n): $\(n)}"], ["- select: \(n)"],
                ["\(n)(p): [decide]"], ["actions: {\(n): [\(n)]}"], ["- popTo: \(n)"],
                ["do: [decide]"],
                ["- push: |", "    \(n)(x=1, y)"], ["- start: >-", "    \(n)"],
                ["when: |", "  \(n) == 1"],
            ]
            return pool.randomElement(using: &rng) ?? []
        }
        let pool: [[String]] = [
            ["- run: \(context.selfPath)"], ["- run: \(context.appPath)"],
            ["- run: missing.flow.yaml"], ["- run: \(context.folder)"],
            ["- run: \(context.otherScenario)"], ["- run: ."], ["- launch"], ["- relaunch"],
            ["- reinstall"], ["- back"], ["- swipeDown"],
            ["- tap: \(n)"], ["- tap: \(n)(id=1)"], ["- select: \(n)"], ["- alert: OK"],
            ["- open: \(n)(x=1)"], ["- set: {session: user}"],
            ["- expect: {crashed: boom}"], ["- expect: {top: \(n)}"], ["- expect: {leaks: none}"],
            ["- expect: {leaks: [\(n)]}"],
            ["- expect: {lifecycle: {\(n): {viewDidLoad: 1}}}"], ["- expect: {session: [a]}"],
            ["- expect: {state: {\(n): 1}}"],
            ["- expect: {stacks: {\(n): []}}"], ["- expect: {coordinators: [App/\(n)]}"],
            ["- expect: {}"], ["- expect:"], ["- 1: x"],
            ["- true: x"], ["- ~"], ["- []"], ["- {}"], ["- launch: now"],
            ["- tap: |", "    \(n)(x=1, y)"],
            ["- expect: {top: \"\\u0041\\u0042(x=1, q=2)\"}"], ["- tap: \"\\u006F(x, , y)\""],
            ["expectFailure: \(n)"], ["given: {\(n): 1}"], ["tags: [\(n), \(n)]"],
        ]
        return pool.randomElement(using: &rng) ?? []
    }

    /// The first line of each item of `steps:`.
    static func stepItems(_ lines: [String]) -> [Int] {
        guard let header = lines.firstIndex(where: { $0.hasPrefix("steps:") }) else { return [] }
        let items = lines.indices.filter {
            $0 > header && lines[$0].drop { $0 == " " }.hasPrefix("- ")
        }
        guard let first = items.first else { return [] }
        return items.filter { indent(lines[$0]) == indent(lines[first]) }
    }

    /// Whole steps deleted, repeated, moved or added: the file stays readable, so the edit
    /// mostly reaches the runner and the engine.
    mutating func editSteps(_ lines: inout [String], _ rng: inout SplitMix64) -> String? {
        let items = Self.stepItems(lines)
        guard let pick = items.randomElement(using: &rng) else { return nil }
        let block = Self.block(lines, at: pick)
        let moved = Array(lines[block])
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
            lines.removeSubrange(block)
            return "deleted the step at line \(pick + 1)"
        case 1:
            lines.insert(contentsOf: moved, at: block.upperBound)
            return "repeated the step at line \(pick + 1)"
        case 2:
            lines.removeSubrange(block)
            let remaining = Self.stepItems(lines)
            let to = remaining.randomElement(using: &rng) ?? block.lowerBound
            lines.insert(contentsOf: moved, at: to)
            return "moved the step at line \(pick + 1) to line \(to + 1)"
        default:
            let word =
                [
                    "launch", "relaunch", "reinstall", "back", "swipeDown", "alert: OK",
                    "expect: {leaks: none}", "expect: {presented: none}",
                    "set: {session: user}", "set: {session: none}",
                ].randomElement(using: &rng) ?? "back"
            let pad = String(repeating: " ", count: Self.indent(lines[pick]))
            lines.insert(pad + "- " + word, at: Bool.random(using: &rng) ? pick : block.upperBound)
            return "added the step '\(word)' near line \(pick + 1)"
        }
    }

    mutating func edit(_ lines: inout [String], _ rng: inout SplitMix64) -> String {
        if !context.isApp, Int.random(in: 0..<10, using: &rng) < 3,
            let done = editSteps(&lines, &rng)
        {
            return done
        }
        let content = Self.contentLines(lines)
        guard let index = content.randomElement(using: &rng) else {
            lines = ["- launch"]
            return "replaced an empty file"
        }
        let line = lines[index]
        let indent = Self.indent(line)
        switch Int.random(in: 0..<22, using: &rng) {
        case 0, 1, 2:
            // A name for another name of the corpus, or a misspelling.
            let words = Self.names(in: line)
            guard let word = words.randomElement(using: &rng), let range = line.range(of: word)
            else { return "kept line \(index + 1)" }
            let replacement =
                Bool.random(using: &rng)
                ? context.names.randomElement(using: &rng) ?? word : misspell(word, &rng)
            lines[index] = line.replacingCharacters(in: range, with: replacement)
            return "line \(index + 1): '\(word)' → '\(replacement)'"
        case 3:
            lines.remove(at: index)
            return "deleted line \(index + 1)"
        case 4:
            lines.insert(line, at: index)
            return "duplicated line \(index + 1)"
        case 5:
            guard let other = content.randomElement(using: &rng) else { return "kept" }
            lines.swapAt(index, other)
            return "swapped lines \(index + 1) and \(other + 1)"
        case 6:
            let block = Self.block(lines, at: index)
            lines.removeSubrange(block)
            return "deleted the block at line \(index + 1) (\(block.count) lines)"
        case 7:
            let block = Self.block(lines, at: index)
            lines.insert(contentsOf: lines[block], at: block.upperBound)
            return "duplicated the block at line \(index + 1)"
        case 8:
            // Swap a block with its next sibling.
            let first = Self.block(lines, at: index)
            guard first.upperBound < lines.count, Self.indent(lines[first.upperBound]) == indent
            else { return "no sibling after line \(index + 1)" }
            let second = Self.block(lines, at: first.upperBound)
            let a = Array(lines[first])
            let b = Array(lines[second])
            lines.replaceSubrange(first.lowerBound..<second.upperBound, with: b + a)
            return "swapped the blocks at lines \(index + 1) and \(first.upperBound + 1)"
        case 9, 10:
            // Change a value.
            guard let colon = line.range(of: ": ") else { return "no value on line \(index + 1)" }
            let value =
                Int.random(in: 0..<4, using: &rng) == 0
                ? context.names.randomElement(using: &rng) ?? "x"
                : Self.values.randomElement(using: &rng) ?? "x"
            lines[index] = String(line[..<colon.upperBound]) + value
            return "line \(index + 1): value → \(value)"
        case 11, 12:
            // An effect, step or expect key for another of its kind.
            let pools = [Self.effectKeys, Self.stepKeys, Self.expectKeys, Self.structureKeys]
            for word in Self.names(in: line).shuffled(using: &rng) {
                guard let pool = pools.first(where: { $0.contains(word) }),
                    let range = line.range(of: word)
                else { continue }
                let other = pool.randomElement(using: &rng) ?? word
                lines[index] = line.replacingCharacters(in: range, with: other)
                return "line \(index + 1): '\(word)' → '\(other)'"
            }
            return "no keyword on line \(index + 1)"
        case 13:
            // Edit a flow list.
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]"),
                open < close
            else { return "no [list] on line \(index + 1)" }
            var items = line[line.index(after: open)..<close].split(
                separator: ",", omittingEmptySubsequences: false
            ).map { $0.trimmingSpaces }
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: items = []
            case 1:
                if !items.isEmpty { items.remove(at: Int.random(in: 0..<items.count, using: &rng)) }
            case 2: if let i = items.randomElement(using: &rng) { items.append(i) }
            case 3: items.reverse()
            default: items.insert(context.names.randomElement(using: &rng) ?? "X", at: 0)
            }
            lines[index] =
                String(line[...open]) + items.joined(separator: ", ") + String(line[close...])
            return "line \(index + 1): list → [\(items.joined(separator: ", "))]"
        case 14, 15, 16:
            // Insert a snippet at this line's indentation.
            let pad = String(repeating: " ", count: indent + (Bool.random(using: &rng) ? 0 : 2))
            let inserted = snippet(&rng).map { pad + $0 }
            lines.insert(
                contentsOf: inserted,
                at: Bool.random(using: &rng) ? index : Self.block(lines, at: index).upperBound)
            return
                "inserted '\(inserted.joined(separator: " / ").trimmingSpaces)' near line \(index + 1)"
        case 17:
            // app: pointed elsewhere.
            guard let appIndex = lines.firstIndex(where: { $0.hasPrefix("app:") }) else {
                return "no app: line"
            }
            let target =
                [
                    context.selfPath, context.otherScenario, context.otherApp, "missing.app.yaml",
                    ".", context.folder, "\"\"", "[x]", "{a: b}",
                ]
                .randomElement(using: &rng) ?? "."
            lines[appIndex] = "app: " + target
            return "app: → \(target)"
        case 18:
            // Indentation.
            let delta = [-4, -2, -1, 1, 2, 4].randomElement(using: &rng) ?? 1
            let block =
                Bool.random(using: &rng) ? Self.block(lines, at: index) : index..<(index + 1)
            for i in block {
                let current = Self.indent(lines[i])
                lines[i] =
                    String(repeating: " ", count: max(0, current + delta))
                    + lines[i].dropFirst(current)
            }
            return "indented lines \(block.lowerBound + 1)..<\(block.upperBound + 1) by \(delta)"
        case 19:
            // Empty a list or a mapping: `key:` with a block under it becomes `key: []` or `key: {}`.
            let block = Self.block(lines, at: index)
            guard let colon = line.range(of: ":") else { return "no key on line \(index + 1)" }
            let empty = ["[]", "{}", "", "null"].randomElement(using: &rng) ?? "[]"
            lines.replaceSubrange(
                block,
                with: [String(line[..<colon.upperBound]) + (empty.isEmpty ? "" : " " + empty)])
            return "emptied the block at line \(index + 1) to '\(empty)'"
        case 20:
            lines.removeSubrange(index...)
            return "truncated the file before line \(index + 1)"
        default:
            // run: pointed elsewhere, or a step replaced by another kind.
            if let r = line.range(of: "run: ") {
                let target =
                    [
                        context.selfPath, context.appPath, context.otherScenario,
                        "missing.flow.yaml", ".", context.folder, "\"\"", "../" + context.selfPath,
                    ]
                    .randomElement(using: &rng) ?? "."
                lines[index] = String(line[..<r.upperBound]) + target
                return "run: → \(target)"
            }
            let replacement = snippet(&rng)
            guard let first = replacement.first else { return "kept" }
            lines[index] = String(repeating: " ", count: indent) + first
            return "line \(index + 1) → '\(first)'"
        }
    }

    /// The lines that differ, for the failure message (a reproduction needs the seed only).
    static func diff(_ a: String, _ b: String, name: String) -> String {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false)
        let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        var out = "  --- \(name)\n"
        var shown = 0
        for i in 0..<max(la.count, lb.count) where shown < 12 {
            let x = i < la.count ? String(la[i]) : nil
            let y = i < lb.count ? String(lb[i]) : nil
            if x != y {
                if let x { out += "  -\(i + 1): \(x)\n" }
                if let y { out += "  +\(i + 1): \(y)\n" }
                shown += 1
            }
        }
        return out
    }
}

/// What one load (and run) must keep, whatever the input.
enum PipelineCheck {
    /// Loads `scenario` (and `app` on its own, when given), runs the scenario when it loads, renders
    /// everything in every format, and returns each broken promise.
    static func load(
        scenario: String, app: String?, totals: inout PipelineTotals, expectsClean: Bool
    ) -> [String] {
        var problems: [String] = []
        // Counted (``WorkCounter``, debug builds), never timed: the heaviest load is compared
        // with the heaviest of the untouched corpus.
        let work =
            WorkCounter.measure {
                problems = uncountedLoad(
                    scenario: scenario, app: app, totals: &totals, expectsClean: expectsClean)
            } ?? 0
        if work > totals.heaviest.work { totals.heaviest = (work, scenario) }
        if expectsClean { totals.heaviestOriginal = max(totals.heaviestOriginal, work) }
        return problems
    }

    /// ``load(scenario:app:totals:expectsClean:)`` without counting its work.
    private static func uncountedLoad(
        scenario: String, app: String?, totals: inout PipelineTotals, expectsClean: Bool
    ) -> [String] {
        var problems: [String] = []
        var loader = ScenarioLoader()
        let loaded = loader.loadScenario(path: scenario)
        totals.loads += 1
        problems += check(
            loader.diagnostics, sources: loader.sources, accepted: loaded != nil,
            what: "loading \(scenario)", totals: &totals)
        if expectsClean, let error = loader.diagnostics.first(where: { $0.severity == .error }) {
            problems.append("the original \(scenario) does not load: \(error)")
        }
        var outcomes: [ScenarioOutcome] = []
        if let loaded {
            if let expected = stepCount(scenario, sources: loader.sources, chain: []),
                expected != loaded.steps.count
            {
                problems.append(
                    "\(scenario) loaded with \(loaded.steps.count) steps, but its files have \(expected): a step was dropped without an error"
                )
            }
            let outcome = ScenarioRunner.run(loaded)
            outcomes.append(outcome)
            totals.ran += 1
            switch outcome.status {
            case .passed, .unexpectedPass:
                if case .unexpectedPass(_, let at) = outcome.status {
                    problems += check(
                        at, sources: loader.sources, what: "unexpected pass of \(scenario)")
                }
            case .failed(let failure), .expectedFailure(_, let failure):
                totals.runFailures += 1
                totals.distinctMessages.insert(shape(failure.message))
                problems += check(
                    failure.location, sources: loader.sources, what: "failure '\(failure.message)'")
                if failure.message.isEmpty {
                    problems.append("\(scenario) failed with an empty message")
                }
            }
            if expectsClean, case .failed(let failure) = outcome.status {
                problems.append(
                    "the original \(scenario) fails: \(failure.location): \(failure.message)")
            }
        } else {
            totals.rejected += 1
        }
        if let app {
            var appLoader = ScenarioLoader()
            let accepted = appLoader.loadApp(path: app)
            totals.loads += 1
            if !accepted { totals.rejected += 1 }
            problems += check(
                appLoader.diagnostics, sources: appLoader.sources, accepted: accepted,
                what: "loading \(app)", totals: &totals)
        }
        // Every renderer reads the locations: none may trap on what the loader produced.
        let report = RunReport(
            outcomes: outcomes, diagnostics: loader.diagnostics, sources: loader.sources)
        for format in ReportFormat.allCases { _ = format.render(report) }
        _ = GitHubAnnotations.annotations(for: report)
        return problems
    }

    /// Diagnostics must point inside a file the loader read; a rejected file must say why, and an
    /// accepted one must have no error.
    static func check(
        _ diagnostics: [Diagnostic], sources: [String: SourceFile], accepted: Bool, what: String,
        totals: inout PipelineTotals
    ) -> [String] {
        var problems: [String] = []
        for d in diagnostics {
            totals.diagnostics += 1
            totals.distinctMessages.insert(shape(d.message))
            problems += check(d.location, sources: sources, what: "\(d.severity) '\(d.message)'")
            if d.message.isEmpty { problems.append("\(what): an empty message at \(d.location)") }
        }
        let errors = diagnostics.filter { $0.severity == .error }
        if !accepted, errors.isEmpty {
            problems.append(
                "\(what): rejected without an error (diagnostics: \(diagnostics.map(\.description)))"
            )
        }
        if accepted, let e = errors.first {
            problems.append("\(what): accepted despite the error \(e)")
        }
        return problems
    }

    /// A location is inside a file that was read: its line exists and its column is on it.
    static func check(_ location: SourceLocation, sources: [String: SourceFile], what: String)
        -> [String]
    {
        guard let source = sources[location.path] else {
            return ["\(what) points at \(location), a file that was not read"]
        }
        guard let line = source.line(location.line) else {
            return [
                "\(what) points at line \(location.line) of \(location.path), which has \(source.lines.count) lines"
            ]
        }
        if location.column < 1 || location.column > line.count + 1 {
            return [
                "\(what) points at column \(location.column) of \(location), whose line has \(line.count) characters: \(line.debugDescription)"
            ]
        }
        return []
    }

    /// How many steps the files hold, counting a `run:` item as the steps of the file it names.
    static func stepCount(_ path: String, sources: [String: SourceFile], chain: [String]) -> Int? {
        guard !chain.contains(path), chain.count < 20,
            let text = sources[path]?.text ?? (try? String(contentsOfFile: path, encoding: .utf8))
        else { return nil }
        guard let steps = YAML.parse(text, path: path).root?["steps"]?.items else { return nil }
        var count = 0
        for item in steps {
            if let target = item["run"]?.string, item.entries?.count == 1 {
                guard
                    let inner = stepCount(
                        Paths.resolve(target, relativeTo: path), sources: sources,
                        chain: chain + [path])
                else { return nil }
                count += inner
            } else {
                count += 1
            }
        }
        return count
    }

    /// A message without its quoted names and numbers, to count the kinds of message.
    static func shape(_ message: String) -> String {
        var out = ""
        var quoted = false
        for c in message {
            if c == "'" {
                quoted.toggle()
                out.append(c)
                continue
            }
            if !quoted && !c.isNumber { out.append(c) }
        }
        return String(out.prefix(60))
    }
}

struct PipelineTotals: CustomStringConvertible {
    var loads = 0, rejected = 0, ran = 0, runFailures = 0, diagnostics = 0
    var distinctMessages: Set<String> = []
    /// The most work one load (and run) did (``WorkCounter``), and of which file.
    var heaviest: (work: Int, what: String) = (0, "")
    /// The most work one load of an untouched file of the corpus did.
    var heaviestOriginal = 0

    var description: String {
        "\(loads) loads (\(rejected) rejected, \(diagnostics) diagnostics of \(distinctMessages.count) kinds), \(ran) scenarios ran (\(runFailures) failed); "
            + "the heaviest did \(heaviest.work) units of work (\(heaviestOriginal) for the heaviest untouched file): \(heaviest.what)"
    }
}
