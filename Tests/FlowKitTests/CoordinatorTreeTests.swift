import XCTest

@testable import FlowKit

/// Starting and finishing coordinators (`start`, `finish`, `onFinish`, `autoFinish`).
final class CoordinatorTreeTests: XCTestCase {
    static let app = stackApp(
        flows: [
            FlowSpec("Pair", content: .push(["X", "Y"])),
            FlowSpec("Modal", content: .present(["M"], .sheet)),
            FlowSpec("Auto", content: .push(["X"]), autoFinish: true, onFinish: [:]),
            FlowSpec("AutoSheet", content: .present(["M"], .sheet), autoFinish: true),
            FlowSpec("Outer", params: ["pin"], content: .push(["OuterScreen"])),
            FlowSpec("Inner", params: ["pin"], content: .push([call("InnerScreen", ["pin": 9])])),
            FlowSpec("Holder", content: .present(["H"], .sheet)),
        ],
        screens: [
            screen(
                "A",
                [
                    "next": [.push("B")],
                    "modal": [.start("Modal")],
                    "auto": [.start("Auto")],
                    "autoSheet": [.start("AutoSheet")],
                    "outer": [.start(call("Outer", ["pin": 5]))],
                    "holder": [.start("Holder")],
                    "finishTwice": [.finish, .finish],
                ]),
            screen("B", ["pair": [.start("Pair")]]),
            screen("X", ["pop": [.pop]]),
            screen("Y", ["more": [.push("Z")]]),
            screen("Z", ["done": [.finish]]),
            screen("M", ["close": [.finish], "dismissOnly": [.dismiss]]),
            screen("OuterScreen", ["inner": [.start(call("Inner", ["pin": 7]))]]),
            ScreenSpec(
                "InnerScreen", params: ["pin"],
                actions: [
                    ActionSpec("done", [.finish, .push(call("Receipt", reading: ["pin": "pin"]))]),
                    ActionSpec(
                        "doneWith", [.finish, .push(call("Receipt", reading: ["pin": "pin"]))],
                        arguments: ["pin"]),
                    ActionSpec(
                        "doneCode", [.finish, .push(call("Receipt", reading: ["pin": "code"]))]),
                    ActionSpec("screenPin", [.push(call("Receipt", reading: ["pin": "pin"]))]),
                ]),
            screen("Receipt", params: ["pin"]),
            screen(
                "H",
                [
                    "startThenAsk": [
                        .start("Pair"),
                        .alert(
                            AlertSpec(title: "Leave?", buttons: [AlertButton("leave", [.finish])])),
                    ]
                ]),
        ],
        state: [StateKey("code", default: 42)])

    func launched() throws -> Simulator {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        return sim
    }

    func coordinator(_ sim: Simulator, _ path: String) -> Coordinator? {
        guard let tree = sim.coordinators else { return nil }
        return tree.all.first { tree.path(of: $0.id) == path }
    }

    // MARK: start

