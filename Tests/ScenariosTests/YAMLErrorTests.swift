import XCTest

@testable import Scenarios

/// Every rejection: the exact `line:column`, the message, and no cascade after it.
final class YAMLErrorTests: XCTestCase {
    /// Asserts that `text` yields exactly `expected` diagnostics, in order: each a
    /// `line:column` and a fragment of its message. A rejected file has no root.
    private func assertErrors(
        _ text: String, _ expected: [(String, String)], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let (root, diagnostics) = YAML.parse(text, path: "t.yaml")
        let actual = diagnostics.map { "\($0.location.line):\($0.location.column)" }
        XCTAssertEqual(
            actual, expected.map(\.0), "locations; got \(YAMLTestSupport.summary(diagnostics))",
            file: file, line: line)
        for (diagnostic, (_, fragment)) in zip(diagnostics, expected) {
            XCTAssertTrue(
                diagnostic.message.contains(fragment),
                "'\(diagnostic.message)' lacks '\(fragment)'", file: file, line: line)
            XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
            XCTAssertEqual(diagnostic.location.path, "t.yaml", file: file, line: line)
        }
        if !expected.isEmpty {
            XCTAssertNil(root, "a file with errors has no root", file: file, line: line)
        }
    }

    private func message(_ text: String) -> String? {
        YAML.parse(text, path: "t.yaml").diagnostics.first?.message
    }

    // MARK: The catalogue's wording

    func testMessagesFollowTheHouseStyle() {
        XCTAssertEqual(
            message("a:\n\tb: 1\n"), "tabs are not allowed in indentation; indent with spaces")
        XCTAssertEqual(
            message("a: yes\n"),
            "'yes' is read as a Boolean by YAML 1.1 and as a string by YAML 1.2; quote it (\"yes\") or write true/false"
        )
        XCTAssertEqual(
            message("a: True\n"),
            "'True' is read as a Boolean by YAML, but only lower-case true and false are allowed; write true, or quote it (\"True\") for a string"
        )
        XCTAssertEqual(
            message("a: NULL\n"),
            "'NULL' is read as null by YAML, but only lower-case null is allowed; write null, or quote it (\"NULL\") for a string"
        )
        XCTAssertEqual(
            message("a: \"x\n"),
            "unterminated quoted string; close it with \" on the same line (a quoted string cannot span lines)"
        )
        for text in [
            "a:\n\tb: 1\n", "a: yes\n", "a: [1, 2\nb: 3\n", "a: 1\na: 2\n", "a: &x 1\n",
            "a: \"\\q\"\n", "- a\n  b\n",
        ] {
            let m = message(text) ?? ""
            XCTAssertFalse(m.isEmpty, text)
            XCTAssertEqual(m.first.map { $0.isUppercase }, false, m)
            XCTAssertFalse(m.hasSuffix("."), m)
            XCTAssertTrue(m.contains("; "), "advice follows a semicolon: \(m)")
        }
    }

    // MARK: Scalars that would mean two things

    func testAmbiguousPlainScalarsAreRejectedWherevertheyStand() {
        let scalars = [
            "yes", "no", "on", "off", "y", "n", "Y", "N", "Yes", "NO", "On", "OFF", "True", "TRUE",
            "False", "FALSE",
            "Null", "NULL", "0x1F", "-0x1F", "0o17", "0b101", "010", "09", "00", "-07", "1_000",
            "0_1", "+1", "+0",
            "1.5", "1.", ".5", "-.5", "1e3", "1E-2", "1.0e3", "1.0e+3", ".inf", "-.Inf", "+.INF",
            ".nan", ".NaN",
            "2024-06-22", "2001-12-14t21:59:43.10-05:00", "2001-1-1 1:00:00", "1:20", "-1:20",
            "190:20:30", "1:20.5",
            "=", "<<",
        ]
        for scalar in scalars {
            assertErrors("key: \(scalar)\n", [("1:6", "'\(scalar)' is read as")])
            assertErrors("[a, \(scalar)]\n", [("1:5", "'\(scalar)' is read as")])
            assertErrors("\(scalar): 1\n", [("1:1", "'\(scalar)' is read as")])
        }
    }

