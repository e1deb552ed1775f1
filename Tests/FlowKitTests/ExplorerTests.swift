import XCTest

@testable import FlowKit

/// The explorer: one state per thing the user and the code can tell apart, each check with an
/// app that has the problem and one that does not, bounds, determinism, memory.
final class ExplorerTests: XCTestCase {
    /// Bounded, so that a mistake makes a test fail rather than run on.
    private func explore(
        _ app: AppDefinition, _ options: Explorer.Options = Explorer.Options(maxStates: 20_000)
    ) -> Exploration {
        Explorer(app: app, options: options).explore()
    }

    private func kinds(_ e: Exploration) -> [ExplorationProblem.Kind] { e.problems.map(\.kind) }

    private func rendered(_ path: ExplorationPath) -> [String] { path.steps.map(ScenarioText.step) }

    func testPushBackPushGivesOneState() throws {
        let app = stackApp(screens: [
            screen("A", ["open": [.push("B")]]), screen("B", ["close": [.pop]]),
        ])
        var once = try Simulator(app: app)
        try once.launch()
        try once.tap("open")
        var twice = once
        try twice.back()
        try twice.tap("open")
        XCTAssertEqual(once.device.fingerprint, twice.device.fingerprint)
        let e = explore(app)
        XCTAssertTrue(e.isComplete)
        XCTAssertEqual(
            e.stateCount, 3,
            "installed, A, A › B: back, close and relaunch lead to states already seen (no scene hooks: no background copies)"
        )
        XCTAssertEqual(e.problems, [])
        var withBackground = Explorer.Options(maxStates: 20_000)
        withBackground.backgroundsWithoutSceneHooks = true
        XCTAssertEqual(
            explore(app, withBackground).stateCount, 5, "and A and A › B in the background")
    }

    func testTheFingerprintTellsApartWhatTheUserOrTheCodeSees() throws {
        let app = stackApp(screens: [
            screen(
                "A",
                ["open": [.push(call("B", ["id": 1]))], "other": [.push(call("B", ["id": 2]))]]),
            screen("B", params: ["id"]),
        ])
        var one = try Simulator(app: app)
        try one.launch()
        var two = one
        try one.tap("open")
        try two.tap("other")
        XCTAssertNotEqual(one.device.fingerprint, two.device.fingerprint, "parameters differ")
        XCTAssertEqual(
            explore(app).stateCount, 4, "installed, A, B(id=1), B(id=2)")
    }

    func testALeakIsFoundWithTheShortestPathAndNotWhenTheFlowFinishesItself() {
        func app(autoFinish: Bool) -> AppDefinition {
            stackApp(
                flows: [FlowSpec("Detail", content: .push(["B"]), autoFinish: autoFinish)],
                screens: [
                    screen("A", ["open": [.start("Detail")]]), screen("B", ["more": [.push("C")]]),
                    screen("C"),
                ])
        }
        let leaking = explore(app(autoFinish: false))
        let leaks = leaking.problems.filter { $0.kind == .leak }
        XCTAssertEqual(leaks.map(\.place), ["App/Root/Detail"])
        XCTAssertEqual(leaks.first.map { rendered($0.path) }, ["launch", "tap: open", "back"])
        XCTAssertEqual(leaks.first?.ending, .expectNoLeaks)
        XCTAssertEqual(explore(app(autoFinish: true)).problems, [])
    }

    func testACrashIsFound() {
        let crashing = explore(
            stackApp(screens: [
                screen("A", ["open": [.push("B")]]),
                screen("B", ["boom": [.crash("index out of range")]]),
            ]))
        XCTAssertEqual(kinds(crashing), [.crash])
        XCTAssertEqual(crashing.problems.first?.place, "B › tap: boom")
        XCTAssertEqual(
            crashing.problems.first.map { rendered($0.path) }, ["launch", "tap: open", "tap: boom"])
        XCTAssertEqual(crashing.problems.first?.message, "the app crashed: 'index out of range'")
        XCTAssertEqual(
            explore(
                stackApp(screens: [
                    screen("A", ["open": [.push("B")]]), screen("B", ["fine": [.pop]]),
                ])
            ).problems, [])
    }

