/// What supplies a condition's `$NAME`s and selected tab (``NameLookup``'s order), given the
/// context of the evaluation (the actor, for the simulator). A generic argument, not a closure:
/// a closure that calls back into the simulator captures a copy of it, and copying a simulator
/// retains each of its fields (about a sixth of an exploration's time went there).
protocol ConditionResolving {
    associatedtype Context
    func conditionValue(_ expression: Expr, in context: Context) throws(StepError) -> Value
    /// Whether a subject that reads a stored value not read yet (``Store/unread``) throws
    /// (the simulator, the launch decision), or reads the value the key holds (a property's test).
    var throwsOnUnreadValues: Bool { get }
}

/// A closure as a ``ConditionResolving``.
struct ClosureResolver: ConditionResolving {
    let resolve: (Expr) throws(StepError) -> Value
    var throwsOnUnreadValues = false

    func conditionValue(_ expression: Expr, in context: Void) throws(StepError) -> Value {
        try resolve(expression)
    }
}

extension Condition {
    /// Whether the condition holds over `store` for `app`: `resolve` supplies the value of a
    /// `$NAME` (on either side) and of the selected tab. Launch rules, `if:`, tab and link
    /// `when:` all evaluate their conditions here.
    public func holds(
        app: AppDefinition, store: Store, resolve: (Expr) throws(StepError) -> Value
    ) throws(StepError) -> Bool {
        try withoutActuallyEscaping(resolve) { (escapable) throws(StepError) -> Bool in
            try holds(app: app, store: store, ClosureResolver(resolve: escapable), in: ())
        }
    }

    /// ``holds(app:store:resolve:)`` with the values supplied by `resolver` in `context`.
    func holds<R: ConditionResolving>(
        app: AppDefinition, store: Store, _ resolver: R, in context: R.Context
    ) throws(StepError) -> Bool {
        switch self {
        case .isSet(let key):
            return try Self.subject(key, app, store, resolver, context).isTruthy
        case .isNotSet(let key):
            return try !Self.subject(key, app, store, resolver, context).isTruthy
        case .equals(let key, let rhs):
            return try Self.subject(key, app, store, resolver, context)
                == resolver.conditionValue(rhs, in: context)
        case .notEquals(let key, let rhs):
            return try Self.subject(key, app, store, resolver, context)
                != resolver.conditionValue(rhs, in: context)
        case .all(let conditions):
            for c in conditions where try !c.holds(app: app, store: store, resolver, in: context) {
                return false
            }
            return true
        case .any(let conditions):
            for c in conditions where try c.holds(app: app, store: store, resolver, in: context) {
                return true
            }
            return false
        }
    }

    /// What a condition's subject reads: a state key; `$NAME` (a parameter, an argument or a key,
    /// in ``NameLookup``'s order, through `resolve`); or ``Condition/selectedTab`` (through
    /// `resolve`, when no state key has that name).
    private static func subject<R: ConditionResolving>(
        _ key: String, _ app: AppDefinition, _ store: Store, _ resolver: R,
        _ context: R.Context
    ) throws(StepError) -> Value {
        // (one byte looked at first: most subjects are plain keys)
        if key.utf8.first == UInt8(ascii: "$"), key.hasPrefix("$"), key.count > 1 {
            return try resolver.conditionValue(.reference(String(key.dropFirst())), in: context)
        }
        if key == Condition.selectedTab, app.index(ofKey: key) == nil {
            return try resolver.conditionValue(.reference(key), in: context)
        }
        guard let index = app.index(ofKey: key) else {
            throw StepError(
                .unknownName(kind: "state key", name: key),
                "the condition reads '\(key)', which is not a state key")
        }
        if resolver.throwsOnUnreadValues { try store.requireRead(index) }
        return store[index]
    }
}
