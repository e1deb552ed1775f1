import XCTest

@testable import FlowKit

/// ``ByteHash``: every length reads inside the string (each load path: under four bytes, four
/// to eight, over eight, a multiple of eight and not), the hash depends on the bytes alone (a
/// small string and a bridged or substring-made copy agree), and neighbouring names differ in
/// their low bits, where a table takes its slot.
final class ByteHashTests: XCTestCase {
    func testEveryLengthHashesTheSameBytesTheSameWayHoweverStored() {
        var seen = Set<Int>()
        for n in 0...40 {
            let text = String(repeating: "é", count: n / 2) + String(repeating: "k", count: n % 2)
            let built = String(decoding: Array(text.utf8), as: UTF8.self)
            let fromSubstring = String(("<" + text + ">").dropFirst().dropLast())
            XCTAssertEqual(ByteHash.hash(text), ByteHash.hash(built), "length \(n)")
            XCTAssertEqual(ByteHash.hash(text), ByteHash.hash(fromSubstring), "length \(n)")
            seen.insert(ByteHash.hash(text))
        }
        XCTAssertEqual(seen.count, 41, "each length hashes differently")
    }

    func testNeighbouringNamesSpreadOverTheLowBits() {
        let slots = Set((0..<1_000).map { ByteHash.hash("key3\($0)") & 1023 })
        XCTAssertGreaterThan(slots.count, 500, "names that differ in their last bytes share slots")
    }
}
