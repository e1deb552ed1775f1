/// A device's fingerprint but for its last word, the root tab bar's selected tab
/// (``CanonicalEncoder/rootSelection``): the fingerprint of the same device with any tab selected
/// is this and one word more, worked out without a walk. An explorer keeps one for each state it
/// will expand, whose tab selections it would otherwise fingerprint one walk each
/// (``SelectShortcut``).
struct TabSelectionPrefix {
    /// The hash of every word but the last (it keeps no string cache: none is needed for one word).
    private let words: StableHasher

    init(words: StableHasher) {
        self.words = words.detached
    }

    /// The fingerprint of the device with tab `tab` of its root tab bar selected.
    @inline(__always)
    func fingerprint(selecting tab: Int) -> UInt64 {
        var hasher = words
        hasher.word(CanonicalEncoder<StableHasher>.selectionWord(tab))
        return hasher.value
    }
}
