/// The end of every step: the appearance callbacks from the screens appeared when it began to
/// those appeared now (`Lifecycle.callbacks` orders them), and the effects screens run at them
/// (`onLoad:`, `onWillAppear:`, `onAppear:`).
extension Simulator {
    /// Emits the callbacks of the step's transition and runs the screens' effects at them. Effects
    /// run at `viewDidAppear` may move to new screens: that is a new transition, whose callbacks
    /// follow, until the screens settle. Each callback is counted in ``lifecycle`` as it happens
    /// (unless ``countsLifecycle`` is off) (and where, in ``stepCounts``, to take it back if the step fails, unless nothing after it
    /// can fail). It is the last thing a step does that may fail.
    mutating func completeTransitions() throws(StepError) {
        // When no screen runs effects at its callbacks and the callbacks are neither counted nor
        // traced (an explorer's simulator on most apps), `viewDidLoad` marking a screen loaded is
        // all they do: no plan of callbacks is made.
        if transitionBaseIsUnlisted {
            loadUnloadedAppearedScreens()
            return
        }
        if callbacksOnlyLoad {
            loadAppearingScreens()
            return
        }
        var rounds = 0
        var after = transitionScratch.take() ?? []  // a buffer kept from step to step
        defer { transitionScratch = after }
        // not running (killed or crashed): no callbacks
        // (reads go to the stored device: the `device` getter returns a copy)
        // (one call reads the window for both the check and the list: each call retains it)
        while storedDevice.app?.window.refillAppearedScreens(&after, unlessMatching: transitionBase)
            == true
        {
            // The screens appeared before, moved out of `transitionBase` (not copied), and back
            // into the buffer `after` at the end of the round, to be emptied and refilled.
            var before: [Screen] = []
            swap(&before, &transitionBase)
            defer { swap(&after, &before) }
            // Each callback names its screen by position (see `screen(_:before:)`), not by a copy.
            var callbacks = callbackScratch.take() ?? []  // a buffer kept from step to step
            defer {
                callbacks.removeAllKeepingCapacity()
                callbackScratch = callbacks
            }
            appendTransitionCallbacks(from: before, to: after, into: &callbacks)
            swap(&transitionBase, &after)
            var appeared: [Screen] = []
            // When no screen runs effects at its callbacks, nothing after them can fail the step
            // (they end it, `perform` throws nothing after them): their counts need no record to
            // be taken back.
            let mayFail = !screensWithLifecycleEffects.isEmpty
            // The lifecycle entries (and places in the trace's names) of the last two screens
            // counted, by position: a transition's callbacks go to a few screens in turn, each
            // looked up by name once.
            var recent = (position: Int.min, entry: 0, traced: UInt32(0))
            var earlier = recent
            // How many screens were looked up in this round (``LifecycleCounts/entry(of:lookup:)``).
            var lookedUp = 0
            var i = 0
            while i < callbacks.count {
                defer { i += 1 }
                guard storedDevice.isRunning else { return }  // crashed in an effect
                let callback = callbacks[i].callback
                let position = callbacks[i].screen
                if callback == .viewDidLoad { markLoaded(screenID(position, before: before)) }
                // The name is read where it is needed, not copied for the callback: for a screen
                // counted first in this round.
                if position != recent.position {
                    if position == earlier.position {
                        swap(&recent, &earlier)
                    } else {
                        earlier = recent
                        // (an explorer's simulator counts nothing and traces nothing: no name read)
                        if countsLifecycle || trace.isEnabled {
                            let name = screenName(position, before: before)
                            let entry =
                                countsLifecycle ? lifecycle.entry(of: name, lookup: lookedUp) : 0
                            lookedUp += 1
                            recent = (
                                position, entry,
                                trace.isEnabled ? trace.screenName(name, hint: entry) : 0
                            )
                        } else {
                            recent.position = position
                        }
                    }
                }
                if countsLifecycle {
                    let counted = lifecycle.record(entry: recent.entry, callback)
                    if mayFail { stepCounts.append(counted) }
                }
                trace.log(lifecycle: recent.traced, callback)
                // Most apps' screens run nothing at their callbacks: no lookup (not even a hash)
                // for those.
                guard !screensWithLifecycleEffects.isEmpty else { continue }
                let name = screenName(position, before: before)
                guard screensWithLifecycleEffects.contains(name), let spec = app.screens[name]
                else { continue }
                switch callback {
                case .viewDidLoad, .viewWillAppear:
                    if try runBeforeAppearing(
                        spec.effects(at: callback), of: screen(position, before: before),
                        at: callback)
                    {
                        // It embedded, removed or turned its own children (C6):
                        // the rest of the transition is planned again, with them.
                        let done = callbacks[...i].map {
                            (id: screen($0.screen, before: before).id, callback: $0.callback)
                        }
                        transitionBase.removeAll(keepingCapacity: true)
                        device.app?.window.appendAppearedScreens(to: &transitionBase)
                        // the positions name the screens of the new plan
                        (recent.position, earlier.position) = (Int.min, Int.min)
                        var replanned: [(screen: Int, callback: LifecycleCallback)] = []
                        appendTransitionCallbacks(
                            from: before, to: transitionBase, into: &replanned)
                        // The callbacks done name screens of the plan before: they are not read again.
                        callbacks =
                            Array(callbacks[...i])
                            + replanned.filter { c in
                                let id = screen(c.screen, before: before).id
                                return !done.contains { $0.id == id && $0.callback == c.callback }
                            }
                    }
                case .viewDidAppear:
                    if !spec.onAppear.isEmpty { appeared.append(screen(position, before: before)) }
                case .viewWillDisappear, .viewDidDisappear:
                    break
                }
            }
            guard !appeared.isEmpty else { break }
            rounds += 1
            if rounds > Self.maximumAppearanceRounds, let screen = appeared.first {
                throw StepError(
                    .appearanceLoop(screen: screen.name, limit: Self.maximumAppearanceRounds),
                    "onAppear effects moved to new screens \(Self.maximumAppearanceRounds) times in one step and '\(screen)' appeared again; "
                        + "does its onAppear push or present a screen whose onAppear does the same? Guard it with a condition"
                )
            }
            // The next transition starts here: its style is what the effects do.
            style = .navigation
            for screen in appeared {
                // An earlier screen's onAppear may have taken this one off the window.
                guard let spec = app.screens[screen.name],
                    device.app?.window.location(ofScreen: screen.id) != nil
                else { continue }
                var actor = Actor(screen: screen)
                try run(spec.onAppear, actor: &actor, followsFrontmost: false)
            }
            try finishReleasedCoordinators()  // screens the effects released
        }
    }

