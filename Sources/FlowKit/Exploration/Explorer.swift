/// Breadth-first exploration of every state an app can reach within its bounds: from every
/// starting point (every combination of the stored keys the app's conditions read,
/// ``StartPoints``), every step a user or the environment can take
/// (``Simulator/availableSteps(using:)``), leaving out the states past ``Options/maxRepeats``
/// (``RepeatExcess``), so that the walk is finite by construction. States are told apart by a 64-bit fingerprint
/// of the whole device that does not depend on the path taken; what is kept for each state seen
/// is that fingerprint and how it was reached (parent and step), about 20–30 bytes, and whole
/// states only for the current breadth-first level.
///
/// After each step it checks for a crash, a leak, a step that failed because of the app's own
/// effects, and a dead end; each problem is reported once (by kind and place) with the shortest
/// path to it, which ``ScenarioText`` writes as a scenario that `flowsim run` replays to the same failure.
///
/// ```swift
/// let exploration = Explorer(app: app).explore()
/// XCTAssertEqual(exploration.problems.filter { $0.kind == .leak }, [])
/// ```
///
/// The result is the same, in the same order, on every run. Two distinct states with the same
/// fingerprint (a chance of about n²/2⁶⁵ for n states) would be taken for one.
public struct Explorer: Sendable {

    public let app: AppDefinition
    public let options: Options
    /// A request to end the walk early (Ctrl-C), looked at every few hundred states expanded.
    public var stop: WalkStop?
    let catalog: StepCatalog
    private let sessionIndex: Int?
    /// The app has no scene hooks and the options leave `background` out (``Options/backgroundsWithoutSceneHooks``).
    private let leavesOutBackground: Bool
    /// No tab of the app runs effects when selected (`onSelect:`, an interception) and no screen
    /// at its appearance: selecting a tab whose top screen is loaded changes nothing but the
    /// selected tab (``SelectShortcut``).
    private let selectionsRunNothing: Bool
    /// The steps that undo a push or a presentation (``UndoShortcut``).
    private let undo: UndoShortcut
    /// How many screens each tab's flow starts with, by tab name, where that is more than one.
    private let tabRootDepths: [String: Int]
    /// The stored keys the walk starts with unread and forks on when first read (``UnreadKeys``).
    let unread: UnreadKeys

    public init(app: AppDefinition, options: Options = Options()) {
        self.app = app
        self.options = options
        catalog = StepCatalog(app: app)
        unread = options.starts == .everyLaunchInput ? UnreadKeys(app: app) : UnreadKeys()
        undo = UndoShortcut(app: app)
        var depths: [String: Int] = [:]
        for flow in app.flows.values {
            guard case .tabs(let tabs) = flow.content else { continue }
            for tab in tabs {
                if case .stack(let screens) = app.flows[tab.flow.name]?.content, screens.count > 1 {
                    depths[tab.name] = Swift.max(depths[tab.name] ?? 1, screens.count)
                }
            }
        }
        tabRootDepths = depths
        sessionIndex = app.index(ofKey: AppDefinition.sessionKey)
        leavesOutBackground =
            app.onBackground.isEmpty && app.onForeground.isEmpty
            && !options.backgroundsWithoutSceneHooks
        selectionsRunNothing =
            app.flows.values.allSatisfy { flow in
                guard case .tabs(let tabs) = flow.content else { return true }
                return tabs.allSatisfy { $0.intercept == nil && $0.onSelect.isEmpty }
            }
            && app.screens.values.allSatisfy {
                $0.onLoad.isEmpty && $0.onWillAppear.isEmpty && $0.onAppear.isEmpty
            }
    }

    /// The steps exploration tries in a state, in the order their indices refer to.
    public func steps(in sim: Simulator) -> [AvailableStep] {
        var steps: [AvailableStep] = []
        steps.reserveCapacity(catalog.opens.count + 24)
        self.steps(in: sim, into: &steps)
        return steps
    }

