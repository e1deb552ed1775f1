/// JUnit XML, as Jenkins, GitLab and the GitHub test-report actions read it.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="flowsim" tests="3" failures="1" errors="1" skipped="0" time="0.0123">
///   <testsuite name="scenarios/locals" tests="3" failures="1" errors="1" skipped="0" time="0.0016">
///     <testcase name="A guest reaches the community" classname="scenarios.locals.guest"
///               file="scenarios/locals/guest.flow.yaml" line="1" time="0.0004"/>
///     <testcase name="Sending needs an account" classname="scenarios.locals.send"
///               file="scenarios/locals/send.flow.yaml" line="12" time="0.0012">
///       <failure message="expected alert 'Log in' but no alert is showing" type="failed">scenarios/locals/send.flow.yaml:12:5: error: expected alert …
/// expected: …</failure>
///     </testcase>
///     <testcase name="scenarios/locals/bad.flow.yaml:3:7: error: unknown step 'tapp'; did you mean 'tap'?"
///               classname="scenarios.locals.bad" file="scenarios/locals/bad.flow.yaml" line="3" time="0">
///       <error message="unknown step 'tapp'; did you mean 'tap'?" type="error">…</error>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// - One `testsuite` per folder, named by the folder's path as the user named it (`.` for
///   the current one), in the order the folders first appear.
/// - One `testcase` per scenario: `classname` is the file's path with `/` as `.` and without
///   `.flow.yaml`; `file` and `line` point at the failing step (which may be in a `run:` file),
///   or at the scenario file's first line when it held.
/// - A failure (and an unexpected pass) is a `failure` whose body is the error line and the details.
/// - An expected failure passes, with a `system-out` note of the reason and the failure.
/// - A scenario not run (`--fail-fast`) has `skipped`.
/// - Each input diagnostic of severity error is a testcase with an `error`, in the suite of its
///   file's folder. Warnings and notes are left out.
/// - Characters that XML 1.0 cannot carry (control characters but tab and line breaks) are
///   written as `\u{1B}`.
public struct JUnitReporter: Sendable {
    public init() {}

