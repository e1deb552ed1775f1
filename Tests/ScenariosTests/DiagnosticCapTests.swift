import XCTest

@testable import Scenarios

/// The diagnostics kept are bounded per file and per run, the rest counted.
final class DiagnosticCapTests: XCTestCase {
    private func at(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1)
    }

    func testKeepsAtMostAHundredPerFileAndCountsTheRest() {
        let bag = DiagnosticBag()
        for i in 0..<250 { bag.error("bad \(i)", at: at("a.flow.yaml")) }
        bag.warning("only one", at: at("b.flow.yaml"))
        XCTAssertEqual(bag.diagnostics.count, 101)
        XCTAssertEqual(
            bag.diagnostics.filter { $0.location.path == "a.flow.yaml" }.map(\.message).last,
            "bad 99", "the first ones are kept")
        XCTAssertEqual(bag.errorCount, 250, "errors count whether kept or not")
        XCTAssertEqual(bag.omitted.errors, 150)
        XCTAssertEqual(bag.omitted.byFile.map(\.path), ["a.flow.yaml"])
        XCTAssertEqual(bag.omitted.byFile.map(\.count), [150])
    }

    func testKeepsAtMostAThousandPerRunWhateverTheFiles() {
        let bag = DiagnosticBag()
        for file in 0..<30 {
            bag.append(
                contentsOf: (0..<50).map {
                    Diagnostic(.warning, "w\($0)", at: at("f\(file).flow.yaml"))
                })
        }
        XCTAssertEqual(bag.diagnostics.count, DiagnosticBag.keptPerRun)
        XCTAssertEqual(bag.omitted.warnings, 30 * 50 - 1_000)
        XCTAssertEqual(bag.omitted.byFile.first?.path, "f20.flow.yaml")
        XCTAssertEqual(bag.errorCount, 0)
    }

    /// A million problems cost a count, not a million kept diagnostics.
    func testAFloodStaysBounded() {
        let bag = DiagnosticBag()
        for i in 0..<200_000 {
            bag.error(
                "unknown key 'k\(i)'",
                at: SourceLocation(path: "big.flow.yaml", line: i + 1, column: 1))
        }
        XCTAssertEqual(bag.diagnostics.count, 100)
        XCTAssertEqual(bag.omitted.total, 199_900)
        XCTAssertEqual(bag.omitted.byFile.count, 1)
    }
}
