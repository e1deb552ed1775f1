import Foundation
import XCTest

@testable import Scenarios

/// Every file the parser accepts gives exactly the values PyYAML's `yaml.safe_load` gives,
/// and every plain scalar it reads means the same to YAML 1.1 and to YAML 1.2.
///
/// These tests need `python3` with PyYAML (CI installs it); without them they fail and say so.
final class YAMLEquivalenceTests: XCTestCase {
    /// A corpus of inputs that the parser accepts, each chosen because a reader could get it wrong.
    static let trickyCorpus: [String] = [
        "a: 1\nb: two\n",
        "key:\n- a\n- b\nnext: 1\n",
        "key:\n  - a\n  -   b\n",
        "- key: v\n  other: w\n- key: x\n",
        "-   a: 1\n    b: 2\n",
        "- - a\n  - b\n- - - c\n",
        "- a: 1\n  b:\n  - x\n  - w\n- z\n",
        "-\n  a: 1\n-\n- # comment\n  b\n",
        "a:\nb: ~\nc: null\nd:   # c\n",
        "[select: together, start: Game]",
        "{a: 1, b: [x, {c: d}], e: [], f: {}}",
        "a: [one,\n  two,  # c\n  {three: 3,\n   four: 4}]\n",
        "a: {x: 1,\n    z: 2\n   }\n",
        "[a, b,]\n",
        "{k: 1,}\n",
        "[k: ]\n",
        "[k:]\n",
        "{k: , l:}\n",
        "[\"a\":b, 'c':[d]]\n",
        "[a b, c:d, http://x.org/p#q=1, 'x, y', \"[z]\", a :b]\n",
        "[a\n , b]\n",
        "a: submittedPin != null\nb: Submission(pin=$submittedPin)\n",
        "a: a:b\nb: a#b\nc: x # comment\nd: ?x\ne: :x\nf: -x\ng: --\nh: ---\ni: ...\n",
        "a: 1.2.3\nb: 12-34\nc: 2024-6-22\nd: 1:60\ne: 0:1\nf: 0b\ng: 0x\nh: 1e\ni: e3\nj: ..5\nk: +\nl: .\n",
        "a: 'it''s'\nb: ''\nc: 'a \"b\" \\n'\n",
        "a: \"1\\n2\\t3\\\"4\\\\5\\/6\\07\\r8\\u00e9\\U0001F600 \"\n",
        "a: \"\\u0000\\u007f\\u0085\\u2028\"\n",
        "a: \"x\ty\"\n",
        "\"yes\": 'no'\n'1.5': \"0x1F\"\n",
        "key::\n",
        "a b: c\nkey : v\n",
        "2: a\nnull: b\ntrue: c\n",
        "-0\n",
        "[0, -12, 1111, 9223372036854775807, -9223372036854775808]\n",
        "a: |\n  line 1\n    indented\n\n  line 3\n\n\nb: x\n",
        "s: |-\n  text\n\nk: |+\n  text\n\n\nz: 1\n",
        "a: |   # header\n\n  # not a comment\n  x\n# real comment\nb: 1\n",
        "a: |\n  x",
        "a: |+\n  x",
        "a: |\nb: |+\n\nc: 1\n",
        "a: |\n   \nb: 1\n",
        "- |\n  a\n- - |\n    b\n- k: |\n    c\n",
        "|\n text\n",
        "a: |\n  \tx  \n  y\n",
        "a: |\n  x\n   \n",
        "a: |+\n  x\n\n  \n",
        "k:\n- |\n x\n",
        "a:\n  |\n   x\n",
        "--- # c\na: 1\n",
        "---\n",
        "",
        "# only a comment\n",
        "hello world\n",
        "  a: 1\n  b: 2\n",
        "a: 1\r\nb:\r\n  - x\r\nc: |\r\n  l1\r\n\r\n  l2\r\n",
        "\u{FEFF}a: 1\n",
        "\u{FEFF}- a: 1\n  b: 2\n- - x\n  - z\n",
        "\u{FEFF}---\n- x\n",
        "로그인: 화면\n\"é\": [a, b]\n",
        "a: \"로그인이 필요한 기능입니다.\"\n",
        "a: b\u{A0}\n",
        "a: [[[[[x]]]]]\n",
        "a:\n  # comment at any indentation\n# another\n      # and another\n  b: 1\n",
        String(repeating: "k", count: 1024) + ": v\n",
        "a:\n  value\nb:\n  [x, z]\n",
        "x: 'yes, really'\nw: \"2024-06-22\"\n",
    ]

    // MARK: Files

