import XCTest

@testable import FlowKit

/// The bounded trace ring.
final class TraceTests: XCTestCase {
    func testTheRingKeepsTheMostRecentEventsOldestFirst() {
        var trace = Trace(capacity: 3)
        for i in 1...5 { trace.record(.step("s\(i)")) }
        XCTAssertEqual(trace.events, [.step("s3"), .step("s4"), .step("s5")])
        XCTAssertEqual(trace.recorded, 5)
        XCTAssertEqual(trace.last(2), [.step("s4"), .step("s5")])
        XCTAssertEqual(trace.last(10).count, 3)
    }

    func testLastWithANegativeOrTooLargeCountDoesNotTrap() {
        var trace = Trace(capacity: 4)
        trace.record(.step("a"))
        trace.record(.step("b"))
        XCTAssertEqual(trace.last(-1), [])
        XCTAssertEqual(trace.last(10), [.step("a"), .step("b")])
        XCTAssertEqual(trace.last(1), [.step("b")])
    }

    /// The last records are read from the newest end of the ring: whether it is filling or has
    /// wrapped, with lifecycle slots mixed in, they are the end of what it keeps.
    func testLastRecordsAreTheEndOfTheRingWhereverItStands() {
        for capacity in 1...5 {
            var trace = Trace(capacity: capacity)
            for i in 0..<12 {
                if i % 3 == 1 {
                    trace.log(lifecycle: trace.screenName("S\(i % 2)", hint: 0), .viewDidAppear)
                } else {
                    trace.record(.step("s\(i)"))
                }
                for n in -1...(capacity + 2) {
                    XCTAssertEqual(
                        trace.lastRecords(n), Array(trace.records.suffix(max(0, n))),
                        "capacity \(capacity), \(i + 1) recorded, last \(n)")
                }
            }
        }
    }

    /// What a step caused is what was recorded since it began, as much as the ring keeps.
    func testEventsSinceACountAreThoseRecordedAfterIt() {
        var trace = Trace(capacity: 3)
        trace.record(.step("a"))
        let before = trace.recorded
        XCTAssertEqual(trace.events(since: before), [])
        trace.record(.step("b"))
        trace.record(.step("c"))
        XCTAssertEqual(trace.events(since: before), [.step("b"), .step("c")])
        for i in 1...4 { trace.record(.step("d\(i)")) }
        XCTAssertEqual(trace.events(since: before), [.step("d2"), .step("d3"), .step("d4")])
        XCTAssertEqual(trace.events(since: trace.recorded + 1), [])
    }

    func testRemoveAllEmptiesTheRingAndRecordingGoesOn() {
        var trace = Trace(capacity: 2)
        for i in 1...3 { trace.record(.step("s\(i)")) }
        trace.removeAll()
        XCTAssertEqual(trace.events, [])
        trace.record(.step("a"))
        trace.record(.step("b"))
        trace.record(.step("c"))
        XCTAssertEqual(trace.events, [.step("b"), .step("c")])
    }

    /// Lifecycle callbacks are kept as plain slots beside the other records: mixed in a ring that
    /// wraps, they read back in order, and two traces that keep the same records are equal however
    /// their rings stand.
    func testLifecycleSlotsAndOtherRecordsWrapTogetherInOrder() {
        var trace = Trace(capacity: 4)
        trace.log(.step(.tap("open", [])))
        trace.log(.lifecycle(screen: "Home", callback: .viewWillDisappear))
        trace.log(lifecycle: trace.screenName("Detail", hint: 5), .viewDidLoad)
        trace.log(.effect(.push(Invocation("Detail"))))
        trace.log(lifecycle: trace.screenName("Home", hint: 1), .viewDidDisappear)
        trace.log(.step(.back))
        XCTAssertEqual(
            trace.records,
            [
                .lifecycle(screen: "Detail", callback: .viewDidLoad),
                .effect(.push(Invocation("Detail"))),
                .lifecycle(screen: "Home", callback: .viewDidDisappear),
                .step(.back),
            ])
        XCTAssertEqual(trace.recorded, 6)
        XCTAssertEqual(trace.last(1), [.step("back")])
        var other = Trace(capacity: 4)
        for record in trace.records { other.log(record) }
        for _ in 0..<2 { other.log(.step(.back)) }
        XCTAssertNotEqual(other, trace)  // it keeps other records
        var again = Trace(capacity: 4)
        for _ in 0..<2 { again.log(.step(.back)) }
        for record in trace.records { again.log(record) }
        XCTAssertEqual(again, trace)  // the same records, its ring wrapped elsewhere
        XCTAssertEqual(again.hashValue, trace.hashValue)
    }

    func testAZeroCapacityTraceRecordsNothingAndNeverBuildsTheEvent() {
        var trace = Trace(capacity: 0)
        var built = false
        func make() -> TraceEvent {
            built = true
            return .step("x")
        }
        trace.record(make())
        XCTAssertFalse(trace.isEnabled)
        XCTAssertFalse(built)
        XCTAssertEqual(trace.events, [])
        XCTAssertEqual(trace.recorded, 0)
    }

    func testTheSimulatorWorksWithTheTraceOff() throws {
        var sim = try Simulator(app: NavApp.app, traceCapacity: 0)
        try sim.launch()
        try sim.tap("next")
        XCTAssertEqual(sim.trace.events, [])
        XCTAssertEqual(sim.lifecycle["B", .viewDidAppear], 1, "counts do not depend on the trace")
    }

    func testAStepRecordsItsStepEffectsCoordinatorsAndCallbacksInOrder() throws {
        var sim = try NavApp.launched()
        sim.trace.removeAll()
        try sim.tap("modal")
        XCTAssertEqual(
            sim.trace.events.map(\.description),
            [
                "step       tap: modal",
                "effect     start: Modal",
                "start      App/Root/Modal",
                "lifecycle  M.viewDidLoad",
                "lifecycle  M.viewWillAppear",
                "lifecycle  M.viewDidAppear",
            ])
    }
}

