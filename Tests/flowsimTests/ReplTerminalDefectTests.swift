import Foundation
import XCTest

/// The REPL's defects on a real terminal, in tmux: the app's escape sequences are shown, not
/// obeyed (a name holding `ESC[2J` cleared the screen); a button YAML reads as a Boolean is
/// completed quoted and then accepted; a pending request's outcomes complete after `respond:`;
/// a long pasted line ends on screen with the cursor after it.
final class ReplTerminalDefectTests: XCTestCase {
    static let app = #"""
        app: "Evil\u001B[2J\u0007"
        launch:
          - state: start
            root: Main
        flows:
          Main: {stack: [Ask]}
        screens:
          Ask:
            actions:
              question: [alert: {title: "Sure\u001B[31m", buttons: ["Yes", "No"]}]
              load:
                request: fetch
                outcomes:
                  success: []
                  failure: []
        """#

    func testTheTerminalShowsTheAppsEscapesAndTakesWhatItOffers() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file("evil.app.yaml", Self.app)
        let flowsim = FlowsimBinary.productsDirectory.appendingPathComponent("flowsim").path
        let tmux = try TmuxSession.start(self) { home in
            "HOME=\(home) NO_COLOR=1 timeout --foreground 60 \(flowsim) repl --app \(app); echo REPL-DONE; sleep 5"
        }
        // The banner shows the name's escapes spelled out, and the screen was not cleared.
        let banner = try tmux.waitFor("flowsim>")
        XCTAssertTrue(banner.contains(#"flowsim repl: Evil\u{1B}[2J\u{7} ("#), banner)
        try tmux.type("launch")
        try tmux.keys("Enter")
        try tmux.waitFor("ok: launch")
        try tmux.type("tap: question")
        try tmux.keys("Enter")
        let asked = try tmux.waitFor(#"alert: "Sure\u{1B}[31m" [Yes, No]"#)
        XCTAssertTrue(asked.contains(#"flowsim repl: Evil"#), "nothing cleared the screen")
        XCTAssertTrue(asked.contains(#"actions: alert: "Yes", alert: "No""#), asked)
        // Offered quoted, and taken.
        try tmux.type("alert: Y")
        try tmux.keys("Tab")
        XCTAssertEqual(try tmux.line(startingWith: "flowsim> "), #"flowsim> alert: "Yes""#)
        try tmux.keys("Enter")
        try tmux.waitFor(#"ok: alert: "Yes""#)
        // respond: completes the pending request's outcomes.
        try tmux.type("tap: load")
        try tmux.keys("Enter")
        try tmux.waitFor("ok: tap: load")
        try tmux.type("respond: fetch.s")
        try tmux.keys("Tab")
        XCTAssertEqual(try tmux.line(startingWith: "flowsim> "), "flowsim> respond: fetch.success")
        try tmux.keys("C-u")
        // A pasted line of 2,000 characters: its end on screen, the cursor after it.
        try tmux.type(String(repeating: "x", count: 1_996) + "TAIL")
        let pasted = try tmux.waitFor("xxxxTAIL")
        XCTAssertTrue(
            pasted.split(separator: "\n").contains {
                $0.hasPrefix("flowsim> x") && $0.hasSuffix("TAIL")
            },
            pasted)
        try tmux.keys("C-u")
        try tmux.type(":quit")
        try tmux.keys("Enter")
        try tmux.waitFor("REPL-DONE")
    }
}
