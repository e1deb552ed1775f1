/// Text built piece by piece as UTF-8 bytes and made a `String` once, at the end. Appending a
/// `String` to a `String` costs some 200 instructions a piece (each append looks at both
/// strings' storage and flags), a copy of bytes a few: for text built on the step path, as the
/// message of a step that fails (an explorer tries many such steps).
///
/// The bytes are in a buffer of its own, not an array: appending to an array goes through the
/// general path of `append(contentsOf:)` (some 150 instructions a piece, with the retains of its
/// storage). Not copyable: the buffer has one owner, which frees it.
///
/// Invariant: the buffer has room for `capacity` bytes, of which the first `count` are
/// initialized (the text); every write goes after them, once ``reserve(_:)`` made room.
struct UTF8Text: ~Copyable {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes the text has so far: where a piece appended next starts.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        bytes = .allocate(capacity: self.capacity)
    }

    deinit { bytes.deallocate() }

    mutating func append(_ text: String) {
        // (its bytes where they are, copied at once: `text.utf8` iterated goes byte by byte)
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil { for byte in text.utf8 { append(byte) } }
    }

    /// Appends these bytes (UTF-8, whole characters).
    @inline(__always)
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let start = piece.baseAddress, piece.count > 0 else { return }
        reserve(piece.count)
        (bytes + count).initialize(from: start, count: piece.count)
        count += piece.count
    }

    /// Appends one byte (ASCII).
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        (bytes + count).initialize(to: byte)
        count += 1
    }

    /// Appends `value` in decimal, as `String(value)` writes it, without making that string.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var digits = 1
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        reserve(digits)
        rest = value.magnitude
        for i in stride(from: count + digits - 1, through: count, by: -1) {
            (bytes + i).initialize(to: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        }
        count += digits
    }

    /// Makes room for `more` bytes after ``count``. (Inlined: mostly the room is there.)
    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(toFit: more) }
    }

    /// Moves the bytes to a buffer with room for `more` bytes after them, twice as large at least.
    private mutating func grow(toFit more: Int) {
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: bytes, count: count)
        bytes.deallocate()
        (bytes, capacity) = (moved, grown)
    }

    /// The text.
    var string: String { string(from: 0) }

    /// The text from byte `start` (a ``count`` read earlier) on: a piece of a message that is
    /// also wanted alone, made from the bytes already appended.
    func string(from start: Int) -> String {
        String(
            decoding: UnsafeBufferPointer(start: bytes + start, count: count - start), as: UTF8.self
        )
    }
}
