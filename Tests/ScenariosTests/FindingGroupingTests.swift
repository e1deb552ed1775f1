import XCTest

@testable import FlowKit
@testable import Scenarios

/// Exploration's findings, one per cause: a cause is its kind, the flow or screen without its
/// instance path and the kind of step that shows it; grouping neither merges two causes nor
/// splits one, the shortest come first, and each cause keeps its id across runs and edits.
final class FindingGroupingTests: XCTestCase {
    private func compile(_ text: String) throws -> AppDefinition {
        let files = try TemporaryFiles()
        defer { files.remove() }
        var loader = ScenarioLoader()
        let app = try XCTUnwrap(
            loader.compiledApp(try files.write("a.app.yaml", text), referencedAt: nil),
            "\(loader.diagnostics)")
        return app.definition
    }

    private let bounded = Explorer.Options(maxStates: 20_000, maxStackDepth: 4)

    /// `k` flows that each leak when their screen is popped (none finishes itself), each
    /// startable from the home screen and from every other leaking screen, so that each leaks at
    /// many instance paths (`App/Root/L1/L2/L1`…); and `Z0`, reachable only from `S1`, whose
    /// shortest leak is a step longer. `extra` is appended to the screens (an unrelated edit).
    private func seeded(_ k: Int, extra: String = "") -> String {
        var text = "app: Seeded\nlaunch:\n  - state: only\n    root: Root\nflows:\n"
        text += "  Root: {stack: [Home]}\n"
        for i in 1...k { text += "  L\(i): {push: [S\(i)]}\n" }
        text += "  Z0: {push: [Z]}\nscreens:\n  Home:\n    actions:\n"
        for i in 1...k { text += "      a\(i): {start: L\(i)}\n" }
        for i in 1...k {
            text += "  S\(i):\n    actions:\n"
            for j in 1...k where j != i { text += "      a\(j): {start: L\(j)}\n" }
            if i == 1 { text += "      z: {start: Z0}\n" }
        }
        return text + "  Z: {}\n" + extra
    }

    func testKSeededDistinctLeaksGiveExactlyKFindingsWhateverTheirInstancePaths() throws {
        for k in [1, 3, 4] {
            let e = Explorer(app: try compile(seeded(k)), options: bounded).explore()
            let findings = e.findings
            XCTAssertEqual(
                findings.map(\.title),
                (1...k).map { "leak: L\($0), after back" } + ["leak: Z0, after back"], "k = \(k)")
            XCTAssertEqual(
                findings.map(\.instances.count).reduce(0, +), e.problems.count,
                "every instance is in exactly one finding")
            for finding in findings {
                XCTAssertEqual(
                    Set(finding.instances.map { $0.place.split(separator: "/").last }).count, 1,
                    "one flow per finding: \(finding.instances.map(\.place))")
                let lengths = finding.instances.map(\.path.steps.count)
                XCTAssertEqual(lengths, lengths.sorted(), "the shortest first")
            }
            if k > 1 {
                XCTAssertGreaterThan(
                    findings[0].otherPathCount, 0, "L1 leaks at several instance paths")
            }
        }
    }

    func testTheShortestComeFirstNotTheFirstByName() throws {
        let findings = Explorer(app: try compile(seeded(2)), options: bounded).explore().findings
        // Z0 sorts first by name, but its leak takes a step more: it comes last.
        XCTAssertEqual(findings.map(\.subject), ["L1", "L2", "Z0"])
        XCTAssertEqual(findings.map(\.example.path.steps.count), [3, 3, 4])
        XCTAssertEqual(
            findings[0].example.path.steps.map(ScenarioText.step), ["launch", "tap: a1", "back"])
    }

    func testIDsStayTheSameAcrossRunsAndUnrelatedEditsAndTellCausesApart() throws {
        let ids = Explorer(app: try compile(seeded(3)), options: bounded).explore().findings.map(
            \.id)
        XCTAssertEqual(Set(ids).count, ids.count, "one id per cause")
        XCTAssertEqual(ids.first, "leak-L1-back-" + String(ids.first?.suffix(8) ?? ""))
        let again = Explorer(app: try compile(seeded(3)), options: bounded).explore().findings
        XCTAssertEqual(again.map(\.id), ids)
        // Comments, a new screen and its action move every line: the ids stay.
        let edited =
            "# a comment that moves every line\n\n"
            + seeded(3, extra: "  Unrelated: {actions: {x: pop}}\n")
        let afterEdit = Explorer(app: try compile(edited), options: bounded).explore().findings
        XCTAssertEqual(Set(afterEdit.map(\.id)), Set(ids))
    }

