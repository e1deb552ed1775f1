/// What the user could do, checked before a step changes anything: the rules `perform` applies
/// to the user's input, and ``Simulator/availableSteps`` lists by. A step that passes its check
/// can still fail, but then it is the app's doing (its effects), never the user's input.
extension Simulator {
    /// `launch`: the app must not be running.
    func checkLaunch() throws(StepError) {
        if device.isRunning {
            throw StepError(
                .alreadyRunning,
                "the app is already running; use relaunch to kill and launch it again")
        }
    }

    /// `tap`: the frontmost screen, untouched by an alert, has the action, and the arguments are
    /// those the action takes. Returns the screen and the action's effects (read where the
    /// action is stored: the rest of it is not copied).
    /// (Inlined: see ``requireLiveCoordinator(_:for:)``.)
    @inline(__always)
    func checkTap(_ name: String, _ arguments: [Param]) throws(StepError) -> (Screen, [Effect]) {
        let window = try userInputWindow()
        guard let screen = window.frontmost else {
            throw storedDevice.noScreenError(window, toDo: "tap '\(name)'")
        }
        // The frontmost screen's own action, found in place.
        if let spec = screenTable.index(of: screen.name),
            let index = screenTable.values[spec].actions.firstIndex(where: { $0.name == name })
        {
            // No argument passed and none taken (most taps): nothing to check, and the action
            // is not copied out for the check.
            if !arguments.isEmpty || !screenTable.values[spec].actions[index].arguments.isEmpty {
                try Self.checkTapArguments(
                    name, arguments, of: screenTable.values[spec].actions[index])
            }
            return (screen, screenTable.values[spec].actions[index].effects)
        }
        // The children on screen with it (C3).
        guard
            let (target, action) = usesContainers
                ? app.tapTarget(name, in: screen, window: window) : nil
        else {
            let available = app.actions(shownWith: screen, window: window)
            let hint =
                available.isEmpty
                ? "; '\(screen.name)' has no actions"
                : "; '\(screen.name)' has: " + NameList.capped(available)
            let shown = window.shownChildren(of: screen.id)
            let children =
                shown.isEmpty
                ? ""
                : " (nor do the screens it shows: "
                    + NameList.capped(shown.map(\.description)) + ")"
            throw StepError(
                .noSuchAction(name, screen: screen.description, available: available),
                "the frontmost screen '\(screen)' has no action '\(name)'\(children)\(hint)")
        }
        try Self.checkTapArguments(name, arguments, of: action)
        return (target, action.effects)
    }

    /// The part of ``checkTap(_:_:)`` that reads only the app: the arguments suit the action.
    static func checkTapArguments(_ name: String, _ arguments: [Param], of action: ActionSpec)
        throws(StepError)
    {
        // No argument passed and none needed: nothing to check (most taps).
        guard !arguments.isEmpty || !action.arguments.isEmpty else { return }
        let accepted = action.arguments + action.reads.filter { !action.arguments.contains($0) }
        try ArgumentCheck(.action(name), accepted: accepted, required: action.arguments)
            .check(passing: arguments.map(\.name))
    }

    /// The screen whose action `name` a tap runs when `front` is frontmost
    /// (``AppDefinition/tapTarget(_:in:window:)``).
    func tapTarget(_ name: String, in front: Screen) -> (Screen, ActionSpec)? {
        app.tapTarget(name, in: front, window: storedDevice.app?.window)
    }

    /// The actions a user can tap while `front` is frontmost
    /// (``AppDefinition/actions(shownWith:window:)``).
    func actions(shownWith front: Screen) -> [String] {
        app.actions(shownWith: front, window: storedDevice.app?.window)
    }

    /// `select`: a tab bar the user can touch (not covered, not hidden) with that tab. Returns
    /// the tab bar and the tab's index.
    func checkSelect(_ name: String) throws(StepError) -> (TabBar, Int) {
        let tabBar = try checkTabBarTappable(for: name)
        let index = try tabBar.existingIndex(of: name)
        if let why = tabBarHiding {
            let fix =
                tabBar.isTabBarHidden
                ? "an action must show it again (showTabBar)"
                : "leave the screen that hides it first"
            throw StepError(
                .tabBarHidden,
                "the tab bar is hidden (\(why)), so '\(name)' cannot be tapped; \(fix)")
        }
        return (tabBar, index)
    }

