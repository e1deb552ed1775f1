/// Drives an app: every change to the device goes through ``perform(_:)``, one step at a time,
/// and is recorded in the ``trace``. A value: copy it to branch, compare or hash its ``device``.
///
/// ```swift
/// var sim = try Simulator(app: app, given: [Param("isFirstLaunched", false)])
/// try sim.launch()
/// try sim.select("community")
/// try sim.tap("open", ["channel": "general"])
/// sim.top?.name            // "Chat"
/// ```
public struct Simulator: Sendable {
    public let app: AppDefinition
    /// The persisted store and the running app's memory. A change through it during a step keeps
    /// the device as it was first (``StepUndo``), to undo the step if it fails.
    public internal(set) var device: DeviceState {
        get { storedDevice }
        _modify {
            if loadedAheadIndex >= 0 { unloadAhead() }
            undo.keepBeforeChange(storedDevice)
            transitionBaseIsCurrent = false
            yield &storedDevice
        }
    }
    /// The device itself. Changed directly only by the changes ``StepUndo`` writes down
    /// (`StepUndo.swift`); everything else changes ``device``.
    var storedDevice: DeviceState
    /// What undoes the step under way.
    var undo = StepUndo()
    /// The most recent events.
    public var trace: Trace
    /// Appearance callbacks counted since the last launch (none while ``countsLifecycle`` is off).
    public internal(set) var lifecycle = LifecycleCounts()
    /// Whether steps count appearance callbacks in ``lifecycle``. An explorer turns it off for
    /// its simulators: the counts are no part of a state (``CanonicalEncoder``) and no check of
    /// an exploration reads them, and counting them was a tenth of the work of a step. The
    /// callbacks still run the screens' effects and still go to the trace.
    var countsLifecycle = true
    /// How many steps succeeded.
    public internal(set) var stepsPerformed = 0
    /// What the last step that succeeded added, when that is all it changed (``StepUndo/addition``).
    var lastAddition: StepUndo.Addition?
    /// Where the screen the step under way added stands, when it was added with its view loaded
    /// already (``loadsAhead``): a step that adds one screen and nothing else loads its view at
    /// its end if it shows (``loadView(of:)``), so it is written loaded as it is placed, not
    /// found and marked after. Written back unloaded (``unloadAhead()``) before any other change
    /// of the step, and at its end if it does not show. None outside a step.
    var loadedAheadLocation = StackLocation.root
    /// The index of the screen at ``loadedAheadLocation``, `-1` for none (and the location
    /// `.root`: a simulator between steps is one value). (Two plain fields, not
    /// an optional tuple: setting one of those to `nil` goes through the runtime's generic
    /// destroy, on every step.)
    var loadedAheadIndex = -1

