import FlowKit
import Foundation
import XCTest

@testable import Scenarios

/// User text built to break every report format (items 1 and 5): line breaks that would
/// start a forged summary line or a GitHub workflow command, terminal escapes, bidi controls,
/// line separators, characters XML and YAML forbid, and each format's own special characters.
/// Every reporter gets it in every field, and each output is checked by its readers' rules.
final class HostileTextTests: XCTestCase {
    /// Hostile text, one piece per trick; together in every field below.
    static let pieces = [
        "\n9 passed, 0 failed\n", "\n::error file=x.yaml,line=1::forged",
        "\r\n::stop-commands::token", "\u{1B}[2J\u{1B}]0;title\u{07}",
        "\u{0}nul\u{8}\u{7F}", "nel\u{85}", "ls\u{2028}ps\u{2029}",
        "\u{202E}drowssap\u{202C}\u{2066}\u{200F}", "\u{FEFF}\u{FFFE}\u{FFFF}",
        "%0A%25", "a,b:c", "<&>\"']]>", "# TODO \\ # SKIP", "---", "...", "\u{9B}31m", "é 로그인 ✓",
    ]
    static let hostile = pieces.joined(separator: " ")

    static var report: RunReport {
        let location = SourceLocation(
            path: "dir\n::error::x/\(hostile).flow.yaml", line: 3, column: 5)
        let failure = ScenarioFailure(
            message: "failed: \(hostile)", location: location,
            comparison: ["expected alert: \(hostile)", "  actual: \(hostile)"],
            hierarchy: [hostile, "  " + hostile], lastEvents: [.crashed(message: hostile)])
        func outcome(_ status: ScenarioOutcome.Status) -> ScenarioOutcome {
            ScenarioOutcome(
                name: "name \(hostile)", path: location.path, tags: ["tag \(hostile)"],
                status: status,
                duration: 0.001, stepsRun: 2)
        }
        return RunReport(
            outcomes: [
                outcome(.passed), outcome(.failed(failure)),
                outcome(.expectedFailure(reason: "reason \(hostile)", failure)),
                outcome(.unexpectedPass(reason: "reason \(hostile)", at: location)),
            ],
            skipped: [
                SkippedScenario(
                    name: "skipped \(hostile)", path: location.path, tags: [hostile],
                    reason: "reason \(hostile)")
            ],
            diagnostics: [
                Diagnostic(.error, "error \(hostile)", at: location, notes: ["note \(hostile)"]),
                Diagnostic(
                    .warning, "warning \(hostile)", at: location, notes: ["note \(hostile)"]),
            ],
            sources: [
                location.path: SourceFile(path: location.path, text: "a\nb\n  - tap: \(hostile)\n")
            ],
            duration: 0.01)
    }

    /// Whether a scalar may appear raw in any report (tab and line feed only where a format puts them).
    static func assertNoSpelledOutScalars(
        _ text: String, _ format: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let unsafe = text.unicodeScalars.filter {
            SpelledOutScalars.mustBeSpelledOut($0) && $0 != "\n" && $0 != "\t"
        }
        XCTAssertEqual(
            unsafe.map { String($0.value, radix: 16) }, [],
            "\(format) carries raw unsafe characters", file: file, line: line)
    }