    /// ``checkSelect(_:)`` as `select` performs it: what it reads of the tab bar (its owner, the
    /// tab's index, the selected index, whether the tab is intercepted), read in place, not a
    /// copy of the tab bar. When a check fails, ``checkSelect(_:)`` throws its error.
    func checkedSelect(_ name: String) throws(StepError) -> SelectedTab {
        let window = try userInputWindow()
        let found = window.withTabBar { bar -> SelectedTab? in
            guard let index = bar.pointee.index(of: name) else { return nil }
            return SelectedTab(
                owner: bar.pointee.owner, index: index, selectedIndex: bar.pointee.selectedIndex,
                isIntercepting: bar.pointee.tabs[index].isIntercepting)
        }
        let covered = window.withTopPresentation { $0.pointee.stack.hasTop } == true
        guard let found = found ?? nil, !covered, tabBarHiding == nil else {
            let (tabBar, index) = try checkSelect(name)
            return SelectedTab(
                owner: tabBar.owner, index: index, selectedIndex: tabBar.selectedIndex,
                isIntercepting: tabBar.tabs[index].isIntercepting)
        }
        return found
    }

    /// What `select` reads of the tab bar and the tab (``checkedSelect(_:)``).
    struct SelectedTab {
        var owner: CoordinatorID
        var index: Int
        var selectedIndex: Int
        var isIntercepting: Bool
    }

    /// The part of `select`'s check that does not depend on the tab: a tab bar, not covered by a presentation.
    private func checkTabBarTappable(for name: String) throws(StepError) -> TabBar {
        let window = try userInputWindow()
        guard let tabBar = window.tabBar else {
            throw StepError(.noTabBar, "there is no tab bar: the window root is \(rootDescription)")
        }
        if let presentation = window.presentations.last, let top = presentation.stack.top {
            // Only a sheet that lets the swipe through is dismissed by one.
            let swipes =
                presentation.style.isSwipeDismissable
                && (!presentation.swipe.isModalInPresentation
                    || !presentation.swipe.onAttemptToDismiss.isEmpty)
            throw StepError(
                .tabBarCovered(by: top.description),
                "the tab bar cannot be tapped while '\(top)' is presented; dismiss it first ("
                    + (swipes
                        ? "swipeDown or an action" : "with an action: it cannot be swiped away")
                    + ")"
            )
        }
        return tabBar
    }

    /// `back`: a navigation bar shows on the frontmost stack and its top is not the root.
    /// Returns where that stack stands.
    /// (Inlined: see ``requireLiveCoordinator(_:for:)``.)
    @inline(__always)
    func checkBack() throws(StepError) -> StackLocation {
        let window = try userInputWindow()
        guard window.hasFrontmost else {
            throw storedDevice.noScreenError(window, toDo: "go back")
        }
        // The frontmost screen, read for a message only: the way that passes copies no screen.
        var front: String { window.frontmost?.description ?? "" }
        if let top = window.presentations.last, top.stack.isBare {
            throw StepError(
                .noNavigationBar(screen: front),
                "'\(front)' is presented without a navigation bar, so there is no back button; dismiss it with an action"
                    + (top.style.isSwipeDismissable ? " or swipeDown" : ""))
        }
        // The frontmost navigation stack, found where it stands and read there.
        let location = window.frontmostNavigationStackLocation
        let frontStack = location.flatMap { window.backFacts(at: $0) }
        if frontStack?.isNavigationBarHidden == true {
            throw StepError(
                .noNavigationBar(screen: front),
                "the navigation bar is hidden on '\(front)' (the app hid it with hideNavigationBar), so there is no back button; show it again with showNavigationBar, or go back with an action"
            )
        }
        // What `navigationBarVisible` says, the checks above passed: B2 hides it.
        if window.hasRoot, let owner = frontStack?.topOwner,
            storedDevice.app?.coordinators.facts(of: owner)?.hidesBars == true
        {
            throw StepError(
                .noNavigationBar(screen: front),
                "the navigation bar is hidden on '\(front)' (its flow hides the bars), so there is no back button"
            )
        }
        guard let stack = frontStack, let location else { throw storedDevice.notRunningError }
        // The tab bar controller on top of its navigation controller: when the tab's own stack
        // has no back button, the outer bar's takes the user back under the tab bar.
        if !stack.hasBackButton, let host = window.tabBarHost, host.top == nil, host.hasBackButton,
            !host.isNavigationBarHidden
        {
            return .root
        }
        guard stack.hasBackButton else {
            throw StepError(
                .noBackButton(screen: front),
                "'\(front)' is the root of its navigation stack, so there is no back button"
                    + (window.frontmost.map { app.availableActionsHint($0) } ?? ""))
        }
        return location
    }

    /// The error for a step that needs a frontmost screen when none shows
    /// (``DeviceState/noScreenError(_:toDo:)``).
    func noScreenError(_ window: Window, toDo what: String) -> StepError {
        storedDevice.noScreenError(window, toDo: what)
    }

