/// What a scenario's `expect` and a test read: the hierarchy as UIKit would show it.
extension Simulator {
    public var isRunning: Bool { device.isRunning }
    /// Whether the running app is in the background (`background` until `foreground`).
    public var isInBackground: Bool { device.app?.isInBackground ?? false }
    /// The window, when the app runs.
    public var window: Window? { device.app?.window }
    public var coordinators: CoordinatorTree? { device.app?.coordinators }

    /// The window root's flow (`Main`).
    public var rootFlow: String? { device.app?.window.rootFlow }

    /// The frontmost screen (under an alert, if one shows).
    public var top: Screen? { device.app?.window.frontmost }

    /// The frontmost navigation stack, bottom to top (a bare presented screen has none: the nearest beneath it).
    public var stack: [Screen] {
        device.app?.window.frontmostNavigationStack.map { Array($0.screens) } ?? []
    }

    /// The selected tab's name.
    public var selectedTab: String? { device.app?.window.tabBar?.selectedTab?.name }

    /// The stack of the tab named `tab`.
    public func stack(ofTab tab: String) -> [Screen]? {
        guard let bar = device.app?.window.tabBar, let i = bar.index(of: tab) else { return nil }
        return Array(bar.tabs[i].stack.screens)
    }

    /// The modal chain, bottom to top, each presentation named by the screen on top of it.
    public var presented: [Screen] {
        device.app?.window.presentations.compactMap(\.stack.top) ?? []
    }

    /// The showing alert's title.
    public var alertTitle: String? { device.app?.window.alert?.title }
    /// The showing alert's title, message and buttons, or `nil` when no alert is showing.
    public var showingAlert: AlertSpec? { device.app?.window.alert?.spec }

    /// Whether the tab bar shows (`nil` when there is none): hidden by B1, B2 or a full-screen presentation.
    public var tabBarVisible: Bool? {
        guard let window = device.app?.window, window.tabBar != nil else { return nil }
        if window.presentations.contains(where: { $0.style.hidesTabBar }) { return false }
        return tabBarHiding == nil
    }

    /// Why the tab bar is hidden by the screens of the selected tab (B1, B2), if it is: a value,
    /// put into words only when a message needs it (exploration asks in every state).
    var tabBarHiding: TabBarHiding? {
        // (read in place: neither the running app, the tab bar nor the selected tab's stack is
        // copied)
        let hiding = storedDevice.app?.window.withTabBar { bar -> TabBarHiding? in
            if let pushed = bar.pointee.host?.top { return .pushedOverTabBar(pushed) }
            let selected = bar.pointee.selectedIndex
            guard bar.pointee.tabs.indices.contains(selected) else { return nil }
            if bar.pointee.isTabBarHidden { return .hiddenByApp }
            // In an app with no screen that hides the tab bar and no flow that hides the bars,
            // the selected tab's stack hides nothing: not looked at.
            guard !screensHidingTabBar.isEmpty || tables.someFlowHidesBars else { return nil }
            return bar.pointee.tabs.withUnsafeBufferPointer { tabs in
                guard let base = tabs.baseAddress else { return nil }
                return tabBarHiding(byStack: base[selected].stackInPlace)
            }
        }
        return hiding ?? nil
    }

    /// What of the selected tab's stack hides the tab bar (B1, B2), if anything does.
    private func tabBarHiding(byStack stack: UnsafePointer<NavigationStack>) -> TabBarHiding? {
        // A flag of the screen's spec, found by name in the table (no String hashed by SipHash).
        if !screensHidingTabBar.isEmpty,
            let flagged = stack.pointee.screens.first(where: {
                screenTable.index(of: $0.name).map { screenTable.values[$0].hidesTabBar } == true
            })
        {
            return .hidesBottomBarWhenPushed(screen: flagged.name)
        }
        // (the coordinators read in place: a copy of the running app retains its parts)
        if let owner = stack.pointee.topOwner,
            storedDevice.app?.withCoordinators({ $0.pointee.facts(of: owner)?.hidesBars }) == true,
            let flow = storedDevice.app?.withCoordinators({ $0.pointee.flowName(of: owner) }) ?? nil
        {
            return .flowHidesBars(flow: flow)
        }
        return nil
    }

    /// Whether the frontmost navigation bar shows: a bare presented screen has none; B2 hides it.
    public var navigationBarVisible: Bool? {
        guard let running = device.app, let window = Optional(running.window), window.hasRoot
        else { return nil }
        if let top = window.presentations.last, top.stack.isBare { return false }
        // A bare screen as the window's root view controller: no navigation controller at all.
        if window.presentations.isEmpty, case .stack(let root)? = window.root, root.isBare {
            return false
        }
        guard let stack = window.frontmostNavigationStack else { return nil }
        if stack.isNavigationBarHidden { return false }
        // An empty tab's navigation controller still shows its (empty) bar.
        guard let topScreen = stack.top else { return true }
        if running.coordinators.facts(of: topScreen.owner)?.hidesBars == true { return false }
        return true
    }

    /// How many times the live coordinator at `path` was started (the first at that path): more
    /// than once only for a kept coordinator started again; `nil` when none is live there.
    public func startCount(ofCoordinatorAt path: String) -> Int? {
        guard let tree = device.app?.coordinators else { return nil }
        return tree.all.first { tree.path(of: $0.id) == path }?.starts
    }

    /// Every live coordinator's path (`App/Main/Together/Game`), in start order.
    public var coordinatorPaths: [String] { device.app?.coordinators.paths ?? [] }

    /// A persisted value.
    public func state(_ key: String) -> Value? {
        app.index(ofKey: key).map { device.store[$0] }
    }

    /// Which launch rule won at the last launch or decide.
    public var launchState: String? { device.launchState }

    /// The actions of the frontmost screen, and of the children on screen with it (construct
    /// 14): what the user can tap.
    public var actions: [String] {
        guard let top else { return [] }
        return actions(shownWith: top)
    }

    /// The screen whose action a tap of `action` would run now: the frontmost screen, or one of
    /// the children on screen with it; `nil` when none has it.
    public func screen(tappedBy action: String) -> Screen? {
        guard let top else { return nil }
        return tapTarget(action, in: top)?.0
    }

    /// The name of the screen a step acts on, for coverage: for a tap, the screen whose action
    /// it runs (a child on screen with the frontmost screen); otherwise the
    /// frontmost screen.
    public func screenName(actingFor step: Step) -> String? {
        if case .tap(let action, _) = step, let target = screen(tappedBy: action) {
            return target.name
        }
        return top?.name
    }

    /// The child view controllers of the frontmost screen, as UIKit's `children` lists them:
    /// the screens it embeds, or the page it shows.
    public var children: [Screen] {
        guard let window = device.app?.window, let top = window.frontmost else { return [] }
        return window.containers[top.id]?.shown ?? []
    }

    /// The page on screen of the frontmost page view controller: the frontmost screen's, or
    /// that of the first page view controller among the children shown with it.
    public var currentPage: Screen? {
        device.app?.window.frontmostPageViewController?.pages.currentPageScreen
    }

    /// The message of the crash, when the app crashed and was not launched since.
    public var crashMessage: String? { device.crashMessage }
}
