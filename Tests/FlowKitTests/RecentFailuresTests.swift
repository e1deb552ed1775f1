import XCTest

@testable import FlowKit

/// The explorer's memory of the impossible steps it noted last (``RecentFailures``).
final class RecentFailuresTests: XCTestCase {
    func testAFailureIsKnownByAllItsPartsUntilEightOthersFollowIt() {
        var recent = RecentFailures()
        recent.insert(reason: "r", message: "m", screen: "A", step: .back)
        XCTAssertTrue(recent.contains(reason: "r", message: "m", screen: "A", step: .back))
        XCTAssertFalse(recent.contains(reason: "x", message: "m", screen: "A", step: .back))
        XCTAssertFalse(recent.contains(reason: "r", message: "x", screen: "A", step: .back))
        XCTAssertFalse(recent.contains(reason: "r", message: "m", screen: "B", step: .back))
        XCTAssertFalse(recent.contains(reason: "r", message: "m", screen: "A", step: .swipeDown))
        for i in 1..<RecentFailures.capacity {
            recent.insert(reason: "r", message: "m\(i)", screen: "A", step: .back)
        }
        XCTAssertTrue(recent.contains(reason: "r", message: "m", screen: "A", step: .back))
        recent.insert(reason: "r", message: "last", screen: "A", step: .back)
        XCTAssertFalse(
            recent.contains(reason: "r", message: "m", screen: "A", step: .back),
            "the oldest makes room")
        XCTAssertTrue(recent.contains(reason: "r", message: "m1", screen: "A", step: .back))
        XCTAssertTrue(recent.contains(reason: "r", message: "last", screen: "A", step: .back))
    }
}
