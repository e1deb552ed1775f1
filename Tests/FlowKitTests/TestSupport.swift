import XCTest

@testable import FlowKit

// Small builders so that apps read close to their app-file form.

/// A screen with actions in declaration order: `screen("A", ["next": [.push("B")]])`.
func screen(
    _ name: String, params: [String] = [], hidesTabBar: Bool = false,
    _ actions: KeyValuePairs<String, [Effect]> = [:]
) -> ScreenSpec {
    ScreenSpec(
        name, params: params, hidesTabBar: hidesTabBar,
        actions: actions.map { ActionSpec($0.key, $0.value) })
}

/// `Name(key=value, …)` with literal arguments.
func call(_ name: String, _ arguments: KeyValuePairs<String, Value>) -> Invocation {
    Invocation(name, arguments.map { Argument($0.key, .literal($0.value)) })
}

/// `Name(key=$ref)`.
func call(_ name: String, reading arguments: KeyValuePairs<String, String>) -> Invocation {
    Invocation(name, arguments.map { Argument($0.key, .reference($0.value)) })
}

func write(_ key: String, _ value: Value) -> Effect { .set([StateWrite(key, .literal(value))]) }

/// An app whose window root is one stack flow `Root` with `rootScreen` at the bottom.
func stackApp(
    root rootScreen: Invocation = "A", flows: [FlowSpec] = [], screens: [ScreenSpec],
    state: [StateKey] = [], links: [LinkSpec] = [], rootOnFinish: [String: [Effect]] = [:]
) -> AppDefinition {
    AppDefinition(
        name: "StackApp", state: state,
        launch: [LaunchRule("only", root: "Root")],
        flows: [FlowSpec("Root", content: .stack([rootScreen]), onFinish: rootOnFinish)] + flows,
        screens: screens, links: links)
}

extension Simulator {
    /// The lifecycle callbacks in the trace, as `Screen.callback`.
    var lifecycleEvents: [String] {
        trace.events.compactMap { event in
            if case .lifecycle(let screen, let callback) = event {
                return "\(screen).\(callback.rawValue)"
            }
            return nil
        }
    }

    /// Performs one step and returns the lifecycle callbacks it made, in order.
    mutating func callbacks(of step: Step) throws -> [String] {
        trace.removeAll()
        try perform(step)
        return lifecycleEvents
    }

    /// The frontmost stack's screens as written: `["Home", "Chat(channel=general)"]`.
    var stackNames: [String] { stack.map(\.description) }

    /// Every screen in the window, root level first.
    var windowScreens: [Screen] { window?.allStacks.flatMap(\.stack.screens) ?? [] }
}

/// Asserts that `step` fails with `reason`, that the message names each of `mentions`, and
/// that the failure leaves the device and the lifecycle counts exactly as they were.
@discardableResult
func assertStepFails(
    _ sim: inout Simulator, _ step: Step, _ reason: StepError.Reason, mentions: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
) -> StepError? {
    let device = sim.device
    let lifecycle = sim.lifecycle
    let steps = sim.stepsPerformed
    do {
        try sim.perform(step)
        XCTFail("'\(step)' should fail with \(reason) but succeeded", file: file, line: line)
        return nil
    } catch {
        XCTAssertEqual(error.reason, reason, error.message, file: file, line: line)
        for word in mentions {
            XCTAssertTrue(
                error.message.contains(word), "message '\(error.message)' should mention '\(word)'",
                file: file, line: line)
        }
        XCTAssertEqual(
            sim.device, device, "a failed step must leave the device unchanged", file: file,
            line: line)
        XCTAssertEqual(
            sim.lifecycle, lifecycle, "a failed step must leave the lifecycle counts unchanged",
            file: file, line: line)
        XCTAssertEqual(sim.stepsPerformed, steps, file: file, line: line)
        return error
    }
}

/// Navigation fixtures shared by the lifecycle and presentation tests.
enum NavApp {
    /// A stack app: `A` at the root; pushes, pops, sheets, full-screen presentations, an alert.
    static let app = stackApp(
        flows: [
            FlowSpec("Modal", content: .present(["M"], .sheet)),
            FlowSpec("Cover", content: .present(["K"], .fullScreen)),
            FlowSpec("Pair", content: .push(["X", "Y"]), autoFinish: true),
        ],
        screens: [
            screen(
                "A",
                [
                    "next": [.push("B")],
                    "sheet": [.present("S", .sheet)],
                    "full": [.present("F", .fullScreen)],
                    "alert": [.alert(AlertSpec(title: "Hello"))],
                    "popSelf": [.pop],
                    "modal": [.start("Modal")],
                    "cover": [.start("Cover")],
                    "pair": [.start("Pair")],
                ]),
            screen(
                "B",
                [
                    "next": [.push("C")], "pop": [.pop],
                    "presentAfterPop": [.pop, .present("S", .sheet)],
                ]),
            screen("C", ["next": [.push("D")]]),
            screen(
                "D", ["toRoot": [.popToRoot], "toB": [.popTo("B")], "toMissing": [.popTo("Z")]]),
            screen(
                "S",
                [
                    "close": [.dismiss], "full": [.present("F", .fullScreen)],
                    "sheet": [.present("S2", .sheet)],
                ]),
            screen("S2", ["close": [.dismiss]]),
            screen("F", ["close": [.dismiss]]),
            screen("M", ["close": [.finish], "dismissOnly": [.dismiss]]),
            screen("K", ["close": [.finish]]),
            screen("X"), screen("Y"),
        ])

