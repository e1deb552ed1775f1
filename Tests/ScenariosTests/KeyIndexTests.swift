import XCTest

@testable import Scenarios

final class KeyIndexTests: XCTestCase {
    private func at(_ line: Int) -> SourceLocation {
        SourceLocation(path: "p", line: line, column: 1)
    }

    func testFindsTheFirstOfARepeatedKeyInSmallAndLargeMappings() {
        var index = KeyIndex()
        for n in 0..<40 { XCTAssertNil(index.insert(.string("k\(n)"), at: at(n + 1))) }
        XCTAssertEqual(index.insert(.string("k3"), at: at(99)), at(4))
        XCTAssertEqual(index.insert(.string("k39"), at: at(99)), at(40))
        var small = KeyIndex()
        XCTAssertNil(small.insert(.string("a"), at: at(1)))
        XCTAssertEqual(small.insert(.string("a"), at: at(2)), at(1))
    }

    func testKeysCompareAsPythonDictionaryKeys() {
        var index = KeyIndex()
        XCTAssertNil(index.insert(.bool(true), at: at(1)))
        XCTAssertEqual(index.insert(.int(1), at: at(2)), at(1))
        XCTAssertNil(index.insert(.string("1"), at: at(3)))
        XCTAssertNil(index.insert(.null, at: at(4)))
        XCTAssertNil(index.insert(.string("null"), at: at(5)))
        XCTAssertNil(index.insert(.int(0), at: at(6)))
        XCTAssertEqual(index.insert(.bool(false), at: at(7)), at(6))
    }
}
