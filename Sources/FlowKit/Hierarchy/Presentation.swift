/// One level of the modal chain: a presented navigation stack (or bare screen) and its style.
public struct Presentation: Hashable, Sendable {
    public var style: PresentationStyle
    public var stack: NavigationStack

    public init(style: PresentationStyle, stack: NavigationStack) {
        self.style = style
        self.stack = stack
    }
}

/// A showing alert: not a screen, not a level of the modal chain; it blocks every other tap (P4).
public struct Alert: Hashable, Sendable {
    public var spec: AlertSpec
    /// Who the buttons' effects act for.
    public var actor: Actor
    /// The level of the modal chain it was presented from (0: the root): dismissing that level
    /// dismisses the alert with it, as it is the presenter's presented view controller.
    public internal(set) var presenterLevel: Int = 0

    public var title: String { spec.title }
}

/// Who effects act for: a screen (and its coordinator), or a coordinator alone (after `finish`, for an intercept).
public struct Actor: Hashable, Sendable {
    /// The acting screen; `nil` when a coordinator acts on its own.
    public var screen: ScreenID?
    public var coordinator: CoordinatorID
    /// Arguments of the tap or link, read first by `$NAME`.
    public var arguments: [Param]
    /// The acting screen's parameters, kept so that `$NAME` reads them even after the screen is gone.
    public var screenParams: [Param]
    /// The acting screen as written (`Chat(channel=general)`), kept to name it once it is gone (X3).
    public var screenDescription: String?

    public init(screen: ScreenID?, coordinator: CoordinatorID, arguments: [Param] = [], screenParams: [Param] = [], screenDescription: String? = nil) {
        self.screen = screen
        self.coordinator = coordinator
        self.arguments = arguments
        self.screenParams = screenParams
        self.screenDescription = screenDescription
    }

    /// The actor for a tap on (or an effect of) `screen`.
    public init(screen: Screen, arguments: [Param] = []) {
        self.init(screen: screen.id, coordinator: screen.owner, arguments: arguments, screenParams: screen.params, screenDescription: screen.description)
    }
}
