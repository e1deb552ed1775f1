/// Who effects act for: a screen (and its coordinator), or a coordinator alone (after `finish`, for an intercept).
public struct Actor: Hashable, Sendable {
    /// The acting screen; `nil` when a coordinator acts on its own.
    public var screen: ScreenID?
    public var coordinator: CoordinatorID
    /// Arguments of the tap or link, read first by `$NAME`.
    public var arguments: [Param]
    /// The acting screen's parameters, kept so that `$NAME` reads them even after the screen is gone.
    public var screenParams: [Param]
    /// The acting screen's name, kept to name it once it is gone (X3).
    public var screenName: String?

    public init(
        screen: ScreenID?, coordinator: CoordinatorID, arguments: [Param] = [],
        screenParams: [Param] = [], screenName: String? = nil
    ) {
        self.screen = screen
        self.coordinator = coordinator
        self.arguments = arguments
        self.screenParams = screenParams
        self.screenName = screenName
    }

    /// The actor for a tap on (or an effect of) `screen`.
    public init(screen: Screen, arguments: [Param] = []) {
        self.init(
            screen: screen.id, coordinator: screen.owner, arguments: arguments,
            screenParams: screen.params, screenName: screen.name)
    }

    /// The acting screen as written (`Chat(channel=general)`), built when asked (a message naming
    /// a screen that is gone), not on every tap.
    public var screenDescription: String? {
        screenName.map { $0 + screenParams.argumentList }
    }
}

extension Actor {
    func screenName(in running: RunningApp) -> String {
        screen.flatMap { running.window.screen($0)?.description } ?? screenDescription
            ?? running.coordinators.path(of: coordinator)
    }
}
