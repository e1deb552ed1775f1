import XCTest

@testable import FlowKit

/// UIKIT-FIDELITY.md, presentation (P1–P5).
final class PresentationFidelityTests: XCTestCase {
    // MARK: P1 present while already presenting

    static let app = stackApp(
        flows: [
            FlowSpec("Modal", content: .present(["M"], .sheet)),
            FlowSpec("Chain", content: .present(["B"], .sheet)),
            FlowSpec("Shortcut", content: .push(["G"])),
        ],
        screens: [
            screen(
                "A",
                [
                    "twice": [.present("S", .sheet), .present("F", .fullScreen)],
                    "sheetThenFlow": [.present("S", .sheet), .start("Modal")],
                    "twoAlerts": [
                        .alert(AlertSpec(title: "one")), .alert(AlertSpec(title: "two")),
                    ],
                    "alertThenPresent": [.alert(AlertSpec(title: "one")), .present("S", .sheet)],
                    "presentThenAlert": [.present("S", .sheet), .alert(AlertSpec(title: "late"))],
                    "chain": [.start("Chain")],
                    "shortcut": [.start("Shortcut")],
                    "sheet": [.present("S", .sheet)],
                    "full": [.present("F", .fullScreen)],
                    "reset": [.root("Root")],
                    "alert": [
                        .alert(
                            AlertSpec(
                                title: "Hi",
                                buttons: [
                                    AlertButton("OK"), AlertButton("Show", [.present("S", .sheet)]),
                                ]))
                    ],
                ]),
            screen("B", ["present": [.present("C", .sheet)], "close": [.finish]]),
            screen(
                "C", ["finishChain": [.finish], "dismiss": [.dismiss], "reset": [.root("Root")]]),
            screen("G", ["sheet": [.present("C2", .sheet)]]),
            screen("C2", ["more": [.present("C3", .sheet)]]),
            screen("C3", ["dismissFromBottom": [.finish, .dismiss]]),
            screen("S", ["close": [.dismiss], "reset": [.root("Root")]]),
            screen("F", ["close": [.dismiss]]),
            screen("M", ["close": [.finish]]),
        ])

    func launched() throws -> Simulator {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        return sim
    }

    func testP1_presentingWhileAlreadyPresentingFailsWithUIKitsMessage() throws {
        var sim = try launched()
        let error = assertStepFails(
            &sim, .tap("twice", []), .alreadyPresenting(presenting: "F", on: "A", already: "S"))
        XCTAssertEqual(
            error?.message,
            "Attempt to present 'F' on 'A' which is already presenting 'S'; dismiss it first")
    }

