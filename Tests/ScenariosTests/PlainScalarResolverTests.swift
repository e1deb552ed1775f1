import XCTest

@testable import Scenarios

final class PlainScalarResolverTests: XCTestCase {
    private func resolve(_ text: String) -> PlainScalarResolver.Resolution {
        PlainScalarResolver.resolve(ArraySlice(Array(text.utf8)))
    }

    private func meanings(_ text: String) -> [PlainScalarResolver.Meaning] {
        let bytes = ArraySlice(Array(text.utf8))
        return [PlainScalarResolver.yaml11Meaning(bytes), PlainScalarResolver.yaml12Meaning(bytes)]
    }

    func testSubsetForms() {
        XCTAssertEqual(resolve("null"), .null)
        XCTAssertEqual(resolve("~"), .null)
        XCTAssertEqual(resolve(""), .null)
        XCTAssertEqual(resolve("true"), .bool(true))
        XCTAssertEqual(resolve("false"), .bool(false))
        XCTAssertEqual(resolve("0"), .int(0))
        XCTAssertEqual(resolve("-12"), .int(-12))
        XCTAssertEqual(resolve("-0"), .int(0))
        XCTAssertEqual(resolve("9223372036854775807"), .int(Int.max))
        XCTAssertEqual(resolve("-9223372036854775808"), .int(Int.min))
        XCTAssertEqual(resolve("9223372036854775808"), .integerOverflow)
        XCTAssertEqual(resolve("-99999999999999999999"), .integerOverflow)
    }

    func testStringsThatStartLikeNumbersOrKeywords() {
        for text in [
            "nope", "yesterday", "trueish", "1.2.3", "0b", "12-34", "2024-6-22", "1:60", "-", ".",
            "~x", "<", "==",
        ] {
            XCTAssertEqual(resolve(text), .string, text)
        }
    }

    func testEachReadingOfTheTwoVersions() {
        XCTAssertEqual(meanings("yes"), [.boolean, .string])
        XCTAssertEqual(meanings("y"), [.boolean, .string])
        XCTAssertEqual(meanings("True"), [.boolean, .boolean])
        XCTAssertEqual(meanings("Null"), [.null, .null])
        XCTAssertEqual(meanings("010"), [.octalInteger, .integer])
        XCTAssertEqual(meanings("09"), [.string, .integer])
        XCTAssertEqual(meanings("0o17"), [.string, .octalInteger])
        XCTAssertEqual(meanings("0x1F"), [.hexadecimalInteger, .hexadecimalInteger])
        XCTAssertEqual(meanings("-0x1F"), [.hexadecimalInteger, .string])
        XCTAssertEqual(meanings("0b101"), [.binaryInteger, .string])
        XCTAssertEqual(meanings("1_000"), [.integer, .string])
        XCTAssertEqual(meanings("+1"), [.integer, .integer])
        XCTAssertEqual(meanings("1:20"), [.base60Number, .string])
        XCTAssertEqual(meanings("1:20.5"), [.floatingPoint, .string])
        XCTAssertEqual(meanings("1.5"), [.floatingPoint, .floatingPoint])
        XCTAssertEqual(meanings("1e3"), [.string, .floatingPoint])
        XCTAssertEqual(meanings("-.5"), [.string, .floatingPoint])
        XCTAssertEqual(meanings(".nan"), [.floatingPoint, .floatingPoint])
        XCTAssertEqual(meanings("-.nan"), [.string, .string])
        XCTAssertEqual(meanings("2024-06-22"), [.date, .string])
        XCTAssertEqual(meanings("2001-12-14 21:59:43.10 -5"), [.date, .string])
        XCTAssertEqual(meanings("2001-12-14 21:59:43.10 -5:3"), [.string, .string])
        XCTAssertEqual(meanings("<<"), [.mergeKey, .string])
        XCTAssertEqual(meanings("="), [.valueKey, .string])
    }

    func testResolutionRejectsEitherVersionsNonString() {
        XCTAssertEqual(resolve("yes"), .ambiguous(yaml11: .boolean, yaml12: .string))
        XCTAssertEqual(resolve("1e3"), .ambiguous(yaml11: .string, yaml12: .floatingPoint))
        XCTAssertEqual(resolve("TRUE"), .ambiguous(yaml11: .boolean, yaml12: .boolean))
    }

    func testWorksOnSlicesThatDoNotStartAtZero() {
        let bytes = Array("xx: 0x1F".utf8)
        XCTAssertEqual(
            PlainScalarResolver.resolve(bytes[4...]),
            .ambiguous(yaml11: .hexadecimalInteger, yaml12: .hexadecimalInteger))
        XCTAssertEqual(PlainScalarResolver.resolve(bytes[4..<5]), .int(0))
    }
}
