/// The persisted store: every state key's value, in the order the app declares its keys.
public struct Store: Hashable, Sendable {
    public private(set) var values: [Value]

    /// A fresh install's store.
    public init(app: AppDefinition) {
        values = app.stateKeys.map(\.defaultValue)
    }

    public subscript(index: Int) -> Value {
        get { values.indices.contains(index) ? values[index] : .null }
        set { if values.indices.contains(index) { values[index] = newValue } }
    }

    /// The app's process ended (killed, crashed, deleted): keys kept only in memory go back to their defaults.
    mutating func forgetMemory(app: AppDefinition) {
        for (i, key) in app.stateKeys.enumerated()
        where key.domain == .memory && values.indices.contains(i) {
            values[i] = key.defaultValue
        }
    }

    /// Reinstall: UserDefaults keys go back to their defaults; keychain keys are kept (S2).
    mutating func reinstall(app: AppDefinition) {
        for (i, key) in app.stateKeys.enumerated()
        where key.domain == .defaults && values.indices.contains(i) {
            values[i] = key.defaultValue
        }
    }
}
