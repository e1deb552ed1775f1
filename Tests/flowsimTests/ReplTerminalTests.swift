import Foundation
import XCTest

/// `flowsim repl` under a real terminal, in tmux: completion, editing keys, history, and the
/// terminal's settings the same after `:quit` and after SIGTERM as before.
final class ReplTerminalTests: XCTestCase {
    private var socket = ""
    private var home: URL!

    override func tearDown() {
        if !socket.isEmpty, home != nil { _ = try? tmux(["kill-server"]) }
        if let home { try? FileManager.default.removeItem(at: home) }
    }

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs tmux on the test's own server. Through `system`, which waits for the client alone:
    /// Foundation's Process would also wait for the server that new-session leaves running.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
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

    private func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "repl"]) }

    /// Waits until the screen shows `text` (10 s at most), returning the screen.
    @discardableResult
    private func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
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

    /// The line the cursor is on (the prompt line), without trailing spaces.
    private func promptLine() throws -> String {
        let lines = try screen().split(separator: "\n", omittingEmptySubsequences: false)
        return lines.last { $0.hasPrefix("flowsim> ") }.map {
            String($0).trimmingCharacters(in: .whitespaces)
        } ?? ""
    }

    /// Presses keys by their tmux names (`Tab`, `C-a`, `Up`, `DC` for Delete).
    private func keys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "repl"] + keys)
        Thread.sleep(forTimeInterval: 0.15)
    }

    /// Types text as it is.
    private func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "repl", "-l", text])
        Thread.sleep(forTimeInterval: 0.15)
    }

    func testCompletionHistoryAndEditingWorkAndTheTerminalIsRestored() throws {
        guard Self.executable(named: "tmux") != nil else {
            let reason =
                "tmux is not installed, so the terminal test cannot run; install it (apt-get install -y tmux) to run it"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                return XCTFail(reason + " — .ci/run installs it in CI")
            }
            throw XCTSkip(reason)
        }
        socket = "flowsim-test-\(UUID().uuidString.prefix(8))"
        home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flowsim-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let flowsim = FlowsimBinary.productsDirectory.appendingPathComponent("flowsim").path
        let root = ReplCommandTests.packageRoot.path
        let h = home.path
        // `timeout` ends a session the test left behind (a failed wait); --foreground lets it read the terminal.
        let repl =
            "timeout --foreground 60 \(flowsim) repl --app scenarios/apps/locals.app.yaml --given isFirstLaunched=false"
        let script =
            "cd \(root) && stty -g > \(h)/before; HOME=\(h) NO_COLOR=1 \(repl); stty -g > \(h)/after-quit; echo FIRST-DONE; "
            + "HOME=\(h) \(repl); stty -g > \(h)/after-term; echo SECOND-DONE; sleep 5"
        try tmux(["new-session", "-d", "-s", "repl", "-x", "120", "-y", "40", "sh", "-c", script])
        try waitFor("flowsim>")  // capture-pane drops trailing spaces

        // Completion of a step keyword, then of a tab name.
        try keys("lau", "Tab")
        XCTAssertEqual(try promptLine(), "flowsim> launch")
        try keys("Enter")
        try waitFor("ok: launch")
        try keys("sel", "Tab", "comm", "Tab")
        XCTAssertEqual(try promptLine(), "flowsim> select: community")
        try keys("Enter")
        try waitFor("▸ community  [ChannelList]")

        // Editing: Home, Delete, End, Left, BSpace, Ctrl-A/E, Ctrl-K, Ctrl-W, Ctrl-U.
        try type("xyz tap: open(channel=generalX)")
        try keys("Home", "DC", "DC", "DC", "DC", "End", "Left", "BSpace")
        XCTAssertEqual(try promptLine(), "flowsim> tap: open(channel=general)")
        try keys("M-b")
        try type("my")
        XCTAssertEqual(
            try promptLine(), "flowsim> tap: open(channel=mygeneral)",
            "Alt-b moved to the start of the word")
        try keys("BSpace", "BSpace", "C-a")
        try type("zz")
        try keys("C-e")
        try type(" junk")
        try keys("C-w", "BSpace", "C-a", "DC", "DC")
        try keys("C-e")
        try type(" extra")
        try keys("Left", "Left", "Left", "Left", "Left", "Left", "C-k")
        XCTAssertEqual(try promptLine(), "flowsim> tap: open(channel=general)")
        try keys("Enter")
        try waitFor("ok: tap: open(channel=general)")

        // History: up twice brings back the select; down comes forward again; Ctrl-U clears.
        try keys("Up", "Up")
        XCTAssertEqual(try promptLine(), "flowsim> select: community")
        try keys("Down")
        XCTAssertEqual(try promptLine(), "flowsim> tap: open(channel=general)")
        try keys("C-u")
        try type("back")
        try keys("Enter")
        try waitFor("ok: back")

        // A bad line gets the scenario message with its column, and the session goes on.
        try type("select: comunity")
        try keys("Enter")
        try waitFor("<repl>:5:9: error: unknown tab 'comunity'; did you mean 'community'?")
        try type(":quit")
        try keys("Enter")
        try waitFor("FIRST-DONE")
        let before = try String(contentsOf: home.appendingPathComponent("before"), encoding: .utf8)
        XCTAssertEqual(
            try String(contentsOf: home.appendingPathComponent("after-quit"), encoding: .utf8),
            before,
            "the terminal's settings after :quit are those before")
        let history = try String(
            contentsOf: home.appendingPathComponent(".flowsim_history"), encoding: .utf8)
        XCTAssertEqual(
            history,
            "launch\nselect: community\ntap: open(channel=general)\nback\nselect: comunity\n:quit\n"
        )

        // The second run: history from the first is there; SIGTERM restores the terminal too.
        try waitFor("Ctrl-D leaves.")
        try keys("Up")
        XCTAssertEqual(try promptLine(), "flowsim> :quit")
        let shell = try tmux(["list-panes", "-t", "repl", "-F", "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let children = Process()
        children.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The shell's only child now is the `timeout` this test started, which passes SIGTERM on to flowsim.
        children.arguments = ["-c", "kill -TERM $(ps -o pid= --ppid \(shell))"]
        try children.run()
        children.waitUntilExit()
        try waitFor("SECOND-DONE")
        XCTAssertEqual(
            try String(contentsOf: home.appendingPathComponent("after-term"), encoding: .utf8),
            before,
            "the terminal's settings after SIGTERM are those before")
    }
}
