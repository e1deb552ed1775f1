import XCTest

@testable import FlowKit
@testable import Scenarios

/// Explore and review on compiled app files: the sample apps, the community app's rejected and
/// fixed builds, and small apps with one problem each.
final class ExplorationTests: XCTestCase {
    private func sampleApp(_ name: String) throws -> (path: String, app: AppDefinition) {
        let path = YAMLTestSupport.repositoryRoot.appendingPathComponent(
            "scenarios/apps/\(name).app.yaml"
        ).path
        var loader = ScenarioLoader()
        let app = try XCTUnwrap(
            loader.compiledApp(path, referencedAt: nil), "\(loader.diagnostics)")
        return (path, app.definition)
    }

    private func compile(_ text: String) throws -> AppDefinition {
        let files = try TemporaryFiles()
        defer { files.remove() }
        var loader = ScenarioLoader()
        let app = try XCTUnwrap(
            loader.compiledApp(try files.write("a.app.yaml", text), referencedAt: nil),
            "\(loader.diagnostics)")
        return app.definition
    }

    /// Bounded so that the suite stays fast in a debug build.
    private let bounded = Explorer.Options(maxStates: 5_000, maxDepth: 6)

    func testReviewRejectsTheFirstCommunityBuildUnder511AndNamesTheScreensBehindTheWall() throws {
        let result = Review(app: try sampleApp("locals-v1").app, options: bounded).run()
        let finding = try XCTUnwrap(result.findings.first { $0.check == .accountFreeAccess })
        XCTAssertEqual(finding.check.guideline, "5.1.1")
        XCTAssertEqual(
            finding.screens, ["ChannelList", "Chat", "ChatList", "Feed", "ItemDetail", "MyPage"])
        XCTAssertEqual(
            finding.path.map { $0.steps.map(ScenarioText.step) },
            ["launch", "tap: signIn", "tap: submit"])
        XCTAssertEqual(finding.path?.given, [], "from a fresh install")
    }

    func testReviewFindsNo511OnTheFixedBuild() throws {
        let result = Review(app: try sampleApp("locals").app, options: bounded).run()
        XCTAssertFalse(
            result.findings.contains { $0.check == .accountFreeAccess },
            "\(result.findings.map(\.summary))")
        XCTAssertFalse(result.findings.contains { $0.check == .accountDeletion })
    }

    /// States past `keptStates` are rebuilt from their paths, each taking up the path of the state
    /// rebuilt before (`StateRebuilder`): the walk must find what it finds keeping every state, on
    /// apps with tabs, presentations, alerts, requests, links and launch inputs.
    func testRebuildingStatesFindsWhatKeepingThemFinds() throws {
        func summary(_ e: Exploration) -> [String] {
            [
                "\(e.stateCount) states, \(e.transitionCount) transitions, depth \(e.depthReached)",
                "\(String(describing: e.stoppedBy)) \(e.unexpandedCount)",
            ]
                + e.problems.map {
                    "\($0.kind) \($0.place) "
                        + $0.path.steps.map(ScenarioText.step).joined(separator: ", ")
                }
        }
        for name in ["noi", "ledger", "locals", "wallet"] {
            let app = try sampleApp(name).app
            var options = Explorer.Options(maxStates: 3_000, maxDepth: 7)
            var found: [UInt64] = []
            let explorer = Explorer(app: app, options: options)
            let kept = explorer.explore(visit: { _, sim in found.append(sim.device.fingerprint) })
            for keptStates in [0, 1, 40] {
                options.keptStates = keptStates
                let rebuilt = Explorer(app: app, options: options).explore()
                XCTAssertEqual(summary(rebuilt), summary(kept), "\(name), \(keptStates) kept")
            }
            // Each state rebuilt, in the order a walk rebuilds them and then backwards (each
            // path taken up from another place, the steps kept for another parent), is the state
            // found.
            var rebuilder = StateRebuilder()
            var sim = try XCTUnwrap(explorer.startSimulator(given: []))
            var starts: [Int: Simulator] = [:]
            XCTAssertEqual(found.count, kept.stateCount)
            for index in Array(found.indices) + found.indices.reversed() {
                XCTAssertTrue(
                    rebuilder.rebuild(index, in: kept, by: explorer, on: &sim, starts: &starts))
                XCTAssertEqual(sim.device.fingerprint, found[index], "\(name), state \(index)")
            }
        }
    }