    /// A reason's case name, read from its mirror, is the name its description starts with:
    /// cases without a payload, with one, with a labelled tuple, and with a value whose
    /// description has parentheses of its own.
    func testAReasonsCaseNameIsTheNameItsDescriptionStartsWith() {
        let reasons: [StepError.Reason] = [
            .notRunning, .tabBarHidden, .inBackground,
            .alertShowing(title: "Delete (all)?", buttons: ["OK", "Cancel"]),
            .noSuchButton("Maybe", available: []), .tabBarCovered(by: "Sheet(id=1)"),
            .unresolvedName("$x"), .effectsTooDeep(limit: 32),
            .alreadyPresenting(presenting: "A", on: "B(id=2)", already: "C"),
            .valueOutOfDomain(key: "k", value: .string("(")),
            .noSuchOutcome("load", request: "fetch", available: ["ok", "fail"]),
        ]
        for reason in reasons {
            let described = String(describing: reason)
            XCTAssertEqual(reason.caseName, String(described.prefix { $0 != "(" }), described)
        }
        XCTAssertEqual(StepError.Reason.tabBarCovered(by: "X").caseName, "tabBarCovered")
    }

    /// Every reason's spelled-out case name is the one its mirror gives (one of each case).
    func testEveryReasonsCaseNameIsTheMirrorsName() {
        let reasons: [StepError.Reason] = [
            .notRunning,
            .alreadyRunning,
            .alertShowing(title: "x(1)", buttons: ["a", "b"]),
            .noAlert,
            .noSuchButton("x(1)", available: ["a", "b"]),
            .noSuchAction("x(1)", screen: "x(1)", available: ["a", "b"]),
            .missingArgument(action: "x(1)", name: "x(1)"),
            .unexpectedArgument(action: "x(1)", name: "x(1)"),
            .noBackButton(screen: "x(1)"),
            .noNavigationBar(screen: "x(1)"),
            .noTabBar,
            .tabBarHidden,
            .tabBarCovered(by: "x(1)"),
            .noSuchTab("x(1)", available: ["a", "b"]),
            .notASheet(screen: "x(1)"),
            .nothingPresented,
            .alreadyPresenting(presenting: "x(1)", on: "x(1)", already: "x(1)"),
            .notInWindowHierarchy(presenting: "x(1)", on: "x(1)"),
            .pushSameInstance(screen: "x(1)"),
            .pushContainer(kind: "x(1)"),
            .noLaunchRuleHolds,
            .unknownName(kind: "x(1)", name: "x(1)"),
            .unresolvedName("x(1)"),
            .cannotStart(flow: "x(1)", kind: "x(1)"),
            .notARootFlow(flow: "x(1)", kind: "x(1)"),
            .notInStack(screen: "x(1)"),
            .valueOutOfDomain(key: "x(1)", value: .string("(")),
            .noNavigationStack(coordinator: "x(1)"),
            .tooManyTabs(flow: "x(1)", count: 3),
            .cannotFinishApp,
            .finishedCoordinator(screen: "x(1)"),
            .effectsTooDeep(limit: 3),
            .tooManyEffects(limit: 3),
            .autoFinishLoop(path: "x(1)"),
            .noPendingRequest("x(1)", pending: ["a", "b"]),
            .noSuchOutcome("x(1)", request: "x(1)", available: ["a", "b"]),
            .inBackground,
            .notInBackground,
            .tooManyPendingRequests(limit: 3),
            .tooManyHeldLinks(limit: 3),
            .emptyStack(coordinator: "x(1)"),
            .modalInPresentation(screen: "x(1)"),
            .notPresented(screen: "x(1)"),
            .navigationBeforeAppear(screen: "x(1)", callback: .viewDidLoad),
            .appearanceLoop(screen: "x(1)", limit: 3),
            .noPageViewController(screen: "x(1)"),
            .noMorePages(screen: "x(1)", direction: .next),
            .notAURL("x(1)"),
            .noSuchPage("x(1)", screen: "x(1)", available: ["a", "b"]),
            .notAContainer(screen: "x(1)"),
            .notEmbedded("x(1)", screen: "x(1)"),
            .containmentTooDeep(screen: "x(1)", limit: 3),
        ]
        XCTAssertEqual(reasons.count, 52)
        for reason in reasons {
            XCTAssertEqual(reason.caseName, reason.reflectedCaseName, String(describing: reason))
        }
    }

