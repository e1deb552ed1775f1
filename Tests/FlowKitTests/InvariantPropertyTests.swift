import XCTest

@testable import FlowKit

/// SplitMix64: a small, seeded, portable PRNG, so that a failing seed replays anywhere.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random steps over a rich app; after every step the hierarchy, the coordinator tree, the
/// lifecycle and the leak report must agree with each other.
final class InvariantPropertyTests: XCTestCase {
    /// Tabs with an intercepting tab, push and present flows with and without autoFinish,
    /// alerts with buttons, guards, select, root, decide, crash, links.
    static let app: AppDefinition = {
        let alertWithButtons = AlertSpec(
            title: "Choose", message: "pick one",
            buttons: [
                AlertButton("cancel"),
                AlertButton("detail", [.push("Detail")]),
                AlertButton("settings", [.start("Settings")]),
            ])
        return AppDefinition(
            name: "Rich",
            state: [
                StateKey("isFirstLaunched", default: true),
                StateKey("token", default: nil, domain: .keychain, sample: "abc"),
                StateKey("theme", default: "light", values: ["light", "dark"]),
            ],
            launch: [
                LaunchRule(
                    "firstLaunch", when: [.isSet("isFirstLaunched")], root: call("Onboarding", [:])),
                LaunchRule("loggedIn", when: [.equals("session", .literal("user"))], root: "Main"),
                LaunchRule(
                    "guest", when: [.equals("session", .literal("guest"))], root: "Main",
                    then: [.select("together")]),
                LaunchRule(
                    "resume", when: [.isSet("token")], root: "Main",
                    then: [.select("solo"), .start("Quiz")]),
                LaunchRule("signedOut", root: "Main"),
            ],
            flows: [
                FlowSpec("Onboarding", content: .stack([call("Intro", ["page": 1])])),
                FlowSpec(
                    "Main",
                    content: .tabs([
                        TabSpec("home", flow: "Home"),
                        TabSpec("together", flow: "Together"),
                        TabSpec("solo", flow: "Solo"),
                        TabSpec("upload", flow: "Upload", intercept: [.start("Picker")]),
                    ])),
                FlowSpec(
                    "Home", content: .stack(["HomeScreen"]),
                    onFinish: ["Profile": [.push("Detail")]]),
                FlowSpec(
                    "Together", content: .stack(["TogetherMenu"]),
                    onFinish: ["Game": [.push("Result")]]),
                FlowSpec("Solo", content: .stack(["SoloMenu"])),
                FlowSpec("Upload", content: .stack(["UploadRoot"])),
                FlowSpec("Game", content: .push(["CardGame"]), hidesBars: true, autoFinish: true),
                FlowSpec("Quiz", content: .push(["Q1", "Q2"])),
                FlowSpec(
                    "Profile", params: ["user"],
                    content: .push([call("ProfileScreen", reading: ["user": "user"])]),
                    autoFinish: true),
                FlowSpec(
                    "Settings", content: .present(["SettingsScreen"], .sheet), autoFinish: true,
                    onFinish: ["Login": [.alert(AlertSpec(title: "Welcome"))]]),
                FlowSpec("Picker", content: .present(["PickerScreen"], .sheet)),
                FlowSpec(
                    "Player", content: .present(["PlayerScreen"], .fullScreen), autoFinish: true),
                FlowSpec("Login", content: .present(["LoginScreen"], .sheet), autoFinish: true),
            ],
            screens: [
                screen(
                    "Intro", params: ["page"],
                    [
                        "next": [.push(call("Intro", ["page": 2]))],
                        "confirm": [write("isFirstLaunched", false), .decide],
                    ]),
                ScreenSpec(
                    "HomeScreen",
                    actions: [
                        ActionSpec("open", [.push(call("Chat", ["channel": "general"]))]),
                        ActionSpec("detail", [.push("Detail")]),
                        ActionSpec("settings", [.start("Settings")]),
                        ActionSpec("choose", [.alert(alertWithButtons)]),
                        ActionSpec("quiz", [.start("Quiz")]),
                        ActionSpec("player", [.start("Player")]),
                        ActionSpec(
                            "profile", [.start(call("Profile", reading: ["user": "user"]))],
                            arguments: ["user"]),
                        ActionSpec("reset", [.root("Main")]),
                    ]),
                screen(
                    "Chat", params: ["channel"], hidesTabBar: true,
                    [
                        "send": [
                            .guardThat(
                                .equals("session", .literal("user")),
                                else: [.alert(AlertSpec(title: "Sign in first"))])
                        ],
                        "detail": [.push("Detail")],
                        "login": [.start("Login")],
                    ]),
                screen(
                    "Detail",
                    [
                        "more": [.push("Detail")],
                        "pop": [.pop],
                        "toRoot": [.popToRoot],
                        "toHome": [.popTo("HomeScreen")],
                        "sheet": [.present("Note", .sheet)],
                        "full": [.present("Note", .fullScreen)],
                        "goTogether": [.select("together")],
                        "theme": [
                            .branch(
                                .equals("theme", .literal("light")), then: [write("theme", "dark")],
                                else: [write("theme", "light")])
                        ],
                    ]),
                screen(
                    "Note",
                    [
                        "close": [.dismiss], "again": [.present("Note", .sheet)],
                        "push": [.push("Detail")], "finish": [.finish],
                    ]),
                screen(
                    "TogetherMenu",
                    [
                        "makeGroup": [.start("Game")],
                        "settings": [.start("Settings")],
                        "logout": [write("session", "none"), write("token", nil), .decide],
                        "detail": [.push("Detail")],
                    ]),
                screen(
                    "CardGame",
                    [
                        "submit": [write("token", "abc"), .finish, .start("Quiz")],
                        "quit": [.finish],
                        "extra": [.push("Detail")],
                        "crash": [.crash("card deck empty")],
                        "sheet": [.present("Note", .sheet)],
                    ]),
                screen("Result", ["again": [.start("Game")]]),
                screen("Q1", ["next": [.push("Q2")], "quit": [.finish]]),
                screen(
                    "Q2",
                    ["done": [.finish], "restart": [.popTo("Q1")], "player": [.start("Player")]]),
                screen(
                    "ProfileScreen", params: ["user"],
                    ["done": [.finish], "detail": [.push("Detail")]]),
                screen(
                    "SettingsScreen",
                    [
                        "close": [.finish],
                        "deeper": [.push("Detail")],
                        "dismissOnly": [.dismiss],
                        "login": [.start("Login")],
                        "signOut": [write("session", "none"), .decide],
                        "reset": [.root("Main")],
                    ]),
                screen(
                    "PickerScreen",
                    [
                        "close": [.finish], "pick": [.finish, .select("solo")],
                        "alert": [.alert(alertWithButtons)],
                        "bye": [.alert(AlertSpec(title: "Bye")), .finish],
                    ]),
                screen("PlayerScreen", ["close": [.finish], "note": [.present("Note", .sheet)]]),
                screen(
                    "LoginScreen",
                    [
                        "signIn": [write("session", "user"), .finish],
                        "guest": [write("session", "guest"), .decide],
                        "cancel": [.dismiss],
                    ]),
                screen(
                    "SoloMenu",
                    ["quiz": [.start("Quiz")], "finishTab": [.finish], "detail": [.push("Detail")]]),
                screen("UploadRoot"),
            ],
            links: [
                LinkSpec(
                    "chat", params: ["channel"],
                    effects: [
                        .select("home"), .push(call("Chat", reading: ["channel": "channel"])),
                    ]),
                LinkSpec("settings", effects: [.start("Settings")]),
            ])
    }()

