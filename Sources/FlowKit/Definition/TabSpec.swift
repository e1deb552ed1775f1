/// A tab of a tab bar: its name, the flow it holds, and the effects run instead of selecting it.
public struct TabSpec: Hashable, Sendable {
    public var name: String
    public var flow: Invocation
    /// When set, the user's tap runs these effects (acting for the tab bar's coordinator) and the selection does not change (T3).
    public var intercept: [Effect]?
    /// Run after the user selects the tab (or re-taps it), as `tabBarController(_:didSelect:)`:
    /// side effects that do not stop the selection, acting for the tab bar's coordinator.
    public var onSelect: [Effect] = []
    /// The tab is in the tab bar only when these hold as the tabs flow starts (a feature flag).
    public var when: [Condition] = []

    public init(_ name: String, flow: Invocation, intercept: [Effect]? = nil) {
        self.name = name
        self.flow = flow
        self.intercept = intercept
    }
}
