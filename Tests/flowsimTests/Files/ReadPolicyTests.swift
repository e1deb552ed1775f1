import Foundation
import Scenarios
import XCTest

@testable import flowsim

/// Which files flowsim reads: the project as the boundary for `app:` and `run:`, the folder
/// walk's symbolic links, `--allow-outside`, and files that are not YAML documents; through the
/// built binary, as a user runs it.
final class ReadPolicyTests: XCTestCase {
    static let app =
        "app: A\nlaunch:\n  - state: any\n    root: Main\nflows:\n  Main:\n    stack: [Home]\nscreens:\n  Home: {}\n"

    private func scenario(_ app: String, steps: String = "[launch]") -> String {
        "scenario: S\napp: \(app)\nsteps: \(steps)\n"
    }

    private func run(_ arguments: [String], in folder: String) throws -> (
        status: Int32, text: String
    ) {
        let result = try FlowsimBinary.run(arguments, in: URL(fileURLWithPath: folder))
        return (result.status, result.stdout + result.stderr)
    }

    private func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// The layout the installation guide recommends, run from a scenario's own folder and from
    /// `scenarios`, with no flag.
    func testRunningAScenarioFromItsOwnFolderInsideTheProjectNeedsNoFlag() throws {
        for marker in [".git", "Package.swift"] {
            let folder = try TemporaryFolder(self)
            try folder.file("project/\(marker)", "")
            try folder.file("project/scenarios/apps/locals.app.yaml", Self.app)
            try folder.file(
                "project/scenarios/locals/cancelled.flow.yaml",
                scenario("../apps/locals.app.yaml"))
            let own = try run(
                ["run", "cancelled.flow.yaml"], in: folder.path + "/project/scenarios/locals")
            XCTAssertEqual(own.status, 0, "\(marker): \(own.text)")
            XCTAssertTrue(own.text.contains("1 passed, 0 failed"), own.text)
            let all = try run(["run", "."], in: folder.path + "/project/scenarios")
            XCTAssertEqual(all.status, 0, "\(marker): \(all.text)")
        }
    }

