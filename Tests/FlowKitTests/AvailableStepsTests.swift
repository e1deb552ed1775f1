import XCTest

@testable import FlowKit

/// `Simulator.availableSteps`: what can be done now, with sample arguments, by the rules `perform` applies.
final class AvailableStepsTests: XCTestCase {
    private func app() -> AppDefinition {
        AppDefinition(
            name: "A",
            state: [
                StateKey("mode", default: "light", values: ["light", "dark"]),
                StateKey("lastChannel", default: nil),
            ],
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([TabSpec("home", flow: "Home"), TabSpec("chat", flow: "Chats")])),
                FlowSpec("Home", content: .stack(["Feed"])),
                FlowSpec("Chats", content: .stack(["Channels"])),
                FlowSpec("Settings", content: .present(["Settings"], .sheet)),
                FlowSpec("Cover", content: .present(["Cover"], .fullScreen)),
            ],
            screens: [
                ScreenSpec(
                    "Feed",
                    actions: [
                        ActionSpec(
                            "open", [.push(call("Item", reading: ["id": "id"]))], arguments: ["id"]),
                        ActionSpec(
                            "theme", [.set([StateWrite("mode", .reference("to"))])],
                            arguments: ["to"]),
                        ActionSpec(
                            "ask",
                            [
                                .alert(
                                    AlertSpec(
                                        title: "Sure?",
                                        buttons: [AlertButton("Yes"), AlertButton("No")]))
                            ]),
                        ActionSpec("settings", [.start("Settings")]),
                        ActionSpec("cover", [.start("Cover")]),
                        ActionSpec("peek", [.present("Peek", .sheet)]),
                    ]),
                ScreenSpec("Item", params: ["id"], hidesTabBar: true),
                ScreenSpec(
                    "Channels",
                    actions: [
                        ActionSpec(
                            "open", [.push(call("Chat", reading: ["channel": "channel"]))],
                            arguments: ["channel"])
                    ]),
                ScreenSpec("Chat", params: ["channel"]),
                ScreenSpec("Settings", actions: [ActionSpec("close", [.finish])]),
                ScreenSpec("Cover", actions: [ActionSpec("close", [.finish])]),
                ScreenSpec("Peek"),
            ],
            links: [
                LinkSpec(
                    "chat", params: ["channel"],
                    effects: [
                        .select("chat"), .push(call("Chat", reading: ["channel": "channel"])),
                    ]),
                LinkSpec("about", effects: []),
            ])
    }

    private func steps(_ sim: Simulator) -> [String] { sim.availableSteps.map(\.description) }

    func testBeforeLaunchTheAppCanBeLaunchedAndLinksArrive() throws {
        let sim = try Simulator(app: app())
        XCTAssertEqual(
            steps(sim),
            ["open: about", "open: chat(channel=sample)", "launch", "relaunch", "reinstall"])
        XCTAssertEqual(
            sim.availableSteps.filter { $0.origin == .environment }.map(\.description),
            ["open: about", "open: chat(channel=sample)"])
    }

    func testOnARootScreenEveryActionAndTabButNoBack() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        XCTAssertEqual(
            steps(sim),
            [
                "tap: open(id=sample)", "tap: theme(to=light)", "tap: theme(to=dark)", "tap: ask",
                "tap: settings", "tap: cover", "tap: peek",
                "select: home", "select: chat",
                "open: about", "open: chat(channel=sample)", "background", "relaunch", "reinstall",
            ])
    }

    func testAPushedScreenThatHidesTheTabBarOffersBackAndNoTab() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("open", ["id": "sample"])
        XCTAssertEqual(
            steps(sim),
            [
                "back", "open: about", "open: chat(channel=sample)", "background", "relaunch",
                "reinstall",
            ])
    }

    func testAnAlertTakesEveryTap() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("ask")
        XCTAssertEqual(
            steps(sim),
            [
                "alert: Yes", "alert: No", "open: about", "open: chat(channel=sample)",
                "background",
                "relaunch", "reinstall",
            ])
    }

    func testASheetCanBeSwipedAwayAndCoversTheTabBar() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("settings")
        XCTAssertEqual(steps(sim).prefix(2), ["tap: close", "swipeDown"])
        XCTAssertFalse(
            steps(sim).contains("back"), "the root of the presented stack has no back button")
        XCTAssertFalse(steps(sim).contains { $0.hasPrefix("select") })
    }

    func testAFullScreenPresentationCannotBeSwipedAndABareSheetHasNoBack() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        var cover = sim
        try cover.tap("cover")
        XCTAssertEqual(steps(cover).first, "tap: close")
        XCTAssertFalse(steps(cover).contains("swipeDown"))
        try sim.tap("peek")
        XCTAssertTrue(steps(sim).contains("swipeDown"))
        XCTAssertFalse(steps(sim).contains("back"))
    }

    /// A bare sheet over a pushed screen: the stack under it shows a back button, but the sheet
    /// has no navigation bar, so `back` is not listed, and the list is the one without prechecks.
    func testABareSheetOverAPushedScreenHasNoBack() throws {
        let app = stackApp(
            screens: [
                screen("A", ["open": [.push("B")]]), screen("B", ["peek": [.present("P", .sheet)]]),
                screen("P"),
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("open")
        XCTAssertTrue(steps(sim).contains("back"))
        try sim.tap("peek")
        XCTAssertFalse(steps(sim).contains("back"))
        var copy = sim
        XCTAssertThrowsError(try copy.back())
        XCTAssertEqual(
            sim.availableSteps(using: StepCatalog(app: app), prechecks: false).map(\.description),
            steps(sim))
    }

    /// A list written into an array that held another state's steps is that state's list alone.
    func testAListWrittenIntoAReusedArrayIsTheListAlone() throws {
        let app = stackApp(
            screens: [
                screen("A", ["open": [.push("B")], "peek": [.present("P", .sheet)]]),
                screen("B"), screen("P"),
            ])
        let catalog = StepCatalog(app: app)
        var sim = try Simulator(app: app)
        var reused: [AvailableStep] = []
        sim.availableSteps(using: catalog, prechecks: true, into: &reused)
        XCTAssertEqual(reused.map(\.description), steps(sim))
        try sim.launch()
        sim.availableSteps(using: catalog, prechecks: true, into: &reused)
        XCTAssertEqual(reused.map(\.description), steps(sim))
        try sim.tap("open")
        sim.availableSteps(using: catalog, prechecks: true, into: &reused)
        XCTAssertEqual(reused.map(\.description), steps(sim))
        XCTAssertTrue(reused.map(\.description).contains("back"))
    }

    func testAfterACrashTheAppCanBeLaunchedAgain() throws {
        var sim = try Simulator(app: stackApp(screens: [screen("A", ["boom": [.crash("bad")]])]))
        try sim.launch()
        try sim.tap("boom")
        XCTAssertEqual(steps(sim), ["launch", "relaunch", "reinstall"])
    }

    /// The other side of the rule: every step of the app that is not listed fails with the user's
    /// input to blame, and every listed one passes that check.
    func testEveryListedStepPassesTheUserInputCheckAndNoOtherDoes() throws {
        let app = app()
        let catalog = StepCatalog(app: app)
        var candidates: [Step] =
            catalog.taps.keys.sorted().flatMap { catalog.taps[$0] ?? [] } + catalog.opens
        candidates += [
            .select("home"), .select("chat"), .back, .swipeDown, .alert("Yes"), .alert("No"),
            .launch, .relaunch, .reinstall,
        ]
        var sim = try Simulator(app: app)
        var states = [sim]
        try sim.launch()
        states.append(sim)
        for path: [Step] in [
            [.tap("open", [Param("id", "sample")])], [.tap("ask", [])], [.tap("settings", [])],
            [.tap("cover", [])],
            [.tap("peek", [])], [.select("chat"), .tap("open", [Param("channel", "sample")])],
        ] {
            var s = sim
            for step in path { try s.perform(step) }
            states.append(s)
        }
        for state in states {
            let listed = state.availableSteps.map(\.step)
            for step in candidates {
                var s = state
                do {
                    try s.perform(step)
                    XCTAssertTrue(
                        listed.contains(step),
                        "'\(step)' succeeded but was not listed on \(state.top?.description ?? "-")"
                    )
                } catch {
                    XCTAssertFalse(
                        listed.contains(step),
                        "'\(step)' was listed on \(state.top?.description ?? "-") but failed: \(error.message)"
                    )
                }
            }
        }
    }

    func
        testSamplesComeFromAKeyOfTheSameNameThenTheKeysTheArgumentMeetsThenLiteralsThenTheFallback()
    {
        let app = AppDefinition(
            name: "S",
            state: [
                StateKey("plan", default: "free", values: ["free", "pro"]),
                StateKey("level", default: 1, values: [1, 2, 3, 4]),
                StateKey("flag", default: false), StateKey("token", default: nil, sample: "abc"),
            ],
            flows: [
                FlowSpec(
                    "R",
                    content: .stack([
                        call("Chat", ["channel": "general"]), call("Chat", ["channel": "random"]),
                    ]))
            ],
            screens: [ScreenSpec("Chat", params: ["channel"])])
        let samples = ArgumentSamples(app: app)
        XCTAssertEqual(samples.values(for: "plan", in: []), ["free", "pro"])
        XCTAssertEqual(samples.values(for: "token", in: []), ["abc"], "null is left out")
        XCTAssertEqual(
            samples.values(
                for: "to", in: [.guardThat(.equals("flag", .reference("to")), else: [])]),
            [true, false])
        XCTAssertEqual(
            samples.values(for: "to", in: [.set([StateWrite("level", .reference("to"))])]),
            [1, 2, 3], "at most three values")
        XCTAssertEqual(samples.values(for: "channel", in: []), ["general", "random"])
        XCTAssertEqual(samples.values(for: "other", in: []), [ArgumentSamples.fallback])
        XCTAssertEqual(
            samples.combinations(of: ["plan", "flag"], in: []).map(\.argumentList),
            [
                "(plan=free, flag=true)", "(plan=free, flag=false)", "(plan=pro, flag=true)",
                "(plan=pro, flag=false)",
            ])
        let pairs = samples.combinations(
            of: ["level", "level2"], in: [.set([StateWrite("level", .reference("level2"))])])
        XCTAssertEqual(pairs.count, ArgumentSamples.maximumCombinations, "3 × 3, cut at the limit")
        XCTAssertEqual(
            pairs.prefix(3).map(\.argumentList),
            ["(level=1, level2=1)", "(level=1, level2=2)", "(level=1, level2=3)"])
        XCTAssertEqual(
            samples.combinations(of: ["level", "plan", "flag"], in: []).count,
            ArgumentSamples.maximumCombinations)
    }

    /// A parameter the app compares with a literal (`if: "$sku == 42"`) is tried with that
    /// literal and with a value that differs from it, so that both ways of the branch run.
    func testAnArgumentTheAppComparesWithALiteralIsTriedBothWays() {
        func app(_ condition: Condition, passes: [Invocation] = []) -> AppDefinition {
            AppDefinition(
                name: "S", flows: [FlowSpec("R", content: .stack(["Home"] + passes))],
                screens: [
                    ScreenSpec("Home"),
                    ScreenSpec(
                        "Product", params: ["sku"],
                        actions: [
                            ActionSpec("add", [.branch(condition, then: [.crash("x")], else: [])])
                        ]),
                ])
        }
        XCTAssertEqual(
            ArgumentSamples(app: app(.equals("$sku", .literal(42)))).values(for: "sku", in: []),
            [42, ArgumentSamples.fallback])
        XCTAssertEqual(
            ArgumentSamples(app: app(.notEquals("$sku", .literal("sample")))).values(
                for: "sku", in: []),
            ["sample"], "the literal is the fallback itself: nothing else to add")
        XCTAssertEqual(
            ArgumentSamples(
                app: app(.equals("$sku", .literal(42)), passes: [call("Product", ["sku": 7])])
            ).values(for: "sku", in: []),
            [7, 42], "7 already differs from 42")
        XCTAssertEqual(
            ArgumentSamples(app: app(.equals("sku", .literal(42)))).values(for: "sku", in: []),
            [ArgumentSamples.fallback], "a state key compared with a literal is not a parameter")
    }

    func testAnArgumentOpenedAsAURLIsSampledAsOne() throws {
        let app = stackApp(
            root: "Home",
            screens: [
                ScreenSpec(
                    "Home",
                    actions: [
                        ActionSpec("call", [.openURL(.reference("phone"))], arguments: ["phone"])
                    ])
            ])
        XCTAssertEqual(
            ArgumentSamples(app: app).values(for: "phone", in: []), [ArgumentSamples.urlSample])
        var sim = try Simulator(app: app)
        try sim.launch()
        let step = try XCTUnwrap(sim.availableSteps.first { "\($0.step)".contains("call") })
        try sim.perform(step.step)
        XCTAssertTrue(sim.isInBackground, "the offered tap opens the sampled URL")
    }
}