    // MARK: random steps

    static let tabNames = ["home", "together", "solo", "upload", "profile"]

    static func randomStep(_ sim: Simulator, _ rng: inout SplitMix64) -> Step {
        let roll = Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<2: return .launch
        case 2..<4: return .relaunch
        case 4..<5: return .reinstall
        case 5..<50:
            var actions = sim.actions
            if actions.isEmpty || Int.random(in: 0..<20, using: &rng) == 0 {
                actions.append("noSuchAction")
            }
            guard let action = actions.randomElement(using: &rng) else { return .back }
            let arguments =
                action == "profile"
                ? [Param("user", .string(["ann", "bob"].randomElement(using: &rng) ?? "ann"))] : []
            return .tap(action, arguments)
        case 50..<62: return .select(tabNames.randomElement(using: &rng) ?? "home")
        case 62..<74: return .back
        case 74..<82: return .swipeDown
        case 82..<90:
            let buttons = (sim.window?.alert?.spec.buttons.map(\.name) ?? []) + ["OK"]
            return .alert(buttons.randomElement(using: &rng) ?? "OK")
        case 90..<95:
            return Bool.random(using: &rng)
                ? .open("chat", [Param("channel", "news")]) : .open("settings", [])
        default:
            let writes: [Param] = [
                Param(
                    "session",
                    ["none", "guest", "user"].randomElement(using: &rng).map(Value.string) ?? "none"
                ),
                Param("isFirstLaunched", .bool(Bool.random(using: &rng))),
                Param("token", Bool.random(using: &rng) ? "abc" : nil),
            ]
            return .set([writes.randomElement(using: &rng) ?? writes[0]])
        }
    }

    /// Runs `count` random steps from `seed`, checking the invariants after each; returns the simulator.
    @discardableResult
    func explore(seed: UInt64, count: Int, check: Bool = true) throws -> (Simulator, [Step]) {
        var rng = SplitMix64(seed: seed)
        var sim = try Simulator(app: Self.app, traceCapacity: 100_000)
        var steps: [Step] = []
        var everLive: [CoordinatorID: Coordinator] = [:]
        for index in 0..<count {
            let step = Self.randomStep(sim, &rng)
            steps.append(step)
            let before = sim
            do {
                try sim.perform(step)
            } catch {
                if check {
                    XCTAssertEqual(
                        sim.device, before.device,
                        "seed \(seed) step \(index) '\(step)' failed (\(error)) and changed the device"
                    )
                    XCTAssertEqual(
                        sim.lifecycle, before.lifecycle,
                        "seed \(seed) step \(index): a failed step changed the lifecycle counts")
                }
                continue
            }
            // coordinator ids start again with each launch
            if case .launch = step { everLive = [:] }
            if case .relaunch = step { everLive = [:] }
            if check {
                let context = "seed \(seed) step \(index) '\(step)'"
                checkInvariants(sim, before: before, step: step, everLive: &everLive, context)
                if testRun?.failureCount ?? 0 > 0 {
                    print("trail:", steps.map(\.description).joined(separator: " | "))
                    print(sim.hierarchyDescription)
                    print(sim.trace.last(30).map(\.description).joined(separator: "\n"))
                    throw XCTSkip("stopping seed \(seed) after the first failure")
                }
            }
        }
        return (sim, steps)
    }

    func checkInvariants(
        _ sim: Simulator, before: Simulator, step: Step,
        everLive: inout [CoordinatorID: Coordinator], _ context: String
    ) {
        guard let running = sim.device.app else {
            XCTAssertNil(sim.top, context)
            XCTAssertEqual(sim.leaks, [], context)
            return
        }
        let tree = running.coordinators
        let window = running.window
        for c in tree.all { everLive[c.id] = c }

        // The coordinator tree: App is the root; parent and children agree.
        XCTAssertEqual(tree.all.first?.id, .app, "App is the root — \(context)")
        XCTAssertEqual(tree.all.first?.flow, "App", context)
        XCTAssertNil(tree[.app]?.parent, context)
        XCTAssertEqual(
            Set(tree.all.map(\.id)).count, tree.all.count, "no coordinator twice — \(context)")
        for c in tree.all where c.id != .app {
            guard let parentID = c.parent, let parent = tree[parentID] else {
                XCTFail("\(tree.path(of: c.id)) has no live parent — \(context)")
                continue
            }
            XCTAssertTrue(
                parent.children.contains(c.id),
                "\(tree.path(of: parent.id)) does not list \(c.flow) — \(context)")
        }
        for c in tree.all {
            for child in c.children {
                XCTAssertEqual(
                    tree[child]?.parent, c.id, "child \(child) of \(c.flow) — \(context)")
            }
        }
        if let rootID = window.rootCoordinator {
            XCTAssertEqual(tree[rootID]?.parent, .app, "the root flow is App's child — \(context)")
        }

        // The window: stacks non-empty, no screen twice, the frontmost screen.
        let stacks = window.allStacks
        XCTAssertNotNil(window.root, context)
        for (location, stack) in stacks {
            XCTAssertFalse(stack.screens.isEmpty, "empty stack at \(location) — \(context)")
        }
        let screens = stacks.flatMap(\.stack.screens)
        XCTAssertEqual(
            Set(screens.map(\.id)).count, screens.count, "a screen twice in the window — \(context)"
        )
        let expectedTop: Screen?
        if let last = window.presentations.last {
            expectedTop = last.stack.screens.last
        } else {
            switch window.root {
            case .stack(let s)?: expectedTop = s.screens.last
            case .tabs(let bar)?: expectedTop = bar.tabs[bar.selectedIndex].stack.screens.last
            case nil: expectedTop = nil
            }
        }
        XCTAssertEqual(sim.top, expectedTop, context)
        if let bar = window.tabBar {
            XCTAssertTrue(bar.tabs.indices.contains(bar.selectedIndex), context)
            XCTAssertLessThanOrEqual(bar.tabs.count, TabBar.maximumTabs, context)
        }
        if let alert = window.alert {
            if let presenter = alert.actor.screen {
                XCTAssertNotNil(
                    window.screen(presenter),
                    "an alert's presenter is in the window (X3) — \(context)")
            } else {
                XCTAssertTrue(
                    tree.contains(alert.actor.coordinator),
                    "an alert's coordinator is live — \(context)")
            }
        }

        // Lifecycle: what is appeared has loaded, and every appearance is balanced by a
        // disappearance except for the screens appeared now (counts since the last launch).
        let appeared = window.appearedScreens
        for s in appeared {
            XCTAssertTrue(s.isLoaded, "\(s) is appeared but not loaded — \(context)")
        }
        XCTAssertTrue(
            appeared.contains { $0.id == sim.top?.id },
            "the frontmost screen is appeared — \(context)")
        var appearedCount: [String: Int] = [:]
        for s in appeared { appearedCount[s.name, default: 0] += 1 }
        var loadedCount: [String: Int] = [:]
        for s in screens where s.isLoaded { loadedCount[s.name, default: 0] += 1 }
        for name in Set(sim.lifecycle.screens).union(appearedCount.keys) {
            let l = sim.lifecycle
            XCTAssertEqual(
                l[name, .viewWillAppear] - l[name, .viewWillDisappear],
                appearedCount[name, default: 0],
                "\(name): willAppear − willDisappear ≠ appeared — \(context)")
            XCTAssertEqual(
                l[name, .viewDidAppear] - l[name, .viewDidDisappear],
                appearedCount[name, default: 0],
                "\(name): didAppear − didDisappear ≠ appeared — \(context)")
            XCTAssertGreaterThanOrEqual(
                l[name, .viewDidLoad], loadedCount[name, default: 0],
                "\(name): loaded without viewDidLoad — \(context)")
        }

        // Owners: every screen belongs to a live coordinator, or was left on screen by a finish
        // that changes nothing there: a stack or tabs flow (with its descendants), or a push
        // flow that pops its screens but not a bare screen it presented over them.
        for s in screens where !tree.contains(s.owner) {
            var chain: [Coordinator] = []
            var current: CoordinatorID? = s.owner
            while let id = current, !tree.contains(id), let c = everLive[id] {
                chain.append(c)
                current = c.parent
            }
            guard let owner = chain.first else {
                XCTFail("\(s) is owned by \(s.owner), which never existed — \(context)")
                continue
            }
            let leftByContainerFinish = chain.contains { $0.kind == .stack || $0.kind == .tabs }
            let presentedOverPushFlow =
                owner.kind == .push
                && window.location(ofScreen: s.id).map { $0.location.level > 0 } == true
            XCTAssertTrue(
                leftByContainerFinish || presentedOverPushFlow,
                "\(s) outlives its \(owner.kind) coordinator \(owner.flow) — \(context)")
        }

        // Screens that stay keep their identity, and a loaded view stays loaded.
        let previous = Dictionary(
            before.windowScreens.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        if !(step == .relaunch) {
            for s in screens {
                guard let old = previous[s.id] else { continue }
                XCTAssertEqual(old.name, s.name, context)
                XCTAssertEqual(old.params, s.params, context)
                XCTAssertEqual(old.owner, s.owner, context)
                XCTAssertTrue(s.isLoaded || !old.isLoaded, "\(s) unloaded — \(context)")
            }
        }

        // Leaks: a coordinator is reported exactly when nothing it holds is in the window.
        let leaks = sim.leaks
        // Paths repeat (a flow started again after it leaked), so compare counts per path.
        var reported: [String: Int] = [:]
        for leak in leaks where leak.kind == .coordinator {
            reported[leak.subject, default: 0] += 1
        }
        var displaced: [String: Int] = [:]
        for c in tree.all where c.kind != .app {
            let holdsSomething: Bool
            switch c.kind {
            case .push:
                holdsSomething =
                    c.heldScreens.isEmpty || c.heldScreens.contains { window.screen($0) != nil }
            case .stack, .present: holdsSomething = stacks.contains { $0.stack.id == c.stack }
            case .tabs: holdsSomething = window.tabBar?.owner == c.id
            case .screenless:
                holdsSomething =
                    !c.children.isEmpty
                    || stacks.contains { $0.stack.screens.contains { $0.owner == c.id } }
                    || window.alert?.actor.coordinator == c.id
                    || sim.device.app?.requests.contains { $0.actor.coordinator == c.id } == true
            case .app: holdsSomething = true
            }
            if !holdsSomething { displaced[tree.path(of: c.id), default: 0] += 1 }
        }
        XCTAssertEqual(
            reported, displaced,
            "coordinator leaks reported ≠ coordinators holding nothing in the window — \(context)")
        for leak in leaks where leak.kind == .screen {
            let heldOffWindow = tree.all.contains { c in
                zip(c.heldScreens, c.heldScreenNames).contains { id, name in
                    name == leak.subject && window.screen(id) == nil
                }
            }
            XCTAssertTrue(
                heldOffWindow,
                "\(leak.subject) is reported but no live coordinator holds it off the window — \(context)"
            )
        }

        // autoFinish: after the user removed screens, no autoFinish coordinator is left displaced.
        switch step {
        case .back, .swipeDown:
            for c in tree.all where sim.app.flows[c.flow]?.autoFinish == true {
                XCTAssertFalse(
                    running.isDisplaced(c), "autoFinish flow \(c.flow) left attached — \(context)")
            }
        default: break
        }

        // The bars: no back button without a navigation bar; a tab bar is tappable only when
        // visible and uncovered.
        if sim.navigationBarVisible == false, window.alert == nil {
            var probe = sim
            XCTAssertThrowsError(
                try probe.back(), "back worked without a navigation bar — \(context)")
        }
        if sim.tabBarVisible == false, window.presentations.isEmpty, window.alert == nil,
            let bar = window.tabBar
        {
            var probe = sim
            let other = bar.tabs.first { !$0.isIntercepting }?.name ?? "home"
            XCTAssertThrowsError(
                try probe.select(other), "a hidden tab bar was tapped — \(context)")
        }
    }

    // MARK: the tests

    func testInvariantsHoldOverThousandsOfRandomSteps() throws {
        // FLOWKIT_SEEDS=N widens the search when hunting for a bug.
        let seeds =
            ProcessInfo.processInfo.environment["FLOWKIT_SEEDS"].flatMap { UInt64($0) } ?? 40
        for seed: UInt64 in 1...seeds {
            try explore(seed: seed, count: 250)
        }
    }

    func testTheSameSeedGivesTheSameTrace() throws {
        let (first, firstSteps) = try explore(seed: 2024, count: 600, check: false)
        let (second, secondSteps) = try explore(seed: 2024, count: 600, check: false)
        XCTAssertEqual(firstSteps, secondSteps)
        XCTAssertEqual(first.trace.events, second.trace.events)
        XCTAssertEqual(first.trace.recorded, second.trace.recorded)
        XCTAssertEqual(first.device, second.device)
        XCTAssertGreaterThan(first.stepsPerformed, 100, "most steps should be possible")
        let (other, _) = try explore(seed: 2025, count: 600, check: false)
        XCTAssertNotEqual(
            other.trace.events, first.trace.events, "a different seed explores differently")
    }

    func testTheRandomWalkReachesTheInterestingStates() throws {
        // Guards the property test against a walk that never leaves the first screen.
        var seen: Set<String> = []
        for seed: UInt64 in 1...40 {
            let (sim, _) = try explore(seed: seed, count: 250, check: false)
            for event in sim.trace.events {
                switch event {
                case .lifecycle(let screen, _): seen.insert(screen)
                case .crashed: seen.insert("crash")
                case .alertShown(let title): seen.insert("alert:" + title)
                case .rootReplaced: seen.insert("root")
                default: break
                }
            }
        }
        for expected in [
            "CardGame", "Q2", "SettingsScreen", "PickerScreen", "PlayerScreen", "LoginScreen",
            "Note", "Chat", "Result",
            "ProfileScreen", "crash", "alert:Choose", "alert:Sign in first", "root",
        ] {
            XCTAssertTrue(seen.contains(expected), "the walk never reached \(expected)")
        }
    }
}
