import XCTest

@testable import Scenarios

/// Differential testing against PyYAML: thousands of generated documents inside the subset
/// read the same to flowsim and to PyYAML (and mean what the generator wrote), and generated
/// documents with one construct outside the subset are rejected on that construct's line,
/// never read as something else. Needs `python3` with PyYAML, as `YAMLEquivalenceTests` does.
final class YAMLDifferentialTests: XCTestCase {
    func testGeneratedDocumentsInsideTheSubsetReadAsPyYAMLReadsThem() throws {
        var generator = YAMLDocumentGenerator(seed: 0xD1FF_2026)
        let documents = (0..<10_000).map { _ in generator.document() }
        // One Python process for all of them (libyaml's loader); every twentieth also through the
        // pure-Python `safe_load`, so both of PyYAML's scanners are compared.
        let python = try YAMLTestSupport.pyYAMLLoad(documents.map(\.text), libyaml: true)
        let sample = stride(from: 0, to: documents.count, by: 20).map { documents[$0] }
        let pure = try YAMLTestSupport.pyYAMLLoad(sample.map(\.text))
        var problems = 0
        func problem(_ message: String) {
            problems += 1
            if problems <= 10 { XCTFail(message) }
        }
        for (index, (document, pyYAML)) in zip(documents, python).enumerated() {
            let (node, diagnostics) = YAML.parse(document.text, path: "d.yaml")
            if !diagnostics.isEmpty {
                problem(
                    "rejected a document inside the subset: \(YAMLTestSupport.summary(diagnostics)) in \(document.text.debugDescription)"
                )
                continue
            }
            let ours = YAMLTestSupport.canonicalJSON(node)
            if ours != document.json {
                problem(
                    "read \(document.text.debugDescription) as \(ours), the generator wrote \(document.json)"
                )
            }
            if pyYAML != .value(ours) {
                problem(
                    "read \(document.text.debugDescription) as \(ours), PyYAML (libyaml) gives \(pyYAML)"
                )
            }
            if index % 20 == 0, pure[index / 20] != .value(ours) {
                problem(
                    "read \(document.text.debugDescription) as \(ours), PyYAML's safe_load gives \(pure[index / 20])"
                )
            }
        }
        XCTAssertEqual(problems, 0, "of \(documents.count) documents")
    }

    func testGeneratedDocumentsOutsideTheSubsetAreRejectedOnTheLineOfTheConstruct() throws {
        var generator = YAMLDocumentGenerator(seed: 0x0075_1DE)
        var problems = 0
        var constructs: Set<String> = []
        for _ in 0..<3_000 {
            let document = generator.rejected()
            constructs.insert(document.construct)
            let (node, diagnostics) = YAML.parse(document.text, path: "r.yaml")
            let errors = diagnostics.filter { $0.severity == .error }
            let source = SourceFile(path: "r.yaml", text: document.text)
            let inside = errors.allSatisfy { error in
                source.line(error.location.line).map {
                    error.location.column >= 1 && error.location.column <= $0.count + 1
                } ?? false
            }
            if node != nil || !errors.contains(where: { $0.location.line == document.line })
                || !inside
            {
                problems += 1
                if problems <= 10 {
                    XCTFail(
                        "\(document.construct) on line \(document.line) of \(document.text.debugDescription): \(YAMLTestSupport.summary(diagnostics))"
                    )
                }
            }
        }
        XCTAssertEqual(problems, 0)
        XCTAssertGreaterThanOrEqual(
            constructs.count, 25, "the generator should cover every kind of construct")
    }
}
