import Foundation
import Scenarios
import XCTest

@testable import flowsim

/// `flowsim run --coverage` keeps each app's exploration in the user's cache: a second run with
/// the same app file explores nothing and reports the same, and the cache is written and read by
/// the rules every file flowsim writes follows.
final class CoverageCacheTests: XCTestCase {
    static let app =
        "app: A\nlaunch:\n  - state: any\n    root: Main\nflows:\n  Main:\n    stack: [Home]\nscreens:\n  Home:\n    actions:\n      open: {push: Detail}\n  Detail: {}\n  Orphan: {}\n"
    static let scenario = "scenario: S\napp: a.app.yaml\nsteps:\n  - launch\n  - tap: open\n"

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.file("s/a.app.yaml", Self.app)
        try folder.file("s/s.flow.yaml", Self.scenario)
        return folder
    }

    /// Runs `flowsim run s --coverage` with `FLOWSIM_CACHE_DIR=cache`; the coverage report.
    private func run(_ folder: TemporaryFolder, cache: String?) throws -> String {
        var driver = LiveScenarioDriver()
        let console = CapturedConsole()
        let environment = cache.map { ["FLOWSIM_CACHE_DIR": $0] } ?? [:]
        let status = Flowsim.main(
            arguments: ["run", folder.path + "/s", "--coverage"],
            context: console.context(environment: environment), driver: &driver)
        XCTAssertEqual(status, .success, console.output + console.error)
        let start = try XCTUnwrap(console.output.range(of: "coverage")).lowerBound
        return String(console.output[start...])
    }

    private func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func testASecondRunReadsTheEntryTheFirstWrote() throws {
        let folder = try project()
        let cache = folder.path + "/cache"
        let first = try run(folder, cache: cache)
        XCTAssertTrue(first.contains("explored: every reachable state"), first)
        let names = entries(cache + "/coverage")
        XCTAssertEqual(names.count, 1, "\(names)")
        let entry = cache + "/coverage/" + names[0]
        let attributes = try FileManager.default.attributesOfItem(atPath: entry)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: cache + "/coverage")
        XCTAssertEqual((folderAttributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        XCTAssertEqual(try run(folder, cache: cache), first)

        // The entry is what the second run read: one that says the walk saw 7 states is believed.
        let text = try String(contentsOfFile: entry, encoding: .utf8)
        let planted = text.replacingOccurrences(
            of: try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("states ") }),
            with: "states 7")
        try planted.write(toFile: entry, atomically: true, encoding: .utf8)
        XCTAssertTrue(try run(folder, cache: cache).contains("every reachable state, 7 in all"))

        // A changed app file is another entry.
        try folder.file("s/a.app.yaml", Self.app + "# changed\n")
        XCTAssertEqual(try run(folder, cache: cache), first)
        XCTAssertEqual(entries(cache + "/coverage").count, 2)
    }

    func testAnEntryThatIsNotARegularFileOrDoesNotReadBackIsExploredAgain() throws {
        let folder = try project()
        let cache = folder.path + "/cache"
        let first = try run(folder, cache: cache)
        let name = try XCTUnwrap(entries(cache + "/coverage").first)
        let entry = cache + "/coverage/" + name
        let written = try String(contentsOfFile: entry, encoding: .utf8)
        // Garbage: explored again and written over.
        try "flowsim coverage cache 1\nstates lots\n".write(
            toFile: entry, atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(folder, cache: cache), first)
        XCTAssertEqual(CoverageCache.readEntry(entry), written)
        // A symbolic link, even to a good entry, is not read.
        try FileManager.default.moveItem(atPath: entry, toPath: folder.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: entry, withDestinationPath: folder.path + "/elsewhere")
        XCTAssertNil(CoverageCache.readEntry(entry))
        XCTAssertEqual(try run(folder, cache: cache), first)
    }

    func testAnEmptyCacheFolderTurnsTheCacheOff() throws {
        let folder = try project()
        XCTAssertNil(
            CoverageCache(environment: ["FLOWSIM_CACHE_DIR": "", "HOME": "/home/u"]).folder)
        XCTAssertEqual(
            CoverageCache(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/home/u"]).folder,
            "/x/flowsim/coverage/")
        #if os(Linux)
            XCTAssertEqual(
                CoverageCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])
                    .folder,
                "/home/u/.cache/flowsim/coverage/")
        #endif
        _ = try run(folder, cache: "")
        XCTAssertEqual(entries(folder.path), ["s"])
    }
}
