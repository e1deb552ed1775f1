/// Where a persisted key lives: UserDefaults (wiped on reinstall) or the keychain (kept).
public enum StoreDomain: String, Hashable, Sendable {
    case defaults
    case keychain
    /// Not persisted: the running app's memory (a flag, a skipped update prompt); lost when the
    /// app is killed or crashes, and back to its default at the next launch.
    case memory
}