    /// P1 refuses a `present:` before its screen is made (``Simulator/refusePresentationEarly``):
    /// the refusal names the screen with its arguments as a made one is named, and an error of
    /// making the screen (an unknown screen, an argument it does not take, a `$NAME` nothing
    /// passes) still comes first.
    func testP1_aRefusedScreenIsNamedWithItsArgumentsAndItsOwnErrorsComeFirst() throws {
        let app = stackApp(
            screens: [
                screen(
                    "A",
                    [
                        "twice": [
                            .present("S", .sheet),
                            .present(call("D", ["n": -12, "s": "x y", "b": true]), .sheet),
                        ],
                        "unknown": [.present("S", .sheet), .present("Nowhere", .sheet)],
                        "extra": [
                            .present("S", .sheet),
                            .present(call("D", ["n": 1, "s": "", "b": false, "z": 1]), .sheet),
                        ],
                        "unresolved": [
                            .present("S", .sheet),
                            .present(
                                Invocation(
                                    "D",
                                    [
                                        Argument("n", .reference("nothing")),
                                        Argument("s", .literal("")), Argument("b", .literal(nil)),
                                    ]), .sheet),
                        ],
                    ]),
                screen("S"),
                screen("D", params: ["n", "s", "b"]),
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        let error = assertStepFails(
            &sim, .tap("twice", []),
            .alreadyPresenting(presenting: "D(n=-12, s=x y, b=true)", on: "A", already: "S"))
        XCTAssertEqual(
            error?.message,
            "Attempt to present 'D(n=-12, s=x y, b=true)' on 'A' which is already presenting 'S'; dismiss it first"
        )
        assertStepFails(&sim, .tap("unknown", []), .unknownName(kind: "screen", name: "Nowhere"))
        assertStepFails(&sim, .tap("extra", []), .unknownName(kind: "parameter", name: "z"))
        let unresolved = assertStepFails(
            &sim, .tap("unresolved", []), .unresolvedName("nothing"))
        XCTAssertFalse(unresolved?.message.contains("Attempt to present") ?? true)
    }

    func testP1_startingAPresentFlowWhilePresentingFails() throws {
        var sim = try launched()
        assertStepFails(
            &sim, .tap("sheetThenFlow", []),
            .alreadyPresenting(presenting: "M", on: "A", already: "S"),
            mentions: ["Attempt to present 'M' on 'A' which is already presenting 'S'"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
    }

    func testP1_anAlertWhileAnAlertShowsFails() throws {
        var sim = try launched()
        assertStepFails(
            &sim, .tap("twoAlerts", []),
            .alreadyPresenting(presenting: "two", on: "A", already: "one"),
            mentions: ["'two'", "'one'"])
    }

    func testP1_presentingWhileAnAlertShowsFails() throws {
        // L9: an alert is a presentation, so the screen that shows it is already presenting.
        var sim = try launched()
        assertStepFails(
            &sim, .tap("alertThenPresent", []),
            .alreadyPresenting(presenting: "S", on: "A", already: "one"),
            mentions: ["'S'", "'A'", "'one'"])
    }

    func testP1_anAlertFromAScreenThatIsAlreadyPresentingFails() throws {
        var sim = try launched()
        assertStepFails(
            &sim, .tap("presentThenAlert", []),
            .alreadyPresenting(presenting: "late", on: "A", already: "S"),
            mentions: ["'late'", "'A'", "'S'"])
    }

    // MARK: P2 chains

    func testP2_dismissFromTheMiddleOfTheChainRemovesEverythingAbove() throws {
        // Finishing the `Chain` present flow dismisses from A, its presenter: B and C go.
        var sim = try launched()
        try sim.tap("chain")
        try sim.tap("present")
        XCTAssertEqual(sim.presented.map(\.name), ["B", "C"])
        // C is a bare screen presented by B and owned by Chain: finishing Chain dismisses from A.
        XCTAssertEqual(
            try sim.callbacks(of: .tap("finishChain", [])),
            [
                "C.viewWillDisappear", "B.viewWillDisappear", "C.viewDidDisappear",
                "B.viewDidDisappear",
            ])
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.top?.name, "A")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
    }

    func testP2_dismissFromTheTopOfTheChainForwardsToItsPresenter() throws {
        var sim = try launched()
        try sim.tap("chain")
        try sim.tap("present")
        XCTAssertEqual(
            try sim.callbacks(of: .tap("dismiss", [])),
            ["C.viewWillDisappear", "C.viewDidDisappear"])
        XCTAssertEqual(
            sim.presented.map(\.name), ["B"], "C presents nothing, so its own presentation goes")
    }

    func testP2_aCoordinatorDismissingFromTheBottomLevelRemovesTheWholeChain() throws {
        // C3's action finishes the Shortcut push flow (acting for C3's coordinator) and then
        // dismisses acting for Root, whose stack is the bottom level: C2 and C3 go.
        var sim = try launched()
        try sim.tap("shortcut")
        try sim.tap("sheet")
        try sim.tap("more")
        XCTAssertEqual(sim.presented.map(\.name), ["C2", "C3"])
        try sim.tap("dismissFromBottom")
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.stackNames, ["A"])
    }

    // MARK: P3 swipe down

    func testP3_swipeDownRunsTheSameTeardownAsDismiss() throws {
        var swiped = try launched()
        var dismissed = try launched()
        try swiped.tap("sheet")
        try dismissed.tap("sheet")
        let swipeCallbacks = try swiped.callbacks(of: .swipeDown)
        let dismissCallbacks = try dismissed.callbacks(of: .tap("close", []))
        XCTAssertEqual(swipeCallbacks, ["S.viewWillDisappear", "S.viewDidDisappear"])
        XCTAssertEqual(swipeCallbacks, dismissCallbacks)
        XCTAssertEqual(swiped.window, dismissed.window)
        XCTAssertEqual(swiped.lifecycle, dismissed.lifecycle)
    }

    func testP3_onlyASheetCanBeSwipedAway() throws {
        var sim = try launched()
        try sim.tap("full")
        assertStepFails(
            &sim, .swipeDown, .notASheet(screen: "F"),
            mentions: ["'F'", "full screen", "dismiss it with an action"])
    }

    // MARK: P9 dismiss with nothing to dismiss

    func testP9_dismissWithNothingPresentedDoesNothingAndTheRestOfTheListRuns() throws {
        let app = stackApp(
            flows: [FlowSpec("Details", content: .push(["D"]))],
            screens: [
                screen("A", ["route": [.dismiss, .start("Details")], "justDismiss": [.dismiss]]),
                screen("D"),
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        let before = sim.device
        try sim.tap("justDismiss")
        XCTAssertEqual(sim.device, before, "a dismiss with nothing presented changes nothing")
        try sim.tap("route")
        XCTAssertEqual(
            sim.stack.map(\.name), ["A", "D"], "the push after the defensive dismiss runs")
        XCTAssertEqual(sim.presented, [])
    }

    func testP9_dismissFromThePresentedScreenStillDismissesIt() throws {
        var sim = try launched()
        try sim.tap("sheet")
        try sim.tap("close")
        XCTAssertEqual(sim.presented, [])
    }

    func testP3_swipeDownWithNothingPresentedFails() throws {
        var sim = try launched()
        assertStepFails(&sim, .swipeDown, .nothingPresented, mentions: ["nothing is presented"])
    }

    func testP3_swipeDownRemovesOnlyTheTopSheet() throws {
        var sim = try launched()
        try sim.tap("chain")
        try sim.tap("present")
        try sim.swipeDown()
        XCTAssertEqual(sim.presented.map(\.name), ["B"])
    }

    // MARK: P4 input under a modal or an alert, or on a hidden bar

    func testP4_onlyTheFrontmostPresentationReceivesTaps() throws {
        var sim = try launched()
        try sim.tap("sheet")
        assertStepFails(
            &sim, .tap("chain", []),
            .noSuchAction("chain", screen: "S", available: ["close", "reset"]),
            mentions: ["'S'", "'chain'", "close, reset"])
    }

    func testP4_nothingUnderAnAlertCanBeTapped() throws {
        var sim = try launched()
        try sim.tap("alert")
        let showing = StepError.Reason.alertShowing(title: "Hi", buttons: ["OK", "Show"])
        assertStepFails(&sim, .tap("sheet", []), showing, mentions: ["'Hi'", "OK, Show"])
        assertStepFails(&sim, .back, showing)
        assertStepFails(&sim, .swipeDown, showing)
        assertStepFails(&sim, .select("home"), showing)
        XCTAssertEqual(
            try sim.callbacks(of: .alert("Show")),
            ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"])
        XCTAssertEqual(
            sim.presented.map(\.name), ["S"], "the button acts for the screen that showed the alert"
        )
    }

    func testP4_theTabBarCannotBeTappedUnderASheet() throws {
        var sim = try TabApp.launched()
        try sim.tap("settings")
        XCTAssertEqual(sim.tabBarVisible, true, "visible under a sheet, yet covered")
        assertStepFails(
            &sim, .select("together"), .tabBarCovered(by: "Settings"),
            mentions: ["'Settings'", "swipeDown"])
    }

    func testP4_aHiddenTabBarCannotBeTapped() throws {
        var sim = try TabApp.launched()
        try sim.tap("open")
        assertStepFails(
            &sim, .select("together"), .tabBarHidden, mentions: ["hidden", "'together'", "'Chat'"])
        var game = try TabApp.launched()
        try game.select("together")
        try game.tap("makeGroup")
        assertStepFails(&game, .select("home"), .tabBarHidden, mentions: ["hidden", "'Game'"])
    }

    // MARK: P5 root replaced while presenting

    func testP5_presentedScreensAreReleasedWithTheOldRootAndReported() throws {
        var sim = try launched()
        try sim.tap("chain")
        try sim.tap("present")
        XCTAssertEqual(
            try sim.callbacks(of: .tap("reset", [])),
            [
                "C.viewWillDisappear", "B.viewWillDisappear", "A.viewWillDisappear",
                "C.viewDidDisappear", "B.viewDidDisappear", "A.viewDidDisappear",
                "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear",
            ])
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks.map(\.kind), [.releasedWhilePresented, .releasedWhilePresented])
        XCTAssertEqual(sim.leaks.map(\.subject), ["B", "C"])
    }

    func testP5_replacingTheRootWithNothingPresentedLeaksNothing() throws {
        var sim = try launched()
        try sim.tap("reset")
        XCTAssertEqual(sim.leaks, [])
    }
}

/// An alert is the presenter's presented view controller (L9): it goes with its presenter's presentation.
final class AlertPresentationTests: XCTestCase {
    static let app = stackApp(
        flows: [FlowSpec("Sheet", content: .present(["P"], .sheet))],
        screens: [
            screen(
                "A",
                [
                    "open": [.start("Sheet")], "bare": [.present("S", .sheet)],
                    "ask": [.alert(AlertSpec(title: "Root alert"))],
                ]),
            screen(
                "P",
                [
                    "byeAndFinish": [.alert(AlertSpec(title: "Bye")), .finish],
                    "byeAndDismiss": [.alert(AlertSpec(title: "Bye")), .dismiss],
                ]),
            screen("S", ["byeAndDismiss": [.alert(AlertSpec(title: "Bye")), .dismiss]]),
        ])

    func testL9_anAlertGoesWhenTheFlowThatShowedItIsDismissed() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("open")
        try sim.tap("byeAndFinish")
        XCTAssertEqual(sim.presented, [])
        XCTAssertNil(sim.alertTitle, "the alert was presented by P, which is gone")
        try sim.tap("open")
        try sim.tap("byeAndDismiss")
        XCTAssertNil(sim.alertTitle)
    }

    func testL9_anAlertGoesWhenTheBareScreenThatShowedItIsDismissed() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("bare")
        try sim.tap("byeAndDismiss")
        XCTAssertEqual(sim.presented, [])
        XCTAssertNil(sim.alertTitle)
    }

    func testL9_anAlertOnTheRootRemembersItsPresenterLevel() throws {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        try sim.tap("ask")
        XCTAssertEqual(sim.window?.alert?.presenterLevel, 0)
        XCTAssertEqual(sim.alertTitle, "Root alert")
    }
}
