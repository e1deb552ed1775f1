import XCTest

@testable import FlowKit
@testable import Scenarios

/// `properties:`: each form on an app where it holds and one where it is broken; a broken one's
/// emitted scenario, replayed by the runner, fails at its last step (the step that broke it).
final class PropertyTests: XCTestCase {
    /// An onboarding app. `reset` is what Home's reset button does; `extra` adds screens' actions.
    private func app(reset: String, properties: String, homeActions: String = "") -> String {
        """
        app: Health
        state:
          hasOnboarded: false
          consentGiven: false
        launch:
          - state: onboarding
            when: "!consentGiven"
            root: Onboarding
          - state: home
            root: Main
        flows:
          Onboarding:
            stack: [Welcome]
          Main:
            stack: [Home]
          Receipt:
            push: [Receipt]
          Farewell:
            stack: [Goodbye]
        screens:
          Welcome:
            actions:
              agree: [set: {hasOnboarded: true, consentGiven: true}, decide]
          Home:
            actions:
              reset: \(reset)
              confirm: {start: Receipt}
        \(homeActions)
          Receipt: {}
          Goodbye: {}
        properties:
        \(properties)
        """
    }

    /// The reset of the national health app: it clears consent but not the onboarding flag, so
    /// the launch decision chooses onboarding again.
    private let loopingReset = "[set: {consentGiven: false}, decide]"
    /// A reset that clears both.
    private let fullReset = "[set: {consentGiven: false, hasOnboarded: false}, decide]"

    private struct Checked {
        var verdicts: [PropertyVerdict]
        var files: TemporaryFiles
        var compiled: CompiledApp
    }

    private func explore(_ text: String) throws -> Checked {
        let files = try TemporaryFiles()
        let path = try files.write("a.app.yaml", text)
        var loader = ScenarioLoader()
        let compiled = try XCTUnwrap(
            loader.compiledApp(path, referencedAt: nil), "\(loader.diagnostics)")
        let app = compiled.definition
        let walk = PropertyWalk(
            app: app, properties: compiled.properties.map { $0.walkProperty(app: app) })
        let exploration = Explorer(app: app).explore(checking: walk)
        XCTAssertTrue(exploration.isComplete)
        return Checked(verdicts: walk.verdicts(in: exploration), files: files, compiled: compiled)
    }

