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
    /// Run at `viewDidLoad`, acting for the screen; they may not change what is on screen.
    public var onLoad: [Effect] = []
    /// Run at `viewWillAppear(_:)`, acting for the screen; they may not change what is on screen.
    public var onWillAppear: [Effect] = []
    /// Run at `viewDidAppear(_:)`, acting for the screen, after the transition's callbacks; they
    /// may push, present, show an alert or start a flow (a new transition).
    public var onAppear: [Effect] = []
    /// The child screens it embeds when it is made (`addChild` and the child's view
    /// added in its `viewDidLoad`), in order; `nil` when it declares none. `embeds: []` declares a
    /// container whose children come at run time (`embed:`).
    public var embeds: [Invocation]?
    /// A page view controller's pages, in order; it shows the first. Empty for
    /// any other screen.
    public var pages: [Invocation] = []

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

    /// The effects run at a callback (`onLoad`, `onWillAppear`, `onAppear`); none for the others.
    public func effects(at callback: LifecycleCallback) -> [Effect] {
        switch callback {
        case .viewDidLoad: return onLoad
        case .viewWillAppear: return onWillAppear
        case .viewDidAppear: return onAppear
        case .viewWillDisappear, .viewDidDisappear: return []
        }
    }

    /// The effect lists it runs at callbacks, with their keys, in callback order.
    public var lifecycleEffects: [(key: String, effects: [Effect])] {
        [("onLoad", onLoad), ("onWillAppear", onWillAppear), ("onAppear", onAppear)]
    }

    /// The action named `name`.
    public func action(_ name: String) -> ActionSpec? {
        actions.first { $0.name == name }
    }
}