    func testAmbiguityMessagesNameBothReadings() {
        XCTAssertEqual(
            message("a: 010\n"),
            "'010' is read as an octal integer by YAML 1.1 and as an integer by YAML 1.2; quote it (\"010\") or write the number without leading zeros or underscores"
        )
        XCTAssertEqual(
            message("a: 2024-06-22\n"),
            "'2024-06-22' is read as a date by YAML 1.1 and as a string by YAML 1.2; quote it (\"2024-06-22\")"
        )
        XCTAssertEqual(
            message("a: 1e3\n"),
            "'1e3' is read as a string by YAML 1.1 and as a floating-point number by YAML 1.2; quote it (\"1e3\"); numbers with a fraction or exponent are not supported"
        )
        XCTAssertEqual(
            message("a: 0x1F\n"),
            "'0x1F' is read as a hexadecimal integer by YAML; quote it (\"0x1F\") or write the number in decimal"
        )
        XCTAssertEqual(
            message("a: +1\n"),
            "'+1' is read as an integer by YAML; quote it (\"+1\") or write it without the '+'")
        XCTAssertEqual(
            message("a: 1:20\n"),
            "'1:20' is read as a base-60 number by YAML 1.1 and as a string by YAML 1.2; quote it (\"1:20\")"
        )
    }

    func testIntegerOutOfRange() {
        assertErrors("a: 9223372036854775808\n", [("1:4", "does not fit in a 64-bit integer")])
        assertErrors("a: -9223372036854775809\n", [("1:4", "does not fit in a 64-bit integer")])
    }

    func testLookalikesThatMeanTheSameEverywhereAreAccepted() {
        for scalar in [
            "1.2.3", "0b", "0x", "1e", "e3", "yes!", "no_way", "Off-white", "2024-6-22", "12-34",
            "1:60", "0:1", "--", ".", "..5", "+", "~x", "-x-",
        ] {
            let (root, diagnostics) = YAML.parse("k: \(scalar)\n", path: "t.yaml")
            XCTAssertEqual(YAMLTestSupport.summary(diagnostics), [], scalar)
            XCTAssertEqual(root?["k"]?.string, scalar)
        }
    }

    // MARK: Tabs and characters

    func testTabsInIndentation() {
        assertErrors("a:\n\tb: 1\nc: 2\n", [("2:1", "tabs are not allowed in indentation")])
        assertErrors("a:\n  \tb: 1\n", [("2:3", "tabs are not allowed in indentation")])
        assertErrors("a: 1\n\t\nb: 2\n", [("2:1", "tabs are not allowed in indentation")])
        assertErrors("a: [x,\n\tz]\n", [("2:1", "tabs are not allowed in indentation")])
    }

    func testTabsElsewhereOutsideQuotes() {
        assertErrors("a:\tb\n", [("1:3", "tabs are not allowed here")])
        assertErrors("a: b\t\n", [("1:5", "tabs are not allowed here")])
        assertErrors("a: b\t# c\n", [("1:5", "tabs are not allowed here")])
        assertErrors("a: [x,\tz]\n", [("1:7", "tabs are not allowed here")])
        assertErrors("a: x\ty\n", [("1:5", "tabs are not allowed here")])
    }

    func testCharactersYAMLCannotHold() {
        assertErrors("a: b\u{7}\n", [("1:5", "control character U+0007")])
        assertErrors("a: \"b\u{85}\"\n", [("1:6", "U+0085 is a line break in YAML 1.1")])
        assertErrors("a: b\u{2028}c\n", [("1:5", "U+2028 is a line break")])
        assertErrors("a: 1\rb: 2\n", [("1:5", "carriage return must be followed by a line feed")])
        assertErrors("a: 1\n\u{FEFF}b: 2\n", [("2:1", "byte order mark")])
        assertErrors("a: \u{FFFE}\n", [("1:4", "noncharacter U+FFFE")])
    }

