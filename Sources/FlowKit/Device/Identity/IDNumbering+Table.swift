extension IDNumbering {
    /// The storage of the numbers, which outlives a walk (an explorer fingerprints millions of
    /// states with one): stamped slots for small ids, an open-addressing table for the rest.
    final class Table {
        /// Ids below this have direct slots (they grow up to it as larger ids are met).
        static let directLimit = 1 << 16

        /// Pairs of words: the key (`generation << 34 | kind << 32 | raw`) and the number.
        var slots: UnsafeMutablePointer<UInt64>
        /// Pairs, a power of two.
        var capacity: Int
        var generation: UInt64 = 0
        /// For each kind in turn, `directCapacity` pairs of words: the generation that numbered
        /// the id (0: none yet) and the number.
        var direct: UnsafeMutablePointer<UInt64>
        /// Ids per kind with a direct slot, a power of two.
        var directCapacity: Int
        /// The stamp (a generation no walk has) of the direct slots that hold the numbers of a
        /// pinned section (0: none), and which section that is (``replay(_:counts:section:)``).
        /// A slot keeps the stamp until a walk that does not accept it numbers the id anew.
        var pinnedStamp: UInt64 = 0
        var pinnedSection: UInt64 = 0
        /// Where a walk records what a section numbers (``startRecording()``): words, kept from
        /// one walk to the next so that recording allocates nothing once it is large enough.
        var recording: UnsafeMutablePointer<UInt64>
        var recordingCapacity = 64

        init(capacity: Int = 64) {
            let size = TableStorage.size(forCapacity: capacity)
            self.capacity = size
            slots = TableStorage.zeroedWords(2 * size)
            directCapacity = size
            direct = TableStorage.zeroedWords(6 * size)
            recording = TableStorage.zeroedWords(recordingCapacity)
        }

        deinit {
            slots.deallocate()
            direct.deallocate()
            recording.deallocate()
        }

        /// Room for at least `count` recorded words, keeping the first `used`.
        func growRecording(toHold count: Int, keeping used: Int) {
            var size = 2 * recordingCapacity
            while size < count { size <<= 1 }
            let grown: UnsafeMutablePointer<UInt64> = TableStorage.zeroedWords(size)
            grown.update(from: recording, count: used)
            recording.deallocate()
            recording = grown
            recordingCapacity = size
        }

        /// Direct slots for ids up to `raw` at least (below ``directLimit``), keeping the entries.
        func growDirect(toHold raw: Int) {
            var size = directCapacity
            while size <= raw { size <<= 1 }
            let grown: UnsafeMutablePointer<UInt64> = TableStorage.zeroedWords(6 * size)
            for kind in 0..<3 {
                (grown + 2 * kind * size).update(
                    from: direct + 2 * kind * directCapacity, count: 2 * directCapacity)
            }
            direct.deallocate()
            direct = grown
            directCapacity = size
        }
    }
}
