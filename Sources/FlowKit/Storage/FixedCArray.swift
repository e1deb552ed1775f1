/// A C array of bytes that a system header declares inside a struct (`dirent.d_name`,
/// `termios.c_cc`), which Swift imports as a tuple of that many bytes.
///
/// Invariant: `Tuple` is such a tuple, of one-byte elements only, laid out as the C array is;
/// every read and write stays within `MemoryLayout<Tuple>.size` bytes.
public enum FixedCArray {
    /// The bytes before the first NUL (all of them if there is none): a C string held in place,
    /// as a directory entry's name is.
    public static func bytesBeforeNUL<Tuple>(of tuple: Tuple) -> [UInt8] {
        withUnsafeBytes(of: tuple) { raw in Array(raw.prefix { $0 != 0 }) }
    }

    /// Sets the byte at `index` (a header's constant, as `VMIN`); an index past the array's end
    /// changes nothing.
    public static func setByte<Tuple>(_ byte: UInt8, at index: Int, in tuple: inout Tuple) {
        withUnsafeMutableBytes(of: &tuple) { raw in
            guard raw.indices.contains(index) else { return }
            raw[index] = byte
        }
    }
}
