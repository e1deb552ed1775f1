/// The line being edited at the REPL's prompt, as a pure value: the text, the cursor, the
/// history and what a key does to them. The terminal loop feeds it keys and draws it; tests
/// drive it without a terminal.
struct LineEditor: Equatable {
    /// What a key did.
    enum Outcome: Equatable {
        /// The line or the cursor changed (or nothing did): redraw.
        case edited
        /// Enter: the line is done (and now in the history).
        case submitted(String)
        /// Ctrl-C: the line was dropped; on an empty line, the user wants to leave.
        case interrupted(wasEmpty: Bool)
        /// Ctrl-D on an empty line: the end of input.
        case endOfInput
        /// Tab found several completions and no common prefix to add: show them.
        case candidates([String])
        /// Ctrl-L.
        case clearScreen
    }

    /// The most lines the history keeps (oldest dropped first).
    static let maximumHistory = 500
    /// The longest line the editor takes: keys past it are ignored.
    static let maximumLength = 4_096

    private(set) var buffer: [Character] = []
    /// The cursor, as a character offset into the buffer (0...count).
    private(set) var cursor = 0
    /// Earlier lines, oldest first.
    private(set) var history: [String]
    /// While browsing the history with up and down: the entry shown.
    private var historyPosition: Int?
    /// The line being typed before browsing began, given back after the newest entry.
    private var draft: [Character] = []

    init(history: [String] = []) {
        self.history = Array(history.suffix(Self.maximumHistory))
    }

    /// The line as typed so far.
    var text: String { String(buffer) }

    /// Applies `key`; `complete` gives, for the text before the cursor, where the word being
    /// completed starts (a character offset) and the candidates that could replace it.
    mutating func handle(_ key: Key, complete: (String) -> (start: Int, candidates: [String]))
        -> Outcome
    {
        switch key {
        case .character(let c):
            guard buffer.count < Self.maximumLength else { return .edited }
            buffer.insert(c, at: cursor)
            cursor += 1
        case .enter:
            let line = text
            record(line)
            reset()
            return .submitted(line)
        case .tab:
            return completeWord(complete)
        case .backspace:
            if cursor > 0 {
                buffer.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete:
            if cursor < buffer.count { buffer.remove(at: cursor) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(buffer.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = buffer.count
        case .wordLeft: cursor = wordStart(before: cursor)
        case .wordRight: cursor = wordEnd(after: cursor)
        case .killToEnd: buffer.removeSubrange(cursor...)
        case .killToStart:
            buffer.removeSubrange(..<cursor)
            cursor = 0
        case .killWordBefore:
            let start = wordStart(before: cursor)
            buffer.removeSubrange(start..<cursor)
            cursor = start
        case .up: browse(by: -1)
        case .down: browse(by: 1)
        case .interrupt:
            let wasEmpty = buffer.isEmpty
            reset()
            return .interrupted(wasEmpty: wasEmpty)
        case .endOfInput:
            if buffer.isEmpty { return .endOfInput }
            if cursor < buffer.count { buffer.remove(at: cursor) }
        case .clearScreen: return .clearScreen
        case .ignored: break
        }
        return .edited
    }

    /// Adds a line to the history (not an empty one, nor the one just before again).
    mutating func record(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), history.last != line else { return }
        history.append(line)
        if history.count > Self.maximumHistory {
            history.removeFirst(history.count - Self.maximumHistory)
        }
    }

    private mutating func reset() {
        buffer.removeAll()
        cursor = 0
        historyPosition = nil
        draft.removeAll()
    }

    private mutating func browse(by step: Int) {
        guard !history.isEmpty else { return }
        let current = historyPosition ?? history.count
        let next = min(max(0, current + step), history.count)
        guard next != current else { return }
        if historyPosition == nil { draft = buffer }
        if next == history.count {
            buffer = draft
            historyPosition = nil
        } else {
            buffer = Array(history[next])
            historyPosition = next
        }
        cursor = buffer.count
    }

    private func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_"
    }

    private func wordStart(before position: Int) -> Int {
        var i = position
        while i > 0, !isWordCharacter(buffer[i - 1]) { i -= 1 }
        while i > 0, isWordCharacter(buffer[i - 1]) { i -= 1 }
        return i
    }

    private func wordEnd(after position: Int) -> Int {
        var i = position
        while i < buffer.count, !isWordCharacter(buffer[i]) { i += 1 }
        while i < buffer.count, isWordCharacter(buffer[i]) { i += 1 }
        return i
    }

    private mutating func completeWord(_ complete: (String) -> (start: Int, candidates: [String]))
        -> Outcome
    {
        let before = String(buffer[..<cursor])
        let (start, candidates) = complete(before)
        guard !candidates.isEmpty, start >= 0, start <= cursor else { return .edited }
        let typed = String(buffer[start..<cursor])
        let replacement: String
        if candidates.count == 1, let only = candidates.first {
            replacement = only
        } else {
            let common = Self.commonPrefix(candidates)
            guard common.count > typed.count else { return .candidates(candidates) }
            replacement = common
        }
        let inserted = Array(replacement)
        guard buffer.count - (cursor - start) + inserted.count <= Self.maximumLength else {
            return .edited
        }
        buffer.replaceSubrange(start..<cursor, with: inserted)
        cursor = start + inserted.count
        return .edited
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var n = 0
            while n < prefix.count, n < characters.count, prefix[n] == characters[n] { n += 1 }
            prefix.removeSubrange(n...)
        }
        return String(prefix)
    }
}
