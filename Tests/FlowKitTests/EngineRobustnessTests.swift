import Foundation
import FuzzSupport
import XCTest

@testable import FlowKit

/// No app definition, however wrong, and no sequence of steps traps the engine: an impossible
/// step throws a `StepError` and leaves the device as it was.
final class EngineRobustnessTests: XCTestCase {
    // MARK: - Effects that run effects again

    /// A launch rule whose `then:` runs `decide` runs itself again, forever.
    static let decideLoop = AppDefinition(
        name: "Loop",
        launch: [LaunchRule("only", root: "Root", then: [.decide])],
        flows: [FlowSpec("Root", content: .stack(["A"]))],
        screens: [screen("A", ["again": [.decide]])])

    func testALaunchRuleWhoseThenRunsDecideFailsTheStepInsteadOfOverflowingTheStack() throws {
        var sim = try Simulator(app: Self.decideLoop)
        let error = assertStepFails(
            &sim, .launch, .effectsTooDeep(limit: Simulator.maximumEffectDepth),
            mentions: ["effects nest deeper than \(Simulator.maximumEffectDepth) levels", "decide"])
        XCTAssertNil(sim.device.app, "the failed launch leaves the app not running")
        XCTAssertEqual(error?.message.contains("starts with 'decide'"), true, error?.message ?? "")
    }

    func testTheLimitLeavesTheSimulatorUsableForTheNextStep() throws {
        // The loop fails every time, the same way: the depth is not left raised by the failure.
        var sim = try Simulator(app: Self.decideLoop)
        for _ in 0..<3 {
            assertStepFails(&sim, .launch, .effectsTooDeep(limit: Simulator.maximumEffectDepth))
        }
        XCTAssertEqual(sim.effectDepth, 0)
    }

    func testAnOnFinishThatRunsDecideWhoseRuleFinishesTheFlowAgainStopsAtTheLimit() throws {
        // The rule starts Game and finishes it; Root's onFinish for Game decides again, which
        // runs the rule again: decide → then → finish → onFinish → decide → …
        let app = AppDefinition(
            name: "Ping-pong",
            launch: [LaunchRule("only", root: "Root", then: [.start("Game"), .finish])],
            flows: [
                FlowSpec("Root", content: .stack(["A"]), onFinish: ["Game": [.decide]]),
                FlowSpec("Game", content: .push(["G"])),
            ],
            screens: [screen("A"), screen("G")])
        var sim = try Simulator(app: app)
        assertStepFails(
            &sim, .launch, .effectsTooDeep(limit: Simulator.maximumEffectDepth),
            mentions: ["onFinish"])
    }

    /// Links that each post the next link twice, 24 deep: within the depth limit, but 2²⁴
    /// effects. This ran for minutes (each level doubled the time); it now fails the step once
    /// the effect budget is spent, and the next step starts a fresh budget.
    func testLinksThatFanOutWithinTheDepthLimitFailTheStepInsteadOfTakingExponentialTime() throws {
        let depth = 24
        var links = (0..<depth).map { i in
            LinkSpec(
                "e\(i)", effects: [.post(Invocation("e\(i + 1)")), .post(Invocation("e\(i + 1)"))])
        }
        links.append(LinkSpec("e\(depth)", effects: []))
        let app = AppDefinition(
            name: "Fan", launch: [LaunchRule("only", root: "Root")],
            flows: [FlowSpec("Root", content: .stack(["A"]))],
            screens: [screen("A", ["go": [.post("e0")], "stay": []])], links: links)
        var sim = try Simulator(app: app)
        try sim.launch()
        for _ in 0..<2 {
            assertStepFails(
                &sim, .tap("go", []), .tooManyEffects(limit: Simulator.maximumEffectsPerRun),
                mentions: ["ran more than \(Simulator.maximumEffectsPerRun) effects", "post: e"])
        }
        try sim.tap("stay")
        XCTAssertLessThanOrEqual(sim.effectsInRun, 1)
    }

