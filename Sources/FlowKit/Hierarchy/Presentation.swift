/// One level of the modal chain: a presented navigation stack (or bare screen) and its style.
public struct Presentation: Hashable, Sendable {
    public var style: PresentationStyle
    public var stack: NavigationStack
    /// Whether the sheet refuses the swipe (`isModalInPresentation`), and what runs when it does.
    public var swipe: SwipeRefusal

    public init(style: PresentationStyle, stack: NavigationStack, swipe: SwipeRefusal = .none) {
        self.style = style
        self.stack = stack
        self.swipe = swipe
    }
}
