import XCTest

@testable import FlowKit

/// `NameTable` finds what a `Dictionary<String, …>` finds, by a cheaper hash.
final class NameTableTests: XCTestCase {
    func testItFindsWhatADictionaryFinds() {
        let names =
            (0..<300).map { "Screen\($0)" } + [
                "", "A", "Détail", "a-much-longer-screen-name-than-fits-inline",
            ]
        let table = NameTable(names.enumerated().map { ($1, $0) })
        let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        for name in names + ["Screen300", "B", "détail", "Detail"] {
            XCTAssertEqual(table.index(of: name).map { table.values[$0] }, dictionary[name], name)
        }
    }

    /// Canonically equivalent names with other bytes are equal Strings: found, as a dictionary finds them.
    func testACanonicallyEquivalentNameIsFound() {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        XCTAssertEqual(composed, decomposed)
        XCTAssertNotEqual(Array(composed.utf8), Array(decomposed.utf8))
        let table = NameTable([(composed, 1)])
        XCTAssertEqual(table.index(of: decomposed).map { table.values[$0] }, 1)
        XCTAssertEqual([composed: 1][decomposed], 1)
    }

    /// A name given twice keeps its first value, as the first key of a literal would.
    func testTheFirstOfTwoEqualNamesIsKept() {
        let table = NameTable([("A", 1), ("A", 2)])
        XCTAssertEqual(table.values, [1])
    }

    /// The hash reads bytes by words: a name of every length up to 40 is found, and found however
    /// its string stores it (inline, as a short string mostly is, or in a buffer of its own).
    func testANameOfAnyLengthIsFoundHoweverItIsStored() {
        let letters = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ"
        let names = (0...40).map { String(letters.prefix($0)) } + ["D\u{E9}tail", "\u{E9}"]
        let table = NameTable(names.enumerated().map { ($1, $0) })
        for (i, name) in names.enumerated() {
            var stored = String()
            stored.reserveCapacity(64)  // a buffer of its own, even for a short name
            stored += name
            XCTAssertEqual(table.index(of: stored).map { table.values[$0] }, i, "\(i) bytes")
            XCTAssertEqual(table.index(of: name).map { table.values[$0] }, i, "\(i) bytes")
        }
        XCTAssertNil(table.index(of: "abx"))
    }
}
