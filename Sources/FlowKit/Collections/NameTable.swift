/// Values by name, found by a cheap hash of the name's UTF-8 bytes (FNV-1a) and one comparison,
/// where a `Dictionary<String, …>` hashes with SipHash: the step path looks a screen's spec up
/// by name on every tap and push.
///
/// It finds what a dictionary finds: a name the hash does not find may still be equal (`==`,
/// Unicode canonical equivalence) to one of the table's with other bytes, so a miss asks a
/// `Dictionary` of the names, whose hash agrees with `==` (one lookup, however many names: a
/// miss that compared the names one by one made a table of 64,000 state keys quadratic to build).
struct NameTable<Value: Sendable>: Sendable {
    private(set) var values: [Value] = []
    private var names: [String] = []
    /// The same names by `String`'s own hash, for misses.
    private var byEquality: [String: Int] = [:]
    /// Open addressing, linear probing: an index into ``values``, or -1. A power of two long, at
    /// least twice the names.
    private var slots: [Int32]

    init(_ pairs: some Sequence<(String, Value)>) {
        let pairs = Array(pairs)
        var size = 8
        while size < 2 * pairs.count { size *= 2 }
        slots = Array(repeating: -1, count: size)
        byEquality.reserveCapacity(pairs.count)
        for (name, value) in pairs where byEquality[name] == nil {
            WorkCounter.add(1)
            var slot = Self.hash(name) & (size - 1)
            while slots[slot] >= 0 {
                WorkCounter.add(1)
                slot = (slot + 1) & (size - 1)
            }
            slots[slot] = Int32(values.count)
            byEquality[name] = values.count
            names.append(name)
            values.append(value)
        }
    }

    /// The index of the value named `name` in ``values``. (Inlined where it is asked: a body
    /// shared by the tables of several value types, as the compiler merges them, costs more.)
    @inline(__always)
    func index(of name: String) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while true {
            WorkCounter.add(1)
            let i = Int(slots[slot])
            if i < 0 { return byEquality[name] }
            if names[i] == name { return i }
            slot = (slot + 1) & mask
        }
    }

    private static func hash(_ name: String) -> Int {
        // the bytes in place (a small string's from its raw bits): iterating `utf8` costs more
        hash(bytes: name.utf8Span.span)
    }

    /// A hash of the bytes and their count, read eight at a time (a byte at a time was most of a
    /// lookup): the last word overlaps the one before when the count is not a multiple of eight,
    /// and fewer than eight bytes are read as two overlapping halves, or one by one under four.
    /// It depends on the bytes alone, not on how the string stores them.
    private static func hash(bytes: Span<UInt8>) -> Int {
        let raw = bytes.bytes
        let n = raw.byteCount
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: n)
        guard n > 0 else { return Int(truncatingIfNeeded: h) }
        // (every load is bounds-checked by the span, and any bits are a valid word)
        @inline(__always) func mix(_ word: UInt64) {
            h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 32
        }
        if n >= 8 {
            var i = 0
            while n - i > 8 {
                mix(raw.unsafeLoadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            mix(raw.unsafeLoadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
        } else if n >= 4 {
            let low = UInt64(raw.unsafeLoadUnaligned(as: UInt32.self))
            let high = UInt64(raw.unsafeLoadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
            mix(low | high << 32)
        } else {
            mix(UInt64(bytes[0]) | UInt64(bytes[n / 2]) << 8 | UInt64(bytes[n - 1]) << 16)
        }
        // A full avalanche (MurmurHash3's finalizer): a multiplication carries a word's bits only
        // upwards, so without it the slot, read from the low bits, never saw the last bytes of a
        // name — `key31998` and `key31999` shared a slot, and 32,000 such names probed 80 slots a
        // lookup.
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return Int(truncatingIfNeeded: h)
    }
}