    /// The order of callbacks for the step under way.
    var style: Lifecycle.Style = .navigation
    /// The screens appeared when the step under way began.
    var transitionBase: [Screen] = []
    /// Whether ``transitionBase`` holds the screens appeared now: set when a step succeeds with
    /// the app running, unset by any other change of the device (a failed step, a checkpoint
    /// rewound, a change from outside: all go through ``device``). The next step then need not
    /// gather them again, nor look at the window to know.
    var transitionBaseIsCurrent = false
    /// Whether the screens appeared when the step under way began are known only to have all
    /// loaded their views, and not listed in ``transitionBase`` (which is then empty): enough
    /// when the step's callbacks only load views (``callbacksOnlyLoad``), which then load the
    /// screens appeared at its end that have not, with no list gathered, kept or compared.
    var transitionBaseIsUnlisted = false
    /// A buffer for the screens appeared at the end of a transition (kept to reuse its storage).
    /// Optional, as ``callbackScratch`` is: a step takes it out, leaving `nil`, where a swap
    /// would leave an empty array to be released.
    var transitionScratch: [Screen]? = []
    /// A buffer for the ids of the screens that load their views at the end of a step whose
    /// transition base is unlisted (``transitionBaseIsUnlisted``), kept to reuse its storage.
    var unloadedScratch: [(id: ScreenID, place: Window.StackPlace?)]? = []
    /// Buffers for the callbacks of a transition and the screens that disappear and appear in it
    /// (by position), kept to reuse their storage.
    var callbackScratch: [(screen: Int, callback: LifecycleCallback)]? = []
    var disappearingScratch: [Int] = []
    var appearingScratch: [Int] = []
    /// Where the appearance callbacks of the step under way were counted in ``lifecycle`` (as
    /// they happen), to take them back if the step fails.
    var stepCounts = ScratchList<Int>()
    /// The counts as they were before the step under way started them afresh (a launch, L11), to
    /// put back if it fails.
    var lifecycleBeforeReset: LifecycleCounts?
    /// The screens that run effects at their callbacks (`onLoad:`, `onWillAppear:`, `onAppear:`):
    /// the others' callbacks need no look at their spec.
    let screensWithLifecycleEffects: Set<String>
    /// The screens whose view controllers set `hidesBottomBarWhenPushed` (`hidesTabBar:`, B1):
    /// a fact of the screen's spec, read here rather than copied into every ``Screen``.
    let screensHidingTabBar: Set<String>
    /// The screens' specs by name (`app.screens`), found without hashing a String on every tap.
    let screenTable: NameTable<ScreenSpec>
    /// The links and tabs, found by name in place (``AppTables``).
    let tables: AppTables
    /// Each flow's traits, stored once and shared by its coordinators.
    let flowTraits: [String: FlowTraits]
    /// Whether some screen of the app contains screens (`embeds:`, `pages:`): an
    /// app without containers never looks at ``Window/containers``.
    let usesContainers: Bool
    /// How many effect lists are running inside each other (`decide` runs a rule's `then:`,
    /// `finish` runs the parent's `onFinish`, `if` its branch).
    var effectDepth = 0
    /// How many effects the outermost effect list under way has run, nested lists included.
    var effectsInRun = 0
    /// The first effect of each nested list, outermost first, gathered only while a step that
    /// nested too deep unwinds: what the error says repeats.
    var effectNesting: [String] = []
    /// The level of the presenter whose presentation or dismissal is animating in the step
    /// under way, `-1` for none (a plain integer: cleared on every step). None outside a step.
    var presentationTransitionLevel = -1
    /// The `completion:` handlers waiting for the step's animations to end.
    var pendingCompletions: [PendingCompletion] = []
    /// The transition the last step left running (`settle: false`) and how the step under way
    /// meets it (``transitionInProgress``, ``transitionHold``), in an array of at most one: a
    /// word in the simulator, whose size each level of nested effects pays again.
    var transitionState: [TransitionState] = []

    /// The deepest effect lists may nest. A file nests `if:` about 30 deep at most (the parser
    /// stops at 64 levels of YAML, two per branch), but a launch chain of gate coordinators nests
    /// two levels a gate (each gate's `finish` runs its parent's `onFinish`, which starts the
    /// next), and real apps chain a dozen or more: 64 levels allow 30 gates. Effects that run
    /// effects again in a loop (a launch rule whose `then:` runs `decide`) reach it, and the step
    /// fails saying which effects repeat. A level takes about 27 KiB of stack in a debug build,
    /// so the limit fits inside a 1.5 MiB stack.
    public static let maximumEffectDepth = 64
    /// The most effects one effect list may run, nested lists included. Nesting is bounded by
    /// ``maximumEffectDepth``, but not fan-out: 30 links that each post the next twice run 2³⁰
    /// effects. An action of a real app runs tens.
    public static let maximumEffectsPerRun = 10_000
    /// How many more coordinators than were live may finish themselves (`autoFinish`) in one step.
    public static let maximumAutoFinishes = 64
    /// How many transitions `onAppear:` effects may start in one step (each a push, a present,
    /// an alert's screen change…) before the step fails as a loop.
    public static let maximumAppearanceRounds = 16
    /// How deep screens may contain screens: a screen that embeds a screen that
    /// has pages… A real app nests two or three; a deeper chain embeds itself.
    public static let maximumContainmentDepth = 16