    /// ``steps(in:)`` written into `steps` (emptied first, its room kept): the walk reuses one
    /// array for every state it expands.
    func steps(in sim: Simulator, into steps: inout [AvailableStep]) {
        sim.availableSteps(
            using: catalog, prechecks: true, leavingOutBackground: leavesOutBackground,
            into: &steps)
        if !options.includesLinks || (!sim.isRunning && !sim.device.heldLinks.isEmpty) {
            steps.removeAll { if case .open = $0.step { return true } else { return false } }
        } else if !sim.device.heldLinks.isEmpty {
            // A link held until its when: holds (behind a lock, before sign-in) is held once: each
            // more of the same would be a new state forever.
            let held = Set(sim.device.heldLinks.map(\.name))
            steps.removeAll {
                if case .open(let name, _) = $0.step {
                    return held.contains(name)
                } else {
                    return false
                }
            }
        }
        if options.interleavesTransitions { TransitionInterleaving.append(to: &steps, in: sim) }
        if steps.count > Int(UInt16.max) { steps.removeLast(steps.count - Int(UInt16.max)) }
    }

    /// The starting points the options ask for: every combination of the keys the app's
    /// conditions read that cannot start unread (``UnreadKeys``: past the first 64), or a fresh
    /// install only.
    func startPoints() -> StartPoints {
        options.starts == .everyLaunchInput
            ? StartPoints(app: app, leavingOut: unread.mask) : StartPoints(freshInstall: ())
    }

    /// Whether the walk starts from a fresh install alone: no key is read lazily nor varied.
    public var startsFromFreshInstallOnly: Bool {
        unread.mask == 0 && startPoints().count == 1
    }

    /// Whether `session` is `user`.
    // (inlined, as the walk's other helpers that read its simulator: a call that is given a
    // simulator, or a method called on one, copies all of it first (some 580 bytes))
    @inline(__always)
    func isSignedIn(_ sim: Simulator) -> Bool {
        guard let i = sessionIndex else { return false }
        return sim.device.store[i] == "user"
    }

