import Foundation
import XCTest

@testable import flowsim

final class ScenarioDiscoveryTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self)
        for file in [
            "z.flow.yaml", "b/y.flow.yaml", "b/a.flow.yaml", "a/x.flow.yaml", "a-b/w.flow.yaml",
            "apps/a.app.yaml", ".hidden/h.flow.yaml", "b/readme.md", "b/.secret.flow.yaml",
        ] {
            try folder.file(file)
        }
    }

    private func relative(_ paths: [String]) -> [String] {
        paths.map { String($0.dropFirst(folder.path.count + 1)) }
    }

    func testSearchesFoldersRecursivelyInSortedOrderSkippingHiddenEntries() {
        let discovery = ScenarioDiscovery(paths: [folder.path], includesApps: false)
        // Sorted by name folder by folder: "a" comes before "a-b", so a/x before a-b/w.
        XCTAssertEqual(
            relative(discovery.scenarioFiles),
            ["a/x.flow.yaml", "a-b/w.flow.yaml", "b/a.flow.yaml", "b/y.flow.yaml", "z.flow.yaml"])
        XCTAssertEqual(discovery.appFiles, [])
        XCTAssertEqual(discovery.errors, [])
    }

    func testCollectsAppsOnlyWhenAsked() {
        XCTAssertEqual(
            relative(ScenarioDiscovery(paths: [folder.path], includesApps: true).appFiles),
            ["apps/a.app.yaml"])
    }

    func testKeepsThePathsAsTheUserWroteThem() {
        XCTAssertEqual(
            ScenarioDiscovery(paths: [folder.path + "/b/"], includesApps: false).scenarioFiles,
            [folder.path + "/b/a.flow.yaml", folder.path + "/b/y.flow.yaml"])
    }

    func testPathsComeInTheOrderGivenEachFileOnce() {
        let discovery = ScenarioDiscovery(
            paths: [folder.path + "/z.flow.yaml", folder.path + "/b", folder.path],
            includesApps: false)
        XCTAssertEqual(
            relative(discovery.scenarioFiles),
            ["z.flow.yaml", "b/a.flow.yaml", "b/y.flow.yaml", "a/x.flow.yaml", "a-b/w.flow.yaml"])
    }

    func testANamedFileIsTakenWhateverItsName() throws {
        let other = try folder.file("custom.yaml")
        XCTAssertEqual(
            ScenarioDiscovery(paths: [other], includesApps: false).scenarioFiles, [other])
    }

    func testMissingPathsAreErrors() {
        let discovery = ScenarioDiscovery(
            paths: [folder.path + "/nope", folder.path + "/a"], includesApps: false)
        XCTAssertEqual(discovery.errors, ["no such file or folder: '\(folder.path)/nope'"])
    }

    func testSymbolicLinkLoopsAreSearchedOnce() throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/b/loop", withDestinationPath: folder.path + "/b")
        let discovery = ScenarioDiscovery(paths: [folder.path + "/b"], includesApps: false)
        XCTAssertEqual(relative(discovery.scenarioFiles), ["b/a.flow.yaml", "b/y.flow.yaml"])
    }

    func testAFolderWithNothingToDoIsAWarning() throws {
        try FileManager.default.createDirectory(
            atPath: folder.path + "/empty", withIntermediateDirectories: true)
        XCTAssertEqual(
            ScenarioDiscovery(paths: [folder.path + "/empty"], includesApps: false).warnings,
            ["no scenario files (*.flow.yaml) in '\(folder.path)/empty'"])
        XCTAssertEqual(
            ScenarioDiscovery(paths: [folder.path + "/empty"], includesApps: true).warnings,
            ["no scenario or app files (*.flow.yaml, *.app.yaml) in '\(folder.path)/empty'"])
    }

    func testDefaultsToTheScenariosFolderWhenItExists() throws {
        XCTAssertNil(ScenarioDiscovery.defaultPaths(base: folder.path + "/"))
        try FileManager.default.createDirectory(
            atPath: folder.path + "/scenarios", withIntermediateDirectories: true)
        XCTAssertEqual(
            ScenarioDiscovery.defaultPaths(base: folder.path + "/"), [folder.path + "/scenarios"])
    }

    func testAnUnreadableFolderIsAnError() throws {
        try FileManager.default.createDirectory(
            atPath: folder.path + "/locked", withIntermediateDirectories: true)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0], ofItemAtPath: folder.path + "/locked")
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: folder.path + "/locked")
        }
        guard (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/locked")) == nil
        else {
            throw XCTSkip("running as a user who can read any folder (root)")
        }
        XCTAssertEqual(
            ScenarioDiscovery(paths: [folder.path + "/locked"], includesApps: false).errors,
            ["cannot read folder '\(folder.path)/locked': permission denied"])
    }
}
