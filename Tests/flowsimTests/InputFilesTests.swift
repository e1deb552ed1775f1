import Foundation
import XCTest

/// Which files a scenario may make flowsim read, and how unreadable inputs are reported
/// (items 2 and 9), through the built binary.
final class InputFilesTests: XCTestCase {
    static let app =
        "app: A\nlaunch:\n  - state: any\n    root: Main\nflows:\n  Main:\n    stack: [Home]\nscreens:\n  Home: {}\n"

    private func scenario(_ app: String, steps: String = "[launch]") -> String {
        "scenario: S\napp: \(app)\nsteps: \(steps)\n"
    }

    private func run(_ arguments: [String], in folder: TemporaryFolder) throws -> (
        status: Int32, text: String
    ) {
        let result = try FlowsimBinary.run(
            arguments, in: URL(fileURLWithPath: folder.path + "/project"))
        return (result.status, result.stdout + result.stderr)
    }

    func testAppAndRunMayNotNameFilesOutsideTheProjectOrThatAreNotInputFiles() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("project/s/passwd.flow.yaml", scenario("/etc/passwd"))
        try folder.file("project/s/environ.flow.yaml", scenario("/proc/self/environ"))
        try folder.file("project/s/up.flow.yaml", scenario("../../outside.app.yaml"))
        try folder.file(
            "project/s/run.flow.yaml", scenario("ok.app.yaml", steps: "[launch, run: /etc/passwd]"))
        try folder.file("project/s/ok.app.yaml", Self.app)
        try folder.file("outside.app.yaml", Self.app)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/project/s/link.app.yaml", withDestinationPath: "/etc/passwd")
        try folder.file("project/s/link.flow.yaml", scenario("link.app.yaml"))

        let (status, text) = try run(["run", "s"], in: folder)
        XCTAssertEqual(status, 2)
        XCTAssertTrue(
            text.contains(
                "s/passwd.flow.yaml:2:6: error: app: names '/etc/passwd', which is not an app file (*.app.yaml) and was not read; app: names the app file that the scenario drives"
            ), text)
        XCTAssertTrue(
            text.contains(
                "s/environ.flow.yaml:2:6: error: app: names '/proc/self/environ', which is not an app file (*.app.yaml) and was not read; app: names the app file that the scenario drives"
            ), text)
        XCTAssertTrue(
            text.contains(
                "s/up.flow.yaml:2:6: error: app: names '../outside.app.yaml' (\(try canonical(folder.path))/outside.app.yaml), outside the project;"
            ), text)
        XCTAssertTrue(
            text.contains(
                "s/run.flow.yaml:3:22: error: run: names '/etc/passwd', which is not a scenario file (*.flow.yaml) and was not read; run: names a scenario file whose steps to run here"
            ), text)
        XCTAssertTrue(
            text.contains(
                "s/link.flow.yaml:2:6: error: app: names 's/link.app.yaml' (/etc/passwd), outside the project;"
            ), text)
        // Nothing of the files themselves is quoted.
        XCTAssertFalse(text.contains("root:"), text)
        XCTAssertFalse(text.contains("PATH="), text)

        // --allow-outside lets a folder in, and then the app loads and runs.
        let allowed = try run(
            ["run", "s/up.flow.yaml", "--allow-outside", folder.path], in: folder)
        XCTAssertEqual(allowed.status, 0, allowed.text)
        XCTAssertTrue(allowed.text.contains("1 passed, 0 failed"), allowed.text)
    }

    func testUnreadableInputsSayWhy() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("project/s/ok.app.yaml", Self.app)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/project/s/a.flow.yaml", withDestinationPath: "b.flow.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/project/s/b.flow.yaml", withDestinationPath: "a.flow.yaml")
        XCTAssertEqual(mkfifo(folder.path + "/project/s/pipe.flow.yaml", 0o600), 0)
        let badName =
            Array((folder.path + "/project/s/bad").utf8) + [0xFF] + Array(".flow.yaml".utf8) + [0]
        let descriptor = badName.withUnsafeBufferPointer {
            open(
                UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                O_CREAT | O_WRONLY, 0o644)
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)

        let (status, text) = try run(["check", "s"], in: folder)
        XCTAssertEqual(status, 2)
        XCTAssertTrue(
            text.contains("error: cannot read 's/bad\\xFF.flow.yaml': its name is not valid UTF-8"),
            text)
        XCTAssertTrue(text.contains("error: 's/a.flow.yaml' is a symbolic link loop"), text)
        XCTAssertTrue(
            text.contains(
                "error: 's/pipe.flow.yaml' is a named pipe, not a file; flowsim reads only regular files"
            ), text)
        let named = try run(["run", "s/a.flow.yaml"], in: folder)
        XCTAssertTrue(
            named.text.contains("error: 's/a.flow.yaml' is a symbolic link loop"), named.text)
    }

    func testAFileThatIsNotUTF8IsReportedAtItsFirstBadByte() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("project/s/ok.app.yaml", Self.app)
        let bytes =
            Array("scenario: S\napp: ok.app.yaml\nsteps:\n  - tap: \"caf".utf8) + [0xE9]
            + Array("\"\n".utf8)
        FileManager.default.createFile(
            atPath: folder.path + "/project/s/latin1.flow.yaml", contents: Data(bytes))
        let (status, text) = try run(["run", "s/latin1.flow.yaml"], in: folder)
        XCTAssertEqual(status, 2)
        XCTAssertTrue(
            text.contains(
                "s/latin1.flow.yaml:4:14: error: 's/latin1.flow.yaml' is not UTF-8 text: the first invalid byte (byte 0xE9) is here; save the file as UTF-8"
            ), text)
    }

    private func canonical(_ path: String) throws -> String {
        try XCTUnwrap(URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
    }
}

/// Thousands of bad steps print a hundred diagnostics and a count.
final class DiagnosticFloodTests: XCTestCase {
    func testThousandsOfBadStepsPrintAHundredAndACount() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("project/s/ok.app.yaml", InputFilesTests.app)
        var text = "scenario: Flood\napp: ok.app.yaml\nsteps:\n"
        for i in 0..<3_000 { text += "  - jump: \(i)\n" }
        try folder.file("project/s/flood.flow.yaml", text)
        for command in ["run", "check"] {
            let result = try FlowsimBinary.run(
                [command, "s"], in: URL(fileURLWithPath: folder.path + "/project"))
            XCTAssertEqual(result.status, 2, command)
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.filter { $0.contains(": error: ") }.count, 100, command)
            XCTAssertTrue(
                lines.contains("… and 2,900 more problems in 's/flood.flow.yaml' not shown"),
                result.stderr.suffix(600).description)
            XCTAssertTrue(
                lines.contains {
                    $0.hasPrefix(
                        "… and 2,900 more not shown in all (2,900 errors): at most 100 problems per file and 1,000 per run are kept"
                    )
                },
                result.stderr.suffix(600).description)
            XCTAssertLessThan(result.stderr.utf8.count, 60_000, "bounded output")
        }
        let check = try FlowsimBinary.run(
            ["check", "s"], in: URL(fileURLWithPath: folder.path + "/project"))
        XCTAssertEqual(
            check.stdout, "checked 1 scenario and 1 app: 3000 errors\n",
            "the count includes what was not shown")
    }
}
