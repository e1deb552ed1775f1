import Foundation
import Scenarios
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class JUnitReporterTests: XCTestCase {
    func testOneSuitePerFolderInOrderOfFirstAppearance() throws {
        let root = try XMLTree.parse(JUnitReporter().report(ReportFixtures.mixed))
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.children.map { $0.name }, ["testsuite", "testsuite", "testsuite"])
        XCTAssertEqual(
            root.children.map { $0.attributes["name"] },
            ["scenarios/locals", "scenarios/review", "scenarios/broken"])
    }

    func testOneTestCasePerScenarioPlusOnePerInputError() throws {
        let root = try XMLTree.parse(JUnitReporter().report(ReportFixtures.mixed))
        let cases = root.children.flatMap { $0.children }
        XCTAssertTrue(cases.allSatisfy { $0.name == "testcase" })
        XCTAssertEqual(
            cases.map { $0.attributes["name"] },
            [
                "A guest reaches the community",
                "Sending needs an \"account\" & <sign-in> #1",
                "Old rejection replay",
                "Fixed bug still marked",
                "scenarios/broken/bad.flow.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?",
            ])
        XCTAssertEqual(
            cases.map { $0.attributes["classname"] },
            [
                "scenarios.locals.guest", "scenarios.locals.send", "scenarios.review.old",
                "scenarios.review.fixed",
                "scenarios.broken.bad",
            ])
    }

    func testCountsOnEverySuiteAgreeWithItsTestCases() throws {
        let root = try XMLTree.parse(JUnitReporter().report(ReportFixtures.mixed))
        for suite in root.children + [root] {
            let cases =
                suite.name == "testsuites" ? root.children.flatMap { $0.children } : suite.children
            XCTAssertEqual(suite.attributes["tests"], String(cases.count), "\(suite.attributes)")
            XCTAssertEqual(
                suite.attributes["failures"], String(cases.count { $0.child("failure") != nil }))
            XCTAssertEqual(
                suite.attributes["errors"], String(cases.count { $0.child("error") != nil }))
            XCTAssertEqual(
                suite.attributes["skipped"], String(cases.count { $0.child("skipped") != nil }))
        }
        XCTAssertEqual(root.attributes["failures"], "2")
        XCTAssertEqual(root.attributes["errors"], "1")
        XCTAssertEqual(root.attributes["time"], "0.0125")
        XCTAssertEqual(root.children[0].attributes["time"], "0.0016")
    }

    func testFailureCarriesMessageTypeLocationAndDetails() throws {
        let root = try XMLTree.parse(JUnitReporter().report(ReportFixtures.mixed))
        let testCase = root.children[0].children[1]
        XCTAssertEqual(testCase.attributes["file"], "scenarios/locals/send.flow.yaml")
        XCTAssertEqual(testCase.attributes["line"], "12")
        XCTAssertEqual(testCase.attributes["time"], "0.0012")
        let failure = try XCTUnwrap(testCase.child("failure"))
        XCTAssertEqual(
            failure.attributes["message"],
            "expected alert '로그인이 필요한 기능입니다.' but no alert is showing")
        XCTAssertEqual(failure.attributes["type"], "failed")
        XCTAssertTrue(
            failure.text.hasPrefix("scenarios/locals/send.flow.yaml:12:5: error: expected alert"),
            failure.text)
        XCTAssertTrue(
            failure.text.contains("    ChannelList > Chat(channel=general) & <more>\t"),
            failure.text)
        // XML 1.0 cannot carry BEL or ESC, even as references: they are spelled out.
        XCTAssertTrue(
            failure.text.contains(
                "<more>\tbell\\u{7}, escape\\u{1B}[0m, 100% done\n"), failure.text)
    }

    func testPassingScenarioPointsAtItsFileAndHasNoChildren() throws {
        let root = try XMLTree.parse(JUnitReporter().report(ReportFixtures.mixed))
        let passed = root.children[0].children[0]
        XCTAssertEqual(passed.attributes["file"], "scenarios/locals/guest.flow.yaml")
        XCTAssertEqual(passed.attributes["line"], "1")
        XCTAssertTrue(passed.children.isEmpty)
    }

    func testExpectedFailurePassesWithANote() throws {
        let root = try XMLTree.parse(JUnitReporter().report(ReportFixtures.mixed))
        let testCase = root.children[1].children[0]
        XCTAssertNil(testCase.child("failure"))
        let note = try XCTUnwrap(testCase.child("system-out"))
        XCTAssertEqual(
            note.text,
            "expected failure: FB1234: no back button\nscenarios/review/old.flow.yaml:8:3: cannot go back: 'Chat' is the root of its stack\n"
        )
    }

    func testUnexpectedPassIsAFailureAtTheDeclaration() throws {
        let root = try XMLTree.parse(JUnitReporter().report(ReportFixtures.mixed))
        let testCase = root.children[1].children[1]
        XCTAssertEqual(testCase.attributes["line"], "3")
        XCTAssertEqual(testCase.child("failure")?.attributes["type"], "unexpectedPass")
    }

    func testInputErrorIsAnErrorTestCaseWithTheRenderedDiagnostic() throws {
        let root = try XMLTree.parse(JUnitReporter().report(ReportFixtures.mixed))
        let testCase = root.children[2].children[0]
        XCTAssertEqual(testCase.attributes["file"], "scenarios/broken/bad.flow.yaml")
        XCTAssertEqual(testCase.attributes["line"], "3")
        let error = try XCTUnwrap(testCase.child("error"))
        XCTAssertEqual(error.attributes["message"], "unknown step 'tapp'; did you mean 'tap'?")
        XCTAssertTrue(error.text.contains("3 |   - tapp: send\n  |     ^\n"), error.text)
    }

    func testWarningsAreNotTestCases() throws {
        let run = RunReport(outcomes: [], diagnostics: [ReportFixtures.warning])
        let root = try XMLTree.parse(JUnitReporter().report(run))
        XCTAssertTrue(root.children.isEmpty)
        XCTAssertEqual(root.attributes["tests"], "0")
    }

    func testSkippedScenariosAreSkippedTestCases() throws {
        let skipped = SkippedScenario(
            name: "Later", path: "b.flow.yaml", tags: [],
            reason: "not run after the first failure (--fail-fast)")
        let root = try XMLTree.parse(
            JUnitReporter().report(RunReport(outcomes: [ReportFixtures.failed], skipped: [skipped]))
        )
        let suite = try XCTUnwrap(root.children.first { $0.attributes["name"] == "." })
        XCTAssertEqual(suite.attributes["skipped"], "1")
        XCTAssertEqual(
            suite.children.first?.child("skipped")?.attributes["message"],
            "not run after the first failure (--fail-fast)")
    }

    func testLineBreaksTabsAndQuotesInAttributesSurviveTheParser() throws {
        var outcome = ReportFixtures.failed
        outcome.status = .failed(
            ScenarioFailure(
                message: "two\nlines\tand 'quotes' \"both\" & \r end",
                location: SourceLocation(path: "a b/c.flow.yaml", line: 2, column: 1)))
        let root = try XMLTree.parse(JUnitReporter().report(RunReport(outcomes: [outcome])))
        let failure = try XCTUnwrap(root.children.first?.children.first?.child("failure"))
        XCTAssertEqual(failure.attributes["message"], "two\nlines\tand 'quotes' \"both\" & \r end")
    }

    func testClassnameDropsTheSuffixAndRelativeSteps() {
        let report = JUnitReporter().report(
            RunReport(outcomes: [
                ScenarioOutcome(
                    name: "n", path: "../flows/./a.b.flow.yaml", tags: [], status: .passed,
                    duration: 0, stepsRun: 0)
            ]))
        XCTAssertTrue(report.contains("classname=\"flows.a.b\""), report)
        XCTAssertTrue(report.contains("<testsuite name=\"../flows/.\""), report)
    }
}

/// An element tree read with Foundation's `XMLParser`, to check what a JUnit consumer sees.
final class XMLTree: NSObject, XMLParserDelegate {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        func child(_ name: String) -> Element? {
            children.first { $0.name == name }
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    private var stack: [Element] = []
    private var root: Element?

    static func parse(_ text: String) throws -> Element {
        let tree = XMLTree()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = tree
        guard parser.parse(), let root = tree.root else {
            throw ParseError(
                description:
                    "not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "no root")):\n\(text)"
            )
        }
        return root
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let element = Element(name: elementName, attributes: attributes)
        stack.last?.children.append(element)
        if stack.isEmpty { root = element }
        stack.append(element)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        // Whitespace between elements is formatting, not content.
        guard let current = stack.last,
            !(current.children.isEmpty == false && string.allSatisfy(\.isWhitespace))
        else { return }
        current.text += string
    }
}
