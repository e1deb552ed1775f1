/// Where a navigation stack stands in the window.
public enum StackLocation: Hashable, Sendable {
    /// The window root is this stack (or the navigation stack the root tab bar
    /// controller stands in).
    case root
    /// The stack of the root tab bar's tab at this index.
    case tab(Int)
    /// The stack of the presentation at this index of the modal chain.
    case presentation(Int)

    /// 0 for the root level, 1 for the first presentation, …
    public var level: Int {
        if case .presentation(let i) = self { return i + 1 }
        return 0
    }

    /// Whether the stack is a tab's (the only kind that may be empty).
    public var isTab: Bool {
        if case .tab = self { return true }
        return false
    }
}
