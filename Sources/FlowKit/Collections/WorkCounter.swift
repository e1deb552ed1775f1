/// Counts work in debug builds: every element of the engine's shared arrays (``PersistentArray``)
/// read, written or copied, and the units of the parser, the compiler and the loader (bytes
/// scanned, nodes built, entries and references compiled, diagnostics kept and rendered, letters
/// compared for "did you mean"). The scale tests and the robustness tests compare
/// a run of size N with one of 2N by this count, which is the same on every run and machine,
/// unlike a clock. Release builds count nothing.
package enum WorkCounter {
    #if DEBUG
        @usableFromInline nonisolated(unsafe) static var units = 0
        @usableFromInline nonisolated(unsafe) static var isCounting = false
    #endif

    /// Adds `n` units while ``measure(_:)`` runs. Inlinable, so that a release build, where the
    /// body is empty, costs the parser and the compiler nothing, across modules too.
    @inlinable @inline(__always)
    package static func add(_ n: Int) {
        #if DEBUG
            if isCounting { units &+= n }
        #endif
    }

    /// The work `body` did, or `nil` in a release build (nothing is counted there). One thread
    /// at a time: the count is not synchronized.
    package static func measure(_ body: () throws -> Void) rethrows -> Int? {
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
