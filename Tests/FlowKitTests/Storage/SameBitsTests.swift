import XCTest

@testable import FlowKit

/// ``sameBits(_:_:)``: a value copied unchanged is the same bits; an equal value built apart
/// (another array's storage) is not, and that only makes a test that relies on it give up.
final class SameBitsTests: XCTestCase {
    func testACopyIsTheSameBitsAndAnEqualValueBuiltApartIsNot() {
        let a = [1, 2, 3]
        let copy = a
        XCTAssertTrue(sameBits(a, copy))
        let apart = Array([1, 2, 3].reversed().reversed())
        XCTAssertEqual(a, apart)
        XCTAssertFalse(sameBits(a, apart), "other storage, other reference")
        XCTAssertTrue(sameBits(42, 42))
        XCTAssertFalse(sameBits(42, 43))
        XCTAssertTrue(sameBits("short", "short"), "a small string's bits are its bytes")
    }

    /// ``TableStorage``: sizes are powers of two of at least 16; slots start as asked.
    func testTableSizesArePowersOfTwoAndSlotsStartFilled() {
        XCTAssertEqual(TableStorage.size(forCapacity: 0), 16)
        XCTAssertEqual(TableStorage.size(forCapacity: 17), 32)
        XCTAssertEqual(TableStorage.size(forCapacity: 1024), 1024)
        let words: UnsafeMutablePointer<UInt32> = TableStorage.zeroedWords(40)
        XCTAssertTrue((0..<40).allSatisfy { words[$0] == 0 })
        TableStorage.free(words, count: 40)
    }
}