    /// Writes the broken property's scenario beside the app, runs it, and checks that it fails
    /// at its last step, naming the property.
    private func replayFailsAtItsLastStep(_ checked: Checked, _ verdict: PropertyVerdict) throws {
        let report = PropertyReport(appPath: "a.app.yaml", verdicts: [verdict], isComplete: true)
        let text = try XCTUnwrap(report.scenario(for: verdict, appPath: "a.app.yaml"))
        let path = try checked.files.write("found.flow.yaml", text)
        var loader = ScenarioLoader()
        let scenario = try XCTUnwrap(loader.loadScenario(path: path), "\(loader.diagnostics)")
        let outcome = ScenarioRunner.run(scenario)
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("the emitted scenario did not fail: \(outcome.status)\n\(text)")
        }
        // (a scenario with no steps, for a state before the first launch, fails where it starts)
        XCTAssertEqual(
            failure.location, scenario.steps.last?.location ?? scenario.location, failure.message)
        XCTAssertTrue(
            failure.message.contains("property '\(verdict.property.name)'"), failure.message)
    }

    func testNeverFindsTheOnboardingLoop() throws {
        let never = """
              - name: onboarding never comes back once completed
                never: {root: Onboarding}
                when: hasOnboarded
            """
        let held = try explore(app(reset: fullReset, properties: never))
        defer { held.files.remove() }
        XCTAssertEqual(held.verdicts.map(\.isViolated), [false])
        let broken = try explore(app(reset: loopingReset, properties: never))
        defer { broken.files.remove() }
        let verdict = try XCTUnwrap(broken.verdicts.first)
        guard case .violated(let path, _) = verdict.outcome else {
            return XCTFail("\(verdict.outcome)")
        }
        XCTAssertEqual(path.steps.map(ScenarioText.step), ["launch", "tap: agree", "tap: reset"])
        try replayFailsAtItsLastStep(broken, verdict)
    }

    func testAlwaysHoldsOrShowsTheFirstStateThatBreaksIt() throws {
        let always = """
              - name: a consenting user sees the main flow
                always: {root: Main}
                when: consentGiven == true
            """
        let held = try explore(app(reset: fullReset, properties: always))
        defer { held.files.remove() }
        XCTAssertEqual(held.verdicts.map(\.isViolated), [false])
        // Leaving sets consent and shows a goodbye screen in the onboarding flow's place.
        let broken = try explore(
            app(
                reset: fullReset, properties: always,
                homeActions: "      leave: [set: {consentGiven: true}, root: Farewell]"))
        defer { broken.files.remove() }
        let verdict = try XCTUnwrap(broken.verdicts.first)
        XCTAssertTrue(verdict.isViolated, "\(verdict.outcome)")
        try replayFailsAtItsLastStep(broken, verdict)
    }

    func testAfterChecksTheStateAfterEveryMatchingStep() throws {
        let held = try explore(
            app(
                reset: fullReset,
                properties: """
                      - name: confirming ends on the receipt
                        after: {tap: confirm}
                        expect: {top: Receipt}
                    """))
        defer { held.files.remove() }
        XCTAssertEqual(held.verdicts.map(\.isViolated), [false])
        let broken = try explore(
            app(
                reset: fullReset,
                properties: """
                      - name: confirming keeps home in front
                        after: {tap: confirm}
                        expect: {top: Home}
                    """))
        defer { broken.files.remove() }
        let verdict = try XCTUnwrap(broken.verdicts.first)
        guard case .violated(let path, _) = verdict.outcome else {
            return XCTFail("\(verdict.outcome)")
        }
        XCTAssertEqual(path.steps.last.map(ScenarioText.step), "tap: confirm")
        try replayFailsAtItsLastStep(broken, verdict)
    }

    func testReachableIsWorkedOutOverEveryStepOfTheWalk() throws {
        let reachable = """
              - name: home can always be reached again
                reachable: {root: Main}
            """
        let held = try explore(app(reset: fullReset, properties: reachable))
        defer { held.files.remove() }
        XCTAssertEqual(held.verdicts.map(\.isViolated), [false])
        // Leaving for good: a key kept in the keychain (a reinstall keeps it) makes every launch
        // show the goodbye screen, which has no way out.
        let broken = try explore(
            app(
                reset: fullReset, properties: reachable,
                homeActions: "      leave: [set: {leftForGood: true}, root: Farewell]"
            )
            .replacingOccurrences(
                of: "state:\n", with: "state:\n  leftForGood: {default: false, store: keychain}\n"
            )
            .replacingOccurrences(
                of: "launch:\n",
                with: "launch:\n  - state: gone\n    when: leftForGood\n    root: Farewell\n"))
        defer { broken.files.remove() }
        let verdict = try XCTUnwrap(broken.verdicts.first)
        guard case .violated(let path, _) = verdict.outcome else {
            return XCTFail("\(verdict.outcome)")
        }
        // The walk's first stuck state: before the first launch, already gone for good.
        XCTAssertEqual(path.given.map(\.name), ["leftForGood"])
        try replayFailsAtItsLastStep(broken, verdict)
    }

    /// `run` checks a `reachable:` property from the state a scenario ends in: a scenario that
    /// ends where the target can still be reached passes; one that ends where it cannot fails at
    /// its last step, with the property's name and how many states the walk from there saw.
    func testRunChecksReachableFromTheStateAScenarioEndsIn() throws {
        let text = app(
            reset: fullReset,
            properties: """
                  - name: home can always be reached again
                    reachable: {root: Main}
                """,
            homeActions: "      leave: [set: {leftForGood: true}, root: Farewell]"
        )
        .replacingOccurrences(
            of: "state:\n", with: "state:\n  leftForGood: {default: false, store: keychain}\n"
        )
        .replacingOccurrences(
            of: "launch:\n",
            with: "launch:\n  - state: gone\n    when: leftForGood\n    root: Farewell\n")
        let files = try TemporaryFiles()
        defer { files.remove() }
        _ = try files.write("a.app.yaml", text)
        func run(_ steps: String) throws -> ScenarioOutcome {
            let path = try files.write(
                "s.flow.yaml", "scenario: s\napp: a.app.yaml\nsteps:\n" + steps)
            var loader = ScenarioLoader()
            let scenario = try XCTUnwrap(loader.loadScenario(path: path), "\(loader.diagnostics)")
            return ScenarioRunner.run(scenario)
        }
        let stays = try run("  - launch\n  - tap: agree\n  - tap: confirm\n")
        guard case .passed = stays.status else {
            return XCTFail("staying should pass: \(stays.status)")
        }
        let leaves = try run("  - launch\n  - tap: agree\n  - tap: leave\n")
        guard case .failed(let failure) = leaves.status else {
            return XCTFail("leaving for good should fail: \(leaves.status)")
        }
        XCTAssertEqual(failure.location.line, 6, failure.message)
        XCTAssertTrue(
            failure.message.hasPrefix("property 'home can always be reached again' (")
                && failure.message.contains("a.app.yaml:"),
            failure.message)
        XCTAssertTrue(
            failure.message.contains(
                "does not hold at the end of the scenario: reachable: no path from the state this scenario ends in leads to {root: Main}"
            ), failure.message)
        let comparison = failure.comparison.joined(separator: "\n")
        XCTAssertTrue(comparison.contains("reachable  {root: Main}"), comparison)
    }

    func testAPropertyNoStateCanTestIsVacuous() throws {
        let checked = try explore(
            app(
                reset: fullReset,
                properties: """
                      - name: never onboarding when the flag is odd
                        never: {root: Onboarding}
                        when: [hasOnboarded, "!consentGiven"]
                      - name: after a swipe that never succeeds
                        after: swipeDown
                        expect: {top: Home}
                    """))
        defer { checked.files.remove() }
        let outcomes = checked.verdicts.map { verdict -> String in
            if case .vacuous = verdict.outcome { return "vacuous" }
            return verdict.isViolated ? "violated" : "held"
        }
        // Onboarded without consent never happens with the full reset; no sheet is ever swiped down.
        XCTAssertEqual(outcomes, ["vacuous", "vacuous"])
    }
}