    // MARK: Quoted scalars

    func testUnterminatedQuotesAreReportedAtTheOpeningQuote() {
        assertErrors("key: \"abc\nnext: 1\n", [("1:6", "unterminated quoted string")])
        assertErrors(
            "key: 'it''s\nnext: 1\n", [("1:6", "unterminated quoted string; close it with '")])
        assertErrors("- [a, \"b]\n- c\n", [("1:7", "unterminated quoted string")])
        assertErrors("\"key: 1\n", [("1:1", "unterminated quoted string")])
    }

    func testMultiLineQuotedStringIsOneError() {
        assertErrors("a: \"one\n  two\"\nb: 1\n", [("1:4", "unterminated quoted string")])
    }

    func testBadEscapesAreReportedAtTheBackslash() {
        assertErrors("a: \"x\\qy\"\n", [("1:6", "unknown escape sequence '\\q'")])
        assertErrors("a: \"\\x41\"\n", [("1:5", "unknown escape sequence '\\x'")])
        assertErrors(
            "a: \"ab\\u12\"\n", [("1:7", "'\\u' must be followed by 4 hexadecimal digits")])
        assertErrors("a: \"\\uD800\"\n", [("1:5", "'D800' is not a Unicode scalar value")])
        assertErrors("a: \"\\U00110000\"\n", [("1:5", "is not a Unicode scalar value")])
        assertErrors("a: \"é\\é\"\n", [("1:6", "unknown escape sequence '\\é'")])
        assertErrors("a: \"one \\\n  two\"\n", [("1:9", "a backslash at the end of a line")])
        assertErrors("a: \"\\q\" \nb: \"\\w\"\n", [("1:5", "'\\q'"), ("2:5", "'\\w'")])
    }

    // MARK: Unsupported YAML

    func testAnchorsAliasesAndTags() {
        assertErrors("a: &anchor 1\nb: 2\n", [("1:4", "anchors ('&anchor') are not supported")])
        assertErrors("a: *anchor\n", [("1:4", "aliases ('*anchor') are not supported")])
        assertErrors("a: !!str 1\n", [("1:4", "tags ('!!str') are not supported")])
        assertErrors(
            "when: !isFirstLaunched\n",
            [("1:7", "quote the text if it starts with '!' (\"!isFirstLaunched\")")])
        assertErrors("- [a, !b]\n", [("1:7", "tags ('!b')")])
        assertErrors("base: &base\n  x: 1\nother: 2\n", [("1:7", "anchors")])
    }

    func testComplexKeysFoldedScalarsAndIndentationIndicators() {
        assertErrors("? a\n: b\n", [("1:1", "complex keys ('?') are not supported")])
        assertErrors(
            "x: 1\n? a\n: - b\n  - c\nz: : d\n",
            [("2:1", "complex keys ('?') are not supported"), ("5:4", "missing key before ':'")])
        assertErrors("{? a: b}\n", [("1:2", "complex keys")])
        assertErrors(
            "a: >\n  folded\nb: 1\n", [("1:4", "folded block scalars ('>') are not supported")])
        assertErrors("a: |2\n   x\nb: 1\n", [("1:5", "indentation indicators are not supported")])
        assertErrors("a: |-1\n  x\n", [("1:6", "indentation indicators")])
        assertErrors("a: |x\n  x\n", [("1:5", "unexpected text after '|'")])
        assertErrors("a: | x\n  x\n", [("1:6", "unexpected text after '|'")])
        assertErrors(
            "a: [|]\n", [("1:5", "a block scalar ('|') cannot appear inside a flow collection")])
    }

    func testLiteralScalarWithLongerLeadingBlankLine() {
        assertErrors(
            "a: |\n     \n  text\nb: 1\n",
            [("2:3", "this blank line has more spaces than the first line")])
    }

