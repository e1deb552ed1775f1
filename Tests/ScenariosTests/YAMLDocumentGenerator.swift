import Foundation

/// Random YAML documents inside flowsim's subset, each with the value it must mean, and
/// documents with exactly one construct outside the subset, with the line it stands on.
///
/// Values are trees of null, Booleans, integers, strings, lists and mappings; each is written
/// in a style picked at random: block or flow collections, plain, single- or double-quoted
/// or literal (`|`, `|-`, `|+`) scalars, compact `- key: v` items, comments, blank lines,
/// `---`, CRLF line breaks and a byte order mark. Plain scalars are drawn only from text
/// that every YAML reads as a string, so the expected value is known without a YAML reader.
struct YAMLDocumentGenerator {
    indirect enum Value {
        case null
        case bool(Bool)
        case int(Int)
        case string(String)
        case list([Value])
        case map([(key: Value, value: Value)])
    }

    /// A document that the parser must accept, and its value as canonical JSON.
    struct Document {
        var text: String
        var json: String
    }

    /// A document that the parser must reject, with the 1-based line of the construct.
    struct Rejected {
        var text: String
        var line: Int
        var construct: String
    }

    var rng: SplitMix64
    /// Whether the document being written has a literal block scalar (its last line break matters).
    private var usedLiteral = false

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    // MARK: Values

