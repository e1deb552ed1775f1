/// How a modal presentation covers what is under it.
public enum PresentationStyle: String, Hashable, Sendable {
    /// A page sheet: the presenter stays visible and gets no appearance callbacks (L8); swipe-down dismisses it.
    case sheet
    /// Full screen: the presenter's top screen disappears (L7); it cannot be swiped away.
    case fullScreen
}