    /// `swipeDown`: the topmost presentation is a sheet. Returns its index in the modal chain.
    func checkSwipeDown() throws(StepError) -> Int {
        let window = try userInputWindow()
        // The way that passes reads the top presentation in place (a copy retains its stack).
        let passes: Int? =
            window.withTopPresentation { top -> Int? in
                guard top.pointee.style.isSwipeDismissable,
                    !top.pointee.swipe.isModalInPresentation
                        || !top.pointee.swipe.onAttemptToDismiss.isEmpty
                else { return nil }
                return window.presentations.count - 1
            } ?? nil
        if let passes { return passes }
        guard let top = window.presentations.last else {
            throw StepError(
                .nothingPresented, "nothing is presented, so there is no sheet to swipe down")
        }
        guard top.style.isSwipeDismissable else {
            throw StepError(
                .notASheet(screen: top.stack.top?.description ?? "?"),
                "'\(top.stack.top?.description ?? "?")' is presented \(top.style == .fullScreen ? "full screen" : "over full screen") and cannot be swiped away; dismiss it with an action"
            )
        }
        if top.swipe.isModalInPresentation, top.swipe.onAttemptToDismiss.isEmpty {
            let name = top.stack.top?.description ?? "?"
            throw StepError(
                .modalInPresentation(screen: name),
                "'\(name)' refuses the swipe (isModalInPresentation is true), so the sheet stays; dismiss it with an action"
            )
        }
        return window.presentations.count - 1
    }

    /// `alert`: an alert shows and has that button. Returns the alert and the button.
    func checkAlert(_ button: String) throws(StepError) -> (Alert, AlertButton) {
        guard let window = device.app?.window else { throw notRunningError }
        try checkInForeground(doing: "tap the alert's '\(button)'")
        guard let alert = window.alert else {
            throw StepError(
                .noAlert,
                "no alert is showing"
                    + (window.frontmost.map { "; the frontmost screen is '\($0)'" } ?? ""))
        }
        guard let chosen = alert.spec.buttons.first(where: { $0.name == button }) else {
            let names = alert.spec.buttons.map(\.name)
            throw StepError(
                .noSuchButton(button, available: names),
                "the alert '\(alert.title)' has no button '\(button)'; its buttons are "
                    + NameList.capped(names))
        }
        return (alert, chosen)
    }

    /// `open`: the app has the link, and the arguments are its parameters.
    @discardableResult
    func checkOpen(_ name: String, _ arguments: [Param]) throws(StepError) -> LinkSpec {
        try Self.checkOpen(name, arguments, in: app)
    }

    /// ``checkOpen(_:_:)``, which reads nothing but the app: an open passes it in every state or in none.
    @discardableResult
    static func checkOpen(_ name: String, _ arguments: [Param], in app: AppDefinition)
        throws(StepError) -> LinkSpec
    {
        guard let link = app.links[name] else { throw noSuchLink(name, in: app) }
        try checkLinkArguments(name, arguments, params: link.params)
        return link
    }

    /// ``checkOpen(_:_:)`` as `open` performs it: the link's place in ``AppTables/links``, its
    /// spec read there, not copied. (Inlined: see ``requireLiveCoordinator(_:for:)``.)
    @inline(__always)
    func checkedLink(_ name: String, _ arguments: [Param]) throws(StepError) -> Int {
        guard let index = tables.links.index(of: name) else {
            throw Self.noSuchLink(name, in: app)
        }
        try Self.checkLinkArguments(name, arguments, params: tables.links.values[index].params)
        return index
    }

    /// The arguments of an `open` suit the link's parameters (checked without building a list
    /// of names when they do).
    private static func checkLinkArguments(_ name: String, _ arguments: [Param], params: [String])
        throws(StepError)
    {
        guard !ArgumentCheck.fits(arguments, named: \.name, taking: params) else { return }
        try ArgumentCheck(.link(name), accepted: params).check(passing: arguments.map(\.name))
    }

    private static func noSuchLink(_ name: String, in app: AppDefinition) -> StepError {
        StepError(
            .unknownName(kind: "link", name: name),
            "the app has no link '\(name)'" + knownList(app.links.keys))
    }

    /// Whether a step passes its check: the user (or the device) could do it now.
    public func canPerform(_ step: Step) -> Bool {
        do {
            switch step {
            case .launch: try checkLaunch()
            case .relaunch, .reinstall: break
            case .tap(let name, let arguments): _ = try checkTap(name, arguments)
            case .select(let tab): _ = try checkSelect(tab)
            case .back: _ = try checkBack()
            case .swipeDown: _ = try checkSwipeDown()
            case .swipe(let direction): _ = try checkSwipe(direction)
            case .background: try checkBackground()
            case .foreground: try checkForeground()
            case .alert(let button): _ = try checkAlert(button)
            case .open(let link, let arguments): try checkOpen(link, arguments)
            case .respond(let request, let outcome): _ = try checkRespond(request, outcome)
            case .unsettled(let step), .interleaved(let step, _): return canPerform(step)
            case .set(let values):
                for p in values {
                    guard let key = app.key(p.name) else {
                        throw StepError(.unknownName(kind: "state key", name: p.name), "")
                    }
                    if let error = key.domainError(for: p.value) { throw error }
                }
            }
            return true
        } catch {
            return false
        }
    }
}