    private mutating func below(_ n: Int) -> Int { Int.random(in: 0..<n, using: &rng) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    /// Words that no YAML reads as anything but a string, however they are combined.
    static let words = [
        "launch", "Home", "feed", "Chat", "settings", "로그인", "café", "tab_bar", "deep-link", "a.b",
        "ScreenName", "x1", "Z", "done!", "$token", "open(id=3)", "http://x.org/a?b=c", "it's",
        "50%",
        "a/b", "k=v", "α", "😀", "key-", "under_score", "CamelCase", "-minus", "?q", "dot.", "a:b",
    ]

    static let wordSet = Set(words)
    static let keyWords = words.filter { !$0.contains(" ") }

    mutating func value(depth: Int) -> Value {
        let roll = below(100)
        if depth >= 3 || roll < 45 { return scalar() }
        if roll < 72 { return .list((0..<below(4)).map { _ in value(depth: depth + 1) }) }
        var keys = Set<String>()
        var entries: [(key: Value, value: Value)] = []
        for _ in 0..<below(4) {
            let key = self.key()
            guard keys.insert(Self.keyText(key)).inserted else { continue }
            entries.append((key, value(depth: depth + 1)))
        }
        return .map(entries)
    }

    mutating func scalar() -> Value {
        switch below(10) {
        case 0: return .null
        case 1: return .bool(chance(50))
        case 2: return .int(pick([0, 1, -1, 7, 42, -300, 1111, 65535, Int.max, Int.min]))
        case 3:
            return .string(
                pick([
                    "", " ", "first\nsecond\n", "a\n\nb\n\n", "x\n", "one\ntwo", "로그인\n", "yes",
                    "no", "on", "0x1F", "1.5", "010", "2024-06-22", "1:20", "True", "NULL",
                    "~", "null", "12", "-0", "a # b", "#x", "- a", "[x]", "{y}", "a: b", "'q'",
                    "\"d\"",
                    "tab\there", "line\nbreak", "back\\slash", "&anchor", "*alias", "!tag", "|",
                    ">",
                    "@at", "`tick", "%pct", " lead", "trail ", "é\u{301}", "\u{7F}", "\u{85}",
                ]))
        default:
            let count = 1 + below(3)
            return .string((0..<count).map { _ in pick(Self.words) }.joined(separator: " "))
        }
    }

    mutating func key() -> Value {
        switch below(10) {
        case 0: return .int(pick([0, 1, 2, 404, -5]))
        case 1:
            return .string(pick(["yes", "null", "1", "key with spaces", "로그인", "a: b", "", "x#y"]))
        default: return .string(pick(Self.keyWords))
        }
    }

    static func keyText(_ key: Value) -> String {
        switch key {
        case .int(let i): return String(i)
        case .string(let s): return s
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        default: return "?"
        }
    }

    /// The value as `YAMLTestSupport.canonicalJSON` writes a parse (and the Python side writes PyYAML's).
    static func json(_ value: Value) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let s): return YAMLTestSupport.jsonString(s)
        case .list(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case .map(let entries):
            let keyed = entries.map {
                (
                    sort: Array(keyText($0.key).unicodeScalars.map(\.value)), text: keyText($0.key),
                    value: $0.value
                )
            }
            let sorted = keyed.sorted { $0.sort.lexicographicallyPrecedes($1.sort) }
            return "{"
                + sorted.map { YAMLTestSupport.jsonString($0.text) + ": " + json($0.value) }.joined(
                    separator: ", ") + "}"
        }
    }

    // MARK: Writing

    /// Whether a string can be written plain: built from `words` only.
    private static func isPlainSafe(_ s: String) -> Bool {
        let parts = s.split(separator: " ", omittingEmptySubsequences: false)
        return !s.isEmpty && parts.allSatisfy { wordSet.contains(String($0)) }
    }

    /// A scalar on one line, in any style that keeps its value (`inFlow`: inside `[…]`/`{…}`).
    private mutating func inlineScalar(_ value: Value, inFlow: Bool) -> String {
        switch value {
        case .null: return pick(inFlow ? ["null", "~"] : ["null", "~", ""])
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let s):
            // Flow indicators end a plain scalar inside a flow collection.
            let flowSafe = !s.utf8.contains(where: {
                $0 == 0x2C || $0 == 0x5B || $0 == 0x5D || $0 == 0x7B || $0 == 0x7D || $0 == 0x3F
                    || $0 == 0x3A
            })
            if Self.isPlainSafe(s) && (!inFlow || flowSafe) && chance(70) { return s }
            if !s.unicodeScalars.contains(where: {
                $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x85
            }) && chance(40) {
                return "'" + s.replacingOccurrences(of: "'", with: "''") + "'"
            }
            return doubleQuoted(s)
        default: return "?"
        }
    }

    private mutating func doubleQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += chance(50) ? "\\t" : "\t"
            case "/": out += chance(30) ? "\\/" : "/"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 {
                    out += String(format: "\\u%04X", scalar.value)
                } else if scalar.value > 0x7F && chance(20) {
                    out +=
                        scalar.value > 0xFFFF
                        ? String(format: "\\U%08X", scalar.value)
                        : String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A flow collection or scalar on one line.
    private mutating func flow(_ value: Value) -> String {
        switch value {
        case .list(let items):
            // A single `key: value` pair is a one-entry mapping inside a flow list.
            let parts = items.map { item -> String in
                if case .map(let entries) = item, entries.count == 1, chance(30),
                    case .string = entries[0].key
                {
                    return flowKey(entries[0].key) + ": " + flow(entries[0].value)
                }
                return flow(item)
            }
            return "[" + parts.joined(separator: pick([", ", ",", " , "]))
                + (parts.isEmpty || chance(85) ? "" : ",") + "]"
        case .map(let entries):
            let parts = entries.map { flowKey($0.key) + ":" + pick([" ", "  "]) + flow($0.value) }
            return "{" + parts.joined(separator: ", ") + (parts.isEmpty || chance(85) ? "" : ",")
                + "}"
        default:
            return inlineScalar(value, inFlow: true)
        }
    }

    private mutating func flowKey(_ key: Value) -> String {
        if case .null = key { return "null" }
        return inlineScalar(key, inFlow: true)
    }

    private mutating func blockKey(_ key: Value) -> String {
        if case .null = key { return "null" }
        return inlineScalar(key, inFlow: false)
    }

    private mutating func comment() -> String {
        chance(15) ? "  # " + pick(["note", "a: b", "- x", "#", "로그인", "[x", "'"]) : ""
    }

    /// Whether a string can be a literal block scalar (`|`, `|-` or `|+`), and which indicator keeps it.
    private func literalIndicator(_ s: String) -> String? {
        guard !s.isEmpty, !s.hasPrefix(" "), !s.contains("\t"), !s.contains("\r"),
            !s.unicodeScalars.contains(where: {
                $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F || $0.value == 0x85
                    || $0.value == 0xFEFF
            }),
            !s.split(separator: "\n", omittingEmptySubsequences: false).contains(where: {
                $0.hasPrefix(" ")
            })
        else { return nil }
        if s.hasSuffix("\n\n") { return "|+" }
        if s.hasSuffix("\n") { return s.dropLast().isEmpty ? nil : "|" }
        return "|-"
    }

    /// Lines for `value` as the value of a block mapping entry or sequence item whose indicator
    /// is at `indent`: either the rest of the indicator's line, or more lines below it.
    private mutating func blockValue(_ value: Value, indent: Int, isSequenceItem: Bool) -> (
        inline: String, lines: [String]
    ) {
        let pad = { (n: Int) in String(repeating: " ", count: n) }
        switch value {
        case .list(let items) where !items.isEmpty && chance(75):
            // A sequence under a mapping key may sit at the key's own indentation.
            let childIndent = max(0, !isSequenceItem && chance(40) ? indent : indent + 1 + below(3))
            return ("", items.flatMap { sequenceItem($0, indent: childIndent) })
        case .map(let entries) where !entries.isEmpty && chance(75):
            let childIndent = max(0, indent + 1 + below(3))
            return ("", entries.flatMap { mappingEntry($0, indent: childIndent) })
        case .string(let s) where literalIndicator(s) != nil && chance(40):
            let indicator = literalIndicator(s) ?? "|"
            // a block scalar is indented at least 1
            let childIndent = max(1, indent + 1 + below(3))
            var body = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // the text's own final break ends the last line
            if indicator != "|-" { body.removeLast() }
            usedLiteral = true
            return (indicator + comment(), body.map { $0.isEmpty ? "" : pad(childIndent) + $0 })
        default:
            return (flow(value) + comment(), [])
        }
    }

    private mutating func mappingEntry(_ entry: (key: Value, value: Value), indent: Int) -> [String]
    {
        var lines: [String] = []
        // At the margin: an indented line could belong to a block scalar above it.
        if chance(5) { lines.append("# comment") }
        let (inline, below) = blockValue(entry.value, indent: indent, isSequenceItem: false)
        let head = String(repeating: " ", count: indent) + blockKey(entry.key) + ":"
        lines.append(inline.isEmpty ? head + (chance(10) ? "  # c" : "") : head + " " + inline)
        return lines + below
    }

    private mutating func sequenceItem(_ item: Value, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        // `- key: v` with the rest of the mapping lined up under the key.
        if case .map(let entries) = item, !entries.isEmpty, chance(50) {
            let spaces = 1 + below(3)
            let inner = entries.flatMap { mappingEntry($0, indent: indent + 1 + spaces) }
            guard
                let first = inner.firstIndex(where: {
                    !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && !$0.isEmpty
                })
            else { return [] }
            var lines = Array(inner[...])
            lines[first] =
                pad + "-" + String(repeating: " ", count: spaces)
                + lines[first].dropFirst(indent + 1 + spaces)
            return lines
        }
        // `- - a`: a list inside a list on the same line.
        if case .list(let items) = item, !items.isEmpty, chance(40) {
            let inner = items.flatMap { sequenceItem($0, indent: indent + 2) }
            var lines = inner
            if let first = lines.firstIndex(where: { $0.hasPrefix(pad + "  -") }) {
                lines[first] = pad + "- " + lines[first].dropFirst(indent + 2)
                return lines
            }
        }
        let (inline, below) = blockValue(item, indent: indent, isSequenceItem: true)
        return [inline.isEmpty ? pad + "-" : pad + "- " + inline] + below
    }

    private func pad(_ n: Int) -> String { String(repeating: " ", count: n) }

    /// A document inside the subset.
    mutating func document() -> Document {
        usedLiteral = false
        let root: Value
        switch below(10) {
        case 0: root = scalar()
        case 1...4: root = .list((0..<(1 + below(4))).map { _ in value(depth: 1) })
        default:
            var keys = Set<String>()
            var entries: [(key: Value, value: Value)] = []
            for _ in 0..<(1 + below(5)) {
                let key = self.key()
                guard keys.insert(Self.keyText(key)).inserted else { continue }
                entries.append((key, value(depth: 1)))
            }
            root = .map(entries)
        }
        var lines: [String]
        switch root {
        case .list(let items) where !items.isEmpty && chance(80):
            lines = items.flatMap { sequenceItem($0, indent: 0) }
        case .map(let entries) where !entries.isEmpty && chance(80):
            lines = entries.flatMap { mappingEntry($0, indent: 0) }
        default:
            let (inline, below) = blockValue(root, indent: -1, isSequenceItem: false)
            lines = inline.isEmpty ? below : [inline] + below
            if case .null = root, inline.isEmpty, below.isEmpty { lines = ["null"] }
        }
        if chance(10) { lines.insert(chance(50) ? "---" : "--- # start", at: 0) }
        if chance(10) { lines.insert("# a comment first", at: 0) }
        let breakText = chance(10) ? "\r\n" : "\n"
        var text = lines.joined(separator: breakText) + (usedLiteral || chance(90) ? breakText : "")
        if chance(3) { text = "\u{FEFF}" + text }
        return Document(text: text, json: Self.json(root))
    }

    // MARK: Outside the subset

    /// Constructs the subset refuses, each written as the value of a mapping entry.
    static let outside: [(name: String, value: String)] = [
        ("anchor", "&a value"), ("alias", "*a"), ("tag", "!!str value"),
        ("local tag", "!thing value"),
        ("folded scalar", ">\n  folded"), ("YAML 1.1 Boolean", "yes"), ("YAML 1.1 Boolean", "off"),
        ("YAML 1.1 Boolean", "y"),
        ("capitalised Boolean", "True"), ("capitalised null", "NULL"), ("hexadecimal", "0x1F"),
        ("octal", "010"),
        ("float", "1.5"), ("date", "2024-06-22"), ("base 60", "1:20"),
        ("underscored integer", "1_000"),
        ("reserved @", "@mention"), ("reserved `", "`cmd`"), ("directive-like", "%x"),
        ("complex key", "? k"),
        ("unterminated quote", "\"open"), ("unterminated quote", "'open"),
        ("unknown escape", "\"a\\qb\""),
        ("flow with anchor", "[&a x]"), ("flow with alias", "{k: *a}"),
        ("flow with tag", "[!!int 1]"),
        ("too large integer", "99999999999999999999"), ("infinity", ".inf"),
        ("not a number", ".nan"),
        ("tab after value", "x\t# c"), ("folded in flow", "[>]"),
    ]

    /// A document inside the subset with one line replaced by a construct outside it.
    mutating func rejected() -> Rejected {
        var lines: [String] = []
        for i in 0..<(1 + below(4)) { lines.append("k\(i): " + flow(value(depth: 2))) }
        let at = below(lines.count + 1)
        let construct: (name: String, value: String)
        switch below(Self.outside.count + 3) {
        case Self.outside.count:
            construct = ("duplicate key", "k0: again")
        case Self.outside.count + 1:
            construct = ("second document", "---\nother: 1")
        case Self.outside.count + 2:
            construct = ("tab indentation", "\tindented: 1")
        case let i:
            construct = (Self.outside[i].name, "bad: " + Self.outside[i].value)
        }
        // A duplicate must come after the first k0; a second document after some content.
        let position =
            construct.name == "duplicate key" || construct.name == "second document"
            ? max(at, 1) : at
        lines.insert(construct.value, at: min(position, lines.count))
        let line = lines[..<min(position, lines.count)].reduce(1) {
            $0 + $1.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        return Rejected(
            text: lines.joined(separator: "\n") + "\n", line: line, construct: construct.name)
    }
}
