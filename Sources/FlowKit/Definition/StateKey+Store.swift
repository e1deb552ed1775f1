/// The app file's words for where a key is kept (`store: keychain`), so that Swift reads the
/// same: `StateKey("token", default: nil, store: .keychain)`. `domain` stays as another name.
extension StateKey {
    /// Where the key is kept: `.defaults` (UserDefaults, reset by a reinstall) or `.keychain` (kept).
    public var store: StoreDomain {
        get { domain }
        set { domain = newValue }
    }

    /// A key kept in `store`, as the app file's `{default: …, store: keychain}` declares it.
    public init(
        _ name: String, default defaultValue: Value, values: [Value]? = nil, store: StoreDomain,
        sample: Value? = nil
    ) {
        self.init(name, default: defaultValue, values: values, domain: store, sample: sample)
    }
}
