/// The window's root view controller: a navigation stack or a tab bar.
public enum RootContent: Hashable, Sendable {
    case stack(NavigationStack)
    case tabs(TabBar)
}

/// Where a navigation stack stands in the window.
public enum StackLocation: Hashable, Sendable {
    /// The window root is this stack (or, construct 3, the navigation stack the root tab bar
    /// controller stands in).
    case root
    /// The stack of the root tab bar's tab at this index.
    case tab(Int)
    /// The stack of the presentation at this index of the modal chain.
    case presentation(Int)

    /// 0 for the root level, 1 for the first presentation, …
    public var level: Int {
        if case .presentation(let i) = self { return i + 1 }
        return 0
    }

    /// Whether the stack is a tab's (the only kind that may be empty).
    public var isTab: Bool {
        if case .tab = self { return true }
        return false
    }
}

/// The window: its root, the modal chain over it (bottom to top), and the alert on top.
public struct Window: Hashable, Sendable {
    public internal(set) var root: RootContent?
    /// The coordinator whose flow is the window root (`App/Main`).
    public internal(set) var rootCoordinator: CoordinatorID?
    /// The flow whose hierarchy is the window root; it stays after that flow's coordinator finishes,
    /// since finishing a stack or tabs flow changes nothing on screen.
    public internal(set) var rootFlow: String?
    public internal(set) var presentations: [Presentation] = []
    public internal(set) var alert: Alert?
    /// What each container screen contains, by the container's id (construct 14); empty in an
    /// app without containers.
    public internal(set) var containers: [ScreenID: Containment] = [:]

    public init() {}

    /// The root tab bar, when the root is one.
    public var tabBar: TabBar? {
        if case .tabs(let t) = root { return t }
        return nil
    }

    /// The stack the root shows: itself, or the selected tab's — unless screens are pushed over
    /// the tab bar controller in its navigation stack, which then shows (construct 3).
    public var rootVisibleStack: NavigationStack? {
        switch root {
        case .stack(let s): return s
        case .tabs(let t):
            if let host = t.host, host.top != nil { return host }
            return t.selectedTab?.stack
        case nil: return nil
        }
    }

    /// The navigation stack the root tab bar controller stands in (construct 3).
    public var tabBarHost: NavigationStack? { tabBar?.host }

    /// The stack at `level` that is on screen (0: the root's visible stack).
    public func visibleStack(atLevel level: Int) -> NavigationStack? {
        level == 0
            ? rootVisibleStack
            : (presentations.indices.contains(level - 1) ? presentations[level - 1].stack : nil)
    }

    /// The frontmost screen (an alert is not a screen: this is what is under it).
    public var frontmost: Screen? {
        presentations.last?.stack.top ?? rootVisibleStack?.top
    }

    /// The frontmost navigation stack: a bare presented screen has none, so the nearest one beneath it.
    public var frontmostNavigationStack: NavigationStack? {
        for p in presentations.reversed() where !p.stack.isBare { return p.stack }
        return rootVisibleStack
    }

    /// Where the stack with this id stands, if it is in the window.
    public func location(ofStack id: StackID) -> StackLocation? {
        for (i, p) in presentations.enumerated() where p.stack.id == id { return .presentation(i) }
        switch root {
        case .stack(let s): return s.id == id ? .root : nil
        case .tabs(let t):
            if t.host?.id == id { return .root }
            for (i, tab) in t.tabs.enumerated() where tab.stack.id == id { return .tab(i) }
            return nil
        case nil: return nil
        }
    }

    /// The stack at a location.
    public func stack(at location: StackLocation) -> NavigationStack? {
        switch (location, root) {
        case (.root, .stack(let s)): return s
        case (.root, .tabs(let t)): return t.host
        case (.tab(let i), .tabs(let t)): return t.tabs.indices.contains(i) ? t.tabs[i].stack : nil
        case (.presentation(let i), _):
            return presentations.indices.contains(i) ? presentations[i].stack : nil
        default: return nil
        }
    }

    /// Changes the stack at a location in place.
    mutating func modifyStack<R>(
        at location: StackLocation, _ body: (inout NavigationStack) throws(StepError) -> R
    ) throws(StepError) -> R? {
        switch location {
        case .root:
            if case .tabs(var t) = root, var host = t.host {
                // The navigation stack the tab bar controller stands in (construct 3).
                root = nil
                t.host = nil
                defer {
                    if host.tabBarDepth == nil {
                        root = .stack(host)  // the tab bar controller was popped off
                    } else {
                        t.host = host
                        root = .tabs(t)
                    }
                }
                return try body(&host)
            }
            guard case .stack(var s) = root else { return nil }
            root = nil  // keep the stack's buffer uniquely referenced while it changes
            defer { root = .stack(s) }
            return try body(&s)
        case .tab(let i):
            guard case .tabs(var t) = root, t.tabs.indices.contains(i) else { return nil }
            root = nil
            defer { root = .tabs(t) }
            return try body(&t.tabs[i].stack)
        case .presentation(let i):
            guard presentations.indices.contains(i) else { return nil }
            return try body(&presentations[i].stack)
        }
    }