/// What the trace keeps: values, rendered to text only when events are read.
final class TraceRecordTests: XCTestCase {
    func testAStepIsKeptAsTheStepAndEffectValuesNotTheirText() throws {
        var sim = try NavApp.launched()
        sim.trace.removeAll()
        try sim.tap("modal")
        let records = sim.trace.records
        XCTAssertEqual(records.first, .step(.tap("modal", [])))
        XCTAssertEqual(records.dropFirst().first, .effect(.start("Modal")))
        XCTAssertTrue(records.contains(.lifecycle(screen: "M", callback: .viewDidAppear)))
        XCTAssertTrue(records.contains(.coordinatorStarted(path: "App/Root/Modal")))
        // The text is made from those values, the same as the events show.
        XCTAssertEqual(records.map(\.event), sim.trace.events)
        XCTAssertEqual(sim.trace.lastRecords(2).map(\.event), sim.trace.last(2))
    }

    func testEngineNotesRenderAsTheEffectLinesTheyWere() {
        let error = StepError(.notRunning, "the app is not running; launch it first")
        let cases: [(TraceNote, String)] = [
            (
                .routeHeldLink(name: "chat", arguments: [Param("id", 1)]),
                "route held link: chat(id=1)"
            ),
            (
                .heldLinkDropped(name: "chat", error: error),
                "held link chat dropped: the app is not running; launch it first"
            ),
            (.holdLink(name: "chat", arguments: []), "hold link: chat until its when: holds"),
            (.swipeRefused, "swipe refused (isModalInPresentation): onAttemptToDismiss"),
            (.onFinishFailed(error), "onFinish failed: the app is not running; launch it first"),
            (
                .navigationDelegateClaimed(path: "App/Main"),
                "App/Main is the navigation controller's delegate"
            ),
        ]
        for (note, text) in cases {
            XCTAssertEqual(TraceRecord.note(note).event, .effect(text))
            XCTAssertEqual(TraceRecord.note(note).event.description, "effect     " + text)
        }
    }

    func testAnEventRecordedAsTextIsKeptAsIs() {
        var trace = Trace(capacity: 2)
        trace.record(.effect("by hand"))
        XCTAssertEqual(trace.records, [.event(.effect("by hand"))])
        XCTAssertEqual(trace.events, [.effect("by hand")])
    }
}

/// The lifecycle order (one place for it) and what counts as appeared.
final class LifecycleOrderTests: XCTestCase {
    let a = Screen(id: ScreenID(1), name: "A", owner: CoordinatorID(1), isLoaded: true)
    let b = Screen(id: ScreenID(2), name: "B", owner: CoordinatorID(1))

    func names(_ callbacks: [(screen: Screen, callback: LifecycleCallback)]) -> [String] {
        callbacks.map { "\($0.screen.name).\($0.callback.rawValue)" }
    }

    func testEachStyleOrdersTheSameTransitionDifferently() {
        let needsLoad: (Screen) -> Bool = { !$0.isLoaded }
        XCTAssertEqual(
            names(
                Lifecycle.callbacks(
                    disappearing: [a], appearing: [b], needsLoad: needsLoad, style: .navigation)),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                "B.viewDidAppear",
            ])
        XCTAssertEqual(
            names(
                Lifecycle.callbacks(
                    disappearing: [a], appearing: [b], needsLoad: needsLoad, style: .tabSwitch)),
            [
                "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewDidAppear",
            ])
        XCTAssertEqual(
            names(
                Lifecycle.callbacks(
                    disappearing: [a], appearing: [b], needsLoad: needsLoad, style: .replace)),
            [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidLoad", "B.viewWillAppear",
                "B.viewDidAppear",
            ])
    }

    func testTheTopDisappearsFirst() {
        let c = Screen(id: ScreenID(3), name: "C", owner: CoordinatorID(1), isLoaded: true)
        XCTAssertEqual(
            names(
                Lifecycle.callbacks(
                    disappearing: [a, c], appearing: [], needsLoad: { _ in false },
                    style: .navigation)),
            [
                "C.viewWillDisappear", "A.viewWillDisappear", "C.viewDidDisappear",
                "A.viewDidDisappear",
            ])
    }

    func testAppearedScreensSkipOnlyTheLevelDirectlyUnderAFullScreenPresentation() {
        func stack(_ id: Int32, _ name: String) -> NavigationStack {
            NavigationStack(
                id: StackID(id),
                screens: [Screen(id: ScreenID(id), name: name, owner: CoordinatorID(1))],
                owner: CoordinatorID(1))
        }
        var window = Window()
        window.root = .stack(stack(1, "Root"))
        window.presentations = [
            Presentation(style: .sheet, stack: stack(2, "Sheet")),
            Presentation(style: .fullScreen, stack: stack(3, "Full")),
        ]
        XCTAssertEqual(window.appearedScreens.map(\.name), ["Root", "Full"])
        window.presentations = [
            Presentation(style: .fullScreen, stack: stack(2, "Full")),
            Presentation(style: .sheet, stack: stack(3, "Sheet")),
        ]
        XCTAssertEqual(window.appearedScreens.map(\.name), ["Full", "Sheet"])
        window.alert = Alert(
            spec: AlertSpec(title: "t"), actor: Actor(screen: nil, coordinator: .app))
        XCTAssertEqual(
            window.appearedScreens.map(\.name), ["Full", "Sheet"], "an alert changes nothing (L9)")
        XCTAssertEqual(window.frontmost?.name, "Sheet")
    }
}