    /// One cause shown at three screens (the sign-in alert presented again over itself, on the
    /// sign-in screen and both sign-up screens) is one finding with three instances.
    func testAnImpossibleStepAtSeveralScreensIsOneFinding() throws {
        let path = YAMLTestSupport.repositoryRoot.appendingPathComponent(
            "scenarios/apps/board.app.yaml"
        ).path
        var loader = ScenarioLoader()
        let app = try XCTUnwrap(loader.compiledApp(path, referencedAt: nil)).definition
        let e = Explorer(app: app, options: Explorer.Options(maxStackDepth: 3)).explore()
        let impossible = e.findings.filter { $0.kind == .impossibleStep }
        XCTAssertEqual(impossible.count, 1, "\(impossible.map(\.title))")
        XCTAssertEqual(impossible.first?.trigger, "open: post")
        XCTAssertEqual(
            impossible.first?.instances.map(\.screen), ["SignIn", "SignUpForm", "SignUpTerms"])
    }

    /// The kind of step is part of the cause: a pushed flow left behind by the back button and
    /// by tapping its tab again are two findings; the same flow pushed in two tabs is one.
    func testTheKindOfStepTellsCausesApart() throws {
        let app = try compile(
            """
            app: Tabs
            launch:
              - state: only
                root: Main
            flows:
              Main: {tabs: {feed: Feed, more: More}}
              Feed: {stack: [Home]}
              More: {stack: [Other]}
              Detail: {push: [Detail]}
            screens:
              Home:
                actions:
                  mid: {push: Mid}
              Other:
                actions:
                  mid: {push: Mid}
              Mid:
                actions:
                  open: {start: Detail}
              Detail: {}
            """)
        let findings = Explorer(app: app, options: bounded).explore().findings
        XCTAssertEqual(
            findings.map(\.title), ["leak: Detail, after back", "leak: Detail, after re-tap"])
        XCTAssertEqual(
            Set(findings[0].instances.map(\.place)),
            ["App/Main/Feed/Detail", "App/Main/More/Detail"])
    }

    func testTriggersNameTheKindOfStepNotItsArguments() throws {
        let cases: [(Step, String)] = [
            (.back, "back"), (.swipeDown, "dismiss"), (.swipe(.next), "swipe"),
            (.tap("open", [Param("id", .int(3))]), "tap: open"),
            (.open("post", [Param("postId", .string("new"))]), "open: post"), (.launch, "launch"),
            (.select("feed"), "select"), (.alert("OK"), "alert: OK"),
            (.respond("signIn", outcome: "failure"), "respond: signIn.failure"),
        ]
        for (step, trigger) in cases {
            XCTAssertEqual(FindingTrigger.of(step, before: nil), trigger, "\(step)")
        }
    }

    /// An impossible step is about what it tried to present, push or start, named without its
    /// arguments; an alert's title stays whole.
    func testAnImpossibleStepsSubjectIsWhatItActedOnWithoutArguments() {
        let presenting = StepError.Reason.alreadyPresenting(
            presenting: "Post(id=7)", on: "Feed", already: "Filter")
        XCTAssertEqual(presenting.findingSubject, "Post")
        XCTAssertEqual(
            StepError.Reason.alreadyPresenting(
                presenting: "Sign in (required)", on: "Feed", already: "x"
            ).findingSubject, "Sign in (required)")
        XCTAssertEqual(
            StepError.Reason.noNavigationStack(coordinator: "App/Main/Followers").findingSubject,
            "Followers")
        XCTAssertNil(StepError.Reason.noLaunchRuleHolds.findingSubject)
        XCTAssertEqual(ExplorationFinding.name("App/Main/Post(id=7)"), "Post")
        XCTAssertEqual(ExplorationFinding.name("EventPage(eventId=sample)"), "EventPage")
        XCTAssertEqual(ExplorationFinding.name("Save / discard?"), "Save / discard?")
    }

    func testFindingIDsAreReadableWordsAndAHashOfTheWholeCause() {
        let id = FindingID.make("leak", "Followers", "tap: open", detail: "coordinator")
        XCTAssertTrue(id.hasPrefix("leak-Followers-tap-open-"), id)
        XCTAssertEqual(id.count, "leak-Followers-tap-open-".count + 8)
        XCTAssertEqual(id, FindingID.make("leak", "Followers", "tap: open", detail: "coordinator"))
        XCTAssertNotEqual(id, FindingID.make("leak", "Followers", "tap: open", detail: "screen"))
        XCTAssertNotEqual(
            FindingID.make("leak", "A B", ""), FindingID.make("leak", "A-B", ""),
            "words that read alike, causes apart")
        XCTAssertEqual(FindingID.make("leak", "로그인", "back").prefix(10), "leak-back-")
    }
}
