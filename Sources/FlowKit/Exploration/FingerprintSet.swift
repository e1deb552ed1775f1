#if os(Linux)
    import Glibc
#endif

/// A set of 64-bit fingerprints in one flat table (open addressing, linear probing): 8 bytes a
/// slot, at most 70% full, so between about 11 and 23 bytes a member, and no allocation per member.
///
/// Not copyable: it owns its table, read and written through a pointer (an array's checks, that
/// its storage is unique and the index in bounds, cost more than the probe itself).
struct FingerprintSet: ~Copyable {
    private var slots: UnsafeMutablePointer<UInt64>
    /// The number of slots less one (a power of two less one).
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 1024) {
        var size = 16
        while size * 7 / 10 < capacity { size *= 2 }
        slots = Self.allocateTable(size)
        mask = size - 1
    }

    deinit { Self.deallocateTable(slots) }

    /// A table of `size` empty slots. On Linux, one of 2 MB or more is asked for in huge pages
    /// (where the system gives them on request): its slots are read at random, one a state, and
    /// with 4 KB pages most reads of a table of millions of slots also miss the processor's
    /// page-table cache (the TLB).
    private static func allocateTable(_ size: Int) -> UnsafeMutablePointer<UInt64> {
        #if os(Linux)
            let bytes = size * MemoryLayout<UInt64>.stride
            let hugePage = 2 << 20
            var raw: UnsafeMutableRawPointer?
            guard posix_memalign(&raw, bytes >= hugePage ? hugePage : 64, bytes) == 0, let raw
            else { return .allocate(capacity: size) }
            if bytes >= hugePage { _ = madvise(raw, bytes, MADV_HUGEPAGE) }
            memset(raw, 0, bytes)
            return raw.bindMemory(to: UInt64.self, capacity: size)
        #else
            let table = UnsafeMutablePointer<UInt64>.allocate(capacity: size)
            table.initialize(repeating: 0, count: size)
            return table
        #endif
    }

    private static func deallocateTable(_ table: UnsafeMutablePointer<UInt64>) {
        #if os(Linux)
            free(table)  // (what `allocate(capacity:)` gives is freed the same way)
        #else
            table.deallocate()
        #endif
    }

    /// The bytes the table takes.
    var byteCount: Int { (mask + 1) * MemoryLayout<UInt64>.stride }

    /// Inserts a fingerprint; `false` when it was there already.
    mutating func insert(_ fingerprint: UInt64) -> Bool {
        let key = fingerprint == 0 ? 1 : fingerprint  // 0 marks an empty slot
        if (count + 1) * 10 > (mask + 1) * 7 { grow() }
        // the low bits went into the multiply last; use higher ones
        var i = Int(truncatingIfNeeded: key >> 7) & mask
        while true {
            let slot = slots[i]
            if slot == 0 {
                slots[i] = key
                count += 1
                return true
            }
            if slot == key { return false }
            i = (i + 1) & mask
        }
    }

    func contains(_ fingerprint: UInt64) -> Bool {
        let key = fingerprint == 0 ? 1 : fingerprint
        var i = Int(truncatingIfNeeded: key >> 7) & mask
        while true {
            let slot = slots[i]
            if slot == 0 { return false }
            if slot == key { return true }
            i = (i + 1) & mask
        }
    }

    /// Doubles the table: each key goes where an insert would put it, without an insert's checks
    /// (the keys are distinct and the new table has room).
    private mutating func grow() {
        let size = 2 * (mask + 1)
        let table = Self.allocateTable(size)
        let newMask = size - 1
        for k in 0...mask {
            let key = slots[k]
            guard key != 0 else { continue }
            var i = Int(truncatingIfNeeded: key >> 7) & newMask
            while table[i] != 0 { i = (i + 1) & newMask }
            table[i] = key
        }
        Self.deallocateTable(slots)
        slots = table
        mask = newMask
    }
}
