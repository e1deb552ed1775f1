import XCTest

@testable import flowsim

final class HelpGeneratorTests: XCTestCase {
    func testWrapsAtSpacesWithinTheWidth() {
        XCTAssertEqual(HelpGenerator.wrap("aa bb cc dd", width: 5), ["aa bb", "cc dd"])
        XCTAssertEqual(
            HelpGenerator.wrap("averyveryverylongword x", width: 5), ["averyveryverylongword", "x"])
        XCTAssertEqual(HelpGenerator.wrap("", width: 5), [])
    }

    func testTableAlignsTheHelpColumn() {
        XCTAssertEqual(
            HelpGenerator.table([("--a", "one"), ("--long", "two")]),
            "  --a     one\n  --long  two\n")
    }

    func testNoHelpLineButTheUsageIsWiderThanTheWidth() {
        for spec in Flowsim.commands {
            for line in HelpGenerator.help(for: spec).split(separator: "\n")
            where !line.hasPrefix("USAGE:") {
                XCTAssertLessThanOrEqual(line.count, HelpGenerator.width, String(line))
            }
        }
    }
}