    func testTheTreeIsRootedAtAppWithTheRootFlowAsItsChild() throws {
        let sim = try launched()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.coordinators?.all.first?.id, .app)
        XCTAssertEqual(
            sim.coordinators?[.app]?.children, [coordinator(sim, "App/Root")?.id].compactMap { $0 })
    }

    func testStartingAPushFlowAttachesAChildAndPushesItsScreensOwnedByIt() throws {
        var sim = try launched()
        try sim.tap("next")
        try sim.tap("pair")
        let pair = try XCTUnwrap(coordinator(sim, "App/Root/Pair"))
        XCTAssertEqual(sim.stackNames, ["A", "B", "X", "Y"])
        XCTAssertEqual(sim.stack.suffix(2).map(\.owner), [pair.id, pair.id])
        XCTAssertEqual(pair.heldScreens, sim.stack.suffix(2).map(\.id))
        XCTAssertEqual(pair.kind, .push)
    }

    func testStartingAStackFlowFails() throws {
        let app = stackApp(screens: [screen("A", ["again": [.start("Root")]])])
        var sim = try Simulator(app: app)
        try sim.launch()
        assertStepFails(
            &sim, .tap("again", []), .cannotStart(flow: "Root", kind: "stack"),
            mentions: ["'Root'", "only push, present, screenless and tabs flows", "root:"])
    }

    // MARK: finish

    func testFinishingAPushFlowPopsExactlyItsScreens() throws {
        var sim = try launched()
        try sim.tap("next")
        let below = sim.stack
        try sim.tap("pair")
        try sim.tap("more")  // Z, pushed by Pair's Y, belongs to Pair
        XCTAssertEqual(sim.stackNames, ["A", "B", "X", "Y", "Z"])
        XCTAssertEqual(
            try sim.callbacks(of: .tap("done", [])),
            ["Z.viewWillDisappear", "B.viewWillAppear", "Z.viewDidDisappear", "B.viewDidAppear"])
        XCTAssertEqual(sim.stack, below)
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
    }

    func testFinishingAPresentFlowDismissesIt() throws {
        var sim = try launched()
        try sim.tap("modal")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/Modal"])
        try sim.tap("close")
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testFinishingAPresentFlowTakesItsDescendantsWithIt() throws {
        var sim = try launched()
        try sim.tap("holder")
        try sim.tap("startThenAsk")  // Pair pushes X, Y onto Holder's stack, then H asks
        XCTAssertEqual(
            sim.coordinatorPaths, ["App", "App/Root", "App/Root/Holder", "App/Root/Holder/Pair"])
        try sim.tapAlert("leave")  // acts for H: finishes Holder
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testFinishingAStackFlowChangesNothingOnScreenAndTakesItsDescendants() throws {
        var app = TabApp.app(flows: [FlowSpec("Round", content: .push(["Detail"]))])
        app.screens["Home"] = screen(
            "Home",
            [
                "startThenAsk": [
                    .start("Round"),
                    .alert(AlertSpec(title: "Quit?", buttons: [AlertButton("quit", [.finish])])),
                ]
            ])
        var sim = try TabApp.launched(app)
        try sim.tap("startThenAsk")
        XCTAssertTrue(sim.coordinatorPaths.contains("App/Main/Home/Round"))
        let root = sim.window?.root
        XCTAssertEqual(try sim.callbacks(of: .alert("quit")), [])
        XCTAssertEqual(sim.window?.root, root, "finishing a stack flow changes nothing on screen")
        XCTAssertEqual(
            sim.coordinatorPaths, ["App", "App/Main", "App/Main/Together", "App/Main/Solo"])
    }

    func testFinishingATabsFlowChangesNothingOnScreenAndTakesItsTabs() throws {
        var app = TabApp.app(extraTabs: [TabSpec("quit", flow: "Solo", intercept: [.finish])])
        app.flows["Main"] = FlowSpec(
            "Main",
            content: .tabs([
                TabSpec("home", flow: "Home"), TabSpec("quit", flow: "Solo", intercept: [.finish]),
            ]))
        var sim = try TabApp.launched(app)
        let root = sim.window?.root
        try sim.select("quit")
        XCTAssertEqual(sim.window?.root, root)
        XCTAssertEqual(sim.coordinatorPaths, ["App"])
    }

    func testTheAppCoordinatorCannotFinish() throws {
        var sim = try launched()
        assertStepFails(&sim, .tap("finishTwice", []), .cannotFinishApp, mentions: ["App"])
    }

    // MARK: onFinish and acting after finish

    func testOnFinishRunsActingForTheParent() throws {
        let app = TabApp.app(
            screens: [screen("Result")], togetherOnFinish: ["Game": [.push("Result")]])
        var sim = try TabApp.launched(app)
        try sim.select("together")
        try sim.tap("makeGroup")
        // One step: CardGame leaves, Result arrives; TogetherMenu, briefly on top in between, gets nothing.
        XCTAssertEqual(
            try sim.callbacks(of: .tap("quit", [])),
            [
                "Result.viewDidLoad", "CardGame.viewWillDisappear", "Result.viewWillAppear",
                "CardGame.viewDidDisappear", "Result.viewDidAppear",
            ])
        XCTAssertEqual(sim.stackNames, ["TogetherMenu", "Result"])
        let together = sim.coordinators?.all.first { $0.flow == "Together" }
        XCTAssertEqual(
            sim.top?.owner, together?.id, "pushed onto the parent's stack, owned by the parent")
    }

    func testEffectsAfterFinishReadTheParentsParameters() throws {
        var sim = try launched()
        try sim.tap("outer")
        try sim.tap("inner")
        XCTAssertEqual(sim.top?.description, "InnerScreen(pin=9)")
        try sim.tap("done")
        XCTAssertEqual(
            sim.stackNames, ["A", "OuterScreen", "Receipt(pin=5)"],
            "Outer's pin, not Inner's (7) nor InnerScreen's (9)")
        XCTAssertEqual(sim.top?.owner, coordinator(sim, "App/Root/Outer")?.id)
    }

    func testEffectsBeforeFinishReadTheScreensParameters() throws {
        var sim = try launched()
        try sim.tap("outer")
        try sim.tap("inner")
        try sim.tap("screenPin")
        XCTAssertEqual(sim.top?.description, "Receipt(pin=9)")
    }

    func testEffectsAfterFinishReadTheTapsArgumentsFirstAndTheStateLast() throws {
        var sim = try launched()
        try sim.tap("outer")
        try sim.tap("inner")
        try sim.tap("doneWith", ["pin": 1])
        XCTAssertEqual(sim.top?.description, "Receipt(pin=1)")
        var other = try launched()
        try other.tap("outer")
        try other.tap("inner")
        try other.tap("doneCode")
        XCTAssertEqual(other.top?.description, "Receipt(pin=42)")
    }

    // MARK: autoFinish

    func testAutoFinishOnBack() throws {
        var sim = try launched()
        try sim.tap("auto")
        try sim.back()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testAutoFinishOnSwipeDown() throws {
        var sim = try launched()
        try sim.tap("autoSheet")
        try sim.swipeDown()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testAutoFinishOnTabReTapRunsTheParentsOnFinish() throws {
        var app = TabApp.app(
            flows: [FlowSpec("Round", content: .push(["Detail"]), autoFinish: true)],
            screens: [screen("Result")])
        app.flows["Home"] = FlowSpec(
            "Home", content: .stack(["Home"]), onFinish: ["Round": [.push("Result")]])
        app.screens["Home"] = screen("Home", ["round": [.start("Round")]])
        var sim = try TabApp.launched(app)
        try sim.tap("round")
        try sim.tap("deeper")
        try sim.select("home")
        XCTAssertFalse(sim.coordinatorPaths.contains("App/Main/Home/Round"))
        XCTAssertEqual(sim.stackNames, ["Home", "Result"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testAutoFinishDoesNotRunAfterAProgrammaticPop() throws {
        // Choice: autoFinish models a coordinator observing the user's removals (back, swipe
        // down, tab re-tap); an action's own pop is the app's code and should finish instead.
        var sim = try launched()
        try sim.tap("auto")
        try sim.tap("pop")
        XCTAssertEqual(sim.stackNames, ["A"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/Auto"])
        XCTAssertEqual(sim.leaks.map(\.subject), ["App/Root/Auto"])
    }

    func testWithoutAutoFinishACoordinatorStaysAfterBack() throws {
        var sim = try launched()
        try sim.tap("next")
        try sim.tap("pair")
        try sim.back()
        try sim.back()
        XCTAssertEqual(sim.stackNames, ["A", "B"])
        XCTAssertTrue(sim.coordinatorPaths.contains("App/Root/Pair"))
    }
}

extension CoordinatorTreeTests {
    func testStartingAFlowWithAnArgumentItDoesNotTakeFails() throws {
        var app = Self.app
        app.screens["A"] = screen(
            "A",
            [
                "typo": [.start(call("Outer", ["pn": 5]))],
                "noParams": [.start(call("Modal", ["x": 1]))],
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        assertStepFails(
            &sim, .tap("typo", []), .unknownName(kind: "parameter", name: "pn"),
            mentions: ["'Outer'", "'pn'", "did you mean 'pin'"])
        assertStepFails(
            &sim, .tap("noParams", []), .unknownName(kind: "parameter", name: "x"),
            mentions: ["'Modal'"])
    }

    func testAScreenWithAnArgumentItDoesNotTakeFails() throws {
        var app = Self.app
        app.screens["A"] = screen("A", ["typo": [.push(call("Receipt", ["pn": 5]))]])
        var sim = try Simulator(app: app)
        try sim.launch()
        assertStepFails(
            &sim, .tap("typo", []), .unknownName(kind: "parameter", name: "pn"),
            mentions: ["'Receipt'", "'pn'", "pin"])
    }

    /// A lookup finds every live coordinator and no other, whether the list is searched in place
    /// (up to 32 coordinators) or through its trie (more), as coordinators are attached and
    /// detached across that size.
    func testALookupFindsTheLiveCoordinatorsInAShortListAndInALongOne() {
        var tree = CoordinatorTree()
        var live: Set<Int32> = [CoordinatorID.app.raw]  // 0
        var parents: [CoordinatorID] = [.app]
        for raw in Int32(1)...80 {
            let parent = parents[Int(raw) % parents.count]
            tree.attach(
                Coordinator(id: CoordinatorID(raw), flow: "F\(raw)", kind: .push, parent: parent))
            live.insert(raw)
            parents.append(CoordinatorID(raw))
            if raw % 9 == 0 {
                // a subtree goes: the coordinators under it too
                for gone in tree.detach(CoordinatorID(raw - 4)) { live.remove(gone.raw) }
                parents.removeAll { !live.contains($0.raw) }
            }
            for probe in Int32(0)...raw + 1 {
                let id = CoordinatorID(probe)
                XCTAssertEqual(
                    tree.contains(id), live.contains(probe), "\(probe) of \(tree.all.count)")
                XCTAssertEqual(
                    tree.facts(of: id)?.kind,
                    live.contains(probe) ? (probe == 0 ? .app : .push) : nil)
            }
        }
        XCTAssertGreaterThan(tree.all.count, 32, "the list outgrew its tail")
    }
}
