#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowKit

/// Runs loaded scenarios through the simulator.
public enum ScenarioRunner {
    /// How many trace events a failure shows.
    public static let traceTail = 12

    public static func run(_ scenario: LoadedScenario) -> ScenarioOutcome {
        let start = monotonicSeconds()
        var stepsRun = 0
        let failure = execute(scenario, stepsRun: &stepsRun)
        let duration = monotonicSeconds() - start
        let status: ScenarioOutcome.Status
        switch (failure, scenario.expectFailure) {
        case (nil, nil): status = .passed
        case (let f?, nil): status = .failed(f)
        case (let f?, let reason?): status = .expectedFailure(reason: reason, f)
        case (nil, let reason?):
            status = .unexpectedPass(reason: reason, at: scenario.expectFailureLocation ?? scenario.location)
        }
        return ScenarioOutcome(name: scenario.name, path: scenario.path, tags: scenario.tags, status: status, duration: duration, stepsRun: stepsRun)
    }

    /// Runs every step; the first failure ends the run.
    static func execute(_ scenario: LoadedScenario, stepsRun: inout Int) -> ScenarioFailure? {
        var sim: Simulator
        do {
            sim = try Simulator(app: scenario.app.definition, given: scenario.given)
        } catch {
            return ScenarioFailure(message: "given: \(error.message)", location: scenario.location, details: "")
        }
        var pendingCrash: (message: String, location: SourceLocation)?
        for step in scenario.steps {
            if let crash = pendingCrash {
                pendingCrash = nil
                if case .expect(let keys) = step.kind, keys.contains(where: { if case .crashed = $0.check { return true } else { return false } }) {
                    // expected: checked below with the rest of the keys
                } else {
                    return failure("the app crashed at \(crash.location): '\(crash.message)', and this step does not expect it; add `- expect: {crashed: \"\(crash.message)\"}`",
                                   at: step.location, sim: sim)
                }
            }
            stepsRun += 1
            switch step.kind {
            case .perform(let action):
                let wasRunning = sim.isRunning
                do {
                    try sim.perform(action)
                } catch {
                    return failure("step '\(action)' failed: \(error.message)", at: step.location, sim: sim)
                }
                if wasRunning, !sim.isRunning, let message = sim.crashMessage {
                    pendingCrash = (message, step.location)  // the next step must expect it
                }
            case .expect(let expectations):
                let mismatches = ExpectationChecker(sim: sim).check(expectations)
                guard let first = mismatches.first else { continue }
                var message = first.headline
                if mismatches.count > 1 {
                    message += " (and \(mismatches.count - 1) more: " + mismatches.dropFirst().map(\.expectation.key).joined(separator: ", ") + ")"
                }
                var lines: [String] = []
                for m in mismatches {
                    if mismatches.count > 1 { lines.append("\(m.expectation.location): \(m.expectation.key)") }
                    lines += m.detail.map { mismatches.count > 1 ? "  " + $0 : $0 }
                }
                return ScenarioFailure(message: message, location: first.expectation.location, details: details(lines, sim: sim))
            }
        }
        if let crash = pendingCrash {
            return failure("the app crashed: '\(crash.message)', and no step expects it; add `- expect: {crashed: \"\(crash.message)\"}`", at: crash.location, sim: sim)
        }
        return nil
    }

    private static func failure(_ message: String, at location: SourceLocation, sim: Simulator) -> ScenarioFailure {
        ScenarioFailure(message: message, location: location, details: details([], sim: sim))
    }

    /// Expected against actual, the hierarchy as a tree, and the last events of the trace. Each
    /// line's user text (a quoted value, a crash message) is made inline, so it stays on its line.
    static func details(_ lines: [String], sim: Simulator) -> String {
        var out = lines.map(TerminalText.inline).joined(separator: "\n")
        if !out.isEmpty { out += "\n\n" }
        out += "hierarchy:\n" + sim.hierarchyDescription.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        let events = sim.trace.last(traceTail)
        if !events.isEmpty {
            if !out.hasSuffix("\n") { out += "\n" }
            out += "last events:\n" + events.map { "  " + TerminalText.inline($0.description) }.joined(separator: "\n")
        }
        return out
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
