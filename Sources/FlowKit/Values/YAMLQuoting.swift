/// Text written into a YAML file as a double-quoted scalar that reads back as the same
/// string: `"`, `\` and control characters escaped, everything else as it is. Scenario files
/// that exploration emits and the REPL's `:save` both write their quoted values with it.
public enum YAMLQuoting {
    /// `say "hi"` ⟶ `"say \"hi\""`; a line break becomes `\n`, other control characters `\xNN`.
    public static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7F {
                    let hex = String(c.value, radix: 16, uppercase: true)
                    out += "\\x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}