    /// Explores every sample app, then again with each of `changes` made to the options, and
    /// checks that each finds the same states in the same order (each visited state's
    /// fingerprint computed afresh, so each state has the fingerprint the walk gave it), the same
    /// number of transitions and the same problems.
    private func assertSameExploration(
        maxStates: Int, _ changes: [(String, (inout Explorer.Options) -> Void)],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios/apps").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".app.yaml") }.map { String($0.dropLast(".app.yaml".count)) }
        XCTAssertGreaterThan(names.count, 10, file: file, line: line)
        for name in names.sorted() {
            let app = try sampleApp(name).app
            var first: [UInt64] = []
            let one = Explorer(app: app, options: Explorer.Options(maxStates: maxStates)).explore(
                visit: { _, sim in first.append(sim.device.fingerprint) })
            XCTAssertEqual(Set(first).count, first.count, "\(name): a state visited twice")
            for (label, change) in changes {
                var options = Explorer.Options(maxStates: maxStates)
                change(&options)
                var second: [UInt64] = []
                let two = Explorer(app: app, options: options).explore(visit: { _, sim in
                    second.append(sim.device.fingerprint)
                })
                let what = "\(name), \(label)"
                XCTAssertEqual(first, second, what, file: file, line: line)
                XCTAssertEqual(
                    one.transitionCount, two.transitionCount, what, file: file, line: line)
                XCTAssertEqual(one.problems, two.problems, what, file: file, line: line)
                XCTAssertEqual(one.depthReached, two.depthReached, what, file: file, line: line)
            }
        }
    }

    /// No bound on the states (`Int.max`, as a test or a tool may ask through the API) is no
    /// bound: the walk's guess of whether a level reaches the bound does not overflow, and the
    /// walk finds what a bound it never reaches lets it find.
    func testNoBoundOnTheStatesWalksAsAnUnreachedBound() throws {
        let app = try sampleApp("noi").app
        let unbounded = Explorer(app: app, options: Explorer.Options(maxStates: .max, maxDepth: 6))
            .explore()
        let bounded = Explorer(
            app: app, options: Explorer.Options(maxStates: 1_000_000, maxDepth: 6)
        ).explore()
        XCTAssertGreaterThan(unbounded.stateCount, 400)
        XCTAssertEqual(unbounded.stateCount, bounded.stateCount)
        XCTAssertEqual(unbounded.transitionCount, bounded.transitionCount)
        XCTAssertEqual(unbounded.problems, bounded.problems)
    }

    /// An explorer's fingerprints look up what earlier ones computed (strings, coordinator trees,
    /// tab bars' tabs by their storage): on every sample app, exploring without those caches
    /// finds the same states, transitions and problems.
    func testTheFingerprintCachesChangeNothingOnEverySampleApp() throws {
        try assertSameExploration(
            maxStates: 1_500, [("no caches", { $0.usesDigestCaches = false })])
    }

    /// An explorer counts, without performing them, the tab selections whose outcome it knows
    /// (``SelectShortcut``) and the steps that undo the push or presentation that found a state
    /// (``UndoShortcut``), and does not test for leaks a state found by a step that only pushed
    /// or presented from one that leaks nothing: on every sample app, performing every step and
    /// testing every state finds the same states, transitions and problems.
    func testTheShortcutsChangeNothingOnEverySampleApp() throws {
        try assertSameExploration(
            maxStates: 4_000,
            [
                ("every selection performed", { $0.usesSelectShortcut = false }),
                ("every undoing step performed", { $0.usesUndoShortcut = false }),
                ("every state tested for leaks", { $0.skipsLeakTestAfterAdditions = false }),
                ("every state of a level kept", { $0.keepsOnlyStatesLikelyExpanded = false }),
            ])
    }

    /// A level the walk will not expand to its end keeps only the states it is likely to
    /// expand: on noi bounded at 20,000 states, some are not kept that were, and the walk finds
    /// the same (``testTheShortcutsChangeNothingOnEverySampleApp`` checks every sample app).
    func testALevelNotExpandedToItsEndKeepsFewerStates() throws {
        let app = try sampleApp("noi").app
        let trimmed = Explorer(app: app, options: Explorer.Options(maxStates: 20_000)).explore()
        var options = Explorer.Options(maxStates: 20_000)
        options.keepsOnlyStatesLikelyExpanded = false
        let whole = Explorer(app: app, options: options).explore()
        XCTAssertGreaterThan(trimmed.unkeptCount, whole.unkeptCount)
        XCTAssertEqual(trimmed.stateCount, whole.stateCount)
        XCTAssertEqual(trimmed.transitionCount, whole.transitionCount)
        XCTAssertEqual(trimmed.problems, whole.problems)
        XCTAssertEqual(trimmed.parents, whole.parents)
    }

