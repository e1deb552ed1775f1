/// Text from an app file made safe to draw: control characters (C0, C1, DEL) and line or
/// paragraph separators become visible escapes (`\u{1B}`), so a name can never break a line of
/// the output, whatever the renderer.
enum GraphText {
    static func visible(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF {
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
