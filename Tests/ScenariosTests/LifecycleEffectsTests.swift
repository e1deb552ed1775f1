import FlowKit
import XCTest

@testable import Scenarios

/// Navigation started by the view lifecycle — a screen's `onLoad:`,
/// `onWillAppear:` and `onAppear:` effects, run at UIKit's callbacks.
final class LifecycleEffectsTests: XCTestCase {
    private let app = """
        app: T
        state:
          broken: false
          outdated: false
          greeted: {default: false, store: memory}
        launch:
          - state: main
            root: Main
        flows:
          Main:
            stack: [Home]
        screens:
          Home:
            onAppear:
              - if: broken
                then: [push: ErrorPage]
              - if: outdated
                then: [alert: {title: Update, buttons: {Later: [set: {outdated: false}]}}]
            actions:
              feed: {push: Feed}
              eager: {push: Eager}
              mirror: {push: Mirror}
              sheet: {present: Sheet}
          ErrorPage: {}
          Feed:
            onLoad:
              - request: loadFeed
                outcomes:
                  success: []
                  failure: [push: ErrorPage]
            onWillAppear: [set: {greeted: true}]
          Eager:
            onWillAppear: [alert: Welcome]
          Mirror:
            onAppear: [push: Mirror]
          Sheet:
            actions:
              close: dismiss
        """

    private func simulator(_ given: [Param] = []) throws -> Simulator {
        let compiled = try Compiled(app: app)
        let definition = try XCTUnwrap(compiled.app, "\(compiled.diagnostics)").definition
        return try Simulator(app: definition, given: given)
    }

    private func lifecycleEvents(_ sim: Simulator) -> [String] {
        sim.trace.events.compactMap { event -> String? in
            switch event {
            case .lifecycle(let screen, let callback): return "\(screen).\(callback.rawValue)"
            case .effect(let effect): return effect
            default: return nil
            }
        }
    }

    func testOnAppearPushesAnErrorPageAfterTheAppearanceCallbacks() throws {
        var sim = try simulator([Param("broken", true)])
        try sim.launch()
        XCTAssertEqual(sim.stack.map(\.name), ["Home", "ErrorPage"])
        let events = lifecycleEvents(sim)
        let start = try XCTUnwrap(events.firstIndex(of: "Home.viewDidLoad"))
        XCTAssertEqual(
            Array(events[start...]),
            [
                "Home.viewDidLoad", "Home.viewWillAppear", "Home.viewDidAppear",
                // viewDidAppear runs to its end; the push it asked for then transitions
                "if: broken", "push: ErrorPage", "if: outdated",
                "ErrorPage.viewDidLoad", "Home.viewWillDisappear", "ErrorPage.viewWillAppear",
                "Home.viewDidDisappear", "ErrorPage.viewDidAppear",
            ])
        XCTAssertEqual(sim.lifecycle["Home", .viewDidAppear], 1)
        XCTAssertEqual(sim.lifecycle["ErrorPage", .viewDidAppear], 1)
    }

    func testOnAppearRunsAtEveryAppearanceAndAlertsActForTheScreen() throws {
        var sim = try simulator([Param("outdated", true)])
        try sim.launch()
        XCTAssertEqual(sim.device.app?.window.alert?.title, "Update")
        try sim.tapAlert("Later")
        XCTAssertNil(sim.device.app?.window.alert)
        try sim.set(["outdated": true])
        try sim.tap("feed")
        try sim.back()  // Home appears again: its onAppear runs again
        XCTAssertEqual(sim.device.app?.window.alert?.title, "Update")
        XCTAssertEqual(sim.lifecycle["Home", .viewDidAppear], 2)
        XCTAssertEqual(sim.lifecycle["Home", .viewDidLoad], 1)
    }

    func testAPresenterUnderASheetGetsNoCallbacksSoItsOnAppearDoesNotRun() throws {
        var sim = try simulator()
        try sim.launch()
        try sim.set(["outdated": true])
        try sim.tap("sheet")
        try sim.tap("close")  // L8: Home gets no viewDidAppear back from a sheet
        XCTAssertNil(sim.device.app?.window.alert)
        XCTAssertEqual(sim.lifecycle["Home", .viewDidAppear], 1)
    }

    func testOnLoadStartsARequestWhoseFailureShowsTheErrorPage() throws {
        var sim = try simulator()
        try sim.launch()
        try sim.tap("feed")
        XCTAssertEqual(sim.device.app?.requests.map(\.name), ["loadFeed"])
        XCTAssertEqual(sim.device.store[try XCTUnwrap(sim.app.index(ofKey: "greeted"))], true)
        try sim.back()
        try sim.tap("feed")  // a new Feed loads again: a second request
        XCTAssertEqual(sim.device.app?.requests.map(\.name), ["loadFeed", "loadFeed"])
        try sim.respond("loadFeed", "failure")  // the first one's screen is gone: dropped
        XCTAssertEqual(sim.stack.map(\.name), ["Home", "Feed"])
        try sim.respond("loadFeed", "failure")
        XCTAssertEqual(sim.stack.map(\.name), ["Home", "Feed", "ErrorPage"])
    }

    func testPresentingFromViewWillAppearFailsTheStepAndChangesNothing() throws {
        var sim = try simulator()
        try sim.launch()
        let before = sim.device
        let counts = sim.lifecycle
        XCTAssertThrowsError(try sim.tap("eager")) { error in
            let stepError = error as? StepError
            XCTAssertEqual(
                stepError?.reason,
                .navigationBeforeAppear(screen: "Eager", callback: .viewWillAppear))
            XCTAssertTrue(
                stepError?.message.contains("not in the window hierarchy") == true,
                stepError?.message ?? "")
            XCTAssertTrue(stepError?.message.contains("onAppear") == true)
        }
        XCTAssertEqual(sim.device, before)
        XCTAssertEqual(sim.lifecycle, counts)
    }

    func testAScreenThatPushesItselfOnAppearFailsInsteadOfHanging() throws {
        var sim = try simulator()
        try sim.launch()
        let before = sim.device
        XCTAssertThrowsError(try sim.tap("mirror")) { error in
            XCTAssertEqual(
                (error as? StepError)?.reason,
                .appearanceLoop(screen: "Mirror", limit: Simulator.maximumAppearanceRounds))
        }
        XCTAssertEqual(sim.device, before)
    }

    func testANameNothingSuppliesInALifecycleListIsAnError() throws {
        let compiled = try Compiled(
            app: """
                app: T
                launch:
                  - state: main
                    root: Main
                flows:
                  Main: {stack: [Home(id=1)]}
                screens:
                  Home:
                    params: [id]
                    onAppear: [push: Detail(id=$id), push: Detail(id=$idd)]
                  Detail: {params: [id]}
                """)
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains("nothing supplies '$idd' in the onAppear of 'Home'")
                == true, "\(compiled.errors)")
    }
}
