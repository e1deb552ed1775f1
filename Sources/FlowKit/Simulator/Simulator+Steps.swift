/// The user's and the device's steps.
extension Simulator {
    mutating func performLaunch(afterKill: Bool) throws(StepError) {
        if afterKill {
            device.app = nil  // killed: memory is lost, no callbacks
            device.store.forgetMemory(app: app)
            transitionBase = []
        } else {
            try checkLaunch()
        }
        resetLifecycle()
        device.crashMessage = nil
        device.app = RunningApp()
        style = .replace
        try decide()
        try routeHeldLinks()
    }

    /// Routes the held links whose `when:` holds now, in the order they arrived; the others stay
    /// held. Run right after the launch decision and at the end of every step. Returns whether
    /// it routed any.
    @discardableResult
    mutating func routeHeldLinks() throws(StepError) -> Bool {
        // In the background nothing is routed: the app routes when it is back (open brings it back).
        // (No held link, the end of most steps: looked at first, in place.)
        guard !storedDevice.heldLinks.isEmpty, storedDevice.app?.isInBackground == false else {
            return false
        }
        var routed = false
        var index = 0
        while index < device.heldLinks.count, device.isRunning {
            let held = device.heldLinks[index]
            if try canRoute(held.name, held.arguments) {
                device.heldLinks.remove(at: index)
                routed = true
                trace.log(.note(.routeHeldLink(name: held.name, arguments: held.arguments)))
                // A held link whose route fails is dropped, undone, and the step that made it
                // routable stands: the user's step was fine; the trace says what happened.
                let before = device
                do {
                    try route(held.name, held.arguments)
                } catch {
                    device = before
                    // (a value not read yet is no failure: the explorer forks on it)
                    if case .valueNotYetRead = error.reason { throw error }
                    trace.log(.note(.heldLinkDropped(name: held.name, error: error)))
                }
                index = 0  // a route may make an earlier held link routable
            } else {
                index += 1
            }
        }
        return routed
    }

    /// Whether the link's `when:` holds for the frontmost screen now.
    func canRoute(_ name: String, _ arguments: [Param]) throws(StepError) -> Bool {
        guard storedDevice.isRunning, let link = tables.links.index(of: name) else { return false }
        if let tests = tables.linkWhen[link] { return try tests.hold(in: storedDevice.store) }
        let actor = frontmostActor(arguments: arguments)
        for condition in tables.links.values[link].when where try !holds(condition, actor: actor) {
            return false
        }
        return true
    }

    mutating func performReinstall() {
        device.app = nil
        device.store.forgetMemory(app: app)
        device.store.reinstall(app: app)
        device.heldLinks = []
        device.launchState = nil
        device.crashMessage = nil
    }

    mutating func performTap(_ name: String, _ arguments: [Param]) throws(StepError) {
        let (screen, effects) =
            try transitionHold.resumed == nil
            ? checkTap(name, arguments) : checkTapDuringTransition(name, arguments)
        var actor = Actor(screen: screen, arguments: arguments)
        try run(effects, actor: &actor, followsFrontmost: false)
    }

    /// The user taps a tab bar item (T1–T3, P4).
    mutating func performSelect(_ name: String) throws(StepError) {
        let tab = try checkedSelect(name)
        let index = tab.index
        if tab.isIntercepting, let spec = tabSpecPlace(owner: tab.owner, tab: name),
            let effects = tables.tabs.values[spec.flow][spec.tab].intercept
        {
            var actor = Actor(screen: nil, coordinator: tab.owner)
            try run(effects, actor: &actor, followsFrontmost: false)
            return
        }
        if index == tab.selectedIndex {
            _ = try device.app?.window.modifyStack(at: .tab(index)) {
                (s: inout NavigationStack) throws(StepError) in s.pop(toIndex: 0)
            }
            try autoFinishDisplacedCoordinators()
        } else {
            style = max(style, .tabSwitch)
            // In place, written down to be undone (`StepUndo`): no copy of the device is kept first.
            let previous = tab.selectedIndex
            if loadedAheadIndex >= 0 { unloadAhead() }
            if storedDevice.app?.window.modifyTabBar({ $0.selectedIndex = index }) != nil {
                undo.record(.selected(previous))
            }
        }
        // didSelect: after the selection (and after a re-tap's pop to root), the tab's side effects.
        if tables.someTabHasOnSelect, let spec = tabSpecPlace(owner: tab.owner, tab: name),
            case let effects = tables.tabs.values[spec.flow][spec.tab].onSelect, !effects.isEmpty
        {
            var actor = Actor(screen: nil, coordinator: tab.owner)
            try run(effects, actor: &actor, followsFrontmost: false)
        }
    }

    mutating func performBack() throws(StepError) {
        let location = try checkBack()
        try pop(at: location)
        try autoFinishDisplacedCoordinators()
    }

    mutating func performSwipeDown() throws(StepError) {
        let index = try checkSwipeDown()
        // (the flag read in place first: a copy of the presentation retains its stack)
        if storedDevice.app?.window.withPresentations({
            $0.indices.contains(index) && $0[index].swipe.isModalInPresentation
        }) == true, let refused = storedDevice.app?.window.presentations.last {
            // P6: the sheet springs back and `presentationControllerDidAttemptToDismiss` runs.
            trace.log(.note(.swipeRefused))
            guard let top = refused.stack.top else { return }
            var actor = Actor(screen: top)
            try run(refused.swipe.onAttemptToDismiss, actor: &actor, followsFrontmost: false)
            return
        }
        device.app?.window.dismissPresentations(from: index)
        try autoFinishDisplacedCoordinators()
    }

