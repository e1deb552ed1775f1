import XCTest

@testable import Scenarios

final class LexerTests: XCTestCase {
    private func token(_ text: String, at offset: Int = 0, inFlow: Bool = false) -> (
        Token.Kind, String
    ) {
        let bytes = Array(text.utf8)
        let token = Lexer(bytes: bytes).token(at: offset, inFlow: inFlow, atColumnZero: offset == 0)
        return (token.kind, String(decoding: bytes[token.range], as: UTF8.self))
    }

    private func assertToken(
        _ text: String, at offset: Int = 0, inFlow: Bool = false, _ kind: Token.Kind,
        _ covered: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (k, c) = token(text, at: offset, inFlow: inFlow)
        XCTAssertEqual(k, kind, text, file: file, line: line)
        XCTAssertEqual(c, covered, text, file: file, line: line)
    }

    func testPlainScalarEndsWhereYAMLSays() {
        assertToken("a b: c", .plainScalar, "a b")
        assertToken("a:b c", .plainScalar, "a:b c")
        assertToken("value   # comment", .plainScalar, "value")
        assertToken("a#b", .plainScalar, "a#b")
        assertToken("a\tb", .plainScalar, "a")
        assertToken("key:\r\n", .plainScalar, "key")
        assertToken("a, [b]", .plainScalar, "a, [b]")
        assertToken("a, [b]", inFlow: true, .plainScalar, "a")
        assertToken("a:b]", inFlow: true, .plainScalar, "a:b")
        assertToken("a:]", inFlow: true, .plainScalar, "a")
        assertToken("a?b", inFlow: true, .plainScalar, "a")
    }

    func testIndicators() {
        assertToken("- a", .blockEntry, "-")
        assertToken("-a", .plainScalar, "-a")
        assertToken("[-]", at: 1, inFlow: true, .invalidStart, "-")
        assertToken(": a", .valueIndicator, ":")
        assertToken(":a", .plainScalar, ":a")
        assertToken(":a", inFlow: true, .valueIndicator, ":")
        assertToken("? a", .complexKey, "?")
        assertToken("?a", .plainScalar, "?a")
        assertToken("--- x", .documentStart, "---")
        assertToken("x ---", at: 2, .plainScalar, "---")
        assertToken("...", .documentEnd, "...")
        assertToken("%YAML 1.2", .directive, "%YAML 1.2")
        assertToken("a %x", at: 2, .invalidStart, "%")
        assertToken("&anchor x", .anchor, "&anchor")
        assertToken("*alias]", .alias, "*alias")
        assertToken("!!str x", .tag, "!!str")
        assertToken("|-", .literalScalarHeader, "|")
        assertToken(">", .foldedScalarHeader, ">")
        assertToken("@x", .invalidStart, "@")
        assertToken("# c", .comment, "# c")
        assertToken("\tx", .tab, "\t")
        assertToken("", .lineEnd, "")
    }

    func testQuotedScalars() {
        assertToken("'it''s' x", .singleQuotedScalar, "'it''s'")
        assertToken("\"a\\\"b\" x", .doubleQuotedScalar, "\"a\\\"b\"")
        assertToken("\"abc\nd\"", .unterminatedQuotedScalar, "\"abc")
        assertToken("'abc", .unterminatedQuotedScalar, "'abc")
        assertToken("\"a\\", .unterminatedQuotedScalar, "\"a\\")
    }

    func testLineHelpers() {
        let lexer = Lexer(bytes: Array("ab\r\ncd\n".utf8))
        XCTAssertEqual(lexer.lineEnd(from: 0), 2)
        XCTAssertEqual(lexer.afterLineBreak(2), 4)
        XCTAssertEqual(lexer.afterLineBreak(6), 7)
        XCTAssertEqual(lexer.afterLineBreak(0), 0)
        XCTAssertTrue(lexer.isLineEnd(7))
        XCTAssertEqual(lexer.byte(100), 0)
    }
}
