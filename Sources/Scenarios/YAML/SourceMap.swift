import FlowKit

/// Where each line of a file starts, so that a byte offset becomes a 1-based line and a
/// column counted in characters, and which characters of the file YAML cannot hold.
///
/// Built in one pass over the bytes. Columns are computed on demand: a line that is ASCII up
/// to the offset needs no decoding, any other line decodes only the prefix before the offset.
struct SourceMap: Sendable {
    /// A character that YAML does not allow (or that YAML 1.1 and 1.2 read differently).
    struct BadCharacter: Hashable, Sendable {
        var offset: Int
        /// The Unicode scalar value, or `nil` for a carriage return without a line feed.
        var scalar: UInt32?
    }

    let path: String
    /// The byte offset where each line starts; the first is 0.
    let lineStarts: [Int]
    /// For each line, the offset of its first non-ASCII byte (`Int.max` when it has none).
    private let firstNonASCII: [Int]
    /// Characters that no YAML file may hold, in file order (at most `badCharacterLimit`).
    let badCharacters: [BadCharacter]
    /// Whether the file starts with a UTF-8 byte order mark.
    let hasByteOrderMark: Bool

    static let badCharacterLimit = 20

    init(path: String, bytes: [UInt8]) {
        WorkCounter.add(bytes.count + 1)
        self.path = path
        var starts = [0]
        var nonASCII = [Int.max]
        var bad: [BadCharacter] = []
        let n = bytes.count
        let bom = n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var i = bom ? 3 : 0
        if bom { nonASCII[0] = 0 }
        while i < n {
            let b = bytes[i]
            if b >= 0x20 && b < 0x7F {
                i += 1
                continue
            }
            switch b {
            case ASCII.lineFeed:
                starts.append(i + 1)
                nonASCII.append(Int.max)
                i += 1
            case ASCII.tab:
                i += 1
            case ASCII.carriageReturn:
                if i + 1 >= n || bytes[i + 1] != ASCII.lineFeed, bad.count < Self.badCharacterLimit
                {
                    bad.append(BadCharacter(offset: i, scalar: nil))
                }
                i += 1
            case 0x00..<0x20, 0x7F:
                if bad.count < Self.badCharacterLimit {
                    bad.append(BadCharacter(offset: i, scalar: UInt32(b)))
                }
                i += 1
            default:
                // A multi-byte UTF-8 sequence (the input came from a String, so it is valid).
                if nonASCII[nonASCII.count - 1] == Int.max { nonASCII[nonASCII.count - 1] = i }
                let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                let b1 = i + 1 < n ? bytes[i + 1] : 0
                let b2 = i + 2 < n ? bytes[i + 2] : 0
                var scalar: UInt32?
                if b == 0xC2 && b1 >= 0x80 && b1 <= 0x9F {
                    scalar = 0x80 + UInt32(b1 - 0x80)  // C1 controls, NEL among them
                } else if b == 0xE2 && b1 == 0x80 && (b2 == 0xA8 || b2 == 0xA9) {
                    scalar = b2 == 0xA8 ? 0x2028 : 0x2029  // line and paragraph separators
                } else if b == 0xEF && b1 == 0xBF && (b2 == 0xBE || b2 == 0xBF) {
                    scalar = b2 == 0xBE ? 0xFFFE : 0xFFFF  // noncharacters
                } else if b == 0xEF && b1 == 0xBB && b2 == 0xBF {
                    scalar = 0xFEFF  // a byte order mark inside the file
                }
                if let scalar, bad.count < Self.badCharacterLimit {
                    bad.append(BadCharacter(offset: i, scalar: scalar))
                }
                i += length
            }
        }
        self.lineStarts = starts
        self.firstNonASCII = nonASCII
        self.badCharacters = bad
        self.hasByteOrderMark = bom
    }

    /// The 0-based index of the line that holds `offset`, trying `hint` (the line of the
    /// previous lookup) and the line after it before searching.
    func lineIndex(of offset: Int, hint: Int) -> Int {
        let last = lineStarts.count - 1
        if hint >= 0 && hint <= last && lineStarts[hint] <= offset {
            if hint == last || offset < lineStarts[hint + 1] { return hint }
            if hint + 1 == last || (hint + 2 <= last && offset < lineStarts[hint + 2]) {
                return hint + 1
            }
        }
        var low = 0
        var high = last
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 1-based column of `offset` on line `line` (0-based), counted in characters.
    func column(of offset: Int, line: Int, bytes: [UInt8]) -> Int {
        let start = lineStarts[line]
        let end = min(max(offset, start), bytes.count)
        if end <= firstNonASCII[line] { return end - start + 1 }
        var from = start
        if line == 0 && hasByteOrderMark { from = min(3, end) }
        WorkCounter.add(end - from + 1)
        return String(decoding: bytes[from..<end], as: UTF8.self).count + 1
    }
}
