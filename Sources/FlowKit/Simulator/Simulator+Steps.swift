/// The user's and the device's steps (SPEC §4).
extension Simulator {
    mutating func performLaunch(afterKill: Bool) throws(StepError) {
        if afterKill {
            device.app = nil  // killed: memory is lost, no callbacks
            transitionBase = []
        } else if device.app != nil {
            throw StepError(.alreadyRunning, "the app is already running; use relaunch to kill and launch it again")
        }
        resetsLifecycle = true
        device.crashMessage = nil
        device.app = RunningApp()
        style = .replace
        try decide()
        let held = device.heldLinks
        device.heldLinks = []
        for link in held where device.app != nil {
            try route(link.name, link.arguments)
        }
    }

    mutating func performReinstall() {
        device.app = nil
        device.store.reinstall(app: app)
        device.heldLinks = []
        device.launchState = nil
        device.crashMessage = nil
    }

    mutating func performTap(_ name: String, _ arguments: [Param]) throws(StepError) {
        let window = try userInputWindow()
        guard let screen = window.frontmost else { throw notRunningError }
        let spec = app.screens[screen.name]
        guard let action = spec?.action(name) else {
            let available = spec?.actions.map(\.name) ?? []
            let hint = available.isEmpty ? "; '\(screen.name)' has no actions" : "; '\(screen.name)' has: " + available.joined(separator: ", ")
            throw StepError(.noSuchAction(name, screen: screen.description, available: available),
                            "the frontmost screen '\(screen)' has no action '\(name)'\(hint)")
        }
        let accepted = action.arguments + action.reads.filter { !action.arguments.contains($0) }
        try ArgumentCheck(.action(name), accepted: accepted, required: action.arguments).check(passing: arguments.map(\.name))
        var actor = Actor(screen: screen, arguments: arguments)
        try run(action.effects, actor: &actor, followsFrontmost: false)
    }

    /// The user taps a tab bar item (T1–T3, P4).
    mutating func performSelect(_ name: String) throws(StepError) {
        let window = try userInputWindow()
        guard let tabBar = window.tabBar else {
            throw StepError(.noTabBar, "there is no tab bar: the window root is \(rootDescription)")
        }
        if let top = window.presentations.last?.stack.top {
            throw StepError(.tabBarCovered(by: top.description),
                            "the tab bar cannot be tapped while '\(top)' is presented; dismiss it first (swipeDown or an action)")
        }
        let index = try tabBar.existingIndex(of: name)
        if let why = tabBarHiddenReason {
            throw StepError(.tabBarHidden, "the tab bar is hidden (\(why)), so '\(name)' cannot be tapped; leave the screen that hides it first")
        }
        let tab = tabBar.tabs[index]
        if tab.isIntercepting, let spec = tabSpec(tabBar: tabBar, index: index), let effects = spec.intercept {
            var actor = Actor(screen: nil, coordinator: tabBar.owner)
            try run(effects, actor: &actor, followsFrontmost: false)
            return
        }
        if index == tabBar.selectedIndex {
            _ = try device.app?.window.modifyStack(at: .tab(index)) { (s: inout NavigationStack) throws(StepError) in s.pop(toIndex: 0) }
            try autoFinishDisplacedCoordinators()
        } else {
            style = max(style, .tabSwitch)
            device.app?.window.modifyTabBar { $0.selectedIndex = index }
        }
    }

    mutating func performBack() throws(StepError) {
        let window = try userInputWindow()
        guard let front = window.frontmost else { throw notRunningError }
        if let top = window.presentations.last, top.stack.isBare {
            throw StepError(.noNavigationBar(screen: front.description),
                            "'\(front)' is presented without a navigation bar, so there is no back button; dismiss it with an action" + (top.style == .sheet ? " or swipeDown" : ""))
        }
        if navigationBarVisible == false {
            throw StepError(.noNavigationBar(screen: front.description),
                            "the navigation bar is hidden on '\(front)' (its flow hides the bars), so there is no back button")
        }
        guard let stack = window.frontmostNavigationStack, let location = window.location(ofStack: stack.id) else { throw notRunningError }
        guard stack.screens.count > 1 else {
            throw StepError(.noBackButton(screen: front.description),
                            "'\(front)' is the root of its navigation stack, so there is no back button" + availableActionsHint(front))
        }
        _ = try device.app?.window.modifyStack(at: location) { (s: inout NavigationStack) throws(StepError) in s.pop() }
        try autoFinishDisplacedCoordinators()
    }

