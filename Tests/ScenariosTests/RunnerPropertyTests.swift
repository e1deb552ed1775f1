import FlowKit
import Foundation
import XCTest

@testable import Scenarios

/// Properties of the scenario runner over scenarios generated from every sample app
/// (`scenarios/apps`): seeded random walks written as scenario files, loaded and run as
/// `flowsim run` does.
final class RunnerPropertyTests: XCTestCase {
    /// A sample app, compiled, and where its copy lies in the scratch folder.
    struct SampleApp {
        var name: String
        var definition: AppDefinition
    }

    private var folder = ""
    private var apps: [SampleApp] = []

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "runner-properties-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/apps", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: folder + "/flows", withIntermediateDirectories: true)
        let source = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios/apps").path
        var loader = ScenarioLoader()
        // (Habits keeps a property broken on purpose: random walks run into it)
        for file in try fm.contentsOfDirectory(atPath: source).sorted()
        where file.hasSuffix(".app.yaml") && file != "habits.app.yaml" {
            try fm.copyItem(atPath: source + "/" + file, toPath: folder + "/apps/" + file)
            let app = try XCTUnwrap(
                loader.compiledApp(folder + "/apps/" + file, referencedAt: nil),
                "\(file): \(loader.diagnostics)")
            apps.append(SampleApp(name: file, definition: app.definition))
        }
        XCTAssertGreaterThanOrEqual(apps.count, 5, "the sample apps are missing")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: Properties

    /// Loading and running the same scenarios twice, in one loader and in a fresh one, gives
    /// byte-identical JSON reports (durations aside): nothing depends on hashing order, time or memory.
    func testGeneratedScenariosRunTwiceGiveByteIdenticalJSONReports() throws {
        var paths: [String] = []
        for (index, app) in apps.enumerated() {
            for seed in 0..<6 {
                var rng = SplitMix64(seed: UInt64(index * 100 + seed) &+ 0xDE7E_2026)
                let walk = try Walk(app: app.definition, rng: &rng, steps: 30, keepsFailures: true)
                paths.append(try write(walk.yaml(app: app.name), named: "det-\(index)-\(seed)"))
            }
        }
        let first = try report(paths)
        let again = try report(paths)
        XCTAssertEqual(first.json, again.json, "a fresh load and run gave another report")
        XCTAssertEqual(
            first.json, first.secondRun, "running the loaded scenarios again gave another report")
        XCTAssertGreaterThan(
            first.failed, 0, "some generated scenarios should fail (a step the app refuses)")
        XCTAssertGreaterThan(first.passed, 0, "some generated scenarios should pass")
    }

    /// Random walks that the engine accepted, with what the engine showed after each step
    /// written as `expect`, pass when the runner replays them; and along each walk the
    /// engine keeps its invariants.
    func testRandomWalksKeepTheInvariantsAndTheRunnerAgreesWithTheEngine() throws {
        var paths: [String] = []
        for (index, app) in apps.enumerated() {
            for seed in 0..<5 {
                var rng = SplitMix64(seed: UInt64(index * 100 + seed) &+ 0x1A7A_2026)
                let walk = try Walk(app: app.definition, rng: &rng, steps: 40, keepsFailures: false)
                XCTAssertEqual(walk.invariantViolations, [], "\(app.name), seed \(seed)")
                paths.append(try write(walk.yaml(app: app.name), named: "walk-\(index)-\(seed)"))
            }
        }
        let result = try report(paths)
        XCTAssertEqual(
            result.failed, 0,
            "the runner disagrees with the engine:\n\(result.failures.joined(separator: "\n"))")
        XCTAssertEqual(result.passed, paths.count)
    }

    /// A relaunch keeps the persisted store: a walk stopped after k steps and relaunched has
    /// the store that a cold launch from the walk's store at k has (`given:` those values).
    func testARelaunchInTheMiddleAgreesWithAColdLaunchFromTheSameStore() throws {
        var paths: [String] = []
        for (index, app) in apps.enumerated() {
            for seed in 0..<5 {
                var rng = SplitMix64(seed: UInt64(index * 100 + seed) &+ 0x5707_2026)
                let walk = try Walk(app: app.definition, rng: &rng, steps: 30, keepsFailures: false)
                let k = Int.random(in: 1...walk.steps.count, using: &rng)
                let prefix = Walk(app: app.definition, steps: Array(walk.steps[..<k]))
                let store = prefix.store
                var cold = try Simulator(
                    app: app.definition, given: store.map { Param($0.key, $0.value) },
                    traceCapacity: 0)
                try cold.launch()
                guard cold.crashMessage == nil else { continue }
                let relaunched = Walk.storeText(Walk.store(of: cold, app: app.definition))
                // Without the relaunch, the store is the walk's own.
                paths.append(
                    try write(
                        prefix.yaml(
                            app: app.name, extra: ["  - expect: {state: \(Walk.storeText(store))}"]),
                        named: "store-\(index)-\(seed)"))
                paths.append(
                    try write(
                        prefix.yaml(
                            app: app.name,
                            extra: ["  - relaunch", "  - expect: {state: \(relaunched)}"]),
                        named: "relaunch-\(index)-\(seed)"))
                let given = Walk(app: app.definition, steps: [.launch])
                paths.append(
                    try write(
                        given.yaml(
                            app: app.name, given: store,
                            extra: ["  - expect: {state: \(relaunched)}"]),
                        named: "cold-\(index)-\(seed)"))
            }
        }
        XCTAssertGreaterThanOrEqual(paths.count, 60)
        let result = try report(paths)
        XCTAssertEqual(result.failed, 0, "\(result.failures.joined(separator: "\n"))")
    }

    // MARK: Running

    private func write(_ text: String, named name: String) throws -> String {
        let path = folder + "/flows/\(name).flow.yaml"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// Loads and runs `paths` in a fresh loader: the JSON report (durations set to 0), the
    /// report of running the same loaded scenarios a second time, and counts.
    private func report(_ paths: [String]) throws -> (
        json: String, secondRun: String, passed: Int, failed: Int, failures: [String]
    ) {
        var loader = ScenarioLoader()
        let loaded = paths.compactMap { loader.loadScenario(path: $0) }
        XCTAssertEqual(
            loader.diagnostics.filter { $0.severity == .error }.map(\.description), [],
            "generated scenarios must load")
        func run() -> [ScenarioOutcome] {
            loaded.map { scenario in
                var outcome = ScenarioRunner.run(scenario)
                outcome.duration = 0
                return outcome
            }
        }
        let outcomes = run()
        let json = JSONReporter().report(
            RunReport(outcomes: outcomes, sources: loader.sources, duration: 0))
        let second = JSONReporter().report(
            RunReport(outcomes: run(), sources: loader.sources, duration: 0))
        let failures: [String] = outcomes.compactMap {
            if case .failed(let failure) = $0.status {
                return "\(failure.location): \(failure.message)"
            }
            return nil
        }
        return (json, second, outcomes.filter(\.isSuccess).count, failures.count, failures)
    }
}

