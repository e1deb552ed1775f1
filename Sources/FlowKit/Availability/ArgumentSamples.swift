/// Sample values for the arguments a tap or a link must be given, derived from the app, so that
/// ``Simulator/availableSteps`` can offer every action and link with arguments that work.
///
/// An argument `NAME` gets, from the first rule that gives any:
/// 1. the enumerated values of a state key named `NAME` (``StateKey/enumeratedValues``, `null` left out);
/// 2. the enumerated values of the state keys the effects compare with `$NAME` or write it into
///    (`KEY == $NAME`, `KEY != $NAME`, `set: {KEY: $NAME}`);
/// 3. the literal values the app passes anywhere to an argument of that name
///    (`Chat(channel=general)`, `Submission(pin=1111)`) or compares a parameter of that name with
///    (`if: "$sku == 42"`), in sorted order; when it compares one, also ``fallback`` if no value
///    listed differs from every compared one, so that a branch on the argument is tried both ways;
///    an argument opened as a URL (`openURL: $url`) counts as passed ``urlSample``;
/// 4. otherwise the string ``fallback`` (`sample`).
///
/// Each argument takes at most ``maximumValues`` values, and a step at most
/// ``maximumCombinations`` combinations of them: the first ones in that order.
public struct ArgumentSamples: Sendable {
    /// The value of an argument nothing in the app describes.
    public static let fallback: Value = "sample"
    /// The value of an argument the app opens as a URL (`openURL: $url`): one with a scheme.
    public static let urlSample: Value = "https://example.com"
    /// The most values one argument takes.
    public static let maximumValues = 3
    /// The most argument combinations one action or link is offered with.
    public static let maximumCombinations = 8

    private let app: AppDefinition
    /// Literal values passed to an argument or compared with a parameter, by the name, sorted.
    private let literals: [String: [Value]]
    /// The names of the parameters conditions compare with a literal (`$sku == 42`), with those literals.
    private let compared: [String: Set<Value>]

    public init(app: AppDefinition) {
        self.app = app
        var found: [String: Set<Value>] = [:]
        func note(_ invocation: Invocation) {
            for argument in invocation.arguments {
                if case .literal(let v) = argument.value, v != .null {
                    found[argument.name, default: []].insert(v)
                }
            }
        }
        var comparedFound: [String: Set<Value>] = [:]
        func compare(_ condition: Condition) {
            switch condition {
            case .equals(let k, .literal(let v)), .notEquals(let k, .literal(let v)):
                if k.hasPrefix("$"), k.count > 1, v != .null {
                    comparedFound[String(k.dropFirst()), default: []].insert(v)
                    found[String(k.dropFirst()), default: []].insert(v)
                }
            default: break
            }
        }
        func walk(_ effects: [Effect]) {
            for effect in effects {
                Self.visit(effect, invocation: note, condition: compare, write: { _ in })
            }
        }
        for rule in app.launchRules {
            note(rule.root)
            walk(rule.then)
        }
        for name in app.flows.keys.sorted() {
            guard let flow = app.flows[name] else { continue }
            switch flow.content {
            case .stack(let invocations), .push(let invocations), .present(let invocations, _):
                invocations.forEach(note)
            case .tabs(let tabs):
                for tab in tabs {
                    note(tab.flow)
                    walk(tab.intercept ?? [])
                }
            case .screenless(let onStart):
                walk(onStart)
            }
            for child in flow.onFinish.keys.sorted() { walk(flow.onFinish[child] ?? []) }
            walk(flow.swipe.onAttemptToDismiss)
        }
        for name in app.screens.keys.sorted() {
            for action in app.screens[name]?.actions ?? [] { walk(action.effects) }
            for hook in app.screens[name]?.lifecycleEffects ?? [] { walk(hook.effects) }
        }
        for name in app.links.keys.sorted() { walk(app.links[name]?.effects ?? []) }
        walk(app.onForeground)
        walk(app.onBackground)
        literals = found.mapValues { $0.sorted { $0.sampleOrder < $1.sampleOrder } }
        compared = comparedFound
    }

