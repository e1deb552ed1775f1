import Foundation
import XCTest

/// A fresh folder under the system's temporary folder, removed when the test ends.
struct TemporaryFolder {
    let path: String

    init(_ test: XCTestCase) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flowsim-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
        let path = self.path
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Creates the file `relative` (and its folders) with `text`; returns its full path.
    @discardableResult
    func file(_ relative: String, _ text: String = "scenario: x\n") throws -> String {
        let full = path + "/" + relative
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: false, encoding: .utf8)
        return full
    }

    /// The names in `relative` (or the folder itself), sorted.
    func contents(_ relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            atPath: relative.isEmpty ? path : path + "/" + relative
        ).sorted()
    }
}
