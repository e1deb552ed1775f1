import Foundation

/// Settings shared by the fuzz tests of every test target: fixed seeds by default; `FLOWSIM_FUZZ_SEEDS=1,2,3` and
/// `FLOWSIM_FUZZ_SCALE=N` widen a run locally.
public enum FuzzSettings {
    public static var scale: Int {
        max(1, Int(ProcessInfo.processInfo.environment["FLOWSIM_FUZZ_SCALE"] ?? "") ?? 1)
    }

    public static func seeds(default seeds: [UInt64]) -> [UInt64] {
        guard let list = ProcessInfo.processInfo.environment["FLOWSIM_FUZZ_SEEDS"] else {
            return seeds
        }
        let parsed = list.split(separator: ",").compactMap {
            UInt64($0.trimmingCharacters(in: .whitespaces))
        }
        return parsed.isEmpty ? seeds : parsed
    }

    /// Where the fuzzer is, for the message when it hangs (written on one thread, read on another).
    public final class Progress: @unchecked Sendable {
        private let lock = NSLock()
        private var label = "not started"
        private let verbose = ProcessInfo.processInfo.environment["FLOWSIM_FUZZ_VERBOSE"] != nil

        public func set(_ text: String) {
            if verbose { FileHandle.standardError.write(Data((text + "\n").utf8)) }
            lock.lock()
            label = text
            lock.unlock()
        }

        public var current: String {
            lock.lock()
            defer { lock.unlock() }
            return label
        }
    }

    /// Runs `body` on a thread with the main thread's 8 MiB stack and waits at most `timeout`
    /// seconds: a hang becomes a failure that says where the fuzzer was, not a stuck test run.
    public static func runWatched(timeout: Double, _ body: @escaping (Progress) -> Void) -> (
        done: Bool, last: String, seconds: Double
    ) {
        // the caller reads what it writes only after `done`
        struct Body: @unchecked Sendable { let run: (Progress) -> Void }
        let progress = Progress()
        let done = DispatchSemaphore(value: 0)
        let start = Date()
        let work = Body(run: body)
        let thread = Thread {
            work.run(progress)
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        let finished = done.wait(timeout: .now() + timeout) == .success
        return (finished, progress.current, Date().timeIntervalSince(start))
    }
}
