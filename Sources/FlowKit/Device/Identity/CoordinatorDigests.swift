/// The coordinator sections (``CanonicalEncoder/coordinators(_:)``) a fingerprinting walk
/// computed lately, by the storage of the coordinator list: most steps leave the coordinators
/// alone, so a child state shares its parent's list, and its section is looked up, not walked.
///
/// An entry keeps what the section wrote (its digest) and what it numbered (each id with its
/// number, and the counters after it), which a hit hands back to the walk so that it goes on
/// as if it had walked the section. The section is the walk's first to number ids, so both
/// depend on the list alone. The entry holds the list, so its storage stays alive and unchanged
/// (``PersistentArray/storageKey``) for as long as the entry stands. Direct-mapped: a new list
/// takes the slot of the one it collides with. A hit reads the entry in place (no copy, so
/// nothing retained).
final class CoordinatorDigests {
    /// Key words per slot: the storage key's two words, the count, the digest, and the section's
    /// name for ``IDNumbering/replay(_:counts:section:)`` (how many entries were stored before).
    private let slots = SectionSlots<PersistentArray<Coordinator>>(keyWords: 5)
    private var storedCount: UInt64 = 0
    /// The tabs sections met after these coordinator sections (they are keyed by the section).
    let tabs = TabDigests()

    deinit { slots.deallocate() }

    @inline(__always)
    private static func slot(_ key: (root: UInt, tail: UInt)) -> Int {
        let mixed =
            (UInt64(key.root) ^ (UInt64(key.tail) &* 0x9E37_79B9_7F4A_7C15))
            &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 56) & (SectionSlots<Coordinator>.count - 1)
    }

    /// If a list sharing `coordinators`' storage has an entry, replays what its section
    /// numbered into `numbering` and returns its digest, and the section's name (never 0).
    func replay(_ coordinators: PersistentArray<Coordinator>, into numbering: inout IDNumbering)
        -> (digest: UInt64, section: UInt64)?
    {
        withUnsafePointer(to: coordinators) { replay($0, into: &numbering) }
    }

    /// The same, the list read in place (a copy of it would retain its storage).
    func replay(
        _ list: UnsafePointer<PersistentArray<Coordinator>>, into numbering: inout IDNumbering
    ) -> (digest: UInt64, section: UInt64)? {
        let key = list.pointee.storageKey
        let slot = Self.slot(key)
        let stored = slots.keys + 5 * slot
        // (a root's address is never 0, an empty slot's key)
        guard stored[0] == UInt64(key.root), stored[1] == UInt64(key.tail),
            stored[2] == UInt64(list.pointee.count), stored[0] != 0
        else { return nil }
        // The section pinned in the table (most walks): what it numbered is not even read.
        if !numbering.acceptPinned(section: stored[4], counts: slots.counts[slot]) {
            numbering.replay(
                slots.numbered(at: slot), counts: slots.counts[slot], section: stored[4])
        }
        return (stored[3], stored[4])
    }

    /// Keeps a section, and returns its name (never 0).
    @discardableResult
    func store(
        _ coordinators: PersistentArray<Coordinator>, digest: UInt64, numbered: [UInt64],
        counts: IDNumbering.Counts
    ) -> UInt64 {
        let key = coordinators.storageKey
        let slot = Self.slot(key)
        let stored = slots.keys + 5 * slot
        stored[0] = UInt64(key.root)
        stored[1] = UInt64(key.tail)
        stored[2] = UInt64(coordinators.count)
        stored[3] = digest
        storedCount += 1
        stored[4] = storedCount
        slots.held[slot] = coordinators
        numbered.withUnsafeBufferPointer { slots.setNumbered($0, at: slot) }
        slots.counts[slot] = counts
        return storedCount
    }
}
