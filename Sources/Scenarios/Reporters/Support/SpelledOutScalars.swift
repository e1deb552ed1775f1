import FlowKit

/// The characters no report may carry as they are, whatever its format: they move the cursor,
/// ring the bell, start a terminal escape sequence, break a line where a reader does not expect
/// one, reorder the text shown (bidirectional controls, "Trojan Source"), or are not allowed in
/// YAML and XML at all. Each format's escaping (``TerminalText``, ``XMLText``,
/// `JSONValue.quoted`, the GitHub annotations' and TAP's) shows them by number instead.
public enum SpelledOutScalars {
    /// C0 controls (tab, LF and CR included: the caller keeps those where they are structure),
    /// DEL, C1 controls, line and paragraph separators, bidirectional controls, the byte-order
    /// mark, U+FFFE and U+FFFF: the engine's ``VisibleText`` set, one for all outputs.
    public static func mustBeSpelledOut(_ scalar: Unicode.Scalar) -> Bool {
        VisibleText.mustBeSpelledOut(scalar)
    }

    /// `\u{1B}`: how the text formats spell such a character out.
    static func spelled(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return VisibleText.spelled(scalar)
        }
    }
}
