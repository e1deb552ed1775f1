/// The value-domain rule: which values a state key may hold. `flowsim check` (a `set:` in an
/// app file, `given:`, `set:` and `state:` in a scenario, a value compared in a condition) and
/// the engine (every write) both ask here, so they cannot disagree.
extension StateKey {
    /// Why `value` cannot be stored under this key, or `nil` when it can: a key with declared
    /// `values` takes those (and its default); a Boolean key takes `true` and `false` (and its
    /// default); an open key (a token, a PIN) takes anything.
    public func domainError(for value: Value) -> StepError? {
        guard let values = domainValues, !values.contains(value), value != defaultValue else {
            return nil
        }
        return StepError(
            .valueOutOfDomain(key: name, value: value),
            "\(value.quoted) is not a value of '\(name)'; it takes "
                + values.map(\.description).joined(separator: ", "))
    }
}
