import XCTest

@testable import flowsim

final class TagFilterTests: XCTestCase {
    private let scenarios = [
        FakeScenario(name: "a", path: "a", tags: ["review", "launch"], status: .passed),
        FakeScenario(name: "b", path: "b", tags: ["launch"], status: .passed),
        FakeScenario(name: "c", path: "c", tags: [], status: .passed),
        FakeScenario(name: "d", path: "d", tags: ["guideline-5.1.1"], status: .passed),
    ]

    func testSplitsAtCommasTrimsAndDropsEmptyAndRepeatedTags() {
        XCTAssertEqual(
            TagFilter(parsing: ["review, launch", ",review,,x "]).tags, ["review", "launch", "x"])
    }

    func testNoTagSelectsEverything() {
        XCTAssertEqual(TagFilter(parsing: []).select(scenarios).map(\.name), ["a", "b", "c", "d"])
    }

    func testSelectsScenariosWithAnyOfTheTags() {
        XCTAssertEqual(
            TagFilter(parsing: ["review,guideline-5.1.1"]).select(scenarios).map(\.name),
            ["a", "d"])
        XCTAssertEqual(TagFilter(parsing: ["launch"]).select(scenarios).map(\.name), ["a", "b"])
    }

    func testTagsCompareExactly() {
        XCTAssertEqual(TagFilter(parsing: ["Review"]).select(scenarios).map(\.name), [])
    }

    func testWarnsAboutTagsNoScenarioHasWithSuggestions() {
        XCTAssertEqual(
            TagFilter(parsing: ["reveiw,launch"]).unknownTagWarnings(among: scenarios),
            ["no scenario has the tag 'reveiw'; did you mean 'review'?"])
    }
}
