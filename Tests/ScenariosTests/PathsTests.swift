import XCTest

@testable import Scenarios

/// Paths tidied lexically; a path already tidy is returned as it is, without being rebuilt.
final class PathsTests: XCTestCase {
    /// Every path of up to 6 characters from `a`, `.` and `/`: the quick answer is the tidied one.
    func testATidyPathIsReturnedAsItIsAndEveryOtherIsTidied() {
        var paths = [""]
        var all: [String] = [""]
        for _ in 0..<6 {
            paths = paths.flatMap { p in ["a", ".", "/"].map { p + $0 } }
            all += paths
        }
        var quick = 0
        for path in all {
            XCTAssertEqual(Paths.normalize(path), Paths.tidied(path), "'\(path)'")
            if Paths.isNormal(path) {
                quick += 1
                XCTAssertEqual(Paths.tidied(path), path, "'\(path)'")
            }
        }
        XCTAssertGreaterThan(quick, 50)
        for path in ["/tmp/s/flows/walk-00001.flow.yaml", "apps/a.app.yaml", "a/.hidden", "x..y"] {
            XCTAssertTrue(Paths.isNormal(path), path)
        }
        for path in ["./a", "a/../b", "a//b", "a/", "/", ".", "..", "a/.", "/.."] {
            XCTAssertFalse(Paths.isNormal(path), path)
        }
    }
}
