import FlowKit

/// A key a condition tests as a Boolean (`KEY`, `!KEY`) or compares with `true`/`false` must
/// hold a Boolean: `hasOnboarded: "false"` is the text "false", which is set, so
/// `!hasOnboarded` never holds and a fresh install would skip onboarding.
extension AppCompiler {
    /// `KEY` or `!KEY` over a key that holds text: an error when the text is a quoted
    /// `"true"`/`"false"` (meant as a Boolean) or the key takes only non-empty values.
    func checkTruthTests(_ tests: [ConditionSyntax.TruthTest]) {
        for test in tests {
            guard let i = stateKeyIndex[test.key], stateKeys.indices.contains(i) else { continue }
            let spec = stateKeys[i]
            if let text = Self.quotedBoolean(spec) {
                bag.report(
                    .quotedBooleanKey(
                        key: spec.name, defaultText: text,
                        condition: (test.negated ? "!" : "") + test.key),
                    at: test.location)
            } else if let values = spec.values, !values.isEmpty,
                values.allSatisfy({
                    if case .string(let s) = $0 { return !s.isEmpty } else { return false }
                }),
                case .string(let d) = spec.defaultValue, !d.isEmpty
            {
                bag.report(
                    .valuesKeyTestedAsBoolean(
                        key: spec.name, values: values.map(\.description), negated: test.negated),
                    at: test.location)
            }
        }
    }

    /// The default's text when a key without `values` defaults to a quoted `"true"` or `"false"`.
    static func quotedBoolean(_ spec: StateKey) -> String? {
        guard spec.values == nil, case .string(let text) = spec.defaultValue,
            ["true", "false"].contains(text.lowercased())
        else { return nil }
        return text
    }
}
