/// Canonical numbers for screen, stack and finished-coordinator ids, handed out in the order a
/// ``CanonicalEncoder`` first meets them: an open-addressing table over a buffer sized for every
/// reference the walk can make, so a lookup is one probe or two and nothing is allocated per id.
struct IDNumbering {
    enum Kind: UInt64 {
        case screen = 1
        case stack = 2
        case coordinator = 3
    }

    /// Pairs of words: the key (`kind << 32 | raw`, plus one so that zero is empty) and the number.
    private let slots: UnsafeMutableBufferPointer<UInt64>
    private let mask: Int
    private var counts: (screen: UInt64, stack: UInt64, coordinator: UInt64) = (0, 0, 0)

    /// The slot count needed for `references` ids: a power of two at least twice as many.
    static func slotWords(forReferences references: Int) -> Int {
        var capacity = 16
        while capacity < 2 * references { capacity <<= 1 }
        return 2 * capacity
    }

    /// `buffer` holds ``slotWords(forReferences:)`` words.
    init(buffer: UnsafeMutableBufferPointer<UInt64>) {
        slots = buffer
        mask = buffer.count / 2 - 1
        buffer.initialize(repeating: 0)
    }

    /// The canonical number of `raw` among ids of its kind (0, 1, … in order of first meeting),
    /// offset by `base` (finished coordinators are numbered after the live ones).
    @inline(__always)
    mutating func number(_ kind: Kind, _ raw: Int32, base: UInt64 = 0) -> UInt64 {
        let key = (kind.rawValue << 32 | UInt64(UInt32(bitPattern: raw))) &+ 1
        var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while true {
            let stored = slots[2 * i]
            if stored == key { return slots[2 * i + 1] }
            if stored == 0 {
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
                slots[2 * i] = key
                slots[2 * i + 1] = n
                return n
            }
            i = (i + 1) & mask
        }
    }
}
