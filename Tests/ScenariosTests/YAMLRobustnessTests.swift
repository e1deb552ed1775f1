import FlowKit
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
        var rejected = 0
        var heaviest: (perByte: Double, text: String) = (0, "")
        for round in 0..<8000 {
            let text = Mutator.mutate(seeds[round % seeds.count], using: &rng, edits: 1 + round % 8)
            assertSane(text)
            var diagnostics: [Diagnostic] = []
            let work = try XCTUnwrap(
                WorkCounter.measure { diagnostics = YAML.parse(text, path: "f.yaml").diagnostics },
                "the work is counted in debug builds only")
            if !diagnostics.isEmpty { rejected += 1 }
            // Bytes scanned, nodes built…: a linear parser does a few units a byte, whatever the damage.
            let perByte = Double(work) / Double(text.utf8.count + 1)
            if perByte > heaviest.perByte { heaviest = (perByte, text) }
        }
        XCTAssertGreaterThan(rejected, 2000, "the mutations should break many documents")
        XCTAssertLessThan(
            heaviest.perByte, Self.mostWorkPerByte,
            "parsing damaged input did far too much work: \(heaviest.text.prefix(200).debugDescription)…"
        )
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

    /// The most units of work (``WorkCounter``) a parse may do per byte of input. A parse does
    /// a handful (scanned once by the lexer, once by the source map, a node per value…); one that
    /// rescanned lines or tokens would do hundreds on the inputs below.
    static let mostWorkPerByte = 40.0

    /// Each input at two sizes: the parser's work must grow with the input's bytes, not faster
    /// (doubling the bytes may cost at most 2.5 times the work; 2.0 is linear, 4.0 quadratic),
    /// counted by ``WorkCounter``, never timed.
    func testPathologicalInputsCostLinearWork() throws {
        let inputs: [(String, (Int) -> String)] = [
            ("[…", { String(repeating: "[", count: 50_000 * $0) }),
            ("{a: …", { String(repeating: "{a: ", count: 10_000 * $0) }),
            ("- - …", { String(repeating: "- ", count: 25_000 * $0) + "x" }),
            (
                "staircase",
                { n in
                    (0..<(1500 * n)).map { String(repeating: " ", count: $0) + "k:" }.joined(
                        separator: "\n")
                }
            ),
            ("quotes", { String(repeating: "\"", count: 5000 * $0 + 1) }),
            ("unclosed quotes", { String(repeating: "a: \"x\n", count: 2500 * $0) }),
            ("long key", { String(repeating: "x", count: 100_000 * $0) + ": 1" }),
            ("tabs", { String(repeating: "\t", count: 500 * $0) }),
            ("block headers", { String(repeating: "|\n", count: 500 * $0) }),
            ("comment", { String(repeating: "#", count: 50_000 * $0) }),
            ("blank lines", { String(repeating: "\n", count: 50_000 * $0) + "a: @" }),
            ("open lists", { String(repeating: "a: [\n", count: 1000 * $0) }),
            ("backslashes", { "a: " + String(repeating: "\\", count: 500 * $0) }),
            ("escapes", { "\"" + String(repeating: "\\u", count: 500 * $0) }),
            ("complex keys", { String(repeating: "? ", count: 500 * $0) }),
            ("closing brackets", { String(repeating: "]", count: 500 * $0) }),
            ("keys", { (0..<(2000 * $0)).map { "k\($0): v" }.joined(separator: "\n") }),
            (
                "a long line of flow items",
                { "a: [" + (0..<(5000 * $0)).map { "x\($0)" }.joined(separator: ", ") + "]" }
            ),
        ]
        for (name, input) in inputs {
            func work(_ n: Int) throws -> (work: Int, bytes: Int) {
                let text = input(n)
                assertSane(text)
                let work = try XCTUnwrap(
                    WorkCounter.measure { _ = YAML.parse(text, path: "f.yaml") },
                    "the work is counted in debug builds only")
                XCTAssertLessThan(
                    Double(work) / Double(text.utf8.count + 1), Self.mostWorkPerByte, name)
                return (work, text.utf8.count + 1)
            }
            let (one, two) = (try work(1), try work(2))
            // As many times the work as the bytes, within a quarter: 2.5 for twice the bytes.
            let growth =
                (Double(two.work) / Double(max(one.work, 1)))
                / (Double(two.bytes) / Double(one.bytes))
            XCTAssertLessThan(growth, 1.25, "\(name): \(one) → \(two)")
        }
        for text in ["\u{FEFF}", "\r\n\r\n"] { assertSane(text) }
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
