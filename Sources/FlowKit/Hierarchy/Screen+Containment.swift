/// Container screens (issue 7, construct 14): a screen that embeds child screens, and a page
/// view controller's pages. The children live inside their container's value, so they are in the
/// hierarchy exactly while it is, and are released with it.
extension Screen {
    /// Whether it is a page view controller (`pages:`): one child on screen at a time.
    public var isPageViewController: Bool { currentPage != nil }

    /// The page on screen, for a page view controller.
    public var currentPageScreen: Screen? {
        guard let i = currentPage, children.indices.contains(i) else { return nil }
        return children[i]
    }

    /// The children on screen with it, as UIKit's `children` lists them: every embedded child,
    /// or the page a page view controller shows.
    public var shownChildren: [Screen] {
        guard currentPage != nil else { return children }
        return currentPageScreen.map { [$0] } ?? []
    }

    /// Appends the screen and the descendants on screen with it, container before children
    /// (the order UIKit forwards appearance callbacks in).
    func appendShown(to result: inout [Screen]) {
        result.append(self)
        guard !children.isEmpty else { return }
        for child in shownChildren { child.appendShown(to: &result) }
    }

    /// Whether the descendants shown with it are `screens` from `index` on, in order (the same
    /// instances); `index` moves past them.
    func shownMatch(_ screens: [Screen], from index: inout Int) -> Bool {
        for child in shownChildren {
            guard index < screens.count, screens[index].id == child.id else { return false }
            index += 1
            if !child.children.isEmpty, !child.shownMatch(screens, from: &index) { return false }
        }
        return true
    }

    /// The screen and the descendants on screen with it, container first.
    public var shownScreens: [Screen] {
        var result: [Screen] = []
        appendShown(to: &result)
        return result
    }

    /// How many screens it contains, at any depth (pages off screen included).
    public var descendantCount: Int {
        var count = children.count
        for child in children where !child.children.isEmpty { count += child.descendantCount }
        return count
    }

    /// The ids of every screen it contains, at any depth.
    public var descendantIDs: [ScreenID] {
        var result: [ScreenID] = []
        for child in children {
            result.append(child.id)
            result += child.descendantIDs
        }
        return result
    }

    /// The child indices that lead from this screen to the descendant with this id.
    func path(toDescendant id: ScreenID) -> [Int]? {
        for (i, child) in children.enumerated() {
            if child.id == id { return [i] }
            if !child.children.isEmpty, let rest = child.path(toDescendant: id) {
                return [i] + rest
            }
        }
        return nil
    }

    /// The descendant at these child indices (the screen itself for none).
    func descendant(at path: ArraySlice<Int>) -> Screen? {
        guard let first = path.first else { return self }
        guard children.indices.contains(first) else { return nil }
        return children[first].descendant(at: path.dropFirst())
    }

    /// Changes the descendant at these child indices (the screen itself for none) in place.
    mutating func modifyDescendant<R>(
        at path: ArraySlice<Int>, _ body: (inout Screen) throws(StepError) -> R
    ) throws(StepError) -> R? {
        guard let first = path.first else { return try body(&self) }
        guard children.indices.contains(first) else { return nil }
        return try children[first].modifyDescendant(at: path.dropFirst(), body)
    }

    /// Adds a child at the end (`addChild`, the view added, `didMove(toParent:)`).
    mutating func embed(_ child: Screen) {
        children.append(child)
    }

    /// Removes the last embedded child named `name` (`willMove(toParent: nil)`, the view
    /// removed, `removeFromParent`) and returns it.
    mutating func unembed(named name: String) -> Screen? {
        guard let i = children.lastIndex(where: { $0.name == name }) else { return nil }
        return children.remove(at: i)
    }

    /// Makes it a page view controller over these pages, showing the first.
    mutating func setPages(_ pages: [Screen]) {
        children = pages
        currentPage = 0
    }

    /// Shows the page at `index` (`setViewControllers(_:direction:animated:)`, or a swipe).
    mutating func showPage(at index: Int) {
        guard isPageViewController, children.indices.contains(index) else { return }
        currentPage = index
    }

    /// Describes the children for the hierarchy tree: `{Header, Feed}`; a page view controller
    /// marks its page on screen, `{▸Intro1, Intro2·, Intro3·}`; `·` marks a view not loaded.
    public var childrenDescription: String {
        guard !children.isEmpty else { return "" }
        let items = children.enumerated().map { i, child in
            (currentPage == i ? "▸" : "") + child.description + child.childrenDescription
                + (child.isLoaded ? "" : "·")
        }
        return "{" + items.joined(separator: ", ") + "}"
    }

    /// Whether it or a descendant has not loaded its view.
    var hasUnloadedScreen: Bool {
        !isLoaded || children.contains { $0.hasUnloadedScreen }
    }
}
