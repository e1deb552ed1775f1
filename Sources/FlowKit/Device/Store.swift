/// The persisted store: every state key's value, in the order the app declares its keys.
public struct Store: Hashable, Sendable {
    public private(set) var values: [Value]
    /// The keys whose value nothing has read or written yet, by key index (bit `i` for the key
    /// at index `i`, the first 64 keys only): only an exploration's starting state has any
    /// (``Explorer``'s lazily read starting values). Such a key holds its default meanwhile; a
    /// read that decides something (a condition, a `$KEY`) throws
    /// ``StepError/Reason/valueNotYetRead(key:)`` instead, and a write makes the key known.
    public private(set) var unread: UInt64 = 0

    /// A fresh install's store.
    public init(app: AppDefinition) {
        values = app.stateKeys.map(\.defaultValue)
    }

    public subscript(index: Int) -> Value {
        get { values.indices.contains(index) ? values[index] : .null }
        set {
            if values.indices.contains(index) { values[index] = newValue }
            if unread != 0, index < 64 { unread &= ~(1 << UInt64(index)) }
        }
    }

    /// Whether the key at `index` has not been read or written yet (``unread``).
    @inline(__always)
    func isUnread(_ index: Int) -> Bool {
        unread != 0 && index >= 0 && index < 64 && unread & (1 << UInt64(index)) != 0
    }

    /// Throws ``StepError/Reason/valueNotYetRead(key:)`` when the key at `index` is unread: what
    /// a read that decides something calls first.
    @inline(__always)
    func requireRead(_ index: Int) throws(StepError) {
        guard isUnread(index) else { return }
        throw StepError(
            .valueNotYetRead(key: index),
            "the stored value at key index \(index) is read for the first time on this path")
    }

    /// Marks the keys of `mask` unread (``unread``), keeping their values.
    mutating func markUnread(_ mask: UInt64) {
        unread |= mask
    }

    /// The app's process ended (killed, crashed, deleted): keys kept only in memory go back to their defaults.
    mutating func forgetMemory(app: AppDefinition) {
        for (i, key) in app.stateKeys.enumerated()
        where key.domain == .memory && values.indices.contains(i) {
            self[i] = key.defaultValue
        }
    }

    /// Reinstall: UserDefaults keys go back to their defaults; keychain keys are kept (S2).
    mutating func reinstall(app: AppDefinition) {
        for (i, key) in app.stateKeys.enumerated()
        where key.domain == .defaults && values.indices.contains(i) {
            self[i] = key.defaultValue
        }
    }
}
