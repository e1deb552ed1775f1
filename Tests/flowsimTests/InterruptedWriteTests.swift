import Foundation
import XCTest

/// An interrupted `--output` write: SIGINT and SIGTERM remove the temporary
/// file; a SIGKILL leaves one with an unmistakable name, which the next run removes.
///
/// The binary is made to wait with its temporary file in place
/// (`FLOWSIM_TEST_PAUSE_AFTER_TEMPORARY_FILE`), so the signal arrives at that moment, not by luck.
final class InterruptedWriteTests: XCTestCase {
    private func startRun(into folder: TemporaryFolder, pause: Bool) throws -> Process {
        let scenario = try folder.file(
            "s/a.flow.yaml", "scenario: A\napp: a.app.yaml\nsteps: [launch]\n")
        try folder.file(
            "s/a.app.yaml",
            "app: A\nlaunch:\n  - state: any\n    root: Main\nflows:\n  Main:\n    stack: [Home]\nscreens:\n  Home: {}\n"
        )
        let process = Process()
        process.executableURL = FlowsimBinary.productsDirectory.appendingPathComponent("flowsim")
        process.arguments = [
            "run", scenario, "--format", "json", "--output", folder.path + "/out/report.json",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["FLOWSIM_TEST_PAUSE_AFTER_TEMPORARY_FILE"] = pause ? "30" : nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The temporary files in `out`, waiting up to 20 s for one to appear.
    private func waitForTemporaryFile(in folder: TemporaryFolder) -> [String] {
        for _ in 0..<400 {
            let names = ((try? folder.contents("out")) ?? []).filter { $0.hasSuffix(".tmp") }
            if !names.isEmpty { return names }
            usleep(50_000)
        }
        return []
    }

    private func interrupt(with signal: Int32) throws {
        let folder = try TemporaryFolder(self)
        let process = try startRun(into: folder, pause: true)
        let temporary = waitForTemporaryFile(in: folder)
        XCTAssertEqual(temporary.count, 1, "the write never started")
        XCTAssertTrue(
            temporary.first?.hasPrefix(".report.json.flowsim-partial-\(process.processIdentifier)-")
                == true, "\(temporary)")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        XCTAssertEqual(
            process.terminationReason, .uncaughtSignal, "dies of the signal, as it would have")
        XCTAssertEqual(process.terminationStatus, signal)
        XCTAssertEqual(
            try folder.contents("out"), [],
            "the temporary file is removed and no report half-written")
    }

    func testSIGTERMRemovesTheTemporaryFile() throws {
        try interrupt(with: SIGTERM)
    }

    func testSIGINTRemovesTheTemporaryFile() throws {
        try interrupt(with: SIGINT)
    }

    func testASIGKILLLeftoverIsNamedForWhatItIsAndTheNextRunRemovesIt() throws {
        let folder = try TemporaryFolder(self)
        let killed = try startRun(into: folder, pause: true)
        let leftover = waitForTemporaryFile(in: folder)
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        XCTAssertEqual(try folder.contents("out"), leftover)
        XCTAssertEqual(leftover.count, 1)
        XCTAssertTrue(
            leftover.first?.contains(".flowsim-partial-\(killed.processIdentifier)-") == true,
            "\(leftover)")

        let next = try startRun(into: folder, pause: false)
        next.waitUntilExit()
        XCTAssertEqual(next.terminationStatus, 0)
        XCTAssertEqual(try folder.contents("out"), ["report.json"], "the leftover is gone")
    }
}
