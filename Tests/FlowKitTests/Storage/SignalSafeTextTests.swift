import XCTest

@testable import FlowKit

/// ``SignalSafeText``: text kept NUL-terminated within the capacity, a text that does not fit
/// or holds a NUL refused whole (a path cut short would name another file), and digits grouped
/// without allocating; ``FixedCArray`` reads and writes a C array held in a tuple in bounds.
final class SignalSafeTextTests: XCTestCase {
    func testTextIsKeptWithinTheCapacityAndRefusedWholeWhenItDoesNotFit() {
        let text = SignalSafeText(capacity: 8)
        XCTAssertTrue(text.isEmpty)
        XCTAssertTrue(text.set("/tmp/a"))
        XCTAssertEqual(text.text, "/tmp/a")
        XCTAssertEqual(text.count, 6)
        XCTAssertEqual(text.withCString { String(cString: $0) }, "/tmp/a")
        XCTAssertTrue(text.set("1234567"), "seven bytes and the NUL fit in eight")
        XCTAssertEqual(text.count, 7)
        XCTAssertFalse(text.set("12345678"), "eight bytes and the NUL do not")
        XCTAssertTrue(text.isEmpty, "a text refused leaves it empty, not cut")
        XCTAssertFalse(text.set("a\u{0}b"), "a NUL inside would end the C string early")
        XCTAssertTrue(text.isEmpty)
        XCTAssertTrue(text.set("é"))
        XCTAssertEqual(text.count, 2, "bytes, not characters")
        text.clear()
        XCTAssertTrue(text.isEmpty)
        XCTAssertEqual(text.text, "")
    }

    func testWritingGoesToTheDescriptor() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer {
            close(fds[0])
        }
        let text = SignalSafeText(capacity: 64)
        text.set("after ")
        text.write(to: fds[1])
        SignalSafeText.writeGroupedDigits(1_234_567, to: fds[1])
        close(fds[1])
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(fds[0], &bytes, 64)
        XCTAssertEqual(
            String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self), "after 1,234,567")
    }

    func testDigitsAreGroupedByThousands() {
        for (n, text) in [
            (0, "0"), (-5, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (1_234_567, "1,234,567"),
            (Int.max, "9,223,372,036,854,775,807"),
        ] {
            XCTAssertEqual(GroupedDigits(n).text, text)
        }
    }

    func testAFixedCArrayIsReadToItsNULAndWrittenInBounds() {
        var name: (UInt8, UInt8, UInt8, UInt8) = (0x61, 0x62, 0, 0x63)
        XCTAssertEqual(FixedCArray.bytesBeforeNUL(of: name), [0x61, 0x62])
        FixedCArray.setByte(0x7A, at: 2, in: &name)
        XCTAssertEqual(
            FixedCArray.bytesBeforeNUL(of: name), [0x61, 0x62, 0x7A, 0x63], "no NUL: all")
        FixedCArray.setByte(0x41, at: 4, in: &name)
        FixedCArray.setByte(0x41, at: -1, in: &name)
        XCTAssertEqual(name.0, 0x61, "an index outside the array changes nothing")
        XCTAssertEqual(name.3, 0x63)
    }
}
