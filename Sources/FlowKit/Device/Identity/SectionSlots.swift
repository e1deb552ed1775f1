/// The slots of a cache of fingerprint sections (``CoordinatorDigests``, ``TabDigests``), each
/// holding a key of a few words, the list the section was written from (held, so that its
/// storage stays alive and unchanged), what the section numbered (pairs: the id as
/// `kind << 32 | raw`, and its number) and the counts after it. Its owner frees it in its `deinit`.
struct SectionSlots<Held> {
    static var count: Int { 256 }
    /// `keyWords` words a slot.
    let keys: UnsafeMutablePointer<UInt64>
    let held: UnsafeMutablePointer<Held?>
    let numbered: UnsafeMutablePointer<[UInt64]>
    let counts: UnsafeMutablePointer<IDNumbering.Counts>

    init(keyWords: Int) {
        keys = TableStorage.filled(keyWords * Self.count, with: 0)
        held = TableStorage.filled(Self.count, with: nil)
        numbered = TableStorage.filled(Self.count, with: [])
        counts = TableStorage.filled(Self.count, with: IDNumbering.Counts())
    }

    func deallocate() {
        keys.deallocate()
        TableStorage.free(held, count: Self.count)
        TableStorage.free(numbered, count: Self.count)
        counts.deallocate()
    }
}
