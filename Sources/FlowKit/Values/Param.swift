/// A named value: a screen's or flow's parameter, or an argument passed to an action or link.
public struct Param: Hashable, Sendable {
    public var name: String
    public var value: Value

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == Param {
    /// The value named `name`, if present.
    public subscript(named name: String) -> Value? {
        for p in self where p.name == name { return p.value }
        return nil
    }

    /// `(channel=general, page=2)`, or `""` when empty.
    public var argumentList: String {
        var text = ""
        appendArgumentList(to: &text)
        return text
    }

    /// Appends ``argumentList`` to `text`, built in place (no string per argument: a screen's
    /// name is made each time a coordinator starts and holds it).
    func appendArgumentList(to text: inout String) {
        guard !isEmpty else { return }
        // Room for the list made once, when the text outgrows a small string's 15 bytes (an
        // error message names screens this way): appended piece by piece, it would be copied
        // again as it grows.
        var room = text.utf8.count + 2
        for p in self { room += p.name.utf8.count + 3 + p.value.descriptionLength }
        if room > 15 { text.reserveCapacity(room) }
        text += "("
        for (i, p) in enumerated() {
            if i > 0 { text += ", " }
            text += p.name
            text += "="
            text += p.value.description
        }
        text += ")"
    }
}
