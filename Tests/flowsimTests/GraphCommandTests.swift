import Foundation
import XCTest

/// `flowsim graph`: golden output for every sample app in both formats, the DOT parsed by
/// Graphviz, the Mermaid checked for its structure, and the command line's errors.
///
/// To re-record after an intended change: `FLOWSIM_RECORD_GOLDEN=1 swift test --filter GraphCommandTests`,
/// then read every changed file under `Fixtures/graph` before committing it.
final class GraphCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/graph")

    static func sampleApps() throws -> [String] {
        let folder = repository.appendingPathComponent("scenarios/apps")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".app.yaml")
        }.sorted()
    }

    /// The cases: every sample app in both formats, and the coordinator graph of each in Mermaid.
    static func cases() throws -> [(file: String, arguments: [String])] {
        var result: [(String, [String])] = []
        for app in try sampleApps() {
            let name = String(app.dropLast(".app.yaml".count))
            let path = "scenarios/apps/\(app)"
            result.append(("\(name).mmd", ["graph", "--app", path]))
            result.append(("\(name).dot", ["graph", "--app", path, "--format", "dot"]))
            result.append(("\(name).coordinators.mmd", ["graph", "--app", path, "--coordinators"]))
        }
        return result
    }

    func testEverySampleAppDrawsAsRecorded() throws {
        let record = ProcessInfo.processInfo.environment["FLOWSIM_RECORD_GOLDEN"] == "1"
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 15)
        for (file, arguments) in cases {
            let result = try FlowsimBinary.run(arguments, in: Self.repository)
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", file)
            let url = Self.fixtures.appendingPathComponent(file)
            if record {
                try FileManager.default.createDirectory(
                    at: Self.fixtures, withIntermediateDirectories: true)
                try result.stdout.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(
                result.stdout, expected,
                "\(file) differs; re-record with FLOWSIM_RECORD_GOLDEN=1 if intended")
        }
    }

    func testTheSameAppGivesTheSameBytesTwice() throws {
        let arguments = ["graph", "--app", "scenarios/apps/folio.app.yaml", "--format", "dot"]
        let first = try FlowsimBinary.run(arguments, in: Self.repository)
        let second = try FlowsimBinary.run(arguments, in: Self.repository)
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertFalse(first.stdout.isEmpty)
    }

    /// Graphviz reads every DOT output (`.ci/run` installs it; outside CI the test says how to get it).
    func testGraphvizParsesEveryDOTOutput() throws {
        guard let dot = Self.executable("dot") else {
            let message =
                "Graphviz's 'dot' is not installed: apt-get install graphviz (or brew install graphviz)"
            if ProcessInfo.processInfo.environment["CI"] != nil {
                XCTFail(message)
                return
            }
            throw XCTSkip(message)
        }
        for (file, _) in try Self.cases() where file.hasSuffix(".dot") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dot)
            process.arguments = [
                "-Tsvg", Self.fixtures.appendingPathComponent(file).path, "-o", "/dev/null",
            ]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(
                decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(file): dot says \(message)")
            XCTAssertFalse(message.lowercased().contains("syntax error"), "\(file): \(message)")
        }
    }

    /// Every line of the Mermaid output has one of the forms the renderer writes; subgraphs are
    /// balanced, and every edge joins nodes that were declared.
    func testEveryMermaidOutputHasAValidStructure() throws {
        for (file, _) in try Self.cases() where file.hasSuffix(".mmd") {
            let text = try String(
                contentsOf: Self.fixtures.appendingPathComponent(file), encoding: .utf8)
            try Self.checkMermaid(text, file: file)
        }
    }

    func testTheStructureCheckRejectsBrokenMermaid() {
        XCTAssertThrowsError(
            try Self.checkMermaid(
                "flowchart LR\n  n0[\"a\"]\n  n0 -->|\"x\"| n1\n", file: "undeclared"))
        XCTAssertThrowsError(
            try Self.checkMermaid(
                "flowchart LR\n  subgraph g0[\"a\"]\n  n0[\"a\"]\n", file: "unbalanced"))
        XCTAssertThrowsError(try Self.checkMermaid("flowchart LR\n  n0[\"a\"b\"]\n", file: "quote"))
        XCTAssertNoThrow(
            try Self.checkMermaid(
                "flowchart LR\n  n0[\"a\"]\n  n1([\"b\"])\n  n0 -.->|\"x\"| n1\n", file: "good"))
    }

    struct MermaidError: Error, CustomStringConvertible {
        var description: String
    }

    static func checkMermaid(_ text: String, file: String) throws {
        let label = #""[^"\n]*""#
        let id = #"[ncg]\d+"#
        let patterns = try [
            #"^%% .*$"#,
            #"^flowchart (LR|TD)$"#,
            #"^\s*subgraph g\d+\["# + label + #"\]$"#,
            #"^\s*end$"#,
            #"^\s*("# + id + #")(\["# + label + #"\]|\(\["# + label + #"\]\)|\[\["# + label
                + #"\]\]|\{\{"# + label + #"\}\}|\{"# + label + #"\})$"#,
            #"^\s*("# + id + #") (-->|-\.->|==>)\|"# + label + #"\| ("# + id + #")$"#,
        ].map { try NSRegularExpression(pattern: $0) }
        var declared: Set<String> = []
        var depth = 0
        var sawHeader = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let s = String(line)
            let range = NSRange(s.startIndex..., in: s)
            guard
                let (index, match) = patterns.enumerated().lazy.compactMap({ i, p in
                    p.firstMatch(in: s, range: range).map { (i, $0) }
                }).first
            else {
                throw MermaidError(description: "\(file): a line of no known form: \(s)")
            }
            func group(_ n: Int) -> String {
                Range(match.range(at: n), in: s).map { String(s[$0]) } ?? ""
            }
            switch index {
            case 1: sawHeader = true
            case 2: depth += 1
            case 3:
                depth -= 1
                if depth < 0 {
                    throw MermaidError(description: "\(file): 'end' without a subgraph")
                }
            case 4: declared.insert(group(1))
            case 5:
                for node in [group(1), group(3)] where !declared.contains(node) {
                    throw MermaidError(
                        description:
                            "\(file): the edge '\(s)' names '\(node)', which is not declared")
                }
            default: break
            }
        }
        if !sawHeader { throw MermaidError(description: "\(file): no flowchart line") }
        if depth != 0 { throw MermaidError(description: "\(file): \(depth) subgraph(s) not ended") }
    }

    func testAnUnknownLaunchStateIsAnErrorThatNamesTheStates() throws {
        let result = try FlowsimBinary.run(
            ["graph", "--app", "scenarios/apps/folio.app.yaml", "--from", "logedIn"],
            in: Self.repository)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.stderr.contains("no launch state 'logedIn'; did you mean 'loggedIn'?"),
            result.stderr)
        XCTAssertTrue(
            result.stderr.contains("its launch states are loggedIn, signedOut"), result.stderr)
    }

    func testFromALaunchStateDrawsOnlyWhatItReaches() throws {
        let all = try FlowsimBinary.run(
            ["graph", "--app", "scenarios/apps/folio.app.yaml"], in: Self.repository)
        let part = try FlowsimBinary.run(
            ["graph", "--app", "scenarios/apps/folio.app.yaml", "--from", "signedOut"],
            in: Self.repository)
        XCTAssertEqual(part.status, 0, part.stderr)
        XCTAssertTrue(part.stdout.contains("launch: signedOut"))
        XCTAssertFalse(part.stdout.contains("([\"link: like"), "links are entries of their own")
        XCTAssertFalse(
            part.stdout.contains("([\"launch: loggedIn"),
            "a decide leads to the roots behind a decision node, not to other entry points")
        XCTAssertTrue(part.stdout.contains(#"{"decide"}"#), part.stdout)
        XCTAssertLessThan(part.stdout.count, all.stdout.count)
        try Self.checkMermaid(part.stdout, file: "from")
    }

    func testCommandLineErrorsExitTwoAndSayWhatWorks() throws {
        let missing = try FlowsimBinary.run(["graph"], in: Self.repository)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("missing '--app FILE'"), missing.stderr)
        let format = try FlowsimBinary.run(
            ["graph", "--app", "scenarios/apps/folio.app.yaml", "--format", "svg"],
            in: Self.repository)
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(
            format.stderr.contains("unknown format 'svg'; expected mermaid or dot"), format.stderr)
        let unreadable = try FlowsimBinary.run(
            ["graph", "--app", "scenarios/apps/nope.app.yaml"], in: Self.repository)
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertTrue(unreadable.stderr.contains("nope.app.yaml"), unreadable.stderr)
        let both = try FlowsimBinary.run(
            ["graph", "--app", "scenarios/apps/folio.app.yaml", "--coordinators", "--from", "x"],
            in: Self.repository)
        XCTAssertEqual(both.status, 2)
    }

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// The README's picture is the graph of a sample app as `flowsim graph` draws it today.
final class ReadmeGraphTests: XCTestCase {
    func testTheReadmesMermaidBlockIsTheCurrentGraphOfTheTutorialsShop() throws {
        let readme = try String(
            contentsOf: GraphCommandTests.repository.appendingPathComponent("README.md"),
            encoding: .utf8)
        let parts = readme.components(separatedBy: "```mermaid\n")
        XCTAssertEqual(parts.count, 2, "one mermaid block in the README")
        let block = try XCTUnwrap(parts.last?.components(separatedBy: "```\n").first)
        let result = try FlowsimBinary.run(
            ["graph", "--app", "scenarios/apps/shop.app.yaml"],
            in: GraphCommandTests.repository)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            block, result.stdout,
            "re-draw the README's graph with flowsim graph --app scenarios/apps/shop.app.yaml")
        try GraphCommandTests.checkMermaid(block, file: "README.md")
    }
}
