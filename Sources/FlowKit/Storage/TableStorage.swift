/// What the fixed-size tables of ids and digests (``IDNumbering``, ``IDSet``, ``StringDigests``,
/// ``CoordinatorDigests``, ``ListDigests``) share: a size that is a power of two, so that a slot
/// is found with a mask, and storage allocated with every slot set to one value (for words, 0:
/// an entry whose stamp is 0 is empty), deinitialized and freed by its owner's `deinit`.
///
/// Invariant: what ``filled(_:with:)`` returns has `count` initialized slots, and is freed once,
/// by ``free(_:count:)`` with the same count, when its owner ends. New tables use ``Slots``,
/// which keeps this invariant itself.
enum TableStorage {
    /// The least power of two that is at least `capacity`, and at least 16.
    static func size(forCapacity capacity: Int) -> Int {
        var size = 16
        while size < capacity { size <<= 1 }
        return size
    }

    /// `count` slots, each `value`; the caller frees them (``free(_:count:)``).
    static func filled<Element>(_ count: Int, with value: Element) -> UnsafeMutablePointer<Element>
    {
        let slots = UnsafeMutablePointer<Element>.allocate(capacity: count)
        slots.initialize(repeating: value, count: count)
        return slots
    }

    /// `count` words, each 0.
    static func zeroedWords<Word: FixedWidthInteger>(_ count: Int) -> UnsafeMutablePointer<Word> {
        filled(count, with: 0)
    }

    /// Deinitializes and frees `count` slots made by ``filled(_:with:)``.
    static func free<Element>(_ slots: UnsafeMutablePointer<Element>, count: Int) {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
}
