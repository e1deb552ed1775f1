import XCTest

@testable import FlowKit

/// `UTF8Text` makes the string its pieces make joined, whatever the pieces are stored as.
final class UTF8TextTests: XCTestCase {
    func testItMakesThePiecesJoined() {
        var long = String()
        long.reserveCapacity(100)  // a short text in a buffer of its own
        long += "caf\u{E9}"
        let pieces = [
            "", "a", "Caf\u{E9} ", "a-much-longer-piece-than-fits-inline", long, "\u{1F600}",
        ]
        var text = UTF8Text(capacity: 4)  // grows past what it reserved
        for piece in pieces { text.append(piece) }
        XCTAssertEqual(text.string, pieces.joined())
        XCTAssertEqual(Array(text.string.utf8), Array(pieces.joined().utf8))
        XCTAssertEqual(UTF8Text(capacity: 0).string, "")
    }

    /// A piece read back from where it started is the piece, and the text is still whole.
    func testAPieceIsReadBackFromWhereItStarted() {
        var text = UTF8Text(capacity: 8)
        text.append("Attempt to present '")
        let start = text.count
        text.append("Caf\u{E9}")
        text.append("(n=1)")
        XCTAssertEqual(text.string(from: start), "Caf\u{E9}(n=1)")
        XCTAssertEqual(text.string(from: text.count), "")
        text.append("'")
        XCTAssertEqual(text.string, "Attempt to present 'Caf\u{E9}(n=1)'")
        XCTAssertEqual(text.count, text.string.utf8.count)
    }

    /// A number is written as `String(_:)` writes it, and bytes and pieces append in order past
    /// the room reserved.
    func testNumbersAndBytesAppendAsWritten() {
        var text = UTF8Text(capacity: 1)
        for n in [0, 7, 10, -5, 1_234_567, Int.max, Int.min] {
            text.append(UInt8(ascii: "["))
            text.appendDecimal(n)
            text.append("]")
        }
        let expected = [0, 7, 10, -5, 1_234_567, Int.max, Int.min].map { "[\($0)]" }.joined()
        XCTAssertEqual(text.string, expected)
        XCTAssertEqual(text.count, expected.utf8.count)
    }

    /// A screen's description, built as bytes, reads as written: `Chat(channel=general, page=-12)`.
    func testAScreenIsDescribedAsWritten() {
        let screen = Screen(
            id: ScreenID(1), name: "Chat",
            params: [
                Param("channel", "g\u{E9}n\u{E9}ral"), Param("page", -12), Param("on", true),
                Param("none", nil),
            ],
            owner: .app)
        XCTAssertEqual(
            screen.description, "Chat(channel=g\u{E9}n\u{E9}ral, page=-12, on=true, none=null)")
        XCTAssertEqual(Screen(id: ScreenID(2), name: "Home", owner: .app).description, "Home")
        var text = "Home"
        [Param("tab", 3)].appendArgumentList(to: &text)
        XCTAssertEqual(text, "Home(tab=3)")
        XCTAssertEqual(Value.int(-120).descriptionLength, "-120".utf8.count)
        XCTAssertEqual(Value.int(0).descriptionLength, 1)
        XCTAssertEqual(Value.bool(false).descriptionLength, 5)
    }
}