    mutating func performAlert(_ button: String) throws(StepError) {
        let (alert, chosen) = try checkAlert(button)
        device.app?.window.alert = nil
        if dropsAlertHandler(of: alert, button: button) { return }
        var actor = alert.actor
        try run(chosen.effects, actor: &actor, followsFrontmost: false)
    }

    mutating func performOpen(_ name: String, _ arguments: [Param]) throws(StepError) {
        let link = try checkedLink(name, arguments)
        // A link or notification tapped while the app is in the background brings it back first.
        if device.app?.isInBackground == true { try enterForeground() }
        if !device.isRunning {
            try checkRoomToHold(name)
            device.heldLinks.append(HeldLink(name: name, arguments: arguments))
            return
        }
        // The link looked up once, and the screen it acts for found once, for its when: and its effects.
        var actor = frontmostActor(arguments: arguments)
        var routable = true
        if let tests = tables.linkWhen[link] {
            routable = try tests.hold(in: storedDevice.store)
        } else {
            for condition in tables.links.values[link].when
            where try !holds(condition, actor: actor) {
                routable = false
                break
            }
        }
        if routable {
            try run(
                tables.links.values[link].effects, actor: &actor, followsFrontmost: true,
                actorIsFrontmost: true)
        } else {
            try checkRoomToHold(name)
            device.heldLinks.append(HeldLink(name: name, arguments: arguments))
            trace.log(.note(.holdLink(name: name, arguments: arguments)))
        }
    }

    /// The most links held at once. Every step ends by checking each held link's `when:`, so
    /// a scenario that opens thousands of links that wait would cost steps × links; an app keeps
    /// one pending deep link, or a few.
    public static let maximumHeldLinks = 64

    private func checkRoomToHold(_ name: String) throws(StepError) {
        guard device.heldLinks.count >= Self.maximumHeldLinks else { return }
        throw StepError(
            .tooManyHeldLinks(limit: Self.maximumHeldLinks),
            "'open: \(name)' cannot be held: \(Self.maximumHeldLinks) links are held already, waiting for their when: to hold (an app keeps one pending link, or a few); make a when: hold so that they are routed, or open fewer"
        )
    }

    /// Routes a link: its effects act for whatever screen is frontmost.
    mutating func route(_ name: String, _ arguments: [Param]) throws(StepError) {
        guard let link = tables.links.index(of: name) else { return }
        var actor = frontmostActor(arguments: arguments)
        try run(
            tables.links.values[link].effects, actor: &actor, followsFrontmost: true,
            actorIsFrontmost: true)
    }

    /// The window, when the user can touch it: the app runs and no alert covers it.
    /// (Inlined: see ``requireLiveCoordinator(_:for:)``.)
    @inline(__always)
    func userInputWindow() throws(StepError) -> Window {
        guard let window = storedDevice.app?.window else { throw storedDevice.notRunningError }
        try storedDevice.checkInForeground(doing: "touch it")
        // (asked first: `if let` copies the alert, even none)
        if window.hasAlert, let alert = window.alert {
            let names = alert.spec.buttons.map(\.name)
            throw StepError(
                .alertShowing(title: alert.title, buttons: names),
                "the alert '\(alert.title)' is showing and takes every tap; tap one of its buttons: "
                    + NameList.capped(names))
        }
        return window
    }

    /// ``DeviceState/notRunningError``. (Inlined: a call from a mutating step would copy the
    /// simulator first, at the top of the step's function, whether or not it throws.)
    @inline(__always)
    var notRunningError: StepError { storedDevice.notRunningError }

    func availableActionsHint(_ screen: Screen) -> String { app.availableActionsHint(screen) }

    func knownList(_ names: some Sequence<String>) -> String { Self.knownList(names) }

    static func knownList(_ names: some Sequence<String>) -> String {
        let sorted = names.sorted()
        return sorted.isEmpty ? "" : "; it has " + NameList.capped(sorted)
    }

    /// Where the spec of the tab named `name` of the tab bar `owner` owns is in
    /// ``AppTables/tabs``: its tabs flow's place (the flow of the live coordinator `owner`) and
    /// the tab's place in that flow's tabs, found by name (tabs left out by their when: shift the
    /// indices). Read in place: neither the coordinator nor a spec is copied. (Inlined: see
    /// ``requireLiveCoordinator(_:for:)``.)
    @inline(__always)
    func tabSpecPlace(owner: CoordinatorID, tab name: String) -> (flow: Int, tab: Int)? {
        guard let flow = storedDevice.app?.withCoordinators({ $0.pointee.flowName(of: owner) }),
            let place = tables.tabs.index(of: flow)
        else { return nil }
        guard let tab = tables.tabs.values[place].firstIndex(where: { $0.name == name }) else {
            return nil
        }
        return (place, tab)
    }

    var rootDescription: String {
        guard let app = device.app, let id = app.window.rootCoordinator else { return "empty" }
        return "'\(app.coordinators.path(of: id))'"
    }
}
