/// Container screens in the window: each container's children are kept in
/// ``Window/containers`` by the container's id. A child is in the hierarchy while its container
/// is; entries of containers that left it are dropped at the end of the step
/// (``Window/dropReleasedContainers()``).
extension Window {
    /// The screens on screen with `screen`, in the order UIKit forwards appearance callbacks:
    /// its children shown, each followed by its own (none for a screen that contains nothing).
    public func shownChildren(of screen: ScreenID) -> [Screen] {
        var result: [Screen] = []
        appendShownChildren(of: screen, to: &result)
        return result
    }

    /// Appends the screens on screen with `screen` to `result`, container before children.
    func appendShownChildren(of screen: ScreenID, to result: inout [Screen]) {
        guard !containers.isEmpty, let containment = containers[screen] else { return }
        for child in containment.shown {
            result.append(child)
            appendShownChildren(of: child.id, to: &result)
        }
    }

    /// ``forEachAppearedScreenLoadState(_:)`` for the children on screen with `screen`, at any
    /// depth, in ``appendShownChildren(of:to:)``'s order.
    func forEachShownChildLoadState(
        of screen: ScreenID, _ body: (ScreenID, Bool, StackPlace?) -> Bool
    ) -> Bool {
        guard let containment = containers[screen] else { return true }
        for child in containment.shown {
            guard body(child.id, child.isLoaded, nil) else { return false }
            if !forEachShownChildLoadState(of: child.id, body) { return false }
        }
        return true
    }

    /// Whether the screens on screen with `screen` are `screens` from `index` on, in order (the
    /// same instances); `index` moves past them.
    func shownChildrenMatch(of screen: ScreenID, _ screens: [Screen], from index: inout Int) -> Bool
    {
        guard let containment = containers[screen] else { return true }
        for child in containment.shown {
            guard index < screens.count, screens[index].id == child.id else { return false }
            index += 1
            if !shownChildrenMatch(of: child.id, screens, from: &index) { return false }
        }
        return true
    }

    /// The ids of every screen `screen` contains, at any depth (pages off screen included).
    public func descendantIDs(of screen: ScreenID) -> [ScreenID] {
        guard let containment = containers[screen] else { return [] }
        var result: [ScreenID] = []
        for child in containment.children {
            result.append(child.id)
            result += descendantIDs(of: child.id)
        }
        return result
    }

    /// The container that holds the screen with this id, if one does.
    public func container(of id: ScreenID) -> ScreenID? {
        guard !containers.isEmpty else { return nil }
        for (container, containment) in containers
        where containment.children.contains(where: { $0.id == id }) {
            return container
        }
        return nil
    }

    /// The screen of a stack that is, or contains, the screen with this id, if it is in the window.
    func outermostContainer(of id: ScreenID) -> ScreenID? {
        var current = id
        var steps = 0
        while let parent = container(of: current), steps <= containers.count {
            current = parent
            steps += 1
        }
        return current == id ? nil : current
    }

    /// The screen with this id held by a container in the window, if one is.
    func containedScreen(_ id: ScreenID) -> Screen? {
        guard let parent = container(of: id), let outer = outermostContainer(of: id),
            location(ofStackScreen: outer) != nil
        else { return nil }
        return containers[parent]?.children.first { $0.id == id }
    }

    /// Changes the contained screen with this id in place.
    mutating func modifyContainedScreen(_ id: ScreenID, _ body: (inout Screen) -> Void) {
        guard let parent = container(of: id),
            let i = containers[parent]?.children.firstIndex(where: { $0.id == id })
        else { return }
        if var child = containers[parent]?.children[i] {
            body(&child)
            containers[parent]?.children[i] = child
        }
    }

    /// The first page view controller on screen at the front: the frontmost screen itself, or
    /// the first among the children shown with it (depth first). With its pages.
    public var frontmostPageViewController: (screen: Screen, pages: Containment)? {
        guard !containers.isEmpty, let front = frontmost else { return nil }
        var pending = [front]
        while !pending.isEmpty {
            let screen = pending.removeFirst()
            guard let containment = containers[screen.id] else { continue }
            if containment.isPages { return (screen, containment) }
            pending.insert(contentsOf: containment.children, at: 0)
        }
        return nil
    }

    /// Drops the children of containers no longer in the window: they were released with them.
    mutating func dropReleasedContainers() {
        guard !containers.isEmpty else { return }
        var kept: Set<ScreenID> = []
        var pending: [ScreenID] = []
        for (_, stack) in allStacks {
            for screen in stack.screens where containers[screen.id] != nil {
                pending.append(screen.id)
            }
        }
        while let id = pending.popLast() {
            guard kept.insert(id).inserted, let containment = containers[id] else { continue }
            for child in containment.children where containers[child.id] != nil {
                pending.append(child.id)
            }
        }
        if kept.count != containers.count {
            containers = containers.filter { kept.contains($0.key) }
        }
    }

    /// `{Header, Feed}` after a container in the hierarchy tree; a page view controller marks its
    /// page on screen, `{▸Intro1, Intro2·, Intro3·}`; `·` marks a view not loaded. Empty for a
    /// screen that contains nothing.
    public func childrenDescription(of screen: ScreenID) -> String {
        guard !containers.isEmpty, let containment = containers[screen],
            !containment.children.isEmpty
        else { return "" }
        let items = containment.children.enumerated().map { i, child in
            (containment.currentPage == i ? "▸" : "") + child.description
                + childrenDescription(of: child.id) + (child.isLoaded ? "" : "·")
        }
        return "{" + items.joined(separator: ", ") + "}"
    }
}
