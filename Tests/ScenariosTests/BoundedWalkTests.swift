import XCTest

@testable import FlowKit
@testable import Scenarios

/// Walks finite by construction: push cycles and repeated requests bounded, every starting point
/// that a condition reads, faulty states still expanded, and the note on why a walk stopped.
final class BoundedWalkTests: XCTestCase {
    private func compile(_ text: String) throws -> AppDefinition {
        try AppText.compile(text)
    }

    /// A profile that pushes its followers, which push a profile again, forever; and a form
    /// whose submit starts a request on every tap, each answer presenting a confirmation.
    private let cycleAndDoubleSubmit = """
        app: Social
        launch:
          - state: main
            root: Main
        flows:
          Main:
            stack: [Home]
        screens:
          Home:
            actions:
              profile: {push: Profile}
              form: {push: Form}
          Profile:
            actions:
              followers: {push: Followers}
          Followers:
            actions:
              profile: {push: Profile}
          Form:
            actions:
              submit:
                - request: save
                  outcomes:
                    ok: [present: Saved]
                    failed: [alert: {title: Failed, buttons: [OK]}]
          Saved:
            actions:
              close: dismiss
        """

    func testAPushCycleAndAnUnguardedRequestCompleteWithinBoundsAndKeepTheDoubleSubmit() throws {
        let app = try compile(cycleAndDoubleSubmit)
        let unbounded = Explorer(
            app: app, options: Explorer.Options(maxStates: 3_000, maxRepeats: nil)
        ).explore()
        XCTAssertFalse(unbounded.isComplete, "without the bound the cycle never ends")
        let e = Explorer(app: app).explore()
        XCTAssertTrue(e.isComplete, "\(String(describing: e.stoppedBy))")
        XCTAssertLessThan(e.stateCount, 3_000)
        XCTAssertGreaterThan(e.pastRepeatsCount, 0)
        XCTAssertTrue(
            e.pastRepeats.contains { $0.excess.kind == .screenOnStack },
            "the cycle's third turn is left out: \(e.pastRepeats)")
        XCTAssertTrue(
            e.pastRepeats.contains {
                $0.excess == RepeatExcess(kind: .pendingRequests, name: "save", from: "Form")
            }, "a third pending 'save' is left out: \(e.pastRepeats)")
        // The double submit: two answers, the second presenting while the first's confirmation is up.
        let double = e.problems.first { $0.kind == .impossibleStep && $0.place.contains("respond") }
        let found = try XCTUnwrap(double, "\(e.problems.map(\.place))")
        XCTAssertEqual(
            found.path.steps.filter { $0 == .tap("submit", []) }.count, 2,
            "\(found.path.steps)")
        let text = ExplorationReport(appPath: "a.app.yaml", exploration: e).text()
        XCTAssertTrue(text.contains("complete within these bounds: "), text)
        XCTAssertTrue(text.contains("past --max-repeats 2"), text)
    }

    func testRaisingTheRepeatBoundFindsMoreStatesAndNoOtherProblem() throws {
        let app = try compile(cycleAndDoubleSubmit)
        let two = Explorer(app: app).explore()
        let three = Explorer(app: app, options: Explorer.Options(maxRepeats: 3)).explore()
        XCTAssertTrue(three.isComplete)
        XCTAssertGreaterThan(three.stateCount, two.stateCount)
        XCTAssertEqual(
            Set(three.problems.map { "\($0.kind) \($0.message)" }),
            Set(two.problems.map { "\($0.kind) \($0.message)" }))
    }

    /// The second leak is reachable only after the first: `unlocked` is kept in memory, so no
    /// starting point sets it, and only the step that leaks `A` does.
    func testTwoDifferentLeaksOnOnePathAreBothReported() throws {
        let app = try compile(
            """
            app: Leaky
            state:
              unlocked: {default: false, store: memory}
            launch:
              - state: main
                root: Main
            flows:
              Main:
                stack: [Home]
              A:
                push: [AScreen]
              B:
                present: [BScreen]
            screens:
              Home:
                actions:
                  openA: {start: A}
                  openB:
                    - if: unlocked
                      then: [start: B]
              AScreen:
                actions:
                  done: [set: {unlocked: true}, pop]
              BScreen:
                actions:
                  close: dismiss
            """)
        let e = Explorer(app: app).explore()
        XCTAssertTrue(e.isComplete)
        // (A leaks after back and after its own pop: two kinds of step, the same flow)
        let leaks = Set(e.problems.filter { $0.kind == .leak }.map(\.place))
        XCTAssertEqual(leaks, ["App/Main/A", "App/Main/B"], "\(e.problems.map(\.place))")
        var masking = Explorer.Options()
        masking.expandsLeakingStates = false
        XCTAssertEqual(
            Set(
                Explorer(app: app, options: masking).explore().problems.filter { $0.kind == .leak }
                    .map(\.place)), ["App/Main/A"], "the old walk stopped at the first leak")
    }

