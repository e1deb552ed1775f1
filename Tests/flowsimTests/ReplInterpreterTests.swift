import FlowKit
import Scenarios
import XCTest

@testable import flowsim

/// The REPL's lines without a terminal: steps, failures, commands, undo, load and save.
final class ReplInterpreterTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private var written: [String: String] = [:]

    private func interpreter(given: [Param] = [Param("isFirstLaunched", false)]) throws
        -> ReplInterpreter
    {
        let session = try Session(
            appFile: Self.root + "/scenarios/apps/locals.app.yaml", given: given)
        return ReplInterpreter(
            session: session, appPath: "scenarios/apps/locals.app.yaml", source: "<stdin>",
            currentFolder: Self.root,
            writeFile: { [weak self] text, path, replacing in
                if self?.written[path] != nil, !replacing { return "'\(path)' already exists" }
                self?.written[path] = text
                return nil
            })
    }

    func testAStepShowsTheTreeTheEventsAndTheActionsNow() throws {
        var repl = try interpreter()
        let reply = repl.handle("launch").text
        XCTAssertTrue(reply.hasPrefix("ok: launch\n"), reply)
        XCTAssertTrue(reply.contains("  events: launch state signedOut → Main"), reply)
        XCTAssertTrue(reply.contains("  coordinators: +App/Main, +App/Main/Recommend"), reply)
        XCTAssertTrue(
            reply.contains(
                "  lifecycle: Feed.viewDidLoad, Feed.viewWillAppear, Feed.viewDidAppear"), reply)
        XCTAssertTrue(
            reply.contains(
                "  Main (tab bar)\n  ▸ recommend  [Feed]\n    community  [ChannelList·]"),
            reply)
        XCTAssertTrue(reply.contains("  (· marks a screen whose view has not loaded yet)"), reply)
        XCTAssertTrue(reply.contains("  actions: "), reply)
        XCTAssertTrue(reply.contains("select: community"), reply)
        let select = repl.handle("select: community").text
        XCTAssertTrue(select.contains("▸ community  [ChannelList]"), select)
        XCTAssertFalse(select.contains("+App/Main,"), "only this step's events")
    }

    func testABadLineGetsTheScenarioMessageWithItsLineAndColumnAndTheSessionGoesOn() throws {
        var repl = try interpreter()
        _ = repl.handle("launch", lineNumber: 1)
        let reply = repl.handle("select: comunity", lineNumber: 2).text
        XCTAssertTrue(
            reply.hasPrefix(
                "<stdin>:2:9: error: unknown tab 'comunity'; did you mean 'community'?\n"), reply)
        XCTAssertTrue(reply.contains("2 | select: comunity\n  |         ^"), reply)
        XCTAssertTrue(repl.somethingNotUnderstood)
        XCTAssertTrue(repl.handle("select: community", lineNumber: 3).text.hasPrefix("ok"))
    }

    func testAFailedExpectIsReportedWithExpectedAndActual() throws {
        var repl = try interpreter()
        _ = repl.handle("launch")
        let reply = repl.handle("expect: {top: ChannelList}", lineNumber: 2).text
        XCTAssertTrue(
            reply.hasPrefix(
                "<stdin>:2:10: failed: expected top 'ChannelList' but the frontmost screen is 'Feed'\n"
            ), reply)
        XCTAssertTrue(reply.contains("  expected top: ChannelList\n  actual   top: Feed\n"), reply)
        XCTAssertTrue(repl.somethingFailed)
        XCTAssertEqual(repl.handle("expect: {top: Feed, tab: recommend}").text, "ok: all 2 hold\n")
    }

    func testUndoTakesBackTheLastStepAndResetStartsAgain() throws {
        var repl = try interpreter()
        _ = repl.handle("launch")
        _ = repl.handle("select: community")
        let undo = repl.handle(":undo").text
        XCTAssertTrue(undo.hasPrefix("undid: select: community\n"), undo)
        XCTAssertEqual(repl.session.simulator.selectedTab, "recommend")
        XCTAssertEqual(repl.recorded, [.line("launch")])
        _ = repl.handle(":reset")
        XCTAssertFalse(repl.session.simulator.isRunning)
        XCTAssertEqual(repl.recorded, [])
        XCTAssertEqual(repl.handle(":undo").text, "nothing to undo\n")
    }

    func testCommandsInspectTheSession() throws {
        var repl = try interpreter()
        _ = repl.handle("launch")
        XCTAssertTrue(repl.handle(":tree").text.contains("coordinators:\n"))
        let state = repl.handle(":state").text
        XCTAssertTrue(
            state.contains(
                "UserDefaults (reset by reinstall):\n  isFirstLaunched = false   (default true)"),
            state)
        XCTAssertTrue(state.contains("keychain (kept across reinstall):\n  session = none"), state)
        let decide = repl.handle(":decide").text
        XCTAssertTrue(decide.contains("▸ false            none     →  signedOut"), decide)
        XCTAssertTrue(repl.handle(":actions").text.hasPrefix("the user can: "))
        XCTAssertTrue(repl.handle(":trace 3").text.split(separator: "\n").count == 3)
        XCTAssertTrue(repl.handle(":set session=guest").text.hasPrefix("ok: set: {session: guest}"))
        XCTAssertEqual(repl.session.simulator.state("session"), "guest")
        XCTAssertTrue(
            repl.handle(":set session=admin").text.contains("'admin' is not a value of 'session'"))
        XCTAssertEqual(
            repl.handle(":undoo").text, "unknown command ':undoo'; did you mean ':undo'?\n")
        XCTAssertTrue(repl.handle(":help").text.contains(":save FILE"))
        XCTAssertTrue(repl.handle(":quit").quits)
    }

    func testSaveWritesAScenarioThatNeverSilentlyReplacesAFile() throws {
        var repl = try interpreter()
        for line in [
            "launch", "- select: community", "tap: open(channel=general)",
            "expect: {top: Chat, tabBar: hidden}", "back",
        ] {
            XCTAssertTrue(repl.handle(line).text.hasPrefix("ok"), line)
        }
        _ = repl.handle("expect: {top: Nope}")
        XCTAssertTrue(
            repl.handle(":save out/x.flow.yaml").text.hasPrefix("saved 5 steps to out/x.flow.yaml"))
        XCTAssertEqual(
            written["out/x.flow.yaml"],
            """
            scenario: Recorded in flowsim repl
            app: ../scenarios/apps/locals.app.yaml
            given: {isFirstLaunched: false}
            steps:
              - launch
              - select: community
              - tap: open(channel=general)
              - expect: {top: Chat, tabBar: hidden}
              - back

            """)
        XCTAssertEqual(
            repl.handle(":save out/x.flow.yaml").text, "'out/x.flow.yaml' already exists\n")
        XCTAssertTrue(repl.handle(":save! out/x.flow.yaml").text.hasPrefix("saved"))
    }

    func testLoadReplaysAScenarioAndSavingThenRunsIt() throws {
        var repl = try interpreter(given: [])
        let reply = repl.handle(":load scenarios/locals/guest-reaches-community.flow.yaml").text
        XCTAssertTrue(
            reply.hasPrefix(
                "loaded 10 steps of 'A guest reaches the community without signing in' on Locals, given isFirstLaunched: false\n"
            ), reply)
        XCTAssertEqual(repl.session.simulator.top?.name, "ChannelList")
        _ = repl.handle("select: my")
        XCTAssertTrue(
            repl.scenarioText(savedAt: "scenarios/locals/x.flow.yaml").contains(
                "  - run: guest-reaches-community.flow.yaml\n  - select: my\n"))
        let missing = repl.handle(":load nowhere.flow.yaml").text
        XCTAssertTrue(missing.contains("no such file"), missing)
        XCTAssertTrue(missing.hasSuffix("nothing loaded; the session is as it was\n"))
        XCTAssertEqual(repl.session.simulator.selectedTab, "my")
    }

    func testYAMLTextQuotesWhatWouldReadBackDifferently() {
        XCTAssertEqual(YAMLText.scalar("general"), "general")
        XCTAssertEqual(YAMLText.scalar("yes"), "\"yes\"")
        XCTAssertEqual(YAMLText.scalar("a: b"), "\"a: b\"")
        XCTAssertEqual(YAMLText.scalar("로그인이 필요한 기능입니다."), "로그인이 필요한 기능입니다.")
        XCTAssertEqual(YAMLText.scalar("say \"hi\"\n"), "\"say \\\"hi\\\"\\n\"")
        XCTAssertEqual(YAMLText.scalar(1111), "1111")
        XCTAssertEqual(YAMLText.scalar(nil), "null")
    }

    func testFilePathsAreWrittenRelativeToTheSavedFile() {
        XCTAssertEqual(
            FilePaths.relative("/r/scenarios/apps/a.app.yaml", from: "/r/scenarios/locals"),
            "../apps/a.app.yaml")
        XCTAssertEqual(FilePaths.relative("/r/x.flow.yaml", from: "/r"), "x.flow.yaml")
        XCTAssertEqual(FilePaths.absolute("../b/./c", in: "/r/a"), "/r/b/c")
    }

    func testCompletionOffersWhatFitsWhereTheCursorIs() throws {
        var repl = try interpreter()
        _ = repl.handle("launch")
        let completer = Completer(session: repl.session)
        XCTAssertEqual(completer.complete("sel").candidates, ["select: "])
        XCTAssertEqual(completer.complete("select: co").candidates, ["community"])
        XCTAssertEqual(completer.complete("select: co").start, 8)
        XCTAssertEqual(
            Set(completer.complete("select: ").candidates),
            ["recommend", "community", "chat", "my"])
        XCTAssertEqual(completer.complete(":un").candidates, [":undo"])
        XCTAssertEqual(completer.complete(":set isF").candidates, ["isFirstLaunched="])
        XCTAssertEqual(completer.complete("expect: {to").candidates, ["top: "])
        XCTAssertEqual(completer.complete("expect: {top: Chann").candidates, ["ChannelList"])
        XCTAssertEqual(completer.complete("set: {sess").candidates, ["session: "])
        XCTAssertEqual(completer.complete("set: {session: g").candidates, ["guest"])
        _ = repl.handle("select: community")
        let taps = Completer(session: repl.session).complete("tap: ").candidates
        XCTAssertEqual(taps, ["open("], "the frontmost screen's actions")
    }

    func testContainerScreensShowInTheTreeTheActionsAndTheCompletion() throws {
        let session = try Session(appFile: Self.root + "/scenarios/apps/guide.app.yaml", given: [])
        var repl = ReplInterpreter(
            session: session, appPath: "scenarios/apps/guide.app.yaml", source: "<stdin>",
            currentFolder: Self.root, writeFile: { _, _, _ in nil })
        let reply = repl.handle("launch").text
        XCTAssertTrue(reply.contains("Onboarding [Welcome{▸Discover, Save·, Notify·}]"), reply)
        XCTAssertTrue(reply.contains("actions: tap: skip, tap: next, swipe: next"), reply)
        let completer = Completer(session: repl.session)
        XCTAssertEqual(completer.complete("swi").candidates, ["swipeDown", "swipe: "])
        XCTAssertEqual(completer.complete("swipe: ").candidates, ["next", "previous"])
        XCTAssertEqual(completer.complete("tap: ").candidates, ["skip", "next"])
        XCTAssertEqual(completer.complete("expect: {page: Sa").candidates, ["Save"])
        let turned = repl.handle("swipe: next").text
        XCTAssertTrue(
            turned.contains(
                "lifecycle: Save.viewDidLoad, Save.viewWillAppear, Discover.viewWillDisappear, Save.viewDidAppear, Discover.viewDidDisappear"
            ), turned)
    }
}
