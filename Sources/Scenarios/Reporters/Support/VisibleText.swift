/// Text for a terminal or a CI log: control characters that would move the cursor, ring the
/// bell or start an escape sequence are spelled out (`\u{1B}`), so that a scenario's own text
/// can neither garble the report nor fake its colours. Tabs and line breaks stay.
enum VisibleText {
    static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The same for every text of a diagnostic.
    static func of(_ diagnostic: Diagnostic) -> Diagnostic {
        var location = diagnostic.location
        location.path = of(location.path)
        return Diagnostic(diagnostic.severity, of(diagnostic.message), at: location, notes: diagnostic.notes.map(of))
    }

    /// C0 controls but tab, LF and CR; DEL; C1 controls.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }
}
