/// What can be done now: the steps the current state allows, with sample arguments.
extension Simulator {
    /// Every step the user or the environment could take now, by the rules `perform` applies
    /// (a listed step never fails because of the user's input; it may still fail because of what
    /// the app's effects do). In a fixed order: the showing alert's buttons; the frontmost
    /// screen's actions and those of the children on screen with it (``ArgumentSamples`` gives
    /// tap arguments), and the page swipes of a page view controller there; the tabs; `back`;
    /// `swipeDown`; the links; the outcomes of the pending requests (``responseSteps``);
    /// `background` or `foreground` while the app runs; `launch`, `relaunch`, `reinstall`.
    ///
    /// Writing the persisted state from outside (`set`) is left out: its values are open.
    public var availableSteps: [AvailableStep] {
        availableSteps(using: StepCatalog(app: app))
    }

    /// ``availableSteps`` with a catalog built once for the app (for callers that ask in every state).
    public func availableSteps(using catalog: StepCatalog) -> [AvailableStep] {
        availableSteps(using: catalog, prechecks: true)
    }

    /// With `prechecks`, `back` and `swipeDown` are checked only when a quick look at the window
    /// shows that they may be possible, and the tabs only when the tab bar is not hidden (``mayGoBack(in:)``, ``maySwipeDown(in:)``): a check that
    /// fails builds the message that says why, which costs more than the rest of the list. And
    /// one check stands for all the tabs, one for all the frontmost screen's taps: what else
    /// their checks read is the app's, checked once in the catalog (``StepCatalog``).
    /// `ExplorationTests` checks on every sample app that the prechecks hide no step.
    /// With `leavingOutBackground`, `background` is left out (an explorer's choice,
    /// ``Explorer/Options/backgroundsWithoutSceneHooks``): not appended, rather than found and removed.
    func availableSteps(
        using catalog: StepCatalog, prechecks: Bool, leavingOutBackground: Bool = false
    ) -> [AvailableStep] {
        var result: [AvailableStep] = []
        // (the links, and room for the taps, tabs and the rest: one allocation, not a growth)
        result.reserveCapacity(catalog.opens.count + 24)
        availableSteps(
            using: catalog, prechecks: prechecks, leavingOutBackground: leavingOutBackground,
            into: &result)
        return result
    }