/// A seeded random walk through an app: the steps, and what the engine showed after each.
struct Walk {
    var app: AppDefinition
    var steps: [Step] = []
    /// After each kept step, an `expect` of what the engine shows (nil after a failing step).
    var expectations: [String?] = []
    var invariantViolations: [String] = []
    /// The persisted store after the last step (memory-only keys left out).
    var store: [(key: String, value: Value)] = []

    /// The walk of exactly `steps`, as the engine runs them (for a prefix of another walk).
    init(app: AppDefinition, steps: [Step]) {
        self.app = app
        var sim = try? Simulator(app: app, given: [], traceCapacity: 0)
        for step in steps {
            self.steps.append(step)
            expectations.append(nil)
            try? sim?.perform(step)
        }
        if let sim { store = Self.store(of: sim, app: app) }
    }

    /// `steps` steps tried at random: the ones the engine refused are dropped, or kept (and
    /// then the scenario fails there) when `keepsFailures`. Steps that crash the app are dropped.
    init(app: AppDefinition, rng: inout SplitMix64, steps count: Int, keepsFailures: Bool) throws {
        self.app = app
        var sim = try Simulator(app: app, given: [], traceCapacity: 16)
        var attempts = 0
        while steps.count < count && attempts < count * 50 {
            attempts += 1
            let step = Self.randomStep(sim, app: app, &rng)
            let before = sim
            do {
                try sim.perform(step)
            } catch {
                // A refused step leaves the device exactly as it was.
                if sim.device != before.device {
                    invariantViolations.append("\(step) failed but changed the device")
                }
                if keepsFailures && Int.random(in: 0..<8, using: &rng) == 0 {
                    steps.append(step)
                    expectations.append(nil)
                    break
                }
                continue
            }
            if sim.crashMessage != nil {
                sim = before
                continue
            }
            invariantViolations += Self.invariants(sim, after: step)
            steps.append(step)
            expectations.append(Self.expectation(sim))
        }
        store = Self.store(of: sim, app: app)
    }