    func testAStepTheAppsOwnEffectsMakeImpossibleIsFoundButUserInputIsNot() {
        let twice = explore(
            stackApp(screens: [
                screen("A", ["both": [.present("X", .sheet), .present("Y", .sheet)]]), screen("X"),
                screen("Y"),
            ]))
        XCTAssertEqual(kinds(twice), [.impossibleStep])
        XCTAssertEqual(twice.problems.first?.reason?.caseName, "alreadyPresenting")
        XCTAssertEqual(twice.problems.first.map { rendered($0.path) }, ["launch", "tap: both"])
        // A sheet over a sheet, one at a time: fine. Back on a root, taps under the alert: never tried.
        let fine = explore(
            stackApp(screens: [
                screen(
                    "A", ["one": [.present("X", .sheet)], "ask": [.alert(AlertSpec(title: "?"))]]),
                screen("X", ["two": [.present("Y", .sheet)]]), screen("Y"),
            ]))
        XCTAssertEqual(fine.problems, [])
    }

    /// A splash screen that loads in viewDidLoad has nothing to tap while it waits: the answer is
    /// its way out, so it is no dead end; once no answer can come (the outcome that stays), it is.
    func testAScreenWaitingForAnAnswerIsNotADeadEnd() {
        func splash(_ outcomes: [RequestOutcome]) -> AppDefinition {
            var splash = screen("A")
            splash.onLoad = [.request(RequestSpec("load", outcomes: outcomes))]
            return stackApp(screens: [splash, screen("Home", ["refresh": []])])
        }
        let waiting = explore(splash([RequestOutcome("success", [.setStack(["Home"])])]))
        XCTAssertEqual(kinds(waiting), [], "\(waiting.problems)")
        let stuck = explore(
            splash([
                RequestOutcome("success", [.setStack(["Home"])]), RequestOutcome("failure", []),
            ]))
        XCTAssertEqual(kinds(stuck), [.deadEnd])
        XCTAssertEqual(
            stuck.problems.first.map { rendered($0.path) },
            ["launch", "respond: load.failure", "back"])
    }

    func testADeadEndIsFoundAndEndsWithABackThatFails() throws {
        let stuck = explore(
            stackApp(
                flows: [FlowSpec("Game", content: .push(["Game"]), hidesBars: true)],
                screens: [screen("A", ["play": [.start("Game")]]), screen("Game")]))
        XCTAssertEqual(kinds(stuck), [.deadEnd])
        XCTAssertEqual(stuck.problems.first?.place, "Game")
        XCTAssertEqual(
            stuck.problems.first.map { rendered($0.path) }, ["launch", "tap: play", "back"])
        var sim = try Simulator(app: stuck.explorer.app)
        try sim.launch()
        try sim.tap("play")
        XCTAssertThrowsError(try sim.back(), "the scenario's last step fails")
        let fine = explore(
            stackApp(
                flows: [FlowSpec("Game", content: .push(["Game"]), hidesBars: true)],
                screens: [
                    screen("A", ["play": [.start("Game")]]), screen("Game", ["quit": [.finish]]),
                ]))
        XCTAssertEqual(fine.problems, [])
    }

