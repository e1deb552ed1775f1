/// A key of the persisted state.
public struct StateKey: Hashable, Sendable {
    public var name: String
    /// The value on a fresh install.
    public var defaultValue: Value
    /// The values the key can take, when closed; `nil` for open keys (a token, a PIN).
    public var values: [Value]?
    public var domain: StoreDomain
    /// A stand-in for an open key's non-default value, used when enumerating states.
    public var sample: Value?

    public init(
        _ name: String, default defaultValue: Value, values: [Value]? = nil,
        domain: StoreDomain = .defaults, sample: Value? = nil
    ) {
        self.name = name
        self.defaultValue = defaultValue
        self.values = values
        self.domain = domain
        self.sample = sample
    }

    /// The values a write may store: the declared domain, or `true` and `false` for a Boolean
    /// key (a key without `values` whose default is a Boolean); `nil` for open keys.
    public var domainValues: [Value]? {
        if let values { return values }
        if case .bool = defaultValue { return [.bool(true), .bool(false)] }
        return nil
    }

    /// The values a decision table enumerates: the domain, Booleans both ways, or the default and the sample.
    public var enumeratedValues: [Value] {
        if let values { return values.contains(defaultValue) ? values : [defaultValue] + values }
        if case .bool = defaultValue { return [.bool(true), .bool(false)] }
        var result = [defaultValue]
        if let sample, sample != defaultValue { result.append(sample) }
        if defaultValue != .null { result.append(.null) }
        return result
    }
}
