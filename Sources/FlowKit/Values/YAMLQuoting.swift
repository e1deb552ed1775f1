/// Text written into a YAML file as a double-quoted scalar that reads back as the same
/// string: `"`, `\` and every character of ``VisibleText/mustBeSpelledOut(_:)`` escaped with the
/// escapes flowsim's parser reads (`\n`, `\t`, `\r`, `\u001B`), everything else as it is.
/// Scenario files that exploration emits and the REPL's `:save` both write their quoted values
/// with it.
public enum YAMLQuoting {
    /// `say "hi"` ⟶ `"say \"hi\""`; a line break becomes `\n`, other unsafe characters `\uXXXX`
    /// (C0 and C1 controls, DEL, line separators, bidirectional controls, the byte-order mark).
    public static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if VisibleText.mustBeSpelledOut(c) {
                    let hex = String(c.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}