    func testEveryCombinationOfTheLaunchInputsIsAStart() {
        let app = AppDefinition(
            name: "L",
            state: [StateKey("onboarded", default: false), StateKey("unread", default: 0)],
            launch: [
                LaunchRule("welcome", when: [.isNotSet("onboarded")], root: "Welcome"),
                LaunchRule("guest", when: [.equals("session", .literal("guest"))], root: "Home"),
                LaunchRule("home", root: "Home"),
            ],
            flows: [
                FlowSpec("Welcome", content: .stack(["W"])),
                FlowSpec("Home", content: .stack(["H"])),
            ],
            screens: [ScreenSpec("W"), ScreenSpec("H")])
        let e = explore(app)
        XCTAssertEqual(e.starts, [[]], "one start, its launch inputs not read yet")
        XCTAssertEqual(
            e.launchStates, 1 + 3,
            "onboarded false (welcome, session not read), or true × session none, guest, user; unread is not read"
        )
        XCTAssertEqual(explore(app, Explorer.Options(starts: .freshInstall)).starts, [[]])
        XCTAssertTrue(e.problems.allSatisfy { $0.kind == .deadEnd })
    }

    func testTheSceneHooksAreExploredAndTheirPathsReplay() throws {
        // A lock with no way out, presented only on the way back from the background (once: a
        // memory flag says it shows).
        var app = stackApp(
            flows: [FlowSpec("Lock", content: .present(["Lock"], .fullScreen))],
            screens: [screen("A"), screen("Lock")],
            state: [StateKey("locked", default: false, domain: .memory)])
        app.onForeground = [
            .branch(.isNotSet("locked"), then: [write("locked", true), .start("Lock")], else: [])
        ]
        let e = explore(app)
        let deadEnds = e.problems.filter { $0.kind == .deadEnd }
        XCTAssertEqual(deadEnds.map(\.place), ["A", "Lock"])
        let lock = try XCTUnwrap(deadEnds.last)
        XCTAssertEqual(rendered(lock.path), ["launch", "background", "foreground", "back"])
        var sim = try Simulator(app: app)
        for step in lock.path.steps.dropLast() { try sim.perform(step) }
        XCTAssertEqual(sim.top?.name, "Lock")
        XCTAssertFalse(
            e.problems.contains {
                $0.kind == .deadEnd && $0.path.steps.contains(.background) && $0.place == "A"
            },
            "a state in the background is not a dead end")
    }

    func testALinkWaitingForItsConditionIsHeldOnceSoTheWalkEnds() {
        var later = LinkSpec("later", effects: [.push("B")])
        later.when = [.equals(AppDefinition.sessionKey, .literal("user"))]
        let app = stackApp(
            screens: [screen("A", ["back": [.popToRoot]]), screen("B")], links: [later])
        let e = explore(app, Explorer.Options(maxStates: 1_000, starts: .freshInstall))
        XCTAssertTrue(e.isComplete, "each open would hold one more link, forever")
        XCTAssertEqual(
            e.stateCount, 4, "installed, held before launch, A, A holding the link")
    }

    func testBoundsStopItWithANote() {
        // every push is a new, deeper state (with no bound on repeats)
        let app = stackApp(screens: [screen("A", ["next": [.push("A")]])])
        let byStates = explore(app, Explorer.Options(maxStates: 50, maxRepeats: nil))
        XCTAssertEqual(byStates.stateCount, 50)
        XCTAssertEqual(byStates.stoppedBy, .maxStates(50))
        XCTAssertGreaterThan(byStates.unexpandedCount, 0)
        let byDepth = explore(app, Explorer.Options(maxDepth: 5, maxRepeats: nil))
        XCTAssertEqual(byDepth.stoppedBy, .maxDepth(5))
        XCTAssertEqual(byDepth.depthReached, 5)
        XCTAssertEqual(
            byDepth.stateCount, 6, "installed, then 1 to 5 screens")
    }

    func testAPushLoopIsCutOffPastTheStackDepthBoundAndTheWalkEnds() {
        let app = stackApp(screens: [screen("A", ["next": [.push("A")]])])
        var deepest = 0
        let e = Explorer(
            app: app, options: Explorer.Options(maxStates: 1_000, maxStackDepth: 4, maxRepeats: nil)
        )
        .explore(visit: { _, sim in deepest = max(deepest, sim.window?.depth ?? 0) })
        XCTAssertEqual(e.stoppedBy, .maxStackDepth(4))
        XCTAssertFalse(e.isComplete)
        XCTAssertEqual(e.stateCount, 6, "installed, then 1 to 5 screens")
        XCTAssertEqual(deepest, 5, "the state one deeper than the bound is found, not expanded")
        XCTAssertEqual(e.tooDeepCount, 1)
        XCTAssertEqual(e.unexpandedCount, 1)
        // With no bound on the stack nor on repeats, the same loop runs to `maxStates`.
        let unbounded = explore(app, Explorer.Options(maxStates: 40, maxRepeats: nil))
        XCTAssertEqual(unbounded.stoppedBy, .maxStates(40))
        XCTAssertEqual(unbounded.tooDeepCount, 0)
    }

