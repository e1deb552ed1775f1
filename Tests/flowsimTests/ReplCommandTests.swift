import Foundation
import XCTest

/// `flowsim repl` as a built binary: a piped session saved and replayed by `flowsim run`, the
/// exit codes, the errors; and under a real terminal (tmux), editing, completion, history and
/// the terminal put back afterwards.
final class ReplCommandTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the binary with `input` on standard input (a file, so it reaches its end).
    static func run(_ arguments: [String], input: String, in directory: URL) throws
        -> FlowsimBinary.Result
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flowsim-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("stdin")
        try input.write(to: inputURL, atomically: true, encoding: .utf8)
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = FlowsimBinary.productsDirectory.appendingPathComponent("flowsim")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["HOME"] = folder.path
        process.environment = environment
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return FlowsimBinary.Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    func testAPipedSessionIsSavedAndTheSavedFileRunsGreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flowsim-repl-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = Self.packageRoot.appendingPathComponent("scenarios/apps/locals.app.yaml").path
        let saved = folder.appendingPathComponent("guest.flow.yaml").path
        let input = """
            launch
            expect: {root: Main, tab: recommend, session: none}
            select: community
            tap: open(channel=general)
            expect: {stack: [ChannelList, Chat(channel=general)], tabBar: hidden}
            tap: send
            expect: {alert: "로그인이 필요한 기능입니다."}
            alert: OK
            back
            expect: {top: ChannelList, tabBar: visible}
            :save \(saved)

            """
        let result = try Self.run(
            ["repl", "--app", app, "--given", "isFirstLaunched=false"], input: input, in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("flowsim>"), "no prompt when piped")
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no terminal codes when piped")
        XCTAssertEqual(
            result.stdout.split(separator: "\n").filter { $0.hasPrefix("ok") }.count, 10,
            result.stdout)
        XCTAssertTrue(
            result.stdout.hasSuffix(
                "saved 10 steps to \(saved); replay it with: flowsim run \(saved)\n"), result.stdout
        )
        // The app lies outside the folder the file is saved in: allow it, as a user would.
        let replay = try FlowsimBinary.run(
            ["run", saved, "--allow-outside", Self.packageRoot.path], in: folder)
        XCTAssertEqual(replay.status, 0, replay.stdout + replay.stderr)
        XCTAssertTrue(replay.stdout.contains("1 passed, 0 failed"), replay.stdout)
        // Saving again never replaces the file silently.
        let again = try Self.run(["repl", "--app", app], input: ":save \(saved)\n", in: folder)
        XCTAssertTrue(
            again.stdout.contains(
                "already exists; choose another name, or write :save! \(saved) to replace it"),
            again.stdout)
        XCTAssertTrue(try String(contentsOfFile: saved, encoding: .utf8).contains("tap: send"))
    }

    func testAFailedExpectExitsOneAndABadLineExitsTwoButTheSessionGoesOn() throws {
        let app = "scenarios/apps/locals.app.yaml"
        let failed = try Self.run(
            ["repl", "--app", app], input: "launch\nexpect: {root: Main}\nexpect: {top: Login}\n",
            in: Self.packageRoot)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(
            failed.stdout.contains(
                "<stdin>:2:10: failed: expected the window root 'Main' but it is 'Login'"),
            failed.stdout)
        XCTAssertTrue(
            failed.stdout.hasSuffix("ok: it holds\n"), "the session went on:\n\(failed.stdout)")
        let bad = try Self.run(
            ["repl", "--app", app], input: "lunch\nlaunch\n", in: Self.packageRoot)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(
            bad.stdout.hasPrefix(
                "<stdin>:1:1: error: unknown step 'lunch'; did you mean 'launch'?\n"), bad.stdout)
        XCTAssertTrue(bad.stdout.contains("ok: launch"), bad.stdout)
    }

    func testCommandLineErrors() throws {
        let noApp = try Self.run(["repl"], input: "", in: Self.packageRoot)
        XCTAssertEqual(noApp.status, 2)
        XCTAssertTrue(noApp.stderr.hasPrefix("error: missing '--app FILE'"), noApp.stderr)
        let badGiven = try Self.run(
            ["repl", "--app", "scenarios/apps/locals.app.yaml", "--given", "session=admin"],
            input: "", in: Self.packageRoot)
        XCTAssertEqual(badGiven.status, 2)
        XCTAssertTrue(
            badGiven.stderr.hasPrefix("--given:1:10: error: 'admin' is not a value of 'session'"),
            badGiven.stderr)
        let notPair = try Self.run(
            ["repl", "--app", "scenarios/apps/locals.app.yaml", "--given", "session"], input: "",
            in: Self.packageRoot)
        XCTAssertEqual(notPair.status, 2)
        XCTAssertTrue(notPair.stderr.contains("is not KEY=VALUE"), notPair.stderr)
    }
}
