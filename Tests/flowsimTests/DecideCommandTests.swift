import Foundation
import XCTest

/// Golden tests of `flowsim decide`: every sample app's table, and a test app whose shadowed
/// rule, impossible rule and fall-through combination are flagged, in each format.
///
/// To re-record after an intended change: `FLOWSIM_RECORD_GOLDEN=1 swift test --filter DecideCommandTests`,
/// then read every changed `.expected` file before committing it.
final class DecideCommandTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = "Tests/flowsimTests/Fixtures/decide"
    static let expected = packageRoot.appendingPathComponent(fixtures + "/expected")

    /// Each recorded case: its name and the command line, run from the package root.
    static func cases() throws -> [(name: String, arguments: [String])] {
        let apps = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("scenarios/apps").path
        )
        .filter { $0.hasSuffix(".app.yaml") }.sorted()
        var result = apps.map { ($0, ["decide", "--app", "scenarios/apps/\($0)"]) }
        result.append(
            (
                "whatweeat.app.yaml.json",
                ["decide", "--app", "scenarios/apps/whatweeat.app.yaml", "--format", "json"]
            ))
        result.append(
            (
                "whatweeat.app.yaml.markdown",
                ["decide", "--app", "scenarios/apps/whatweeat.app.yaml", "--format", "markdown"]
            ))
        for format in ["text", "json", "markdown"] {
            result.append(
                (
                    "shadowed.app.yaml.\(format)",
                    ["decide", "--app", "\(fixtures)/shadowed.app.yaml", "--format", format]
                ))
        }
        result.append(
            ("too-large.app.yaml", ["decide", "--app", "\(fixtures)/too-large.app.yaml"]))
        result.append(("missing-app", ["decide"]))
        result.append(
            (
                "unknown-format",
                ["decide", "--app", "scenarios/apps/board.app.yaml", "--format", "html"]
            ))
        result.append(("no-such-file", ["decide", "--app", "\(fixtures)/nowhere.app.yaml"]))
        return result
    }

    func testEveryCaseGivesItsRecordedOutputAndExitCode() throws {
        let record = ProcessInfo.processInfo.environment["FLOWSIM_RECORD_GOLDEN"] == "1"
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(
            cases.count, 6 + 2 + 3 + 4,
            "every sample app, both other formats, the test app in all three, the errors")
        for (name, arguments) in cases {
            let result = try FlowsimBinary.run(arguments, in: Self.packageRoot)
            let actual =
                "$ flowsim \(arguments.joined(separator: " "))\nexit: \(result.status)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
            let url = Self.expected.appendingPathComponent("\(name).expected")
            if record {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
                XCTFail(
                    "\(name): no recorded output at \(url.path); record it with FLOWSIM_RECORD_GOLDEN=1"
                )
                continue
            }
            XCTAssertEqual(
                actual, expected, "\(name): output differs from \(url.lastPathComponent)")
        }
    }

    /// Independent of the recordings: the test app's mistakes are each flagged and fail the command.
    func testTheShadowedRuleTheImpossibleRuleAndTheFallThroughAreFlagged() throws {
        let result = try FlowsimBinary.run(
            ["decide", "--app", "\(Self.fixtures)/shadowed.app.yaml"], in: Self.packageRoot)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stdout.contains(
                "shadowed.app.yaml:19:12: warning: launch rule 'team' can never win: wherever it holds, earlier rules 'onboarding', 'paid' already win"
            ), result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "shadowed.app.yaml:22:12: warning: launch rule 'never' can never win: its conditions never hold together"
            ), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("warning: 1 combination (1 row) falls through every rule"),
            result.stdout)
        XCTAssertTrue(
            result.stdout.contains("false            free         null   →  (no rule holds)"),
            result.stdout)
    }

    /// Every sample app's decision is sound: no rule shadowed, no combination unhandled.
    func testEverySampleAppDecidesCleanly() throws {
        for (name, arguments) in try Self.cases()
        where arguments.count == 3 && arguments[2].hasPrefix("scenarios/apps/") {
            let result = try FlowsimBinary.run(arguments, in: Self.packageRoot)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stdout)\(result.stderr)")
            XCTAssertFalse(result.stdout.contains("warning:"), name)
        }
    }

    func testAnAppTooLargeForATableStopsAtTheLimitQuickly() throws {
        let result = try FlowsimBinary.run(
            ["decide", "--app", "\(Self.fixtures)/too-large.app.yaml"], in: Self.packageRoot)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("needs more than 2000 rows"), result.stderr)
    }
}
