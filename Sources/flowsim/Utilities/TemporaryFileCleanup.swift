import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary file being written when the process is interrupted (SIGINT, SIGTERM,
/// SIGHUP), then dies of the same signal as it would have. The path lives in a buffer made
/// before any handler is installed, so the handler only reads memory and calls `unlink`,
/// `signal` and `raise`, which are safe in a signal handler.
enum TemporaryFileCleanup {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts guarding `path`: handlers are installed, except for a signal the process ignores.
    static func begin(_ path: String) {
        guard pendingPath.set(path) else { return }
        for number in signals {
            let previous = signal(number, removePendingTemporaryFileAndDie)
            if isIgnore(previous) { signal(number, SIG_IGN) }
        }
    }

    /// Stops guarding: the file was renamed or removed.
    static func end() {
        pendingPath.clear()
        for number in signals {
            let previous = signal(number, SIG_DFL)
            if isIgnore(previous) { signal(number, SIG_IGN) }
        }
    }

    /// For tests only: with `FLOWSIM_TEST_PAUSE_AFTER_TEMPORARY_FILE=SECONDS` the writer waits
    /// that long with the temporary file in place, so a test can interrupt it there.
    static func pauseForTests() {
        guard let value = getenv("FLOWSIM_TEST_PAUSE_AFTER_TEMPORARY_FILE"),
            let seconds = UInt32(String(cString: value)), seconds > 0
        else { return }
        sleep(min(seconds, 60))
    }

    static let capacity = 4096

    /// Whether a handler returned by `signal` is `SIG_IGN` (the process was told to ignore it, as `nohup` does).
    private static func isIgnore(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
        guard let handler, let ignore = Optional(SIG_IGN) ?? nil else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
    }
}

/// The path of the temporary file being written (empty when there is none).
private let pendingPath = SignalSafeText(capacity: TemporaryFileCleanup.capacity)

/// The signal handler: removes the pending file, restores the default action and re-raises.
private func removePendingTemporaryFileAndDie(_ number: Int32) {
    if !pendingPath.isEmpty { _ = pendingPath.withCString { unlink($0) } }
    signal(number, SIG_DFL)
    raise(number)
}
