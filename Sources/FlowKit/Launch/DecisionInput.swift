/// A state key that the launch rules read, with the values a decision table tries for it:
/// Booleans both ways, a declared domain, or for an open key its default, its `sample`, null,
/// and every value a rule compares it with.
public struct DecisionInput: Hashable, Sendable {
    /// The state key.
    public var key: StateKey
    /// The values tried, in order (at most ``DecisionTable/maximumValuesPerInput``).
    public var values: [Value]

    /// An input of `key` trying `values`.
    public init(key: StateKey, values: [Value]) {
        self.key = key
        self.values = values
    }

    /// The index in ``values`` that stands for `value`: the value itself, or for an open key's
    /// value that no rule names, its sample (any such value decides alike).
    public func index(standingFor value: Value) -> Int? {
        if let i = values.firstIndex(of: value) { return i }
        guard key.domainValues == nil, value != .null else { return nil }
        if let sample = key.sample, sample.isTruthy == value.isTruthy,
            let i = values.firstIndex(of: sample)
        {
            return i
        }
        return values.firstIndex { $0 != .null && $0.isTruthy == value.isTruthy }
    }
}
