import XCTest

@testable import FlowKit

/// ``Slots``: every slot holds a value from the start to the end, copies between slots keep
/// their values (overlapping ranges too), and the values are released when the slots go.
final class SlotsTests: XCTestCase {
    /// Counts the values alive, to see the slots release what they hold.
    private final class Tracked {
        nonisolated(unsafe) static var alive = 0
        let n: Int
        init(_ n: Int) {
            self.n = n
            Tracked.alive += 1
        }
        deinit { Tracked.alive -= 1 }
    }

    func testEverySlotStartsWithTheValueAndKeepsWhatIsWritten() {
        let slots = Slots<Int>(count: 10, repeating: 7)
        XCTAssertEqual(slots.count, 10)
        XCTAssertEqual((0..<10).map { slots[$0] }, Array(repeating: 7, count: 10))
        for i in 0..<10 { slots[i] = i * i }
        XCTAssertEqual((0..<10).map { slots[$0] }, (0..<10).map { $0 * $0 })
        slots.fill(with: 1)
        XCTAssertEqual((0..<10).map { slots[$0] }, Array(repeating: 1, count: 10))
    }

    func testCopiesWithinTheSlotsMayOverlap() {
        let slots = Slots<Int>(count: 8, repeating: 0)
        for i in 0..<8 { slots[i] = i }
        slots.copySlots(from: 0, to: 2, length: 5)  // forwards, overlapping
        XCTAssertEqual((0..<8).map { slots[$0] }, [0, 1, 0, 1, 2, 3, 4, 7])
        slots.copySlots(from: 3, to: 1, length: 4)  // backwards, overlapping
        XCTAssertEqual((0..<8).map { slots[$0] }, [0, 1, 2, 3, 4, 3, 4, 7])
        let other = Slots<Int>(count: 3, repeating: 9)
        slots.copySlots(of: other, from: 1, to: 6, length: 2)
        XCTAssertEqual((0..<8).map { slots[$0] }, [0, 1, 2, 3, 4, 3, 9, 9])
    }

    func testValuesAreReleasedWhenOverwrittenAndWhenTheSlotsGo() {
        Tracked.alive = 0
        do {
            let slots = Slots<Tracked?>(count: 4, repeating: nil)
            for i in 0..<4 { slots[i] = Tracked(i) }
            XCTAssertEqual(Tracked.alive, 4)
            slots[0] = Tracked(10)
            XCTAssertEqual(Tracked.alive, 4, "the value written over is released")
            slots.copySlots(from: 0, to: 1, length: 1)
            XCTAssertEqual(Tracked.alive, 3, "a copy over a slot releases its value")
            XCTAssertEqual(slots[1]?.n, 10)
        }
        XCTAssertEqual(Tracked.alive, 0, "the slots' end releases every value")
    }

    /// Words asked for in huge pages are zeroed, the small and the large.
    func testZeroedWordsAreZeroInEverySize() {
        for count in [0, 1, 16, 300_000] {
            let words = Slots<UInt64>(zeroedWords: count, hugePages: true)
            XCTAssertEqual(words.count, count)
            var nonZero = 0
            for i in 0..<count where words[i] != 0 { nonZero += 1 }
            XCTAssertEqual(nonZero, 0, "\(count)")
            if count > 0 {
                words[count - 1] = 5
                XCTAssertEqual(words[count - 1], 5)
            }
        }
    }
}
