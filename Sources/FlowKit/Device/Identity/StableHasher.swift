/// A 64-bit hash that is the same in every process and on every machine: no per-process seed
/// (unlike `Hasher`), no memory layout (strings are read as UTF-8 bytes, words built with shifts).
/// Each word is xored into the state, which then goes through the SplitMix64 finalizer, a bijection
/// with full avalanche: two encodings that differ in one word differ in the whole result.
struct StableHasher: CanonicalSink {
    private(set) var value: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    mutating func word(_ w: UInt64) {
        var z = value ^ w
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        value = z ^ (z >> 31)
    }
}
