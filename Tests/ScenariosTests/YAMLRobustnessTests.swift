import Foundation
import XCTest

@testable import Scenarios

/// Damaged input never crashes or hangs the parser, and every diagnostic points inside the file.
final class YAMLRobustnessTests: XCTestCase {
    /// Checks the invariants every parse must keep, whatever the input.
    private func assertSane(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let (root, diagnostics) = YAML.parse(text, path: "f.yaml")
        let source = SourceFile(path: "f.yaml", text: text)
        for diagnostic in diagnostics {
            let location = diagnostic.location
            guard let sourceLine = source.line(location.line) else {
                XCTFail(
                    "line \(location.line) is outside the file (\(source.lines.count) lines): \(diagnostic) in \(text.debugDescription)",
                    file: file, line: line)
                continue
            }
            XCTAssertTrue(
                location.column >= 1 && location.column <= sourceLine.count + 1,
                "column \(location.column) is outside line \(location.line) (\(sourceLine.count) characters): \(diagnostic) in \(text.debugDescription)",
                file: file, line: line)
            XCTAssertFalse(
                diagnostic.message.hasPrefix("internal error"),
                "\(diagnostic) in \(text.debugDescription)", file: file, line: line)
            XCTAssertEqual(location.path, "f.yaml", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(diagnostics.count, 51, file: file, line: line)
        if diagnostics.contains(where: { $0.severity == .error }) {
            XCTAssertNil(root, file: file, line: line)
        }
    }

    func testSeededRandomMutationsKeepTheInvariants() throws {
        var rng = SplitMix64(seed: 20_240_622)
        let seeds =
            YAMLEquivalenceTests.trickyCorpus.filter { !$0.isEmpty }
            + (try ["whatweeat.app.yaml", "locals.flow.yaml", "tricky.yaml"].map {
                try String(
                    contentsOf: YAMLTestSupport.repositoryRoot.appendingPathComponent(
                        "Tests/ScenariosTests/Fixtures/yaml/\($0)"), encoding: .utf8)
            })
        let start = Date()
        var rejected = 0
        for round in 0..<8000 {
            let text = Mutator.mutate(seeds[round % seeds.count], using: &rng, edits: 1 + round % 8)
            assertSane(text)
            if !YAML.parse(text, path: "f.yaml").diagnostics.isEmpty { rejected += 1 }
        }
        XCTAssertGreaterThan(rejected, 2000, "the mutations should break many documents")
        XCTAssertLessThan(
            Date().timeIntervalSince(start), 60, "parsing damaged input took far too long")
    }

    func testRandomBytesFromTheYAMLAlphabet() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<60, using: &rng)
            let text = String(
                (0..<length).map { _ in Mutator.alphabet.randomElement(using: &rng) ?? " " })
            assertSane(text)
        }
    }

    func testPathologicalInputsFinishQuickly() {
        let inputs = [
            String(repeating: "[", count: 100_000),
            String(repeating: "{a: ", count: 20_000),
            String(repeating: "- ", count: 50_000) + "x",
            (0..<3000).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n"),
            String(repeating: "\"", count: 10_001),
            String(repeating: "a: \"x\n", count: 5000),
            String(repeating: "x", count: 200_000) + ": 1",
            String(repeating: "\t", count: 1000),
            String(repeating: "|\n", count: 1000),
            String(repeating: "#", count: 100_000),
            String(repeating: "\n", count: 100_000) + "a: @",
            String(repeating: "a: [\n", count: 2000),
            "a: " + String(repeating: "\\", count: 1000),
            "\"" + String(repeating: "\\u", count: 1000),
            String(repeating: "? ", count: 1000),
            String(repeating: "]", count: 1000),
            "\u{FEFF}",
            "\r\n\r\n",
        ]
        for text in inputs {
            let start = Date()
            assertSane(text)
            XCTAssertLessThan(
                Date().timeIntervalSince(start), 5, "slow on \(text.prefix(20).debugDescription)…")
        }
    }

    func testEveryTruncationOfAValidFileKeepsTheInvariants() throws {
        let text = try String(
            contentsOf: YAMLTestSupport.repositoryRoot.appendingPathComponent(
                "Tests/ScenariosTests/Fixtures/yaml/tricky.yaml"), encoding: .utf8)
        let characters = Array(text)
        for end in 0...characters.count {
            assertSane(String(characters[0..<end]))
        }
    }
}
