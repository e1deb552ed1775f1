/// One level of the modal chain: a presented navigation stack (or bare screen) and its style.
public struct Presentation: Hashable, Sendable {
    public var style: PresentationStyle
    public var stack: NavigationStack

    public init(style: PresentationStyle, stack: NavigationStack) {
        self.style = style
        self.stack = stack
    }
}
