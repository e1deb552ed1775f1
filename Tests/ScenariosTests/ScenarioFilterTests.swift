import Scenarios
import XCTest

final class ScenarioFilterTests: XCTestCase {
    private func selects(_ pattern: String, _ title: String, path: String = "scenarios/x.flow.yaml")
        -> Bool
    {
        ScenarioFilter(pattern).matches(title: title, path: path)
    }

    func testAPlainPatternMatchesPartOfTheTitleIgnoringCase() {
        XCTAssertTrue(selects("guest", "A Guest reaches the community"))
        XCTAssertTrue(selects("REACHES the", "A guest reaches the community"))
        XCTAssertFalse(selects("signed in", "A guest reaches the community"))
    }

    func testAPlainPatternAlsoMatchesPartOfThePath() {
        XCTAssertTrue(selects("shop/", "Anything", path: "scenarios/shop/first-purchase.flow.yaml"))
        XCTAssertFalse(
            selects("folio/", "Anything", path: "scenarios/shop/first-purchase.flow.yaml"))
    }

    func testAGlobMustMatchTheWholeTitleOrPath() {
        XCTAssertTrue(selects("A guest*", "A guest reaches the community"))
        XCTAssertFalse(
            selects("guest*", "A guest reaches the community"), "a glob is anchored at both ends")
        XCTAssertTrue(selects("*community", "A guest reaches the community"))
        XCTAssertTrue(
            selects("*/shop/*", "x", path: "scenarios/shop/first-purchase.flow.yaml"), "* crosses /"
        )
        XCTAssertTrue(
            selects(
                "scenarios/*/review-*.flow.yaml", "x",
                path: "scenarios/locals/review-5.1.1-v1-rejected.flow.yaml"))
    }

    func testQuestionMarkAndSets() {
        XCTAssertTrue(selects("tab ?", "Tab 1"))
        XCTAssertFalse(selects("tab ?", "Tab 12"))
        XCTAssertTrue(selects("tab [0-9]", "tab 7"))
        XCTAssertFalse(selects("tab [!0-9]", "tab 7"))
        XCTAssertTrue(selects("tab [!0-9]", "tab x"))
        XCTAssertTrue(selects("a[]]b", "a]b"), "a ] first in a set is a member")
        XCTAssertTrue(selects("a[b", "a[b"), "an unclosed [ is itself")
    }

    func testBacktrackingStaysLinearEnough() {
        // Many stars against a long text that almost matches: the last-star backtracking never
        // returns to earlier stars, so this stays fast rather than exponential.
        let pattern = String(repeating: "*a", count: 30) + "b"
        let text = String(repeating: "a", count: 2_000)
        XCTAssertFalse(selects(pattern, text))
    }

    func testARegularExpressionGetsTheGlobThatMeansIt() {
        XCTAssertEqual(ScenarioFilter("transfer.*fail").globForRegularExpression, "*transfer*fail*")
        XCTAssertEqual(ScenarioFilter("^shop/.+").globForRegularExpression, "shop/?*")
        XCTAssertEqual(ScenarioFilter("fail$").globForRegularExpression, "*fail")
        XCTAssertTrue(selects("*transfer*fail*", "A transfer that fails"))
        XCTAssertFalse(selects("transfer.*fail", "A transfer that fails"))
        XCTAssertNil(ScenarioFilter("shop/*").globForRegularExpression, "a glob")
        XCTAssertNil(ScenarioFilter(".flow").globForRegularExpression, "a plain pattern")
    }
}
