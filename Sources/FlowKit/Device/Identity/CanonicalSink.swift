/// Where a ``CanonicalEncoder`` writes the words that say what a state is: a stable hash
/// (``StableHasher``, for fingerprints) or a list (``CanonicalWords``, for `==`).
protocol CanonicalSink {
    mutating func word(_ w: UInt64)
}

/// The canonical words themselves, for comparing two states exactly.
struct CanonicalWords: CanonicalSink {
    var words: [UInt64] = []

    @inline(__always)
    mutating func word(_ w: UInt64) { words.append(w) }
}