    func testDocumentMarkersAndDirectives() {
        assertErrors("a: 1\n---\nb: 2\n", [("2:1", "multiple documents")])
        assertErrors("---\na: 1\n---\n", [("3:1", "multiple documents")])
        assertErrors("a: 1\n...\n", [("2:1", "document end markers ('...') are not supported")])
        assertErrors(
            "%YAML 1.2\n---\na: 1\n", [("1:1", "directives ('%YAML', '%TAG') are not supported")])
        assertErrors("--- {a: 1}\n", [("1:5", "unexpected text after '---'")])
        assertErrors(
            "a: [1,\n---\n", [("1:4", "'[' is not closed"), ("2:1", "multiple documents")])
    }

    func testCharactersThatCannotStartAPlainScalar() {
        assertErrors("a: @x\n", [("1:4", "'@' cannot start a plain scalar; quote the text")])
        assertErrors("a: `x`\n", [("1:4", "'`' cannot start")])
        assertErrors("a: %x\n", [("1:4", "'%' cannot start")])
        assertErrors("a: ,x\n", [("1:4", "unexpected ','")])
        assertErrors("a: ]\n", [("1:4", "unexpected ']'")])
        assertErrors("[-]\n", [("1:2", "'-' cannot start")])
        assertErrors("[a?b]\n", [("1:3", "'?' inside a flow collection")])
        assertErrors("{a?b: 1}\n", [("1:3", "'?' inside a flow collection")])
    }

    func testCommentsNeedASpaceBefore() {
        assertErrors("a: \"v\"#c\n", [("1:7", "'#' starts a comment only after a space")])
        assertErrors("a: [x]#c\n", [("1:7", "'#' starts a comment")])
        assertErrors("a: [x,#c\n  z]\n", [("1:7", "'#' starts a comment")])
    }

    // MARK: Multi-line scalars

    func testMultiLinePlainScalars() {
        assertErrors(
            "key: value\n  continued\nnext: 1\n",
            [("2:3", "this line continues the plain scalar above")])
        assertErrors("- a\n  b\n- c\n", [("2:3", "continues the plain scalar")])
        assertErrors("a:\n  b\n  c\n", [("3:3", "continues the plain scalar")])
        assertErrors("top\nlevel\n", [("2:1", "continues the plain scalar")])
        assertErrors("a: [one\n  two]\n", [("2:3", "a plain scalar cannot span lines")])
    }

    // MARK: Block structure

    func testDuplicateKeysPointAtTheSecondWithANoteOnTheFirst() {
        let text = "a: 1\nb:\n  x: 1\n  x: 2\na: 3\nc: {k: 1, 'k': 2}\nd: [{z: 1, z: 2}]\n"
        assertErrors(
            text,
            [
                ("4:3", "duplicate key 'x'"), ("5:1", "duplicate key 'a'"),
                ("6:11", "duplicate key 'k'"), ("7:12", "duplicate key 'z'"),
            ])
        let diagnostics = YAML.parse(text, path: "t.yaml").diagnostics
        XCTAssertEqual(
            diagnostics.map(\.notes),
            [
                ["'x' is first defined at t.yaml:3:3"], ["'a' is first defined at t.yaml:1:1"],
                ["'k' is first defined at t.yaml:6:5"], ["'z' is first defined at t.yaml:7:6"],
            ])
    }

    func testKeysThatPythonConsidersEqualAreDuplicates() {
        assertErrors("true: a\n1: b\n", [("2:1", "duplicate key '1'")])
        assertErrors("0: a\nfalse: b\n", [("2:1", "duplicate key 'false'")])
    }

    func testKeysMustBeScalarsAndShort() {
        assertErrors("[a, b]: c\n", [("1:1", "a key must be a scalar")])
        assertErrors("- {a: 1}: c\n", [("1:3", "a key must be a scalar")])
        assertErrors("[[a]: b]\n", [("1:2", "a key must be a scalar")])
        let long = String(repeating: "k", count: 1025)
        assertErrors("\(long): v\n", [("1:1", "keys may be at most 1024 characters")])
        let (_, ok) = YAML.parse(String(repeating: "k", count: 1024) + ": v\n", path: "t.yaml")
        XCTAssertEqual(ok, [])
        let wide = String(repeating: "가", count: 1000)
        XCTAssertEqual(
            YAML.parse("\(wide): v\n", path: "t.yaml").diagnostics, [],
            "the limit counts characters, not bytes")
    }

