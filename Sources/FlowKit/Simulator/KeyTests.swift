/// A `when:` whose every condition tests a state key by its plain name (`KEY`, `!KEY`,
/// `KEY == literal`, `KEY != literal`, and lists of those): each key found by its index once,
/// when the simulator starts, so that `open` (and a held link, at the end of every step) reads
/// the store without looking a name up. Any other `when:` (a `$NAME`, the selected tab, `any:`,
/// a name that is no state key) has none, and ``Condition`` evaluates it as it is written.
struct KeyTests: Sendable {
    /// One condition, its key found.
    enum Test: Sendable {
        case isSet(Int)
        case isNotSet(Int)
        case equals(Int, Value)
        case notEquals(Int, Value)
    }

    let tests: [Test]

    /// The tests of `conditions` (all of which must hold), or `nil` when one of them is not a
    /// plain key's test.
    init?(_ conditions: [Condition], app: AppDefinition) {
        var tests: [Test] = []
        guard Self.append(conditions, app: app, to: &tests) else { return nil }
        self.tests = tests
    }

    private static func append(
        _ conditions: [Condition], app: AppDefinition, to tests: inout [Test]
    )
        -> Bool
    {
        for condition in conditions {
            switch condition {
            case .isSet(let key):
                guard let index = plainKey(key, app) else { return false }
                tests.append(.isSet(index))
            case .isNotSet(let key):
                guard let index = plainKey(key, app) else { return false }
                tests.append(.isNotSet(index))
            case .equals(let key, .literal(let value)):
                guard let index = plainKey(key, app) else { return false }
                tests.append(.equals(index, value))
            case .notEquals(let key, .literal(let value)):
                guard let index = plainKey(key, app) else { return false }
                tests.append(.notEquals(index, value))
            case .all(let nested):
                guard append(nested, app: app, to: &tests) else { return false }
            case .equals, .notEquals, .any:
                return false
            }
        }
        return true
    }

    /// The index of the state key a condition's subject `key` reads, when it reads one by its
    /// name (as ``Condition`` reads a subject): not a `$NAME`, and a declared key (which the
    /// selected tab is not, unless a key has its name).
    private static func plainKey(_ key: String, _ app: AppDefinition) -> Int? {
        if key.hasPrefix("$"), key.count > 1 { return nil }
        return app.index(ofKey: key)
    }

    /// Whether every test holds over `store`; throws ``StepError/Reason/valueNotYetRead(key:)``
    /// when a test reads a value not read yet (``Store/unread``).
    func hold(in store: Store) throws(StepError) -> Bool {
        if store.unread != 0 {
            for test in tests {
                switch test {
                case .isSet(let index), .isNotSet(let index), .equals(let index, _),
                    .notEquals(let index, _):
                    try store.requireRead(index)
                }
            }
        }
        for test in tests {
            switch test {
            case .isSet(let index): if !store[index].isTruthy { return false }
            case .isNotSet(let index): if store[index].isTruthy { return false }
            case .equals(let index, let value): if store[index] != value { return false }
            case .notEquals(let index, let value): if store[index] == value { return false }
            }
        }
        return true
    }
}
