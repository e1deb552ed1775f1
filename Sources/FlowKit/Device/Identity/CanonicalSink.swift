/// Where a ``CanonicalEncoder`` writes the words that say what a state is: a stable hash
/// (``StableHasher``, for fingerprints) or a list (``CanonicalWords``, for `==`).
protocol CanonicalSink {
    mutating func word(_ w: UInt64)
    /// A string: its words (``CanonicalWords``), or anything that stands for exactly those words
    /// (a hash of them, ``StableHasher``).
    mutating func string(_ s: String)
    /// The same for a string whose digest (``StableHasher/digest(of:)``) is known: a hash sink
    /// writes the digest, with no lookup.
    mutating func string(_ s: String, digest: UInt64)
    /// Whether a section (``CanonicalEncoder/coordinators(_:)``) is written as one word, the
    /// ``digest`` of a sink that took its words (a hash), rather than word for word.
    static var digestsSections: Bool { get }
    /// An alert's buttons: their count, then each one's name, its effects' count and each
    /// effect's description (a string each).
    mutating func alertButtons(_ buttons: [AlertButton])
    /// The descriptions of `effects` joined by `; `, as one string.
    mutating func joinedDescriptions(of effects: [Effect])
    /// The description of the screen named `name` with `params` (`Chat(channel=general)`), as a string.
    mutating func screenDescription(name: String, params: [Param])
    /// A list of parameters, read where it is stored: its words (``paramWords(_:)``: the count,
    /// then each one's name and value), or anything that stands for exactly those words (a hash
    /// sink: 0 for an empty list, else one word, their digest).
    mutating func params(at list: UnsafePointer<[Param]>)
    /// The store's values, read where they are stored: their words (``valueListWords(_:)``), or
    /// anything that stands for exactly those words (a hash sink: one word, their digest).
    mutating func values(at list: UnsafePointer<[Value]>)
    /// A sink with nothing written, sharing this one's caches.
    func emptyCopy() -> Self
    /// What stands for the words written (when ``digestsSections``).
    var digest: UInt64 { get }
}

/// The canonical words themselves, for comparing two states exactly.
struct CanonicalWords: CanonicalSink {
    var words: [UInt64] = []

    @inline(__always)
    mutating func word(_ w: UInt64) { words.append(w) }

    mutating func string(_ s: String) { Self.forEachWord(of: s) { words.append($0) } }

    mutating func string(_ s: String, digest: UInt64) { string(s) }

    static var digestsSections: Bool { false }

    func emptyCopy() -> CanonicalWords { CanonicalWords() }

    /// Not used: sections are written word for word.
    var digest: UInt64 { 0 }

    /// A string's words: the length, then the UTF-8 bytes eight to a word, little-endian (read
    /// eight at a time and put in little-endian order, so the words are the same on every machine).
    @inline(__always)
    static func forEachWord(of s: String, _ body: (UInt64) -> Void) {
        var s = s
        s.withUTF8 { bytes in
            let count = bytes.count
            body(0x5354_0000_0000_0000 | UInt64(count))
            guard let base = bytes.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var i = 0
            while i + 8 <= count {
                body(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                i += 8
            }
            guard i < count else { return }
            var w: UInt64 = 0
            var shift: UInt64 = 0
            while i < count {
                w |= UInt64(base[i]) << shift
                shift += 8
                i += 1
            }
            body(w)
        }
    }
}

extension CanonicalSink {
    /// A value's words: a tag, then its contents.
    @inline(__always)
    mutating func valueWords(at v: UnsafePointer<Value>) {
        switch v.pointee {
        case .null: word(0x10)
        case .bool(let b): word(b ? 0x11 : 0x12)
        case .int(let i):
            word(0x13)
            word(UInt64(bitPattern: Int64(i)))
        case .string(let s):
            word(0x14)
            string(s)
        }
    }

    /// Parameters' words, read where they are stored (``Swift/Array/storageInPlace``): the
    /// count, then each one's name and value.
    mutating func paramWords(_ ps: UnsafeBufferPointer<Param>) {
        word(UInt64(ps.count))
        guard let base = ps.baseAddress else { return }
        for i in 0..<ps.count {
            string(base[i].name)
            // (a stored property's pointer: never `nil`)
            if let v = (base + i).pointer(to: \.value) { valueWords(at: v) }
        }
    }

    /// Values' words, read where they are stored: the count, then each value's.
    mutating func valueListWords(_ values: UnsafeBufferPointer<Value>) {
        word(UInt64(values.count))
        guard let base = values.baseAddress else { return }
        for i in 0..<values.count { valueWords(at: base + i) }
    }

    mutating func params(at list: UnsafePointer<[Param]>) {
        paramWords(list.pointee.storageInPlace)
    }

    mutating func values(at list: UnsafePointer<[Value]>) {
        valueListWords(list.pointee.storageInPlace)
    }

    /// The words themselves, each description built.
    mutating func alertButtonWords(_ buttons: [AlertButton]) {
        word(UInt64(buttons.count))
        for b in buttons {
            string(b.name)
            word(UInt64(b.effects.count))
            for e in b.effects { string(e.description) }
        }
    }

    mutating func alertButtons(_ buttons: [AlertButton]) { alertButtonWords(buttons) }

    mutating func joinedDescriptions(of effects: [Effect]) {
        string(effects.map(\.description).joined(separator: "; "))
    }

    mutating func screenDescription(name: String, params: [Param]) {
        string(name + params.argumentList)
    }
}