    static func launched() throws -> Simulator {
        var sim = try Simulator(app: app)
        try sim.launch()
        return sim
    }
}

/// A tab-bar app in the shape of the manual's example: home, together, solo tabs.
enum TabApp {
    static func app(
        extraTabs: [TabSpec] = [], flows extraFlows: [FlowSpec] = [],
        screens extraScreens: [ScreenSpec] = [],
        togetherOnFinish: [String: [Effect]] = [:]
    ) -> AppDefinition {
        AppDefinition(
            name: "Tabs",
            state: [StateKey("isFirstLaunched", default: false)],
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs(
                        [
                            TabSpec("home", flow: "Home"), TabSpec("together", flow: "Together"),
                            TabSpec("solo", flow: "Solo"),
                        ] + extraTabs)),
                FlowSpec("Home", content: .stack(["Home"])),
                FlowSpec("Together", content: .stack(["TogetherMenu"]), onFinish: togetherOnFinish),
                FlowSpec("Solo", content: .stack(["SoloMenu"])),
                FlowSpec("Game", content: .push(["CardGame"]), hidesBars: true),
                FlowSpec("Settings", content: .present(["Settings"], .sheet)),
            ] + extraFlows,
            screens: [
                screen(
                    "Home",
                    [
                        "detail": [.push("Detail")],
                        "open": [.push(call("Chat", ["channel": "general"]))],
                        "goTogether": [.select("together")],
                        "goHome": [.select("home")],
                        "settings": [.start("Settings")],
                    ]),
                screen("Detail", ["deeper": [.push("Detail2")], "goHome": [.select("home")]]),
                screen("Detail2"),
                screen("Chat", params: ["channel"], hidesTabBar: true, ["more": [.push("Detail")]]),
                screen(
                    "TogetherMenu",
                    [
                        "makeGroup": [.start("Game")], "detail": [.push("TDetail")],
                        "settings": [.start("Settings")],
                    ]),
                screen("TDetail"),
                screen("SoloMenu"),
                screen(
                    "CardGame",
                    [
                        "extra": [.push("Extra")], "quit": [.finish],
                        "sheet": [.present("Note", .sheet)],
                    ]),
                screen("Extra"),
                screen("Note", ["close": [.dismiss]]),
                screen("Settings", ["close": [.finish]]),
            ] + extraScreens)
    }

    static func launched(_ app: AppDefinition = app()) throws -> Simulator {
        var sim = try Simulator(app: app)
        try sim.launch()
        return sim
    }
}

/// Two tabs (a: Home, which pushes Detail, sets a flag and asks with an alert; b: Other) and one
/// stored flag: every kind of change a state can take, for the fingerprint and checkpoint tests.
enum FlagTabsApp {
    static func app(name: String) -> AppDefinition {
        AppDefinition(
            name: name,
            state: [StateKey("flag", default: false)],
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main", content: .tabs([TabSpec("a", flow: "A"), TabSpec("b", flow: "B")])),
                FlowSpec("A", content: .stack(["Home"])),
                FlowSpec("B", content: .stack(["Other"])),
            ],
            screens: [
                ScreenSpec(
                    "Home",
                    actions: [
                        ActionSpec("open", [.push("Detail")]),
                        ActionSpec("flag", [.set([StateWrite("flag", .literal(true))])]),
                        ActionSpec("ask", [.alert(AlertSpec(title: "Sure?"))]),
                    ]),
                ScreenSpec("Detail"), ScreenSpec("Other"),
            ])
    }
}

/// A launched simulator as an explorer's: no lifecycle counts, no trace.
func launchedQuietSimulator(_ app: AppDefinition) throws -> Simulator {
    var sim = try Simulator(app: app, traceCapacity: 0)
    sim.countsLifecycle = false
    try sim.launch()
    return sim
}

/// Explores `app` up to `maxStates` with the default options and with `change` made to them,
/// and checks that both find as many states and transitions, and the same problems; returns
/// both explorations (with the defaults first).
@discardableResult
func assertSameExploration(
    of app: AppDefinition, maxStates: Int, _ change: (inout Explorer.Options) -> Void,
    file: StaticString = #filePath, line: UInt = #line
) -> (Exploration, Exploration) {
    var options = Explorer.Options(maxStates: maxStates)
    let defaults = Explorer(app: app, options: options).explore()
    change(&options)
    let changed = Explorer(app: app, options: options).explore()
    XCTAssertEqual(defaults.stateCount, changed.stateCount, file: file, line: line)
    XCTAssertEqual(defaults.transitionCount, changed.transitionCount, file: file, line: line)
    XCTAssertEqual(defaults.problems, changed.problems, file: file, line: line)
    return (defaults, changed)
}
