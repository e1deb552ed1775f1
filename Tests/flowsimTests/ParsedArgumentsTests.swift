import XCTest

@testable import flowsim

final class ParsedArgumentsTests: XCTestCase {
    private func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(SplitArguments(words).elements[...], spec: RunCommand.spec)
    }

    private func error(_ words: [String]) -> UsageError? {
        do {
            _ = try parse(words)
            return nil
        } catch {
            return error
        }
    }

    func testValueAfterTheOptionOrAfterAnEqualsSign() throws {
        XCTAssertEqual(try parse(["--format", "json"]).last("format")?.text, "json")
        XCTAssertEqual(try parse(["--format=json"]).last("format")?.text, "json")
        XCTAssertEqual(try parse(["--format=json"]).last("format")?.index, 0)
        XCTAssertEqual(try parse(["a", "--format", "json"]).last("format")?.index, 2)
    }

    func testPositionalsAndFlagsAreKeptApart() throws {
        let parsed = try parse(["a", "--fail-fast", "b", "--", "--c"])
        XCTAssertEqual(parsed.positionals.map(\.text), ["a", "b", "--c"])
        XCTAssertEqual(parsed.flags, ["fail-fast"])
    }

    func testUnknownOptionSuggestsTheClosest() {
        XCTAssertEqual(
            error(["--fromat", "json"]),
            UsageError("unknown option '--fromat'; did you mean '--format'?", at: 0, command: "run")
        )
        XCTAssertEqual(
            error(["x", "--failfast"])?.message,
            "unknown option '--failfast'; did you mean '--fail-fast'?")
        XCTAssertEqual(
            error(["-format"])?.message, "unknown option '-format'; did you mean '--format'?")
        XCTAssertEqual(error(["--zzzzzzzz"])?.message, "unknown option '--zzzzzzzz'")
    }

    func testMissingValueSaysWhatWouldWork() {
        XCTAssertEqual(
            error(["--format"]),
            UsageError(
                "missing value for '--format'; expected text, json, junit or tap", at: 0,
                command: "run"))
        XCTAssertEqual(
            error(["--shard", "--fail-fast"])?.message,
            "missing value for '--shard'; expected I/N, such as 1/4")
    }

    func testFlagRefusesAValue() {
        XCTAssertEqual(error(["--fail-fast=yes"])?.message, "'--fail-fast' takes no value")
    }

    func testRepeatedOptionKeepsEveryValueAndTheLastWins() throws {
        let parsed = try parse(["--format", "json", "--format=tap"])
        XCTAssertEqual(parsed.values["format"]?.map(\.text), ["json", "tap"])
        XCTAssertEqual(parsed.last("format")?.text, "tap")
    }
}
