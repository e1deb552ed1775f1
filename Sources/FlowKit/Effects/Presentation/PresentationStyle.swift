/// How a modal presentation covers what is under it (`UIModalPresentationStyle`, on iPhone).
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// A sheet (`.automatic`): the presenter stays visible and gets no appearance callbacks (L8); swipe-down dismisses it.
    case sheet
    /// Full screen: the presenter's top screen disappears (L7); it cannot be swiped away.
    case fullScreen
    /// `.pageSheet`: a sheet, as `sheet` (L8, swipe-down).
    case pageSheet
    /// `.formSheet`: on iPhone a sheet, as `pageSheet`.
    case formSheet
    /// `.overFullScreen`: covers the screen, but the presenter stays in the window beneath it, so
    /// it gets no disappearance callbacks (and none on dismiss); it cannot be swiped away.
    case overFullScreen
    /// `.popover`: on iPhone (compact width) UIKit adapts it to a sheet, so it is one (L8, swipe-down).
    case popover

    /// Whether the presenter's top screen disappears (L7): only a full-screen presentation removes the views beneath it.
    public var removesPresenter: Bool { self == .fullScreen }

    /// Whether the user can swipe it away (P3): the sheet styles (a popover is a sheet on iPhone).
    public var isSwipeDismissable: Bool {
        switch self {
        case .sheet, .pageSheet, .formSheet, .popover: return true
        case .fullScreen, .overFullScreen: return false
        }
    }

    /// Whether the tab bar beneath is hidden: under a full-screen presentation; under every
    /// other style it stays in the window (visible around a sheet, or through an over-full-screen overlay).
    public var hidesTabBar: Bool { self == .fullScreen }

    /// Every style's name, as an app file writes it.
    public static var names: [String] { allCases.map(\.rawValue) }
}
