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

    /// Appends ``argumentList`` to `text`, built once (no string per argument, nor a string
    /// appended to a string piece by piece: a screen's name is made each time a coordinator
    /// starts and holds it, and an error message names screens this way).
    func appendArgumentList(to text: inout String) {
        guard !isEmpty else { return }
        var room = text.utf8.count + 2
        for p in self { room += p.name.utf8.count + 3 + p.value.descriptionLength }
        var list = UTF8Text(capacity: room)
        list.append(text)
        appendArgumentList(to: &list)
        text = list.string
    }

    /// Appends ``argumentList`` to `text`.
    func appendArgumentList(to text: inout UTF8Text) {
        guard !isEmpty else { return }
        text.append("(")
        for (i, p) in enumerated() {
            if i > 0 { text.append(", ") }
            text.append(p.name)
            text.append("=")
            text.append(p.value.description)
        }
        text.append(")")
    }
}
