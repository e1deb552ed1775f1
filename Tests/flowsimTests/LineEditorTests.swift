import XCTest

@testable import flowsim

/// The line editor as a value: cursor moves, deletions, history and completion, no terminal.
final class LineEditorTests: XCTestCase {
    private let noCompletion: (String) -> (start: Int, candidates: [String]) = { _ in (0, []) }

    private func type(_ text: String, into editor: inout LineEditor) {
        for c in text { _ = editor.handle(.character(c), complete: noCompletion) }
    }

    private func press(_ keys: Key..., on editor: inout LineEditor) {
        for key in keys { _ = editor.handle(key, complete: noCompletion) }
    }

    func testTypingInsertsAtTheCursorAndArrowsMoveIt() {
        var e = LineEditor()
        type("tap: sed", into: &e)
        press(.left, on: &e)
        type("n", into: &e)
        XCTAssertEqual(e.text, "tap: send")
        XCTAssertEqual(e.cursor, 8)
        press(.right, .right, .right, on: &e)
        XCTAssertEqual(e.cursor, 9, "right stops at the end")
        press(.home, on: &e)
        XCTAssertEqual(e.cursor, 0)
        press(.left, on: &e)
        XCTAssertEqual(e.cursor, 0, "left stops at the start")
        press(.end, on: &e)
        XCTAssertEqual(e.cursor, 9)
    }

    func testWordMovesStopAtWordEdges() {
        var e = LineEditor()
        type("tap: open(channel=general)", into: &e)
        press(.wordLeft, on: &e)
        XCTAssertEqual(e.cursor, 18, "before 'general'")
        press(.wordLeft, .wordLeft, on: &e)
        XCTAssertEqual(e.cursor, 5, "before 'open'")
        press(.wordRight, on: &e)
        XCTAssertEqual(e.cursor, 9, "after 'open'")
    }

    func testDeletionKeys() {
        var e = LineEditor()
        type("select: community", into: &e)
        press(.backspace, on: &e)
        XCTAssertEqual(e.text, "select: communit")
        press(.home, .delete, on: &e)
        XCTAssertEqual(e.text, "elect: communit")
        press(.wordRight, .killToEnd, on: &e)
        XCTAssertEqual(e.text, "elect")
        type(": home", into: &e)
        press(.killWordBefore, on: &e)
        XCTAssertEqual(e.text, "elect: ")
        press(.left, .left, .killToStart, on: &e)
        XCTAssertEqual(e.text, ": ")
        XCTAssertEqual(e.cursor, 0)
        press(.endOfInput, on: &e)
        XCTAssertEqual(e.text, " ", "Ctrl-D on a non-empty line deletes forward")
    }

    func testEnterSubmitsRecordsHistoryAndClears() {
        var e = LineEditor()
        type("launch", into: &e)
        XCTAssertEqual(e.handle(.enter, complete: noCompletion), .submitted("launch"))
        XCTAssertEqual(e.text, "")
        XCTAssertEqual(e.history, ["launch"])
        XCTAssertEqual(e.handle(.enter, complete: noCompletion), .submitted(""))
        XCTAssertEqual(e.history, ["launch"], "an empty line is not kept")
        type("launch", into: &e)
        _ = e.handle(.enter, complete: noCompletion)
        XCTAssertEqual(e.history, ["launch"], "nor the same line twice in a row")
    }

    func testUpAndDownBrowseTheHistoryAndGiveBackTheDraft() {
        var e = LineEditor(history: ["launch", "select: home"])
        type("ba", into: &e)
        press(.up, on: &e)
        XCTAssertEqual(e.text, "select: home")
        XCTAssertEqual(e.cursor, 12)
        press(.up, .up, on: &e)
        XCTAssertEqual(e.text, "launch", "stops at the oldest")
        press(.down, on: &e)
        XCTAssertEqual(e.text, "select: home")
        press(.down, on: &e)
        XCTAssertEqual(e.text, "ba", "the line being typed comes back")
        press(.down, on: &e)
        XCTAssertEqual(e.text, "ba")
    }

    func testTheHistoryIsBounded() {
        var e = LineEditor(history: (0..<(LineEditor.maximumHistory + 10)).map { "tap: a\($0)" })
        XCTAssertEqual(e.history.count, LineEditor.maximumHistory)
        e.record("back")
        XCTAssertEqual(e.history.count, LineEditor.maximumHistory)
        XCTAssertEqual(e.history.last, "back")
    }