    /// Dismisses the presentations from `index` up, and an alert shown from one of them.
    mutating func dismissPresentations(from index: Int) {
        guard presentations.indices.contains(index) else { return }
        presentations.removeSubrange(index...)
        if let alert, alert.presenterLevel > presentations.count { self.alert = nil }
    }

    /// Changes the root tab bar in place.
    mutating func modifyTabBar<R>(_ body: (inout TabBar) -> R) -> R? {
        guard case .tabs(var t) = root else { return nil }
        root = nil
        defer { root = .tabs(t) }
        return body(&t)
    }

    /// Every stack in the window, root level first (unselected tabs included).
    public var allStacks: [(location: StackLocation, stack: NavigationStack)] {
        var result: [(StackLocation, NavigationStack)] = []
        switch root {
        case .stack(let s): result.append((.root, s))
        case .tabs(let t):
            if let host = t.host { result.append((.root, host)) }
            for (i, tab) in t.tabs.enumerated() { result.append((.tab(i), tab.stack)) }
        case nil: break
        }
        for (i, p) in presentations.enumerated() { result.append((.presentation(i), p.stack)) }
        return result
    }

    /// Where the screen with this id stands, if it is in the window (loaded or not); a screen
    /// a container holds (construct 14) stands where its outermost container does.
    public func location(ofScreen id: ScreenID) -> (location: StackLocation, index: Int)? {
        if let found = location(ofStackScreen: id) { return found }
        guard !containers.isEmpty, let outer = outermostContainer(of: id) else { return nil }
        return location(ofStackScreen: outer)
    }

    /// Where the screen with this id stands in a stack, if one holds it.
    func location(ofStackScreen id: ScreenID) -> (location: StackLocation, index: Int)? {
        for (i, p) in presentations.enumerated() {
            if let index = p.stack.index(of: id) { return (.presentation(i), index) }
        }
        switch root {
        case .stack(let s): return s.index(of: id).map { (.root, $0) }
        case .tabs(let t):
            if let index = t.host?.index(of: id) { return (.root, index) }
            for (i, tab) in t.tabs.enumerated() {
                if let index = tab.stack.index(of: id) { return (.tab(i), index) }
            }
            return nil
        case nil: return nil
        }
    }

    /// The screen with this id, if it is in the window (one a container holds too).
    public func screen(_ id: ScreenID) -> Screen? {
        if let (location, index) = location(ofStackScreen: id) {
            return stack(at: location)?.screens[index]
        }
        return containers.isEmpty ? nil : containedScreen(id)
    }

    /// The screens that are appeared, by UIKit's rules: the top of each level of the chain,
    /// except a level directly under a full-screen presentation (L7, L8). Bottom to top.
    ///
    /// A container screen is followed by the children on screen with it (construct 14): its
    /// embedded children, or its page; UIKit forwards each appearance callback to them right
    /// after the container's own.
    public var appearedScreens: [Screen] {
        var result: [Screen] = []
        appendAppearedScreens(to: &result)
        return result
    }

    /// Appends ``appearedScreens`` to `result` (a buffer reused step after step).
    func appendAppearedScreens(to result: inout [Screen]) {
        let levels = presentations.count
        let hasContainers = !containers.isEmpty  // construct 14
        for level in 0...levels {
            let coveredByFullScreen = level < levels && presentations[level].style.removesPresenter
            if !coveredByFullScreen, let top = visibleStack(atLevel: level)?.top {
                result.append(top)
                if hasContainers { appendShownChildren(of: top.id, to: &result) }
            }
        }
    }

    /// Whether ``appearedScreens`` are `screens` (the same instances, in order), found without
    /// building the list: the end of a step that changed nothing on screen costs a few reads.
    func appearedScreensMatch(_ screens: [Screen]) -> Bool {
        var matched = 0
        let hasContainers = !containers.isEmpty
        let levels = presentations.count
        for level in 0...levels {
            if level < levels && presentations[level].style.removesPresenter { continue }
            guard let top = visibleStack(atLevel: level)?.top else { continue }
            guard matched < screens.count, screens[matched].id == top.id else { return false }
            matched += 1
            // a container's children shown with it follow it (construct 14)
            if hasContainers, !shownChildrenMatch(of: top.id, screens, from: &matched) {
                return false
            }
        }
        return matched == screens.count
    }
}