    func testAWalkTheStateCapStopsSaysWhatVariesAmongTheStatesLeft() throws {
        let app = try compile(cycleAndDoubleSubmit)
        let e = Explorer(app: app, options: Explorer.Options(maxStates: 40, maxRepeats: nil))
            .explore()
        XCTAssertEqual(e.stoppedBy, .maxStates(40))
        let left = try XCTUnwrap(e.left)
        XCTAssertGreaterThan(left.sampled, 0)
        XCTAssertNotNil(left.commonStep)
        XCTAssertFalse(left.values.isEmpty)
        let text = ExplorationReport(appPath: "a.app.yaml", exploration: e).text()
        XCTAssertTrue(text.contains("why: among "), text)
        XCTAssertTrue(text.contains(left.varies), text)
    }

    private func sampleApps() throws -> [(name: String, app: AppDefinition)] {
        let folder = YAMLTestSupport.repositoryRoot.appendingPathComponent("scenarios/apps").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".app.yaml") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        return try names.map { name in
            var loader = ScenarioLoader()
            let app = try XCTUnwrap(
                loader.compiledApp(folder + "/" + name, referencedAt: nil), "\(loader.diagnostics)")
            return (String(name.dropLast(".app.yaml".count)), app.definition)
        }
    }

    /// A finding's kind and what it is about, without the instance path a repetition changes:
    /// a leak by the flow or screen that leaks, an impossible step by its reason, a crash by
    /// its message, a dead end by its screen.
    private func kindOfFinding(_ p: ExplorationProblem) -> String {
        switch p.kind {
        case .leak:
            return "leak " + (p.place.split(separator: "/").last.map(String.init) ?? p.place)
        case .impossibleStep: return "impossible-step " + (p.reason?.caseName ?? p.message)
        case .crash: return "crash " + p.message
        case .deadEnd: return "dead-end " + p.place
        }
    }

    /// The sample apps whose walks are too large for a debug build's test run: folio (65,579
    /// states, complete), whatweeat (107,277, complete), shop (more than 400,000) and noi (past
    /// 1,000,000), and the two real-app models: scanner (92,476 states, complete: starting from
    /// one state with its stored keys read lazily, no longer from 2,000-odd combinations; about
    /// 100 s in a debug build) and ggdcontact (past 1,000,000, not complete yet).
    /// `Benchmarks/check-repeat-bound` checks, in a release build, that one more repeat finds no
    /// new finding on every app, these included; `Benchmarks/run`'s explore-to-completion row
    /// walks them too.
    private let largeWalks: Set<String> = [
        "folio", "whatweeat", "shop", "noi", "scanner", "ggdcontact",
    ]

    /// Every other sample app's walk ends by itself, complete within the default bounds (the
    /// state cap, a safety net, never ends it); and one more repeat finds no other kind of finding.
    func testEverySampleAppExploresCompleteWithinTheDefaultBoundsAndOneMoreRepeatFindsNothingNew()
        throws
    {
        for (name, app) in try sampleApps() where !largeWalks.contains(name) {
            let e = Explorer(app: app).explore()
            XCTAssertTrue(e.isComplete, "\(name): \(String(describing: e.stoppedBy))")
            XCTAssertLessThan(e.stateCount, 10_000, name)
            let wider = Explorer(app: app, options: Explorer.Options(maxRepeats: 3)).explore()
            XCTAssertTrue(wider.isComplete, name)
            XCTAssertGreaterThanOrEqual(wider.stateCount, e.stateCount, name)
            let new = Set(wider.problems.map(kindOfFinding)).subtracting(
                e.problems.map(kindOfFinding))
            XCTAssertEqual(new, [], "\(name): --max-repeats 3 finds a new kind of finding")
        }
    }

    func testReviewWalksOnceWhenItsWalksCoincide() throws {
        let app = try compile(cycleAndDoubleSubmit)
        let review = Review(app: app).run()
        XCTAssertEqual(review.walks, 1, "one starting point, and nothing signs in")
        XCTAssertEqual(review.statesWalked, review.exploration.stateCount)
        let folio = try compile(
            """
            app: Gate
            state:
              session: {default: none, values: [none, user], store: keychain}
            launch:
              - state: in
                when: session == user
                root: Main
              - state: out
                root: Main
            flows:
              Main:
                stack: [Home]
            screens:
              Home:
                actions:
                  signIn: {set: {session: user}}
            """)
        XCTAssertEqual(Review(app: folio).run().walks, 3)
    }
}
