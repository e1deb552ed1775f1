/// The scene-launch decision: ordered rules over the persisted store; the first that holds wins.
public struct LaunchDecision: Sendable {
    public let app: AppDefinition

    public init(app: AppDefinition) {
        self.app = app
    }

    /// The first rule that holds for `store`, or `nil` when none does.
    public func firstHolding(store: Store) throws(StepError) -> LaunchRule? {
        try Self.firstHolding(in: app, store: store)
    }

    /// The first rule of `app` that holds for `store`: what the simulator runs on each launch,
    /// without a copy of the app definition.
    static func firstHolding(in app: AppDefinition, store: Store) throws(StepError) -> LaunchRule? {
        for rule in app.launchRules {
            var all = true
            for condition in rule.conditions
            where try !condition.holds(
                app: app, store: store,
                ClosureResolver(
                    resolve: { (e: Expr) throws(StepError) in try stored(e, store, app) },
                    throwsOnUnreadValues: true), in: ())
            {
                all = false
                break
            }
            if all { return rule }
        }
        return nil
    }

    /// A launch condition's right-hand side: a literal, or `$KEY` read from the store.
    private static func stored(_ expr: Expr, _ store: Store, _ app: AppDefinition)
        throws(StepError) -> Value
    {
        switch expr {
        case .literal(let v): return v
        case .reference(let name):
            if let i = app.index(ofKey: name) {
                try store.requireRead(i)
                return store[i]
            }
            // no tab bar before the launch decision
            if name == Condition.selectedTab { return .null }
            throw StepError(
                .unresolvedName(name), "nothing supplies '$\(name)' in a launch condition")
        }
    }

    /// The keys the rules read, in declaration order.
    public var inputKeys: [StateKey] {
        let read = Set(app.launchRules.flatMap { $0.conditions.flatMap(\.keys) })
        return app.stateKeys.filter { read.contains($0.name) }
    }

    /// One row of the decision table: an assignment of the input keys and the rule that wins.
    public struct Row: Hashable, Sendable {
        public var inputs: [Param]
        /// The winning launch state, or `nil` when no rule holds.
        public var state: String?
        public var root: String?
    }

    /// The decision over every combination of the input keys' enumerated values (booleans both
    /// ways, declared domains, default-or-sample for open keys); other keys keep their defaults.
    /// One row per combination, so exponential in the inputs: ``DecisionTable`` collapses rows and is bounded.
    public func table() throws(StepError) -> [Row] {
        let keys = inputKeys
        var rows: [Row] = []
        var assignment = [Int](repeating: 0, count: keys.count)
        let domains = keys.map(\.enumeratedValues)
        while true {
            var store = Store(app: app)
            var inputs: [Param] = []
            for (k, key) in keys.enumerated() {
                let v = domains[k][assignment[k]]
                if let i = app.index(ofKey: key.name) { store[i] = v }
                inputs.append(Param(key.name, v))
            }
            let rule = try firstHolding(store: store)
            rows.append(Row(inputs: inputs, state: rule?.state, root: rule?.root.description))
            // Advance the odometer.
            var k = keys.count - 1
            while k >= 0 {
                assignment[k] += 1
                if assignment[k] < domains[k].count { break }
                assignment[k] = 0
                k -= 1
            }
            if k < 0 { break }
        }
        return rows
    }
}