    func testScenarioAndFixtureFilesMatchPyYAML() throws {
        let root = YAMLTestSupport.repositoryRoot
        let scenarioFiles = YAMLTestSupport.files(
            under: root.appendingPathComponent("scenarios"), suffix: ".yaml")
        let fixtureFiles = YAMLTestSupport.files(
            under: root.appendingPathComponent("Tests/ScenariosTests/Fixtures/yaml"),
            suffix: ".yaml")
        XCTAssertGreaterThanOrEqual(
            fixtureFiles.count, 3, "the test's own sample files are missing")
        let files = scenarioFiles + fixtureFiles
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let expected = try YAMLTestSupport.pyYAMLLoad(texts)
        for ((file, text), python) in zip(zip(files, texts), expected) {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            let (node, diagnostics) = YAML.parse(text, path: relative)
            XCTAssertEqual(
                diagnostics.map(\.description), [], "\(relative) should be in the subset")
            XCTAssertEqual(python, .value(YAMLTestSupport.canonicalJSON(node)), relative)
        }
    }

    // MARK: Corpus

    func testTrickyCorpusMatchesPyYAML() throws {
        let corpus = Self.trickyCorpus
        let expected = try YAMLTestSupport.pyYAMLLoad(corpus)
        for (text, python) in zip(corpus, expected) {
            let (node, diagnostics) = YAML.parse(text, path: "t.yaml")
            XCTAssertEqual(
                YAMLTestSupport.summary(diagnostics), [],
                "should be accepted: \(text.debugDescription)")
            XCTAssertEqual(
                python, .value(YAMLTestSupport.canonicalJSON(node)), text.debugDescription)
        }
    }

