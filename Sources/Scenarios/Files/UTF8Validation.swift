/// Where a file stops being UTF-8, so that the error points at the first bad byte rather than at 1:1.
enum UTF8Validation {
    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence
    /// (overlong forms, surrogates and code points past U+10FFFF included); `nil` when all is valid.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF  // the allowed range of the second byte
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return i
            }
            guard i + 1 < n, (low...high).contains(bytes[i + 1]) else { return i }
            for k in 2..<length {
                guard i + k < n, (0x80...0xBF).contains(bytes[i + k]) else { return i }
            }
            i += length
        }
        return nil
    }

    /// The 1-based line and column of byte `offset`: lines end at LF, columns count characters.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let before = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return (line, before.count + 1)
    }
}
