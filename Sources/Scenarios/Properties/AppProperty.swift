import FlowKit

/// One entry of `properties:` in an app file or a scenario: what the team says must hold, in the
/// words of `expect:` and of the launch rules' conditions.
///
/// ```yaml
/// properties:
///   - name: onboarding never comes back once completed
///     never: {root: Onboarding}
///     when: hasOnboarded
/// ```
public struct AppProperty: Sendable {
    public enum Form: Sendable {
        /// No state (where `when:` holds) fits the description.
        case never([Expectation])
        /// Every state (where `when:` holds) fits the description.
        case always([Expectation])
        /// After every step that matches the pattern, the state fits `expect:`.
        case after(StepPattern, expect: [Expectation])
        /// From every reachable state some path leads to a state that fits the description.
        case reachable([Expectation])
    }

    public var name: String
    public var form: Form
    /// `when:`: the states it speaks of (never, always, reachable); `nil` for every state.
    public var when: Condition?
    /// Where its `name:` is written (the start of the entry).
    public var location: SourceLocation

    /// The form's key as written: `never`, `always`, `after` or `reachable`.
    public var formName: String {
        switch form {
        case .never: return "never"
        case .always: return "always"
        case .after: return "after"
        case .reachable: return "reachable"
        }
    }

    /// The state description (for `after`, its `expect:`).
    public var expectations: [Expectation] {
        switch form {
        case .never(let e), .always(let e), .reachable(let e), .after(_, let e): return e
        }
    }

    /// Whether `when:` holds in the simulator's state (`true` without one). A condition that
    /// cannot be evaluated (it reads no state the app has) does not hold.
    func applies(in sim: Simulator, app: AppDefinition) -> Bool {
        guard let when else { return true }
        let holds = try? when.holds(app: app, store: sim.device.store) {
            (expression: Expr) throws(StepError) -> Value in
            switch expression {
            case .literal(let v): return v
            case .reference(let name) where name == Condition.selectedTab:
                return sim.selectedTab.map(Value.string) ?? .null
            case .reference(let name):
                throw StepError(
                    .unknownName(kind: "name", name: name),
                    "a property's condition reads '$\(name)', which names nothing here")
            }
        }
        return holds ?? false
    }

    /// Whether the simulator's state fits the description.
    func describes(_ sim: Simulator) -> Bool {
        ExpectationChecker.holds(expectations, in: sim)
    }

    /// The property as an exploration checks it.
    public func walkProperty(app: AppDefinition) -> WalkProperty {
        let copy = self
        let describes: @Sendable (Simulator) -> Bool = { sim in copy.describes(sim) }
        var applies: (@Sendable (Simulator) -> Bool)?
        if when != nil {
            applies = { sim in copy.applies(in: sim, app: app) }
        }
        var follows: (@Sendable (Step) -> Bool)?
        let form: WalkProperty.Form
        switch self.form {
        case .never: form = .never
        case .always: form = .always
        case .reachable: form = .reachable
        case .after(let pattern, _):
            form = .after
            follows = { step in pattern.matches(step) }
        }
        var property = WalkProperty(
            name: name, form: form, location: location.description, describes: describes,
            applies: applies, follows: follows)
        property.describesTest = Self.test(expectations, app: app)
        property.appliesTest = when.flatMap { StateTest(condition: $0, app: app) }
        return property
    }

    /// A state description as tests of the device's fields, when every key has one; `nil`
    /// when some key (`stack:`, `leaks:`, a screen with arguments, …) must be tested as `expect:` does.
    static func test(_ expectations: [Expectation], app: AppDefinition) -> StateTest? {
        var tests: [StateTest] = []
        for e in expectations {
            switch e.check {
            case .root(let flow): tests.append(.root(flow))
            case .tab(let tab): tests.append(.selectedTab(tab))
            case .top(nil): tests.append(.top(nil))
            case .top(let pattern?) where pattern.params == nil: tests.append(.top(pattern.name))
            case .alert(let title): tests.append(.alert(title))
            case .launchState(let state): tests.append(.launchState(state))
            case .scene(let background): tests.append(.inBackground(background))
            case .state(let values):
                for v in values {
                    guard let i = app.index(ofKey: v.name) else { return nil }
                    tests.append(.stored(i, v.value))
                }
            default: return nil
            }
        }
        return tests.count == 1 ? tests[0] : .all(tests)
    }
}

/// The step an `after:` property follows: a step as a scenario writes it, whose arguments, when
/// none are written, may be any (`tap: open` matches `tap: open(channel=general)`).
public struct StepPattern: Sendable, CustomStringConvertible {
    public var step: Step

    public func matches(_ other: Step) -> Bool {
        switch (step, other) {
        case (.tap(let a, let args), .tap(let b, let otherArgs)),
            (.open(let a, let args), .open(let b, let otherArgs)):
            return a == b && (args.isEmpty || args == otherArgs)
        default:
            return step == other
        }
    }

    public var description: String { ScenarioText.step(step) }
}
