import FlowKit
import Scenarios
import XCTest

@testable import flowsim

/// Regression tests of the REPL's defects, each named after it: what the REPL offers it
/// accepts, `:actions` says who takes each step, `:state` shows every store, the after-step
/// tree marks views not loaded, and nothing from the app file or a typed line drives the
/// terminal or forges a workflow command.
final class ReplDefectTests: XCTestCase {
    /// An app with a button YAML would read as a Boolean, a pending request, a link, a memory
    /// key and a second tab whose view has not loaded.
    static let app = """
        app: Answers
        state:
          asked: {default: false, store: memory}
          seen: {default: false}
          note: {default: empty}
        launch:
          - state: start
            root: Main
        flows:
          Main:
            tabs:
              home: Home
              more: More
          Home: {stack: [Ask]}
          More: {stack: [Extra]}
        screens:
          Ask:
            actions:
              question: [set: {asked: true}, alert: {title: Sure, buttons: ["Yes", "No"]}]
              load:
                request: fetch
                outcomes:
                  success: [push: Extra]
                  failure: []
          Extra: {}
        links:
          extra: [push: Extra]
        """

    /// The hostile text of the hostile-app tests: escape sequences, a bell, carriage returns
    /// and forged workflow commands in the app's name, a screen, an alert and a crash message.
    static let hostile = #"""
        app: "Evil\u001B[31m\u0007\n::error file=x::forged"
        launch:
          - state: start
            root: Main
        flows:
          Main: {stack: ["Home\u001B[2J"]}
        screens:
          "Home\u001B[2J":
            actions:
              "ask\u0007":
                alert:
                  title: "T\u001B]0;x\u0007\r::warning::t"
                  buttons: {"Go\u001B[2J\r": [crash: "bad\u001B[2J\n::error::forged\rx"]}
        """#

    private func interpreter(_ text: String) throws -> ReplInterpreter {
        let folder = try TemporaryFolder(self)
        let path = try folder.file("apps/test.app.yaml", text)
        return ReplInterpreter(
            session: try Session(appFile: path), appPath: path, source: "<stdin>",
            currentFolder: folder.path, writeFile: { _, _, _ in nil })
    }

    private func assertNoControlCharacters(
        _ text: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for scalar in ["\u{1B}", "\u{07}", "\r"] as [Unicode.Scalar] {
            XCTAssertFalse(
                text.unicodeScalars.contains(scalar),
                "U+\(String(scalar.value, radix: 16)): \(text)",
                file: file, line: line)
        }
        for l in text.split(separator: "\n") {
            XCTAssertFalse(
                l.drop { $0 == " " }.hasPrefix("::"), "a workflow command: \(l)", file: file,
                line: line)
        }
    }

    // MARK: - Offered, then accepted

    func testAlertYesIsOfferedQuotedAndThenAccepted() throws {
        var repl = try interpreter(Self.app)
        _ = repl.handle("launch")
        let asked = repl.handle("tap: question").text
        XCTAssertTrue(asked.contains(#"alert: "Yes", alert: "No""#), asked)
        XCTAssertFalse(asked.contains("alert: Yes"), asked)
        let completer = Completer(session: repl.session)
        XCTAssertEqual(completer.complete("alert: Y").candidates, [#""Yes""#])
        XCTAssertEqual(completer.complete("alert: \"N").candidates, [#""No""#])
        XCTAssertTrue(
            repl.handle(#"alert: "Yes""#).text.hasPrefix(#"ok: alert: "Yes""#), "it is accepted")
        XCTAssertFalse(repl.somethingNotUnderstood)
        XCTAssertFalse(repl.somethingFailed)
    }

    /// Inside `expect:` and `set:` too, a value YAML would read otherwise is offered quoted.
    func testExpectAndSetValuesAreOfferedQuoted() throws {
        var repl = try interpreter(Self.app)
        _ = repl.handle("launch")
        _ = repl.handle("tap: question")
        let completer = Completer(session: repl.session)
        XCTAssertEqual(completer.complete("expect: {alert: S").candidates, ["Sure"])
        XCTAssertEqual(completer.complete("expect: {to").candidates, ["top: "])
        XCTAssertEqual(completer.complete("set: {seen: t").candidates, ["true"])
        XCTAssertTrue(repl.handle("expect: {alert: Sure}").text.hasPrefix("ok: it holds"))
        XCTAssertEqual(YAMLText.flowScalar(.string("Yes")), #""Yes""#)
        XCTAssertEqual(YAMLText.flowScalar(.string("a, b")), #""a, b""#)
        XCTAssertEqual(YAMLText.flowScalar(.string("Home")), "Home")
        XCTAssertEqual(YAMLText.flowScalar(.bool(true)), "true")
    }

    /// Every step `:actions` lists is a line the REPL takes.
    func testEveryLineActionsOffersIsAccepted() throws {
        var repl = try interpreter(Self.app)
        _ = repl.handle("launch")
        _ = repl.handle("tap: question")
        let offered = ActionsText.text(repl.session.simulator.availableSteps)
        let lines = offered.split(separator: "\n").flatMap {
            $0.split(separator: ":", maxSplits: 1)[1].split(separator: ",").map {
                $0.trimmedOfSpaces
            }
        }
        XCTAssertTrue(lines.contains(#"alert: "No""#), offered)
        for line in lines where line != "nothing" {
            var copy = repl
            _ = copy.handle(line)
            XCTAssertFalse(copy.somethingNotUnderstood, "offered, then rejected: \(line)")
        }
    }

    // MARK: - respond:

    func testRespondIsCompletedAndListedAsARequestToAnswer() throws {
        var repl = try interpreter(Self.app)
        _ = repl.handle("launch")
        _ = repl.handle("tap: load")
        let completer = Completer(session: repl.session)
        XCTAssertEqual(
            completer.complete("respond: f").candidates.sorted(),
            ["fetch.failure", "fetch.success"])
        XCTAssertTrue(completer.complete("resp").candidates.contains("respond: "))
        let actions = repl.handle(":actions").text
        XCTAssertTrue(
            actions.contains(
                "requests that can be answered: respond: fetch.success, respond: fetch.failure")
                || actions.contains(
                    "requests that can be answered: respond: fetch.failure, respond: fetch.success"),
            actions)
        XCTAssertTrue(actions.contains("links that can arrive: open: extra\n"), actions)
        XCTAssertTrue(actions.contains("the scene can change: background\n"), actions)
        let links = actions.split(separator: "\n").first { $0.hasPrefix("links") } ?? ""
        XCTAssertFalse(links.contains("respond"), "a response is not a link")
        XCTAssertFalse(links.contains("background"), "nor is the scene going to the background")
    }

    func testRespondIsInHelpAndInTheCommandsHelp() throws {
        var repl = try interpreter(Self.app)
        XCTAssertTrue(repl.handle(":help").text.contains("respond: REQUEST.OUTCOME"))
        let steps = ReplCommand.spec.sections.first { $0.0 == "INPUT" }?.1.first?.1 ?? ""
        XCTAssertTrue(steps.contains("respond: REQUEST.OUTCOME"), steps)
    }

    // MARK: - :state and the tree

    func testStateShowsMemoryKeys() throws {
        var repl = try interpreter(Self.app)
        _ = repl.handle("launch")
        _ = repl.handle("tap: question")
        let state = repl.handle(":state").text
        XCTAssertTrue(state.contains("memory (lost when the app is killed"), state)
        XCTAssertTrue(state.contains("  asked = true   (default false)"), state)
        XCTAssertTrue(state.contains("UserDefaults (reset by reinstall):\n  seen = false"), state)
    }

    func testTheAfterStepSummaryMarksAViewNotLoadedAsTreeDoes() throws {
        var repl = try interpreter(Self.app)
        let reply = repl.handle("launch").text
        XCTAssertTrue(repl.handle(":tree").text.contains("[Extra·]"), "the tree marks it")
        XCTAssertTrue(reply.contains("more  [Extra·]"), reply)
        XCTAssertTrue(reply.contains("▸ home  [Ask]"), "a loaded view has no mark: \(reply)")
        XCTAssertTrue(reply.contains("(· marks a screen whose view has not loaded yet)"), reply)
        let selected = repl.handle("select: more").text
        XCTAssertTrue(selected.contains("▸ more  [Extra]"), selected)
    }

    // MARK: - Escaping

    func testTheAppsControlCharactersNeverReachTheTerminal() throws {
        var repl = try interpreter(Self.hostile)
        var out = TerminalLoop.banner(repl)
        for line in [
            "launch", ":actions", "tap: \"ask\\u0007\"", ":actions", ":tree", ":state", ":trace",
            "alert: \"Go\\u001B[2J\\r\"", ":trace 50", ":tree", ":undo", ":reset",
        ] {
            out += repl.handle(line).text
        }
        assertNoControlCharacters(out)
        XCTAssertTrue(out.contains(#"Evil\u{1B}[31m\u{7}\n::error"#), out)
        XCTAssertTrue(out.contains("the app crashed: 'bad"), out)
        XCTAssertFalse(repl.somethingNotUnderstood, out)
    }

    /// Piped into a CI log, no line the REPL prints starts with `::`: not a typed command, nor
    /// a value typed with a line break in it, shown back by the step, `:state`, `:trace` or a
    /// failed `expect`.
    func testATypedLineCannotForgeAWorkflowCommandWhenPiped() throws {
        let repl = try interpreter(Self.app)
        var lines = [
            "::error file=x::forged", "launch", #"set: {note: "x\n::error::forged"}"#, ":state",
            ":trace", #"expect: {state: {note: "y\n::error::z"}}"#, "  ::warning::y",
        ].makeIterator()
        let console = CapturedConsole()
        var loop = PipedLoop(
            interpreter: repl, context: console.context(), readLine: { lines.next() })
        let finished = loop.run()
        XCTAssertTrue(finished.somethingNotUnderstood, "an unknown command is not understood")
        XCTAssertTrue(finished.somethingFailed, "the expect failed")
        XCTAssertTrue(console.output.contains("ok: launch"), console.output)
        XCTAssertTrue(console.output.contains(#"x\n::error::forged"#), console.output)
        assertNoControlCharacters(console.output)
    }

    /// The last guard: a line of a reply that starts with `::` has its first colon spelled out.
    func testNoReplyLineStartsAWorkflowCommand() {
        XCTAssertEqual(
            ReplText.withoutWorkflowCommands("ok\n::error::x\n  ::warning::y\na::b\n"),
            "ok\n\\u{3A}:error::x\n  \\u{3A}:warning::y\na::b\n")
    }

    func testATypedEscapeIsShownNotSent() throws {
        var repl = try interpreter(Self.app)
        let reply = repl.handle("tap: \u{1B}[2Jx\u{07}").text + repl.handle(":x\u{1B}[31m").text
        assertNoControlCharacters(reply)
    }

    // MARK: - Hints

    func testTheSaveHintQuotesAPathWithASpace() throws {
        var repl = try interpreter(Self.app)
        let reply = repl.handle(":save my flows/first one.flow.yaml").text
        XCTAssertTrue(
            reply.contains("replay it with: flowsim run 'my flows/first one.flow.yaml'"), reply)
        XCTAssertTrue(
            repl.handle(":save plain.flow.yaml").text.contains("flowsim run plain.flow.yaml"))
    }
}
