/// The characters no output may carry as they are, and text with them spelled out by number.
///
/// They move the cursor, ring the bell, start a terminal escape sequence, break a line where a
/// reader does not expect one, reorder the text shown (bidirectional controls, "Trojan
/// Source"), or are not allowed in YAML and XML at all. The engine's own text (the hierarchy in
/// failures, graphs, the comments of emitted scenarios) spells them out with ``oneLine(_:)``;
/// the reports' escaping in the Scenarios module (`SpelledOutScalars`) reads the same set.
public enum VisibleText {
    /// C0 controls (tab, LF and CR included: a caller keeps those where they are structure),
    /// DEL, C1 controls (NEL among them), the line and paragraph separators, the bidirectional
    /// embedding, override and isolate controls and marks, the byte-order mark, and the
    /// noncharacters U+FFFE and U+FFFF.
    public static func mustBeSpelledOut(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls
        case 0xFEFF, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// `\u{1B}`: a character spelled out.
    public static func spelled(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The text on one line, every such character (line breaks and tabs too) spelled out as
    /// `\u{A}`; ordinary text, accents, Hangul and emoji as they are.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: mustBeSpelledOut) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if mustBeSpelledOut(scalar) {
                out += spelled(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