    private let signUpApp = """
        app: SignUp
        launch:
          - state: in
            when: session == user
            root: Home
          - state: out
            root: Welcome
        flows:
          Welcome: {stack: [Welcome]}
          Home: {stack: [Home]}
        screens:
          Welcome:
            actions:
              signUp:
                do: [set: {session: user}, decide]
                createsAccount: true
          Home:
            requiresAccount: true
            actions:
              signOut: [set: {session: none}, decide]
              settings: {push: Settings}
          Settings:
            requiresAccount: true
            actions:
              DELETION
        """

    func test511vWhenAccountsAreCreatedButNeverDeleted() throws {
        let without = try compile(signUpApp.replacingOccurrences(of: "DELETION", with: "back: pop"))
        let finding = try XCTUnwrap(
            Review(app: without, options: bounded).run().findings.first {
                $0.check == .accountDeletion
            })
        XCTAssertEqual(finding.check.guideline, "5.1.1(v)")
        XCTAssertEqual(finding.screens, ["Welcome"])
        XCTAssertEqual(
            finding.path.map { $0.steps.map(ScenarioText.step) }, ["launch", "tap: signUp"])
        let with = try compile(
            signUpApp.replacingOccurrences(
                of: "DELETION",
                with: "delete: {do: [set: {session: none}, decide], deletesAccount: true}"))
        XCTAssertEqual(
            Review(app: with, options: bounded).run().findings.map(\.check), [],
            "signed in, Settings offers deletion")
    }

    func testAScreenNoLaunchStateReachesIsReported() throws {
        let app = try compile(
            signUpApp.replacingOccurrences(
                of: "DELETION",
                with: "delete: {do: [set: {session: none}, decide], deletesAccount: true}")
                + "\n  Orphan: {}\n")
        let findings = Review(app: app, options: bounded).run().findings
        XCTAssertEqual(findings.map(\.check), [.unreachableScreen])
        XCTAssertEqual(findings.first?.screens, ["Orphan"])
    }

    /// Folio keeps a P5 leak on purpose: explore finds it, and its scenario, run, fails with that leak.
    func testTheEmittedScenarioOfALeakFailsWithThatLeakWhenRun() throws {
        let (path, app) = try sampleApp("folio")
        let exploration = Explorer(app: app, options: bounded).explore()
        let leak = try XCTUnwrap(
            exploration.problems.first { $0.kind == .leak && $0.place.hasPrefix("EditProfile") },
            "\(exploration.problems.map(\.place))")
        let report = ExplorationReport(appPath: path, exploration: exploration)
        let files = try TemporaryFiles()
        defer { files.remove() }
        let file = try files.write("leak.flow.yaml", report.scenario(for: leak, appPath: path))
        var loader = ScenarioLoader()
        let scenario = try XCTUnwrap(loader.loadScenario(path: file), "\(loader.diagnostics)")
        guard case .failed(let failure) = ScenarioRunner.run(scenario).status else {
            return XCTFail("the scenario passed")
        }
        XCTAssertTrue(failure.message.contains("EditProfile"), failure.message)
        XCTAssertTrue(failure.message.contains("leak"), failure.message)
        // Its P1 bug too: the report step fails at the step that presents twice.
        let twice = try XCTUnwrap(
            exploration.problems.first { $0.reason?.caseName == "alreadyPresenting" })
        let twiceFile = try files.write(
            "twice.flow.yaml", report.scenario(for: twice, appPath: path))
        let twiceScenario = try XCTUnwrap(
            loader.loadScenario(path: twiceFile), "\(loader.diagnostics)")
        guard case .failed(let f) = ScenarioRunner.run(twiceScenario).status else {
            return XCTFail("the scenario passed")
        }
        XCTAssertTrue(f.message.contains("already presenting"), f.message)
    }

