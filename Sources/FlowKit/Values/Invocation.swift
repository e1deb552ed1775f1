/// A screen, flow or link named with arguments: `Chat(channel=general)`.
public struct Invocation: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var name: String
    public var arguments: [Argument]

    public init(_ name: String, _ arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String {
        arguments.isEmpty
            ? name
            : name + "(" + arguments.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + ")"
    }
}
