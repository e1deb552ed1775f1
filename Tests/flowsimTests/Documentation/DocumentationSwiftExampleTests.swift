import Foundation
import XCTest

/// The Swift examples of the README and the manual compile and hold: a ```swift block with
/// `<!-- mirrored by: Tests/…/File.swift -->` above it appears, line for line (its `import`
/// lines aside), in that test file, which the test suite builds and runs. Every complete example
/// (one with an `import`) must be mirrored; pieces of code (UIKit code to translate, a
/// `Package.swift` excerpt) have no import and are left alone.
final class DocumentationSwiftExampleTests: XCTestCase {
    private struct Block {
        var document: String
        var line: Int
        var mirror: String?
        var lines: [String]
    }

    private func swiftBlocks(in path: String) throws -> [Block] {
        let lines = try MarkdownDocument(path: path).lines
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            let opening = index
            var above = index - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).isEmpty {
                above -= 1
            }
            var mirror: String?
            if above >= 0, lines[above].hasPrefix("<!-- mirrored by: "),
                lines[above].hasSuffix(" -->")
            {
                mirror = String(
                    lines[above].dropFirst("<!-- mirrored by: ".count).dropLast(" -->".count))
            }
            index += 1
            var body: [String] = []
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index])
                index += 1
            }
            index += 1
            blocks.append(Block(document: path, line: opening + 1, mirror: mirror, lines: body))
        }
        return blocks
    }

    func testMirroredSwiftExamplesAppearInTheirTestFiles() throws {
        var problems: [String] = []
        var mirrored = 0
        for path in MarkdownDocument.userDocumentation() {
            for block in try swiftBlocks(in: path) {
                guard let mirror = block.mirror else {
                    if block.lines.contains(where: { $0.hasPrefix("import ") }) {
                        problems.append(
                            "\(path):\(block.line): a complete Swift example needs <!-- mirrored by: Tests/…swift --> above it, and that test file must hold it"
                        )
                    }
                    continue
                }
                mirrored += 1
                guard
                    let text = try? String(
                        contentsOfFile: MarkdownDocument.repositoryRoot.path + "/" + mirror,
                        encoding: .utf8)
                else {
                    problems.append("\(path):\(block.line): no test file '\(mirror)'")
                    continue
                }
                if let missing = Self.missingImport(block.lines) {
                    problems.append(
                        "\(path):\(block.line): the example uses \(missing.type), which is \(missing.module)'s: add 'import \(missing.module)', or it does not compile as written"
                    )
                }
                let code = block.lines.filter { !$0.hasPrefix("import ") }
                let trimmed = Array(code.drop { $0.isEmpty })
                let fileLines = text.components(separatedBy: "\n")
                let found = fileLines.indices.contains { start in
                    start + trimmed.count <= fileLines.count
                        && Array(fileLines[start..<start + trimmed.count]) == trimmed
                }
                if !found {
                    problems.append(
                        "\(path):\(block.line): the example is not, line for line, in \(mirror); change both together"
                    )
                }
            }
        }
        XCTAssertGreaterThanOrEqual(mirrored, 6)
        XCTAssertEqual(problems, [], "\n" + problems.joined(separator: "\n"))
    }

    /// The public types a module of this package declares (`public struct Param`), read from
    /// its sources.
    private static func publicTypes(of module: String) -> Set<String> {
        let root = MarkdownDocument.repositoryRoot.path + "/Sources/" + module
        var names: Set<String> = []
        guard let files = FileManager.default.enumerator(atPath: root) else { return [] }
        let kinds = ["struct ", "enum ", "class ", "final class ", "protocol ", "typealias "]
        for case let relative as String in files where relative.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            else { continue }
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("public ") else { continue }
                let rest = trimmed.dropFirst("public ".count)
                for kind in kinds where rest.hasPrefix(kind) {
                    let name = rest.dropFirst(kind.count).prefix { $0.isLetter || $0.isNumber }
                    if !name.isEmpty { names.insert(String(name)) }
                }
            }
        }
        return names
    }

    /// A type of FlowKit the example names without importing FlowKit (`Scenarios` does not
    /// re-export it), or `nil`.
    static func missingImport(_ lines: [String]) -> (type: String, module: String)? {
        let imports = Set(lines.filter { $0.hasPrefix("import ") }.map { $0.dropFirst(7) })
        guard imports.contains("Scenarios"), !imports.contains("FlowKit") else { return nil }
        let flowKit = publicTypes(of: "FlowKit").subtracting(publicTypes(of: "Scenarios"))
        for line in lines where !line.hasPrefix("import ") {
            // Code only: what a comment or a string literal says names nothing.
            let code = line.components(separatedBy: "//")[0].split(separator: "\"").enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            if let word = words.first(where: { flowKit.contains(String($0)) }) {
                return (String(word), "FlowKit")
            }
        }
        return nil
    }

    func testAnExampleThatNamesAFlowKitTypeMustImportFlowKit() {
        XCTAssertEqual(
            Self.missingImport([
                "import Scenarios", "let s = try Session(appFile: f, given: [Param(\"a\", true)])",
            ])?.type, "Param")
        XCTAssertNil(
            Self.missingImport([
                "import FlowKit", "import Scenarios", "let p = Param(\"a\", true)",
            ]))
        XCTAssertNil(
            Self.missingImport(["import Scenarios", "let run = ScenarioSuite.run(\"Param\")"]),
            "a string names nothing")
    }
}
