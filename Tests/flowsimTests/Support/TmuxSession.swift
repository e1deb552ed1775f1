import Foundation
import XCTest

/// A program run under tmux on a server of the test's own, for tests of what a real terminal
/// shows: keys sent by their tmux names, text typed as it is, the screen read back.
final class TmuxSession {
    let socket = "flowsim-test-\(UUID().uuidString.prefix(8))"
    let home: URL

    /// `nil` (after skipping, or failing in CI) when tmux is not installed.
    static func start(
        _ test: XCTestCase, command: (_ home: String) -> String, columns: Int = 120
    ) throws -> TmuxSession {
        guard executable(named: "tmux") != nil else {
            let reason =
                "tmux is not installed, so the terminal test cannot run; install it (apt-get install -y tmux) to run it"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail(reason + " — .ci/run installs it in CI")
            }
            throw XCTSkip(reason)
        }
        let session = try TmuxSession()
        test.addTeardownBlock {
            _ = try? session.tmux(["kill-server"])
            try? FileManager.default.removeItem(at: session.home)
        }
        try session.tmux([
            "new-session", "-d", "-s", "t", "-x", String(columns), "-y", "40", "sh", "-c",
            command(session.home.path),
        ])
        return session
    }

    private init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flowsim-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs tmux through `system`, which waits for the client alone.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = home.appendingPathComponent("tmux-output")
        func quoted(_ s: String) -> String {
            "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let command = (["tmux", "-L", socket, "-f", "/dev/null"] + arguments).map(quoted).joined(
            separator: " ")
        let status = system(command + " > " + quoted(output.path) + " 2>/dev/null < /dev/null")
        guard status == 0 else { return "" }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "t"]) }

    /// Waits until the screen shows `text` (10 s at most), returning the screen.
    @discardableResult
    func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> String
    {
        var shown = ""
        for _ in 0..<200 {
            shown = try screen()
            if shown.contains(text) { return shown }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("the terminal never showed '\(text)'; it shows:\n\(shown)", file: file, line: line)
        return shown
    }

    /// The last line starting with `prefix`, without trailing spaces.
    func line(startingWith prefix: String) throws -> String {
        let lines = try screen().split(separator: "\n", omittingEmptySubsequences: false)
        return lines.last { $0.hasPrefix(prefix) }.map {
            String($0).trimmingCharacters(in: .whitespaces)
        } ?? ""
    }

    /// Presses keys by their tmux names (`Tab`, `Enter`, `C-c`).
    func keys(_ keys: String...) throws { try press(keys) }

    /// Presses keys by their tmux names, given as a list.
    func press(_ keys: [String]) throws {
        try tmux(["send-keys", "-t", "t"] + keys)
        Thread.sleep(forTimeInterval: 0.15)
    }

    /// Types text as it is.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "t", "-l", text])
        Thread.sleep(forTimeInterval: 0.15)
    }
}