    public func report(_ run: RunReport) -> String {
        var suites: [Suite] = []
        var suiteIndex: [String: Int] = [:]
        func add(_ testCase: TestCase, folder: String) {
            if let index = suiteIndex[folder] {
                suites[index].cases.append(testCase)
            } else {
                suiteIndex[folder] = suites.count
                suites.append(Suite(name: folder, cases: [testCase]))
            }
        }
        for outcome in run.outcomes {
            add(Self.testCase(for: outcome), folder: Self.folder(of: outcome.path))
        }
        for skipped in run.skipped {
            let testCase = TestCase(
                name: skipped.name, classname: Self.classname(for: skipped.path),
                file: skipped.path,
                line: 1, time: 0, body: .skipped(skipped.reason))
            add(testCase, folder: Self.folder(of: skipped.path))
        }
        for diagnostic in run.diagnostics where diagnostic.severity == .error {
            let location = diagnostic.location
            let body = DiagnosticRenderer().render(diagnostic, source: run.sources[location.path])
            let testCase = TestCase(
                name: diagnostic.description, classname: Self.classname(for: location.path),
                file: location.path, line: location.line, time: 0,
                body: .error(message: diagnostic.message, text: body))
            add(testCase, folder: Self.folder(of: location.path))
        }

        let all = suites.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"flowsim\"" + Self.counts(all, time: run.duration) + ">\n"
        for suite in suites {
            out +=
                "  <testsuite name=\"\(XMLText.attribute(suite.name))\""
                + Self.counts(suite.cases, time: suite.cases.reduce(0) { $0 + $1.time }) + ">\n"
            for testCase in suite.cases {
                out += testCase.xml(indent: "    ")
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    // MARK: - Model

    private struct Suite {
        var name: String
        var cases: [TestCase]
    }

    private enum Body {
        case none
        case failure(message: String, type: String, text: String)
        case error(message: String, text: String)
        case skipped(String)
        case note(String)
    }

    private struct TestCase {
        var name: String
        var classname: String
        var file: String
        var line: Int
        var time: Double
        var body: Body

        func xml(indent: String) -> String {
            let open =
                "\(indent)<testcase name=\"\(XMLText.attribute(name))\" classname=\"\(XMLText.attribute(classname))\""
                + " file=\"\(XMLText.attribute(file))\" line=\"\(line)\" time=\"\(DurationText.seconds(time))\""
            let inner = indent + "  "
            switch body {
            case .none:
                return open + "/>\n"
            case .failure(let message, let type, let text):
                return open
                    + ">\n\(inner)<failure message=\"\(XMLText.attribute(message))\" type=\"\(type)\">"
                    + XMLText.text(text) + "</failure>\n\(indent)</testcase>\n"
            case .error(let message, let text):
                return open
                    + ">\n\(inner)<error message=\"\(XMLText.attribute(message))\" type=\"error\">"
                    + XMLText.text(text) + "</error>\n\(indent)</testcase>\n"
            case .skipped(let reason):
                return open
                    + ">\n\(inner)<skipped message=\"\(XMLText.attribute(reason))\"/>\n\(indent)</testcase>\n"
            case .note(let text):
                return open + ">\n\(inner)<system-out>" + XMLText.text(text)
                    + "</system-out>\n\(indent)</testcase>\n"
            }
        }

        var isFailure: Bool { if case .failure = body { true } else { false } }
        var isError: Bool { if case .error = body { true } else { false } }
        var isSkipped: Bool { if case .skipped = body { true } else { false } }
    }

    private static func testCase(for outcome: ScenarioOutcome) -> TestCase {
        var testCase = TestCase(
            name: outcome.name, classname: classname(for: outcome.path), file: outcome.path,
            line: 1, time: outcome.duration, body: .none)
        switch outcome.status {
        case .passed:
            break
        case .expectedFailure(let reason, let failure):
            // The text's lines are flowsim's: user text in them is made inline, as in the text
            // report, so that a reader printing the text shows no line of the file's own.
            testCase.body = .note(
                "expected failure: \(TerminalText.inline(reason))\n"
                    + "\(TerminalText.inline(failure.location.description)): \(TerminalText.inline(failure.message))\n"
            )
        case .failed, .unexpectedPass:
            guard let failure = outcome.status.reportedFailure else { break }
            testCase.file = failure.location.path
            testCase.line = failure.location.line
            var text =
                "\(TerminalText.inline(failure.location.description)): error: \(TerminalText.inline(failure.message))\n"
            if !failure.details.isEmpty {
                text += failure.details.hasSuffix("\n") ? failure.details : failure.details + "\n"
            }
            testCase.body = .failure(
                message: failure.message, type: outcome.status.reportName, text: text)
        }
        return testCase
    }

    private static func counts(_ cases: [TestCase], time: Double) -> String {
        " tests=\"\(cases.count)\" failures=\"\(cases.count(where: \.isFailure))\" errors=\"\(cases.count(where: \.isError))\""
            + " skipped=\"\(cases.count(where: \.isSkipped))\" time=\"\(DurationText.seconds(time))\""
    }

    /// The folder part of `path` as the user named it; `.` for a bare file name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    /// `scenarios/locals/guest.flow.yaml` → `scenarios.locals.guest` (`.` and `..` steps dropped).
    static func classname(for path: String) -> String {
        var parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }.map(String.init)
        if var last = parts.popLast() {
            for suffix in [".flow.yaml", ".app.yaml", ".yaml"]
            where last.hasSuffix(suffix) && last.count > suffix.count {
                last.removeLast(suffix.count)
                break
            }
            parts.append(last)
        }
        return parts.joined(separator: ".")
    }
}
