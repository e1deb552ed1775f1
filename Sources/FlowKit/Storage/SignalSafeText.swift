#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text a signal handler writes out or hands to the system (a notice for the terminal, the path
/// of a file to remove): bytes in a buffer made once, for the life of the process, so that the
/// handler allocates nothing and reads only memory that exists.
///
/// Invariant: the buffer holds `capacity` bytes, all initialized, and at least one of them is
/// NUL (the text is the bytes before the first NUL). It is written only while no handler that
/// reads it is installed (``set(_:)``, ``clear()``), and read by the handler only
/// (``write(to:)``, ``withCString(_:)``); it is never freed. That discipline, not a lock, is
/// why it may be shared between threads (`@unchecked Sendable`): a lock cannot be taken in a
/// signal handler.
public final class SignalSafeText: @unchecked Sendable {
    public let capacity: Int
    private let bytes: UnsafeMutablePointer<UInt8>

    /// An empty text with room for `capacity - 1` bytes and the NUL.
    public init(capacity: Int) {
        self.capacity = max(capacity, 1)
        bytes = .allocate(capacity: self.capacity)
        bytes.initialize(repeating: 0, count: self.capacity)
    }

    /// Sets the text to `text`'s UTF-8 bytes, cut to the capacity; `false` (and the text left
    /// empty) when it does not fit or holds a NUL, for a text that must be whole (a path).
    @discardableResult
    public func set(_ text: String) -> Bool {
        bytes[0] = 0
        var count = 0
        for byte in text.utf8 {
            guard count < capacity - 1, byte != 0 else {
                bytes[0] = 0
                return false
            }
            bytes[count] = byte
            count += 1
        }
        bytes[count] = 0
        return true
    }

    /// Makes the text empty.
    public func clear() { bytes[0] = 0 }

    /// Whether the text is empty (the handler has nothing to do).
    public var isEmpty: Bool { bytes[0] == 0 }

    /// The bytes before the NUL.
    public var count: Int {
        var n = 0
        while n < capacity, bytes[n] != 0 { n += 1 }
        return n
    }

    /// The text, for tests and messages (allocates: not for a handler).
    public var text: String {
        String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// Writes the text to file descriptor `descriptor` with one `write` (safe in a handler).
    public func write(to descriptor: Int32) {
        #if canImport(Darwin)
            _ = Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
            _ = Glibc.write(descriptor, bytes, count)
        #else
            _ = Musl.write(descriptor, bytes, count)
        #endif
    }

    /// Calls `body` with the text as a C string (for `unlink`, in a handler).
    public func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
        bytes.withMemoryRebound(to: CChar.self, capacity: capacity) { body($0) }
    }

    /// Writes `n` (below zero: 0) in decimal grouped by commas (`1,234,567`) to `descriptor`,
    /// from a buffer on the stack: nothing allocated, so a handler may call it.
    public static func writeGroupedDigits(_ n: Int, to descriptor: Int32) {
        var digits = GroupedDigits(n)
        withUnsafeBytes(of: &digits.bytes) { raw in
            guard let base = raw.baseAddress else { return }
            #if canImport(Darwin)
                _ = Darwin.write(descriptor, base + digits.start, raw.count - digits.start)
            #elseif canImport(Glibc)
                _ = Glibc.write(descriptor, base + digits.start, raw.count - digits.start)
            #else
                _ = Musl.write(descriptor, base + digits.start, raw.count - digits.start)
            #endif
        }
    }
}

/// A count as digits grouped by commas, written at the end of 32 bytes held in the value itself
/// (a tuple, so nothing is allocated): `start` is where they begin. The largest `Int` takes 25.
public struct GroupedDigits {
    public var bytes:
        (
            UInt64, UInt64, UInt64, UInt64
        ) = (0, 0, 0, 0)
    public private(set) var start = 32

    public init(_ n: Int) {
        var value = UInt64(max(0, n))
        var sinceComma = 0
        var start = 32
        withUnsafeMutableBytes(of: &bytes) { raw in
            repeat {
                if sinceComma == 3 {
                    start -= 1
                    raw[start] = UInt8(ascii: ",")
                    sinceComma = 0
                }
                start -= 1
                raw[start] = UInt8(ascii: "0") + UInt8(value % 10)
                sinceComma += 1
                value /= 10
            } while value > 0 && start > 1
        }
        self.start = start
    }

    /// The digits as text (allocates: for tests).
    public var text: String {
        withUnsafeBytes(of: bytes) { String(decoding: $0[start...], as: UTF8.self) }
    }
}
