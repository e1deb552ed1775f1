/// The states an exploration starts from, each the device before the first `launch` with some
/// stored values set, produced one at a time (never all at once): 20 Boolean keys make 1,048,576
/// starting points, and a walk bounded to 1,000 states builds only the first 1,000.
///
/// The keys varied are every stored key that some condition reads — a launch rule, an action's
/// or an effect's `if:`/`guard:`, a link's or a tab's `when:` — in declaration order, each over
/// the values the app declares (``StateKey/enumeratedValues``: Booleans both ways, a closed
/// domain, an open key's default, sample and `null`). A key kept in memory (`store: memory`) is
/// never one of them: a launch finds it at its default, whatever ran before.
///
/// Starting point 0 is a fresh install (every key at its default); the others follow in the
/// order of an odometer whose last key turns fastest, each as the keys that differ from their
/// defaults (what a scenario's `given:` writes).
public struct StartPoints: Sendable {
    /// The keys varied, and for each its values, its default first.
    public let keys: [String]
    let values: [[Value]]
    /// How many starting points there are (at most `Int.max`).
    public let count: Int

    /// Every combination of the keys the app's conditions read.
    public init(app: AppDefinition) {
        self.init(app: app, leavingOut: 0)
    }

    /// Every combination of the keys the app's conditions read but those of `mask`, by key index
    /// (the keys an exploration reads lazily, ``UnreadKeys``).
    init(app: AppDefinition, leavingOut mask: UInt64) {
        let read = Self.keysRead(by: app)
        var keys: [String] = []
        var values: [[Value]] = []
        var count = 1
        for (i, key) in app.stateKeys.enumerated()
        where key.domain != .memory && read.contains(key.name)
            && (i >= 64 || mask & (1 << UInt64(i)) == 0)
        {
            var domain = key.enumeratedValues
            domain.removeAll { $0 == key.defaultValue }
            domain.insert(key.defaultValue, at: 0)
            guard domain.count > 1 else { continue }
            keys.append(key.name)
            values.append(domain)
            let (product, overflow) = count.multipliedReportingOverflow(by: domain.count)
            count = overflow ? Int.max : product
        }
        self.keys = keys
        self.values = values
        self.count = count
    }

    /// A fresh install only.
    init(freshInstall: ()) {
        keys = []
        values = []
        count = 1
    }

    /// The `index`th starting point: the keys whose value differs from their default, in
    /// declaration order (empty for a fresh install).
    public subscript(index: Int) -> [Param] {
        var rest = index
        var given: [Param] = []
        // The odometer's digits, the last key the fastest.
        for k in keys.indices.reversed() {
            let radix = values[k].count
            let digit = rest % radix
            rest /= radix
            if digit != 0 { given.append(Param(keys[k], values[k][digit])) }
        }
        given.reverse()
        return given
    }

    /// The names of the state keys some condition of the app reads.
    static func keysRead(by app: AppDefinition) -> Set<String> {
        var read: Set<String> = []
        // Depth first without recursion: conditions nest as deep as a file writes them.
        func add(_ conditions: [Condition]) {
            var pending = conditions
            while let condition = pending.popLast() {
                switch condition {
                case .isSet(let k), .isNotSet(let k): read.insert(k)
                case .equals(let k, let e), .notEquals(let k, let e):
                    read.insert(k)
                    // `KEY == $OTHER` reads OTHER too, when it is a stored key.
                    if case .reference(let other) = e { read.insert(other) }
                case .all(let cs), .any(let cs): pending += cs
                }
            }
        }
        for rule in app.launchRules { add(rule.conditions) }
        for link in app.links.values { add(link.when) }
        for flow in app.flows.values {
            if case .tabs(let tabs) = flow.content {
                for tab in tabs { add(tab.when) }
            }
        }
        app.forEachEffect { effect in
            switch effect {
            case .branch(let condition, _, _), .guardThat(let condition, _): add([condition])
            default: break
            }
        }
        return read
    }
}
