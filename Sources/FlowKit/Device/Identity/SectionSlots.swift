/// The slots of a cache of fingerprint sections (``CoordinatorDigests``, ``TabDigests``), each
/// holding a key of a few words, the list the section was written from (held, so that its
/// storage stays alive and unchanged), what the section numbered (pairs: the id as
/// `kind << 32 | raw`, and its number) and the counts after it. Its owner frees it in its `deinit`.
struct SectionSlots<Held> {
    static var count: Int { 256 }
    /// `keyWords` words a slot.
    let keys: UnsafeMutablePointer<UInt64>
    let held: UnsafeMutablePointer<Held?>
    /// Per slot, the words of what the section numbered (``numbered(at:)``), in storage that a
    /// new entry in the slot writes over (no allocation once it is large enough).
    private let numberedWords: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>?>
    private let numberedCount: UnsafeMutablePointer<Int>
    private let numberedCapacity: UnsafeMutablePointer<Int>
    let counts: UnsafeMutablePointer<IDNumbering.Counts>

    init(keyWords: Int) {
        keys = TableStorage.filled(keyWords * Self.count, with: 0)
        held = TableStorage.filled(Self.count, with: nil)
        numberedWords = TableStorage.filled(Self.count, with: nil)
        numberedCount = TableStorage.filled(Self.count, with: 0)
        numberedCapacity = TableStorage.filled(Self.count, with: 0)
        counts = TableStorage.filled(Self.count, with: IDNumbering.Counts())
    }

    /// What the section in `slot` numbered.
    @inline(__always)
    func numbered(at slot: Int) -> UnsafeBufferPointer<UInt64> {
        UnsafeBufferPointer(start: numberedWords[slot], count: numberedCount[slot])
    }

    /// Keeps `words` as what the section in `slot` numbered (copied).
    func setNumbered(_ words: UnsafeBufferPointer<UInt64>, at slot: Int) {
        if words.count > numberedCapacity[slot] {
            numberedWords[slot]?.deallocate()
            let capacity = TableStorage.size(forCapacity: words.count)
            numberedWords[slot] = .allocate(capacity: capacity)
            numberedCapacity[slot] = capacity
        }
        if let base = words.baseAddress, let stored = numberedWords[slot] {
            stored.update(from: base, count: words.count)
        }
        numberedCount[slot] = words.count
    }

    func deallocate() {
        keys.deallocate()
        TableStorage.free(held, count: Self.count)
        for slot in 0..<Self.count { numberedWords[slot]?.deallocate() }
        numberedWords.deallocate()
        numberedCount.deallocate()
        numberedCapacity.deallocate()
        counts.deallocate()
    }
}
