/// What a container screen contains: the screens it embeds (`embeds:`,
/// `addChild` + `didMove(toParent:)`), or a page view controller's pages (`pages:`) and the one
/// on screen. The window keeps one per container screen (``Window/containers``), so that a screen
/// value stays small and apps without containers pay nothing for them.
public struct Containment: Hashable, Sendable {
    /// In order: the embedded children, or every page (only ``currentPage`` is on screen).
    public internal(set) var children: [Screen]
    /// For a page view controller: the index in ``children`` of the page on screen; `nil` when
    /// the children are embedded, all on screen with their container.
    public internal(set) var currentPage: Int?

    /// Embedded children, in order.
    public init(embedding children: [Screen]) {
        self.children = children
        self.currentPage = nil
    }

    /// A page view controller's pages, showing the first.
    public init(pages: [Screen]) {
        self.children = pages
        self.currentPage = 0
    }

    /// Whether it is a page view controller's: one child on screen at a time.
    public var isPages: Bool { currentPage != nil }

    /// The page on screen, for a page view controller.
    public var currentPageScreen: Screen? {
        guard let i = currentPage, children.indices.contains(i) else { return nil }
        return children[i]
    }

    /// The children on screen with their container, as UIKit's `children` lists them: every
    /// embedded child, or the page shown.
    public var shown: [Screen] {
        guard currentPage != nil else { return children }
        return currentPageScreen.map { [$0] } ?? []
    }
}
