import XCTest

@testable import Scenarios

/// Each construct of the subset, read as PyYAML reads it, with node locations and styles.
final class YAMLParserTests: XCTestCase {
    /// Parses `text`, failing the test on any diagnostic.
    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line)
        -> YAMLNode?
    {
        let (root, diagnostics) = YAML.parse(text, path: "t.yaml")
        XCTAssertEqual(
            YAMLTestSupport.summary(diagnostics), [], "unexpected diagnostics", file: file,
            line: line)
        return root
    }

    /// The parse of `text` as canonical JSON.
    private func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String
    {
        YAMLTestSupport.canonicalJSON(parse(text, file: file, line: line))
    }

    private func loc(_ node: YAMLNode?) -> String {
        guard let node else { return "nil" }
        return "\(node.location.line):\(node.location.column)"
    }

    // MARK: The manual's example

    func testSpecAppFileParses() throws {
        let text = """
            app: WhatWeEat
            state:                              # persisted state
              isFirstLaunched: true
              submittedPin: {default: null, sample: 1111}
              session: {default: none, values: [none, guest, user], store: keychain}
            launch:
              - state: firstLaunch
                when: isFirstLaunched
                root: Onboarding
              - state: pendingSubmission
                when: submittedPin != null
                root: Main
                then:
                  - select: together
                  - start: Submission(pin=$submittedPin)
            flows:
              Main:
                tabs:
                  home: Home
                  upload: {flow: Upload, intercept: [start: Picker]}
            screens:
              Chat:
                params: [channel]
                actions:
                  send:
                    - guard: session == user
                      else: {alert: "로그인이 필요한 기능입니다."}
            links:
              submission(pin): [select: together, start: Submission(pin=$pin)]
            """
        let root = try XCTUnwrap(parse(text))
        XCTAssertEqual(
            root.entries?.map { $0.key.string },
            ["app", "state", "launch", "flows", "screens", "links"])
        XCTAssertEqual(root["state"]?["isFirstLaunched"]?.kind, .scalar(.bool(true)))
        XCTAssertEqual(root["state"]?["submittedPin"]?["default"]?.kind, .scalar(.null))
        XCTAssertEqual(root["state"]?["submittedPin"]?["sample"]?.kind, .scalar(.int(1111)))
        XCTAssertEqual(
            root["state"]?["session"]?["values"]?.items?.compactMap(\.string),
            ["none", "guest", "user"])
        let rules = try XCTUnwrap(root["launch"]?.items)
        XCTAssertEqual(rules.count, 2)
        XCTAssertEqual(rules[1]["when"]?.string, "submittedPin != null")
        XCTAssertEqual(
            rules[1]["then"]?.items?[1]["start"]?.string, "Submission(pin=$submittedPin)")
        XCTAssertEqual(
            root["flows"]?["Main"]?["tabs"]?["upload"]?["intercept"]?.items?.first?["start"]?
                .string, "Picker")
        XCTAssertEqual(
            root["screens"]?["Chat"]?["actions"]?["send"]?.items?.first?["else"]?["alert"]?.string,
            "로그인이 필요한 기능입니다.")
        let link = try XCTUnwrap(root["links"]?["submission(pin)"]?.items)
        XCTAssertEqual(link.map { $0.entries?.count }, [1, 1])
        XCTAssertEqual(link[0]["select"]?.string, "together")
        XCTAssertEqual(link[1]["start"]?.string, "Submission(pin=$pin)")
        // Locations: the second rule's `when` value, and the Korean string's column.
        XCTAssertEqual(loc(rules[1]["when"]), "11:11")
        XCTAssertEqual(
            loc(root["screens"]?["Chat"]?["actions"]?["send"]?.items?.first?["else"]?["alert"]),
            "27:25")
    }

    // MARK: Block mappings

    func testBlockMappingKeepsEntriesInFileOrder() throws {
        let root = try XCTUnwrap(parse("zeta: 1\nalpha: 2\nmid: 3\n"))
        XCTAssertEqual(root.entries?.compactMap { $0.key.string }, ["zeta", "alpha", "mid"])
        XCTAssertEqual(
            root.entries?.map { $0.value.kind },
            [.scalar(.int(1)), .scalar(.int(2)), .scalar(.int(3))])
    }

    func testNestedBlockMappingsByIndentation() {
        XCTAssertEqual(
            json("a:\n  b:\n    c: 1\n  d: 2\ne: 3\n"), #"{"a": {"b": {"c": 1}, "d": 2}, "e": 3}"#)
    }

    func testKeyWithSpacesAndSpaceBeforeColon() {
        XCTAssertEqual(json("a b: c\nkey : v\n"), #"{"a b": "c", "key": "v"}"#)
    }

    func testQuotedKeys() {
        XCTAssertEqual(json("'a: b': 1\n\"yes\": 2\n"), #"{"a: b": 1, "yes": 2}"#)
    }

    func testNonStringScalarKeys() throws {
        let root = try XCTUnwrap(parse("2: a\nnull: b\ntrue: c\n"))
        XCTAssertEqual(
            root.entries?.map { $0.key.kind },
            [.scalar(.int(2)), .scalar(.null), .scalar(.bool(true))])
    }

    func testValueOnTheNextLineMoreIndented() {
        XCTAssertEqual(json("a:\n  value\nb:\n  [x, z]\n"), #"{"a": "value", "b": ["x", "z"]}"#)
    }

    // MARK: Block sequences

    func testSequenceIndentedUnderKey() {
        XCTAssertEqual(json("key:\n  - a\n  - b\nnext: 1\n"), #"{"key": ["a", "b"], "next": 1}"#)
    }

    func testSequenceAtTheIndentationOfItsKey() {
        XCTAssertEqual(json("key:\n- a\n- b\nnext: 1\n"), #"{"key": ["a", "b"], "next": 1}"#)
    }

    func testMappingInsideSequenceItem() throws {
        let root = try XCTUnwrap(parse("- key: v\n  other: w\n- key: x\n"))
        XCTAssertEqual(
            YAMLTestSupport.canonicalJSON(root), #"[{"key": "v", "other": "w"}, {"key": "x"}]"#)
        XCTAssertEqual(loc(root.items?[0]), "1:3")
        XCTAssertEqual(loc(root.items?[0]["other"]), "2:10")
    }

    func testMappingInsideSequenceItemAlignsWithItsFirstKey() {
        XCTAssertEqual(json("-   a: 1\n    b: 2\n"), #"[{"a": 1, "b": 2}]"#)
    }

    func testSequenceInsideSequenceItem() {
        XCTAssertEqual(json("- - a\n  - b\n- c\n"), #"[["a", "b"], "c"]"#)
    }

    func testIndentlessSequenceInsideMappingInsideSequence() {
        XCTAssertEqual(
            json("- a: 1\n  b:\n  - x\n  - w\n- z\n"), #"[{"a": 1, "b": ["x", "w"]}, "z"]"#)
    }

    func testEmptyItemsAndValuesAreNull() {
        XCTAssertEqual(
            json("a:\nb:   # nothing\nc: ~\nd: null\nlist:\n  -\n  - # empty\n  - x\n"),
            #"{"a": null, "b": null, "c": null, "d": null, "list": [null, null, "x"]}"#)
    }

    func testItemOnTheLineAfterItsDash() {
        XCTAssertEqual(json("-\n  a: 1\n-\n  - b\n"), #"[{"a": 1}, ["b"]]"#)
    }

    // MARK: Flow collections

    func testFlowSequencesAndMappingsNest() {
        XCTAssertEqual(
            json("x: {a: 1, b: [x, {c: d}], e: []}\nw: [[1, 2], {}, ~]\n"),
            #"{"w": [[1, 2], {}, null], "x": {"a": 1, "b": ["x", {"c": "d"}], "e": []}}"#)
    }

    func testSinglePairInFlowSequenceIsOneEntryMapping() throws {
        let root = try XCTUnwrap(parse("[select: together, start: Game, plain]"))
        let items = try XCTUnwrap(root.items)
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(items[0].entries?.count, 1)
        XCTAssertEqual(items[0]["select"]?.string, "together")
        XCTAssertEqual(items[1]["start"]?.string, "Game")
        XCTAssertEqual(items[2].string, "plain")
        XCTAssertEqual(loc(items[1]), "1:20")
    }

    func testFlowCollectionsSpanLines() {
        let text = """
            a: [one,
              two,   # a comment
              {three: 3,
               four: 4}]
            b: {x: 1,
                z: 2
               }
            """
        XCTAssertEqual(
            json(text), #"{"a": ["one", "two", {"four": 4, "three": 3}], "b": {"x": 1, "z": 2}}"#)
    }

    func testFlowTrailingCommaAndEmptyValues() {
        XCTAssertEqual(
            json("a: [x, z,]\nb: {k: 1,}\nc: [k: ]\nd: {k: , l:}\n"),
            #"{"a": ["x", "z"], "b": {"k": 1}, "c": [{"k": null}], "d": {"k": null, "l": null}}"#)
    }

    func testPlainScalarsInFlowStopAtIndicators() {
        XCTAssertEqual(
            json("[a b, c:d, http://x.org/p#q=1, 'x, y', \"[z]\", a :b]"),
            #"["a b", "c:d", "http://x.org/p#q=1", "x, y", "[z]", "a :b"]"#)
    }

    func testJSONStyleKeysInFlow() {
        XCTAssertEqual(json("{\"a\":1, 'b':[x]}"), #"{"a": 1, "b": ["x"]}"#)
    }

    // MARK: Scalars

    func testNullBooleansAndIntegers() throws {
        let root = try XCTUnwrap(
            parse(
                "[null, ~, true, false, 0, -12, 1111, -0, 9223372036854775807, -9223372036854775808]"
            ))
        XCTAssertEqual(
            root.items?.map(\.kind),
            [
                .scalar(.null), .scalar(.null), .scalar(.bool(true)), .scalar(.bool(false)),
                .scalar(.int(0)), .scalar(.int(-12)), .scalar(.int(1111)), .scalar(.int(0)),
                .scalar(.int(Int.max)), .scalar(.int(Int.min)),
            ])
    }

    func testPlainStringsKeepPunctuation() throws {
        let root = try XCTUnwrap(
            parse(
                """
                a: submittedPin != null
                b: Submission(pin=$submittedPin)
                c: a:b
                d: a#b
                e: http://example.com/x#frag
                f: ?x
                g: :x
                h: -x
                i: 1.2.3
                j: 12-34
                k: "!isFirstLaunched"
                l: a, b [c] {d}
                """))
        XCTAssertEqual(
            root.entries?.compactMap { $0.value.string },
            [
                "submittedPin != null", "Submission(pin=$submittedPin)", "a:b", "a#b",
                "http://example.com/x#frag",
                "?x", ":x", "-x", "1.2.3", "12-34", "!isFirstLaunched", "a, b [c] {d}",
            ])
    }

    func testKeyEndingInColon() {
        XCTAssertEqual(json("key::\n"), #"{"key:": null}"#)
    }

    func testTrailingSpacesAndCommentsAreNotPartOfPlainScalars() throws {
        let root = try XCTUnwrap(parse("a: bar baz   # comment\nb: x#y # z\n"))
        XCTAssertEqual(root["a"]?.string, "bar baz")
        XCTAssertEqual(root["b"]?.string, "x#y")
    }

    func testSingleQuotedScalars() throws {
        let root = try XCTUnwrap(parse("a: 'it''s'\nb: ''\nc: 'a \"b\" \\n'\nd: 'yes'\n"))
        XCTAssertEqual(root["a"]?.string, "it's")
        XCTAssertEqual(root["b"]?.string, "")
        XCTAssertEqual(root["c"]?.string, "a \"b\" \\n")
        XCTAssertEqual(root["d"]?.string, "yes")
        XCTAssertEqual(root["a"]?.style, .singleQuoted)
    }

    func testDoubleQuotedEscapes() throws {
        let root = try XCTUnwrap(parse(#"a: "1\n2\t3\"4\\5\/6\07\r8\u00e9\U0001F600 ""#))
        XCTAssertEqual(root["a"]?.string, "1\n2\t3\"4\\5/6\u{0}7\r8é😀 ")
        XCTAssertEqual(root["a"]?.style, .doubleQuoted)
    }

    func testQuotedScalarsAreAlwaysStrings() throws {
        let root = try XCTUnwrap(parse("[\"yes\", '1.5', \"null\", '0x1F', \"1\", '']"))
        XCTAssertEqual(root.items?.compactMap(\.string), ["yes", "1.5", "null", "0x1F", "1", ""])
    }

    func testTabsInsideQuotesAndCommentsAreAllowed() throws {
        let root = try XCTUnwrap(parse("a: \"x\ty\"  # c\tc\n# \tcomment\n"))
        XCTAssertEqual(root["a"]?.string, "x\ty")
    }

    // MARK: Literal block scalars

    func testLiteralBlockScalarClipsToOneLineBreak() throws {
        let root = try XCTUnwrap(parse("a: |\n  line 1\n    indented\n\n  line 3\n\n\nb: x\n"))
        XCTAssertEqual(root["a"]?.string, "line 1\n  indented\n\nline 3\n")
        XCTAssertEqual(root["a"]?.style, .literal)
        XCTAssertEqual(loc(root["a"]), "1:4")
        XCTAssertEqual(root["b"]?.string, "x")
    }

    func testLiteralBlockScalarStripAndKeep() throws {
        let root = try XCTUnwrap(parse("s: |-\n  text\n\nk: |+\n  text\n\n\nz: 1\n"))
        XCTAssertEqual(root["s"]?.string, "text")
        XCTAssertEqual(root["k"]?.string, "text\n\n\n")
    }

    func testLiteralBlockScalarLeadingBlankLinesAndComments() throws {
        let root = try XCTUnwrap(
            parse("a: |   # header comment\n\n  # not a comment\n  x\n# a real comment\nb: 1\n"))
        XCTAssertEqual(root["a"]?.string, "\n# not a comment\nx\n")
    }

    func testLiteralBlockScalarAtEndOfFileWithoutLineBreak() throws {
        XCTAssertEqual(try XCTUnwrap(parse("a: |\n  x")).self["a"]?.string, "x")
        XCTAssertEqual(try XCTUnwrap(parse("a: |+\n  x")).self["a"]?.string, "x")
    }

    func testEmptyLiteralBlockScalar() throws {
        let root = try XCTUnwrap(parse("a: |\nb: |+\n\nc: 1\n"))
        XCTAssertEqual(root["a"]?.string, "")
        XCTAssertEqual(root["b"]?.string, "\n")
    }

    func testLiteralBlockScalarInSequencesAndAsRoot() {
        XCTAssertEqual(
            json("- |\n  a\n- - |\n    b\n- k: |\n    c\n"), #"["a\n", ["b\n"], {"k": "c\n"}]"#)
        XCTAssertEqual(json("|\n text\n"), #""text\n""#)
    }

    func testLiteralBlockScalarKeepsTabsAndTrailingSpaces() throws {
        let root = try XCTUnwrap(parse("a: |\n  \tx  \n  y\n"))
        XCTAssertEqual(root["a"]?.string, "\tx  \ny\n")
    }

    // MARK: Documents and files

    func testEmptyFileAndCommentOnlyFileHaveNoRoot() {
        XCTAssertNil(parse(""))
        XCTAssertNil(parse("# just a comment\n\n   \n"))
        XCTAssertNil(parse("---\n# nothing\n"))
    }

    func testLeadingDocumentStartIsAccepted() {
        XCTAssertEqual(json("--- # the document\na: 1\n"), #"{"a": 1}"#)
    }

    func testScalarAndFlowRoots() {
        XCTAssertEqual(json("hello world\n"), #""hello world""#)
        XCTAssertEqual(json("[a,\nb]\n"), #"["a", "b"]"#)
        XCTAssertEqual(json("~"), "null")
    }

    func testMappingIndentedAtTheTopLevel() {
        XCTAssertEqual(json("  a: 1\n  b: 2\n"), #"{"a": 1, "b": 2}"#)
    }

    func testCRLFLineEndings() throws {
        let root = try XCTUnwrap(parse("a: 1\r\nb:\r\n  - x\r\nc: |\r\n  l1\r\n  l2\r\n"))
        XCTAssertEqual(
            YAMLTestSupport.canonicalJSON(root), #"{"a": 1, "b": ["x"], "c": "l1\nl2\n"}"#)
        XCTAssertEqual(loc(root["b"]?.items?.first), "3:5")
    }

    func testByteOrderMarkIsSkipped() throws {
        let root = try XCTUnwrap(parse("\u{FEFF}a: 1\n"))
        XCTAssertEqual(root["a"]?.kind, .scalar(.int(1)))
        XCTAssertEqual(loc(root), "1:1")
    }

    func testDeepButBoundedNesting() {
        let depth = 40
        var text = ""
        for level in 0..<depth { text += String(repeating: "  ", count: level) + "k\(level):\n" }
        text += String(repeating: "  ", count: depth) + "leaf: 1\n"
        var node = parse(text)
        for level in 0..<depth { node = node?["k\(level)"] }
        XCTAssertEqual(node?["leaf"]?.kind, .scalar(.int(1)))
        let brackets = String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        XCTAssertEqual(json(brackets), brackets)
    }

    // MARK: Locations

    func testNodeLocations() throws {
        let text = "top:\n  - first\n  - {k: v}\nnull value:\nwide: \"é😀\"\n"
        let root = try XCTUnwrap(parse(text))
        XCTAssertEqual(loc(root), "1:1")
        XCTAssertEqual(loc(root.entries?[0].key), "1:1")
        XCTAssertEqual(loc(root["top"]), "2:3", "a block sequence starts at its first dash")
        XCTAssertEqual(loc(root["top"]?.items?[0]), "2:5")
        XCTAssertEqual(loc(root["top"]?.items?[1]), "3:5", "a flow mapping starts at its brace")
        XCTAssertEqual(loc(root["top"]?.items?[1]["k"]), "3:9")
        XCTAssertEqual(loc(root["null value"]), "4:11", "an empty value stands at its colon")
        XCTAssertEqual(loc(root["wide"]), "5:7")
    }

    func testColumnsCountCharactersNotBytes() throws {
        let root = try XCTUnwrap(parse("로그인: 화면\n\"é\": [a, b]\n"))
        XCTAssertEqual(loc(root["로그인"]), "1:6")
        XCTAssertEqual(loc(root["é"]?.items?[1]), "2:10")
    }

    func testStyles() throws {
        let root = try XCTUnwrap(
            parse("a: x\nb: 'x'\nc: \"x\"\nd: |\n  x\ne: [x]\nf: {x: 1}\ng:\n  - x\n"))
        XCTAssertEqual(
            root.entries?.map { $0.value.style },
            [.plain, .singleQuoted, .doubleQuoted, .literal, .flow, .flow, .plain])
        XCTAssertEqual(root.style, .plain)
    }
}