    func testAPresentLoopIsCutOffPastTheStackDepthBound() {
        let app = stackApp(screens: [screen("A", ["again": [.present("A", .sheet)]])])
        var presentations = 0
        let e = Explorer(
            app: app, options: Explorer.Options(maxStates: 1_000, maxStackDepth: 3, maxRepeats: nil)
        )
        .explore(visit: { _, sim in
            presentations = max(presentations, sim.window?.presentations.count ?? 0)
        })
        XCTAssertEqual(e.stoppedBy, .maxStackDepth(3))
        XCTAssertEqual(presentations, 4)
        XCTAssertEqual(e.tooDeepCount, 1)
        XCTAssertTrue(e.problems.isEmpty, "\(e.problems)")
    }

    /// By default the repeat bound ends the same loops, and the walk is complete within it.
    func testThePushAndPresentLoopsEndAtTheRepeatBound() {
        let push = stackApp(screens: [screen("A", ["next": [.push("A")]])])
        let e = explore(push)
        XCTAssertTrue(e.isComplete)
        XCTAssertEqual(
            e.stateCount, 3, "installed, then 1 and 2 screens: the third A is past the bound")
        XCTAssertEqual(e.pastRepeatsCount, 1)
        XCTAssertEqual(e.pastRepeats.first?.excess, RepeatExcess(kind: .screenOnStack, name: "A"))
        let present = stackApp(screens: [screen("A", ["again": [.present("A", .sheet)]])])
        let p = explore(present)
        XCTAssertTrue(p.isComplete)
        XCTAssertEqual(p.pastRepeats.first?.excess.kind, .presentedScreen)
        XCTAssertEqual(explore(push, Explorer.Options(maxRepeats: 3)).stateCount, 4)
    }

    func testAStateTooDeepIsFoundButItsStepsAreNotTried() {
        // A push loop whose fourth screen crashes: the crash stands past the bound, and is found.
        let app = stackApp(screens: [
            screen("A", ["next": [.push("B")]]), screen("B", ["next": [.push("C")]]),
            screen("C", ["next": [.push("D")]]), screen("D", ["boom": [.crash("D broke")]]),
        ])
        let e = explore(app, Explorer.Options(maxStates: 1_000, maxStackDepth: 3))
        XCTAssertEqual(e.stoppedBy, .maxStackDepth(3))
        XCTAssertEqual(kinds(e), [], "D (4 screens deep) is found, its steps are not tried")
        let deeper = explore(app, Explorer.Options(maxStates: 1_000, maxStackDepth: 4))
        XCTAssertTrue(deeper.isComplete)
        XCTAssertEqual(kinds(deeper), [.crash])
    }

    func testLeavingOutSigningInLeavesOutWhatLiesBehindIt() {
        let app = stackApp(screens: [
            screen("A", ["signIn": [write("session", "user"), .push("Inside")]]), screen("Inside"),
        ])
        XCTAssertEqual(
            explore(app).stateCount, 5,
            "installed, A, A › Inside signed in, A signed in (relaunch), installed signed in (reinstall keeps the keychain)"
        )
        XCTAssertEqual(
            explore(app, Explorer.Options(starts: .freshInstall, avoidsSigningIn: true)).stateCount,
            2, "installed, A")
    }

