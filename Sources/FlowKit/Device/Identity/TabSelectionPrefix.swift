/// A device's fingerprint but for its last word, the root tab bar's selected tab
/// (``CanonicalEncoder/rootSelection``): the fingerprint of the same device with any tab selected
/// is this and one word more, worked out without a walk. An explorer keeps one for each state it
/// will expand, whose tab selections it would otherwise fingerprint one walk each
/// (``SelectShortcut``).
struct TabSelectionPrefix {
    /// The hash of every word but the last (``StableHasher/progress``: two words, no string
    /// cache, none being needed for one word), so that an explorer's entry for a state stays small.
    private let words: (state: UInt64, count: UInt64)

    init(words: StableHasher) {
        self.words = words.progress
    }

    /// The fingerprint of the device with tab `tab` of its root tab bar selected.
    @inline(__always)
    func fingerprint(selecting tab: Int) -> UInt64 {
        var hasher = StableHasher(progress: words)
        hasher.word(CanonicalEncoder<StableHasher>.selectionWord(tab))
        return hasher.value
    }
}