    /// Without `.git` or `Package.swift` above, the folders given are the boundary, as before.
    func testOutsideAProjectTheFoldersGivenAreTheBoundary() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("apps/locals.app.yaml", Self.app)
        try folder.file("locals/cancelled.flow.yaml", scenario("../apps/locals.app.yaml"))
        let refused = try run(["run", "cancelled.flow.yaml"], in: folder.path + "/locals")
        XCTAssertEqual(refused.status, 2, refused.text)
        XCTAssertTrue(refused.text.contains("outside the project"), refused.text)
    }

    /// However wide the project, `/proc`, `/sys` and `/dev` are never read.
    func testTheSystemsFoldersAreRefusedEvenWhenTheProjectIsTheWholeDisk() {
        let policy = PathPolicy(allowedFolders: ["/"])
        XCTAssertNotNil(policy.refusalReason(of: "/proc/self/x.app.yaml", key: "app"))
        XCTAssertNotNil(policy.refusalReason(of: "/dev/x.flow.yaml", key: "run"))
        XCTAssertNil(policy.refusalReason(of: "/tmp/x.app.yaml", key: "app"))
        XCTAssertFalse(policy.isAllowed("/sys/kernel"))
        XCTAssertTrue(policy.isAllowed("/procedures/a"))
    }

    func testTheFolderWalkFollowsNoLinkOutOfTheProject() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("outside/creds", "scenario: x\nSECRET: hunter2\n")
        try folder.file("project/.git", "")
        try folder.file("project/s/ok.app.yaml", Self.app)
        try folder.file("project/s/ok.flow.yaml", scenario("ok.app.yaml"))
        // Read through the link as `s/shared/inner.flow.yaml`: `../ok.app.yaml` is `s/ok.app.yaml`.
        try folder.file("project/shared/inner.flow.yaml", scenario("../ok.app.yaml"))
        let s = folder.path + "/project/s"
        try link(s + "/env.flow.yaml", to: "/proc/self/environ")
        try link(s + "/x.flow.yaml", to: "../../outside/creds")
        try link(s + "/root", to: "/")
        try link(s + "/shared", to: "../shared")

        let (status, text) = try run(["run", "s"], in: folder.path + "/project")
        XCTAssertEqual(status, 2, text)
        XCTAssertTrue(
            text.contains(
                "error: 's/env.flow.yaml' is a symbolic link to '/proc/self/environ'"), text)
        XCTAssertTrue(
            text.contains("error: 's/x.flow.yaml' is a symbolic link to '../../outside/creds'"),
            text)
        XCTAssertTrue(text.contains("outside the project; it was not read"), text)
        XCTAssertTrue(
            text.contains(
                "warning: skipped 's/root', a symbolic link to '/', outside the project; it was not searched"
            ),
            text)
        XCTAssertFalse(text.contains("hunter2"), text)
        XCTAssertFalse(text.contains("PATH="), text)
        // A link inside the project is followed: only the refused links stop the run.
        let inside = try run(["run", "s/shared"], in: folder.path + "/project")
        XCTAssertEqual(inside.status, 0, inside.text)
    }

    /// Going down into folders and back up (through a link or not) keeps the walk's order.
    func testTheWalkFindsEveryFileAroundALinkedFolderInOrder() throws {
        let folder = try TemporaryFolder(self)
        try folder.file(".git", "")
        for file in [
            "shared/in/x.flow.yaml", "s/b/c/d/y.flow.yaml", "s/e.flow.yaml", "s/z.flow.yaml",
        ] {
            try folder.file(file, "")
        }
        try link(folder.path + "/s/a", to: "../shared")
        try link(folder.path + "/s/f", to: "b/c")
        let found = ScenarioDiscovery(
            paths: [folder.path + "/s"], includesApps: false,
            policy: PathPolicy(allowedFolders: [folder.path])
        ).scenarioFiles.map { String($0.dropFirst(folder.path.count + 1)) }
        XCTAssertEqual(
            found, ["s/a/in/x.flow.yaml", "s/b/c/d/y.flow.yaml", "s/e.flow.yaml", "s/z.flow.yaml"])
    }

    func testAFileThatIsNotAYAMLDocumentIsNeverQuoted() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("project/.git", "")
        try folder.file(
            "project/s/environ.flow.yaml", "PATH=/usr/bin\u{0}SECRET=hunter2\u{0}HOME=/root\u{0}")
        let (status, text) = try run(["run", "s"], in: folder.path + "/project")
        XCTAssertEqual(status, 2, text)
        XCTAssertTrue(text.contains("control character U+0000 is not allowed in YAML"), text)
        XCTAssertFalse(text.contains("hunter2"), text)
        XCTAssertEqual(text.components(separatedBy: "control character").count, 2, text)
    }

    func testARunTargetsOwnAppIsReadUnderThePathPolicy() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("outside/other.app.yaml", Self.app.replacingOccurrences(of: "A", with: "B"))
        try folder.file("project/.git", "")
        try folder.file("project/s/ok.app.yaml", Self.app)
        try folder.file(
            "project/s/a.flow.yaml", scenario("ok.app.yaml", steps: "[launch, run: b.flow.yaml]"))
        try folder.file("project/s/b.flow.yaml", scenario("../../outside/other.app.yaml"))
        let (status, text) = try run(["run", "s/a.flow.yaml"], in: folder.path + "/project")
        XCTAssertEqual(status, 2, text)
        XCTAssertTrue(text.contains("s/b.flow.yaml:2:6: error: app: names '"), text)
        XCTAssertTrue(text.contains("other.app.yaml"), text)
        XCTAssertTrue(text.contains("outside the project"), text)
    }

    func testAllowOutsideAMissingFolderIsAnErrorNotItsParent() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("project/s/ok.app.yaml", Self.app)
        try folder.file("project/s/ok.flow.yaml", scenario("ok.app.yaml"))
        for command in ["run", "check"] {
            let (status, text) = try run(
                [command, "s", "--allow-outside", "/x-missing-\(UUID().uuidString)"],
                in: folder.path + "/project")
            XCTAssertEqual(status, 2, text)
            XCTAssertTrue(text.contains("does not exist; --allow-outside takes a folder"), text)
        }
        XCTAssertEqual(PathPolicy(paths: [], allowing: ["/x-missing/y"]).isAllowed("/etc"), false)
    }

    func testAFailingScenarioInAFolderWhoseNameIsNotUTF8ExitsTwo() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("project/s/ok.app.yaml", Self.app)
        // A scenario that fails (its app is missing) inside a folder named `bad\xFF`.
        let bad = Array((folder.path + "/project/s/bad").utf8) + [0xFF]
        XCTAssertEqual(Self.withCPath(bad) { mkdir($0, 0o755) }, 0)
        let file = bad + Array("/fails.flow.yaml".utf8)
        let descriptor = Self.withCPath(file) { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let bytes = Array(scenario("missing.app.yaml").utf8)
        XCTAssertEqual(write(descriptor, bytes, bytes.count), bytes.count)
        close(descriptor)
        let (status, text) = try run(["run", "s"], in: folder.path + "/project")
        XCTAssertEqual(status, 2, text)
        XCTAssertTrue(
            text.contains(
                "error: cannot search the folder 's/bad\\xFF': its name is not valid UTF-8"), text)
    }

    private static func withCPath<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T? {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }
}
