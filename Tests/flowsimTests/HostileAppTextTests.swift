import XCTest

@testable import flowsim

/// An app file from a pull request is untrusted (Documentation/Security.md): its names, titles,
/// values and crash messages reach `explore`, `review` and `decide` reports, the scenario files
/// `explore --emit` writes, and the hierarchy in a failure. None of them may print a line of
/// their own, drive the terminal, or write a scenario file that does not replay.
final class HostileAppTextTests: XCTestCase {
    private var driver = FakeScenarioDriver()
    private var console = CapturedConsole()

    @discardableResult
    private func flowsim(_ arguments: [String]) -> ExitCode {
        console = CapturedConsole()
        return Flowsim.main(arguments: arguments, context: console.context(), driver: &driver)
    }

    /// Escape sequences, forged summary and workflow-command lines, C1 and bidi controls, in
    /// the app's name, an alert's title, a button's name and a crash message.
    private let hostile = #"""
        app: "Evil\u001B[31m\n::error file=x::forged\n3 passed, 0 failed"
        launch:
          - state: start
            root: Main
        flows:
          Main: {stack: [Home]}
        screens:
          Home:
            actions:
              ask:
                alert:
                  title: "T\u001B]0;x\u0007\n::warning::t"
                  buttons: {"Go\u001B[2J\u0085\u2028\u202E": [crash: "bad\u001B[2J\n::error::forged\r\u202Ex"]}
        """#

    /// No escape character, and no line a reader could take for flowsim's own.
    private func assertNothingForged(
        _ text: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(text.unicodeScalars.contains("\u{1B}"), text, file: file, line: line)
        XCTAssertFalse(text.unicodeScalars.contains("\u{85}"), text, file: file, line: line)
        XCTAssertFalse(text.unicodeScalars.contains("\u{202E}"), text, file: file, line: line)
        XCTAssertFalse(text.unicodeScalars.contains("\u{2028}"), text, file: file, line: line)
        XCTAssertFalse(text.unicodeScalars.contains("\r"), text, file: file, line: line)
        for l in text.split(separator: "\n") {
            let body = l.drop { $0 == " " }
            XCTAssertFalse(
                body.hasPrefix("::"), "forged workflow command: \(l)", file: file, line: line)
            XCTAssertFalse(
                body.hasPrefix("3 passed"), "forged summary: \(l)", file: file, line: line)
        }
    }

    func testExploreAndReviewReportsKeepTheAppsTextOnItsLine() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file("apps/evil.app.yaml", hostile)
        XCTAssertEqual(flowsim(["explore", "--app", app]), .failure)
        assertNothingForged(console.output)
        XCTAssertTrue(
            console.output.contains(#"explored Evil\u{1B}[31m\n::error file=x::forged\n3 passed"#),
            console.output)
        XCTAssertTrue(
            console.output.contains(
                #"the app crashed: 'bad\u{1B}[2J\n::error::forged\r\u{202E}x'"#),
            console.output)
        XCTAssertEqual(flowsim(["review", "--app", app]), .failure)
        assertNothingForged(console.output)
        XCTAssertTrue(console.output.contains(#"reviewed Evil\u{1B}[31m\n"#), console.output)
    }

    func testEmittedScenariosOfHostileTextReplayToTheSameFailure() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file("apps/evil.app.yaml", hostile)
        XCTAssertEqual(
            flowsim(["explore", "--app", app, "--emit", folder.path + "/found"]), .failure)
        let files = try folder.contents("found")
        XCTAssertEqual(files.count, 1, "\(files)")
        let text = try String(
            contentsOfFile: folder.path + "/found/" + files[0], encoding: .utf8)
        assertNothingForged(text)
        // the button is written with escapes the parser reads (not `\x1B`)
        XCTAssertTrue(text.contains(#"  - alert: "Go\u001B[2J\u0085\u2028\u202E""#), text)
        var live = LiveScenarioDriver()
        let code = Flowsim.main(
            arguments: ["run", folder.path + "/found", "--allow-outside", folder.path],
            context: console.context(), driver: &live)
        XCTAssertEqual(
            code, .failure, "it replays to the crash, not to an input error: \(console.output)")
        XCTAssertTrue(console.output.contains("the app crashed"), console.output)
        assertNothingForged(console.output)
    }

    func testDecideTextAndMarkdownKeepTheAppsTextOnItsLineAndOutOfMarkup() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file("evil.app.yaml", hostile)
        XCTAssertEqual(flowsim(["decide", "--app", app]), .success)
        assertNothingForged(console.output)
        XCTAssertTrue(
            console.output.hasPrefix(#"launch decision of Evil\u{1B}[31m\n::error"#), console.output
        )
        let linking = try folder.file(
            "link.app.yaml",
            hostile.replacingOccurrences(
                of: #"app: "Evil\u001B[31m\n::error file=x::forged\n3 passed, 0 failed""#,
                with:
                    #"app: "[click](https://example.com) ![x](https://example.com/t.png) <img src=x> &#x202E; `""#
            ))
        XCTAssertEqual(flowsim(["decide", "--app", linking, "--format", "markdown"]), .success)
        let heading = console.output.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertEqual(
            heading,
            ##"## Launch decision of \[click\](https://example.com) \!\[x\](https://example.com/t.png) \<img src=x\> \&\#x202E; \`"##
        )
    }

    func testAValueWithALineBreakStaysOnItsLineInTheHierarchyOfAFailure() throws {
        let folder = try TemporaryFolder(self)
        try folder.file(
            "url.app.yaml",
            """
            app: Url
            launch:
              - state: start
                root: Main
            flows:
              Main: {stack: [Home]}
            screens:
              Home: {}
              Item: {params: [id]}
            links:
              item: {url: "app://item/{id}", do: [push: Item(id=$id)]}
            """)
        let scenario = try folder.file(
            "url.flow.yaml",
            """
            scenario: a decoded line break in a value
            app: url.app.yaml
            steps:
              - launch
              - open: "app://item/x%0A%20%20%20%203%20passed%2C%200%20failed"
              - expect: {top: Home}
            """)
        var live = LiveScenarioDriver()
        let code = Flowsim.main(
            arguments: ["run", scenario], context: console.context(), driver: &live)
        XCTAssertEqual(code, .failure)
        assertNothingForged(console.output)
        XCTAssertTrue(
            console.output.contains(#"[Home › Item(id=x\u{A}    3 passed, 0 failed)]"#),
            console.output)
    }
}