    func testCollectionsCannotStartOnTheirKeysLine() {
        assertErrors("key: - a\n", [("1:6", "a list cannot start on the same line as its key")])
        assertErrors(
            "a: b: c\nd: 1\n", [("1:5", "a mapping cannot start on the same line as its key")])
        assertErrors("- a: b: c\n", [("1:7", "a mapping cannot start on the same line")])
    }

    func testMissingColon() {
        assertErrors("a: 1\nb\nc: 2\n", [("2:1", "expected ':' after 'b'")])
        assertErrors(
            "a: 1\nkey:value\n", [("2:1", "expected ': ' after the key; 'key:value' is one string")]
        )
        assertErrors("{a, b: 1}\n", [("1:2", "expected ':' after 'a'")])
        assertErrors("{a:b}\n", [("1:2", "expected ':' after 'a:b'")])
        assertErrors(": v\n", [("1:1", "missing key before ':'")])
        assertErrors("[: v]\n", [("1:2", "missing key before ':'")])
        assertErrors("\"a\":b\n", [("1:4", "unexpected text after the value")])
    }

    func testIndentationErrors() {
        assertErrors(
            "a:\n  b: 1\n    c: 2\n",
            [
                (
                    "3:5",
                    "unexpected indentation; the entry above already has a value, so align this line with it (column 3)"
                )
            ])
        assertErrors("a: 1 # c\n  b\n", [("2:3", "unexpected indentation")])
        assertErrors(
            "a:\n  b: 1\n c: 2\n",
            [
                (
                    "3:2",
                    "inconsistent indentation; align this line with an entry above it (column 1 or column 3)"
                )
            ])
        assertErrors("a:\n    - x\n  - y\n", [("3:3", "column 1 or column 5")])
        assertErrors(
            "  a: 1\nb: 2\n",
            [("2:1", "inconsistent indentation; align this line with an entry above it (column 3)")]
        )
        assertErrors("- a: 1\n   b: 2\n", [("2:4", "unexpected indentation")])
    }

    /// Each indentation message names the line to change and the change that works.
    func testIndentationMessagesNameTheLineToChangeAndHow() {
        // A step that lacks its `- `: the fix is the dash, not aligning the line.
        assertErrors(
            "steps:\n  - launch\n    tap: send\n",
            [
                (
                    "3:5",
                    "unexpected indentation; the list item above is complete, so to make this line an item of its own start it with '- ' at column 3, under the '- ' above"
                )
            ])
        // A `- ` one space deeper than the dashes above: align it, not nest it.
        assertErrors(
            "steps:\n  - expect: {root: Main}\n   - back\n",
            [("3:4", "inconsistent indentation; align this line with an entry above it (column 3)")]
        )
        // A three-space line 2 followed by a two-space line 3: the error is on line 3, and
        // names line 2 as the one that may be out of place.
        assertErrors(
            "steps:\n   - launch\n  - back\n",
            [
                (
                    "3:3",
                    "inconsistent indentation; align this line with an entry above it (column 1 or column 4); or, if line 2 is the one out of place, move it and the rest of its block to column 3"
                )
            ])
        // A block of more lines above is not named: its first line is not the odd one.
        assertErrors(
            "a:\n    b: 1\n    c: 2\n  d: 3\n",
            [
                (
                    "4:3",
                    "inconsistent indentation; align this line with an entry above it (column 1 or column 5)"
                )
            ])
    }

    func testListAndMappingMixups() {
        assertErrors("a: 1\n- b\nc: 2\n", [("2:1", "expected a key, found a list item")])
        assertErrors(
            "list:\n  - a\n  b: 1\n  - c\n",
            [("3:3", "expected '- ' here, inside the list that starts on line 2")])
        assertErrors(
            "- a\nb: 1\n", [("2:1", "expected '- ' here, inside the list that starts on line 1")])
    }