    func testTabCompletesAUniqueCandidateAndACommonPrefix() {
        var e = LineEditor()
        type("sel", into: &e)
        let complete: (String) -> (start: Int, candidates: [String]) = { before in
            before == "sel"
                ? (0, ["select: "])
                : (
                    8,
                    ["community", "communityAdmin"].filter {
                        $0.hasPrefix(String(before.dropFirst(8)))
                    }
                )
        }
        XCTAssertEqual(e.handle(.tab, complete: complete), .edited)
        XCTAssertEqual(e.text, "select: ")
        type("c", into: &e)
        XCTAssertEqual(e.handle(.tab, complete: complete), .edited)
        XCTAssertEqual(e.text, "select: community", "the common prefix")
        XCTAssertEqual(
            e.handle(.tab, complete: complete), .candidates(["community", "communityAdmin"]))
        XCTAssertEqual(e.text, "select: community")
    }

    func testCtrlCDropsTheLineAndSaysWhetherItWasEmpty() {
        var e = LineEditor()
        type("tap", into: &e)
        XCTAssertEqual(e.handle(.interrupt, complete: noCompletion), .interrupted(wasEmpty: false))
        XCTAssertEqual(e.text, "")
        XCTAssertEqual(e.handle(.interrupt, complete: noCompletion), .interrupted(wasEmpty: true))
        XCTAssertEqual(e.handle(.endOfInput, complete: noCompletion), .endOfInput)
    }

    func testTheLineIsBounded() {
        var e = LineEditor()
        type(String(repeating: "x", count: LineEditor.maximumLength + 5), into: &e)
        XCTAssertEqual(e.text.count, LineEditor.maximumLength)
    }

    func testKeyDecoderReadsUTF8ControlsAndEscapeSequences() {
        var d = KeyDecoder()
        func keys(_ bytes: [UInt8]) -> [Key] { bytes.compactMap { d.feed($0) } }
        XCTAssertEqual(keys(Array("a".utf8)), [.character("a")])
        XCTAssertEqual(keys(Array("로".utf8)), [.character("로")])
        XCTAssertEqual(
            keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44]),
            [.up, .down, .right, .left])
        XCTAssertEqual(
            keys(
                Array("\u{1B}[1;5C\u{1B}[1;5D\u{1B}[3~\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}b\u{1B}f".utf8)),
            [.wordRight, .wordLeft, .delete, .home, .end, .home, .wordLeft, .wordRight])
        XCTAssertEqual(
            keys([0x01, 0x05, 0x0B, 0x15, 0x17, 0x03, 0x04, 0x0D, 0x09, 0x7F]),
            [
                .home, .end, .killToEnd, .killToStart, .killWordBefore, .interrupt, .endOfInput,
                .enter, .tab, .backspace,
            ])
        XCTAssertEqual(keys([0x1B]), [])
        XCTAssertTrue(d.isWaiting)
        XCTAssertEqual(d.flush(), .ignored, "a lone Escape")
        XCTAssertEqual(
            keys(Array("\u{1B}[99999999999999999999A".utf8)), [.ignored],
            "an overlong sequence is dropped whole")
        XCTAssertEqual(keys(Array("b".utf8)), [.character("b")])
    }

    func testTheLineViewScrollsToKeepTheCursorVisibleAndCountsWideCharacters() {
        let short = LineView(prompt: "> ", line: Array("back"), cursor: 2, columns: 80)
        XCTAssertEqual(short.text, "> back")
        XCTAssertEqual(short.cursorColumn, 4)
        let wide = LineView(prompt: "> ", line: Array("alert: 로그인"), cursor: 10, columns: 80)
        XCTAssertEqual(wide.cursorColumn, 2 + 7 + 6)
        let long = Array(String(repeating: "a", count: 100) + "END")
        let view = LineView(prompt: "> ", line: long, cursor: long.count, columns: 40)
        XCTAssertTrue(view.text.hasSuffix("END"), view.text)
        XCTAssertLessThan(LineView.width(view.text), 40)
        XCTAssertEqual(view.cursorColumn, LineView.width(view.text))
    }
}
