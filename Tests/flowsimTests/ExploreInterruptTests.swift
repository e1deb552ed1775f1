import FlowKit
import Foundation
import XCTest

@testable import flowsim

/// Ctrl-C during `explore`: the walk stops as a bound would, the report of what was found so
/// far is printed and says "stopped: interrupted", and the process exits 130 (the shell's code
/// for SIGINT). It had printed one line and no report.
final class ExploreInterruptTests: XCTestCase {
    /// An app of 40 independent switches: 2^40 states, a walk no test sees the end of.
    private static let endless =
        "app: Switches\nstate:\n"
        + (0..<40).map { "  k\($0): {default: false}\n" }.joined()
        + "launch:\n  - state: start\n    root: Main\nflows:\n  Main: {stack: [Home]}\n"
        + "screens:\n  Home:\n    actions:\n"
        + (0..<40).map { "      on\($0): [set: {k\($0): true}]\n" }.joined()

    func testCtrlCDuringExplorePrintsAPartialReportAndExits130() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file("switches.app.yaml", Self.endless)
        let errors = folder.path + "/stderr"
        let output = folder.path + "/stdout"
        FileManager.default.createFile(atPath: errors, contents: nil)
        FileManager.default.createFile(atPath: output, contents: nil)
        // The handler is installed once the app is read; a signal before that would end the
        // process as SIGINT does by default, so the test waits for the walk to be under way
        // (a longer wait the second time, on a machine busy enough to need it).
        var attempt = 0
        while true {
            attempt += 1
            let process = Process()
            process.executableURL = FlowsimBinary.productsDirectory.appendingPathComponent(
                "flowsim")
            process.arguments = ["explore", "--app", app, "--max-states", "100000000"]
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
            try process.run()
            usleep(useconds_t(attempt * 1_500_000))
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal, attempt < 3 { continue }
            XCTAssertEqual(process.terminationReason, .exit)
            XCTAssertEqual(process.terminationStatus, 130)
            break
        }
        // (a debug build says so on its first line)
        let stderr = try String(contentsOfFile: errors, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).filter { !$0.hasPrefix("note: this flowsim is a debug build") }.joined(separator: "\n")
        XCTAssertFalse(stderr.contains("no report was written"), stderr)
        XCTAssertTrue(stderr.hasPrefix("explored "), stderr)
        XCTAssertFalse(stderr.contains("\u{1B}"), "no terminal, no line to clear")
        let report = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(report.hasPrefix("explored Switches ("), report)
        XCTAssertTrue(
            report.contains("\n  incomplete: stopped: interrupted (Ctrl-C); "), report)
        XCTAssertTrue(report.hasSuffix("\nno problems found\n"), report)
    }

    /// The count is written by the handler without allocating: grouped digits at a buffer's end.
    func testTheHandlersDigitsAreGrouped() {
        for (n, text) in [
            (0, "0"), (-5, "0"), (999, "999"), (1_000, "1,000"), (1_234_567, "1,234,567"),
            (Int.max, "9,223,372,036,854,775,807"),
        ] {
            XCTAssertEqual(GroupedDigits(n).text, text)
        }
    }
}
