import XCTest

@testable import flowsim

final class SplitArgumentsTests: XCTestCase {
    func testEachWordKeepsItsIndex() {
        let split = SplitArguments(["run", "scenarios", "--format", "json"])
        XCTAssertEqual(split.elements.map(\.index), [0, 1, 2, 3])
        XCTAssertEqual(
            split.elements.map(\.kind),
            [
                .value("run"), .value("scenarios"), .option(name: "format", value: nil),
                .value("json"),
            ])
    }

    func testEqualsSignSplitsNameFromValueOnce() {
        XCTAssertEqual(
            SplitArguments(["--output=a=b.json"]).elements.first?.kind,
            .option(name: "output", value: "a=b.json"))
        XCTAssertEqual(
            SplitArguments(["--output="]).elements.first?.kind, .option(name: "output", value: ""))
    }

    func testWordsAfterTheTerminatorAreValues() {
        let split = SplitArguments(["run", "--", "--help", "-x"])
        XCTAssertEqual(
            split.elements.map(\.kind),
            [.value("run"), .terminator, .value("--help"), .value("-x")])
        XCTAssertFalse(SplitArguments.requestsHelp(split.elements[...]))
    }

    func testSingleDashWordsAreShortOptionsButALoneDashIsAValue() {
        XCTAssertEqual(
            SplitArguments(["-h", "-format", "-"]).elements.map(\.kind),
            [.shortOption("-h"), .shortOption("-format"), .value("-")])
    }

    func testHelpIsFoundInEitherSpelling() {
        XCTAssertTrue(SplitArguments.requestsHelp(SplitArguments(["a", "-h"]).elements[...]))
        XCTAssertTrue(
            SplitArguments.requestsHelp(SplitArguments(["--bogus", "--help"]).elements[...]))
        XCTAssertFalse(SplitArguments.requestsHelp(SplitArguments(["--helper"]).elements[...]))
    }
}
