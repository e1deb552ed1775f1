import Foundation
import XCTest

/// Golden tests of the built `flowsim` binary: every deliberately broken file under
/// `Fixtures/broken` gives the exit code and the output recorded in `Fixtures/broken/expected`.
///
/// To re-record after an intended change of wording: `FLOWSIM_RECORD_GOLDEN=1 swift test --filter GoldenTests`,
/// then read every changed `.expected` file before committing it.
final class GoldenTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/broken")

    /// The command each fixture is checked with, relative to the fixtures folder.
    static func cases() throws -> [(name: String, arguments: [String])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        var result: [(String, [String])] = []
        for name in names {
            if name.hasSuffix(".flow.yaml") { result.append((name, ["run", name])) }
            if name.hasSuffix(".app.yaml") { result.append((name, ["check", name])) }
        }
        result.append(("cycle", ["run", "cycle/a.flow.yaml"]))
        result.append(
            (
                "baseline",
                ["review", "--app", "mini.app.yaml", "--baseline", "baseline/misspelt-key.yaml"]
            ))
        return result
    }

    func testEveryBrokenFileGivesItsRecordedOutputAndExitCode() throws {
        let record = ProcessInfo.processInfo.environment["FLOWSIM_RECORD_GOLDEN"] == "1"
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 30, "keep at least 30 broken files")
        var failures = 0
        for (name, arguments) in cases {
            let result = try FlowsimBinary.run(arguments, in: Self.fixtures)
            let actual =
                "$ flowsim \(arguments.joined(separator: " "))\nexit: \(result.status)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
            let expectedURL = Self.fixtures.appendingPathComponent("expected/\(name).expected")
            if record {
                try FileManager.default.createDirectory(
                    at: expectedURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
                XCTFail(
                    "\(name): no recorded output at \(expectedURL.path); record it with FLOWSIM_RECORD_GOLDEN=1"
                )
                failures += 1
                continue
            }
            if actual != expected {
                failures += 1
                XCTFail(
                    "\(name): output differs from \(expectedURL.lastPathComponent)\n--- expected\n\(expected)\n--- actual\n\(actual)"
                )
            }
        }
        XCTAssertEqual(failures, 0)
    }

    /// Independent of the recordings: every broken file exits non-zero and names a `path:line:column`.
    func testEveryBrokenFileExitsNonZeroWithALocation() throws {
        for (name, arguments) in try Self.cases() where name != "mini.app.yaml" {
            let result = try FlowsimBinary.run(arguments, in: Self.fixtures)
            XCTAssertTrue(
                result.status == 1 || result.status == 2, "\(name): exit \(result.status)")
            let output = result.stdout + result.stderr
            let pattern = try NSRegularExpression(pattern: #"[\w./-]+\.yaml:\d+:\d+: error: "#)
            XCTAssertNotNil(
                pattern.firstMatch(in: output, range: NSRange(output.startIndex..., in: output)),
                "\(name): no path:line:column error in\n\(output)")
            XCTAssertFalse(output.contains("Fatal error"), "\(name) crashed:\n\(output)")
        }
    }

    func testTheValidFixtureAppChecksClean() throws {
        let result = try FlowsimBinary.run(["check", "mini.app.yaml"], in: Self.fixtures)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }
}

/// Runs the `flowsim` executable that `swift build` made beside the test bundle.
enum FlowsimBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            return Bundle.main.bundleURL.deletingLastPathComponent()
        #else
            return Bundle.main.bundleURL
        #endif
    }

    static func run(
        _ arguments: [String], in directory: URL, environment extra: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("flowsim")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "GITHUB_ACTIONS")
        for (k, v) in extra { environment[k] = v }
        process.environment = environment
        // Output goes to files, so that neither stream can fill a pipe and block the child.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flowsim-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let outData = try Data(contentsOf: outURL)
        let errData = try Data(contentsOf: errURL)
        return Result(
            status: process.terminationStatus,
            stdout: normalize(String(decoding: outData, as: UTF8.self)),
            stderr: normalize(String(decoding: errData, as: UTF8.self)))
    }

    /// Timings vary from run to run: `(0.42 ms)` and `in 1.2 s` become `<time>`.
    static func normalize(_ text: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: #"\d+(\.\d+)?\s?(ms|µs|us|s)\b"#) else {
            return text
        }
        return regex.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "<time>")
    }
}
