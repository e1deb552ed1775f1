import XCTest

@testable import FlowKit

/// What a step that nested effect lists too deep says of them: a loop, or a long chain.
final class EffectNestingTests: XCTestCase {
    func testAListThatRunsItselfIsALoopOfOne() {
        let nesting = EffectNesting(lists: ["start: Main", "decide", "decide", "decide", "decide"])
        XCTAssertEqual(nesting.repeatingLists, ["decide"])
    }

    func testTwoListsThatRunEachOtherAreALoopOfTwo() {
        let nesting = EffectNesting(lists: [
            "tap", "start: Game", "decide", "start: Game", "decide", "start: Game", "decide",
        ])
        XCTAssertEqual(nesting.repeatingLists, ["start: Game", "decide"])
        XCTAssertTrue(
            nesting.message(limit: 64).contains("'start: Game' → 'decide' → 'start: Game' → …"))
    }

    func testAChainThatNamesANewGateAtEveryLevelIsNoLoop() {
        let lists = (1...20).flatMap { ["start: G\($0)", "finish"] }
        let nesting = EffectNesting(lists: lists)
        XCTAssertNil(nesting.repeatingLists)
        let message = nesting.message(limit: 64)
        XCTAssertTrue(
            message.contains("without repeating ('start: G1' → 'finish' → 'start: G2' → … →"),
            message)
        XCTAssertTrue(message.hasSuffix("in one step"), message)
    }

    func testARepeatSeenOnlyTwiceIsNotYetALoop() {
        XCTAssertNil(EffectNesting(lists: ["a", "b", "a", "b"]).repeatingLists)
        XCTAssertNil(EffectNesting(lists: []).repeatingLists)
    }
}