    func testTextReportHasOneSummaryLineAndNoForgedLines() {
        let text = TextReporter().report(Self.report)
        Self.assertNoSpelledOutScalars(text, "text")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(
            lines.filter { $0.wholeMatch(of: /\d+ passed, \d+ failed/) != nil },
            ["2 passed, 2 failed"])
        // GitHub Actions reads a line as a command when it starts with `::` after white space.
        XCTAssertEqual(lines.filter { $0.drop(while: \.isWhitespace).hasPrefix("::") }, [])
        // Each scenario is one line: the marks start exactly four lines.
        XCTAssertEqual(lines.filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }.count, 4)
        // Ordinary text stays as it is.
        XCTAssertTrue(text.contains("é 로그인 ✓"), text)
    }

    func testGitHubAnnotationsAreOneCommandPerLineWithEscapedProperties() {
        let annotations = GitHubAnnotations.annotations(for: Self.report)
        Self.assertNoSpelledOutScalars(annotations, "annotations")
        let lines = annotations.split(separator: "\n")
        // two diagnostics, a failure, an unexpected pass
        XCTAssertEqual(lines.count, 4, annotations)
        for line in lines {
            let name = line.prefix { $0 != " " }
            XCTAssertTrue(["::error", "::warning"].contains(name), String(line))
            // Properties end at the first `::`: none of the user's `:` or `,` may come before it.
            guard
                let end = line.range(
                    of: "::", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex)
            else {
                XCTFail("no message in \(line)")
                continue
            }
            let properties = line[line.index(after: name.endIndex)..<end.lowerBound].split(
                separator: ",")
            XCTAssertEqual(
                properties.map { $0.prefix { $0 != "=" } }, ["file", "line", "col", "title"],
                String(line))
            XCTAssertFalse(line[end.upperBound...].contains("%0A::"), String(line))
        }
    }

    func testTAPDescriptionsAreOneLineAndEscaped() {
        let tap = TAPReporter().report(Self.report)
        Self.assertNoSpelledOutScalars(tap, "TAP")
        let lines = tap.split(separator: "\n")
        // 4 ran, 1 skipped, 1 error
        XCTAssertEqual(lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.count, 6)
        XCTAssertEqual(lines.filter { $0.hasPrefix("TAP version") || $0.hasPrefix("1..") }.count, 2)
        XCTAssertEqual(lines.last, "# 2 passed, 2 failed")
        // Every line is a test point, a comment, the header, or inside a YAML block.
        for line in lines {
            XCTAssertTrue(
                line.hasPrefix("ok ") || line.hasPrefix("not ok ") || line.hasPrefix("# ")
                    || line.hasPrefix("  ")
                    || line.hasPrefix("TAP version") || line.hasPrefix("1.."), String(line))
        }
    }

    func testJSONParsesAndKeepsTheTextExactly() throws {
        let json = JSONReporter().report(Self.report)
        Self.assertNoSpelledOutScalars(json, "JSON")
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let scenarios = try XCTUnwrap(object["scenarios"] as? [[String: Any]])
        XCTAssertEqual(scenarios.first?["name"] as? String, "name \(Self.hostile)")
        XCTAssertEqual(scenarios.first?["path"] as? String, Self.report.outcomes[0].path)
    }

    /// A JUnit failure's text is printed by CI tools as it is: its lines are flowsim's (the
    /// message made inline, as in the text report), never a forged summary or workflow command.
    func testJUnitFailureTextStartsNoLineOfItsOwn() {
        let xml = JUnitReporter().report(Self.report)
        for line in xml.split(separator: "\n") {
            let body = line.drop { $0 == " " }
            XCTAssertFalse(body.hasPrefix("::"), String(line))
            XCTAssertFalse(body.hasPrefix("9 passed"), String(line))
        }
    }

    func testJUnitIsWellFormedXMLWithoutForbiddenCharacters() {
        let xml = JUnitReporter().report(Self.report)
        Self.assertNoSpelledOutScalars(xml, "JUnit")
        for scalar in xml.unicodeScalars {
            let v = scalar.value
            XCTAssertTrue(
                v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v)
                    || (0xE000...0xFFFD).contains(v)
                    || (0x10000...0x10FFFF).contains(v), "XML 1.0 forbids U+\(String(v, radix: 16))"
            )
        }
    }

    /// The readers themselves: Python's json, xml.etree and PyYAML (for TAP's YAML blocks).
    func testEveryFormatLoadsWithItsReaders() throws {
        let run = Self.report
        let script = """
            import sys, json, re
            import xml.etree.ElementTree as ET
            try:
                import yaml
            except ImportError:
                sys.exit(3)
            docs = json.load(sys.stdin)
            out = {}
            report = json.loads(docs["json"])
            out["jsonName"] = report["scenarios"][0]["name"]
            root = ET.fromstring(docs["junit"].encode("utf-8"))
            out["junitNames"] = [case.get("name") for case in root.iter("testcase")]
            blocks = re.findall(r"\\n  ---\\n(.*?)\\n  \\.\\.\\.\\n", docs["tap"], re.S)
            out["tapMessages"] = [yaml.safe_load("\\n".join(l[2:] for l in b.split("\\n")))["message"] for b in blocks]
            sys.stdout.write(json.dumps(out))
            """
        let output = try YAMLTestSupport.runPython(
            script,
            input: [
                "json": JSONReporter().report(run), "junit": JUnitReporter().report(run),
                "tap": TAPReporter().report(run),
            ])
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: output) as? [String: Any])
        XCTAssertEqual(result["jsonName"] as? String, "name \(Self.hostile)")
        let junitNames = try XCTUnwrap(result["junitNames"] as? [String])
        XCTAssertEqual(junitNames.count, 6)  // 4 ran, 1 skipped, 1 error
        // line breaks come back from &#10;
        XCTAssertTrue(junitNames[0].hasPrefix("name \n9 passed"), junitNames[0])
        let tapMessages = try XCTUnwrap(result["tapMessages"] as? [String])
        XCTAssertEqual(tapMessages.count, 4)  // failure, expected failure, unexpected pass, error
        XCTAssertEqual(tapMessages.first, "failed: \(Self.hostile)")
    }

    func testOrdinaryTextIsUnchanged() {
        let ordinary = "Sending needs an \"account\" & <sign-in> #1: 100% done, é 로그인 ✓\tend"
        XCTAssertEqual(TerminalText.inline(ordinary), ordinary)
        XCTAssertEqual(TerminalText.block("a\n  b: c\n"), "a\n  b: c\n")
        XCTAssertEqual(TerminalText.inline("a\nb\u{1B}c\u{202E}"), "a\\nb\\u{1B}c\\u{202E}")
        XCTAssertEqual(TerminalText.block("x\n  ::error::y"), "x\n  \\u{3A}:error::y")
    }
}