    /// Thousands of random edits of the corpus: whatever the parser still accepts, PyYAML
    /// must read the same way (it must not fail on it either).
    func testMutatedDocumentsThatAreAcceptedMatchPyYAML() throws {
        var rng = SplitMix64(seed: 0x5EED_0F_F10E)
        let seeds =
            Self.trickyCorpus.filter { !$0.isEmpty } + [
                try String(
                    contentsOf: YAMLTestSupport.repositoryRoot
                        .appendingPathComponent(
                            "Tests/ScenariosTests/Fixtures/yaml/whatweeat.app.yaml"),
                    encoding: .utf8)
            ]
        var accepted: [(text: String, json: String)] = []
        for round in 0..<6000 {
            let seed = seeds[round % seeds.count]
            let text = Mutator.mutate(seed, using: &rng, edits: 1 + round % 3)
            let (node, diagnostics) = YAML.parse(text, path: "t.yaml")
            if diagnostics.isEmpty { accepted.append((text, YAMLTestSupport.canonicalJSON(node))) }
        }
        XCTAssertGreaterThan(
            accepted.count, 1000, "too few mutations survive to make this test meaningful")
        let expected = try YAMLTestSupport.pyYAMLLoad(accepted.map(\.text))
        var mismatches = 0
        for ((text, json), python) in zip(accepted, expected) where python != .value(json) {
            mismatches += 1
            if mismatches <= 10 {
                XCTFail("accepted \(text.debugDescription) as \(json), PyYAML gives \(python)")
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    // MARK: Plain scalars

    /// Our hand-written matchers against PyYAML's own resolver and the YAML 1.2 core
    /// schema's regular expressions, over hand-picked and generated scalars.
    func testPlainScalarReadingsAgreeWithPyYAMLAndYAML12Core() throws {
        var scalars: Set<String> = [
            "yes", "Yes", "YES", "yEs", "no", "on", "ON", "oN", "off", "y", "n", "Y", "N", "true",
            "True", "TRUE", "tRUE",
            "false", "null", "Null", "NULL", "nULL", "~", "<<", "=", "0", "-0", "+0", "00", "010",
            "09", "0o17", "0x1F",
            "0xg", "0b101", "0b2", "1_000", "_1", "1_", "+1", "-12", "1111", "1.5", "1.", ".5",
            "-.5", "+.5", "1e3", "1E3",
            "1e+3", "1.0e3", "1.0e+3", ".5e+3", ".5e3", ".inf", "-.inf", "+.Inf", ".INF", ".nan",
            "-.nan", ".NaN", ".Nan",
            "2024-06-22", "2024-6-22", "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5",
            "2001-1-1 1:00:00",
            "2001-12-14T21:59:43Z", "2001-12-14 21:59:43 Z", "1:20", "-1:20", "190:20:30", "1:20.5",
            "0:1", "1:60",
            "1_0:1", "12:30:00", "1.2.3", "0x_", "0b_", "0_", "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808", "-9223372036854775809",
        ]
        var rng = SplitMix64(seed: 42)
        let alphabet = Array("0123456789_.:-+eExXoObBaAfFtTnNyYlLsSuUiIZ ~<=")
        while scalars.count < 12000 {
            let length = Int.random(in: 1...7, using: &rng)
            let candidate = String(
                (0..<length).map { _ in alphabet.randomElement(using: &rng) ?? "0" })
            scalars.insert(candidate)
        }
        let templates = [
            "dddd-dd-dd", "dddd-d-d", "dddd-dd-ddTdd:dd:dd", "dddd-d-d d:dd:dd.d",
            "dddd-dd-dd dd:dd:dd -d",
            "dddd-dd-ddtdd:dd:dd.ddd+dd:dd", "d:dd", "dd:dd:dd", "d:d:d.d", "-d:dd", "d.dEd",
            "d.de-d", ".ded",
        ]
        for _ in 0..<3000 {
            let template = templates.randomElement(using: &rng) ?? "d"
            var text = ""
            for c in template {
                if c == "d" {
                    let r = Int.random(in: 0..<20, using: &rng)
                    text +=
                        r < 16
                        ? String(r % 10)
                        : ["", "dd", "_", "x"][r - 16].replacingOccurrences(of: "d", with: "7")
                } else {
                    text.append(c)
                }
            }
            scalars.insert(text)
        }
        let list = scalars.filter { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") }.sorted()
        let script = #"""
            import sys, json, re
            try:
                import yaml
            except ImportError:
                sys.exit(3)
            resolver = yaml.resolver.Resolver()
            core = [('null', r'~|null|Null|NULL'), ('bool', r'true|True|TRUE|false|False|FALSE'),
                    ('int', r'[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+'),
                    ('float', r'[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)')]
            out = []
            for s in json.load(sys.stdin):
                tag11 = resolver.resolve(yaml.ScalarNode, s, (True, False)).split(':')[-1]
                if s in ('y', 'Y', 'n', 'N'):
                    tag11 = 'bool'   # YAML 1.1's type repository; PyYAML leaves these out
                tag12 = next((name for name, rx in core if re.fullmatch(rx, s)), 'str')
                value = None
                if tag11 in ('int', 'bool', 'null'):
                    try:
                        value = json.dumps(yaml.safe_load('[' + s + ']')[0])
                    except Exception:
                        value = None
                out.append([tag11, tag12, value])
            sys.stdout.write(json.dumps(out))
            """#
        let output = try YAMLTestSupport.runPython(script, input: list)
        let results = try XCTUnwrap(try JSONSerialization.jsonObject(with: output) as? [[Any]])
        XCTAssertEqual(results.count, list.count)
        var failures = 0
        for (scalar, result) in zip(list, results) {
            let tag11 = result[0] as? String ?? "?"
            let tag12 = result[1] as? String ?? "?"
            let pythonValue = result[2] as? String
            let bytes = ArraySlice(Array(scalar.utf8))
            let ours11 = PlainScalarResolver.yaml11Meaning(bytes)
            let ours12 = PlainScalarResolver.yaml12Meaning(bytes)
            var problems: [String] = []
            if !Self.tags(for: ours11).contains(tag11) {
                problems.append("YAML 1.1: ours \(ours11), PyYAML \(tag11)")
            }
            if !Self.tags(for: ours12).contains(tag12) {
                problems.append("YAML 1.2: ours \(ours12), core schema \(tag12)")
            }
            switch PlainScalarResolver.resolve(bytes) {
            case .string:
                if tag11 != "str" || tag12 != "str" {
                    problems.append("read as a string, but 1.1 says \(tag11) and 1.2 says \(tag12)")
                }
            case .null:
                if tag11 != "null" || tag12 != "null" { problems.append("read as null") }
            case .bool(let b):
                if tag11 != "bool" || tag12 != "bool" || pythonValue != (b ? "true" : "false") {
                    problems.append("read as \(b)")
                }
            case .int(let i):
                if tag11 != "int" || tag12 != "int" || pythonValue != String(i) || Int(scalar) != i
                {
                    problems.append("read as \(i)")
                }
            case .integerOverflow:
                if tag11 != "int" || tag12 != "int" { problems.append("reported as too large") }
            case .ambiguous:
                if tag11 == tag12 && ["str"].contains(tag11) {
                    problems.append("rejected although both read a string")
                }
            }
            if !problems.isEmpty {
                failures += 1
                if failures <= 20 {
                    XCTFail("\(scalar.debugDescription): \(problems.joined(separator: "; "))")
                }
            }
        }
        XCTAssertEqual(failures, 0)
    }

    /// The PyYAML / core-schema tags a meaning stands for.
    private static func tags(for meaning: PlainScalarResolver.Meaning) -> Set<String> {
        switch meaning {
        case .string: return ["str"]
        case .null: return ["null"]
        case .boolean: return ["bool"]
        case .integer, .octalInteger, .hexadecimalInteger, .binaryInteger: return ["int"]
        case .base60Number: return ["int", "float"]
        case .floatingPoint: return ["float"]
        case .date: return ["timestamp"]
        case .mergeKey: return ["merge"]
        case .valueKey: return ["value"]
        }
    }
}
