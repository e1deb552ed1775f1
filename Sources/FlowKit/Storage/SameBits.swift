import Foundation

/// Whether two values are the same bits: the same references (so the same storage) and the same
/// scalars. A value copied unchanged is; equal values built apart may not be (padding, the
/// payload of a `nil`), which makes a test built on it give up where it could have gone on,
/// never the other way round.
///
/// Invariant: both values are read as `MemoryLayout<T>.size` bytes where they are, and only read.
@inline(__always)
func sameBits<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in
        withUnsafeBytes(of: b) { y in
            guard let p = x.baseAddress, let q = y.baseAddress else { return x.count == y.count }
            return x.count == y.count && memcmp(p, q, x.count) == 0
        }
    }
}
