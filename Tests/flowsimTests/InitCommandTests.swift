import Foundation
import XCTest

@testable import flowsim

/// `flowsim init`: a starter app file and a first scenario, green from the start, never overwriting.
final class InitCommandTests: XCTestCase {
    private struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs the built `flowsim` in `folder`, as a user would.
    private func flowsim(_ arguments: [String], in folder: String) throws -> Result {
        #if os(macOS)
            let products =
                Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
                .deletingLastPathComponent() ?? Bundle.main.bundleURL
        #else
            let products = Bundle.main.bundleURL
        #endif
        let executable = products.appendingPathComponent("flowsim")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("no flowsim executable at \(executable.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    func testInitInAnEmptyFolderThenRunThereIsGreen() throws {
        let folder = try TemporaryFolder(self)
        let initialised = try flowsim(["init"], in: folder.path)
        XCTAssertEqual(initialised.status, 0, initialised.error)
        XCTAssertEqual(initialised.error, "")
        XCTAssertTrue(
            initialised.output.hasPrefix("wrote app.app.yaml\nwrote scenarios/first.flow.yaml\n"),
            initialised.output)
        XCTAssertEqual(try folder.contents(), ["app.app.yaml", "scenarios"])

        let run = try flowsim(["run"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.output + run.error)
        XCTAssertTrue(run.output.contains("1 passed, 0 failed\n"), run.output)
        XCTAssertEqual(run.error, "")

        let check = try flowsim(["check", "."], in: folder.path)
        XCTAssertEqual(check.status, 0)
        XCTAssertEqual(check.error, "", "the starter files draw no warning")
        XCTAssertEqual(check.output, "checked 1 scenario and 1 app: no errors\n")
    }

    func testInitIntoANewFolderCreatesIt() throws {
        let folder = try TemporaryFolder(self)
        let result = try flowsim(["init", "flows/app"], in: folder.path)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("next: cd flows/app && flowsim run"), result.output)
        XCTAssertEqual(try folder.contents("flows/app/scenarios"), ["first.flow.yaml"])
        XCTAssertEqual(try flowsim(["run"], in: folder.path + "/flows/app").status, 0)
    }

    func testInitNeverOverwritesAndWritesNothingWhenOneFileIsThere() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("app.app.yaml", "mine\n")
        let result = try flowsim(["init"], in: folder.path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(
            result.error.hasPrefix(
                "error: 'app.app.yaml' already exists; flowsim init never overwrites, so nothing was written"
            ),
            result.error)
        XCTAssertEqual(
            try String(contentsOfFile: folder.path + "/app.app.yaml", encoding: .utf8), "mine\n")
        XCTAssertEqual(
            try folder.contents(), ["app.app.yaml"], "the scenario was not written either")
    }

    func testInitTakesOneFolder() {
        let console = CapturedConsole()
        var driver = FakeScenarioDriver()
        XCTAssertEqual(
            Flowsim.main(
                arguments: ["init", "a", "b"], context: console.context(), driver: &driver),
            .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix("error: 'init' takes one folder; got 2\n"), console.error)
    }

    func testTheStarterScenarioNamesTheStarterApp() {
        XCTAssertEqual(
            StarterFiles.files.map(\.path), ["app.app.yaml", "scenarios/first.flow.yaml"])
        XCTAssertTrue(StarterFiles.scenario.contains("app: ../app.app.yaml\n"))
    }
}
