import XCTest

@testable import FlowKit

/// The explorer's set of the fingerprints it has seen (``FingerprintSet``).
final class FingerprintSetTests: XCTestCase {
    /// Through many growths, every fingerprint inserted is found, once, and none that was not.
    func testEveryFingerprintIsFoundOnceThroughGrowth() {
        var set = FingerprintSet(capacity: 4)
        var rng = SystemRandomNumberGenerator()
        var inserted: [UInt64] = [0, 1, 1 << 7, 2 << 7]  // 0 and 1 share a slot's key; 2 collide
        for _ in 0..<20_000 { inserted.append(rng.next()) }
        for f in inserted { XCTAssertTrue(set.insert(f) || f == 1, "\(f)") }
        XCTAssertEqual(set.count, inserted.count - 1, "0 and 1 are one key")
        for f in inserted {
            XCTAssertTrue(set.contains(f))
            XCTAssertFalse(set.insert(f))
        }
        XCTAssertEqual(set.count, inserted.count - 1)
        XCTAssertGreaterThanOrEqual(set.byteCount, 8 * set.count * 10 / 7)
        var absent = 0
        for _ in 0..<1_000 where !set.contains(rng.next()) { absent += 1 }
        XCTAssertGreaterThan(absent, 990)
    }

    /// A table past 2 MB (asked for in huge pages on Linux) holds what it held, through growths.
    func testALargeTableKeepsEveryFingerprint() {
        var set = FingerprintSet(capacity: 1024)
        let count = 300_000
        var missing = 0
        for i in 1...count where !set.insert(UInt64(i) &* 0x9E37_79B9_7F4A_7C15) { missing += 1 }
        XCTAssertEqual(missing, 0)
        XCTAssertEqual(set.count, count)
        XCTAssertGreaterThanOrEqual(set.byteCount, 4 << 20)
        var found = 0
        for i in 1...count where set.contains(UInt64(i) &* 0x9E37_79B9_7F4A_7C15) { found += 1 }
        XCTAssertEqual(found, count)
        XCTAssertFalse(set.contains(UInt64(count + 1) &* 0x9E37_79B9_7F4A_7C15))
    }
}