    func testTheSameAppGivesTheSameResultAndEveryPathLeadsToItsState() {
        let app = stackApp(
            flows: [
                FlowSpec("Sheet", content: .present(["S"], .sheet)),
                FlowSpec("Detail", content: .push(["D"])),
            ],
            screens: [
                screen(
                    "A",
                    [
                        "sheet": [.start("Sheet")], "detail": [.start("Detail")],
                        "ask": [
                            .alert(
                                AlertSpec(
                                    title: "Go?",
                                    buttons: [AlertButton("Yes", [.push("D")]), AlertButton("No")]))
                        ],
                    ]),
                screen("S", ["close": [.finish]]), screen("D", ["again": [.start("Detail")]]),
            ],
            links: [LinkSpec("d", params: ["id"], effects: [.push("D")])])
        let options = Explorer.Options(maxDepth: 6)
        let one = explore(app, options)
        let two = explore(app, options)
        XCTAssertEqual(one.problems, two.problems)
        XCTAssertEqual(
            [one.stateCount, one.transitionCount, one.depthReached],
            [two.stateCount, two.transitionCount, two.depthReached])
        XCTAssertFalse(one.problems.isEmpty, "the detail flow leaks")
        var seen: [UInt64] = []
        _ = Explorer(app: app, options: options).explore(visit: { _, sim in
            seen.append(sim.device.fingerprint)
        })
        for index in stride(from: 0, to: one.stateCount, by: 7) {
            let (sim, _) = one.explorer.replay(index, in: one)
            XCTAssertEqual(sim.map { $0.device.fingerprint }, seen[index], "state \(index)")
        }
    }

    /// An explorer's simulators count no appearance callbacks (``Simulator/countsLifecycle``):
    /// the states, their fingerprints and the steps' outcomes are those of a simulator that counts.
    func testTheExplorersSimulatorsCountNoCallbacksAndReachTheSameStates() throws {
        let app = FlagTabsApp.app(name: "L")
        var visited: [UInt64] = []
        let e = Explorer(app: app).explore(visit: { _, sim in
            XCTAssertEqual(sim.lifecycle, LifecycleCounts())
            visited.append(sim.device.fingerprint)
        })
        XCTAssertGreaterThan(e.stateCount, 4)
        // Each state rebuilt from its path on a simulator that counts is the one visited.
        for index in 0..<e.stateCount {
            let path = e.path(to: index)
            var sim = try Simulator(app: app, given: path.given)
            for step in path.steps { try sim.perform(step) }
            XCTAssertEqual(sim.device.fingerprint, visited[index], "state \(index)")
            if index > 0, sim.isRunning {
                XCTAssertFalse(sim.lifecycle.screens.isEmpty, "a simulator of its own counts")
            }
        }
        // Step by step, one that counts and one that does not reach equal devices, and a failed
        // step leaves both as they were.
        var counting = try Simulator(app: app)
        var silent = counting
        silent.countsLifecycle = false
        for step in [
            Step.launch, .tap("open", []), .back, .select("b"), .back, .select("a"),
            .tap("ask", []),
            .relaunch,
        ] {
            let a = Result { try counting.perform(step) }
            let b = Result { try silent.perform(step) }
            XCTAssertEqual((try? a.get()) == nil, (try? b.get()) == nil, "\(step)")
            XCTAssertEqual(counting.device, silent.device, "\(step)")
            XCTAssertEqual(silent.lifecycle, LifecycleCounts(), "\(step)")
        }
        XCTAssertEqual(counting.lifecycle["Home", .viewDidAppear], 1, "counted since the relaunch")
    }

    func testAVisitedStateCostsAtMost64Bytes() {
        // A wide app: 5 tabs of 40 screens each, every screen pushing the next.
        var screens: [ScreenSpec] = []
        var flows = [
            FlowSpec(
                "Main",
                content: .tabs((0..<5).map { TabSpec("t\($0)", flow: Invocation("T\($0)")) }))
        ]
        for t in 0..<5 {
            flows.append(FlowSpec("T\(t)", content: .stack([Invocation("S\(t)_0")])))
            for s in 0..<40 {
                screens.append(
                    screen(
                        "S\(t)_\(s)", s < 39 ? ["next": [.push(Invocation("S\(t)_\(s + 1)"))]] : [:]
                    ))
            }
        }
        let app = AppDefinition(
            name: "Wide", launch: [LaunchRule("main", root: "Main")], flows: flows, screens: screens
        )
        let e = explore(app, Explorer.Options(maxStates: 600))
        XCTAssertEqual(e.stateCount, 600)
        XCTAssertLessThanOrEqual(e.bytesPerState, 64)
    }

