/// Canonical numbers for screen, stack and coordinator ids, handed out in the order a
/// ``CanonicalEncoder`` first meets them (live coordinators get their position in start order
/// up front, ``assign(_:_:number:)``): an open-addressing table, so a lookup is one probe or two
/// and nothing is allocated per id.
///
/// The table (``Table``) outlives one walk: an explorer fingerprints millions of states with
/// one. Each walk stamps its keys with a new generation, so a key of an earlier walk reads as an
/// empty slot and nothing is cleared between walks; the table doubles when half full.
struct IDNumbering {
    enum Kind: UInt64 {
        case screen = 1
        case stack = 2
        case coordinator = 3
    }

    /// Pairs of words: the key (`generation << 34 | kind << 32 | raw`) and the number.
    final class Table {
        fileprivate var slots: UnsafeMutablePointer<UInt64>
        /// Pairs, a power of two.
        fileprivate var capacity: Int
        fileprivate var generation: UInt64 = 0

        init(capacity: Int = 64) {
            var size = 16
            while size < capacity { size <<= 1 }
            self.capacity = size
            slots = .allocate(capacity: 2 * size)
            slots.initialize(repeating: 0, count: 2 * size)
        }

        deinit { slots.deallocate() }
    }

    private static let generationShift: UInt64 = 34

    private let table: Table
    private var slots: UnsafeMutablePointer<UInt64>
    private var mask: Int
    private let generation: UInt64
    private var used = 0
    private var counts: (screen: UInt64, stack: UInt64, coordinator: UInt64) = (0, 0, 0)

    /// Starts a walk on `table`: every id is new to it.
    init(table: Table) {
        table.generation += 1
        if table.generation >= 1 << (64 - Self.generationShift) {
            table.slots.update(repeating: 0, count: 2 * table.capacity)
            table.generation = 1
        }
        self.table = table
        slots = table.slots
        mask = table.capacity - 1
        generation = table.generation
    }

    @inline(__always)
    private func key(_ kind: Kind, _ raw: Int32) -> UInt64 {
        generation << Self.generationShift | kind.rawValue << 32
            | UInt64(UInt32(bitPattern: raw))
    }

    @inline(__always)
    private func start(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Whether a stored key belongs to this walk (anything else is an empty slot).
    @inline(__always)
    private func isCurrent(_ stored: UInt64) -> Bool {
        stored >> Self.generationShift == generation
    }

    /// Gives `raw` the number `number` (a live coordinator's position) before the walk meets it.
    mutating func assign(_ kind: Kind, _ raw: Int32, number: UInt64) {
        let key = key(kind, raw)
        var i = start(key)
        while isCurrent(slots[2 * i]) {
            if slots[2 * i] == key { return }
            i = (i + 1) & mask
        }
        store(key, number, at: i)
    }

    /// The canonical number of `raw` among ids of its kind (0, 1, … in order of first meeting),
    /// offset by `base` (finished coordinators are numbered after the live ones).
    @inline(__always)
    mutating func number(_ kind: Kind, _ raw: Int32, base: UInt64 = 0) -> UInt64 {
        let key = key(kind, raw)
        var i = start(key)
        while true {
            let stored = slots[2 * i]
            if stored == key { return slots[2 * i + 1] }
            if !isCurrent(stored) {
                let n: UInt64
                switch kind {
                case .screen:
                    n = counts.screen
                    counts.screen += 1
                case .stack:
                    n = counts.stack
                    counts.stack += 1
                case .coordinator:
                    n = base + counts.coordinator
                    counts.coordinator += 1
                }
                store(key, n, at: i)
                return n
            }
            i = (i + 1) & mask
        }
    }

    /// Marks `raw` as met, numbering it if new.
    mutating func insert(_ kind: Kind, _ raw: Int32) { _ = number(kind, raw) }

    /// Whether the walk has met `raw` (numbered or assigned it): the table as a set of ids.
    func contains(_ kind: Kind, _ raw: Int32) -> Bool {
        let key = key(kind, raw)
        var i = start(key)
        while isCurrent(slots[2 * i]) {
            if slots[2 * i] == key { return true }
            i = (i + 1) & mask
        }
        return false
    }

    private mutating func store(_ key: UInt64, _ number: UInt64, at i: Int) {
        slots[2 * i] = key
        slots[2 * i + 1] = number
        used += 1
        if 2 * used > mask + 1 { grow() }
    }

    /// Doubles the table, keeping this walk's keys.
    private mutating func grow() {
        let oldSlots = slots
        let oldCapacity = mask + 1
        let capacity = 2 * oldCapacity
        slots = .allocate(capacity: 2 * capacity)
        slots.initialize(repeating: 0, count: 2 * capacity)
        mask = capacity - 1
        for j in 0..<oldCapacity where isCurrent(oldSlots[2 * j]) {
            var i = start(oldSlots[2 * j])
            while slots[2 * i] != 0 { i = (i + 1) & mask }
            slots[2 * i] = oldSlots[2 * j]
            slots[2 * i + 1] = oldSlots[2 * j + 1]
        }
        oldSlots.deallocate()
        table.slots = slots
        table.capacity = capacity
    }
}
