import Foundation
import Scenarios
import XCTest

@testable import flowsim

/// `explore` and `review` in CI: one finding per cause with a stable id, `--write-baseline` and
/// `--baseline` (exit 0 on accepted findings only, 1 on a new one, fixed entries named, a
/// malformed baseline an error at its line and column), `--all`, and emitted scenarios that
/// replay as written.
final class FindingBaselineCommandTests: XCTestCase {
    private var driver = FakeScenarioDriver()
    private var console = CapturedConsole()

    @discardableResult
    private func flowsim(_ arguments: [String]) -> ExitCode {
        console = CapturedConsole()
        return Flowsim.main(arguments: arguments, context: console.context(), driver: &driver)
    }

    /// `Detail` leaks when popped (it never finishes); `Other`, with `OTHER` in place of
    /// `autoFinish: true`, leaks too.
    private func app(detail: String = "", other: String = "autoFinish: true") -> String {
        """
        app: Leaky
        launch:
          - state: only
            root: Root
        flows:
          Root: {stack: [Home]}
          Detail: {push: [Detail]\(detail)}
          Other: {push: [Other], \(other)}
        screens:
          Home:
            actions:
              open: {start: Detail}
              more: {start: Other}
          Detail:
            actions:
              deeper: {start: Detail}
          Other: {}
        """
    }

