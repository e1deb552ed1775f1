/// A set of 64-bit fingerprints in one flat table (open addressing, linear probing): 8 bytes a
/// slot, at most 70% full, so between about 11 and 23 bytes a member, and no allocation per member.
///
/// Not copyable: it owns its table (``Slots``, in huge pages where the system gives them).
struct FingerprintSet: ~Copyable {
    private var slots: Slots<UInt64>
    /// The number of slots less one (a power of two less one).
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 1024) {
        var size = 16
        while size * 7 / 10 < capacity { size *= 2 }
        slots = Slots(zeroedWords: size, hugePages: true)
        mask = size - 1
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
        let table = Slots<UInt64>(zeroedWords: size, hugePages: true)
        let newMask = size - 1
        for k in 0...mask {
            let key = slots[k]
            guard key != 0 else { continue }
            var i = Int(truncatingIfNeeded: key >> 7) & newMask
            while table[i] != 0 { i = (i + 1) & newMask }
            table[i] = key
        }
        slots = table
        mask = newMask
    }
}
