import XCTest

@testable import FlowKit

/// A name table costs a lookup per name, however many names it holds: a miss (a name the hash
/// does not find) compared every name of the table, so building one (each new name is a miss)
/// was quadratic — 64,000 state keys took 7.4 s to `check`. Measured by ``WorkCounter`` (slots
/// probed and misses asked), never by a clock: doubling the names must about double the work.
final class NameTableScaleTests: XCTestCase {
    /// The work of building a table of `count` names and asking it for each name and for as
    /// many names it does not hold.
    private func work(_ count: Int) throws -> Int {
        let names = (0..<count).map { "key\($0)" }
        var found = 0
        var missed = 0
        let work = WorkCounter.measure {
            let table = NameTable(names.enumerated().map { ($1, $0) })
            for name in names where table.index(of: name) != nil { found += 1 }
            for i in 0..<count where table.index(of: "other\(i)") == nil { missed += 1 }
        }
        XCTAssertEqual(found, count)
        XCTAssertEqual(missed, count)
        return try XCTUnwrap(work, "the work is counted in debug builds only")
    }

    func testANameTableOf64000NamesCostsTwiceOneOf32000() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        let a = try work(32_000)
        let b = try work(64_000)
        let ratio = Double(b) / Double(a)
        XCTAssertLessThan(ratio, 2.5, "\(a) units for 32,000 names, \(b) for 64,000")
        XCTAssertGreaterThan(ratio, 1.5, "the count measures the names: \(a), then \(b)")
        // A few slots a lookup: names alike but for their last bytes (`key31998`, `key31999`)
        // land in different slots (they shared one, and a lookup probed 80).
        XCTAssertLessThan(b, 3 * 64_000 * 4, "\(b) units for 3 × 64,000 lookups")
    }

    /// The same through the app: an app of 64,000 state keys indexes them (and looks up
    /// undeclared ones) at twice the work of one of 32,000.
    func testAnAppWith64000StateKeysIndexesThemInLinearWork() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        func run(_ count: Int) throws -> Int {
            let keys = (0..<count).map { StateKey("flag\($0)", default: .bool(false)) }
            var misses = 0
            let work = WorkCounter.measure {
                let index = StateKeyIndex(keys)
                for i in 0..<count where index.index(of: "unknown\(i)") == nil { misses += 1 }
                XCTAssertEqual(index.index(of: "flag\(count - 1)"), count - 1)
            }
            XCTAssertEqual(misses, count)
            return try XCTUnwrap(work)
        }
        let a = try run(32_000)
        let b = try run(64_000)
        XCTAssertLessThan(Double(b) / Double(a), 2.5, "\(a) units, then \(b)")
    }

    /// A miss still finds a canonically equivalent name stored with other bytes, among many.
    func testAMissFindsACanonicallyEquivalentNameAmongThousands() {
        let names = (0..<10_000).map { "key\($0)" } + ["Caf\u{E9}", "\u{212B}ngstr\u{F6}m"]
        let table = NameTable(names.enumerated().map { ($1, $0) })
        XCTAssertEqual(table.index(of: "Cafe\u{301}").map { table.values[$0] }, 10_000)
        XCTAssertEqual(table.index(of: "A\u{30A}ngstro\u{308}m").map { table.values[$0] }, 10_001)
        XCTAssertNil(table.index(of: "Cafe"))
    }
}