    /// ``completeTransitions()`` when its callbacks do nothing but load views: each screen that
    /// appears (appeared now and not before) and has not loaded its view loads it (L1), in the
    /// order the plan's `viewDidLoad`s would come. One round: no effect runs, so nothing moves.
    private mutating func loadAppearingScreens() {
        var after = transitionScratch.take() ?? []  // a buffer kept from step to step
        defer { transitionScratch = after }
        guard
            storedDevice.app?.window.refillAppearedScreens(&after, unlessMatching: transitionBase)
                == true
        else { return }
        swap(&transitionBase, &after)  // `after` now holds the screens appeared before
        var allLoaded = true
        for i in transitionBase.indices where !transitionBase[i].isLoaded {
            let id = transitionBase[i].id
            if !after.contains(where: { $0.id == id }) {
                markLoaded(id)
            } else {
                allLoaded = false
            }
        }
        // Every screen appeared has loaded its view: the next step needs no list.
        if allLoaded {
            transitionBaseIsUnlisted = true
            transitionBase.removeAllKeepingCapacity()
        }
    }

    /// ``loadAppearingScreens()`` when the screens appeared at the step's start had all loaded
    /// their views (``transitionBaseIsUnlisted``): the screens appeared now that have not are
    /// those that appear, and load theirs, in the order of the screens. Their ids are gathered
    /// first (the window must not change while it is read in place): the first one apart (a step
    /// shows one new screen, or none), the others in a buffer kept from step to step.
    private mutating func loadUnloadedAppearedScreens() {
        var first: (id: ScreenID, place: Window.StackPlace?)?
        var more = false
        storedDevice.app?.window.forEachAppearedScreenLoadState { id, isLoaded, place in
            guard !isLoaded else { return true }
            if first == nil { first = (id, place) } else { more = true }
            return true
        }
        guard let first else { return }
        guard more else { return markLoaded(first.id, at: first.place) }
        var unloaded = unloadedScratch.take() ?? []
        defer {
            unloaded.removeAllKeepingCapacity()
            unloadedScratch = unloaded
        }
        storedDevice.app?.window.forEachAppearedScreenLoadState { id, isLoaded, place in
            if !isLoaded { unloaded.append((id, place)) }
            return true
        }
        for screen in unloaded { markLoaded(screen.id, at: screen.place) }
    }

