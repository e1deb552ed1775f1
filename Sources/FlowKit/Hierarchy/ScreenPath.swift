/// Where a screen stands in the window: the stack, its index there, and for a screen contained
/// by another (construct 14), the child indices that lead down to it from that stack's screen.
public struct ScreenPath: Hashable, Sendable {
    public var location: StackLocation
    /// The index in the stack of the screen that is, or contains, the one the path leads to.
    public var index: Int
    /// Empty for a screen of the stack itself.
    public var children: [Int]

    /// The paths of the containers above the screen, innermost first (empty for a screen of the
    /// stack itself).
    public var containers: [ScreenPath] {
        guard !children.isEmpty else { return [] }
        return (0..<children.count).reversed().map {
            ScreenPath(location: location, index: index, children: Array(children.prefix($0)))
        }
    }
}
