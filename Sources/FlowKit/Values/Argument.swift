/// A named expression: `pin=$submittedPin` in `Submission(pin=$submittedPin)`.
public struct Argument: Hashable, Sendable {
    public var name: String
    public var value: Expr

    public init(_ name: String, _ value: Expr) {
        self.name = name
        self.value = value
    }
}