    /// The values to try for the argument `name` of a step that runs `effects`.
    public func values(for name: String, in effects: [Effect]) -> [Value] {
        var result: [Value] = []
        func add(_ values: [Value]) {
            for v in values where v != .null && !result.contains(v) { result.append(v) }
        }
        if let key = app.key(name) { add(key.enumeratedValues) }
        if result.isEmpty {
            var keys: [String] = []
            func reads(_ expr: Expr) -> Bool { expr.referencedName == name }
            for effect in effects {
                Self.visit(
                    effect, invocation: { _ in },
                    condition: { c in
                        switch c {
                        case .equals(let k, let e), .notEquals(let k, let e):
                            if reads(e), !keys.contains(k) { keys.append(k) }
                        default: break
                        }
                    },
                    write: { w in if reads(w.value), !keys.contains(w.key) { keys.append(w.key) } })
            }
            for k in keys { add(app.key(k)?.enumeratedValues ?? []) }
        }
        if result.isEmpty {
            add(literals[name] ?? [])
            // A branch on the argument (`$sku == 42`) is tried both ways.
            if let compared = compared[name], result.allSatisfy(compared.contains),
                !compared.contains(Self.fallback)
            {
                result.append(Self.fallback)
            }
        }
        if result.isEmpty { result = [Self.fallback] }
        return Array(result.prefix(Self.maximumValues))
    }

    /// The argument lists to try for a step that must be given `names` and runs `effects`: every
    /// combination of their values, the first argument varying slowest, at most ``maximumCombinations``.
    public func combinations(of names: [String], in effects: [Effect]) -> [[Param]] {
        var result: [[Param]] = [[]]
        for name in names {
            let values = values(for: name, in: effects)
            var next: [[Param]] = []
            for prefix in result {
                for v in values where next.count < Self.maximumCombinations {
                    next.append(prefix + [Param(name, v)])
                }
            }
            result = next
        }
        return result
    }

    /// Calls back for every invocation, condition and write in an effect and the effects inside it.
    static func visit(
        _ effect: Effect, invocation: (Invocation) -> Void, condition: (Condition) -> Void,
        write: (StateWrite) -> Void
    ) {
        func conditions(_ c: Condition) {
            switch c {
            case .all(let cs), .any(let cs): cs.forEach(conditions)
            default: condition(c)
            }
        }
        switch effect {
        case .present(let i, _, let swipe, _):
            invocation(i)
            for e in swipe.onAttemptToDismiss {
                visit(e, invocation: invocation, condition: condition, write: write)
            }
        case .push(let i), .start(let i), .root(let i), .post(let i), .embed(let i):
            invocation(i)
        case .setStack(let screens): screens.forEach(invocation)
        case .openURL(.reference(let name)):
            // as if passed a URL, so that explore opens one rather than failing on `sample`
            invocation(Invocation("openURL", [Argument(name, .literal(urlSample))]))
        case .set(let writes): writes.forEach(write)
        case .alert(let spec):
            for button in spec.buttons {
                for e in button.effects {
                    visit(e, invocation: invocation, condition: condition, write: write)
                }
            }
        case .branch(let c, let then, let otherwise):
            conditions(c)
            for e in then + otherwise {
                visit(e, invocation: invocation, condition: condition, write: write)
            }
        case .guardThat(let c, let otherwise):
            conditions(c)
            for e in otherwise {
                visit(e, invocation: invocation, condition: condition, write: write)
            }
        case .request(let spec):
            for outcome in spec.outcomes {
                for e in outcome.effects {
                    visit(e, invocation: invocation, condition: condition, write: write)
                }
            }
        case .transition(let change, _, let completion):
            for e in [change] + completion {
                visit(e, invocation: invocation, condition: condition, write: write)
            }
        case .pop, .popToRoot, .popTo, .dismiss, .modalInPresentation, .navigationBarHidden,
            .tabBarHidden, .finish, .finishParent, .claimNavigationDelegate,
            .select, .decide, .crash, .unembed, .showPage, .openURL:
            break
        }
    }
}

extension Value {
    /// A total order for listing sample values stably: Booleans, then integers, then strings.
    var sampleOrder: SampleOrder {
        switch self {
        case .null: return SampleOrder(rank: 0, int: 0, text: "")
        case .bool(let b): return SampleOrder(rank: 1, int: b ? 1 : 0, text: "")
        case .int(let i): return SampleOrder(rank: 2, int: i, text: "")
        case .string(let s): return SampleOrder(rank: 3, int: 0, text: s)
        }
    }

    struct SampleOrder: Comparable {
        var rank: Int
        var int: Int
        var text: String

        static func < (a: SampleOrder, b: SampleOrder) -> Bool {
            if a.rank != b.rank { return a.rank < b.rank }
            if a.int != b.int { return a.int < b.int }
            return a.text < b.text
        }
    }
}
