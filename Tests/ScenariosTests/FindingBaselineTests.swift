import XCTest

@testable import FlowKit
@testable import Scenarios

/// The baseline file: what `--write-baseline` writes reads back to the same ids, whatever the
/// descriptions hold; what is not a baseline is an error at its line and column.
final class FindingBaselineTests: XCTestCase {
    func testWhatIsWrittenReadsBackToTheSameIds() throws {
        let findings = [
            (
                id: "leak-Detail-back-903493eb",
                description: "leak: Detail, after back — it \"holds\" Detail"
            ),
            (
                id: "crash-Feed-tap-boom-0badc0de",
                description: "crash: 'bad\u{1B}[2J\nline' # not a comment"
            ),
            (id: "dead-end-back-00000001", description: "dead-end: 로그인 \\ done"),
        ]
        let text = FindingBaseline.text(
            findings: findings, command: "review", app: "apps/x\n.app.yaml")
        XCTAssertFalse(text.contains("\u{1B}"), "no control character reaches the file")
        XCTAssertEqual(text.split(separator: "\n").count, 4 + 2 * findings.count, text)
        let (baseline, diagnostics) = FindingBaseline.parse(text, path: "b.yaml")
        XCTAssertEqual(diagnostics.map(\.description), [])
        let entries = try XCTUnwrap(baseline).entries
        XCTAssertEqual(entries.map(\.id), findings.map(\.id))
        XCTAssertEqual(entries.map(\.finding), findings.map(\.description))
        XCTAssertEqual(entries.map(\.location.line), [5, 7, 9])
        XCTAssertEqual(
            try XCTUnwrap(baseline).fixed(comparedWith: ["leak-Detail-back-903493eb"]).map(\.id),
            ["crash-Feed-tap-boom-0badc0de", "dead-end-back-00000001"])
        let empty = FindingBaseline.text(findings: [], command: "explore", app: "a.app.yaml")
        XCTAssertEqual(FindingBaseline.parse(empty, path: "b.yaml").baseline?.entries.count, 0)
    }

    /// A baseline of many entries that no longer occur is read in linear time and named
    /// `shownFixed` at a time, the rest counted.
    func testManyStaleEntriesAreCountedNotPrinted() throws {
        let findings = (0..<5_000).map { (id: "leak-L\($0)-back-00000000", description: "x") }
        let text = FindingBaseline.text(findings: findings, command: "explore", app: "a.app.yaml")
        let baseline = try XCTUnwrap(FindingBaseline.parse(text, path: "b.yaml").baseline)
        XCTAssertEqual(baseline.ids.count, 5_000)
        let listing = FindingListing(
            listsEveryInstance: false, baseline: baseline, baselinePath: "b.yaml")
        let out = listing.baselineText([])
        XCTAssertEqual(
            out.components(separatedBy: "\nfixed: ").count - 1, FindingListing.shownFixed)
        XCTAssertTrue(
            out.hasSuffix(
                "… and 4,980 more entries of the baseline no longer occur; write it again with --write-baseline\n"
            ), String(out.suffix(200)))
    }

    func testWhatIsNotABaselineIsAnErrorAtItsPlace() {
        let cases: [(String, String)] = [
            ("", "b.yaml:1:1: error: 'b.yaml' is empty"),
            ("# only a comment\n", "b.yaml:1:1: error: 'b.yaml' is empty"),
            (
                "accepted:\n  - id: x\nextra: 1\n",
                "b.yaml:3:1: error: unknown key 'extra' in a baseline;"
            ),
            ("other: []\n", "b.yaml:1:1: error: unknown key 'other' in a baseline;"),
            (
                "accepted:\n  - id: x\n    finding: [a]\n",
                "b.yaml:3:14: error: a baseline entry's 'finding' must be a string, not a list"
            ),
            (
                "accepted:\n  - x\n",
                "b.yaml:2:5: error: a baseline entry must be a mapping, not a string"
            ),
            ("accepted: [\n", "b.yaml:"),
        ]
        for (text, expected) in cases {
            let (baseline, diagnostics) = FindingBaseline.parse(text, path: "b.yaml")
            XCTAssertNil(baseline, text)
            XCTAssertTrue(
                diagnostics.first?.description.hasPrefix(expected) ?? false,
                "\(text): \(diagnostics.map(\.description))")
        }
    }

    /// Review's own checks are named by the check and the screens concerned: the same from run
    /// to run, another when another screen is concerned.
    func testReviewsOwnChecksHaveIdsOfTheirScreens() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        func review(_ extra: String) throws -> [ReviewFinding] {
            var loader = ScenarioLoader()
            let path = try files.write(
                "a.app.yaml",
                """
                app: Orphans
                launch:
                  - state: only
                    root: Root
                flows:
                  Root: {stack: [Home]}
                screens:
                  Home: {actions: {stay: []}}
                  Orphan: {}

                """ + extra)
            let app = try XCTUnwrap(loader.compiledApp(path, referencedAt: nil))
            return Review(app: app.definition).run().findings
        }
        let one = try review("")
        XCTAssertEqual(one.map(\.check), [.unreachableScreen])
        XCTAssertTrue(one[0].id.hasPrefix("unreachable-screen-"), one[0].id)
        XCTAssertEqual(try review("").map(\.id), one.map(\.id))
        XCTAssertNotEqual(try review("  Another: {}\n").map(\.id), one.map(\.id))
    }
}