    mutating func performSwipeDown() throws(StepError) {
        let window = try userInputWindow()
        guard let top = window.presentations.last else {
            throw StepError(.nothingPresented, "nothing is presented, so there is no sheet to swipe down")
        }
        guard top.style == .sheet else {
            throw StepError(.notASheet(screen: top.stack.top?.description ?? "?"),
                            "'\(top.stack.top?.description ?? "?")' is presented full screen and cannot be swiped away; dismiss it with an action")
        }
        device.app?.window.dismissPresentations(from: window.presentations.count - 1)
        try autoFinishDisplacedCoordinators()
    }

    mutating func performAlert(_ button: String) throws(StepError) {
        guard let window = device.app?.window else { throw notRunningError }
        guard let alert = window.alert else {
            throw StepError(.noAlert, "no alert is showing" + (window.frontmost.map { "; the frontmost screen is '\($0)'" } ?? ""))
        }
        guard let chosen = alert.spec.buttons.first(where: { $0.name == button }) else {
            let names = alert.spec.buttons.map(\.name)
            throw StepError(.noSuchButton(button, available: names),
                            "the alert '\(alert.title)' has no button '\(button)'; its buttons are " + names.joined(separator: ", "))
        }
        device.app?.window.alert = nil
        var actor = alert.actor
        try run(chosen.effects, actor: &actor, followsFrontmost: false)
    }

    mutating func performOpen(_ name: String, _ arguments: [Param]) throws(StepError) {
        guard let link = app.links[name] else {
            throw StepError(.unknownName(kind: "link", name: name), "the app has no link '\(name)'" + knownList(app.links.keys))
        }
        try ArgumentCheck(.link(name), accepted: link.params).check(passing: arguments.map(\.name))
        if device.app == nil {
            device.heldLinks.append(HeldLink(name: name, arguments: arguments))
        } else {
            try route(name, arguments)
        }
    }

    /// Routes a link: its effects act for whatever screen is frontmost.
    mutating func route(_ name: String, _ arguments: [Param]) throws(StepError) {
        guard let link = app.links[name] else { return }
        var actor = frontmostActor(arguments: arguments)
        try run(link.effects, actor: &actor, followsFrontmost: true)
    }

    /// The window, when the user can touch it: the app runs and no alert covers it.
    func userInputWindow() throws(StepError) -> Window {
        guard let window = device.app?.window else { throw notRunningError }
        if let alert = window.alert {
            let names = alert.spec.buttons.map(\.name)
            throw StepError(.alertShowing(title: alert.title, buttons: names),
                            "the alert '\(alert.title)' is showing and takes every tap; tap one of its buttons: " + names.joined(separator: ", "))
        }
        return window
    }

    var notRunningError: StepError {
        if let crash = device.crashMessage {
            return StepError(.notRunning, "the app is not running: it crashed ('\(crash)'); use relaunch")
        }
        return StepError(.notRunning, "the app is not running; launch it first")
    }

    func availableActionsHint(_ screen: Screen) -> String {
        let names = app.screens[screen.name]?.actions.map(\.name) ?? []
        return names.isEmpty ? "" : "; its actions are " + names.joined(separator: ", ")
    }

    func knownList(_ names: some Sequence<String>) -> String {
        let sorted = names.sorted()
        return sorted.isEmpty ? "" : "; it has " + sorted.joined(separator: ", ")
    }

    func tabSpec(tabBar: TabBar, index: Int) -> TabSpec? {
        guard let owner = device.app?.coordinators[tabBar.owner], case .tabs(let specs)? = app.flows[owner.flow]?.content,
              specs.indices.contains(index) else { return nil }
        return specs[index]
    }

    var rootDescription: String {
        guard let app = device.app, let id = app.window.rootCoordinator else { return "empty" }
        return "'\(app.coordinators.path(of: id))'"
    }
}