    /// ``availableSteps(using:prechecks:leavingOutBackground:)`` written into `result`, which is
    /// emptied first and keeps its room: an explorer that asks in every state reuses one array
    /// rather than allocating a list each time.
    func availableSteps(
        using catalog: StepCatalog, prechecks: Bool, leavingOutBackground: Bool = false,
        into result: inout [AvailableStep]
    ) {
        // (one by one: `removeAll(keepingCapacity:)` takes the general path of `replaceSubrange`)
        result.removeAllKeepingCapacity()
        if let window = storedDevice.app?.window {
            if let alert = window.alert {
                for button in alert.spec.buttons where (try? checkAlert(button.name)) != nil {
                    result.append(AvailableStep(.alert(button.name), by: .user))
                }
            } else {
                // The frontmost screen's taps pass their check when the user can touch the
                // window (``StepCatalog/taps``): one check stands for them all, and for the tabs.
                let touchable = prechecks && (try? userInputWindow()) != nil
                if let top = window.frontmost {
                    // (by index: `for step in` copies each step, and then the list's copy)
                    let taps = catalog.taps(of: top.name)
                    for i in taps.indices where prechecks ? touchable : canPerform(taps[i]) {
                        result.append(AvailableStep(taps[i], by: .user))
                    }
                    // The children on screen with it, whose actions are tappable too.
                    if !window.containers.isEmpty {
                        for child in window.shownChildren(of: top.id) {
                            for step in catalog.taps(of: child.name)
                            where canPerform(step) && !result.contains(where: { $0.step == step }) {
                                result.append(AvailableStep(step, by: .user))
                            }
                        }
                    }
                    // A page view controller on screen: the user swipes its pages.
                    if window.frontmostPageViewController != nil {
                        for direction in PageDirection.allCases where canPerform(.swipe(direction))
                        {
                            result.append(AvailableStep(.swipe(direction), by: .user))
                        }
                    }
                }
                // A hidden tab bar takes no tap: no check (and no message) for each tab.
                // (read in place: a copy of the tab bar or the modal chain retains its arrays)
                let hasTabBar = window.withTabBar { _ in true } ?? false
                if hasTabBar, window.withPresentations({ $0.isEmpty }),
                    !prechecks || tabBarHiding == nil
                {
                    // `select`'s check reads the tab only to find it by name, and each of the
                    // bar's own names is found: one check stands for every tab. Here, with no
                    // presentation and the tab bar not hidden, it is the check that the user can
                    // touch the window (``checkSelect(_:)``).
                    let selectable = prechecks ? touchable : true
                    _ = window.withTabBar { bar in
                        // (by index: `for tab in` copies each tab, retaining all its fields)
                        let tabs = bar.pointee.tabs.storageInPlace
                        for i in tabs.indices
                        where prechecks ? selectable : (try? checkSelect(tabs[i].name)) != nil {
                            result.append(AvailableStep(.select(tabs[i].name), by: .user))
                        }
                    }
                }
                if !prechecks || Self.mayGoBack(in: window), (try? checkBack()) != nil {
                    result.append(AvailableStep(.back, by: .user))
                }
                if !window.presentations.isEmpty, !prechecks || Self.maySwipeDown(in: window),
                    (try? checkSwipeDown()) != nil
                {
                    result.append(AvailableStep(.swipeDown, by: .user))
                }
            }
        }
        // (each passes its check in every state: ``StepCatalog/opens``)
        for step in catalog.opens { result.append(AvailableStep(step, by: .environment)) }
        // (no list of them built, nor a set of names, when no request is pending)
        if storedDevice.app?.requestsInPlace.isEmpty == false {
            for step in responseSteps where canPerform(step) {
                result.append(AvailableStep(step, by: .environment))
            }
        }
        // (read in place: a copy of the running app retains its parts)
        if let inBackground = storedDevice.app?.isInBackground {
            if inBackground {
                result.append(AvailableStep(.foreground, by: .environment))
            } else if !leavingOutBackground {
                result.append(AvailableStep(.background, by: .environment))
            }
        }
        if !storedDevice.isRunning { result.append(AvailableStep(.launch, by: .user)) }
        result.append(AvailableStep(.relaunch, by: .user))
        result.append(AvailableStep(.reinstall, by: .user))
    }

    /// Whether `back` may be possible: only when the topmost presentation is not a bare screen
    /// (which has no navigation bar) and the frontmost navigation stack shows a back button, or
    /// the tab bar controller is on top of the navigation stack it stands in, which shows one,
    /// as ``checkBack()`` requires besides the rest.
    static func mayGoBack(in window: Window) -> Bool {
        // Read in place: a copy of a presentation, a stack or the tab bar retains its arrays.
        // The topmost presentation: 0 a bare screen, 1 a stack with a back button, 2 one without.
        let onTop: Int? = window.withTopPresentation { top in
            if top.pointee.stack.isBare { return 0 }
            return top.pointee.stack.hasBackButton ? 1 : 2
        }
        if onTop == 0 { return false }
        if onTop == 1 { return true }
        // No presentation: the frontmost navigation stack is the root's visible one.
        if onTop == nil, window.withRootStack({ $0.pointee.hasBackButton }) == true { return true }
        return window.withTabBar { bar -> Bool in
            let host = bar.pointer(to: \.host)?.withWrapped { host in
                (
                    hasTop: host.pointee.hasTop, hasBackButton: host.pointee.hasBackButton,
                    isNavigationBarHidden: host.pointee.isNavigationBarHidden
                )
            }
            if onTop == nil {
                // The host when it shows a screen, the selected tab's stack otherwise.
                if let host, host.hasTop { return host.hasBackButton }
                let selected = bar.pointee.selectedIndex
                let tabs = bar.pointee.tabs.storageInPlace
                if tabs.indices.contains(selected), tabs[selected].stack.hasBackButton {
                    return true
                }
            }
            guard let host else { return false }
            return !host.hasTop && host.hasBackButton && !host.isNavigationBarHidden
        } ?? false
    }

    /// Whether `swipeDown` may be possible: only when the topmost presentation is a sheet that does
    /// not refuse the swipe without a handler, which ``checkSwipeDown()`` requires besides the rest.
    static func maySwipeDown(in window: Window) -> Bool {
        guard let top = window.presentations.last else { return false }
        return top.style.isSwipeDismissable
            && !(top.swipe.isModalInPresentation && top.swipe.onAttemptToDismiss.isEmpty)
    }
}
