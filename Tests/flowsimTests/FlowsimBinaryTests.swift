import Foundation
import XCTest

/// Golden tests of the built `flowsim` executable: its output streams and exit status.
///
/// They use inputs that any loader must reject, so they hold before and after the real
/// loader replaces the placeholder.
final class FlowsimBinaryTests: XCTestCase {
    private struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The folder holding the test bundle, where SwiftPM also puts the `flowsim` executable.
    private var productsFolder: URL {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    private func flowsim(
        _ arguments: [String], environment: [String: String] = [:], in folder: String? = nil
    ) throws -> Result {
        let executable = productsFolder.appendingPathComponent("flowsim")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("no flowsim executable at \(executable.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { mine, _ in mine }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    func testVersionExitsZero() throws {
        let result = try flowsim(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.hasPrefix("flowsim "), result.output)
        XCTAssertEqual(result.error, "")
    }

    func testUsageErrorGoesToStandardErrorWithStatusTwo() throws {
        let result = try flowsim(["run", "--format", "xml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(
            result.error.hasPrefix(
                "error: unknown format 'xml'; expected text, json, junit or tap\n"), result.error)
        XCTAssertFalse(result.error.contains("\u{1B}"), "a pipe is not a terminal: no colour")
    }

    func testUnreadableScenarioIsReportedWithItsPathAndStatusTwo() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("scenarios/broken.flow.yaml", "scenario: \"unterminated\nsteps: [\n")
        let result = try flowsim(["run"], environment: ["GITHUB_ACTIONS": "true"], in: folder.path)
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.hasPrefix("scenarios/broken.flow.yaml:"), result.error)
        XCTAssertTrue(result.error.contains(": error: "), result.error)
        let lines = result.error.split(separator: "\n")
        XCTAssertTrue(
            lines.contains { $0.hasSuffix(" error") || $0.hasSuffix(" errors") },
            "a count line: \(result.error)")
        XCTAssertTrue(
            result.error.contains("::error file=scenarios/broken.flow.yaml,line="), result.error)
        XCTAssertTrue(
            result.output.split(separator: "\n").contains("0 passed, 0 failed"), result.output)
    }

    func testCheckReportsTheSameFileAndStatusTwo() throws {
        let folder = try TemporaryFolder(self)
        let file = try folder.file("broken.flow.yaml", "scenario: \"unterminated\n")
        let result = try flowsim(["check", file])
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.hasPrefix("\(file):"), result.error)
        XCTAssertTrue(result.output.hasPrefix("checked 1 scenario and 0 apps: "), result.output)
    }

    func testNoPathsAndNoScenariosFolderIsAnError() throws {
        let folder = try TemporaryFolder(self)
        let result = try flowsim(["run"], in: folder.path)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.error.hasPrefix(
                "error: no paths given, and there is no 'scenarios' folder here"), result.error)
    }

    func testReportFileIsWrittenWhileTheTextGoesToStandardOutput() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("broken.flow.yaml", "scenario: \"unterminated\n")
        let result = try flowsim(
            ["run", "broken.flow.yaml", "--format=junit", "--output", "report.xml"], in: folder.path
        )
        XCTAssertEqual(result.status, 2)
        let report = try String(contentsOfFile: folder.path + "/report.xml", encoding: .utf8)
        XCTAssertTrue(report.contains("<error message="), report)
        XCTAssertTrue(result.output.contains("0 passed, 0 failed\n"), result.output)
        XCTAssertEqual(try folder.contents(), ["broken.flow.yaml", "report.xml"])
    }
}
