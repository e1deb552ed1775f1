import Foundation
import XCTest

/// A missing `python3` or PyYAML fails (in CI) or skips (elsewhere) the tests that need it, with
/// a message naming what to install, and never kills the test process (item 12: the
/// child exited without reading its input, and the write to its pipe raised SIGPIPE, signal 13).
final class PythonToolTests: XCTestCase {
    func testAChildThatExitsWithoutReadingItsInputIsAClearErrorNotASignal() throws {
        // 1 MB of input is far more than a pipe holds: the writer is still writing when the child has gone.
        let input = [String](repeating: String(repeating: "x", count: 1_000), count: 1_000)
        XCTAssertThrowsError(
            try YAMLTestSupport.runPythonOrThrow("import sys; sys.exit(3)", input: input)
        ) { error in
            XCTAssertTrue(
                "\(error)".contains(
                    "PyYAML is not installed for python3; install it (python3 -m pip install pyyaml)"
                ), "\(error)")
        }
        // Still alive, and able to run the child again.
        XCTAssertThrowsError(
            try YAMLTestSupport.runPythonOrThrow("import sys; sys.exit(3)", input: input))
    }

    func testAMissingInterpreterNamesWhatToInstall() throws {
        XCTAssertThrowsError(
            try YAMLTestSupport.runPythonOrThrow(
                "pass", input: ["x"], interpreter: "python3-that-does-not-exist")
        ) { error in
            XCTAssertTrue(
                "\(error)".contains(
                    "python3-that-does-not-exist was not found; install Python 3 and PyYAML (python3 -m pip install pyyaml)"
                ), "\(error)")
        }
    }

    func testOutsideCIAMissingToolIsASkipThatSaysWhy() throws {
        guard ProcessInfo.processInfo.environment["CI"] == nil else {
            XCTAssertThrowsError(
                try YAMLTestSupport.runPython(
                    "pass", input: ["x"], interpreter: "python3-that-does-not-exist")
            ) { error in
                XCTAssertFalse(error is XCTSkip, "in CI a missing tool fails the test")
            }
            return
        }
        XCTAssertThrowsError(
            try YAMLTestSupport.runPython(
                "pass", input: ["x"], interpreter: "python3-that-does-not-exist")
        ) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
            XCTAssertTrue("\(error)".contains("install Python 3 and PyYAML"), "\(error)")
        }
    }
}
