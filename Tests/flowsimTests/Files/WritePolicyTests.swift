import Foundation
import XCTest

@testable import flowsim

/// Every file flowsim writes follows `--output`'s rules: the REPL's `:save!` and history, the
/// option named in each message, and a report that would replace a file the run reads.
final class WritePolicyTests: XCTestCase {
    static let app =
        "app: A\nlaunch:\n  - state: any\n    root: Main\nflows:\n  Main:\n    stack: [Home]\nscreens:\n  Home: {}\n"

    private func run(_ arguments: [String], in folder: String) throws -> (
        status: Int32, text: String
    ) {
        let result = try FlowsimBinary.run(arguments, in: URL(fileURLWithPath: folder))
        return (result.status, result.stdout + result.stderr)
    }

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.file(".git", "")
        try folder.file("s/ok.app.yaml", Self.app)
        try folder.file("s/ok.flow.yaml", "scenario: S\napp: ok.app.yaml\nsteps: [launch]\n")
        return folder
    }

    func testOutputMayNotReplaceTheScenarioOrAppBeingRunOrTheCoverageFile() throws {
        let folder = try project()
        let scenario = try String(contentsOfFile: folder.path + "/s/ok.flow.yaml", encoding: .utf8)
        for (arguments, named) in [
            (["--output", "s/ok.flow.yaml"], "'--output s/ok.flow.yaml' is 's/ok.flow.yaml'"),
            (
                ["--output", "s/../s/ok.app.yaml"],
                "'--output s/../s/ok.app.yaml' is 's/ok.app.yaml'"
            ),
            (["--coverage-output", "s/ok.flow.yaml"], "'--coverage-output s/ok.flow.yaml' is"),
        ] {
            let (status, text) = try run(["run", "s"] + arguments, in: folder.path)
            XCTAssertEqual(status, 2, text)
            XCTAssertTrue(text.contains(named), text)
            XCTAssertTrue(text.contains("a file this run reads"), text)
        }
        let both = try run(
            ["run", "s", "--output", "r.txt", "--coverage-output", "./r.txt"], in: folder.path)
        XCTAssertEqual(both.status, 2, both.text)
        XCTAssertTrue(both.text.contains("name the same file"), both.text)
        XCTAssertEqual(
            try String(contentsOfFile: folder.path + "/s/ok.flow.yaml", encoding: .utf8), scenario)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/r.txt"))
    }

    func testCoverageOutputErrorsNameCoverageOutput() throws {
        let folder = try project()
        let (status, text) = try run(["run", "s", "--coverage-output", "s/"], in: folder.path)
        XCTAssertEqual(status, 2, text)
        XCTAssertTrue(text.contains("'--coverage-output s/' names a folder"), text)
        XCTAssertFalse(text.contains("'--output"), text)
    }

    /// `/dev/tty` without a terminal is a device with nothing behind it, not a named pipe.
    func testOutputDevTtyIsNotCalledANamedPipe() throws {
        let folder = try project()
        XCTAssertEqual(try ReportOutput.prepare("/dev/tty").method, .writeThrough("/dev/tty"))
        let setsid = "/usr/bin/setsid"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: setsid), "no setsid")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setsid)
        process.arguments = [
            "--wait", FlowsimBinary.productsDirectory.appendingPathComponent("flowsim").path, "run",
            "s",
            "--output", "/dev/tty",
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2, text)
        XCTAssertTrue(text.contains("no terminal controls this process"), text)
        XCTAssertFalse(text.contains("named pipe"), text)
    }

    func testSaveBangFollowsALinkAndWritesThroughADeviceWithoutRenamingOverThem() throws {
        let folder = try project()
        try folder.file("target.flow.yaml", "old\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link.flow.yaml", withDestinationPath: "target.flow.yaml")
        let result = try ReplCommandTests.run(
            ["repl", "--app", "s/ok.app.yaml"],
            input: "launch\n:save! link.flow.yaml\n:save! /dev/null\n",
            in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(
            Platform.entryKind(atPath: folder.path + "/link.flow.yaml"), .symbolicLink)
        XCTAssertTrue(
            try String(contentsOfFile: folder.path + "/target.flow.yaml", encoding: .utf8)
                .contains("- launch"))
        XCTAssertEqual(Platform.entryKind(atPath: "/dev/null"), .characterDevice)
    }

    func testAFailedSaveMakesTheReplExitNonZero() throws {
        let folder = try project()
        try folder.file("taken.flow.yaml", "kept\n")
        let failed = try ReplCommandTests.run(
            ["repl", "--app", "s/ok.app.yaml"],
            input: "launch\n:save no-such-folder/x.flow.yaml\n",
            in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(failed.status, 2, failed.stdout + failed.stderr)
        XCTAssertTrue(failed.stdout.contains("cannot write 'no-such-folder/x.flow.yaml'"))
        // A later :save! of the same path that works makes the session whole again.
        let retried = try ReplCommandTests.run(
            ["repl", "--app", "s/ok.app.yaml"],
            input: "launch\n:save taken.flow.yaml\n:save! taken.flow.yaml\n",
            in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(retried.status, 0, retried.stdout + retried.stderr)
    }

    func testTheHistoryFileIsPrivateAndKeepsNoSetValues() throws {
        let folder = try TemporaryFolder(self)
        let history = HistoryFile(home: folder.path)
        history.save([
            "launch", ":set token=s3cret", "  set: {token: s3cret}", "- set: {a: b}", "back",
        ])
        let path = folder.path + "/" + HistoryFile.name
        XCTAssertEqual(Platform.permissions(atPath: path), 0o600)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text, "launch\nback\n")
        XCTAssertEqual(
            history.load(readFile: { try? String(contentsOfFile: $0, encoding: .utf8) }),
            ["launch", "back"])
    }

    func testAHistoryPathThatIsALinkOrADeviceMeansNoHistory() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("elsewhere", "secret line\n")
        let path = folder.path + "/" + HistoryFile.name
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "elsewhere")
        let history = HistoryFile(home: folder.path)
        XCTAssertFalse(history.isKept)
        XCTAssertEqual(
            history.load(readFile: { try? String(contentsOfFile: $0, encoding: .utf8) }), [])
        history.save(["launch"])
        XCTAssertEqual(Platform.entryKind(atPath: path), .symbolicLink)
        XCTAssertEqual(
            try String(contentsOfFile: folder.path + "/elsewhere", encoding: .utf8), "secret line\n"
        )
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
        XCTAssertFalse(HistoryFile(home: folder.path).isKept)
    }

    /// `--emit` writes each scenario file as `--output` writes a report: a symbolic link in the
    /// folder is followed (and stays a link), never renamed over.
    func testEmitFollowsALinkInsteadOfRenamingOverIt() throws {
        let folder = try project()
        try folder.file(
            "s/leaky.app.yaml",
            """
            app: Leaky
            launch:
              - state: only
                root: Root
            flows:
              Root: {stack: [Home]}
              Detail: {push: [Detail]}
            screens:
              Home:
                actions:
                  open: {start: Detail}
              Detail: {}
            """)
        try folder.file("kept/target.flow.yaml", "old\n")
        let emitted = folder.path + "/found/01-leak-Detail-back.flow.yaml"
        try FileManager.default.createDirectory(
            atPath: folder.path + "/found", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: emitted, withDestinationPath: "../kept/target.flow.yaml")
        for command in ["explore", "review"] {
            let (status, text) = try run(
                [command, "--app", "s/leaky.app.yaml", "--emit", "found"], in: folder.path)
            XCTAssertEqual(status, 1, text)
            XCTAssertEqual(Platform.entryKind(atPath: emitted), .symbolicLink, command)
            XCTAssertTrue(
                try String(contentsOfFile: folder.path + "/kept/target.flow.yaml", encoding: .utf8)
                    .contains("expect: {leaks: none}"), command)
        }
    }

    func testInitWithAnEmptyPathIsAnError() throws {
        let folder = try TemporaryFolder(self)
        let (status, text) = try run(["init", ""], in: folder.path)
        XCTAssertEqual(status, 2, text)
        XCTAssertTrue(text.contains("the folder is empty"), text)
        XCTAssertEqual(try folder.contents(), [])
    }
}