    /// A freshly installed app, not launched. `given` overrides the state's defaults.
    public init(app: AppDefinition, given: [Param] = [], traceCapacity: Int = 256) throws(StepError)
    {
        self.app = app
        self.screensWithLifecycleEffects = Set(
            app.screens.values.lazy.filter {
                !$0.onLoad.isEmpty || !$0.onWillAppear.isEmpty || !$0.onAppear.isEmpty
            }.map(\.name))
        self.screensHidingTabBar = Set(app.screens.values.lazy.filter(\.hidesTabBar).map(\.name))
        self.flowTraits = FlowTraits.table(app)
        self.screenTable = NameTable(app.screens.map { ($0.key, $0.value) })
        self.tables = AppTables(app)
        self.usesContainers = app.screens.values.contains { $0.embeds != nil || !$0.pages.isEmpty }
        self.storedDevice = DeviceState(app: app)
        self.trace = Trace(capacity: traceCapacity)
        for p in given { try writeState(p.name, p.value) }
    }

    /// Performs one step. On failure the device is left as it was before the step.
    public mutating func perform(_ step: Step) throws(StepError) {
        if step.leavesTransitionsRunning { return try performLeavingTransitionsRunning(step) }
        undo.begin()
        let screensCounted = lifecycle.screenCount
        defer {
            (loadedAheadLocation, loadedAheadIndex) = (.root, -1)  // shown, or undone with the step
            presentationTransitionLevel = -1  // the animations end with the step
            if !pendingCompletions.isEmpty { pendingCompletions.removeAll() }
            undo.end()  // the device's boxes are uniquely referenced again
            stepCounts.removeAll()
            lifecycleBeforeReset = nil
        }
        trace.log(.step(step))
        style = .navigation
        // The screens appeared as the last step left them, unless the device changed since
        // (every change outside a step goes through `device`, which unsets the flag; a debug
        // build checks the screens against the window all the same).
        if !transitionBaseIsCurrent || (transitionBaseIsUnlisted && !callbacksOnlyLoad) {
            gatherTransitionBase()
        }
        assert(
            transitionBaseIsUnlisted
                ? storedDevice.app?.window.forEachAppearedScreenLoadState({ _, isLoaded, _ in
                    isLoaded
                }) ?? true
                : storedDevice.app?.window.appearedScreensMatch(transitionBase)
                    ?? transitionBase.isEmpty,
            "the screens a step starts from are not those appeared in the window")
        transitionBaseIsCurrent = false
        let heldBefore = resumeTransitionInProgress()
        // What the step added (``StepUndo/addition``), found before its appearance callbacks
        // when they only load views of screens that had not appeared (see below).
        let additionIsKnown = transitionBaseIsUnlisted && !usesContainers
        var addition: StepUndo.Addition?
        do {
            try apply(step)
            try settleTransitions()
            try finishReleasedCoordinators()  // deinit and the navigation delegate
            // A step may make a held link routable; what its route pops or
            // dismisses is released and observed in turn.
            if try routeHeldLinks() { try finishReleasedCoordinators() }
            // The appearance callbacks, and the screens' effects at them. Nothing
            // after them may fail: `completeTransitions` counts on it. A step that only added a
            // screen, from screens that had all loaded their views, with callbacks that only load
            // views, loads the added screen's view, if it shows: all its callbacks would do.
            if additionIsKnown {
                addition = undo.addition
                if let added = addition {
                    loadView(of: added)
                    assert(
                        storedDevice.app?.window.forEachAppearedScreenLoadState({ _, isLoaded, _ in
                            isLoaded
                        }) ?? true, "a screen appeared with its view not loaded")
                } else {
                    assert(
                        loadedAheadIndex < 0, "a screen loaded ahead by a step that changed more")
                    try completeTransitions()
                }
            } else {
                try completeTransitions()
            }
            // The children of containers the step released go with them.
            if usesContainers {
                device.app?.window.dropReleasedContainers()
            }
        } catch {
            undo.undo(&storedDevice)
            restoreTransitionInProgress(heldBefore)
            if let counts = lifecycleBeforeReset {
                lifecycle = counts
            } else {
                lifecycle.takeBack(stepCounts, keepingScreens: screensCounted)
            }
            throw error
        }
        // The screens appeared at the end of the transition, while the app runs (a crash in an
        // effect at a callback ends the transition where it was).
        transitionBaseIsCurrent = storedDevice.isRunning
        stepsPerformed += 1
        if transitionHold.holds { holdTransitionsUnderWay() }
        // (The views loaded by the callbacks leave what was added as it was; a step that was
        // no addition before them is none after.)
        lastAddition = additionIsKnown ? addition : undo.addition
    }

