/// The tabs sections of root tab bars (``CanonicalEncoder``'s tabs, each with its stack) a
/// fingerprinting walk computed lately, by the storage of the tab list: a step that leaves every
/// tab's stack alone (a tab selected, a screen presented or dismissed, an alert, a link that
/// presents) leaves the list's storage as it was, and its section is looked up, not walked.
///
/// A section's words depend on the tabs and on what the walk numbered before it: the coordinator
/// section, and what else was numbered since (its counts). An entry is keyed by all three — the
/// list's storage, the coordinator section (``CoordinatorDigests``) and the counts the section
/// starts from — and keeps the section's digest and what it numbered (each id with its number,
/// and the counts after it), which a hit hands back to the walk so that it goes on as if it had
/// walked the section. The entry holds the list, so its storage stays alive and unchanged for as
/// long as the entry stands (an array is changed in place only while one value holds it).
/// Direct-mapped: a new section takes the slot of the one it collides with.
final class TabDigests {
    /// What an entry is found by.
    struct Key {
        var storage: UInt64
        var section: UInt64
        var entry: UInt64
    }

    /// Key words per slot: the key's three words and the digest.
    private let slots = SectionSlots<[TabBar.Tab]>(keyWords: 4)

    deinit { slots.deallocate() }

    /// The key of the tabs of `bar` met after the coordinator section `section` with `entry`
    /// counted, or `nil` when they cannot have one (no coordinator section known, counts too
    /// large to pack, or an array whose layout is not the one this cache assumes).
    static func key(_ bar: UnsafePointer<TabBar>, section: UInt64, entry: IDNumbering.Counts)
        -> Key?
    {
        let limit: UInt64 = 1 << 21
        guard section != 0, let storage = storage(of: bar), entry.screen < limit,
            entry.stack < limit, entry.coordinator < limit
        else { return nil }
        return Key(
            storage: storage, section: section,
            entry: entry.screen | entry.stack << 21 | entry.coordinator << 42)
    }

    /// The address of the storage of `bar`'s tabs, read in place (a copy of the array would
    /// retain it), or `nil` if an array is not the one word this cache assumes.
    static func storage(of bar: UnsafePointer<TabBar>) -> UInt64? {
        guard MemoryLayout<[TabBar.Tab]>.size == MemoryLayout<UInt64>.size,
            let tabs = bar.pointer(to: \.tabs)
        else { return nil }
        return UnsafeRawPointer(tabs).load(as: UInt64.self)
    }

    @inline(__always)
    private static func slot(_ key: Key) -> Int {
        let mixed =
            (key.storage ^ (key.section &* 0x9E37_79B9_7F4A_7C15)
                ^ (key.entry &* 0xC2B2_AE3D_27D4_EB4F)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 56) & (SectionSlots<TabBar.Tab>.count - 1)
    }

    /// What a walk does with a tabs section.
    enum Lookup {
        /// The section has an entry, whose digest this is; what it numbered is numbered again.
        case hit(UInt64)
        /// The section is walked, and kept (``store(_:key:digest:numbered:counts:)``).
        case walkAndStore
        /// The section is walked, and not kept.
        case walk
    }

    /// The storage of the tabs to keep a section of when it is missed (``expect(_:)``); a
    /// section of other tabs is kept the second time in a row it is missed (``missed``).
    @exclusivity(unchecked) private var expected: UInt64 = 0
    /// The key missed last, not kept.
    @exclusivity(unchecked) private var missed: Key?
    /// How many lookups found their section (for tests).
    @exclusivity(unchecked) private(set) var hits = 0

    /// The tabs an explorer is about to meet again and again: those of the state whose steps it
    /// tries (every step that leaves the tabs alone leaves them as they are). A step's new tabs
    /// (a push, a pop) are met once and not again for a long while: keeping a section of them
    /// would cost more than it saves.
    func expect(_ storage: UInt64?) {
        expected = storage ?? 0
    }

    /// Looks the section of `key` up: if it has an entry, numbers what it numbered in `numbering`.
    func lookUp(_ key: Key, into numbering: inout IDNumbering) -> Lookup {
        let slot = Self.slot(key)
        let stored = slots.keys + 4 * slot
        // (a list's storage is never at address 0, an empty slot's key)
        if stored[0] == key.storage, stored[1] == key.section, stored[2] == key.entry,
            stored[0] != 0
        {
            numbering.replaySection(slots.numbered(at: slot), counts: slots.counts[slot])
            hits &+= 1
            return .hit(stored[3])
        }
        if key.storage == expected {
            return .walkAndStore
        }
        if let missed, missed.storage == key.storage, missed.section == key.section,
            missed.entry == key.entry
        {
            self.missed = nil
            return .walkAndStore
        }
        missed = key
        return .walk
    }

    func store(
        _ tabs: [TabBar.Tab], key: Key, digest: UInt64, numbered: UnsafeBufferPointer<UInt64>,
        counts: IDNumbering.Counts
    ) {
        let slot = Self.slot(key)
        let stored = slots.keys + 4 * slot
        stored[0] = key.storage
        stored[1] = key.section
        stored[2] = key.entry
        stored[3] = digest
        slots.held[slot] = tabs
        slots.setNumbered(numbered, at: slot)
        slots.counts[slot] = counts
    }
}