    // MARK: Flow collections

    func testUnclosedFlowCollectionIsReportedAtItsBracket() {
        assertErrors("a: [1, 2\nb: 3\n", [("1:4", "'[' is not closed; close it with ']'")])
        assertErrors("a: {x: 1\n", [("1:4", "'{' is not closed; close it with '}'")])
        assertErrors("a: [1, {x: 2\n", [("1:8", "'{' is not closed")])
    }

    func testUnderIndentedFlowLines() {
        assertErrors(
            "a: [\n  x\n]\n",
            [
                (
                    "3:1",
                    "']' must be indented more than the line that opened its collection; indent it to at least column 2"
                )
            ])
        assertErrors(
            "a: [x,\nz]\n", [("2:1", "a line inside a flow collection must be indented more")])
        assertErrors("- a: [x,\n  z]\n", [("2:3", "indent it to at least column 4")])
    }

    func testFlowSeparators() {
        assertErrors("[a, , b]\n", [("1:5", "expected a value before ','")])
        assertErrors("[,]\n", [("1:2", "expected a value before ','")])
        assertErrors("{,}\n", [("1:2", "expected a value before ','")])
        assertErrors("[\"a\" b]\n", [("1:6", "expected ',' or ']'")])
        assertErrors("{a: 1 \"b\": 2}\n", [("1:10", "expected ',' or '}'")])
        assertErrors("[a: b: c]\n", [("1:6", "expected ',' or ']'")])
        assertErrors("[- a]\n", [("1:2", "'- ' list items cannot appear inside a flow collection")])
        assertErrors("[a\n  : b]\n", [("2:3", "':' must be on the same line as its key")])
        assertErrors("a: [x] y\n", [("1:8", "unexpected text after the value")])
        assertErrors(
            "a: [x, z}\n", [("1:9", "'}' does not close this collection; close it with ']'")])
        assertErrors(
            "a: {x: [1]]\n", [("1:11", "']' does not close this collection; close it with '}'")])
    }

    // MARK: Collecting errors

    func testSeveralIndependentErrorsAreAllReported() {
        let text = """
            app: Demo
            state:
              firstLaunch: yes
              pin: 010
            flows:
              Main:
            \tstack: [Home]
              Other: {push: [A, B}
            screens:
              Home: {}
              Home: {}
            links:
              x: "unterminated
              y2: fine
            """
        assertErrors(
            text,
            [
                ("3:16", "'yes' is read as a Boolean"),
                ("4:8", "'010'"),
                ("7:1", "tabs are not allowed in indentation"),
                ("8:22", "'}' does not close this collection"),
                ("11:3", "duplicate key 'Home'"),
                ("13:6", "unterminated quoted string"),
            ])
    }

    func testAnErrorInANestedEntryDoesNotHideLaterSiblings() {
        let text = "a:\n  b: [1,\n    2, \"x\" 3]\n  c: &x 1\nd:\n  - ok\n  - @bad\n  - fine\n"
        assertErrors(
            text,
            [("3:12", "expected ',' or ']'"), ("4:6", "anchors"), ("7:5", "'@' cannot start")])
    }

    func testErrorsStopAfterALimit() {
        let text = (0..<80).map { "k\($0): yes\n" }.joined()
        let diagnostics = YAML.parse(text, path: "t.yaml").diagnostics
        XCTAssertEqual(diagnostics.count, 51)
        XCTAssertEqual(diagnostics.last?.message, "too many errors (50); stopping here")
    }

    func testNestingTooDeep() {
        assertErrors(
            String(repeating: "[", count: 500) + String(repeating: "]", count: 500),
            [("1:64", "nesting is deeper than 64 levels")])
        var text = ""
        for level in 0..<100 { text += String(repeating: " ", count: level) + "k:\n" }
        let diagnostics = YAML.parse(text, path: "t.yaml").diagnostics
        XCTAssertEqual(
            diagnostics.map(\.message), ["nesting is deeper than 64 levels; flatten the document"])
    }
}
