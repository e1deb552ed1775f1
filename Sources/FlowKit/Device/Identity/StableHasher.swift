/// A 64-bit hash that is the same in every process and on every machine: no per-process seed
/// (unlike `Hasher`), no memory layout (strings are read as UTF-8 bytes, words built with shifts).
///
/// Each word is xored into the state, which is then multiplied by an odd constant to 128 bits
/// and folded (high half xor low half): one multiplication a word, and a short chain from one
/// word to the next, so a long encoding hashes at about the speed the words are read. The
/// product's high half depends on every bit of the state, so a change in any bit of a word
/// spreads over the whole state. At the end the state and the word count go through the
/// SplitMix64 finalizer, a bijection with full avalanche.
///
/// A string is hashed as one word, its ``digest(of:)``: with a ``StringDigests`` cache, a
/// string met before costs a lookup, not a pass over its bytes.
struct StableHasher: CanonicalSink {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var count: UInt64 = 0
    /// Digests of the strings met before, if the caller keeps some (an explorer does). Not
    /// retained, so that a hasher holds nothing to retain or release (a fingerprint makes one for
    /// each state and looks up every string in it): whoever passes the cache keeps it alive for as
    /// long as the hasher is used.
    private let cache: Unmanaged<StringDigests>?

    init(strings: StringDigests? = nil) {
        cache = strings.map { Unmanaged.passUnretained($0) }
    }

    /// The cache, for the paths that are not every string's.
    private var strings: StringDigests? { cache?.takeUnretainedValue() }

    @inline(__always)
    mutating func word(_ w: UInt64) {
        let product = (state ^ w).multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
        state = product.high ^ product.low
        count &+= 1
    }

    @inline(__always)
    mutating func string(_ s: String) {
        // (through the unretained reference: no retain and release for each string)
        guard let cache else { return word(Self.digest(of: s)) }
        word(cache._withUnsafeGuaranteedRef { $0.digest(of: s) })
    }

    @inline(__always)
    mutating func string(_ s: String, digest: UInt64) { word(digest) }

    /// With a cache, the words kept for the buttons (``ListDigests``): the same words, described once.
    mutating func alertButtons(_ buttons: [AlertButton]) {
        guard let strings else { return alertButtonWords(buttons) }
        for w in strings.lists.alertButtonWords(buttons, strings: strings) { word(w) }
    }

    mutating func joinedDescriptions(of effects: [Effect]) {
        guard let strings else {
            return word(Self.digest(of: effects.map(\.description).joined(separator: "; ")))
        }
        word(strings.lists.joinedDigest(of: effects))
    }

    mutating func screenDescription(name: String, params: [Param]) {
        // (a screen without parameters is described by its name: `argumentList` is empty)
        if params.isEmpty { return string(name) }
        guard let strings else { return word(Self.digest(of: name + params.argumentList)) }
        // What the parameters hold, as the encoder writes them (names and strings as digests).
        var contents = StableHasher()
        for p in params {
            contents.word(strings.digest(of: p.name))
            switch p.value {
            case .null: contents.word(0x10)
            case .bool(let b): contents.word(b ? 0x11 : 0x12)
            case .int(let i):
                contents.word(0x13)
                contents.word(UInt64(bitPattern: Int64(i)))
            case .string(let s):
                contents.word(0x14)
                contents.word(strings.digest(of: s))
            }
        }
        word(
            strings.lists.screenDescriptionDigest(
                name: name, params: params, contents: contents.value))
    }

    /// One word for the parameters' words: 0 for an empty list (most), else their digest,
    /// kept for the lists met lately when there is a cache (``ListDigests``).
    mutating func params(at list: UnsafePointer<[Param]>) {
        guard !list.pointee.isEmpty else { return word(0) }
        word(listDigest(.params, at: list, hold: { .params($0) }) { $0.paramWords($1) })
    }

    /// One word for the store's values' words: their digest, kept as the parameters' are.
    mutating func values(at list: UnsafePointer<[Value]>) {
        word(listDigest(.values, at: list, hold: { .values($0) }) { $0.valueListWords($1) })
    }

    /// The digest of the words `body` writes for `list` (strings as their digests, as this
    /// hasher writes them), looked up by the list's storage when there is a cache.
    @inline(__always)
    private func listDigest<E>(
        _ kind: ListDigests.Kind, at list: UnsafePointer<[E]>,
        hold: ([E]) -> ListDigests.Held,
        _ body: (inout StableHasher, UnsafeBufferPointer<E>) -> Void
    ) -> UInt64 {
        guard let cache else {
            var words = StableHasher()
            body(&words, list.pointee.storageInPlace)
            return words.value
        }
        return cache._withUnsafeGuaranteedRef { strings in
            strings.lists.digest(kind, at: list, hold: hold) {
                var words = StableHasher(strings: strings)
                body(&words, list.pointee.storageInPlace)
                return words.value
            }
        }
    }

    /// The hash of everything written.
    var value: UInt64 { Self.finalize(state ^ (count &* 0xE703_7ED1_A0B4_28DB)) }

    static var digestsSections: Bool { true }

    func emptyCopy() -> StableHasher { StableHasher(strings: strings) }

    /// The hash so far, as two words (to be kept past the walk: no reference to a string cache).
    var progress: (state: UInt64, count: UInt64) { (state, count) }

    /// A hasher that goes on from `progress`, with no string cache.
    init(progress: (state: UInt64, count: UInt64)) {
        cache = nil
        state = progress.state
        count = progress.count
    }

    var digest: UInt64 { value }

    /// The hash of a string's canonical words (``CanonicalWords/string(_:)``: its length, then
    /// its UTF-8 bytes eight to a word).
    static func digest(of s: String) -> UInt64 {
        var hasher = StableHasher()
        CanonicalWords.forEachWord(of: s) { hasher.word($0) }
        return hasher.value
    }

    /// The SplitMix64 finalizer.
    @inline(__always)
    static func finalize(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
