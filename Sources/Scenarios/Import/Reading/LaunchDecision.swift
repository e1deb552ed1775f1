/// The launch decision as code writes it: the first `if` or `guard` in the launch method, on a
/// `UserDefaults` or keychain read (`!UserDefaults.standard.bool(forKey: "hasSeenOnboarding")`) or
/// on a flag, with the code of each branch.
struct LaunchDecision {
    struct Key {
        var name: String
        var store: DraftStateKey.Store
    }

    /// A branch's code: the tokens strictly between `open` and `close`.
    struct Branch {
        var open: Int
        var close: Int
        /// Whether the branch runs when the key is true.
        var whenTrue: Bool
    }

    var key: Key
    var line: Int
    var branches: [Branch]

    static func find(in source: SwiftSource, from: Int, to: Int) -> LaunchDecision? {
        var i = from + 1
        let end = min(to, source.tokens.count)
        while i < end {
            let isIf = source.isText(i, "if")
            let isGuard = source.isText(i, "guard")
            guard isIf || isGuard, !source.isText(i + 1, "let"), !source.isText(i + 1, "case")
            else {
                i += 1
                continue
            }
            // The condition runs to the body's `{` (an `if`) or to `else` (a `guard`).
            var j = i + 1
            while j < end, !source.isText(j, "{"), !(isGuard && source.isText(j, "else")) {
                if source.isText(j, "("), source.closing[j] > j { j = source.closing[j] }
                j += 1
            }
            if isGuard, source.isText(j, "else") { j += 1 }
            guard j < end, source.isText(j, "{"), let key = key(in: source, from: i + 1, to: j)
            else {
                i += 1
                continue
            }
            let negated = isNegated(source, from: i + 1, to: j)
            let bodyClose = min(source.closing[j], end)
            var branches: [Branch]
            if isGuard {
                branches = [
                    Branch(open: j, close: bodyClose, whenTrue: negated),
                    Branch(open: bodyClose, close: end, whenTrue: !negated),
                ]
            } else if source.isText(bodyClose + 1, "else") {
                var last = bodyClose + 1
                // `else { … }` or `else if … { … } else { … }`: to the last block of the chain.
                var k = bodyClose + 2
                while k < end {
                    if source.isText(k, "{") {
                        last = min(source.closing[k], end)
                        guard source.isText(last + 1, "else") else { break }
                        k = last + 2
                        continue
                    }
                    k += 1
                }
                branches = [
                    Branch(open: j, close: bodyClose, whenTrue: !negated),
                    Branch(open: bodyClose + 1, close: last, whenTrue: negated),
                ]
            } else if exits(source, open: j, close: bodyClose) {
                branches = [
                    Branch(open: j, close: bodyClose, whenTrue: !negated),
                    Branch(open: bodyClose, close: end, whenTrue: negated),
                ]
            } else {
                // `if resetIfNeeded() { showResetAlert() }` and on: both ways run what follows,
                // so this `if` decides nothing about the root.
                i = bodyClose + 1
                continue
            }
            return LaunchDecision(key: key, line: source.line(i), branches: branches)
        }
        return nil
    }

    /// The key a condition reads: its string literal (`forKey: "hasSeenOnboarding"`), else its
    /// last name (`isLoggedIn`).
    private static func key(in source: SwiftSource, from: Int, to: Int) -> Key? {
        var literal: String?
        var lastName: String?
        var keychain = false
        for k in from..<to {
            let text = source.text(k)
            if text.contains("eychain") { keychain = true }
            if literal == nil, let string = source.plainString(k) { literal = string }
            if source.isIdentifier(k),
                !["self", "nil", "true", "false", "standard"].contains(text),
                text.first?.isLetter == true
            {
                lastName = text
            }
        }
        guard let raw = literal ?? lastName else { return nil }
        let name = sanitized(raw)
        guard !name.isEmpty else { return nil }
        // A flag read at launch is persisted, as a rule: UserDefaults unless the keychain shows.
        let store: DraftStateKey.Store = keychain ? .keychain : .defaults
        return Key(name: name, store: store)
    }

    /// Whether the block `open…close` leaves the method: a `return` outside any closure in it.
    private static func exits(_ source: SwiftSource, open: Int, close: Int) -> Bool {
        var k = open + 1
        while k < close {
            if source.isText(k, "return") { return true }
            k = source.isText(k, "{") && source.closing[k] > k ? source.closing[k] + 1 : k + 1
        }
        return false
    }

    private static func isNegated(_ source: SwiftSource, from: Int, to: Int) -> Bool {
        if source.isText(from, "!") { return true }
        for k in from..<to where source.tokens[k].kind == .operator && source.isText(k, "==") {
            if source.isText(k + 1, "nil") || source.isText(k + 1, "false") { return true }
        }
        return (from..<to).contains { source.isText($0, "isEmpty") }
    }

    /// A state key name: letters, digits and `_` only, starting with a letter.
    static func sanitized(_ raw: String) -> String {
        var out = ""
        for scalar in raw.unicodeScalars where scalar.isASCII {
            let c = Character(scalar)
            if c.isLetter || c == "_" || (c.isNumber && !out.isEmpty) { out.append(c) }
        }
        return out.lowercasedFirst
    }
}
