import XCTest

@testable import FlowKit

/// The leak test's set of ids (``IDSet``): small ids in slots stamped by the walk, larger ones
/// grown into, the largest and negative ones in a `Set`, all emptied by ``IDSet/removeAll()``.
final class IDSetTests: XCTestCase {
    func testIdsOfEverySizeAreFoundUntilTheSetIsEmptied() {
        let set = IDSet(capacity: 16)
        let ids: [Int32] = [0, 1, 15, 16, 300, 65_535, 65_536, 1_000_000, -1, Int32.max, Int32.min]
        for round in 0..<3 {
            set.removeAll()
            let inserted = ids.enumerated().filter { $0.offset % 3 != round }.map(\.element)
            for id in inserted { set.insert(stack: id) }
            let screens = inserted.map { Screen(id: ScreenID($0), name: "S", owner: .app) }
            screens.withUnsafeBufferPointer { set.insert(screensOf: $0) }
            for id in ids {
                XCTAssertEqual(set.contains(stack: id), inserted.contains(id), "\(round) \(id)")
                XCTAssertEqual(set.contains(screen: id), inserted.contains(id), "\(round) \(id)")
                XCTAssertFalse(set.contains(stack: id &+ 2_000_000), "\(round) \(id)")
            }
            let held = ids.map { HeldScreen(id: ScreenID($0), name: "S") }
            XCTAssertFalse(held.withUnsafeBufferPointer { set.containsAll($0) }, "\(round)")
            let kept = inserted.map { HeldScreen(id: ScreenID($0), name: "S") }
            XCTAssertTrue(kept.withUnsafeBufferPointer { set.containsAll($0) }, "\(round)")
        }
        set.removeAll()
        XCTAssertFalse(ids.contains { set.contains(screen: $0) || set.contains(stack: $0) })
    }
}
