/// Which launch rules may hold when some values are known: what `flowsim graph` draws behind a
/// `decide` after `set: {session: none}` (not `launch: signedIn`, whose rule needs a user).
extension [LaunchRule] {
    /// The rules that may hold, in order: a rule the known values rule out is left out, and
    /// the first rule they make certain ends the list (the rules after it never run).
    func possible(given known: [String: Value]) -> [LaunchRule] {
        var result: [LaunchRule] = []
        for rule in self {
            let holds = Condition.all(rule.conditions).holds(given: known)
            if holds == false { continue }
            result.append(rule)
            if holds == true { break }
        }
        return result
    }
}

extension Condition {
    /// Whether the condition holds when only the `known` keys' values are known: `true` or
    /// `false` when they settle it, `nil` when it depends on a value not known (another key,
    /// a `$NAME`, the selected tab).
    func holds(given known: [String: Value]) -> Bool? {
        switch self {
        case .isSet(let key): return known[key].map(\.isTruthy)
        case .isNotSet(let key): return known[key].map { !$0.isTruthy }
        case .equals(let key, let rhs):
            guard let value = known[key], case .literal(let literal) = rhs else { return nil }
            return value == literal
        case .notEquals(let key, let rhs):
            guard let value = known[key], case .literal(let literal) = rhs else { return nil }
            return value != literal
        case .all(let conditions):
            var result: Bool? = true
            for c in conditions {
                switch c.holds(given: known) {
                case false?: return false
                case nil: result = nil
                case true?: break
                }
            }
            return result
        case .any(let conditions):
            var result: Bool? = false
            for c in conditions {
                switch c.holds(given: known) {
                case true?: return true
                case nil: result = nil
                case false?: break
                }
            }
            return result
        }
    }
}
