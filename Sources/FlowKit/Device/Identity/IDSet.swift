/// A set of screen and stack ids for one walk over a state, emptied in O(1) for the next walk:
/// the leak test's (``Simulator/mayLeak(using:)``), which an explorer runs on every new state.
///
/// Ids come from counters that start at 1, so most are small: an id below ``directLimit`` has
/// a slot of its own, stamped with the walk that inserted it (a lookup is a load and a
/// compare); a larger one goes to a `Set`. A new walk takes a new stamp, so nothing is cleared
/// between walks. Unlike ``IDNumbering`` it numbers nothing and has no pinned sections: its
/// accesses are plain loads and stores.
final class IDSet {
    /// Ids below this have slots of their own (the slots grow up to it as larger ids are met).
    static let directLimit = 1 << 16

    /// For each kind in turn (screens, then stacks), `capacity` stamps.
    @exclusivity(unchecked) private var stamps: UnsafeMutablePointer<UInt32>
    /// Ids per kind with a slot, a power of two.
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var stamp: UInt32 = 1
    /// Ids at or past ``directLimit`` (or negative), with their kind in the high bits.
    @exclusivity(unchecked) private var others: Set<Int64> = []

    init(capacity: Int = 256) {
        let size = TableStorage.size(forCapacity: capacity)
        self.capacity = size
        stamps = TableStorage.zeroedWords(2 * size)
    }

    deinit { stamps.deallocate() }

    /// Empties the set.
    func removeAll() {
        if !others.isEmpty { others.removeAll(keepingCapacity: true) }
        if stamp == UInt32.max {
            stamps.update(repeating: 0, count: 2 * capacity)
            stamp = 0
        }
        stamp += 1
    }

    @inline(__always)
    func insert(screen raw: Int32) { insert(0, raw) }

    /// Inserts the ids of `screens`, with no call out when each has a slot already: a caller
    /// reading the screens in place need not keep their storage alive across a call, as it
    /// must around ``insert(screen:)``'s, which may grow the slots.
    @inline(__always)
    func insert(screensOf screens: UnsafeBufferPointer<Screen>) {
        guard let base = screens.baseAddress else { return }
        let (stamps, capacity, stamp) = (self.stamps, self.capacity, self.stamp)
        var missed = false
        for i in 0..<screens.count {
            let r = Int(base[i].id.raw)
            if r >= 0, r < capacity { stamps[r] = stamp } else { missed = true }
        }
        if missed { insertEach(screens) }
    }

    /// ``insert(screensOf:)`` one by one, growing the slots.
    private func insertEach(_ screens: UnsafeBufferPointer<Screen>) {
        for s in screens { insert(screen: s.id.raw) }
    }

    /// Whether every one of `screens` is in the set, with no call out when each has a slot.
    @inline(__always)
    func containsAll(_ screens: UnsafeBufferPointer<HeldScreen>) -> Bool {
        guard let base = screens.baseAddress else { return true }
        let (stamps, capacity, stamp) = (self.stamps, self.capacity, self.stamp)
        var missed = false
        for i in 0..<screens.count {
            let r = Int(base[i].id.raw)
            if r >= 0, r < capacity {
                if stamps[r] != stamp { return false }
            } else {
                missed = true
            }
        }
        return !missed || containsEach(screens)
    }

    private func containsEach(_ screens: UnsafeBufferPointer<HeldScreen>) -> Bool {
        screens.allSatisfy { contains(screen: $0.id.raw) }
    }

    @inline(__always)
    func insert(stack raw: Int32) { insert(1, raw) }

    @inline(__always)
    func contains(screen raw: Int32) -> Bool { contains(0, raw) }

    @inline(__always)
    func contains(stack raw: Int32) -> Bool { contains(1, raw) }

    @inline(__always)
    private func insert(_ kind: Int, _ raw: Int32) {
        let r = Int(raw)
        if r >= 0, r < capacity {
            stamps[kind * capacity + r] = stamp
        } else if r >= 0, r < Self.directLimit {
            grow(toHold: r)
            stamps[kind * capacity + r] = stamp
        } else {
            others.insert(Int64(kind) << 32 | Int64(raw))
        }
    }

    @inline(__always)
    private func contains(_ kind: Int, _ raw: Int32) -> Bool {
        let r = Int(raw)
        if r >= 0, r < capacity { return stamps[kind * capacity + r] == stamp }
        if r >= 0, r < Self.directLimit { return false }
        return others.contains(Int64(kind) << 32 | Int64(raw))
    }

    /// Slots for ids up to `raw` at least, keeping the stamps.
    private func grow(toHold raw: Int) {
        var size = capacity
        while size <= raw { size <<= 1 }
        let grown: UnsafeMutablePointer<UInt32> = TableStorage.zeroedWords(2 * size)
        for kind in 0..<2 {
            (grown + kind * size).update(from: stamps + kind * capacity, count: capacity)
        }
        stamps.deallocate()
        stamps = grown
        capacity = size
    }
}
