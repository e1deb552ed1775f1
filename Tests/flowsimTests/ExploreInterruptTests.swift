import FlowKit
import Foundation
import XCTest

@testable import flowsim

/// Ctrl-C during `explore`: one clean line says it was interrupted, how far it had come and that
/// no report was written, and the process exits 130 (the shell's code for SIGINT); a progress
/// line on a terminal is cleared first. It had left the progress line half-drawn and said nothing.
final class ExploreInterruptTests: XCTestCase {
    /// An app of 40 independent switches: 2^40 states, a walk no test sees the end of.
    private static let endless =
        "app: Switches\nstate:\n"
        + (0..<40).map { "  k\($0): {default: false}\n" }.joined()
        + "launch:\n  - state: start\n    root: Main\nflows:\n  Main: {stack: [Home]}\n"
        + "screens:\n  Home:\n    actions:\n"
        + (0..<40).map { "      on\($0): [set: {k\($0): true}]\n" }.joined()

    func testCtrlCDuringExploreSaysItWasInterruptedAndExits130() throws {
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
        XCTAssertTrue(stderr.hasPrefix("flowsim explore: interrupted after "), stderr)
        XCTAssertTrue(
            stderr.hasSuffix(
                " states; no report was written (--max-states or --depth bound the walk, and the report comes sooner)\n"
            ), stderr)
        XCTAssertFalse(stderr.contains("\u{1B}"), "no terminal, no line to clear")
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "", "no partial report")
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
