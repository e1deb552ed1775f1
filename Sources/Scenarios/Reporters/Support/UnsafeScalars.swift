/// The characters no report may carry as they are, whatever its format: they move the cursor,
/// ring the bell, start a terminal escape sequence, break a line where a reader does not expect
/// one, reorder the text shown (bidirectional controls, "Trojan Source"), or are not allowed in
/// YAML and XML at all. Each format's escaping (``TerminalText``, ``XMLText``,
/// `JSONValue.quoted`, the GitHub annotations' and TAP's) shows them by number instead.
public enum UnsafeScalars {
    /// C0 controls (tab, LF and CR included: the caller keeps those where they are structure),
    /// DEL, C1 controls (NEL among them), the line and paragraph separators, the bidirectional
    /// embedding, override and isolate controls and marks, the byte-order mark, and the
    /// noncharacters U+FFFE and U+FFFF.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls
        case 0xFEFF, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// `\u{1B}`: how the text formats spell an unsafe character out.
    static func spelled(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