    /// Swiping the sheet away finishes Sheet (autoFinish); Root's onFinish starts it again and
    /// dismisses it at once, so the new Sheet finishes too, and so on: this hung the step.
    func testAnOnFinishThatStartsAndRemovesAnAutoFinishingFlowFailsTheStepInsteadOfHanging() throws
    {
        let app = stackApp(
            flows: [FlowSpec("Sheet", content: .present(["S"], .sheet), autoFinish: true)],
            screens: [screen("A", ["open": [.start("Sheet")]]), screen("S")],
            rootOnFinish: ["Sheet": [.start("Sheet"), .dismiss]])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("open")
        assertStepFails(
            &sim, .swipeDown, .autoFinishLoop(path: "App/Root/Sheet"),
            mentions: [
                "\(Simulator.maximumAutoFinishes + 3) finished in one step", "the 3 that were live",
                "App/Root/Sheet", "onFinish",
            ])
        XCTAssertEqual(sim.presented.map(\.name), ["S"])

        // Once onFinish no longer removes what it starts, the same swipe succeeds.
        var fixed = app
        fixed.flows["Root"]?.onFinish = ["Sheet": [.start("Sheet")]]
        var ok = try Simulator(app: fixed)
        try ok.launch()
        try ok.tap("open")
        try ok.swipeDown()
        XCTAssertEqual(ok.presented.map(\.name), ["S"])
        XCTAssertEqual(ok.coordinatorPaths, ["App", "App/Root", "App/Root/Sheet"])
    }

