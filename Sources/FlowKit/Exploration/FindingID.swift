/// Stable names for findings, as a baseline lists them: readable words first (kind, subject,
/// trigger, each made of ASCII letters, digits and `-`), then eight hex digits of a hash of the
/// whole cause (FNV-1a, the same on every machine and every run), which tells apart causes whose
/// words read alike.
public enum FindingID {
    /// `leak-Followers-back-3f0c9a1e` from `leak`, `Followers`, `back` and the detail.
    public static func make(_ words: String..., detail: String = "") -> String {
        let readable = words.map(slug).filter { !$0.isEmpty }.joined(separator: "-")
        let key = (words + [detail]).joined(separator: "\u{1F}")
        return readable + "-" + hex(fnv1a(key))
    }

    /// Every run of characters other than ASCII letters and digits made one `-`, none at either
    /// end, at most 40 characters.
    static func slug(_ text: String) -> String {
        var slug = ""
        for c in text.unicodeScalars {
            if c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) {
                slug.unicodeScalars.append(c)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
            if slug.unicodeScalars.count >= 40 { break }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// The 32 bits of 64-bit FNV-1a folded in half.
    static func fnv1a(_ text: String) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