    static func randomStep(_ sim: Simulator, app: AppDefinition, _ rng: inout SplitMix64) -> Step {
        guard let window = sim.window else { return .launch }
        if let alert = window.alert, Int.random(in: 0..<5, using: &rng) > 0 {
            return .alert(
                alert.spec.buttons[Int.random(in: 0..<alert.spec.buttons.count, using: &rng)].name)
        }
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return .back
        case 1: return .swipeDown
        case 2:
            if let bar = window.tabBar {
                return .select(bar.tabs[Int.random(in: 0..<bar.tabs.count, using: &rng)].name)
            }
            return .back
        case 3: return Int.random(in: 0..<4, using: &rng) == 0 ? .relaunch : .back
        default:
            let actions = sim.top.flatMap { app.screens[$0.name]?.actions } ?? []
            guard !actions.isEmpty else { return .back }
            let action = actions[Int.random(in: 0..<actions.count, using: &rng)]
            return .tap(
                action.name,
                action.arguments.map { Param($0, .int(Int.random(in: 1...3, using: &rng))) })
        }
    }

    /// What must hold after every step the engine accepted.
    static func invariants(_ sim: Simulator, after step: Step) -> [String] {
        var problems: [String] = []
        // A path may appear twice (a leaked coordinator and a new one of the same flow); every
        // coordinator's parent is live.
        let paths = sim.coordinatorPaths
        for path in paths where path.contains("/") {
            let parent = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            if !paths.contains(parent) {
                problems.append("after \(step): \(path) is live but its parent \(parent) is not")
            }
        }
        if sim.isRunning, let top = sim.top, sim.presented.isEmpty, let last = sim.stack.last,
            last.name != top.name
        {
            problems.append(
                "after \(step): the top screen \(top.name) is not the top of the frontmost stack \(last.name)"
            )
        }
        if sim.device.fingerprint != sim.device.fingerprint {
            problems.append("after \(step): the fingerprint is not stable")
        }
        if let selected = sim.selectedTab,
            sim.window?.tabBar?.tabs.contains(where: { $0.name == selected }) == false
        {
            problems.append("after \(step): the selected tab \(selected) is not a tab of the bar")
        }
        return problems
    }

    /// An `expect` step holding what the engine shows now.
    static func expectation(_ sim: Simulator) -> String? {
        guard sim.isRunning else { return nil }
        var keys: [String] = []
        if let top = sim.top { keys.append("top: \(top.name)") }
        keys.append("stack: [" + sim.stack.map(\.name).joined(separator: ", ") + "]")
        keys.append("coordinators: [" + sim.coordinatorPaths.joined(separator: ", ") + "]")
        keys.append(
            "presented: "
                + (sim.presented.isEmpty
                    ? "none" : "[" + sim.presented.map(\.name).joined(separator: ", ") + "]"))
        keys.append("alert: " + (sim.alertTitle.map(quoted) ?? "none"))
        keys.append("tabBar: " + (sim.tabBarVisible == true ? "visible" : "hidden"))
        if let nav = sim.navigationBarVisible {
            keys.append("navBar: " + (nav ? "visible" : "hidden"))
        }
        if let tab = sim.selectedTab { keys.append("tab: \(tab)") }
        return "  - expect: {" + keys.joined(separator: ", ") + "}"
    }

    /// The persisted keys (UserDefaults and keychain; memory-only keys start over at a launch).
    static func store(of sim: Simulator, app: AppDefinition) -> [(key: String, value: Value)] {
        app.stateKeys.filter { $0.domain != .memory }.map { ($0.name, sim.state($0.name) ?? .null) }
    }

    static func storeText(_ store: [(key: String, value: Value)]) -> String {
        "{" + store.map { "\($0.key): \(valueText($0.value))" }.joined(separator: ", ") + "}"
    }

    static func valueText(_ value: Value) -> String {
        if case .string(let s) = value { return quoted(s) }
        return value.description
    }

    /// A double-quoted YAML scalar.
    static func quoted(_ text: String) -> String { YAMLTestSupport.jsonString(text) }

    static func stepText(_ step: Step) -> String {
        switch step {
        case .alert(let button): return "alert: \(quoted(button))"
        case .tap(let name, let arguments) where !arguments.isEmpty:
            return "tap: \"\(name)("
                + arguments.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + ")\""
        default: return step.description
        }
    }

    func yaml(app file: String, given: [(key: String, value: Value)] = [], extra: [String] = [])
        -> String
    {
        var lines = ["scenario: A generated walk", "app: ../apps/\(file)"]
        if !given.isEmpty { lines.append("given: \(Self.storeText(given))") }
        lines.append("steps:")
        for (step, expectation) in zip(steps, expectations) {
            lines.append("  - " + Self.stepText(step))
            if let expectation { lines.append(expectation) }
        }
        return (lines + extra).joined(separator: "\n") + "\n"
    }
}
