/// Container screens (issue 7, construct 14): the user's page swipe, and the effects that
/// embed, remove and show child screens.
extension Simulator {
    /// `swipe`: a page view controller is on screen at the front and has a page that way.
    /// Returns where it stands and the index of the page the swipe shows.
    func checkSwipe(_ direction: PageDirection) throws(StepError) -> (ScreenPath, Int) {
        let window = try userInputWindow()
        guard let front = window.frontmost else {
            throw noScreenError(window, toDo: "swipe to the \(direction.rawValue) page")
        }
        guard let (pager, path) = window.frontmostPageViewController else {
            throw StepError(
                .noPageViewController(screen: front.description),
                "there is no page view controller on screen to swipe: the frontmost screen '\(front)' has no pages"
                    + (front.children.isEmpty
                        ? ""
                        : " and shows none (its children: \(front.children.map(\.description).joined(separator: ", ")))")
                    + "; swipe turns the pages of a screen declared with pages:")
        }
        return (path, try pageIndex(direction, of: pager))
    }

    /// The index of the page after or before the current one, or the error at the ends: the
    /// data source returns nil there, so UIKit does not turn the page.
    func pageIndex(_ direction: PageDirection, of pager: Screen) throws(StepError) -> Int {
        let current = pager.currentPage ?? 0
        let target = current + direction.offset
        guard pager.children.indices.contains(target) else {
            let page = pager.currentPageScreen?.description ?? "?"
            let end = direction == .next ? "last" : "first"
            throw StepError(
                .noMorePages(screen: pager.description, direction: direction),
                "'\(pager)' shows its \(end) page, '\(page)' (\(current + 1) of \(pager.children.count)), so there is no \(direction.rawValue) page to go to (the data source returns nil)"
            )
        }
        return target
    }

    mutating func performSwipe(_ direction: PageDirection) throws(StepError) {
        let (path, index) = try checkSwipe(direction)
        style = max(style, .pageScroll)
        try device.app?.window.modifyScreen(at: path) {
            (pager: inout Screen) throws(StepError) in pager.showPage(at: index)
        }
    }
}
