import Foundation
import XCTest

/// `flowsim repl` under a real terminal, in tmux: completion, editing keys, history, and the
/// terminal's settings the same after `:quit` and after SIGTERM as before.
final class ReplTerminalTests: XCTestCase {
    func testCompletionHistoryAndEditingWorkAndTheTerminalIsRestored() throws {
        let flowsim = FlowsimBinary.productsDirectory.appendingPathComponent("flowsim").path
        let root = ReplCommandTests.packageRoot.path
        // `timeout` ends a session the test left behind (a failed wait); --foreground lets it read the terminal.
        let repl =
            "timeout --foreground 60 \(flowsim) repl --app scenarios/apps/locals.app.yaml --given isFirstLaunched=false"
        let session = try TmuxSession.start(self) { h in
            "cd \(root) && stty -g > \(h)/before; HOME=\(h) NO_COLOR=1 \(repl); stty -g > \(h)/after-quit; echo FIRST-DONE; "
                + "HOME=\(h) \(repl); stty -g > \(h)/after-term; echo SECOND-DONE; sleep 5"
        }
        let home = session.home
        func promptLine() throws -> String { try session.line(startingWith: "flowsim> ") }
        func waitFor(_ text: String, line: UInt = #line) throws {
            try session.waitFor(text, line: line)
        }
        func keys(_ keys: String...) throws { try session.press(keys) }
        func type(_ text: String) throws { try session.type(text) }
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
        let shell = try session.tmux(["list-panes", "-t", "t", "-F", "#{pane_pid}"])
            .trimmingCharacters(
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
