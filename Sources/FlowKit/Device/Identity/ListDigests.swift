/// What a fingerprinting walk writes for a list that is described in words before it is hashed
/// (an alert's buttons and their effects, a sheet's swipe handler, an acting screen's
/// parameters), kept for the lists met lately: describing an effect builds a String, and an
/// alert's buttons cost thousands of instructions a state that way; a list met again costs a
/// lookup.
///
/// A direct-mapped cache keyed by the list's storage, which the cache holds for as long as the
/// entry stands, so that equal keys mean the same list: the lists of effects come from the app
/// (a spec's), and the same storage comes back state after state. An acting screen's entry is
/// keyed by its name's two words of representation (as ``StringDigests`` keys a string, the name
/// held) and a 64-bit hash of what its parameters hold, as each screen pushed has a list of its
/// own: two lists with the same hash would share a description, a chance of the order of two
/// states sharing a fingerprint. Only the key depends on the representation; the words are
/// worked out from the contents, so fingerprints are the same in every process and on every
/// machine.
final class ListDigests {
    /// What an entry stands for.
    enum Kind: UInt64 {
        /// ``CanonicalEncoder/alertSpec(_:)``'s words for the buttons.
        case alertButtons = 1
        /// The digest of the effects' descriptions joined by `; `.
        case joinedEffects = 2
        /// The digest of a screen's description (its name and parameters).
        case screenDescription = 3
        /// The digest of a list of parameters' words (``CanonicalSink/paramWords(_:)``).
        case params = 4
        /// The digest of the store's values' words (``CanonicalSink/valueListWords(_:)``).
        case values = 5
    }

    /// The lists whose entries stand, holding their storage.
    enum Held {
        case none
        case buttons([AlertButton])
        case effects([Effect])
        case screen(String, [Param])
        case params([Param])
        case values([Value])
    }

    private static let size = 256
    /// Per slot: the kind, the list's storage, the name's two words.
    private let keys: UnsafeMutablePointer<UInt64>
    private let words: UnsafeMutablePointer<[UInt64]>
    private let held: UnsafeMutablePointer<Held>

    /// Lists kept as one digest each (parameters, the store's values: every state has some),
    /// apart from the others: per slot, the kind, the list's storage and the digest.
    private static let digestSize = 1024
    private let digestKeys: UnsafeMutablePointer<UInt64>
    private let digestHeld: UnsafeMutablePointer<Held>

    init() {
        keys = TableStorage.filled(4 * Self.size, with: 0)
        words = TableStorage.filled(Self.size, with: [])
        held = TableStorage.filled(Self.size, with: .none)
        digestKeys = TableStorage.filled(3 * Self.digestSize, with: 0)
        digestHeld = TableStorage.filled(Self.digestSize, with: .none)
    }

    deinit {
        keys.deallocate()
        TableStorage.free(words, count: Self.size)
        TableStorage.free(held, count: Self.size)
        digestKeys.deallocate()
        TableStorage.free(digestHeld, count: Self.digestSize)
    }

    /// The digest kept for the list stored at `list` (read in place: no copy, so nothing
    /// retained), worked out with `compute` (and kept, the list held) on a miss.
    @inline(__always)
    func digest<E>(
        _ kind: Kind, at list: UnsafePointer<[E]>, hold: ([E]) -> Held, compute: () -> UInt64
    ) -> UInt64 {
        guard MemoryLayout<[E]>.size == MemoryLayout<UInt64>.size else { return compute() }
        // (a list's storage is never at address 0, an empty slot's key)
        let address = UnsafeRawPointer(list).load(as: UInt64.self)
        let slot =
            Int(truncatingIfNeeded: ((address ^ kind.rawValue) &* 0xBF58_476D_1CE4_E5B9) >> 54)
            & (Self.digestSize - 1)
        let k = digestKeys + 3 * slot
        if k[0] == address, k[1] == kind.rawValue { return k[2] }
        let digest = compute()
        k[0] = address
        k[1] = kind.rawValue
        k[2] = digest
        digestHeld[slot] = hold(list.pointee)
        return digest
    }

