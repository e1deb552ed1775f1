/// App Store review readiness (`flowsim review`): two explorations of the app and the
/// findings a reviewer would object to.
///
/// - Guideline 5.1.1: from a fresh install, with no step that signs in (after which `session`
///   is `user`), every screen not marked `requiresAccount` must show; the others are behind a login wall.
/// - Guideline 5.1.1(v): if an action creates an account (`createsAccount`), a signed-in user
///   must reach an action that deletes it (`deletesAccount`).
/// - Reachable crashes, impossible steps, dead ends and leaks (``Explorer``), and declared
///   screens that no launch state and no step shows.
public struct Review: Sendable {
    public let app: AppDefinition
    public let options: Explorer.Options
    /// The app's properties, checked in every state of the exploration from every launch state.
    public var properties: [WalkProperty] = []
    /// A request to end the walks early (Ctrl-C): each walk then stops where it is, and the
    /// review reports what they found.
    public var stop: WalkStop?

    /// `options` bound both explorations (their `starts` and `avoidsSigningIn` are set by the review).
    public init(app: AppDefinition, options: Explorer.Options = Explorer.Options()) {
        self.app = app
        self.options = options
    }

    public struct Result: Sendable {
        /// By check, then (for exploration's causes) the shortest first.
        public var findings: [ReviewFinding]
        /// The exploration from every launch state.
        public var exploration: Exploration
        /// The exploration from a fresh install.
        public var fromFreshInstall: Exploration
        /// The exploration from a fresh install without signing in.
        public var withoutSigningIn: Exploration
        /// The verdict on each of ``Review/properties``, in their order.
        public var properties: [PropertyVerdict] = []

        /// How many walks the review made: three, or fewer when some coincide (a fresh install
        /// is the only starting point; no effect signs in), each then walked once.
        public var walks = 3

        /// The states of the walks made, each walk counted once.
        public var statesWalked = 0
    }

    /// Whether some effect of the app writes `session` (the only way a step signs in).
    static func someStepSignsIn(_ app: AppDefinition) -> Bool {
        guard app.index(ofKey: AppDefinition.sessionKey) != nil else { return false }
        var writes = false
        func look(_ effect: Effect) {
            if case .set(let values) = effect,
                values.contains(where: { $0.key == AppDefinition.sessionKey })
            {
                writes = true
            }
        }
        app.forEachEffect(look)
        for effect in app.onForeground + app.onBackground { effect.forEachNested(look) }
        return writes
    }

    /// An explorer of the app with `options`, that stops when ``stop`` asks.
    private func explorer(_ options: Explorer.Options) -> Explorer {
        var explorer = Explorer(app: app, options: options)
        explorer.stop = stop
        return explorer
    }