    /// A launch or relaunch from the same store and held links is performed once and remembered
    /// (``LaunchMemo``): the walk finds the same states, transitions and problems as one that
    /// performs every launch (it does when each transition is reported to a callback), a launch
    /// that crashes and one that fails included, each reported with the same shortest path.
    func testRememberedLaunchesFindWhatPerformedOnesFind() {
        let app = AppDefinition(
            name: "Launches",
            state: [
                StateKey("armed", default: false), StateKey("broken", default: false),
                StateKey("seen", default: false, domain: .memory),
            ],
            launch: [
                LaunchRule(
                    "main", root: "Root",
                    then: [
                        .branch(.isSet("armed"), then: [.crash("boom")], else: []),
                        .branch(.isSet("broken"), then: [.select("tab")], else: []),
                    ])
            ],
            flows: [FlowSpec("Root", content: .stack(["A"]))],
            screens: [
                screen(
                    "A",
                    [
                        "arm": [write("armed", true)], "break": [write("broken", true)],
                        "see": [write("seen", true)], "open": [.push("B")],
                    ]),
                screen("B", ["disarm": [write("armed", false), write("broken", false)]]),
            ])
        let options = Explorer.Options(maxStates: 2_000)
        let remembered = assertRememberingFindsWhatPerformingFinds(app, options)
        XCTAssertEqual(
            Set(remembered.problems.map(\.kind)), [.crash, .impossibleStep],
            "a relaunch crashes once armed and fails once broken")
    }

    /// A reinstall from the same store is performed once and remembered too (``LaunchMemo``): it
    /// keeps the keychain, resets UserDefaults and memory, and drops held links, and the walk
    /// finds what one that performs every reinstall finds.
    func testRememberedReinstallsFindWhatPerformedOnesFind() {
        let app = AppDefinition(
            name: "Reinstalls",
            state: [
                StateKey("token", default: false, domain: .keychain),
                StateKey("onboarded", default: false),
                StateKey("draft", default: false, domain: .memory),
            ],
            launch: [
                LaunchRule("signedIn", when: [.isSet("token")], root: "Home"),
                LaunchRule("main", root: "Start"),
            ],
            flows: [
                FlowSpec("Start", content: .stack(["Welcome"])),
                FlowSpec("Home", content: .stack(["Feed"])),
            ],
            screens: [
                screen(
                    "Welcome",
                    ["signIn": [write("token", true)], "onboard": [write("onboarded", true)]]),
                screen(
                    "Feed",
                    [
                        "draft": [write("draft", true)], "open": [.push("Post")],
                        "signOut": [write("token", false)],
                    ]),
                screen("Post", [:]),
            ],
            links: [LinkSpec("promo", effects: [write("onboarded", true)])])
        // From a fresh install only: a signed-in device with the app deleted is reached by a reinstall alone.
        let options = Explorer.Options(maxStates: 2_000, starts: .freshInstall)
        assertRememberingFindsWhatPerformingFinds(app, options)
    }

    /// Explores `app` remembering launches and reinstalls (``LaunchMemo``) and again performing
    /// each one (a transition callback turns the memo off), asserts the walk completes and both
    /// find the same states, transitions, depth and problems, and returns the remembering walk.
    @discardableResult
    private func assertRememberingFindsWhatPerformingFinds(
        _ app: AppDefinition, _ options: Explorer.Options, line: UInt = #line
    ) -> Exploration {
        let remembered = explore(app, options)
        let performed = Explorer(app: app, options: options).explore(transition: { _, _, _ in })
        XCTAssertTrue(remembered.isComplete, line: line)
        XCTAssertEqual(
            [remembered.stateCount, remembered.transitionCount, remembered.depthReached],
            [performed.stateCount, performed.transitionCount, performed.depthReached], line: line)
        XCTAssertEqual(remembered.problems, performed.problems, line: line)
        return remembered
    }
}
