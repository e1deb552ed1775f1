import FlowKit
import Foundation
import Scenarios

// suite-gen: writes scenario files for the whole-process benchmarks.
//
//     suite-gen OUTPUT COUNT [STEPS]
//
// Copies the sample apps to OUTPUT/apps and writes COUNT scenario files of STEPS steps
// (25 by default) under OUTPUT/flows, spread over the sample apps. Each file is a seeded
// random walk that the engine accepted, with an `expect` every fifth step, so every
// generated scenario passes and `flowsim run OUTPUT` measures real loading and running.

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let scenarios = root.appendingPathComponent("scenarios").path
let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]), count >= 0 else {
    FileHandle.standardError.write("usage: suite-gen OUTPUT COUNT [STEPS]\n".data(using: .utf8)!)
    exit(2)
}
let output = arguments[1]
let stepsPerScenario = arguments.count > 3 ? Int(arguments[3]) ?? 25 : 25

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

/// A step the user could try now (it may still fail, as a user's tap may).
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
    case 3 where rng.below(10) == 0: return .relaunch
    default:
        let actions = sim.top.flatMap { sim.app.screens[$0.name]?.actions } ?? []
        guard !actions.isEmpty else { return .back }
        let action = actions[rng.below(actions.count)]
        return .tap(action.name, action.arguments.map { Param($0, .int(Int(rng.below(9)) + 1)) })
    }
}

/// A double-quoted YAML scalar (JSON's escapes are YAML's).
func quoted(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
}

func yaml(_ step: Step) -> String {
    switch step {
    case .alert(let button): return "alert: \(quoted(button))"
    default: return step.description
    }
}

let fm = FileManager.default
try? fm.createDirectory(atPath: output + "/apps", withIntermediateDirectories: true)
try? fm.createDirectory(atPath: output + "/flows", withIntermediateDirectories: true)
var loader = ScenarioLoader()
var apps: [(String, AppDefinition)] = []
for name in ["whatweeat", "locals", "board", "verify", "folio"] {
    let source = scenarios + "/apps/\(name).app.yaml"
    let target = output + "/apps/\(name).app.yaml"
    try? fm.removeItem(atPath: target)
    try fm.copyItem(atPath: source, toPath: target)
    if let app = loader.compiledApp(source, referencedAt: nil) {
        apps.append((name, app.definition))
    }
}
guard apps.count == 5 else {
    FileHandle.standardError.write(
        "suite-gen: the sample apps must compile: \(loader.diagnostics)\n".data(using: .utf8)!)
    exit(1)
}

for index in 0..<count {
    var rng = SplitMix64(state: UInt64(index) &* 7919 &+ 1)
    let (name, app) = apps[index % apps.count]
    var sim = try Simulator(app: app, given: [], traceCapacity: 0)
    var lines = [
        "scenario: Generated walk \(index) through \(name)", "app: ../apps/\(name).app.yaml",
        "tags: [generated, \(name)]", "steps:",
    ]
    var written = 0
    var attempts = 0
    while written < stepsPerScenario && attempts < stepsPerScenario * 200 {
        attempts += 1
        if written % 5 == 4, let top = sim.top {
            let stack = sim.stack.map(\.name).joined(separator: ", ")
            lines.append("  - expect: {top: \(top.name), stack: [\(stack)]}")
            written += 1
            continue
        }
        let step = randomStep(sim, &rng)
        let before = sim
        do {
            try sim.perform(step)
        } catch {
            continue
        }
        // A crash ends the walk's usefulness: try something else from where it was.
        if sim.crashMessage != nil {
            sim = before
            continue
        }
        lines.append("  - " + yaml(step))
        written += 1
    }
    let file = output + "/flows/walk-\(String(format: "%05d", index)).flow.yaml"
    try (lines.joined(separator: "\n") + "\n").write(
        toFile: file, atomically: false, encoding: .utf8)
}
