import XCTest

@testable import Scenarios

final class LoopProgressTests: XCTestCase {
    func testReportsALoopThatDoesNotAdvance() {
        var progress = LoopProgress()
        XCTAssertTrue(progress.advanced(to: 0))
        XCTAssertTrue(progress.advanced(to: 3))
        XCTAssertFalse(progress.advanced(to: 3))
        XCTAssertFalse(progress.advanced(to: 2))
        XCTAssertTrue(progress.advanced(to: 4))
    }
}
