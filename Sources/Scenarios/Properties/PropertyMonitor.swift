import FlowKit

/// Checks properties after each step of a scenario (`flowsim run`): `never` and `always` after
/// every step, `after` after every step its pattern matches. A broken property fails the
/// scenario at that step, with the property's name and where it is written, and what was
/// expected against what is there. `reachable` is checked once, at the end of the scenario
/// (``reachabilityFailure(at:sim:)``): from the state the scenario ends in, a bounded walk looks
/// for a path to a state that fits.
struct PropertyMonitor {
    let properties: [AppProperty]
    let app: AppDefinition

    init(scenario: LoadedScenario) {
        properties = scenario.app.properties + scenario.properties
        app = scenario.app.definition
    }

    var isEmpty: Bool { properties.isEmpty }

    /// The failure of the first property the state after `step` breaks, if any.
    func failure(after step: ScenarioStep, performed: Step, sim: Simulator) -> StepFailure? {
        for p in properties {
            let mismatches: [ExpectationMismatch]
            switch p.form {
            case .never(let description):
                guard sim.isRunning, p.applies(in: sim, app: app),
                    ExpectationChecker.holds(description, in: sim)
                else { continue }
                mismatches = description.map { e in
                    let text = Self.text(of: e)
                    return ExpectationMismatch(
                        expectation: e, headline: "the state fits \(e.key): \(text)",
                        expected: "never \(text)", actual: text,
                        detail: ["never    \(e.key): \(text)", "actual   \(e.key): \(text)"])
                }
            case .always(let description):
                guard sim.isRunning, p.applies(in: sim, app: app) else { continue }
                mismatches = ExpectationChecker(sim: sim).check(description)
            case .after(let pattern, let expect):
                guard pattern.matches(performed) else { continue }
                mismatches = ExpectationChecker(sim: sim).check(expect)
            case .reachable:
                continue
            }
            guard let first = mismatches.first else { continue }
            let when = p.when.map { " (when: \($0))" } ?? ""
            return StepFailure(
                .expectationFailed(mismatches),
                message:
                    "property '\(p.name)' (\(p.location)) does not hold after this step: \(p.formName)\(when): \(first.headline)",
                location: step.location)
        }
        return nil
    }

    /// The failure of the first `reachable` property that no path leads to from the state the
    /// scenario ends in (`location`: its last step), if any. The walk from there
    /// (``ReachabilityWalk``) stops at the first state that fits; one that sees `maxStates`
    /// states without finding one cannot tell, and fails nothing.
    func reachabilityFailure(
        at location: SourceLocation, sim: Simulator, maxStates: Int = 50_000
    ) -> StepFailure? {
        let reachable = properties.filter {
            if case .reachable = $0.form { return true } else { return false }
        }
        guard !reachable.isEmpty else { return nil }
        let walk = ReachabilityWalk(app: app, maxStates: maxStates)
        for p in reachable {
            let outcome = walk.walk(from: sim) { p.describes($0) }
            guard case .unreachable(let states) = outcome, let first = p.expectations.first
            else { continue }
            let target = p.expectations.map { "\($0.key): \(Self.text(of: $0))" }.joined(
                separator: ", ")
            let seen = "\(states) \(states == 1 ? "state" : "states")"
            let mismatch = ExpectationMismatch(
                expectation: first,
                headline: "no path from the state this scenario ends in leads to {\(target)}",
                expected: "reachable {\(target)}",
                actual: "not reached in the \(seen) reachable from here",
                detail: [
                    "reachable  {\(target)}",
                    "actual     none of the \(seen) reachable from here fits (within --max-repeats \(Explorer.defaultMaxRepeats))",
                ])
            return StepFailure(
                .expectationFailed([mismatch]),
                message:
                    "property '\(p.name)' (\(p.location)) does not hold at the end of the scenario: reachable: \(mismatch.headline)",
                location: location)
        }
        return nil
    }

    /// An expectation's value as a scenario writes it, for the keys a `never` property names.
    static func text(of e: Expectation) -> String {
        func list(_ p: [ScreenPattern]) -> String {
            p.isEmpty ? "none" : "[" + p.map(\.description).joined(separator: ", ") + "]"
        }
        switch e.check {
        case .root(let s), .tab(let s), .launchState(let s), .crashed(let s): return s
        case .top(let p): return p?.description ?? "none"
        case .stack(let p): return list(p)
        case .presented(let p), .children(let p): return list(p)
        case .page(let p): return p.description
        case .alert(let t): return t ?? "none"
        case .alertContent(let t, _, _): return t
        case .tabBar(let v), .navBar(let v): return v ? "visible" : "hidden"
        case .scene(let b): return b ? "background" : "foreground"
        case .transition(let kind): return kind?.rawValue ?? "none"
        case .state(let values):
            return "{" + values.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "}"
        case .actions(let n), .can(let n), .cannot(let n), .leaks(let n), .pending(let n),
            .coordinators(let n):
            return n.isEmpty ? "none" : "[" + n.joined(separator: ", ") + "]"
        case .stacks, .starts, .lifecycle: return "as written"
        }
    }
}
