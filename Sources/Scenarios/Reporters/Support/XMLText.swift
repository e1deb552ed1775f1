/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
    /// Character data: `&`, `<`, `>` escaped; characters XML 1.0 forbids replaced.
    static func text(_ value: String) -> String {
        escaped(value, inAttribute: false)
    }

    /// An attribute value for double quotes: also `"`, `'`, and line breaks and tabs as character
    /// references, so that a parser gives them back instead of normalizing them to spaces.
    static func attribute(_ value: String) -> String {
        escaped(value, inAttribute: true)
    }

    private static func escaped(_ value: String, inAttribute: Bool) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where !isAllowed(scalar):
                // XML 1.0 cannot carry these even as character references: spell them out.
                out += SpelledOutScalars.spelled(scalar)
            case _ where SpelledOutScalars.mustBeSpelledOut(scalar):
                // Allowed, but not raw in the file: C1 controls, line separators, bidi controls.
                out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The XML 1.0 `Char` production (surrogates cannot occur in a Swift string).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xFFFD: return true
        case 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
