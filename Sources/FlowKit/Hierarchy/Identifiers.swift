/// Identifies one screen instance (one view controller) for as long as the app runs.
public struct ScreenID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var raw: Int32
    public init(_ raw: Int32) { self.raw = raw }
    public static func < (a: ScreenID, b: ScreenID) -> Bool { a.raw < b.raw }
    public var description: String { "#\(raw)" }
}

/// Identifies one navigation stack (one navigation controller).
public struct StackID: Hashable, Sendable, CustomStringConvertible {
    public var raw: Int32
    public init(_ raw: Int32) { self.raw = raw }
    public var description: String { "stack#\(raw)" }
}

/// Identifies one coordinator.
public struct CoordinatorID: Hashable, Sendable, CustomStringConvertible {
    public var raw: Int32
    public init(_ raw: Int32) { self.raw = raw }
    /// The `App` coordinator at the root of every tree.
    public static let app = CoordinatorID(0)
    public var description: String { "coordinator#\(raw)" }
}