    /// ``completeTransitions()`` for a step that only pushed one screen or presented one
    /// (``StepUndo/addition``), when the screens appeared at its start had all loaded their views
    /// (``transitionBaseIsUnlisted``) and no screen contains screens: the one screen that may
    /// appear without its view loaded is the one added, the top of its stack when that stack
    /// shows and is not covered by a full-screen presentation. It loads its view (L1), found
    /// where it was added: no walk over the appeared screens.
    /// A screen added with its view loaded ahead (``loadedAheadLocation``) keeps it if it shows, and is
    /// written back unloaded if it does not.
    mutating func loadView(of added: StepUndo.Addition) {
        defer { if loadedAheadIndex >= 0 { unloadAhead() } }
        // (read in place: a copy of the window or of the modal chain would retain it)
        guard let levels = storedDevice.app?.window.withPresentations({ $0.count }) else { return }
        let level: Int
        switch added {
        case .presented: level = levels  // the topmost presentation: never covered
        case .pushed(let location):
            level = location.level
            guard
                level >= levels
                    || storedDevice.app?.window.withPresentations({
                        !$0[level].style.removesPresenter
                    }) == true
            else { return }
        }
        guard let top = storedDevice.app?.window.visibleTopLoadState(atLevel: level) else { return }
        if loadedAheadIndex >= 0 {
            // It shows: the top at its level is where it was added.
            if top.place.location == loadedAheadLocation && top.place.index == loadedAheadIndex {
                (loadedAheadLocation, loadedAheadIndex) = (.root, -1)
            }
            return
        }
        guard !top.isLoaded else { return }
        // A push onto a stack that does not show (another tab's, the tab bar's host's under
        // the tab) shows nothing new.
        if case .pushed(let location) = added, top.place.location != location { return }
        markLoaded(top.id, at: top.place)
    }

    /// The screen a planned callback names: a position `p ≥ 0` is `before[p]` (a screen that
    /// disappears), `~p` for `p < 0` is `transitionBase[~p]` (one that appears, in the screens
    /// appeared now).
    @inline(__always)
    private func screen(_ position: Int, before: [Screen]) -> Screen {
        position >= 0 ? before[position] : transitionBase[~position]
    }

    /// The id of the screen a planned callback names, read without copying the screen.
    @inline(__always)
    private func screenID(_ position: Int, before: [Screen]) -> ScreenID {
        position >= 0 ? before[position].id : transitionBase[~position].id
    }

    /// The name of the screen a planned callback names, read without copying the screen.
    @inline(__always)
    private func screenName(_ position: Int, before: [Screen]) -> String {
        position >= 0 ? before[position].name : transitionBase[~position].name
    }

