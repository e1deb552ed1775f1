/// Turns the bytes a terminal sends in raw mode into ``Key``s: UTF-8 characters, control keys
/// and the escape sequences of arrows, Home, End, Delete and word moves (xterm and VT100 forms).
struct KeyDecoder {
    private var pending: [UInt8] = []
    /// After an overlong escape sequence: its remaining bytes are dropped up to its final byte.
    private var isDiscarding = false

    /// Whether bytes of an unfinished key are waiting (a lone escape waits for what follows).
    var isWaiting: Bool { !pending.isEmpty }

    /// Feeds one byte; returns the key it completes, if any.
    mutating func feed(_ byte: UInt8) -> Key? {
        if isDiscarding {
            if (0x40...0x7E).contains(byte) { isDiscarding = false }
            return nil
        }
        pending.append(byte)
        guard let first = pending.first else { return nil }
        if first == 0x1B { return escape() }
        if first < 0x80 {
            pending.removeAll()
            return control(first)
        }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard pending.count >= length else { return nil }
        let bytes = pending
        pending.removeAll()
        let text = String(decoding: bytes, as: UTF8.self)
        guard let character = text.first, text.count == 1, character != "\u{FFFD}" else {
            return .ignored
        }
        return .character(character)
    }

    /// Ends an unfinished sequence (no byte came soon after an escape): it was a lone Escape.
    mutating func flush() -> Key? {
        guard !pending.isEmpty else { return nil }
        pending.removeAll()
        return .ignored
    }

    private func control(_ byte: UInt8) -> Key {
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x01: return .home
        case 0x05: return .end
        case 0x02: return .left
        case 0x06: return .right
        case 0x10: return .up
        case 0x0E: return .down
        case 0x0B: return .killToEnd
        case 0x15: return .killToStart
        case 0x17: return .killWordBefore
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x0C: return .clearScreen
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
        default: return .ignored
        }
    }

    /// `ESC b`, `ESC f`, `ESC [ …`, `ESC O …`.
    private mutating func escape() -> Key? {
        guard pending.count >= 2 else { return nil }
        let second = pending[1]
        if second == UInt8(ascii: "[") || second == UInt8(ascii: "O") {
            guard pending.count >= 3 else { return nil }
            let last = pending[pending.count - 1]
            // Parameters are digits and ';'; the final byte is a letter or '~'.
            if (0x30...0x3F).contains(last) {
                if pending.count > 16 {
                    pending.removeAll()
                    isDiscarding = true
                    return .ignored
                }
                return nil
            }
            let parameters = String(decoding: pending[2..<(pending.count - 1)], as: UTF8.self)
            pending.removeAll()
            let modified = parameters.hasSuffix(";5") || parameters.hasSuffix(";3")
            switch last {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "C"): return modified ? .wordRight : .right
            case UInt8(ascii: "D"): return modified ? .wordLeft : .left
            case UInt8(ascii: "H"): return .home
            case UInt8(ascii: "F"): return .end
            case UInt8(ascii: "~"):
                switch parameters {
                case "1", "7": return .home
                case "4", "8": return .end
                case "3": return .delete
                default: return .ignored
                }
            default: return .ignored
            }
        }
        pending.removeAll()
        switch second {
        case UInt8(ascii: "b"): return .wordLeft
        case UInt8(ascii: "f"): return .wordRight
        case 0x7F: return .killWordBefore
        default: return .ignored
        }
    }
}
