import FlowKit
import Foundation
import Scenarios
import Yams

// flowsim-bench: engine steps per second, device-state hashing, the scenario suite, and
// YAML parsing against Yams. Each figure is the median of `rounds` timed rounds.

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let scenarios = root.appendingPathComponent("scenarios").path
let rounds = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 7
let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// SplitMix64: a small deterministic generator.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// A random step the user could try now (it may still fail, as a user's tap may).
func randomStep(_ sim: Simulator, _ rng: inout SplitMix64) -> Step {
    guard let window = sim.window else { return .launch }
    if let alert = window.alert {
        return .alert(alert.spec.buttons[rng.below(alert.spec.buttons.count)].name)
    }
    switch rng.below(10) {
    case 0: return .back
    case 1: return .swipeDown
    case 2:
        if let bar = window.tabBar { return .select(bar.tabs[rng.below(bar.tabs.count)].name) }
        return .back
    case 3 where rng.below(50) == 0: return .relaunch
    default:
        let actions = sim.top.flatMap { sim.app.screens[$0.name]?.actions } ?? []
        guard !actions.isEmpty else { return .back }
        let action = actions[rng.below(actions.count)]
        return .tap(action.name, action.arguments.map { Param($0, .int(1)) })
    }
}

var loader = ScenarioLoader()
var apps: [(String, AppDefinition)] = []
for name in ["whatweeat", "locals", "board", "verify", "folio"] {
    if let app = loader.compiledApp(scenarios + "/apps/\(name).app.yaml", referencedAt: nil) {
        apps.append((name, app.definition))
    }
}
precondition(apps.count == 5, "the benchmark apps must compile: \(loader.diagnostics)")

// Exploration: states a second on the largest sample app and a generated one (ExploreBench.swift).
if only == "explore" {
    try ExploreBench.run(
        rounds: Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 3,
        loader: &loader, scenarios: scenarios)
    exit(0)
}

// Exploration to completion: every sample app with the default bounds (ExploreToCompletionBench.swift).
if only == "explore-complete" {
    ExploreToCompletionBench.run(
        rounds: Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 3,
        loader: &loader, scenarios: scenarios)
    exit(0)
}

// 0. Steps: a push/back loop against the floor; deep stacks and nesting (EngineSteps.swift).
if only == nil || only == "steps" { try EngineStepsBench.run(rounds: rounds) }
if only == "steps" { exit(0) }

// 1. Engine: steps per second over a seeded random walk, trace off.
let stepsPerRound = Int(ProcessInfo.processInfo.environment["BENCH_STEPS"] ?? "") ?? 200_000
var stepRates: [Double] = []
var succeeded = 0
for round in 0..<rounds {
    var rng = SplitMix64(state: UInt64(round + 1))
    var ok = 0
    var elapsed = 0.0
    // One app at a time, the simulator in a local variable, so that nothing copies it per step.
    for (_, app) in apps {
        var sim = try Simulator(app: app, given: [], traceCapacity: 0)
        let start = now()
        for _ in 0..<(stepsPerRound / apps.count) {
            let step = randomStep(sim, &rng)
            do {
                try sim.perform(step)
                ok += 1
            } catch {}
        }
        elapsed += now() - start
    }
    stepRates.append(Double(stepsPerRound) / elapsed)
    succeeded = ok
}
print(
    String(
        format: "engine: %.0f steps/s attempted (median of %d rounds of %d; %d%% succeeded)",
        median(stepRates), rounds, stepsPerRound, succeeded * 100 / stepsPerRound))

if only == "engine" { exit(0) }

// 2. Fingerprinting whole device states (what explore will do per state).
var hashRates: [Double] = []
do {
    var rng = SplitMix64(state: 42)
    var sim = try Simulator(app: apps[0].1, traceCapacity: 0)
    var states: [DeviceState] = []
    while states.count < 10_000 {
        do { try sim.perform(randomStep(sim, &rng)) } catch {}
        states.append(sim.device)
    }
    var fingerprintRates: [Double] = []
    var sink: UInt64 = 0
    for _ in 0..<rounds {
        let start = now()
        for _ in 0..<10 { for s in states { sink &+= s.fingerprint } }
        fingerprintRates.append(Double(states.count * 10) / (now() - start))
    }
    print(
        String(
            format: "states: %.0f fingerprints per second (median; %d distinct of %d)",
            median(fingerprintRates), Set(states).count, states.count + Int(sink & 0)))
    for _ in 0..<rounds {
        let start = now()
        var seen = Set<DeviceState>()
        for _ in 0..<10 { for s in states { seen.insert(s) } }
        hashRates.append(Double(states.count * 10) / (now() - start))
    }
}
print(
    String(
        format: "states: %.0f device states hashed into a set per second (median)",
        median(hashRates)))

// 3. The scenario suite, loaded once, run repeatedly.
var files: [String] = []
if let e = FileManager.default.enumerator(atPath: scenarios) {
    while let f = e.nextObject() as? String {
        if f.hasSuffix(".flow.yaml") { files.append(scenarios + "/" + f) }
    }
}
let loaded = files.sorted().compactMap { loader.loadScenario(path: $0) }
var suiteTimes: [Double] = []
var suiteSteps = 0
for _ in 0..<rounds {
    let start = now()
    suiteSteps = 0
    for _ in 0..<20 { for s in loaded { suiteSteps += ScenarioRunner.run(s).stepsRun } }
    suiteTimes.append((now() - start) / 20)
}
print(
    String(
        format: "suite: %d scenarios, %d steps: %.2f ms a run (median), %.0f scenario steps/s",
        loaded.count, suiteSteps / 20, median(suiteTimes) * 1000,
        Double(suiteSteps / 20) / median(suiteTimes)))

// 4. YAML: flowsim's parser against Yams on every file under scenarios/.
var texts: [(String, String)] = []
if let e = FileManager.default.enumerator(atPath: scenarios) {
    while let f = e.nextObject() as? String {
        if f.hasSuffix(".yaml"),
            let t = try? String(contentsOfFile: scenarios + "/" + f, encoding: .utf8)
        {
            texts.append((f, t))
        }
    }
}
let bytes = texts.reduce(0) { $0 + $1.1.utf8.count }
var ours: [Double] = []
var yams: [Double] = []
for _ in 0..<rounds {
    var start = now()
    for _ in 0..<20 { for (p, t) in texts { _ = YAML.parse(t, path: p) } }
    ours.append(Double(bytes * 20) / (now() - start) / 1e6)
    start = now()
    for _ in 0..<20 { for (_, t) in texts { _ = try? Yams.compose(yaml: t) } }
    yams.append(Double(bytes * 20) / (now() - start) / 1e6)
}
print(
    String(
        format: "yaml: %d files, %d bytes: flowsim %.1f MB/s, Yams.compose %.1f MB/s (medians)",
        texts.count, bytes, median(ours), median(yams)))
