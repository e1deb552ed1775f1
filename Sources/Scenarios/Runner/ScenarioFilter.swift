/// `--filter PATTERN` (and `ScenarioSuite.run(filter:)`): selects scenarios by their title or
/// their file's path.
///
/// A pattern with `*`, `?` or `[` is a glob that must match the whole title or the whole path
/// (`*` any run of characters, `/` included; `?` one character; `[abc]`, `[a-z]`, `[!a]` one
/// character of a set); any other pattern matches when it is part of the title or the path.
/// Both ignore case.
public struct ScenarioFilter: Sendable, Hashable {
    /// The pattern as given.
    public let pattern: String
    private let folded: [Character]
    private let isGlob: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        folded = Array(pattern.lowercased())
        isGlob = pattern.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// Whether a scenario with this title, in this file, is selected.
    public func matches(title: String, path: String) -> Bool {
        matches(title) || matches(path)
    }

    private func matches(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard isGlob else { return pattern.isEmpty || lowered.contains(pattern.lowercased()) }
        return Self.glob(folded, Array(lowered))
    }

    /// When the pattern reads as a regular expression (`transfer.*fail`, `^shop`, `a|b`,
    /// `fail$`, `\\d`), the glob that likely means the same (`*transfer*fail*`); `nil` otherwise.
    /// A glob matches the whole title or path, so the suggestion starts and ends with `*`
    /// unless the expression was anchored there.
    public var globForRegularExpression: String? {
        let marks = [".*", ".+", "\\", "|", "(", ")", "{", "}", "+"]
        let anchored = pattern.hasPrefix("^") || pattern.hasSuffix("$")
        guard anchored || marks.contains(where: { pattern.contains($0) }) else { return nil }
        var body = pattern
        let start = body.hasPrefix("^")
        let end = body.hasSuffix("$")
        if start { body.removeFirst() }
        if end, !body.isEmpty { body.removeLast() }
        body = body.replacingOccurrences(of: ".*", with: "*")
            .replacingOccurrences(of: ".+", with: "?*")
            .replacingOccurrences(of: "\\", with: "")
        body = String(body.filter { !"|(){}+".contains($0) })
        body = body.replacingOccurrences(of: ".", with: "?")
        let glob = (start ? "" : "*") + body + (end ? "" : "*")
        return glob.replacingOccurrences(of: "**", with: "*")
    }

    /// Glob matching with backtracking to the last `*` only, so the cost stays within
    /// pattern length × text length.
    static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star: Int?
        var starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = p
                starText = t
                p += 1
            } else if p < pattern.count, let next = matchOne(pattern, p, text[t]) {
                p = next
                t += 1
            } else if let s = star {
                p = s + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// If the pattern element at `p` matches `c`, the index after that element.
    private static func matchOne(_ pattern: [Character], _ p: Int, _ c: Character) -> Int? {
        switch pattern[p] {
        case "?":
            return p + 1
        case "[":
            // A set; an unclosed `[` is an ordinary character.
            var i = p + 1
            let negated = i < pattern.count && (pattern[i] == "!" || pattern[i] == "^")
            if negated { i += 1 }
            var matched = false
            var first = true
            while i < pattern.count, pattern[i] != "]" || first {
                first = false
                if i + 2 < pattern.count, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                    if pattern[i] <= c && c <= pattern[i + 2] { matched = true }
                    i += 3
                } else {
                    if pattern[i] == c { matched = true }
                    i += 1
                }
            }
            guard i < pattern.count else { return c == "[" ? p + 1 : nil }
            return matched != negated ? i + 1 : nil
        case let literal:
            return literal == c ? p + 1 : nil
        }
    }
}
