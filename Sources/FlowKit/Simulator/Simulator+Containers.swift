/// Container screens: the user's page swipe, and where the effects that
/// embed, remove and show child screens act.
extension Simulator {
    /// `swipe`: a page view controller is on screen at the front and has a page that way.
    /// Returns the page view controller's id and the index of the page the swipe shows.
    func checkSwipe(_ direction: PageDirection) throws(StepError) -> (ScreenID, Int) {
        let window = try userInputWindow()
        guard let front = window.frontmost else {
            throw noScreenError(window, toDo: "swipe to the \(direction.rawValue) page")
        }
        guard let (pager, pages) = window.frontmostPageViewController else {
            let shown = window.shownChildren(of: front.id)
            throw StepError(
                .noPageViewController(screen: front.description),
                "there is no page view controller on screen to swipe: the frontmost screen '\(front)' has no pages"
                    + (shown.isEmpty
                        ? ""
                        : " and shows none (it shows \(shown.map(\.description).joined(separator: ", ")))")
                    + "; swipe turns the pages of a screen declared with pages:")
        }
        return (pager.id, try pageIndex(direction, of: pager, pages))
    }

    /// The index of the page after or before the current one, or the error at the ends: the
    /// data source returns nil there, so UIKit does not turn the page.
    func pageIndex(_ direction: PageDirection, of pager: Screen, _ pages: Containment)
        throws(StepError) -> Int
    {
        let current = pages.currentPage ?? 0
        let target = current + direction.offset
        guard pages.children.indices.contains(target) else {
            let page = pages.currentPageScreen?.description ?? "?"
            let end = direction == .next ? "last" : "first"
            throw StepError(
                .noMorePages(screen: pager.description, direction: direction),
                "'\(pager)' shows its \(end) page, '\(page)' (\(current + 1) of \(pages.children.count)), so there is no \(direction.rawValue) page to go to (the data source returns nil)"
            )
        }
        return target
    }

    mutating func performSwipe(_ direction: PageDirection) throws(StepError) {
        let (pager, index) = try checkSwipe(direction)
        style = max(style, .pageScroll)
        device.app?.window.containers[pager]?.currentPage = index
    }

    /// The acting screen, or the nearest screen that contains it, that `matches` (given what it
    /// contains, if anything) — `nil` when none does. Fails when the acting screen is not in
    /// the window.
    func nearestContainer(
        of actor: Actor, doing what: String, _ matches: (Screen, Containment?) -> Bool
    ) throws(StepError) -> Screen? {
        guard let running = device.app else { throw notRunningError }
        let window = running.window
        guard let id = actor.screen, var screen = window.screen(id) else {
            let on = actor.screenName(in: running)
            throw StepError(
                .notInWindowHierarchy(presenting: "", on: on),
                "cannot \(what): '\(on)' is not in the window hierarchy, so it contains no screens")
        }
        while true {
            if matches(screen, window.containers[screen.id]) { return screen }
            guard let parent = window.container(of: screen.id), let next = window.screen(parent)
            else { return nil }
            screen = next
        }
    }

    /// "; 'Home' embeds Header, Feed" for the acting screen's innermost container with children.
    func embeddedHint(_ actor: Actor) -> String {
        guard let window = device.app?.window, let id = actor.screen else { return "" }
        var current: ScreenID? = id
        while let screen = current {
            if let containment = window.containers[screen], !containment.isPages,
                !containment.children.isEmpty, let container = window.screen(screen)
            {
                return "; '\(container)' embeds "
                    + containment.children.map(\.description).joined(separator: ", ")
            }
            current = window.container(of: screen)
        }
        return ""
    }
}
