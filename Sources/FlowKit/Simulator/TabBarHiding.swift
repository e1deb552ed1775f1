/// Why the screens of the selected tab hide the tab bar (B1, B2), as a value: the
/// words are made only for a message (``description``).
enum TabBarHiding: Hashable, Sendable, CustomStringConvertible {
    /// A screen is pushed over the tab bar controller in its navigation controller.
    case pushedOverTabBar(Screen)
    /// The app hid it (`hideTabBar`).
    case hiddenByApp
    /// A screen of the selected tab's stack sets `hidesBottomBarWhenPushed` (B1).
    case hidesBottomBarWhenPushed(screen: String)
    /// The top screen's flow hides the bars (B2).
    case flowHidesBars(flow: String)

    var description: String {
        switch self {
        case .pushedOverTabBar(let screen):
            return "'\(screen)' is pushed over the tab bar controller in its navigation controller"
        case .hiddenByApp: return "the app hid it with hideTabBar"
        case .hidesBottomBarWhenPushed(let screen):
            return "'\(screen)' hides the bottom bar when pushed"
        case .flowHidesBars(let flow): return "flow '\(flow)' hides the bars"
        }
    }
}
