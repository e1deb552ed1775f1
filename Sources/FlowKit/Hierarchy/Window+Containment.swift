/// Finding and changing screens contained by other screens (construct 14).
extension Window {
    /// Where the screen with this id stands, contained or not.
    public func path(ofScreen id: ScreenID) -> ScreenPath? {
        for (i, p) in presentations.enumerated() {
            if let index = p.stack.index(of: id) {
                return ScreenPath(location: .presentation(i), index: index, children: [])
            }
        }
        switch root {
        case .stack(let s):
            if let index = s.index(of: id) {
                return ScreenPath(location: .root, index: index, children: [])
            }
        case .tabs(let t):
            if let index = t.host?.index(of: id) {
                return ScreenPath(location: .root, index: index, children: [])
            }
            for (i, tab) in t.tabs.enumerated() {
                if let index = tab.stack.index(of: id) {
                    return ScreenPath(location: .tab(i), index: index, children: [])
                }
            }
        case nil: break
        }
        return containedPath(ofScreen: id)
    }

    /// Where a screen that another contains stands; `nil` for one no container in the window holds.
    func containedPath(ofScreen id: ScreenID) -> ScreenPath? {
        for (location, stack) in allStacks {
            for (index, screen) in stack.screens.enumerated() where !screen.children.isEmpty {
                if let children = screen.path(toDescendant: id) {
                    return ScreenPath(location: location, index: index, children: children)
                }
            }
        }
        return nil
    }

    /// The screen a path leads to.
    public func screen(at path: ScreenPath) -> Screen? {
        guard let stack = stack(at: path.location), stack.screens.indices.contains(path.index)
        else { return nil }
        return stack.screens[path.index].descendant(at: path.children[...])
    }

    /// Changes the screen a path leads to, in place; `nil` when it is not there.
    @discardableResult
    mutating func modifyScreen<R>(
        at path: ScreenPath, _ body: (inout Screen) throws(StepError) -> R
    ) throws(StepError) -> R? {
        let result = try modifyStack(at: path.location) {
            (stack: inout NavigationStack) throws(StepError) -> R? in
            guard stack.screens.indices.contains(path.index) else { return nil }
            return try stack.screens[path.index].modifyDescendant(at: path.children[...], body)
        }
        return result ?? nil
    }

    /// The first page view controller on screen at the front: the frontmost screen itself, or
    /// the first of the children shown with it (depth first). With its path.
    public var frontmostPageViewController: (screen: Screen, path: ScreenPath)? {
        guard let front = frontmost, let base = path(ofScreen: front.id) else { return nil }
        func search(_ screen: Screen, _ children: [Int]) -> (Screen, ScreenPath)? {
            if screen.isPageViewController {
                return (
                    screen,
                    ScreenPath(location: base.location, index: base.index, children: children)
                )
            }
            for (i, child) in screen.children.enumerated() where screen.currentPage == nil {
                if let found = search(child, children + [i]) { return found }
            }
            return nil
        }
        guard let pager = search(front, base.children) else { return nil }
        return (screen: pager.0, path: pager.1)
    }
}
