import FlowKit
import Foundation
import XCTest

@testable import flowsim

/// Folder discovery costs work linear in the folders it walks, whatever their depth: counted in
/// system calls (a path's resolution counted one a component), never timed.
final class DiscoveryScaleTests: XCTestCase {
    /// Makes `depth` nested folders `a/a/…/a` with a scenario at the bottom, under a short
    /// folder (so that depth 2,000 stays within PATH_MAX); returns the top.
    private func nested(depth: Int) throws -> String {
        var template = Array("/tmp/fsd-XXXXXX".utf8CString)
        let top = try XCTUnwrap(
            template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
            })
        addTeardownBlock { try? FileManager.default.removeItem(atPath: top) }
        var path = top
        for _ in 0..<depth {
            path += "/a"
            XCTAssertEqual(mkdir(path, 0o755), 0)
        }
        FileManager.default.createFile(
            atPath: path + "/x.flow.yaml", contents: Data("scenario: x\n".utf8))
        return top
    }

    private func work(depth: Int) throws -> (units: Int, files: Int) {
        let top = try nested(depth: depth)
        var files = 0
        let units = try XCTUnwrap(
            WorkCounter.measure {
                files = ScenarioDiscovery(paths: [top], includesApps: false).scenarioFiles.count
            }, "work is counted in debug builds only")
        return (units, files)
    }

    func testDiscoveryAtDepth2000CostsTwiceDepth1000NotFourTimes() throws {
        let small = try work(depth: 1000)
        let large = try work(depth: 2000)
        XCTAssertEqual(small.files, 1)
        XCTAssertEqual(large.files, 1)
        // Five calls a folder, each naming one entry (5,020 and 10,020 when written). Resolving
        // each folder's whole path (realpath, or lstat of the full path) would cost depth².
        XCTAssertLessThanOrEqual(large.units, 2 * small.units + 100, "\(small) \(large)")
        XCTAssertLessThan(small.units, 6 * 1000, "\(small)")
    }
}
