import Foundation
import XCTest

@testable import flowsim

/// `--output`'s policy (items 3 and 11): atomic onto files and new paths (folders made),
/// through to devices and pipes, symbolic links followed deliberately, the rest refused.
final class ReportOutputTests: XCTestCase {
    func testANewPathInMissingFoldersIsCreatedAndWrittenAtomically() throws {
        let folder = try TemporaryFolder(self)
        let output = try ReportOutput.prepare(folder.path + "/reports/ci/out.xml")
        XCTAssertEqual(output.method, .atomic(folder.path + "/reports/ci/out.xml"))
        XCTAssertEqual(
            try folder.contents("reports"), ["ci"], "the folders exist before anything runs")
        try output.write("<x/>\n")
        XCTAssertEqual(try folder.contents("reports/ci"), ["out.xml"])
    }

    func testASymbolicLinkToAFileReplacesTheTargetAndKeepsTheLink() throws {
        let folder = try TemporaryFolder(self)
        let target = try folder.file("real/report.json", "old")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link.json", withDestinationPath: "real/report.json")
        let output = try ReportOutput.prepare(folder.path + "/link.json")
        try output.write("new")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.json"),
            "real/report.json")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
        XCTAssertEqual(try folder.contents("real"), ["report.json"], "no temporary file is left")
    }

    func testADanglingLinkOrALinkLoopIsRefusedWithWhereItPoints() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/dangling", withDestinationPath: "nowhere/r.json")
        XCTAssertThrowsError(try ReportOutput.prepare(folder.path + "/dangling")) { error in
            XCTAssertEqual(
                (error as? ReportOutputError)?.message,
                "'--output \(folder.path)/dangling' is a symbolic link to 'nowhere/r.json', which does not exist; name the file itself, or remove the link"
            )
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/b", withDestinationPath: "a")
        XCTAssertThrowsError(try ReportOutput.prepare(folder.path + "/a")) { error in
            XCTAssertTrue(
                (error as? ReportOutputError)?.message.contains(
                    "which is part of a symbolic link loop") == true, "\(error)")
        }
        XCTAssertEqual(
            try folder.contents(), ["a", "b", "dangling"], "nothing was created or replaced")
    }

    func testDevicesAreWrittenThroughNeverReplaced() throws {
        XCTAssertEqual(try ReportOutput.prepare("/dev/null").method, .writeThrough("/dev/null"))
        try ReportOutput.prepare("/dev/null").write("discarded")
        XCTAssertEqual(
            Platform.entryKind(atPath: "/dev/null"), .characterDevice, "/dev/null is still a device"
        )
        XCTAssertEqual(try ReportOutput.prepare("/dev/stdout").method, .stream(.standardOutput))
        XCTAssertEqual(try ReportOutput.prepare("/dev/stderr").method, .stream(.standardError))
        if Platform.entryKind(atPath: "/dev/full") == .characterDevice {
            XCTAssertThrowsError(try ReportOutput.prepare("/dev/full").write("x")) { error in
                XCTAssertEqual((error as? Platform.SystemError)?.reason, "no space left on device")
            }
            XCTAssertEqual(
                Platform.entryKind(atPath: "/dev/full"), .characterDevice,
                "/dev/full is still a device")
        }
    }

    func testANamedPipeIsWrittenThroughToItsReader() throws {
        let folder = try TemporaryFolder(self)
        let fifo = folder.path + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let output = try ReportOutput.prepare(fifo)
        XCTAssertEqual(output.method, .writeThrough(fifo))
        XCTAssertThrowsError(try output.write("x")) { error in
            XCTAssertEqual(
                (error as? Platform.SystemError)?.reason,
                "nothing is reading from the named pipe; start its reader first")
        }
        // With a reader (opened without waiting for a writer), the report goes through the pipe.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        try output.write("through the pipe")
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        XCTAssertEqual(
            String(decoding: buffer.prefix(max(0, count)), as: UTF8.self), "through the pipe")
        XCTAssertEqual(Platform.entryKind(atPath: fifo), .fifo, "still a pipe")
    }

    func testAFolderOrAPathEndingInASlashIsRefused() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertThrowsError(try ReportOutput.prepare(folder.path)) { error in
            XCTAssertEqual(
                (error as? ReportOutputError)?.message,
                "'--output \(folder.path)' is a folder; --output takes a file (replaced atomically), a new path, a character device such as /dev/null, or a named pipe"
            )
        }
        XCTAssertThrowsError(try ReportOutput.prepare(folder.path + "/")) { error in
            XCTAssertEqual(
                (error as? ReportOutputError)?.message,
                "'--output \(folder.path)/' names a folder; name a file in it, such as '\(folder.path)/report.json'"
            )
        }
    }
}
