/// A JSON document built in order and printed by hand, so that key order is stable.
enum JSONValue {
    case string(String)
    case integer(Int)
    /// A number already in JSON syntax (see `DurationText.seconds`).
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// `string` or `null`.
    static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// Pretty-printed with two-space indentation, without a final line break.
    func rendered(indent: String = "") -> String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .integer(let value): return String(value)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
                + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{\n"
                + members.map {
                    inner + Self.quoted($0.key) + ": " + $0.value.rendered(indent: inner)
                }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A JSON string literal: quotes, backslashes and every ``SpelledOutScalars`` character escaped, everything
    /// else (non-ASCII included) kept as UTF-8. Also a valid YAML double-quoted scalar (TAP uses it).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where SpelledOutScalars.mustBeSpelledOut(scalar):
                // C0, DEL and C1 controls, the Unicode line separators, bidirectional controls,
                // the BOM and U+FFFE/U+FFFF: escaped, so that the literal is also safe as YAML
                // (which forbids U+FFFE raw), as JavaScript, and on a terminal.
                out += "\\u" + hex4(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Four upper-case hex digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
