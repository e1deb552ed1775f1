/// What the id tables (``IDNumbering``, ``IDSet``) share: a size that is a power of two, so that
/// a slot is found with a mask, and storage of plain words that starts at zero (an entry whose
/// stamp is 0 is empty).
enum TableStorage {
    /// The least power of two that is at least `capacity`, and at least 16.
    static func size(forCapacity capacity: Int) -> Int {
        var size = 16
        while size < capacity { size <<= 1 }
        return size
    }

    /// `count` words, each 0; the caller deallocates them.
    static func zeroedWords<Word: FixedWidthInteger>(_ count: Int) -> UnsafeMutablePointer<Word> {
        let words = UnsafeMutablePointer<Word>.allocate(capacity: count)
        words.initialize(repeating: 0, count: count)
        return words
    }
}