    private func id(_ output: String, _ prefix: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix("  id: " + prefix) }.map {
            String($0.dropFirst("  id: ".count))
        }
    }

    func testOneFindingPerCauseWithItsOtherPathsAndAllListsThem() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.file("apps/leaky.app.yaml", app())
        XCTAssertEqual(flowsim(["explore", "--app", path, "--max-stack-depth", "4"]), .failure)
        let out = console.output
        // Detail leaks at App/Root/Detail and App/Root/Detail/Detail (a third is past
        // --max-repeats 2): one cause.
        XCTAssertTrue(out.contains("\n1 finding (2 instances)\n\nleak: Detail, after back\n"), out)
        XCTAssertTrue(out.contains("  at: App/Root/Detail\n"), out)
        XCTAssertTrue(
            out.contains("  also reached by 1 other path (--all lists them)\n"), out)
        flowsim(["explore", "--app", path, "--max-stack-depth", "4", "--all"])
        XCTAssertTrue(
            console.output.contains(
                """
                  also reached by 1 other path:
                    - App/Root/Detail/Detail: launch › tap: open › tap: deeper › back

                """), console.output)
        flowsim(["explore", "--app", path, "--max-stack-depth", "4", "--all", "--format", "json"])
        XCTAssertTrue(console.output.contains("\"otherPaths\": 1,"), console.output)
        XCTAssertTrue(console.output.contains("\"otherInstances\": ["), console.output)
        XCTAssertTrue(console.output.contains("\"trigger\": \"back\","), console.output)
        let emitted = folder.path + "/found"
        flowsim(["explore", "--app", path, "--max-stack-depth", "4", "--emit", emitted])
        XCTAssertEqual(try folder.contents("found"), ["01-leak-Detail-back.flow.yaml"])
    }

    /// The findings part of the text report, as recorded (the counts above it are the walk's).
    func testTheGroupedReportReadsAsRecorded() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("apps/leaky.app.yaml", app(other: "autoFinish: false"))
        let result = try FlowsimBinary.run(
            ["explore", "--app", "apps/leaky.app.yaml", "--max-stack-depth", "3", "--all"],
            in: URL(fileURLWithPath: folder.path))
        XCTAssertEqual(result.status, 1)
        let findings = try XCTUnwrap(result.stdout.range(of: "\n\n2 findings")).upperBound
        XCTAssertEqual(
            "2 findings" + result.stdout[findings...],
            #"""
            2 findings (3 instances)

            leak: Detail, after back
              id: leak-Detail-back-903493eb
              coordinator App/Root/Detail is still attached but none of its screens is in the window (it holds Detail); finish it, or give the flow autoFinish: true
              at: App/Root/Detail
              also reached by 1 other path:
                - App/Root/Detail/Detail: launch › tap: open › tap: deeper › back
              shortest path (3 steps), as a scenario:
                # flowsim explore found: coordinator App/Root/Detail is still attached but none of its screens is in the window (it holds Detail); finish it, or give the flow autoFinish: true
                # id: leak-Detail-back-903493eb
                # also reached by 1 other path
                scenario: "explore: leak: Detail, after back"
                app: apps/leaky.app.yaml
                steps:
                  - launch
                  - tap: open
                  - back
                  - expect: {leaks: none}

            leak: Other, after back
              id: leak-Other-back-5e4af13d
              coordinator App/Root/Other is still attached but none of its screens is in the window (it holds Other); finish it, or give the flow autoFinish: true
              at: App/Root/Other
              shortest path (3 steps), as a scenario:
                # flowsim explore found: coordinator App/Root/Other is still attached but none of its screens is in the window (it holds Other); finish it, or give the flow autoFinish: true
                # id: leak-Other-back-5e4af13d
                scenario: "explore: leak: Other, after back"
                app: apps/leaky.app.yaml
                steps:
                  - launch
                  - tap: more
                  - back
                  - expect: {leaks: none}

            """#)
    }

    func testABaselineAcceptsItsFindingsFailsOnANewOneAndNamesTheFixedOnes() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.file("apps/leaky.app.yaml", app())
        let baseline = folder.path + "/baseline.yaml"
        for command in ["explore", "review"] {
            // Writing a baseline accepts what it writes.
            XCTAssertEqual(
                flowsim([command, "--app", path, "--write-baseline", baseline]), .success, command)
            let detail = try XCTUnwrap(id(console.output, "leak-Detail-back-"), console.output)
            XCTAssertEqual(
                console.error.split(separator: "\n").last,
                "wrote 1 finding to the baseline \(baseline)")
            let written = try String(contentsOfFile: baseline, encoding: .utf8)
            XCTAssertTrue(
                written.hasSuffix(
                    """
                    accepted:
                      - id: "\(detail)"
                        finding: "leak: Detail, after back — coordinator App/Root/Detail is still attached but none of its screens is in the window (it holds Detail); finish it, or give the flow autoFinish: true"

                    """), written)
            XCTAssertTrue(written.hasPrefix("# Findings accepted for now: flowsim \(command)"))

            XCTAssertEqual(flowsim([command, "--app", path, "--baseline", baseline]), .success)
            XCTAssertTrue(
                console.output.contains(
                    ", 0 new (not in the baseline)\n\n1 finding accepted by the baseline \(baseline):\n  \(detail): leak: Detail, after back — "
                ), console.output)
            XCTAssertFalse(console.output.contains("shortest path"), "accepted: one line")

            // A second leak is new: exit 1, shown in full; the first is still accepted.
            try app(other: "autoFinish: false").write(
                toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(flowsim([command, "--app", path, "--baseline", baseline]), .failure)
            XCTAssertTrue(console.output.contains("\n2 findings"), console.output)
            XCTAssertTrue(console.output.contains(", 1 new (not in the baseline)\n"))
            XCTAssertNotNil(id(console.output, "leak-Other-back-"), console.output)
            XCTAssertNil(id(console.output, "leak-Detail-back-"), "accepted, not in full")
            flowsim([command, "--app", path, "--baseline", baseline, "--format", "json"])
            XCTAssertTrue(console.output.contains("\"inBaseline\": false"), console.output)
            XCTAssertTrue(console.output.contains("\"inBaseline\": true"), console.output)

            // Both fixed: the baseline's entry is named, and the run passes.
            try app(detail: ", autoFinish: true").write(
                toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(flowsim([command, "--app", path, "--baseline", baseline]), .success)
            XCTAssertTrue(
                console.output.contains(
                    "\nfixed: \(detail) (leak: Detail, after back — coordinator App/Root/Detail is still attached but none of its screens is in the window (it holds Detail); finish it, or give the flow autoFinish: true) no longer occurs; remove it from the baseline \(baseline)\n"
                ), console.output)
            flowsim([command, "--app", path, "--baseline", baseline, "--format", "json"])
            XCTAssertTrue(
                console.output.contains("\"fixed\": [\n    {\n      \"id\": \"\(detail)\","),
                console.output)
            try app().write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// The id is the same for `explore` and `review`, from run to run and after edits of the
    /// app file that leave the cause alone.
    func testTheIdIsTheSameAcrossCommandsRunsAndUnrelatedEdits() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.file("apps/leaky.app.yaml", app())
        flowsim(["explore", "--app", path])
        let first = try XCTUnwrap(id(console.output, "leak-Detail-back-"))
        flowsim(["review", "--app", path])
        XCTAssertEqual(id(console.output, "leak-Detail-back-"), first)
        let edited =
            "# moved down a line\n"
            + app().replacingOccurrences(of: "  Other: {}", with: "  Other: {}\n  Spare: {}")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        flowsim(["explore", "--app", path])
        XCTAssertEqual(id(console.output, "leak-Detail-back-"), first)
    }

    func testAMalformedBaselineIsAnErrorAtItsLineAndColumnBeforeExploring() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.file("apps/leaky.app.yaml", app())
        let cases: [(String, String)] = [
            (
                "accepted:\n  - idd: x\n",
                "b.yaml:2:5: error: unknown key 'idd' in a baseline entry; did you mean 'id'?"
            ),
            ("accepted:\n  - finding: x\n", "b.yaml:2:5: error: a baseline entry needs 'id'"),
            (
                "accepted: leak-x\n",
                "b.yaml:1:11: error: a baseline entry must be a mapping, not a string"
            ),
            ("- id: x\n", "b.yaml:1:1: error: a baseline must be a mapping, not a list"),
            (
                "accepted:\n  - id: [x]\n",
                "b.yaml:2:9: error: a baseline entry's 'id' must be a string, not a list"
            ),
            ("accepted:\n\t- id: x\n", "b.yaml:2:1: error: "),
        ]
        for (text, error) in cases {
            let file = try folder.file("b.yaml", text)
            for command in ["explore", "review"] {
                XCTAssertEqual(
                    flowsim([command, "--app", path, "--baseline", file]), .invalidInput, text)
                XCTAssertEqual(console.output, "", "nothing explored: \(text)")
                XCTAssertTrue(
                    console.error.contains(folder.path + "/" + error), "\(text)\n\(console.error)")
                XCTAssertFalse(console.error.contains("states in"), "nothing explored")
            }
        }
        XCTAssertEqual(
            flowsim(["explore", "--app", path, "--baseline", folder.path + "/none.yaml"]),
            .invalidInput)
        XCTAssertTrue(
            console.error.contains(
                "none.yaml:1:1: error: no such file '\(folder.path)/none.yaml'\nnote: write one with --write-baseline FILE"
            ), console.error)
        XCTAssertEqual(
            flowsim(["explore", "--app", path, "--baseline", folder.path]), .invalidInput)
        XCTAssertTrue(console.error.contains("is a folder, not a file"), console.error)
        // A baseline that could not be written fails before exploring, as --emit does.
        for (target, problem) in [
            (
                folder.path + "/no/b.yaml",
                "its folder '\(folder.path)/no' does not exist; create it first"
            ),
            (folder.path, "it is a folder; name a file, such as \(folder.path)/baseline.yaml"),
        ] {
            XCTAssertEqual(
                flowsim(["review", "--app", path, "--write-baseline", target]), .invalidInput)
            XCTAssertEqual(
                console.error, "error: cannot write the baseline '\(target)': \(problem)\n")
            XCTAssertEqual(console.output, "", "nothing explored")
        }
        XCTAssertEqual(flowsim(["review", "--app", path, "--baseline", ""]), .invalidInput)
        XCTAssertTrue(
            console.error.hasPrefix("error: missing value for '--baseline'; expected a file name"),
            console.error)
    }

    /// The scenarios `--emit` writes name the app relative to their own folder, even when that
    /// folder is reached through a symbolic link: run as written, each fails with its finding.
    func testEmittedScenariosReplayAsWrittenFromTheirFolder() throws {
        let folder = try TemporaryFolder(self)
        try folder.file("Package.swift", "// swift-tools-version:6.0\n")
        let path = try folder.file(
            "apps/leaky.app.yaml",
            app(other: "autoFinish: false")
                .replacingOccurrences(
                    of: "  Other: {}", with: "  Other: {actions: {boom: {crash: bad}}}"))
        try FileManager.default.createDirectory(
            atPath: folder.path + "/deep/er", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link", withDestinationPath: folder.path + "/deep/er")
        let project = URL(fileURLWithPath: folder.path)
        let explored = try FlowsimBinary.run(
            [
                "explore", "--app", "apps/leaky.app.yaml", "--emit", "link/found",
                "--max-stack-depth", "4",
            ],
            in: project)
        XCTAssertEqual(explored.status, 1, explored.stderr)
        let names = try folder.contents("deep/er/found")
        XCTAssertEqual(
            names,
            [
                "01-crash-Other-tap-boom.flow.yaml", "02-leak-Detail-back.flow.yaml",
                "03-leak-Other-back.flow.yaml",
            ])
        for name in names {
            let text = try String(
                contentsOfFile: folder.path + "/deep/er/found/" + name, encoding: .utf8)
            XCTAssertTrue(text.contains("\napp: ../../../apps/leaky.app.yaml\n"), text)
            let run = try FlowsimBinary.run(["run", "deep/er/found/" + name], in: project)
            XCTAssertEqual(
                run.status, 1, "\(name) fails with its finding\n\(run.stdout)\(run.stderr)")
            XCTAssertFalse(run.stderr.contains("error:"), "\(name) loads: \(run.stderr)")
            let expected = name.contains("crash") ? "the app crashed" : "leak"
            XCTAssertTrue(run.stdout.contains(expected), "\(name)\n\(run.stdout)")
        }
        // From the folder itself, with no option: the `app:` line names the app file (a project
        // whose files scenarios may name is the path policy's to allow; until then, the refusal
        // names the very app file, so the path written is right).
        let fromFolder = try FlowsimBinary.run(
            ["run", "."], in: project.appendingPathComponent("deep/er/found"))
        if fromFolder.status == 2 {
            let canonical = try XCTUnwrap(FileProbe.canonicalPath(path))
            XCTAssertTrue(
                fromFolder.stderr.contains(
                    "names '../../../apps/leaky.app.yaml' (\(canonical)), outside the folders being run"
                ), fromFolder.stderr)
        } else {
            XCTAssertEqual(fromFolder.status, 1, fromFolder.stdout + fromFolder.stderr)
            XCTAssertTrue(fromFolder.stdout.contains("0 passed, 3 failed"), fromFolder.stdout)
        }
    }
}
