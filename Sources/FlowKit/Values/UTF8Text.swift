/// Text built piece by piece as UTF-8 bytes and made a `String` once, at the end. Appending a
/// `String` to a `String` costs some 200 instructions a piece (each append looks at both
/// strings' storage and flags), a copy of bytes a few: for text built on the step path, as the
/// message of a step that fails (an explorer tries many such steps).
struct UTF8Text {
    private var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func append(_ text: String) {
        // (its bytes where they are, copied at once: `append(contentsOf: text.utf8)` goes
        // through the view's iteration and costs about what a string append does)
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable {
            bytes.append(contentsOf: $0)
        }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// The text.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// How many bytes the text has so far: where a piece appended next starts.
    var count: Int { bytes.count }

    /// The text from byte `start` (a ``count`` read earlier) on: a piece of a message that is
    /// also wanted alone, made from the bytes already appended.
    func string(from start: Int) -> String {
        String(decoding: bytes[start...], as: UTF8.self)
    }
}
