import XCTest

@testable import Scenarios

/// The importer's Swift lexer: what it cuts, and that no input makes it crash, hang or cost
/// more than a pass over the bytes.
final class SwiftLexerTests: XCTestCase {
    private func identifiers(_ text: String) -> [String] {
        let source = SwiftSource(path: "T.swift", bytes: Array(text.utf8))
        return source.tokens.indices.filter { source.isIdentifier($0) }.map { source.text($0) }
    }

    func testCommentsAndStringsHideWhatIsInsideThem() {
        let text = #"""
            /* outer /* inner pushViewController */ still comment */ let a = 1
            // pushViewController(x)
            let b = "present(\(a + "dismiss(")) done"
            let c = #"raw "quote" \(notInterpolated) "#
            let d = """
                multi "line" \(b)
                """
            let e = `default`
            """#
        XCTAssertEqual(
            identifiers(text),
            ["let", "a", "let", "b", "let", "c", "let", "d", "let", "e", "`default`"])
    }

    func testLinesAndColumnsAreCountedThroughStringsAndComments() {
        let text = "/*\n\n*/ a\nlet s = \"\"\"\nx\n\"\"\"\nb"
        let source = SwiftSource(path: "T.swift", bytes: Array(text.utf8))
        let b = source.tokens.last
        XCTAssertEqual(source.text(source.tokens.count - 1), "b")
        XCTAssertEqual(b?.line, 7)
        XCTAssertEqual(source.tokens.first?.line, 3)
        XCTAssertEqual(source.tokens.first?.column, 4)
    }

    func testMalformedInputLexesToTheEndWithoutCrashing() {
        let hostile: [[UInt8]] = [
            Array("let s = \"unterminated\nlet t = 1".utf8),
            Array("/* never closed /* nested".utf8),
            Array("\"\\(".utf8),
            Array("\"\\(\"\\(\"\\(".utf8),
            Array("#\"raw never closed".utf8),
            Array("\"\"\"\nmulti never closed \\(a".utf8),
            Array("####".utf8),
            Array("`unclosed\n".utf8),
            Array(repeating: UInt8(ascii: "{"), count: 50_000),
            Array(repeating: UInt8(ascii: "}"), count: 50_000),
            Array(String(repeating: "\"\\(", count: 20_000).utf8),
            Array(String(repeating: "/*", count: 20_000).utf8),
            [0xFF, 0xFE, 0x00, 0xC3, 0x28, 0x22, 0x5C, 0x80, 0x0A, 0x61],
        ]
        for bytes in hostile {
            let source = SwiftSource(path: "H.swift", bytes: bytes)
            XCTAssertLessThanOrEqual(source.tokens.count, bytes.count)
            XCTAssertEqual(source.closing.count, source.tokens.count)
            for token in source.tokens {
                XCTAssertLessThan(token.start, token.end)
                XCTAssertLessThanOrEqual(token.end, bytes.count)
            }
            // The whole import survives it too.
            let result = SwiftImporter.importApp(sources: [source], appName: "H")
            XCTAssertNil(result.draft)
        }
    }

    func testRandomBytesNeverBreakTheImporter() {
        var generator = SplitMix(seed: 0x5EED)
        let alphabet = Array(
            "{}()[]\"\\#/*`.,:=?! \nletvarfuncclass Coordinator ViewController push present(".utf8)
        for _ in 0..<200 {
            let count = Int(generator.next() % 400)
            let bytes = (0..<count).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let source = SwiftSource(path: "R.swift", bytes: bytes)
            XCTAssertLessThanOrEqual(source.tokens.count, bytes.count)
            _ = SwiftImporter.importApp(sources: [source], appName: "R")
        }
    }

    func testTokensGrowLinearlyWithTheInput() {
        // Each copy of the chunk adds the same tokens: a lexer that re-read earlier text would
        // still count them once, but one that lost its place would not.
        let chunk =
            "final class ACoordinator { func start() { let vc = AViewController(); nav.pushViewController(vc, animated: true) } }\n"
        let one = SwiftSource(path: "1.swift", bytes: Array(chunk.utf8)).tokens.count
        let many = SwiftSource(
            path: "n.swift", bytes: Array(String(repeating: chunk, count: 2_000).utf8))
        XCTAssertEqual(many.tokens.count, one * 2_000)
        XCTAssertEqual(many.tokens.last?.line, 2_000)
    }
}

/// A small deterministic generator for the random-input test.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