    /// Going back from Inner finishes it (autoFinish); Sheet's onFinish presents X and then
    /// starts Modal, which cannot be presented over X. The failed onFinish used to leave X up
    /// and Modal's coordinator attached with nothing on screen (a leak the app never had).
    func testAnOnFinishThatFailsDuringAnAutoFinishIsUndone() throws {
        let app = stackApp(
            flows: [
                FlowSpec(
                    "Sheet", content: .present(["S"], .sheet),
                    onFinish: ["Inner": [.present("X", .sheet), .start("Modal")]]),
                FlowSpec("Inner", content: .push(["I"]), autoFinish: true),
                FlowSpec("Modal", content: .present(["M"], .sheet)),
            ],
            screens: [
                screen("A", ["open": [.start("Sheet")]]), screen("S", ["inner": [.start("Inner")]]),
                screen("I"), screen("X"), screen("M"),
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("open")
        try sim.tap("inner")
        XCTAssertEqual(sim.stackNames, ["S", "I"])
        try sim.back()
        XCTAssertEqual(sim.stackNames, ["S"], "the back step itself stands")
        XCTAssertEqual(
            sim.presented.map(\.name), ["S"], "what the failed onFinish presented is undone")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/Sheet"])
        XCTAssertEqual(sim.leaks, [])
        XCTAssertTrue(
            sim.trace.events.contains { $0.description.contains("onFinish failed") },
            "the trace shows the failure")
    }

    /// Each tap starts a flow inside the last one: a 1,000-deep coordinator tree. Every lookup
    /// used to scan the whole tree, and each start traces its path (a lookup per level), so a
    /// 42 KB scenario of 3,000 taps ran for ten minutes; the tree printed in a failure grew to
    /// 13 MB; the subtree walk recursed once per level.
    func testFlowsNestedAThousandDeepStayFastAndPrintBriefly() throws {
        let app = stackApp(
            flows: [FlowSpec("More", content: .push(["P"]))],
            screens: [
                screen("A", ["more": [.start("More")]]),
                screen("P", ["more": [.start("More")], "reset": [.root("Root")]]),
            ])
        var sim = try Simulator(app: app)
        let work = try WorkCounter.measure {
            try sim.launch()
            for _ in 0..<1000 { try sim.tap("more") }
        }
        // Counted, not timed (WorkCounter: elements of the device's arrays read, written or
        // copied): about 120 a start here; a walk of the whole tree per start would be 1,000 times that.
        XCTAssertLessThan(
            try XCTUnwrap(work, "the work is counted in debug builds"), 500_000,
            "a thousand nested starts did far too much work")
        XCTAssertEqual(sim.coordinatorPaths.count, 1002)
        XCTAssertEqual(sim.coordinators?.subtree(of: .app).count, 1002)
        let description = sim.hierarchyDescription
        XCTAssertTrue(
            description.contains(
                "… \(1002 - (Simulator.shownCoordinatorDepth + 1)) more coordinators, nested deeper"
            ), description)
        XCTAssertLessThan(
            description.utf8.count, 30_000,
            "the tree is drawn \(Simulator.shownCoordinatorDepth) levels deep, not 1,000")
        try sim.tap("reset")  // the root is replaced: the whole tree is released
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
    }

    /// Six hundred nested flows with autoFinish, left one back at a time, then all at once by
    /// re-tapping the tab: each back used to check every coordinator against every screen (cubic
    /// over the run: 2,000 levels took three minutes), and popping them all in one step must not
    /// be taken for a loop of coordinators finishing each other.
    func testHundredsOfNestedAutoFinishFlowsFinishQuicklyOneByOneAndAllAtOnce() throws {
        let app = AppDefinition(
            name: "Deep",
            launch: [LaunchRule("only", root: "Bar")],
            flows: [
                FlowSpec(
                    "Bar",
                    content: .tabs([TabSpec("one", flow: "Home"), TabSpec("two", flow: "Other")])),
                FlowSpec("Home", content: .stack(["A"])), FlowSpec("Other", content: .stack(["A"])),
                FlowSpec("More", content: .push(["P"]), autoFinish: true),
            ],
            screens: [
                screen("A", ["more": [.start("More")]]), screen("P", ["more": [.start("More")]]),
            ])
        var sim = try Simulator(app: app)
        let work = try WorkCounter.measure {
            try sim.launch()
            for _ in 0..<600 { try sim.tap("more") }
            for _ in 0..<300 { try sim.back() }
        }
        XCTAssertEqual(sim.coordinatorPaths.count, 4 + 300)
        // the selected tab: pops to its root, and 300 coordinators finish in one step
        let allAtOnce = try WorkCounter.measure { try sim.select("one") }
        // Counted, not timed: about 1.5 million units for the 900 steps and 11 thousand for
        // the 300 finishes at once; checking every coordinator against every screen each step
        // (cubic) would be hundreds of millions.
        XCTAssertLessThan(
            try XCTUnwrap(work, "the work is counted in debug builds"), 10_000_000,
            "hundreds of nested autoFinish flows did far too much work")
        XCTAssertLessThan(try XCTUnwrap(allAtOnce), 200_000, "300 finishes in one step")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Bar", "App/Bar/Home", "App/Bar/Other"])
        XCTAssertEqual(sim.leaks, [])
    }

    /// The deepest nesting fits in a stack much smaller than the main thread's 8 MiB: a debug
    /// build takes about 30 KiB a level (most of it `apply`'s frame), a release build far less;
    /// 2 MiB is a quarter of the main thread's stack.
    func testTheDeepestNestingFitsInASmallStack() throws {
        let done = expectation(description: "the loop fails on a thread with a 2 MiB stack")
        let thread = Thread {
            var reason: StepError.Reason?
            do throws(StepError) {
                var sim = try Simulator(app: Self.decideLoop)
                try sim.launch()
            } catch {
                reason = error.reason
            }
            XCTAssertEqual(reason, .effectsTooDeep(limit: Simulator.maximumEffectDepth))
            done.fulfill()
        }
        thread.stackSize = 2048 * 1024
        thread.start()
        wait(for: [done], timeout: 30)
    }
}

// MARK: - Random apps driven by random steps

extension EngineRobustnessTests {
    /// How many random apps each seed builds (`FLOWSIM_FUZZ_SCALE` multiplies it, locally), and
    /// how many steps each app takes.
    static var appCount: Int { 300 * FuzzSettings.scale }
    static let stepsPerApp = 60

    /// Random apps, valid or not, driven by random steps: no step traps, a failed step leaves
    /// the device, the lifecycle counts and the step count as they were, and whatever the app
    /// does, the coordinator tree stays a tree and every inspection can be read.
    func testRandomAppsAndRandomStepsNeverTrap() throws {
        var totals = FuzzTotals()
        var problems: [String] = []
        let seeds = FuzzSettings.seeds(default: [0xF10E, 20_241_122])
        let finished = FuzzSettings.runWatched(timeout: 120 * Double(FuzzSettings.scale)) {
            progress in
            for seed in seeds {
                for index in 0..<Self.appCount {
                    let context = "seed \(seed) app \(index)"
                    progress.set(context)
                    var random = RandomApp(
                        SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
                    let app = random.make()
                    let result = Self.drive(
                        app, steps: Self.stepsPerApp, random: &random, context: context)
                    totals.add(result)
                    problems += result.problems
                    if problems.count > 5 { return }
                }
            }
        }
        // After a time-out the fuzzer's thread may still run: read nothing it writes.
        guard finished.done else {
            return XCTFail(
                "the engine fuzz did not finish within its time limit; it was at \(finished.last) (a hang?)"
            )
        }
        for p in problems { XCTFail(p) }
        // The random apps must reach the interesting outcomes, or the test proves little.
        XCTAssertGreaterThan(totals.succeeded, totals.steps / 7, "\(totals)")
        XCTAssertGreaterThan(totals.failed, totals.steps / 10, "\(totals)")
        XCTAssertGreaterThan(totals.launched, totals.apps / 2, "\(totals)")
        XCTAssertGreaterThan(
            totals.reasons.count, 25, "too few kinds of failure: \(totals.reasons.sorted())")
        XCTAssertLessThan(
            totals.slowest.work, 100_000, "one step did far too much work: \(totals.slowest.step)"
        )
        for reason in [
            "effectsTooDeep", "alreadyPresenting", "unknownName", "notInWindowHierarchy",
            "finishedCoordinator",
        ] {
            XCTAssertTrue(
                totals.reasons.contains(reason),
                "no step failed with \(reason): \(totals.reasons.sorted())")
        }
        print("engine fuzz: \(totals) in \(String(format: "%.1f", finished.seconds)) s")
    }

    struct DriveResult {
        var steps = 0, succeeded = 0, failed = 0
        var launched = false
        var reasons: Set<String> = []
        var problems: [String] = []
        var slowest: (work: Int, step: String) = (0, "")
    }

    /// Runs random steps on `app`; returns what happened and every broken promise.
    static func drive(_ app: AppDefinition, steps: Int, random: inout RandomApp, context: String)
        -> DriveResult
    {
        var result = DriveResult()
        _ = try? LaunchDecision(app: app).table()
        var sim: Simulator
        do {
            sim = try Simulator(
                app: app, given: random.given(),
                traceCapacity: Int.random(in: 0...20, using: &random.rng))
        } catch {
            guard let plain = try? Simulator(app: app, traceCapacity: 8) else {
                result.problems.append("\(context): a simulator without given: must start")
                return result
            }
            sim = plain
        }
        var trail: [String] = []
        for index in 0..<steps {
            let step = random.step(for: sim, app: app)
            trail.append(step.description)
            let device = sim.device
            let lifecycle = sim.lifecycle
            let performed = sim.stepsPerformed
            let here =
                "\(context) step \(index) '\(step)' (steps: \(trail.suffix(10).joined(separator: " | ")))"
            result.steps += 1
            var work = 0
            defer { if work > result.slowest.work { result.slowest = (work, here) } }
            do throws(StepError) {
                // Counted, not timed: the work of each step, undone or not.
                var thrown: StepError?
                work =
                    WorkCounter.measure {
                        do throws(StepError) { try sim.perform(step) } catch { thrown = error }
                    } ?? 0
                if let thrown { throw thrown }
                result.succeeded += 1
                if sim.isRunning { result.launched = true }
            } catch {
                result.failed += 1
                result.reasons.insert(String(String(describing: error.reason).prefix { $0 != "(" }))
                if sim.device != device {
                    result.problems.append(
                        "\(here): failed (\(error.message)) and changed the device")
                }
                if sim.lifecycle != lifecycle {
                    result.problems.append("\(here): failed and changed the lifecycle counts")
                }
                if sim.stepsPerformed != performed {
                    result.problems.append("\(here): failed and counted a step")
                }
                if error.message.isEmpty {
                    result.problems.append("\(here): failed with an empty message")
                }
            }
            if sim.effectDepth != 0 {
                result.problems.append("\(here): the effect depth is left at \(sim.effectDepth)")
            }
            if let problem = Self.treeProblem(sim) {
                result.problems.append("\(here): \(problem)\n\(sim.hierarchyDescription)")
            }
            Self.readEverything(sim)
            if !result.problems.isEmpty { break }
        }
        return result
    }

    /// Every inspection a scenario's `expect` or a failure message reads.
    static func readEverything(_ sim: Simulator) {
        _ = sim.hierarchyDescription
        _ = sim.leaks.map(\.description)
        _ = (sim.stack, sim.presented, sim.top, sim.rootFlow, sim.selectedTab, sim.alertTitle)
        _ = (
            sim.tabBarVisible, sim.navigationBarVisible, sim.actions, sim.coordinatorPaths,
            sim.launchState, sim.crashMessage
        )
        _ = sim.trace.last(12).map(\.description)
        _ = sim.app.stateKeys.map { sim.state($0.name) }
        if let bar = sim.window?.tabBar { _ = bar.tabs.map { sim.stack(ofTab: $0.name) } }
    }

    /// What is wrong with the coordinator tree, if anything: it must stay a tree rooted at App,
    /// with children and parents agreeing, and the window root's coordinator live.
    static func treeProblem(_ sim: Simulator) -> String? {
        guard let tree = sim.coordinators else { return nil }
        guard tree.all.first?.id == .app else { return "the tree does not start at App" }
        let ids = Set(tree.all.map(\.id))
        if ids.count != tree.all.count { return "a coordinator is in the tree twice" }
        for c in tree.all {
            if c.id != .app {
                guard let parent = c.parent, let p = tree[parent] else {
                    return "\(c.flow) has no live parent"
                }
                if !p.children.contains(c.id) {
                    return "\(c.flow) is not among its parent's children"
                }
            }
            for child in c.children where tree[child]?.parent != c.id {
                return "a child of \(c.flow) does not name it as its parent"
            }
        }
        if let root = sim.window?.rootCoordinator, !ids.contains(root) {
            return "the window root's coordinator is not live"
        }
        return nil
    }
}

struct FuzzTotals: CustomStringConvertible {
    var apps = 0, steps = 0, succeeded = 0, failed = 0, launched = 0
    var reasons: Set<String> = []
    var slowest: (work: Int, step: String) = (0, "")

    mutating func add(_ r: EngineRobustnessTests.DriveResult) {
        if r.slowest.work > slowest.work { slowest = r.slowest }
        apps += 1
        steps += r.steps
        succeeded += r.succeeded
        failed += r.failed
        if r.launched { launched += 1 }
        reasons.formUnion(r.reasons)
    }

    var description: String {
        "\(apps) apps, \(steps) steps (\(succeeded) succeeded, \(failed) failed; \(reasons.count) kinds of failure), \(launched) apps ran; the costliest step did \(slowest.work) units of work: \(slowest.step)"
    }
}

/// Random app definitions in Swift, valid or not: names that nothing declares, stacks with no
/// screen, tab bars with none or six Self.tabs or a push flow in a tab, launch rules and Self.links that
/// decide, onFinish that starts or finishes Self.flows, alerts whose Self.buttons raise alerts, `$NAME`s
/// nothing supplies, crashes.
struct RandomApp {
    var rng: SplitMix64
    /// One name in this many is one that nothing declares (each app draws how wild it is).
    var missingOneIn = 12
    /// Half the apps are sane, declaring nearly everything they name, so that they run far;
    /// the others are wild.
    var sane = true

    init(_ rng: SplitMix64) {
        self.rng = rng
        sane = chance(50)
        missingOneIn = sane ? 400 : [4, 12, 40].randomElement(using: &self.rng) ?? 12
    }

    /// `chance(percent)` in a wild app, a fifth of it in a sane one: for what makes an app invalid.
    mutating func wild(_ percent: Int) -> Bool { chance(sane ? percent / 5 : percent) }

    static let screens = ["A", "B", "C", "D", "E"]
    static let flows = ["Root", "Bar", "Push", "Push2", "Modal", "Full", "Side"]
    static let tabs = ["t0", "t1", "t2", "t3", "t4", "t5"]
    static let keys = ["flag", "count", "mode", "token", "session"]
    static let actions = ["go", "open", "close", "next", "ask"]
    static let links = ["l0", "l1"]
    static let paramNames = ["id", "p"]
    static let buttons = ["OK", "yes", "no"]

    /// A name from `names`, or now and then one that nothing declares.
    mutating func name(_ names: [String], missing: String = "Ghost") -> String {
        Int.random(in: 0..<missingOneIn, using: &rng) == 0
            ? missing : names.randomElement(using: &rng) ?? missing
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

    mutating func value() -> Value {
        let values: [Value] = [.null, true, false, 0, 1, 7, "a", "b", "none", "guest", "user", ""]
        return values.randomElement(using: &rng) ?? .null
    }

    mutating func expr() -> Expr {
        chance(70)
            ? .literal(value())
            : .reference(name(sane ? Self.keys : Self.paramNames + Self.keys, missing: "nothing"))
    }

    mutating func invocation(_ names: [String]) -> Invocation {
        let n = wild(30) ? Int.random(in: 1...2, using: &rng) : 0
        var arguments: [Argument] = []
        for _ in 0..<n { arguments.append(Argument(name(Self.paramNames, missing: "q"), expr())) }
        return Invocation(name(names), arguments)
    }

    mutating func condition(depth: Int = 1) -> Condition {
        let key = name(Self.keys)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .isSet(key)
        case 1: return .isNotSet(key)
        case 2: return .equals(key, expr())
        case 3: return .notEquals(key, expr())
        default:
            return depth > 0
                ? .all(
                    (0..<Int.random(in: 0...2, using: &rng)).map { _ in condition(depth: depth - 1)
                    }) : .isSet(key)
        }
    }

    mutating func effects(depth: Int, max: Int = 4) -> [Effect] {
        (0..<Int.random(in: 0...max, using: &rng)).map { _ in effect(depth: depth) }
    }

    mutating func alert(depth: Int) -> AlertSpec {
        let count = Int.random(in: 0...2, using: &rng)
        var names: [String] = []
        for _ in 0..<count { names.append(Self.buttons.randomElement(using: &rng) ?? "OK") }
        return AlertSpec(
            title: ["Sure?", "Oops", ""].randomElement(using: &rng) ?? "Oops",
            message: chance(30) ? "m" : nil,
            buttons: names.map {
                AlertButton($0, depth > 0 ? effects(depth: depth - 1, max: 2) : [])
            })
    }

    mutating func effect(depth: Int) -> Effect {
        switch Int.random(in: 0..<18, using: &rng) {
        case 0: return .push(invocation(Self.screens))
        case 1: return .pop
        case 2: return .popToRoot
        case 3: return .popTo(name(Self.screens))
        case 4: return .present(invocation(Self.screens), chance(50) ? .sheet : .fullScreen)
        case 5: return .dismiss
        case 6, 7: return .start(invocation(Self.flows))
        case 8: return .finish
        case 9: return .select(name(Self.tabs))
        case 10: return .root(invocation(Self.flows))
        case 11: return .decide
        case 12: return .set((0..<Int.random(in: 0...2, using: &rng)).map { _ in write() })
        case 13: return .alert(alert(depth: depth))
        case 14:
            return depth > 0
                ? .branch(
                    condition(), then: effects(depth: depth - 1, max: 3),
                    else: effects(depth: depth - 1, max: 2)) : .pop
        case 15:
            return depth > 0
                ? .guardThat(condition(), else: effects(depth: depth - 1, max: 2)) : .dismiss
        case 16: return chance(30) ? .crash("boom") : .start(invocation(Self.flows))
        default: return .push(invocation(Self.screens))
        }
    }

    /// A write of a state key: in a sane app, mostly a value the key takes.
    mutating func write() -> StateWrite {
        let key = name(Self.keys)
        guard sane, chance(80) else { return StateWrite(key, expr()) }
        let values: [Value]
        switch key {
        case "flag": values = [true, false]
        case "mode": values = ["a", "b"]
        case "session": values = ["none", "guest", "user"]
        default: values = [.null, 1, 2, "abc"]
        }
        return StateWrite(key, .literal(values.randomElement(using: &rng) ?? .null))
    }

    mutating func content() -> FlowSpec.Content {
        func list() -> [Invocation] {
            (0..<Int.random(in: 0...3, using: &rng)).map { _ in invocation(Self.screens) }
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1, 2: return .stack(list())
        case 3, 4:
            let count = Int.random(in: 0...6, using: &rng)
            return .tabs(
                (0..<count).map { i in
                    TabSpec(
                        chance(90) ? Self.tabs[i] : name(Self.tabs), flow: invocation(Self.flows),
                        intercept: chance(20) ? effects(depth: 1, max: 2) : nil)
                })
        case 5, 6: return .push(list())
        default: return .present(list(), chance(60) ? .sheet : .fullScreen)
        }
    }

    mutating func make() -> AppDefinition {
        var state: [StateKey] = []
        if !wild(5) { state.append(StateKey("flag", default: .bool(chance(50)))) }
        if !wild(10) { state.append(StateKey("count", default: 0)) }
        if !wild(10) {
            state.append(
                StateKey(
                    "mode", default: "a", values: !wild(10) ? ["a", "b"] : [],
                    domain: chance(50) ? .defaults : .keychain))
        }
        if !wild(10) {
            state.append(StateKey("token", default: nil, domain: .keychain, sample: "abc"))
        }
        if chance(10) {
            state.append(StateKey("session", default: "user", values: ["none", "guest", "user"]))
        }

        var flowSpecs: [FlowSpec] = []
        // Usually a stack and a Self.tabs flow to launch into, so that most apps run.
        if !wild(15) {
            flowSpecs.append(
                FlowSpec(
                    "Root",
                    content: .stack([
                        !wild(20) ? Invocation(name(Self.screens)) : invocation(Self.screens)
                    ])))
        }
        if sane || chance(50) {
            let count = Int.random(in: 1...4, using: &rng)
            flowSpecs.append(
                FlowSpec(
                    "Bar", content: .tabs((0..<count).map { TabSpec(Self.tabs[$0], flow: "Side") }))
            )
        }
        for flow in Self.flows where !flowSpecs.contains(where: { $0.name == flow }) || wild(10) {
            guard !wild(15) else { continue }
            var spec = FlowSpec(
                flow, params: Self.paramNames.filter { _ in wild(25) }, content: content(),
                hidesBars: chance(20), autoFinish: chance(40))
            if flow == "Side", !wild(20) { spec.content = .stack([Invocation(name(Self.screens))]) }
            for _ in 0..<(chance(40) ? Int.random(in: 1...2, using: &rng) : 0) {
                spec.onFinish[name(Self.flows)] = effects(depth: 1, max: 3)
            }
            flowSpecs.append(spec)
        }

        var screenSpecs: [ScreenSpec] = []
        for screen in Self.screens where !wild(10) {
            var spec = ScreenSpec(
                screen, params: Self.paramNames.filter { _ in wild(25) }, hidesTabBar: chance(15),
                requiresAccount: chance(10))
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                let arguments = Self.paramNames.filter { _ in chance(15) }
                spec.actions.append(
                    ActionSpec(
                        Self.actions.randomElement(using: &rng) ?? "go", effects(depth: 2),
                        arguments: arguments, reads: chance(80) ? nil : arguments + ["extra"]))
            }
            screenSpecs.append(spec)
        }

        // A screen needs every parameter it declares (ArgumentCheck, as `flowsim check` does): the
        // root and tab stacks of most apps pass them, so that most apps launch.
        let paramsOf = Dictionary(
            screenSpecs.map { ($0.name, $0.params) }, uniquingKeysWith: { a, _ in a })
        for i in flowSpecs.indices
        where (flowSpecs[i].name == "Root" || flowSpecs[i].name == "Side") && !wild(5) {
            guard case .stack(let screens) = flowSpecs[i].content else { continue }
            flowSpecs[i].content = .stack(
                screens.map { s in
                    Invocation(
                        s.name, (paramsOf[s.name] ?? []).map { Argument($0, .literal(value())) })
                })
        }

        var rules: [LaunchRule] = []
        for i in 0..<Int.random(in: 0...3, using: &rng) {
            let conditions = (0..<Int.random(in: 0...2, using: &rng)).map { _ in condition() }
            let root = !wild(25) ? Invocation(chance(60) ? "Root" : "Bar") : invocation(Self.flows)
            rules.append(
                LaunchRule(
                    "rule\(i)", when: conditions, root: root,
                    then: chance(30) ? effects(depth: 1, max: 3) : []))
        }
        if !wild(20) { rules.append(LaunchRule("fallback", root: chance(70) ? "Root" : "Bar")) }

        let linkSpecs = Self.links.filter { _ in chance(50) }.map {
            LinkSpec(
                $0, params: Self.paramNames.filter { _ in chance(30) },
                effects: effects(depth: 1, max: 3))
        }
        return AppDefinition(
            name: "Random", state: state, launch: rules, flows: flowSpecs, screens: screenSpecs,
            links: linkSpecs)
    }

    mutating func given() -> [Param] {
        chance(30) ? [Param(name(Self.keys), value())] : []
    }

    mutating func arguments() -> [Param] {
        chance(60)
            ? []
            : (0..<Int.random(in: 1...2, using: &rng)).map { _ in
                Param(name(Self.paramNames, missing: "q"), value())
            }
    }

    /// A step, mostly one the current screen offers, so that apps get somewhere.
    mutating func step(for sim: Simulator, app: AppDefinition) -> Step {
        if !sim.isRunning, chance(70) { return chance(80) ? .launch : .relaunch }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<3: return .launch
        case 3..<8: return .relaunch
        case 8..<10: return .reinstall
        case 10..<15: return .back
        case 15..<55:
            let offered = sim.actions
            let action =
                !offered.isEmpty && chance(85)
                ? offered.randomElement(using: &rng) ?? "go" : name(Self.actions)
            var args: [Param] = []
            if let spec = sim.top.flatMap({ app.screens[$0.name] })?.action(action), chance(80) {
                args = spec.arguments.map { Param($0, value()) }
            } else {
                args = arguments()
            }
            return .tap(action, args)
        case 55..<65: return .select(name(Self.tabs))
        case 65..<75: return .back
        case 75..<81: return .swipeDown
        case 81..<89:
            let showing = sim.window?.alert?.spec.buttons.map(\.name) ?? []
            return .alert(
                !showing.isEmpty && chance(85)
                    ? showing.randomElement(using: &rng) ?? "OK" : name(Self.buttons))
        case 89..<95:
            let link = name(Self.links)
            let args =
                app.links[link].map { spec in spec.params.map { Param($0, value()) } }
                ?? arguments()
            return .open(link, chance(85) ? args : arguments())
        default:
            return .set(
                (0..<Int.random(in: 0...2, using: &rng)).map { _ in Param(name(Self.keys), value())
                })
        }
    }
}
