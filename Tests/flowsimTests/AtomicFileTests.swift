import Foundation
import XCTest

@testable import flowsim

final class AtomicFileTests: XCTestCase {
    func testWritesANewFile() throws {
        let folder = try TemporaryFolder(self)
        try AtomicFile.write("héllo\n", to: folder.path + "/r.txt")
        XCTAssertEqual(
            try String(contentsOfFile: folder.path + "/r.txt", encoding: .utf8), "héllo\n")
        XCTAssertEqual(try folder.contents(), ["r.txt"])
    }

    func testReplacesAnExistingFileAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.file("r.json", "old contents that are longer")
        try AtomicFile.write("new", to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        XCTAssertEqual(try folder.contents(), ["r.json"])
    }

    func testRemovesLeftoversOfEndedProcessesAndKeepsThoseOfLiveOnes() throws {
        let folder = try TemporaryFolder(self)
        // Process ids above the kernel's limit (pid_max is at most 4194304) cannot be alive.
        try folder.file(".r.txt.flowsim-partial-99999999-0.tmp", "leftover of a killed run")
        try folder.file(".r.txt.flowsim-partial-\(Platform.processID())-0.tmp", "our own leftover")
        try folder.file(
            ".r.txt.flowsim-partial-1-0.tmp", "a live process's file (pid 1 always exists)")
        try folder.file(".other.txt.flowsim-partial-99999999-0.tmp", "another report's leftover")
        try folder.file("notes.tmp", "not ours")
        try AtomicFile.write("new", to: folder.path + "/r.txt")
        XCTAssertEqual(try String(contentsOfFile: folder.path + "/r.txt", encoding: .utf8), "new")
        XCTAssertEqual(
            try folder.contents(),
            [
                ".other.txt.flowsim-partial-99999999-0.tmp", ".r.txt.flowsim-partial-1-0.tmp",
                "notes.tmp", "r.txt",
            ])
    }

    func testKeepsThePermissionsOfTheFileItReplaces() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.file("r.json", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicFile.write("new", to: path)
        XCTAssertEqual(
            (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
                .intValue, 0o600)
    }

    func testMissingFolderFailsWithTheReason() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder.path + "/no/r.txt")) { error in
            XCTAssertEqual((error as? Platform.SystemError)?.reason, "no such file or directory")
        }
    }

    func testAFolderInTheWayFailsAndCleansUp() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createDirectory(
            atPath: folder.path + "/r.txt", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder.path + "/r.txt"))
        XCTAssertEqual(try folder.contents(), ["r.txt"], "the temporary file is removed")
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder.path + "/")) { error in
            XCTAssertEqual(
                (error as? Platform.SystemError)?.reason, "the path names a folder, not a file")
        }
    }

    func testSplitsFolderAndName() {
        XCTAssertTrue(AtomicFile.split("out/r.json") == ("out/", "r.json"))
        XCTAssertTrue(AtomicFile.split("r.json") == ("", "r.json"))
        XCTAssertTrue(AtomicFile.split("/r.json") == ("/", "r.json"))
    }
}
