import Foundation
import XCTest
@testable import flowsim

final class AtomicFileTests: XCTestCase {
    func testWritesANewFile() throws {
        let folder = try TemporaryFolder(self)
        try AtomicFile.write("héllo\n", to: folder.path + "/r.txt")
        XCTAssertEqual(try String(contentsOfFile: folder.path + "/r.txt", encoding: .utf8), "héllo\n")
        XCTAssertEqual(try folder.contents(), ["r.txt"])
    }

    func testReplacesAnExistingFileAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.file("r.json", "old contents that are longer")
        try AtomicFile.write("new", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        XCTAssertEqual(try folder.contents(), ["r.json"])
    }

    func testSkipsALeftoverTemporaryFile() throws {
        let folder = try TemporaryFolder(self)
        try folder.file(".r.txt.\(Platform.processID())-0.tmp", "leftover")
        try AtomicFile.write("new", to: folder.path + "/r.txt")
        XCTAssertEqual(try String(contentsOfFile: folder.path + "/r.txt", encoding: .utf8), "new")
    }

    func testMissingFolderFailsWithTheReason() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder.path + "/no/r.txt")) { error in
            XCTAssertEqual((error as? Platform.SystemError)?.reason, "no such file or directory")
        }
    }

    func testAFolderInTheWayFailsAndCleansUp() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder.path + "/r.txt", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder.path + "/r.txt"))
        XCTAssertEqual(try folder.contents(), ["r.txt"], "the temporary file is removed")
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder.path + "/")) { error in
            XCTAssertEqual((error as? Platform.SystemError)?.reason, "the path names a folder, not a file")
        }
    }

    func testSplitsFolderAndName() {
        XCTAssertTrue(AtomicFile.split("out/r.json") == ("out/", "r.json"))
        XCTAssertTrue(AtomicFile.split("r.json") == ("", "r.json"))
        XCTAssertTrue(AtomicFile.split("/r.json") == ("/", "r.json"))
    }
}
