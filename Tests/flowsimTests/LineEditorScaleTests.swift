import XCTest

@testable import FlowKit
@testable import flowsim

/// A key costs the width of the row it is drawn on, not the length of the line: pasting a long
/// line into the prompt redraws it once a character, and each redraw read the line from its
/// start (4,000 characters took over a minute). Measured by ``WorkCounter`` (characters whose
/// width was read), never by a clock: doubling the paste must about double the work.
final class LineEditorScaleTests: XCTestCase {
    private let noCompletion: (String) -> (start: Int, candidates: [String]) = { _ in (0, []) }

    /// The work of pasting `count` characters at an 80-column prompt, drawn after each key as
    /// the terminal loop draws it; the last view is returned to check what it shows.
    private func paste(_ count: Int, wide: Bool = false) throws -> (work: Int, last: LineView?) {
        var editor = LineEditor()
        var last: LineView?
        let work = WorkCounter.measure {
            for i in 0..<count {
                let c: Character = wide ? "로" : Character(String(i % 10))
                _ = editor.handle(.character(c), complete: noCompletion)
                last = LineView(
                    prompt: TerminalLoop.prompt, line: editor.buffer, cursor: editor.cursor,
                    columns: 80)
            }
        }
        XCTAssertEqual(editor.buffer.count, count)
        return (try XCTUnwrap(work, "the work is counted in debug builds only"), last)
    }

    func testPastingALongLineRedrawsInTimeLinearInItsLength() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        let (a, shortView) = try paste(2_000)
        let (b, longView) = try paste(4_000)
        let ratio = Double(b) / Double(a)
        XCTAssertLessThan(ratio, 2.5, "\(a) units for 2,000 characters, \(b) for 4,000")
        XCTAssertGreaterThan(ratio, 1.5, "the count measures the keys")
        XCTAssertLessThan(b, 4_000 * 200, "a key reads about a row's worth of characters")
        // What is drawn is still the end of the line, the cursor after it.
        let view = try XCTUnwrap(longView)
        XCTAssertTrue(view.text.hasSuffix("6789"), view.text)
        XCTAssertEqual(view.cursorColumn, LineView.width(view.text))
        XCTAssertLessThan(LineView.width(view.text), 80)
        XCTAssertEqual(shortView?.text, view.text, "both end in the same digits")
    }

    func testPastingWideCharactersIsLinearToo() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        let (a, _) = try paste(2_000, wide: true)
        let (b, view) = try paste(4_000, wide: true)
        XCTAssertLessThan(Double(b) / Double(a), 2.5, "\(a) units, then \(b)")
        let shown = try XCTUnwrap(view)
        XCTAssertEqual(shown.cursorColumn, LineView.width(shown.text))
        XCTAssertLessThan(LineView.width(shown.text), 80)
    }

    /// The cursor in the middle of a long line: the view holds it, with what fits either side.
    func testTheCursorInTheMiddleOfALongLineIsShown() {
        let line = Array(
            String(repeating: "a", count: 1_000) + "XY" + String(repeating: "b", count: 1_000))
        let view = LineView(prompt: "> ", line: line, cursor: 1_001, columns: 40)
        XCTAssertTrue(view.text.hasSuffix("aX"), view.text)
        XCTAssertEqual(view.cursorColumn, LineView.width(view.text))
        let home = LineView(prompt: "> ", line: line, cursor: 0, columns: 40)
        XCTAssertEqual(home.cursorColumn, 2)
        XCTAssertEqual(home.text, "> " + String(repeating: "a", count: 37))
    }
}
