extension Condition {
    /// Whether the condition holds over `store` for `app`: `resolve` supplies the value of a
    /// `$NAME` (on either side) and of the selected tab. Launch rules, `if:`, tab and link
    /// `when:` all evaluate their conditions here.
    public func holds(
        app: AppDefinition, store: Store, resolve: (Expr) throws(StepError) -> Value
    ) throws(StepError) -> Bool {
        switch self {
        case .isSet(let key): return try Self.subject(key, app, store, resolve).isTruthy
        case .isNotSet(let key): return try !Self.subject(key, app, store, resolve).isTruthy
        case .equals(let key, let rhs):
            return try Self.subject(key, app, store, resolve) == resolve(rhs)
        case .notEquals(let key, let rhs):
            return try Self.subject(key, app, store, resolve) != resolve(rhs)
        case .all(let conditions):
            for c in conditions where try !c.holds(app: app, store: store, resolve: resolve) {
                return false
            }
            return true
        case .any(let conditions):
            for c in conditions where try c.holds(app: app, store: store, resolve: resolve) {
                return true
            }
            return false
        }
    }

    /// What a condition's subject reads: a state key; `$NAME` (a parameter, an argument or a key,
    /// in ``NameLookup``'s order, through `resolve`); or ``Condition/selectedTab`` (through
    /// `resolve`, when no state key has that name).
    private static func subject(
        _ key: String, _ app: AppDefinition, _ store: Store,
        _ resolve: (Expr) throws(StepError) -> Value
    ) throws(StepError) -> Value {
        if key.hasPrefix("$"), key.count > 1 {
            return try resolve(.reference(String(key.dropFirst())))
        }
        if key == Condition.selectedTab, app.index(ofKey: key) == nil {
            return try resolve(.reference(key))
        }
        guard let index = app.index(ofKey: key) else {
            throw StepError(
                .unknownName(kind: "state key", name: key),
                "the condition reads '\(key)', which is not a state key")
        }
        return store[index]
    }
}
