import XCTest

@testable import flowsim

final class UsageErrorFormatterTests: XCTestCase {
    func testMarksTheWordAtFault() {
        XCTAssertEqual(
            UsageErrorFormatter.echo(["run", "a", "--shard", "9/2"], pointingAt: 3),
            "  flowsim run a --shard 9/2\n                        ^~~\n")
    }

    func testQuotesWordsAsAShellWould() {
        XCTAssertEqual(
            UsageErrorFormatter.shellQuoted("plain/path.flow.yaml"), "plain/path.flow.yaml")
        XCTAssertEqual(UsageErrorFormatter.shellQuoted("two words"), "'two words'")
        XCTAssertEqual(UsageErrorFormatter.shellQuoted("it's"), "'it'\\''s'")
        XCTAssertEqual(UsageErrorFormatter.shellQuoted(""), "''")
        XCTAssertEqual(
            UsageErrorFormatter.echo(["run", "a b", "--x"], pointingAt: 1),
            "  flowsim run 'a b' --x\n              ^~~~~\n")
    }

    func testLeavesOutTheEchoWhenTheLineIsTooLong() {
        let many =
            Array(repeating: "scenarios/locals/some-long-name.flow.yaml", count: 5) + ["--bad"]
        XCTAssertEqual(UsageErrorFormatter.echo(many, pointingAt: 5), "")
    }

    func testColoursTheLabelOnlyWhenAsked() {
        let error = UsageError("m")
        XCTAssertTrue(
            UsageErrorFormatter.format(error, arguments: [], spec: nil, colors: true).hasPrefix(
                "\u{1B}[1;31merror:\u{1B}[0m m\n"))
        XCTAssertTrue(
            UsageErrorFormatter.format(error, arguments: [], spec: nil, colors: false).hasPrefix(
                "error: m\n"))
    }
}