    /// The problems' paths are worked out one after another, each going on from a state an
    /// earlier one went through: on every sample app, each path, performed from its start on a
    /// fresh simulator, leads to its problem (its steps succeed up to the last; an impossible
    /// step's last fails with the problem's words, a leak's path ends in that leak).
    func testEveryProblemsPathLeadsToItsProblemFromItsStart() throws {
        let folder = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios/apps").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".app.yaml") }.map { String($0.dropLast(".app.yaml".count)) }
        var checked = 0
        for name in names.sorted() {
            let app = try sampleApp(name).app
            let exploration = Explorer(app: app, options: Explorer.Options(maxStates: 3_000))
                .explore()
            for problem in exploration.problems {
                var sim = try Simulator(app: app, given: problem.path.given, traceCapacity: 0)
                let steps = problem.path.steps
                let what = "\(name): \(problem.kind) at \(problem.place)"
                for step in steps.dropLast() {
                    XCTAssertNoThrow(try sim.perform(step), what)
                }
                guard let last = steps.last else { continue }
                switch problem.kind {
                case .impossibleStep:
                    XCTAssertThrowsError(try sim.perform(last), what) {
                        XCTAssertEqual(($0 as? StepError)?.message, problem.message, what)
                    }
                case .leak:
                    XCTAssertNoThrow(try sim.perform(last), what)
                    XCTAssertTrue(sim.leaks.map(\.description).contains(problem.message), what)
                case .crash, .deadEnd:
                    continue
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    /// Every sample app: explore ends (within the bounds), the same twice, and every step that
    /// failed failed because of the app, never because a listed step was not possible.
    func testExploreEndsOnEverySampleAppTheSameEachTime() throws {
        let userInput: Set<String> = [
            "notRunning", "alreadyRunning", "alertShowing", "noAlert", "noSuchButton",
            "noSuchAction",
            "missingArgument", "unexpectedArgument", "noBackButton", "tabBarHidden",
            "tabBarCovered", "notASheet",
        ]
        for name in ["board", "folio", "locals", "locals-v1", "verify", "whatweeat"] {
            let (path, app) = try sampleApp(name)
            let options = Explorer.Options(maxStates: 800, maxDepth: 5)
            let one = ExplorationReport(
                appPath: path, exploration: Explorer(app: app, options: options).explore())
            let two = ExplorationReport(
                appPath: path, exploration: Explorer(app: app, options: options).explore())
            XCTAssertEqual(one.text(), two.text(), name)
            XCTAssertEqual(one.json(), two.json(), name)
            XCTAssertGreaterThan(one.exploration.stateCount, 10, name)
            for problem in one.exploration.problems {
                XCTAssertFalse(
                    userInput.contains(problem.reason?.caseName ?? ""),
                    "\(name): \(problem.place): \(problem.message)")
            }
        }
    }

    /// The explorer builds the leaks of a new state only when the quick test says it may leak:
    /// on every sample app, with leaking states expanded too, no state leaks that the quick test
    /// passed, and it passes most states.
    func testTheQuickLeakTestNeverMissesALeak() throws {
        let folder = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios/apps").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".app.yaml") }.map { String($0.dropLast(".app.yaml".count)) }
        XCTAssertGreaterThan(names.count, 10)
        let table = IDSet()
        var (leaking, passed, total) = (0, 0, 0)
        for name in names.sorted() {
            var options = Explorer.Options(maxStates: 1_500, maxDepth: 8)
            options.expandsLeakingStates = true
            _ = Explorer(app: try sampleApp(name).app, options: options).explore(visit: { _, sim in
                let may = sim.mayLeak(using: table)
                let leaks = sim.leaks
                total += 1
                if !leaks.isEmpty { leaking += 1 }
                if !may { passed += 1 }
                XCTAssertTrue(may || leaks.isEmpty, "\(name): \(leaks)")
            })
        }
        XCTAssertGreaterThan(leaking, 10, "some states leak")
        XCTAssertGreaterThan(passed, total / 2, "the quick test passes most states")
    }

    /// The list of available steps checks `back` and `swipeDown` only when a quick look shows
    /// they may be possible, and the tabs only when the tab bar is not hidden (once for all
    /// tabs, and once for all the frontmost screen's taps): on every sample
    /// app, the list is the one without those prechecks in every state found, and the prechecks
    /// spare the checks in some states with each.
    func testTheAvailabilityPrechecksHideNoStep() throws {
        let folder = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios/apps").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".app.yaml") }.map { String($0.dropLast(".app.yaml".count)) }
        XCTAssertGreaterThan(names.count, 10)
        var (total, noBack, noSwipe, hiddenTabBar) = (0, 0, 0, 0)
        for name in names.sorted() {
            let app = try sampleApp(name).app
            let catalog = StepCatalog(app: app)
            var options = Explorer.Options(maxStates: 1_500, maxDepth: 8)
            options.expandsLeakingStates = true
            _ = Explorer(app: app, options: options).explore(visit: { _, sim in
                total += 1
                if let window = sim.window {
                    if !Simulator.mayGoBack(in: window) { noBack += 1 }
                    if !window.presentations.isEmpty, !Simulator.maySwipeDown(in: window) {
                        noSwipe += 1
                    }
                    if window.tabBar != nil, window.presentations.isEmpty, sim.tabBarHiding != nil {
                        hiddenTabBar += 1
                    }
                }
                XCTAssertEqual(
                    sim.availableSteps(using: catalog, prechecks: true),
                    sim.availableSteps(using: catalog, prechecks: false),
                    "\(name): \(sim.top?.description ?? "not running")")
            })
        }
        XCTAssertGreaterThan(noBack, total / 10, "the back precheck spares checks")
        XCTAssertGreaterThan(noSwipe, 10, "the swipe precheck spares checks")
        XCTAssertGreaterThan(hiddenTabBar, 10, "the hidden tab bar spares the tabs' checks")
    }

    /// A simulator that neither counts nor traces its callbacks (an explorer's) loads the views
    /// that appear without planning the callbacks when no screen runs effects at them: on every
    /// sample app, along a random walk, its device is the one a counting, tracing simulator
    /// reaches, step by step, a failed step included.
    func testAQuietSimulatorReachesTheDeviceACountingOneReaches() throws {
        let folder = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios/apps").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".app.yaml") }.map { String($0.dropLast(".app.yaml".count)) }
        XCTAssertGreaterThan(names.count, 10)
        var random = SplitMix64(seed: 0x9E37)
        var loads = 0
        for name in names.sorted() {
            let app = try sampleApp(name).app
            let catalog = StepCatalog(app: app)
            var counting = try Simulator(app: app)
            var quiet = try Simulator(app: app, traceCapacity: 0)
            quiet.countsLifecycle = false
            for i in 0..<400 {
                let steps = counting.availableSteps(using: catalog).map(\.step)
                let step =
                    steps.isEmpty ? Step.relaunch : steps[Int(random.next() % UInt64(steps.count))]
                let before = quiet.device.app.map { Self.loadedCount($0.window) } ?? 0
                let a = Result { () throws(StepError) in try counting.perform(step) }
                let b = Result { () throws(StepError) in try quiet.perform(step) }
                XCTAssertEqual(
                    (try? a.get()) == nil, (try? b.get()) == nil, "\(name) step \(i): \(step)")
                XCTAssertEqual(counting.device, quiet.device, "\(name) step \(i): \(step)")
                loads += max(
                    0, (quiet.device.app.map { Self.loadedCount($0.window) } ?? 0) - before)
            }
        }
        XCTAssertGreaterThan(loads, 100, "views loaded along the walks")
    }

    private static func loadedCount(_ window: Window) -> Int {
        var count = 0
        window.forEachStack { _, stack in count += stack.screens.filter(\.isLoaded).count }
        return count
    }

    /// An app with no scene hooks is not sent to the background: on every such sample app (up
    /// to a depth) the walk finds exactly the foreground states and the problems, with the same
    /// shortest paths, that it finds when it sends the app to the background too.
    func testLeavingOutTheBackgroundOfAnAppWithoutSceneHooksLosesNothing() throws {
        let folder = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios/apps").path
        var compared = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        where file.hasSuffix(".app.yaml") {
            let name = String(file.dropLast(".app.yaml".count))
            let app = try sampleApp(name).app
            guard app.onBackground.isEmpty, app.onForeground.isEmpty else { continue }
            // An app that opens another app (`openURL`) reaches the background by its own
            // actions; the walk leaves out only the user's `background` step.
            let opensURLs = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                .contains("openURL:")
            var options = Explorer.Options(maxStates: 100_000, maxDepth: 4)
            func walk(_ options: Explorer.Options) -> (Set<UInt64>, Exploration, Int) {
                var states: Set<UInt64> = []
                var inBackground: Set<UInt64> = []
                let e = Explorer(app: app, options: options).explore(visit: { _, sim in
                    if !sim.isInBackground {
                        states.insert(sim.device.fingerprint)
                    } else {
                        inBackground.insert(sim.device.fingerprint)
                    }
                })
                return (states, e, inBackground.count)
            }
            let (reduced, short, shortInBackground) = walk(options)
            options.backgroundsWithoutSceneHooks = true
            let (full, long, _) = walk(options)
            XCTAssertEqual(reduced, full, name)
            if !opensURLs {
                XCTAssertEqual(shortInBackground, 0, "\(name): no state in the background")
            }
            XCTAssertEqual(
                short.stateCount, reduced.count + shortInBackground,
                "\(name): in the background only by openURL")
            XCTAssertLessThan(short.stateCount, long.stateCount, name)
            XCTAssertEqual(
                short.problems.map { [$0.kind.rawValue, $0.place, $0.message] },
                long.problems.map { [$0.kind.rawValue, $0.place, $0.message] }, name)
            XCTAssertEqual(
                short.problems.map(\.path.steps), long.problems.map(\.path.steps), name)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 8)
    }

    /// Shopr branches on a product's sku (`if: "$sku == 42"`): exploring tries sku 42 and another,
    /// so it reaches the "Last one in stock" alert, and its states no longer form one long chain
    /// of the same product pushed again and again (depth 564 at 50,000 states before), and the
    /// walk ends within the default bounds.
    func testShoprTriesTheSkuBothWaysAndStaysShallow() throws {
        let app = try sampleApp("shopr").app
        var lastOne = false
        let e = Explorer(app: app, options: Explorer.Options(maxStates: 3_000)).explore(visit: {
            _, sim in
            if sim.device.app?.window.alert?.spec.title == "Last one in stock" { lastOne = true }
        })
        XCTAssertTrue(lastOne)
        // Within the repeat bound the whole walk is 2,436 states, 12 steps deep at most.
        XCTAssertTrue(e.isComplete)
        XCTAssertLessThan(e.stateCount, 3_000)
        XCTAssertLessThanOrEqual(e.depthReached, 12)
    }

    func testScenarioTextQuotesWhatWouldReadBackDifferently() {
        let path = ExplorationPath(
            given: [Param("token", "true"), Param("count", 2), Param("name", "a: b")],
            steps: [
                .tap("open", [Param("id", "42"), Param("name", "general")]), .alert("탈퇴하기"),
                .select("home"),
            ])
        XCTAssertEqual(
            ScenarioText.scenario(title: "t: x", app: "../apps/a.app.yaml", path: path),
            """
            scenario: "t: x"
            app: ../apps/a.app.yaml
            given:
              token: "true"
              count: 2
              name: "a: b"
            steps:
              - tap: open(id='42', name=general)
              - alert: "탈퇴하기"
              - select: home

            """)
    }
    /// Values with both quotes, a backslash, control, C1 and bidi characters: every one is
    /// written so that the parser reads it back as it was (before, `\x1B` did not parse, and
    /// `it's "q"` was written `"it's "q""`).
    func testScenarioTextWritesHostileValuesThatReadBackAsThemselves() throws {
        let values = ["it's \"q\"", "a'b\\c", "x'y", "tab\there", "bell\u{7}"]
        for value in values {
            let written = ScenarioText.argument(.string(value))
            guard case .success(let read) = InvocationSyntax.readLiteral(written) else {
                return XCTFail("\(written) does not read back")
            }
            XCTAssertEqual(read, .string(value), written)
        }
        let hostile = "Go\u{1B}[2J\u{85}\u{2028}\u{202E}\r\u{FEFF}\u{7F}"
        let path = ExplorationPath(
            given: [Param("name", .string(hostile))], steps: [.alert(hostile)])
        let text = ScenarioText.scenario(
            title: "t", app: "a.app.yaml", path: path, comments: ["crashed: \(hostile)"])
        XCTAssertFalse(
            text.unicodeScalars.contains { VisibleText.mustBeSpelledOut($0) && $0 != "\n" }, text)
        let (root, diagnostics) = YAML.parse(text, path: "t.flow.yaml")
        XCTAssertEqual(diagnostics.map(\.message), [], text)
        XCTAssertEqual(root?["given"]?["name"]?.string, hostile)
        XCTAssertEqual(root?["steps"]?.items?.first?["alert"]?.string, hostile)
    }
}