    /// Appends the callbacks of the transition from the screens appeared in `before` to those in
    /// `after`, in the step's style, to `out`, each naming its screen by position (see
    /// `screen(_:before:)`, `after` being ``transitionBase`` when they are read). The positions
    /// are gathered in buffers kept from step to step: a transition allocates nothing.
    private mutating func appendTransitionCallbacks(
        from before: [Screen], to after: [Screen],
        into out: inout [(screen: Int, callback: LifecycleCallback)]
    ) {
        // From one screen to another (most steps: a push, a pop, a present, a dismiss), the
        // positions need no list (and containment orders nothing among one screen each).
        if before.count == 1, after.count == 1, before[0].id != after[0].id {
            let loads = !after[0].isLoaded
            Lifecycle.appendCallbacks(
                to: &out, disappearing: CollectionOfOne(0), appearing: CollectionOfOne(~0),
                needsLoad: { _ in loads }, style: style)
            return
        }
        var disappearing: [Int] = []
        var appearing: [Int] = []
        swap(&disappearing, &disappearingScratch)
        swap(&appearing, &appearingScratch)
        defer {
            disappearing.removeAllKeepingCapacity()
            appearing.removeAllKeepingCapacity()
            swap(&disappearing, &disappearingScratch)
            swap(&appearing, &appearingScratch)
        }
        for (p, b) in before.enumerated() where !after.contains(where: { $0.id == b.id }) {
            disappearing.append(p)
        }
        for (p, a) in after.enumerated() where !before.contains(where: { $0.id == a.id }) {
            appearing.append(~p)
        }
        // Children shown with their container get its callbacks after it.
        guard usesContainers, let containers = device.app?.window.containers, !containers.isEmpty
        else {
            guard after.count <= 64 else {
                Lifecycle.appendCallbacks(
                    to: &out, disappearing: disappearing, appearing: appearing,
                    needsLoad: { !after[~$0].isLoaded }, style: style)
                return
            }
            // Which screens still load their view, as bits: the plan reads a number, not the
            // list of screens (which a closure would retain).
            var loads: UInt64 = 0
            for p in appearing where !after[~p].isLoaded { loads |= 1 << UInt64(~p) }
            Lifecycle.appendCallbacks(
                to: &out, disappearing: disappearing, appearing: appearing,
                needsLoad: { loads & (1 << UInt64(~$0)) != 0 }, style: style)
            return
        }
        var contained: Set<ScreenID> = []
        for containment in containers.values { contained.formUnion(containment.children.map(\.id)) }
        Lifecycle.appendCallbacks(
            to: &out, disappearing: disappearing, appearing: appearing,
            needsLoad: { !after[~$0].isLoaded }, style: style,
            isContained: { contained.contains(($0 >= 0 ? before[$0] : after[~$0]).id) })
    }

    /// `onLoad:` and `onWillAppear:` run before the view is in the window hierarchy: they may
    /// set state, start requests and gates, but not change what is on screen (UIKit refuses to
    /// present from there, and a push breaks the transition under way) — except the screen's
    /// own children: a container adds its children in `viewDidLoad`; and its bars
    /// and its sheet's swipe refusal (``Window/adoptingSettings(of:from:)``). Returns whether
    /// its children changed.
    private mutating func runBeforeAppearing(
        _ effects: [Effect], of screen: Screen, at callback: LifecycleCallback
    ) throws(StepError) -> Bool {
        guard !effects.isEmpty else { return false }
        let window = device.app?.window
        var actor = Actor(screen: screen)
        try run(effects, actor: &actor, followsFrontmost: false)
        guard let now = device.app?.window, now != window else { return false }  // or crashed
        if var own = window?.adoptingSettings(of: screen.id, from: now) {
            // Only its bars or its sheet's refusal changed: nothing to plan again.
            if own == now { return false }
            // Only its own children (and bars) changed: the window with them is the window now.
            for id in [screen.id] + now.descendantIDs(of: screen.id) {
                own.containers[id] = now.containers[id]
            }
            if own == now { return true }
        }
        let key = callback == .viewDidLoad ? "onLoad" : "onWillAppear"
        throw StepError(
            .navigationBeforeAppear(screen: screen.name, callback: callback),
            "'\(screen)' changed what is on screen from \(callback.rawValue) (\(key): \(effects.map(\.description).joined(separator: ", "))); "
                + "its view is not in the window hierarchy yet, so UIKit refuses to present from it (\"whose view is not in the window hierarchy\") and a push there breaks the transition under way; "
                + "move the effects to onAppear (viewDidAppear)")
    }
}
