import FlowKit

/// How the line being edited is drawn on one terminal row: the prompt, the part of the line
/// that fits around the cursor, and the column the cursor goes to. Wide characters (Hangul,
/// CJK) take two columns. A draw reads only the characters that fit around the cursor, never
/// the whole line: a key costs the row's width, however long the line (a line redrawn from its
/// start for every key made pasting 4,000 characters take over a minute).
struct LineView: Equatable {
    /// The text to draw after a carriage return.
    var text: String
    /// The 0-based column of the cursor.
    var cursorColumn: Int

    init(prompt: String, line: [Character], cursor: Int, columns: Int) {
        let room = max(8, columns - 1 - Self.width(prompt))
        // Scroll so that the cursor is visible: from the cursor back, as many characters as fit.
        let cursor = min(max(0, cursor), line.count)
        var start = cursor
        var beforeCursor = 0
        while start > 0 {
            let w = Self.width(line[start - 1])
            if beforeCursor + w > room { break }
            beforeCursor += w
            start -= 1
        }
        var end = cursor
        var used = beforeCursor
        while end < line.count {
            let w = Self.width(line[end])
            if used + w > room { break }
            used += w
            end += 1
        }
        text = prompt + String(line[start..<end])
        cursorColumn = Self.width(prompt) + beforeCursor
    }

    static func width<S: Sequence>(_ characters: S) -> Int where S.Element == Character {
        characters.reduce(0) { $0 + width($1) }
    }

    static func width(_ string: String) -> Int { width(Array(string)) }

    /// Columns a character takes: two for East Asian wide ones, none for controls, one otherwise.
    static func width(_ c: Character) -> Int {
        WorkCounter.add(1)
        guard let scalar = c.unicodeScalars.first else { return 0 }
        let v = scalar.value
        if v < 0x20 || v == 0x7F { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v)
            || (0x20000...0x3FFFD).contains(v)
        {
            return 2
        }
        return 1
    }
}
