/// A set of 64-bit fingerprints in one flat table (open addressing, linear probing): 8 bytes a
/// slot, at most 70% full, so between about 11 and 23 bytes a member, and no allocation per member.
struct FingerprintSet {
    private var slots: [UInt64]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 1024) {
        var size = 16
        while size * 7 / 10 < capacity { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// The bytes the table takes.
    var byteCount: Int { slots.count * MemoryLayout<UInt64>.stride }

    /// Inserts a fingerprint; `false` when it was there already.
    mutating func insert(_ fingerprint: UInt64) -> Bool {
        let key = fingerprint == 0 ? 1 : fingerprint  // 0 marks an empty slot
        if (count + 1) * 10 > slots.count * 7 { grow() }
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
        var table = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = table.count - 1
        table.withUnsafeMutableBufferPointer { table in
            slots.withUnsafeBufferPointer { old in
                for key in old where key != 0 {
                    var i = Int(truncatingIfNeeded: key >> 7) & mask
                    while table[i] != 0 { i = (i + 1) & mask }
                    table[i] = key
                }
            }
        }
        slots = table
        self.mask = mask
    }
}
