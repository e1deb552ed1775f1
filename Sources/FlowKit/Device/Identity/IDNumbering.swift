/// Canonical numbers for screen, stack and coordinator ids, handed out in the order a
/// ``CanonicalEncoder`` first meets them (live coordinators get their position in start order
/// up front, ``assign(_:_:number:)``), with nothing allocated per id.
///
/// Ids come from counters that start at 1, so most are small: an id below ``Table/directLimit``
/// has a slot of its own, indexed by the id (a lookup is a load and a compare); a larger one
/// goes to an open-addressing table (one probe or two).
///
/// The table (``Table``) outlives one walk: an explorer fingerprints millions of states with
/// one. Each walk stamps its entries with a new generation, so an entry of an earlier walk reads
/// as empty and nothing is cleared between walks; the direct slots grow to the largest id met,
/// and the open-addressing table doubles when half full.
struct IDNumbering {
    enum Kind: UInt64 {
        case screen = 1
        case stack = 2
        case coordinator = 3
    }

    private static let generationShift: UInt64 = 34

    /// Not retained (a walk holds no reference to release when it ends): whoever starts a walk
    /// keeps the table alive until the walk is over (``CanonicalEncoder/encode(into:table:coordinatorDigests:_:)``).
    private let tableReference: Unmanaged<Table>

    private var table: Table { tableReference.takeUnretainedValue() }
    private var slots: UnsafeMutablePointer<UInt64>
    private var mask: Int
    private var direct: UnsafeMutablePointer<UInt64>
    private var directCapacity: Int
    private let generation: UInt64
    /// The stamp of the pinned section's slots, if this walk met that section (they are its own
    /// then, as if it had written them); `UInt64.max`, which no slot holds, if not.
    private var accepted = UInt64.max
    private var used = 0
    /// How many ids of each kind were numbered (coordinators: beyond the live ones).
    struct Counts {
        var screen: UInt64 = 0
        var stack: UInt64 = 0
        var coordinator: UInt64 = 0
    }

    private(set) var counts = Counts()
    /// How many words of the table's recording (``Table/recording``) hold what was numbered
    /// since ``startRecording()`` (pairs as ``replaySection(_:counts:)`` takes them), or -1
    /// when not recording.
    private var recorded = -1

    /// Starts a walk on `table`: every id is new to it.
    init(table: Table) {
        table.generation += 1
        if table.generation >= 1 << (64 - Self.generationShift) {
            table.slots.update(repeating: 0, count: 2 * table.capacity)
            table.direct.update(repeating: 0, count: 6 * table.directCapacity)
            table.generation = 1
            table.pinnedStamp = 0
        }
        tableReference = Unmanaged.passUnretained(table)
        slots = table.slots
        mask = table.capacity - 1
        direct = table.direct
        directCapacity = table.directCapacity
        generation = table.generation
    }

    /// The direct slot of `raw`, if it has one (growing the direct slots to hold it if it may).
    @inline(__always)
    private mutating func directSlot(_ kind: Kind, _ raw: Int32) -> UnsafeMutablePointer<UInt64>? {
        if let slot = existingDirectSlot(kind, raw) { return slot }
        let r = Int(raw)
        guard r >= 0, r < Table.directLimit else { return nil }
        table.growDirect(toHold: r)
        direct = table.direct
        directCapacity = table.directCapacity
        return existingDirectSlot(kind, raw)
    }

    /// The direct slot of `raw` if the direct slots reach it: one unsigned compare (a negative
    /// id reads as a large one) and wrapping arithmetic (the index is below the slots' count).
    @inline(__always)
    private func existingDirectSlot(_ kind: Kind, _ raw: Int32) -> UnsafeMutablePointer<UInt64>? {
        let r = Int(truncatingIfNeeded: UInt32(bitPattern: raw))
        guard r < directCapacity else { return nil }
        return direct + 2 &* ((Int(truncatingIfNeeded: kind.rawValue) &- 1) &* directCapacity &+ r)
    }

    /// The next number of `kind`.
    @inline(__always)
    private mutating func next(_ kind: Kind, base: UInt64) -> UInt64 {
        switch kind {
        case .screen:
            defer { counts.screen &+= 1 }
            return counts.screen
        case .stack:
            defer { counts.stack &+= 1 }
            return counts.stack
        case .coordinator:
            defer { counts.coordinator &+= 1 }
            return base &+ counts.coordinator
        }
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
        if let slot = directSlot(kind, raw) {
            if slot[0] != generation, slot[0] != accepted {
                if slot[0] == table.pinnedStamp { table.pinnedStamp = 0 }
                slot[0] = generation
                slot[1] = number
            }
            return
        }
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
        // (most ids: a direct slot this walk has numbered, a load and two compares)
        if let slot = existingDirectSlot(kind, raw) {
            let stamp = slot[0]
            if stamp == generation || stamp == accepted { return slot[1] }
            return numberNew(kind, raw, slot, base: base)
        }
        return numberFar(kind, raw, base: base)
    }

    /// ``number(_:_:base:)`` for an id met first, in its direct slot.
    @inline(__always)
    private mutating func numberNew(
        _ kind: Kind, _ raw: Int32, _ slot: UnsafeMutablePointer<UInt64>, base: UInt64
    ) -> UInt64 {
        // A pinned section's slot taken over: that section is no longer in the table.
        tableReference._withUnsafeGuaranteedRef { table in
            if slot[0] == table.pinnedStamp { table.pinnedStamp = 0 }
        }
        let n = next(kind, base: base)
        slot[0] = generation
        slot[1] = n
        if recorded >= 0 { record(kind, raw, n) }
        return n
    }