    /// Whether the appearance callbacks of a step do nothing but load views: no screen runs
    /// effects at them, and they are neither counted nor traced (an explorer's simulator on
    /// most apps).
    var callbacksOnlyLoad: Bool {
        screensWithLifecycleEffects.isEmpty && !countsLifecycle && !trace.isEnabled
    }

    /// Takes down the screens appeared now as the base of the step's transition: their list, or,
    /// when the callbacks only load views and every one of them has loaded its view, only that
    /// (``transitionBaseIsUnlisted``), found in one walk over the window that copies no screen.
    private mutating func gatherTransitionBase() {
        if callbacksOnlyLoad,
            storedDevice.app?.window.forEachAppearedScreenLoadState({ _, isLoaded, _ in isLoaded })
                ?? true
        {
            transitionBaseIsUnlisted = true
            if !transitionBase.isEmpty { transitionBase.removeAll(keepingCapacity: true) }
            return
        }
        transitionBaseIsUnlisted = false
        transitionBase.removeAllKeepingCapacity()
        storedDevice.app?.window.appendAppearedScreens(to: &transitionBase)
    }

    /// The step under way launches the app: the counts start afresh (L11), and come back if it fails.
    mutating func resetLifecycle() {
        guard countsLifecycle else { return }
        if lifecycleBeforeReset == nil { lifecycleBeforeReset = lifecycle }
        lifecycle.reset()
    }

    private mutating func apply(_ step: Step) throws(StepError) {
        switch step {
        case .launch: try performLaunch(afterKill: false)
        case .relaunch: try performLaunch(afterKill: true)
        case .reinstall: performReinstall()
        case .tap(let action, let args): try performTap(action, args)
        case .select(let tab): try performSelect(tab)
        case .back: try performBack()
        case .swipeDown: try performSwipeDown()
        case .swipe(let direction): try performSwipe(direction)
        case .alert(let button): try performAlert(button)
        case .open(let link, let args): try performOpen(link, args)
        case .set(let values): for p in values { try writeState(p.name, p.value) }
        case .respond(let request, let outcome): try performRespond(request, outcome)
        case .background: try performBackground()
        case .foreground: try performForeground()
        // (never reached: `perform` hands these to `performLeavingTransitionsRunning`)
        case .unsettled(let inner), .interleaved(let inner, _): try apply(inner)
        }
    }
}

extension Simulator {
    /// Cold launch (the scenario step `launch`).
    public mutating func launch() throws(StepError) { try perform(.launch) }
    public mutating func relaunch() throws(StepError) { try perform(.relaunch) }
    public mutating func reinstall() throws(StepError) { try perform(.reinstall) }
    /// The user triggers an action of the frontmost screen.
    public mutating func tap(_ action: String, _ arguments: KeyValuePairs<String, Value> = [:])
        throws(StepError)
    {
        try perform(.tap(action, arguments.map { Param($0.key, $0.value) }))
    }
    /// The user taps a tab bar item.
    public mutating func select(_ tab: String) throws(StepError) { try perform(.select(tab)) }
    public mutating func back() throws(StepError) { try perform(.back) }
    public mutating func swipeDown() throws(StepError) { try perform(.swipeDown) }
    /// The user swipes the page view controller on screen to its next or previous page.
    public mutating func swipe(_ direction: PageDirection) throws(StepError) {
        try perform(.swipe(direction))
    }
    /// The app enters the background (`sceneDidEnterBackground`).
    public mutating func background() throws(StepError) { try perform(.background) }
    /// The app comes back to the foreground (`sceneWillEnterForeground`).
    public mutating func foreground() throws(StepError) { try perform(.foreground) }
    /// The user taps a button of the showing alert.
    public mutating func tapAlert(_ button: String) throws(StepError) {
        try perform(.alert(button))
    }
    /// A deep link or notification arrives.
    public mutating func open(_ link: String, _ arguments: KeyValuePairs<String, Value> = [:])
        throws(StepError)
    {
        try perform(.open(link, arguments.map { Param($0.key, $0.value) }))
    }
    /// The persisted state changes outside the app.
    public mutating func set(_ values: KeyValuePairs<String, Value>) throws(StepError) {
        try perform(.set(values.map { Param($0.key, $0.value) }))
    }
}
