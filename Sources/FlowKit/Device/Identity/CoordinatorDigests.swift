/// The coordinator sections (``CanonicalEncoder/coordinators(_:)``) a fingerprinting walk
/// computed lately, by the storage of the coordinator list: most steps leave the coordinators
/// alone, so a child state shares its parent's list, and its section is looked up, not walked.
///
/// An entry keeps what the section wrote (its digest) and what it numbered (each id with its
/// number, and the counters after it), which a hit hands back to the walk so that it goes on
/// as if it had walked the section. The section is the walk's first to number ids, so both
/// depend on the list alone. The entry holds the list, so its storage stays alive and unchanged
/// (``PersistentArray/storageKey``) for as long as the entry stands. Direct-mapped: a new list
/// takes the slot of the one it collides with.
final class CoordinatorDigests {
    struct Entry {
        var coordinators: PersistentArray<Coordinator>
        var digest: UInt64
        /// Pairs: the id (`kind << 32 | raw`) and its number.
        var numbered: [UInt64]
        var counts: IDNumbering.Counts
    }

    private static let size = 256
    private let entries: UnsafeMutablePointer<Entry?>

    init() {
        entries = .allocate(capacity: Self.size)
        entries.initialize(repeating: nil, count: Self.size)
    }

    deinit {
        entries.deinitialize(count: Self.size)
        entries.deallocate()
    }

    private func slot(_ coordinators: PersistentArray<Coordinator>) -> Int {
        let key = coordinators.storageKey
        let mixed =
            (UInt64(key.root) ^ (UInt64(key.tail) &* 0x9E37_79B9_7F4A_7C15))
            &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 56) & (Self.size - 1)
    }

    /// The entry of a list sharing `coordinators`' storage, if one stands.
    func entry(for coordinators: PersistentArray<Coordinator>) -> Entry? {
        guard let entry = entries[slot(coordinators)],
            entry.coordinators.count == coordinators.count,
            entry.coordinators.storageKey == coordinators.storageKey
        else { return nil }
        return entry
    }

    func store(_ entry: Entry) {
        entries[slot(entry.coordinators)] = entry
    }
}
