import FlowKit

/// Where a `$NAME` is read, so that the app compiler can check who supplies it.
struct NameUse {
    var name: String
    var location: SourceLocation
    /// Read after a `finish` in the same effect list (it then reads the parent's parameters).
    var afterFinish: Bool
}
