import XCTest

@testable import Scenarios

final class SourceMapTests: XCTestCase {
    private func map(_ text: String) -> (SourceMap, [UInt8]) {
        let bytes = Array(text.utf8)
        return (SourceMap(path: "p", bytes: bytes), bytes)
    }

    func testLinesAndASCIIColumns() {
        let (map, bytes) = map("ab\ncd\r\n\nef")
        XCTAssertEqual(map.lineStarts, [0, 3, 7, 8])
        for (offset, expected) in [(0, 0), (2, 0), (3, 1), (6, 1), (7, 2), (8, 3), (10, 3)] {
            XCTAssertEqual(map.lineIndex(of: offset, hint: 0), expected, "offset \(offset)")
            XCTAssertEqual(
                map.lineIndex(of: offset, hint: 3), expected, "offset \(offset) with a wrong hint")
        }
        XCTAssertEqual(map.column(of: 4, line: 1, bytes: bytes), 2)
    }

    func testColumnsCountGraphemeClusters() {
        let (map, bytes) = map("x: 로그인 é e\u{301} 👩‍👩‍👧 z")
        let z = bytes.count - 1
        XCTAssertEqual(map.column(of: z, line: 0, bytes: bytes), 14)
    }

    func testByteOrderMarkTakesNoColumn() {
        let (map, bytes) = map("\u{FEFF}ab")
        XCTAssertTrue(map.hasByteOrderMark)
        XCTAssertEqual(map.column(of: 4, line: 0, bytes: bytes), 2)
        XCTAssertEqual(map.badCharacters, [])
    }

    func testCharactersYAMLCannotHold() {
        let (map, _) = map(
            "a\u{0}b\u{7F}\r\u{85}\u{2028}\u{2029}\u{FFFE}\u{FFFF}\u{FEFF}\u{9F}\té\u{A0}")
        XCTAssertEqual(
            map.badCharacters.map(\.scalar),
            [0, 0x7F, nil, 0x85, 0x2028, 0x2029, 0xFFFE, 0xFFFF, 0xFEFF, 0x9F])
        XCTAssertEqual(map.badCharacters.map(\.offset), [1, 3, 4, 5, 7, 10, 13, 16, 19, 22])
    }

    func testBadCharactersAreCapped() {
        let (map, _) = map(String(repeating: "\u{1}", count: 100))
        XCTAssertEqual(map.badCharacters.count, SourceMap.badCharacterLimit)
    }
}