    public func run() -> Result {
        let sessionIndex = app.index(ofKey: AppDefinition.sessionKey)
        func signedIn(_ sim: Simulator) -> Bool {
            sessionIndex.map { sim.device.store[$0] == "user" } ?? false
        }

        // Everything, from every launch state: where each screen first shows, where an account is
        // created and where a signed-in user can delete it.
        var shown: [String: Int] = [:]
        var creation: (state: Int, step: Step)?
        var deletion: Int?
        // The walk from every starting point is the walk from a fresh install when that is the
        // only starting point, and that walk the one without signing in when nothing signs in:
        // each is then made once.
        let onlyFreshInstall =
            options.starts == .freshInstall
            || Explorer(app: app, options: options).startsFromFreshInstallOnly
        let signsIn = Self.someStepSignsIn(app)
        var shownFresh: [String: Int] = [:]
        var everything = Explorer(app: app, options: options)
        everything.stop = stop
        // The properties, and the taps and links that change nothing.
        let walk = PropertyWalk(app: app, properties: properties, findsSilentSteps: true)
        let exploration = everything.explore(
            visit: { index, sim in
                for screen in sim.window?.appearedScreens ?? [] where shown[screen.name] == nil {
                    shown[screen.name] = index
                    if onlyFreshInstall { shownFresh[screen.name] = index }
                }
                guard sim.isRunning, sim.window?.alert == nil, let top = sim.top,
                    let spec = app.screens[top.name]
                else { return }
                if creation == nil, let action = spec.actions.first(where: \.createsAccount),
                    let step = everything.catalog.taps[top.name]?.first(where: {
                        if case .tap(action.name, _) = $0 { return true } else { return false }
                    }),
                    sim.canPerform(step)
                {
                    creation = (index, step)
                }
                if deletion == nil, signedIn(sim), spec.actions.contains(where: \.deletesAccount) {
                    deletion = index
                }
            }, checking: walk)

        // From a fresh install: where each screen first shows when signing in is allowed (for the
        // shortest path to a walled screen), and which screens show when it is not.
        var fresh = options
        fresh.starts = .freshInstall
        let fromFreshInstall =
            onlyFreshInstall
            ? exploration
            : explorer(fresh).explore(visit: { index, sim in
                for screen in sim.window?.appearedScreens ?? []
                where shownFresh[screen.name] == nil {
                    shownFresh[screen.name] = index
                }
            })
        var restricted = fresh
        restricted.avoidsSigningIn = true
        var openlyShown: Set<String> = []
        let withoutSigningIn: Exploration
        if signsIn {
            withoutSigningIn = explorer(restricted).explore(visit: { _, sim in
                for screen in sim.window?.appearedScreens ?? [] { openlyShown.insert(screen.name) }
            })
        } else {
            withoutSigningIn = fromFreshInstall
            openlyShown = Set(shownFresh.keys)
        }

        var findings: [ReviewFinding] = []
        let walled = shownFresh.keys.filter {
            !openlyShown.contains($0) && app.screens[$0]?.requiresAccount != true
        }.sorted()
        if let first = walled.min(by: { (shownFresh[$0] ?? 0, $0) < (shownFresh[$1] ?? 0, $1) }),
            let state = shownFresh[first]
        {
            findings.append(
                ReviewFinding(
                    check: .accountFreeAccess,
                    summary:
                        "from a fresh install, \(walled.count == 1 ? "a screen" : "\(walled.count) screens") not marked requiresAccount "
                        + "can only be reached by signing in: " + walled.joined(separator: ", ")
                        + "; let people use them without an account (a guest mode), or mark them requiresAccount: true",
                    screens: walled, path: fromFreshInstall.path(to: state),
                    ending: [
                        "expect: {session: none}  # \(first) shows only after a step that signs in"
                    ]))
        }
        let creators = app.screens.values.filter { $0.actions.contains(where: \.createsAccount) }
            .map(\.name).sorted()
        if !creators.isEmpty, deletion == nil {
            var path: ExplorationPath?
            if let creation {
                path = exploration.path(to: creation.state)
                path?.steps.append(creation.step)
            }
            let deleters = app.screens.values.filter {
                $0.actions.contains(where: \.deletesAccount)
            }.map(\.name).sorted()
            let why =
                deleters.isEmpty
                ? "no action has deletesAccount: true"
                : "no signed-in user reaches the action with deletesAccount: true on "
                    + deleters.joined(separator: ", ")
                    + (exploration.isComplete ? "" : " within the bounds explored")
            findings.append(
                ReviewFinding(
                    check: .accountDeletion,
                    summary: "the app creates accounts (" + creators.joined(separator: ", ")
                        + ") but " + why
                        + "; offer account deletion inside the app to signed-in users",
                    screens: creators, path: path))
        }
        // One finding per cause, as `explore` groups them, with the same id.
        for cause in exploration.findings {
            let problem = cause.example
            let check: ReviewFinding.Check
            switch problem.kind {
            case .crash: check = .crash
            case .impossibleStep: check = .impossibleStep
            case .deadEnd: check = .deadEnd
            case .leak: check = .leak
            }
            var finding = ReviewFinding(
                check: check, summary: cause.summary,
                screens: problem.screen.isEmpty ? [] : [problem.screen], path: problem.path,
                ending: ScenarioText.ending(for: problem))
            finding.otherPlaces = problem.otherPlaces
            finding.otherInstances = Array(cause.instances.dropFirst())
            finding.id = cause.id
            finding.subject = cause.subject + " " + cause.trigger
            findings.append(finding)
        }
        findings += SilentStepFindings.findings(walk.silentSteps(in: exploration))
        let verdicts = walk.verdicts(in: exploration)
        findings += SilentStepFindings.findings(verdicts)
        let unreachable = app.screens.keys.filter { shown[$0] == nil }.sorted()
        if !unreachable.isEmpty {
            findings.append(
                ReviewFinding(
                    check: .unreachableScreen,
                    summary: (unreachable.count == 1
                        ? "a declared screen shows" : "\(unreachable.count) declared screens show")
                        + " in no launch state after any steps: "
                        + unreachable.joined(separator: ", ")
                        + (exploration.isComplete
                            ? "; remove them or add a way to reach them"
                            : " (within the bounds explored)"),
                    screens: unreachable))
        }
        // By check; within a check, in the order found (explore's causes: shortest first).
        let checks = ReviewFinding.Check.allCases
        let order = findings.map { checks.firstIndex(of: $0.check) ?? 0 }
        findings = findings.indices.sorted { (order[$0], $0) < (order[$1], $1) }.map {
            findings[$0]
        }
        var result = Result(
            findings: findings, exploration: exploration, fromFreshInstall: fromFreshInstall,
            withoutSigningIn: withoutSigningIn, properties: verdicts)
        result.walks = 1 + (onlyFreshInstall ? 0 : 1) + (signsIn ? 1 : 0)
        result.statesWalked =
            exploration.stateCount + (onlyFreshInstall ? 0 : fromFreshInstall.stateCount)
            + (signsIn ? withoutSigningIn.stateCount : 0)
        return result
    }
}
