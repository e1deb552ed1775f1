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

    private static func hash(_ name: String) -> Int { ByteHash.hash(name) }
}
