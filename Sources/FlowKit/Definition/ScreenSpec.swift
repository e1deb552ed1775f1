/// A screen as the app declares it: parameters, flags and actions.
public struct ScreenSpec: Hashable, Sendable {
    public var name: String
    public var params: [String]
    /// `hidesBottomBarWhenPushed` (B1).
    public var hidesTabBar: Bool
    /// Only a signed-in user should ever see this screen.
    public var requiresAccount: Bool
    /// In declaration order.
    public var actions: [ActionSpec]

    public init(
        _ name: String, params: [String] = [], hidesTabBar: Bool = false,
        requiresAccount: Bool = false, actions: [ActionSpec] = []
    ) {
        self.name = name
        self.params = params
        self.hidesTabBar = hidesTabBar
        self.requiresAccount = requiresAccount
        self.actions = actions
    }

    /// The action named `name`.
    public func action(_ name: String) -> ActionSpec? {
        actions.first { $0.name == name }
    }
}
