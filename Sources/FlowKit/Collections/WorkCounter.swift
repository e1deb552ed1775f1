/// Counts the work of the engine's shared arrays (``PersistentArray``) in debug builds: every
/// element read, written or copied. The scale tests (issue 9, item 7) compare a run 10k deep with
/// one 20k deep by this count, which is the same on every run and machine, unlike a clock. The
/// device's stacks, coordinators and children live in those arrays, so a step that copies or scans
/// them whole shows up here. Release builds count nothing.
enum WorkCounter {
    #if DEBUG
        nonisolated(unsafe) private static var units = 0
        nonisolated(unsafe) private static var isCounting = false
    #endif

    @inline(__always)
    static func add(_ n: Int) {
        #if DEBUG
            if isCounting { units &+= n }
        #endif
    }

    /// The work `body` did, or `nil` in a release build (nothing is counted there). One thread
    /// at a time: the count is not synchronized.
    static func measure(_ body: () throws -> Void) rethrows -> Int? {
        #if DEBUG
            let (wasCounting, before) = (isCounting, units)
            isCounting = true
            defer { isCounting = wasCounting }
            try body()
            return units - before
        #else
            try body()
            return nil
        #endif
    }
}
