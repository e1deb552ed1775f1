import XCTest

@testable import Scenarios

/// A parser diagnostic, rendered as compilers print it, points at the right character.
final class YAMLDiagnosticRenderingTests: XCTestCase {
    func testRenderedErrorShowsTheLineAndACaretUnderTheColumn() throws {
        let text = "app: Demo\nstate:\n  firstLaunch: yes\n"
        let (_, diagnostics) = YAML.parse(text, path: "apps/demo.app.yaml")
        let diagnostic = try XCTUnwrap(diagnostics.first)
        let rendered = DiagnosticRenderer(colors: false).render(
            diagnostic, source: SourceFile(path: "apps/demo.app.yaml", text: text))
        XCTAssertEqual(
            rendered,
            """
            apps/demo.app.yaml:3:16: error: 'yes' is read as a Boolean by YAML 1.1 and as a string by YAML 1.2; quote it ("yes") or write true/false
              |
            3 |   firstLaunch: yes
              |                ^

            """)
    }

    func testCaretCountsCharactersOnANonASCIILine() throws {
        let text = "알림: {제목: \"x}\n"
        let (_, diagnostics) = YAML.parse(text, path: "k.yaml")
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual("\(diagnostic.location.line):\(diagnostic.location.column)", "1:10")
        let rendered = DiagnosticRenderer().render(
            diagnostic, source: SourceFile(path: "k.yaml", text: text))
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[2], "1 | 알림: {제목: \"x}")
        XCTAssertEqual(lines[3], "  |          ^")
        // The caret stands under the opening quote: the 10th character of the line.
        XCTAssertEqual(Array(text)[9], "\"")
    }

    func testCRLFFileRendersTheRightLine() throws {
        let text = "a: 1\r\nb: \"x\\q\"\r\nc: 3\r\n"
        let (_, diagnostics) = YAML.parse(text, path: "w.yaml")
        let rendered = DiagnosticRenderer().render(
            try XCTUnwrap(diagnostics.first), source: SourceFile(path: "w.yaml", text: text))
        XCTAssertEqual(
            rendered,
            "w.yaml:2:6: error: unknown escape sequence '\\q'; use \\n, \\t, \\\", \\\\, \\/, \\0, \\r, \\uXXXX or \\UXXXXXXXX, or write \\\\ for a backslash\n  |\n2 | b: \"x\\q\"\n  |      ^\n"
        )
    }

    func testDuplicateKeyRendersItsNote() throws {
        let text = "a: 1\na: 2\n"
        let (_, diagnostics) = YAML.parse(text, path: "d.yaml")
        let rendered = DiagnosticRenderer().render(
            try XCTUnwrap(diagnostics.first), source: SourceFile(path: "d.yaml", text: text))
        XCTAssertTrue(rendered.hasSuffix("note: 'a' is first defined at d.yaml:1:1\n"), rendered)
        XCTAssertTrue(rendered.hasPrefix("d.yaml:2:1: error: duplicate key 'a'"), rendered)
    }
}