    /// ``number(_:_:base:)`` for an id beyond the direct slots: they grow to hold it if they may,
    /// else it goes to the open-addressing table.
    @inline(never)
    private mutating func numberFar(_ kind: Kind, _ raw: Int32, base: UInt64) -> UInt64 {
        if let slot = directSlot(kind, raw) {
            if slot[0] == generation || slot[0] == accepted { return slot[1] }
            return numberNew(kind, raw, slot, base: base)
        }
        return hashedNumber(kind, raw, base: base)
    }

    /// Keeps a pair of what a section numbered (``startRecording()``).
    @inline(__always)
    private mutating func record(_ kind: Kind, _ raw: Int32, _ n: UInt64) {
        tableReference._withUnsafeGuaranteedRef { table in
            if recorded + 2 > table.recordingCapacity {
                table.growRecording(toHold: recorded + 2, keeping: recorded)
            }
            table.recording[recorded] = kind.rawValue << 32 | UInt64(UInt32(bitPattern: raw))
            table.recording[recorded + 1] = n
        }
        recorded += 2
    }

    /// Starts keeping each id numbered from now on, with its number, for a section whose words
    /// a cache keeps (``TabDigests``): what ``replaySection(_:counts:)`` takes to number them again.
    mutating func startRecording() {
        recorded = 0
    }

    /// Stops keeping what is numbered, and returns what was: valid until the next recording
    /// on this table starts.
    mutating func stopRecording() -> UnsafeBufferPointer<UInt64> {
        defer { recorded = -1 }
        return UnsafeBufferPointer(start: table.recording, count: max(recorded, 0))
    }

    /// Numbers ids as a section of an earlier walk did (pairs of `kind << 32 | raw` and number,
    /// as ``stopRecording()`` returned them), and takes the counts after it: this walk, which
    /// met that section in the same state, goes on as that one did.
    mutating func replaySection(_ pairs: UnsafeBufferPointer<UInt64>, counts: Counts) {
        var i = 0
        while i + 1 < pairs.count {
            let key = pairs[i]
            assign(
                Kind(rawValue: key >> 32) ?? .screen,
                Int32(bitPattern: UInt32(truncatingIfNeeded: key)), number: pairs[i + 1])
            i += 2
        }
        self.counts = counts
    }

    /// ``number(_:_:base:)`` for an id without a direct slot.
    private mutating func hashedNumber(_ kind: Kind, _ raw: Int32, base: UInt64) -> UInt64 {
        let key = key(kind, raw)
        var i = start(key)
        while true {
            let stored = slots[2 * i]
            if stored == key { return slots[2 * i + 1] }
            if !isCurrent(stored) {
                let n = next(kind, base: base)
                store(key, n, at: i)
                if recorded >= 0 { record(kind, raw, n) }
                return n
            }
            i = (i + 1) & mask
        }
    }

    /// Numbers ids as an earlier walk did (pairs of `kind << 32 | raw` and number), and takes
    /// its counters: this walk goes on as that one did (``CoordinatorDigests``, whose entry
    /// `section` names).
    ///
    /// An explorer replays the same section for almost every state, so a first walk's replay
    /// writes it into the direct slots under a stamp of its own and pins it there: a walk that
    /// replays it next accepts the slots with that stamp as its own, in O(1), as long as no
    /// walk that did not accept them numbered one of its ids anew since.
    mutating func replay(_ numbered: UnsafeBufferPointer<UInt64>, counts: Counts, section: UInt64) {
        if acceptPinned(section: section, counts: counts) { return }
        defer { self.counts = counts }
        // Pinned only at the start of a walk (nothing numbered yet), ids with direct slots only.
        var pins =
            used == 0 && self.counts.screen == 0 && self.counts.stack == 0
            && self.counts.coordinator == 0
            && table.generation + 1 < 1 << (64 - Self.generationShift)
        var stamp = generation
        if pins {
            for i in stride(from: 0, to: numbered.count - 1, by: 2)
            where directSlot(
                Kind(rawValue: numbered[i] >> 32) ?? .screen,
                Int32(bitPattern: UInt32(truncatingIfNeeded: numbered[i]))) == nil
            {
                pins = false
                break
            }
        }
        if pins {
            table.generation += 1
            stamp = table.generation
            table.pinnedStamp = stamp
            table.pinnedSection = section
            accepted = stamp
        }
        var i = 0
        while i + 1 < numbered.count {
            let key = numbered[i]
            let kind = Kind(rawValue: key >> 32) ?? .screen
            let raw = Int32(bitPattern: UInt32(truncatingIfNeeded: key))
            if pins, let slot = directSlot(kind, raw) {
                slot[0] = stamp
                slot[1] = numbered[i + 1]
            } else {
                assign(kind, raw, number: numbered[i + 1])
            }
            i += 2
        }
    }

    /// ``replay(_:counts:section:)`` when `section` is the one pinned in the table: accepts its
    /// slots and takes its counters, and returns `true`; `false` (nothing done) when it is not.
    @inline(__always)
    mutating func acceptPinned(section: UInt64, counts: Counts) -> Bool {
        guard table.pinnedStamp != 0, table.pinnedSection == section else { return false }
        accepted = table.pinnedStamp
        self.counts = counts
        return true
    }

    /// Marks `raw` as met, numbering it if new.
    @inline(__always)
    mutating func insert(_ kind: Kind, _ raw: Int32) { _ = number(kind, raw) }

    /// Whether the walk has met `raw` (numbered or assigned it): the table as a set of ids.
    func contains(_ kind: Kind, _ raw: Int32) -> Bool {
        let r = Int(raw)
        if r >= 0, r < directCapacity {
            let stamp = direct[2 * ((Int(kind.rawValue) - 1) * directCapacity + r)]
            return stamp == generation || stamp == accepted
        }
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
        slots = TableStorage.zeroedWords(2 * capacity)
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
