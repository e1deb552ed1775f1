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

    /// Appends ``argumentList`` to `text`, each value as its ``Value/description`` writes it
    /// (a number written as digits, no string made for it).
    func appendArgumentList(to text: inout UTF8Text) {
        guard !isEmpty else { return }
        text.append(UInt8(ascii: "("))
        for i in indices {
            if i > 0 {
                text.append(UInt8(ascii: ","))
                text.append(UInt8(ascii: " "))
            }
            text.append(self[i].name)
            text.append(UInt8(ascii: "="))
            switch self[i].value {
            case .string(let s): text.append(s)
            case .int(let n): text.appendDecimal(n)
            case .bool(let b): text.append(b ? "true" : "false")
            case .null: text.append("null")
            }
        }
        text.append(UInt8(ascii: ")"))
    }
}