    /// Explores. `visit` is called once for each distinct state, in breadth-first order, with the
    /// index that ``Exploration/path(to:)`` takes; `transition` for every step that succeeded,
    /// including those that lead to a state already found, with the screen frontmost before it
    /// and the simulator after it (what a ``CoverageRecorder`` records); `progress` now and then.
    /// The simulators they are given count no appearance callbacks (their ``Simulator/lifecycle``
    /// is empty: the counts are no part of a state) and keep no trace.
    public func explore(
        visit: ((Int, Simulator) -> Void)? = nil,
        transition: ((Step, _ frontmost: String?, _ after: Simulator) -> Void)? = nil,
        progress: ((Progress) -> Void)? = nil, checking properties: PropertyWalk? = nil
    ) -> Exploration {
        var result = Exploration(explorer: self)
        var seen = FingerprintSet()
        let numbering = IDNumbering.Table(capacity: 1024)
        // The leak test's set of the window's ids (``Simulator/mayLeak(using:)``).
        let inWindow = IDSet(capacity: 1024)
        // The caches of what fingerprints computed before (none when a test compares without them).
        let strings = options.usesDigestCaches ? StringDigests() : nil
        let trees = options.usesDigestCaches ? CoordinatorDigests() : nil
        // The problems, each once by its cause (``FindingsCollector``).
        var findings = FindingsCollector()
        // The impossible steps noted last, known again without putting them into words.
        var recentFailures = RecentFailures()
        // Launches are remembered unless each transition is reported or signing in is left out.
        var launches = LaunchMemo()
        // Rebuilds the states of a level past `keptStates`, each from the path of the one before.
        var rebuilder = StateRebuilder()
        // Tab selections not performed where their outcome is known; not when each transition
        // is reported (as coverage wants), nor when a test turns it off.
        var shortcut = SelectShortcut()
        // Every step is performed when each is reported (coverage, some properties).
        let observesEveryStep = transition != nil || properties?.needsEveryTransition == true
        let usesSelectShortcut = !observesEveryStep && options.usesSelectShortcut
        // Steps that undo the one that found the state, counted and not performed (``UndoShortcut``).
        let usesUndoShortcut = !observesEveryStep && options.usesUndoShortcut && undo.applies
        let memoizesLaunches = !observesEveryStep && !options.avoidsSigningIn
        // (a state found by a step that only added a screen or selected a tab leaks what the
        // state it came from leaks, which was tested or is the same as one that was, and noted)
        let skipsLeakTests = options.skipsLeakTestAfterAdditions
        // The verdict on the last coordinator tree the repeat bound tested (``RepeatMemo``).
        var repeatMemo = RepeatMemo()
        var pastRepeats: [RepeatExcess: Int] = [:]
        let trimsTheLastLevel = options.keepsOnlyStatesLikelyExpanded
        // The states of the next level to expand, each as a checkpoint (``Simulator/Checkpoint``)
        // that one simulator is rewound to: a checkpoint is the device and the counts, a whole
        // simulator copy would retain every table built from the app as well.
        // With each, what is known of where some of its steps lead (``FrontierEntry``).
        var frontier = Frontier()
        // The level being found, emptied and swapped with `frontier` at each level's end.
        var next = Frontier()
        var simulator: Simulator?
        // Each start's simulator, built once for the walk and all the paths rebuilt from it.
        var fresh: [Int: Simulator] = [:]
        // Starting points are built one at a time, each from a copy of a fresh install's
        // simulator, and count toward `maxStates`: 2^20 of them are never all in memory.
        let points = startPoints()
        // The starts and their forks before any other step (each a launch state).
        var startTree: Set<Int> = []
        result.startPoints = points
        let base = startSimulator(given: [])
        for i in 0..<points.count {
            if i & 255 == 255, stop?.isRequested == true {
                result.stoppedBy = .interrupted
                result.unexpandedCount = result.parents.count
                break
            }
            if result.parents.count >= options.maxStates {
                result.stoppedBy = .maxStates(options.maxStates)
                result.unexpandedCount = result.parents.count
                break
            }
            result.startsWalked += 1
            guard let sim = startSimulator(given: points[i], from: base) else { continue }
            let fingerprint = sim.storedDevice.fingerprint(
                using: numbering, strings: strings, coordinators: trees)
            guard seen.insert(fingerprint) else { continue }
            result.parents.append(UInt32.max)
            result.steps.append(0)
            result.startOrdinals.append(i)
            startTree.insert(result.parents.count - 1)
            result.launchStates += 1
            // Kept for the replays of the problems' paths at the end, which start from it (the
            // first few: the others are built again from the fresh install's, a copy and a write).
            if fresh.count < 64 { fresh[result.startOrdinals.count - 1] = sim }
            visit?(result.parents.count - 1, sim)
            properties?.visit(result.parents.count - 1, fingerprint: fingerprint, sim)
            frontier.append(
                FrontierEntry(index: result.parents.count - 1),
                state: frontier.count < options.keptStates ? sim.checkpoint : nil)
            if simulator == nil { simulator = sim }
        }
        var depth = 0
        if result.stoppedBy != nil { frontier.removeAll() }
        // How many states the last level expanded.
        var previousLevel = 0
        var nextReport = 1024
        // Every state is expanded on this one simulator, rewound to the state's checkpoint.
        if var sim = simulator {
            simulator = nil
            // The steps of the state being expanded, one array for them all (``steps(in:into:)``).
            var available: [AvailableStep] = []
            walk: while !frontier.isEmpty {
                if let limit = options.maxDepth, depth >= limit {
                    result.stoppedBy = .maxDepth(limit)
                    result.unexpandedCount = frontier.count
                    break
                }
                // Room for as many states as this level's growth over the last predicts (and an
                // eighth more), at most the states still to find: each growth of the array moves
                // every checkpoint in it.
                let predicted =
                    previousLevel == 0
                    ? frontier.count : frontier.count * frontier.count / previousLevel
                next.reserveCapacity(
                    min(
                        max(predicted + predicted / 8, frontier.count),
                        max(options.maxStates - result.parents.count, frontier.count)),
                    kept: options.keptStates)
                previousLevel = frontier.count
                var kept = 0
                let levelStart = result.parents.count
                // (a fork, no step, joins the level it was forked in: the level grows while it is
                // walked)
                var position = -1
                while position + 1 < frontier.count {
                    position += 1
                    // Ctrl-C: stopped as a bound stops the walk, what was found kept.
                    if position & 255 == 0, stop?.isRequested == true {
                        result.stoppedBy = .interrupted
                        result.unexpandedCount = frontier.count - position + next.count
                        break walk
                    }
                    let entry = frontier.entries[position]
                    let state = entry.index
                    // Taken out of the frontier (not copied), or rebuilt from its path.
                    if var checkpoint = frontier.takeState(at: position) {
                        sim.rewind(toTaken: &checkpoint)
                    } else if !rebuilder.rebuild(
                        state, in: result, by: self, on: &sim, starts: &fresh)
                    {
                        continue
                    }
                    steps(in: sim, into: &available)
                    let saved = sim.checkpoint
                    // What this state leaks, worked out when a step from it first shows a leak:
                    // a leak it had before the step is not the step's (nor a new cause).
                    var leaksBefore: Set<LeakCause>?
                    // The selections known to lead to states found (``SelectShortcut``), and
                    // which tab each `select` is, in order.
                    let skips = entry.skips
                    let selection = entry.selection
                    var tabOrdinal = -1
                    let back =
                        selectionsRunNothing
                        ? sim.storedDevice.app?.window.withTabBar { $0.pointee.selectedIndex } : nil
                    defer { shortcut.finish(&next, back: back) }
                    // The steps that undo the one that found this state lead back to the state it
                    // came from (``UndoShortcut``).
                    var undoing: UInt64 = 0
                    if usesUndoShortcut, let added = entry.added {
                        undoing = undo.undoing(added, in: &sim, steps: available)
                    }
                    // The tabs whose selection only selects them (their top screen loaded, the
                    // app's selections running nothing, no link held that a step may route):
                    // where it leads is this device with that tab selected, fingerprinted as such.
                    let selectionsOnlySelect =
                        usesSelectShortcut && selectionsRunNothing && sim.isRunning
                        && !sim.isInBackground && sim.storedDevice.heldLinks.isEmpty
                    // And the selected tab, when tapping it again changes nothing: that leads here.
                    let (selectsOnly, retapsNothing) =
                        selectionsOnlySelect ? SelectShortcut.selections(in: sim) : (.empty, nil)
                    // The steps that leave the tabs alone meet this state's tabs section again.
                    trees?.tabs.expect(
                        sim.storedDevice.app?.window.withTabBar { TabDigests.storage(of: $0) }
                            ?? nil)
                    // What the steps' reports say of the state they start from.
                    let topName = sim.top?.name
                    let wasRunning = sim.isRunning
                    let wasSignedIn = isSignedIn(sim)
                    // A screen waiting for a request's answer (a spinner) is not a dead end: the
                    // answer is a way out, even when the user can do nothing meanwhile.
                    if sim.isRunning, sim.storedDevice.app?.window.hasAlert == false,
                        !sim.isInBackground,
                        !available.contains(where: {
                            ($0.origin == .user && $0.step.isNavigation) || $0.step.isAnswer
                        })
                    {
                        let name = sim.top?.name ?? "?"
                        findings.note(
                            "dead-end|" + name,
                            Found(
                                kind: .deadEnd, place: name, screen: name,
                                message:
                                    "'\(sim.top?.description ?? name)' has no action, no back button, no tab to tap and cannot be swiped away",
                                state: state, extra: .back, ending: .lastStep,
                                subject: name, cause: ""))
                    }
                    // The key of a value not read yet that a step of this state reads.
                    var forkKey: Int?
                    for k in available.indices {
                        // Moved out of the list, `back` left in its place: a copy would retain
                        // the step's names and arguments, to be released twice.
                        var taken = Step.back
                        swap(&taken, &available[k].step)
                        let step = taken
                        if undoing != 0, k < 64, undoing & (1 << k) != 0 {
                            result.transitionCount += 1
                            result.skippedUndoCount += 1
                            continue
                        }
                        // A tab selection whose outcome is known is counted, not performed.
                        var selected: Int?
                        if usesSelectShortcut, case .select = step {
                            tabOrdinal += 1
                            if skips.contains(tabOrdinal) || tabOrdinal == retapsNothing
                                || (selectsOnly.contains(tabOrdinal)
                                    && seen.contains(
                                        selection?.fingerprint(selecting: tabOrdinal)
                                            ?? sim.storedDevice.fingerprint(
                                                using: numbering, strings: strings,
                                                coordinators: trees, selectedTab: tabOrdinal)))
                            {
                                result.transitionCount += 1
                                result.skippedSelectionCount += 1
                                continue
                            }
                            selected = tabOrdinal
                        }
                        // One problem however many places it fails at: the same reason, the same words.
                        func impossible(_ error: StepError) {
                            let reason = error.reason.caseName
                            let screen = topName ?? ""
                            if recentFailures.contains(
                                reason: reason, message: error.message, screen: screen, step: step)
                            {
                                return
                            }
                            recentFailures.insert(
                                reason: reason, message: error.message, screen: screen, step: step)
                            let key =
                                "impossible-step|" + reason + "|" + error.message
                            // The place is put into words only when it may be a new one: the same
                            // step from the same screen as the first is the first's place.
                            if let first = findings.found[key] {
                                guard first.placeStep != step || first.screen != (topName ?? ""),
                                    findings.placesElsewhere(key) < 64
                                else { return }
                            }
                            let place =
                                (topName ?? "not running") + " › " + step.description
                            findings.note(
                                key,
                                Found(
                                    kind: .impossibleStep, place: place, screen: topName ?? "",
                                    message: error.message, reason: error.reason,
                                    state: state, step: k, placeStep: step, ending: .lastStep,
                                    subject: error.reason.findingSubject ?? topName ?? "launch",
                                    cause: reason),
                                place: place)
                        }
                        func crashed(_ message: String?) {
                            guard let message,
                                wasRunning || step == .launch
                                    || step == .relaunch
                            else { return }
                            let place =
                                (topName ?? "launch") + " › " + step.description
                            findings.note(
                                "crash|" + message + "|" + place,
                                Found(
                                    kind: .crash, place: place, screen: topName ?? "",
                                    message: "the app crashed: '\(message)'", state: state,
                                    step: k, ending: .lastStep, subject: topName ?? "launch",
                                    cause: message))
                        }
                        // A launch done before from the same store and held links: its state was found then.
                        var launchKey: Int?
                        if memoizesLaunches, let kind = LaunchMemo.kind(of: step) {
                            launchKey = launches.slot(for: kind, from: &sim)
                        }
                        if let launchKey {
                            // (read in place: a copy of the outcome retains its error)
                            if let fingerprint = launches.fingerprint(at: launchKey) {
                                if seen.contains(fingerprint) {
                                    result.transitionCount += 1
                                    crashed(launches.crashMessage(at: launchKey))
                                    continue
                                }
                            } else if case .failed(let error) = launches[launchKey] {
                                impossible(error)
                                continue
                            }
                        }
                        let frontmost =
                            transition == nil ? nil : sim.screenName(actingFor: step)
                        do {
                            // On failure the step leaves the device as it was (and counts nothing).
                            try sim.perform(step)
                        } catch {
                            // A stored value read for the first time: the state is forked on
                            // it, and its forks take its steps (``UnreadKeys``).
                            if case .valueNotYetRead(let key) = error.reason {
                                forkKey = key
                                break
                            }
                            // (a step to make during a transition, after one that started none)
                            if case .nothingAnimating = error.reason { continue }
                            if let launchKey { launches[launchKey] = .failed(error) }
                            impossible(error)
                            continue
                        }
                        // `sim` is now the state after the step, until it is rewound.
                        defer { sim.rewind(to: saved) }
                        result.transitionCount += 1
                        if let tab = selected {
                            if sim.isCheckpoint(saved, withAnotherTabSelected: ()) {
                                shortcut.selectedOnly(tab)
                            } else {
                                selected = nil
                            }
                        }
                        transition?(step, frontmost, sim)
                        if options.avoidsSigningIn, !wasSignedIn, isSignedIn(sim) { continue }
                        crashed(sim.crashMessage)
                        // (read in place: `device` would hand out a copy)
                        let (fingerprint, prefix) = sim.storedDevice
                            .fingerprintAndSelectionPrefix(
                                using: numbering, strings: strings, coordinators: trees)
                        if let launchKey {
                            launches[launchKey] = .reached(
                                fingerprint: fingerprint, crashMessage: sim.crashMessage)
                        }
                        properties?.transition(
                            from: state, step: k, step, screen: topName, wasRunning: wasRunning,
                            to: fingerprint, sim)
                        guard seen.insert(fingerprint) else { continue }
                        // Past the repeat bound: not generated (its fingerprint stays in `seen`,
                        // so that it is recognised, and left out, when met again).
                        if let limit = options.maxRepeats,
                            let excess = sim.repeatExcess(limit: limit, memo: &repeatMemo)
                        {
                            result.pastRepeatsCount += 1
                            pastRepeats[excess, default: 0] += 1
                            continue
                        }
                        if options.keepsTabsApart,
                            let tab = sim.secondTabAway(rootDepths: tabRootDepths)
                        {
                            result.pastRepeatsCount += 1
                            pastRepeats[
                                RepeatExcess(kind: .secondTabAway, name: tab), default: 0] += 1
                            continue
                        }
                        if result.parents.count >= options.maxStates {
                            result.stoppedBy = .maxStates(options.maxStates)
                            result.unexpandedCount = frontier.count - position + next.count
                            break walk
                        }
                        result.parents.append(UInt32(truncatingIfNeeded: state))
                        result.steps.append(UInt16(truncatingIfNeeded: k))
                        let index = result.parents.count - 1
                        result.depthReached = depth + 1
                        // The same state with one screen or presentation more, and nothing else
                        // changed, leaks what the state expanded leaks, whose leaks were noted (it
                        // was tested, or leaks what a tested state leaks): every coordinator and
                        // held screen is where it was, and the new screen is the acting
                        // coordinator's, which is in the window. So does the same with another
                        // tab selected (`selected` is still set when the selection changed
                        // nothing else): every tab's stack is in the window.
                        let mayLeak =
                            skipsLeakTests && (sim.lastAddition != nil || selected != nil)
                            ? false : sim.mayLeak(using: inWindow)
                        let leaks = mayLeak ? sim.leaks : []
                        if !leaks.isEmpty, leaksBefore == nil {
                            var before = sim
                            before.rewind(to: saved)
                            leaksBefore = Set(before.leaks.map(LeakCause.init))
                        }
                        // Noted with the step that showed it (its kind is part of the cause).
                        for leak in leaks where leaksBefore?.contains(LeakCause(leak)) != true {
                            findings.note(
                                LeakCause(leak).findingKey(
                                    trigger: FindingTrigger.of(step, before: nil)),
                                Found(
                                    kind: .leak, place: leak.subject, screen: sim.top?.name ?? "",
                                    message: leak.description, state: state, step: k,
                                    ending: .expectNoLeaks,
                                    subject: ExplorationFinding.name(leak.subject),
                                    cause: leak.kind.rawValue))
                        }
                        // (none by default: a call hands the closure a copy of the simulator, some 580 bytes)
                        visit?(index, sim)
                        properties?.visit(index, fingerprint: fingerprint, sim)
                        if let progress, index >= nextReport {
                            nextReport = index + 1024
                            progress(
                                Progress(
                                    states: index + 1, transitions: result.transitionCount,
                                    depth: depth + 1))
                        }
                        if !leaks.isEmpty, !options.expandsLeakingStates { continue }
                        if let limit = options.maxStackDepth,
                            let window = sim.storedDevice.app?.window, window.depth > limit
                        {
                            result.tooDeepCount += 1
                            if result.tooDeepStates.count < 4_096 {
                                result.tooDeepStates.append(index)
                            }
                            continue
                        }
                        // A level on course to reach `maxStates` before it ends will not be
                        // followed by the next: its states are not kept (a wrong guess costs
                        // rebuilding them from their paths), so that their memory is freed now,
                        // while it is in the cache, not all at the end.
                        // (an eighth over the bound, written not to overflow when it is Int.max)
                        let found = result.parents.count - levelStart
                        let predicted = levelStart + found * frontier.count / (position + 1)
                        let endsTheWalk =
                            position >= 64 && predicted >= options.maxStates
                            && predicted - options.maxStates >= options.maxStates / 8
                        // And a level that will end first but not be followed far: the next
                        // expands, at this level's rate of states found a state expanded, about
                        // (maxStates - predicted) / rate states before the walk stops. A state
                        // found well past that (a quarter more) is not kept either: the walk would
                        // only free it at the end (a wrong guess costs rebuilding it).
                        var pastTheWalk = false
                        if trimsTheLastLevel, !endsTheWalk, position >= 64,
                            predicted < options.maxStates
                        {
                            let expanded =
                                Double(options.maxStates - predicted) * Double(position + 1)
                                / Double(Swift.max(found, 1))
                            pastTheWalk = Double(next.count) >= expanded * 1.25 + 64
                        }
                        let added = usesUndoShortcut ? UndoShortcut.added(by: sim) : nil
                        if kept < options.keptStates, !endsTheWalk, !pastTheWalk {
                            kept += 1
                            next.append(
                                FrontierEntry(index: index, added: added, selection: prefix),
                                state: sim.checkpoint)
                        } else {
                            result.unkeptCount += 1
                            next.append(
                                FrontierEntry(index: index, added: added, selection: prefix),
                                state: nil)
                        }
                        if let tab = selected { shortcut.found(tab, at: next.count - 1) }
                    }
                    // One state for each value of the key read, each expanded in turn.
                    if let key = forkKey {
                        let forksAStart = startTree.contains(state)
                        if forksAStart { result.launchStates += unread.values(of: key).count - 1 }
                        for (v, value) in unread.values(of: key).enumerated() {
                            defer { sim.rewind(to: saved) }
                            let name = app.stateKeys[key].name
                            do { try sim.writeState(name, value) } catch { continue }
                            let fingerprint = sim.storedDevice.fingerprint(
                                using: numbering, strings: strings, coordinators: trees)
                            properties?.transition(
                                from: state, step: Int(UnreadKeys.forkStep),
                                .set([Param(name, value)]), screen: topName,
                                wasRunning: wasRunning, to: fingerprint, sim)
                            guard seen.insert(fingerprint) else { continue }
                            if result.parents.count >= options.maxStates {
                                result.stoppedBy = .maxStates(options.maxStates)
                                result.unexpandedCount = frontier.count - position + next.count
                                break walk
                            }
                            result.parents.append(UInt32(truncatingIfNeeded: state))
                            result.steps.append(UnreadKeys.forkStep)
                            let index = result.parents.count - 1
                            result.forks[index] = UnreadKeys.record(key: key, value: v)
                            if forksAStart { startTree.insert(index) }
                            result.depthReached = Swift.max(result.depthReached, depth)
                            visit?(index, sim)
                            properties?.visit(index, fingerprint: fingerprint, sim)
                            // Expanded in this level: a fork is no step, and a path's length (and
                            // `--depth`) counts only steps.
                            frontier.append(FrontierEntry(index: index), state: sim.checkpoint)
                        }
                    }
                }
                swap(&frontier, &next)
                next.removeAll()
                depth += 1
            }
        }
        result.stateCount = result.parents.count
        result.pastRepeats = pastRepeats.sorted {
            $0.value != $1.value ? $0.value > $1.value : $0.key.description < $1.key.description
        }.prefix(8).map { (excess: $0.key, count: $0.value) }
        if result.stoppedBy == nil, result.tooDeepCount > 0, let limit = options.maxStackDepth {
            result.stoppedBy = .maxStackDepth(limit)
            result.unexpandedCount = result.tooDeepCount
        }
        // Counted, not asked of the allocator (whose rounding varies from run to run): the table and one record a state.
        let bytes =
            seen.byteCount + result.stateCount
            * (MemoryLayout<UInt32>.stride + MemoryLayout<UInt16>.stride)
        result.bytesPerState =
            result.stateCount == 0 ? 0 : Double(bytes) / Double(result.stateCount)
        // (an interrupted walk was stopped by no bound that a different value would move)
        if result.stoppedBy != nil, result.stoppedBy != .interrupted {
            result.left = LeftStates.summarize(result)
        }
        result.problems = findings.problems(by: self, in: result, fresh: &fresh)
        result.findings = ExplorationFinding.group(result.problems)
        return result
    }

}
