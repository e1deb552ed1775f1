/// A hash of a string's UTF-8 bytes and their count, read in place eight at a time (a byte at a
/// time was most of a name-table lookup).
///
/// Invariant: every load lies inside the string's contiguous UTF-8 buffer — words are read at
/// offsets `0 ..< count - 8` stepping by eight and at `count - 8`, only when `count >= 8`; half
/// words at `0` and `count - 4` only when `count >= 4`; single bytes below that, only when
/// `count > 0`. `String.withUTF8` guarantees the buffer for the call and every bit pattern is a
/// valid `UInt64`, so no load can read outside the string or produce an invalid value. The hash
/// depends on the bytes alone, not on how the string stores them (tested in `ByteHashTests`).
///
/// Kept here rather than on `Span`: `String.utf8Span` and `Array.span` need macOS 26, and the
/// package builds for older macOS too.
enum ByteHash {
    static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { hash(bytes: $0) }
    }

    static func hash(bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let n = bytes.count
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: n)
        guard n > 0, let base = bytes.baseAddress else { return Int(truncatingIfNeeded: h) }
        let raw = UnsafeRawPointer(base)
        @inline(__always) func mix(_ word: UInt64) {
            h = (h ^ word) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 32
        }
        if n >= 8 {
            var i = 0
            while n - i > 8 {
                mix(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            mix(raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
        } else if n >= 4 {
            let low = UInt64(raw.loadUnaligned(as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
            mix(low | high << 32)
        } else {
            mix(UInt64(base[0]) | UInt64(base[n / 2]) << 8 | UInt64(base[n - 1]) << 16)
        }
        // A full avalanche (MurmurHash3's finalizer): a multiplication carries a word's bits only
        // upwards, so without it the slot, read from the low bits, never saw the last bytes of a
        // name — `key31998` and `key31999` shared a slot, and 32,000 such names probed 80 slots a
        // lookup.
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return Int(truncatingIfNeeded: h)
    }
}