    /// The key words of an array (its storage) and a string (its representation), or `nil` when
    /// they are not what this cache assumes (then the caller works the words out every time).
    @inline(__always)
    private static func key<E>(_ list: [E], _ name: String) -> (UInt64, UInt64, UInt64)? {
        guard MemoryLayout<[E]>.size == MemoryLayout<UInt64>.size,
            MemoryLayout<String>.size == 2 * MemoryLayout<UInt64>.size
        else { return nil }
        let n = unsafeBitCast(name, to: (UInt64, UInt64).self)
        return (unsafeBitCast(list, to: UInt64.self), n.0, n.1)
    }

    /// The words kept for this list, worked out with `compute` (and kept) on a miss: valid
    /// until the next call, which may write over the entry.
    @inline(__always)
    private func words<E>(
        _ kind: Kind, _ list: [E], name: String = "", hold: @autoclosure () -> Held,
        compute: () -> [UInt64]
    ) -> UnsafeBufferPointer<UInt64> {
        guard let key = Self.key(list, name) else {
            let slot = Self.size - 1
            words[slot] = compute()
            (keys + 4 * slot).update(repeating: 0, count: 4)
            return words[slot].storageInPlace
        }
        return words(kind, key: key, hold: hold(), compute: compute)
    }

    /// The same, by a key of three words.
    @inline(__always)
    private func words(
        _ kind: Kind, key: (UInt64, UInt64, UInt64), hold: @autoclosure () -> Held,
        compute: () -> [UInt64]
    ) -> UnsafeBufferPointer<UInt64> {
        let mixed =
            (key.0 ^ (key.1 &* 0x9E37_79B9_7F4A_7C15) ^ (key.2 &* 0xC2B2_AE3D_27D4_EB4F)
                ^ kind.rawValue) &* 0xBF58_476D_1CE4_E5B9
        let slot = Int(truncatingIfNeeded: mixed >> 56) & (Self.size - 1)
        let k = keys + 4 * slot
        if k[0] != kind.rawValue || k[1] != key.0 || k[2] != key.1 || k[3] != key.2 {
            k[0] = kind.rawValue
            k[1] = key.0
            k[2] = key.1
            k[3] = key.2
            words[slot] = compute()
            held[slot] = hold()
        }
        return words[slot].storageInPlace
    }

    /// ``CanonicalEncoder/alertSpec(_:)``'s words for `buttons`, strings as their digests
    /// (valid until the next call).
    func alertButtonWords(_ buttons: [AlertButton], strings: StringDigests)
        -> UnsafeBufferPointer<UInt64>
    {
        words(.alertButtons, buttons, hold: .buttons(buttons)) {
            var w: [UInt64] = [UInt64(buttons.count)]
            for b in buttons {
                w.append(strings.digest(of: b.name))
                w.append(UInt64(b.effects.count))
                for e in b.effects { w.append(StableHasher.digest(of: e.description)) }
            }
            return w
        }
    }

    /// The digest of the descriptions of `effects` joined by `; `.
    func joinedDigest(of effects: [Effect]) -> UInt64 {
        words(.joinedEffects, effects, hold: .effects(effects)) {
            [StableHasher.digest(of: effects.map(\.description).joined(separator: "; "))]
        }.first ?? 0
    }

    /// The digest of the description of a screen named `name` with `params` (``Actor/screenDescription``),
    /// by the name and what the parameters hold (`contents`, a hash of their names and values):
    /// an acting screen's parameters are a new list for each screen pushed, the same words for
    /// the same screen shown again.
    func screenDescriptionDigest(name: String, params: [Param], contents: UInt64) -> UInt64 {
        guard MemoryLayout<String>.size == 2 * MemoryLayout<UInt64>.size else {
            return StableHasher.digest(of: name + params.argumentList)
        }
        let n = unsafeBitCast(name, to: (UInt64, UInt64).self)
        return words(.screenDescription, key: (contents, n.0, n.1), hold: .screen(name, params)) {
            [StableHasher.digest(of: name + params.argumentList)]
        }.first ?? 0
    }
}
