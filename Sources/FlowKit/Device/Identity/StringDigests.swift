/// The digests (``StableHasher/digest(of:)``) of the strings a fingerprinting walk met lately,
/// so that the names in every state (screens, flows, tabs) are not read byte by byte each time.
///
/// A two-way cache (``miss(_:_:_:)``) keyed by the string's two words of representation: a small string's
/// words are its contents, and a large string's include the address of its storage, which the
/// cache keeps alive (it holds the string) for as long as the entry stands, so equal keys mean
/// equal contents. Only the key depends on the representation; the digest is computed from the
/// UTF-8 bytes, so fingerprints are the same in every process and on every machine.
final class StringDigests {
    private static let size = 2048
    /// Per slot: the key's two words and the digest.
    private let slots = Slots<UInt64>(count: 3 * StringDigests.size, repeating: 0)
    /// The strings whose entries stand, holding their storage.
    private let held = Slots<String>(count: StringDigests.size, repeating: "")
    /// The same for lists that are described in words (an alert's buttons…).
    let lists = ListDigests()

    init() {}

    @inline(__always)
    func digest(of s: String) -> UInt64 {
        guard MemoryLayout<String>.size == 2 * MemoryLayout<UInt64>.size else {
            return StableHasher.digest(of: s)
        }
        let key = unsafeBitCast(s, to: (UInt64, UInt64).self)
        let mixed = (key.0 ^ (key.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        // The first of the two slots of the string's set.
        let slot = 3 * (Int(truncatingIfNeeded: mixed >> 53) & (Self.size - 2))
        // (0, 0) is no string's representation: it marks an empty slot.
        guard key != (0, 0) else { return miss(s, key, slot) }
        if slots[slot] == key.0, slots[slot + 1] == key.1 { return slots[slot + 2] }
        // Two slots a set: a string is looked for in the first slot of its set, then in the
        // second, where the string it displaced from the first went, so that two strings met in
        // turn that share a set do not take it from each other on every walk (both inline: a
        // walk meets the second as often as the first).
        let second = slot + 3
        if slots[second] == key.0, slots[second + 1] == key.1 { return slots[second + 2] }
        return miss(s, key, slot)
    }

    /// A string in neither slot of its set.
    @inline(never)
    private func miss(_ s: String, _ key: (UInt64, UInt64), _ slot: Int) -> UInt64 {
        let index = slot / 3
        // The string in the first slot goes to the second; the new one takes the first.
        slots.copySlots(from: slot, to: slot + 3, length: 3)
        held[index + 1] = held[index]
        let digest = StableHasher.digest(of: s)
        slots[slot] = key.0
        slots[slot + 1] = key.1
        slots[slot + 2] = digest
        held[index] = s
        return digest
    }
}
