/// Text that must fit on one line of a report (a scenario's name in a list).
enum OneLine {
    /// `text` with each line break (CR, LF, CRLF, U+2028 …) replaced by a space.
    static func of(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}
