import FlowKit

/// Checks properties after each step of a scenario (`flowsim run`): `never` and `always` after
/// every step, `after` after every step its pattern matches. A broken property fails the
/// scenario at that step, with the property's name and where it is written, and what was
/// expected against what is there. (`reachable` speaks of every state an exploration finds, not
/// of one run: `flowsim explore` checks it.)
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
